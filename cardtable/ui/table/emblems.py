"""Simple vector emblems for card faces, one figure each, drawn with the painter's pen and brush inside a square
``rect``: a game that tells colours apart by a figure too (colour is never the only cue) maps its colours to
these. ``SHAPES`` names them."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QPolygonF

Emblem = Callable[[QPainter, QRectF], None]


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


SHAPES: dict[str, Emblem] = {
    "leaf": leaf,
    "crown": crown,
    "drop": drop,
    "heart": heart,
    "sun": sun,
    "triangle": triangle,
    "star": star,
}
