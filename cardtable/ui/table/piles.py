"""Piles on the table: a frame round a pile's cards with its caption and count below ("Discard: 3"); a browsable
pile opens a dialog listing its cards (a Qt item model in a list view), top card first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QLabel,
    QListView,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.table.base import Placement
from cardtable.ui.table.items import NO_BRUSH, CardFace

CAPTION_H = 22.0
FRAME_PAD = 8.0
"""A browsable pile's frame keeps this margin round its cards and its caption."""
CAPTION_SMALLEST = 6.5


class PileItem(QGraphicsObject):
    """A pile's place: ``width`` × ``height`` (scene units, the pile's cards) with ``caption`` centred under it.
    A ``browsable`` pile draws a dashed frame round both (as wide as the caption needs, :meth:`frame_rect`), shows
    a pointing hand and emits ``clicked`` (the table opens a :class:`PileDialog`); another lets clicks through to
    the cards below it. A caption wider than the pile's place (``width`` + 24) is drawn smaller to fit, and elided
    only if it does not fit even at 6.5 points."""

    clicked = Signal()

    def __init__(self, width: float, height: float, *, browsable: bool = False, point_size: float = 9.5) -> None:
        super().__init__()
        self._size = (width, height)
        self.caption = ""
        self.point_size = point_size
        self.browsable = browsable
        if browsable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_caption(self, text: str) -> None:
        if text != self.caption:
            self.caption = text
            self.update()

    def place(self, pos: QPointF, caption: str, visible: bool = True) -> None:
        """Put the pile's place at ``pos`` (its cards' top-left) with ``caption``, shown or hidden."""
        self.setPos(pos)
        self.set_caption(caption)
        self.setVisible(visible)

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-20, -4, w + 40, h + CAPTION_H + 8)

    def caption_rect(self) -> QRectF:
        """Where the caption is drawn, in item coordinates (``mapRectToScene`` for the scene's)."""
        w, h = self._size
        return QRectF(-20, h, w + 40, CAPTION_H)

    def covered(self) -> QRectF:
        """The part of the scene the pile's place and its caption's text as drawn cover: for checking that a
        table's places keep clear of one another."""
        w, h = self._size
        text = QFontMetricsF(self.caption_font()).horizontalAdvance(self.caption_text())
        left = min(0.0, (w - text) / 2)
        return self.mapRectToScene(QRectF(left, 0, max(w, text), h + CAPTION_H))

    def caption_font(self) -> QFont:
        """The caption's font: ``point_size``, or smaller (down to 6.5 points) if the caption would not fit inside
        the widest frame the pile's place allows."""
        font = QFont()
        font.setPointSizeF(self.point_size)
        width = QFontMetricsF(font).horizontalAdvance(self.caption)
        if width > self._room():
            font.setPointSizeF(max(CAPTION_SMALLEST, self.point_size * self._room() / width))
        return font

    def caption_text(self) -> str:
        """The caption as drawn: whole, or elided if it does not fit even at the smallest size."""
        metrics = QFontMetricsF(self.caption_font())
        return metrics.elidedText(self.caption, Qt.TextElideMode.ElideRight, self._room())

    def _room(self) -> float:
        return self._size[0] + 40 - 2 * FRAME_PAD

    def frame_rect(self) -> QRectF:
        """A browsable pile's dashed frame, in item coordinates: round the cards and the caption, centred on the
        pile, with :data:`FRAME_PAD` either side of the caption's text (never wider than the pile's place)."""
        w, h = self._size
        text = QFontMetricsF(self.caption_font()).horizontalAdvance(self.caption_text())
        half = min(w / 2 + 20, max(w / 2 + FRAME_PAD, text / 2 + FRAME_PAD))
        return QRectF(w / 2 - half, -4, 2 * half, h + CAPTION_H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.browsable:
            painter.setPen(QPen(QColor(243, 227, 195, 110), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(NO_BRUSH)
            painter.drawRoundedRect(self.frame_rect(), 6, 6)
        painter.setFont(self.caption_font())
        painter.setPen(QColor("#f3e3c3"))
        painter.drawText(self.caption_rect(), int(Qt.AlignmentFlag.AlignCenter), self.caption_text())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.browsable:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.browsable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        else:
            super().mouseReleaseEvent(event)


def stack(
    key: str | tuple[Any, ...],
    count: int,
    pos: QPointF,
    scale: float = 1.0,
    face: CardFace | None = None,
    depth: int = 4,
) -> list[Placement]:
    """Placements for a pile of ``count`` cards at ``pos`` drawn as up to ``depth`` cards (keys ``(key, i)``, or
    ``(*key, i)`` for a tuple), each offset 2 units up and to the left of the one below it: backs, or ``face`` face
    up (a discard pile's top, a deck with a back of its own); the last one is the top card."""
    prefix = key if isinstance(key, tuple) else (key,)
    return [
        Placement((*prefix, i), face, face is not None, pos - QPointF(i * 2, i * 2), scale, i)
        for i in range(min(count, depth))
    ]


class PileDialog(QDialog):
    """The cards of a pile, top card first: ``cards`` are (name, tooltip) pairs, bottom card first, as the
    observation lists them. ``title`` names the pile; ``empty`` is said when it has no card."""

    def __init__(
        self,
        title: str,
        cards: Sequence[tuple[str, str]],
        empty: str,
        heading: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PileDialog")
        self.setWindowTitle(title)
        self.label = QLabel(heading if cards else empty, self)
        self.model = QStandardItemModel(self)
        for name, tooltip in reversed(cards):
            item = QStandardItem(name)
            item.setToolTip(tooltip)
            item.setEditable(False)
            self.model.appendRow(item)
        self.list = QListView(self)
        self.list.setModel(self.model)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(320, 360)
