"""Plague (طاعون), 2–4 players: the rock-paper-scissors trick-taker; rules in ``shared/rules/plague.md``.

``GAME`` is the registered :class:`~cardtable.engine.base.GameInfo`. Cards are the ints 0–42 of
:mod:`cardtable.engine.plague.cards`; decisions, events and observations are described in
:mod:`cardtable.engine.plague.state`, determinization in :mod:`cardtable.engine.plague.determinize`.
"""

from __future__ import annotations

from cardtable.engine.base import QT_TRANSLATE_NOOP, GameInfo
from cardtable.engine.plague.determinize import determinize
from cardtable.engine.plague.state import PlagueOptions, PlagueState, new_game, resolve_trick

GAME = GameInfo(
    id="plague",
    name=QT_TRANSLATE_NOOP("Games", "Plague"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Red beats green, green beats blue, blue beats red: win tricks, but not the ones with a Plague on top."
    ),
    min_players=2,
    max_players=4,
    rules_file="plague.md",
    table="cardtable.ui.games.plague:PlagueTable",
    options_model=PlagueOptions,
    factory=new_game,
    determinize=determinize,
    heuristic="cardtable.ai.heuristics.plague:PlagueHeuristic",
    search="cardtable.ai.heuristics.plague",
    event_kinds=("dealt", "match_end", "played", "priest_move", "round_end", "round_start", "trick_won"),
    score="high",
    multi_round=True,
    hidden_own_cards=False,
    rules_version=1,
)

__all__ = ["GAME", "PlagueOptions", "PlagueState", "determinize", "new_game", "resolve_trick"]
