"""A card in flight passes over what lies on its way: the kit's animation lifts a moving item above every resting
one (an opponent's hand, a pile) and lands it at its own z value, in every game's table."""

from __future__ import annotations

import copy

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.registry import get_game
from cardtable.ui.games.schotten_totten import FACES, SchottenTottenTable
from cardtable.ui.table.animation import FLYING_Z, Animator
from cardtable.ui.table.base import GameTable, Placement
from cardtable.ui.table.items import CardItem


def topmost_card(scene: QGraphicsScene, point: QPointF) -> CardItem | None:
    return next((item for item in scene.items(point) if isinstance(item, CardItem)), None)


def test_a_card_flying_across_a_hand_passes_over_it_and_lands_at_its_own_z(app, qtbot):
    scene = QGraphicsScene()
    table = GameTable(scene, get_game("schotten_totten"), ["Sara", "Ali"], Animator(1.0))
    hand = Placement(("hand",), FACES["red-9"], True, QPointF(500, 300), z=60)
    table.apply_placements([hand, Placement(("flier",), FACES["blue-3"], True, QPointF(500, 40), z=10)])
    flier, resting = table.cards[("flier",)], table.cards[("hand",)]
    table.apply_placements([hand, Placement(("flier",), FACES["blue-3"], True, QPointF(500, 600), z=10)])
    assert table.animator.running and flier.zValue() > resting.zValue()
    qtbot.waitUntil(lambda: flier.y() > 300, timeout=3000)
    assert topmost_card(scene, QPointF(550, flier.y() + 20)) is flier  # over the hand card, not under it
    qtbot.waitUntil(lambda: not table.animator.running, timeout=3000)
    assert flier.zValue() == 10 and flier.pos() == QPointF(500, 600)
    assert topmost_card(scene, QPointF(550, 320)) is resting
    table.teardown()


def test_a_move_that_replaces_one_in_flight_lands_at_the_new_z(app, qtbot):
    scene = QGraphicsScene()
    animator = Animator(1.0)
    table = GameTable(scene, get_game("schotten_totten"), ["Sara", "Ali"], animator)
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(0, 0), z=5)])
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(600, 0), z=5)])
    card = table.cards[("c",)]
    assert card.zValue() == 5 + FLYING_Z
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(600, 400), z=7)])
    assert card.zValue() == 7 + FLYING_Z
    qtbot.waitUntil(lambda: not animator.running, timeout=3000)
    assert card.zValue() == 7
    table.teardown()


def test_an_opponents_card_played_to_a_stone_flies_over_their_hand(app, qtbot):
    game = get_game("schotten_totten")
    state = game.new_game(2, 3, {"tactics": False, "first_player": 1})
    table = SchottenTottenTable(QGraphicsScene(), game, ["Sara", "Ali"], Animator(1.0))
    table.viewer = 0
    table.sync(copy.deepcopy(state.observation(0)), [])
    qtbot.waitUntil(lambda: not table.animator.running, timeout=3000)
    card = next(a for a in state.legal_actions() if a.kind == "card")
    events = state.apply(card)
    stone = next(a for a in state.legal_actions() if a.kind == "stone")
    events += state.apply(stone)
    table.sync(copy.deepcopy(state.observation(0)), events)
    played = table.cards[table._side_keys[(int(stone.args[0]), 1, str(card.args[0]))]]
    hand = [item for key, item in table.cards.items() if key[0] == "opp"]
    assert table.animator.running and hand
    assert all(played.zValue() > item.zValue() for item in hand)
    qtbot.waitUntil(lambda: not table.animator.running, timeout=3000)
    assert all(played.zValue() < item.zValue() for item in hand)  # landed below the hand's level again
    table.teardown()


def test_an_item_in_flight_is_counted_where_it_lands(app, qtbot):
    """The banner keeps clear of the table's cards where they will rest (:meth:`Animator.landing`), not where a
    move has them this instant; an item fading out counts nowhere."""
    scene = QGraphicsScene()
    table = GameTable(scene, get_game("schotten_totten"), ["Sara", "Ali"], Animator(1.0))
    table.apply_placements([Placement(("flier",), FACES["blue-3"], True, QPointF(500, 40), z=10)])
    flier = table.cards[("flier",)]
    resting = flier.sceneBoundingRect()
    assert table.animator.landing(flier) == resting
    table.apply_placements([Placement(("flier",), FACES["blue-3"], True, QPointF(100, 600), z=10)])
    assert table.animator.running
    assert table.animator.landing(flier) == resting.translated(-400, 560)
    table.animator.fade(flier, 0.0)
    assert table.animator.landing(flier) is None
    table.teardown()
