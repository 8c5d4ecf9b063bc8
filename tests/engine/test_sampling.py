"""The shared constrained deal (cardtable.engine.sampling): restrictions always met, uniform over every fill, a clear
error exactly when no fill exists."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.sampling import ConstrainedDeal, DealError, ParsedCache, deal


def fills(places, cards, kind):
    """Every fill by brute force, as tuples of card indices per place."""
    out = []
    for perm in itertools.permutations(range(len(cards))):
        if all(p is None or kind(cards[c]) in p for p, c in zip(places, perm, strict=True)):
            out.append(perm)
    return out


@st.composite
def problems(draw):
    n = draw(st.integers(0, 6))
    kinds = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    cards = [(k, i) for i, k in enumerate(kinds)]  # distinct cards, kind first
    places = draw(st.lists(st.one_of(st.none(), st.frozensets(st.integers(0, 3), max_size=4)), min_size=n, max_size=n))
    return places, cards


def kind_of(card):
    return card[0]


@settings(max_examples=300, deadline=None)
@given(problems(), st.integers(0, 2**32))
def test_every_sample_meets_the_restrictions_and_errors_mean_no_fill(problem, seed):
    places, cards = problem
    possible = fills(places, cards, kind_of)
    if not possible:
        with pytest.raises(DealError):
            ConstrainedDeal(places, cards, kind_of)
        return
    sampler = ConstrainedDeal(places, cards, kind_of)
    rng = random.Random(seed)
    for _ in range(5):
        got = sampler.sample(rng)
        assert sorted(got) == sorted(cards)
        assert all(p is None or kind_of(c) in p for p, c in zip(places, got, strict=True))


UNIFORM_CASES = [
    # an unrestricted shuffle
    ([None, None, None], ["a", "b", "c"]),
    # one place may not hold kind 1 (a value ruled out), the others anything
    ([frozenset({0, 2}), None, None, None], [(0, 0), (1, 1), (1, 2), (2, 3)]),
    # two linked restricted places and a free one
    ([frozenset({0}), frozenset({0, 1}), None, None], [(0, 0), (0, 1), (1, 2), (2, 3)]),
    # two independent groups (clan places, tactic places), one of them restricted
    (
        [frozenset({"c"}), frozenset({"t"}), frozenset({"c"}), frozenset({"t"})],
        [("c", 0), ("c", 1), ("t", 2), ("t", 3)],
    ),
]


@pytest.mark.parametrize(("places", "cards"), UNIFORM_CASES)
def test_samples_are_uniform_over_the_fills(places, cards):
    kind = kind_of if isinstance(cards[0], tuple) else (lambda c: c)
    possible = fills(places, cards, kind)
    sampler = ConstrainedDeal(places, cards, kind)
    rng = random.Random(7)
    runs = 600 * len(possible)
    seen = Counter(tuple(sampler.sample(rng)) for _ in range(runs))
    assert len(seen) == len(possible)
    expected = runs / len(possible)
    assert all(abs(count - expected) < 0.2 * expected for count in seen.values()), seen


def test_without_restrictions_it_is_one_shuffle():
    cards = list(range(10))
    a, b = random.Random(3), random.Random(3)
    shuffled = cards[:]
    b.shuffle(shuffled)
    assert deal([None] * 10, cards, a) == shuffled


def test_errors_say_what_cannot_be_filled():
    with pytest.raises(DealError, match="2 cards for 3 hidden places"):
        deal([None, None, None], [1, 2], random.Random(0))
    with pytest.raises(DealError, match="place 1 may hold none"):
        deal([None, frozenset({9})], [1, 2], random.Random(0))
    with pytest.raises(DealError, match="restrictions"):
        deal([frozenset({1}), frozenset({1}), None], [1, 2, 3], random.Random(0))


def test_parsed_cache_parses_each_observation_dict_once_and_keeps_the_newest() -> None:
    parsed: list[int] = []

    def parse(observation: dict[str, object]) -> int:
        parsed.append(id(observation))
        if observation.get("bad"):
            raise ValueError("inconsistent")
        return len(parsed)

    cache: ParsedCache[int] = ParsedCache(parse, size=2)
    first, equal, third = {"hand": [1]}, {"hand": [1]}, {"hand": [2]}
    assert cache.get(first) == cache.get(first) == 1  # the same dict: read once
    assert cache.get(equal) == 2  # an equal but different dict is read again (identity, not equality)
    assert cache.get(third) == 3  # the oldest (first) goes
    assert cache.get(first) == 4
    assert cache.get(third) == 3
    with pytest.raises(ValueError, match="inconsistent"):
        cache.get({"bad": True})
    assert len(parsed) == 5
    assert cache.get(third) == 3  # a failed parse kept nothing and evicted nothing
