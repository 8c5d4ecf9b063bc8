"""The computer-player process's main loop (the child side of :class:`cardtable.controllers.worker.AgentWorker`).

Kept free of Qt and of the app, so a spawned child imports only the engines and the computer players: it starts
sooner, and notices sooner that the app is gone.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import threading
import time
import traceback
from multiprocessing.connection import Connection
from typing import Any

from cardtable.engine.base import JSON

PARENT_POLL = 0.25
"""Seconds between two checks whether the app that started the process is still there."""


def exit_when_orphaned(parent: int) -> None:
    """End the process as soon as ``parent`` (the app) is no longer its parent (the app died and the process was
    handed to another one), even in the middle of a search. Runs in a daemon thread of the child."""
    while os.getppid() == parent:
        time.sleep(PARENT_POLL)
    os._exit(0)


def serve(requests: Connection, answers: Connection, stop: Any, parent: int) -> None:
    """Answer ``(request_id, game_id, spec, observation, seed)`` requests from ``requests`` until ``None`` or the
    end of the pipe.

    Replies on ``answers`` with ``(request_id, action_json, None)`` or ``(request_id, None, error_text)``; for a hint
    (``spec`` is ``"hint:"`` + an ismcts spec, :data:`cardtable.ai.HINT_SPEC`) the answer is the list of that
    level's top choices (``Advice.to_json()``, highest estimated chance first) for the seat whose observation it
    is. ``stop`` is a shared boolean (``stop.value``) that is the agent's ``should_stop``. Agents are cached per
    ``(spec, game_id)`` so a search's tables survive between moves. Ctrl+C in a terminal reaches the whole process
    group: the process ignores it (the app stops it). It exits on its own when ``parent`` is gone
    (:func:`exit_when_orphaned`).
    """
    threading.Thread(target=exit_when_orphaned, args=(parent,), name="parent-watch", daemon=True).start()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(AttributeError, OSError):
        os.nice(5)  # searches yield the CPU to the UI process on a busy machine

    from cardtable.ai import HINT_PREFIX, ISMCTSAgent, make_agent
    from cardtable.engine.base import InformationSet
    from cardtable.engine.registry import get_game

    agents: dict[tuple[str, str], Any] = {}

    def should_stop() -> bool:
        return bool(stop.value)

    while True:
        try:
            msg = requests.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        request_id, game_id, spec, observation, seed = msg
        try:
            agent = agents.get((spec, game_id))
            if agent is None:
                agent = agents[(spec, game_id)] = make_agent(spec.removeprefix(HINT_PREFIX), game_id)
            infoset = InformationSet(get_game(game_id), observation)
            answer: JSON
            if spec.startswith(HINT_PREFIX):
                if not isinstance(agent, ISMCTSAgent):
                    raise ValueError(f"a hint needs an ismcts level, not {spec!r}")
                answer = [a.to_json() for a in agent.advise(infoset, random.Random(seed), should_stop)]
            else:
                answer = agent.choose(infoset, random.Random(seed), should_stop).to_json()
            reply: tuple[int, JSON, str | None] = (request_id, answer, None)
        except Exception:
            reply = (request_id, None, traceback.format_exc())
        try:
            answers.send(reply)
        except (BrokenPipeError, OSError):
            return
