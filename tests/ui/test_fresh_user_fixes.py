"""What a fresh user ran into: names that break saving or read as markup, duplicate names, an empty prompt line
during computer turns, a broken statistics file reset silently, Latin digits and commas in Persian."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextListFormat
from PySide6.QtWidgets import QDialogButtonBox, QGraphicsScene, QMessageBox

from cardtable import __version__, saves, stats
from cardtable.controllers import SeatConfig
from cardtable.engine.base import Event, Outcome
from cardtable.engine.registry import get_game
from cardtable.saves import NAME_MAX_LENGTH, Seat
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameEndDialog, GameSetup, NewGameDialog, RulesDialog
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.games.schotten_totten import SchottenTottenTable
from cardtable.ui.i18n import isolate
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.animation import Animator
from tests.ui.conftest import setup_for

BOLD = "<b>Bold</b>"


def new_game_dialog(window, qtbot, game_id="animals"):
    dialog = NewGameDialog(get_game(game_id), AnimalsTable.OPTION_LABELS, window)
    qtbot.addWidget(dialog)
    return dialog


# --- names and saving ------------------------------------------------------------------------------------------------
def test_name_fields_stop_at_the_length_a_saved_game_holds(window, qtbot):
    dialog = new_game_dialog(window, qtbot)
    assert Seat.model_fields["name"].metadata[0].max_length == NAME_MAX_LENGTH
    edit = dialog.name_edits[0]
    assert edit.maxLength() == NAME_MAX_LENGTH
    qtbot.keyClicks(edit, "Y" * (NAME_MAX_LENGTH + 5))
    setup = dialog.setup(seed=3)
    assert len(setup.seats[0].name) == NAME_MAX_LENGTH
    Seat(kind="human", name=setup.seats[0].name)  # a saved game holds it


def too_long_game(window):
    seats = (SeatConfig("Y" * (NAME_MAX_LENGTH + 1)), SeatConfig("Ali"))
    return window.start_game(GameSetup("animals", seats, {"first_player": 0}, 5), confirm=False, auto_continue=True)


def test_a_save_that_cannot_be_written_is_reported_never_raised(window, monkeypatch, tmp_path):
    # A name longer than a save holds (only possible from outside the dialog) makes every save fail validation.
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    screen = too_long_game(window)
    decision = screen.controller.decision()
    screen.controller.choose(decision.actions[0])
    screen.controller.choose(screen.controller.decision().actions[0])
    assert len(warnings) == 1  # autosave: said once, the game goes on
    assert "could not be saved automatically" in warnings[0] and "at most 80 characters" in warnings[0]
    assert window.saving.save_as(str(tmp_path / "long")) is False
    assert "could not be saved" in warnings[1] and "at most 80 characters" in warnings[1]
    assert not (tmp_path / f"long{saves.EXTENSION}").exists()


# --- names shown literally -------------------------------------------------------------------------------------------
def test_names_show_literally_in_the_prompt_curtain_summary_and_end_dialog(window, qtbot):
    seats = (SeatConfig(BOLD), SeatConfig("A&amp;B"))
    screen = window.start_game(GameSetup("animals", seats, {"first_player": 0}, 5), confirm=False)
    qtbot.waitUntil(lambda: screen.curtain_up or screen._pending is not None)
    screen._lift_curtain()
    assert screen.prompt.textFormat() == Qt.TextFormat.PlainText
    assert BOLD in screen.prompt.text()
    screen._raise_curtain(1)
    assert "A&amp;amp;B" in screen.curtain.label.text()  # rich text: the escaped name reads "A&amp;B"
    data = {"round": 0, "winners": [0], "reason": "showdown", "king_cat_beaten": 1, "tie_break": None}
    summary = screen.table.round_summary([Event("round_end", {**data, "hands": [8, 10]}, None, True)], None)
    assert summary is not None and BOLD not in summary and "&lt;b&gt;Bold&lt;/b&gt;" in summary
    assert "A&amp;amp;B" in summary  # "The Royal Broombot beats A&amp;B's King Cat."
    outcome = Outcome(winners=(0,), scores=(1.0, 0.0), reason="tokens")
    dialog = GameEndDialog([BOLD, "Ali"], outcome, "why", lambda: ("Tokens", [1.0, 0.0]), window)
    qtbot.addWidget(dialog)
    assert dialog.headline.textFormat() == Qt.TextFormat.PlainText and BOLD in dialog.headline.text()


# --- duplicate names -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("first", "second"), [("Sara", "Sara"), ("sara ", "SARA"), ("", "Sara")])
def test_duplicate_names_are_refused_with_a_message(window, qtbot, first, second):
    dialog = new_game_dialog(window, qtbot)
    dialog.players.setValue(2)
    dialog.show()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and not dialog.name_problem.isVisible()
    dialog.name_edits[0].setText(first)
    dialog.name_edits[1].setText(second)
    assert not ok.isEnabled() and dialog.name_problem.isVisible()
    assert isolate("Sara") in dialog.name_problem.text() or isolate("sara") in dialog.name_problem.text()
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    dialog.name_edits[1].setText("Ali")
    assert ok.isEnabled() and not dialog.name_problem.isVisible()
    assert dialog.name_edits[0].placeholderText() == "Sara"  # an empty field falls back to this name


# --- the prompt line during computer turns ---------------------------------------------------------------------------
def test_the_prompt_line_is_never_empty_while_the_computer_plays(window, qtbot):
    screen = window.start_game(setup_for([None, "random", "random"], seed=4), confirm=False, auto_continue=True)
    seen: list[str] = []
    controller = screen.controller
    controller.busyChanged.connect(lambda _busy: seen.append(screen.prompt.text()))
    controller.eventsReady.connect(lambda _events: seen.append(screen.prompt.text()))
    rng = random.Random(2)
    for _ in range(6):
        qtbot.waitUntil(lambda: screen._pending is not None and not controller.busy, timeout=30_000)
        controller.choose(rng.choice(controller.decision().actions))
    assert seen and "" not in seen
    assert any("is thinking…" in text for text in seen)


# --- broken statistics -----------------------------------------------------------------------------------------------
def test_a_broken_statistics_file_is_reported_once_with_where_it_was_kept(app, qtbot):
    path = stats.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "matches": [{"game": 5}]}')
    window = MainWindow()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.statistics_notice is not None and window.statistics_notice.isVisible())
    backup = path.with_name("statistics.json.bak")
    assert str(backup) in window.statistics_notice.text()
    assert backup.read_text() == '{"version": 1, "matches": [{"game": 5}]}'
    window.statistics_notice.close()
    window.statistics_reset(backup)  # said once per session
    assert not window.statistics_notice.isVisible()


# --- Persian digits and comma ----------------------------------------------------------------------------------------
def test_rules_page_numbers_its_lists_in_the_languages_digits(window, qtbot):
    dialog = RulesDialog(get_game("animals"), window)
    qtbot.addWidget(dialog)
    assert "۱." not in dialog.browser.toPlainText()
    window.set_language("fa")
    text = dialog.browser.toPlainText()
    assert "۱. " in text and "۲. " in text
    block = dialog.browser.document().begin()
    while block.isValid():
        if block.textList() is not None:
            assert block.textList().format().style() != QTextListFormat.Style.ListDecimal
        block = block.next()


def test_about_box_in_persian_digits_and_comma(window, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda *args: shown.append(args[2]))
    window.set_language("fa")
    window.show_about()
    assert i18n.digits(__version__) in shown[0] and __version__ not in shown[0]
    assert "، " in shown[0] and ", " not in shown[0]


def test_schotten_totten_summary_and_stone_tooltip_show_names_literally(app):
    table = SchottenTottenTable(QGraphicsScene(), get_game("schotten_totten"), [BOLD, "A&B"], Animator(0.0))
    result = {"winner": 0, "reason": "five_stones", "points": [5, 1], "scores": [5, 1]}
    summary = table._summary_html(result, [0, 0, 1, 0, 0, 0, None, None, None])
    assert BOLD not in summary and "&lt;b&gt;Bold&lt;/b&gt;" in summary and "A&amp;B" in summary
    table.observation = {"round": 0}
    tooltip = table._stone_tooltip(0, {"modes": [], "claimed_by": 0})
    assert BOLD not in tooltip and "&lt;b&gt;Bold&lt;/b&gt;" in tooltip
