"""Saved games in the app: autosave after every action, "Continue", Game → Save As… / Open…, translated messages
for files that cannot be opened, and recording finished matches in the statistics.

:class:`SaveManager` hooks into the :class:`~cardtable.ui.main_window.MainWindow` (its ``gameStarted`` signal) and
never blocks or stops a running game: a file that cannot be opened gives a message and changes nothing.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError
from PySide6.QtCore import QDateTime, QObject, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog

from cardtable import saves, stats, storage
from cardtable.engine.base import Action, Outcome, State
from cardtable.saves import SavedGame, SaveFileError, SaveProblem
from cardtable.ui import prefs
from cardtable.ui.games import game_name, playable_games
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, isolate, number, translate

if TYPE_CHECKING:
    from cardtable.controllers import GameController
    from cardtable.ui.game_screen import GameScreen
    from cardtable.ui.main_window import MainWindow

log = logging.getLogger(__name__)

PROBLEM_TEXT: dict[SaveProblem, str] = {
    SaveProblem.UNREADABLE: QT_TRANSLATE_NOOP("Saves", "The file cannot be read."),
    SaveProblem.TOO_LARGE: QT_TRANSLATE_NOOP("Saves", "The file is far too large to be a saved game."),
    SaveProblem.NOT_JSON: QT_TRANSLATE_NOOP("Saves", "The file is damaged or incomplete."),
    SaveProblem.FOREIGN: QT_TRANSLATE_NOOP("Saves", "This is not a cardtable saved game."),
    SaveProblem.FUTURE_VERSION: str(
        QT_TRANSLATE_NOOP(
            "Saves", "This game was saved by a newer version of cardtable. Please update cardtable to open it."
        )
    ),
    SaveProblem.BAD_VERSION: QT_TRANSLATE_NOOP("Saves", "The file has an unknown save format version."),
    SaveProblem.INVALID: str(
        QT_TRANSLATE_NOOP("Saves", "The saved game is damaged: some of its data is missing or wrong.")
    ),
    SaveProblem.UNKNOWN_GAME: str(
        QT_TRANSLATE_NOOP("Saves", "The saved game is of a game this version does not have.")
    ),
    SaveProblem.BAD_OPTIONS: str(
        QT_TRANSLATE_NOOP("Saves", "The saved game has options or a number of players the game does not allow.")
    ),
    SaveProblem.ILLEGAL_ACTION: str(
        QT_TRANSLATE_NOOP("Saves", "The saved game contains a move the rules do not allow; it was changed or damaged.")
    ),
    SaveProblem.OTHER_RULES: str(
        QT_TRANSLATE_NOOP(
            "Saves",
            "The game was saved under another version of its rules, and one of its moves is not allowed by the "
            "rules this version of cardtable plays.",
        )
    ),
}


def playable(game_id: str) -> bool:
    """True if the app can show ``game_id`` (an engine and a table)."""
    return any(game.id == game_id for game in playable_games())


def write_failure(exc: Exception) -> str:
    """A short reason why writing a file failed, for a message: a translated sentence when a folder on the way is a
    regular file, the system's words for a disk error (e.g. "No space left on device"), the first problem pydantic
    found for data a saved game cannot hold (e.g. "seats.0.name: String should have at most 80 characters"), else
    the error's first line."""
    if isinstance(exc, OSError):
        blocked = storage.folder_problem(Path(exc.filename)) if isinstance(exc.filename, str) else None
        if blocked is not None:
            return translate("Saves", "%1 is a file, not a folder.").replace("%1", isolate(str(blocked)))
        return exc.strerror or str(exc)
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(map(str, first['loc']))}: {first['msg']}" if first["loc"] else first["msg"]
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def problem_message(error: SaveFileError) -> str:
    """The translated sentence for ``error``'s problem (the English reason goes in the details)."""
    return translate("Saves", PROBLEM_TEXT[error.problem])


STATUS_MS = 15_000
"""How long a status-bar message of saving stays (milliseconds)."""
BACKGROUND_LOAD_BYTES = 256 * 1024
"""Files larger than this are opened off the UI thread, with a progress dialog (a long real match takes tens of KiB;
a damaged or crafted file can take :data:`cardtable.saves.MAX_FILE_BYTES`)."""


class _Cancelled(Exception):
    """Raised from the progress callback to stop a background load the person cancelled."""


def _show_progress(dialog: QProgressDialog, done: int, total: int) -> None:
    dialog.setMaximum(total)
    dialog.setValue(done)


class BackgroundLoad(QObject):
    """Loads one saved game in a Python thread (:func:`cardtable.saves.load`, which only reads the file).
    ``progressed(done, total)`` while its actions are replayed; ``done(result)`` once, with ``(SavedGame, State)``, a
    :class:`SaveFileError`, or ``None`` if :meth:`cancel` stopped it.

    The thread never touches Qt: it leaves its progress and result in plain attributes, and a timer on the UI thread
    (every :data:`POLL_MS`) emits the signals: signals emitted from Python threads are a known PySide6 crash
    (PYSIDE-3124)."""

    progressed = Signal(int, int)
    done = Signal(object)

    POLL_MS = 50

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._cancelled = threading.Event()
        self._finished = threading.Event()
        self._step: tuple[int, int] | None = None
        self._shown: tuple[int, int] | None = None
        self._result: object = None
        self._thread = threading.Thread(target=self._run, name="cardtable-open", daemon=True)
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self._report)

    def start(self) -> None:
        self._thread.start()
        self._poll.start()

    def cancel(self) -> None:
        """Stop at the next progress step (the result is then ``None``)."""
        self._cancelled.set()

    def _progress(self, done: int, total: int) -> None:  # on the loading thread
        if self._cancelled.is_set():
            raise _Cancelled
        self._step = (done, total)

    def _run(self) -> None:  # on the loading thread
        try:
            self._result = saves.load(self.path, self._progress)
        except SaveFileError as error:
            self._result = error
        except _Cancelled:
            self._result = None
        self._finished.set()

    def _report(self) -> None:  # on the UI thread
        finished = self._finished.is_set()  # read first: the result is set before the flag
        step = self._step
        if step is not None and step != self._shown:
            self._shown = step
            self.progressed.emit(*step)
        if finished:
            self._poll.stop()
            self.done.emit(None if self._cancelled.is_set() else self._result)


class SaveManager(QObject):
    """Saving for one main window: hooks its ``gameStarted(GameScreen)`` signal; opens files through its
    ``start_saved(SavedGame)`` and ``show_replay(SavedGame)``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._recorded: set[int] = set()
        self._autosave_failed = False
        self._record_failed = False
        self._autosaved: tuple[int, int, tuple[Action, ...]] | None = None
        self.error_box: QMessageBox | None = None
        self.question_box: QMessageBox | None = None
        self.rules_box: QMessageBox | None = None
        self.progress: QProgressDialog | None = None
        self.loading: BackgroundLoad | None = None
        for folder in (storage.data_dir(), storage.config_dir()):
            storage.remove_stale_temp_files(folder)  # left by an app killed while writing
        window.gameStarted.connect(self.attach)

    # --- autosave and statistics ---------------------------------------------------------------------------------
    def attach(self, screen: GameScreen) -> None:
        """Autosave ``screen``'s match after every action (and at once), record it in the statistics when it ends.
        An unfinished autosaved match of another game is kept in Saved games first (:meth:`keep_unfinished`)."""
        controller = screen.controller
        if self.keep_unfinished(controller):
            controller.eventsReady.connect(lambda _events: self.autosave(controller))
            controller.rewound.connect(lambda: self.autosave(controller))
            controller.historyChanged.connect(lambda: self.autosave(controller, only_if_changed=True))  # half-chosen
        controller.gameOver.connect(lambda outcome: self.record(controller, outcome))
        controller.gameOver.connect(lambda _outcome: self.window.withdraw_status(self._kept_text))

    def keep_unfinished(self, controller: GameController) -> bool:
        """Keep the unfinished autosaved match, if ``controller``'s match is another one, as a file in Saved games
        (:func:`cardtable.saves.keep_unfinished`); the status bar says so. Returns False if it could not be kept:
        then ``controller``'s match is not autosaved (it would replace the unfinished one) and the person is told."""
        try:
            replacing: SavedGame | None = controller.saved_game()
        except Exception:  # a match a save cannot hold: the autosave says why; the unfinished one is kept anyway
            replacing = None
        try:
            kept = saves.keep_unfinished(replacing)
        except Exception as exc:  # whatever stops the copy, the unfinished game must not be overwritten
            log.warning("could not keep the unfinished game: %s", exc, exc_info=not isinstance(exc, OSError))
            QMessageBox.warning(
                self.window,
                self.tr("Autosave failed"),
                self.tr(
                    "The unfinished game could not be kept in Saved games (%1), so this game is not saved "
                    "automatically; the unfinished one stays offered as Continue."
                ).replace("%1", write_failure(exc)),
            )
            return False
        if kept is not None:
            self.window.show_status(self._kept_text, STATUS_MS)
        return True

    def _kept_text(self) -> str:
        """The status line once the unfinished game is kept, taken down when the new one ends (it would read as if
        the game just over had been kept unfinished)."""
        return self.tr("The unfinished game was kept in Saved games.")

    def ask_continue(self) -> bool | None:
        """Before a new game while an unfinished one is autosaved and none is on screen: ask "Continue <game>, or
        start a new game?". Returns True for Continue, False for a new game (also when nothing is unfinished; the
        unfinished game is kept in Saved games once the new one starts, :meth:`keep_unfinished`), None if the person
        cancelled."""
        found = self.unfinished()
        if found is None:
            return False
        box = QMessageBox(self.window)
        box.setObjectName("continueOrNewBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("New game"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(self.tr("Continue %1, or start a new game?").replace("%1", isolate(game_name(found[0].game_id))))
        box.setInformativeText(self.tr("The unfinished game is kept in Saved games."))
        resume = box.addButton(self.tr("Continue"), QMessageBox.ButtonRole.AcceptRole)
        resume.setObjectName("continue")
        fresh = box.addButton(self.tr("New game"), QMessageBox.ButtonRole.DestructiveRole)
        fresh.setObjectName("newGame")
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(resume)
        self.question_box = box
        box.exec()
        clicked = box.clickedButton()
        self.question_box = None
        return True if clicked is resume else False if clicked is fresh else None

    def autosave(self, controller: GameController, only_if_changed: bool = False) -> None:
        """Write ``controller``'s match to the autosave file, a half-chosen move included (``only_if_changed``: not
        if its actions and half-chosen move are those written last). Any failure (a disk error, or data a saved game
        cannot hold) is logged and shown once (the game goes on); it never raises."""
        key = (id(controller), len(controller.state.history), controller.pending_steps)
        if only_if_changed and key == self._autosaved:
            return
        self._autosaved = key
        try:
            saves.autosave(controller.saved_game())
            self._autosave_failed = False
        except Exception as exc:  # whatever stops the autosave is reported, the game goes on
            log.warning("autosave failed: %s", exc, exc_info=not isinstance(exc, OSError))
            if not self._autosave_failed:
                self._autosave_failed = True
                QMessageBox.warning(
                    self.window,
                    self.tr("Autosave failed"),
                    self.tr("The game could not be saved automatically: %1").replace("%1", write_failure(exc)),
                )

    def record(self, controller: GameController, outcome: Outcome) -> None:
        """Add the finished match to the statistics (once per match; a practice game is never counted). A result that
        cannot be written (disk full, read-only folder, a damaged file that could not be kept aside) is logged and
        shown once per session."""
        key = id(controller)
        if key in self._recorded:
            return
        self._recorded.add(key)
        loaded = stats.load_statistics()  # a broken file is kept aside here: the person is told where
        if loaded.problem is not None:
            self.window.statistics_reset(loaded.backup, loaded.folder)
        try:
            stats.record_match(
                controller.game.id,
                [s.to_seat() for s in controller.seats],
                outcome,
                practice=controller.practice,
                hints=controller.hints_used,
            )
        except OSError as exc:
            log.warning("could not record the statistics: %s", exc)
            if not self._record_failed:
                self._record_failed = True
                QMessageBox.warning(
                    self.window,
                    self.tr("Statistics"),
                    self.tr("The result of this game could not be added to the statistics: %1").replace(
                        "%1", write_failure(exc)
                    ),
                )

    @staticmethod
    def discard_autosave() -> None:
        """Forget the autosave (the person ended the match on purpose)."""
        try:
            saves.discard_autosave()
        except OSError as exc:
            log.warning("could not remove the autosave: %s", exc)

    # --- Continue ------------------------------------------------------------------------------------------------
    @staticmethod
    def unfinished() -> tuple[SavedGame, State] | None:
        """The autosaved match still in progress, if any and if this app can show its game (see
        :func:`cardtable.saves.unfinished_game`)."""
        found = saves.unfinished_game()
        return found if found is not None and playable(found[0].game_id) else None

    # --- files ---------------------------------------------------------------------------------------------------
    def _filter(self) -> str:
        return self.tr("cardtable games (*%1)").replace("%1", saves.EXTENSION)

    @staticmethod
    def start_folder() -> Path:
        """Where the file dialogs open: the folder last used in one (if it still exists), else the Saved games folder
        (created if need be; the documents folder if even that fails)."""
        last = prefs.file_folder()
        if last is not None and Path(last).is_dir():
            return Path(last)
        folder = saves.saved_games_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
        return folder

    @staticmethod
    def remember_folder(path: Path) -> None:
        """Remember ``path``'s folder for the next file dialog (a settings write error is only logged)."""
        try:
            prefs.set_file_folder(str(Path(path).absolute().parent))
        except OSError as exc:
            log.warning("could not remember the folder: %s", exc)

    def save_as(self, path: str | None = None) -> bool:
        """Game → Save As…: write the match on screen to a file the person chooses (``path`` skips the dialog),
        including a half-chosen move (:meth:`GameController.saved_game`); the status bar then says where it went.
        Returns True if it was saved; any failure to write it (a disk error, or data a saved game cannot hold) gives a
        message and changes nothing; it never raises."""
        screen = self.window.game_screen
        if screen is None:
            return False
        if path is None:
            stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd HH.mm")
            suggestion = str(self.start_folder() / f"{screen.controller.game.id} {stamp}{saves.EXTENSION}")
            path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), suggestion, self._filter())
            if not path:
                return False
            self.remember_folder(Path(path))
        target = Path(path)
        if target.suffix != saves.EXTENSION:
            target = target.with_name(target.name + saves.EXTENSION)
        try:
            saves.save(target, screen.controller.saved_game())
        except Exception as exc:  # whatever stops the save is reported, the game goes on
            log.warning("saving failed: %s", exc, exc_info=not isinstance(exc, OSError))
            QMessageBox.warning(
                self.window,
                self.tr("Save game"),
                self.tr("The game could not be saved: %1").replace("%1", write_failure(exc)),
            )
            return False
        try:
            saves.remember_saved(target)
        except OSError as exc:  # the file is saved; only the Saved games list will not show it
            log.warning("could not note %s for Saved games: %s", target, exc)
        self.window.show_status(lambda: self.tr("Game saved as %1").replace("%1", isolate(str(target))), STATUS_MS)
        return True

    def open_file(self, path: str | None = None) -> bool | None:
        """Game → Open…: load a saved game (``path`` skips the dialog). A match in progress is continued; a finished
        one is shown as a replay. A file that cannot be used gives a translated message, stays as it was, and the
        game on screen keeps running. Returns True if the file was opened, False if not; a file larger than
        :data:`BACKGROUND_LOAD_BYTES` is checked and replayed off the UI thread with a progress dialog (``None`` is
        returned at once; the game starts, or the message comes, when it is done)."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.window, self.tr("Open game"), str(self.start_folder()), self._filter()
            )
            if not path:
                return False
            self.remember_folder(Path(path))
        target = Path(path)
        try:
            large = os.stat(target).st_size > BACKGROUND_LOAD_BYTES
        except OSError:
            large = False  # saves.load reports why it cannot be read
        if large:
            self._open_in_background(target)
            return None
        try:
            loaded = saves.load(target)
        except SaveFileError as error:
            self.show_error(error)
            return False
        return self._opened(target, *loaded)

    def _open_in_background(self, path: Path) -> None:
        if self.loading is not None:
            self.loading.cancel()
        loading = BackgroundLoad(path, self)
        progress = QProgressDialog(self.window)
        progress.setObjectName("openProgress")
        progress.setWindowTitle(self.tr("Open game"))
        progress.setLabelText(self.tr("Opening “%1”…").replace("%1", isolate(path.name)))
        progress.setCancelButtonText(self.tr("Cancel"))
        progress.setRange(0, 0)  # busy until the replay reports its length
        progress.setMinimumDuration(0)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(loading.cancel)
        loading.progressed.connect(lambda done, total: _show_progress(progress, done, total))
        loading.done.connect(lambda result: self._loaded_in_background(loading, progress, result))
        self.loading, self.progress = loading, progress
        progress.show()
        loading.start()

    def _loaded_in_background(self, loading: BackgroundLoad, progress: QProgressDialog, result: object) -> None:
        progress.close()
        progress.deleteLater()
        loading.deleteLater()
        if self.loading is loading:
            self.loading, self.progress = None, None
        if result is None:
            return  # cancelled
        if isinstance(result, SaveFileError):
            self.show_error(result)
            return
        assert isinstance(result, tuple)
        self._opened(loading.path, *result)

    def _opened(self, path: Path, saved: SavedGame, state: State) -> bool:
        if not playable(saved.game_id):
            self.show_error(SaveFileError(SaveProblem.UNKNOWN_GAME, f"no table for game {saved.game_id!r}", path))
            return False
        self.notice_other_rules(saved)
        if state.is_terminal:
            self.window.show_replay(saved)
            return True
        return self.window.start_saved(saved)

    def notice_other_rules(self, saved: SavedGame) -> None:
        """If ``saved`` was made under another version of its game's rules (:func:`cardtable.saves.other_rules`),
        say so in a message that does not block: it opened because its moves are still legal, and play goes on under
        the current rules. Does nothing otherwise."""
        versions = saves.other_rules(saved)
        if versions is None:
            return
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Open game"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(
            self.tr(
                "This game was saved under version %1 of the rules of %2; this version of cardtable plays version %3."
            )
            .replace("%1", number(versions[0]))
            .replace("%2", isolate(game_name(saved.game_id)))
            .replace("%3", number(versions[1]))
        )
        box.setInformativeText(
            self.tr("Every move in it is still allowed, so it opens; from here on the current rules apply.")
        )
        box.setObjectName("otherRulesBox")
        box.open()
        self.rules_box = box

    def show_error(self, error: SaveFileError) -> None:
        """A message box saying why a file cannot be opened (technical reason under "Show Details")."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Open game"))
        name = error.path.name if error.path is not None else ""
        box.setText(self.tr("“%1” cannot be opened.").replace("%1", isolate(name)))
        box.setInformativeText(problem_message(error) + "\n" + self.tr("The file was not changed."))
        box.setDetailedText(error.reason)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setObjectName("openErrorBox")
        box.open()
        self.error_box = box
