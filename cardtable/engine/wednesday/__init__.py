"""Wednesday (ونزدی), the climbing and shedding game for 2–6 players, five rounds, lowest total wins: rules in
``shared/rules/wednesday.md``.

``GAME`` is the registered :class:`~cardtable.engine.base.GameInfo`. Card and character data:
:mod:`cardtable.engine.wednesday.cards`; decisions, events and observations: :mod:`cardtable.engine.wednesday.state`;
determinization: :mod:`cardtable.engine.wednesday.determinize`.
"""

from __future__ import annotations

from cardtable.engine.base import QT_TRANSLATE_NOOP, GameInfo
from cardtable.engine.wednesday.determinize import determinize
from cardtable.engine.wednesday.state import WednesdayOptions, WednesdayState, new_game

GAME = GameInfo(
    id="wednesday",
    name=QT_TRANSLATE_NOOP("Games", "Wednesday"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Play higher or pass, shed your cursed cards while the characters change the rules: lowest total wins."
    ),
    min_players=2,
    max_players=6,
    rules_file="wednesday.md",
    options_model=WednesdayOptions,
    factory=new_game,
    determinize=determinize,
    table="cardtable.ui.games.wednesday:WednesdayTable",
    heuristic="cardtable.ai.heuristics.wednesday:WednesdayHeuristic",
    search="cardtable.ai.heuristics.wednesday",
    event_kinds=(
        "cleared",
        "dealt",
        "drew",
        "drew_card",
        "match_end",
        "next_character",
        "passed",
        "played",
        "reshuffled",
        "revealed",
        "round_end",
        "round_start",
        "sixes",
        "took",
        "wednesday_moved",
    ),
    score="low",
    multi_round=True,
    hidden_own_cards=False,
    rules_version=1,
)

__all__ = ["GAME", "WednesdayOptions", "WednesdayState", "determinize", "new_game"]
