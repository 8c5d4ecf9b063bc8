"""Determinization for Plague: a full State consistent with one seat's observation.

Everything public (the tricks of the round, the current trick, the won piles, totals, rounds won, hand sizes, whose
turn) and the seat's own hand come from the observation. The cards the seat has not seen (neither in its hand nor
played this round) are dealt by the shared :class:`~cardtable.engine.sampling.ConstrainedDeal` into the other hands
and the cards out of the round, uniformly among the deals in which no seat holds a kind the engine's public inference
says it is void in (the observation's ``voids``: a seat that did not follow red holds no red,
:meth:`PlagueState.voids`). The result's log is the observation's log, its ``history`` is empty and its ``seed``
is drawn from ``rng``. Parsing is cached per observation object (ISMCTS passes the same dict every iteration).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Hashable

from cardtable.engine.base import JSON, Outcome
from cardtable.engine.plague.cards import COLOURS, KIND, KINDS, NUM_CARDS
from cardtable.engine.plague.state import PlagueState
from cardtable.engine.sampling import ConstrainedDeal, DealError, ParsedCache


class _Template:
    """A parsed observation: a base State without the other hands and the undealt cards, and the deal for them."""

    __slots__ = ("base", "deal", "slots", "undealt")

    def __init__(self, obs: dict[str, JSON]) -> None:
        n = int(obs["num_players"])
        p = int(obs["player"])
        s = PlagueState._blank(n, 0, str(obs["victory"]))
        s._round = int(obs["round"])
        s.dealer = int(obs["dealer"])
        s.leader = int(obs["leader"])
        s.current = int(obs["turn"]["seat"])
        s._phase = obs["turn"]["step"]
        s.totals = [int(t) for t in obs["totals"]]
        s.rounds_won = [int(r) for r in obs["rounds_won"]]
        s._trick = [(int(a), int(c)) for a, c in obs["trick"]]
        lead = obs["lead_colour"]
        s._lead_colour = -1 if lead is None else COLOURS.index(lead)
        s._plague_led = bool(obs["plague_led"])
        s._plague_played = bool(obs["plague_played"])
        s._piles = [[(int(top), int(count)) for top, count in piles] for piles in obs["piles"]]
        s._tricks = list(obs["tricks"])
        s._voids = [sum(1 << KINDS.index(k) for k in kinds) for kinds in obs["voids"]]
        o = obs["outcome"]
        s._outcome = None if o is None else Outcome(tuple(o["winners"]), tuple(o["scores"]), o["reason"])
        s._log_prefix = obs["log"]
        seen = set(obs["hand"])
        seen.update(s.played_cards())
        s._hands = [[] for _ in range(n)]
        s._hands[p] = list(obs["hand"])
        self.slots = [(q, int(obs["hand_sizes"][q])) for q in range(n) if q != p and obs["hand_sizes"][q]]
        self.undealt = int(obs["undealt"])
        pool = [c for c in range(NUM_CARDS) if c not in seen]
        places: list[Collection[Hashable] | None] = []
        for q, k in self.slots:
            voids = obs["voids"][q]
            allowed = frozenset(kind for kind in KINDS if kind not in voids) if voids else None
            places.extend([allowed] * k)
        places.extend([None] * self.undealt)
        try:
            self.deal = ConstrainedDeal(places, pool, KIND.__getitem__)
        except DealError as exc:
            raise ValueError(f"observation is inconsistent: {exc}") from exc
        self.base = s

    def sample(self, rng: random.Random) -> PlagueState:
        return self.build(self.deal.sample(rng), rng)

    def build(self, cards: list[int], rng: random.Random) -> PlagueState:
        s = self.base.clone()
        s.seed = rng.getrandbits(63)
        s._reset_rng()
        i = 0
        for q, k in self.slots:
            s._hands[q] = sorted(cards[i : i + k])
            i += k
        s._undealt = cards[i:]
        return s


_TEMPLATES: ParsedCache[_Template] = ParsedCache(_Template)


def determinize(observation: dict[str, JSON], rng: random.Random) -> PlagueState:
    """A State consistent with ``observation`` (one seat's ``PlagueState.observation`` or table view), hidden cards
    sampled with ``rng``. Depends on ``observation`` and ``rng`` only. Raises ``ValueError`` if the observation is
    inconsistent (the unseen cards cannot fill the hidden places under the voids). The parsed observation is cached
    by identity: do not change an observation dict after passing it here."""
    return _TEMPLATES.get(observation).sample(rng)


def hidden_places(observation: dict[str, JSON]) -> list[int]:
    """The hidden places of ``observation`` in the order :func:`deal` fills them: for each other seat with cards in
    hand (in seat order) its seat once per card, then ``-1`` once per card out of the round."""
    template = _TEMPLATES.get(observation)
    return [q for q, k in template.slots for _ in range(k)] + [-1] * template.undealt


def deal(observation: dict[str, JSON], cards: list[int], rng: random.Random) -> PlagueState:
    """The State :func:`determinize` would build from ``observation`` had it dealt ``cards`` into the hidden places
    (:func:`hidden_places`: the other hands, then the cards out of the round); its ``seed`` is drawn from ``rng``.
    For samplers of their own (the hard level's opponent model). Raises ``ValueError`` if ``cards`` are not the
    cards the seat has not seen, or give a seat a kind it is known to be void in."""
    template = _TEMPLATES.get(observation)
    places = hidden_places(observation)
    if sorted(cards) != template.deal.cards or len(cards) != len(places):
        raise ValueError("cards are not the unseen cards of the observation")
    voids = observation["voids"]
    if any(q >= 0 and KIND[c] in voids[q] for q, c in zip(places, cards, strict=True)):
        raise ValueError("a card goes to a seat known to be void in its kind")
    return template.build(cards, rng)
