"""Qt game controllers: one QObject per running game, wrapping an engine State (signals out, slots in)."""

from cardtable.controllers.game_controller import GameController, SeatConfig
from cardtable.controllers.worker import AgentWorker

__all__ = ["AgentWorker", "GameController", "SeatConfig"]
