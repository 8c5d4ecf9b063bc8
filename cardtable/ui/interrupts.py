"""Ctrl+C in the terminal (SIGINT) and SIGTERM close the app cleanly, as Game → Quit does.

Python runs a signal handler only between two Python instructions, never while Qt's event loop waits in C++, and a
``KeyboardInterrupt`` raised inside a Qt slot is only printed. So the Python handler does nothing; the signal number
is written by Python's C-level handler to a socket (:func:`signal.set_wakeup_fd`) that a ``QSocketNotifier``
watches, and the event loop then closes every window (the running game is autosaved after every action; closing it
lets its computer-player process go) and leaves with status 128 + the signal number (130 for Ctrl+C, 143 for
SIGTERM), as a shell reports a process ended by that signal.
"""

from __future__ import annotations

import signal
import socket

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication

SIGNALS: tuple[signal.Signals, ...] = (signal.SIGINT, signal.SIGTERM)
"""The signals that close the app."""


class SignalQuitter(QObject):
    """Installed by :func:`quit_on_signals`; ``received`` is the first signal number that arrived (``None`` before)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        self.received: int | None = None
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        for signum in SIGNALS:
            signal.signal(signum, _ignore_here)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_signal)

    def _on_signal(self) -> None:
        try:
            data = self._reader.recv(64)
        except (BlockingIOError, InterruptedError):
            return
        signums = [n for n in data if n in SIGNALS]
        if not signums or self.received is not None:
            return
        self.received = signums[0]
        self._app.closeAllWindows()
        self._app.exit(128 + signums[0])


def _ignore_here(_signum: int, _frame: object) -> None:
    """The Python-level handler: nothing to do here (the event loop acts on the signal, see the module text)."""


def quit_on_signals(app: QApplication) -> SignalQuitter:
    """Make SIGINT and SIGTERM close ``app`` cleanly (see the module text). Call once, from the main thread, before
    ``app.exec()``; returns the installed :class:`SignalQuitter` (owned by ``app``)."""
    return SignalQuitter(app)
