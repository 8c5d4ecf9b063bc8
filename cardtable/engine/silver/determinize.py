"""Determinization for Silver: a full State consistent with one seat's observation (or table view).

Public things are copied: face-up cards, the discard pile, the beside card, the sizes of everything, whose turn
and which step, the token, the census, the scores. The seat's face-down cards it has seen (perfect recall; none in
a table view without the memory aid) keep their numbers; every other hidden card (face-down cards it has not seen,
its own included, another seat's held card, the deck, the set-aside villages) is dealt uniformly from the cards it
has not seen with :class:`~cardtable.engine.sampling.ConstrainedDeal`. Who has seen which card (``seen_by``, public)
is given back to every seat, so the sampled world's other seats know as much as they do.

The observation is read once (:class:`_Template`, cached by identity: ISMCTS passes the same dict every iteration);
each determinization then costs one deal.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.base import Outcome
from cardtable.engine.sampling import ConstrainedDeal, ParsedCache
from cardtable.engine.silver.cards import IDS_OF
from cardtable.engine.silver.state import SilverOptions, SilverState


class _Template:
    """What a determinization of one observation takes from it: the public State and the deal of the rest."""

    def __init__(self, o: dict[str, Any]) -> None:
        n = int(o["num_players"])
        custom = tuple(o["editions"]) if o["deck_kind"] == "custom" else None
        options = SilverOptions(deck=o["deck_kind"], custom=custom, token=o["token_kind"], memory_aid=o["memory_aid"])
        s = SilverState._blank(n, 0, options)
        pools = {k: list(ids) for k, ids in IDS_OF.items()}

        def take(number: int) -> int:
            return pools[number].pop()

        # known cards first, holes (None) to fill at each sample
        self.villages: list[list[int | None]] = [
            [None if x["card"] is None else take(x["card"]) for x in v] for v in o["villages"]
        ]
        s.discard = [take(c) for c in o["discard"]]
        s.beside = None if o["beside"] is None else take(o["beside"])
        self.hand: list[int | None] = [None if c is None else take(c) for c in o["hand"]]
        unseen = [c for ids in pools.values() for c in ids]
        holes = sum(x is None for v in self.villages for x in v) + sum(c is None for c in self.hand)
        self.deck_size = int(o["deck_size"])
        self.deal = ConstrainedDeal([None] * (holes + self.deck_size + int(o["out_size"])), unseen)
        self.slots = [[(x["up"], x["rot"], x["was_up"], tuple(x["seen_by"])) for x in v] for v in o["villages"]]
        s.hand_pub = list(o["hand_public"])
        s.inc_up = bool(o["incoming_up"])
        s.current, s.start, s.direction = int(o["current"]), int(o["start"]), int(o["direction"])
        s.phase = o["phase"]
        s.peek_queue, s.peeks_done = list(o["peek_queue"]), list(o["peeks_done"])
        s.given, s.end_what = list(o["given"]), list(o["end_what"])
        s.ability, s.ability_marks, s.ability_step = o["ability"], list(o["ability_marks"]), int(o["ability_step"])
        s.acted, s.turn_used, s.again = bool(o["acted"]), dict(o["turn_used"]), bool(o["again"])
        s.caller, s.census_left = o["caller"], set(o["census_left"])
        s.revealed = bool(o["revealed"])
        self.generous = [(int(q), int(i)) for q, i in o["generous_queue"]]
        token = o["token"]
        s.token_seat, s.token_power, s.token_used = int(token["seat"]), bool(token["power"]), bool(token["used"])
        s.round = int(o["round"])
        s.totals = [int(t) for t in o["scores"]]
        s.round_scores = [list(r) for r in o["round_scores"]]
        if o["outcome"] is not None:
            out = o["outcome"]
            s._outcome = Outcome(tuple(out["winners"]), tuple(out["scores"]), out["reason"])
        self.state = s

    def sample(self, rng: random.Random) -> SilverState:
        s = self.state.clone()
        s.rng = random.Random(rng.randrange(1 << 62))
        it = iter(self.deal.sample(rng))
        s.villages = [[next(it) if x is None else x for x in v] for v in self.villages]
        s.hand = [next(it) if c is None else c for c in self.hand]
        s.deck = [next(it) for _ in range(self.deck_size)]
        s.out = list(it)
        up, rot, end_up = s.up, s.rot, s.end_up
        known = s.known
        for slots, row in zip(self.slots, s.villages, strict=True):
            for (is_up, is_rot, was_up, seen_by), c in zip(slots, row, strict=True):
                if is_up:
                    up.add(c)
                if is_rot:
                    rot.add(c)
                if was_up:
                    end_up.add(c)
                for q in seen_by:
                    known[q].add(c)
        known[s.current].update(s.hand)
        s.generous_queue = [(q, s.villages[q][i] if i >= 0 else -1) for q, i in self.generous]
        return s


_TEMPLATES: ParsedCache[_Template] = ParsedCache(_Template)


def determinize(observation: dict[str, Any], rng: random.Random) -> SilverState:
    """A :class:`SilverState` whose ``observation(player)`` (or ``table_view``) is ``observation`` outside its log.
    The parsed observation is cached by identity: do not change an observation dict after passing it here."""
    return _TEMPLATES.get(observation).sample(rng)
