"""Power-Hungry Animals (حیوانات قدرت‌طلب), 2–6 players: rules in ``shared/rules/animals.md``.

``GAME`` is the registered :class:`~cardtable.engine.base.GameInfo`. Cards are encoded as their values 0–10
(:mod:`cardtable.engine.animals.cards`); decisions, events and observations are described in
:mod:`cardtable.engine.animals.state`, determinization in :mod:`cardtable.engine.animals.determinize`.
"""

from __future__ import annotations

from cardtable.engine.animals.determinize import determinize
from cardtable.engine.animals.state import AnimalsOptions, AnimalsState, new_game
from cardtable.engine.base import GameInfo

GAME = GameInfo(
    id="animals",
    name="Power-Hungry Animals",
    name_fa="حیوانات قدرت‌طلب",
    min_players=2,
    max_players=6,
    rules_file="animals.md",
    options_model=AnimalsOptions,
    factory=new_game,
    determinize=determinize,
)

__all__ = ["GAME", "AnimalsOptions", "AnimalsState", "determinize", "new_game"]
