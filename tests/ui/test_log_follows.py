"""The game log shows its newest line (a fresh tester's finding: after Continue the last two or three lines were
below the visible area, once during play too): it follows each new line and, after a resume, starts at its end,
every game; a reader who scrolled up to older lines is left there until scrolled back down."""

from __future__ import annotations

import random

import pytest

from cardtable import saves
from cardtable.engine.registry import get_game
from cardtable.saves import SavedGame, Seat
from cardtable.ui.games import playable_games
from cardtable.ui.main_window import MainWindow


def _newest_shown(view) -> bool:
    model = view.model()
    rows = model.rowCount()
    if rows == 0:
        return True
    last = view.visualRect(model.index(rows - 1, 0))
    return last.isValid() and view.viewport().rect().contains(last)


def _autosaved(game_id: str, steps: int) -> None:
    """An unfinished match of ``game_id`` with the human's seat 0, ``steps`` random actions in, autosaved."""
    game = get_game(game_id)
    state = game.new_game(game.min_players, 3)
    rng = random.Random(3)
    taken = 0
    while taken < steps or state.to_move != 0:
        before = state.clone()
        state.apply(rng.choice(state.legal_actions()))
        taken += 1
        if state.outcome is not None:  # one step too far: the match must stay unfinished
            state = before
            if state.to_move == 0:
                break
    others = [Seat(kind="computer", level="easy", name=name) for name in ("Ali", "Maryam", "Reza", "Leila", "Nima")]
    seats = [Seat(kind="human", name="Sara"), *others[: game.min_players - 1]]
    saves.autosave(SavedGame.of(state, seats))


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_after_continue_the_log_shows_its_newest_line(app, qtbot, monkeypatch, game_id, lang):
    monkeypatch.setattr(MainWindow, "confirm_leave", lambda self: True)
    _autosaved(game_id, 60)
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_speed(0.0, remember=False)
    win.set_language(lang)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    assert win.continue_game()
    screen = win.game_screen
    view = screen.log_view
    qtbot.waitUntil(lambda: view.model().rowCount() > 10)
    qtbot.wait(200)  # the rows laid out (wrapped) at the view's width
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0  # more lines than fit: the test means something
    assert bar.value() == bar.maximum() and _newest_shown(view)
    win.close_game_now()


def test_the_log_follows_new_lines_unless_the_reader_scrolled_up(window, qtbot):
    from tests.ui.conftest import setup_for

    screen = window.start_game(setup_for([None, "random", "random", "random"], seed=5), confirm=False)
    view, model = screen.log_view, screen.log_model
    bar = view.verticalScrollBar()
    events = list(screen.controller.state.event_log())
    for _ in range(12):  # lines added while playing (long ones wrap)
        model.append(events)
        qtbot.wait(20)
        assert bar.value() == bar.maximum() and _newest_shown(view)
    assert bar.maximum() > 0
    bar.setValue(0)  # the reader scrolls up to the first lines
    model.append(events)
    qtbot.wait(20)
    assert bar.value() == 0
    assert not _newest_shown(view)
    bar.setValue(bar.maximum())  # and back down: the log follows again
    model.append(events)
    qtbot.wait(20)
    assert bar.value() == bar.maximum() and _newest_shown(view)
    window.set_language("fa")  # the whole log re-worded: still at its end, still following
    qtbot.wait(50)
    model.append(events)
    qtbot.wait(20)
    assert bar.value() == bar.maximum() and _newest_shown(view)
