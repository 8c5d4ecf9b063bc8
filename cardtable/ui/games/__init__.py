"""Per-game table modules, found by game id, plus the translated game names and one-line descriptions.

Adding a game's table is one entry in :data:`TABLE_MODULES` (``"module:Class"``, the class a
:class:`~cardtable.ui.table.base.GameTable` subclass); the shell lists a game on the start screen only when the
engine registry has it *and* it has a table here.
"""

from __future__ import annotations

import importlib

from cardtable.engine.base import GameInfo
from cardtable.engine.registry import GAME_IDS, get_game
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, translate
from cardtable.ui.table.base import GameTable

TABLE_MODULES: dict[str, str] = {
    "animals": "cardtable.ui.games.animals:AnimalsTable",
    "schotten_totten": "cardtable.ui.games.schotten_totten:SchottenTottenTable",
}

# Names exactly as in the rules files (English here, Persian in translations/cardtable_fa.ts).
GAME_NAMES: dict[str, str] = {
    "animals": QT_TRANSLATE_NOOP("Games", "Power-Hungry Animals"),
    "schotten_totten": QT_TRANSLATE_NOOP("Games", "Schotten Totten"),
    "mindbug": QT_TRANSLATE_NOOP("Games", "Mindbug: First Contact"),
    "silver": QT_TRANSLATE_NOOP("Games", "Silver: Coin and Dagger"),
    "wednesday": QT_TRANSLATE_NOOP("Games", "Wednesday"),
    "plague": QT_TRANSLATE_NOOP("Games", "Plague"),
}

GAME_BLURBS: dict[str, str] = {
    "animals": QT_TRANSLATE_NOOP(
        "Games", "One card in hand, draw one, play one: be the last animal standing or hold the highest card."
    ),
    "schotten_totten": QT_TRANSLATE_NOOP(
        "Games", "Two clans fight over nine boundary stones with poker-like formations."
    ),
    "mindbug": QT_TRANSLATE_NOOP("Games", "Creature duel where you may take over the card your opponent just played."),
    "silver": QT_TRANSLATE_NOOP("Games", "Swap cards and use their powers to have the lowest village at the end."),
    "wednesday": QT_TRANSLATE_NOOP(
        "Games", "Climb and shed over five rounds: beat the last play or pass; lowest score wins."
    ),
    "plague": QT_TRANSLATE_NOOP("Games", "A trick-taking game for two to four players, with priests and fortresses."),
}


def game_name(game_id: str) -> str:
    """The translated display name of ``game_id`` (the engine's English name if the table lacks it)."""
    text = GAME_NAMES.get(game_id)
    return translate("Games", text) if text else get_game(game_id).name


def game_blurb(game_id: str) -> str:
    """One translated line on what the game is ("" if none)."""
    text = GAME_BLURBS.get(game_id)
    return translate("Games", text) if text else ""


def playable_games() -> list[GameInfo]:
    """Games with both an engine (in the registry) and a table module, in registry order."""
    return [get_game(g) for g in GAME_IDS if g in TABLE_MODULES]


def table_class(game_id: str) -> type[GameTable]:
    """The :class:`GameTable` subclass drawing ``game_id``. Raises ``KeyError`` if the game has no table."""
    if game_id not in TABLE_MODULES:
        raise KeyError(f"no table for game {game_id!r}")
    module, cls = TABLE_MODULES[game_id].split(":")
    table: type[GameTable] = getattr(importlib.import_module(module), cls)
    return table
