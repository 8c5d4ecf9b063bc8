"""Game-agnostic tests of the computer players, on the Tiny Tricks fixture game (tests/tiny_game.py)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from tiny_game import GAME

from cardtable.ai import AGENT_SPECS, ISMCTSAgent, RandomAgent, keeper, make_agent, memory, seat_view, time_budget
from cardtable.ai.ismcts import LEVELS, MEMORY, TREES, Budget, GamePolicy, _decided, _Node, game_policy, round_reward
from cardtable.engine.base import Action, InformationSet, State


def play(state: State, *actions: Action) -> State:
    for a in actions:
        state.apply(a)
    return state


def p(card: int) -> Action:
    return Action.of("play", card)


def random_situations(count: int, seed: int) -> list[State]:
    """States at random points of random Tiny Tricks matches (2 and 3 players), none terminal."""
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = GAME.new_game(rng.choice((2, 3)), rng.randrange(10**6), {"target": 2})
        for _ in range(rng.randrange(20)):
            if state.is_terminal:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal:
            found.append(state)
    return found


def test_random_agent_is_uniform() -> None:
    state = GAME.new_game(2, 7)
    infoset = state.information_set(0)
    actions = infoset.legal_actions()
    assert len(actions) == 3
    rng = random.Random(1)
    draws = 6000
    counts = Counter(RandomAgent().choose(infoset, rng) for _ in range(draws))
    assert set(counts) == set(actions)
    expected = draws / len(actions)
    chi2 = sum((counts[a] - expected) ** 2 / expected for a in actions)
    assert chi2 < 13.82  # chi-square, 2 degrees of freedom, p = 0.001


@pytest.mark.parametrize("agent", [RandomAgent(), ISMCTSAgent(budget=Budget(None, 40))], ids=["random", "ismcts"])
def test_agents_choose_legal_actions(agent: RandomAgent | ISMCTSAgent) -> None:
    rng = random.Random(3)
    for state in random_situations(60, seed=11):
        seat = state.to_move
        assert seat is not None
        action = agent.choose(state.information_set(seat), rng)
        assert action in state.legal_actions()


@pytest.mark.parametrize("tree", TREES)
def test_ismcts_prefers_the_winning_move(tree: str) -> None:
    # Match to one token. Seat 0 holds 1, 5, 9; seat 1 holds 2, 4, 3. Trick 1: 1 vs 2 (seat 1 wins, leads 4).
    # Seat 0 now holds 5 and 9: playing 5 wins this trick and leading 9 wins the last one for sure; playing 9
    # leaves a 5 that loses the last trick unless seat 1's last card is the 3.
    state = GAME.new_game(2, 0, {"target": 1}, deck=[1, 5, 9, 2, 4, 3, 6, 7, 8])
    play(state, p(1), p(2), p(4))
    assert state.to_move == 0 and set(state.legal_actions()) == {p(5), p(9)}
    for seed in range(5):
        agent = ISMCTSAgent(budget=Budget(None, 200), tree=tree)
        assert agent.choose(state.information_set(0), random.Random(seed)) == p(5)


def test_ismcts_stops_early_once_the_choice_is_settled() -> None:
    # The winning-move scenario: the 5 soon leads by more visits than the iterations left.
    state = play(GAME.new_game(2, 0, {"target": 1}, deck=[1, 5, 9, 2, 4, 3, 6, 7, 8]), p(1), p(2), p(4))
    agent = ISMCTSAgent(budget=Budget(None, 5000))
    assert agent.choose(state.information_set(0), random.Random(0)) == p(5)
    assert agent.last_iterations < 5000


def test_ismcts_is_deterministic_with_an_iteration_budget() -> None:
    state = GAME.new_game(3, 5)
    infoset = state.information_set(0)
    agent = ISMCTSAgent(budget=Budget(None, 150))
    first = [agent.choose(infoset, random.Random(seed)) for seed in range(6)]
    assert 0 < agent.last_iterations <= 150
    assert [agent.choose(infoset, random.Random(seed)) for seed in range(6)] == first


def test_ismcts_returns_a_forced_action_without_searching() -> None:
    state = play(GAME.new_game(2, 0, deck=[1, 5, 9, 2, 4, 3, 6, 7, 8]), p(1), p(2), p(4), p(5))
    # Seat 0 won trick 2 and holds only the 9.
    agent = ISMCTSAgent(budget=Budget(None, 100))
    assert agent.choose(state.information_set(0), random.Random(0)) == p(9)
    assert agent.last_iterations == 0


def test_ismcts_polls_should_stop_between_iterations() -> None:
    state = GAME.new_game(2, 1)
    polls = 0

    def stop_after_ten() -> bool:
        nonlocal polls
        polls += 1
        return polls > 10

    agent = ISMCTSAgent(budget=Budget(None, 1000))
    assert agent.choose(state.information_set(0), random.Random(0), stop_after_ten) in state.legal_actions()
    assert agent.last_iterations == 10


def test_ismcts_uses_the_game_policy_hooks() -> None:
    playouts = 0

    def playout_action(state: State, rng: random.Random) -> Action:
        nonlocal playouts
        playouts += 1
        return state.legal_actions()[0]

    def two_lowest(state: State, actions: tuple[Action, ...]) -> tuple[Action, ...]:
        return tuple(sorted(actions, key=lambda a: a.args[0])[:2])

    state = GAME.new_game(2, 4)
    agent = ISMCTSAgent(budget=Budget(None, 50), policy=GamePolicy(playout_action, two_lowest))
    assert agent.choose(state.information_set(0), random.Random(0)) in two_lowest(state, state.legal_actions())
    assert playouts > 0 and agent.last_iterations > 0


def test_ismcts_returns_the_only_action_left_by_prune_without_searching() -> None:
    def lowest_only(state: State, actions: tuple[Action, ...]) -> tuple[Action, ...]:
        return (min(actions, key=lambda a: a.args[0]),)

    state = GAME.new_game(2, 4)
    agent = ISMCTSAgent(budget=Budget(None, 50), policy=GamePolicy(prune=lowest_only))
    assert agent.choose(state.information_set(0), random.Random(0)) == min(
        state.legal_actions(), key=lambda a: a.args[0]
    )
    assert agent.last_iterations == 0


def test_ismcts_final_choice_counts_the_favourites_bonus_visits() -> None:
    # The winning-move scenario: the search clearly prefers the 5. A favourite with a small share does not change
    # that; one with a share larger than the 5's whole lead does (the 9 is still searched, so it has visits).
    state = play(GAME.new_game(2, 0, {"target": 1}, deck=[1, 5, 9, 2, 4, 3, 6, 7, 8]), p(1), p(2), p(4))
    seen: list[InformationSet] = []

    def favour_nine(share: float):
        def prior(infoset: InformationSet) -> tuple[Action, float]:
            seen.append(infoset)
            return p(9), share

        return prior

    for share, expected in ((0.05, p(5)), (2.0, p(9))):
        agent = ISMCTSAgent(budget=Budget(None, 300), policy=GamePolicy(prior=favour_nine(share)))
        assert agent.choose(state.information_set(0), random.Random(0)) == expected
        assert agent.last_iterations > 0
    # the prior was given the seat's information set
    assert seen and all(isinstance(i, InformationSet) and i.observation == state.observation(0) for i in seen)


def test_early_stop_accounts_for_the_favourites_bonus() -> None:
    root = _Node(-1)
    for action, visits in ((p(5), 60), (p(9), 20)):
        root.children[action] = _Node(0)
        root.children[action].visits = visits
    assert _decided(root, 30)  # 60 - 20 > 30
    assert not _decided(root, 30, (p(9), 0.2))  # 20 + 0.2 × (80 + 30) = 42, and 30 more visits could reach 72
    assert not _decided(root, 45) and _decided(root, 45, (p(5), 0.2))  # the leader's bonus: 76 - 20 > 45
    assert _decided(root, 10, (p(9), 0.2))  # 60 - (20 + 0.2 × 90) = 22 > 10


def test_ismcts_takes_the_tree_shape_from_the_game_policy() -> None:
    state = GAME.new_game(3, 8)
    players = set()
    agent = ISMCTSAgent(budget=Budget(None, 300), policy=GamePolicy(tree="full"))
    stack = [agent._search(state.information_set(0), agent.policy, random.Random(0), lambda: False)]
    while stack:
        node = stack.pop()
        players.add(node.player)
        stack.extend(node.children.values())
    assert players == {-1, 0, 1, 2}


def test_ismcts_tree_shapes() -> None:
    def tree_players(node: _Node, depth: int = 0) -> set[tuple[int, int]]:
        found = {(node.player, depth)}
        for child in node.children.values():
            found |= tree_players(child, depth + 1)
        return found

    # Three players, seat 0 leads: its turn is one decision, then seats 1 and 2 play, then (maybe) seat 0 again.
    state = GAME.new_game(3, 8)
    shapes = {}
    for tree in TREES:
        agent = ISMCTSAgent(budget=Budget(None, 300), tree=tree)
        infoset = state.information_set(0)
        shapes[tree] = tree_players(agent._search(infoset, GamePolicy(), random.Random(0), lambda: False))
    assert {p for p, _ in shapes["full"]} == {-1, 0, 1, 2}
    assert {p for p, _ in shapes["own"]} == {-1, 0} and max(d for _, d in shapes["own"]) > 1
    assert shapes["turn"] == {(-1, 0), (0, 1)}


def test_game_policy_of_a_game_without_heuristic_module_is_empty() -> None:
    assert game_policy("tiny") == GamePolicy()


def test_make_agent_specs() -> None:
    assert isinstance(make_agent("random", "tiny"), RandomAgent)
    for level in LEVELS:
        agent = make_agent(f"ismcts:{level}", "tiny")
        assert isinstance(agent, ISMCTSAgent) and agent.budget == LEVELS[level]
    default = make_agent("ismcts", "tiny")
    assert isinstance(default, ISMCTSAgent) and default.budget == LEVELS["normal"]
    assert AGENT_SPECS == ("random", "heuristic", "ismcts:easy", "ismcts:normal", "ismcts:hard")


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("minimax", "unknown agent 'minimax'"),
        ("ismcts:insane", "unknown ismcts level 'insane'"),
        ("random:hard", "unknown agent 'random:hard'"),
        ("heuristic", "no heuristic player for game 'tiny'"),
    ],
)
def test_make_agent_rejects_unknown_specs(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_agent(spec, "tiny")


def test_ismcts_rejects_a_bad_level_or_budget() -> None:
    with pytest.raises(ValueError, match="unknown ismcts level"):
        ISMCTSAgent("expert")
    with pytest.raises(ValueError, match="unknown tree shape 'deep'"):
        ISMCTSAgent(tree="deep")
    with pytest.raises(ValueError, match="at least one iteration"):
        ISMCTSAgent(budget=Budget(1.0, 0))


def test_time_budget_of_each_agent_spec():
    assert time_budget("random") == time_budget("heuristic") == 0.0
    assert time_budget("ismcts") == LEVELS["normal"].seconds
    assert time_budget("ismcts:hard") == LEVELS["hard"].seconds > time_budget("ismcts:easy") > 0
    with pytest.raises(ValueError, match="unknown ismcts level"):
        time_budget("ismcts:godlike")


def test_round_reward_follows_the_score_direction_and_counts_losses() -> None:
    assert round_reward((1.0, 0.0, 0.0), (0.0, 0.0, 0.0)) == (1.0, 0.0, 0.0)  # one token won: all of it
    assert round_reward((2.0, 2.0), (1.0, 1.0)) == (0.5, 0.5)
    assert round_reward((3.0, 3.0), (3.0, 3.0)) == (0.5, 0.5)  # nobody gained
    assert round_reward((-2.0, 0.0), (0.0, 0.0)) == (0.0, 1.0)  # losing points is worse than nothing
    assert round_reward((-4.0, -1.0, 2.0), (0.0, 0.0, 0.0)) == (0.0, 3 / 9, 6 / 9)
    assert round_reward((3.0, 0.0), (0.0, 0.0), "low") == (0.0, 1.0)  # the lowest score wins: points are bad
    assert round_reward((-3.0, 1.0), (0.0, 0.0), "low") == (1.0, 0.0)


def test_ismcts_reads_round_scores_in_the_declared_direction() -> None:
    # The winning-move scenario in a match to two tokens: the round ends, the match goes on, so the search rewards
    # the round. Declared "high", winning the round (the 5) is right; declared "low", losing it (the 9) is.
    state = play(GAME.new_game(2, 0, {"target": 2}, deck=[1, 5, 9, 2, 4, 3, 6, 7, 8]), p(1), p(2), p(4))
    observation = state.observation(0)
    for score, expected in (("high", p(5)), ("low", p(9))):
        game = dataclasses.replace(GAME, score=score)
        agent = ISMCTSAgent(budget=Budget(None, 300), policy=GamePolicy())
        assert agent.choose(InformationSet(game, observation), random.Random(0)) == expected


def test_ismcts_stops_playouts_at_the_horizon_and_evaluates_there() -> None:
    # An evaluation that likes seat 0 having led the 9 decides the choice; with a horizon of 0 no playout step runs.
    playouts = 0

    def playout_action(state: State, rng: random.Random) -> Action:
        nonlocal playouts
        playouts += 1
        return state.legal_actions()[0]

    evaluated: list[int] = []

    def evaluate(state: State) -> tuple[float, ...]:
        evaluated.append(len(state.history))
        return (1.0, 0.0) if state.history[0] == p(9) else (0.0, 1.0)

    state = GAME.new_game(2, 0, {"target": 5}, deck=[1, 5, 9, 2, 4, 3, 6, 7, 8])
    for horizon in (0, 2):
        evaluated.clear()
        policy = GamePolicy(playout_action, evaluate=evaluate, horizon=horizon)
        agent = ISMCTSAgent(budget=Budget(None, 60), policy=policy)
        assert agent.choose(state.information_set(0), random.Random(0)) == p(9)
        assert evaluated and agent.last_iterations == len(evaluated)
    assert playouts > 0  # only with the horizon of 2


def test_the_easy_level_forgets_what_the_rules_leave_to_memory() -> None:
    # Memory (tests/memory_game.py): after peeking at a card, a level with perfect recall decides from the value;
    # the easy level forgets each value with its chance per turn, the same way every time for the same match.
    # Games without memory rules: no change.
    from memory_game import GAME as MEMORY_GAME

    assert memory("ismcts:easy") == MEMORY["easy"] > 0.0
    assert memory("ismcts") == memory("ismcts:hard") == memory("random") == memory("heuristic") == 0.0
    state = MEMORY_GAME.new_game(2, 3, {}, deck=[3, 1, 4, 2])
    state.apply(Action.of("peek", 0))
    assert state.recall_view(0, lambda key, turns: turns == 0)["peeked"] == [{"position": 0, "card": 3}]
    state.apply(Action.of("peek", 1))
    state.apply(Action.of("peek", 2))
    assert seat_view(state, 0, "ismcts:hard")["peeked"][0] == {"position": 0, "card": 3}
    assert state.recall_view(0, lambda key, turns: False)["peeked"] == []
    assert state.recall_view(0, lambda key, turns: True) == state.observation(0)
    assert seat_view(state, 0, "ismcts:easy") == seat_view(state.clone(), 0, "ismcts:easy")  # deterministic
    tiny = GAME.new_game(2, 1)
    assert seat_view(tiny, 0, "ismcts:easy") == tiny.observation(0)
    # the worlds a search that forgot samples put any card where it looked; those of perfect recall, the one it saw
    forgot = InformationSet(MEMORY_GAME, state.recall_view(0, lambda key, turns: False))
    kept = InformationSet(MEMORY_GAME, seat_view(state, 0, "ismcts:hard"))
    assert len({forgot.determinize(random.Random(s)).row[0] for s in range(40)}) > 1
    assert {kept.determinize(random.Random(s)).row[0] for s in range(40)} == {3}


def test_a_memory_lasts_each_turn_with_the_chance_of_its_level() -> None:
    # keeper: kept through t turns with probability (1 - rate) ** t, one draw per memory (seeded: no flakiness),
    # so a memory once lost stays lost; another seed or seat forgets other things.
    rate = 0.25
    keeps = keeper(rate, 11, 0)
    keys = [f"{v}@{step}" for v in range(14) for step in range(40)]
    for turns in (1, 2, 4):
        share = sum(keeps(k, turns) for k in keys) / len(keys)
        assert abs(share - (1 - rate) ** turns) < 0.05
    assert all(keeps(k, 0) for k in keys)
    assert not any(keeps(k, 3) and not keeps(k, 2) for k in keys)  # lost for good
    assert [keeps(k, 2) for k in keys] == [keeper(rate, 11, 0)(k, 2) for k in keys]
    assert [keeps(k, 2) for k in keys] != [keeper(rate, 12, 0)(k, 2) for k in keys]
    assert [keeps(k, 2) for k in keys] != [keeper(rate, 11, 1)(k, 2) for k in keys]
    assert all(keeper(0.0, 1, 0)(k, 99) for k in keys) and not any(keeper(1.0, 1, 0)(k, 1) for k in keys)
