"""The new-game dialog: it names its game; its option spin boxes take their bounds from the options model."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QSpinBox

from cardtable.engine.animals.state import MAX_TOKENS_TO_WIN
from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import NewGameDialog
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
