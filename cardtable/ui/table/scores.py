"""A match's score pad on the table: per seat, the points of each round played and the total, the leaders marked.

Drawn in the scene (it is read at a glance during play, like a sheet beside the cards), so it is an item, not a
widget; it holds no rules: the points come from the observation, and which way is best is the manifest's ``score``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.ui.i18n import number
from cardtable.ui.table.items import NO_PEN


def leaders(totals: Sequence[int], lowest_wins: bool) -> list[int]:
    """The seats whose total is best (lowest with ``lowest_wins``, else highest); none before any point is scored
    (every total 0)."""
    if not totals or not any(totals):
        return []
    best = min(totals) if lowest_wins else max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


class ScorePad(QGraphicsObject):
    """A score pad for ``rounds`` rounds: a title line, a header (the round numbers, then the total's label), one
    row per seat (its name, its points in each round played, blank for the rounds to come, its total). The leaders'
    rows (:func:`leaders`) lie on a gold band in bold. Numbers are in the interface's digits; the columns run in
    reading order (mirrored under RTL). Fill it with :meth:`set_scores`."""

    ROW_H = 19.0
    TITLE_H = 22.0
    NAME_W = 84.0
    COL_W = 26.0
    TOTAL_W = 40.0
    PAD = 6.0
    POINT_SIZE = 9.5

    def __init__(self, rounds: int, lowest_wins: bool) -> None:
        super().__init__()
        self.rounds = rounds
        self.lowest_wins = lowest_wins
        self.title = ""
        self.total_label = ""
        self.names: list[str] = []
        self.points: list[list[int]] = []
        self.rtl = False
        self.leading: list[int] = []

    def set_scores(
        self, title: str, total_label: str, names: Sequence[str], points: Sequence[Sequence[int]], rtl: bool
    ) -> None:
        """Show ``points`` (per round played, per seat) for the seats ``names`` under ``title``, the last column
        headed ``total_label`` (both translated), laid out right to left with ``rtl``."""
        self.prepareGeometryChange()
        self.title, self.total_label, self.rtl = title, total_label, rtl
        self.names = list(names)
        self.points = [list(p) for p in points]
        self.leading = leaders(self.totals(), self.lowest_wins)
        self.update()

    def totals(self) -> list[int]:
        """Each seat's total over the rounds played."""
        return [sum(p[seat] for p in self.points) for seat in range(len(self.names))]

    def rows(self) -> list[list[str]]:
        """The pad's cells as shown, in reading order: the header, then one row per seat (name, each round's points
        or "" for a round to come, total)."""
        header = ["", *(number(r + 1) for r in range(self.rounds)), self.total_label]
        out = [header]
        for seat, (name, total) in enumerate(zip(self.names, self.totals(), strict=True)):
            cells = [number(p[seat]) for p in self.points] + [""] * (self.rounds - len(self.points))
            out.append([name, *cells, number(total)])
        return out

    def width(self) -> float:
        return 2 * self.PAD + self.NAME_W + self.rounds * self.COL_W + self.TOTAL_W

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width(), self.TITLE_H + (len(self.names) + 1) * self.ROW_H + 2 * self.PAD)

    def columns(self) -> list[QRectF]:
        """Each column's strip (item coordinates, full height), in reading order: name, rounds, total."""
        widths = [self.NAME_W, *([self.COL_W] * self.rounds), self.TOTAL_W]
        height = self.boundingRect().height()
        out, x = [], self.PAD
        for w in widths:
            left = self.width() - x - w if self.rtl else x
            out.append(QRectF(left, 0, w, height))
            x += w
        return out

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#f3e3c3"), 1.2))
        painter.setBrush(QColor(16, 40, 26, 215))
        painter.drawRoundedRect(rect, 8, 8)
        font = QFont(painter.font())
        font.setPointSizeF(self.POINT_SIZE + 1)
        font.setBold(True)
        painter.setFont(font)
        start = Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft
        centre = Qt.AlignmentFlag.AlignCenter
        flags = Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(
            rect.adjusted(self.PAD + 2, self.PAD - 2, -self.PAD - 2, 0).intersected(
                QRectF(0, 0, rect.width(), self.TITLE_H + self.PAD)
            ),
            int(start | flags),
            self.title,
        )
        columns = self.columns()
        for r, cells in enumerate(self.rows()):
            top = self.PAD + self.TITLE_H + r * self.ROW_H
            seat = r - 1
            lead = seat in self.leading
            if lead:
                painter.setPen(NO_PEN)
                painter.setBrush(QColor(200, 144, 44, 190))
                painter.drawRoundedRect(QRectF(self.PAD / 2, top, rect.width() - self.PAD, self.ROW_H), 4, 4)
            font.setBold(lead or r == 0)
            font.setPointSizeF(self.POINT_SIZE)
            painter.setFont(font)
            painter.setPen(QColor("#ffffff") if lead else QColor("#f3e3c3"))
            metrics = QFontMetricsF(font)
            for c, (column, text) in enumerate(zip(columns, cells, strict=True)):
                cell = QRectF(column.left() + 2, top, column.width() - 4, self.ROW_H)
                if c == 0:
                    text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, cell.width())
                painter.drawText(cell, int((start if c == 0 else centre) | flags), text)
