"""The Power-Hungry Animals heuristic player and its ISMCTS helpers (prune, playout_action): always legal, never
suicidal, uses what it knows. Strength is measured by the arena, not here."""

import random

import pytest
from animals_helpers import act, start

from cardtable.ai.heuristics import make_heuristic
from cardtable.ai.heuristics.animals import (
    HAND_BIAS,
    AnimalsHeuristic,
    _state_view,
    playout_action,
    prune,
    tree_prune,
)
from cardtable.engine import Action
from cardtable.engine.animals import GAME


def test_registered_as_the_animals_heuristic():
    agent = make_heuristic("animals")
    assert isinstance(agent, AnimalsHeuristic) and agent.name == "heuristic"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_heuristic_always_chooses_a_legal_action_and_never_plays_the_king_cat(players):
    agent = AnimalsHeuristic()
    for seed in range(40):
        s = GAME.new_game(players, seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            infoset = s.information_set(s.to_move)
            a = agent.choose(infoset, rng)
            assert a in s.legal_actions()
            if s.phase == "play":
                assert a != Action.of("play", 10)
            if s.phase == "target" and s.pending_card == 5 and len(s.legal_actions()) > 1:
                assert a.args[0] != s.to_move
            s.apply(a)


def test_heuristic_is_deterministic_for_the_same_rng_state():
    agent = AnimalsHeuristic()
    s = GAME.new_game(4, 11)
    infoset = s.information_set(s.to_move)
    assert agent.choose(infoset, random.Random(3)) == agent.choose(infoset, random.Random(3))


def test_heuristic_names_a_card_it_knows():
    # Seat 0 ties a Silly Rabbit with seat 1 (both hold a Mousetrap), so it knows seat 1's card.
    s = start(3, deal=[3, 2, 1], set_aside=9, top=[2, 0, 1, 1])
    act(s, "play", 3)
    act(s, "target", 1)
    act(s, "play", 0)  # seat 1 keeps its Mousetrap
    act(s, "play", 1)
    act(s, "target", 0)
    act(s, "guess", 5)
    agent = AnimalsHeuristic()
    rng = random.Random(0)
    for expected in (Action.of("play", 1), Action.of("target", 1), Action.of("guess", 2)):
        a = agent.choose(s.information_set(0), rng)
        assert a == expected
        s.apply(a)
    assert s.is_eliminated(1)


def test_heuristic_grave_dog_swaps_up():
    s = start(3, deal=[6, 1, 1], set_aside=9, top=[2])
    act(s, "play", 6)
    assert AnimalsHeuristic().choose(s.information_set(0), random.Random(0)) == Action.of("swap", "yes")


def both_prunes(s):
    """What :func:`prune` keeps from the mover's information set, checked equal to :func:`tree_prune` on the
    State."""
    kept = prune(s.information_set(s.current), s.legal_actions())
    assert tree_prune(s, s.legal_actions()) == kept
    return kept


def test_prune_removes_dominated_actions():
    s = start(3, deal=[10, 1, 1], set_aside=9, top=[5])
    assert both_prunes(s) == (Action.of("play", 5),)
    act(s, "play", 5)
    assert Action.of("target", 0) in s.legal_actions()
    assert Action.of("target", 0) not in both_prunes(s)
    s = start(3, deal=[1, 1, 1], set_aside=9, top=[1, 1])
    act(s, "play", 1)
    act(s, "target", 1)
    # Only the likeliest value is kept: three unseen Silly Rabbits, a higher card than the three Mousetraps.
    assert both_prunes(s) == (Action.of("guess", 3),)
    # The only Weasel is face up: naming 9 cannot be right (and 3 is still the likeliest value).
    s = start(3, deal=[9, 1, 1], set_aside=4, top=[1, 1, 1, 2])
    act(s, "play", 9)
    act(s, "play", 1)
    act(s, "target", 2)
    assert both_prunes(s) == (Action.of("guess", 3),)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_playout_policy_and_prune_stay_legal(players):
    for seed in range(60):
        s = GAME.new_game(players, seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            legal = s.legal_actions()
            pruned = tree_prune(s, legal)
            assert pruned and set(pruned) <= set(legal)
            a = playout_action(s, rng)
            assert a in legal
            s.apply(a)
    with pytest.raises(ValueError):
        playout_action(s, random.Random(0))


@pytest.mark.parametrize("players", [2, 4])
def test_a_playout_view_reads_the_seat_s_unseen_cards_and_known_hands(players):
    """The view the playout policy builds from a State (priors cached per unseen counts): each value's share of the
    seat's unseen copies, weighted by HAND_BIAS for a hand card; a hand card the seat knows is believed for sure;
    who is out and who protected as the State says."""
    for seed in range(30):
        s = GAME.new_game(players, seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            me = s.current
            view = _state_view(s, me)
            unseen = s.unseen_counts(me)
            total = sum(unseen)
            weight = sum(c * (1.0 + HAND_BIAS * v) for v, c in enumerate(unseen))
            assert list(view.prior) == ([c / total for c in unseen] if total else [0.0] * 11)
            hand_prior = [c * (1.0 + HAND_BIAS * v) / weight for v, c in enumerate(unseen)] if total else view.prior
            assert list(view.hand_prior) == pytest.approx(hand_prior)
            for seat in view.others:
                known = s.known_card(me, seat)
                belief = view.belief[seat]
                assert list(belief) == (
                    list(view.hand_prior) if known is None else [float(v == known) for v in range(11)]
                )
            assert s.eliminated == [s.is_eliminated(q) for q in range(players)]
            assert s.protected == [s.is_protected(q) for q in range(players)]
            assert s.fast_actions() == s.legal_actions()
            s.apply(rng.choice(s.legal_actions()))


def test_the_engine_rules_out_wrong_guesses_and_a_weasel_that_found_nobody():
    s = start(3, deal=[1, 3, 9], set_aside=4, top=[3, 3, 1])
    act(s, "play", 1)
    act(s, "target", 1)
    act(s, "guess", 5)  # wrong: seat 1 holds no Sorcerer Snake
    assert s.observation(2)["ruled_out"] == [[], [], []]  # seat 1 has drawn since
    act(s, "play", 3)
    act(s, "target", 0)  # 3 against 3: a tie
    assert not s.is_eliminated(0) and not s.is_eliminated(1)
    act(s, "play", 9)  # seat 2's Weasel finds nobody: seats 0 and 1 do not hold the King Cat
    assert s.observation(1)["ruled_out"] == [[], [10], []]  # seat 0 has drawn since
    s = start(4, deal=[1, 1, 2, 9], set_aside=4, top=[1, 1, 3])
    act(s, "play", 1)
    act(s, "target", 3)
    act(s, "guess", 5)
    assert all(s.observation(p)["ruled_out"][3] == [5] for p in range(4))  # public
    act(s, "play", 1)  # seat 1 guesses at seat 3 too; seat 3 has not drawn since
    act(s, "target", 3)
    act(s, "guess", 6)
    assert s.ruled_out(3) == [5, 6]
