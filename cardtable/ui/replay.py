"""Watch replay: step through a finished match (first / previous / play / next / last) with every hand face up and
the log in sync (an open log: every seat's draws and private looks by name).

The replay is driven by the same event stream the table consumes during play: stepping forward applies the next
recorded action to the engine State and hands its events to ``table.sync``; stepping back rebuilds the State from
the action list (the engine is deterministic) and redraws, and rebuilds the log from the deal and the recorded
steps' events, in the order stepping forward showed them. The table draws the State's
:meth:`~cardtable.engine.base.State.spectator_view` (every hand), seen from the viewer's seat.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cardtable.controllers.game_controller import SeatConfig
from cardtable.engine.base import JSON, GameInfo, State
from cardtable.saves import SavedGame
from cardtable.ui import i18n
from cardtable.ui.models import LogModel
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.panel import SidePanel
from cardtable.ui.table.view import TableView
from cardtable.undo import Step, play_step, replay_steps

STEP_MS = 1100
"""Time between two moves while playing, in milliseconds at normal animation speed."""


class ReplayScreen(QWidget):
    """Replays ``saved`` (a match of ``game``) on a ``table_cls`` table. ``closed()`` asks the window to leave.

    ``position`` is the number of actions shown (0: the deal, ``len(steps)``: the end). The table is seen from the
    first human seat (seat 0 if none) with every hand face up; the log, worded for that seat, tells every seat's
    private events too (what each drew, was dealt, saw) up to ``position``.
    """

    closed = Signal()

    def __init__(
        self, saved: SavedGame, game: GameInfo, table_cls: type[GameTable], speed: float, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.saved = saved
        self.game = game
        self.options = game.parse_options(saved.options)
        self.speed = speed
        self.moves = saved.action_list()
        _final, self.steps = replay_steps(game, saved.num_players, saved.seed, self.options, self.moves)
        self.position = 0
        self.state: State = game.new_game(saved.num_players, saved.seed, self.options)
        self.deal_events = self.state.event_log()  # the log before the first action
        humans = sorted(saved.human_seats)
        self.viewer = humans[0] if humans else 0
        names = [SeatConfig.from_seat(s).name for s in saved.seats]

        self.animator = Animator(speed, self)
        self.view = TableView(QGraphicsScene(self), self)
        self.table = table_cls(self.view.scene(), game, names, self.animator)
        self.view.table = self.table
        self.table.viewer = self.viewer
        self.table.open_log = True
        self.table.hidden = False
        self.table.rtl = i18n.is_rtl()

        self.log_model = LogModel(self.table.sentences, self, everything=self.table.open_log)
        self.log_model.set_viewer(self.viewer)
        side = SidePanel(self.log_model, parent=self)
        self.log_view = side.log_view

        self.title = QLabel(self)
        self.title.setObjectName("replayTitle")
        self.title.setStyleSheet("QLabel#replayTitle { font-size: 13pt; padding: 4px 10px; }")
        self.counter = QLabel(self)
        self.first_button = QPushButton(self)
        self.previous_button = QPushButton(self)
        self.play_button = QPushButton(self)
        self.play_button.setCheckable(True)
        self.next_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.previous_button.clicked.connect(self.previous)
        self.play_button.toggled.connect(self._play_toggled)
        self.next_button.clicked.connect(self.next)
        self.last_button.clicked.connect(lambda: self.go_to(len(self.steps)))
        self.close_button.clicked.connect(self.close_replay)
        for keys, slot in (
            (Qt.Key.Key_Right, self._forward_key),
            (Qt.Key.Key_Left, self._back_key),
            (Qt.Key.Key_Space, self.play_button.toggle),
            (Qt.Key.Key_Home, lambda: self.go_to(0)),
            (Qt.Key.Key_End, lambda: self.go_to(len(self.steps))),
            (Qt.Key.Key_Escape, self.close_replay),
        ):
            QShortcut(QKeySequence(keys), self, slot)

        controls = QHBoxLayout()
        # Clear of the window's edges and the splitter (flush with them, the outer buttons' frames looked cut off:
        # "آغاز" at the right edge in Persian, "First" at the left in English).
        controls.setContentsMargins(8, 4, 8, 6)
        for button in (self.first_button, self.previous_button, self.play_button, self.next_button, self.last_button):
            controls.addWidget(button)
        controls.addSpacing(16)
        controls.addWidget(self.counter, 1)
        controls.addWidget(self.close_button)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.title)
        left_layout.addWidget(self.view, 1)
        left_layout.addLayout(controls)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([900, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._redraw()
        self.retranslate()

    # --- stepping ----------------------------------------------------------------------------------------------------
    def next(self) -> bool:
        """Show one more action (its events animate as in play). Returns False at the end."""
        if self.position >= len(self.steps):
            return False
        step: Step = play_step(self.state, self.steps[self.position].action)
        self.position += 1
        self.log_model.append(step.events)
        self.table.sync(self._observation(), step.events)
        self._update_controls()
        return True

    def previous(self) -> bool:
        """Show one action less. Returns False at the start."""
        if self.position == 0:
            return False
        self.go_to(self.position - 1)
        return True

    def go_to(self, position: int) -> None:
        """Show the match after ``position`` actions (clamped to the match), without animation."""
        position = max(0, min(position, len(self.steps)))
        if position == self.position + 1:
            self.next()
            return
        self.state, _ = replay_steps(
            self.game, self.saved.num_players, self.saved.seed, self.options, self.moves[:position]
        )
        self.position = position
        self._redraw()

    def _redraw(self) -> None:
        # The deal, then each step's events in the order they happened (as stepping forward appends them).
        events = [*self.deal_events, *(e for step in self.steps[: self.position] for e in step.events)]
        self.log_model.replace(events)
        self.log_view.follow()
        speed, self.animator.speed = self.animator.speed, 0.0
        self.table.sync(self._observation(), ())
        self.animator.speed = speed
        self._update_controls()

    def _observation(self) -> dict[str, JSON]:
        return self.state.spectator_view(self.viewer)

    def _forward_key(self) -> None:
        self.previous() if i18n.is_rtl() else self.next()

    def _back_key(self) -> None:
        self.next() if i18n.is_rtl() else self.previous()

    # --- playing -----------------------------------------------------------------------------------------------------
    def _play_toggled(self, playing: bool) -> None:
        if playing:
            if self.position >= len(self.steps):
                self.go_to(0)
            self.timer.start(int(STEP_MS * max(self.speed, 0.3)))
        else:
            self.timer.stop()
        self._update_controls()

    def set_speed(self, factor: float) -> None:
        """Set the animation-speed factor (0: off); the pace of "Play" follows it."""
        self.speed = factor
        self.animator.speed = factor
        if self.timer.isActive():
            self.timer.start(int(STEP_MS * max(factor, 0.3)))

    def _tick(self) -> None:
        if self.table.gathering:
            return  # a trick is still being collected: the next step waits for the next tick
        if not self.next():
            self.play_button.setChecked(False)

    def close_replay(self) -> None:
        self.timer.stop()
        self.closed.emit()

    # --- words -------------------------------------------------------------------------------------------------------
    def _update_controls(self) -> None:
        total = len(self.steps)
        self.counter.setText(
            self.tr("Move %1 of %2").replace("%1", i18n.number(self.position)).replace("%2", i18n.number(total))
        )
        self.first_button.setEnabled(self.position > 0)
        self.previous_button.setEnabled(self.position > 0)
        self.next_button.setEnabled(self.position < total)
        self.last_button.setEnabled(self.position < total)
        self.play_button.setText(self.tr("Pause") if self.play_button.isChecked() else self.tr("Play"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-word every text and mirror the table for the current language."""
        from cardtable.ui.games import game_name

        self.title.setText(self.tr("Replay: %1 (every hand face up)").replace("%1", game_name(self.game.id)))
        self.first_button.setText(self.tr("First"))
        self.previous_button.setText(self.tr("Previous"))
        self.next_button.setText(self.tr("Next"))
        self.last_button.setText(self.tr("Last"))
        self.close_button.setText(self.tr("Close replay"))
        self.table.rtl = i18n.is_rtl()
        self.table.retranslate()
        self.log_model.retranslate()
        self.table.sync(self._observation(), ())
        self._update_controls()
