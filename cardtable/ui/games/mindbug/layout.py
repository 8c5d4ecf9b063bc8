"""The table of Mindbug (rules: ``mindbug.md``; observation, decision and event format:
:mod:`cardtable.engine.mindbug.state`).

Layout (mirrored under RTL): the opponent's name plate (life, Mindbugs, hand) at the top corner, their hand as card
backs across the top and their draw and discard piles at the other corner; their creatures in a row above the
middle, the viewer's below it, each with its **current** power as a badge (green above the printed power, red
below), the keywords it has only through a passive as word badges, and an "exhausted" badge on a Tough creature
turned sideways; the played card waiting for the Mindbug decision in the middle, with the pending effects of the
engine's stack listed beside it; the viewer's hand across the bottom, their piles at the bottom corner. Discard
piles open to be looked through. Choices are offered in place (hand cards, creatures) and as chips (Mindbug, Take
the damage, card names of a discard pile). Holds no rules: every fact drawn comes from the viewer's observation,
its decision or an event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QDialog, QWidget

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo
from cardtable.engine.mindbug.cards import PRINTED_KEYWORDS, PRINTED_POWER
from cardtable.ui.games.mindbug.faces import CTX, FACES, KEYWORD_HELP, card_name, face, keyword_name
from cardtable.ui.games.mindbug.words import MindbugWords
from cardtable.ui.i18n import join, number, translate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, Placement
from cardtable.ui.table.faces import Badge
from cardtable.ui.table.items import CARD_H, CARD_W, CardFace, ChipItem, LabelItem, SeatItem, Selectable
from cardtable.ui.table.piles import PileDialog, PileItem
from cardtable.ui.table.words import fill

UP, DOWN, SAME = "#2e7d32", "#c62828", "#263238"


class MindbugTable(MindbugWords):
    """Mindbug for two seats. See the module docstring."""

    SMALL = 0.5
    ROW_SCALE = 0.78
    ROW_STEP = 126.0
    HAND_SCALE = 0.92
    HAND_STEP = 108.0
    TOP_Y = 10.0
    OPP_ROW_Y = 118.0
    MID_Y = 300.0
    ROW_Y = 440.0
    HAND_Y = SCENE_H - CARD_H * 0.92 - 8
    ROW_BOX = (170.0, 1030.0)
    CHIP_W = 200.0
    CHIP_H = 40.0  # the kit's chip height (ChipItem)
    CHIP_BOX = QRectF(20.0, 246.0, 510.0, 180.0)
    """Where the chips go (LTR): below the opponent's row (its cards end at 234), above the viewer's (from
    :attr:`ROW_Y`), before the waiting card (from 548); a chip's highlight reaches 10 past its chip."""
    CHIP_ROWS = 3
    STACK_W, STACK_LINES = 330.0, 5

    @classmethod
    def showcase_faces(cls) -> list[CardFace]:
        return [FACES[15], FACES[5], FACES[11]]

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.observation: dict[str, JSON] = {}
        self.plates: list[SeatItem] = []
        for _ in range(2):
            plate = SeatItem()
            plate.setZValue(20)
            scene.addItem(plate)
            self.plates.append(plate)
        size = (CARD_W * self.SMALL, CARD_H * self.SMALL)
        self.draw_piles = [PileItem(*size), PileItem(*size)]
        self.discard_piles = [PileItem(*size, browsable=True), PileItem(*size, browsable=True)]
        for seat in (0, 1):
            for pile in (self.draw_piles[seat], self.discard_piles[seat]):
                pile.setZValue(40 if pile.browsable else 25)
                scene.addItem(pile)
            self.discard_piles[seat].clicked.connect(lambda s=seat: self.show_discard(s))
        self.stack_labels = [LabelItem(self.STACK_W, 9.5) for _ in range(self.STACK_LINES)]
        for label in self.stack_labels:
            label.setZValue(25)
            scene.addItem(label)
        self.dialog: QDialog | None = None

    # --- geometry --------------------------------------------------------------------------------------------------
    def pile_pos(self, seat: int, slot: int) -> QPointF:
        """Top-left of ``seat``'s pile ``slot`` (0 draw pile, 1 discard pile): the opponent's at the top corner, the
        viewer's at the bottom one."""
        y = self.TOP_Y if seat != self.me else SCENE_H - CARD_H * self.SMALL - 34
        return QPointF(self.mirror_x(1010 + slot * 92, CARD_W * self.SMALL), y)

    def middle_pos(self) -> QPointF:
        """Top-left of the card waiting for the Mindbug decision."""
        return QPointF(SCENE_W / 2 - CARD_W / 2, self.MID_Y - 52)

    # --- sync ------------------------------------------------------------------------------------------------------
    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        self.observation = observation
        me, opp = self.me, 1 - self.me
        placements: list[Placement] = []
        creatures: dict[str, Any] = observation["creatures"]
        exhausted = set(observation["exhausted"])
        draw_from = [self.pile_pos(s, 0) for s in (0, 1)]
        # the play areas
        for seat, y in ((opp, self.OPP_ROW_Y), (me, self.ROW_Y)):
            area = [int(c) for c in observation["play"][seat]]
            box = QRectF(self.ROW_BOX[0], y, self.ROW_BOX[1] - self.ROW_BOX[0], CARD_H * self.ROW_SCALE)
            row = self.row(
                [(("c", c), face(c)) for c in area],
                box,
                self.ROW_SCALE,
                self.ROW_STEP,
                z=10,
                badges=[self._badges(c, creatures[str(c)], c in exhausted) for c in area],
            )
            for p, c in zip(row, area, strict=True):
                if c in exhausted:  # turned sideways about its centre
                    w, h = CARD_W * self.ROW_SCALE, CARD_H * self.ROW_SCALE
                    p.pos = QPointF(p.pos.x() + w / 2 + h / 2, p.pos.y() + h / 2 - w / 2)
                    p.rotation = 90.0
                    p.shown = None
                p.origin = self.middle_pos()
            placements += row
        # the card waiting in the middle for the Mindbug decision
        waiting = [int(f[1]) for f in observation["stack"] if f[0] == "mindbug"]
        for c in waiting:
            placements.append(Placement(("c", c), face(c), True, self.middle_pos(), 1.0, 30))
        # the viewer's hand
        hand = [int(c) for c in observation["hand"]]
        box = QRectF(self.mirror_x(250, 720), self.HAND_Y, 720, CARD_H * self.HAND_SCALE)
        hand_row = self.row(
            [(("c", c), face(c)) for c in hand], box, self.HAND_SCALE, self.HAND_STEP, z=60, private=True
        )
        known_by_opp = set(observation["known_by_opponent"])
        for p, c in zip(hand_row, hand, strict=True):
            p.origin = draw_from[me]
            if c in known_by_opp:
                p.badges = (Badge(self.tr("seen"), "#6a1b9a", self.tr("Your opponent has seen this card.")),)
        placements += hand_row
        # the opponent's hand: known cards face up, the others as backs
        known = [int(c) for c in observation["opponent_known"]]
        size = int(observation["hand_sizes"][opp])
        cards: list[tuple[tuple[Any, ...], CardFace | None]] = [(("c", c), face(c)) for c in known]
        cards += [(("back", i), None) for i in range(size - len(known))]
        opp_box = QRectF(SCENE_W / 2 - 300, self.TOP_Y, 600, CARD_H * self.SMALL)
        opp_row = self.row(cards, opp_box, self.SMALL, 40.0, z=60)
        for p in opp_row:
            p.origin = draw_from[opp]
        placements += opp_row
        # pile tops
        for seat in (0, 1):
            if int(observation["pile_sizes"][seat]):
                placements.append(Placement(("pile", seat), None, False, self.pile_pos(seat, 0), self.SMALL, 1))
            discard = observation["discards"][seat]
            if discard:
                top = int(discard[-1])
                placements.append(Placement(("c", top), face(top), True, self.pile_pos(seat, 1), self.SMALL, 2))
        self.apply_placements(placements)
        self._sync_fixed(observation)

    def _badges(self, card: int, stats: dict[str, Any], exhausted: bool) -> tuple[Badge, ...]:
        power = int(stats["power"])
        colour = UP if power > PRINTED_POWER[card] else DOWN if power < PRINTED_POWER[card] else SAME
        printed = PRINTED_POWER[card]
        if power == printed:
            power_tip = fill(self.tr("Power now: %1, as printed."), number(power))
        else:
            power_tip = fill(
                self.tr("Power now: %1 (printed %2), changed by a card in play."), number(power), number(printed)
            )
        badges = [Badge(number(power), colour, power_tip)]
        granted = [k for k in stats["keywords"] if k not in PRINTED_KEYWORDS[card]]
        badges += [
            Badge(
                keyword_name(k),
                "#37474f",
                fill(self.tr("Given by a card in play: %1"), translate(CTX, KEYWORD_HELP[k])),
            )
            for k in granted
        ]
        if exhausted:
            tip = self.tr("Exhausted (Tough): it still attacks and blocks; the next time it would be defeated, it is.")
            badges.append(Badge(self.tr("exhausted"), "#5d4037", tip))
        return tuple(badges)

    def _sync_fixed(self, observation: dict[str, JSON]) -> None:
        me = self.me
        turn = observation["active"] if observation["outcome"] is None else None
        for seat, plate in enumerate(self.plates):
            parts = [
                fill(self.tr("Life: %1"), number(int(observation["life"][seat]))),
                fill(self.tr("Mindbugs: %1"), number(int(observation["mindbugs"][seat]))),
                fill(self.tr("Hand: %1"), number(int(observation["hand_sizes"][seat]))),
            ]
            plate.set_info(self.names[seat], join(parts), turn == seat, False, self.rtl)
            y = SCENE_H - SeatItem.HEIGHT - 14 if seat == me else self.TOP_Y
            self.animator.move(plate, QPointF(self.mirror_x(12, SeatItem.WIDTH), y), 300)
            self.draw_piles[seat].set_caption(
                fill(self.tr("Draw pile: %1"), number(int(observation["pile_sizes"][seat])))
            )
            self.draw_piles[seat].setPos(self.pile_pos(seat, 0))
            self.discard_piles[seat].set_caption(
                fill(self.tr("Discard: %1"), number(len(observation["discards"][seat])))
            )
            self.discard_piles[seat].setPos(self.pile_pos(seat, 1))
            self.discard_piles[seat].setToolTip(self.tr("Discard pile: click to look through it"))
        lines = [text for f in reversed(observation["stack"]) if (text := self._frame_text(f))]
        shown = [self.tr("Pending:"), *lines][: self.STACK_LINES] if lines else []
        for i, label in enumerate(self.stack_labels):
            label.set_text(shown[i] if i < len(shown) else "")
            label.setPos(self.mirror_x(SCENE_W / 2 + 70, self.STACK_W), self.MID_Y - 30 + 20 * i)

    def _frame_text(self, frame: list[Any]) -> str:
        """One pending effect of the stack, in words ("" for the turn's own bookkeeping)."""
        kind = frame[0]
        if kind == "mindbug":
            return fill(self.tr("%1 waits for the Mindbug decision"), card_name(int(frame[1])))
        if kind in ("attack", "block", "frenzy"):
            return fill(self.tr("attack of %1"), card_name(int(frame[1])))
        if kind == "play_fx":
            return fill(self.tr("Play effect of %1"), card_name(int(frame[1])))
        if kind == "triggers":
            return fill(self.tr("Defeated effects of %1"), self.cards_text(frame[1::2]))
        if kind == "choose":
            return fill(self.tr("effect of %1"), card_name(int(frame[2])))
        if kind == "discard":
            return fill(self.tr("%1 must discard"), self.name(int(frame[1])))
        return ""

    # --- choices ---------------------------------------------------------------------------------------------------
    def _chip_texts(self, decision: Decision) -> dict[Action, str]:
        """The choices offered as chips, with their words."""
        texts: dict[Action, str] = {}
        for action in decision.actions:
            kind = action.kind
            if kind == "mindbug":
                texts[action] = self.tr("Mindbug it")
            elif kind == "decline":
                texts[action] = self.tr("Let it resolve")
            elif kind == "no_hunt":
                texts[action] = self.tr("Let them choose")
            elif kind == "no_block":
                texts[action] = self.tr("Take the damage")
            elif kind == "attack_again":
                texts[action] = self.tr("Attack again")
            elif kind == "end_attack":
                texts[action] = self.tr("End the attack")
            elif kind == "done":
                texts[action] = self.tr("Take no more")
            elif kind == "trigger" or (kind == "choose" and self.item_for(action, decision) is None):
                texts[action] = card_name(int(action.args[0]))
            elif kind == "discard" and len(action.args) > 1 and self._discard_items(action) is None:
                texts[action] = self.cards_text([int(a) for a in action.args])
        return texts

    def _discard_items(self, action: Action) -> list[Selectable] | None:
        """The hand cards a discard of several cards (Ferret Bomber's two) names, or ``None`` if one of them is not
        on the table (then the discard is a chip)."""
        items = [self.cards.get(("c", int(a))) for a in action.args]
        return None if None in items else [item for item in items if item is not None]

    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        """Hand cards and creatures in place, the rest as chips; a discard of two cards is picked on the hand, one
        card clicked after the other (:meth:`~cardtable.ui.table.base.GameTable.pick_together`; a second click on
        the first card drops it)."""
        choices: list[tuple[Action, Selectable]] = []
        texts = self._chip_texts(decision)
        partners: dict[Selectable, dict[Selectable, Action]] = {}
        for action in decision.actions:
            if action in texts:
                continue
            pair = self._discard_items(action) if action.kind == "discard" and len(action.args) == 2 else None
            if pair is not None:
                first, second = pair
                partners.setdefault(first, {})[second] = action
                partners.setdefault(second, {})[first] = action
                continue
            item = self.item_for(action, decision)
            if item is not None:
                choices.append((action, item))
        for item, pairs in partners.items():
            self.pick_together(item, None, pairs)
            choices.append((next(iter(pairs.values())), item))
        if texts:
            choices += list(zip(texts, self._place_chips(list(texts.values())), strict=True))
        return choices

    def _place_chips(self, texts: Sequence[str]) -> list[ChipItem]:
        """The chips in :attr:`CHIP_BOX`, the free part of the middle: between the two rows of creatures, beside the
        waiting card on its reading-start side (the pending effects are listed on its other side), mirrored under
        RTL; in up to :attr:`CHIP_ROWS` rows centred in the box's height, each row ending by the card, the chips
        narrower when more are needed."""
        box = self.CHIP_BOX
        per_row = -(-len(texts) // self.CHIP_ROWS)
        width = min(self.CHIP_W, (box.width() - 10 * (per_row - 1)) / per_row)
        rows = -(-len(texts) // per_row)
        step = self.CHIP_H + 12
        top = box.top() + (box.height() - rows * step + 12) / 2
        centre = QPointF(box.right() - (per_row * (width + 10) - 10) / 2, top)
        return self.chips(texts, centre, width, per_row=per_row, row_step=step)

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """The hand card or creature that stands for ``action`` (``None`` for a chip's action)."""
        if action.kind in ("play", "attack", "hunt", "block", "choose") or (
            action.kind == "discard" and len(action.args) == 1
        ):
            return self.cards.get(("c", int(action.args[0])))
        return None

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The card played, the attacker and its blocker, the creature taken."""
        out: list[Selectable] = []
        for e in events:
            for key in ("card", "attacker", "blocker"):
                if e.kind in ("played", "attacked", "blocked", "hunted", "control", "entered") and key in e.data:
                    item = self.cards.get(("c", int(e.data[key])))
                    if item is not None:
                        out.append(item)
        return list(dict.fromkeys(out))

    def summary_area(self) -> QRectF:
        """Over the middle of the table, between the two rows of creatures."""
        return QRectF(SCENE_W * 0.25, self.OPP_ROW_Y + 40, SCENE_W * 0.5, self.ROW_Y - self.OPP_ROW_Y)

    # --- dialogs ---------------------------------------------------------------------------------------------------
    def _dialog_parent(self) -> QWidget | None:
        views = self.scene.views()
        return views[0] if views else None

    def show_discard(self, seat: int) -> None:
        """Open ``seat``'s discard pile to look through it."""
        cards = [(card_name(int(c)), face(int(c)).tooltip()) for c in self.observation.get("discards", [[], []])[seat]]
        title = fill(translate("MindbugTable", "Discard pile of %1"), self.name(seat))
        self.dialog = PileDialog(
            title,
            cards,
            translate("MindbugTable", "The discard pile is empty."),
            translate("MindbugTable", "Top card first:"),
            self._dialog_parent(),
        )
        self.dialog.show()
