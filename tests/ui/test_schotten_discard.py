"""Schotten Totten: a card a Banshee (or a Strategist) discards is seen going to the discard pile, and stays visible
there under the ruse that discarded it, instead of vanishing from its stone."""

from __future__ import annotations

import copy

from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.base import Event
from cardtable.engine.registry import get_game
from cardtable.ui.games.schotten_totten import SchottenTottenTable
from cardtable.ui.table.animation import Animator

GAME = get_game("schotten_totten")


def test_a_card_a_banshee_discards_flies_to_the_discard_pile_and_stays_under_it(app, qtbot):
    table = SchottenTottenTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(1.0))
    table.viewer = 0
    obs = GAME.new_game(2, 6, {"tactics": True, "first_player": 1}).observation(0)
    victim_name = next(
        f"{c}-{v}" for c in ("green", "red", "blue") for v in range(9, 0, -1) if f"{c}-{v}" not in obs["hand"]
    )
    obs["stones"][2]["sides"][0] = [victim_name]
    obs["selected"], obs["current"] = "Banshee", 1  # Ali's Banshee lies beside the piles while Ali chooses
    table.sync(copy.deepcopy(obs), [])
    qtbot.waitUntil(lambda: not table.animator.running, timeout=3000)
    victim = table.cards[table._side_keys[(2, 0, victim_name)]]
    banshee = next(item for key, item in table.cards.items() if key[0] == "c" and key[2] == "Banshee")

    obs["stones"][2]["sides"][0] = []
    obs["selected"] = None
    obs["discard"] = [victim_name, "Banshee"]  # as the engine discards: the victim, then the ruse on top
    events = [Event("discarded", {"seat": 1, "card": victim_name, "stone": 2, "owner": 0})]
    table.sync(copy.deepcopy(obs), events)
    assert table.card(table._discard_keys[victim_name]) is victim  # the same card, on its way to the pile
    assert table.animator.running
    assert victim in table.touched(events) and table.stones[2] in table.touched(events)
    qtbot.waitUntil(lambda: not table.animator.running, timeout=3000)
    pile = table.pile_pos(2)
    assert banshee.pos() == pile and banshee.zValue() > victim.zValue()  # the ruse on top
    assert victim.pos().x() - pile.x() == 2 and victim.pos().y() - pile.y() == 2  # peeking out from under it
    table.teardown()
