"""The Plague heuristic player's rules of thumb on small scenarios, and its search hooks."""

from __future__ import annotations

import random

from cardtable.ai.heuristics.plague import PlagueHeuristic, playout_action, prior
from cardtable.engine import Action
from cardtable.engine.plague.cards import PRIEST
from tests.engine.plague.plague_helpers import c, exact, play


def choice(state) -> Action:
    return PlagueHeuristic().choose(state.information_set(state.to_move), random.Random(0))


def test_wins_with_the_cheapest_winning_card_when_last():
    s = exact(3, {0: "g4 r1 r4", 1: "g6 r2 r5", 2: "g9 g7 g12"})
    play(s, "g4", "g6")
    assert choice(s) == Action.of("play", c("g7"))  # g7 wins and scores 1; g9 scores 1 too but is dearer


def test_follows_with_a_high_card_it_cannot_win_with_rather_than_a_winner_worth_nothing_and_dumps_plagues():
    s = exact(3, {0: "r9 g1", 1: "r12 g2", 2: "p4 b8"})
    play(s, "r9", "r12")
    # seat 2 holds no red: the blue 8 would win (worth 1), the Plague 4 lands on seat 1's trick
    assert choice(s) == Action.of("play", c("p4"))


def test_covers_the_worst_plague_pile_after_a_priest_win():
    s = exact(3, {0: "g4 g5 r1 b1", 1: "g6 g7 r6 P", 2: "p1 p5 b5 F"})
    play(s, "g4", "g6", "p1")  # seat 1 takes Plague 1
    play(s, "g7", "p5", "g5")  # seat 1 takes Plague 5
    play(s, "r6", "b5", "r1")  # seat 2 wins
    play(s, "F", "b1", "P")  # the Priest wins: piles 0 (Plague 1) and 1 (Plague 5) may be covered
    assert s.decision().kind == "cover"
    assert choice(s) == Action.of("cover", 1)
    assert playout_action(s, random.Random(0)) == Action.of("cover", 1)


def test_plays_the_fortress_when_the_parity_is_certain_and_saves_the_priest():
    s = exact(3, {0: "r4 g1", 1: "r6 g2", 2: "F r3"})
    play(s, "r4", "r6")
    assert choice(s) == Action.of("play", c("F"))  # 4 and 6, both even: the Fortress wins 5 points
    s = exact(3, {0: "g4 r1 r2", 1: "g6 r7 r8", 2: "p1 r3 P"})
    play(s, "g4", "g6", "p1")  # a Plague this round: the Priest is free
    play(s, "r7")
    assert PRIEST in {a.args[0] for a in s.legal_actions()}
    assert choice(s) != Action.of("play", PRIEST)  # no Plague pile of its own to cover, no Plague in the trick


def test_prior_is_the_heuristic_choice():
    s = exact(3, {0: "r4 g1", 1: "r6 g2", 2: "F r3"})
    play(s, "r4", "r6")
    action, share = prior(s.information_set(2))
    assert action == choice(s) and 0 < share <= 1
