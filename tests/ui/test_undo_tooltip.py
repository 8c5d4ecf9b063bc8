"""Edit → Undo explains itself in its tooltip (shown in the menu even while it is disabled): why there is nothing to
undo, in the words of the undo rule (cardtable/undo.py), in both languages."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.controllers import SeatConfig
from cardtable.ui.dialogs import GameSetup

from .test_app import wait_for_turn


def test_undo_tooltip_says_why_it_is_disabled(window, qtbot):
    assert window.edit_menu.toolTipsVisible()
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == "Nothing to undo: no game is running."
    # Power-Hungry Animals: the human starts by drawing a card, so there is nothing to undo before the first choice
    seats = (SeatConfig("Sara"), SeatConfig("Ali", "random"))
    screen = window.start_game(GameSetup("animals", seats, {"first_player": 0}, 5), confirm=False)
    wait_for_turn(qtbot, window, screen)
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == "Nothing to undo: you have not made a choice yet."
    # The human plays (a real choice, several cards in hand); at the human's next turn a card was drawn for them:
    # undo may not go back past it.
    plays = 0
    while plays < 2:
        wait_for_turn(qtbot, window, screen)
        assert window.end_dialog is None
        if screen.summary_up:
            qtbot.mouseClick(screen.summary.button, Qt.MouseButton.LeftButton)
            continue
        _player, decision = screen._pending
        plays += decision.kind == "play"
        if plays < 2:
            screen.controller.choose(decision.actions[0])
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == "Nothing to undo: undo never goes back past a card you have seen."
    window.set_language("fa")
    assert window.undo_action.toolTip() == "چیزی برای واگرد نیست: واگرد هرگز از کارتی که دیده‌ای عقب‌تر نمی‌رود."
