"""The table of Schotten Totten (rules: ``schotten_totten.md``; observation, decision and event format:
:mod:`cardtable.engine.schotten_totten.state`).

Layout (left to right; mirrored under RTL): the nine boundary stones across the middle, the opponent's formations
above them and the viewer's below, each side's cards overlapping so every card's top band (colour, value, emblem)
stays visible (a side of four, under Mud Fight, packed closer); a claimed stone slides towards its owner and
carries their name; combat modes lie as small cards on their stone's end.
The opponent's hand (clan and tactic card backs, known cards face up) sits at the top with its count, the clan and
tactic decks and the discard pile (click it to look through) at the top corner, with a ruse being resolved beside
them, the viewer's hand at the bottom.
A "Formations" button opens the formation-ranking reference card.

Clan card faces: a colour band with the value in both corners and the colour's emblem (leaf, crown, drop, heart,
sun, triangle), so colour is never the only cue; tactic faces: name, kind and a short effect line. Choices are
offered in place: hand cards, stones, cards next to stones (Strategist, Banshee, Traitor), the decks (draws,
Recruiter) and chips for Pass, Done claiming and Discard. Holds no rules: every fact drawn comes from the viewer's
observation, its decision or an event.
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF, QStringListModel, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
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

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo, Outcome, Refusal
from cardtable.ui.i18n import LRI, PDI, QT_TRANSLATE_NOOP, RLI, number, translate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, GameTable, Placement
from cardtable.ui.table.items import CARD_H, CARD_W, NO_PEN, ChipItem, LabelItem, SeatItem, Selectable
from cardtable.ui.text_dialog import TextDialog

CTX = "SchottenCards"
NUM_STONES = 9

# Colour names exactly as in schotten_totten.md (Persian in translations/cardtable_fa.ts, from the Names table).
COLOUR_NAMES: dict[str, str] = {
    "green": QT_TRANSLATE_NOOP("SchottenCards", "green"),
    "purple": QT_TRANSLATE_NOOP("SchottenCards", "purple"),
    "blue": QT_TRANSLATE_NOOP("SchottenCards", "blue"),
    "red": QT_TRANSLATE_NOOP("SchottenCards", "red"),
    "yellow": QT_TRANSLATE_NOOP("SchottenCards", "yellow"),
    "orange": QT_TRANSLATE_NOOP("SchottenCards", "orange"),
}
COLOURS: dict[str, tuple[str, str]] = {  # fill, text on the fill
    "green": ("#2e8b3d", "#ffffff"),
    "purple": ("#7b3fa8", "#ffffff"),
    "blue": ("#2f6fc2", "#ffffff"),
    "red": ("#c62f2f", "#ffffff"),
    "yellow": ("#e3bd12", "#2d2418"),
    "orange": ("#e27418", "#ffffff"),
}

TACTIC_NAMES: dict[str, str] = {
    "Joker": QT_TRANSLATE_NOOP("SchottenCards", "Joker"),
    "Spy": QT_TRANSLATE_NOOP("SchottenCards", "Spy"),
    "Shield Bearer": QT_TRANSLATE_NOOP("SchottenCards", "Shield Bearer"),
    "Blind-Man's Bluff": QT_TRANSLATE_NOOP("SchottenCards", "Blind-Man's Bluff"),
    "Mud Fight": QT_TRANSLATE_NOOP("SchottenCards", "Mud Fight"),
    "Recruiter": QT_TRANSLATE_NOOP("SchottenCards", "Recruiter"),
    "Strategist": QT_TRANSLATE_NOOP("SchottenCards", "Strategist"),
    "Banshee": QT_TRANSLATE_NOOP("SchottenCards", "Banshee"),
    "Traitor": QT_TRANSLATE_NOOP("SchottenCards", "Traitor"),
}
TACTIC_COPIES = {"Joker": 2}
ELITE = ("Joker", "Spy", "Shield Bearer")
COMBAT = ("Blind-Man's Bluff", "Mud Fight")
KIND_NAMES: dict[str, str] = {
    "elite": QT_TRANSLATE_NOOP("SchottenCards", "elite troop"),
    "combat": QT_TRANSLATE_NOOP("SchottenCards", "combat mode"),
    "ruse": QT_TRANSLATE_NOOP("SchottenCards", "ruse"),
}
TACTIC_SHORT: dict[str, str] = {
    "Joker": QT_TRANSLATE_NOOP("SchottenCards", "Any colour and value, chosen at the claim. One per player."),
    "Spy": QT_TRANSLATE_NOOP("SchottenCards", "A 7 of any colour, chosen at the claim."),
    "Shield Bearer": QT_TRANSLATE_NOOP("SchottenCards", "A 1, 2 or 3 of any colour, chosen at the claim."),
    "Blind-Man's Bluff": QT_TRANSLATE_NOOP("SchottenCards", "On a stone: only the sum counts."),
    "Mud Fight": QT_TRANSLATE_NOOP("SchottenCards", "On a stone: four cards per side."),
    "Recruiter": QT_TRANSLATE_NOOP("SchottenCards", "Draw three cards, put two back under their decks."),
    "Strategist": QT_TRANSLATE_NOOP("SchottenCards", "Move one of your cards to another stone, or discard it."),
    "Banshee": QT_TRANSLATE_NOOP("SchottenCards", "Discard one of your opponent's cards."),
    "Traitor": QT_TRANSLATE_NOOP("SchottenCards", "Take an opponent's clan card to your side."),
}
TACTIC_FULL: dict[str, str] = {
    "Joker": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Elite troop: a clan card whose colour and value are chosen when the stone is claimed. Each player may have "
        "only one Joker on their side; a second Joker drawn stays in hand for the rest of the game.",
    ),
    "Spy": QT_TRANSLATE_NOOP(
        "SchottenCards", "Elite troop: a clan card of value 7 whose colour is chosen when the stone is claimed."
    ),
    "Shield Bearer": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Elite troop: a clan card of value 1, 2 or 3 whose colour is chosen when the stone is claimed.",
    ),
    "Blind-Man's Bluff": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Combat mode, placed on an unclaimed stone: that stone is won by the higher sum of values only, formations "
        "ignored.",
    ),
    "Mud Fight": QT_TRANSLATE_NOOP(
        "SchottenCards", "Combat mode, placed on an unclaimed stone: that stone needs four cards on each side."
    ),
    "Recruiter": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Ruse: draw three cards from either or both decks, then put two cards of your choice from your hand on the "
        "bottom of their decks. It replaces the normal draw.",
    ),
    "Strategist": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Ruse: move one of your own clan or tactic cards from an unclaimed stone to another unclaimed stone on your "
        "side, or discard it face up.",
    ),
    "Banshee": QT_TRANSLATE_NOOP(
        "SchottenCards", "Ruse: discard face up one of your opponent's clan or tactic cards next to an unclaimed stone."
    ),
    "Traitor": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Ruse: take one of your opponent's clan cards from an unclaimed stone and place it next to an unclaimed "
        "stone on your side.",
    ),
}

# Formation names as in the rules file ("Formations, strongest first"); keys are the engine's names.
FORMATION_NAMES: dict[str, str] = {
    "colour-run": QT_TRANSLATE_NOOP("SchottenCards", "colour-run"),
    "three of a kind": QT_TRANSLATE_NOOP("SchottenCards", "three of a kind"),
    "four of a kind": QT_TRANSLATE_NOOP("SchottenCards", "four of a kind"),
    "colour": QT_TRANSLATE_NOOP("SchottenCards", "colour"),
    "run": QT_TRANSLATE_NOOP("SchottenCards", "run"),
    "sum": QT_TRANSLATE_NOOP("SchottenCards", "sum"),
}
# The reference card: formation, what it is, an example (cards as engine strings).
FORMATION_GUIDE: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "colour-run",
        QT_TRANSLATE_NOOP("SchottenCards", "Three cards of one colour with consecutive values."),
        ("blue-4", "blue-5", "blue-6"),
    ),
    (
        "three of a kind",
        QT_TRANSLATE_NOOP("SchottenCards", "Three cards of the same value."),
        ("red-8", "green-8", "yellow-8"),
    ),
    ("colour", QT_TRANSLATE_NOOP("SchottenCards", "Three cards of one colour."), ("purple-2", "purple-5", "purple-9")),
    (
        "run",
        QT_TRANSLATE_NOOP("SchottenCards", "Three consecutive values, any colours."),
        ("orange-3", "green-4", "red-5"),
    ),
    (
        "sum",
        QT_TRANSLATE_NOOP("SchottenCards", "Anything else: only the sum counts."),
        ("green-7", "purple-4", "blue-3"),
    ),
)


def card_name(name: str) -> str:
    """The translated display name of card string ``name`` (``"green-7"`` → "green 7", tactic cards by name)."""
    if name in TACTIC_NAMES:
        return translate(CTX, TACTIC_NAMES[name])
    colour, _, value = name.partition("-")
    return (
        translate("SchottenTable", "%1 %2")
        .replace("%1", translate(CTX, COLOUR_NAMES[colour]))
        .replace("%2", number(int(value)))
    )


def formation_name(name: str) -> str:
    """The translated formation name for the engine's ``name`` (``"colour-run"`` … ``"sum"``)."""
    return translate(CTX, FORMATION_NAMES[name])


def _kind(name: str) -> str:
    return "elite" if name in ELITE else "combat" if name in COMBAT else "ruse"


# --- emblems: one figure per colour (colour is never the only cue) -------------------------------------------------
def _leaf(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left(), r.bottom())
    path.quadTo(r.left(), r.top(), r.right(), r.top())
    path.quadTo(r.right(), r.bottom(), r.left(), r.bottom())
    p.drawPath(path)
    p.drawLine(QPointF(r.left() + r.width() * 0.15, r.bottom() - r.height() * 0.15), r.center())


def _crown(p: QPainter, r: QRectF) -> None:
    pts = [(0, 0.9), (0, 0.25), (0.25, 0.55), (0.5, 0.1), (0.75, 0.55), (1, 0.25), (1, 0.9)]
    p.drawPolygon(QPolygonF([QPointF(r.left() + x * r.width(), r.top() + y * r.height()) for x, y in pts]))


def _drop(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.center().x(), r.top())
    path.cubicTo(
        r.right() + r.width() * 0.1, r.bottom() - r.height() * 0.2, r.right(), r.bottom(), r.center().x(), r.bottom()
    )
    path.cubicTo(
        r.left(), r.bottom(), r.left() - r.width() * 0.1, r.bottom() - r.height() * 0.2, r.center().x(), r.top()
    )
    p.drawPath(path)


def _heart(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    cx, top = r.center().x(), r.top() + r.height() * 0.28
    path.moveTo(cx, r.bottom())
    path.cubicTo(
        r.left() - r.width() * 0.15, r.center().y(), r.left() + r.width() * 0.1, r.top() - r.height() * 0.1, cx, top
    )
    path.cubicTo(
        r.right() - r.width() * 0.1,
        r.top() - r.height() * 0.1,
        r.right() + r.width() * 0.15,
        r.center().y(),
        cx,
        r.bottom(),
    )
    p.drawPath(path)


def _sun(p: QPainter, r: QRectF) -> None:
    c = r.center()
    radius = r.width() * 0.27
    p.drawEllipse(c, radius, radius)
    for i in range(8):
        a = math.pi / 4 * i
        p.drawLine(
            QPointF(c.x() + math.cos(a) * radius * 1.35, c.y() + math.sin(a) * radius * 1.35),
            QPointF(c.x() + math.cos(a) * r.width() * 0.5, c.y() + math.sin(a) * r.width() * 0.5),
        )


def _triangle(p: QPainter, r: QRectF) -> None:
    p.drawPolygon(
        QPolygonF([QPointF(r.center().x(), r.top()), QPointF(r.right(), r.bottom()), QPointF(r.left(), r.bottom())])
    )


EMBLEMS = {"green": _leaf, "purple": _crown, "blue": _drop, "red": _heart, "yellow": _sun, "orange": _triangle}


class ClanFace:
    """A clan card: colour band with the value in both corners and the colour's emblem, a large emblem and the
    colour's name below."""

    def __init__(self, name: str) -> None:
        self.name = name
        colour, _, value = name.partition("-")
        self.colour = colour
        self.value = int(value)

    def tooltip(self) -> str:
        return f"<b>{card_name(self.name)}</b>"

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        fill, ink = (QColor(c) for c in COLOURS[self.colour])
        band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, 44)
        painter.setPen(NO_PEN)
        painter.setBrush(fill)
        painter.drawRoundedRect(band, 6, 6)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(19)
        painter.setFont(font)
        painter.setPen(ink)
        digits = number(self.value)
        painter.drawText(
            QRectF(band.left() + 2, band.top(), 32, band.height()), int(Qt.AlignmentFlag.AlignCenter), digits
        )
        painter.drawText(
            QRectF(band.right() - 34, band.top(), 32, band.height()), int(Qt.AlignmentFlag.AlignCenter), digits
        )
        painter.setPen(QPen(ink, 2))
        painter.setBrush(QColor(255, 255, 255, 90))
        EMBLEMS[self.colour](painter, QRectF(band.center().x() - 14, band.top() + 8, 28, 28))
        painter.setPen(QPen(fill.darker(140), 2.5))
        painter.setBrush(fill.lighter(125))
        EMBLEMS[self.colour](painter, QRectF(rect.center().x() - 27, band.bottom() + 10, 54, 54))
        font.setPointSizeF(10.5)
        painter.setFont(font)
        painter.setPen(QColor("#2d2418"))
        painter.drawText(
            QRectF(rect.left() + 4, rect.bottom() - 32, rect.width() - 8, 26),
            int(Qt.AlignmentFlag.AlignCenter),
            card_name(self.name),
        )


class TacticFace:
    """A tactic card: a dark band with the card's name, the kind (elite troop, combat mode, ruse) and a short effect
    line."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tooltip(self) -> str:
        return f"<b>{card_name(self.name)}</b><br>{translate(CTX, TACTIC_FULL[self.name])}"

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, 44)
        painter.setPen(QPen(QColor("#d8b35a"), 1.5))
        painter.setBrush(QColor("#3b2a4f"))
        painter.drawRoundedRect(band, 6, 6)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(10)
        painter.setFont(font)
        painter.setPen(QColor("#f6e3a8"))
        painter.drawText(
            band.adjusted(3, 1, -3, -1),
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            card_name(self.name),
        )
        font.setBold(False)
        font.setItalic(True)
        font.setPointSizeF(8.5)
        painter.setFont(font)
        painter.setPen(QColor("#5b3f7a"))
        kind_rect = QRectF(rect.left() + 4, band.bottom() + 3, rect.width() - 8, 18)
        painter.drawText(kind_rect, int(Qt.AlignmentFlag.AlignCenter), translate(CTX, KIND_NAMES[_kind(self.name)]))
        font.setItalic(False)
        font.setPointSizeF(8)
        painter.setFont(font)
        painter.setPen(QColor("#3a2c20"))
        painter.drawText(
            QRectF(rect.left() + 6, kind_rect.bottom() + 2, rect.width() - 12, rect.bottom() - kind_rect.bottom() - 6),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
            translate(CTX, TACTIC_SHORT[self.name]),
        )


class TacticBack:
    """The back of a tactic card (tactic deck, the opponent's tactic cards): dark purple with a gold star."""

    def tooltip(self) -> str:
        return translate("SchottenTable", "Tactic card")

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        painter.setBrush(QColor("#2d2145"))
        painter.setPen(QPen(QColor("#d8b35a"), 2))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setBrush(QColor("#d8b35a"))
        c = rect.center()
        pts = []
        for i in range(10):
            radius = 30.0 if i % 2 == 0 else 12.0
            a = math.pi / 5 * i - math.pi / 2
            pts.append(QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a)))
        painter.drawPolygon(QPolygonF(pts))


class ModeBadge:
    """A combat mode as it lies on its stone, drawn as a small card: a cream frame around a dark face with one sign
    readable at that size and holding no digit, so it never reads as part of the stone's number (four small cards
    for Mud Fight's four cards per side, on mud brown; "Σ" on dark grey for Blind-Man's Bluff); the tooltip names
    the card and has the rule."""

    FILLS: ClassVar[dict[str, str]] = {"Mud Fight": "#6b4a2b", "Blind-Man's Bluff": "#33363d"}

    def __init__(self, name: str) -> None:
        self.name = name

    def tooltip(self) -> str:
        return f"<b>{card_name(self.name)}</b><br>{translate(CTX, TACTIC_FULL[self.name])}"

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        face = rect.adjusted(12, 12, -12, -12)
        painter.setBrush(QColor(self.FILLS[self.name]))
        painter.setPen(QPen(QColor("#d8b35a"), 4))
        painter.drawRoundedRect(face, 8, 8)
        if self.name == "Mud Fight":  # four cards per side: four small cards, two by two
            w, h = face.width() * 0.3, face.height() * 0.3
            painter.setBrush(QColor("#f6e3a8"))
            painter.setPen(QPen(QColor("#2d2418"), 3))
            for col in (0, 1):
                for row in (0, 1):
                    x = face.center().x() + (col - 1) * (w + 8) + 4
                    y = face.center().y() + (row - 1) * (h + 10) + 5
                    painter.drawRoundedRect(QRectF(x, y, w, h), 5, 5)
            return
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(60)
        painter.setFont(font)
        painter.setPen(QColor("#f6e3a8"))
        painter.drawText(face, int(Qt.AlignmentFlag.AlignCenter), "Σ")


MODE_BADGES = {name: ModeBadge(name) for name in COMBAT}

FACES: dict[str, ClanFace | TacticFace] = {
    f"{colour}-{value}": ClanFace(f"{colour}-{value}") for colour in COLOURS for value in range(1, 10)
}
FACES.update({name: TacticFace(name) for name in TACTIC_NAMES})
TACTIC_BACK = TacticBack()


def example_html(cards: Sequence[str]) -> str:
    """Rich text naming ``cards`` with their colour and emblem name, for the reference card."""
    parts = []
    for name in cards:
        fill = COLOURS[name.partition("-")[0]][0]
        parts.append(f"<span style='color:{fill}; font-weight:bold'>■ {card_name(name)}</span>")
    return translate("SchottenTable", ", ").join(parts)


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


class PileArea(QGraphicsObject):
    """An invisible clickable area over the discard pile: ``clicked`` opens the look-through dialog."""

    clicked = Signal()

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._size = (width, height)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(QPen(QColor(243, 227, 195, 110), 1.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 6, 6)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class StoneItem(Selectable):
    """One boundary stone: its number and, once claimed, its owner's name, tinted for the viewer (gold) or the
    opponent (blue); its combat modes are cards of their own (:class:`ModeBadge`)."""

    WIDTH, HEIGHT = 92.0, 48.0

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.owner = ""
        self.mine: bool | None = None
        self.setZValue(5)

    def set_owner(self, owner: str, mine: bool | None) -> None:
        if (owner, mine) != (self.owner, self.mine):
            self.owner, self.mine = owner, mine
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.WIDTH + 20, self.HEIGHT + 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        fill = QColor("#8d8a80") if self.mine is None else QColor("#c8902c") if self.mine else QColor("#3f6fa8")
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#3b3a35"), 2))
        path = QPainterPath()
        w, h = self.WIDTH, self.HEIGHT
        path.moveTo(10, 0)
        path.lineTo(w - 14, 2)
        path.lineTo(w, h * 0.45)
        path.lineTo(w - 8, h)
        path.lineTo(8, h - 2)
        path.lineTo(0, h * 0.5)
        path.closeSubpath()
        painter.drawPath(path)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(15)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        number_rect = QRectF(0, 0, w, h if not self.owner else 28)
        painter.drawText(number_rect, int(Qt.AlignmentFlag.AlignCenter), number(self.index + 1))
        if self.owner:
            font.setPointSizeF(8.5)
            painter.setFont(font)
            painter.drawText(
                QRectF(4, 26, w - 8, 20),
                int(Qt.AlignmentFlag.AlignCenter),
                painter.fontMetrics().elidedText(self.owner, Qt.TextElideMode.ElideRight, int(w - 8)),
            )
        self._paint_marks(painter, rect, 8)


class ReferenceDialog(TextDialog):
    """The formation-ranking reference card: the five formations strongest first, each with an example, and the
    tie-breaks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("FormationReference", (640, 380), parent)
        self.retranslate()

    def retranslate(self) -> None:
        """Re-word the card in the current language."""
        self.setWindowTitle(translate("SchottenTable", "Formations, strongest first"))
        rows = []
        for i, (key, what, example) in enumerate(FORMATION_GUIDE):
            rows.append(
                f"<tr><td><b>{number(i + 1)}. {formation_name(key)}</b></td><td>{translate(CTX, what)}</td>"
                f"<td>{example_html(example)}</td></tr>"
            )
        notes = [
            translate(
                "SchottenTable",
                "Equal formations: the higher sum wins; still equal: whoever completed their side first.",
            ),
            translate("SchottenTable", "Mud Fight: the same formations with four cards (four of a kind)."),
            translate("SchottenTable", "Blind-Man's Bluff: only the sum counts."),
            translate(
                "SchottenTable",
                "Elite troops (Joker, Spy, Shield Bearer) take the colour and value that make their side strongest.",
            ),
        ]
        self.browser.setHtml(
            "<table cellspacing='6' cellpadding='4'>"
            + "".join(rows)
            + "</table><ul>"
            + "".join(f"<li>{n}</li>" for n in notes)
            + "</ul>"
        )


class DiscardDialog(QDialog):
    """The discard pile, top card first (both players may look through it at any time)."""

    def __init__(self, cards: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DiscardPile")
        self.setWindowTitle(translate("SchottenTable", "Discard pile"))
        self.label = QLabel(
            translate("SchottenTable", "The discard pile is empty.")
            if not cards
            else translate("SchottenTable", "Top card first:"),
            self,
        )
        self.model = QStringListModel([card_name(c) for c in reversed(cards)], self)
        self.list = QListView(self)
        self.list.setModel(self.model)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(320, 360)


# --- the table -------------------------------------------------------------------------------------------------------
class SchottenTottenTable(GameTable):
    """Schotten Totten for two seats (classic, tactical, expert). See the module docstring."""

    OPTION_LABELS: ClassVar[dict[str, str]] = {
        "tactics": QT_TRANSLATE_NOOP("Options", "Tactical variant (tactic cards)"),
        "expert": QT_TRANSLATE_NOOP("Options", "Expert variant (claim at the start of your turn)"),
        "games": QT_TRANSLATE_NOOP("Options", "Number of games"),
    }
    ROUND_START: ClassVar[str] = "game_started"

    COL_W = 128.0
    X0 = 24.0
    CENTER_Y = 372.0
    GAP = 58.0
    SHIFT = 30.0
    SIDE_SCALE = 0.68
    STEP = 32.0
    STEP_FOUR = 26.0
    MODE_SCALE = 0.34
    HAND_SCALE = 1.0
    HAND_STEP = 108.0
    HAND_WIDTH = 752.0
    HAND_Y = SCENE_H - CARD_H - 10
    SMALL = 0.55
    OPP_STEP = 36.0
    TOP_Y = 10.0
    CHIP_X = 1000.0

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.observation: dict[str, JSON] = {}
        self.stones: list[StoneItem] = []
        for i in range(NUM_STONES):
            stone = StoneItem(i)
            scene.addItem(stone)
            self.stones.append(stone)
        self.plates: list[SeatItem] = []
        for _ in range(2):
            plate = SeatItem()
            plate.setZValue(20)
            scene.addItem(plate)
            self.plates.append(plate)
        self.opp_label = LabelItem(320, 10.0)
        self.clan_label = LabelItem(84, 9.5)
        self.tactic_label = LabelItem(84, 9.5)
        self.discard_label = LabelItem(84, 9.5)
        for label in (self.opp_label, self.clan_label, self.tactic_label, self.discard_label):
            label.setZValue(25)
            scene.addItem(label)
        self.discard_area = PileArea(CARD_W * self.SMALL + 16, CARD_H * self.SMALL + 34)
        self.discard_area.setZValue(40)
        self.discard_area.clicked.connect(self.show_discard)
        scene.addItem(self.discard_area)
        self.reference_button = ButtonItem("", 170)
        self.reference_button.setZValue(45)
        self.reference_button.clicked.connect(self.show_reference)
        scene.addItem(self.reference_button)
        self.dialog: QDialog | None = None
        self._side_keys: dict[tuple[int, int, str], tuple[Any, ...]] = {}
        self._hand_keys: dict[str, tuple[Any, ...]] = {}
        self._deck_top: dict[str, tuple[Any, ...]] = {}
        self._owners_before: list[int | None] = [None] * NUM_STONES
        self._game_owners: dict[int, list[int | None]] = {}
        self._early: set[tuple[int, int]] = set()  # (game, stone) claimed early, by proof

    # --- geometry ------------------------------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def column_x(self, stone: int) -> float:
        """Scene x of the centre of ``stone``'s column (stone 1 at the reading start: left, or right under RTL)."""
        x = self.X0 + self.COL_W * (stone + 0.5)
        return SCENE_W - x if self.rtl else x

    def stone_pos(self, stone: int, owner: int | None) -> QPointF:
        """Top-left of ``stone``; a claimed stone slides towards its owner's side."""
        shift = 0.0 if owner is None else (self.SHIFT if owner == self.me else -self.SHIFT)
        return QPointF(self.column_x(stone) - StoneItem.WIDTH / 2, self.CENTER_Y - StoneItem.HEIGHT / 2 + shift)

    def side_pos(self, stone: int, seat: int, index: int, four: bool = False) -> QPointF:
        """Top-left of the ``index``-th card on ``seat``'s side of ``stone`` (the viewer's side below the stones);
        ``four``: a side of four cards (Mud Fight), packed closer so that it clears the decks and the hand."""
        w, h = CARD_W * self.SIDE_SCALE, CARD_H * self.SIDE_SCALE
        x = self.column_x(stone) - w / 2
        step = self.STEP_FOUR if four else self.STEP
        if seat == self.me:
            return QPointF(x, self.CENTER_Y + self.GAP + index * step)
        return QPointF(x, self.CENTER_Y - self.GAP - h - index * step)

    def mode_pos(self, stone: int, owner: int | None, index: int) -> QPointF:
        """Top-left of the ``index``-th combat mode on ``stone``: a small card lying on the stone's end (the right
        end, the left under RTL), clear of the stone's number and of the next stone; a second one lies fanned out
        over it, a little further out and lower."""
        sp = self.stone_pos(stone, owner)
        w = CARD_W * self.MODE_SCALE
        x = StoneItem.WIDTH - 28 + index * 14
        y = sp.y() + StoneItem.HEIGHT / 2 - CARD_H * self.MODE_SCALE / 2 - 6 + index * 10
        return QPointF(sp.x() + (StoneItem.WIDTH - x - w if self.rtl else x), y)

    def hand_pos(self, index: int, count: int) -> QPointF:
        w = CARD_W * self.HAND_SCALE
        step = min(self.HAND_STEP, (self.HAND_WIDTH - w) / max(1, count - 1))
        total = w + (count - 1) * step
        x = SCENE_W / 2 - total / 2 + index * step
        return QPointF(self.mirror_x(x, w), self.HAND_Y)

    def opp_hand_pos(self, index: int, count: int) -> QPointF:
        w = CARD_W * self.SMALL
        total = w + max(0, count - 1) * self.OPP_STEP
        x = SCENE_W / 2 - total / 2 + index * self.OPP_STEP
        return QPointF(self.mirror_x(x, w), self.TOP_Y)

    def pile_pos(self, slot: int) -> QPointF:
        """Top-left of pile ``slot`` at the top corner: 0 clan deck, 1 tactic deck, 2 discard pile."""
        return QPointF(self.mirror_x(930 + slot * 88, CARD_W * self.SMALL), self.TOP_Y)

    def ruse_pos(self) -> QPointF:
        """Top-left of a ruse being resolved: beside the decks, towards the middle of the table."""
        return self.pile_pos(-1)

    # --- sync ----------------------------------------------------------------------------------------------------
    def open_observation(self, observations: Sequence[dict[str, JSON]]) -> dict[str, JSON]:
        """The viewer's observation with the opponent's whole hand as known cards (``opponent_known``), so a replay
        draws it face up."""
        viewer = self.viewer if self.viewer is not None else 0
        merged = dict(observations[viewer])
        merged["opponent_known"] = list(observations[1 - viewer]["hand"])
        return merged

    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        self._remember_owners(observation, events)
        self.observation = observation
        me, opp = self.me, 1 - self.me
        game = int(observation["round"])
        placements: list[Placement] = []
        clan_deck, tactic_deck, discard_pos = self.pile_pos(0), self.pile_pos(1), self.pile_pos(2)
        opp_origin = self.opp_hand_pos(0, 1)
        copies: dict[str, int] = {}

        def key(name: str) -> tuple[Any, ...]:
            copies[name] = copies.get(name, 0) + 1
            return ("c", game, name, copies[name])

        def deck_of(name: str) -> QPointF:
            return tactic_deck if name in TACTIC_NAMES else clan_deck

        # the viewer's hand (with the card being played lifted in its place; a ruse being resolved, by either
        # player, lies beside the piles instead so that it covers no hand card)
        hand = list(observation["hand"])
        selected = observation["selected"]
        if selected is not None and str(selected) in TACTIC_NAMES and _kind(str(selected)) == "ruse":
            ruse = str(selected)
            origin = None if observation["current"] == me else opp_origin
            placements.append(Placement(key(ruse), FACES[ruse], True, self.ruse_pos(), self.SMALL, 5, origin=origin))
            selected = None
        lifted = selected if selected is not None and observation["current"] == me else None
        shown = sorted([*hand, lifted] if lifted is not None else hand, key=_hand_order)
        self._hand_keys = {}
        lifted_done = False
        for i, name in enumerate(shown):
            k = key(name)
            pos = self.hand_pos(i, len(shown))
            if name == lifted and not lifted_done:
                lifted_done = True
                pos = pos - QPointF(0, 30)
            else:
                self._hand_keys.setdefault(name, k)
            placements.append(
                Placement(k, FACES[name], True, pos, self.HAND_SCALE, 60 + i, private=True, origin=deck_of(name))
            )
        # the opponent's hand: known cards face up, then tactic backs, then clan backs
        known = list(observation["opponent_known"])
        size = int(observation["opponent_hand_size"])
        tactics_in_hand = int(observation["opponent_tactics_in_hand"])
        unknown_tactics = max(0, tactics_in_hand - sum(1 for c in known if c in TACTIC_NAMES))
        opp_cards: list[tuple[tuple[Any, ...], Any, bool]] = [(key(c), FACES[c], True) for c in known]
        for i in range(size - len(known)):
            back = TACTIC_BACK if i < unknown_tactics else None
            opp_cards.append((("opp", game, "tactic" if back else "clan", i), back, back is not None))
        for i, (k, face, up) in enumerate(opp_cards):
            placements.append(
                Placement(
                    k, face, up, self.opp_hand_pos(i, size), self.SMALL, 60 + i, private=k[0] == "c", origin=clan_deck
                )
            )
        # the stones: both sides, combat modes
        self._side_keys = {}
        for s, stone in enumerate(observation["stones"]):
            owner = stone["claimed_by"]
            four = "Mud Fight" in stone["modes"] or max(len(side) for side in stone["sides"]) > 3
            for seat in (me, opp):
                for i, name in enumerate(stone["sides"][seat]):
                    k = key(name)
                    self._side_keys.setdefault((s, seat, name), k)
                    z = 10 + i if seat == me else 10 - i
                    origin = None if seat == me else opp_origin
                    placements.append(
                        Placement(
                            k, FACES[name], True, self.side_pos(s, seat, i, four), self.SIDE_SCALE, z, origin=origin
                        )
                    )
            for i, name in enumerate(stone["modes"]):
                placements.append(
                    Placement(
                        key(name),
                        MODE_BADGES[name],
                        True,
                        self.mode_pos(s, owner, i),
                        self.MODE_SCALE,
                        7 + i,
                        origin=opp_origin,
                    )
                )
        # decks and the discard pile
        self._deck_top = {}
        for deck, pos, back in (("clan", clan_deck, None), ("tactic", tactic_deck, TACTIC_BACK)):
            count = int(observation[f"{deck}_deck"])
            for i in range(min(count, 3)):
                k = ("deck", deck, i)
                self._deck_top[deck] = k
                placements.append(Placement(k, back, back is not None, pos - QPointF(i * 2, i * 2), self.SMALL, i))
        discard = list(observation["discard"])
        if discard:
            top = discard[-1]
            placements.append(Placement(key(top), FACES[top], True, discard_pos, self.SMALL, 3))
        self.apply_placements(placements)
        self._sync_fixed(observation)

    def _remember_owners(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        """Keep who held which stone when a game ends (the next game's deal clears the stones)."""
        owners = list(self._owners_before)
        game = int(self.observation["round"]) if self.observation else 0
        for event in events:
            if event.kind in ("claimed", "awarded"):
                owners[int(event.data["stone"])] = int(event.data["seat"])
                if event.data.get("early"):
                    self._early.add((game, int(event.data["stone"])))
            elif event.kind == "game_over":
                self._game_owners[int(event.data["game"])] = owners
                owners = [None] * NUM_STONES
                game = int(event.data["game"]) + 1
        self._owners_before = [stone["claimed_by"] for stone in observation["stones"]]

    def _sync_fixed(self, observation: dict[str, JSON]) -> None:
        me = self.me
        for s, stone in enumerate(observation["stones"]):
            item = self.stones[s]
            owner = stone["claimed_by"]
            item.set_owner("" if owner is None else self.names[int(owner)], None if owner is None else owner == me)
            item.setToolTip(self._stone_tooltip(s, stone))
            self.animator.move(item, self.stone_pos(s, owner), 320)
        w = CARD_W * self.SMALL
        below = self.TOP_Y + CARD_H * self.SMALL + 2
        for slot, label, text, count in (
            (0, self.clan_label, self.tr("Clan: %1"), observation["clan_deck"]),
            (1, self.tactic_label, self.tr("Tactics: %1"), observation["tactic_deck"]),
            (2, self.discard_label, self.tr("Discard: %1"), len(observation["discard"])),
        ):
            label.set_text(text.replace("%1", number(int(count))))
            label.setPos(self.pile_pos(slot).x() + w / 2 - label.width / 2, below)
        tactical = bool(observation["options"]["tactics"])
        self.tactic_label.setVisible(tactical)
        self.discard_label.setVisible(tactical)
        self.discard_area.setVisible(tactical)
        self.discard_area.setPos(self.pile_pos(2) - QPointF(8, 4))
        self.discard_area.setToolTip(self.tr("Discard pile: click to look through it"))
        size = int(observation["opponent_hand_size"])
        tactics = int(observation["opponent_tactics_in_hand"])
        text = self.tr("%Ln card(s) in hand", "", size)
        if tactical:
            text = self.tr("%1 (tactic cards: %2)").replace("%1", text).replace("%2", number(tactics))
        self.opp_label.set_text(text)
        self.opp_label.setPos(SCENE_W / 2 - self.opp_label.width / 2, below)
        self.reference_button.text = self.tr("Formations")
        self.reference_button.setToolTip(self.tr("The formations, strongest first, with examples"))
        self.reference_button.setPos(self.mirror_x(26, 170), SCENE_H - 140)
        self.reference_button.update()
        turn = observation["current"] if observation["outcome"] is None else None
        games = int(observation["options"]["games"])
        for seat, plate in enumerate(self.plates):
            stones = sum(1 for st in observation["stones"] if st["claimed_by"] == seat)
            parts = [self.tr("Stones: %1").replace("%1", number(stones))]
            if games > 1:
                parts.append(self.tr("Points: %1").replace("%1", number(int(observation["scores"][seat]))))
            if tactical:
                parts.append(
                    self.tr("Tactics played: %1").replace("%1", number(int(observation["tactics_played"][seat])))
                )
            plate.set_info(self.names[seat], " · ".join(parts), turn == seat, False, self.rtl)
            y = SCENE_H - SeatItem.HEIGHT - 14 if seat == me else self.TOP_Y
            self.animator.move(plate, QPointF(self.mirror_x(12, SeatItem.WIDTH), y), 300)

    def _stone_tooltip(self, s: int, stone: dict[str, Any]) -> str:
        lines = [self.tr("Stone %1").replace("%1", number(s + 1))]
        for mode in stone["modes"]:
            lines.append(f"{card_name(mode)}: {translate(CTX, TACTIC_SHORT[mode])}")
        if stone["claimed_by"] is not None:
            lines.append(self.tr("Claimed by %1").replace("%1", self.name(int(stone["claimed_by"]))))
            if (int(self.observation["round"]), s) in self._early:
                lines.append(self.tr("Claimed early, by proof: no remaining card could beat that formation."))
        return "<br>".join(
            html.escape(line, quote=False) for line in lines
        )  # a tooltip reads markup: names stay literal

    # --- choices -------------------------------------------------------------------------------------------------
    def _chip_pos(self, row: int) -> QPointF:
        return QPointF(self.mirror_x(self.CHIP_X, 180), self.HAND_Y + 6 + row * 52)

    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        choices: list[tuple[Action, Selectable]] = []
        chips = 0
        for action in decision.actions:
            item = self.item_for(action, decision)
            if item is None and action.kind in ("pass", "end_claims", "discard"):
                text = {
                    "pass": self.tr("Pass"),
                    "end_claims": self.tr("Done claiming"),
                    "discard": self.tr("Discard it"),
                }[action.kind]
                item = self.chip(text, self._chip_pos(chips), 180)
                chips += 1
            if item is not None:
                choices.append((action, item))
        return choices

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """The hand card, stone, side card or deck that stands for ``action`` (``None`` for a chip's action)."""
        k: tuple[Any, ...] | None = None
        if action.kind in ("card", "return"):
            k = self._hand_keys.get(str(action.args[0]))
        elif action.kind in ("stone", "claim"):
            return self.stones[int(action.args[0])]
        elif action.kind == "target":
            ruse = str(decision.context["card"])
            seat = self.me if ruse == "Strategist" else 1 - self.me
            k = self._side_keys.get((int(action.args[0]), seat, str(action.args[1])))
        elif action.kind == "draw":
            k = self._deck_top.get(str(action.args[0]))
        return self.cards.get(k) if k is not None else None

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a hand card or a stone is not available (the engine's keys: ``SchottenTottenState._card_refusals``,
        ``_stone_refusals``)."""
        key, d = refusal.key, refusal.data
        if key == "tactic_limit":
            return self.tr("You may not play a tactic card yet: you have played one more than %1.").replace(
                "%1", self.name(int(d["opponent"]))
            )
        if key == "joker_limit":
            return self.tr("You may not play your other Joker: each player plays only one Joker.")
        if key == "no_free_slot":
            return self.tr("%1 needs a free place on your side of a stone: there is none.").replace(
                "%1", card_name(str(d["card"]))
            )
        if key == "nothing_to_act_on":
            return self.tr("%1 has nothing to act on now.").replace("%1", card_name(str(d["card"])))
        stone = number(int(d["stone"]) + 1)
        if key == "claimed":
            return self.tr("Stone %1 is claimed by %2.").replace("%1", stone).replace("%2", self.name(int(d["owner"])))
        if key == "mode_there":
            return (
                self.tr("Stone %1 already has %2.")
                .replace("%1", stone)
                .replace("%2", card_name(str(decision.context["card"])))
            )
        if key == "side_full":
            return self.tr("Your side of stone %1 is full.").replace("%1", stone)
        return key

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The card put on a stone (or the combat mode, the ruse's target moved), the stone claimed or awarded."""
        out: list[Selectable] = []
        for e in events:
            d = e.data
            if e.kind == "game_over":
                break  # what follows is the next game
            if e.kind == "played" and "stone" in d:
                seat = int(d["seat"])
                k = self._side_keys.get((int(d["stone"]), seat, str(d["card"])))
                card = self.cards.get(k) if k is not None else None
                out.append(card if card is not None else self.stones[int(d["stone"])])  # a combat mode: its stone
            elif e.kind == "moved":
                k = self._side_keys.get((int(d["to"]), int(d["seat"]), str(d["card"])))
                if k is not None and k in self.cards:
                    out.append(self.cards[k])
                out.append(self.stones[int(d["from"])])
            elif e.kind in ("discarded", "claimed", "awarded"):
                out.append(self.stones[int(d["stone"])])
        return list(dict.fromkeys(out))

    def _stones_text(self, stones: Sequence[Any]) -> str:
        return self.tr(", ").join(number(int(s) + 1) for s in stones)

    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        who = self.name(decision.player)
        if kind == "card":
            if any(a.kind == "pass" for a in decision.actions):
                if len(decision.actions) > 1:
                    text = self.tr("%1, you cannot play a clan card: play a tactic card or pass.")
                else:
                    text = self.tr("%1, you cannot play a clan card: pass.")
                why = self._tactics_blocked(decision)
                return text.replace("%1", who) + (" " + why if why else "")
            return self.tr("%1, your turn: choose a card to play.").replace("%1", who)
        if kind == "stone":
            card = str(ctx["card"])
            if card in COMBAT:
                return self.tr("Choose the stone to put %1 on.").replace("%1", card_name(card))
            return self.tr("Choose a stone on your side for %1.").replace("%1", card_name(card))
        if kind == "target":
            card = str(ctx["card"])
            if card == "Strategist":
                return self.tr("Strategist: choose one of your cards to move or discard.")
            if card == "Banshee":
                return self.tr("Banshee: choose one of your opponent's cards to discard.")
            return self.tr("Traitor: choose one of your opponent's clan cards to take.")
        if kind == "move":
            target = card_name(str(ctx["target"][1]))
            if ctx["card"] == "Strategist":
                return self.tr("Strategist: choose another stone for %1, or discard it.").replace("%1", target)
            return self.tr("Traitor: choose a stone on your side for %1.").replace("%1", target)
        if kind == "claim":
            if ctx["timing"] == "start":
                text = self.tr("Start of your turn: click a highlighted stone to claim it, or Done claiming.")
            else:
                text = self.tr("Click a highlighted stone to claim it, or Done claiming.")
            early = list(ctx.get("early") or [])
            if early:
                text += " " + self.early_text(early)
            return text
        if kind == "draw":
            return self.tr("Draw a card: click the clan deck or the tactic deck.")
        if kind == "recruit_draw":
            return self.tr("Recruiter: draw %Ln more card(s): click a deck.", "", int(ctx["left"]))
        if kind == "recruit_return":
            return self.tr("Recruiter: choose %Ln card(s) to put back under their decks.", "", int(ctx["left"]))
        return ""

    def _tactics_blocked(self, decision: Decision) -> str:
        """Why tactic cards in the hand cannot be played now (the engine's refusals ``tactic_limit`` or
        ``joker_limit``), or "" when no limit holds one back."""
        for refusal in decision.refusals:
            if refusal.key in ("tactic_limit", "joker_limit"):
                return self.reason(refusal, decision)
        return ""

    def early_text(self, stones: Sequence[Any]) -> str:
        """The explanation of an early claim by proof for ``stones`` (0-based)."""
        if len(stones) == 1:
            text = self.tr("Stone %1 can be claimed early, by proof: no remaining card can beat your formation there.")
        else:
            text = self.tr(
                "Stones %1 can be claimed early, by proof: no remaining card can beat your formations there."
            )
        return text.replace("%1", self._stones_text(stones))

    # --- dialogs -------------------------------------------------------------------------------------------------
    def _dialog_parent(self) -> QWidget | None:
        views = self.scene.views()
        return views[0] if views else None

    def show_reference(self) -> None:
        """Open the formation-ranking reference card."""
        self.dialog = ReferenceDialog(self._dialog_parent())
        self.dialog.show()

    def show_discard(self) -> None:
        """Open the discard pile to look through it."""
        self.dialog = DiscardDialog(list(self.observation.get("discard") or []), self._dialog_parent())
        self.dialog.show()

    def retranslate(self) -> None:
        super().retranslate()
        for stone in self.stones:
            stone.update()

    # --- words ---------------------------------------------------------------------------------------------------
    def describe(self, event: Event, viewer: int | None) -> str | None:
        """The log speaks to ``viewer``: their own actions in the second person ("You passed.", with its own sentence
        so that Persian verbs agree), the other seat's by name ("Ali passed."); ``None`` (nobody at the screen): both
        seats by name."""
        d = event.data
        k = event.kind

        def who(key: str = "seat") -> str:
            return self.name(int(d[key]))

        def me(key: str = "seat") -> bool:
            return d[key] == viewer

        def stone(key: str = "stone") -> str:
            return number(int(d[key]) + 1)

        if k == "game_started":
            several = self._games() > 1 or int(d["game"]) > 0
            if me("first_player"):
                text = (
                    self.tr("Game %1 begins; you play first.")
                    if several
                    else self.tr("The game begins; you play first.")
                )
            elif several:
                text = self.tr("Game %1 begins; %2 plays first.")
            else:
                text = self.tr("The game begins; %2 plays first.")
            return text.replace("%1", number(int(d["game"]) + 1)).replace("%2", who("first_player"))
        if k == "hand":
            text = self.tr("Your hand: %1.") if me() else self.tr("%2's hand: %1.")
            return text.replace("%1", self.tr(", ").join(card_name(c) for c in d["cards"])).replace("%2", who())
        if k == "passed":
            return self.tr("You passed.") if me() else self.tr("%1 passed.").replace("%1", who())
        if k == "ruse":
            text = self.tr("You played %2.") if me() else self.tr("%1 played %2.")
            return text.replace("%1", who()).replace("%2", card_name(str(d["card"])))
        if k == "played":
            card = str(d["card"])
            if me():
                text = self.tr("You put %2 on stone %3.") if card in COMBAT else self.tr("You played %2 at stone %3.")
            else:
                text = self.tr("%1 put %2 on stone %3.") if card in COMBAT else self.tr("%1 played %2 at stone %3.")
            return text.replace("%1", who()).replace("%2", card_name(card)).replace("%3", stone())
        if k == "discarded":
            if me():
                if me("owner"):
                    text = self.tr("You discarded %2 from your side of stone %4.")
                else:
                    text = self.tr("You discarded %2 from %3's side of stone %4.")
            elif me("owner"):
                text = self.tr("%1 discarded %2 from your side of stone %4.")
            else:
                text = self.tr("%1 discarded %2 from %3's side of stone %4.")
            return (
                text.replace("%1", who())
                .replace("%2", card_name(str(d["card"])))
                .replace("%3", who("owner"))
                .replace("%4", stone())
            )
        if k == "moved":
            if d["owner"] == d["seat"]:
                text = (
                    self.tr("You moved %2 from stone %3 to stone %4.")
                    if me()
                    else self.tr("%1 moved %2 from stone %3 to stone %4.")
                )
            elif me():
                text = self.tr("You took %2 from stone %3 to your side of stone %4.")
            else:
                text = self.tr("%1 took %2 from stone %3 to their side of stone %4.")
            return (
                text.replace("%1", who())
                .replace("%2", card_name(str(d["card"])))
                .replace("%3", stone("from"))
                .replace("%4", stone("to"))
            )
        if k == "returned":
            if me() or self.open_log:
                return None  # the private line names the card
            return self.tr("%1 put a card under the %2.").replace("%1", who()).replace("%2", self._deck(d["deck"]))
        if k == "returned_card":
            return (
                (self.tr("You put %1 under the %2.") if me() else self.tr("%3 put %1 under the %2."))
                .replace("%1", card_name(str(d["card"])))
                .replace("%2", self._deck(d["deck"]))
                .replace("%3", who())
            )
        if k == "drew":
            if me() or self.open_log:
                return None
            return self.tr("%1 drew from the %2.").replace("%1", who()).replace("%2", self._deck(d["deck"]))
        if k == "drew_card":
            return (
                (self.tr("You drew %1 from the %2.") if me() else self.tr("%3 drew %1 from the %2."))
                .replace("%1", card_name(str(d["card"])))
                .replace("%2", self._deck(d["deck"]))
                .replace("%3", who())
            )
        if k == "claimed":
            mine = formation_name(str(d["formation"]))
            if d["early"]:
                return (
                    (
                        self.tr("You claimed stone %2 early with a %3: no remaining card can beat it.")
                        if me()
                        else self.tr("%1 claimed stone %2 early with a %3: no remaining card can beat it.")
                    )
                    .replace("%1", who())
                    .replace("%2", stone())
                    .replace("%3", mine)
                )
            return (
                (
                    self.tr("You claimed stone %2: %3 against %4.")
                    if me()
                    else self.tr("%1 claimed stone %2: %3 against %4.")
                )
                .replace("%1", who())
                .replace("%2", stone())
                .replace("%3", mine)
                .replace("%4", formation_name(str(d["opponent_formation"])))
            )
        if k == "awarded":
            return (
                self.tr("Both passed: stone %1 goes to %2.")
                .replace("%1", stone())
                .replace("%2", self.whom(int(d["seat"]), viewer))
            )
        if k == "game_over":
            text = self._game_result(d, viewer)
            if self._games() > 1:
                text += " " + self._points_text(d["scores"])
            return text
        if k == "match_over":
            if not d["winners"]:
                return self.tr("Match over: a draw.")
            if int(d["winners"][0]) == viewer:
                return self.tr("Match over: you win.")
            return self.tr("Match over: %1 wins.").replace("%1", self.name(int(d["winners"][0])))
        return None

    def _games(self) -> int:
        options = self.observation.get("options") if self.observation else None
        return int(options["games"]) if options else 1

    def _deck(self, deck: Any) -> str:
        return self.tr("clan deck") if deck == "clan" else self.tr("tactic deck")

    def _points_text(self, scores: Sequence[Any]) -> str:
        return self.tr("Match score: %1.").replace(
            "%1", self.tr(", ").join(f"{self.name(s)} {number(int(p))}" for s, p in enumerate(scores))
        )

    def _game_result(self, d: Mapping[str, Any], viewer: int | None = None) -> str:
        """Why game ``d`` (a ``game_over`` event's data) ended, in the second person if ``viewer`` won it."""
        if d["winner"] is None:
            return self.tr("The game is drawn: both hold as many stones.")
        if d["winner"] == viewer:
            return {
                "three_adjacent": self.tr("You win the game with three adjacent stones."),
                "five_stones": self.tr("You win the game with five stones."),
                "both_passed": self.tr("Both passed; you win the game, holding more stones."),
            }[str(d["reason"])]
        reasons = {
            "three_adjacent": self.tr("%1 wins the game with three adjacent stones."),
            "five_stones": self.tr("%1 wins the game with five stones."),
            "both_passed": self.tr("Both passed; %1 wins the game, holding more stones."),
        }
        return reasons[str(d["reason"])].replace("%1", self.name(int(d["winner"])))

    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        seen: list[str] = list(observation["hand"]) + list(observation["discard"]) + list(observation["opponent_known"])
        seen += [card for _deck, card in observation["deck_bottom"]]
        if observation["selected"] is not None and observation["current"] == self.me:
            seen.append(str(observation["selected"]))
        for stone in observation["stones"]:
            seen += stone["sides"][0] + stone["sides"][1] + stone["modes"]
        rows = []
        for colour, text in COLOUR_NAMES.items():
            count = sum(1 for c in seen if c.startswith(colour + "-"))
            rows.append((translate(CTX, text), 9 - count, 9))
        if observation["options"]["tactics"]:
            count = sum(1 for c in seen if c in TACTIC_NAMES)
            rows.append((self.tr("Tactic cards"), 10 - count, 10))
        return rows

    def _summary_html(self, result: Mapping[str, Any], owners: list[int | None] | None, heading: str = "") -> str:
        """Rich text for a finished game: ``heading`` (optional, rich text), the result, the stones each player held
        (``owners``: per stone the seat holding it, if known) and, in a match, the points and the match score. Laid
        out in the reading direction of the current language."""
        lines = [self._game_result(result)]
        if owners is not None:
            held = []
            start = RLI if self.rtl else LRI  # each "name: stones" item keeps its numbers by its name
            for seat in (0, 1):
                stones = [s for s, o in enumerate(owners) if o == seat]
                text = self._stones_text(stones) if stones else self.tr("none", "no stones held")
                held.append(f"{start}{self.name(seat)}: {text}{PDI}")
            lines.append(self.tr("Stones held:") + " " + " · ".join(held))
        if self._games() > 1:
            gained = self.tr(", ").join(f"{self.name(s)} +{number(int(p))}" for s, p in enumerate(result["points"]))
            lines.append(self.tr("Points this game: %1").replace("%1", gained))
            lines.append(self._points_text(result["scores"]))
        direction = "rtl" if self.rtl else "ltr"
        body = "".join(f"<p>{html.escape(line, quote=False)}</p>" for line in lines)  # names show literally
        return f"<div dir='{direction}'>{heading}{body}</div>"

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        end = next((e for e in events if e.kind == "game_over"), None)
        if end is None:
            return None
        d = end.data
        title = self.tr("Game %1 over").replace("%1", number(int(d["game"]) + 1))
        return self._summary_html(d, self._game_owners.get(int(d["game"])), f"<h2>{title}</h2>")

    def next_round_text(self) -> str:
        return self.tr("Next game")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """A single game: stones claimed per seat; a match of several games: victory points per seat
        (schotten_totten.md, "End of game")."""
        results = list(self.observation.get("results") or []) if self.observation else []
        if results and int(self.observation["options"]["games"]) == 1:
            return self.tr("Stones"), [float(n) for n in results[-1]["stones"]]
        return self.tr("Points"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        """Nothing: the end dialog shows the summary of the last game (:meth:`round_summary`), which already says
        how it ended, the stones held, and the points of a match."""
        return ""


def _hand_order(name: str) -> tuple[int, str, int]:
    """Hand sort key: clan cards by colour then value, tactic cards after them."""
    if name in TACTIC_NAMES:
        return (1, name, 0)
    colour, _, value = name.partition("-")
    return (0, f"{list(COLOURS).index(colour)}", int(value))
