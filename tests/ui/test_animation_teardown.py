"""Closing a game or a replay while cards are moving: the animations stop with the table and nothing calls back
into deleted Qt objects afterwards (pytest-qt, offscreen, animation speed on)."""

from __future__ import annotations

import random
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from cardtable.controllers import SeatConfig
from cardtable.engine.registry import get_game
from cardtable.saves import SavedGame, Seat
from cardtable.ui.dialogs import GameSetup


@pytest.fixture
def slot_errors(monkeypatch):
    """Exceptions raised inside Qt slots (PySide reports them through ``sys.excepthook``)."""
    seen: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: seen.append(value))
    return seen


def delete_now_and_wait(qtbot):
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the closed screen is deleted now
    qtbot.wait(500)  # longer than the moves in flight would have run


@pytest.mark.parametrize("game", ["animals", "schotten_totten"])
@pytest.mark.parametrize("how", ["close_game_now", "abandon_game", "close"])
@pytest.mark.parametrize("switch", [False, True], ids=["", "then-language-switch"])
def test_closing_a_game_mid_animation(window, qtbot, slot_errors, game, how, switch):
    window.set_speed(1.0, remember=False)
    seats = (SeatConfig("Sara"), SeatConfig("Ali"))
    screen = window.start_game(GameSetup(game, seats, {"first_player": 0}, 4), confirm=False, auto_continue=True)
    animator = screen.animator
    assert animator.running  # the deal is flying in
    getattr(window, how)()
    assert not animator.running
    if switch:  # in the same event-loop turn: the closed screen, not yet deleted, is retranslated and redrawn
        window.set_language("fa")
        assert not animator.running
    delete_now_and_wait(qtbot)
    assert slot_errors == []


@pytest.mark.parametrize("switch", [False, True], ids=["", "then-language-switch"])
def test_closing_a_replay_mid_animation(window, qtbot, slot_errors, switch):
    game = get_game("schotten_totten")
    state = game.new_game(2, 2, {"tactics": True})
    rng = random.Random(2)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    saved = SavedGame.of(state, [Seat(kind="human", name="Sara"), Seat(kind="human", name="Ali")], {"tactics": True})
    window.set_speed(1.0, remember=False)
    replay = window.show_replay(saved)
    replay.next()
    replay.next()
    assert replay.animator.running
    replay.close_button.click()
    assert not replay.animator.running and window.replay_screen is None
    if switch:
        window.set_language("fa")
        assert not replay.animator.running
    delete_now_and_wait(qtbot)
    assert slot_errors == []
