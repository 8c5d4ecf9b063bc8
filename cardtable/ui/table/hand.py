"""Where cards go: a hand that overlaps many cards (one or two rows), a row of choice chips, seat areas for 2–6
players and a trick area with one slot in front of each seat. Pure geometry in scene units: the caller places the
items (through :class:`~cardtable.ui.table.base.Placement` or ``setPos``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from cardtable.ui.table.items import CARD_H, CARD_W


@dataclass(frozen=True)
class HandSlot:
    """One hand card: its top-left ``pos`` and ``shown``, the part of the card (card units, 0 to ``CARD_W``) that
    the next card does not cover; the face draws the card's name inside it."""

    pos: QPointF
    shown: tuple[float, float]


def hand_slots(
    count: int,
    box: QRectF,
    scale: float = 1.0,
    *,
    rtl: bool = False,
    max_step: float | None = None,
    min_shown: float = 0.5,
    row_overlap: float = 0.5,
    start: bool = False,
    readable: Sequence[bool] = (),
) -> list[HandSlot]:
    """Slots for a hand of ``count`` cards drawn at ``scale`` inside ``box`` (its bottom edge is the hand's baseline),
    in reading order (left to right, right to left under ``rtl``; a later card lies over the earlier one).

    The cards are spread over the box's width, overlapping when they must, never further apart than ``max_step``
    (default: the card's width plus a small gap). When one row would leave less than ``min_shown`` of each card
    visible, the hand takes two rows: the back row (the first half) raised by ``1 - row_overlap`` of a card's
    height, so its cards' tops (number, colour, name) stay visible. A row is centred in the box, or with ``start``
    begins at its reading-start edge (a row that grows keeps its first cards in place). ``readable[i]`` marks a
    card that must stay readable in a squeezed single row (a face-up card among face-down ones): the others overlap
    more first, so that it shows at least :data:`READABLE` of its width (as far as the box allows). Raises
    ``ValueError`` for a negative count."""
    if count < 0:
        raise ValueError("a hand cannot hold a negative number of cards")
    w, h = CARD_W * scale, CARD_H * scale
    gap = max_step if max_step is not None else w + 8 * scale

    def step_for(n: int) -> float:
        return gap if n <= 1 else min(gap, (box.width() - w) / (n - 1))

    rows = [count]
    if count > 1 and step_for(count) < min_shown * w:
        back = math.ceil(count / 2)
        rows = [back, count - back]
    slots: list[HandSlot] = []
    for r, n in enumerate(rows):
        steps = [step_for(n)] * (n - 1)
        if len(rows) == 1 and any(readable[: n - 1]):
            steps = _readable_steps(steps, list(readable[: n - 1]) + [False] * (n - 1 - len(readable)), w)
        total = w + sum(steps)
        y = box.bottom() - h - (len(rows) - 1 - r) * h * (1 - row_overlap)
        offset = 0.0
        for i in range(n):
            x = (box.left() if start else box.center().x() - total / 2) + offset
            if rtl:
                x = 2 * box.center().x() - x - w
            step = steps[i] if i < n - 1 else w
            slots.append(HandSlot(QPointF(x, y), overlap_shown(step, scale, last=i == n - 1, rtl=rtl)))
            offset += step
    return slots


READABLE = 0.62
"""The part of its width a card marked readable in :func:`hand_slots` keeps uncovered when the row allows it."""
SLIVER = 0.12
"""The least part of its width any card of a squeezed row keeps uncovered (still seen and clicked)."""


def _readable_steps(steps: list[float], readable: list[bool], w: float) -> list[float]:
    """Even ``steps`` of a row of cards ``w`` wide, redistributed so that the ``readable`` cards' steps (the part
    the next card leaves uncovered) reach :data:`READABLE` of ``w``, the others' shrinking to no less than
    :data:`SLIVER`; unchanged when the even step already shows that much or nothing can be gained."""
    even, space = steps[0], sum(steps)
    marked = sum(readable)
    others = len(steps) - marked
    if even >= READABLE * w or others == 0:
        return steps
    wide = min(READABLE * w, (space - others * SLIVER * w) / marked)
    if wide <= even:
        return steps
    narrow = (space - marked * wide) / others
    return [wide if mark else narrow for mark in readable]


def overlap_shown(step: float, scale: float, *, last: bool, rtl: bool = False) -> tuple[float, float]:
    """The part (card units) of a card drawn at ``scale`` that the next card of its row, ``step`` further on in
    reading order and lying over it, leaves uncovered: its reading-start side (the whole card for the ``last``)."""
    visible = CARD_W if last else min(CARD_W, step / scale)
    return (0.0, visible) if not rtl else (CARD_W - visible, CARD_W)


def chip_row(
    count: int, centre: QPointF, width: float, *, per_row: int = 8, pitch: float | None = None, row_step: float = 52.0
) -> list[QPointF]:
    """Top-left corners of ``count`` chips of ``width``, centred on ``centre`` (the top of the first row), at most
    ``per_row`` to a row, ``pitch`` apart (default: ``width`` plus 10). Mirror the x with the table's ``mirror_x``
    for right-to-left order."""
    pitch = width + 10 if pitch is None else pitch
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x = centre.x() - (in_row * pitch - (pitch - width)) / 2 + col * pitch
        out.append(QPointF(x, centre.y() + row * row_step))
    return out


def seat_areas(count: int, table: QRectF, size: tuple[float, float], *, first: int = 0) -> list[QRectF]:
    """One area of ``size`` (width, height) per seat, seat ``first`` (the viewer) at the bottom centre of ``table``
    and the others clockwise from it on an ellipse inside it, for 2 to 6 seats; the list is indexed by seat. Each
    lies inside ``table``; none overlaps another when ``table`` has room for them (about three areas high and three
    and a half wide). Raises ``ValueError`` outside 2–6.

    The order is clockwise in both reading directions: the rules (and the Persian rulebooks) say play goes clockwise
    (``ساعتگرد``, "in the direction of the clock's hands"), so a right-to-left table mirrors what is written in a
    seat's area, not the seats' order around the table (mirrored, play went round counter-clockwise on screen)."""
    if not 2 <= count <= 6:
        raise ValueError(f"seat areas are laid out for 2 to 6 seats, not {count}")
    w, h = size
    rx, ry = (table.width() - w) / 2, (table.height() - h) / 2
    cx, cy = table.center().x(), table.center().y()
    areas = []
    for seat in range(count):
        a = 2 * math.pi * ((seat - first) % count) / count
        x = cx - rx * math.sin(a)
        y = cy + ry * math.cos(a)
        areas.append(QRectF(x - w / 2, y - h / 2, w, h))
    return areas


def trick_slots(areas: list[QRectF], centre: QPointF, scale: float = 1.0, reach: float = 0.42) -> list[QPointF]:
    """Top-left of the card each seat plays to the trick: one slot per seat area in ``areas``, on the line from the
    trick's ``centre`` towards that seat, ``reach`` of the way (cards drawn at ``scale``). Slots of neighbouring seats
    do not overlap for 2 to 4 seats at the default reach."""
    w, h = CARD_W * scale, CARD_H * scale
    out = []
    for area in areas:
        seat = area.center()
        x = centre.x() + (seat.x() - centre.x()) * reach
        y = centre.y() + (seat.y() - centre.y()) * reach
        out.append(QPointF(x - w / 2, y - h / 2))
    return out
