"""Power-Hungry Animals (حیوانات قدرت‌طلب), 2–6 players: rules in ``shared/rules/animals.md``.

``GAME`` is the registered :class:`~cardtable.engine.base.GameInfo`. Cards are encoded as their values 0–10
(:mod:`cardtable.engine.animals.cards`); decisions, events and observations are described in
:mod:`cardtable.engine.animals.state`, determinization in :mod:`cardtable.engine.animals.determinize`.
"""

from __future__ import annotations

from cardtable.engine.animals.determinize import determinize
from cardtable.engine.animals.state import AnimalsOptions, AnimalsState, new_game
from cardtable.engine.base import QT_TRANSLATE_NOOP, GameInfo

GAME = GameInfo(
    id="animals",
    name=QT_TRANSLATE_NOOP("Games", "Power-Hungry Animals"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "One card in hand, draw one, play one: be the last animal standing or hold the highest card."
    ),
    min_players=2,
    max_players=6,
    rules_file="animals.md",
    options_model=AnimalsOptions,
    factory=new_game,
    determinize=determinize,
    table="cardtable.ui.games.animals:AnimalsTable",
    heuristic="cardtable.ai.heuristics.animals:AnimalsHeuristic",
    search="cardtable.ai.heuristics.animals",
    event_kinds=(
        "compared",
        "deal",
        "dealt",
        "discarded",
        "draw",
        "drew",
        "eliminated",
        "grave_dog",
        "grave_dog_done",
        "guessed",
        "king_cat_found",
        "looked",
        "magician",
        "match_end",
        "mousetrap_done",
        "no_effect",
        "played",
        "protected",
        "protection_ended",
        "put_back",
        "rabbit",
        "received",
        "removed_face_up",
        "round_end",
        "round_start",
        "swapped",
        "targeted",
        "token",
    ),
    score="high",
    multi_round=True,
    hidden_own_cards=False,
    rules_version=1,
)

__all__ = ["GAME", "AnimalsOptions", "AnimalsState", "determinize", "new_game"]
