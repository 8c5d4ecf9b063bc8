"""Windows fit their screen (a fresh tester's findings at 1280x720): the main window, Game → New game… (the games
list) and the new-game setup dialog open within the screen's available geometry, with their buttons on it, and
keep their sizes on a larger screen; the setup dialog grows with its form as seats are added."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import NewGameDialog
from cardtable.ui.games import playable_games, table_class
from cardtable.ui.main_window import MainWindow
from cardtable.ui.start_screen import ChooseGameDialog

SMALL = QRect(0, 0, 1280, 720)
LARGE = QRect(0, 0, 1920, 1200)


def _screen(monkeypatch, room: QRect) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(room))


def _on_screen(widget: QWidget, room: QRect) -> bool:
    return room.contains(QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_main_window_opens_within_a_1280x720_screen_with_new_game_on_it(app, qtbot, monkeypatch, lang):
    _screen(monkeypatch, SMALL)
    monkeypatch.setattr(MainWindow, "confirm_leave", lambda self: True)
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_language(lang)
    win.show()
    qtbot.waitExposed(win)
    assert SMALL.contains(win.frameGeometry())
    assert win.height() < 720  # room left for a title bar
    button = win.start_screen.start_button
    assert button.isVisible() and _on_screen(button, SMALL)


def test_the_main_window_keeps_its_size_on_a_larger_screen(app, qtbot, monkeypatch):
    _screen(monkeypatch, LARGE)
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.size().toTuple() == (1280, 800)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_choose_game_fits_a_1280x720_screen_buttons_in_view_every_game_reachable(window, qtbot, monkeypatch, lang):
    _screen(monkeypatch, SMALL)
    window.set_language(lang)
    dialog = ChooseGameDialog(None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert SMALL.contains(dialog.frameGeometry()) and dialog.height() < 720
    for button in dialog.buttons.buttons():
        assert button.isVisible() and _on_screen(button, SMALL)
    assert dialog.list.verticalScrollBar().isVisible()
    viewport = dialog.list.viewport().rect()
    for row in range(dialog.model.rowCount()):  # Plague and Wednesday at the end too
        index = dialog.model.index(row)
        dialog.list.scrollTo(index)
        QApplication.processEvents()
        assert viewport.contains(dialog.list.visualRect(index)), index.data()


def test_choose_game_shows_every_game_at_once_on_a_larger_screen(window, qtbot, monkeypatch):
    _screen(monkeypatch, LARGE)
    dialog = ChooseGameDialog(None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.size().toTuple() == (720, 130 + dialog.model.rowCount() * 168)
    assert not dialog.list.verticalScrollBar().isVisible()


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_the_setup_dialog_grows_with_its_seats_and_needs_no_scroll_bar_where_the_screen_has_room(
    window, qtbot, monkeypatch, game_id, lang
):
    """From the fewest seats to the most, one at a time (Plague with 3 players in Persian hid "Practice game" under
    a scroll bar; Mindbug's two seats showed one): the dialog takes its form's whole height, on the screen."""
    _screen(monkeypatch, SMALL)
    window.set_language(lang)
    table = table_class(game_id)
    dialog = NewGameDialog(get_game(game_id), table.OPTION_LABELS, window, table.option_item_label)
    qtbot.addWidget(dialog)
    dialog.players.setValue(dialog.game.min_players)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.form_scroll.verticalScrollBar()
    qtbot.wait(50)
    heights = [0]
    for count in range(dialog.game.min_players, dialog.game.max_players + 1):
        dialog.players.setValue(count)
        qtbot.waitUntil(lambda: dialog.height() > heights[-1], timeout=2000)  # one seat's row taller
        qtbot.wait(20)
        assert bar.maximum() == 0 and not bar.isVisible()
        assert SMALL.contains(dialog.frameGeometry())
        assert _on_screen(dialog.practice, SMALL)
        assert (
            dialog.form_scroll.viewport()
            .rect()
            .contains(QRect(dialog.practice.mapTo(dialog.form_scroll.viewport(), QPoint(0, 0)), dialog.practice.size()))
        )
        heights.append(dialog.height())
