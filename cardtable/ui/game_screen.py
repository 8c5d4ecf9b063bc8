"""The game screen: the table view, the prompt line, the game log, the card counter, the hot-seat curtain, the
round-end summary and the hint panel, all driven by one :class:`~cardtable.controllers.GameController`'s signals."""

from __future__ import annotations

import html
import math
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.ismcts import Advice
from cardtable.controllers import GameController
from cardtable.engine.base import JSON, Action, Decision, Event, IllegalActionError, Outcome
from cardtable.ui import i18n
from cardtable.ui.models import CounterModel, LogModel
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.banner import Banner
from cardtable.ui.table.base import GameTable
from cardtable.ui.table.items import LabelItem
from cardtable.ui.table.panel import SidePanel
from cardtable.ui.table.text import elide_names
from cardtable.ui.table.view import TableView


class _TextScroll(QScrollArea):
    """A panel's text, as tall as it wraps to (height for width) and scrolling when the panel is held lower."""

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        label = self.widget()
        return label.heightForWidth(width) if label is not None else 0


class Overlay(QFrame):
    """A panel over its parent with a message and one button; ``name`` is its object name. Opaque and covering
    the whole parent (:meth:`cover`: the hot-seat curtain), or with ``panel`` a framed, slightly translucent box the
    owner places over part of the table (the round summary, beside the cards it speaks of), whose text scrolls when
    the owner makes it lower than the text."""

    def __init__(self, parent: QWidget, name: str, panel: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAutoFillBackground(not panel)
        background = (
            "background: rgba(22, 36, 27, 232); border: 2px solid #c8902c; border-radius: 12px;"
            if panel
            else "background: #1d2b22;"
        )
        self.setStyleSheet(
            f"QFrame#{name} {{ {background} }}"
            " QLabel { color: #f3e3c3; background: transparent; border: none; }"
            " QPushButton { font-size: 13pt; padding: 8px 24px; color: #1d2b22; background: #f3e3c3;"
            " border: 2px solid #c8902c; border-radius: 6px; }"
            " QPushButton:hover { background: #fff4dc; }"
            " QPushButton:pressed { background: #e0c89a; }"
            " QPushButton:focus { border: 3px solid #4fc3f7; }"
        )
        self.box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        if panel:
            self.box.setContentsMargins(16, 8, 16, 12)
        self.box.addStretch(1)
        self.label = i18n.RichLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if panel:
            scroll = _TextScroll(self)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidgetResizable(True)
            scroll.setWidget(self.label)
            scroll.viewport().setAutoFillBackground(False)
            scroll.setMinimumHeight(self.fontMetrics().height())  # lower than a scroll bar's own minimum
            self.box.addWidget(scroll, 1)
        else:
            self.box.addWidget(self.label, 1)
        self.button = QPushButton(self)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        self.box.addLayout(row)
        self.box.addStretch(1)
        self.hide()

    def set_wide(self, wide: bool) -> None:
        """Lay the button beside the text (a wide, short panel) or under it."""
        self.box.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        for index in (0, self.box.count() - 1):  # the outer stretches centre the content vertically only
            self.box.setStretch(index, 0 if wide else 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter and Return press the button, as Space does."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.button.click()
        else:
            super().keyPressEvent(event)

    def cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()


class HintPanel(QFrame):
    """The hint's panel over a corner of the table: its lines (rich text, in the interface's direction) and a "Hide"
    button, as tall as its text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hint")
        self.setStyleSheet(
            "QFrame#hint { background: rgb(22, 36, 27); border: 2px solid #8ef0a8; border-radius: 12px; }"
            " QLabel { color: #f3e3c3; background: transparent; border: none; font-size: 11pt; }"
            " QPushButton { padding: 4px 16px; color: #1d2b22; background: #f3e3c3;"
            " border: 2px solid #c8902c; border-radius: 6px; }"
            " QPushButton:focus { border: 3px solid #4fc3f7; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        self.label = i18n.RichLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeading)
        layout.addWidget(self.label)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.hide)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        layout.addLayout(row)
        self.hide()

    NARROWEST = 300
    """The panel is made this narrow at most, where its full width covers a plate or a marked choice anywhere."""

    def place(
        self,
        bounds: QRect,
        width: int,
        rtl: bool,
        avoid: Sequence[QRect] = (),
        keep_clear: Sequence[QRect] = (),
        spare: QRect | None = None,
    ) -> None:
        """Show the panel ``width`` wide inside ``bounds`` (the table) where it covers none of the rectangles
        ``avoid`` (the cards, piles and name plates) and none of ``keep_clear`` (the marked choices): at the top
        corner on the reading end side if that is clear, else the first clear place of the top corners, just below
        each of ``avoid`` (top down) and the bottom corners, the reading end side first, down to :data:`NARROWEST`
        wide. Where every such place covers one, at the top of ``spare`` (beside the table: the log) if given, else
        where it covers fewest."""
        places: list[tuple[tuple[int, int], QRect]] = []
        for wide in dict.fromkeys((min(width, bounds.width()), min(self.NARROWEST, width, bounds.width()))):
            height = self._height(wide, bounds.height())
            end, start = (
                (bounds.left(), bounds.right() - wide + 1) if rtl else (bounds.right() - wide + 1, bounds.left())
            )
            tops = [bounds.top(), *sorted(r.bottom() + 6 for r in avoid), bounds.bottom() - height + 1]
            for top in tops:
                for x in (end, start):
                    place = QRect(x, top, wide, height)
                    if top + height <= bounds.bottom() + 1:
                        cost = sum(place.intersects(r) for r in avoid), sum(place.intersects(r) for r in keep_clear)
                        places.append((cost, place))
        cost, best = min(places, key=lambda p: p[0]) if places else ((1, 0), QRect(bounds.topLeft(), self.size()))
        if cost != (0, 0) and spare is not None and spare.width() > 0:
            wide = min(width, spare.width())  # as tall as its text at the width it is shown at
            best = QRect(spare.topLeft(), QSize(wide, self._height(wide, spare.height())))
        self.setFixedWidth(best.width())
        self.setGeometry(best)
        self.raise_()
        self.show()

    def _height(self, width: int, most: int) -> int:
        """The panel's height at ``width`` (its text wrapped), at most ``most``."""
        self.setFixedWidth(width)
        layout = self.layout()
        return min(layout.totalHeightForWidth(width) if layout is not None else self.sizeHint().height(), most)


class GameScreen(QWidget):
    """Plays one running game. ``finished(outcome)`` is emitted when the match ends (the window shows the end
    dialog). ``table_cls`` is the game's :class:`GameTable` subclass; ``speed`` the animation-speed factor.

    Hot-seat: with two or more human seats the hands are hidden and a curtain saying "Pass to <name>" covers the
    table whenever the next decision belongs to a different human than the one who last saw the table; the table
    and the log then show that human's view. With one human the table always shows their view, with no curtain.
    Before the curtain falls (or computers play on), a private reveal to the person at the screen (a card drawn,
    looked at, received) stays shown to them under a "Done" panel; while computers play between two people the
    hands are hidden. Enter, Return or Space press the focused curtain button.
    ``auto_continue`` skips the pause at round end (for scripted runs).
    """

    finished = Signal(object)

    PAUSE = 1.0
    """Seconds (× the animation speed) a computer move that showed something stays on the table before the next
    computer move: its cards land within about 0.6 s and are then still seen, marked, for a while."""

    BANNER_MS = 3000
    """How long the move banner stays up (scaled by a slower animation speed, never shorter)."""

    def __init__(
        self,
        controller: GameController,
        table_cls: type[GameTable],
        speed: float = 1.0,
        auto_continue: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.auto_continue = auto_continue
        humans = controller.human_seats
        self.hotseat = len(humans) >= 2
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self._home = humans[0] if humans else 0  # whose observation the table draws while nobody is viewing
        self._pending: tuple[int, Decision] | None = None
        self._cautioned: Action | None = None  # a cautioned choice clicked once (Decision.cautions): asked, not made
        self._cautioned_at = 0.0  # when (time.monotonic) it was asked
        self._thinking: int | None = None
        self.curtain_enabled = True  # hot-seat: cover the table between two people's turns (a setting)
        self._shown_table = False  # no round summary for the first events (a continued game's past rounds)
        self._partial_shown = False  # the table shows a half-chosen move (redrawn when it changes or is taken back)

        self.animator = Animator(speed, self)
        controller.set_pause(self.PAUSE * speed)
        self.view = TableView(QGraphicsScene(self), self)
        self.table = table_cls(self.view.scene(), controller.game, [s.name for s in controller.seats], self.animator)
        self.view.table = self.table
        self.banner = Banner(self.view, self._covered_in_view, self._captions_in_view)
        self._actor: int | None = None  # the seat whose action the next events answer
        self._last_actor: int | None = None  # the seat whose action the last events answered
        self._then: Callable[[], None] | None = None  # what waits for the pause after another seat's last move
        self._then_timer = QTimer(self)
        self._then_timer.setSingleShot(True)
        self._then_timer.timeout.connect(self._run_then)
        self._moved_timer = QTimer(self)  # places the banner and the hint panel again once laid out (eventFilter)
        self._moved_timer.setSingleShot(True)
        self._moved_timer.timeout.connect(self._table_moved)
        self.table.viewer = self.viewer if self.viewer is not None else self._home
        self.table.hidden = self.viewer is None
        self.table.rtl = i18n.is_rtl()

        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # names show literally, never as markup
        self.prompt.setStyleSheet("QLabel#prompt { font-size: 13pt; padding: 4px 10px; }")
        self.prompt.ensurePolished()
        # two lines, always: a long prompt wraps (or is cut, whole in the tooltip) instead of moving the table
        self.prompt.setFixedHeight(2 * self.prompt.fontMetrics().lineSpacing() + 12)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeading)

        self.log_model = LogModel(self.table.sentences, self)
        self.log_model.set_viewer(self.viewer)
        self.counter_model = CounterModel(self)
        side = SidePanel(self.log_model, self.counter_model, self)
        self.log_title, self.log_view = side.log_title, side.log_view
        self.counter_title, self.counter_view = side.counter_title, side.counter_view
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.prompt)
        left_layout.addWidget(self.view, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        for part in (left, self.view):  # the table moved or resized: the hint panel is placed again
            part.installEventFilter(self)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([900, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

        self.curtain = Overlay(self, "curtain")
        self.curtain.button.clicked.connect(self._lift_curtain)
        self.summary = Overlay(self.view, "summary", panel=True)
        self.reveal = Overlay(self.view, "reveal", panel=True)
        self.reveal.button.clicked.connect(self._reveal_done)
        self._reveal_for: int | None = None  # hot-seat: the person the last events showed something private
        self.summary.button.clicked.connect(self._continue_after_round)
        self.hint_panel = HintPanel(self)
        self.hint_panel.button.clicked.connect(self._hide_hint)
        self._advice: list[Advice] | None = None  # the hint for the pending decision (None: none asked or on its way)
        self._curtain_for: int | None = None
        self._summary_text = ""
        self._summary_events: list[Event] = []
        self._round_end_events: list[Event] = []  # the batch up to the next deal, drawn under the summary
        self._held_events: list[Event] = []  # the next round's first events, logged when the summary is closed
        self.final_round_events: list[Event] = []  # the events that ended the last round (shown by the end dialog)

        self.table.actionChosen.connect(self._on_action_chosen)
        self.table.refused.connect(self._on_refused)
        self.table.offerChanged.connect(self._offer)
        self.table.settled.connect(controller.release)
        controller.actionApplied.connect(self._on_action_applied)
        self.view.cancelRequested.connect(self._on_cancel)
        controller.eventsReady.connect(self._on_events)
        controller.decisionRequired.connect(self._on_decision)
        controller.gameOver.connect(self._on_game_over)
        controller.busyChanged.connect(self._on_busy)
        controller.failed.connect(self._on_failed)
        controller.rewound.connect(self._on_rewound)
        controller.hintReady.connect(self._on_hint)
        self.retranslate()

    # --- controller signals ------------------------------------------------------------------------------------------
    def _on_events(self, events: Sequence[Event]) -> None:
        self._pending = None  # the decision these events answer is done
        self._drop_hint()
        self._update_prompt()
        self.table.clear_choices()
        first, self._shown_table = not self._shown_table, True  # the first batch is the table as it stands
        summary = None if first else self.table.round_summary(events, self.viewer)
        actor, self._actor = self._actor, None
        if self.hotseat and self.viewer is not None and not first:
            private = any(e.audience is not None and e.reveals_to(self.viewer) for e in events)
            self._reveal_for = self.viewer if private else None
        logged: Sequence[Event] = events
        if summary and self.controller.state.outcome is None:
            self._summary_events = list(events)
            self._summary_text = summary
            if not self.auto_continue:
                # The engine has already dealt the next round: the table shows the round just ended (hands the
                # rules reveal face up, the deciding move marked) with the summary beside it, and the log and the
                # card counter stay at its end until the summary is closed.
                cut = next((i for i, e in enumerate(events) if e.kind == self.table.ROUND_START), len(events))
                logged, self._held_events = events[:cut], list(events[cut:])
                self._reveal_for = None  # the summary shows the round's end; the next deal is seen after it
                self._sync_round_end(logged)
                self._round_end_events = list(logged)
                self._summary_text = self.table.round_summary(events, self.viewer) or summary  # after the sync
                if actor is not None:
                    self._show_move(actor, logged, announce=True)
                self.controller.stop()
                self.log_model.append(logged)
                self._after_move(actor, self._show_summary)  # another seat's deciding move is seen first
                self._update_prompt()  # the log's last sentence, not the next round's "… is thinking"
                return
        if summary:  # the match's last round: the table keeps showing it with what the rules reveal at its end
            self.final_round_events = list(events)
        self._sync(events)
        self._hold_while_moving()  # the next move is shown and said, your choice offered, once all has landed
        if not first and actor is not None:
            self._show_move(actor, events, announce=True)
        self._last_actor = None if first else actor
        self.log_model.append(logged)
        self._update_prompt()  # again, now that the log holds these events (the prompt may show the last one)

    def _on_action_applied(self, player: int, _action: Action) -> None:
        self._actor = player

    def _show_move(self, actor: int, events: Sequence[Event], announce: bool) -> None:
        """Show ``actor``'s action on the table: mark what it touched (its last move, until it moves again) and,
        for another seat's action that shows the viewer something, the banner with the log's words for it."""
        seat = self.viewer if self.viewer is not None else self._home
        visible = [e for e in events if e.visible_to(seat)]
        self.table.mark_move(actor, self.table.touched(visible))
        if actor == seat:
            self.banner.dismiss()  # your own move: the news of the others' is stale
            return
        shown = [e for e in visible if e.kind not in self.table.NOT_ANNOUNCED]
        sentences = self.table.sentences(shown, seat) if announce else []
        if sentences:
            self.banner.announce(
                " ".join(sentences),
                max(self.BANNER_MS, self.animator.duration(self.BANNER_MS)),
                lambda: " ".join(self.table.sentences(shown, seat)),
            )

    def _clear_banner_of_choices(self) -> None:
        """The last move's banner, still up when the person's choices appear, moves clear of them (the chips and
        cards just offered); where it can find no such place it goes (the log still says the move)."""
        self.banner.place()
        offered = [self._in_view(item.sceneBoundingRect()) for _action, item in self.table.choices if item.isVisible()]
        if any(self.banner.geometry().intersects(r) for r in offered):
            self.banner.dismiss()

    def _in_view(self, rect: QRectF) -> QRect:
        """A scene rectangle in the view's coordinates (the banner's parent)."""
        return self.view.mapFromScene(rect).boundingRect().translated(self.view.viewport().pos())

    def _table_items(self, captions: bool) -> list[QRect]:
        """Where the table's visible top-level items (``captions``: its text labels; else everything else: cards,
        piles, plates, chips, legends) lie once their moves in flight have landed, in the view's coordinates."""
        rects = []
        for item in self.view.scene().items():
            if item.parentItem() is None and item.isVisible() and isinstance(item, LabelItem) == captions:
                landing = self.animator.landing(item)
                if landing is not None:
                    rects.append(self._in_view(landing))
        return rects

    def _covered_in_view(self) -> list[QRect]:
        """What the banner must keep clear of: every card, pile and name plate on the table."""
        return self._table_items(captions=False)

    def _captions_in_view(self) -> list[QRect]:
        """What the banner covers only when no clear place is left: the table's captions."""
        return self._table_items(captions=True)

    def _on_refused(self, reason: str) -> None:
        """A click on a choice the decision refuses: the banner says why (the engine's reason, worded here)."""
        if self._pending is not None and not self.curtain_up:
            self.banner.announce(reason, max(self.BANNER_MS, self.animator.duration(self.BANNER_MS)))

    def _on_rewound(self) -> None:
        """Undo replaced the State: redraw the table and the whole log from it."""
        self._pending = None
        self._thinking = None
        self._actor = None
        self._reveal_for = None
        self._then_timer.stop()
        self._then = None
        self.reveal.hide()
        self.table.hold_reveal(False)
        self._drop_hint()
        self.banner.dismiss()
        self.table.clear_moves()
        self.table.clear_choices()
        self.summary.hide()
        self._held_events = []
        self.log_model.replace(self.controller.state.event_log())
        self.log_view.follow()
        self._sync(())
        self._hold_while_moving()
        self._update_prompt()

    def _on_decision(self, player: int, decision: Decision) -> None:
        self._drop_caution()
        self._pending = (player, decision)
        self._drop_hint()
        self._thinking = None
        if self.hotseat and (player != self.viewer or self.table.hidden):
            if not self._hold_for_reveal():
                self._pass_to(player)
            return
        self._offer()

    def _pass_to(self, player: int) -> None:
        self._raise_curtain(player)
        if not self.curtain_enabled:
            self._lift_curtain()

    def _on_busy(self, busy: bool) -> None:
        if busy:
            decision = self.controller.decision()
            self._thinking = decision.player if decision is not None else None
            self._pending = None
            if self.hotseat and not self.table.hidden and not self._hold_for_reveal():
                self._hide_hands()
        else:
            self._thinking = None
        self._update_prompt()

    # --- hot-seat: private reveals, hands hidden between two people -------------------------------------------------
    def _hold_for_reveal(self) -> bool:
        """Hot-seat: if the last events showed the person at the screen something private (a card drawn, looked
        at, received), keep their view with a "Done" panel before the curtain falls or the computers play on; True
        if it is up. Without the curtain (a setting) nothing is held."""
        seat, self._reveal_for = self._reveal_for, None
        if seat is None or seat != self.viewer or not self.curtain_enabled or self.table.hidden:
            return False
        self._retranslate_reveal(seat)
        self.reveal.set_wide(True)
        width = min(self.view.width() - 16, max(420, self.view.width() * 2 // 3))
        self.reveal.setFixedWidth(width)
        height = max(self.reveal.heightForWidth(width), self.reveal.sizeHint().height())
        self.reveal.setGeometry((self.view.width() - width) // 2, 8, width, height)
        self.reveal.raise_()
        self.reveal.show()
        self.reveal.button.setFocus()
        self.table.hold_reveal(True)
        return True

    def _retranslate_reveal(self, seat: int) -> None:
        self.reveal.label.setText(
            self.tr("%1, look at what you have just seen, then press Done.").replace("%1", self.table.rich_name(seat))
        )
        self.reveal.button.setText(self.tr("Done"))

    @property
    def reveal_up(self) -> bool:
        return self.reveal.isVisible()

    def _reveal_done(self) -> None:
        """ "Done" after a private reveal: the curtain for the next person, or the hands hidden while computers play."""
        self.reveal.hide()
        self.table.hold_reveal(False)
        if self._pending is not None:
            self._pass_to(self._pending[0])
        elif self.controller.busy:
            self._hide_hands()

    def _hide_hands(self) -> None:
        """Computers play between two people: nobody's hand shows until the curtain is lifted for the next one."""
        self.table.clear_choices()
        self.table.hidden = True
        self._sync(())

    def _on_game_over(self, outcome: Outcome) -> None:
        self._pending = None
        self.table.clear_choices()
        self._update_prompt()
        self._after_move(self._last_actor, lambda: self.finished.emit(outcome))

    def _after_move(self, actor: int | None, then: Callable[[], None]) -> None:
        """Call ``then`` (the round summary, the end of the match) at once after your own move, or once another
        seat's move (``actor``) has been on the table for the pause (:attr:`PAUSE` × the animation speed), as any
        other computer move is: its cards land and the banner says it before the summary covers the table. Either
        way a trick still being collected lands first (:meth:`GameTable.settling`)."""
        seat = self.viewer if self.viewer is not None else self._home
        ms = self.animator.duration(int(self.PAUSE * 1000)) if actor is not None and actor != seat else 0
        ms = max(ms, math.ceil(self.table.settling() * 1000))  # a trick being collected is seen to its pile first
        self._then = then
        if ms > 0:
            self._then_timer.start(ms)
        else:
            self._run_then()

    def _run_then(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()

    def _on_failed(self, message: str) -> None:
        self._pending = None
        self._set_prompt(self.tr("The computer player failed: %1").replace("%1", message.strip().splitlines()[-1]))

    # --- choices -----------------------------------------------------------------------------------------------------
    def _offer(self) -> None:
        if self._pending is None:
            return
        _player, decision = self._pending
        self.table.clear_choices()
        if self._partial_shown or self.controller.pending_steps:
            self._sync(())
            self._hold_while_moving()  # your own step still flies to its place: the next one is asked on landing
        if self.controller.held:  # asked again once the table has settled (GameController.release)
            self._pending = None
            self._update_prompt()
            return
        self.table.show_choices(self.table.offer(decision, self.controller.pending_steps))
        self.table.show_refusals(decision)
        if self._advice:
            self.table.show_hint([a.action for a in self._advice])
        self.view.reset_focus()
        self._focus_cautioned()  # offered again (a language switch) while asked: Enter still answers
        self._update_prompt()
        if decision.interrupt is not None:  # out of turn: the banner says the question, not the move before it
            self.banner.announce(
                self._decision_text(decision),
                max(self.BANNER_MS, self.animator.duration(self.BANNER_MS)),
                lambda: self._decision_text(decision),
            )
        elif self.banner.isVisible():
            self._clear_banner_of_choices()
        self.view.setFocus()

    def _on_action_chosen(self, action: Action) -> None:
        if self._pending is None:
            return
        decision = self._pending[1]
        caution = next((c for c in decision.cautions if c.action == action), None)
        again = action == self._cautioned and self._caution_up()
        double = QApplication.styleHints().mouseDoubleClickInterval() / 1000
        if again and time.monotonic() - self._cautioned_at < double:
            return  # the second click of a double-click: the question stays up for a choice of its own
        if caution is not None and not again:
            self._cautioned, self._cautioned_at = action, time.monotonic()  # asked first; a second choice goes ahead
            self.banner.announce(
                self.table.caution(caution, decision),
                max(2 * self.BANNER_MS, self.animator.duration(2 * self.BANNER_MS)),
                lambda: self.table.caution(caution, decision),
            )
            self._focus_cautioned()
            self._replace_hint_panel()  # the question is read before the hint: the panel moves off the banner
            return
        self._drop_caution()
        try:
            self.controller.choose(action)
        except IllegalActionError as exc:
            self._set_prompt(self.tr("That move is not possible: %1").replace("%1", exc.reason))

    def _focus_cautioned(self) -> None:
        """While the banner asks about a choice chosen once, that choice takes the keyboard's focus mark, so Enter
        confirms it as a second click does (after a mouse click, or when the choices are offered again)."""
        if self._caution_up():
            item = next((i for a, i in self.table.choices if a == self._cautioned), None)
            if item is not None:
                self.view.focus_item(item)

    def _caution_up(self) -> bool:
        """True while the banner asks about the choice chosen once (:attr:`_cautioned`)."""
        if self._cautioned is None or self._pending is None or not self.banner.isVisible():
            return False
        decision = self._pending[1]
        caution = next((c for c in decision.cautions if c.action == self._cautioned), None)
        return caution is not None and self.banner.sentence == self.table.caution(caution, decision)

    def _drop_caution(self) -> None:
        """Forget the choice chosen once, and take its question down if it is still up."""
        if self._caution_up():
            self.banner.dismiss()
        self._cautioned = None

    def _on_cancel(self) -> None:
        if self._caution_up():  # Esc: not this one after all
            self._drop_caution()
            return
        if self._pending is not None and self.table.cancel_pick():
            return
        if self._pending is not None and self.controller.pending_steps:
            self.controller.cancel_move()

    # --- the hint ----------------------------------------------------------------------------------------------------
    def hint(self) -> bool:
        """Help → Hint: ask the hard level (in the computer-player process, from what the person deciding sees) for
        its top three choices at the decision on screen; the panel says it is looking, then :meth:`_on_hint` shows
        the answer (asked again, the same answer is shown again). Returns False (nothing asked) when no choice of a
        person is on screen or a hint is on its way."""
        if self._pending is None or self.curtain_up or self.reveal_up:
            return False
        if self._advice is not None:  # already answered: show it again
            self.table.show_hint([a.action for a in self._advice])
            self._show_hint_panel()
            return True
        if not self.controller.request_hint():
            return False
        self._show_hint_panel()
        return True

    def _hide_hint(self) -> None:
        """The hint panel's Hide: the rank marks leave the table with the panel (H shows both again)."""
        self.table.hide_hint()

    def _on_hint(self, player: int, advice: list[Advice]) -> None:
        if self._pending is None or self._pending[0] != player:
            return
        self._advice = advice
        self.table.show_hint([a.action for a in advice])
        self._show_hint_panel()

    def _hint_text(self) -> str:
        """The hint panel's rich text: one line per ranked choice (its rank as marked on the table, the estimated
        chance of winning after it, the heuristic's reason when it has one); that it is looking while the answer is
        on its way."""
        if self._advice is None:
            return html.escape(self.tr("Looking for a hint…"), quote=False)
        if not self._advice:
            return html.escape(self.tr("No hint this time."), quote=False)
        lines = [html.escape(self.tr("The strongest choices, as the hard level sees them:"), quote=False)]
        for rank, advice in enumerate(self._advice, 1):
            line = self.table.hint_chance(i18n.number(round(100 * advice.chance)), advice.scope)
            reason = self.table.hint_reason(*advice.reason) if advice.reason is not None else ""
            text = html.escape(line + (" — " + reason if reason else ""), quote=False)
            lines.append(f"<b>{i18n.number(rank)}</b>&nbsp;&nbsp;{text}")
        return "<br>".join(lines)

    def _show_hint_panel(self) -> None:
        """The hint panel at the top corner of the table on the reading end side, or where else on the table it
        covers no card, pile or name plate (what the banner keeps clear of), nor the banner if it is up, and no
        marked choice, else over the top of the log beside the table (:meth:`HintPanel.place`)."""
        self.hint_panel.label.setText(self._hint_text())
        self.hint_panel.button.setText(self.tr("Hide"))
        origin = self.view.mapTo(self, QPoint(0, 0))
        offset = self.view.viewport().pos() + origin
        marked = [
            self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(offset)
            for _action, item in self.table.choices
            if item.hint
        ]
        things = [r.translated(origin) for r in self._covered_in_view()]
        if self.banner.isVisible():  # the King Cat's question, say: the panel (over the table) would hide it
            things.append(self.banner.geometry().translated(origin))
        bounds = self.view.rect().adjusted(8, 8, -8, -8).translated(origin)
        side = self.splitter.widget(1)
        spare = None
        if side is not None and side.isVisible():
            spare = QRect(side.mapTo(self, QPoint(0, 0)), side.size()).adjusted(4, 4, -4, -4)
        self.hint_panel.place(bounds, 400, i18n.is_rtl(), things, marked, spare)

    def _replace_hint_panel(self) -> None:
        """Place the hint panel again, in the current words, if it is up (the banner came up, the window was resized,
        the language switched)."""
        if self.hint_up:
            self._show_hint_panel()

    @property
    def hint_up(self) -> bool:
        return self.hint_panel.isVisible()

    def _drop_hint(self) -> None:
        """The decision the hint was for is gone: hide the panel (the table's marks go with the choices)."""
        self._advice = None
        self.hint_panel.hide()

    # --- hot-seat ----------------------------------------------------------------------------------------------------
    def _raise_curtain(self, player: int) -> None:
        self._curtain_for = player
        self.table.clear_choices()
        self.table.hidden = True
        self._sync(())
        self._retranslate_curtain()
        self.curtain.cover()

    def _lift_curtain(self) -> None:
        player = self._curtain_for
        if player is None:
            return
        self._curtain_for = None
        self.curtain.hide()
        self.viewer = player
        self.table.viewer = player
        self.table.hidden = False
        self.log_model.set_viewer(player)
        self._sync(())
        self._hold_while_moving()  # the table turns to the person now at it: asked once it has
        self._offer()

    @property
    def curtain_up(self) -> bool:
        return self._curtain_for is not None

    # --- round end ---------------------------------------------------------------------------------------------------
    def _show_summary(self) -> None:
        self._set_summary_text()
        self._place_summary()
        if self.banner.isVisible() and self.banner.geometry().intersects(self.summary.geometry()):
            self.banner.dismiss()  # the summary covers it: the log still says the move
        self.summary.raise_()
        self.summary.show()
        self.summary.button.setFocus()
        self._update_prompt()

    def _set_summary_text(self) -> None:
        """The summary with long player names cut short (:func:`~cardtable.ui.table.text.elide_names`), whole in
        its tooltip."""
        shown = elide_names(self._summary_text, rich=True)
        self.summary.label.setText(shown)
        self.summary.label.setToolTip(self._summary_text if shown != self._summary_text else "")

    def _place_summary(self) -> None:
        """The summary panel sits over the table's summary area (:meth:`GameTable.summary_area`), centred on it,
        as wide as it (within the view) and as tall as its text but no taller than the area (the text scrolls); the
        rest of the table stays visible."""
        area = self.view.mapFromScene(self.table.summary_area()).boundingRect()
        bounds = self.view.rect().adjusted(8, 8, -8, -8)
        self.summary.set_wide(area.width() > 3 * area.height())
        width = max(340, min(area.width(), bounds.width()))
        self.summary.setFixedWidth(width)
        y = max(bounds.top(), area.top())
        room = max(min(area.bottom(), bounds.bottom()) - y, self.summary.minimumSizeHint().height())
        height = min(self.summary.heightForWidth(width), room)
        if height <= 0:
            height = min(self.summary.sizeHint().height(), room)
        x = min(max(bounds.left(), area.center().x() - width // 2), bounds.right() - width)
        y = min(y, bounds.bottom() - height)
        self.summary.setGeometry(x, y, width, height)

    @property
    def summary_up(self) -> bool:
        return self.summary.isVisible()

    def _continue_after_round(self) -> None:
        self.summary.hide()
        self.table.clear_moves()
        held, self._held_events = self._held_events, []
        self.log_model.append(held)
        self._sync(())
        self._hold_while_moving()  # the next round's deal lands before anyone is asked
        self.controller.resume()

    # --- drawing -----------------------------------------------------------------------------------------------------
    def _sync_round_end(self, events: Sequence[Event], shown: bool = False) -> None:
        """Draw the round that ``events`` ended as it stood then (the controller's
        :meth:`~cardtable.controllers.GameController.round_end_observation`), with what the rules reveal at its end
        (:meth:`GameTable.round_end_view`); the card counter is emptied (it would tell the next deal). ``shown``:
        the events are on the table already (a language switch under the summary redraws it without them)."""
        seat = self.viewer if self.viewer is not None else self._home
        ended = self.controller.round_end_observation(seat)
        moves = () if shown else events
        if ended is None:
            self._sync(moves)
        else:
            self.table.sync(self.table.round_end_view(ended, events), moves)
        self.counter_model.set_rows([])

    def _sync(self, events: Sequence[Event]) -> dict[str, JSON]:
        """Draw the viewer's table view; once the match is over, its last round as it ended, with what the rules
        reveal then (:meth:`GameTable.round_end_view`: the hands of a showdown face up) and the card counter still
        counting what that view leaves hidden (nothing more is dealt; an opponent's hand and draw pile that the
        rules never reveal stay unseen)."""
        seat = self.viewer if self.viewer is not None else self._home
        observation = self.controller.shown_observation(seat)
        self._partial_shown = bool(self.controller.pending_steps)
        over = bool(self.final_round_events) and self.controller.state.outcome is not None
        if over:
            observation = self.table.round_end_view(observation, self.final_round_events)
        self.table.sync(observation, events)
        self.controller.hold_for(self.table.moment_left() / 1000)  # the next computer move waits for a look
        self.counter_model.set_rows(self.table.unseen_counts(observation) if not self.table.hidden else [])
        return observation

    def _hold_while_moving(self) -> None:
        """While the table is in motion (cards flying, a trick being collected: :attr:`GameTable.in_motion`), hold
        the controller (:meth:`GameController.hold`): no computer move is applied and no choice offered until the
        table has :attr:`~GameTable.settled`, which releases it. With animations off nothing is ever held."""
        if self.table.in_motion:
            self.controller.hold()

    def _set_prompt(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setToolTip(text)

    def _update_prompt(self) -> None:
        if self._thinking is not None:
            text = self.tr("%1 is thinking…").replace("%1", self.table.name(self._thinking))
        elif self._pending is not None and not self.curtain_up and not self.reveal_up:
            text = self._decision_text(self._pending[1])
            if self.controller.pending_steps:
                text += "  " + self.tr("(Esc: take back)")
        else:
            text = self._waiting_text()
        self._set_prompt(text)

    def _decision_text(self, decision: Decision) -> str:
        """The prompt of the person's ``decision``; a decision out of turn says so first, to the only person at the
        table as "you", by name in a hot-seat game (as the curtain said it)."""
        text = self.table.prompt(decision, self.controller.pending_steps)
        if decision.interrupt is not None:
            text = self.table.interrupt_text(decision, addressed=not self.hotseat) + " " + text
        return text

    def _waiting_text(self) -> str:
        """The prompt line while no choice is offered, never an empty strip: "<name> is thinking…" when a computer
        player is to move (also in the moment between two of its moves, after the controller reported it idle and
        before it reports it busy again), else the log's last sentence (also while the round summary pauses the
        game; the prompt is asked again after every batch of events, once the log holds them). Empty only under
        the hot-seat curtain (the log behind it may be the previous player's) and before anything happened."""
        if self.curtain_up:
            return ""
        decision = (
            None if self.controller.state.is_terminal or self.summary_up or self._then else self.controller.decision()
        )
        if decision is not None and not self.controller.seats[decision.player].is_human:
            return self.tr("%1 is thinking…").replace("%1", self.table.name(decision.player))
        sentences = self.log_model.sentences()
        return sentences[-1] if sentences else ""

    def set_counter_visible(self, shown: bool) -> None:
        """Show or hide the card-counting panel."""
        self.counter_view.setVisible(shown)
        self.counter_title.setVisible(shown)

    def set_speed(self, factor: float) -> None:
        """Set the animation-speed factor (0: off) and the matching pause after a visible computer move
        (:attr:`PAUSE` × factor)."""
        self.animator.speed = factor
        self.controller.set_pause(self.PAUSE * factor)

    # --- language ----------------------------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-word every text (widgets, scene, log) and mirror the table for the current language."""
        self.counter_title.setText(self.tr("Cards not yet seen by you"))
        self.summary.button.setText(self.table.next_round_text())
        self.table.rtl = i18n.is_rtl()
        self.table.retranslate()
        self.log_model.retranslate()
        if self.summary.isVisible():  # the round as it ended, not the next deal behind the summary
            self._sync_round_end(self._round_end_events, shown=True)
        else:
            self._sync(())
        self._retranslate_curtain()
        self.banner.reword()
        if self.summary.isVisible():
            self._summary_text = self.table.round_summary(self._summary_events, self.viewer) or ""
            self._set_summary_text()
        if self.reveal_up and self.viewer is not None:
            self._retranslate_reveal(self.viewer)
        self._replace_hint_panel()  # in the new words (the switch of direction moves the table: see eventFilter)
        if self._pending is not None and not self.curtain_up and not self.reveal_up:
            self._offer()
        else:
            self._update_prompt()

    def _retranslate_curtain(self) -> None:
        if self._curtain_for is not None:
            name = self.table.name(self._curtain_for)
            self.curtain.label.setText(
                "<p style='font-size:22pt'>"
                + self.tr("Pass to %1").replace("%1", self.table.rich_name(self._curtain_for))
                + "</p><p style='font-size:14pt'>"
                + html.escape(self._whose_decision(self._curtain_for), quote=False)
                + "</p><p style='font-size:12pt'>"
                + self.tr("Everyone else, please look away.")
                + "</p>"
            )
            self.curtain.button.setText(self.tr("I am %1: show my cards").replace("%1", name))

    def _whose_decision(self, player: int) -> str:
        """The curtain's second line: whose decision it is and why (their turn, or the game's reason for one taken
        out of turn, :meth:`GameTable.interrupt_text`)."""
        pending = self._pending[1] if self._pending is not None and self._pending[0] == player else None
        if pending is not None and pending.interrupt is not None:
            return self.table.interrupt_text(pending)
        return self.tr("It is %1's turn.").replace("%1", self.table.name(player))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())
        if self.summary.isVisible():
            self._place_summary()
        if self.banner.isVisible():
            self.banner.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The table (the view, or the part of the window it is in) moved or changed size (the window resized, the
        splitter dragged, a language switch mirrored the window): the banner and the hint panel are placed again once
        the whole window is laid out (fresh testers' findings: placed at once the panel used the old layout, over the
        banner and the prompt; after a splitter drag the banner was cut off)."""
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize) and (self.hint_up or self.banner.isVisible()):
            self._moved_timer.start(0)  # a drag's many resizes: placed once, after the last
        return super().eventFilter(watched, event)

    def _table_moved(self) -> None:
        if self.banner.isVisible():
            self.banner.place()
        self._replace_hint_panel()

    def close_game(self) -> None:
        """Stop the controller and its computer-player process (no thread or process is left running); a summary
        or match end waiting for the pause is dropped."""
        self._then_timer.stop()
        self._then = None
        self.controller.close()
        self.table.teardown()

    def final_round_summary(self) -> str | None:
        """Rich text on the round that ended the match (hands revealed, who won it and why), in the current
        language, or ``None`` if the game has no such summary."""
        if not self.final_round_events:
            return None
        return self.table.round_summary(self.final_round_events, self.viewer)
