"""The table of Plague (rules: ``plague.md``; observation, decision and event format:
:mod:`cardtable.engine.plague.state`).

Every other seat has an area on the kit's ellipse (:func:`~cardtable.ui.table.hand.seat_areas`), the viewer a band
above its hand: its name plate (points this round, the running total, rounds won, the dealer), another seat's hand as
card backs beside the plate (face up in a replay), and under both (beside the viewer's plate) the row of its won
piles, each drawn as its face-up top card with its card count on a tag (:class:`CardTag`, readable whatever the
card's size). The trick lies in the middle, each card in
front of the seat that played it (:func:`~cardtable.ui.table.hand.trick_slots`); a finished trick stays there for a
moment with its winning card marked, then flies onto its winner's new pile
(:meth:`~cardtable.ui.table.base.GameTable.gather`, paced by the animation speed). The viewer's hand (up to 15 cards)
overlaps along the bottom. The colour wheel is a small legend in one top corner, the round, trick and victory
condition in the other, the lead colour under the trick. Offers the legal cards of the hand (the others say why when
clicked: the engine's refusals) and, after a trick won with the Priest, the viewer's piles with a Plague on top plus a
chip to keep the trick apart. Holds no rules: every fact drawn comes from the viewer's observation, its decision or an
event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo
from cardtable.engine.plague.cards import FORTRESS, PRIEST
from cardtable.engine.plague.state import HAND_SIZE
from cardtable.ui.games.plague.faces import (
    CTX,
    FACES,
    LOOK,
    PLAGUE_NAME,
    card_name,
    colour_index,
    colour_word,
    points_text,
)
from cardtable.ui.games.plague.words import PlagueWords
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, HandCard, Placement, lay_hand
from cardtable.ui.table.hand import hand_slots, seat_areas, trick_slots
from cardtable.ui.table.items import CARD_H, CARD_W, CardFace, LabelItem, SeatItem, Selectable
from cardtable.ui.table.words import fill


class WheelLegend(QGraphicsObject):
    """The colour wheel (``plague.md``, Deck): a disc per colour with its emblem's colour, an arrow from each colour
    to the one it beats, and one line per arrow ("Red beats green") beside it, on the reading-start side."""

    WIDTH, HEIGHT = 300.0, 84.0

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.rtl = False

    def set_lines(self, lines: list[str], rtl: bool) -> None:
        if (lines, rtl) != (self.lines, self.rtl):
            self.lines, self.rtl = lines, rtl
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.WIDTH, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(243, 227, 195, 120), 1.2))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        wheel = 84.0
        x0 = self.WIDTH - wheel if self.rtl else 0.0
        centre = QPointF(x0 + wheel / 2, self.HEIGHT / 2 + 2)
        spots = [centre + QPointF(0, -26), centre + QPointF(24, 16), centre + QPointF(-24, 16)]  # red, green, blue
        for i in range(3):  # red → green → blue → red: each beats the next
            a, b = spots[i], spots[(i + 1) % 3]
            d = b - a
            length = (d.x() ** 2 + d.y() ** 2) ** 0.5
            u = QPointF(d.x() / length, d.y() / length)
            start, end = a + u * 13, b - u * 13
            painter.setPen(QPen(QColor("#f3e3c3"), 2))
            painter.drawLine(start, end)
            n = QPointF(-u.y(), u.x())
            painter.setBrush(QColor("#f3e3c3"))
            painter.drawPolygon(QPolygonF([end, end - u * 8 + n * 4, end - u * 8 - n * 4]))
        for i, spot in enumerate(spots):
            painter.setPen(QPen(QColor("#f3e3c3"), 1.5))
            painter.setBrush(QColor(LOOK[i][0]))
            painter.drawEllipse(spot, 10, 10)
        font = QFont(painter.font())
        font.setPointSizeF(9.5)
        painter.setFont(font)
        painter.setPen(QColor("#f3e3c3"))
        text_x = 8.0 if self.rtl else wheel
        align = Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft
        for i, line in enumerate(self.lines):
            box = QRectF(text_x, 8 + i * 23, self.WIDTH - wheel - 8, 22)
            painter.drawText(box, int(align | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter), line)


MY_AREA_TOP = SCENE_H - CARD_H * 0.9 - 8 - CARD_H * 0.6 - 8


class CardTag(QGraphicsObject):
    """A tag on a card, drawn the same size on screen whatever the card's scale or the window's
    (``ItemIgnoresTransformations``), so it stays readable on small cards at 1280×720: a won pile's card count in
    the reading-start bottom corner of its top card (the part a next pile in the row leaves uncovered, clear of the
    corner numbers), and "wins" under the winning card of a trick being collected. A child of the card (it moves
    with it); clicks and tooltips go to the card."""

    POINT_SIZE = 10.5

    def __init__(self, card: QGraphicsItem, colour: str = "#3e2723") -> None:
        super().__init__(card)
        self.card = card
        self.colour = colour
        self.text = ""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(self.POINT_SIZE)
        font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self._font())
        h = metrics.height() + 4
        w = max(h, metrics.horizontalAdvance(self.text) + 10)
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#f3e3c3"), 1.5))
        painter.setBrush(QColor(self.colour))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font())
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.text)


class PlagueTable(PlagueWords):
    """Plague for 2–4 seats. See the module docstring."""

    OPTION_LABELS: ClassVar[dict[str, str]] = {
        "victory": QT_TRANSLATE_NOOP("Options", "Victory"),
        "victory.rounds": QT_TRANSLATE_NOOP("Options", "By rounds won"),
        "victory.points": QT_TRANSLATE_NOOP("Options", "By points"),
    }

    HAND_SCALE = 0.9
    TRICK_SCALE = 0.9
    PILE_SCALE = 0.6
    BACK_SCALE = 0.36
    PILE_STEP = CARD_W * 0.6 + 6
    TABLE = QRectF(10, 8, SCENE_W - 20, 530)  # the ellipse of the other seats' areas
    CENTRE = QPointF(SCENE_W / 2, 350)
    AREAS: ClassVar[dict[int, tuple[float, float]]] = {2: (560.0, 162.0), 3: (330.0, 162.0), 4: (300.0, 162.0)}
    HAND_BOX = QRectF(150, SCENE_H - CARD_H * 0.9 - 8, 900, CARD_H * 0.9)
    MY_AREA = QRectF(150, MY_AREA_TOP, 900, CARD_H * 0.6)
    """The viewer's plate and won piles, side by side in a band above the hand."""

    @classmethod
    def showcase_faces(cls) -> list[Any]:
        return [FACES[3], FACES[38], FACES[PRIEST]]  # Red Trumpet 4, Plague 3, the Priest

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.observation: dict[str, JSON] = {}
        self.plates = self.add_plates(len(names))
        self.legend: WheelLegend = self.add_item(WheelLegend(), 5)
        self.info = [self.add_item(LabelItem(330, 10.5), 5) for _ in range(2)]
        self.lead_label: LabelItem = self.add_item(LabelItem(280, 11.0), 5)
        self.counts: dict[int, CardTag] = {}  # a won pile's top card → its count tag
        self.winner: CardTag | None = None  # "wins" under the winning card of the trick being collected
        self._collecting = -1  # the top card of the trick being collected (its pile is not drawn yet)
        self.settled.connect(self._tag_piles)

    # --- geometry --------------------------------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def areas(self) -> list[QRectF]:
        """Each seat's area: the viewer's band above the hand, the others on the kit's ellipse."""
        n = len(self.names)
        areas = seat_areas(n, self.TABLE, self.AREAS[n], first=self.me)
        areas[self.me] = self.MY_AREA
        return areas

    def _x(self, box: QRectF, dx: float, width: float) -> float:
        """Left edge of a part of ``box`` ``width`` wide, ``dx`` from its reading-start edge (mirrored under RTL)."""
        return box.right() - dx - width if self.rtl else box.left() + dx

    def plate_pos(self, area: QRectF) -> QPointF:
        if area == self.MY_AREA:
            return QPointF(self._x(area, 0, SeatItem.WIDTH), area.top() + (area.height() - SeatItem.HEIGHT) / 2)
        return QPointF(self._x(area, 0, SeatItem.WIDTH), area.top())

    def backs_box(self, area: QRectF) -> QRectF:
        """Another seat's hand, as backs beside its plate."""
        w = area.width() - SeatItem.WIDTH - 10
        return QRectF(self._x(area, SeatItem.WIDTH + 10, w), area.top() + 4, w, CARD_H * self.BACK_SCALE)

    def piles_box(self, area: QRectF) -> QRectF:
        """The row of a seat's won piles: under another seat's plate, beside the viewer's."""
        h = CARD_H * self.PILE_SCALE
        if area == self.MY_AREA:
            w = area.width() - SeatItem.WIDTH - 16
            return QRectF(self._x(area, SeatItem.WIDTH + 16, w), area.top(), w, h)
        return QRectF(area.left(), area.bottom() - h, area.width(), h)

    def slots(self) -> list[QPointF]:
        return trick_slots(self.areas(), self.CENTRE, self.TRICK_SCALE)

    # --- sync ------------------------------------------------------------------------------------------------------
    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        self.observation = observation
        final = self._placements(observation, None)
        self._sync_fixed(observation)
        won = self._collected(events)
        top = int(won.data["top"]) if won is not None else -1
        target = next((p for p in final if p.key == ("c", top)), None)
        if won is not None and target is not None:
            # the finished trick stays in the middle with its winning card marked, then flies onto its winner's
            # pile (unless a new round is drawn already: then it has no pile here)
            self.apply_placements(self._placements(observation, won))
            keys = [("c", int(c)) for _s, c in won.data["cards"] if int(c) != top] + [("c", top)]
            self._collecting = top
            self.gather(keys, target.pos, target.scale)
            self._mark_winner(int(won.data["card"]))
        self.apply_placements(final)
        self._tag_piles()

    def _mark_winner(self, card: int) -> None:
        """Tag the trick's winning card "wins" while the trick is held and collected (dropped once it has landed)."""
        item = self.cards.get(("c", card))
        if item is None or not self.gathering:
            return
        self.winner = CardTag(item, "#c62828")
        self.winner.set_text(self.tr("wins"))
        self.winner.setPos(CARD_W / 2, CARD_H)

    def _tag_piles(self) -> None:
        """Each won pile's count tag on its top card as the table shows it now (a trick still being collected has
        no pile yet: its tag comes when it has landed, :attr:`settled`, and its winner's tag goes)."""
        if self.winner is not None and not self.gathering:
            if isValid(self.winner) and self.winner.scene() is not None:
                self.scene.removeItem(self.winner)
            self.winner = None
        shown = {int(top): int(count) for piles in self.observation["piles"] for top, count in piles}
        if self.gathering:
            shown.pop(self._collecting, None)
        for top, tag in list(self.counts.items()):
            if top not in shown or not isValid(tag) or tag.card is not self.cards.get(("c", top)):
                del self.counts[top]
                if isValid(tag) and tag.scene() is not None:
                    self.scene.removeItem(tag)
        for top, count in shown.items():
            card = self.cards.get(("c", top))
            if card is None:
                continue
            if top not in self.counts:
                self.counts[top] = CardTag(card)
            self.counts[top].set_text(number(count))
            self.counts[top].setPos(
                CARD_W - 16.0 if self.rtl else 16.0, CARD_H - 18.0
            )  # the corner an overlapping pile leaves

    @staticmethod
    def _collected(events: Sequence[Event]) -> Event | None:
        """The trick these events finished, if nothing was played after it."""
        for event in reversed(events):
            if event.kind == "played":
                return None
            if event.kind == "trick_won":
                return event
        return None

    def _placements(self, observation: dict[str, JSON], won: Event | None) -> list[Placement]:
        """Every card: the hands, the won piles and the trick. ``won``: a trick just finished, still drawn in the
        middle (its new pile not yet drawn; :meth:`_mark_winner` tags its winning card)."""
        n = len(self.names)
        me = self.me
        areas = self.areas()
        slots = self.slots()
        rnd = int(observation["round"]) if "round" in observation else 0
        placements: list[Placement] = []
        origins: dict[int, QPointF] = {}
        for seat in range(n):
            area = areas[seat]
            if seat == me:
                hand = [int(c) for c in observation["hand"]]
                cards = [HandCard(("c", c), FACES[c], True, True, self.CENTRE) for c in hand]
                slots_ = hand_slots(len(cards), self.HAND_BOX, self.HAND_SCALE, rtl=self.rtl)
                placements += lay_hand(cards, slots_, self.HAND_SCALE, z=60)
                origins[seat] = self.HAND_BOX.center()
            else:
                box = self.backs_box(area)
                hands = observation.get("hands")  # a replay's spectator view shows every hand
                others: list[tuple[tuple[Any, ...], CardFace | None]]
                if hands is not None:
                    others = [(("c", int(c)), FACES[int(c)]) for c in hands[seat]]
                else:
                    others = [(("back", rnd, seat, i), None) for i in range(int(observation["hand_sizes"][seat]))]
                placements += self.row(others, box, self.BACK_SCALE, 14.0, z=10, origin=self.CENTRE)
                origins[seat] = box.topLeft()
            piles = [(int(top), int(count)) for top, count in observation["piles"][seat]]
            if won is not None and seat == int(won.data["seat"]):
                piles = [p for p in piles if p[0] != int(won.data["top"])]
            row = self.row(
                [(("c", top), FACES[top]) for top, _count in piles],
                self.piles_box(area),
                self.PILE_SCALE,
                self.PILE_STEP,
                z=20,
            )
            placements += row
        trick = [(int(s), int(c)) for s, c in observation["trick"]]
        if won is not None:
            trick = [(int(s), int(c)) for s, c in won.data["cards"]]
        for i, (seat, card) in enumerate(trick):
            placements.append(
                Placement(
                    ("c", card),
                    FACES[card],
                    True,
                    slots[seat],
                    self.TRICK_SCALE,
                    30 + i,
                    origin=origins[seat],
                )
            )
        return placements

    def _sync_fixed(self, observation: dict[str, JSON]) -> None:
        """Plates, the legend, the round and victory lines, the lead colour."""
        n = len(self.names)
        areas = self.areas()
        turn = observation["turn"]["seat"] if observation["outcome"] is None and observation["turn"]["step"] else None
        by_rounds = observation["victory"] == "rounds"
        for seat, plate in enumerate(self.plates):
            parts = [
                fill(self.tr("Points: %1"), number(int(observation["round_points"][seat]))),
                fill(self.tr("Total: %1"), number(int(observation["totals"][seat]))),
            ]
            if by_rounds:
                parts.append(fill(self.tr("Rounds: %1"), number(int(observation["rounds_won"][seat]))))
            if int(observation["dealer"]) == seat:
                parts.append(self.tr("dealer"))
            self.show_seat(
                plate, seat, parts, self.plate_pos(areas[seat]), turn == seat, tooltip=self._seat_tip(observation, seat)
            )
        self.legend.set_lines(
            [self.tr("Red beats green"), self.tr("Green beats blue"), self.tr("Blue beats red")], self.rtl
        )
        self.legend.setPos(self.mirror_x(14, WheelLegend.WIDTH), 12)
        total = HAND_SIZE[n]
        trick_no = min(len(observation["tricks"]) + 1, total)
        lines = [
            fill(
                self.tr("Round %1 · trick %2 of %3"),
                number(int(observation["round"]) + 1),
                number(trick_no),
                number(total),
            ),
            self.victory_text(),
        ]
        for i, label in enumerate(self.info):
            label.set_text(lines[i])
            label.setPos(self.mirror_x(SCENE_W - 14 - 330, 330), 14 + i * 24)
        lead = observation["lead_colour"]
        if observation["plague_led"]:
            text = self.tr("A Plague was led")
            if lead is not None:
                text = fill(self.tr("A Plague was led; lead colour: %1"), colour_word(colour_index(str(lead))))
        elif lead is not None:
            text = fill(self.tr("Lead colour: %1"), colour_word(colour_index(str(lead))))
        else:
            text = ""
        self.lead_label.set_text(text)
        self.lead_label.setPos(self.CENTRE.x() - 140, self.CENTRE.y() - 13)

    def _seat_tip(self, observation: dict[str, JSON], seat: int) -> str:
        lines = [
            fill(self.tr("%1: %Ln card(s) in hand.", "", int(observation["hand_sizes"][seat])), self.name(seat)),
            fill(
                self.tr("Piles won this round: %1, worth %2."),
                number(len(observation["piles"][seat])),
                points_text(int(observation["round_points"][seat])),
            ),
        ]
        voids = [str(k) for k in observation["voids"][seat]]
        if voids:
            words = {
                "red": colour_word(0),
                "green": colour_word(1),
                "blue": colour_word(2),
                "plague": translate(CTX, PLAGUE_NAME),
                "priest": card_name(PRIEST),
                "fortress": card_name(FORTRESS),
            }
            lines.append(
                fill(self.tr("Holds no: %1 (shown by their play)."), self.tr(", ").join(words[v] for v in voids))
            )
        return "\n".join(lines)

    # --- choices ---------------------------------------------------------------------------------------------------
    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        choices: list[tuple[Action, Selectable]] = []
        for action in decision.actions:
            item = self.item_for(action, decision)
            if item is not None:
                choices.append((action, item))
        if decision.kind == "cover":
            keep = next(a for a in decision.actions if a.args[0] == "keep")
            chip = self.chip(self.tr("Keep it apart"), QPointF(self.CENTRE.x() - 110, self.CENTRE.y() + 24), 220)
            choices.append((keep, chip))
        return choices

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """The hand card of a ``play`` action; for ``cover``, the top card of the viewer's pile it names."""
        if action.kind == "play":
            return self.card(("c", int(action.args[0])))
        if action.kind == "cover" and action.args[0] != "keep":
            piles = self.observation["piles"][decision.player]
            index = int(action.args[0])
            return self.card(("c", int(piles[index][0]))) if index < len(piles) else None
        return None

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The card played; a finished trick's new pile (its top card); the pile the Priest covered."""
        out: list[Selectable] = []
        for e in events:
            if e.kind == "round_end":
                break
            if e.kind == "played":
                item = self.card(("c", int(e.data["card"])))
            elif e.kind == "trick_won":
                item = self.card(("c", int(e.data["top"])))
            elif e.kind == "priest_move":
                item = self.card(("c", PRIEST))
            else:
                item = None
            if item is not None:
                out.append(item)
        return list(dict.fromkeys(out))

    def summary_area(self) -> QRectF:
        """Over the trick, between the seats' areas: clear of the side seats, the top seat and the viewer's piles."""
        return QRectF(SCENE_W / 2 - 285, 174, 570, MY_AREA_TOP - 182)
