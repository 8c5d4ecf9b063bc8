"""Edit → Undo explains itself in its tooltip (shown in the menu even while it is disabled): why there is nothing to
undo, in the words of the undo rule (cardtable/undo.py) and of the game log (what was seen), in both languages."""

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
    window.edit_menu.aboutToShow.emit()  # the menu opens: the tooltip is worded for the table as it is now
    seen = screen.table.describe(screen.controller.undo_stop(), 0)
    assert seen
    assert window.undo_action.toolTip() == (
        f"Nothing to undo. Undo stops at what you have seen: “{seen}” "
        "To undo whole turns, start a practice game (Game → New game…)."
    )
    window.set_language("fa")
    seen = screen.table.describe(screen.controller.undo_stop(), 0)
    assert window.undo_action.toolTip() == (
        f"چیزی برای واگرد نیست. واگرد از آنچه دیده‌ای عقب‌تر نمی‌رود: «{seen}» "
        "برای واگرد نوبت‌های کامل، یک بازی تمرینی شروع کن (بازی ← بازی تازه…)."
    )


def test_hot_seat_undo_stop_does_not_name_the_card(window, qtbot):
    """At a hot-seat table the menu is seen by everyone: the tooltip says undo stops at a card you have seen, without
    saying which (the log sentence would show one player's private card to the others)."""
    seats = (SeatConfig("Sara"), SeatConfig("Ali"))
    screen = window.start_game(GameSetup("animals", seats, {"first_player": 0}, 5), confirm=False)
    controller = screen.controller
    controller.set_hot_seat_undo(True)  # every player agreed (Edit → Preferences)
    controller.choose(controller.decision().actions[0])  # Sara plays; a card is drawn for Ali
    while controller.pending_steps:
        controller.choose(controller.decision().actions[0])
    assert controller.undo_stop() is not None
    assert window.undo_action.toolTip() == (
        "Nothing to undo. Undo stops at a card you have seen. "
        "To undo whole turns, start a practice game (Game → New game…)."
    )


def test_under_the_round_summary_the_tooltip_names_no_card_of_the_next_round(window, qtbot):
    """A fresh tester's finding: while "Round 1 over" was up, the tooltip quoted "You were dealt …", the next round's
    card, before the table showed it. It says undo stops at the end of the round."""
    from cardtable.engine import Action
    from tests.ui.test_caution import king_cat_seed

    seats = (SeatConfig("Sara"), SeatConfig("Ali", "random"))
    screen = window.start_game(GameSetup("animals", seats, {"first_player": 0}, king_cat_seed()), confirm=False)
    wait_for_turn(qtbot, window, screen)
    screen.controller.choose(Action.of("play", 10))  # out at once: Ali wins the round, the next one is dealt
    qtbot.waitUntil(lambda: screen.summary_up, timeout=20_000)
    window.edit_menu.aboutToShow.emit()
    tip = window.undo_action.toolTip()
    assert "dealt" not in tip and "Undo stops at the end of the round." in tip
