"""The card-face base for "number, colour, name, text" faces, and the badges a card can carry.

A :class:`BandFace` draws a colour band across the top (the number in both corners, an emblem between them), the
card's name under it and a short text below; a game's face class says what those are. When a hand overlaps the
card, the name is fitted into the part left uncovered (:class:`~cardtable.ui.table.hand.HandSlot`), so it is never
cut short; only if it cannot fit even at the smallest size is it elided, and the tooltip has it whole. A face may
give a few words for its text (:meth:`BandFace.short_text`), drawn larger where the text would be too small to read
on screen (:data:`TEXT_MIN_PX`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from cardtable.ui.table.emblems import star
from cardtable.ui.table.text import Fitted, draw_fitted, fit

NAME_LARGEST, NAME_SMALLEST = 10.0, 6.5
"""Point sizes a card name is fitted between."""
SUBTITLE_LARGEST = 8.5
"""A card's subtitle (its kind, its keywords) is set at this size, smaller if it is too wide for the card."""
TEXT_SMALLEST, TEXT_LINES = 5.5, 8
"""A card's text shrinks down to ``TEXT_SMALLEST`` points to fit the card; if it still does not fit, its last line is
elided (the tooltip has it whole)."""
TEXT_MIN_PX, SHORT_LARGEST = 9.0, 14.0
"""A card's text that would come out smaller than ``TEXT_MIN_PX`` pixels on screen (its font's size) is replaced by
the face's :meth:`BandFace.short_text` if it has one, fitted from ``SHORT_LARGEST`` points on the card down (a few
words set large: about 9 px on a card of scale 0.66 in a 1280×720 window)."""


def pixels_per_point(painter: QPainter) -> float:
    """How many pixels on the painter's device one point of a font on the card comes out as: the device's logical
    dots per inch over 72 times the scale of everything between the card and the device (the card's scale, the
    view's; a card lying sideways too)."""
    t = painter.deviceTransform()
    device = painter.device()
    dpi = device.logicalDpiY() if device is not None else 96
    return dpi / 72.0 * math.hypot(t.m11(), t.m12())


class BandFace:
    """A face drawn inside the card's rect: a band of :meth:`colour` with :meth:`number` in both corners and
    :meth:`emblem` between them (either may be absent), :meth:`display_name` in one or two lines under it (inside
    the band with ``NAME_IN_BAND``, at the card's foot with ``NAME_AT_FOOT``), then :meth:`subtitle` (a kind, in
    italics) and :meth:`text`; ``LARGE_EMBLEM`` (a size) draws the emblem again, large, under the band, in the band's
    colour (a card whose colour is its figure). Subclasses give the name, text and rule text in the current
    language; :meth:`paint_body` may draw something else below it."""

    BAND_H = 52.0
    NUMBER_PT = 13.0
    NAME_IN_BAND = False
    NAME_AT_FOOT = False
    EMBLEM = 38.0
    LARGE_EMBLEM = 0.0
    TEXT_PT = 7.6

    # --- what a game says --------------------------------------------------------------------------------------
    def colour(self) -> str:
        raise NotImplementedError

    def ink(self) -> str:
        """The colour of the number, the emblem's outline and a name in the band."""
        return "#ffffff"

    def number(self) -> str | None:
        return None

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the emblem in ``rect`` with the painter's pen and brush (default: none)."""

    def display_name(self) -> str:
        raise NotImplementedError

    def subtitle(self) -> str:
        return ""

    def text(self) -> str:
        return ""

    def short_text(self) -> str:
        """A few words for :meth:`text` where it would be too small to read on screen (:data:`TEXT_MIN_PX`; "":
        none, the text is always drawn)."""
        return ""

    def rule_text(self) -> str:
        """The card's whole rule, for the tooltip ("": none)."""
        return ""

    def tooltip(self) -> str:
        """The name in bold, then :meth:`rule_text` on a line of its own."""
        rule = self.rule_text()
        return f"<b>{self.display_name()}</b>" + (f"<br>{rule}" if rule else "")

    # --- drawing -------------------------------------------------------------------------------------------------
    def band_rect(self, rect: QRectF) -> QRectF:
        return QRectF(rect.left() + 5, rect.top() + 5, rect.width() - 10, self.BAND_H)

    def name_rect(self, rect: QRectF, shown: QRectF) -> QRectF:
        """Where the name goes: under the band (or in it), across the uncovered part ``shown`` of ``rect``."""
        band = self.band_rect(rect)
        left, right = max(rect.left(), shown.left()) + 4, min(rect.right(), shown.right()) - 4
        if self.NAME_IN_BAND:
            return QRectF(left, band.top() + 2, right - left, band.height() - 4)
        if self.NAME_AT_FOOT:
            return QRectF(left, rect.bottom() - 30, right - left, 26)
        return QRectF(left, band.bottom() + 3, right - left, 36)

    def mark_top(self, rect: QRectF, size: float) -> float:
        """The top of a mark ``size`` high (the hint's rank) by a side edge of the card drawn in ``rect`` that covers
        neither the number nor the name: at the card's foot, or just above a name at the foot."""
        if self.NAME_AT_FOOT:
            return self.name_rect(rect, rect).top() - size
        return rect.bottom() - size - 3

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        self.paint_shown(painter, rect, rect)

    def name_fits(self, base: QFont, box: QRectF) -> bool:
        """True if the name fits ``box`` whole (not elided) in ``base`` bold, as :meth:`paint_shown` fits it."""
        font = QFont(base)
        font.setBold(True)
        return fit(self.display_name(), font, box.width(), box.height(), NAME_LARGEST, NAME_SMALLEST).complete

    def paint_shown(self, painter: QPainter, rect: QRectF, shown: QRectF, name_top: float | None = None) -> Fitted:
        """Draw the face in ``rect`` with the name inside ``shown`` (the part no other card covers), from
        ``name_top`` down if given (below a card's badges), the rest of the face below it; returns how the name
        fitted."""
        band = self.band_rect(rect)
        fill, ink = QColor(self.colour()), QColor(self.ink())
        painter.setPen(QPen(QColor("#d8b35a"), 1.5) if self.NAME_IN_BAND else QPen(Qt.PenStyle.NoPen))
        painter.setBrush(fill)
        painter.drawRoundedRect(band, 6, 6)
        digits = self.number()
        if digits is not None:
            font = QFont(painter.font())
            font.setBold(True)
            font.setPointSizeF(self.NUMBER_PT)
            painter.setFont(font)
            painter.setPen(ink)
            corner = QRectF(0, band.top(), 30, min(26.0, band.height()))
            flags = int(Qt.AlignmentFlag.AlignCenter)
            painter.drawText(corner.translated(band.left() + 1, 0), flags, digits)
            painter.drawText(corner.translated(band.right() - 31, 0), flags, digits)
        size = self.EMBLEM
        painter.setPen(QPen(ink, 2.2))
        painter.setBrush(QColor(255, 255, 255, 80))
        self.emblem(painter, QRectF(band.center().x() - size / 2, band.top() + 8, size, size))
        box = self.name_rect(rect, shown)
        if name_top is not None:
            box.moveTop(name_top)
        painter.setPen(QColor("#f6e3a8") if self.NAME_IN_BAND else QColor("#2d2418"))
        fitted = draw_fitted(
            painter, box, self.display_name(), NAME_LARGEST, NAME_SMALLEST, bold=True, top=not self.NAME_IN_BAND
        )
        y = band.bottom() + 3 if self.NAME_IN_BAND else box.top() + fitted.height + 1
        self.paint_body(painter, rect, y)
        return fitted

    def paint_body(self, painter: QPainter, rect: QRectF, y: float) -> None:
        """Below the name (from ``y`` down): the large emblem if any, the subtitle in italics (upright in Persian),
        then the text, word-wrapped."""
        if self.LARGE_EMBLEM:
            fill, size = QColor(self.colour()), self.LARGE_EMBLEM
            painter.setPen(QPen(fill.darker(140), 2.5))
            painter.setBrush(fill.lighter(125))
            top = self.band_rect(rect).bottom() + 10
            self.emblem(painter, QRectF(rect.center().x() - size / 2, top, size, size))
            y = max(y, top + size + 4)
        font = QFont(painter.font())
        font.setBold(False)
        if self.subtitle():
            font.setItalic(not persian_script(self.subtitle()))
            painter.setFont(font)
            painter.setPen(QColor("#5b3f7a"))
            box = QRectF(rect.left() + 4, y, rect.width() - 8, 18)
            draw_fitted(painter, box, self.subtitle(), SUBTITLE_LARGEST, TEXT_SMALLEST, max_lines=1)
            y += 20
            font.setItalic(False)
        if self.text():
            painter.setFont(font)
            painter.setPen(QColor("#4a3c2c"))
            box = QRectF(rect.left() + 6, y, rect.width() - 12, rect.bottom() - y - 4)
            text, largest = self.body_text(font, box, pixels_per_point(painter))
            draw_fitted(painter, box, text, largest, TEXT_SMALLEST, max_lines=TEXT_LINES, top=True)

    def body_text(self, font: QFont, box: QRectF, pixels: float) -> tuple[str, float]:
        """The text drawn in ``box`` (in ``font``, where a point is ``pixels`` on screen) and the size it is fitted
        from: :meth:`text` from :attr:`TEXT_PT`, or :meth:`short_text` from :data:`SHORT_LARGEST` if the text would
        be fitted smaller than :data:`TEXT_MIN_PX` on screen."""
        short = self.short_text()
        if short and pixels > 0:
            full = fit(self.text(), font, box.width(), box.height(), self.TEXT_PT, TEXT_SMALLEST, TEXT_LINES)
            if full.font.pointSizeF() * pixels < TEXT_MIN_PX:
                return short, SHORT_LARGEST
        return self.text(), self.TEXT_PT


def persian_script(text: str) -> bool:
    """True if ``text`` has letters of the Arabic script (Persian). Such text is not set in italics: Persian has no
    italics, Vazirmatn none either, and an italic request fell back to a font without Persian letters (boxes on the
    card where its kind, "ruse", should be)."""
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


@dataclass(frozen=True)
class Badge:
    """A mark on a card: ``text`` (a current power such as "7", or a word such as "exhausted", "seen") on a small
    rounded tag of ``colour`` down the card's reading-end edge, below its corner number
    (:meth:`~cardtable.ui.table.items.CardItem.badge_rects`); ``tip`` (plain text, translated), what the mark means,
    is added to the card's tooltip ("Power now 5: 3 printed, +2 from other cards.")."""

    text: str
    colour: str = "#263238"
    tip: str = ""


class StarBack:
    """The back of the cards of a deck of their own (tactic cards): ``fill`` with a frame and a star of ``ink``;
    ``name`` gives the translated tooltip."""

    def __init__(self, fill: str, ink: str, name: Callable[[], str]) -> None:
        self.fill, self.ink, self.name = fill, ink, name

    def tooltip(self) -> str:
        return self.name()

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        painter.setBrush(QColor(self.fill))
        painter.setPen(QPen(QColor(self.ink), 2))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setBrush(QColor(self.ink))
        c = rect.center()
        star(painter, QRectF(c.x() - 30, c.y() - 30, 60, 60))


class SignFace:
    """A small card that marks a place (a combat mode on a stone, an environment, a blocked lane): a dark ``fill``
    face in a gold frame with one ``sign`` in the middle, readable at a small size; :meth:`paint_sign` may draw a
    figure instead. ``rule`` gives the translated tooltip."""

    def __init__(self, fill: str, sign: str, rule: Callable[[], str]) -> None:
        self.fill, self.sign, self.rule = fill, sign, rule

    def tooltip(self) -> str:
        return self.rule()

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        face = rect.adjusted(12, 12, -12, -12)
        painter.setBrush(QColor(self.fill))
        painter.setPen(QPen(QColor("#d8b35a"), 4))
        painter.drawRoundedRect(face, 8, 8)
        self.paint_sign(painter, face)

    def paint_sign(self, painter: QPainter, face: QRectF) -> None:
        """Draw the sign inside ``face`` (default: :attr:`sign` as large bold text in cream)."""
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(60)
        painter.setFont(font)
        painter.setPen(QColor("#f6e3a8"))
        painter.drawText(face, int(Qt.AlignmentFlag.AlignCenter), self.sign)
