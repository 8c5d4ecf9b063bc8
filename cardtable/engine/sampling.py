"""The constrained deal every determinizer uses: hidden places × the cards each may hold → a uniform fill.

A determinization puts the cards a seat cannot see (its *unseen* cards) into the places it cannot see (other hands,
deck positions, a set-aside card). Public inferences restrict some places: a hand card a wrong Crystal Ball guess
ruled out (Power-Hungry Animals), an opponent's hand slot that holds a tactic card (Schotten Totten). A
:class:`ConstrainedDeal` samples, among all ways to put the cards into the places so that every place holds a card
it may hold, one uniformly at random (the cards counted as distinct objects).

How: the cards are grouped by *kind* (``kind(card)``, e.g. the value); a place allows a set of kinds. Kinds and places
fall into independent groups (kinds linked by a place allowing both); within a group, places that allow every kind
of the group take a plain shuffle of what is left, and the few restricted places are drawn first, each card with
probability proportional to the number of ways the other restricted places can still be filled (counted exactly,
remembered per remaining count of each kind). Without restrictions a group costs exactly one ``rng.shuffle`` of its
cards in the given order, dealt in place order.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Collection, Hashable, Sequence
from typing import Any, Generic, TypeVar

Card = TypeVar("Card")
Parsed = TypeVar("Parsed")


class DealError(ValueError):
    """No way to put the cards into the places: the message says which places cannot be filled."""


def _same(card: object) -> Hashable:
    return card


class _Group:
    """Places and cards of one independent group."""

    __slots__ = ("cards", "kinds", "memo", "open_places", "order", "restricted")

    def __init__(self) -> None:
        self.kinds: list[Hashable] = []  # the group's kinds, in order of first appearance
        self.cards: list[list[int]] = []  # per kind: card indices, in input order
        self.order: list[int] = []  # the group's card indices, in input order
        self.open_places: list[int] = []  # places allowing every kind of the group
        self.restricted: list[tuple[int, tuple[int, ...]]] = []  # (place, allowed kind positions)
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def ways(self, i: int, counts: tuple[int, ...]) -> int:
        """Ways to fill restricted places ``i..`` with distinct cards, ``counts[k]`` cards of kind ``k`` left."""
        if i == len(self.restricted):
            return 1
        key = (i, counts)
        hit = self.memo.get(key)
        if hit is None:
            hit = 0
            for k in self.restricted[i][1]:
                if counts[k]:
                    rest = (*counts[:k], counts[k] - 1, *counts[k + 1 :])
                    hit += counts[k] * self.ways(i + 1, rest)
            self.memo[key] = hit
        return hit


class ConstrainedDeal(Generic[Card]):
    """Uniform fills of ``len(places)`` hidden places with ``cards`` (as many cards as places).

    ``places[i]`` is the collection of kinds place ``i`` may hold, or ``None`` for any; ``kind(card)`` gives a card's
    kind (default: the card itself). Raises :class:`DealError` when no fill exists (a count mismatch, or places whose
    restrictions cannot all be met), naming the places. :meth:`sample` is then cheap to call many times."""

    def __init__(
        self,
        places: Sequence[Collection[Hashable] | None],
        cards: Sequence[Card],
        kind: Callable[[Card], Hashable] = _same,
    ) -> None:
        if len(places) != len(cards):
            raise DealError(f"{len(cards)} cards for {len(places)} hidden places")
        self.cards = list(cards)
        self.size = len(places)
        kinds_of = [kind(c) for c in self.cards]
        present = list(dict.fromkeys(kinds_of))
        parent = {k: k for k in present}

        def root(k: Hashable) -> Hashable:
            while parent[k] != k:
                parent[k] = parent[parent[k]]
                k = parent[k]
            return k

        allowed: list[list[Hashable] | None] = []
        for i, place in enumerate(places):
            if place is None:
                allowed.append(None)
                continue
            ks = [k for k in present if k in place]
            if not ks:
                raise DealError(f"hidden place {i} may hold none of the unseen cards")
            for k in ks[1:]:
                parent[root(k)] = root(ks[0])
            allowed.append(ks)
        if any(a is None for a in allowed):
            for k in present[1:]:
                parent[root(k)] = root(present[0])
        groups: dict[Hashable, _Group] = {}
        for k in present:
            groups.setdefault(root(k), _Group()).kinds.append(k)
        self.groups = list(groups.values())  # in order of their first kind's first card
        position = {k: (g, g.kinds.index(k)) for g in self.groups for k in g.kinds}
        for g in self.groups:
            g.cards = [[] for _ in g.kinds]
        for index, k in enumerate(kinds_of):
            g, at = position[k]
            g.cards[at].append(index)
            g.order.append(index)
        for i, here in enumerate(allowed):
            if here is None:  # then every kind is in the one group
                self.groups[0].open_places.append(i)
                continue
            g = position[here[0]][0]
            if len(here) == len(g.kinds):
                g.open_places.append(i)
            else:
                g.restricted.append((i, tuple(sorted(position[k][1] for k in here))))
        for g in self.groups:
            held = sum(len(c) for c in g.cards)
            places_of = len(g.open_places) + len(g.restricted)
            if held != places_of:
                raise DealError(
                    f"hidden places {sorted([*g.open_places, *(p for p, _ in g.restricted)])} may hold only the "
                    f"{held} unseen cards of kinds {g.kinds}, which do not fit them exactly"
                )
            if g.restricted and g.ways(0, tuple(len(c) for c in g.cards)) == 0:
                raise DealError(f"no fill meets the restrictions of hidden places {sorted(p for p, _ in g.restricted)}")

    def sample(self, rng: random.Random) -> list[Card]:
        """One fill, uniform among all that meet the restrictions: the card for each place, in place order."""
        out: list[Card | None] = [None] * self.size
        cards = self.cards
        for g in self.groups:
            if not g.restricted:
                pool = g.order[:]
                rng.shuffle(pool)
                for place, c in zip(g.open_places, pool, strict=True):
                    out[place] = cards[c]
                continue
            left = [ids[:] for ids in g.cards]
            counts = tuple(len(ids) for ids in left)
            taken: set[int] = set()
            for i, (place, ks) in enumerate(g.restricted):
                pick = rng.randrange(g.ways(i, counts))
                for k in ks:
                    if not counts[k]:
                        continue
                    rest = (*counts[:k], counts[k] - 1, *counts[k + 1 :])
                    weight = counts[k] * g.ways(i + 1, rest)
                    if pick < weight:
                        break
                    pick -= weight
                ids = left[k]
                j = rng.randrange(len(ids))
                ids[j], ids[-1] = ids[-1], ids[j]
                c = ids.pop()
                taken.add(c)
                out[place] = cards[c]
                counts = rest
            pool = [c for c in g.order if c not in taken]
            rng.shuffle(pool)
            for place, c in zip(g.open_places, pool, strict=True):
                out[place] = cards[c]
        return out  # type: ignore[return-value]


def deal(
    places: Sequence[Collection[Hashable] | None],
    cards: Sequence[Card],
    rng: random.Random,
    kind: Callable[[Card], Hashable] = _same,
) -> list[Card]:
    """``ConstrainedDeal(places, cards, kind).sample(rng)``: one uniform fill. Raises :class:`DealError`."""
    return ConstrainedDeal(places, cards, kind).sample(rng)


class ParsedCache(Generic[Parsed]):
    """The few observations a determinizer was given, each parsed once, by identity: a search passes the same
    observation dict every iteration, so the reading (what is hidden, where, under which restrictions) is done once
    and every determinization after it is one deal.

    ``parse(observation)`` builds the parsed form; :meth:`get` returns it, parsing on a miss and keeping at most
    ``size`` entries (the oldest goes first). Safe with several searching threads. Callers must not change an
    observation dict after passing it (a changed dict would be read from its old parse)."""

    def __init__(self, parse: Callable[[dict[str, Any]], Parsed], size: int = 16) -> None:
        self._parse = parse
        self._size = size
        self._entries: dict[int, tuple[dict[str, Any], Parsed]] = {}
        self._lock = threading.Lock()

    def get(self, observation: dict[str, Any]) -> Parsed:
        """The parsed ``observation`` (parsed now if it is not the very dict of a kept entry); whatever ``parse``
        raises propagates and nothing is kept."""
        hit = self._entries.get(id(observation))
        if hit is not None and hit[0] is observation:
            return hit[1]
        parsed = self._parse(observation)
        with self._lock:
            if len(self._entries) >= self._size:
                del self._entries[next(iter(self._entries))]
            self._entries[id(observation)] = (observation, parsed)
        return parsed
