"""The Silver heuristic player: its choices in set positions, and that it beats random play."""

from __future__ import annotations

import itertools
import random

from silver_helpers import act, deal

from cardtable.ai import RandomAgent
from cardtable.ai.heuristics.silver import SilverHeuristic, estimated_round, evaluate, prune, reward
from cardtable.engine.base import Action, InformationSet
from cardtable.engine.silver import GAME

A = [10, 10, 11, 11, 12]


def choice(s):
    return SilverHeuristic().choose(InformationSet(GAME, s.observation(s.to_move)), random.Random(0))


def test_it_peeks_at_cards_it_does_not_know():
    s = deal([[1, 2, 3, 5, 6], A], peek=False)
    s.apply(choice(s))
    assert choice(s) == Action.of("peek", 1)


def test_it_exchanges_a_drawn_low_card_for_its_worst_known_card_and_discards_a_high_one():
    s = deal([[12, 13, 3, 5, 6], A], top=[0])
    act(s, "draw")
    assert choice(s) == Action.of("give", 1)
    act(s, ("give", 1))
    assert choice(s) == Action.of("exchange", 1)
    s2 = deal([[1, 2, 3, 5, 6], A], top=[12])
    act(s2, "draw")
    assert choice(s2) == Action.of("discard")


def test_it_calls_the_census_when_clearly_lowest():
    s = deal([[0, 0, 1, 1, 2], A], top=[1, 9, 9])
    act(s, "draw", ("give", 2), ("give", 3), ("exchange", 2))  # [0, 0, 1, 2]: it knows the 0s and the 1
    act(s, "draw", "discard", "skip")
    assert len(s.villages[0]) == 4 and choice(s) == Action.of("census")


def test_the_search_never_gives_up_a_second_card_not_known_to_match():
    s = deal([[7, 7, 3, 5, 6], A], top=[1])
    act(s, "draw", ("give", 0))
    kept = prune(InformationSet(GAME, s.observation(0)), s.legal_actions())
    assert Action.of("give", 1) in kept and Action.of("give", 2) not in kept and Action.of("exchange", 0) in kept


def test_the_search_calls_the_census_only_when_the_heuristic_would():
    s = deal([[0, 0, 1, 1, 2], A], top=[1, 9, 9])
    act(s, "draw", ("give", 2), ("give", 3), ("exchange", 2))
    act(s, "draw", "discard", "skip")
    assert Action.of("census") in prune(InformationSet(GAME, s.observation(0)), s.legal_actions())
    high = deal([[12, 12, 11, 11, 9], A], top=[13, 9, 9])
    act(high, "draw", ("give", 0), ("give", 1), ("exchange", 0))  # [13, 11, 11, 9]: it knows the 13 only
    act(high, "draw", "discard", "skip")
    assert len(high.villages[0]) == 4 and Action.of("census") in high.legal_actions()
    assert Action.of("census") not in prune(InformationSet(GAME, high.observation(0)), high.legal_actions())


def test_the_search_reads_rounds_and_stopped_playouts_as_standings_in_the_match():
    # reward: the match totals after a round, so a round lost by 30 is worse than one lost by 1; evaluate: the
    # totals plus each seat's estimate of its village (known cards, the mean for the others), caller's +10 included.
    s = deal([[0, 0, 1, 1, 2], [12, 12, 11, 11, 13]])
    close, far = s.clone(), s.clone()
    close.totals, far.totals = [10, 11], [10, 40]
    close.round = far.round = 1
    assert 0.5 < reward(close, (0.0, 0.0))[0] < reward(far, (0.0, 0.0))[0] < 1.0
    assert abs(sum(reward(far, (0.0, 0.0))) - 1.0) < 1e-9
    assert estimated_round(s)[0] < estimated_round(s)[1]  # seat 0 knows its 0s; seat 1 knows its 12s
    assert evaluate(s)[0] > 0.5
    before = estimated_round(s)
    s.caller = 1  # a census the caller cannot win costs it 10 more
    assert estimated_round(s) == [before[0], before[1] + 10]
    s.caller = 0  # one it wins scores 0
    assert estimated_round(s) == [0.0, before[1]]


def test_it_beats_random_play():
    wins = 0
    for g in range(12):
        s = GAME.new_game(2, g, {"deck": ("coin", "dagger", "amulet")[g % 3]})
        rng = random.Random(g)
        agents = [SilverHeuristic(), RandomAgent()] if g % 2 == 0 else [RandomAgent(), SilverHeuristic()]
        while not s.is_terminal:
            p = s.to_move
            s.apply(agents[p].choose(InformationSet(GAME, s.observation(p)), rng))
        wins += isinstance(agents[s.outcome.winners[0]], SilverHeuristic)
    assert wins >= 11


def test_it_never_gives_up_a_zombie_it_knows():
    # Silver Dagger, Zombie: given up in an exchange of its number alone it returns and the incoming card is
    # discarded. Knowing its two Zombies, the seat does not take a 5 for them (two seats doing so took the same card
    # back and forth forever) and gives an unknown card for a drawn 1; with the Coin deck's 4s it takes the 5 for
    # the pair.
    s = deal([[4, 4, 10, 11, 12], A], discard=5, top=[1], deck="dagger", token="coin")
    assert choice(s) == Action.of("draw")
    act(s, "draw")
    assert choice(s) == Action.of("give", 2)
    coin = deal([[4, 4, 10, 11, 12], A], discard=5, top=[1], deck="coin", token="coin")
    assert choice(coin) == Action.of("take")
    act(coin, "take")
    assert choice(coin) == Action.of("give", 0)


def play(s, agents, rng, bound=2000):
    """Play ``s`` with one agent per seat for at most ``bound`` decisions; the number played."""
    steps = 0
    while not s.is_terminal and steps < bound:
        p = s.to_move
        s.apply(agents[p].choose(InformationSet(GAME, s.observation(p)), rng))
        steps += 1
    return steps


def test_heuristic_self_play_with_the_dagger_and_its_zombies_ends():
    # Seeds where two heuristic seats used to give up their known Zombies for the same discard, round after round
    # (the deck never ran out: taking the discard draws nothing). Each plays all four rounds to the end.
    for seed in (0, 2, 3, 5, 7, 8):
        s = GAME.new_game(2, seed, {"deck": "dagger", "token": "dagger"})
        play(s, [SilverHeuristic(), SilverHeuristic()], random.Random(seed))
        assert s.is_terminal, seed


MIXED = (
    "coin",
    "amulet",
    "coin",
    "amulet",
    "dagger",
    "dagger",
    "amulet",
    "amulet",
    "coin",
    "amulet",
    "amulet",
    "dagger",
    "amulet",
    "amulet",
)
"""A custom deck: the Dagger's Zombie and Approximator with the Amulet's Doppelgänger and the Coin's Curator."""


def test_the_search_never_gives_up_a_zombie_it_knows():
    # Silver Dagger, Zombie: alone or with its like it returns and the turn changes nothing (the search's pairs are
    # known to match, so never the Approximator's Zombie and lower card).
    def kept(s):
        return prune(InformationSet(GAME, s.observation(0)), s.legal_actions())

    s = deal([[4, 4, 10, 11, 12], A], discard=9, top=[1], deck="dagger")
    act(s, "take")
    assert {Action.of("give", 0), Action.of("give", 1)}.isdisjoint(kept(s)) and Action.of("give", 2) in kept(s)
    s = deal([[4, 4, 10, 11, 12], A], top=[5], deck="dagger")
    act(s, "draw")
    assert Action.of("give", 0) not in kept(s) and {Action.of("discard"), Action.of("give", 2)} <= set(kept(s))
    s = deal([[4, 4, 10, 11, 12], A], discard=9, deck="coin")
    act(s, "take")
    assert Action.of("give", 0) in kept(s)


def test_every_deck_token_and_table_size_ends_with_heuristic_and_random_seats():
    # 288 games: each deck (a custom one mixing the editions too), token, 2-4 seats, with and without a random seat.
    decks = ({"deck": "coin"}, {"deck": "dagger"}, {"deck": "amulet"}, {"deck": "custom", "custom": MIXED})
    combos = itertools.product((2, 3, 4), decks, ("coin", "dagger"), (False, True))
    for index, (players, deck, token, with_random) in enumerate(c for c in combos for _ in range(6)):
        s = GAME.new_game(players, index, {**deck, "token": token})
        agents = [RandomAgent() if with_random and i == 0 else SilverHeuristic() for i in range(players)]
        assert play(s, agents, random.Random(index)) < 2000 and s.is_terminal, (index, players, deck, token)


def test_the_easy_search_against_the_heuristic_with_the_dagger_ends():
    # The easy level's 80 iterations (no clock, so the games are the same on any machine) against the heuristic on
    # the seeds where two heuristic seats looped; the search's own turns never stall the round either.
    from cardtable.ai.ismcts import Budget, ISMCTSAgent

    for seed in (3, 5, 7):
        s = GAME.new_game(2, seed, {"deck": "dagger", "token": "dagger"})
        agents = [ISMCTSAgent("easy", budget=Budget(None, 80)), SilverHeuristic()]
        assert play(s, agents, random.Random(seed)) < 2000 and s.is_terminal, seed
