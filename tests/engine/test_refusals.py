"""Every decision's context names the visible choices it refuses, each with its reason (the table words them)."""

from __future__ import annotations

import random

from cardtable.engine.base import Action
from cardtable.engine.registry import get_game
from cardtable.engine.schotten_totten.cards import CARD_NAMES, NUM_CLAN


def test_schotten_totten_refuses_each_hand_card_not_offered_with_its_reason():
    game = get_game("schotten_totten")
    keys: set[str] = set()
    for seed in range(12):
        state = game.new_game(2, seed, {"tactics": True})
        rng = random.Random(seed)
        while not state.is_terminal:
            d = state.decision()
            p = d.player
            if d.kind == "card":
                hand = {"Joker" if n.startswith("Joker") else n for n in state.observation(p)["hand"]}
                offered = {str(a.args[0]) for a in d.actions if a.kind == "card"}
                refused = {str(r.action.args[0]): r for r in d.refusals}
                assert set(refused) == hand - offered
                for name, r in refused.items():
                    keys.add(r.key)
                    assert r.action not in d.actions
                    if r.key == "tactic_limit":
                        assert state.tactics_played[p] > state.tactics_played[1 - p] and r.data["opponent"] == 1 - p
                    elif name in CARD_NAMES[:NUM_CLAN]:
                        assert r.key == "no_free_slot"
            if d.kind == "stone":
                assert {int(r.action.args[0]) for r in d.refusals} | {int(a.args[0]) for a in d.actions} == set(
                    range(9)
                )
            state.apply(rng.choice(d.actions))
    assert "tactic_limit" in keys


def test_animals_refuses_every_seat_a_card_cannot_target():
    game = get_game("animals")
    keys: set[str] = set()
    for seed in range(40):
        state = game.new_game(4, seed, {})
        rng = random.Random(seed)
        while not state.is_terminal:
            d = state.decision()
            if d.kind == "target":
                refused = {int(r.action.args[0]): r.key for r in d.refusals}
                offered = {int(a.args[0]) for a in d.actions}
                assert set(refused) | offered == set(range(4)) and not set(refused) & offered
                obs = state.observation(d.player)
                for seat, key in refused.items():
                    keys.add(key)
                    expected = "self" if seat == d.player else "eliminated" if obs["eliminated"][seat] else "protected"
                    assert key == expected
                    assert Action.of("target", seat) not in d.actions
            state.apply(rng.choice(d.actions))
    assert keys == {"self", "eliminated", "protected"}
