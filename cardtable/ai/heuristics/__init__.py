"""Per-game heuristic players, found by game id.

Each entry maps a game id to ``"module:Class"``; the class is an :class:`~cardtable.ai.base.Agent` taking no
constructor arguments. Imported lazily so a game's heuristic loads only when asked for.
"""

from __future__ import annotations

import importlib

from cardtable.ai.base import Agent

HEURISTICS: dict[str, str] = {
    "animals": "cardtable.ai.heuristics.animals:AnimalsHeuristic",
    "schotten_totten": "cardtable.ai.heuristics.schotten_totten:SchottenTottenHeuristic",
}


def make_heuristic(game_id: str) -> Agent:
    """A new heuristic player for ``game_id``. Raises ``KeyError`` if the game has no heuristic."""
    if game_id not in HEURISTICS:
        raise KeyError(f"no heuristic player for game {game_id!r}")
    module, cls = HEURISTICS[game_id].split(":")
    agent: Agent = getattr(importlib.import_module(f"{module}"), cls)()
    return agent
