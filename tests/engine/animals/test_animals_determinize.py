"""Determinizations of Power-Hungry Animals keep what the observation implies beyond exact card locations: which
other seats know the observer's hand card, and values that wrong Crystal Ball guesses ruled out."""

import random

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
