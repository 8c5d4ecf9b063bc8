"""Painting helpers shared by the table tests."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem


class TextSpy(QPainter):
    """A painter that records the font size (points) and the text of every ``drawText``."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args) -> None:
        self.texts.append((self.font().pointSizeF(), str(args[-1])))
        super().drawText(*args)


def paint(item: QGraphicsItem, painter_class: type[QPainter] = TextSpy, size: tuple[int, int] = (260, 120)) -> QPainter:
    """Paint ``item`` into an image ``size`` big with a ``painter_class`` painter; returns the ended painter (a spy
    keeps what it recorded)."""
    image = QImage(*size, QImage.Format.Format_ARGB32)
    painter = painter_class(image)
    try:
        item.paint(painter, QStyleOptionGraphicsItem())
    finally:
        painter.end()
    return painter
