"""Helper process for tests/ui/test_controller.py::test_a_computer_player_whose_app_was_killed_exits (not a test
module): an "app" whose computer player thinks forever.

The module level replaces the agent factory with one whose search only ends when asked to stop; it runs again in the
spawned worker (``spawn`` imports the main module there), so the worker's agent is that one. ``python
orphan_worker.py`` starts an :class:`~cardtable.controllers.worker.AgentWorker`, asks it a decision, and once the
worker's search has started the worker prints ``thinking <pid>`` on the shared stdout; the test then kills this
process and checks that the worker ends by itself.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable

import cardtable.ai
from cardtable.ai.base import Agent, never
from cardtable.engine.base import Action, InformationSet


class ThinksForever(Agent):
    name = "forever"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        print(f"thinking {os.getpid()}", flush=True)
        while not should_stop():
            time.sleep(0.05)
        return infoset.legal_actions()[0]


cardtable.ai.make_agent = lambda _spec, _game_id: ThinksForever()


if __name__ == "__main__":
    from PySide6.QtCore import QCoreApplication

    from cardtable.controllers.worker import AgentWorker
    from cardtable.engine.registry import get_game

    app = QCoreApplication(sys.argv[:1])
    worker = AgentWorker(patience=lambda _spec: 3600.0)
    worker.request("animals", "random", get_game("animals").new_game(2, 1, {}).observation(0), 1)
    sys.exit(app.exec())
