"""Scene items shared by all games: cards, text chips (choices such as "Swap" or "Keep") and seats.

Cards are ``QGraphicsObject``s so :class:`~cardtable.ui.table.animation.Animator` can animate their ``pos`` and
``opacity``. A card's face is drawn by a :class:`CardFace` the game module supplies; items never hold rules.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from enum import IntEnum
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from cardtable.ui.table.faces import Badge, BandFace
from cardtable.ui.table.text import Fitted, draw_fitted, fit

CARD_W, CARD_H = 104.0, 148.0
BADGE_TOP = 33.0
"""A card's first badge starts this far down: below the corner number of a
:class:`~cardtable.ui.table.faces.BandFace` (its band's top 5 + the number's 26), which it must not cover."""
BADGE_OUT = 6.0
"""How far a badge reaches past the card's edge."""
BADGE_MIN_SCALE = 0.75
"""A badge is never drawn smaller in the scene than on a card of this scale: on a card drawn smaller (a seat's cards
at a six-player table) it grows, up to the card's width, so that its word stays readable
(:meth:`CardItem.badge_growth`)."""
BADGE_PT = 8.5
"""A badge's text size (bold points) on a card drawn at its full size."""
BADGE_H = 18.0
"""A badge's height on a card drawn at its full size."""
# Shared pen/brush objects: passing the bare enums to QPainter.setPen/setBrush crashed PySide6 6.12 after many paints
# ("deallocating None"), so items and faces use these.
NO_PEN = QPen(Qt.PenStyle.NoPen)
NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)
HIGHLIGHT = QColor("#ffd54a")
FOCUS = QColor("#4fc3f7")
FLASH = QColor("#ff7a45")  # an item another seat's action just touched
LAST_MOVE = QColor(255, 122, 69, 170)  # the items of a seat's last move, until that seat moves again
HINT = QColor("#8ef0a8")  # a choice the hint ranks (Help → Hint), with its rank in a disc


class CardFace(Protocol):
    """How one card looks: the game module implements it (vector drawing only, so it scales sharply)."""

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the face inside ``rect`` (scene units; the card's rounded frame is already drawn)."""

    def tooltip(self) -> str:
        """The card's full rule text, in the current language (rich text allowed)."""


class Mark(IntEnum):
    """What another seat's move left on an item: nothing, part of that seat's last move, or just touched (a
    brighter mark for a moment, then ``LAST``)."""

    NONE = 0
    LAST = 1
    FLASH = 2


class Selectable(QGraphicsObject):
    """An item the player can choose: highlight (legal), keyboard focus, click → ``clicked``; a click on an item
    that is not offered emits ``refused`` instead (the table says why). ``mark``: see :class:`Mark`. ``hint``: the
    rank the hint gave this choice, drawn in a disc at its corner with a ring (``""``: none)."""

    clicked = Signal()
    refused = Signal()

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self._highlighted = False
        self._focused = False
        self._mark = Mark.NONE
        self._hint = ""
        self._hint_right = False
        self.refusable = False  # a choice the decision refuses: a click emits ``refused`` (set by the table)
        self.setAcceptHoverEvents(True)

    @property
    def mark(self) -> Mark:
        return self._mark

    def set_mark(self, mark: Mark) -> None:
        if mark != self._mark:
            self._mark = mark
            self.update()

    @property
    def hint(self) -> str:
        return self._hint

    def set_hint(self, rank: str, right: bool = False) -> None:
        """Show ``rank`` (already in the interface's digits; several ranks joined) as this choice's place in the hint,
        in a disc (a pill for several ranks) by the item's left edge (``right``: its right edge, where an overlapped
        hand shows its cards right to left); ``""`` hides it."""
        if (rank, right) != (self._hint, self._hint_right):
            self._hint, self._hint_right = rank, right
            self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    def set_highlighted(self, on: bool) -> None:
        if on != self._highlighted:
            self._highlighted = on
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    @property
    def focused(self) -> bool:
        return self._focused

    def set_focused(self, on: bool) -> None:
        if on != self._focused:
            self._focused = on
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # an item neither offered nor refused lets the click through to what lies under it (a seat plate)
        if event.button() == Qt.MouseButton.LeftButton and (self._highlighted or self.refusable):
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and (self._highlighted or self.refusable):
            (self.clicked if self._highlighted else self.refused).emit()
        else:
            super().mouseReleaseEvent(event)

    def _paint_marks(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The marks over the item: :meth:`_paint_rings`, then :meth:`_paint_hint_disc`."""
        self._paint_rings(painter, rect, radius)
        self._paint_hint_disc(painter, rect)

    def _paint_rings(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The outlines round ``rect``: the last-move mark, the highlight of a choice, keyboard focus, the hint's
        ring."""
        if self._mark != Mark.NONE:
            flash = self._mark == Mark.FLASH
            painter.setPen(QPen(FLASH if flash else LAST_MOVE, 6 if flash else 3))
            painter.setBrush(NO_BRUSH)
            grow = 5 if flash else 2
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        if self._highlighted:
            painter.setPen(QPen(HIGHLIGHT, 5))
            painter.setBrush(NO_BRUSH)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
        if self._focused:
            painter.setPen(QPen(FOCUS, 4, Qt.PenStyle.DashLine))
            painter.setBrush(NO_BRUSH)
            painter.drawRoundedRect(rect.adjusted(-8, -8, 8, 8), radius + 6, radius + 6)
        if self._hint:
            painter.setPen(QPen(HINT, 3))
            painter.setBrush(NO_BRUSH)
            painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), radius + 5, radius + 5)

    def hint_disc(self, rect: QRectF, font: QFont) -> QRectF:
        """Where the hint's rank goes on the item drawn in ``rect`` (its text set in a copy of ``font``): a disc (a
        pill for several ranks) by the left edge, or the right one (``right`` of :meth:`set_hint`), a little above
        the middle; a kind of item with text there places it elsewhere. An empty rect without a hint."""
        if not self._hint:
            return QRectF()
        size = min(30.0, rect.height() * 0.8, rect.width() * 0.8)
        width = self._hint_width(size, font)
        x = rect.right() - width - 3 if self._hint_right else rect.left() + 3
        return QRectF(x, self._hint_top(rect, size), width, size)

    def _hint_top(self, rect: QRectF, size: float) -> float:
        """The top of :meth:`hint_disc`'s disc of height ``size``."""
        return rect.top() + max(3.0, (rect.height() - size) * 0.3)

    def _hint_width(self, size: float, font: QFont) -> float:
        """The width of the rank's disc of height ``size``: a pill as wide as several ranks need."""
        return max(size, QFontMetricsF(self._hint_font(font, size)).horizontalAdvance(self._hint) + size * 0.5)

    @staticmethod
    def _hint_font(base: QFont, size: float) -> QFont:
        font = QFont(base)
        font.setBold(True)
        font.setPixelSize(max(8, int(size * 0.6)))
        return font

    def _paint_hint_disc(self, painter: QPainter, rect: QRectF) -> None:
        """The hint's rank in its disc (:meth:`hint_disc`; nothing without a hint)."""
        if self._hint:
            disc = self.hint_disc(rect, painter.font())
            size = disc.height()
            font = self._hint_font(painter.font(), size)
            painter.setPen(QPen(QColor("#1d3b27"), 2))
            painter.setBrush(QBrush(HINT))
            painter.drawRoundedRect(disc, size / 2, size / 2)
            painter.setFont(font)
            painter.setPen(QPen(QColor("#10261a")))
            painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), self._hint)


class CardItem(Selectable):
    """A card: ``face`` (or ``None`` for an unknown card) shown face up or as its back.

    ``private`` marks a card only its owner may see face up (a hand card): the hot-seat curtain turns those down.
    ``scale_factor`` draws the card smaller or larger (played rows are drawn smaller than hands). ``shown`` is the
    part (card x from, to) another card does not cover, where a :class:`~cardtable.ui.table.faces.BandFace` fits
    its name (``None``: the whole card); ``badges`` are drawn as tags from the card's reading-end edge (the right
    one, the left under ``mirrored``: a right-to-left table) inwards, from :data:`BADGE_TOP` down, below the number
    a :class:`~cardtable.ui.table.faces.BandFace` prints in that corner (:meth:`badge_rects`); a name beside a
    badge is fitted into the part the badge leaves (:meth:`name_room`).
    ``note`` (plain text) is the tooltip while the card is face down (e.g. a card the viewer remembers).
    """

    def __init__(self, face: CardFace | None, face_up: bool = True, scale: float = 1.0) -> None:
        super().__init__()
        self.face = face
        self.face_up = face_up and face is not None
        self.private = False
        self.shown: tuple[float, float] | None = None
        self.badges: tuple[Badge, ...] = ()
        self.note = ""
        self.mirrored = False
        self.setScale(scale)
        self._refresh_tooltip()

    def set_face(self, face: CardFace | None, face_up: bool) -> None:
        self.face = face
        self.face_up = face_up and face is not None
        self._refresh_tooltip()
        self.update()

    def set_note(self, note: str) -> None:
        """Set the face-down tooltip (plain text, shown literally)."""
        if note != self.note:
            self.note = note
            self._refresh_tooltip()

    def set_badges(self, badges: tuple[Badge, ...]) -> None:
        """Set the card's :attr:`badges`; their tips follow the face's tooltip."""
        self.badges = badges
        self._refresh_tooltip()
        self.update()

    def _refresh_tooltip(self) -> None:
        if self.face is not None and self.face_up:
            tips = [html.escape(badge.tip, quote=False) for badge in self.badges if badge.tip]
            self.setToolTip("<br>".join([self.face.tooltip(), *tips]))
        else:
            self.setToolTip("<br>".join(html.escape(line, quote=False) for line in self.note.splitlines()))

    def retranslate(self) -> None:
        """Re-read the tooltip and repaint (after a language switch)."""
        self._refresh_tooltip()
        self.update()

    def _hint_top(self, rect: QRectF, size: float) -> float:
        """The hint's disc where the face leaves room (:meth:`BandFace.mark_top`; a card back's foot): the number
        and the name stay in sight (a fresh tester's finding: the disc covered the start of the card's name)."""
        if self.face_up and isinstance(self.face, BandFace):
            return self.face.mark_top(rect, size)
        return rect.bottom() - size - 3

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, CARD_W + 20, CARD_H + 20)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 9, 9)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        painter.setPen(NO_PEN)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect.translated(2, 3), 9, 9)
        if self.face_up and self.face is not None:
            painter.setBrush(QColor("#fffdf6"))
            painter.setPen(QPen(QColor("#5b4a3a"), 1.5))
            painter.drawRoundedRect(rect, 9, 9)
            painter.save()
            tags = self.badge_tags(painter.font())
            if isinstance(self.face, BandFace) and (self.shown is not None or tags):
                start, end, top = self.name_place(self.face, [tag for _, tag in tags], painter.font())
                self.face.paint_shown(painter, rect, QRectF(start, 0, end - start, CARD_H), top)
            else:
                self.face.paint(painter, rect)
            painter.restore()
        else:
            paint_card_back(painter, rect)
        # the badges over the rings (a highlight round a card lying sideways runs through them), the hint's rank
        # over everything
        self._paint_rings(painter, rect, 9)
        self._paint_badges(painter)
        self._paint_hint_disc(painter, rect)

    def badge_tags(self, base: QFont) -> list[tuple[Badge, QRectF]]:
        """Each badge with the rect it is drawn in (:meth:`badge_rects`), its text set in ``base`` at
        :data:`BADGE_PT` bold points times :meth:`badge_growth`."""
        metrics = QFontMetricsF(self._badge_font(base, 1.0))
        natural = [metrics.horizontalAdvance(badge.text) + 12 for badge in self.badges]
        grow = self.badge_growth(max(natural, default=0.0))
        rects = self.badge_rects([width * grow for width in natural], grow)
        return list(zip(self.badges, rects, strict=True))

    def badge_growth(self, widest: float = 0.0) -> float:
        """How much larger than on a full-size card this card's badges are drawn: enough to be as large in the
        scene as on a card of :data:`BADGE_MIN_SCALE` (1 on a card at least that large), but never so much that a
        badge ``widest`` wide at full size (its text and margins) is wider than the card and the
        :data:`BADGE_OUT` it reaches past its edge."""
        t = self.sceneTransform()
        scale = math.hypot(t.m11(), t.m12())
        if scale <= 0.0 or scale >= BADGE_MIN_SCALE:
            return 1.0
        return max(1.0, min(BADGE_MIN_SCALE / scale, (CARD_W + BADGE_OUT) / widest if widest > 0 else math.inf))

    def name_room(self, face: BandFace, tags: list[QRectF]) -> tuple[float, float]:
        """The part (card x from, to) where ``face``'s name is fitted: :attr:`shown` (the whole card if ``None``)
        less the width of the badges ``tags`` that reach down beside the name."""
        start, end = self.shown if self.shown is not None else (0.0, CARD_W)
        if self.rotation():  # the badges are drawn upright along its top edge, not beside the name
            return start, end
        name = face.name_rect(QRectF(0, 0, CARD_W, CARD_H), QRectF(0, 0, CARD_W, CARD_H))
        for tag in tags:
            if tag.top() < name.bottom() and tag.bottom() > name.top():
                if self.mirrored:
                    start = max(start, tag.right())
                else:
                    end = min(end, tag.left())
        return start, max(end, start + 1.0)

    def name_place(self, face: BandFace, tags: list[QRectF], base: QFont) -> tuple[float, float, float | None]:
        """Where ``face``'s name goes beside the badges ``tags``, in ``base`` (the painter's font): the part
        :meth:`name_room` leaves (from, to, ``None``: the name's own top) if the name fits there whole, else the
        whole of :attr:`shown` from just below the badges that reach down beside the name (a long name such as
        "Sharky Crab-Dog-Mummypus" beside a second row of badges)."""
        start, end = self.name_room(face, tags)
        whole = self.shown if self.shown is not None else (0.0, CARD_W)
        card = QRectF(0, 0, CARD_W, CARD_H)
        if (start, end) == whole or face.name_fits(base, face.name_rect(card, QRectF(start, 0, end - start, CARD_H))):
            return start, end, None
        name = face.name_rect(card, card)
        below = max(tag.bottom() for tag in tags if tag.top() < name.bottom() and tag.bottom() > name.top())
        return whole[0], whole[1], below + 2

    @staticmethod
    def _badge_font(base: QFont, grow: float) -> QFont:
        font = QFont(base)
        font.setPointSizeF(BADGE_PT * grow)
        font.setBold(True)
        return font

    def _paint_badges(self, painter: QPainter) -> None:
        tags = self.badge_tags(painter.font())
        if not tags:
            return
        grow = tags[0][1].height() / BADGE_H
        painter.save()
        painter.setFont(self._badge_font(painter.font(), grow))
        painter.rotate(-self.rotation())
        for badge, tag in tags:
            painter.setPen(QPen(QColor("#f3e3c3"), 1.2 * grow))
            painter.setBrush(QColor(badge.colour))
            painter.drawRoundedRect(tag, 9 * grow, 9 * grow)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(tag, int(Qt.AlignmentFlag.AlignCenter), badge.text)
        painter.restore()

    def badge_rects(self, widths: Sequence[float], grow: float = 1.0) -> list[QRectF]:
        """Where badges of ``widths`` are drawn, :data:`BADGE_H` × ``grow`` high (:meth:`badge_growth`), in card
        coordinates: in rows from :data:`BADGE_TOP` down, each row filled from the reading-end edge inwards
        (reaching :data:`BADGE_OUT` past it) while the badges fit the card's width, so a second badge lies over the
        band's emblem rather than the name below it. On a card
        another one partly covers (:attr:`shown`), the rows end at the uncovered part's edge instead, inside it.
        On a card turned sideways (:meth:`rotation`) the badges stay upright: the rects are then in the card's
        coordinates turned back (the scene's axes, origin at the card's top-left corner), in a row across the top
        edge of the turned card, from beside the corner number at its top right (its left under ``mirrored``)."""
        height = BADGE_H * grow
        if self.rotation():
            box = QTransform().rotate(self.rotation()).mapRect(QRectF(0, 0, CARD_W, CARD_H))
            start = box.right() - 34 if not self.mirrored else box.left() + 4
            return self._badge_rows(widths, height, start, box.width() - 38 + BADGE_OUT, box.top() - height / 2)
        start, end = self.shown if self.shown is not None else (0.0, CARD_W)
        # at the card's edge, reaching past it; at the edge of the part another card leaves uncovered, inside it
        out_end = BADGE_OUT if end >= CARD_W else -2.0
        out_start = BADGE_OUT if start <= 0.0 else -2.0
        anchor = end + out_end if not self.mirrored else start - out_start
        return self._badge_rows(widths, height, anchor, end - start + out_end + out_start, BADGE_TOP)

    def _badge_rows(
        self, widths: Sequence[float], height: float, anchor: float, room: float, top: float
    ) -> list[QRectF]:
        """Badges of ``widths`` in rows ``room`` wide from ``top`` down, each row filled from ``anchor`` towards the
        reading start (rightwards under ``mirrored``), 3 apart."""
        rects: list[QRectF] = []
        y, used = top, 0.0
        for width in widths:
            if used and used + 3 + width > room:  # the next row
                y, used = y + height + 3, 0.0
            offset = used + (3 if used else 0)
            x = anchor - offset - width if not self.mirrored else anchor + offset
            rects.append(QRectF(x, y, width, height))
            used = offset + width
        return rects


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The common card back: a deep red frame with a diamond lattice."""
    painter.setBrush(QColor("#7a1f2b"))
    painter.setPen(QPen(QColor("#f3e3c3"), 2))
    painter.drawRoundedRect(rect, 9, 9)
    inner = rect.adjusted(8, 8, -8, -8)
    painter.setPen(QPen(QColor(243, 227, 195, 150), 1.2))
    painter.setBrush(NO_BRUSH)
    painter.drawRoundedRect(inner, 5, 5)
    painter.save()
    painter.setClipRect(inner)
    step = 14.0
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()


class ChipItem(Selectable):
    """A rounded text button in the scene, e.g. a Crystal Ball guess, "Swap", or a deck position."""

    LARGEST, SMALLEST = 12.0, 8.0  # the text's point sizes: it is never cut short

    def __init__(self, text: str, width: float = 120.0, height: float = 40.0) -> None:
        super().__init__()
        self.text = text
        self._size = (width, height)
        self.largest = self.LARGEST
        self.set_highlighted(True)

    def _text_rect(self) -> QRectF:
        w, h = self._size
        return QRectF(h / 4, 2, w - h / 2, h - 4)

    def text_size(self) -> float:
        """The point size the text fits the chip at (in the application font, bold), from :data:`LARGEST` down."""
        font = QFont()
        font.setBold(True)
        rect = self._text_rect()
        return fit(self.text, font, rect.width(), rect.height(), self.LARGEST, self.SMALLEST).font.pointSizeF()

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-10, -10, w + 20, h + 20)

    def hint_disc(self, rect: QRectF, font: QFont) -> QRectF:
        """On the chip's top edge by its left or right end (``right`` of :meth:`set_hint`), a little more than half
        above it: the text inside stays whole (a fresh tester's finding: the disc covered the start of a guess's
        name)."""
        if not self.hint:
            return QRectF()
        size = 18.0
        width = self._hint_width(size, font)
        x = rect.right() - width - rect.height() / 4 if self._hint_right else rect.left() + rect.height() / 4
        return QRectF(x, rect.top() - size * 0.55, width, size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._size
        rect = QRectF(0, 0, w, h)
        painter.setBrush(QColor("#fdf6e3"))
        painter.setPen(QPen(QColor("#5b4a3a"), 1.5))
        painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setPen(QColor("#2d2418"))
        draw_fitted(painter, self._text_rect(), self.text, self.largest, self.SMALLEST, bold=True)
        self._paint_marks(painter, rect, h / 2)


class SpotItem(Selectable):
    """An empty place a card may go (either end of a row, a free slot): a dashed card outline of ``scale`` with a
    short ``label`` in it, chosen by a click when offered."""

    def __init__(self, label: str, scale: float = 1.0) -> None:
        super().__init__()
        self.label = label
        self.setScale(scale)

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, CARD_W + 20, CARD_H + 20)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 9, 9)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        painter.setPen(QPen(QColor("#f3e3c3"), 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setPen(QColor("#fdf6e3"))
        draw_fitted(painter, rect.adjusted(8, 8, -8, -8), self.label, 14, 8, bold=True)
        self._paint_marks(painter, rect, 9)


class ButtonItem(ChipItem):
    """A scene button that is always clickable and never looks like an offered choice (e.g. "Formations")."""

    def __init__(self, text: str, width: float = 150.0) -> None:
        super().__init__(text, width, 36.0)
        self.set_highlighted(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class SeatItem(Selectable):
    """A player's place at the table: name plate with status lines (tokens, protection, elimination) and the
    turn marker. Chosen as a target by clicking when highlighted."""

    WIDTH, HEIGHT = 210.0, 62.0
    STATUS_PT = 12.0
    """The status line's point size (a long status is set smaller, down to 7.5, rather than cut off); readable
    also when a small window scales the table down."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.status = ""
        self.active = False
        self.out = False
        self.rtl = False
        self.status_fit: Fitted | None = None  # how the status line fitted when last painted

    def set_info(self, name: str, status: str, active: bool, out: bool, rtl: bool) -> None:
        self.name, self.status, self.active, self.out, self.rtl = name, status, active, out, rtl
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.WIDTH + 20, self.HEIGHT + 20)

    def hint_disc(self, rect: QRectF, font: QFont) -> QRectF:
        """At the reading end of the name line (the name is cut short to leave room): the name and the status line
        stay readable (a fresh tester's finding: the disc covered the name)."""
        if not self.hint:
            return QRectF()
        size = 24.0
        width = self._hint_width(size, font)
        x = rect.left() + 8 if self.rtl else rect.right() - width - 8
        return QRectF(x, rect.top() + 5, width, size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        fill = QColor("#2e5e3e") if not self.active else QColor("#c8902c")
        if self.out:
            fill = QColor("#555555")
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(QColor("#f3e3c3"), 1.5))
        painter.drawRoundedRect(rect, 12, 12)
        direction = Qt.LayoutDirection.RightToLeft if self.rtl else Qt.LayoutDirection.LeftToRight
        painter.setLayoutDirection(direction)
        align = Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft
        font = QFont(painter.font())
        font.setPointSizeF(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        inner = rect.adjusted(12, 4, -12, -4)
        room = inner.width() - (self.hint_disc(rect, font).width() + 6 if self.hint else 0)
        name = QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(
            QRectF(inner.left(), inner.top(), inner.width(), 26),
            int(align | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter),
            name,
        )
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#f3e3c3"))
        status = QRectF(inner.left(), inner.top() + 26, inner.width(), inner.height() - 26)
        # a long status (a match's points and the tactics played) is set smaller rather than cut off
        self.status_fit = draw_fitted(
            painter, status, self.status, self.STATUS_PT, 7.5, max_lines=1, align=align | Qt.AlignmentFlag.AlignAbsolute
        )
        self._paint_marks(painter, rect, 12)


class LabelItem(QGraphicsObject):
    """A line of text in the scene (pile captions, the deck count), right-aligned under RTL. With ``lines`` above
    1 it is a box ``height`` tall whose text wraps between words into at most that many lines, shrinking (down to
    three quarters of ``point_size``) rather than running out of the box (:func:`~cardtable.ui.table.text.fit`)."""

    def __init__(self, width: float = 140.0, point_size: float = 11.0, lines: int = 1, height: float = 26.0) -> None:
        super().__init__()
        self.text = ""
        self.width = width
        self.height = height
        self.lines = lines
        self.point_size = point_size
        self.color = QColor("#f3e3c3")
        self.fitted: Fitted | None = None  # how a wrapped text fitted when last painted

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.lines > 1:
            painter.setPen(self.color)
            self.fitted = draw_fitted(
                painter, self.boundingRect(), self.text, self.point_size, self.point_size * 0.75, max_lines=self.lines
            )
            return
        painter.setPen(self.color)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)
