"""ARCHITECTURE.md's claim, tested: a game is its manifest plus one registry entry. A manifest registered in
:data:`cardtable.engine.registry.GAMES` and nowhere else is listed on the start screen with its name and blurb, opens
the new-game dialog with its options, has its rules page, table, heuristic and search hooks; a registered game without
a table (the test games) is not offered."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from cardtable.ai import make_agent
from cardtable.ai.heuristics.animals import AnimalsHeuristic, playout_action
from cardtable.ai.ismcts import game_policy
from cardtable.engine import registry
from cardtable.engine.animals import GAME as ANIMALS
from cardtable.ui.dialogs import NewGameDialog, RulesDialog
from cardtable.ui.games import game_blurb, game_name, playable_games, table_class
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.start_screen import StartScreen

# A new game for the app: Animals' engine, table and hooks under another id, name and blurb (a test cannot add a
# Persian catalogue entry, so it is shown in English in both languages).
PETS = dataclasses.replace(ANIMALS, id="pets", name="Pets", blurb="A test game registered in one place only.")


@pytest.fixture
def pets(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "pets", f"{__name__}:PETS")


def test_a_game_registered_in_one_place_is_on_the_start_screen(window, qtbot, pets):
    screen = StartScreen()
    qtbot.addWidget(screen)
    count = screen.model.rowCount()
    rows = {screen.model.index(r).data(Qt.ItemDataRole.UserRole): screen.model.index(r).data() for r in range(count)}
    assert list(rows) == [g.id for g in playable_games() if g.id != "pets"] + ["pets"]  # the registry's order
    assert rows["pets"] == "Pets · 2–6 players · A test game registered in one place only."
    assert game_name("pets") == "Pets" and game_blurb("pets") == PETS.blurb


def test_a_game_registered_in_one_place_opens_its_new_game_dialog_and_rules(window, qtbot, pets):
    dialog = NewGameDialog(registry.get_game("pets"), table_class("pets").OPTION_LABELS, window)
    qtbot.addWidget(dialog)
    assert dialog.heading.text() == "Pets" and "Pets" in dialog.windowTitle()
    assert "tokens_to_win" in dialog.option_widgets  # its options model, as for Animals
    rules = RulesDialog(registry.get_game("pets"), window)
    qtbot.addWidget(rules)
    assert "Pets" in rules.windowTitle() and rules.browser.toPlainText()


def test_a_game_registered_in_one_place_has_its_table_and_computer_players(pets):
    assert table_class("pets") is AnimalsTable
    assert isinstance(make_agent("heuristic", "pets"), AnimalsHeuristic)
    assert game_policy("pets").playout_action is playout_action


def test_registered_games_without_a_table_are_not_offered():
    offered = [g.id for g in playable_games()]
    assert offered[:2] == ["animals", "schotten_totten"] and "mindbug" in offered  # every game with a table
    assert not {"memory", "reveal", "tiny", "tiny_low"} & set(offered)
    assert {"tiny", "reveal"} <= set(registry.GAMES)  # registered by tests/conftest.py, for the kit and the arena
    with pytest.raises(KeyError, match="no table"):
        table_class("tiny")


def test_an_unknown_or_mismatched_registry_entry_is_refused(monkeypatch):
    with pytest.raises(KeyError, match="unknown game 'poker'"):
        registry.get_game("poker")
    monkeypatch.setitem(registry.GAMES, "cats", f"{__name__}:PETS")
    with pytest.raises(KeyError, match="declares game 'pets'"):
        registry.get_game("cats")
    assert game_name("poker") == "poker"  # a statistics file may name a game this build lacks
