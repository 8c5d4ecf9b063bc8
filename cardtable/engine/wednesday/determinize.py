"""Determinization for Wednesday: a full State consistent with one seat's observation.

Everything public is taken from the observation (the pile, the top value, the character in force, the set-aside
characters, the score pad, whose decision and which step) with the seat's own hand. The cards it cannot locate —
the whole deck less its hand, the pile, the cards publicly known to be in other hands (``known_hands``) and the
public cards of the blocked deck (cleared piles, three 6s) — are dealt uniformly by
:class:`~cardtable.engine.sampling.ConstrainedDeal` into the other hands' unknown slots and the blocked deck's
unknown positions; the characters whose place it does not know fill the character deck's unknown positions. The
result has an empty event log and history and a seed drawn from ``rng``.
"""

from __future__ import annotations

import random

from cardtable.engine.base import JSON
from cardtable.engine.sampling import ConstrainedDeal, DealError, ParsedCache
from cardtable.engine.wednesday.cards import CHARACTER_IDS, DECK
from cardtable.engine.wednesday.state import WednesdayState


class _Template:
    __slots__ = ("base", "blocked_slots", "cards", "characters", "deck_slots", "hand_slots")

    def __init__(self, obs: dict[str, JSON]) -> None:
        if obs["outcome"] is not None:
            raise ValueError("the match is over: nothing to determinize")
        n = int(obs["num_players"])
        p = int(obs["player"])
        s = WednesdayState.blank(n, 0, bool(obs["expert"]))
        s.round = int(obs["round"])
        s.totals = [int(v) for v in obs["scores"]]
        s.round_points = [list(r) for r in obs["round_points"]]
        s.last_cards = list(obs["last_cards"])
        s.pile = list(obs["pile"])
        s.top = obs["top"]
        s.ref = obs["ref"]
        s.active = obs["character"]
        s.set_aside = list(obs["set_aside"])
        s.thing = int(obs["thing"])
        s.current = int(obs["current"])
        s.phase = obs["phase"]
        s.resume = obs["resume"]
        s.just_played = int(obs["just_played"])
        s.passes = int(obs["passes"])
        s.opening = bool(obs["opening"])
        s.normie_open = bool(obs["normie_open"])
        s.start_seat = int(obs["start_seat"])
        known = [list(k) for k in obs["known_hands"]]
        s.known = known
        free = list(DECK)

        def take(value: int) -> None:
            try:
                free.remove(value)
            except ValueError:
                raise ValueError(f"observation is inconsistent: too many cards of value {value}") from None

        hands: list[list[int]] = [[] for _ in range(n)]
        hands[p] = list(obs["hand"])
        for q in range(n):
            if q != p:
                hands[q] = list(known[q])
        for v in (v for h in hands for v in h):
            take(v)
        for v in s.pile:
            take(v)
        blocked = list(obs["blocked"])
        for v in blocked:
            if v is not None:
                take(v)
        sizes = obs["hand_sizes"]
        self.hand_slots = [(q, sizes[q] - len(hands[q])) for q in range(n) if q != p and sizes[q] > len(hands[q])]
        self.blocked_slots = [i for i, v in enumerate(blocked) if v is None]
        places = sum(k for _, k in self.hand_slots) + len(self.blocked_slots)
        try:
            self.cards = ConstrainedDeal([None] * places, free)
        except DealError as exc:
            raise ValueError(f"observation is inconsistent: {exc}") from exc
        s.hands = hands
        s.blocked = [0 if v is None else v for v in blocked]
        s.blocked_known = [v is not None for v in blocked]
        s.blocked_face_up = [bool(up) for up in obs["blocked_face_up"]]
        deck = list(obs["character_deck"])
        placed = {c for c in deck if c is not None} | set(s.set_aside) | ({s.active} if s.active else set())
        self.deck_slots = [i for i, c in enumerate(deck) if c is None]
        try:
            self.characters = ConstrainedDeal(
                [None] * len(self.deck_slots), [c for c in CHARACTER_IDS if c not in placed]
            )
        except DealError as exc:
            raise ValueError(f"observation is inconsistent: {exc}") from exc
        s.character_deck = ["" if c is None else c for c in deck]
        s.character_known = [c is not None for c in deck]
        self.base = s

    def sample(self, rng: random.Random) -> WednesdayState:
        s = self.base.clone()
        s.seed = rng.getrandbits(63)
        s._reset_rng()
        cards = self.cards.sample(rng)
        i = 0
        for q, k in self.hand_slots:
            s.hands[q].extend(cards[i : i + k])
            s.hands[q].sort()
            i += k
        for pos in self.blocked_slots:
            s.blocked[pos] = cards[i]
            i += 1
        for pos, c in zip(self.deck_slots, self.characters.sample(rng), strict=True):
            s.character_deck[pos] = c
        return s


_TEMPLATES: ParsedCache[_Template] = ParsedCache(_Template)


def determinize(observation: dict[str, JSON], rng: random.Random) -> WednesdayState:
    """A State consistent with ``observation`` (one seat's ``WednesdayState.observation`` or table view), hidden
    cards and characters sampled with ``rng``. Depends on ``observation`` and ``rng`` only. Raises ``ValueError`` if
    the observation is inconsistent or the match is over. The parsed observation is cached by identity: do not
    change an observation dict after passing it here."""
    return _TEMPLATES.get(observation).sample(rng)
