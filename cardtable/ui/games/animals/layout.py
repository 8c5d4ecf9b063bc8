"""The table of Power-Hungry Animals (rules: ``animals.md``; observation and event format:
:mod:`cardtable.engine.animals.state`).

Every other seat has an area on the kit's ellipse (:func:`~cardtable.ui.table.hand.seat_areas`): its name plate
(tokens, protection, elimination), its hand beside the plate and its row of played cards under both, so neither
covers the other; your hand, plate and row are along the bottom. In the centre: the deck with its count, the
face-down set-aside card and, with two players, the two cards removed face up (faces:
:mod:`~cardtable.ui.games.animals.faces`). Offers the legal choices in place (hand cards, seat plates as targets,
chips for a Crystal Ball guess, a Mousetrap position or the Grave Dog swap); the words (log, prompts, summary) are
in :mod:`~cardtable.ui.games.animals.words`. Holds no rules: every fact drawn comes from the viewer's observation
or an event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo
from cardtable.ui.games.animals.faces import CTX, FACES, FULL, card_name
from cardtable.ui.games.animals.words import AnimalsWords
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, Placement
from cardtable.ui.table.faces import Badge
from cardtable.ui.table.hand import seat_areas
from cardtable.ui.table.items import CARD_H, CARD_W, CardFace, CardItem, SeatItem, Selectable
from cardtable.ui.table.piles import PileItem, stack
from cardtable.ui.table.words import fill


class AnimalsTable(AnimalsWords):
    """Power-Hungry Animals for 2–6 seats. See the module docstring."""

    OPTION_LABELS: ClassVar[dict[str, str]] = {"tokens_to_win": QT_TRANSLATE_NOOP("Options", "Tokens to win")}
    ROUND_START: ClassVar[str] = "round_start"

    HAND_SCALE = 1.45
    ROW_SCALE = 0.8
    ROW_STEP = 48.0  # a played row overlaps its cards this far apart (each name stays readable)
    BACK_SCALE = 0.55
    BACK_STEP = 26.0  # another seat's hand cards, this far apart
    PILE_SCALE = 0.8
    PILE_Y = 262.0
    LIFT = 24.0  # how far a card a Mousetrap holds is slid off the deck, towards the set-aside card
    TABLE = QRectF(16, 58, SCENE_W - 32, 640)  # the ellipse of the other seats' areas
    AREA = (304.0, 192.0)  # another seat's area: plate and hand side by side, the played row under them

    @classmethod
    def showcase_faces(cls) -> list[CardFace]:
        return [FACES[3], FACES[10], FACES[1]]  # Silly Rabbit, King Cat, Crystal Ball

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.seats = self.add_plates(len(names))
        pile = (CARD_W * self.PILE_SCALE, CARD_H * self.PILE_SCALE)
        self.deck_pile, self.aside_pile = PileItem(*pile, point_size=10), PileItem(*pile, point_size=10)
        self.removed_pile = PileItem(pile[0] + 90, pile[1], point_size=10)
        for item in (self.deck_pile, self.aside_pile, self.removed_pile):
            scene.addItem(item)
        self.observation: dict[str, JSON] = {}
        self._generation = [0] * len(names)
        self._origin: dict[int, QPointF] = {}
        self._hand_base: dict[CardItem, QPointF] = {}

    # --- geometry ------------------------------------------------------------------------------------------------
    def area(self, seat: int) -> QRectF:
        """Another seat's area (plate, hand and played row); the viewer's is the bottom of the table."""
        n = len(self.names)
        return seat_areas(n, self.TABLE, self.AREA, first=self.viewer or 0)[seat]

    def _x(self, box: QRectF, dx: float, width: float) -> float:
        """Left edge of a part of ``box`` ``width`` wide, ``dx`` from its reading-start edge (mirrored under RTL)."""
        return box.right() - dx - width if self.rtl else box.left() + dx

    def pile_pos(self, x: float) -> QPointF:
        """Top-left of a centre pile whose unmirrored left edge is ``x`` (deck, set-aside, removed cards)."""
        return QPointF(self.mirror_x(x, CARD_W * self.PILE_SCALE), self.PILE_Y)

    @property
    def deck_pos(self) -> QPointF:
        return self.pile_pos(SCENE_W / 2 - 98)

    def plate_pos(self, seat: int) -> QPointF:
        if seat == self.viewer:
            return QPointF(self.mirror_x(SCENE_W / 2 - CARD_W * self.HAND_SCALE - 240, SeatItem.WIDTH), SCENE_H - 80)
        area = self.area(seat)
        return QPointF(self._x(area, 0, SeatItem.WIDTH), area.top())

    def hand_box(self, seat: int) -> QRectF:
        """Where seat ``seat``'s hand lies: yours at the bottom centre, another's beside its plate."""
        if seat == self.viewer:
            w, h = CARD_W * self.HAND_SCALE, CARD_H * self.HAND_SCALE
            return QRectF(SCENE_W / 2 - w - 8, SCENE_H - h - 12, 2 * w + 16, h)
        area = self.area(seat)
        w = self.AREA[0] - SeatItem.WIDTH - 8
        return QRectF(self._x(area, SeatItem.WIDTH + 8, w), area.top() - 10, w, CARD_H * self.BACK_SCALE)

    def row_box(self, seat: int) -> QRectF:
        """Where seat ``seat``'s played row lies: yours right of your hand, another's under its plate and hand."""
        h = CARD_H * self.ROW_SCALE
        if seat == self.viewer:
            left = SCENE_W / 2 + CARD_W * self.HAND_SCALE + 24
            return QRectF(self.mirror_x(left, SCENE_W - 10 - left), SCENE_H - 130, SCENE_W - 10 - left, h)
        area = self.area(seat)
        return QRectF(area.left(), area.bottom() - h, area.width(), h)

    # --- sync ----------------------------------------------------------------------------------------------------
    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        self.observation = observation
        n = len(self.names)
        for event in events:
            if event.kind in ("swapped",):
                a, b = int(event.data["seat"]), int(event.data["with"])
                self._generation[a] += 1
                self._generation[b] += 1
                self._origin[a], self._origin[b] = self.hand_box(b).topLeft(), self.hand_box(a).topLeft()
            elif event.kind in ("magician", "round_start"):
                for s in range(n):
                    self._generation[s] += 1
                    self._origin[s] = self.deck_pos
            elif event.kind in ("draw", "discarded"):
                self._origin[int(event.data["seat"])] = self.deck_pos
        rnd = observation["round"]
        placements: list[Placement] = []
        known: dict[int, list[int]] = {}
        for k in observation["known_hands"]:
            known.setdefault(int(k["seat"]), []).append(int(k["card"]))
        for seat in range(n):
            gen, origin = self._generation[seat], self._origin.get(seat, self.deck_pos)
            if seat == self.viewer:  # your cards, highest first, each known by its value and copy
                values = sorted(observation["hand"], reverse=True)
                hand: list[tuple[tuple[Any, ...], CardFace | None]]
                hand = [(("hand", rnd, seat, gen, v, values[: i + 1].count(v)), FACES[v]) for i, v in enumerate(values)]
                scale, step, z = self.HAND_SCALE, CARD_W * self.HAND_SCALE + 16, 30
            else:  # face down, but face up where you know the card (marked as known; last, so nothing covers it)
                size = observation["hand_sizes"][seat]
                faces = [None] * size + [FACES[v] for v in known.get(seat, [])]
                hand = [(("hand", rnd, seat, gen, i), face) for i, face in enumerate(faces[-size:] if size else [])]
                scale, step, z = self.BACK_SCALE, self.BACK_STEP, 10
            badges = [(Badge(self.tr("known")),) if face and seat != self.viewer else () for _key, face in hand]
            box = self.hand_box(seat)
            placements += self.row(hand, box, scale, step, z=z, private=True, origin=origin, badges=badges)
            row = observation["played"][seat]
            shield = (Badge(self.tr("protected"), "#17808a"),) if observation["protected"][seat] else ()
            marks = [shield if i == len(row) - 1 and v == 4 else () for i, v in enumerate(row)]
            cards = [(("played", rnd, seat, i), FACES[v]) for i, v in enumerate(row)]
            origin = self.hand_box(seat).topLeft()
            placements += self.row(
                cards, self.row_box(seat), self.ROW_SCALE, self.ROW_STEP, origin=origin, badges=marks
            )
        deck_count = int(observation["deck_count"])
        placements += stack("deck", deck_count, self.deck_pos, self.PILE_SCALE)
        turn = observation["turn"]
        if turn["step"] == "position":
            # A Mousetrap holds the deck's top card while its player chooses where to put it back: the card is
            # lifted off the deck, face up for that player only. It slides sideways off the deck towards the
            # set-aside card (not upwards, where the top seat's played row is).
            decision = observation["decision"]
            looked = None if decision is None else FACES[int(decision["context"]["seen"])]
            lifted = self.deck_pos + QPointF(-self.LIFT if self.rtl else self.LIFT, 0)
            key = ("looked", rnd, int(turn["seat"]))
            placements.append(
                Placement(key, looked, bool(looked), lifted, self.PILE_SCALE, 8, bool(looked), self.deck_pos)
            )
        aside = self.pile_pos(SCENE_W / 2 + 14)
        if observation["set_aside"]:
            value = observation["known_set_aside"]
            face = FACES[value] if value is not None else None
            placements.append(
                Placement(("set_aside", rnd), face, face is not None, aside, self.PILE_SCALE, 1, bool(face))
            )
        removed = [(("removed", rnd, i), FACES[v]) for i, v in enumerate(observation["removed_face_up"])]
        width = CARD_W * self.PILE_SCALE + 90
        removed_box = QRectF(self.mirror_x(SCENE_W / 2 + 126, width), self.PILE_Y, width, CARD_H * self.PILE_SCALE)
        placements += self.row(removed, removed_box, self.PILE_SCALE, 90)
        self.apply_placements(placements)
        self._origin.clear()
        self._hand_base = {
            self.cards[p.key]: p.pos for p in placements if p.key[0] == "hand" and int(p.key[2]) == self.viewer
        }
        self.deck_pile.place(self.deck_pos, fill(self.tr("Deck: %1"), number(deck_count)))
        self.aside_pile.place(aside, self.tr("Set aside"), bool(observation["set_aside"]))
        self.removed_pile.place(removed_box.topLeft(), self.tr("Removed face up"), bool(observation["removed_face_up"]))
        self._sync_seats(observation)

    def _sync_seats(self, observation: dict[str, JSON]) -> None:
        turn = observation["turn"]["seat"] if observation["outcome"] is None else None
        goal = int(observation["tokens_to_win"])
        for seat, item in enumerate(self.seats):
            out = bool(observation["eliminated"][seat])
            parts = [fill(self.tr("Tokens: %1 of %2"), number(int(observation["tokens"][seat])), number(goal))]
            if out:
                parts.append(self.tr("out"))
            elif observation["protected"][seat]:
                parts.append(self.tr("protected"))
            if observation["starter"] == seat:
                parts.append(self.tr("started"))
            played = len(observation["played"][seat])
            tip = fill(self.tr("%1: %Ln card(s) played this round", "", played), self.name(seat))
            self.show_seat(item, seat, parts, self.plate_pos(seat), turn == seat, out, tip)

    # --- choices -------------------------------------------------------------------------------------------------
    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        hand_items = sorted(self._hand_base, key=lambda i: self._hand_base[i].x())
        for item, pos in self._hand_base.items():
            item.setPos(pos)
        for step in steps[:1]:
            chosen = next((i for i in hand_items if getattr(i.face, "value", None) == step.args[0]), None)
            if chosen is not None:
                chosen.setPos(self._hand_base[chosen] + QPointF(0, -28))
        kind, actions = decision.kind, decision.actions
        if kind == "play":
            choices: list[tuple[Action, Selectable]] = []
            for action in actions:
                card = next((i for i in hand_items if getattr(i.face, "value", None) == action.args[0]), None)
                if card is not None:
                    hand_items.remove(card)
                    choices.append((action, card))
            return choices
        if kind == "target":
            return [(action, self.seats[int(action.args[0])]) for action in actions]
        if kind == "guess":
            values = [int(action.args[0]) for action in actions]
            # with 4 to 6 players seats sit left and right of this band: narrower chips, four to a row (with 4, the
            # seats at the sides leave room for a long name on one line: "Royal Broombot 0", "جاروبات سلطنتی ۰")
            width = 180 if len(self.names) <= 3 else 130 if len(self.names) == 4 else 100
            shape: dict[str, Any] = (
                dict(per_row=5) if len(self.names) <= 3 else dict(per_row=4, pitch=width + 6, row_step=44)
            )
            chips = self.chips(
                [f"{card_name(v)} {number(v)}" for v in values], QPointF(SCENE_W / 2, 412), width, **shape
            )
            for chip, value in zip(chips, values, strict=True):
                chip.setToolTip(translate(CTX, FULL[value]))
            return list(zip(actions, chips, strict=True))
        if kind == "position":
            return list(zip(actions, self.position_chips(len(actions)), strict=True))
        if kind == "swap":
            texts = [self.tr("Swap") if a.args[0] == "yes" else self.tr("Keep my card") for a in actions]
            return list(zip(actions, self.chips(texts, QPointF(SCENE_W / 2, 430), 180, pitch=220), strict=True))
        return []

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """A target's seat plate (the refused targets say why: ``Decision.refusals``)."""
        return self.seats[int(action.args[0])] if action.kind == "target" else None

    def round_end_view(self, observation: dict[str, JSON], events: Sequence[Event]) -> dict[str, JSON]:
        """The ended round with the hands its end reveals (the ``round_end`` event's ``hands``: every hand at a
        showdown) face up (``animals.md``, End of round), and no longer counted as unseen (``not_seen``)."""
        end = next((e for e in events if e.kind == "round_end"), None)
        if end is None:
            return observation
        hands = list(end.data["hands"])
        viewer = observation["player"]
        before = {(int(k["seat"]), int(k["card"])) for k in observation["known_hands"]}
        known = [k for k in observation["known_hands"] if hands[int(k["seat"])] is None]
        not_seen = list(observation["not_seen"])
        for s, c in enumerate(hands):
            if c is not None and s != viewer:
                known.append({"seat": s, "card": c})
                if (s, int(c)) not in before:
                    not_seen[int(c)] = max(0, int(not_seen[int(c)]) - 1)
        return dict(observation, known_hands=known, not_seen=not_seen)

    def summary_area(self) -> QRectF:
        """Over the centre piles, clear of the seats around them and of your hand."""
        return QRectF(SCENE_W / 2 - 210, 250, 420, 330)

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The card played (the last of its row), the seats it targeted or knocked out, swapped hands, the card a
        Sorcerer Snake turned face up."""
        out: list[Selectable] = []
        rnd = self.observation.get("round") if self.observation else None
        for e in events:
            d = e.data
            if e.kind in ("round_end", "round_start"):
                break  # what follows is the next round
            if e.kind in ("played", "discarded"):
                row = self.observation["played"][int(d["seat"])]
                item = self.cards.get(("played", rnd, int(d["seat"]), len(row) - 1)) if row else None
                out += [item] if item is not None else []
            elif e.kind in ("targeted", "guessed"):
                out.append(self.seats[int(d["target"])])
            elif e.kind in ("eliminated", "protected"):
                out.append(self.seats[int(d["seat"])])
            elif e.kind == "swapped":
                for seat in (int(d["seat"]), int(d["with"])):
                    out += [item for key, item in self.cards.items() if key[0] == "hand" and key[2] == seat]
        return list(dict.fromkeys(out))

    def position_chips(self, count: int) -> list[Selectable]:
        """The ``count`` chips of a Mousetrap's "where in the deck" choice ("Top", 2, 3, …, "Bottom"), between the
        centre piles and the viewer's hand. With 2 or 3 players nobody sits beside that band: rows of 8 wide chips.
        With 4 to 6 players seats sit at its left and right: rows of 6 narrow chips, starting just under the deck's
        caption, so that no seat's plate, hand or played row is covered."""
        texts = [
            self.tr("Top") if i == 0 else self.tr("Bottom") if i == count - 1 else number(i + 1) for i in range(count)
        ]
        if len(self.names) <= 3:
            return list(self.chips(texts, QPointF(SCENE_W / 2, 430), 100, per_row=8, pitch=110))
        return list(self.chips(texts, QPointF(SCENE_W / 2, 417), 56, per_row=6, pitch=62, row_step=44))
