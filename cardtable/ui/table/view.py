"""The table view: scales the scene to the window and moves between the offered choices with the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from cardtable.ui.table.base import GameTable
from cardtable.ui.table.items import Selectable


class TableView(QGraphicsView):
    """Shows a :class:`GameTable`'s scene scaled to fit (vector items stay sharp at any size and on HiDPI).

    Keyboard: Tab/Shift+Tab and Down/Up move the focus mark between the offered choices in reading order (right to
    left under RTL), Left/Right move it left/right on screen, Enter/Return/Space choose the focused one, Escape
    emits ``cancelRequested``.
    """

    cancelRequested = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table: GameTable | None = None
        self._focus = -1
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _ordered(self) -> list[Selectable]:
        if self.table is None:
            return []
        items = [item for _action, item in self.table.choices] + self.table.own_choices
        sign = -1 if self.isRightToLeft() else 1  # reading order: right to left in Persian
        return sorted(items, key=lambda i: (round(i.sceneBoundingRect().center().y() / 60), sign * i.scenePos().x()))

    def reset_focus(self) -> None:
        """Forget the keyboard focus (a new offer starts without a focus mark)."""
        self._focus = -1

    def focus_item(self, item: Selectable) -> None:
        """Put the focus mark on ``item`` if it is an offered choice, so Enter chooses it (the banner's question
        about a choice clicked once is answered by Enter as by a second click)."""
        items = self._ordered()
        if item not in items:
            return
        for other in items:
            other.set_focused(False)
        self._focus = items.index(item)
        item.set_focused(True)

    def _move_focus(self, step: int) -> None:
        items = self._ordered()
        if not items:
            return
        for item in items:
            item.set_focused(False)
        self._focus = (self._focus + step) % len(items) if self._focus >= 0 else 0  # first key: first in reading order
        items[self._focus].set_focused(True)
        self.ensureVisible(items[self._focus])

    def focusNextPrevChild(self, next: bool) -> bool:
        if self.table is not None and (self.table.choices or self.table.own_choices):
            self._move_focus(1 if next else -1)
            return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        forward = -1 if self.isRightToLeft() else 1  # Right moves right on screen in both directions
        if key == Qt.Key.Key_Right:
            self._move_focus(forward)
        elif key == Qt.Key.Key_Left:
            self._move_focus(-forward)
        elif key == Qt.Key.Key_Down:
            self._move_focus(1)
        elif key == Qt.Key.Key_Up:
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            items = self._ordered()
            if 0 <= self._focus < len(items):
                items[self._focus].clicked.emit()
        elif key == Qt.Key.Key_Escape:
            self.cancelRequested.emit()
        else:
            super().keyPressEvent(event)
