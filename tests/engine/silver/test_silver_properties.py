"""Silver properties over many seeded random matches per player count, deck and token: the 52 cards are conserved,
every match ends, every shown value is the card's, no seat's observation shows a face-down card it has not seen (its
own included: tracked here from the events, independently of the engine's memory), and the table view without the
memory aid shows no face-down value at all."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.silver import GAME
from cardtable.engine.silver.cards import NUMBER

MATCHES = 4
CHECKS = 0.05
"""Share of steps after which every seat's views are checked (observations are costly)."""


def everything(s):
    cards = [c for v in s.villages for c in v] + s.deck + s.discard + s.out + s.hand
    return cards + ([] if s.beside is None else [s.beside])


def update_seen(before, s, events, seen, public):
    """Cards each seat has had in view, followed by card id: held cards, face-up cards, looked-at cards, cards slid
    forward or shown on their way out."""
    if any(e.kind == "round_start" for e in events):  # a new deal: what was seen is gone
        for k in seen:
            k.clear()
        public.clear()
        events = []
    public.update(s.up)
    if s.beside is not None:
        public.add(s.beside)
    for c, pub in zip(s.hand, s.hand_pub, strict=True):
        (public if pub else seen[s.current]).add(c)
    for e in events:
        d = e.data
        if e.kind == "saw" and d["owner"] >= 0:
            seen[d["seat"]].add(s.villages[d["owner"]][d["slot"]])
        elif e.kind == "exchanged":
            public.update(before.villages[d["seat"]][i] for i in d["slots"])
        elif e.kind == "zombie_stays" or (e.kind == "flipped" and d["up"] is False):
            public.add(before.villages[d["owner"]][d["slot"]])


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("deck", "token"), [("coin", "coin"), ("dagger", "dagger"), ("amulet", "coin")])
def test_random_matches_keep_cards_memory_and_views_honest(players, deck, token):
    for seed in range(MATCHES):
        rng = random.Random(seed)
        s = GAME.new_game(players, seed, {"deck": deck, "token": token})
        seen = [set() for _ in range(players)]
        public: set[int] = set()
        update_seen(s, s, s.event_log(), seen, public)
        steps = 0
        while not s.is_terminal:
            before = s.clone()
            events = s.apply(rng.choice(s.legal_actions()))
            steps += 1
            assert steps < 20_000
            update_seen(before, s, events, seen, public)
            assert sorted(everything(s)) == list(range(52)), "52 cards conserved"
            if s.revealed or rng.random() > CHECKS:
                continue
            for p in range(players):
                obs, table = s.observation(p), s.table_view(p)
                for row, shown in zip(s.villages, obs["villages"], strict=True):
                    for c, x in zip(row, shown, strict=True):
                        assert x["card"] in (None, NUMBER[c]), "a shown value is the card's"
                        if x["card"] is not None and not x["up"]:
                            assert c in seen[p] or c in public, f"seat {p} shown a face-down card it has not seen"
                for row in table["villages"]:
                    assert all(x["card"] is None for x in row if not x["up"]), "the table view forgot nothing"
        assert len(s.round_scores) == 4 and s.outcome is not None
        assert s.outcome.winners[0] in [p for p in range(players) if s.totals[p] == min(s.totals)]
