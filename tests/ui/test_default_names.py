"""Default seat names follow the language at runtime (the table, the log, the game-end dialog); names the player
typed stay as typed."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.controllers import SeatConfig
from cardtable.engine.base import Outcome
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameEndDialog, GameSetup, NewGameDialog
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.i18n import isolate

from .test_app import wait_for_turn


def test_the_dialog_stores_defaults_by_their_source_and_typed_names_as_typed(window, qtbot):
    i18n.install_language(QApplication.instance(), "fa")
    dialog = NewGameDialog(get_game("animals"), AnimalsTable.OPTION_LABELS, window)
    qtbot.addWidget(dialog)
    assert dialog.name_edits[0].text() == "سارا"
    dialog.name_edits[1].setText("  Bob ")
    dialog.name_edits[2].setText("")
    names = [s.name for s in dialog.setup(seed=1).seats]
    assert names == ["Sara", "Bob", "Maryam", "Reza"]


def test_default_names_switch_language_mid_game_and_typed_ones_stay(window, qtbot):
    seats = (SeatConfig("Sara"), SeatConfig("Bob", "random"), SeatConfig("Maryam", "random"))
    screen = window.start_game(GameSetup("animals", seats, {"first_player": 1}, 5), confirm=False)
    wait_for_turn(qtbot, window, screen)
    assert screen.table.names == ["Sara", "Bob", "Maryam"]
    window.set_language("fa")
    assert screen.table.names == ["سارا", "Bob", "مریم"]
    assert screen.table.seats[2].name == "مریم"  # the seat plate on the table
    log = " ".join(screen.log_model.sentences())
    assert isolate("مریم") in log and isolate("Maryam") not in log
    assert "سارا" in screen.prompt.text()
    window.set_language("en")
    assert screen.table.names == ["Sara", "Bob", "Maryam"]


def test_game_end_dialog_names_follow_the_language(window, qtbot):
    outcome = Outcome(winners=(0,), scores=(3.0, 1.0), reason="tokens")
    dialog = GameEndDialog(["Sara", "Bob"], outcome, "", lambda: ("Tokens", [3.0, 1.0]), window)
    qtbot.addWidget(dialog)
    assert "Sara" in dialog.headline.text()
    window.set_language("fa")
    assert "سارا" in dialog.headline.text()
    assert [dialog.model.index(r, 0).data() for r in range(2)] == ["★ سارا", "Bob"]
