"""The table of Silver (rules: ``silver.md``; observation, decision and event format:
:mod:`cardtable.engine.silver.state`).

Layout (mirrored under RTL): the viewer's village across the bottom, the other villages round the top (2 players:
across the top; 3: the two top corners; 4: left, top, right), each a row of face-down and face-up cards (a card the
Coin Curator rotated lies sideways) under its name plate (round points, total, cards); the deck, the discard pile
(browsable) and the Squire's card beside the deck in the middle, with the census line above them (who called, whose
extra turns are left); the silver token (Coin or Dagger, "power" when it has it) by its holder's plate, the dagger's
arrow showing the direction of play; the kit's score pad of the four rounds in the bottom corner, the lowest total
on gold. The drawn card lies by its drawer's village, face up for the drawer only.

Memory: the table view has no value for a face-down card (the engine's ``table_view``), so a card looked at is
shown face up only for its moment (:data:`SilverTable.PEEK_MS`, scaled by the animation speed; held while the
hot-seat "Done" panel is up), then face down again; with the memory aid on, a face-down card the viewer has seen
carries a "seen" badge and its value in the tooltip. Cards slid forward in a failed exchange show the same way.

Choices are offered in place (village cards, the deck, the discard pile, the drawn cards, either end of the village
as two spots) and as chips ("Exchange", "Call the census", the token, the face-up abilities). A choice in two parts
(a Robber's own card, then the opponent's; a face-up ability, then its card) is picked on the table first
(:meth:`GameTable.reoffer`); "Back" drops that pick. At a round's end the hidden cards turn face up one by one, the
scoring abilities marked on their cards, each village's total under it. Holds no rules: every fact drawn comes
from the viewer's observation, its decision or an event.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo
from cardtable.engine.silver.cards import IDS_OF, ROUNDS
from cardtable.ui.games.silver.faces import FACES, card_name, face
from cardtable.ui.games.silver.words import SilverWords
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, join, number
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, Placement
from cardtable.ui.table.faces import Badge
from cardtable.ui.table.items import (
    CARD_H,
    CARD_W,
    CardFace,
    ChipItem,
    LabelItem,
    SeatItem,
    Selectable,
    SpotItem,
)
from cardtable.ui.table.piles import PileItem
from cardtable.ui.table.scores import ScorePad
from cardtable.ui.table.words import fill

SEEN, PEEK, SCORE, CHOSEN = "#6a1b9a", "#00695c", "#37474f", "#b26a00"


class TokenItem(QGraphicsObject):
    """The silver token: a disc with "Coin" or "Dagger" (and "power" or "used" when its holder has it, in a size
    that fits the disc's width there); the dagger carries an arrow showing the direction of play on the screen. Its
    tooltip says what the token does."""

    SIZE = 58.0
    POWER_WIDTH = 40.0
    """The width the "power" line may take: the disc's chord a little below its middle, less a margin."""

    def __init__(self) -> None:
        super().__init__()
        self.text, self.power, self.arrow = "", "", ""

    def set_info(self, text: str, power: str, arrow: str, tooltip: str) -> None:
        self.text, self.power, self.arrow = text, power, arrow
        self.setToolTip(tooltip)
        self.update()

    def power_font(self, base: QFont) -> QFont:
        """``base`` bold at 8 points, or smaller (down to 5.5) until :attr:`power` fits :data:`POWER_WIDTH`."""
        font = QFont(base)
        font.setBold(True)
        size = 8.0
        font.setPointSizeF(size)
        while size > 5.5 and QFontMetricsF(font).horizontalAdvance(self.power) > self.POWER_WIDTH:
            size -= 0.5
            font.setPointSizeF(size)
        return font

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.SIZE + 8, self.SIZE + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.SIZE, self.SIZE)
        painter.setPen(QPen(QColor("#5f6a72"), 2))
        painter.setBrush(QColor("#d9dee2") if self.power else QColor("#9aa3a9"))
        painter.drawEllipse(rect)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(10)
        painter.setFont(font)
        painter.setPen(QColor("#263238"))
        painter.drawText(QRectF(0, 5, self.SIZE, 20), int(Qt.AlignmentFlag.AlignCenter), self.text)
        if self.arrow:
            font.setPointSizeF(15)
            painter.setFont(font)
            painter.drawText(QRectF(0, 20, self.SIZE, 22), int(Qt.AlignmentFlag.AlignCenter), self.arrow)
        if self.power:
            painter.setFont(self.power_font(font))
            painter.drawText(QRectF(0, 38, self.SIZE, 16), int(Qt.AlignmentFlag.AlignCenter), self.power)


def _moved(peeks: dict[tuple[Any, ...], int], seat: int, start: int, by: int) -> dict[tuple[Any, ...], int]:
    """``peeks`` with the looks at ``seat``'s cards from ``start`` on moved ``by`` places (a card taken out of the
    village or put at its start)."""
    return {
        (k[0], k[1], k[2] + by) if k[0] == "v" and k[1] == seat and k[2] >= start else k: v for k, v in peeks.items()
    }


class SilverTable(SilverWords):
    """Silver for 2–4 seats. See the module docstring."""

    OPTION_LABELS: ClassVar[dict[str, str]] = {
        "deck": QT_TRANSLATE_NOOP("Options", "Deck"),
        "deck.coin": QT_TRANSLATE_NOOP("Options", "Coin"),
        "deck.dagger": QT_TRANSLATE_NOOP("Options", "Dagger"),
        "deck.amulet": QT_TRANSLATE_NOOP("Options", "Amulet"),
        "deck.custom": QT_TRANSLATE_NOOP("Options", "Custom (an edition per number)"),
        "custom": QT_TRANSLATE_NOOP("Options", "Custom deck: the edition of each number"),
        "custom.coin": QT_TRANSLATE_NOOP("Options", "Coin"),
        "custom.dagger": QT_TRANSLATE_NOOP("Options", "Dagger"),
        "custom.amulet": QT_TRANSLATE_NOOP("Options", "Amulet"),
        "token": QT_TRANSLATE_NOOP("Options", "Silver token"),
        "token.coin": QT_TRANSLATE_NOOP("Options", "Coin"),
        "token.dagger": QT_TRANSLATE_NOOP("Options", "Dagger"),
        "memory_aid": QT_TRANSLATE_NOOP("Options", "Memory aid (mark the cards you have seen)"),
    }

    PEEK_MS = 2600
    """How long (before the animation-speed factor; never under :data:`PEEK_MIN_MS`) a looked-at card shows face up."""
    PEEK_MIN_MS = 900
    REVEAL_MS = 260
    """At a round's end, the pause between two hidden cards turning face up (scaled by the animation speed)."""

    MINE = 0.8
    THEIRS = 0.66
    PILE = 0.7
    CHIP_W = 190.0
    CHIP_Y = 462.0
    MY_ROW_Y = 566.0
    MY_BOX = (240.0, 900.0)
    MID_Y = 282.0
    TOTALS_ROOM = 30.0
    """The room a village's totals line takes under its box."""

    @classmethod
    def option_item_label(cls, field: str, index: int, value: Any) -> str:
        """The custom deck's numbers name the card each edition gives: "7 (Beholder)"."""
        if field == "custom" and (str(value), index) in FACES:
            return card_name([str(value)] * len(IDS_OF), index)
        return super().option_item_label(field, index, value)

    @classmethod
    def showcase_faces(cls) -> list[CardFace]:
        return [FACES[("coin", 2)], FACES[("amulet", 9)], FACES[("dagger", 4)]]

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.observation: dict[str, JSON] = {}
        self.plates = self.add_plates(len(names))
        size = (CARD_W * self.PILE, CARD_H * self.PILE)
        self.deck_pile = self.add_item(PileItem(*size), 1)
        self.discard_pile = self.add_item(PileItem(*size, browsable=True), 40)
        self.discard_pile.clicked.connect(self.show_discard)
        self.beside_pile = self.add_item(PileItem(*size), 1)
        self.census_label = self.add_item(LabelItem(620, 11.5), 30)
        self.direction_label = self.add_item(LabelItem(260, 10), 30)
        self.token = self.add_item(TokenItem(), 45)
        self.totals = [self.add_item(LabelItem(340, 11), 46) for _ in names]
        self.score_pad: ScorePad = self.add_item(ScorePad(ROUNDS, lowest_wins=game.score == "low"), 45)
        self._decision: Decision | None = None
        self._pick: tuple[str, int] | None = None  # the first part of a two-part choice: (kind, own slot or -1)
        self._peeks: dict[tuple[Any, ...], int] = {}  # card key → the value shown for its moment
        self._peek_viewer: int | None = None
        self._held = False
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.timeout.connect(self._peek_over)
        self._hidden_at_end: list[tuple[Any, ...]] = []  # round end: the cards still to turn face up, in order
        self._reveal_timer = QTimer(self)
        self._reveal_timer.timeout.connect(self._reveal_next)
        self._score_data: dict[str, Any] | None = None
        self._synced = False
        self._refusal_items: dict[Action, Selectable] = {}

    # --- geometry --------------------------------------------------------------------------------------------------
    def area(self, seat: int) -> tuple[QPointF, QRectF, float]:
        """Seat ``seat``'s name plate (top-left), its village's box and card scale."""
        n = len(self.plates)
        step = (seat - self.me) % n
        if self.rtl and step:  # the spots below are mirrored: the next seat still sits on the left (clockwise)
            step = n - step
        if step == 0:
            plate = QPointF(self.mirror_x(12, SeatItem.WIDTH), SCENE_H - SeatItem.HEIGHT - 12)
            x0, x1 = self.MY_BOX
            box = QRectF(self.mirror_x(x0, x1 - x0), self.MY_ROW_Y, x1 - x0, CARD_H * self.MINE)
            return plate, box, self.MINE
        spots = {2: {1: (420, 8)}, 3: {1: (20, 8), 2: (820, 8)}, 4: {1: (20, 236), 2: (420, 8), 3: (820, 236)}}
        x, y = spots[n][step]
        width = 360.0
        plate = QPointF(self.mirror_x(x, SeatItem.WIDTH), y)
        box = QRectF(self.mirror_x(x, width), y + SeatItem.HEIGHT + 10, width, CARD_H * self.THEIRS)
        return plate, box, self.THEIRS

    def pile_pos(self, index: int) -> QPointF:
        """Top-left of the deck (0), the discard pile (1) and the Squire's card beside the deck (2)."""
        return QPointF(self.mirror_x(440 + index * 112, CARD_W * self.PILE), self.MID_Y)

    def hand_pos(self, seat: int, index: int) -> tuple[QPointF, float]:
        """Where ``seat``'s drawn card ``index`` lies: by the reading end of its village (the viewer's), or beside
        its plate (another seat's)."""
        plate, _box, _scale = self.area(seat)
        if seat == self.me:
            x = self.MY_BOX[1] + 24 + index * 92
            return QPointF(self.mirror_x(x, CARD_W * self.MINE), self.MY_ROW_Y - 44), self.MINE
        beyond = TokenItem.SIZE + 14  # past the token's place by the plate
        x = plate.x() - beyond - (index + 1) * 48 if self.rtl else plate.x() + SeatItem.WIDTH + beyond + index * 48
        return QPointF(x, plate.y() - 4), 0.44

    # --- sync ------------------------------------------------------------------------------------------------------
    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        first, self._synced = not self._synced, True
        if self._peek_viewer != self.viewer:
            self._end_peeks()
        seen = [e for e in events if self.open_log or e.visible_to(self.me)]
        if not first:
            self._note_moments(seen)
        revealed = bool(observation.get("revealed"))
        self.round_end_event = next((e for e in seen if e.kind == "round_end"), self.round_end_event)
        if revealed and any(e.kind == "round_end" for e in seen):
            self._start_reveal(observation, first)
        if not revealed:
            self._reveal_timer.stop()
            self._hidden_at_end, self._score_data = [], None
        scored = next((e for e in seen if e.kind == "scored"), None)
        if scored is not None and revealed:
            self._score_data = dict(scored.data)
        self.observation = observation
        self._lay(observation)

    def _note_moments(self, events: Sequence[Event]) -> None:
        """The looks of these events shown to the viewer for their moment: cards it looked at (``saw``) and cards
        slid forward in a failed exchange. A later event that changes a village moves or ends only the looks in
        that village: a card taken out closes the row up, one put at the start moves the rest along, a swapped or
        replaced card's look ends (the Witch's looked-at card goes on showing in its new place, or ends when it is
        discarded), an exchange that
        matched ends the looks of its village; a new round ends them all."""
        peeks, noted = dict(self._peeks), False
        for e in events:
            d = e.data
            if e.kind == "round_start":
                peeks.clear()
            elif e.kind == "saw" and "card" in d and (int(d["seat"]) == self.me or self.open_log):
                key = ("hand", 0) if int(d["owner"]) < 0 else ("v", int(d["owner"]), int(d["slot"]))
                peeks[key], noted = int(d["card"]), True
            elif e.kind == "exchanged" and d["result"] != "match" and "cards" in d:
                for slot, value in zip(d["slots"], d["cards"], strict=True):
                    peeks[("v", int(d["seat"]), int(slot))] = int(value)
                noted = True
            elif e.kind == "exchanged" and d["result"] == "match":
                peeks = {k: v for k, v in peeks.items() if k[:2] != ("v", int(d["seat"]))}
            elif e.kind == "placed" and int(d["slot"]) == 0:
                peeks = _moved(peeks, int(d["seat"]), 0, 1)
            elif e.kind in ("burned", "zombie_given", "generous"):
                seat, slot = int(d["owner"] if e.kind == "burned" else d["seat"]), int(d["slot"])
                peeks.pop(("v", seat, slot), None)
                peeks = _moved(peeks, seat, slot + 1, -1)
            elif e.kind == "swapped":
                peeks.pop(("v", int(d["seat"]), int(d["slot"])), None)
                peeks.pop(("v", int(d["owner"]), int(d["other"])), None)
            elif e.kind == "witch_placed":
                place = ("v", int(d["owner"]), int(d["slot"]))
                peeks.pop(place, None)
                if ("hand", 0) in peeks:
                    peeks[place] = peeks.pop(("hand", 0))
            elif e.kind == "discarded":  # a held card (the Witch's, when a Zombie stays) is gone
                peeks.pop(("hand", 0), None)
        self._peeks = peeks
        if noted:
            self._peek_viewer = self.viewer
            self._peek_timer.start(self._peek_ms())
        elif not peeks:
            self._end_peeks()

    def _peek_ms(self) -> int:
        return max(self.PEEK_MIN_MS, self.animator.duration(self.PEEK_MS))

    def moment_left(self) -> int:
        """Milliseconds the viewer's look is still shown (0: none, or held under the hot-seat "Done" panel, which
        the person closes)."""
        if not self._peeks or self._held or not self._peek_timer.isActive():
            return 0
        return max(0, self._peek_timer.remainingTime())

    def _peek_over(self) -> None:
        if self._held:
            return
        self._end_peeks()
        if self.observation:
            self._lay(self.observation)

    def _end_peeks(self) -> None:
        self._peek_timer.stop()
        self._peeks = {}

    def hold_reveal(self, held: bool) -> None:
        """Hot-seat: a look stays shown while the "Done" panel is up, and ends when it is pressed."""
        self._held = held
        if not held and self._peeks:  # "Done": the person has seen it
            self._end_peeks()
            if self.observation:
                self._lay(self.observation)

    def peeking(self) -> dict[tuple[Any, ...], int]:
        """The cards shown face up for their moment now (card key → value)."""
        return dict(self._peeks)

    def _start_reveal(self, observation: dict[str, JSON], at_once: bool) -> None:
        """A round ended: the cards that were face down turn face up one by one, village by village in scoring
        order."""
        n = len(observation["villages"])
        start = int(observation["start"])
        keys = [
            ("v", s, i)
            for s in ((start + k) % n for k in range(n))
            for i, slot in enumerate(observation["villages"][s])
            if not slot["was_up"]
        ]
        ms = self.animator.duration(self.REVEAL_MS)
        if at_once or ms <= 0:
            self._hidden_at_end = []
            return
        self._hidden_at_end = keys
        self._reveal_timer.start(ms)

    def _reveal_next(self) -> None:
        if not self._hidden_at_end:
            self._reveal_timer.stop()
            return
        self._hidden_at_end.pop(0)
        if self.observation:
            self._lay(self.observation)

    def teardown(self) -> None:
        self._peek_timer.stop()
        self._reveal_timer.stop()
        super().teardown()

    def _lay(self, observation: dict[str, JSON]) -> None:
        editions = list(observation["editions"])
        villages = observation["villages"]
        revealed = bool(observation.get("revealed"))
        choosing = observation["current"] == self.me and observation["phase"] in ("drawn", "exchange")
        given = set(observation["given"]) if choosing else set()
        waiting = set(self._hidden_at_end)
        placements: list[Placement] = []
        deck_at = self.pile_pos(0)
        for seat, village in enumerate(villages):
            _plate, box, scale = self.area(seat)
            cards: list[tuple[tuple[Any, ...], CardFace | None]] = []
            badges: list[tuple[Badge, ...]] = []
            notes: list[str] = []
            for i, slot in enumerate(village):
                key = ("v", seat, i)
                value = slot["card"]
                peek = self._peeks.get(key)
                up = (slot["up"] or revealed or (value is not None and self.open_log)) and key not in waiting
                shown = value if up else peek
                cards.append((key, face(editions, int(shown)) if shown is not None else None))
                chosen = seat == self.me and i in given
                badge = self._badges(slot, peek is not None and not up, revealed, chosen, self._counted(seat, i))
                badges.append(badge)
                notes.append(self._note(slot, editions) if not up else "")
            step = 96.0 if scale == self.MINE else 72.0
            readable = [f is not None for _key, f in cards]  # face-up cards stay readable in a long village
            row = self.row(cards, box, scale, step, z=10, origin=deck_at, badges=badges, readable=readable)
            for p, slot, note in zip(row, village, notes, strict=True):
                p.note = note
                p.private = p.key in self._peeks and not slot["up"]
                if int(p.key[2]) in given and seat == self.me:
                    p.pos = p.pos - QPointF(0, 24)
                if slot["rot"]:
                    w, h = CARD_W * scale, CARD_H * scale
                    p.pos = QPointF(p.pos.x() + w / 2 + h / 2, p.pos.y() + h / 2 - w / 2)
                    p.rotation, p.shown = 90.0, None
            placements += row
        # the drawn card(s)
        hand = list(observation["hand"])
        public = list(observation["hand_public"])
        current = int(observation["current"])
        for k, value in enumerate(hand):
            pos, scale = self.hand_pos(current, k)
            shown = value if value is not None else self._peeks.get(("hand", k))
            f = face(editions, int(shown)) if shown is not None else None
            private = not public[k]
            placements.append(Placement(("hand", k), f, f is not None, pos, scale, 70, private, deck_at))
        # the piles
        if int(observation["deck_size"]):
            placements.append(Placement(("deck",), None, False, deck_at, self.PILE, 2))
        discard = list(observation["discard"])
        if discard:
            top = int(discard[-1])
            placements.append(
                Placement(("discard", len(discard)), face(editions, top), True, self.pile_pos(1), self.PILE, 3)
            )
        if observation.get("beside") is not None:
            b = int(observation["beside"])
            placements.append(
                Placement(("beside",), face(editions, b), True, self.pile_pos(2), self.PILE, 3, origin=deck_at)
            )
        self.apply_placements(placements)
        self._sync_fixed(observation)

    def _counted(self, seat: int, slot: int) -> int | None:
        """At scoring, what ``seat``'s card ``slot`` counts when a scoring ability changed it (Wolfy, Furry)."""
        if self._score_data is None:
            return None
        scoring = self._score_data["villages"][seat]
        if slot >= len(scoring["values"]) or scoring["abilities"][slot] is None:
            return None
        return int(scoring["values"][slot])

    def _badges(
        self, slot: dict[str, Any], peeking: bool, revealed: bool, chosen: bool = False, counted: int | None = None
    ) -> tuple[Badge, ...]:
        out: list[Badge] = []
        if chosen:
            out.append(Badge(self.tr("chosen"), CHOSEN))
        if peeking:
            out.append(Badge(self.tr("look"), PEEK))
        elif not slot["up"] and not revealed and self.me in slot["seen_by"] and slot["card"] is not None:
            out.append(Badge(self.tr("seen"), SEEN))
        if revealed and slot["was_up"] and slot["card"] is not None:
            ability = face(self.editions, int(slot["card"])).info
            if ability.trigger == "scoring":
                name = self.ability_name(ability.ability)
                text = name if counted is None else fill(self.tr("%1: %2"), name, number(counted))
                out.append(Badge(text, SCORE))
        return tuple(out)

    def _note(self, slot: dict[str, Any], editions: list[str]) -> str:
        """The tooltip of a face-down card: what the viewer remembers of it (the memory aid) and who has seen it."""
        lines = []
        if slot["card"] is not None and self.me in slot["seen_by"]:
            lines.append(fill(self.tr("You have seen this card: %1."), self.card_of(editions, slot["card"])))
        others = [self.name(int(s)) for s in slot["seen_by"] if int(s) != self.me]
        if others:
            lines.append(fill(self.tr("Seen by: %1."), self.tr(", ").join(others)))
        return "\n".join(lines)

    def card_of(self, editions: list[str], value: Any) -> str:
        f = face(editions, int(value))
        return f"{number(int(value))} ({f.display_name()})"

    def _token_tip(self, kind: str, token: dict[str, Any]) -> str:
        """What the token does, for its tooltip (``silver.md`` "Silver token"): with its power, used, or without."""
        if not token["power"]:
            return self.tr(
                "The silver token, without power: it lies before the player who started this round. Its power goes to "
                "a round's lowest scorer who called the census successfully."
            )
        if token["used"]:
            return self.tr("The silver token's power has been used this round.")
        if kind == "coin":
            return fill(
                self.tr(
                    "%1 holds the Coin with its power: once this round, as part of a turn without a census call, "
                    "they may flip one card in any village (face up or face down)."
                ),
                self.name(int(token["seat"])),
            )
        two = len(self.names) == 2
        return fill(
            self.tr(
                "%1 holds the Dagger with its power: once this round, as part of a turn without a census call, "
                "they may reverse the direction of play (with two players the opponent skips their next turn)."
            )
            if two
            else self.tr(
                "%1 holds the Dagger with its power: once this round, as part of a turn without a census call, "
                "they may reverse the direction of play."
            ),
            self.name(int(token["seat"])),
        )

    def _sync_fixed(self, observation: dict[str, JSON]) -> None:
        over = observation["outcome"] is not None
        current = int(observation["current"])
        rounds = observation.get("round_scores", [])
        census_left = set(observation["census_left"])
        caller = observation["caller"]
        for seat, plate in enumerate(self.plates):
            pos, box, _scale = self.area(seat)
            total = sum(int(r[seat]) for r in rounds)
            parts = [
                fill(self.tr("Points: %1"), number(total)),
                fill(self.tr("Cards: %1"), number(len(observation["villages"][seat]))),
            ]
            if caller == seat:
                parts.append(self.tr("called the census"))
            elif seat in census_left:
                parts.append(self.tr("one more turn"))
            self.show_seat(plate, seat, parts, pos, current == seat and not over and not observation["revealed"])
            label = self.totals[seat]
            text = ""
            turning = any(key[1] == seat for key in self._hidden_at_end)  # its hidden cards still turning up
            if self._score_data is not None and observation.get("revealed") and not turning:
                scoring = self._score_data["villages"][seat]
                text = fill(self.tr("Total %1"), number(int(scoring["total"])))
                if scoring["steps"]:
                    cards = fill(self.tr("Cards %1"), number(sum(int(v) for v in scoring["values"])))
                    text = join([cards, *(self.step_text(step) for step in scoring["steps"])])
                if self._score_data["caller"] == seat:
                    census = self.tr("census: 0") if self._score_data["success"] else self.tr("census: +10")
                    text = join([text, census])
            label.set_text(text)
            label.setPos(QPointF(box.x() + (box.width() - label.width) / 2, box.bottom() + 2))
        self.deck_pile.place(self.pile_pos(0), fill(self.tr("Deck: %1"), number(int(observation["deck_size"]))))
        self.discard_pile.place(self.pile_pos(1), fill(self.tr("Discard: %1"), number(len(observation["discard"]))))
        self.discard_pile.setToolTip(self.tr("Discard pile: click to look through it"))
        self.beside_pile.place(self.pile_pos(2), self.tr("Squire's card"), observation.get("beside") is not None)
        self.beside_pile.setToolTip(
            self.tr(
                "While a Squire is face up in a village, a deck card lies face up beside the deck: the village's "
                "owner may draw it instead of the deck's top card."
            )
        )
        # the census line
        if caller is not None and not observation["revealed"]:
            left = [self.name(int(s)) for s in sorted(census_left)]
            text = fill(
                self.tr("Census called by %1 · extra turns left: %2"),
                self.name(int(caller)),
                self.tr(", ").join(left) or "–",
            )
        else:
            text = ""
        self.census_label.set_text(text)
        self.census_label.setPos(QPointF(SCENE_W / 2 - 310, self.MID_Y - 44))
        # the token by its holder's plate
        token = observation["token"]
        holder = int(token["seat"])
        kind = str(observation["token_kind"])
        clockwise = int(observation["direction"]) == 1
        arrow = ("↻" if clockwise else "↺") if kind == "dagger" else ""
        power = ""
        if token["power"]:
            power = self.tr("used") if token["used"] else self.tr("power")
        self.token.set_info(
            self.tr("Coin") if kind == "coin" else self.tr("Dagger"), power, arrow, self._token_tip(kind, token)
        )
        at, _box, _s = self.area(holder)
        tx = at.x() - TokenItem.SIZE - 6 if self.rtl else at.x() + SeatItem.WIDTH + 6
        self.animator.move(self.token, QPointF(tx, at.y() + 2), 300)
        direction = self.tr("clockwise") if int(observation["direction"]) == 1 else self.tr("counter-clockwise")
        self.direction_label.set_text(fill(self.tr("Play: %1"), direction))
        pad = self.score_pad
        pad.set_scores(self.tr("Score sheet"), self.tr("Total"), self.names, [list(r) for r in rounds], self.rtl)
        width, height = pad.boundingRect().width(), pad.boundingRect().height()
        pad.setPos(self.mirror_x(SCENE_W - 8 - width, width), SCENE_H - 8 - height)
        self.direction_label.setPos(QPointF(SCENE_W / 2 - 130, self.MID_Y + CARD_H * self.PILE + 26))

    # --- choices ---------------------------------------------------------------------------------------------------
    MODES: ClassVar[tuple[str, ...]] = ("empath", "rotate", "burn", "coin", "zombie")

    def _mode_text(self, kind: str) -> str:
        return {
            "empath": self.tr("Empath: look at a card"),
            "rotate": self.tr("Curator: rotate a card"),
            "burn": self.tr("Curator: discard a rotated card"),
            "coin": self.tr("Coin: flip a card"),
            "zombie": self.tr("Zombie: give it away"),
        }[kind]

    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        pick = self._pick if decision is self._decision else None
        if pick is not None:
            kind, _slot = pick
            if kind in ("robber", "master_thief"):
                return self.tr("Now click the opponent's card to swap it with.")
            if kind == "generous":
                return self.tr("Now click the name plate of the player who receives the card.")
            return {
                "empath": self.tr("Empath: click one of your face-down cards to look at it (Back: other choices)."),
                "rotate": self.tr("Curator: click one of your cards to rotate it (Back: other choices)."),
                "burn": self.tr("Curator: click a rotated card to discard it (Back: other choices)."),
                "coin": self.tr("Coin: click a card of any village to flip it (Back: other choices)."),
                "zombie": self.tr("Zombie: click it to spend your turn giving it to the previous player."),
            }[kind]
        return super().prompt(decision, steps)

    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        if decision is not self._decision:
            self._decision, self._pick = decision, None
        self._refusal_items = {}
        choices: list[tuple[Action, Selectable]] = []
        chips: list[tuple[str, Callable[[], None] | Action]] = []
        kind = decision.kind
        pick = self._pick
        acts = list(decision.actions)
        if pick is not None:
            mode, slot = pick
            if mode in self.MODES:
                targets = [a for a in acts if a.kind == mode]
            elif mode == "generous":
                targets = [a for a in acts if a.kind == "give" and int(a.args[0]) == slot]
            else:
                targets = [a for a in acts if a.kind == "swap" and int(a.args[0]) == slot]
            for action in targets:
                item = self._target_item(action, mode)
                if item is not None:
                    choices.append((action, item))
            chips.append((self.tr("Back"), lambda: self._set_pick(None)))
            return choices + self._make_chips(chips)
        if kind == "turn":
            modes = [m for m in self.MODES if any(a.kind == m for a in acts)]
            for action in acts:
                item = self.item_for(action, decision)
                if item is not None:
                    choices.append((action, item))
                if action.kind == "draw":
                    chips.append((self.tr("Draw from the deck"), action))
                elif action.kind == "take":
                    chips.append((self.tr("Take the discard"), action))
                elif action.kind == "draw_beside":
                    chips.append((self.tr("Draw the Squire's card"), action))
                elif action.kind == "dagger":
                    chips.append((self.tr("Dagger: reverse the direction"), action))
            for mode in modes:
                chips.append((self._mode_text(mode), functools.partial(self._set_pick, (mode, -1))))
            census = next((a for a in acts if a.kind == "census"), None)
            made = self._make_chips(chips)
            census_chip = self._census_chip(decision, census is not None)
            if census is not None:
                made.append((census, census_chip))
            return choices + made
        if any(a.kind == "swap" or (a.kind == "give" and len(a.args) == 2) for a in acts):
            mode = "generous" if kind == "generous" else str(decision.context.get("ability"))
            for slot in sorted({int(a.args[0]) for a in acts if a.kind in ("swap", "give")}):
                item = self.cards.get(("v", self.me, slot))
                if item is not None:
                    self._wire_pick(item, (mode, slot))
            return self._make_chips([(self._chip_word(a), a) for a in acts if a.kind in ("skip", "done")])
        if kind == "ability" and any(a.kind == "pick" for a in acts):
            discard = list(self.observation["discard"])
            firsts: dict[int, Action] = {}
            for action in acts:
                if action.kind == "pick":
                    firsts.setdefault(int(discard[int(action.args[0])]), action)
            for value, action in sorted(firsts.items()):
                chips.append((self.card_text(value), action))
        for action in acts:
            item = self.item_for(action, decision)
            if item is not None:
                choices.append((action, item))
            elif action.kind in ("discard", "skip", "done", "look", "reverse"):
                chips.append((self._chip_word(action), action))
        given = list(decision.context.get("given", []))
        if kind == "exchange" and given:
            chips.append((self.tr("Exchange"), Action.of("exchange", int(given[0]))))
        for refusal in decision.refusals:
            if refusal.action.kind == "discard":
                chip = self.chip(self.tr("Discard it"), QPointF(0, 0), self.CHIP_W)
                chip.set_highlighted(False)
                self._refusal_items[refusal.action] = chip
        made = self._make_chips(chips)
        for refused_item in self._refusal_items.values():
            if isinstance(refused_item, ChipItem):
                self._place_chip(refused_item, len(made))
        if kind == "end":
            made += self._end_spots(decision)
        return choices + made

    def _wire_pick(self, item: Selectable, pick: tuple[str, int]) -> None:
        """Offer ``item`` as the first part of a two-part choice (not an action yet; undone by the next offer)."""
        self.own_choice(item, functools.partial(self._set_pick, pick))

    def cancel_pick(self) -> bool:
        """Escape drops a first pick (a face-up ability chosen, a Robber's own card), as "Back" does."""
        if self._pick is None:
            return False
        self._set_pick(None)
        return True

    def _set_pick(self, pick: tuple[str, int] | None) -> None:
        self._pick = pick
        self.reoffer()

    def _chip_word(self, action: Action) -> str:
        return {
            "discard": self.tr("Discard it"),
            "skip": self.tr("Do not use it"),
            "done": self.tr("Done"),
            "look": self.tr("Look at the top deck card"),
            "reverse": self.tr("Reverse the direction"),
        }[action.kind]

    def _make_chips(self, chips: Sequence[tuple[str, Callable[[], None] | Action]]) -> list[tuple[Action, Selectable]]:
        """Chips in a row over the viewer's village; an action's chip is a choice, another's runs its callback."""
        if not chips:
            return []
        per_row = 5 if len(chips) > 8 else 3 if len(chips) > 4 else 4
        items = self.chips(
            [t for t, _ in chips], QPointF(SCENE_W / 2, self.CHIP_Y), self.CHIP_W, per_row=per_row, row_step=46
        )
        out: list[tuple[Action, Selectable]] = []
        for (_text, what), chip in zip(chips, items, strict=True):
            if isinstance(what, Action):
                out.append((what, chip))
            else:
                self.own_choice(chip, what)
        return out

    def _place_chip(self, chip: ChipItem, index: int) -> None:
        chip.setPos(QPointF(self.mirror_x(40, self.CHIP_W), self.CHIP_Y + 46 * (index // 4)))

    def _census_chip(self, decision: Decision, offered: bool) -> ChipItem:
        """ "Call the census": offered, or shown unlit with the engine's reason when the rules refuse it now."""
        chip = self.chip(
            self.tr("Call the census"), QPointF(self.mirror_x(SCENE_W - 40 - 210, 210), self.CHIP_Y - 60), 210
        )
        refused = next((r for r in decision.refusals if r.action.kind == "census"), None)
        if not offered:
            chip.set_highlighted(False)
            if refused is not None:
                self._refusal_items[refused.action] = chip
        return chip

    def _end_spots(self, decision: Decision) -> list[tuple[Action, Selectable]]:
        """Either end of the viewer's village as a highlighted spot (``end(0)``: the row's start)."""
        out: list[tuple[Action, Selectable]] = []
        _plate, box, scale = self.area(self.me)
        village = self.observation["villages"][self.me]
        row = self.row([(("x", i), None) for i in range(len(village))], box, scale, 96.0)
        w = CARD_W * scale
        out_step = -(w + 14) if self.rtl else w + 14
        if row:
            starts, ends = row[0].pos.x() - out_step, row[-1].pos.x() + out_step
        else:
            starts = box.x() + (box.width() - w if self.rtl else 0)
            ends = starts + out_step
        for action in decision.actions:
            at_start = int(action.args[0]) == 0
            spot = SpotItem(self.tr("Start of your village") if at_start else self.tr("End of your village"), scale)
            spot.setPos(QPointF(starts if at_start else ends, box.y()))
            spot.setZValue(50)
            self.scene.addItem(spot)
            self._chips.append(spot)  # type: ignore[arg-type]  # removed with the chips
            out.append((action, spot))
        return out

    def _target_item(self, action: Action, mode: str) -> Selectable | None:
        if mode in ("empath", "rotate", "zombie"):
            return self.cards.get(("v", self.me, int(action.args[0])))
        if mode in ("burn", "coin"):
            return self.cards.get(("v", int(action.args[0]), int(action.args[1])))
        if mode == "generous":
            return self.plates[int(action.args[1])]
        return self.cards.get(("v", int(action.args[1]), int(action.args[2])))

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """The card, pile or chip that stands for ``action`` (``None`` for one offered as a chip or in two parts)."""
        refused = self._refusal_items.get(action)
        if refused is not None:
            return refused
        kind = action.kind
        if kind in ("peek", "give", "exchange") and len(action.args) == 1:  # exchange: a chosen card, its place
            return self.cards.get(("v", self.me, int(action.args[0])))
        if kind == "target":
            return self.cards.get(("v", int(action.args[0]), int(action.args[1])))
        if kind == "keep":
            return self.cards.get(("hand", int(action.args[0])))
        if kind in ("draw", "look"):
            return self.cards.get(("deck",))
        if kind == "take":
            return self._discard_top()
        if kind == "draw_beside":
            return self.cards.get(("beside",))
        return None

    def _discard_top(self) -> Selectable | None:
        return next((item for key, item in self.cards.items() if key[0] == "discard"), None)

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The cards another seat's move looked at, turned, moved or placed, and the piles it used."""
        out: list[Selectable] = []

        def add(key: tuple[Any, ...]) -> None:
            item = self.cards.get(key)
            if item is not None:
                out.append(item)

        for e in events:
            d = e.data
            if (
                e.kind in ("looked", "flipped", "burned", "zombie_stays", "witch_placed")
                and int(d.get("owner", -1)) >= 0
            ):
                add(("v", int(d["owner"]), int(d["slot"])))
            elif e.kind in ("placed", "rotated"):
                add(("v", int(d["seat"]), int(d["slot"])))
            elif e.kind == "swapped":
                add(("v", int(d["seat"]), int(d["slot"])))
                add(("v", int(d["owner"]), int(d["other"])))
            elif e.kind == "zombie_given":
                village = self.observation["villages"][int(d["to"])]
                add(("v", int(d["to"]), len(village) - 1))
            elif e.kind in ("drew",) and d["source"] == "deck":
                add(("deck",))
            if e.kind in ("took", "discarded", "burned", "witch_placed"):
                top = self._discard_top()
                if top is not None:
                    out.append(top)
        return list(dict.fromkeys(out))

    def summary_area(self) -> QRectF:
        """The middle of the table between the villages, so that the revealed villages and their scoring lines stay
        in sight under the round summary: below the villages across the top (and the totals under them), between
        those at the sides (4 players), above the viewer's own."""
        x0, x1, top = SCENE_W * 0.27, SCENE_W * 0.73, 20.0
        for seat in range(len(self.plates)):
            if seat == self.me:
                continue
            _plate, box, _scale = self.area(seat)
            if box.top() > self.MID_Y - 100:  # a village at the side
                if box.center().x() < SCENE_W / 2:
                    x0 = max(x0, box.right() + 10)
                else:
                    x1 = min(x1, box.left() - 10)
            elif box.right() > x0 and box.left() < x1:
                top = max(top, box.bottom() + self.TOTALS_ROOM)
        return QRectF(x0, top, x1 - x0, self.MY_ROW_Y - 8 - top)

    # --- dialogs ---------------------------------------------------------------------------------------------------
    def show_discard(self) -> None:
        """Open the discard pile to look through it."""
        editions = list(self.observation.get("editions", []))
        cards = [(self.card_text(c), face(editions, int(c)).tooltip()) for c in self.observation.get("discard", [])]
        self.browse_pile(
            self.tr("Discard pile"),
            cards,
            self.tr("The discard pile is empty."),
            self.tr("Top card first:"),
        )
