"""Per-game heuristic players, found through the game's manifest (``GameInfo.heuristic``, ``"module:Class"``; the
class is an :class:`~cardtable.ai.base.Agent` taking no constructor arguments). Imported lazily so a game's
heuristic loads only when asked for.
"""

from __future__ import annotations

import importlib

from cardtable.ai.base import Agent
from cardtable.engine.base import GameInfo
from cardtable.engine.registry import get_game


def heuristic_spec(game: GameInfo | str) -> str:
    """The manifest's ``"module:Class"`` of ``game``'s heuristic player ("" if it has none or the id is unknown)."""
    if isinstance(game, str):
        try:
            game = get_game(game)
        except KeyError:
            return ""
    return game.heuristic


def make_heuristic(game: GameInfo | str) -> Agent:
    """A new heuristic player for ``game`` (a manifest or a registered id). Raises ``KeyError`` if the game has no
    heuristic."""
    spec = heuristic_spec(game)
    if not spec:
        raise KeyError(f"no heuristic player for game {game if isinstance(game, str) else game.id!r}")
    module, _, cls = spec.partition(":")
    agent: Agent = getattr(importlib.import_module(module), cls)()
    return agent
