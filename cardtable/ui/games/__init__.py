"""The games as the app shows them, read from each game's manifest (:class:`~cardtable.engine.base.GameInfo`):
translated names and one-line descriptions, the table class, and which games the app offers.

Nothing here is per game: a game's table is its manifest's ``table`` (``"module:Class"``, a
:class:`~cardtable.ui.table.base.GameTable` subclass), its name and blurb are the manifest's English texts (marked
``QT_TRANSLATE_NOOP("Games", ...)`` in the engine package), translated here in the ``"Games"`` context.
"""

from __future__ import annotations

import importlib

from cardtable.engine.base import GameInfo
from cardtable.engine.registry import all_games, get_game
from cardtable.ui.i18n import translate
from cardtable.ui.table.base import GameTable


def game_name(game_id: str) -> str:
    """The translated display name of ``game_id``; the id itself for a game this build does not have (a statistics
    file may name one)."""
    try:
        return translate("Games", get_game(game_id).name)
    except KeyError:
        return game_id


def game_blurb(game_id: str) -> str:
    """One translated line on what the game is ("" if its manifest has none). Raises ``KeyError`` for an unknown
    game."""
    text = get_game(game_id).blurb
    return translate("Games", text) if text else ""


def playable_games() -> list[GameInfo]:
    """The registered games that have a table (manifest ``table``), in registry order."""
    return [game for game in all_games() if game.table]


def table_class(game_id: str) -> type[GameTable]:
    """The :class:`GameTable` subclass drawing ``game_id``. Raises ``KeyError`` if the game is unknown or has no
    table."""
    spec = get_game(game_id).table
    if not spec:
        raise KeyError(f"no table for game {game_id!r}")
    module, _, cls = spec.partition(":")
    table: type[GameTable] = getattr(importlib.import_module(module), cls)
    return table
