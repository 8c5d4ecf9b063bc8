"""The main window: menus (Game, Edit, View → Language, Help → Rules, Hint), the start screen, the running game and
replays. Saving (autosave, Continue, Save As…/Open…) is :class:`~cardtable.ui.saving.SaveManager`'s."""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QWidget

from cardtable import stats
from cardtable.controllers import GameController, SeatConfig
from cardtable.engine.base import Action, Outcome
from cardtable.engine.registry import get_game
from cardtable.saves import SavedGame
from cardtable.settings import Settings
from cardtable.ui import i18n, prefs
from cardtable.ui.dialogs import GameEndDialog, GameSetup, NewGameDialog, RulesDialog
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.games import game_name, playable_games, table_class
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, digits, isolate
from cardtable.ui.preferences import PreferencesDialog
from cardtable.ui.replay import ReplayScreen
from cardtable.ui.saved_games import SavedGamesDialog
from cardtable.ui.saving import SaveManager
from cardtable.ui.screen_fit import fit_to_screen
from cardtable.ui.start_screen import ChooseGameDialog, StartScreen
from cardtable.ui.statistics import StatisticsDialog
from cardtable.undo import UndoBlock

SPEED_NAMES = {
    0.0: QT_TRANSLATE_NOOP("MainWindow", "Off"),
    0.5: QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    1.0: QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    2.0: QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}


class MainWindow(QMainWindow):
    """The app window. ``gameStarted(GameScreen)`` is emitted for every new game (saves and tests hook in here)."""

    gameStarted = Signal(object)
    SIZE = QSize(1280, 800)
    """The size the window opens at where its screen's available geometry has room (else that geometry)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.stack = QStackedWidget(self)
        self.start_screen = StartScreen(self)
        self.start_screen.newGameRequested.connect(self.ask_new_game)
        self.start_screen.continueRequested.connect(self.continue_game)
        self.stack.addWidget(self.start_screen)
        self.setCentralWidget(self.stack)
        self.statusBar()  # from the start: menu items' status tips (Edit → Undo says why it stops) show there
        self._status: tuple[Callable[[], str], str, float] | None = None  # words, text shown, until (monotonic s)
        self.game_screen: GameScreen | None = None
        self.setup: GameSetup | None = None
        self.end_dialog: GameEndDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.choose_dialog: ChooseGameDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.replay_screen: ReplayScreen | None = None
        self.preferences_dialog: PreferencesDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.saved_games_dialog: SavedGamesDialog | None = None
        self.settings_notice: QMessageBox | None = None
        self.statistics_notice: QMessageBox | None = None
        self.saving = SaveManager(self)
        self.speed = prefs.animation_speed()
        self._build_menus()
        self.retranslate()
        self.refresh_continue()
        # 1280x800 where the screen has room, else its available geometry (a 1280x720 screen: the start screen's
        # "New game…" would open below its bottom edge).
        fit_to_screen(self, self.SIZE)
        self._fitted: QSize | None = self.size()  # until first shown
        if prefs.load_problem() is not None:
            QTimer.singleShot(0, self._show_settings_notice)
        QTimer.singleShot(0, self._check_statistics)

    # --- menus -------------------------------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.choose_game)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: self.saving.open_file())
        self.saved_games_action = QAction(self)
        self.saved_games_action.triggered.connect(self.show_saved_games)
        self.save_as_action = QAction(self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(lambda: self.saving.save_as())
        self.abandon_action = QAction(self)
        self.abandon_action.triggered.connect(self.abandon_game)
        self.replay_action = QAction(self)
        self.replay_action.triggered.connect(lambda: self.show_replay())
        self.statistics_action = QAction(self)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addActions([self.new_action, self.open_action, self.saved_games_action, self.save_as_action])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.abandon_action, self.replay_action, self.statistics_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.edit_menu = bar.addMenu("")
        self.edit_menu.setToolTipsVisible(True)  # Undo says why it is disabled
        self.edit_menu.aboutToShow.connect(self.update_actions)  # worded afresh for what the table shows now
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.redo)
        self.preferences_action = QAction(self)
        self.preferences_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.preferences_action.triggered.connect(self.show_preferences)
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.preferences_action)

        self.view_menu = bar.addMenu("")
        self.language_menu = self.view_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, label in (("en", "English"), ("fa", "فارسی")):
            action = QAction(label, self, checkable=True)
            action.setChecked(lang == i18n.current_language())
            action.triggered.connect(lambda _c=False, lg=lang: self.set_language(lg))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[lang] = action
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        for factor in prefs.SPEEDS:
            action = QAction(self, checkable=True)
            action.setChecked(factor == self.speed)
            action.triggered.connect(lambda _c=False, f=factor: self.set_speed(f))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[factor] = action
        self.counter_action = QAction(self, checkable=True)
        self.counter_action.setChecked(prefs.show_card_counter())
        self.counter_action.toggled.connect(self.set_counter_visible)
        self.view_menu.addAction(self.counter_action)

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.show_hint)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addActions([self.rules_action, self.hint_action, self.about_action])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.saved_games_action.setText(self.tr("Sa&ved games…"))
        self.abandon_action.setText(self.tr("&Abandon game"))
        self.replay_action.setText(self.tr("&Watch replay"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        for factor, action in self.speed_actions.items():
            action.setText(self.tr(SPEED_NAMES[factor]))
        self.counter_action.setText(self.tr("&Card counter"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setStatusTip(self.tr("The hard level's three strongest choices for your decision"))
        self.about_action.setText(self.tr("&About cardtable"))
        self._retranslate_status()
        self.update_actions()

    def show_status(self, words: Callable[[], str], ms: int) -> None:
        """Show ``words()`` (a translated message) in the status bar for ``ms`` milliseconds; a language switch
        meanwhile words it again in the new language for the time left."""
        text = words()
        self._status = (words, text, time.monotonic() + ms / 1000)
        self.statusBar().showMessage(text, ms)

    def withdraw_status(self, words: Callable[[], str]) -> None:
        """Take down the status message :meth:`show_status` showed with ``words``, if it is still up."""
        if self._status is not None and self._status[0] == words:
            if self.statusBar().currentMessage() == self._status[1]:
                self.statusBar().clearMessage()
            self._status = None

    def _retranslate_status(self) -> None:
        if self._status is None:
            return
        words, text, until = self._status
        left = int((until - time.monotonic()) * 1000)
        if left <= 0 or self.statusBar().currentMessage() != text:
            self._status = None  # gone, or replaced by a status tip or another message
            return
        self.show_status(words, left)

    def update_actions(self) -> None:
        """Enable the menu actions that make sense now (undo and redo follow the controller's history)."""
        screen = self.game_screen
        self.abandon_action.setEnabled(self.game_running)
        self.hint_action.setEnabled(self.game_running)
        self.save_as_action.setEnabled(screen is not None)
        self.replay_action.setEnabled(screen is not None and screen.controller.state.is_terminal)
        self.undo_action.setEnabled(screen is not None and screen.controller.can_undo())
        self._explain_undo(screen)
        self.redo_action.setEnabled(screen is not None and screen.controller.can_redo())
        self._update_title()

    def _explain_undo(self, screen: GameScreen | None) -> None:
        """Tooltip and status tip of Edit → Undo (shown in the menu and the status bar, also while it is disabled):
        what it does now, and why it cannot go further, worded after the rule of :mod:`cardtable.undo` (back to your
        previous choice, never past what you have seen, except in a practice game; in hot-seat only by agreement)."""
        controller = None if screen is None else screen.controller
        block = None if controller is None else controller.undo_block()
        if controller is None or screen is None:
            text = self.tr("Nothing to undo: no game is running.")
        elif block is UndoBlock.OFF:
            text = self.tr("Undo is off in hot-seat games unless every player agreed (Edit → Preferences).")
        elif block is None and controller.pending_steps:
            text = self.tr("Take back the move you have begun, as Esc does.")
            if controller.undo_stop() is not None:
                text += " " + self._undo_stop_text(screen)
        elif block is None:
            text = (
                self.tr("Go back to your previous choice (a practice game: even past cards you have seen).")
                if controller.practice
                else self.tr("Take back your moves since your previous choice.")
            )
        elif block is UndoBlock.REVEALED:
            text = self.tr("Nothing to undo.") + " " + self._undo_stop_text(screen)
        else:
            text = self.tr("Nothing to undo: you have not made a choice yet.")
        self.undo_action.setToolTip(text)
        self.undo_action.setStatusTip(text)

    def _undo_stop_text(self, screen: GameScreen) -> str:
        """Why undo may go no further back: what the person has seen since their previous choice, in the words of the
        game log ("You drew King Cat."), and how to undo whole turns. In hot-seat the event is not named: the menu is
        seen by everyone at the table; nor is one of the next round while the round summary is up (a fresh tester's
        finding: the tooltip named the next round's card before the table showed it)."""
        controller = screen.controller
        event = controller.undo_stop()
        humans = controller.human_seats
        seen = None if event is None or len(humans) != 1 else screen.table.describe(event, humans[0])
        if seen and screen.summary_up and seen not in screen.log_model.sentences():
            # the next round is dealt but not shown yet: its cards are not named before the table shows them
            text = self.tr("Undo stops at the end of the round.")
        elif seen:
            text = self.tr("Undo stops at what you have seen: “%1”").replace("%1", seen)
        else:
            text = self.tr("Undo stops at a card you have seen.")
        return text + " " + self.tr("To undo whole turns, start a practice game (Game → New game…).")

    def _update_title(self) -> None:
        """The window title names a practice game, so it is never taken for one that counts."""
        screen = self.game_screen
        if screen is not None and screen.controller.practice:
            self.setWindowTitle(self.tr("cardtable — practice game"))
        else:
            self.setWindowTitle(self.tr("cardtable"))

    # --- language and view -------------------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Switch the whole UI to ``lang`` now and remember it."""
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        i18n.install_language(app, lang)
        prefs.set_language(lang)
        self.language_actions[lang].setChecked(True)

    def set_speed(self, factor: float, remember: bool = True) -> None:
        """Set the animation-speed factor (one of ``prefs.SPEEDS``; 0 is off); ``remember`` stores it."""
        self.speed = factor
        if remember:
            prefs.set_animation_speed(factor)
        self.speed_actions[factor].setChecked(True)
        if self.game_screen is not None:
            self.game_screen.set_speed(factor)
        if self.replay_screen is not None:
            self.replay_screen.set_speed(factor)

    def set_counter_visible(self, shown: bool) -> None:
        prefs.set_show_card_counter(shown)
        if self.game_screen is not None:
            self.game_screen.set_counter_visible(shown)

    def show_preferences(self) -> None:
        """Edit → Preferences: edit the settings; OK applies them at once (language, speed, panels...)."""
        dialog = PreferencesDialog(prefs.current(), self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        self.preferences_dialog = dialog
        dialog.open()

    def apply_settings(self, chosen: Settings) -> None:
        """Store ``chosen`` and apply it to the app and the running game. A write error is shown (the settings still
        apply until the app closes)."""
        try:
            prefs.update(**chosen.model_dump())
        except OSError as exc:
            QMessageBox.warning(
                self, self.tr("Preferences"), self.tr("The settings could not be saved: %1").replace("%1", str(exc))
            )
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        lang = chosen.language or i18n.system_language()
        if lang != i18n.current_language():
            i18n.install_language(app, lang)
            self.language_actions[lang].setChecked(True)
        self.set_speed(chosen.animation_speed, remember=False)
        self.counter_action.setChecked(chosen.card_counting_panel)
        if self.game_screen is not None:
            self.game_screen.curtain_enabled = chosen.hot_seat_curtain
            self.game_screen.controller.set_hot_seat_undo(chosen.hot_seat_undo)

    def _show_settings_notice(self) -> None:
        backup = prefs.load_backup()
        folder = prefs.load_folder()
        if folder is not None:
            text = self.tr(
                "The settings folder cannot be used: %1 is a file, not a folder. The default settings are used and "
                "changes cannot be saved until it is moved or renamed."
            ).replace("%1", isolate(str(folder)))
            self.settings_notice = self._notice(self.tr("Preferences"), text)
            return
        text = self.tr("Your settings file was damaged, so the default settings are used.")
        if backup is not None:
            text += " " + self.tr("The old file was kept as %1.").replace("%1", isolate(str(backup)))
        self.settings_notice = self._notice(self.tr("Preferences"), text)

    def _check_statistics(self) -> None:
        """Read the statistics file once at start: a broken one is kept aside (``statistics.json.bak``) and the
        person is told so, with where the old file is (:meth:`statistics_reset`)."""
        loaded = stats.load_statistics()
        if loaded.problem is not None:
            self.statistics_reset(loaded.backup, loaded.folder)

    def statistics_reset(self, backup: Path | None, folder: Path | None = None) -> None:
        """Tell the person (once per session) that the statistics file was damaged and counting starts afresh;
        ``backup``: where the old file was kept (``None``: it could not be moved); ``folder``: the data folder (or a
        folder above it) is this regular file, so nothing can be saved there."""
        if self.statistics_notice is not None:
            return
        if folder is not None:
            text = self.tr(
                "The data folder cannot be used: %1 is a file, not a folder. Games and statistics cannot be saved "
                "until it is moved or renamed."
            ).replace("%1", isolate(str(folder)))
            self.statistics_notice = self._notice(self.tr("Statistics"), text)
            return
        text = self.tr("The statistics file was damaged, so counting starts afresh.")
        if backup is not None:
            text += " " + self.tr("The old file was kept as %1.").replace("%1", isolate(str(backup)))
        self.statistics_notice = self._notice(self.tr("Statistics"), text)

    def _notice(self, title: str, text: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.open()
        return box

    def show_saved_games(self) -> None:
        """Game → Saved games…: the kept games, newest first; the chosen one opens as with Open…"""
        self.saved_games_dialog = SavedGamesDialog(lambda path: self.saving.open_file(path), self)
        self.saved_games_dialog.open()

    def show_statistics(self) -> None:
        """Game → Statistics…"""
        self.statistics_dialog = StatisticsDialog(self)
        self.statistics_dialog.open()

    # --- undo and redo -----------------------------------------------------------------------------------------------
    def undo(self) -> None:
        """Edit → Undo (Ctrl+Z): back to your previous decision, if nothing hidden was revealed since."""
        if self.game_screen is not None:
            self.game_screen.controller.undo()

    def redo(self) -> None:
        """Edit → Redo (Ctrl+Shift+Z): replay what undo took back."""
        if self.game_screen is not None:
            self.game_screen.controller.redo()

    # --- games -------------------------------------------------------------------------------------------------------
    @property
    def game_running(self) -> bool:
        """True while a game is on screen and not over."""
        return self.game_screen is not None and not self.game_screen.controller.state.is_terminal

    def choose_game(self) -> None:
        """Game → New game… and "New game" after a match: choose the game in :class:`ChooseGameDialog` (the one last
        played selected), then set it up in the new-game dialog; with only one game, its new-game dialog at once."""
        games = playable_games()
        if len(games) <= 1:
            self.ask_new_game(None)
            return
        dialog = ChooseGameDialog(self.setup.game_id if self.setup is not None else None, self)
        dialog.accepted.connect(lambda: self.ask_new_game(dialog.game_id()))
        self.choose_dialog = dialog
        dialog.open()

    def ask_new_game(self, game_id: str | None) -> None:
        """Open the new-game dialog for ``game_id`` (``None``: the game on screen, else the first playable one); OK
        remembers the setup for next time (:func:`cardtable.ui.prefs.remember_setup`) and starts the game. With no
        game on screen and an unfinished one autosaved, first ask whether to continue it instead
        (:meth:`SaveManager.ask_continue`); a new game keeps it in Saved games."""
        if not self.game_running:
            choice = self.saving.ask_continue()
            if choice is None:
                return
            if choice:
                self.continue_game()
                return
        if game_id is None:
            if self.setup is not None:
                game_id = self.setup.game_id
            else:
                games = playable_games()
                if not games:
                    return
                game_id = games[0].id
        table = table_class(game_id)
        dialog = NewGameDialog(get_game(game_id), table.OPTION_LABELS, self, table.option_item_label)
        dialog.accepted.connect(lambda: self._new_game_chosen(dialog))
        self.new_game_dialog = dialog
        dialog.open()

    def _new_game_chosen(self, dialog: NewGameDialog) -> None:
        with contextlib.suppress(OSError):  # not remembered on disk: the game starts all the same
            prefs.remember_setup(dialog.game.id, dialog.last_setup())
        self.start_game(dialog.setup())

    def confirm_abandon(self) -> bool:
        """Game → Abandon game: ask before ending a running game, which is then no longer offered as Continue
        (unless the setting says not to ask); True if there is none or the player agrees."""
        return self._confirm_end(self.tr("Abandon game"), self.tr("A game is in progress. Abandon it?"))

    def confirm_leave(self) -> bool:
        """Before another match (a new one, or one opened or continued) replaces a running game: ask, saying that
        the running one is kept in Saved games (:meth:`SaveManager.keep_unfinished` copies it there as the other
        starts), unless the setting says not to ask; True if there is none or the player agrees."""
        return self._confirm_end(
            self.tr("Game in progress"),
            self.tr(
                "Leave the game in progress? It is kept in Saved games (Game → Saved games…), where you can "
                "continue it."
            ),
        )

    def _confirm_end(self, title: str, question: str) -> bool:
        if not self.game_running or not prefs.current().confirm_end_game:
            return True
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def start_game(
        self,
        setup: GameSetup,
        confirm: bool = True,
        auto_continue: bool = False,
        actions: Sequence[Action] = (),
        pending: Sequence[Action] = (),
        hints: int = 0,
    ) -> GameScreen | None:
        """Start ``setup`` (asking first if a game is running, unless ``confirm`` is False), after replaying
        ``actions`` (a saved match) and showing ``pending`` (its half-chosen move, still to finish), with the ``hints``
        it had used. Returns its screen, or ``None`` if the player kept the running game."""
        if confirm and not self.confirm_leave():
            return None
        self._drop_game()
        self._close_replay()
        settings = prefs.current()
        controller = GameController(
            get_game(setup.game_id), setup.seats, setup.seed, setup.options, 0.6 * self.speed, actions=actions,
            pending=pending, practice=setup.practice, hints=hints,
        )  # fmt: skip
        controller.set_hot_seat_undo(settings.hot_seat_undo)
        controller.historyChanged.connect(self.update_actions)
        controller.gameOver.connect(lambda _outcome: self.update_actions())
        screen = GameScreen(controller, table_class(setup.game_id), self.speed, auto_continue, self)
        screen.curtain_enabled = settings.hot_seat_curtain
        screen.set_counter_visible(self.counter_action.isChecked())
        screen.finished.connect(self._on_finished)
        controller.setParent(screen)
        self.setup = setup
        self.game_screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self.gameStarted.emit(screen)
        controller.start()
        self.update_actions()
        return screen

    def start_saved(self, saved: SavedGame) -> bool:
        """Continue the saved match ``saved`` (asking first if a game is running). Returns False if the player kept
        the running game."""
        seats = tuple(SeatConfig.from_seat(s) for s in saved.seats)
        setup = GameSetup(saved.game_id, seats, dict(saved.options), saved.seed, saved.practice)
        started = self.start_game(setup, actions=saved.action_list(), pending=saved.pending_list(), hints=saved.hints)
        return started is not None

    def continue_game(self) -> bool:
        """The start screen's "Continue": resume the autosaved match. Returns False if there is none any more."""
        found = self.saving.unfinished()
        if found is None:
            self.refresh_continue()
            return False
        self.saving.notice_other_rules(found[0])
        return self.start_saved(found[0])

    def refresh_continue(self) -> None:
        """Offer "Continue" on the start screen if an unfinished match is autosaved."""
        found = self.saving.unfinished()
        if found is None:
            self.start_screen.set_unfinished(None)
        else:
            saved = found[0]
            self.start_screen.set_unfinished(
                saved.game_id, QDateTime.fromSecsSinceEpoch(int(saved.saved_at.timestamp()))
            )

    def abandon_game(self) -> None:
        """Leave the running game (after confirmation) for the start screen; it is no longer offered as Continue."""
        if self.confirm_abandon():
            self._drop_game()
            self.saving.discard_autosave()
            self.refresh_continue()
            self.stack.setCurrentWidget(self.start_screen)

    # --- replays -----------------------------------------------------------------------------------------------------
    def show_replay(self, saved: SavedGame | None = None) -> ReplayScreen | None:
        """Watch a replay of ``saved`` (default: the finished game on screen). Returns the replay screen."""
        if saved is None:
            if self.game_screen is None:
                return None
            saved = self.game_screen.controller.saved_game()
        self._close_replay()
        if self.end_dialog is not None:
            self.end_dialog.close()
        screen = ReplayScreen(saved, get_game(saved.game_id), table_class(saved.game_id), self.speed, self)
        screen.closed.connect(self._close_replay)
        self.replay_screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        return screen

    def _close_replay(self) -> None:
        screen, self.replay_screen = self.replay_screen, None
        if screen is None:
            return
        screen.timer.stop()
        screen.table.teardown()
        self.stack.setCurrentWidget(self.game_screen if self.game_screen is not None else self.start_screen)
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def close_game_now(self) -> None:
        """Close the running game without asking (its computer-player process ends)."""
        self._drop_game()

    def _drop_game(self) -> None:
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog = None
        if self.game_screen is not None:
            screen, self.game_screen = self.game_screen, None
            screen.close_game()
            self.stack.removeWidget(screen)
            screen.deleteLater()
        self.update_actions()

    def _on_finished(self, outcome: Outcome) -> None:
        screen = self.game_screen
        assert screen is not None and self.setup is not None
        self.update_actions()
        names = [s.name for s in self.setup.seats]
        table = screen.table
        dialog = GameEndDialog(
            names, outcome, table.outcome_lines(outcome), lambda: table.standings(outcome), self,
            last_round=screen.final_round_summary, match=table.several_games(),
            score=screen.controller.game.score,
        )  # fmt: skip
        dialog.playAgain.connect(self.play_again)
        dialog.newGame.connect(self.choose_game)
        dialog.replayRequested.connect(lambda: self.show_replay())
        self.end_dialog = dialog
        dialog.open()

    def play_again(self) -> None:
        """Start the same setup again with a new seed."""
        if self.setup is not None:
            setup = GameSetup(
                self.setup.game_id, self.setup.seats, self.setup.options, random.randrange(2**31), self.setup.practice
            )
            self.start_game(setup, confirm=False)

    # --- help --------------------------------------------------------------------------------------------------------
    def show_hint(self) -> None:
        """Help → Hint (H): the hard level's top three choices for the decision on screen (:meth:`GameScreen.hint`);
        nothing happens while no choice of yours is on screen."""
        if self.game_screen is not None:
            self.game_screen.hint()

    def show_rules(self) -> None:
        """Help → Rules: the rules page of the game on screen (or of the selected game on the start screen)."""
        game_id = self.setup.game_id if self.setup is not None and self.game_screen is not None else None
        if game_id is None:
            index = self.start_screen.list.currentIndex()
            games = playable_games()
            game_id = index.data(Qt.ItemDataRole.UserRole) if index.isValid() else (games[0].id if games else None)
        if game_id is None:
            return
        self.rules_dialog = RulesDialog(get_game(game_id), self)
        self.rules_dialog.show()

    def show_about(self) -> None:
        from cardtable import __version__

        names = self.tr(", ").join(game_name(g.id) for g in playable_games())
        QMessageBox.about(
            self,
            self.tr("About cardtable"),
            self.tr("cardtable %1: card games from Persian rulebooks.\nGames: %2\nFont: Vazirmatn (SIL OFL 1.1).")
            .replace("%1", digits(__version__))
            .replace("%2", names),
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._fitted is not None and self.size() == self._fitted:
            # Shown for the first time at the size chosen for its screen: fit again now that its frame is known
            # (not a size set since, e.g. a screenshot's --size).
            fit_to_screen(self, self.SIZE)
        self._fitted = None

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing keeps a running game: it is autosaved after every action and offered as "Continue" next time."""
        self._close_replay()
        self._drop_game()
        super().closeEvent(event)
