"""What each seat knows: the event log in order, observations, table views and spectator views (both games), and
seen-but-not-remembered events (the Memory test game)."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.animals.cards import COPIES, NUM_CARDS
from cardtable.engine.base import Action, Event, State
from cardtable.engine.registry import get_game
from tests.memory_game import GAME as MEMORY
from tests.memory_game import MemoryOptions, MemoryState

SETUPS = [
    ("animals", 2, {}),
    ("animals", 4, {}),
    ("animals", 6, {}),
    ("schotten_totten", 2, {}),
    ("schotten_totten", 2, {"tactics": True}),
    ("schotten_totten", 2, {"tactics": True, "expert": True, "games": 2}),
]


def random_match(game_id: str, players: int, options: dict, seed: int, stop: int | None = None):
    """A seeded random match: (state, the events before the first action, the events of every action in order)."""
    state = get_game(game_id).new_game(players, seed, options)
    setup = state.event_log()
    applied: list[Event] = []
    rng = random.Random(seed)
    while not state.is_terminal and (stop is None or len(state.history) < stop):
        applied.extend(state.apply(rng.choice(state.legal_actions())))
    return state, setup, applied


@pytest.mark.parametrize(("game_id", "players", "options"), SETUPS)
def test_event_log_is_every_event_in_the_order_it_happened(game_id, players, options):
    for seed in range(6):
        state, setup, applied = random_match(game_id, players, options, seed, stop=seed * 25)
        log = state.event_log()
        assert log == setup + applied
        for p in range(players):
            assert state.observation(p)["log"] == [e.to_json() for e in log if e.visible_to(p)]


@pytest.mark.parametrize(("game_id", "players", "options"), SETUPS)
def test_views_of_the_existing_games(game_id, players, options):
    """No memory rules: the table view is the observation. The spectator view holds every event and every hand."""
    for seed in range(4):
        state, _setup, _applied = random_match(game_id, players, options, seed, stop=10 + seed * 20)
        everything = [e.to_json() for e in state.event_log()]
        for p in range(players):
            observation = state.observation(p)
            assert state.table_view(p) == observation
            spectator = state.spectator_view(p)
            assert spectator["log"] == everything
            assert spectator["hand"] == observation["hand"]
            if game_id == "animals":
                others = sorted((k["seat"], k["card"]) for k in spectator["known_hands"])
                assert others == sorted((s, v) for s in range(players) if s != p for v in state.hand(s))
                located = [v for s in range(players) for v in state.hand(s)] + spectator["deck"]
                located += [v for row in spectator["played"] for v in row] + spectator["removed_face_up"]
                located += [spectator["set_aside_card"]] if spectator["set_aside_card"] is not None else []
                located += [spectator["mousetrap_card"]] if spectator["mousetrap_card"] is not None else []
                assert len(located) == NUM_CARDS and all(located.count(v) == c for v, c in enumerate(COPIES))
            else:
                assert sorted(spectator["opponent_known"]) == sorted(state.observation(1 - p)["hand"])
                decks = spectator["decks"]
                assert len(decks["clan"]) == observation["clan_deck"]
                assert len(decks["tactic"]) == observation["tactic_deck"]


def memory_match(memory_aid: bool) -> MemoryState:
    state = MEMORY.new_game(2, 3, MemoryOptions(memory_aid=memory_aid), deck=[3, 1, 4, 2])
    state.apply(Action.of("peek", 2))  # seat 0 looks at the 4
    state.apply(Action.of("peek", 0))  # seat 1 looks at the 3
    return state


def test_a_forgotten_look_keeps_its_value_only_in_the_observation():
    state = memory_match(memory_aid=False)
    observation = state.observation(0)
    assert observation["peeked"] == [{"position": 2, "card": 4}]
    assert observation["log"][-1]["data"] == {"seat": 0, "position": 2, "card": 4}  # perfect recall
    view = state.table_view(0)
    assert view["peeked"] == [{"position": 2}]
    looked = [e for e in view["log"] if e["kind"] == "peeked"]
    assert looked == [
        {
            "kind": "peeked",
            "data": {"seat": 0, "position": 2},
            "audience": [0],
            "reveals": True,
            "known_to": [],
            "unremembered": [],
        }
    ]
    assert state.spectator_view(0)["cards"] == [3, 1, 4, 2]


def test_the_memory_aid_keeps_the_value_on_the_table():
    state = memory_match(memory_aid=True)
    assert state.table_view(0) == state.observation(0)
    assert state.table_view(1)["peeked"] == [{"position": 0, "card": 3}]


def test_a_determinization_of_the_memory_game_keeps_what_was_seen():
    state = memory_match(memory_aid=False)
    rng = random.Random(1)
    for _ in range(20):
        sample: State = state.information_set(0).determinize(rng)
        assert sample.observation(0)["peeked"] == state.observation(0)["peeked"]
        assert sample.event_log() == [e for e in state.event_log() if e.visible_to(0)]
