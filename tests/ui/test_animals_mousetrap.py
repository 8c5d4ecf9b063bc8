"""While a Mousetrap's player chooses where to put the deck's top card back, the table shows that card lifted off
the deck: face up for that player, face down for everybody else; it goes back when the position is chosen
(animals.md, Cards, Mousetrap; Information that is public)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine import Action
from cardtable.engine.animals import GAME
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.table.animation import Animator
from tests.ui.test_animals_log import stacked


def lifted_cards(viewer: int, state) -> list:
    table = AnimalsTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer = viewer
    table.sync(state.observation(viewer), [])
    return [item for key, item in table.cards.items() if key[0] == "looked"]


def test_the_card_a_mousetrap_holds_is_shown_to_its_player_only(app):
    # Sara holds a Mousetrap and draws a Dervish Crab; the deck's top card is then a Sorcerer Snake.
    state = stacked(2, deal=[2, 4], set_aside=1, removed=[3, 3], top=[8, 5])
    assert lifted_cards(0, state) == []
    state.apply(Action.of("play", 2))
    assert state.decision().kind == "position"
    (sara_sees,) = lifted_cards(0, state)
    assert sara_sees.face_up and sara_sees.face.value == 5
    (ali_sees,) = lifted_cards(1, state)
    assert not ali_sees.face_up
    state.apply(Action.of("position", 0))
    assert lifted_cards(0, state) == [] and lifted_cards(1, state) == []
