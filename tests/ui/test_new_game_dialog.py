"""The new-game dialog: it names its game; its option spin boxes take their bounds from the options model; a tuple
of choices (Silver's custom deck) is a grid of combo boxes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QComboBox, QScrollBar, QSpinBox, QWidget

from cardtable.engine.animals.state import MAX_TOKENS_TO_WIN
from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import ChoiceList, NewGameDialog
from cardtable.ui.games import playable_games, table_class
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


def _largest_dialog(game_id: str, window) -> NewGameDialog:
    """The game's dialog at its most: every seat, and Silver's custom deck (the grid of editions shown)."""
    table = table_class(game_id)
    dialog = NewGameDialog(get_game(game_id), table.OPTION_LABELS, window, table.option_item_label)
    dialog.players.setValue(dialog.game.max_players)
    deck = dialog.option_widgets.get("deck")
    if isinstance(deck, QComboBox):
        deck.setCurrentIndex(deck.findData("custom"))
    return dialog


def _inside(widget: QWidget, area: QWidget) -> bool:
    top_left = widget.mapTo(area.window(), QPoint(0, 0))
    box = QRect(area.mapTo(area.window(), QPoint(0, 0)), area.size())
    return box.contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_the_dialog_fits_a_short_screen_with_its_buttons_in_view_and_every_option_reachable(
    window, qtbot, monkeypatch, game_id, lang
):
    """On a screen whose available height is 400 px the dialog (every seat; Silver's custom deck: about 690 px of
    form) is no taller than the screen, its OK and Cancel buttons are on it, and scrolling brings every seat and
    option into view."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1280, 400))
    window.set_language(lang)
    dialog = _largest_dialog(game_id, window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.frameGeometry().height() <= 400
    for button in dialog.buttons.buttons():
        assert button.isVisible() and _inside(button, dialog)
        assert not dialog.form_scroll.isAncestorOf(button)  # never scrolled away
    viewport = dialog.form_scroll.viewport()
    shown = [dialog.players if dialog.players.isVisible() else dialog.players_fixed, dialog.practice]
    shown += [w for seat in range(dialog.players.value()) for w in (dialog.kind_boxes[seat], dialog.name_edits[seat])]
    for field_name, widget in dialog.option_widgets.items():
        shown += [dialog.option_labels[field_name], *getattr(widget, "combos", [widget])]
    for widget in shown:
        dialog.form_scroll.ensureWidgetVisible(widget, 0, 0)
        QApplication.processEvents()
        assert _inside(widget, viewport), widget


def test_the_dialog_shows_its_whole_form_where_the_screen_has_room(window, qtbot, monkeypatch):
    """A screen tall enough for the form: no scroll bar, every option shown at once (a plain scroll area would ask
    for 24 lines and scroll anyway)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1920, 1080))
    dialog = _largest_dialog("silver", window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    bar = dialog.form_scroll.verticalScrollBar()
    assert isinstance(bar, QScrollBar) and not bar.isVisible() and bar.maximum() == 0
    viewport = dialog.form_scroll.viewport()
    assert all(_inside(widget, viewport) for widget in dialog.option_widgets.values())
