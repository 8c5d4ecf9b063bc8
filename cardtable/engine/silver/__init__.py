"""Silver: Coin and Dagger (سیلور سکه و خنجر), 2–4 players, 4 rounds, lowest total wins: rules in
``shared/rules/silver.md``.

``GAME`` is the registered :class:`~cardtable.engine.base.GameInfo`. Cards and the four decks are tables in
:mod:`cardtable.engine.silver.cards`, each ability a function in :mod:`cardtable.engine.silver.abilities`;
decisions, events and observations are in :mod:`cardtable.engine.silver.state`, determinization in
:mod:`cardtable.engine.silver.determinize`.
"""

from __future__ import annotations

from cardtable.engine.base import QT_TRANSLATE_NOOP, GameInfo
from cardtable.engine.silver.determinize import determinize
from cardtable.engine.silver.state import SilverOptions, SilverState, new_game

GAME = GameInfo(
    id="silver",
    name=QT_TRANSLATE_NOOP("Games", "Silver"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Keep the fewest werewolves in a village of cards you barely know, then call the census."
    ),
    min_players=2,
    max_players=4,
    rules_file="silver.md",
    options_model=SilverOptions,
    factory=new_game,
    determinize=determinize,
    table="cardtable.ui.games.silver:SilverTable",
    heuristic="cardtable.ai.heuristics.silver:SilverHeuristic",
    search="cardtable.ai.heuristics.silver",
    event_kinds=(
        "ability_skipped",
        "ability_void",
        "beside",
        "burned",
        "census",
        "dealt",
        "discard_start",
        "discarded",
        "drew",
        "drew_card",
        "exchanged",
        "flipped",
        "generous",
        "looked",
        "match_end",
        "placed",
        "reversed",
        "rotated",
        "round_end",
        "round_start",
        "saw",
        "scored",
        "swapped",
        "token",
        "token_used",
        "took",
        "witch_placed",
        "zombie_given",
        "zombie_stays",
    ),
    score="low",
    multi_round=True,
    hidden_own_cards=True,
    rules_version=1,
)

__all__ = ["GAME", "SilverOptions", "SilverState", "determinize", "new_game"]
