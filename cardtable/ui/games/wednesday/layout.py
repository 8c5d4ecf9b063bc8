"""The table of Wednesday (rules: ``wednesday.md``; observation, decision and event format:
:mod:`cardtable.engine.wednesday.state`).

Every other seat has an area on the kit's ellipse (:func:`~cardtable.ui.table.hand.seat_areas`): its name plate
(cards in hand, total points) over its hand as card backs, with the cards everybody knows it holds (taken with a 7,
drawn face up) face up beside them, larger and side by side so they read at a small window size (their names in
their tooltips). Thing (:class:`~cardtable.ui.games.wednesday.faces.ThingFace`) stands beside the plate of
the player who will open the next pile. In the middle, a row of the character deck (its count, the set-aside
characters in its tooltip), the character in force, large, with its rule in words, the next character in the expert
version, and the blocked deck (its count, its top card face up when it is public); under them the play pile, first
card first, its top card whole. Your hand is an overlapping fan along the bottom, the legal cards highlighted and
the others saying why when clicked (the engine's ``Decision.refusals``); two cards of a pair (Bianca Barclay) are
clicked one after the other (:meth:`~cardtable.ui.table.base.GameTable.pick_together`); the 7's choice is made on
the pile's cards; passing, stopping after a 2, the three 6s and the Wednesday move are chips. The score pad
(:class:`~cardtable.ui.table.scores.ScorePad`) of the five rounds sits in the bottom corner, the leader on gold.
Holds no rules: every fact drawn comes from the viewer's observation, its decision or an event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo
from cardtable.engine.wednesday.cards import ROUNDS
from cardtable.ui.games.wednesday.faces import (
    CHARACTER_BACK,
    CHARACTER_FACES,
    FACES,
    THING,
    character_name,
)
from cardtable.ui.games.wednesday.words import WednesdayWords
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, HandCard, Placement, lay_hand
from cardtable.ui.table.hand import hand_slots, seat_areas
from cardtable.ui.table.items import CARD_H, CARD_W, CardFace, ChipItem, LabelItem, SeatItem, Selectable
from cardtable.ui.table.piles import PileItem, stack
from cardtable.ui.table.scores import ScorePad
from cardtable.ui.table.words import fill


class _ZoneKeys:
    """Placement keys for Wednesday's cards, known only by value, that stay with a card while it stays in its zone
    (the play pile, a seat's hand, the cards of another hand everybody knows): a copy of a value keeps its key
    however many copies other zones gain or lose, and a copy that arrives in a zone takes the key of one that left
    another zone in the same sync (the pile from the hand of ``mover``, the seat that just played, first), so the
    very card flies there; one from a hidden hand gets a key of its own. Keys are ``("c", round, value, n)``."""

    def __init__(self) -> None:
        self._round = -1
        self._zones: dict[Any, list[tuple[int, tuple[Any, ...]]]] = {}
        self._count: dict[int, int] = {}

    def assign(self, rnd: int, zones: dict[Any, list[int]], mover: int | None) -> dict[Any, list[tuple[Any, ...]]]:
        """The keys of every zone's cards (``zones``: zone → values, in the zone's order) in round ``rnd``."""
        if rnd != self._round:
            self._round, self._zones, self._count = rnd, {}, {}
        kept: dict[Any, list[tuple[Any, ...] | None]] = {}
        freed: dict[Any, dict[int, list[tuple[Any, ...]]]] = {}
        for zone, values in zones.items():
            old: dict[int, list[tuple[Any, ...]]] = {}
            for value, key in self._zones.get(zone, []):
                old.setdefault(value, []).append(key)
            keys: list[tuple[Any, ...] | None] = []
            for value in values:
                mine = old.get(value)
                keys.append(mine.pop(0) if mine else None)
            kept[zone] = keys
            freed[zone] = old
        for zone in self._zones:  # a zone gone altogether frees its keys too
            if zone not in zones:
                for value, key in self._zones[zone]:
                    freed.setdefault(zone, {}).setdefault(value, []).append(key)
        donors = [("hand", mover)] if mover is not None else []
        out: dict[Any, list[tuple[Any, ...]]] = {}
        for zone, values in zones.items():
            keys = kept[zone]
            for i, value in enumerate(values):
                if keys[i] is not None:
                    continue
                given = next(
                    (spare.pop(0) for z in [*donors, *freed] if z != zone and (spare := freed.get(z, {}).get(value))),
                    None,
                )
                if given is None:
                    self._count[value] = self._count.get(value, 0) + 1
                    given = ("c", rnd, str(value), self._count[value])
                keys[i] = given
            out[zone] = [k for k in keys if k is not None]
        self._zones = {zone: list(zip(zones[zone], out[zone], strict=True)) for zone in zones}
        return out


class WednesdayTable(WednesdayWords):
    """Wednesday for 2–6 seats. See the module docstring."""

    OPTION_LABELS: ClassVar[dict[str, str]] = {
        "expert": QT_TRANSLATE_NOOP("Options", "Expert version (the next character is visible)")
    }

    HAND_SCALE = 1.0
    HAND_BOX = QRectF(236, SCENE_H - CARD_H - 10, 680, CARD_H)
    TABLE = QRectF(16, 58, SCENE_W - 32, 520)  # the ellipse of the other seats' areas, under the banner
    AREA = (250.0, 138.0)  # another seat's area: the plate over its hand (its known cards KNOWN_SCALE high)
    BACK_SCALE = 0.4
    BACK_STEP = 14.0
    KNOWN_SCALE = 0.5  # another seat's cards everybody knows, face up at the reading end of its hand
    KNOWN_ROOM = 0.6  # of the area's width at most, the backs squeezed into the rest
    SMALL = 0.55  # the character deck and the blocked deck
    ACTIVE = 1.2  # the character in force
    NEXT = 0.85  # the next character (expert version)
    ROW_Y = 206.0  # the row of the character deck, the character in force, the next one and the blocked deck
    PILE_SCALE = 0.8
    PILE_BOX = QRectF(SCENE_W / 2 - 250, 415, 500, CARD_H * 0.8)  # clear of the caption under the character in force
    PILE_STEP = 44.0
    THING_SCALE = 0.34
    CHIP_W = 230.0  # "Wednesday at the bottom" on one line
    CHIP_Y = 560.0

    @classmethod
    def showcase_faces(cls) -> list[CardFace]:
        return [FACES[1], CHARACTER_FACES["wednesday"], FACES[12]]

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.observation: dict[str, JSON] = {}
        self.seats = self.add_plates(len(names))
        small = (CARD_W * self.SMALL, CARD_H * self.SMALL)
        self.character_pile = self.add_item(PileItem(*small), 5)
        self.blocked_pile = self.add_item(PileItem(*small), 5)
        self.active_pile = self.add_item(PileItem(CARD_W * self.ACTIVE, CARD_H * self.ACTIVE, point_size=10), 5)
        self.next_pile = self.add_item(PileItem(CARD_W * self.NEXT, CARD_H * self.NEXT), 5)
        self.play_pile = self.add_item(PileItem(self.PILE_BOX.width(), self.PILE_BOX.height(), point_size=10), 5)
        # in the empty place of the character in force, wrapped inside it
        self.no_character = self.add_item(
            LabelItem(CARD_W * self.ACTIVE - 12, 11, lines=4, height=CARD_H * self.ACTIVE - 12), 5
        )
        self.score_pad: ScorePad = self.add_item(ScorePad(ROUNDS, lowest_wins=game.score == "low"), 45)
        self._refused_chip: ChipItem | None = None
        self._hand_keys: dict[int, list[tuple[Any, ...]]] = {}  # your hand's card keys per value, in reading order
        self._pile_keys: list[tuple[Any, ...]] = []  # the play pile's, first card first
        self._keys = _ZoneKeys()

    # --- geometry ------------------------------------------------------------------------------------------------
    def area(self, seat: int) -> QRectF:
        """Another seat's area (plate over hand); the viewer's is the bottom of the table."""
        return seat_areas(len(self.names), self.TABLE, self.AREA, first=self.viewer or 0)[seat]

    def _x(self, box: QRectF, dx: float, width: float) -> float:
        """Left edge of a part of ``box`` ``width`` wide, ``dx`` from its reading-start edge (mirrored under RTL)."""
        return box.right() - dx - width if self.rtl else box.left() + dx

    def at(self, x: float, y: float, scale: float) -> QPointF:
        """Top-left of a middle card ``scale`` large whose unmirrored left edge is ``x``."""
        return QPointF(self.mirror_x(x, CARD_W * scale), y)

    @property
    def character_pos(self) -> QPointF:
        return self.at(410, self.ROW_Y + 30, self.SMALL)

    @property
    def active_pos(self) -> QPointF:
        return self.at(485, self.ROW_Y, self.ACTIVE)

    @property
    def next_pos(self) -> QPointF:
        return self.at(622, self.ROW_Y + 22, self.NEXT)

    @property
    def blocked_pos(self) -> QPointF:
        return self.at(742, self.ROW_Y + 30, self.SMALL)

    def pile_box(self, count: int | None = None) -> QRectF:
        """The play pile's row: as wide as ``count`` cards need (the whole box when None), centred."""
        box = self.PILE_BOX
        width = box.width()
        if count is not None:
            width = min(width, CARD_W * self.PILE_SCALE + max(count - 1, 0) * self.PILE_STEP)
        return QRectF(box.center().x() - width / 2, box.top(), width, box.height())

    def plate_pos(self, seat: int) -> QPointF:
        if seat == self.me:
            return QPointF(self.mirror_x(12, SeatItem.WIDTH), SCENE_H - SeatItem.HEIGHT - 14)
        area = self.area(seat)
        return QPointF(self._x(area, 0, SeatItem.WIDTH), area.top())

    def hand_box(self, seat: int) -> QRectF:
        """Where seat ``seat``'s hand lies: yours along the bottom, another's under its plate."""
        if seat == self.me:
            box = self.HAND_BOX
            return QRectF(self.mirror_x(box.left(), box.width()), box.top(), box.width(), box.height())
        area = self.area(seat)
        return QRectF(area.left(), area.bottom() - CARD_H * self.BACK_SCALE, area.width(), CARD_H * self.BACK_SCALE)

    def known_box(self, seat: int, count: int, backs: int) -> QRectF:
        """Where another seat's ``count`` known cards lie: after its ``backs`` card backs in reading order,
        bottom-aligned, side by side where :data:`KNOWN_ROOM` of the area allows (else overlapping)."""
        area = self.area(seat)
        w, h = CARD_W * self.KNOWN_SCALE, CARD_H * self.KNOWN_SCALE
        width = min(count * (w + 4) - 4, area.width() * self.KNOWN_ROOM) if count else 0.0
        after = CARD_W * self.BACK_SCALE + (backs - 1) * self.BACK_STEP + 6 if backs else 0.0
        return QRectF(self._x(area, min(after, area.width() - width), width), area.bottom() - h, width, h)

    def backs_box(self, seat: int, known: int) -> QRectF:
        """Where another seat's card backs lie: its hand's box less the reading-end part ``known`` cards need."""
        box = self.hand_box(seat)
        if known:
            w = CARD_W * self.KNOWN_SCALE
            width = box.width() - min(known * (w + 4) - 4, box.width() * self.KNOWN_ROOM) - 6
        else:
            width = box.width()
        return QRectF(self._x(box, 0, width), box.top(), width, box.height())

    def thing_pos(self, seat: int) -> QPointF:
        """Thing's place: beside the plate of ``seat`` (above yours)."""
        w = CARD_W * self.THING_SCALE
        if seat == self.me:
            return QPointF(self.mirror_x(14, w), SCENE_H - SeatItem.HEIGHT - 14 - CARD_H * self.THING_SCALE - 6)
        area = self.area(seat)
        return QPointF(self._x(area, SeatItem.WIDTH + 4, w), area.top())

    @property
    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    # --- sync ----------------------------------------------------------------------------------------------------
    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        self.observation = observation
        n = len(self.names)
        me = self.me
        rnd = int(observation["round"])
        played_by = next((int(e.data["seat"]) for e in reversed(events) if e.kind == "played"), None)
        placements: list[Placement] = []
        pile = [int(v) for v in observation["pile"]]
        hand = [int(v) for v in observation["hand"]]
        shown: list[list[int]] | None = observation.get("shown_hands")
        visible: dict[Any, list[int]] = {("pile",): pile, ("hand", me): hand}
        for seat in range(n):
            if seat != me:
                known = shown[seat] if shown is not None else observation["known_hands"][seat]
                visible[("hand", seat)] = [int(v) for v in known if v is not None]
        keys = self._keys.assign(rnd, visible, played_by)
        # the play pile, first card first: its top card whole at the end of the row
        origin = self.hand_box(played_by).center() if played_by is not None else None
        self._pile_keys = keys[("pile",)]
        placements += self.row(
            [(k, FACES[v]) for k, v in zip(self._pile_keys, pile, strict=True)],
            self.pile_box(len(pile)),
            self.PILE_SCALE,
            self.PILE_STEP,
            z=10,
            origin=origin,
        )
        # your hand, lowest first in reading order
        slots = hand_slots(len(hand), self.hand_box(me), self.HAND_SCALE, rtl=self.rtl)
        cards = [
            HandCard(k, FACES[v], True, True, self.blocked_pos) for k, v in zip(keys[("hand", me)], hand, strict=True)
        ]
        self._hand_keys = {}
        for v, card in zip(hand, cards, strict=True):
            self._hand_keys.setdefault(v, []).append(card.key)
        placements += lay_hand(cards, slots, self.HAND_SCALE)
        # the other hands: backs, and face up, larger, what everybody knows is there (every card at the round's end)
        for seat in range(n):
            if seat == me:
                continue
            size = int(observation["hand_sizes"][seat])
            seen = list(zip(keys[("hand", seat)], visible[("hand", seat)], strict=True))
            if shown is not None:
                row = [(k, FACES[v]) for k, v in seen]
                placements += self.row(
                    row, self.hand_box(seat), self.BACK_SCALE, self.BACK_STEP, z=30, origin=self.blocked_pos
                )
                continue
            backs: list[tuple[tuple[Any, ...], CardFace | None]] = [
                (("back", rnd, seat, i), None) for i in range(size - len(seen))
            ]
            box = self.backs_box(seat, len(seen))
            placements += self.row(backs, box, self.BACK_SCALE, self.BACK_STEP, z=30, origin=self.blocked_pos)
            placements += self.row(
                [(k, FACES[v]) for k, v in seen],
                self.known_box(seat, len(seen), len(backs)),
                self.KNOWN_SCALE,
                CARD_W * self.KNOWN_SCALE + 4,
                z=30 + len(backs),
                origin=self.blocked_pos,
            )
        # the middle: character deck, character in force, next character, blocked deck
        deck = observation["character_deck"]
        placements += stack("characters", len(deck), self.character_pos, self.SMALL, CHARACTER_BACK, depth=3)
        active = observation["character"]
        if active is not None:
            face = CHARACTER_FACES[str(active)]
            placements.append(
                Placement(
                    ("character", str(active)), face, True, self.active_pos, self.ACTIVE, 12, origin=self.character_pos
                )
            )
        if observation["expert"] and deck and deck[0] is not None:
            top = str(deck[0])
            placements.append(
                Placement(
                    ("character", top),
                    CHARACTER_FACES[top],
                    True,
                    self.next_pos,
                    self.NEXT,
                    11,
                    origin=self.character_pos,
                )
            )
        blocked = observation["blocked"]
        if blocked:
            placements += stack("blocked", len(blocked) - 1, self.blocked_pos, self.SMALL, depth=3)
            top_card = blocked[0]
            lie = self.blocked_pos - QPointF(2 * min(len(blocked) - 1, 3), 2 * min(len(blocked) - 1, 3))
            # face up only where the engine says it lies so (a cleared pile's card; three 6s lie face down)
            up = top_card is not None and bool(observation["blocked_face_up"][0])
            top_face = FACES[int(top_card)] if up and top_card is not None else None
            placements.append(Placement(("blocked_top", rnd), top_face, top_face is not None, lie, self.SMALL, 4))
        placements.append(
            Placement(("thing",), THING, True, self.thing_pos(int(observation["thing"])), self.THING_SCALE, 40)
        )
        self.apply_placements(placements)
        self._sync_fixed(observation)

    def _sync_fixed(self, observation: dict[str, JSON]) -> None:
        deck = observation["character_deck"]
        aside = [character_name(str(c)) for c in observation["set_aside"]]
        self.character_pile.place(self.character_pos, fill(self.tr("Characters: %1"), number(len(deck))))
        tip = fill(self.tr("Set aside: %1"), self.tr(", ").join(aside)) if aside else self.tr("No character set aside.")
        self.character_pile.setToolTip(tip)
        self.blocked_pile.place(
            self.blocked_pos, fill(self.tr("Blocked deck: %1"), number(len(observation["blocked"])))
        )
        active = observation["character"]
        if active == "wednesday" and observation["top"] is None and observation["ref"] is not None:
            caption = fill(self.tr("Open below %1"), number(int(observation["ref"])))
        else:
            caption = self.tr("In force")
        self.active_pile.place(self.active_pos, caption, active is not None)
        self.no_character.set_text(self.tr("No character yet: play higher."))
        self.no_character.setPos(self.active_pos + QPointF(6, 6))
        self.no_character.setVisible(active is None)
        expert = bool(observation["expert"]) and bool(deck) and deck[0] is not None
        self.next_pile.place(self.next_pos, self.tr("Next"), expert)
        top = observation["top"]
        caption = self.pile_caption(
            len(observation["pile"]), None if top is None else int(top), None if active is None else str(active)
        )
        self.play_pile.place(self.pile_box().topLeft(), caption)
        self._sync_seats(observation)
        pad = self.score_pad
        pad.set_scores(
            self.tr("Score pad (lowest wins)"), self.tr("Total"), self.names, observation["round_points"], self.rtl
        )
        width, height = pad.boundingRect().width(), pad.boundingRect().height()
        pad.setPos(self.mirror_x(SCENE_W - 8 - width, width), SCENE_H - 8 - height)

    def _sync_seats(self, observation: dict[str, JSON]) -> None:
        turn = observation["current"] if observation["outcome"] is None and observation["phase"] else None
        totals = [sum(p[s] for p in observation["round_points"]) for s in range(len(self.names))]
        for seat, plate in enumerate(self.seats):
            cards = int(observation["hand_sizes"][seat])
            parts = [
                self.tr("%Ln card(s)", "", cards),
                fill(self.tr("Points: %1"), number(totals[seat])),
            ]
            if seat == observation["thing"]:
                parts.append(self.tr("Thing"))
            tip = fill(self.tr("%1: %Ln card(s) in hand", "", cards), self.name(seat))
            self.show_seat(plate, seat, parts, self.plate_pos(seat), turn == seat, False, tip)

    # --- choices -------------------------------------------------------------------------------------------------
    def hand_items(self, value: int) -> list[Selectable]:
        """Your hand's cards of ``value``, in reading order."""
        return [item for key in self._hand_keys.get(value, []) if (item := self.cards.get(key)) is not None]

    def pile_item(self, value: int) -> Selectable | None:
        """The play pile's topmost card of ``value`` that a 7 may take (not the card or pair just played)."""
        pile = [int(v) for v in self.observation["pile"]]
        below = pile[: len(pile) - int(self.observation["just_played"])]
        if value not in below:
            return None
        return self.cards.get(self._pile_keys[len(below) - 1 - below[::-1].index(value)])

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """A hand card for a play or a pair (its last copy), a pile card for a 7's take, the greyed chip of the
        three 6s that Ajax switches off."""
        if action.kind in ("play", "pair"):
            copies = self.hand_items(int(action.args[0]))
            return copies[-1] if copies else None
        if action.kind == "take":
            return self.pile_item(int(action.args[0]))
        if action.kind == "sixes":
            return self._refused_chip
        return None

    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        self._refused_chip = None
        actions = set(decision.actions)
        choices: list[tuple[Action, Selectable]] = []
        chips: list[tuple[Action, str]] = []
        for action in decision.actions:
            kind = action.kind
            if kind == "play":
                value = int(action.args[0])
                copies = self.hand_items(value)
                pair = Action.of("pair", value)
                if pair in actions and len(copies) >= 2:
                    for copy in copies:
                        self.pick_together(copy, action, {o: pair for o in copies if o is not copy})
                    choices += [(action, c) for c in copies[:-1]] + [(pair, copies[-1])]
                else:
                    choices += [(action, c) for c in copies]
            elif kind == "take":
                item = self.pile_item(int(action.args[0]))
                if item is not None:
                    choices.append((action, item))
            elif kind == "pass":
                chips.append((action, self.tr("Pass")))
            elif kind == "stop":
                chips.append((action, self.tr("Stop")))
            elif kind == "sixes":
                chips.append((action, self.tr("Put down three 6s")))
            elif kind == "wednesday":
                chips.append(
                    (
                        action,
                        self.tr("Wednesday on top") if action.args[0] == "top" else self.tr("Wednesday at the bottom"),
                    )
                )
        refused_sixes = any(r.action.kind == "sixes" for r in decision.refusals)
        texts = [t for _a, t in chips] + ([self.tr("Put down three 6s")] if refused_sixes else [])
        items = self.chips(texts, QPointF(SCENE_W / 2, self.CHIP_Y), self.CHIP_W, per_row=4)
        choices += [(a, item) for (a, _t), item in zip(chips, items, strict=False)]
        if refused_sixes:
            chip = items[-1]
            chip.set_highlighted(False)
            chip.setOpacity(0.6)
            self._refused_chip = chip
        return choices

    def items_for(self, action: Action, decision: Decision) -> list[Selectable]:
        """Every copy in your hand of a card refused (each says why when clicked); for a 7's take, the card(s) just
        played on top of the pile."""
        if action.kind in ("play", "pair"):
            return self.hand_items(int(action.args[0]))
        if action.kind == "take":
            played = self._pile_keys[len(self._pile_keys) - int(self.observation["just_played"]) :]
            return [item for key in played if (item := self.cards.get(key)) is not None]
        return super().items_for(action, decision)

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The cards just played (the top of the pile), the card a 7 took, the plate of the seat that passed, the
        new character."""
        out: list[Selectable] = []
        played = 0  # cards played in this batch: the top of the pile
        for e in events:
            if e.kind in ("round_end", "round_start"):
                break
            if e.kind == "played":
                played += len(e.data["cards"])
            elif e.kind in ("passed", "sixes"):
                out.append(self.seats[int(e.data["seat"])])
            elif e.kind == "revealed":
                item = self.cards.get(("character", str(e.data["character"])))
                out += [item] if item is not None else []
        tops = self._pile_keys[max(0, len(self._pile_keys) - played) :] if played else []
        out[:0] = [item for key in tops if (item := self.cards.get(key)) is not None]
        return list(dict.fromkeys(out))

    def round_end_view(self, observation: dict[str, JSON], events: Sequence[Event]) -> dict[str, JSON]:
        """The ended round with every hand face up (the ``round_end`` event's ``hands``: they are scored)."""
        end = next((e for e in events if e.kind == "round_end"), None)
        if end is None:
            return observation
        return dict(observation, shown_hands=[list(h) for h in end.data["hands"]])

    def summary_area(self) -> QRectF:
        """Over the middle of the table, clear of the seats around it and of your hand."""
        return QRectF(SCENE_W / 2 - 250, 180, 500, 380)
