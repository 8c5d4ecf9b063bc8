"""The replay's bar of buttons fits its window (a fresh tester's finding: in Persian "آغاز", the first button,
was clipped at the window's right edge): at 1280x720, every game, English and Persian, each button is whole and
clear of the window's edges."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect

from cardtable.engine.registry import get_game
from cardtable.saves import SavedGame, Seat
from cardtable.ui.games import playable_games

EDGE = 4  # px: a button's frame closer to the window's edge than this looks cut off


def _finished(game_id: str) -> SavedGame:
    game = get_game(game_id)
    state = game.new_game(game.min_players, 4)
    rng = random.Random(4)
    while state.outcome is None:
        state.apply(rng.choice(state.legal_actions()))
    others = [Seat(kind="computer", level="easy", name=name) for name in ("Ali", "Maryam", "Reza", "Leila", "Nima")]
    return SavedGame.of(state, [Seat(kind="human", name="Sara"), *others[: game.min_players - 1]])


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_every_replay_button_is_whole_and_clear_of_the_window_edges(window, qtbot, game_id, lang):
    window.set_language(lang)
    window.resize(1280, 720)
    replay = window.show_replay(_finished(game_id))
    assert replay is not None
    replay.go_to(3)
    qtbot.wait(50)
    inner = window.centralWidget().rect().adjusted(EDGE, 0, -EDGE, 0)
    bar = [replay.first_button, replay.previous_button, replay.play_button, replay.next_button, replay.last_button]
    bar += [replay.counter, replay.close_button]
    for widget in bar:
        assert widget.isVisible()
        assert widget.width() >= widget.sizeHint().width(), widget.text()  # not squeezed
        box = QRect(widget.mapTo(window.centralWidget(), QPoint(0, 0)), widget.size())
        assert inner.contains(box), (widget.text(), box, inner)
    reading_start = replay.first_button.mapTo(window.centralWidget(), QPoint(0, 0)).x()
    assert (reading_start > replay.last_button.x()) == (lang == "fa")  # the bar reads from the right in Persian
