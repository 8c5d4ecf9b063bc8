"""Places on the table that a seat can claim (Schotten Totten's boundary stones; later a location or a mission),
and the lanes they stand in: a row across the table with each side's cards stacked on either side of it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from cardtable.ui.i18n import number
from cardtable.ui.table.base import SCENE_W
from cardtable.ui.table.items import CARD_H, CARD_W, Selectable


@dataclass(frozen=True)
class Lanes:
    """Places in a row across a table ``width`` wide, one column of ``pitch`` each from ``left`` (place 0 at the
    reading start: the left, the right under ``rtl``), centred on the line ``centre_y``; each place has a stack of
    overlapping cards (drawn at ``scale``) on both sides: the near side (the viewer's) below the line, the far side
    above it, the first card ``gap`` from the line and each next one ``step`` further out, so every card's top band
    stays visible on the near side and its bottom on the far side."""

    left: float
    pitch: float
    centre_y: float
    gap: float
    scale: float
    rtl: bool = False
    width: float = SCENE_W

    def x(self, place: int) -> float:
        """Scene x of the centre of ``place``'s column."""
        x = self.left + self.pitch * (place + 0.5)
        return self.width - x if self.rtl else x

    def card_pos(self, place: int, near: bool, index: int, step: float) -> QPointF:
        """Top-left of the ``index``-th card (from 0) on the near or far side of ``place``."""
        w, h = CARD_W * self.scale, CARD_H * self.scale
        if near:
            return QPointF(self.x(place) - w / 2, self.centre_y + self.gap + index * step)
        return QPointF(self.x(place) - w / 2, self.centre_y - self.gap - h - index * step)


class PlaceItem(Selectable):
    """Place ``index``, drawn as a hewn stone with its number (from 1, in the language's digits) and, once claimed,
    its owner's name under it, tinted for the viewer (gold) or another seat (blue); a choice when offered (claim it,
    put a card at it). Marks (another seat's last move, highlight, focus) are drawn round it."""

    WIDTH, HEIGHT = 92.0, 48.0
    FREE, MINE, THEIRS = "#8d8a80", "#c8902c", "#3f6fa8"

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.owner = ""
        self.mine: bool | None = None
        self.setZValue(5)

    def set_owner(self, owner: str, mine: bool | None) -> None:
        """Claimed by ``owner`` (a display name; "" and ``mine`` None: not claimed), the viewer if ``mine``."""
        if (owner, mine) != (self.owner, self.mine):
            self.owner, self.mine = owner, mine
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.WIDTH + 20, self.HEIGHT + 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.WIDTH, self.HEIGHT
        painter.setBrush(QColor(self.FREE if self.mine is None else self.MINE if self.mine else self.THEIRS))
        painter.setPen(QPen(QColor("#3b3a35"), 2))
        path = QPainterPath()
        path.moveTo(10, 0)
        for x, y in ((w - 14, 2), (w, h * 0.45), (w - 8, h), (8, h - 2), (0, h * 0.5)):
            path.lineTo(x, y)
        path.closeSubpath()
        painter.drawPath(path)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(15)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        centre = int(Qt.AlignmentFlag.AlignCenter)
        painter.drawText(QRectF(0, 0, w, h if not self.owner else 28), centre, number(self.index + 1))
        if self.owner:
            font.setPointSizeF(8.5)
            painter.setFont(font)
            name = painter.fontMetrics().elidedText(self.owner, Qt.TextElideMode.ElideRight, int(w - 8))
            painter.drawText(QRectF(4, 26, w - 8, 20), centre, name)
        self._paint_marks(painter, QRectF(0, 0, w, h), 8)
