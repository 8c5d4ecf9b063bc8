"""The table of Schotten Totten (rules: ``schotten_totten.md``; observation, decision and event format:
:mod:`cardtable.engine.schotten_totten.state`), on the kit's pieces.

Left to right (mirrored under RTL): the nine stones across the middle (:class:`~cardtable.ui.table.places.Lanes`),
the opponent's formations above them and the viewer's below, overlapping so every card's top band stays visible; a
claimed stone slides towards its owner and carries their name; combat modes lie as small cards on their stone's
end. The opponent's hand sits at the top, the decks and the discard pile (click it to look through) at the top
corner with a ruse being resolved beside them, the viewer's hand at the bottom; "Formations" opens the reference
card (:mod:`.words`). Faces are in :mod:`.faces`. Choices are offered in place (hand cards, stones, cards next to
stones, decks) or as chips (Pass, Done claiming, Discard). Holds no rules: every fact drawn comes from the
viewer's observation, its decision or an event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF

from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo
from cardtable.engine.schotten_totten.state import NUM_STONES
from cardtable.ui.games.schotten_totten.faces import (
    COLOURS,
    CTX,
    FACES,
    MODE_BADGES,
    TACTIC_BACK,
    TACTIC_NAMES,
    TACTIC_SHORT,
    card_name,
    tactic_kind,
)
from cardtable.ui.games.schotten_totten.words import ReferenceDialog, SchottenTottenWords
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W, CardKeys, HandCard, Placement, lay_hand
from cardtable.ui.table.hand import HandSlot, hand_slots
from cardtable.ui.table.items import CARD_H, CARD_W, ButtonItem, CardFace, LabelItem, SeatItem, Selectable
from cardtable.ui.table.piles import PileItem, stack
from cardtable.ui.table.places import Lanes, PlaceItem
from cardtable.ui.table.words import fill


class StoneItem(PlaceItem):
    """One boundary stone: its number and, once claimed, its owner's name, tinted for the viewer (gold) or the
    opponent (blue); its combat modes are cards of their own (:class:`~.faces.ModeBadge`)."""


class SchottenTottenTable(SchottenTottenWords):
    """Schotten Totten for two seats (classic, tactical, expert). See the module docstring."""

    OPTION_LABELS: ClassVar[dict[str, str]] = {
        "tactics": QT_TRANSLATE_NOOP("Options", "Tactical variant (tactic cards)"),
        "expert": QT_TRANSLATE_NOOP("Options", "Expert variant (claim at the start of your turn)"),
        "games": QT_TRANSLATE_NOOP("Options", "Number of games"),
    }
    ROUND_START: ClassVar[str] = "game_started"

    COL_W = 128.0
    X0 = 24.0
    CENTER_Y = 372.0
    GAP = 58.0
    SHIFT = 30.0
    SIDE_SCALE = 0.68
    STEP = 32.0
    STEP_FOUR = 26.0
    MODE_SCALE = 0.34
    HAND_SCALE = 1.0
    HAND_STEP = 108.0
    HAND_WIDTH = 752.0
    HAND_Y = SCENE_H - CARD_H - 10
    SMALL = 0.55
    OPP_STEP = 36.0
    TOP_Y = 10.0
    CHIP_X = 1000.0

    @classmethod
    def showcase_faces(cls) -> list[CardFace]:
        return [FACES["blue-7"], FACES["red-9"], FACES["Joker"]]

    def __init__(self, scene: Any, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene, game, names, animator)
        self.observation: dict[str, JSON] = {}
        self.stones: list[StoneItem] = [self.add_item(StoneItem(i), 5) for i in range(NUM_STONES)]
        self.plates = self.add_plates(2)
        self.opp_label: LabelItem = self.add_item(LabelItem(320, 10.0), 25)
        pile = (CARD_W * self.SMALL, CARD_H * self.SMALL)
        self.clan_pile: PileItem = self.add_item(PileItem(*pile), 25)
        self.tactic_pile: PileItem = self.add_item(PileItem(*pile), 25)
        self.discard_pile: PileItem = self.add_item(PileItem(*pile, browsable=True), 40)
        self.discard_pile.clicked.connect(self.show_discard)
        self.reference_button: ButtonItem = self.add_item(ButtonItem("", 170), 45)
        self.reference_button.clicked.connect(self.show_reference)
        self._side_keys: dict[tuple[int, int, str], tuple[Any, ...]] = {}
        self._hand_keys: dict[str, tuple[Any, ...]] = {}
        self._deck_top: dict[str, tuple[Any, ...]] = {}
        self._discard_keys: dict[str, tuple[Any, ...]] = {}
        self._owners_before: list[int | None] = [None] * NUM_STONES
        self._game_owners: dict[int, list[int | None]] = {}
        self._early: set[tuple[int, int]] = set()  # (game, stone) claimed early, by proof

    # --- geometry ------------------------------------------------------------------------------------------------
    @property
    def lanes(self) -> Lanes:
        """The stones' columns (stone 1 at the reading start), the viewer's cards below them."""
        return Lanes(self.X0, self.COL_W, self.CENTER_Y, self.GAP, self.SIDE_SCALE, self.rtl)

    def stone_pos(self, stone: int, owner: int | None) -> QPointF:
        """Top-left of ``stone``; a claimed stone slides towards its owner's side."""
        shift = 0.0 if owner is None else (self.SHIFT if owner == self.me else -self.SHIFT)
        return QPointF(self.lanes.x(stone) - StoneItem.WIDTH / 2, self.CENTER_Y - StoneItem.HEIGHT / 2 + shift)

    def side_pos(self, stone: int, seat: int, index: int, four: bool = False) -> QPointF:
        """Top-left of the ``index``-th card on ``seat``'s side of ``stone``; ``four``: a side of four cards (Mud
        Fight), packed closer so that it clears the decks and the hand."""
        return self.lanes.card_pos(stone, seat == self.me, index, self.STEP_FOUR if four else self.STEP)

    def mode_pos(self, stone: int, owner: int | None, index: int) -> QPointF:
        """Top-left of the ``index``-th combat mode on ``stone``: a small card lying on the stone's end (the right
        end, the left under RTL), clear of the stone's number and of the next stone; a second one lies fanned out
        over it, a little further out and lower."""
        sp = self.stone_pos(stone, owner)
        w = CARD_W * self.MODE_SCALE
        x = StoneItem.WIDTH - 28 + index * 14
        y = sp.y() + StoneItem.HEIGHT / 2 - CARD_H * self.MODE_SCALE / 2 - 6 + index * 10
        return QPointF(sp.x() + (StoneItem.WIDTH - x - w if self.rtl else x), y)

    def hand_slots(self, count: int) -> list[HandSlot]:
        """The viewer's hand across the bottom middle (overlapping when long, two rows past 13 cards)."""
        box = QRectF(SCENE_W / 2 - self.HAND_WIDTH / 2, self.HAND_Y, self.HAND_WIDTH, CARD_H * self.HAND_SCALE)
        return hand_slots(count, box, self.HAND_SCALE, rtl=self.rtl, max_step=self.HAND_STEP)

    def opp_hand_slots(self, count: int) -> list[HandSlot]:
        """The opponent's hand, small, across the top middle."""
        box = QRectF(SCENE_W / 2 - 360, self.TOP_Y, 720, CARD_H * self.SMALL)
        return hand_slots(count, box, self.SMALL, rtl=self.rtl, max_step=self.OPP_STEP)

    def pile_pos(self, slot: int) -> QPointF:
        """Top-left of pile ``slot`` at the top corner: 0 clan deck, 1 tactic deck, 2 discard pile."""
        return QPointF(self.mirror_x(930 + slot * 88, CARD_W * self.SMALL), self.TOP_Y)

    def ruse_pos(self) -> QPointF:
        """Top-left of a ruse being resolved: beside the decks, towards the middle of the table."""
        return self.pile_pos(-1)

    # --- sync ----------------------------------------------------------------------------------------------------
    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        self._remember_owners(observation, events)
        self.observation = observation
        me = self.me
        game = int(observation["round"])
        placements: list[Placement] = []
        clan_deck, tactic_deck, discard_pos = self.pile_pos(0), self.pile_pos(1), self.pile_pos(2)
        opp_origin = self.opp_hand_slots(1)[0].pos
        key = CardKeys("c", game)

        def deck_of(name: str) -> QPointF:
            return tactic_deck if name in TACTIC_NAMES else clan_deck

        # the viewer's hand (with the card being played lifted in its place; a ruse being resolved, by either
        # player, lies beside the piles instead so that it covers no hand card)
        selected = observation["selected"]
        if selected is not None and str(selected) in TACTIC_NAMES and tactic_kind(str(selected)) == "ruse":
            origin = None if observation["current"] == me else opp_origin
            placements.append(
                Placement(key(selected), FACES[selected], True, self.ruse_pos(), self.SMALL, 5, origin=origin)
            )
            selected = None
        lifted = selected if selected is not None and observation["current"] == me else None
        hand = sorted([*observation["hand"], *([lifted] if lifted is not None else [])], key=_hand_order)
        cards = [HandCard(key(c), FACES[c], True, True, deck_of(c)) for c in hand]
        if lifted is not None:
            cards[hand.index(lifted)] = cards[hand.index(lifted)]._replace(lifted=True)
        self._hand_keys = {}
        for name, card in zip(hand, cards, strict=True):
            if not card.lifted:
                self._hand_keys.setdefault(name, card.key)
        placements += lay_hand(cards, self.hand_slots(len(cards)), self.HAND_SCALE)
        # the opponent's hand: known cards face up, then tactic backs, then clan backs
        known = list(observation["opponent_known"])
        size = int(observation["opponent_hand_size"])
        backs = max(0, int(observation["opponent_tactics_in_hand"]) - sum(1 for c in known if c in TACTIC_NAMES))
        opp = [HandCard(key(c), FACES[c], True, True, clan_deck) for c in known]
        for i in range(size - len(known)):
            kind, face = ("tactic", TACTIC_BACK) if i < backs else ("clan", None)
            opp.append(HandCard(("opp", game, kind, i), face, face is not None, False, clan_deck))
        placements += lay_hand(opp, self.opp_hand_slots(size), self.SMALL)
        # the stones: both sides, combat modes
        self._side_keys = {}
        for s, stone in enumerate(observation["stones"]):
            owner = stone["claimed_by"]
            four = "Mud Fight" in stone["modes"] or max(len(side) for side in stone["sides"]) > 3
            for seat in (me, 1 - me):
                origin = None if seat == me else opp_origin
                for i, name in enumerate(stone["sides"][seat]):
                    k = key(name)
                    self._side_keys.setdefault((s, seat, name), k)
                    pos, z = self.side_pos(s, seat, i, four), 10 + i if seat == me else 10 - i
                    placements.append(Placement(k, FACES[name], True, pos, self.SIDE_SCALE, z, origin=origin))
            for i, name in enumerate(stone["modes"]):
                pos = self.mode_pos(s, owner, i)
                placements.append(
                    Placement(key(name), MODE_BADGES[name], True, pos, self.MODE_SCALE, 7 + i, origin=opp_origin)
                )
        # decks and the discard pile
        self._deck_top = {}
        for deck, pos, back in (("clan", clan_deck, None), ("tactic", tactic_deck, TACTIC_BACK)):
            pile = stack(("deck", deck), int(observation[f"{deck}_deck"]), pos, self.SMALL, back, depth=3)
            self._deck_top.update({deck: pile[-1].key} if pile else {})
            placements += pile
        # the discard pile's top cards, so that a card discarded by a ruse is seen going there, under the ruse
        shown = list(observation["discard"])[-3:]
        self._discard_keys = {}
        for i, name in enumerate(shown):
            k = self._discard_keys[name] = key(name)
            under = (len(shown) - 1 - i) * 2
            placements.append(Placement(k, FACES[name], True, discard_pos + QPointF(under, under), self.SMALL, 1 + i))
        self.apply_placements(placements)
        self._sync_fixed(observation)

    def _remember_owners(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        """Keep who held which stone when a game ends (the next game's deal clears the stones)."""
        owners = list(self._owners_before)
        game = int(self.observation["round"]) if self.observation else 0
        for event in events:
            if event.kind in ("claimed", "awarded"):
                owners[int(event.data["stone"])] = int(event.data["seat"])
                if event.data.get("early"):
                    self._early.add((game, int(event.data["stone"])))
            elif event.kind == "game_over":
                self._game_owners[int(event.data["game"])] = owners
                owners = [None] * NUM_STONES
                game = int(event.data["game"]) + 1
        self._owners_before = [stone["claimed_by"] for stone in observation["stones"]]

    def _sync_fixed(self, observation: dict[str, JSON]) -> None:
        me = self.me
        for s, stone in enumerate(observation["stones"]):
            item = self.stones[s]
            owner = stone["claimed_by"]
            item.set_owner("" if owner is None else self.names[int(owner)], None if owner is None else owner == me)
            item.setToolTip(self._stone_tooltip(s, stone))
            self.animator.move(item, self.stone_pos(s, owner), 320)
        below = self.TOP_Y + CARD_H * self.SMALL + 2
        for slot, pile, text, count in (
            (0, self.clan_pile, self.tr("Clan: %1"), observation["clan_deck"]),
            (1, self.tactic_pile, self.tr("Tactics: %1"), observation["tactic_deck"]),
            (2, self.discard_pile, self.tr("Discard: %1"), len(observation["discard"])),
        ):
            pile.set_caption(fill(text, number(int(count))))
            pile.setPos(self.pile_pos(slot))
        tactical = bool(observation["options"]["tactics"])
        self.tactic_pile.setVisible(tactical)
        self.discard_pile.setVisible(tactical)
        self.discard_pile.setToolTip(self.tr("Discard pile: click to look through it"))
        size = int(observation["opponent_hand_size"])
        tactics = int(observation["opponent_tactics_in_hand"])
        text = self.tr("%Ln card(s) in hand", "", size)
        if tactical:
            text = fill(self.tr("%1 (tactic cards: %2)"), text, number(tactics))
        self.opp_label.set_text(text)
        self.opp_label.setPos(SCENE_W / 2 - self.opp_label.width / 2, below)
        self.reference_button.text = self.tr("Formations")
        self.reference_button.setToolTip(self.tr("The formations, strongest first, with examples"))
        self.reference_button.setPos(self.mirror_x(26, 170), SCENE_H - 140)
        self.reference_button.update()
        turn = observation["current"] if observation["outcome"] is None else None
        games = int(observation["options"]["games"])
        for seat, plate in enumerate(self.plates):
            stones = sum(1 for st in observation["stones"] if st["claimed_by"] == seat)
            parts = [fill(self.tr("Stones: %1"), number(stones))]
            if games > 1:
                parts.append(fill(self.tr("Points: %1"), number(int(observation["scores"][seat]))))
            if tactical:
                parts.append(fill(self.tr("Tactics played: %1"), number(int(observation["tactics_played"][seat]))))
            y = SCENE_H - SeatItem.HEIGHT - 14 if seat == me else self.TOP_Y
            self.show_seat(plate, seat, parts, QPointF(self.mirror_x(12, SeatItem.WIDTH), y), turn == seat)

    def _stone_tooltip(self, s: int, stone: dict[str, Any]) -> str:
        lines = [fill(self.tr("Stone %1"), number(s + 1))]
        for mode in stone["modes"]:
            lines.append(f"{card_name(mode)}: {translate(CTX, TACTIC_SHORT[mode])}")
        if stone["claimed_by"] is not None:
            lines.append(fill(self.tr("Claimed by %1"), self.name(int(stone["claimed_by"]))))
            if (int(self.observation["round"]), s) in self._early:
                lines.append(self.tr("Claimed early, by proof: no remaining card could beat that formation."))
        return self.tooltip_lines(lines)

    # --- choices -------------------------------------------------------------------------------------------------
    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        """Hand cards, stones, side cards and decks in place; Pass, Done claiming and Discard as chips stacked
        beside the hand."""
        labels = {"pass": self.tr("Pass"), "end_claims": self.tr("Done claiming"), "discard": self.tr("Discard it")}
        return self.offer_with_chips(
            decision, labels, lambda n: (QPointF(self.mirror_x(self.CHIP_X, 180), self.HAND_Y + 6 + n * 52), 180)
        )

    def show_refusals(self, decision: Decision) -> None:
        """The refusals as the kit shows them; while a stone is chosen (for a card, or to claim), a card lying at a
        stone, on either side, stands in for that stone (:meth:`stand_in`): a click on it chooses the stone or says
        why it cannot be (a fresh tester's finding: a click there did nothing)."""
        super().show_refusals(decision)
        if decision.kind in ("stone", "claim"):
            for (stone, _seat, _name), key in self._side_keys.items():
                item = self.card(key)
                if item is not None:
                    self.stand_in(item, Action.of(decision.kind, stone), decision)

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """The hand card, stone, side card or deck that stands for ``action`` (``None`` for a chip's action)."""
        k: tuple[Any, ...] | None = None
        if action.kind in ("card", "return"):
            k = self._hand_keys.get(str(action.args[0]))
        elif action.kind in ("stone", "claim"):
            return self.stones[int(action.args[0])]
        elif action.kind == "target":
            ruse = str(decision.context["card"])
            seat = self.me if ruse == "Strategist" else 1 - self.me
            k = self._side_keys.get((int(action.args[0]), seat, str(action.args[1])))
        elif action.kind == "draw":
            k = self._deck_top.get(str(action.args[0]))
        return self.card(k)

    def summary_area(self) -> QRectF:
        """Over the opponent's hand (hidden) and the decks at the top, beside the opponent's plate and above the
        highest card a stone can have on the opponent's side (a side of four), so it covers no card on a stone."""
        left = SeatItem.WIDTH + 20
        bottom = self.side_pos(0, 1 - self.me, 3, four=True).y() - 4
        return QRectF(self.mirror_x(left, SCENE_W - left - 8), 0, SCENE_W - left - 8, bottom)

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The card put on a stone (or the combat mode, the ruse's target moved or discarded), the stone claimed or
        awarded."""
        out: list[Selectable] = []
        for e in events:
            d = e.data
            if e.kind == "game_over":
                break  # what follows is the next game
            if e.kind == "played" and "stone" in d:
                card = self.card(self._side_keys.get((int(d["stone"]), int(d["seat"]), str(d["card"]))))
                out.append(card if card is not None else self.stones[int(d["stone"])])  # a combat mode: its stone
            elif e.kind == "moved":
                card = self.card(self._side_keys.get((int(d["to"]), int(d["seat"]), str(d["card"]))))
                out += [self.stones[int(d["from"])]] if card is None else [card, self.stones[int(d["from"])]]
            elif e.kind in ("discarded", "claimed", "awarded"):
                if e.kind == "discarded" and (card := self.card(self._discard_keys.get(str(d["card"])))) is not None:
                    out.append(card)  # on the discard pile now
                out.append(self.stones[int(d["stone"])])
        return list(dict.fromkeys(out))

    # --- dialogs -------------------------------------------------------------------------------------------------
    def show_reference(self) -> None:
        """Open the formation-ranking reference card."""
        self.open_dialog(ReferenceDialog(self.dialog_parent()))

    def show_discard(self) -> None:
        """Open the discard pile to look through it."""
        self.browse_pile(
            translate("SchottenTable", "Discard pile"),
            [(card_name(c), FACES[c].tooltip()) for c in self.observation.get("discard") or []],
            translate("SchottenTable", "The discard pile is empty."),
            translate("SchottenTable", "Top card first:"),
        )


def _hand_order(name: str) -> tuple[int, str, int]:
    """Hand sort key: clan cards by colour then value, tactic cards after them."""
    if name in TACTIC_NAMES:
        return (1, name, 0)
    colour, _, value = name.partition("-")
    return (0, f"{list(COLOURS).index(colour)}", int(value))
