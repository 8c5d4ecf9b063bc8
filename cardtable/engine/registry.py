"""The registry of games: id -> :class:`~cardtable.engine.base.GameInfo`.

Each game lives in ``cardtable.engine.<id>`` and exposes ``GAME: GameInfo``. Adding a game is one entry in
``GAME_IDS``; nothing else in the app changes.
"""

from __future__ import annotations

import importlib
from functools import cache

from cardtable.engine.base import GameInfo

GAME_IDS: tuple[str, ...] = ("animals", "schotten_totten")
"""Ids of the implemented games, in the order the start screen lists them."""


@cache
def get_game(game_id: str) -> GameInfo:
    """The GameInfo for ``game_id``. Raises ``KeyError`` with the known ids if there is no such game."""
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
    game: GameInfo = importlib.import_module(f"cardtable.engine.{game_id}").GAME
    return game


def all_games() -> list[GameInfo]:
    """Every implemented game, in ``GAME_IDS`` order."""
    return [get_game(g) for g in GAME_IDS]
