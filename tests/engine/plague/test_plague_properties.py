"""Plague properties over many seeded random matches per player count and victory condition: the 43 cards are
conserved, every trick has one winner and its cards go to one pile, every offered card is legal and every other hand
card is refused with a reason, the published voids are never wrong, every match ends; determinizations respect the
voids."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.plague import GAME, PlagueState, determinize
from cardtable.engine.plague.cards import KIND, NUM_CARDS

MATCHES = 60
"""Random matches per player count and victory condition (raised locally to check more: see benchmarks/README.md)."""


def check(state: PlagueState) -> None:
    n = state.num_players
    cards = [x for p in range(n) for x in state.hand(p)] + state.undealt() + state.played_cards()
    assert sorted(cards) == list(range(NUM_CARDS)), "the 43 cards are not conserved"
    in_piles = sum(count for p in range(n) for _top, count in state.piles(p))
    assert in_piles == len(state.played_cards()) - len(state.trick)
    for p in range(n):
        held = {KIND[x] for x in state.hand(p)}
        assert not held & set(state.voids(p)), f"seat {p} is said to be void in a kind it holds"
    d = state.decision()
    if d is not None and d.kind == "play":
        hand = state.hand(d.player)
        offered = [a.args[0] for a in d.actions]
        refused = [r.action.args[0] for r in d.refusals]
        assert sorted(offered + refused) == hand and offered
        keys = {"lead_priest", "lead_plague", "priest_no_plague", "follow_plague", "follow"}
        assert all(r.key in keys for r in d.refusals)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("victory", ["rounds", "points"])
def test_random_matches_keep_the_rules(players: int, victory: str) -> None:
    for seed in range(MATCHES):
        rng = random.Random(seed)
        state = GAME.new_game(players, seed, {"victory": victory})
        assert isinstance(state, PlagueState)
        tricks = plays = 0
        steps = 0
        while not state.is_terminal:
            check(state)
            action = rng.choice(state.legal_actions())
            for e in state.apply(action):
                if e.kind == "played":
                    plays += 1
                elif e.kind == "trick_won":
                    tricks += 1
                    assert len(e.data["cards"]) == players and e.data["seat"] in [s for s, _ in e.data["cards"]]
            steps += 1
            assert steps < 5000
        check(state)
        assert plays == tricks * players == (state.round_index + 1) * state.hand_size * players


def test_determinizations_deal_no_seat_a_kind_it_is_void_in():
    found = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = GAME.new_game(4, seed, {})
        while not state.is_terminal and state.round_index == 0:
            p = state.to_move
            obs = state.observation(p)
            if any(obs["voids"][q] for q in range(4) if q != p):
                found += 1
                for _ in range(5):
                    det = determinize(obs, rng)
                    for q in range(4):
                        assert not {KIND[x] for x in det.hand(q)} & set(obs["voids"][q])
                        assert len(det.hand(q)) == len(state.hand(q))
                    assert det.hand(p) == state.hand(p) and det.legal_actions() == state.legal_actions()
            state.apply(rng.choice(state.legal_actions()))
    assert found > 100


def test_voids_can_pin_a_hand_down_or_show_an_observation_inconsistent():
    """Seat 1 said to hold nothing but blue (as if inferred): its 9 cards are blue in every determinization, or,
    when fewer than 9 blue cards are unseen, the observation is inconsistent."""
    outcomes = set()
    for seed in range(40):
        state = GAME.new_game(4, seed, {"first_player": 0})
        obs = state.observation(0)
        obs["voids"][1] = ["red", "green", "plague", "priest", "fortress"]
        unseen_blue = [x for x in range(24, 36) if x not in obs["hand"]]
        if len(unseen_blue) >= 9:
            det = determinize(obs, random.Random(seed))
            assert all(KIND[x] == "blue" for x in det.hand(1))
            outcomes.add("dealt")
        else:
            with pytest.raises(ValueError, match="inconsistent"):
                determinize(obs, random.Random(seed))
            outcomes.add("refused")
    assert outcomes == {"dealt", "refused"}
