"""Simple vector emblems for card faces, one figure each, drawn with the painter's pen and brush inside a square
``rect``: a game that tells colours apart by a figure too (colour is never the only cue) maps its colours to
these, and a card's picture may be one (two swap arrows, claws, an eye, a wave, a shield, long ears, a trap's
wedge, a crystal ball, a broom, a trumpet, a flower, a shell, a skull, a tower). ``SHAPES`` names them."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPolygonF

Emblem = Callable[[QPainter, QRectF], None]
_NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)  # a brush object, not the bare enum (see items.NO_BRUSH)


def _polygon(p: QPainter, r: QRectF, points: list[tuple[float, float]]) -> None:
    p.drawPolygon(QPolygonF([QPointF(r.left() + x * r.width(), r.top() + y * r.height()) for x, y in points]))


def leaf(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left(), r.bottom())
    path.quadTo(r.left(), r.top(), r.right(), r.top())
    path.quadTo(r.right(), r.bottom(), r.left(), r.bottom())
    p.drawPath(path)
    p.drawLine(QPointF(r.left() + r.width() * 0.15, r.bottom() - r.height() * 0.15), r.center())


def crown(p: QPainter, r: QRectF) -> None:
    _polygon(p, r, [(0, 0.9), (0, 0.25), (0.25, 0.55), (0.5, 0.1), (0.75, 0.55), (1, 0.25), (1, 0.9)])


def drop(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    cx, w, h = r.center().x(), r.width(), r.height()
    path.moveTo(cx, r.top())
    path.cubicTo(r.right() + w * 0.1, r.bottom() - h * 0.2, r.right(), r.bottom(), cx, r.bottom())
    path.cubicTo(r.left(), r.bottom(), r.left() - w * 0.1, r.bottom() - h * 0.2, cx, r.top())
    p.drawPath(path)


def heart(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    cx, cy, w, h = r.center().x(), r.center().y(), r.width(), r.height()
    path.moveTo(cx, r.bottom())
    path.cubicTo(r.left() - w * 0.15, cy, r.left() + w * 0.1, r.top() - h * 0.1, cx, r.top() + h * 0.28)
    path.cubicTo(r.right() - w * 0.1, r.top() - h * 0.1, r.right() + w * 0.15, cy, cx, r.bottom())
    p.drawPath(path)


def sun(p: QPainter, r: QRectF) -> None:
    c, radius = r.center(), r.width() * 0.27
    p.drawEllipse(c, radius, radius)
    for i in range(8):
        cos, sin = math.cos(math.pi / 4 * i), math.sin(math.pi / 4 * i)
        inner, outer = radius * 1.35, r.width() * 0.5
        p.drawLine(QPointF(c.x() + cos * inner, c.y() + sin * inner), QPointF(c.x() + cos * outer, c.y() + sin * outer))


def triangle(p: QPainter, r: QRectF) -> None:
    _polygon(p, r, [(0.5, 0), (1, 1), (0, 1)])


def star(p: QPainter, r: QRectF, inner: float = 0.4) -> None:
    """A five-pointed star filling ``r``; ``inner`` is the inner radius as a share of the outer one."""
    c, outer = r.center(), min(r.width(), r.height()) / 2
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * inner
        a = math.pi / 5 * i - math.pi / 2
        points.append(QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a)))
    p.drawPolygon(QPolygonF(points))


def arrows(p: QPainter, r: QRectF) -> None:
    y1, y2 = r.top() + r.height() * 0.35, r.top() + r.height() * 0.65
    p.drawLine(QPointF(r.left(), y1), QPointF(r.right(), y1))
    p.drawLine(QPointF(r.right(), y1), QPointF(r.right() - 9, y1 - 7))
    p.drawLine(QPointF(r.right(), y2), QPointF(r.left(), y2))
    p.drawLine(QPointF(r.left(), y2), QPointF(r.left() + 9, y2 + 7))


def claws(p: QPainter, r: QRectF) -> None:
    p.drawEllipse(r.adjusted(10, 14, -10, -6))
    p.drawArc(r.adjusted(0, 0, -24, -18), 0, 180 * 16)
    p.drawArc(r.adjusted(24, 0, 0, -18), 0, 180 * 16)


def eye(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left(), r.center().y())
    path.quadTo(r.center().x(), r.top(), r.right(), r.center().y())
    path.quadTo(r.center().x(), r.bottom(), r.left(), r.center().y())
    p.drawPath(path)
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(r.center(), 6, 6)


def wave(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left(), r.center().y())
    for i in range(4):
        x0 = r.left() + i * r.width() / 4
        path.quadTo(
            x0 + r.width() / 8, r.center().y() + (-14 if i % 2 == 0 else 14), x0 + r.width() / 4, r.center().y()
        )
    p.setBrush(_NO_BRUSH)
    p.drawPath(path)


def shield(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(r.left() + 4, r.top() + 4)
    path.lineTo(r.right() - 4, r.top() + 4)
    path.quadTo(r.right() - 4, r.bottom() - 8, r.center().x(), r.bottom())
    path.quadTo(r.left() + 4, r.bottom() - 8, r.left() + 4, r.top() + 4)
    p.drawPath(path)


def ears(p: QPainter, r: QRectF) -> None:
    p.drawEllipse(QRectF(r.left() + 6, r.top(), 12, r.height() * 0.75))
    p.drawEllipse(QRectF(r.right() - 18, r.top(), 12, r.height() * 0.75))
    p.drawEllipse(QRectF(r.left() + 8, r.bottom() - 20, r.width() - 16, 20))


def wedge(p: QPainter, r: QRectF) -> None:
    p.drawPolygon(
        QPolygonF(
            [QPointF(r.left(), r.bottom() - 6), QPointF(r.right(), r.bottom() - 6), QPointF(r.right(), r.top() + 8)]
        )
    )
    p.drawEllipse(QPointF(r.right() - 12, r.bottom() - 14), 3, 3)


def ball(p: QPainter, r: QRectF) -> None:
    p.drawEllipse(r.adjusted(4, 0, -4, -8))
    p.drawLine(QPointF(r.left() + 8, r.bottom()), QPointF(r.right() - 8, r.bottom()))
    p.drawArc(r.adjusted(12, 6, -20, -22), 90 * 16, 90 * 16)


def broom(p: QPainter, r: QRectF) -> None:
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


def trumpet(p: QPainter, r: QRectF) -> None:
    """A horn: a mouthpiece at the left, the tube widening into a bell at the right."""
    w, h, cy = r.width(), r.height(), r.center().y()
    path = QPainterPath()
    path.moveTo(r.left(), cy - h * 0.06)
    path.lineTo(r.left() + w * 0.55, cy - h * 0.08)
    path.quadTo(r.left() + w * 0.85, cy - h * 0.12, r.right(), cy - h * 0.42)
    path.lineTo(r.right(), cy + h * 0.42)
    path.quadTo(r.left() + w * 0.85, cy + h * 0.12, r.left() + w * 0.55, cy + h * 0.08)
    path.lineTo(r.left(), cy + h * 0.06)
    path.closeSubpath()
    p.drawPath(path)
    p.drawLine(QPointF(r.left() + w * 0.3, cy - h * 0.07), QPointF(r.left() + w * 0.3, cy - h * 0.24))


def flower(p: QPainter, r: QRectF) -> None:
    """Five round petals about a heart."""
    c, radius = r.center(), min(r.width(), r.height()) * 0.2
    for i in range(5):
        a = 2 * math.pi / 5 * i - math.pi / 2
        p.drawEllipse(QPointF(c.x() + math.cos(a) * radius * 1.3, c.y() + math.sin(a) * radius * 1.3), radius, radius)
    p.drawEllipse(c, radius * 0.75, radius * 0.75)


def shell(p: QPainter, r: QRectF) -> None:
    """A scallop: a fan with ridges from its hinge at the foot."""
    w, h = r.width(), r.height()
    hinge = QPointF(r.center().x(), r.bottom() - h * 0.05)
    path = QPainterPath()
    path.moveTo(hinge)
    path.lineTo(r.left() + w * 0.05, r.top() + h * 0.45)
    path.quadTo(r.left() + w * 0.1, r.top(), r.center().x(), r.top() + h * 0.05)
    path.quadTo(r.right() - w * 0.1, r.top(), r.right() - w * 0.05, r.top() + h * 0.45)
    path.closeSubpath()
    p.drawPath(path)
    for i in range(1, 5):
        x = r.left() + w * (0.1 + 0.8 * i / 5)
        p.drawLine(hinge, QPointF(x, r.top() + h * (0.12 if 1 < i < 4 else 0.22)))


def skull(p: QPainter, r: QRectF) -> None:
    """A skull: a round head over a jaw, two dark eyes."""
    w, h = r.width(), r.height()
    path = QPainterPath()
    path.addEllipse(QRectF(r.left() + w * 0.1, r.top(), w * 0.8, h * 0.72))
    path.addRect(QRectF(r.left() + w * 0.3, r.top() + h * 0.6, w * 0.4, h * 0.32))
    p.drawPath(path.simplified())
    p.save()
    p.setBrush(QColor("#1b1024"))
    for x in (0.34, 0.66):
        p.drawEllipse(QPointF(r.left() + w * x, r.top() + h * 0.4), w * 0.11, h * 0.12)
    p.restore()
    for x in (0.43, 0.57):
        p.drawLine(QPointF(r.left() + w * x, r.top() + h * 0.8), QPointF(r.left() + w * x, r.top() + h * 0.92))


def tower(p: QPainter, r: QRectF) -> None:
    """A fortress tower: battlements on a wall with a gate."""
    top = [(0.1, 0.05), (0.26, 0.05), (0.26, 0.2), (0.42, 0.2), (0.42, 0.05), (0.58, 0.05), (0.58, 0.2)]
    top += [(0.74, 0.2), (0.74, 0.05), (0.9, 0.05), (0.9, 1), (0.1, 1)]
    _polygon(p, r, top)
    p.save()
    p.setBrush(QColor("#1b1b1b"))
    gate = QPainterPath()
    gate.moveTo(r.left() + r.width() * 0.38, r.bottom())
    gate.lineTo(r.left() + r.width() * 0.38, r.top() + r.height() * 0.68)
    gate.quadTo(r.center().x(), r.top() + r.height() * 0.5, r.left() + r.width() * 0.62, r.top() + r.height() * 0.68)
    gate.lineTo(r.left() + r.width() * 0.62, r.bottom())
    gate.closeSubpath()
    p.drawPath(gate)
    p.restore()


SHAPES: dict[str, Emblem] = {
    "leaf": leaf,
    "crown": crown,
    "drop": drop,
    "heart": heart,
    "sun": sun,
    "triangle": triangle,
    "star": star,
    "arrows": arrows,
    "claws": claws,
    "eye": eye,
    "wave": wave,
    "shield": shield,
    "ears": ears,
    "wedge": wedge,
    "ball": ball,
    "broom": broom,
    "trumpet": trumpet,
    "flower": flower,
    "shell": shell,
    "skull": skull,
    "tower": tower,
}
