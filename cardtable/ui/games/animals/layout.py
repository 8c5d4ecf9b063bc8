"""The table of Power-Hungry Animals (rules: ``animals.md``; observation and event format:
:mod:`cardtable.engine.animals.state`).

Draws the seats around the table (name plate with tokens, protection and elimination; hand; row of played cards),
the deck with its count, the face-down set-aside card and, with two players, the two cards removed face up (faces:
:mod:`~cardtable.ui.games.animals.faces`). Offers the legal choices in place (hand cards, seat plates as targets,
chips for a Crystal Ball guess, a Mousetrap position or the Grave Dog swap); the words (log, prompts, summary) are
in :mod:`~cardtable.ui.games.animals.words`. Holds no rules: every fact drawn comes from the viewer's observation
or an event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6 import QtGui
from PySide6.QtCore import QPointF, QRectF

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo
from cardtable.ui.games.animals.faces import CTX, FACES, FULL, card_name
from cardtable.ui.games.animals.words import AnimalsWords
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, Placement
from cardtable.ui.table.hand import chip_row, overlap_shown
from cardtable.ui.table.items import CARD_H, CARD_W, CardFace, CardItem, LabelItem, SeatItem, Selectable
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
    LIFT = 30.0  # how far a card a Mousetrap holds is slid off the deck, towards the set-aside card

    @classmethod
    def showcase_faces(cls) -> list[CardFace]:
        return [FACES[3], FACES[10], FACES[1]]  # Silly Rabbit, King Cat, Crystal Ball

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
        return QPointF(self._x(c.x(), 80 + index * self.BACK_STEP, w), c.y() - 58)

    def plate_pos(self, seat: int) -> QPointF:
        c = self._centre(seat)
        if self._is_viewer(seat):
            return QPointF(self._x(SCENE_W / 2, -CARD_W * self.HAND_SCALE - 240, SeatItem.WIDTH), SCENE_H - 80)
        return QPointF(self._x(c.x(), -150, SeatItem.WIDTH), c.y() - 52)

    def row_pos(self, seat: int, index: int) -> QPointF:
        c = self._centre(seat)
        w = CARD_W * self.ROW_SCALE
        if self._is_viewer(seat):
            return QPointF(
                self._x(SCENE_W / 2, CARD_W * self.HAND_SCALE + 24 + index * self.ROW_STEP, w), SCENE_H - 130
            )
        return QPointF(self._x(c.x(), -150 + index * self.ROW_STEP, w), c.y() + 16)

    # --- sync ----------------------------------------------------------------------------------------------------
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
                            shown=overlap_shown(
                                self.BACK_STEP, self.BACK_SCALE, last=i == hand_sizes[seat] - 1, rtl=self.rtl
                            ),
                        )
                    )
            row = observation["played"][seat]
            for i, value in enumerate(row):
                placements.append(
                    Placement(
                        ("played", rnd, seat, i),
                        FACES[value],
                        True,
                        self.row_pos(seat, i),
                        self.ROW_SCALE,
                        i,
                        origin=self.hand_pos(seat),
                        shown=overlap_shown(self.ROW_STEP, self.ROW_SCALE, last=i == len(row) - 1, rtl=self.rtl),
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
        self.deck_label.set_text(fill(self.tr("Deck: %1"), number(deck_count)))
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
            parts = [fill(self.tr("Tokens: %1 of %2"), number(tokens), number(goal))]
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
                    fill(
                        self.tr("%1: %Ln card(s) played this round", "", len(observation["played"][seat])),
                        self.name(seat),
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
            spots = chip_row(len(decision.actions), QPointF(SCENE_W / 2, centre_y - 5), 180, per_row=5)
            for action, spot in zip(decision.actions, spots, strict=True):
                value = int(action.args[0])
                chip = self.chip(
                    f"{card_name(value)} {number(value)}", QPointF(self.mirror_x(spot.x(), 180), spot.y()), 180
                )
                chip.setToolTip(translate(CTX, FULL[value]))
                choices.append((action, chip))
        elif kind == "position":
            for action, (text, pos, width) in zip(
                decision.actions, self.position_chips(len(decision.actions)), strict=True
            ):
                choices.append((action, self.chip(text, pos, width)))
        elif kind == "swap":
            spots = chip_row(len(decision.actions), QPointF(SCENE_W / 2, centre_y), 180, pitch=220)
            for action, spot in zip(decision.actions, spots, strict=True):
                text = self.tr("Swap") if action.args[0] == "yes" else self.tr("Keep my card")
                choices.append((action, self.chip(text, QPointF(self.mirror_x(spot.x(), 180), spot.y()), 180)))
        return choices

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """A target's seat plate (the refused targets say why: ``Decision.refusals``)."""
        if action.kind == "target":
            return self.seats[int(action.args[0])]
        return None

    def round_end_view(self, observation: dict[str, JSON], events: Sequence[Event]) -> dict[str, JSON]:
        """The ended round with the hands its end reveals (the ``round_end`` event's ``hands``: every hand at a
        showdown) face up (``animals.md``, End of round)."""
        end = next((e for e in events if e.kind == "round_end"), None)
        if end is None:
            return observation
        hands = list(end.data["hands"])
        viewer = observation["player"]
        known = [k for k in observation["known_hands"] if hands[int(k["seat"])] is None]
        known += [{"seat": s, "card": c} for s, c in enumerate(hands) if c is not None and s != viewer]
        return dict(observation, known_hands=known)

    def summary_area(self) -> QRectF:
        """Over the centre piles, clear of the seats around them and of your hand."""
        return QRectF(SCENE_W / 2 - 210, 250, 420, 330)

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
        for i, spot in enumerate(
            chip_row(count, QPointF(SCENE_W / 2, top), width, per_row=per_row, pitch=pitch, row_step=step)
        ):
            text = self.tr("Top") if i == 0 else self.tr("Bottom") if i == count - 1 else number(i + 1)
            chips.append((text, QPointF(self.mirror_x(spot.x(), width), spot.y()), width))
        return chips
