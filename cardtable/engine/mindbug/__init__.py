"""Mindbug: First Contact (شکارچی ذهن), two players: rules in ``shared/rules/mindbug.md``.

``GAME`` is the registered :class:`~cardtable.engine.base.GameInfo`. Card data: :mod:`.cards` (one table, 48
physical cards with their own ids); abilities: :mod:`.abilities`; the match state with its stack of pending effects,
decisions, events and observations: :mod:`.state`; determinization: :mod:`.determinize`.
"""

from __future__ import annotations

from cardtable.engine.base import QT_TRANSLATE_NOOP, GameInfo
from cardtable.engine.mindbug.determinize import determinize
from cardtable.engine.mindbug.state import MindbugOptions, MindbugState, new_game

GAME = GameInfo(
    id="mindbug",
    name=QT_TRANSLATE_NOOP("Games", "Mindbug"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Play creatures or attack with them, but beware: your opponent may steal what you play."
    ),
    min_players=2,
    max_players=2,
    rules_file="mindbug.md",
    options_model=MindbugOptions,
    factory=new_game,
    determinize=determinize,
    table="cardtable.ui.games.mindbug:MindbugTable",
    heuristic="cardtable.ai.heuristics.mindbug:MindbugHeuristic",
    search="cardtable.ai.heuristics.mindbug",
    event_kinds=(
        "attacked",
        "blocked",
        "control",
        "declined",
        "defeated",
        "discarded",
        "drew",
        "drew_cards",
        "effect",
        "entered",
        "exhausted",
        "fight",
        "game_over",
        "hunted",
        "life",
        "mindbugged",
        "no_effect",
        "played",
        "setup",
        "stolen",
        "stolen_cards",
        "suppressed",
        "to_hand",
        "turn",
        "unblocked",
    ),
    score="high",
    multi_round=False,
    hidden_own_cards=False,
    rules_version=1,
)

__all__ = ["GAME", "MindbugOptions", "MindbugState", "determinize", "new_game"]
