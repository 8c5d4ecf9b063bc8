"""Pure-Python rule engines (no Qt). See :mod:`cardtable.engine.base` for the contract."""

from cardtable.engine.base import (
    Action,
    Decision,
    Event,
    GameInfo,
    IllegalActionError,
    InformationSet,
    NoOptions,
    OptionsError,
    Outcome,
    State,
    replay,
)
from cardtable.engine.registry import GAME_IDS, all_games, get_game

__all__ = [
    "GAME_IDS",
    "Action",
    "Decision",
    "Event",
    "GameInfo",
    "IllegalActionError",
    "InformationSet",
    "NoOptions",
    "OptionsError",
    "Outcome",
    "State",
    "all_games",
    "get_game",
    "replay",
]
