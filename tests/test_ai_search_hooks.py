"""Every game's search hooks as the hard level uses them: a game's heuristics module is read for hooks by name
(:func:`cardtable.ai.ismcts.game_policy`), so a helper imported under a hook's name (an engine's ``determinize``
taking an observation, not an information set) would break the search: :func:`~cardtable.ai.ismcts.game_policy`
refuses a hook name bound to a function from another module, and every game's module passes that check."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.ismcts import INFER, Budget, ISMCTSAgent, _policy, game_policy
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


def _search_module(tmp_path, monkeypatch, name: str, source: str) -> str:
    (tmp_path / f"{name}.py").write_text(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


def test_a_helper_imported_under_a_hook_name_is_refused(tmp_path, monkeypatch) -> None:
    module = _search_module(tmp_path, monkeypatch, "hooks_imported", "from json import dumps as determinize\n")
    with pytest.raises(TypeError, match=r"hooks_imported\.determinize is json\.dumps"):
        _policy(module)


def test_a_constant_of_the_wrong_kind_is_refused(tmp_path, monkeypatch) -> None:
    module = _search_module(tmp_path, monkeypatch, "hooks_tree", "TREE = 'forest'\n")
    with pytest.raises(TypeError, match="not a valid search constant"):
        _policy(module)
    module = _search_module(tmp_path, monkeypatch, "hooks_horizon", "HORIZON = 0\n")
    with pytest.raises(TypeError, match="not a valid search constant"):
        _policy(module)
    module = _search_module(tmp_path, monkeypatch, "hooks_scope", "SCOPE = 'game'\n")
    with pytest.raises(TypeError, match="not a valid search constant"):
        _policy(module)


def test_hooks_defined_in_the_search_module_are_read(tmp_path, monkeypatch) -> None:
    source = (
        "import random\nTREE = 'own'\nHORIZON = 9\nSCOPE = 'match'\n\ndef explain(infoset, action):\n    return None\n"
    )
    policy = _policy(_search_module(tmp_path, monkeypatch, "hooks_fine", source))
    assert policy.tree == "own" and policy.horizon == 9 and policy.scope == "match" and policy.explain is not None
    assert policy.determinize is None


@pytest.mark.parametrize("game_id", [game_id for game_id in game_ids() if get_game(game_id).search])
def test_every_games_search_module_passes_the_hook_check(game_id: str) -> None:
    policy = game_policy(get_game(game_id))
    assert policy.playout_action is not None  # every game with a search module guides its playouts


def test_the_six_games_name_a_search_module() -> None:
    named = {game_id for game_id in game_ids() if get_game(game_id).search}
    assert {"animals", "schotten_totten", "mindbug", "plague", "wednesday", "silver"} <= named
