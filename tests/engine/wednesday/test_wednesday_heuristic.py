"""The Wednesday heuristic player and its playout policy: always legal, the same choice from the observation and
from a determinized State, and the habits the rules invite. Strength is measured by the arena, not here."""

from __future__ import annotations

import random

import pytest
from wednesday_helpers import play, position

from cardtable.ai.heuristics import make_heuristic
from cardtable.ai.heuristics.wednesday import WednesdayHeuristic, playout_action
from cardtable.ai.ismcts import game_policy
from cardtable.engine.base import Action
from cardtable.engine.wednesday import GAME


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
