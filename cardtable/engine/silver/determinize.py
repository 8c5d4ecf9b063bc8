"""Determinization for Silver: a full State consistent with one seat's observation (or table view).

Public things are copied: face-up cards, the discard pile, the beside card, the sizes of everything, whose turn
and which step, the token, the census, the scores. The seat's face-down cards it has seen (perfect recall; none in
a table view without the memory aid) keep their numbers; every other hidden card (face-down cards it has not seen,
its own included, another seat's held card, the deck, the set-aside villages) is dealt uniformly from the cards it
has not seen with :class:`~cardtable.engine.sampling.ConstrainedDeal`. Who has seen which card (``seen_by``, public)
is given back to every seat, so the sampled world's other seats know as much as they do.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.sampling import ConstrainedDeal
from cardtable.engine.silver.cards import IDS_OF
from cardtable.engine.silver.state import SilverOptions, SilverState


def determinize(observation: dict[str, Any], rng: random.Random) -> SilverState:
    """A :class:`SilverState` whose ``observation(player)`` (or ``table_view``) is ``observation`` outside its log."""
    o = observation
    n = int(o["num_players"])
    custom = tuple(o["editions"]) if o["deck_kind"] == "custom" else None
    options = SilverOptions(deck=o["deck_kind"], custom=custom, token=o["token_kind"], memory_aid=o["memory_aid"])
    s = SilverState._blank(n, 0, options)
    s.rng = random.Random(rng.randrange(1 << 62))
    pools = {k: list(ids) for k, ids in IDS_OF.items()}

    def take(number: int) -> int:
        return pools[number].pop()

    # known cards first, holes (None) to fill afterwards
    villages: list[list[int | None]] = [
        [None if x["card"] is None else take(x["card"]) for x in v] for v in o["villages"]
    ]
    s.discard = [take(c) for c in o["discard"]]
    s.beside = None if o["beside"] is None else take(o["beside"])
    hand: list[int | None] = [None if c is None else take(c) for c in o["hand"]]
    unseen = [c for ids in pools.values() for c in ids]
    holes = sum(x is None for v in villages for x in v) + sum(c is None for c in hand)
    total = holes + int(o["deck_size"]) + int(o["out_size"])
    dealt = ConstrainedDeal([None] * total, unseen).sample(rng)
    it = iter(dealt)
    s.villages = [[next(it) if x is None else x for x in v] for v in villages]
    s.hand = [next(it) if c is None else c for c in hand]
    s.deck = [next(it) for _ in range(int(o["deck_size"]))]
    s.out = list(it)
    s.hand_pub = list(o["hand_public"])
    s.up, s.rot, s.end_up = set(), set(), set()
    s.known = [set() for _ in range(n)]
    for v, row in zip(o["villages"], s.villages, strict=True):
        for x, c in zip(v, row, strict=True):
            if x["up"]:
                s.up.add(c)
            if x["rot"]:
                s.rot.add(c)
            if x["was_up"]:
                s.end_up.add(c)
            for q in x["seen_by"]:
                s.known[q].add(c)
    current = int(o["current"])
    s.known[current].update(s.hand)
    s.inc_up = bool(o["incoming_up"])
    s.current, s.start, s.direction = current, int(o["start"]), int(o["direction"])
    s.phase = o["phase"]
    s.peek_queue, s.peeks_done = list(o["peek_queue"]), list(o["peeks_done"])
    s.given, s.end_what = list(o["given"]), list(o["end_what"])
    s.ability, s.ability_marks, s.ability_step = o["ability"], list(o["ability_marks"]), int(o["ability_step"])
    s.acted, s.turn_used, s.again = bool(o["acted"]), dict(o["turn_used"]), bool(o["again"])
    s.caller, s.census_left = o["caller"], set(o["census_left"])
    s.revealed = bool(o["revealed"])
    s.generous_queue = [(q, s.villages[q][i] if i >= 0 else -1) for q, i in o["generous_queue"]]
    token = o["token"]
    s.token_seat, s.token_power, s.token_used = int(token["seat"]), bool(token["power"]), bool(token["used"])
    s.round = int(o["round"])
    s.totals = [int(t) for t in o["scores"]]
    s.round_scores = [list(r) for r in o["round_scores"]]
    if o["outcome"] is not None:
        from cardtable.engine.base import Outcome

        out = o["outcome"]
        s._outcome = Outcome(tuple(out["winners"]), tuple(out["scores"]), out["reason"])

    return s
