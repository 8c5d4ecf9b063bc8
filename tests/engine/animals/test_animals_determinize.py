"""Determinizations of Power-Hungry Animals keep what the observation implies beyond exact card locations: which
other seats know the observer's hand card, and the values the engine rules out (wrong Crystal Ball guesses, a Weasel
that found nobody)."""

import random
from collections import Counter

import pytest
from animals_helpers import act, start

from cardtable.engine.animals import GAME


def test_a_seat_that_knows_our_card_knows_it_in_every_determinization():
    # Seat 0 swaps its 8 for seat 1's 5 with the Dervish Crab: seat 1 knows seat 0 now holds its old 2.
    s = start(3, deal=[8, 5, 3], set_aside=4, top=[2])
    act(s, "play", 8)
    act(s, "target", 1)
    obs = s.observation(0)
    assert obs["hand"] == [5] and obs["hand_known_by"] == [[1]]
    assert s.observation(2)["hand_known_by"] == [[]]  # nobody knows seat 2's card
    for seed in range(20):
        d = GAME.determinize(obs, random.Random(seed))
        assert d.observation(0) == obs
        assert d.known_card(1, 0) == 5  # seat 1's playouts can aim a Crystal Ball with this
        assert d.known_card(2, 0) is None


def test_a_wrong_crystal_ball_guess_rules_the_value_out_of_the_sampled_hand():
    # Seat 0 names a Mousetrap (2) at seat 2, which holds a Silly Rabbit: wrong. Seat 1 saw it and samples seat 2's
    # card without the Mousetraps, though two of them are still unseen for seat 1.
    s = start(3, deal=[1, 5, 3], set_aside=4, top=[0])
    act(s, "play", 1)
    act(s, "target", 2)
    act(s, "guess", 2)
    obs = s.observation(1)
    assert obs["unseen"][2] >= 2
    sampled = {GAME.determinize(obs, random.Random(seed)).hand(2)[0] for seed in range(200)}
    assert 2 not in sampled and len(sampled) > 3
    # Once seat 2 draws, its hand may hold a Mousetrap again.
    act(s, "play", 5)
    act(s, "target", 0)
    assert s.to_move == 2
    obs = s.observation(1)
    sampled = {v for seed in range(200) for v in GAME.determinize(obs, random.Random(seed)).hand(2)}
    assert 2 in sampled


def test_after_a_weasel_finds_nobody_no_sample_gives_the_king_cat_to_a_hand_the_log_rules_out():
    # Four players. Seat 0 plays its Weasel: nobody swaps, so neither seat 2 nor seat 3 holds the King Cat (seat 1 has
    # drawn since, and seat 0 itself may still hold it). Seat 1's determinizations must respect that.
    s = start(4, deal=[9, 3, 4, 2], set_aside=0, top=[5, 1])
    act(s, "play", 9)
    assert s.to_move == 1
    assert s.observation(1)["ruled_out"] == [[], [], [10], [10]]
    rng = random.Random(0)
    places = Counter()
    for _ in range(600):
        sample = GAME.determinize(s.observation(1), rng)
        for seat in range(4):
            if 10 in sample.hand(seat):
                places[f"seat {seat}"] += 1
    assert places["seat 2"] == places["seat 3"] == 0
    assert places["seat 0"] > 0  # the Weasel player's own card is not ruled out


def test_who_knows_whose_card_is_public_and_kept_in_every_sample():
    # Four players. Seat 0's Silly Rabbit ties with seat 1 (3 against 3): everybody sees that seat 1 knows seat 0's
    # card (and seat 0 seat 1's, until seat 1 draws at the start of its turn: which of its two cards seat 0 knows is
    # seat 1's secret once it plays). Seat 2 cannot tell what the card is, but in each of its samples seat 1 knows it.
    s = start(4, deal=[3, 3, 9, 8], set_aside=0, top=[3, 4, 2])
    act(s, "play", 3)
    act(s, "target", 1)
    assert s.known_by(0) == [1] and s.known_by(1) == []
    act(s, "play", 4)
    assert s.to_move == 2
    assert all(s.observation(p)["known_by"] == [[1], [], [], []] for p in range(4))
    rng = random.Random(0)
    for _ in range(50):
        sample = GAME.determinize(s.observation(2), rng)
        assert sample.known_card(1, 0) == sample.hand(0)[0]
        assert sample.known_card(3, 0) is None


@pytest.mark.parametrize("players", [3, 5])
def test_public_knowledge_is_true_knowledge(players):
    for seed in range(40):
        s = GAME.new_game(players, seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            for holder in range(players):
                for q in s.known_by(holder):
                    assert q != holder and s.known_card(q, holder) is not None
            s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_ruled_out_values_are_true_and_never_sampled(players):
    for seed in range(25):
        s = GAME.new_game(players, seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            me = s.to_move
            observation = s.observation(me)
            for seat in range(players):
                if len(s.hand(seat)) == 1:
                    assert s.hand(seat)[0] not in s.ruled_out(seat)  # the inference is true
            sample = GAME.determinize(observation, rng)
            for seat in range(players):
                if seat != me and len(sample.hand(seat)) == 1:
                    assert sample.hand(seat)[0] not in observation["ruled_out"][seat]
            s.apply(rng.choice(s.legal_actions()))
