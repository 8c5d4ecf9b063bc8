"""Computer players on Power-Hungry Animals: legality, no peeking, and ISMCTS finding a winning move."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_agent
from cardtable.ai.base import Agent
from cardtable.ai.ismcts import Budget, ISMCTSAgent, game_policy
from cardtable.engine.base import Action, State
from cardtable.engine.registry import get_game

GAME = get_game("animals")


def agents() -> list[tuple[str, Agent]]:
    """The agents under test; ISMCTS with an iteration-only budget so its choices are reproducible."""
    return [
        ("random", make_agent("random", "animals")),
        ("heuristic", make_agent("heuristic", "animals")),
        ("ismcts", ISMCTSAgent(budget=Budget(None, 60))),
        ("ismcts with the opponent model", ISMCTSAgent(budget=Budget(None, 60), infer=True)),
    ]


def random_situations(count: int, seed: int) -> list[State]:
    """Non-terminal states at random points of random matches with 2–6 players (only decisions with a choice)."""
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = GAME.new_game(rng.randint(2, 6), rng.randrange(10**6))
        for _ in range(rng.randrange(40)):
            if state.is_terminal:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal and len(state.legal_actions()) > 1:
            found.append(state)
    return found


@pytest.mark.parametrize(("name", "agent"), agents(), ids=[name for name, _ in agents()])
def test_every_agent_chooses_a_legal_action(name: str, agent: Agent) -> None:
    rng = random.Random(7)
    for state in random_situations(50, seed=1):
        seat = state.to_move
        assert seat is not None
        assert agent.choose(state.information_set(seat), rng) in state.legal_actions(), name


def test_ismcts_finds_the_animals_policy() -> None:
    policy = game_policy("animals")
    assert policy.playout_action is not None and policy.prune is not None


def test_no_peeking_with_resampled_hidden_cards() -> None:
    # For each situation, other true states with the SAME observation for the seat to move are sampled (the
    # engine's determinization keeps the observation exactly); the hidden cards of the other seats differ, the
    # decisions of the heuristic and of ISMCTS (iteration-capped, same rng seed) must not.
    differing = 0
    for i, state in enumerate(random_situations(25, seed=3)):
        seat = state.to_move
        assert seat is not None
        observation = state.observation(seat)
        hidden = [state.hand(s) for s in range(state.num_players) if s != seat]  # type: ignore[attr-defined]
        for k in range(2):
            other = GAME.determinize(observation, random.Random(1000 * i + k))
            assert other.observation(seat) == observation
            differing += [other.hand(s) for s in range(state.num_players) if s != seat] != hidden  # type: ignore[attr-defined]
            for name, agent in agents()[1:]:
                a = agent.choose(state.information_set(seat), random.Random(i))
                b = agent.choose(other.information_set(seat), random.Random(i))
                assert a == b, f"{name} decided {a} with the real hidden cards and {b} with others"
    assert differing >= 25  # the test really swapped hidden cards in most cases


def test_no_peeking_with_a_permuted_deck() -> None:
    # Two deals that differ only in seat 1's hand card and the set-aside card (seat 0 sees neither).
    options = {"first_player": 0}
    a = GAME.new_game(3, 0, options, deck=[3, 9, 1, 5, 0, 1, 2, 4, 1, 6, 7, 8, 2, 10, 1, 3, 4, 1, 2, 3, 5])
    b = GAME.new_game(3, 0, options, deck=[3, 5, 1, 9, 0, 1, 2, 4, 1, 6, 7, 8, 2, 10, 1, 3, 4, 1, 2, 3, 5])
    assert a.observation(0) == b.observation(0) and a.observation(1) != b.observation(1)
    for name, agent in agents():
        for seed in range(3):
            choice_a = agent.choose(a.information_set(0), random.Random(seed))
            assert choice_a == agent.choose(b.information_set(0), random.Random(seed)), name


def test_ismcts_plays_the_winning_sorcerer_snake() -> None:
    # Two players, one token wins. Seat 0 is dealt the King Cat, seat 1 a Mousetrap. Seat 0 draws the Dervish Crab
    # and swaps the King Cat to seat 1 (so seat 0 knows where it is); seat 1 draws and plays the Royal Broombot.
    # Seat 0 draws a Sorcerer Snake: playing it at seat 1 makes seat 1 discard the King Cat and wins at once.
    deck = [10, 2, 1, 1, 1, 8, 0, 5, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7, 9]
    state = GAME.new_game(2, 0, {"first_player": 0, "tokens_to_win": 1}, deck=deck)
    for action in (Action.of("play", 8), Action.of("target", 1), Action.of("play", 0)):
        state.apply(action)
    assert state.to_move == 0 and set(state.legal_actions()) == {Action.of("play", 2), Action.of("play", 5)}
    for seed in range(3):
        agent = ISMCTSAgent(budget=Budget(None, 300))
        assert agent.choose(state.information_set(0), random.Random(seed)) == Action.of("play", 5)
    state.apply(Action.of("play", 5))
    assert set(state.legal_actions()) == {Action.of("target", 0), Action.of("target", 1)}
    assert ISMCTSAgent(budget=Budget(None, 300)).choose(state.information_set(0), random.Random(0)) == Action.of(
        "target", 1
    )
    state.apply(Action.of("target", 1))
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_prune_keeps_the_likeliest_guess_without_ruled_out_values() -> None:
    # Three players. Seat 0 names 3 at seat 2 (wrong: seat 2 holds a Mousetrap). Then seat 1 plays a Crystal Ball at
    # seat 2: 3 would be the likeliest value (three unseen copies, weighted up as a higher card), but the wrong
    # guess ruled it out, so only the Mousetrap (2) is kept; the search then never names 3.
    policy = game_policy("animals")
    assert policy.prune is not None
    deck = [1, 1, 2, 9, 1, 1, 0, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8, 10, 1]
    state = GAME.new_game(3, 0, {"first_player": 0}, deck=deck)
    for action in (Action.of("play", 1), Action.of("target", 2), Action.of("guess", 3), Action.of("play", 1)):
        state.apply(action)
    state.apply(Action.of("target", 2))
    assert state.to_move == 1
    assert policy.prune(state.information_set(1), state.legal_actions()) == (Action.of("guess", 2),)
    assert policy.tree_prune is not None
    determinized = GAME.determinize(state.observation(1), random.Random(0))
    assert policy.tree_prune(determinized, determinized.legal_actions()) == (Action.of("guess", 2),)
    agent = ISMCTSAgent(budget=Budget(None, 50))
    assert agent.choose(state.information_set(1), random.Random(0)) == Action.of("guess", 2)


def test_one_search_per_move_card_target_guess() -> None:
    """The later steps of a move (target, guess, the Mousetrap's position) share the move's budget: every move's
    iterations stay within the budget plus at most an eighth of it per later step, and the later steps say so (a
    seat that ended a round and starts the next one makes a new move)."""
    budget = Budget(None, 200)
    agent = ISMCTSAgent(budget=budget)
    rng = random.Random(5)
    later_steps = 0
    for seed in range(4):
        state = get_game("animals").new_game(2, seed)
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            total = steps = 0
            start_round = state.round_index
            while state.to_move == seat and state.round_index == start_round:
                state.apply(agent.choose(state.information_set(seat), rng))
                assert agent.last_later == (steps > 0)
                total += agent.last_iterations
                steps += 1
            later_steps += steps - 1
            assert total <= budget.iterations + (steps - 1) * 25
    assert later_steps > 10


# --- the opponent model (the hard level's determinizations) ---------------------------------------------------------

# Two players, seat 0 first: seat 0 holds a Shell Shield and draws a Mousetrap, plays the Shield; seat 1 holds the
# Weasel, draws the Royal Broombot and plays the Broombot, keeping the Weasel; seat 0 draws a Silly Rabbit.
BROOMBOT_DECK = [4, 9, 1, 1, 1, 2, 0, 3, 10, 8, 7, 6, 5, 5, 4, 3, 3, 2, 2, 1, 1]


def broombot_played() -> State:
    state = GAME.new_game(2, 0, {"first_player": 0}, deck=BROOMBOT_DECK)
    state.apply(Action.of("play", 4))
    state.apply(Action.of("play", 0))
    assert state.to_move == 0 and state.hand(1) == [9]  # type: ignore[attr-defined]
    return state


def test_a_seat_that_played_a_low_card_is_likelier_to_hold_a_high_one() -> None:
    from cardtable.ai.heuristics.animals import keep_likelihood

    state = broombot_played()
    likelihood = keep_likelihood(state.observation(0))
    assert set(likelihood) == {1}  # seat 1 chose a card; seat 0 is the observer
    w = likelihood[1]
    assert w[0] == 0.0  # the only Broombot is face up: it cannot have kept another
    assert max(w) == 1.0 and w[9] > w[5] > w[1] and w[10] > w[2]
    assert keep_likelihood(state.observation(1)) == {}  # seat 0 holds two cards now: nothing to say which it keeps


def test_the_model_s_determinizations_favour_the_hands_that_explain_the_choices() -> None:
    from cardtable.ai.heuristics.animals import determinize

    # Seat 0 plays a Shell Shield; seat 1, dealt the King Cat, draws the Weasel and has to play it (nothing happens):
    # the heuristic plays a Weasel only when the other card is worth keeping, so the King Cat is its likeliest card.
    deck = [4, 10, 1, 1, 1, 2, 9, 3, 8, 7, 6, 5, 5, 4, 3, 3, 2, 2, 1, 1, 0]
    state = GAME.new_game(2, 0, {"first_player": 0}, deck=deck)
    state.apply(Action.of("play", 4))
    state.apply(Action.of("play", 9))
    assert state.to_move == 0 and state.hand(1) == [10]  # type: ignore[attr-defined]
    infoset = state.information_set(0)
    rng = random.Random(3)
    plain = [infoset.determinize(rng) for _ in range(1000)]
    model = [determinize(infoset, rng) for _ in range(1000)]
    assert all(s.observation(0) == infoset.observation for s in model[:100])  # still consistent with what seat 0 saw
    king_cat = [sum(s.hand(1) == [10] for s in sample) / len(sample) for sample in (plain, model)]  # type: ignore[attr-defined]
    assert king_cat[0] < 0.12 and king_cat[1] > 0.2  # one unseen card in 13 without the model


def test_only_the_hard_level_uses_the_opponent_model() -> None:
    import dataclasses

    from cardtable.ai.ismcts import INFER

    assert INFER == {"easy": False, "normal": False, "hard": True}
    calls: list[int] = []

    def counting(infoset, rng):  # type: ignore[no-untyped-def]
        calls.append(1)
        return infoset.determinize(rng)

    policy = dataclasses.replace(game_policy("animals"), determinize=counting)
    state = broombot_played()
    for level, used in (("normal", False), ("hard", True)):
        calls.clear()
        agent = ISMCTSAgent(level, budget=Budget(None, 40), policy=policy)
        agent.choose(state.information_set(0), random.Random(0))
        assert bool(calls) == used and (not used or len(calls) == agent.last_iterations), level
