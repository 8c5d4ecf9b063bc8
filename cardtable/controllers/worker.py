"""Computer players off the UI thread: one ``spawn``-context process per running game, replaced when it fails.

Why a process: a search in a thread would share the GIL with the UI and halve both; ``fork`` is unsafe once Qt has
started threads (see shared/notes/qt-platform.md), so the child is spawned. The child receives only what the seat may
know (its observation, as JSON) plus the agent spec and a seed, builds the
:class:`~cardtable.engine.base.InformationSet` itself, and answers with the chosen action as JSON. It never sees the
engine State.

The UI thread never waits on the child. No thread is involved on the Qt side: requests go down a pipe whose write
end is non-blocking (what the pipe cannot take yet is written when a ``QSocketNotifier`` says it can), answers come
up another pipe watched by a ``QSocketNotifier``, so they arrive as ordinary events on the UI thread. Cancellation is
cooperative: a shared flag without a lock (a child stopped or killed while holding a lock would block whoever takes
it next) is the agent's ``should_stop``.

Failures: a child that dies (killed, crashed) or does not answer within :func:`patience` seconds (stopped, hung) is
killed and replaced, and the same request (same observation, same seed, so the same decision) is sent to the new
one at once; ``failed`` is emitted only when :data:`ATTEMPTS` processes in a row failed on one request. A child
that is closed or replaced is reaped in the background (killed if it has not ended :data:`GRACE` seconds later);
a child whose parent is gone (the app was killed) exits within
:data:`cardtable.ai.process.PARENT_POLL` seconds. The child runs :func:`cardtable.ai.process.serve` (no Qt).
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import logging
import multiprocessing as mp
import os
import pickle
import struct
import time
from multiprocessing.connection import Connection
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer, Signal

from cardtable.ai import HINT_PREFIX, time_budget
from cardtable.ai.ismcts import Advice
from cardtable.ai.process import serve
from cardtable.engine.base import JSON, Action

log = logging.getLogger(__name__)

_CTX = mp.get_context("spawn")

PATIENCE_FLOOR = 15.0
"""Seconds any decision may take before its process counts as hung, on top of :data:`PATIENCE_FACTOR` times the
agent's time budget."""
PATIENCE_FACTOR = 10.0
"""How many times its time budget a search may take before its process counts as hung."""
STARTUP_ALLOWANCE = 30.0
"""Extra seconds for the first request of a new process (interpreter start and imports on a busy machine)."""
ATTEMPTS = 3
"""Processes that may fail in a row on one request before ``failed`` is emitted."""
GRACE = 2.0
"""Seconds a closed or replaced process has to end by itself before it is killed."""


def patience(spec: str) -> float:
    """Seconds to wait for agent ``spec``'s answer before its process counts as hung: :data:`PATIENCE_FLOOR` plus
    :data:`PATIENCE_FACTOR` times its time budget (:func:`cardtable.ai.time_budget`)."""
    return PATIENCE_FLOOR + PATIENCE_FACTOR * time_budget(spec)


def _frame(message: object) -> bytes:
    """``message`` as :class:`multiprocessing.connection.Connection` frames it (``recv`` in the child reads it)."""
    payload = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    return struct.pack("!i", len(payload)) + payload


class _Reaper:
    """Processes that were closed or replaced: each is checked every 100 ms (which reaps it once it ended, so no
    zombie is left) and killed when it has not ended by its deadline. At interpreter exit the rest are killed: a
    stopped process would otherwise hang multiprocessing's own exit handler, which only asks politely."""

    def __init__(self) -> None:
        self._pending: list[tuple[Any, float]] = []
        self._timer: QTimer | None = None
        atexit.register(self.kill_all)

    def retire(self, process: Any, kill: bool) -> None:
        """Reap ``process`` in the background; ``kill`` it at once (it is hung or already dead), else after
        :data:`GRACE` seconds."""
        if kill:
            with contextlib.suppress(OSError, ValueError):
                process.kill()
        self._pending.append((process, time.monotonic() + (0.0 if kill else GRACE)))
        if self._timer is None:
            self._timer = QTimer(QCoreApplication.instance())
            self._timer.setInterval(100)
            self._timer.timeout.connect(self._check)
        self._timer.start()

    def _check(self) -> None:
        now = time.monotonic()
        pending: list[tuple[Any, float]] = []
        for process, deadline in self._pending:
            if not process.is_alive():  # waitpid: an ended process is reaped here
                continue
            if now >= deadline:
                with contextlib.suppress(OSError, ValueError):
                    process.kill()
            pending.append((process, deadline))
        self._pending = pending
        if not pending and self._timer is not None:
            self._timer.stop()

    def kill_all(self) -> None:
        for process, _deadline in self._pending:
            with contextlib.suppress(OSError, ValueError, AssertionError):
                process.kill()
                process.join(1)
        self._pending = []


_reaper = _Reaper()


class AgentWorker(QObject):
    """Runs agent decisions in a spawned child process.

    Signals: ``chosen(request_id: int, action: Action)`` when a decision arrives, ``hinted(request_id: int, advice:
    list[Advice])`` when a hint arrives (a request whose spec is :data:`cardtable.ai.HINT_SPEC`),
    ``failed(request_id: int, message: str)`` when the agent raised, or :data:`ATTEMPTS` processes in a row died or
    hung on the request. Slots/methods: :meth:`request`, :meth:`cancel`, :meth:`close`. Only one request runs at a
    time: a new request while one is running raises ``RuntimeError``; a request made after :meth:`cancel` waits
    until the cancelled search has stopped, then starts. ``patience`` (default :func:`patience`) gives the seconds
    an agent spec's answer may take before the process counts as hung.
    """

    chosen = Signal(int, object)
    hinted = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, patience: Any = patience) -> None:
        super().__init__(parent)
        self.patience = patience
        self._process: Any = None
        self._requests: Connection | None = None  # parent's (non-blocking) write end
        self._answers: Connection | None = None  # parent's read end
        self._outbox = bytearray()  # framed requests the request pipe could not take yet
        self._read_notifier: QSocketNotifier | None = None
        self._write_notifier: QSocketNotifier | None = None
        self._stop = _CTX.RawValue(ctypes.c_bool, False)
        self._fresh = True  # the process has not answered anything yet
        self._running: int | None = None
        self._message: tuple[int, str, str, dict[str, JSON], int] | None = None  # the running request, to resend
        self._queued: tuple[int, str, str, dict[str, JSON], int] | None = None
        self._failures = 0  # processes that failed on the running request
        self._next_id = 0
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_hung)

    # --- lifecycle ---------------------------------------------------------------------------------------------------
    def _ensure_started(self) -> None:
        if self._process is not None and not self._process.is_alive():
            self._replace(kill=True)
        if self._process is not None:
            return
        child_requests, parent_requests = _CTX.Pipe(duplex=False)
        parent_answers, child_answers = _CTX.Pipe(duplex=False)
        self._process = _CTX.Process(
            target=serve,
            args=(child_requests, child_answers, self._stop, os.getpid()),
            name="cardtable-ai",
            daemon=True,
        )
        self._process.start()
        child_requests.close()
        child_answers.close()
        os.set_blocking(parent_requests.fileno(), False)
        self._requests, self._answers, self._fresh = parent_requests, parent_answers, True
        self._read_notifier = QSocketNotifier(parent_answers.fileno(), QSocketNotifier.Type.Read, self)
        self._read_notifier.activated.connect(self._on_readable)
        self._write_notifier = QSocketNotifier(parent_requests.fileno(), QSocketNotifier.Type.Write, self)
        self._write_notifier.setEnabled(False)
        self._write_notifier.activated.connect(self._flush)

    @property
    def busy(self) -> bool:
        """True while a request is running in the child."""
        return self._running is not None

    @property
    def process_alive(self) -> bool:
        """True while the child process exists (for tests and diagnostics)."""
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        """The child process's id, ``None`` when there is none (for tests and diagnostics)."""
        return None if self._process is None else self._process.pid

    def request(self, game_id: str, spec: str, observation: dict[str, JSON], seed: int) -> int:
        """Ask agent ``spec`` (e.g. ``"ismcts:hard"``) to decide from ``observation`` with ``random.Random(seed)``.

        Returns the request id that ``chosen``/``failed`` will carry. Raises ``RuntimeError`` if busy. A child
        process that ended (crashed, or killed from outside) is replaced by a new one.
        """
        if self._running is not None and self._running > 0:
            raise RuntimeError("the computer player is still thinking")
        self._next_id += 1
        message = (self._next_id, game_id, spec, observation, seed)
        if self._running is not None:  # a cancelled search is still winding down: start after its answer
            self._queued = message
        else:
            self._failures = 0
            self._send(message)
        return self._next_id

    def _send(self, message: tuple[int, str, str, dict[str, JSON], int]) -> None:
        self._ensure_started()
        self._stop.value = False
        self._running, self._message = message[0], message
        self._outbox += _frame(message)
        self._watchdog.start(int(1000 * (self.patience(message[2]) + (STARTUP_ALLOWANCE if self._fresh else 0.0))))
        self._flush()

    def _flush(self) -> None:
        """Write what the request pipe takes now; the write notifier calls again when it can take more."""
        if self._requests is None:
            return
        try:
            while self._outbox:
                del self._outbox[: os.write(self._requests.fileno(), self._outbox)]
        except BlockingIOError:
            pass
        except OSError:  # the child is gone: its answer pipe reports it too, handled there
            self._outbox.clear()
        if self._write_notifier is not None:
            self._write_notifier.setEnabled(bool(self._outbox))

    def cancel(self) -> None:
        """Ask the running search to stop; its (early) answer is discarded when it arrives."""
        self._queued = None
        if self._running is not None and self._running > 0:
            self._stop.value = True
            self._running = -self._running  # a negative id marks the answer as unwanted

    def _on_readable(self) -> None:
        conn = self._answers
        if conn is None:
            return
        try:
            if not conn.poll():
                return
            request_id, action_json, error = conn.recv()
        except (EOFError, OSError):
            self._on_process_failed("ended unexpectedly")
            return
        self._watchdog.stop()
        self._fresh = False
        hint = self._message is not None and self._message[2].startswith(HINT_PREFIX)
        wanted, self._running, self._message = self._running, None, None
        if wanted is not None and wanted < 0 and self._queued is not None:
            queued, self._queued = self._queued, None
            self._failures = 0
            self._send(queued)
        if wanted is None or wanted < 0 or wanted != request_id:
            return
        if error is not None:
            self.failed.emit(request_id, error)
        elif hint:
            self.hinted.emit(request_id, [Advice.from_json(a) for a in action_json])
        else:
            self.chosen.emit(request_id, Action.from_json(action_json))

    def _on_hung(self) -> None:
        self._on_process_failed("did not answer in time")

    def _on_process_failed(self, how: str) -> None:
        """The child died or hung: replace it and ask the running request again (or the one queued behind a
        cancelled search); give up after :data:`ATTEMPTS` failed processes in a row."""
        log.warning("the computer-player process (pid %s) %s; starting a new one", self.pid, how)
        self._replace(kill=True)
        running, message, self._running, self._message = self._running, self._message, None, None
        if running is not None and running < 0:
            queued, self._queued = self._queued, None
            if queued is not None:
                self._failures = 0
                self._send(queued)
            return
        if running is None or message is None:
            return
        self._failures += 1
        if self._failures >= ATTEMPTS:
            self.failed.emit(running, f"the computer-player process {how} ({self._failures} times in a row)")
        else:
            self._send(message)

    def _replace(self, kill: bool) -> None:
        """Let go of the child: close the pipes and hand the process to the reaper (``kill``: at once)."""
        self._watchdog.stop()
        self._outbox.clear()
        for notifier in (self._read_notifier, self._write_notifier):
            if notifier is not None:
                notifier.setEnabled(False)
                notifier.deleteLater()
        self._read_notifier = self._write_notifier = None
        for conn in (self._requests, self._answers):
            if conn is not None:
                conn.close()
        self._requests = self._answers = None
        if self._process is not None:
            _reaper.retire(self._process, kill)
            self._process = None

    def close(self) -> None:
        """Stop any search and let the child process go: it is told to end, and reaped in the background (killed
        after :data:`GRACE` seconds if it has not ended). Returns at once; no request runs afterwards. Safe to call
        twice."""
        self._stop.value = True
        self._running = self._message = self._queued = None
        if self._requests is not None:
            self._outbox += _frame(None)
            self._flush()
        self._replace(kill=False)
