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
from cardtable.engine.registry import GAMES, all_games, game_ids, get_game

__all__ = [
    "GAMES",
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
    "game_ids",
    "get_game",
    "replay",
]
