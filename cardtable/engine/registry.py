"""The registry of games: id -> the game's manifest, a :class:`~cardtable.engine.base.GameInfo`.

Each game lives in ``cardtable.engine.<id>`` and exposes ``GAME: GameInfo``, its manifest: engine, options, table,
heuristic and search hooks, name, blurb, rules page and capabilities. Adding a game is its manifest plus one entry in
:data:`GAMES`; the start screen, the new-game dialog, the rules page, saves, the arena and the computer players find
it from there (``tests/ui/test_manifest.py``).
"""

from __future__ import annotations

import importlib
from functools import cache

from cardtable.engine.base import GameInfo

GAMES: dict[str, str] = {
    "animals": "cardtable.engine.animals:GAME",
    "schotten_totten": "cardtable.engine.schotten_totten:GAME",
    "mindbug": "cardtable.engine.mindbug:GAME",
    "silver": "cardtable.engine.silver:GAME",
    "wednesday": "cardtable.engine.wednesday:GAME",
    "plague": "cardtable.engine.plague:GAME",
}
"""The implemented games: id -> ``"module:attribute"`` of its manifest, in the order the start screen lists them."""


@cache
def load_manifest(spec: str) -> GameInfo:
    """The :class:`GameInfo` named by ``spec`` (``"module:attribute"``). Raises ``ImportError`` /
    ``AttributeError`` if there is none, ``TypeError`` if it is not a GameInfo."""
    module, _, attribute = spec.partition(":")
    game = getattr(importlib.import_module(module), attribute or "GAME")
    if not isinstance(game, GameInfo):
        raise TypeError(f"{spec} is not a GameInfo")
    return game


def game_ids() -> tuple[str, ...]:
    """Ids of the implemented games, in :data:`GAMES` order."""
    return tuple(GAMES)


def get_game(game_id: str) -> GameInfo:
    """The GameInfo for ``game_id``. Raises ``KeyError`` with the known ids if there is no such game."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}")
    game = load_manifest(GAMES[game_id])
    if game.id != game_id:
        raise KeyError(f"the manifest {GAMES[game_id]} declares game {game.id!r}, not {game_id!r}")
    return game


def all_games() -> list[GameInfo]:
    """Every implemented game, in :data:`GAMES` order."""
    return [get_game(g) for g in GAMES]
