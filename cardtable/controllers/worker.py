"""Computer players off the UI thread: one ``spawn``-context process per running game.

Why a process: a search in a thread would share the GIL with the UI and halve both; ``fork`` is unsafe once Qt has
started threads (see shared/notes/qt-platform.md), so the child is spawned. The child receives only what the seat may
know (its observation, as JSON) plus the agent spec and a seed, builds the
:class:`~cardtable.engine.base.InformationSet` itself, and answers with the chosen action as JSON. It never sees the
engine State.

No thread is involved on the Qt side: the parent end of the pipe is watched by a ``QSocketNotifier``, so the answer
arrives as an ordinary event on the UI thread. Cancellation is cooperative: a ``multiprocessing.Event`` handed to the
child at start is the agent's ``should_stop``.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import random
import traceback
from multiprocessing.connection import Connection
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Signal

from cardtable.engine.base import JSON, Action

_CTX = mp.get_context("spawn")


def _worker_main(conn: Connection, stop: Any) -> None:
    """The child process: answer ``(request_id, game_id, spec, observation, seed)`` requests until ``None``.

    Replies ``(request_id, action_json, None)`` or ``(request_id, None, error_text)``. Agents are cached per
    ``(spec, game_id)`` so a search's tables survive between moves.
    """
    import contextlib
    import os

    from cardtable.ai import make_agent
    from cardtable.engine.base import InformationSet
    from cardtable.engine.registry import get_game

    with contextlib.suppress(AttributeError, OSError):
        os.nice(5)  # searches yield the CPU to the UI process on a busy machine

    agents: dict[tuple[str, str], Any] = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        request_id, game_id, spec, observation, seed = msg
        try:
            agent = agents.get((spec, game_id))
            if agent is None:
                agent = agents[(spec, game_id)] = make_agent(spec, game_id)
            infoset = InformationSet(get_game(game_id), observation)
            action = agent.choose(infoset, random.Random(seed), stop.is_set)
            reply: tuple[int, JSON, str | None] = (request_id, action.to_json(), None)
        except Exception:
            reply = (request_id, None, traceback.format_exc())
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


class AgentWorker(QObject):
    """Runs agent decisions in a spawned child process.

    Signals: ``chosen(request_id: int, action: Action)`` when a decision arrives, ``failed(request_id: int,
    message: str)`` when the agent raised. Slots/methods: :meth:`request`, :meth:`cancel`, :meth:`close`.
    Only one request runs at a time: a new request while one is running raises ``RuntimeError``; a request made
    after :meth:`cancel` waits until the cancelled search has stopped, then starts.
    """

    chosen = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._conn: Connection | None = None
        self._process: Any = None
        self._stop = _CTX.Event()
        self._notifier: QSocketNotifier | None = None
        self._running: int | None = None
        self._queued: tuple[int, str, str, dict[str, JSON], int] | None = None
        self._next_id = 0

    # --- lifecycle ---------------------------------------------------------------------------------------------------
    def _ensure_started(self) -> Connection:
        if self._conn is None:
            parent_end, child_end = _CTX.Pipe(duplex=True)
            self._process = _CTX.Process(
                target=_worker_main, args=(child_end, self._stop), name="cardtable-ai", daemon=True
            )
            self._process.start()
            child_end.close()
            self._conn = parent_end
            self._notifier = QSocketNotifier(parent_end.fileno(), QSocketNotifier.Type.Read, self)
            self._notifier.activated.connect(self._on_readable)
        return self._conn

    @property
    def busy(self) -> bool:
        """True while a request is running in the child."""
        return self._running is not None

    @property
    def process_alive(self) -> bool:
        """True while the child process exists (for tests and diagnostics)."""
        return self._process is not None and self._process.is_alive()

    def request(self, game_id: str, spec: str, observation: dict[str, JSON], seed: int) -> int:
        """Ask agent ``spec`` (e.g. ``"ismcts:hard"``) to decide from ``observation`` with ``random.Random(seed)``.

        Returns the request id that ``chosen``/``failed`` will carry. Raises ``RuntimeError`` if busy. A child
        process that ended (crashed, or killed from outside) is replaced by a new one.
        """
        if self._running is not None and self._running > 0:
            raise RuntimeError("the computer player is still thinking")
        if self._process is not None and not self._process.is_alive():
            self._drop_connection()
            self._process.join(0)
            self._process = None
            self._running = self._queued = None
        conn = self._ensure_started()
        self._next_id += 1
        message = (self._next_id, game_id, spec, observation, seed)
        if self._running is not None:  # a cancelled search is still winding down: start after its answer
            self._queued = message
        else:
            self._stop.clear()
            self._running = self._next_id
            conn.send(message)
        return self._next_id

    def cancel(self) -> None:
        """Ask the running search to stop; its (early) answer is discarded when it arrives."""
        self._queued = None
        if self._running is not None and self._running > 0:
            self._stop.set()
            self._running = -self._running  # a negative id marks the answer as unwanted

    def _on_readable(self) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            if not conn.poll():
                return
            request_id, action_json, error = conn.recv()
        except (EOFError, OSError):
            self._drop_connection()
            if self._running is not None and self._running > 0:
                rid, self._running = self._running, None
                self.failed.emit(rid, "the computer-player process ended unexpectedly")
            return
        wanted = self._running
        self._running = None
        if wanted is not None and wanted < 0 and self._queued is not None:
            self._stop.clear()
            self._running = self._queued[0]
            conn.send(self._queued)
            self._queued = None
        if wanted is None or wanted < 0 or wanted != request_id:
            return
        if error is not None:
            self.failed.emit(request_id, error)
        else:
            self.chosen.emit(request_id, Action.from_json(action_json))

    def _drop_connection(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def close(self, timeout: float = 5.0) -> None:
        """Stop any search, end the child process and wait for it (``timeout`` seconds, then terminate it).

        Afterwards no process or thread of this worker runs. Safe to call twice.
        """
        self._stop.set()
        self._running = None
        self._queued = None
        if self._conn is not None:
            with contextlib.suppress(BrokenPipeError, OSError):
                self._conn.send(None)
        self._drop_connection()
        if self._process is not None:
            self._process.join(timeout)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout)
            self._process = None
