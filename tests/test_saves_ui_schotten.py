"""Saves, Continue, Open and replay for Schotten Totten in the app (pytest-qt, offscreen): the shell's generic
mechanism (config + seed + actions) must serve a second game without special cases."""

import random

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable import saves
from cardtable.controllers import SeatConfig
from cardtable.engine.registry import get_game
from cardtable.saves import SavedGame, Seat
from cardtable.ui import i18n, prefs
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.replay import ReplayScreen

GAME = get_game("schotten_totten")
HOT_SEAT = (SeatConfig("Sara"), SeatConfig("Ali"))
TACTICAL = {"tactics": True, "first_player": 0}


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    prefs.update(animation_speed=0.0, hot_seat_curtain=False)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_game_now()
    if i18n.current_language() != "en":
        i18n.install_language(QApplication.instance(), "en")


def start(window, seed=11):
    return window.start_game(GameSetup("schotten_totten", HOT_SEAT, TACTICAL, seed), confirm=False, auto_continue=True)


def play_randomly(controller, count, seed=0):
    """Take ``count`` decisions (both seats human) with a seeded random choice, then finish a half-chosen move (its
    first steps are not in the match yet, so not saved)."""
    rng = random.Random(seed)
    for _ in range(count):
        controller.choose(rng.choice(controller.decision().actions))
    while controller.pending_steps:
        controller.choose(rng.choice(controller.decision().actions))


def table_picture(screen):
    """What the table shows: per card item key, its face, whether face up, and its place."""
    return {
        key: (item.face, item.face_up, round(item.pos().x()), round(item.pos().y()))
        for key, item in screen.table.cards.items()
    }


def test_tactical_game_autosaves_and_continues_with_the_same_table(qtbot, window, tmp_path):
    screen = start(window)
    play_randomly(screen.controller, 24)
    history = list(screen.controller.state.history)
    assert len(history) >= 20
    assert any(a.kind == "draw" for a in history)  # a tactical deck choice was taken and saved
    picture = table_picture(screen)
    saved, state = saves.load(saves.autosave_path())
    assert saved.game_id == "schotten_totten" and saved.options["tactics"] is True
    assert list(state.history) == history
    assert window.saving.save_as(str(tmp_path / "tactical"))

    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert "Schotten Totten" in again.start_screen.continue_button.text()
    assert again.continue_game()
    resumed = again.game_screen
    assert list(resumed.controller.state.history) == history
    assert resumed.controller.state.observation(0) == screen.controller.state.observation(0)
    assert table_picture(resumed) == picture
    again.close_game_now()

    opened = MainWindow()
    qtbot.addWidget(opened)
    assert opened.saving.open_file(str(tmp_path / "tactical.cardtable"))
    assert list(opened.game_screen.controller.state.history) == history
    assert table_picture(opened.game_screen) == picture
    opened.close_game_now()


def finished_tactical_match(seed):
    """A random tactical match played to the end, and its save (Sara human, Ali computer)."""
    state = GAME.new_game(2, seed, TACTICAL)
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    seats = [Seat(kind="human", name="Sara"), Seat(kind="computer", level="easy", name="Ali")]
    return state, SavedGame.of(state, seats, TACTICAL)


def test_replay_shows_the_opponents_hand_face_up(window):
    state, saved = finished_tactical_match(3)
    replay = window.show_replay(saved)
    assert isinstance(replay, ReplayScreen)
    for position in (0, 7, 20):
        replay.go_to(position)
        hand = replay.state.observation(1)["hand"]
        assert hand
        cards = replay.table.cards
        assert not [key for key in cards if key[0] == "opp"]  # no card backs for the opponent
        shown = [item for key, item in cards.items() if key[0] == "c" and key[2] in hand]
        assert len(shown) >= len(hand) and all(item.face_up for item in shown)
    replay.go_to(len(saved.actions))
    assert replay.state.outcome == state.outcome


def test_replay_log_tells_the_opponents_hand_and_draws(window):
    state, saved = finished_tactical_match(5)
    replay = window.show_replay(saved)
    replay.go_to(len(replay.steps))
    rows = [row.replace(i18n.FSI, "").replace(i18n.PDI, "") for row in replay.log_model.sentences()]
    draws = [e for e in state.event_log() if e.kind == "drew_card" and e.data["seat"] == 1]
    assert draws and len([r for r in rows if r.startswith("Ali drew ") and " from the " in r]) == len(draws)
    assert not [r for r in rows if r.startswith("Ali drew from the ")]  # the public line that says less
    assert any(r.startswith("Ali's hand: ") for r in rows) and any(r.startswith("Your hand: ") for r in rows)


def test_a_file_with_three_seats_says_the_game_is_for_2_players():
    state = GAME.new_game(2, 3, TACTICAL)
    seats = [Seat(kind="human", name=n) for n in ("Sara", "Ali", "Reza")]
    saved = SavedGame.of(state, seats[:2], TACTICAL).model_copy(update={"seats": seats})
    with pytest.raises(saves.SaveFileError) as info:
        saves.restore(saved)
    assert info.value.problem is saves.SaveProblem.BAD_OPTIONS
    assert "Schotten Totten is for 2 players, not 3" in str(info.value)
