"""Card faces of Power-Hungry Animals (rules: ``animals.md``, "Cards (21)"): the translated card names and effect
texts, and one vector drawing per value (colour band, value in two corners in locale digits, emblem, name, effect
line)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.faces import BandFace
from cardtable.ui.table.items import NO_BRUSH

CTX = "AnimalsCards"

# Card names exactly as in animals.md (English; the Persian column is in translations/cardtable_fa.ts).
NAMES: dict[int, str] = {
    10: QT_TRANSLATE_NOOP("AnimalsCards", "King Cat"),
    9: QT_TRANSLATE_NOOP("AnimalsCards", "Weasel"),
    8: QT_TRANSLATE_NOOP("AnimalsCards", "Dervish Crab"),
    7: QT_TRANSLATE_NOOP("AnimalsCards", "Flustered Magician"),
    6: QT_TRANSLATE_NOOP("AnimalsCards", "Grave Dog"),
    5: QT_TRANSLATE_NOOP("AnimalsCards", "Sorcerer Snake"),
    4: QT_TRANSLATE_NOOP("AnimalsCards", "Shell Shield"),
    3: QT_TRANSLATE_NOOP("AnimalsCards", "Silly Rabbit"),
    2: QT_TRANSLATE_NOOP("AnimalsCards", "Mousetrap"),
    1: QT_TRANSLATE_NOOP("AnimalsCards", "Crystal Ball"),
    0: QT_TRANSLATE_NOOP("AnimalsCards", "Royal Broombot"),
}

SHORT: dict[int, str] = {
    10: QT_TRANSLATE_NOOP("AnimalsCards", "Face up in front of you: you are out."),
    9: QT_TRANSLATE_NOOP("AnimalsCards", "The King Cat holder swaps hands with you."),
    8: QT_TRANSLATE_NOOP("AnimalsCards", "Swap hands with another player."),
    7: QT_TRANSLATE_NOOP("AnimalsCards", "All hands to the deck; shuffle; deal again."),
    6: QT_TRANSLATE_NOOP("AnimalsCards", "Look at the set-aside card; you may swap."),
    5: QT_TRANSLATE_NOOP("AnimalsCards", "A player shows their card and draws anew."),
    4: QT_TRANSLATE_NOOP("AnimalsCards", "Protected until your next turn."),
    3: QT_TRANSLATE_NOOP("AnimalsCards", "Compare hands; the lower card is out."),
    2: QT_TRANSLATE_NOOP("AnimalsCards", "Look at the top card; put it back anywhere."),
    1: QT_TRANSLATE_NOOP("AnimalsCards", "Guess a player's card (not 1): right, they are out."),
    0: QT_TRANSLATE_NOOP("AnimalsCards", "Worth 0, but beats the King Cat at the showdown."),
}

FULL: dict[int, str] = {
    10: QT_TRANSLATE_NOOP(
        "AnimalsCards", "If this card is put face up in front of you for any reason, you are eliminated at once."
    ),
    9: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "The player holding the King Cat must swap hands with you. If nobody else holds it (or you hold it "
        "yourself), nothing happens.",
    ),
    8: QT_TRANSLATE_NOOP("AnimalsCards", "Choose another non-eliminated player; you and they swap hands."),
    7: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Every non-eliminated player (you included) puts their hand card on the deck; shuffle the deck; deal each "
        "non-eliminated player one new card.",
    ),
    6: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Secretly look at the set-aside face-down card; you may swap it with your hand card. Nobody else sees "
        "either card.",
    ),
    5: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Choose a non-eliminated player: they put their hand card face up in front of them without its effect, "
        "then draw a new card. If that card is the King Cat they are eliminated. If the deck is empty they take "
        "the set-aside card.",
    ),
    4: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Until the start of your next turn nobody can take, look at, or force an action on your hand card: cards "
        "1, 3, 5, 7, 8 and 9 do not affect you.",
    ),
    3: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Choose another non-eliminated player; you take both hand cards and compare them secretly. The lower card "
        "is revealed and its owner is eliminated; the higher card goes back to its owner unseen by anyone else. "
        "Equal: nothing happens.",
    ),
    2: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Draw the top card of the deck, look at it, and secretly put it back at any position in the deck you "
        "choose. One card left: look and put it back. Empty deck: nothing.",
    ),
    1: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Choose another non-eliminated player and name a value other than 1. If they hold it, they are "
        'eliminated; otherwise they only say "wrong".',
    ),
    0: QT_TRANSLATE_NOOP("AnimalsCards", "Worth 0 at the showdown, except that its holder beats the King Cat holder."),
}
COLOURS = {
    10: "#c9971c",
    9: "#8d5a2b",
    8: "#d2562c",
    7: "#7b4bb3",
    6: "#4a4f5c",
    5: "#3d8b45",
    4: "#17808a",
    3: "#d86a9a",
    2: "#c7a600",
    1: "#3f87c9",
    0: "#8a94a3",
}


def card_name(value: int) -> str:
    """The translated name of card ``value`` (0–10), as in the rules file."""
    return translate(CTX, NAMES[value])


class AnimalsFace(BandFace):
    """The face of card ``value``: colour band, value in two corners (locale digits), emblem, name, effect line."""

    def __init__(self, value: int) -> None:
        self.value = value

    def colour(self) -> str:
        return COLOURS[self.value]

    def number(self) -> str:
        return number(self.value)

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        _EMBLEMS[self.value](painter, rect)

    def display_name(self) -> str:
        return card_name(self.value)

    def text(self) -> str:
        return translate(CTX, SHORT[self.value])

    def tooltip(self) -> str:
        return f"<b>{card_name(self.value)} ({number(self.value)})</b><br>{translate(CTX, FULL[self.value])}"


# --- emblems: one simple vector figure per card -------------------------------------------------------------------
def _crown(p: QPainter, r: QRectF) -> None:
    pts = [(0, 0.85), (0, 0.3), (0.25, 0.55), (0.5, 0.15), (0.75, 0.55), (1, 0.3), (1, 0.85)]
    p.drawPolygon(QPolygonF([QPointF(r.left() + x * r.width(), r.top() + y * r.height()) for x, y in pts]))


def _swap_arrows(p: QPainter, r: QRectF) -> None:
    y1, y2 = r.top() + r.height() * 0.35, r.top() + r.height() * 0.65
    p.drawLine(QPointF(r.left(), y1), QPointF(r.right(), y1))
    p.drawLine(QPointF(r.right(), y1), QPointF(r.right() - 9, y1 - 7))
    p.drawLine(QPointF(r.right(), y2), QPointF(r.left(), y2))
    p.drawLine(QPointF(r.left(), y2), QPointF(r.left() + 9, y2 + 7))


def _claws(p: QPainter, r: QRectF) -> None:
    p.drawEllipse(r.adjusted(10, 14, -10, -6))
    p.drawArc(r.adjusted(0, 0, -24, -18), 0, 180 * 16)
    p.drawArc(r.adjusted(24, 0, 0, -18), 0, 180 * 16)


def _star(p: QPainter, r: QRectF) -> None:
    c = r.center()
    pts = []
    for i in range(10):
        rad = (r.width() / 2) if i % 2 == 0 else (r.width() / 4.5)
        a = math.pi / 5 * i - math.pi / 2
        pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    p.drawPolygon(QPolygonF(pts))


def _eye(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left(), r.center().y())
    path.quadTo(r.center().x(), r.top(), r.right(), r.center().y())
    path.quadTo(r.center().x(), r.bottom(), r.left(), r.center().y())
    p.drawPath(path)
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(r.center(), 6, 6)


def _wave(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left(), r.center().y())
    for i in range(4):
        x0 = r.left() + i * r.width() / 4
        path.quadTo(
            x0 + r.width() / 8, r.center().y() + (-14 if i % 2 == 0 else 14), x0 + r.width() / 4, r.center().y()
        )
    p.setBrush(NO_BRUSH)
    p.drawPath(path)


def _shield(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left() + 4, r.top() + 4)
    path.lineTo(r.right() - 4, r.top() + 4)
    path.quadTo(r.right() - 4, r.bottom() - 8, r.center().x(), r.bottom())
    path.quadTo(r.left() + 4, r.bottom() - 8, r.left() + 4, r.top() + 4)
    p.drawPath(path)


def _ears(p: QPainter, r: QRectF) -> None:
    p.drawEllipse(QRectF(r.left() + 6, r.top(), 12, r.height() * 0.75))
    p.drawEllipse(QRectF(r.right() - 18, r.top(), 12, r.height() * 0.75))
    p.drawEllipse(QRectF(r.left() + 8, r.bottom() - 20, r.width() - 16, 20))


def _wedge(p: QPainter, r: QRectF) -> None:
    p.drawPolygon(
        QPolygonF(
            [QPointF(r.left(), r.bottom() - 6), QPointF(r.right(), r.bottom() - 6), QPointF(r.right(), r.top() + 8)]
        )
    )
    p.drawEllipse(QPointF(r.right() - 12, r.bottom() - 14), 3, 3)


def _ball(p: QPainter, r: QRectF) -> None:
    p.drawEllipse(r.adjusted(4, 0, -4, -8))
    p.drawLine(QPointF(r.left() + 8, r.bottom()), QPointF(r.right() - 8, r.bottom()))
    p.drawArc(r.adjusted(12, 6, -20, -22), 90 * 16, 90 * 16)


def _broom(p: QPainter, r: QRectF) -> None:
    p.drawLine(QPointF(r.center().x(), r.top()), QPointF(r.center().x(), r.center().y() + 2))
    p.drawPolygon(
        QPolygonF(
            [
                QPointF(r.center().x() - 5, r.center().y()),
                QPointF(r.center().x() + 5, r.center().y()),
                QPointF(r.right() - 4, r.bottom()),
                QPointF(r.left() + 4, r.bottom()),
            ]
        )
    )


_EMBLEMS = {
    10: _crown,
    9: _swap_arrows,
    8: _claws,
    7: _star,
    6: _eye,
    5: _wave,
    4: _shield,
    3: _ears,
    2: _wedge,
    1: _ball,
    0: _broom,
}
FACES = {v: AnimalsFace(v) for v in NAMES}
