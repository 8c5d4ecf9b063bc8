"""Wednesday determinization: what the seat knows stays where it is, the rest is dealt from what it cannot locate."""

from __future__ import annotations

import random
from collections import Counter

from wednesday_helpers import play, position

from cardtable.engine.base import Action
from cardtable.engine.wednesday import GAME
from cardtable.engine.wednesday.cards import CHARACTER_IDS, DECK


def test_public_cards_stay_and_the_unseen_ones_are_resampled():
    s = position([[7, 9, 1], [12, 4, 3], [10, 11]], pile=[5, 3, 4])
    play(s, Action.of("play", 7), Action.of("take", 3))  # seat 0 takes a 3 back: public
    obs = s.observation(1)
    seen_hands = set()
    for seed in range(30):
        d = GAME.determinize(obs, random.Random(seed))
        assert d.hands[1] == s.hands[1] and d.pile == s.pile and 3 in d.hands[0]
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        assert Counter([*(v for h in d.hands for v in h), *d.pile, *d.blocked]) == Counter(DECK)
        assert sorted([*d.character_deck, *d.set_aside]) == sorted(CHARACTER_IDS)
        seen_hands.add(tuple(d.hands[0]))
    assert len(seen_hands) > 5


def test_the_cleared_pile_stays_known_on_the_blocked_deck_and_the_moved_wednesday_in_place():
    s = position([[6, 6, 6, 9, 1], [12, 4], [10, 11]], pile=[2, 3])
    play(s, Action.of("sixes"), Action.of("wednesday", "bottom"), Action.of("play", 9), Action.of("pass"))
    play(s, Action.of("pass"))  # seats 1 and 2 pass: the pile clears
    obs = s.observation(2)
    assert obs["blocked"][:6] == [2, 3, 9, 6, 6, 6] and obs["character_deck"][-1] == "wednesday"
    for seed in range(10):
        d = GAME.determinize(obs, random.Random(seed))
        assert d.blocked[:6] == [2, 3, 9, 6, 6, 6] and d.character_deck[-1] == "wednesday"
        assert d.active == s.active and d.observation(2)["decision"] == obs["decision"]
