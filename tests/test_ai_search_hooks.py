"""Every game's search hooks as the hard level uses them: a game's heuristics module is read for hooks by name
(:func:`cardtable.ai.ismcts.game_policy`), so a helper imported under a hook's name (an engine's ``determinize``
taking an observation, not an information set) would break the search."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.ismcts import INFER, Budget, ISMCTSAgent
from cardtable.engine.registry import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
def test_the_hard_search_chooses_a_legal_action_at_a_games_first_decisions(game_id: str) -> None:
    assert INFER["hard"]  # the hard level searches with the game's own determinize hook, if it has one
    game = get_game(game_id)
    state = game.new_game(game.min_players, 7)
    agent = ISMCTSAgent("hard", budget=Budget(None, 12), infer=True)
    rng = random.Random(7)
    for _ in range(6):
        if state.is_terminal:
            break
        seat = state.to_move
        assert seat is not None
        action = agent.choose(state.information_set(seat), rng)
        assert action in state.legal_actions()
        state.apply(action)
