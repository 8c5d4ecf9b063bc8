"""The table of Power-Hungry Animals (rules: ``animals.md``; observation and event format:
:mod:`cardtable.engine.animals.state`).

Draws the seats around the table (name plate with tokens, protection and elimination; hand; row of played cards),
the deck with its count, the face-down set-aside card and, with two players, the two cards removed face up. Card
faces are vector drawings: value in the corners, name, a short effect line, a colour and an emblem per card.
Offers the legal choices in place (hand cards, seat plates as targets, chips for a Crystal Ball guess, a Mousetrap
position or the Grave Dog swap) and words the log, the round summary and the card counter. Holds no rules: every
fact drawn comes from the viewer's observation or an event.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6 import QtGui
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo, Outcome, Refusal
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, GameTable, Placement
from cardtable.ui.table.items import CARD_H, CARD_W, NO_BRUSH, NO_PEN, CardItem, LabelItem, SeatItem, Selectable

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

COPIES = {10: 1, 9: 1, 8: 1, 7: 1, 6: 1, 5: 2, 4: 2, 3: 3, 2: 3, 1: 5, 0: 1}
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


class AnimalsFace:
    """The face of card ``value``: colour band, value in two corners (locale digits), emblem, name, effect line."""

    def __init__(self, value: int) -> None:
        self.value = value

    def tooltip(self) -> str:
        return f"<b>{card_name(self.value)} ({number(self.value)})</b><br>{translate(CTX, FULL[self.value])}"

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        colour = QColor(COLOURS[self.value])
        band = QRectF(rect.left() + 5, rect.top() + 5, rect.width() - 10, 52)
        painter.setPen(NO_PEN)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 6, 6)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(13)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        digits = number(self.value)
        corner = QRectF(band.left() + 3, band.top() + 1, 26, 22)
        painter.drawText(corner, int(Qt.AlignmentFlag.AlignCenter), digits)
        painter.drawText(QRectF(band.right() - 29, band.top() + 1, 26, 22), int(Qt.AlignmentFlag.AlignCenter), digits)
        emblem = QRectF(band.center().x() - 19, band.top() + 8, 38, 38)
        painter.setPen(QPen(QColor("#ffffff"), 2.2))
        painter.setBrush(QColor(255, 255, 255, 70))
        _EMBLEMS[self.value](painter, emblem)
        font.setPointSizeF(10.0)
        painter.setFont(font)
        painter.setPen(QColor("#2d2418"))
        name = card_name(self.value)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        # one line for short names, two for long ones ("Flustered Magician"); the effect line starts below it
        name_rect = painter.boundingRect(QRectF(rect.left() + 4, band.bottom() + 4, rect.width() - 8, 40), flags, name)
        painter.drawText(name_rect, flags, name)
        font.setBold(False)
        font.setPointSizeF(7.6)
        painter.setFont(font)
        painter.setPen(QColor("#4a3c2c"))
        text_rect = QRectF(
            rect.left() + 6, name_rect.bottom(), rect.width() - 12, rect.bottom() - name_rect.bottom() - 4
        )
        painter.drawText(
            text_rect,
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
            translate(CTX, SHORT[self.value]),
        )


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


# --- the table -------------------------------------------------------------------------------------------------------
class AnimalsTable(GameTable):
    """Power-Hungry Animals for 2–6 seats. See the module docstring."""

    OPTION_LABELS: ClassVar[dict[str, str]] = {"tokens_to_win": QT_TRANSLATE_NOOP("Options", "Tokens to win")}
    ROUND_START: ClassVar[str] = "round_start"

    HAND_SCALE = 1.45
    ROW_SCALE = 0.8
    BACK_SCALE = 0.55
    PILE_SCALE = 0.8
    PILE_Y = 262.0
    LIFT = 30.0  # how far a card a Mousetrap holds is slid off the deck, towards the set-aside card

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.seats: list[SeatItem] = []
        for _ in names:
            seat = SeatItem()
            seat.setZValue(20)
            scene.addItem(seat)
            self.seats.append(seat)
        self.deck_label = LabelItem(160)
        self.deck_label.setZValue(5)
        scene.addItem(self.deck_label)
        self.aside_label = LabelItem(140, 10.0)
        self.removed_label = LabelItem(160, 10.0)
        scene.addItem(self.aside_label)
        scene.addItem(self.removed_label)
        self.observation: dict[str, JSON] = {}
        self._generation = [0] * len(names)
        self._origin: dict[int, QPointF] = {}
        self._hand_base: dict[CardItem, QPointF] = {}

    # --- geometry ------------------------------------------------------------------------------------------------
    def _centre(self, seat: int) -> QPointF:
        return self.seat_point(seat, len(self.names), 430, 250, 360)

    def _is_viewer(self, seat: int) -> bool:
        return seat == self.viewer

    def _x(self, cx: float, dx: float, width: float) -> float:
        """Left edge of an item of ``width`` placed ``dx`` from ``cx`` in reading direction (mirrored under RTL)."""
        return cx - dx - width if self.rtl else cx + dx

    def pile_pos(self, x: float) -> QPointF:
        """Top-left of a centre pile whose unmirrored left edge is ``x`` (deck, set-aside, removed cards)."""
        return QPointF(self.mirror_x(x, CARD_W * self.PILE_SCALE), self.PILE_Y)

    @property
    def deck_pos(self) -> QPointF:
        return self.pile_pos(SCENE_W / 2 - 160)

    def hand_pos(self, seat: int, index: int = 0) -> QPointF:
        c = self._centre(seat)
        if self._is_viewer(seat):
            w = CARD_W * self.HAND_SCALE
            return QPointF(self._x(SCENE_W / 2, -w - 8 + index * (w + 16), w), SCENE_H - CARD_H * self.HAND_SCALE - 12)
        w = CARD_W * self.BACK_SCALE
        return QPointF(self._x(c.x(), 80 + index * 26, w), c.y() - 58)

    def plate_pos(self, seat: int) -> QPointF:
        c = self._centre(seat)
        if self._is_viewer(seat):
            return QPointF(self._x(SCENE_W / 2, -CARD_W * self.HAND_SCALE - 240, SeatItem.WIDTH), SCENE_H - 80)
        return QPointF(self._x(c.x(), -150, SeatItem.WIDTH), c.y() - 52)

    def row_pos(self, seat: int, index: int) -> QPointF:
        c = self._centre(seat)
        w = CARD_W * self.ROW_SCALE
        if self._is_viewer(seat):
            return QPointF(self._x(SCENE_W / 2, CARD_W * self.HAND_SCALE + 24 + index * 40, w), SCENE_H - 130)
        return QPointF(self._x(c.x(), -150 + index * 40, w), c.y() + 16)

    # --- sync ----------------------------------------------------------------------------------------------------
    def open_observation(self, observations: Sequence[dict[str, JSON]]) -> dict[str, JSON]:
        """The viewer's observation with every other seat's hand cards as known cards (for replays)."""
        viewer = self.viewer if self.viewer is not None else 0
        merged = dict(observations[viewer])
        merged["known_hands"] = [
            {"seat": seat, "card": card}
            for seat, observation in enumerate(observations)
            if seat != viewer
            for card in observation["hand"]
        ]
        return merged

    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        self.observation = observation
        n = len(self.names)
        for event in events:
            if event.kind in ("swapped",):
                a, b = int(event.data["seat"]), int(event.data["with"])
                self._generation[a] += 1
                self._generation[b] += 1
                self._origin[a], self._origin[b] = self.hand_pos(b), self.hand_pos(a)
            elif event.kind in ("magician", "round_start"):
                for s in range(n):
                    self._generation[s] += 1
                    self._origin[s] = self.deck_pos
            elif event.kind in ("draw", "discarded"):
                self._origin[int(event.data["seat"])] = self.deck_pos
        rnd = observation["round"]
        placements: list[Placement] = []
        hand_sizes = observation["hand_sizes"]
        known: dict[int, list[int]] = {}
        for k in observation["known_hands"]:
            known.setdefault(int(k["seat"]), []).append(int(k["card"]))
        for seat in range(n):
            gen = self._generation[seat]
            origin = self._origin.get(seat, self.deck_pos)
            if self._is_viewer(seat):
                seen: dict[int, int] = {}
                for i, value in enumerate(sorted(observation["hand"], reverse=True)):
                    seen[value] = seen.get(value, 0) + 1
                    placements.append(
                        Placement(
                            ("hand", rnd, seat, gen, value, seen[value]),
                            FACES[value],
                            True,
                            self.hand_pos(seat, i),
                            self.HAND_SCALE,
                            30 + i,
                            private=True,
                            origin=origin,
                        )
                    )
            else:
                for i in range(hand_sizes[seat]):
                    cards = known.get(seat, [])
                    value = cards[i] if i < len(cards) else None
                    placements.append(
                        Placement(
                            ("hand", rnd, seat, gen, i),
                            FACES[value] if value is not None else None,
                            value is not None,
                            self.hand_pos(seat, i),
                            self.BACK_SCALE,
                            10 + i,
                            private=value is not None,
                            origin=origin,
                        )
                    )
            for i, value in enumerate(observation["played"][seat]):
                placements.append(
                    Placement(
                        ("played", rnd, seat, i),
                        FACES[value],
                        True,
                        self.row_pos(seat, i),
                        self.ROW_SCALE,
                        i,
                        origin=self.hand_pos(seat),
                    )
                )
        deck_count = int(observation["deck_count"])
        for i in range(min(deck_count, 4)):
            placements.append(
                Placement(
                    ("deck", i),
                    None,
                    False,
                    self.deck_pos - QPointF(i * 2, i * 2),
                    self.PILE_SCALE,
                    i,
                )
            )
        turn = observation["turn"]
        if turn["step"] == "position":
            # A Mousetrap holds the deck's top card while its player chooses where to put it back: the card is
            # lifted off the deck, face up for that player only. It slides sideways off the deck towards the
            # set-aside card (not upwards, where the top seat's played row is).
            decision = observation["decision"]
            looked = None if decision is None else int(decision["context"]["seen"])
            placements.append(
                Placement(
                    ("looked", rnd, int(turn["seat"])),
                    FACES[looked] if looked is not None else None,
                    looked is not None,
                    self.deck_pos + QPointF(-self.LIFT if self.rtl else self.LIFT, 0),
                    self.PILE_SCALE,
                    8,
                    private=looked is not None,
                    origin=self.deck_pos,
                )
            )
        aside = self.pile_pos(SCENE_W / 2 - 40)
        if observation["set_aside"]:
            value = observation["known_set_aside"]
            placements.append(
                Placement(
                    ("set_aside", rnd),
                    FACES[value] if value is not None else None,
                    value is not None,
                    aside,
                    self.PILE_SCALE,
                    1,
                    private=value is not None,
                )
            )
        for i, value in enumerate(observation["removed_face_up"]):
            placements.append(
                Placement(
                    ("removed", rnd, i),
                    FACES[value],
                    True,
                    self.pile_pos(SCENE_W / 2 + 80 + i * 90),
                    self.PILE_SCALE,
                    i,
                )
            )
        self.apply_placements(placements)
        self._origin.clear()
        self._hand_base = {
            self.cards[p.key]: p.pos for p in placements if p.key[0] == "hand" and self._is_viewer(int(p.key[2]))
        }
        self.deck_label.set_text(self.tr("Deck: %1").replace("%1", number(deck_count)))
        self.deck_label.setPos(
            self.deck_pos.x() + CARD_W * self.PILE_SCALE / 2 - 80, self.PILE_Y + CARD_H * self.PILE_SCALE + 4
        )
        below = self.PILE_Y + CARD_H * self.PILE_SCALE + 4
        self.aside_label.set_text(self.tr("Set aside"))
        self.aside_label.setPos(aside.x() + CARD_W * self.PILE_SCALE / 2 - 70, below)
        self.aside_label.setVisible(bool(observation["set_aside"]))
        self.removed_label.set_text(self.tr("Removed face up"))
        self.removed_label.setPos(self.mirror_x(SCENE_W / 2 + 45 + 80 + CARD_W * self.PILE_SCALE / 2, 0) - 80, below)
        self.removed_label.setVisible(bool(observation["removed_face_up"]))
        self._sync_seats(observation)

    def _sync_seats(self, observation: dict[str, JSON]) -> None:
        turn = observation["turn"]["seat"] if observation["outcome"] is None else None
        goal = int(observation["tokens_to_win"])
        for seat, item in enumerate(self.seats):
            tokens = int(observation["tokens"][seat])
            parts = [self.tr("Tokens: %1 of %2").replace("%1", number(tokens)).replace("%2", number(goal))]
            if observation["eliminated"][seat]:
                parts.append(self.tr("out"))
            elif observation["protected"][seat]:
                parts.append(self.tr("protected"))
            if observation["starter"] == seat:
                parts.append(self.tr("started"))
            item.set_info(
                self.names[seat], " · ".join(parts), turn == seat, bool(observation["eliminated"][seat]), self.rtl
            )
            item.setToolTip(  # as rich text, so that a name such as "<b>Bold</b>" shows literally
                QtGui.Qt.convertFromPlainText(
                    self.tr("%1: %Ln card(s) played this round", "", len(observation["played"][seat])).replace(
                        "%1", self.name(seat)
                    )
                )
            )
            self.animator.move(item, self.plate_pos(seat), 300)
            faded = 0.55 if observation["eliminated"][seat] else 1.0
            if item.opacity() != faded:
                self.animator.fade(item, faded, 450)  # elimination dims the seat; a new round lights it again

    # --- choices -------------------------------------------------------------------------------------------------
    def _viewer_hand_items(self) -> list[CardItem]:
        return sorted(self._hand_base, key=lambda i: self._hand_base[i].x())

    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        hand_items = self._viewer_hand_items()
        for item, pos in self._hand_base.items():
            item.setPos(pos)
        for step in steps[:1]:
            chosen = next((i for i in hand_items if getattr(i.face, "value", None) == step.args[0]), None)
            if chosen is not None:
                chosen.setPos(self._hand_base[chosen] + QPointF(0, -28))
        choices: list[tuple[Action, Selectable]] = []
        kind = decision.kind
        centre_y = 430.0
        if kind == "play":
            used: set[CardItem] = set()
            for action in decision.actions:
                card = next(
                    (i for i in hand_items if i not in used and getattr(i.face, "value", None) == action.args[0]), None
                )
                if card is not None:
                    used.add(card)
                    choices.append((action, card))
        elif kind == "target":
            for action in decision.actions:
                choices.append((action, self.seats[int(action.args[0])]))
        elif kind == "guess":
            values = [int(a.args[0]) for a in decision.actions]
            per_row = 5
            for i, action in enumerate(decision.actions):
                row, col = divmod(i, per_row)
                count = min(per_row, len(values) - row * per_row)
                x = SCENE_W / 2 - count * 95 + col * 190
                chip = self.chip(
                    f"{card_name(values[i])} {number(values[i])}",
                    QPointF(self.mirror_x(x, 180), centre_y - 5 + row * 52),
                    180,
                )
                chip.setToolTip(translate(CTX, FULL[values[i]]))
                choices.append((action, chip))
        elif kind == "position":
            for action, (text, pos, width) in zip(
                decision.actions, self.position_chips(len(decision.actions)), strict=True
            ):
                choices.append((action, self.chip(text, pos, width)))
        elif kind == "swap":
            for i, action in enumerate(decision.actions):
                text = self.tr("Swap") if action.args[0] == "yes" else self.tr("Keep my card")
                x = SCENE_W / 2 - 200 + i * 220
                choices.append((action, self.chip(text, QPointF(self.mirror_x(x, 180), centre_y), 180)))
        return choices

    def position_chips(self, count: int) -> list[tuple[str, QPointF, float]]:
        """Text, top-left and width of the ``count`` chips of a Mousetrap's "where in the deck" choice ("Top", 2, 3,
        …, "Bottom"), between the centre piles and the viewer's hand. With 2 or 3 players nobody sits beside that
        band: rows of 8 wide chips. With 4 to 6 players seats sit at its left and right: rows of 6 narrow chips,
        starting just under the deck's label, so that no seat's plate, hand or played row is covered."""
        if len(self.names) <= 3:
            per_row, width, pitch, top, step = 8, 100.0, 110.0, 430.0, 52.0
        else:
            per_row, width, pitch, top, step = 6, 56.0, 62.0, 417.0, 44.0
        chips = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            if i == 0:
                text = self.tr("Top")
            elif i == count - 1:
                text = self.tr("Bottom")
            else:
                text = number(i + 1)
            x = SCENE_W / 2 - (in_row * pitch - (pitch - width)) / 2 + col * pitch
            chips.append((text, QPointF(self.mirror_x(x, width), top + row * step), width))
        return chips

    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        ctx = decision.context
        kind = decision.kind
        who = self.name(decision.player)
        if kind == "play":
            return self.tr("%1, your turn: choose a card to play.").replace("%1", who)
        if kind == "target":
            return self.tr("Choose a player for %1.").replace("%1", card_name(int(ctx["card"])))
        if kind == "guess":
            return self.tr("Crystal Ball: which card does %1 hold?").replace("%1", self.name(int(ctx["target"])))
        if kind == "position":
            return self.tr("Mousetrap: you saw %1. Where in the deck do you put it back?").replace(
                "%1", card_name(int(ctx["seen"]))
            )
        if kind == "swap":
            return (
                self.tr("Grave Dog: the set-aside card is %1. Swap it with your %2?")
                .replace("%1", card_name(int(ctx["seen"])))
                .replace("%2", card_name(int(ctx["hand"])))
            )
        return ""

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """A target's seat plate (the refused targets say why: ``Decision.refusals``)."""
        if action.kind == "target":
            return self.seats[int(action.args[0])]
        return None

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """Why a seat cannot be chosen (:meth:`AnimalsState._refused_targets`'s keys)."""
        seat = int(refusal.data["seat"])
        card = card_name(int(decision.context["card"]))
        if refusal.key == "self":
            return self.tr("%1 cannot be played on yourself: choose another player.").replace("%1", card)
        if refusal.key == "eliminated":
            return self.tr("%1 is out of the round.").replace("%1", self.name(seat))
        if refusal.key == "protected":
            return self.tr("%1 is protected by the Shell Shield until their next turn.").replace("%1", self.name(seat))
        return refusal.key

    NOT_ANNOUNCED: ClassVar[frozenset[str]] = frozenset({"protection_ended", "draw", "drew"})

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The card played (the last of its row), the seats it targeted or knocked out, swapped hands, the card a
        Sorcerer Snake turned face up."""
        out: list[Selectable] = []
        rnd = self.observation.get("round") if self.observation else None

        def played_card(seat: int) -> None:
            row = self.observation["played"][seat]
            item = self.cards.get(("played", rnd, seat, len(row) - 1)) if row else None
            if item is not None and item not in out:
                out.append(item)

        for e in events:
            d = e.data
            if e.kind in ("round_end", "round_start"):
                break  # what follows is the next round
            if e.kind in ("played", "discarded"):
                played_card(int(d["seat"]))
            elif e.kind in ("targeted", "guessed"):
                out.append(self.seats[int(d["target"])])
            elif e.kind in ("eliminated", "protected"):
                out.append(self.seats[int(d["seat"])])
            elif e.kind == "swapped":
                for seat in (int(d["seat"]), int(d["with"])):
                    out += [item for key, item in self.cards.items() if key[0] == "hand" and key[2] == seat]
        return list(dict.fromkeys(out))

    # --- words ---------------------------------------------------------------------------------------------------
    def _seat(self, seat: Any, viewer: int | None) -> str:
        return self.whom(int(seat), viewer)

    def sentences(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        """Like :meth:`describe`, but a play followed by its target (and, for a Crystal Ball, the guess) makes one
        sentence: "Sara played Crystal Ball on Ali, guessed Weasel — wrong." Only public events are combined, so
        private details stay with their audience."""
        out: list[str] = []
        i = 0
        while i < len(events):
            e = events[i]
            after = events[i + 1 : i + 3]
            aimed = (
                e.kind == "played"
                and after
                and after[0].kind == "targeted"
                and after[0].data["seat"] == e.data["seat"]
                and after[0].data["card"] == e.data["card"]
            )
            if not aimed:
                text = self.describe(e, viewer)
                if text:
                    out.append(text)
                i += 1
                continue
            d = after[0].data
            mine = d["seat"] == viewer
            on_self = d["target"] == d["seat"]  # a Sorcerer Snake may choose its player
            if mine:
                text = self.tr("You played %2 on yourself.") if on_self else self.tr("You played %2 on %3.")
            else:
                text = self.tr("%1 played %2 on themselves.") if on_self else self.tr("%1 played %2 on %3.")
            i += 2
            guess = after[1] if len(after) > 1 and after[1].kind == "guessed" else None
            if guess is not None:
                right = bool(guess.data["correct"])
                if mine:
                    text = (
                        self.tr("You played %2 on %3, guessed %4 — right!")
                        if right
                        else self.tr("You played %2 on %3, guessed %4 — wrong.")
                    )
                else:
                    text = (
                        self.tr("%1 played %2 on %3, guessed %4 — right!")
                        if right
                        else self.tr("%1 played %2 on %3, guessed %4 — wrong.")
                    )
                text = text.replace("%4", card_name(int(guess.data["guess"])))
                i += 1
            out.append(
                text.replace("%1", self.name(int(d["seat"])))
                .replace("%2", card_name(int(d["card"])))
                .replace("%3", self._seat(d["target"], viewer))
            )
        return out

    def describe(self, event: Event, viewer: int | None) -> str | None:
        """The log speaks to ``viewer``: their own actions in the second person ("You played …", with its own
        sentence so that Persian verbs agree), the other seats' by name ("Ali played …"); ``None`` (nobody at the
        screen): every seat by name."""
        d = event.data
        k = event.kind

        def who(key: str = "seat") -> str:
            return self.name(int(d[key]))

        def me(key: str = "seat") -> bool:
            return d[key] == viewer

        if k == "round_start":
            return (
                (self.tr("Round %1 begins; you start.") if me("starter") else self.tr("Round %1 begins; %2 starts."))
                .replace("%1", number(int(d["round"]) + 1))
                .replace("%2", who("starter"))
            )
        if k == "dealt":
            if d["source"] == "magician":
                text = self.tr("After the shuffle you got %1.") if me() else self.tr("After the shuffle %2 got %1.")
            else:
                text = self.tr("You were dealt %1.") if me() else self.tr("%2 was dealt %1.")
            return text.replace("%1", card_name(int(d["card"]))).replace("%2", who())
        if k == "removed_face_up":
            return self.tr("Removed face up: %1.").replace(
                "%1", self.tr(", ").join(card_name(int(c)) for c in d["cards"])
            )
        if k == "protection_ended":
            return self.tr("Your protection ended.") if me() else self.tr("%1: protection ended.").replace("%1", who())
        if k == "draw":
            if me() or self.open_log:
                return None  # the private "drew" line says it with the card
            if d["source"] == "set_aside":
                return self.tr("%1 took the set-aside card.").replace("%1", who())
            return self.tr("%1 drew a card.").replace("%1", who())
        if k == "drew":
            if d["source"] == "set_aside":
                text = (
                    self.tr("You took the set-aside card: %1.") if me() else self.tr("%2 took the set-aside card: %1.")
                )
            else:
                text = self.tr("You drew %1.") if me() else self.tr("%2 drew %1.")
            return text.replace("%1", card_name(int(d["card"]))).replace("%2", who())
        if k == "played":
            text = self.tr("You played %2.") if me() else self.tr("%1 played %2.")
            return text.replace("%1", who()).replace("%2", card_name(int(d["card"])))
        if k == "no_effect":
            reasons = {
                "no_target": self.tr("nobody can be chosen"),
                "nobody_swaps": self.tr("nobody else holds the King Cat"),
                "empty_deck": self.tr("the deck is empty"),
                "set_aside_gone": self.tr("the set-aside card is gone"),
            }
            return (
                self.tr("%1 has no effect: %2.")
                .replace("%1", card_name(int(d["card"])))
                .replace("%2", reasons.get(str(d["reason"]), str(d["reason"])))
            )
        if k == "targeted":
            return (
                (self.tr("You chose %2 for %3.") if me() else self.tr("%1 chose %2 for %3."))
                .replace("%1", who())
                .replace("%2", self._seat(d["target"], viewer))
                .replace("%3", card_name(int(d["card"])))
            )
        if k == "guessed":
            if me():
                text = (
                    self.tr("You guessed %2 for %3: right!")
                    if d["correct"]
                    else self.tr("You guessed %2 for %3: wrong.")
                )
            else:
                text = (
                    self.tr("%1 guessed %2 for %3: right!") if d["correct"] else self.tr("%1 guessed %2 for %3: wrong.")
                )
            return (
                text.replace("%1", who())
                .replace("%2", card_name(int(d["guess"])))
                .replace("%3", self._seat(d["target"], viewer))
            )
        if k == "compared":
            return (
                (self.tr("Silly Rabbit: you hold %2.") if me("target") else self.tr("Silly Rabbit: %1 holds %2."))
                .replace("%1", who("target"))
                .replace("%2", card_name(int(d["card"])))
            )
        if k == "rabbit":
            if d["loser"] is None:
                return (
                    self.tr("Silly Rabbit: %1 and %2 hold equal cards; nothing happens.")
                    .replace("%1", self._seat(d["seat"], viewer))
                    .replace("%2", self._seat(d["target"], viewer))
                )
            if me("loser"):
                return self.tr("Silly Rabbit: you have the lower card.")
            return self.tr("Silly Rabbit: %1 has the lower card.").replace("%1", who("loser"))
        if k == "discarded":
            # Sorcerer Snake: the card goes face up without its effect; the draw ("drew a card") or, for the King
            # Cat, the elimination has a line of its own after this one.
            text = (
                self.tr("You put %2 face up, without its effect.")
                if me()
                else self.tr("%1 put %2 face up, without its effect.")
            )
            return text.replace("%1", who()).replace("%2", card_name(int(d["card"])))
        if k == "swapped":
            text = self.tr("You and %2 swapped hands.") if me() else self.tr("%1 and %2 swapped hands.")
            return text.replace("%1", who()).replace("%2", self._seat(d["with"], viewer))
        if k == "received":
            return (
                (self.tr("You received %1 from %2.") if me() else self.tr("%3 received %1 from %2."))
                .replace("%1", card_name(int(d["card"])))
                .replace("%2", self._seat(d["from"], viewer))
                .replace("%3", who())
            )
        if k == "king_cat_found":
            if me():
                return self.tr("Everyone now knows that you hold the King Cat.")
            return self.tr("Everyone now knows that %1 holds the King Cat.").replace("%1", who())
        if k == "magician":
            return self.tr("Flustered Magician: hands go to the deck, it is shuffled and dealt again.")
        if k == "looked":
            where = self.tr("the set-aside card") if d["where"] == "set_aside" else self.tr("the top card of the deck")
            text = self.tr("You looked at %1: %2.") if me() else self.tr("%3 looked at %1: %2.")
            return text.replace("%1", where).replace("%2", card_name(int(d["card"]))).replace("%3", who())
        if k == "grave_dog":
            if d["swapped"]:
                text = (
                    self.tr("You swapped with the set-aside card and now hold %1.")
                    if me()
                    else self.tr("%2 swapped with the set-aside card and now holds %1.")
                )
                return text.replace("%1", card_name(int(d["hand"]))).replace("%2", who())
            return self.tr("You kept your card.") if me() else self.tr("%1 kept their card.").replace("%1", who())
        if k == "grave_dog_done":
            if me() or self.open_log:
                return None  # the private lines say it with the cards
            return self.tr("%1 looked at the set-aside card.").replace("%1", who())
        if k == "put_back":
            return (
                (
                    self.tr("You put %1 back as card %2 from the top.")
                    if me()
                    else self.tr("%3 put %1 back as card %2 from the top.")
                )
                .replace("%1", card_name(int(d["card"])))
                .replace("%2", number(int(d["position"]) + 1))
                .replace("%3", who())
            )
        if k == "mousetrap_done":
            if me() or self.open_log:
                return None
            return self.tr("%1 put the card back somewhere in the deck.").replace("%1", who())
        if k == "protected":
            if me():
                return self.tr("You are protected until your next turn.")
            return self.tr("%1 is protected until their next turn.").replace("%1", who())
        if k == "eliminated":
            reasons = {
                "king_cat": self.tr("the King Cat"),
                "crystal_ball": self.tr("a right Crystal Ball guess"),
                "rabbit": self.tr("a Silly Rabbit comparison"),
            }
            reason = reasons.get(str(d["reason"]), str(d["reason"]))
            if d["card"] is None:
                text = self.tr("You are out of the round (%2).") if me() else self.tr("%1 is out of the round (%2).")
                return text.replace("%1", who()).replace("%2", reason)
            return (
                (
                    self.tr("You are out of the round (%2), showing %3.")
                    if me()
                    else self.tr("%1 is out of the round (%2), showing %3.")
                )
                .replace("%1", who())
                .replace("%2", reason)
                .replace("%3", card_name(int(d["card"])))
            )
        if k == "round_end":
            names = self.tr(", ").join(self.name(s) for s in d["winners"])
            if list(d["winners"]) == [viewer]:
                if d["reason"] == "last_standing":
                    return self.tr("Round over: you are the last one standing.")
                return self.tr("Round over: you win the showdown.")
            if d["reason"] == "last_standing":
                return self.tr("Round over: %1 is the last one standing.").replace("%1", names)
            return self.tr("Round over: %1 wins the showdown.").replace("%1", names)
        if k == "token":
            if me():
                return self.tr("You now have %Ln token(s).", "", int(d["tokens"]))
            return self.tr("%1 now has %Ln token(s).", "", int(d["tokens"])).replace("%1", who())
        if k == "match_end":
            if list(d["winners"]) == [viewer]:
                return self.tr("Game over: you win.")
            return self.tr("Game over: %1 wins.").replace("%1", self.tr(", ").join(self.name(s) for s in d["winners"]))
        return None

    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        unseen = observation["unseen"]
        return [(f"{card_name(v)} ({number(v)})", int(unseen[v]), COPIES[v]) for v in sorted(NAMES, reverse=True)]

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        end = next((e for e in events if e.kind == "round_end"), None)
        if end is None:
            return None
        d = end.data
        winners = self.tr(", ").join(self.rich_name(s) for s in d["winners"])
        if d["reason"] == "last_standing":
            why = self.tr("%1 is the last player standing.").replace("%1", winners)
        else:
            why = self.tr("%1 holds the highest card at the showdown.").replace("%1", winners)
        notes = {
            "played_high": self.tr("Tie broken by the highest card in the played rows."),
            "played_rows": self.tr("Tie broken by comparing the played rows from the highest card down."),
            "shared": self.tr("Complete tie: every tied player wins a token."),
        }
        title = self.tr("Round %1 over").replace("%1", number(int(d["round"]) + 1))
        lines = [f"<h2>{title}</h2>", f"<p>{why}</p>"]
        if d["king_cat_beaten"] is not None:
            lines.append(
                "<p>"
                + self.tr("The Royal Broombot beats %1's King Cat.").replace(
                    "%1", self.rich_name(int(d["king_cat_beaten"]))
                )
                + "</p>"
            )
        if d["tie_break"] in notes:
            lines.append(f"<p>{notes[str(d['tie_break'])]}</p>")
        rows = []
        for seat, value in enumerate(d["hands"]):
            if value is not None:
                card = card_name(int(value)) + f" ({number(int(value))})"
            elif seat in d["winners"]:
                card = self.tr("not shown")  # the last player standing keeps their card hidden
            else:
                card = self.tr("out of the round")
            rows.append(f"<tr><td>{self.rich_name(seat)}</td><td>&nbsp;&nbsp;</td><td>{card}</td></tr>")
        hands = self.tr("Hands:")
        lines.append(f"<p>{hands}</p><table align='center'>{''.join(rows)}</table>")
        tokens = next((e for e in events if e.kind == "round_start"), None)
        if tokens is not None:
            standing = self.tr(", ").join(
                f"{self.rich_name(s)} {number(int(n))}" for s, n in enumerate(tokens.data["tokens"])
            )
            lines.append("<p>" + self.tr("Tokens: %1").replace("%1", standing) + "</p>")
        return "".join(lines)

    def next_round_text(self) -> str:
        return self.tr("Next round")

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """Favour tokens per seat (animals.md, "End of game")."""
        return self.tr("Tokens"), list(outcome.scores)

    def outcome_lines(self, outcome: Outcome) -> str:
        goal = int(self.observation.get("tokens_to_win", 0)) if self.observation else 0
        return self.tr("The first player to hold %Ln token(s) wins the game.", "", goal)
