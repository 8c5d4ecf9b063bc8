"""A State kept by a controller (``keep_round_end``) remembers each seat's view of the round that just ended, before
the next deal, so the table can show the round end over the cards that decided it."""

from __future__ import annotations

import random

from cardtable.engine.registry import get_game


def play_to_next_round(game_id: str, seed: int, options: dict, keep: bool = True):
    state = get_game(game_id).new_game(2, seed, options)
    state.keep_round_end = keep
    rng = random.Random(seed)
    events = []
    while state.round_index == 0 and not state.is_terminal:
        events = state.apply(rng.choice(state.legal_actions()))
    return state, events


def test_animals_round_end_view_is_the_ended_round():
    for seed in range(10):
        state, events = play_to_next_round("animals", seed, {"tokens_to_win": 3})
        end = next(e for e in events if e.kind == "round_end")
        for seat in (0, 1):
            view = state.round_end_observation(seat)
            assert view["round"] == 0 and view["decision"] is None and view["to_move"] is None
            assert view["played"] == end.data["played"]
            assert view["tokens"] == [int(t) for t in state.scores()]  # the round's token is given
        assert state.observation(0)["round"] == 1  # the State itself has dealt the next round


def test_schotten_totten_game_end_view_is_the_ended_game():
    for seed in range(4):
        state, events = play_to_next_round("schotten_totten", seed, {"games": 2})
        end = next(e for e in events if e.kind == "game_over")
        view = state.round_end_observation(0)
        assert view["round"] == 0 and view["decision"] is None
        owners = [s["claimed_by"] for s in view["stones"]]
        assert [owners.count(0), owners.count(1)] == end.data["stones"]
        assert all(s["claimed_by"] is None for s in state.observation(0)["stones"])  # the next game is dealt


def test_no_view_is_kept_unless_asked_and_clones_keep_none():
    state, _events = play_to_next_round("animals", 1, {"tokens_to_win": 3}, keep=False)
    assert state.round_end_observation(0) is None
    kept, _events = play_to_next_round("animals", 1, {"tokens_to_win": 3})
    copy = kept.clone()
    assert copy.round_end_observation(0) is None and not copy.keep_round_end
