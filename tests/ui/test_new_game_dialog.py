"""The new-game dialog: it names its game; its option spin boxes take their bounds from the options model; a tuple
of choices (Silver's custom deck) is a grid of combo boxes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QSpinBox

from cardtable.engine.animals.state import MAX_TOKENS_TO_WIN
from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import ChoiceList, NewGameDialog
from cardtable.ui.games import playable_games
from cardtable.ui.games.animals import AnimalsTable


def test_tokens_to_win_spin_box_stops_at_the_models_bound(window, qtbot):
    game = get_game("animals")
    dialog = NewGameDialog(game, AnimalsTable.OPTION_LABELS, window)
    qtbot.addWidget(dialog)
    spin = dialog.option_widgets["tokens_to_win"]
    assert isinstance(spin, QSpinBox)
    assert spin.maximum() == MAX_TOKENS_TO_WIN
    spin.setValue(10_000)  # typed or stepped past the end: the spin box holds the bound, the engine accepts it
    assert game.parse_options(dialog.setup(seed=1).options).tokens_to_win == MAX_TOKENS_TO_WIN


@pytest.mark.parametrize(
    ("game_id", "persian"), [("animals", "حیوانات قدرت‌طلب"), ("schotten_totten", "نبرد اسکاتلندی")]
)
def test_the_dialog_names_its_game_in_both_languages(window, qtbot, game_id, persian):
    game = get_game(game_id)
    dialog = NewGameDialog(game, {}, window)
    qtbot.addWidget(dialog)
    assert dialog.heading.text() == game.name  # "Power-Hungry Animals", "Schotten Totten" as in the rules files
    assert game.name in dialog.windowTitle()
    window.set_language("fa")
    assert dialog.heading.text() == persian  # as in the rules files
    assert persian in dialog.windowTitle()


def test_a_tuple_of_choices_is_a_grid_of_combo_boxes_editable_only_when_its_option_applies(window, qtbot):
    """Silver's custom deck: an edition per card number, each number offering only its own editions, editable only
    while the deck is "custom", and the chosen editions reach the engine; choices are worded by the labels."""
    game = get_game("silver")
    dialog = NewGameDialog(game, {"deck.coin": "Coin", "deck.custom": "Custom"}, window)
    qtbot.addWidget(dialog)
    deck, custom = dialog.option_widgets["deck"], dialog.option_widgets["custom"]
    assert isinstance(deck, QComboBox) and isinstance(custom, ChoiceList)
    assert deck.itemText(deck.findData("coin")) == "Coin" and deck.itemText(deck.findData("dagger")) == "dagger"
    assert len(custom.combos) == 14 and not custom.isEnabled()
    assert [custom.combos[8].itemData(i) for i in range(custom.combos[8].count())] == ["amulet", "coin"]
    assert custom.combos[3].count() == 1  # only Amulet has a 3
    assert game.parse_options(dialog.setup(seed=1).options).custom is None
    deck.setCurrentIndex(deck.findData("custom"))
    assert custom.isEnabled()
    custom.combos[2].setCurrentIndex(custom.combos[2].findData("coin"))
    custom.combos[4].setCurrentIndex(custom.combos[4].findData("dagger"))
    options = game.parse_options(dialog.setup(seed=1).options)
    assert options.deck == "custom" and options.editions[2] == "coin" and options.editions[4] == "dagger"
    assert options.editions[3] == "amulet"
    again = NewGameDialog(game, {}, window)  # the remembered setup is shown again
    qtbot.addWidget(again)
    dialog_setup = dialog.last_setup()
    again._restore(dialog_setup)
    restored = again.option_widgets["custom"]
    assert isinstance(restored, ChoiceList) and tuple(restored.value() or ()) == options.custom


@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_who_starts_is_offered_only_where_the_options_can_say_it(window, qtbot, game_id):
    """A game whose rules pick the opener (Wednesday: the Normie) has no first-player option: no "Who starts" row."""
    game = get_game(game_id)
    dialog = NewGameDialog(game, {}, window)
    qtbot.addWidget(dialog)
    dialog.show()
    settable = "first_player" in game.options_model.model_fields
    assert dialog.first.isVisible() == settable
    assert dialog.first_label.isVisible() == settable
    assert ("first_player" in dialog.setup(seed=1).options) == settable
