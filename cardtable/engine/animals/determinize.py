"""Determinization for Power-Hungry Animals: a full State consistent with one seat's observation.

Everything public (played rows, face-up removed cards, tokens, eliminations, protection, hand sizes, deck size, the
decision step) and the seat's own hand are taken from the observation; cards the seat has located (``known_hands``,
``known_deck``, ``known_set_aside``, the card a pending Mousetrap holds) are put where it knows they are; every
other card it cannot locate (its ``unseen`` cards) is shuffled with ``rng`` into the remaining slots: other hands,
the set-aside card, the unknown deck positions and the card held by another seat's pending Mousetrap.

What the other seats know about the seat's own hand (``hand_known_by``: after a Silly Rabbit comparison, a swap,
a look) is kept: in the sample those seats know where those cards are, so their playouts can use it (e.g. aim a
Crystal Ball at us). The values the engine's public inference rules out for a seat's hand card (the
observation's ``ruled_out``: wrong Crystal Ball guesses, a Weasel that found nobody, see
:meth:`AnimalsState.ruled_out`) are never dealt to it: the cards are dealt by the shared
:class:`~cardtable.engine.sampling.ConstrainedDeal`, uniformly among the deals that respect them. A Silly Rabbit tie
seen by a third player ("seats 1 and 3 hold equal values") does not constrain the sample. Which seats know another
seat's hand card by public events (``known_by``: a Silly Rabbit comparison, a swap) is kept too: in the sample they
know the sampled card.

The seat's card-counter figure (``not_seen``, what it has seen this round) is carried over as it is. The result's
event log is the observation's log (so its ``observation(player)`` equals the one it was built from),
its ``history`` is empty, and its ``seed`` is drawn from ``rng``. Parsing is cached per observation object (the same
dict passed again, as ISMCTS does once per iteration, is parsed once).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Hashable

from cardtable.engine.animals.cards import CARD_VALUE, NUM_CARDS, VALUES
from cardtable.engine.animals.state import POSITION, AnimalsState
from cardtable.engine.base import JSON, Outcome
from cardtable.engine.sampling import ConstrainedDeal, DealError, ParsedCache


class _Template:
    """A parsed observation: a base State with the unknown slots empty, and the ids to shuffle into them."""

    __slots__ = (
        "base",
        "deal",
        "deck_slots",
        "hand_slots",
        "known_by",
        "limbo_slot",
        "player",
        "set_aside_slot",
        "watched",
    )

    def __init__(self, obs: dict[str, JSON]) -> None:
        n = int(obs["num_players"])
        p = int(obs["player"])
        turn = obs["turn"]
        self.player = p
        free: list[list[int]] = [[i for i in range(NUM_CARDS) if CARD_VALUE[i] == v] for v in VALUES]

        def take(value: int) -> int:
            if not free[value]:
                raise ValueError(f"observation is inconsistent: too many cards of value {value}")
            return free[value].pop()

        for row in obs["played"]:
            for v in row:
                take(v)
        for v in obs["removed_face_up"]:
            take(v)
        s = AnimalsState._blank(n, 0, int(obs["tokens_to_win"]))
        s.tokens = list(obs["tokens"])
        s.starter = int(obs["starter"])
        s.current = int(turn["seat"])
        s._round = int(obs["round"])
        s._phase = turn["step"]
        s._pending_card = -1 if turn["card"] is None else int(turn["card"])
        s._pending_target = -1 if turn["target"] is None else int(turn["target"])
        s._played = [list(row) for row in obs["played"]]
        s._removed = list(obs["removed_face_up"])
        s._eliminated = list(obs["eliminated"])
        s._protected = list(obs["protected"])
        s._unseen_floor[p] = list(obs["not_seen"])  # _blank shares one list among the seats: replaced, not changed
        o = obs["outcome"]
        s._outcome = None if o is None else Outcome(tuple(o["winners"]), tuple(o["scores"]), o["reason"])
        s._log_prefix = obs["log"]
        known = 0
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[p] = [take(v) for v in obs["hand"]]
        self.known_by = [(c, tuple(seats)) for c, seats in zip(hands[p], obs["hand_known_by"], strict=True) if seats]
        for k in obs["known_hands"]:
            hands[k["seat"]].append(take(k["card"]))
        for c in (c for h in hands for c in h):
            known |= 1 << c
        deck = [-1] * int(obs["deck_count"])
        for k in obs["known_deck"]:
            c = take(k["card"])
            deck[k["position"]] = c
            known |= 1 << c
        s._set_aside = -1
        self.set_aside_slot = False
        if obs["set_aside"]:
            if obs["known_set_aside"] is None:
                self.set_aside_slot = True
            else:
                s._set_aside = take(obs["known_set_aside"])
                known |= 1 << s._set_aside
        self.limbo_slot = False
        if s._phase == POSITION:
            if s.current == p:
                s._limbo = take(obs["decision"]["context"]["seen"])
                known |= 1 << s._limbo
            else:
                self.limbo_slot = True
        sizes = obs["hand_sizes"]
        self.hand_slots = [(q, sizes[q] - len(hands[q])) for q in range(n) if q != p and sizes[q] > len(hands[q])]
        self.deck_slots = [i for i, c in enumerate(deck) if c < 0]
        pool = [c for ids in free for c in ids]
        ruled_out = obs["ruled_out"]
        s._ruled_out = [sum(1 << v for v in values) for values in ruled_out]
        s._known_by = [sum(1 << q for q in seats) for seats in obs["known_by"]]
        # Other seats' single hand cards that third seats know (public): they know them in the sample too.
        self.watched = [
            (q, tuple(seats))
            for q, seats in enumerate(obs["known_by"])
            if q != p and sizes[q] == 1 and any(w != p for w in seats)
        ]
        places: list[Collection[Hashable] | None] = []
        for q, k in self.hand_slots:
            banned = ruled_out[q] if k == 1 else ()
            places.extend([frozenset(v for v in VALUES if v not in banned) if banned else None] * k)
        places.extend([None] * (len(self.deck_slots) + self.set_aside_slot + self.limbo_slot))
        try:
            self.deal = ConstrainedDeal(places, pool, CARD_VALUE.__getitem__)
        except DealError as exc:
            raise ValueError(f"observation is inconsistent: {exc}") from exc
        s._hands = hands
        s._deck = deck
        s._known = [0] * n
        s._known[p] = known
        self.base = s

    def sample(self, rng: random.Random) -> AnimalsState:
        pool = self.deal.sample(rng)
        s = self.base.clone()
        seed = rng.getrandbits(63)
        s.seed = seed
        s._reset_rng()
        i = 0
        for q, k in self.hand_slots:
            s._hands[q].extend(pool[i : i + k])
            i += k
        deck = s._deck
        for pos in self.deck_slots:
            deck[pos] = pool[i]
            i += 1
        if self.set_aside_slot:
            s._set_aside = pool[i]
            i += 1
        if self.limbo_slot:
            s._limbo = pool[i]
        known = s._known
        for q, hand in enumerate(s._hands):
            if q != self.player:
                for c in hand:
                    known[q] |= 1 << c
        for c, seats in self.known_by:
            for q in seats:
                known[q] |= 1 << c
        for holder, seats in self.watched:
            c = s._hands[holder][0]
            for q in seats:
                known[q] |= 1 << c
        return s


_TEMPLATES: ParsedCache[_Template] = ParsedCache(_Template)


def determinize(observation: dict[str, JSON], rng: random.Random) -> AnimalsState:
    """A State consistent with ``observation`` (one seat's ``AnimalsState.observation``), hidden cards sampled with
    ``rng``. Depends on ``observation`` and ``rng`` only. Raises ``ValueError`` if the observation is inconsistent
    (e.g. more cards of a value than the game has). The parsed observation is cached by identity: do not change an
    observation dict after passing it here."""
    return _TEMPLATES.get(observation).sample(rng)
