"""Wednesday properties over many seeded random matches per player count (``WEDNESDAY_MATCHES`` raises the count,
e.g. to thousands, for a local run): the 42 cursed cards stay conserved across hands, pile and blocked deck, the 9
characters across the character deck, the one in force and the set-aside ones; hands are sorted and none is empty
while a round goes on (but while a last 7 takes); every decision's refusals name only cards the seat holds and
never a legal action; every match ends after five rounds with the lowest total among the winners."""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from cardtable.engine.wednesday import GAME, WednesdayState
from cardtable.engine.wednesday.cards import CHARACTER_IDS, DECK, ROUNDS

MATCHES = int(os.environ.get("WEDNESDAY_MATCHES", "12"))


@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("expert", [False, True])
def test_random_matches_conserve_cards_and_characters_and_end(players: int, expert: bool) -> None:
    full = Counter(DECK)
    for seed in range(MATCHES):
        rng = random.Random(seed)
        s = GAME.new_game(players, seed, {"expert": expert})
        assert isinstance(s, WednesdayState)
        rounds = 0
        while not s.is_terminal:
            assert Counter([*(v for h in s.hands for v in h), *s.pile, *s.blocked]) == full
            assert len(s.blocked) == len(s.blocked_known) and len(s.character_deck) == len(s.character_known)
            assert len(s.blocked_face_up) == len(s.blocked)
            assert all(s.blocked_known[i] for i, up in enumerate(s.blocked_face_up) if up)  # shown: public
            chars = [*s.character_deck, *s.set_aside, *([s.active] if s.active else [])]
            assert sorted(chars) == sorted(CHARACTER_IDS)
            # a hand is empty only while its last card, a 7, takes from the pile
            assert all(h == sorted(h) and (h or (s.phase, s.current) == ("take", q)) for q, h in enumerate(s.hands))
            assert all(Counter(s.known[q]) <= Counter(s.hands[q]) for q in range(players))
            d = s.decision()
            assert d is not None
            for r in d.refusals:
                assert r.action not in d.actions
                if r.action.kind == "take":  # the 7 just played, on top of the pile
                    assert r.key == "just_played" and int(r.action.args[0]) == s.pile[-1]
                else:
                    assert r.action.kind == "sixes" or int(r.action.args[0]) in s.hands[d.player]
            before = s.round_index
            s.apply(rng.choice(s.legal_actions()))
            rounds += s.round_index != before
        assert rounds == ROUNDS - 1 and len(s.round_points) == ROUNDS
        totals = [sum(r[q] for r in s.round_points) for q in range(players)]
        assert s.outcome is not None and list(s.outcome.scores) == totals
        assert all(totals[w] == min(totals) for w in s.outcome.winners)
        assert all(r.count(0) >= 1 for r in s.round_points)  # somebody emptied the hand each round
