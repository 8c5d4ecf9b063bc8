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


def test_schotten_totten_refuses_each_stone_not_claimable_with_its_reason():
    """A fresh tester's finding: at a claim decision a click on a stone that cannot be claimed said nothing. Every
    other stone is refused with the rule that stops it ("Claiming a stone"), checked against the sides themselves."""
    from cardtable.engine.schotten_totten.formations import side_strength
    from cardtable.engine.schotten_totten.state import BMB

    game = get_game("schotten_totten")
    keys: set[str] = set()
    for seed in range(30):
        state = game.new_game(2, seed, {"tactics": seed % 2 == 1})
        rng = random.Random(seed)
        while not state.is_terminal:
            d = state.decision()
            p = d.player
            if d.kind == "claim":
                offered = {int(a.args[0]) for a in d.actions if a.kind == "claim"}
                refused = {int(r.action.args[0]): r for r in d.refusals}
                assert set(refused) | offered == set(range(9)) and not set(refused) & offered
                for s, r in refused.items():
                    keys.add(r.key)
                    assert r.data["stone"] == s
                    n = state.capacity(s)
                    mine, theirs = state.sides[2 * s + p], state.sides[2 * s + 1 - p]
                    if state.claimed[s] >= 0:
                        assert r.key == "claimed" and r.data["owner"] == state.claimed[s]
                    elif len(mine) < n:
                        assert r.key == "side_incomplete" and r.data["missing"] == n - len(mine)
                    elif len(theirs) == n:
                        bmb = bool(state.modes[s] & BMB)
                        mine_s, theirs_s = side_strength(mine, n, bmb), side_strength(theirs, n, bmb)
                        assert r.key == "beaten" and theirs_s >= mine_s and r.data["equal"] == (mine_s == theirs_s)
                    else:
                        assert r.key == "unproven"
            state.apply(rng.choice(d.actions))
    assert keys == {"claimed", "side_incomplete", "beaten", "unproven"}
