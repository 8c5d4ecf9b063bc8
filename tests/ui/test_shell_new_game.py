"""The shell's new-game path: the start screen shows each game with a picture of its cards, its player range and
its one line; Game → New game… and "New game" after a match offer the game list; the new-game dialog remembers the
last setup per game (a damaged entry gives the defaults) and shows a fixed player count as fixed."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap

from cardtable.engine.registry import get_game
from cardtable.settings import settings_path
from cardtable.ui import prefs
from cardtable.ui.dialogs import NewGameDialog
from cardtable.ui.games import playable_games, table_class
from cardtable.ui.start_screen import PLAYERS_ROLE
from tests.ui.conftest import setup_for


def picture(model, row: int):
    pixmap = model.index(row).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(pixmap, QPixmap) and not pixmap.isNull()
    return pixmap.toImage()


def drawn_pixels(image) -> int:
    return sum(
        1 for x in range(0, image.width(), 4) for y in range(0, image.height(), 4) if image.pixelColor(x, y).alpha()
    )


def test_start_screen_shows_each_game_with_a_picture_its_players_and_blurb(window, app):
    model = window.start_screen.model
    ids = [model.index(r).data(Qt.ItemDataRole.UserRole) for r in range(model.rowCount())]
    assert ids == [g.id for g in playable_games()] and ids[:2] == ["animals", "schotten_totten"]
    assert [model.index(r).data(PLAYERS_ROLE) for r in range(2)] == ["2–6 players", "2 players"]
    english = [picture(model, r) for r in range(2)]
    assert all(drawn_pixels(image) > 200 for image in english)  # cards, not an empty picture
    assert english[0] != english[1]
    window.set_language("fa")
    assert [model.index(r).data(PLAYERS_ROLE) for r in range(2)] == ["۲ تا ۶ بازیکن", "۲ بازیکن"]
    persian = [picture(model, r) for r in range(2)]
    assert persian[0] != english[0] and persian[1] != english[1]  # painted again: Persian names and digits
    assert window.start_screen.list.itemDelegate() is not None


def test_game_menu_new_game_offers_the_game_list(window, qtbot):
    window.new_action.trigger()
    chooser = window.choose_dialog
    assert chooser is not None and chooser.isVisible()
    assert chooser.model.rowCount() == len(playable_games()) and chooser.game_id() == "animals"
    chooser.list.setCurrentIndex(chooser.model.index(chooser.model.row_of("schotten_totten")))
    chooser.accept()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible() and dialog.game.id == "schotten_totten"
    dialog.accept()
    assert window.game_screen is not None and window.setup.game_id == "schotten_totten"


def test_new_game_after_a_match_offers_the_game_list(window, qtbot):
    window.start_game(setup_for(["random", "random"], seed=3, options={"tokens_to_win": 1}), confirm=False)
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=60_000)
    window.end_dialog.new_button.click()
    chooser = window.choose_dialog
    assert chooser is not None and chooser.isVisible()
    assert chooser.game_id() == "animals"  # the game just played is selected
    chooser.list.setCurrentIndex(chooser.model.index(chooser.model.row_of("schotten_totten")))
    chooser.accept()
    assert window.new_game_dialog.game.id == "schotten_totten"


def test_the_dialog_remembers_the_last_setup_of_each_game(window, qtbot):
    window.ask_new_game("animals")
    dialog = window.new_game_dialog
    dialog.players.setValue(3)
    dialog.name_edits[1].setText("Golnar")
    dialog.kind_boxes[1].setCurrentIndex(3)  # Computer (hard)
    dialog.kind_boxes[2].setCurrentIndex(0)  # Human
    dialog.option_widgets["tokens_to_win"].setValue(4)
    dialog.first.setCurrentIndex(2)  # Golnar starts
    dialog.accept()
    assert window.setup.seats[1].name == "Golnar"
    window.close_game_now()
    prefs.reload()  # stored in the settings file
    again = NewGameDialog(get_game("animals"), table_class("animals").OPTION_LABELS, window)
    qtbot.addWidget(again)
    assert again.players.value() == 3
    assert [e.text() for e in again.name_edits[:3]] == ["Sara", "Golnar", "Maryam"]
    assert [k.currentIndex() for k in again.kind_boxes[:3]] == [0, 3, 0]
    assert again.option_widgets["tokens_to_win"].value() == 4
    assert again.first.currentText() == "Golnar"
    setup = again.setup(seed=1)
    assert setup.options["first_player"] == 1 and setup.options["tokens_to_win"] == 4
    assert [s.agent for s in setup.seats] == [None, "ismcts:hard", None]
    window.set_language("fa")  # a default name stays the default: it follows the language
    assert [e.text() for e in again.name_edits[:3]] == ["سارا", "Golnar", "مریم"]
    other = NewGameDialog(get_game("schotten_totten"), {}, window)  # another game keeps its own defaults
    qtbot.addWidget(other)
    assert other.name_edits[1].text() != "Golnar"


def test_a_damaged_entry_gives_that_games_defaults_and_spoils_nothing_else(window, qtbot):
    good = {"seats": [{"name": "Sara", "player": "human"}, {"name": "Dara", "player": "easy"}], "options": {}}
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(
        json.dumps(
            {
                "computer_level": "hard",
                "last_setups": {"animals": {"seats": "three of us"}, "schotten_totten": {**good, "first_player": 1}},
            }
        )
    )
    prefs.reload()
    assert prefs.load_problem() is None and prefs.current().computer_level == "hard"
    animals = NewGameDialog(get_game("animals"), {}, window)
    qtbot.addWidget(animals)
    assert animals.players.value() == 4 and animals.kind_boxes[1].currentIndex() == 3  # defaults (hard computers)
    schotten = NewGameDialog(get_game("schotten_totten"), {}, window)
    qtbot.addWidget(schotten)
    assert schotten.name_edits[1].text() == "Dara" and schotten.kind_boxes[1].currentIndex() == 1
    assert schotten.first.currentText() == "Dara"
    # Options the game refuses give its default options; the seats are still restored.
    bad_options = {**good, "options": {"tokens_to_win": 999, "colour": "blue"}}
    prefs.update(last_setups={"animals": bad_options})
    animals = NewGameDialog(get_game("animals"), {}, window)
    qtbot.addWidget(animals)
    assert animals.players.value() == 2 and animals.name_edits[1].text() == "Dara"
    assert animals.setup(seed=1).options["tokens_to_win"] is None  # the default
    # A player count the game does not allow: the whole entry is ignored.
    prefs.update(last_setups={"schotten_totten": {"seats": [{"name": "A", "player": "human"}] * 3}})
    schotten = NewGameDialog(get_game("schotten_totten"), {}, window)
    qtbot.addWidget(schotten)
    assert schotten.players.value() == 2 and schotten.name_edits[0].text() == "Sara"


def test_a_fixed_player_count_is_shown_fixed(window, qtbot):
    schotten = NewGameDialog(get_game("schotten_totten"), {}, window)
    qtbot.addWidget(schotten)
    assert not schotten.players.isVisibleTo(schotten) and schotten.players_fixed.isVisibleTo(schotten)
    assert schotten.players_fixed.text() == "2 players"
    window.set_language("fa")
    assert schotten.players_fixed.text() == "۲ بازیکن"
    animals = NewGameDialog(get_game("animals"), {}, window)
    qtbot.addWidget(animals)
    assert animals.players.isVisibleTo(animals) and not animals.players_fixed.isVisibleTo(animals)
