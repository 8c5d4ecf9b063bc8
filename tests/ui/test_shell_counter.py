"""The side panel's "Cards not yet seen by you" counts what the viewer has really seen this round: a card looked at
with the Mousetrap stays seen after another player's Mousetrap moves it out of the viewer's sight."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine import Action
from cardtable.engine.animals import GAME
from cardtable.ui.games.animals import AnimalsTable, card_name
from cardtable.ui.models import CounterModel
from cardtable.ui.table.animation import Animator
from tests.ui.test_animals_log import stacked


def counter_row(state, viewer: int, value: int) -> str:
    table = AnimalsTable(QGraphicsScene(), GAME, ["Sara", "Ali", "Maryam"], Animator(0.0))
    table.viewer = viewer
    observation = state.observation(viewer)
    table.sync(observation, [])
    model = CounterModel()
    model.set_rows(table.unseen_counts(observation))
    for row in range(model.rowCount()):
        if model.index(row, 0).data(Qt.ItemDataRole.DisplayRole).startswith(card_name(value)):
            return model.index(row, 1).data(Qt.ItemDataRole.DisplayRole)
    raise AssertionError(f"no row for {value}")


def test_a_card_seen_with_the_mousetrap_is_not_counted_as_unseen(app):
    state = stacked(3, deal=[2, 2, 1], set_aside=9, top=[4, 8, 6, 5])
    assert counter_row(state, 0, 8) == "1 of 1"
    state.apply(Action.of("play", 2))  # Sara looks at the Dervish Crab on top of the deck
    state.apply(Action.of("position", 1))
    assert counter_row(state, 0, 8) == "0 of 1"
    state.apply(Action.of("play", 2))  # Ali's Mousetrap: Sara can no longer follow the deck, but she saw the Crab
    state.apply(Action.of("position", 3))
    assert state.observation(0)["unseen"][8] == 1
    assert counter_row(state, 0, 8) == "0 of 1"
    assert counter_row(state, 2, 8) == "1 of 1"  # Maryam never saw it
