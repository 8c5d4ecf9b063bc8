"""The Wednesday heuristic player and its playout policy: always legal, the same choice from the observation and
from a determinized State, and the habits the rules invite. Strength is measured by the arena, not here."""

from __future__ import annotations

import random

import pytest
from wednesday_helpers import play, position

from cardtable.ai.heuristics import make_heuristic
from cardtable.ai.heuristics.wednesday import WednesdayHeuristic, playout_action, unseen, wins_pile
from cardtable.ai.ismcts import game_policy
from cardtable.engine.base import Action
from cardtable.engine.wednesday import GAME
from cardtable.engine.wednesday.cards import CHARACTER, CHARACTER_IDS


def choice(state) -> Action:
    return WednesdayHeuristic().choose(state.information_set(state.to_move), random.Random(0))


def test_registered_as_the_wednesday_heuristic_and_search_hooks():
    assert isinstance(make_heuristic("wednesday"), WednesdayHeuristic)
    assert game_policy("wednesday").playout_action is playout_action


@pytest.mark.parametrize("players", [2, 5])
def test_heuristic_is_legal_and_agrees_with_its_playout_policy(players):
    agent = WednesdayHeuristic()
    for seed in range(2):
        s = GAME.new_game(players, seed, {"expert": seed % 2 == 1})
        rng = random.Random(seed)
        while not s.is_terminal:
            a = agent.choose(s.information_set(s.to_move), random.Random(seed))
            assert a in s.legal_actions()
            det = GAME.determinize(s.observation(s.to_move), rng)
            assert playout_action(det, random.Random(seed)) == a  # the same knowledge, the same choice
            s.apply(a)


def test_it_sheds_three_sixes_and_takes_the_lowest_card_back():
    assert choice(position([[6, 6, 6, 9], [12]], pile=[3])) == Action.of("sixes")
    s = position([[7, 9], [12, 4]], pile=[5, 3, 4])
    play(s, Action.of("play", 7))
    assert choice(s) == Action.of("take", 3)


def test_three_sixes_wait_while_waiting_costs_nothing():
    s = position([[6, 6, 6, 9, 3], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], pile=[4])
    assert Action.of("sixes") in s.legal_actions() and choice(s) == Action.of("play", 9)
    s = position([[6, 6, 6, 3], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], pile=[5])
    assert Action.of("play", 6) in s.legal_actions()
    assert choice(s) == Action.of("pass")  # neither a single 6 off the triple nor the triple yet


@pytest.mark.parametrize(
    ("hands", "active", "next_character"),
    [
        ([[6, 6, 6], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], None, None),  # the 6s are the whole hand: out at once
        ([[6, 6, 6, 9, 3], [12, 11, 10, 8], [4, 4, 5, 5, 8]], None, None),  # a seat is down to 4 cards
        ([[6, 6, 6, 9, 3], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], None, "ajax"),  # Ajax next would switch them off
        ([[6, 6, 6, 9, 11], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], "wednesday", None),  # she hurts a high hand
        ([[6, 6, 6, 9, 11], [12, 11, 10, 8, 5], [4, 4, 5, 5, 8]], None, "wednesday"),  # ... and she comes next
    ],
)
def test_three_sixes_go_down_when_waiting_could_cost_them(hands, active, next_character):
    deck = None
    if next_character is not None:
        deck = [next_character, *(c for c in CHARACTER_IDS if c not in (next_character, active))]
    s = position(hands, pile=[12] if active == "wednesday" else [4], active=active, characters=deck)
    if next_character is not None:
        s.expert, s.character_known[0] = True, True
    assert choice(s) == Action.of("sixes")
    det = GAME.determinize(s.observation(0), random.Random(1))
    assert playout_action(det, random.Random(0)) == Action.of("sixes")


def test_a_play_no_one_can_beat_is_worth_the_opening_it_wins():
    # Wednesday in force: a Normie cannot be undercut, so the others can only pass and the pile clears to its
    # player, who opens the next pile; the 5 would only be undercut.
    s = position([[1, 5, 9], [3, 4, 8], [8, 10]], pile=[9, 6], active="wednesday")
    assert wins_pile(CHARACTER["wednesday"], 1, unseen([1, 5, 9], [9, 6], []))
    assert not wins_pile(CHARACTER["wednesday"], 5, unseen([1, 5, 9], [9, 6], []))
    assert choice(s) == Action.of("play", 1)
    # the last 12s seen (one in the hand, one on the public part of the blocked deck): an 11 wins the pile
    free = unseen([11, 12], [3], [12])
    assert free[12] == 0 and wins_pile(CHARACTER["tyler"], 11, free) and not wins_pile(CHARACTER["tyler"], 9, free)


def test_it_opens_a_pile_low_and_chains_a_two():
    assert choice(position([[3, 9, 12], [5]])) == Action.of("play", 3)
    assert choice(position([[2, 9, 12], [5]])) == Action.of("play", 2)


def test_it_puts_wednesday_on_top_with_a_low_hand_and_at_the_bottom_with_a_high_one():
    low = position([[6, 6, 6, 1, 2, 3], [12]], pile=[3])
    play(low, Action.of("sixes"))
    assert choice(low) == Action.of("wednesday", "top")
    high = position([[6, 6, 6, 10, 11, 12], [12]], pile=[3])
    play(high, Action.of("sixes"))
    assert choice(high) == Action.of("wednesday", "bottom")


def test_it_keeps_a_seven_that_would_take_back_a_higher_card():
    s = position([[7, 11], [10, 4]], pile=[12, 9], active="wednesday")
    assert Action.of("play", 7) in s.legal_actions() and choice(s) == Action.of("pass")
    s = position([[7, 11], [10, 4]], pile=[12, 9, 8, 1], active="wednesday", top=8)
    assert choice(s) == Action.of("play", 7)  # a Normie to take back


def test_the_search_reads_wednesday_scores_lowest_wins():
    """With the last card in hand the search sheds it (0 points) rather than pass: the round reward reads the
    manifest's ``score="low"``; read highest-wins it would keep its 9 points."""
    from cardtable.ai.ismcts import Budget, ISMCTSAgent

    s = position([[9, 3], [4, 5, 12], [10, 11]], pile=[8], current=0)
    agent = ISMCTSAgent(budget=Budget(None, 200))
    assert agent.choose(s.information_set(0), random.Random(1)) == Action.of("play", 9)
    s = position([[9], [4, 5, 12], [10, 11]], pile=[8], current=0)
    assert agent.choose(s.information_set(0), random.Random(1)) == Action.of("play", 9)
