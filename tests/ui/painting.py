"""Painting helpers shared by the table tests."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter


class TextSpy(QPainter):
    """A painter that records the font size (points) and the text of every ``drawText``."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args) -> None:
        self.texts.append((self.font().pointSizeF(), str(args[-1])))
        super().drawText(*args)
