"""The base class of a game's table module.

A game module (``cardtable/ui/games/<game_id>.py``) subclasses :class:`GameTable` and draws its game from the
observation the controller gives it; the shell (``cardtable.ui.game_screen``) knows only this interface. The table
mirrors engine events and observations; it never decides a rule.
"""

from __future__ import annotations

import contextlib
import functools
import html
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QRadialGradient
from PySide6.QtWidgets import QDialog, QGraphicsItem, QGraphicsScene, QWidget

from cardtable.engine.base import JSON, Action, Caution, Decision, Event, GameInfo, Outcome, Refusal
from cardtable.ui.i18n import LRI, PDI, RLI, isolate, join, number
from cardtable.ui.names import shown_name
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.faces import Badge
from cardtable.ui.table.hand import HandSlot, chip_row, hand_slots
from cardtable.ui.table.items import CardFace, CardItem, ChipItem, Mark, SeatItem, Selectable
from cardtable.ui.table.words import SentenceTable, fill

SCENE_W, SCENE_H = 1200.0, 780.0


@dataclass
class Placement:
    """Where one card should be after a sync: ``key`` identifies it across syncs (e.g. ``("played", 2, 0)``);
    ``origin`` is where a newly appearing card flies in from (scene position) or ``None`` to appear in place;
    ``rotation`` turns the card (degrees clockwise, about its top-left corner: a card lying sideways); ``badges``
    are tags on it (current power, "exhausted", "seen"); ``shown`` the part another card leaves uncovered (a hand
    slot's, :func:`~cardtable.ui.table.hand.hand_slots`); ``note`` the tooltip of a card shown face down (plain
    text: what the viewer remembers of it, who has seen it), "" for none."""

    key: tuple[Any, ...]
    face: CardFace | None
    face_up: bool
    pos: QPointF
    scale: float = 1.0
    z: float = 0.0
    private: bool = False
    origin: QPointF | None = None
    rotation: float = 0.0
    badges: tuple[Badge, ...] = ()
    shown: tuple[float, float] | None = None
    note: str = ""


class HandCard(NamedTuple):
    """One card of a hand for :func:`lay_hand`: its placement ``key``, ``face`` (``None``: the common back) shown
    ``face_up`` or not, ``private`` (turned down under the hot-seat curtain), the ``origin`` it flies in from when it
    appears, and ``lifted``: being played, raised above its slot."""

    key: tuple[Any, ...]
    face: CardFace | None
    face_up: bool = True
    private: bool = False
    origin: QPointF | None = None
    lifted: bool = False


def lay_hand(
    cards: Sequence[HandCard], slots: Sequence[HandSlot], scale: float = 1.0, z: float = 60.0, lift: float = 30.0
) -> list[Placement]:
    """Placements of ``cards`` in ``slots`` (:func:`~cardtable.ui.table.hand.hand_slots`, one per card) at ``scale``,
    z ``z``, ``z + 1``, … (each card over the one before it), each card's name fitted into the part the next one
    leaves uncovered; a ``lifted`` card is raised ``lift`` above its slot. Raises ``ValueError`` if the counts
    differ."""
    return [
        Placement(
            card.key,
            card.face,
            card.face_up,
            slot.pos - QPointF(0, lift if card.lifted else 0),
            scale,
            z + i,
            card.private,
            card.origin,
            shown=slot.shown,
        )
        for i, (card, slot) in enumerate(zip(cards, slots, strict=True))
    ]


def unseen_rows(
    seen: Sequence[str], kinds: Sequence[tuple[str, Callable[[str], bool], int]]
) -> list[tuple[str, int, int]]:
    """The card counter's rows (:meth:`GameTable.unseen_counts`): per kind (translated name, whether a card is of
    that kind, copies in the game), the copies not in ``seen`` (each card the viewer has seen, once per copy)."""
    return [(name, total - sum(1 for card in seen if of_kind(card)), total) for name, of_kind, total in kinds]


class CardKeys:
    """Placement keys for cards known by name, stable across syncs: the ``n``-th copy of ``name`` met in one sync is
    ``(*prefix, name, n)``, so a card keeps its item (and is animated) as it moves from a hand to the table. Make
    one per sync."""

    def __init__(self, *prefix: Any) -> None:
        self.prefix = prefix
        self._copies: dict[str, int] = {}

    def __call__(self, name: str) -> tuple[Any, ...]:
        self._copies[name] = self._copies.get(name, 0) + 1
        return (*self.prefix, name, self._copies[name])


class GameTable(QObject):
    """Draws one game on ``scene`` for ``game`` with ``names`` (one per seat, as stored), using ``animator`` for motion.

    ``actionChosen(Action)`` is emitted when the player picks one of the offered choices (click or keyboard);
    ``refused(str)`` with the translated reason when they click a visible choice the decision refuses
    (:meth:`refusals`); ``offerChanged()`` when the table changed what it offers for the same decision (the first
    part of a two-part choice picked on the table: a card, then whom it goes to), so the screen offers and prompts
    again (:meth:`reoffer`).
    Subclasses implement :meth:`sync`, :meth:`offer`, :meth:`prompt`, :meth:`describe`, :meth:`unseen_counts`,
    :meth:`round_summary` and :meth:`outcome_lines`. ``viewer`` is the seat the table is seen from (``None``:
    nobody); ``open_log`` (a replay) makes :meth:`describe` word every seat's private events.
    """

    actionChosen = Signal(object)
    refused = Signal(str)
    offerChanged = Signal()
    settled = Signal()
    """The table has come to rest (:attr:`in_motion` turned False): the last moving card has landed (an Animator
    move, fade or change of scale ended) and no :meth:`gather` is under way (its cards have landed, or were placed at
    once by the next one)."""

    FLASH_MS: ClassVar[int] = 900
    """How long (before the animation-speed factor) the items another seat's move touched stay brightly marked."""

    GATHER_HOLD_MS: ClassVar[int] = 700
    """How long (before the animation-speed factor) a finished trick stays in the middle, its winning card marked,
    before :meth:`gather` sends it to its winner."""
    GATHER_FLY_MS: ClassVar[int] = 420
    """How long (before the speed factor) a gathered card flies; each one starts :attr:`GATHER_STAGGER_MS` after the
    one before it."""
    GATHER_STAGGER_MS: ClassVar[int] = 60

    OPTION_LABELS: ClassVar[dict[str, str]] = {}
    """Labels for the new-game dialog's option fields, marked with ``QT_TRANSLATE_NOOP("Options", ...)``."""

    ROUND_START: ClassVar[str] = ""
    """The event kind that opens a round (a game of a match), e.g. ``"round_start"``: the round summary holds the
    log back from there until the player continues, since the engine deals the next round at once."""

    NOT_ANNOUNCED: ClassVar[frozenset[str]] = frozenset()
    """Event kinds the move banner leaves out (they begin the next turn, e.g. its draw): the log still says them."""

    SENTENCES: ClassVar[SentenceTable[Any] | None] = None
    """The game's log sentence per event kind (:class:`~cardtable.ui.table.words.SentenceTable`), which the default
    :meth:`describe` reads; ``None``: the game overrides :meth:`describe`."""

    UNLOGGED: ClassVar[frozenset[str]] = frozenset()
    """Event kinds the log leaves out on purpose, because another event of the same step says it (the conformance kit
    checks that every other kind the engine emits has a sentence, and that these have none)."""

    def __init__(self, scene: QGraphicsScene, game: GameInfo, names: Sequence[str], animator: Animator) -> None:
        super().__init__(scene)
        self.scene = scene
        self.game = game
        self.stored_names = list(names)
        self.animator = animator
        self.viewer: int | None = None
        self.open_log = False
        self.hidden = False
        self.rtl = False
        self.cards: dict[tuple[Any, ...], CardItem] = {}
        self.dialog: QDialog | None = None  # the last dialog the table opened (a pile, a reference card)
        self.choices: list[tuple[Action, Selectable]] = []
        self.own_choices: list[Selectable] = []  # first parts of two-part choices the table answers itself
        self._chips: list[ChipItem] = []
        self._refusable: list[Selectable] = []
        self._together: dict[Selectable, tuple[Action | None, dict[Selectable, Action]]] = {}
        self._picked: Selectable | None = None
        self._moves: dict[int, list[Selectable]] = {}  # per seat: the items its last move touched
        self._flash = QTimer(self)
        self._flash.setSingleShot(True)
        self._flash.timeout.connect(self._end_flash)
        self._gathering: tuple[list[CardItem], QPointF, float] | None = None
        self._laid: list[Placement] = []  # the last placements applied
        self._gather_timer = QTimer(self)
        self._gather_timer.setSingleShot(True)
        self._gather_timer.timeout.connect(self._gather_step)
        self._gather_flying = False
        self._gather_ends = 0.0  # monotonic time by which the gathering under way will have landed
        animator.finished.connect(self._animations_ended)
        scene.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        gradient = QRadialGradient(QPointF(SCENE_W / 2, SCENE_H / 2), SCENE_W * 0.7)
        gradient.setColorAt(0, QColor("#2f6b45"))
        gradient.setColorAt(1, QColor("#163a25"))
        scene.setBackgroundBrush(gradient)

    @classmethod
    def showcase_faces(cls) -> list[CardFace]:
        """A few of the game's card faces, left to right, for its picture on the start screen (painted in the current
        language); empty: the game has no picture."""
        return []

    @classmethod
    def option_item_label(cls, field: str, index: int, value: Any) -> str:
        """The new-game dialog's label of item ``index`` of option ``field`` (a tuple of choices) while it shows
        ``value``, in the current language. Default: the index in the interface's digits."""
        return number(index)

    # --- to implement per game ---------------------------------------------------------------------------------------
    def sync(self, observation: dict[str, JSON], events: Sequence[Event]) -> None:
        """Bring the scene in line with ``observation`` (the viewer's), animating the change that ``events`` caused."""
        raise NotImplementedError

    def offer(self, decision: Decision, steps: Sequence[Action]) -> list[tuple[Action, Selectable]]:
        """Items for the legal actions of ``decision`` (``steps``: the half-chosen move so far): existing items
        (hand cards, seats) or new chips made with :meth:`chip`."""
        raise NotImplementedError

    def prompt(self, decision: Decision, steps: Sequence[Action]) -> str:
        """One translated line telling the player what to choose now."""
        raise NotImplementedError

    def describe(self, event: Event, viewer: int | None) -> str | None:
        """A translated log sentence for ``event`` as ``viewer`` sees it (``None``: nothing to log).

        With ``open_log`` (a replay, every hand face up) ``event`` may be another seat's private event: it is worded
        by name with its cards ("Ali drew …"), and a public event that only says less about the same thing ("Ali
        drew a card") gives ``None``. Default: the sentence of :attr:`SENTENCES`; raises ``NotImplementedError``
        without one."""
        if self.SENTENCES is None:
            raise NotImplementedError
        return self.SENTENCES.describe(self, event, viewer)

    def sentences(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        """The log rows for ``events`` (all visible to ``viewer``, or every event with ``open_log``; oldest first):
        one :meth:`describe` sentence per event; a game may override this to word a run of events (a play, its
        target, its result) as one sentence."""
        return [text for event in events if (text := self.describe(event, viewer))]

    def interrupt_text(self, decision: Decision, addressed: bool = False) -> str:
        """Why seat ``decision.player`` decides out of turn (``decision.interrupt`` set): one translated sentence,
        put before the prompt and on the hot-seat curtain. ``addressed``: it speaks to the person deciding ("You
        decide out of turn.": the prompt with one person at the table), else it names them (the curtain and the
        prompt of a hot-seat game, where the name says whom the screen was passed to). Games word their own keys;
        this default says only that it is out of turn."""
        if addressed:
            return self.tr("You decide out of turn.")
        return fill(self.tr("%1 decides out of turn."), self.name(decision.player))

    def own_choice(self, item: Selectable, then: Callable[[], None]) -> None:
        """Offer ``item`` as the first part of a two-part choice that the table answers itself (``then``, which
        changes what it offers and calls :meth:`reoffer`): highlighted and reachable by keyboard like the
        offered choices, undone by :meth:`clear_choices`."""
        item.set_highlighted(True)
        item.clicked.connect(then)
        self.own_choices.append(item)

    def cancel_pick(self) -> bool:
        """Escape: drop the table's own first pick of a two-part choice (and offer again); True if there was one.
        Default: none."""
        return False

    def reoffer(self) -> None:
        """The table's own first pick changed what it offers now (its :meth:`offer` and :meth:`prompt` read it):
        ask the screen to offer again (``offerChanged``)."""
        self.offerChanged.emit()

    def hold_reveal(self, held: bool) -> None:
        """The screen holds a private reveal for the person at it (hot-seat: the "Done" panel before the curtain):
        a game that shows a look only for a moment keeps it shown while ``held``, and ends it when released.
        Default: nothing to do."""

    def moment_left(self) -> int:
        """Milliseconds the table still shows something to the person at it for a moment only (a look at a card,
        face up until its timer ends); the screen holds the next computer move until then, so the computer's move
        neither hides it nor hurries past it. 0 when nothing is shown that way (the default)."""
        return 0

    def touched(self, events: Sequence[Event]) -> list[Selectable]:
        """The items ``events`` (one action's, already synced) touched, as drawn now: the card played and where it
        went, its target (a seat plate, a card), a stone claimed. Marked as its seat's last move. Default: none."""
        return []

    def item_for(self, action: Action, decision: Decision) -> Selectable | None:
        """The item that stands for ``action`` in ``decision`` (a hand card, a seat plate, a stone), whether it is
        offered or refused; ``None`` if it has none (a chip, or nothing drawn). Default: none."""
        return None

    def items_for(self, action: Action, decision: Decision) -> list[Selectable]:
        """Every item that stands for ``action`` (each copy of a card in a hand: a click on any of them says why it
        is refused). Default: :meth:`item_for`'s, if any."""
        item = self.item_for(action, decision)
        return [] if item is None else [item]

    def hint_reason(self, key: str, data: dict[str, JSON]) -> str:
        """The translated one-line reason for a hint's choice, from the key and data of the game's ``explain``
        search hook (e.g. ``"keeps"``, ``{"card": 8}`` → "keeps the King Cat"); ``""`` for none. Default: none."""
        return ""

    def hint_chance(self, percent: str, scope: str) -> str:
        """The hint's translated chance line for a choice: ``percent`` (already in the language's digits) of winning
        the match (``scope`` ``"match"``) or the round in play (``"round"``, :attr:`cardtable.ai.ismcts.Advice.scope`).
        A game whose rounds have another name overrides it (Schotten Totten: "this game")."""
        if scope == "round":
            return fill(self.tr("%1% chance to win this round"), percent)
        return fill(self.tr("%1% chance to win"), percent)

    def reason(self, refusal: Refusal, decision: Decision) -> str:
        """The translated sentence for ``refusal`` (an engine reason key and its data) in ``decision``. Default:
        the key itself."""
        return refusal.key

    def caution(self, caution: Caution, decision: Decision) -> str:
        """What the banner says when a person first clicks the choice ``caution`` marks (an engine key and its data)
        in ``decision``: the consequence, and that a second click goes ahead. Default: the key itself."""
        return caution.key

    def round_end_view(self, observation: dict[str, JSON], events: Sequence[Event]) -> dict[str, JSON]:
        """What to draw of the round that ``events`` ended: ``observation`` is the viewer's as the round ended; a
        game adds what the rules reveal at its end (hands turned face up at a showdown). Default: unchanged."""
        return observation

    def summary_area(self) -> QRectF:
        """The part of the scene the round summary may cover while the ended round stays on the table (the
        panel is centred on it and as tall as its text). Default: the middle of the table."""
        return QRectF(SCENE_W * 0.3, SCENE_H * 0.22, SCENE_W * 0.4, SCENE_H * 0.5)

    def unseen_counts(self, observation: dict[str, JSON]) -> list[tuple[str, int, int]]:
        """Per card kind: (translated name, copies unseen by the viewer, copies in the game)."""
        raise NotImplementedError

    def round_summary(self, events: Sequence[Event], viewer: int | None) -> str | None:
        """Rich text summarising a round that ended in ``events`` (hands revealed, winner and why), or ``None``."""
        raise NotImplementedError

    def next_round_text(self) -> str:
        """The translated label of the round summary's button ("Next round", "Next game")."""
        raise NotImplementedError

    def several_games(self) -> bool:
        """True if the match is several games, each with its own winner (a Schotten Totten match option): the end
        dialog then says who wins the match, not the game. False by default (rounds towards one game's goal)."""
        return False

    def outcome_lines(self, outcome: Outcome) -> str:
        """A translated sentence saying why the match ended, or "" when the summary of the last round says it."""
        raise NotImplementedError

    def standings(self, outcome: Outcome) -> tuple[str, list[float]]:
        """The game-end table's score column for ``outcome``: its translated heading (the game's unit, e.g.
        "Tokens") and one value per seat."""
        raise NotImplementedError

    # --- shared helpers ----------------------------------------------------------------------------------------------
    def tr(self, sourceText: str, /, disambiguation: str | None = None, n: int = -1) -> str:
        """``sourceText`` translated in the context of the first class of this table's MRO whose catalogue has it
        (a game's table class is split into a words class and a layout class, each its own lupdate context).
        PySide6's own ``tr`` walks the MRO too, but stops at the first class for a ``%Ln`` string, whose
        untranslated form already differs from the source text; here a translation counts as found when it differs
        from the untranslated form. Returns that untranslated form (``%Ln`` filled in) when no class has it."""
        untranslated = QCoreApplication.translate("", sourceText, disambiguation, n)
        for cls in type(self).__mro__:
            if cls is QObject or not (isinstance(cls, type) and issubclass(cls, QObject)):
                break
            text = QCoreApplication.translate(cls.__name__, sourceText, disambiguation, n)
            if text != untranslated:
                return text
        return untranslated

    @property
    def names(self) -> list[str]:
        """The seats' display names now: default names in the current language
        (:func:`cardtable.ui.names.shown_name`), typed names as typed."""
        return [shown_name(seat, name) for seat, name in enumerate(self.stored_names)]

    def name(self, seat: int) -> str:
        """Seat ``seat``'s display name, isolated (:func:`cardtable.ui.i18n.isolate`) for embedding in a sentence of
        either direction."""
        return isolate(self.names[seat])

    def rich_name(self, seat: int) -> str:
        """:meth:`name` escaped for rich text (round summaries and other HTML): a name such as ``<b>Bold</b>`` or
        ``A&B`` is shown literally, never read as markup."""
        return html.escape(self.name(seat), quote=False)

    def whom(self, seat: int, viewer: int | None) -> str:
        """Seat ``seat`` where a log sentence read by ``viewer`` names it other than as the subject (object, list
        after a colon): "you" for the viewer, else the isolated name. The log speaks to its reader: the reader's own
        actions are worded in the second person ("You played …"), the other seats' in the third ("Ali played …")."""
        return self.tr("you") if seat == viewer else self.name(seat)

    def seat_angle(self, seat: int, num_players: int) -> float:
        """Angle (radians, 0 = bottom centre) of ``seat`` on the table ellipse: the viewer sits at the bottom, the
        next seats follow clockwise as seen from above (to the viewer's left), mirrored under RTL."""
        anchor = self.viewer if self.viewer is not None else 0
        step = (seat - anchor) % num_players
        angle = 2 * math.pi * step / num_players
        return -angle if self.rtl else angle

    def seat_point(self, seat: int, num_players: int, rx: float, ry: float, cy: float | None = None) -> QPointF:
        """Centre of ``seat`` on an ellipse of radii ``rx``/``ry`` around ``(SCENE_W / 2, cy)`` (default: the scene
        centre)."""
        a = self.seat_angle(seat, num_players)
        return QPointF(SCENE_W / 2 - rx * math.sin(a), (SCENE_H / 2 if cy is None else cy) + ry * math.cos(a))

    def mirror_x(self, x: float, width: float = 0.0) -> float:
        """``x`` mirrored across the scene under RTL (``width``: the item's width, so it keeps its extent)."""
        return SCENE_W - x - width if self.rtl else x

    def apply_placements(self, placements: Sequence[Placement]) -> None:
        """Create, move (animated) and remove card items so exactly ``placements`` are on the table; while a
        :meth:`gather` is under way, once its cards have landed (the last placements given win)."""
        self._laid = list(placements)
        if self._gathering is not None:
            return
        wanted = {p.key for p in placements}
        for key in list(self.cards):
            if key not in wanted:
                gone = self.cards.pop(key)
                self.scene.removeItem(gone)
                gone.deleteLater()
        for index, p in enumerate(placements):
            face_up = p.face_up and not (self.hidden and p.private)
            item = self.cards.get(p.key)
            if item is None:
                item = CardItem(p.face, face_up, p.scale)
                item.private = p.private
                self.scene.addItem(item)
                self.cards[p.key] = item
                item.setZValue(p.z)
                if p.origin is not None and self.animator.speed > 0:
                    item.setPos(p.origin)
                    self.animator.move(item, p.pos, 380, delay_ms=min(index, 6) * 40)
                else:
                    item.setPos(p.pos)
            else:
                if item.face is not p.face or item.face_up != face_up:
                    item.set_face(p.face, face_up)
                item.private = p.private
                item.setZValue(p.z)
                self.animator.rescale(item, p.scale, 320)
                self.animator.move(item, p.pos, 320)
            item.set_note(p.note)
            if (item.rotation(), item.badges, item.shown, item.mirrored) != (p.rotation, p.badges, p.shown, self.rtl):
                item.setRotation(p.rotation)
                item.shown, item.mirrored = p.shown, self.rtl
                item.set_badges(p.badges)

    def gather(self, keys: Sequence[tuple[Any, ...]], target: QPointF, scale: float) -> None:
        """Gather the cards placed under ``keys`` (a finished trick, as the last :meth:`apply_placements` laid it
        out, its winning card marked) onto ``target`` at ``scale`` (its winner's pile): they stay for
        :attr:`GATHER_HOLD_MS`, then fly there one after the other, the last key's card landing on top. Until they
        have landed, :meth:`apply_placements` waits (as a table's players wait for the trick to be collected
        before the next card); then the last placements given are applied (the pile's top card stays, the others
        go). Every duration is scaled by the animation speed; with animations off nothing is held. A gathering
        still under way lands at once first; keys not on the table are skipped."""
        self._land()
        present = [key for key in keys if key in self.cards]
        hold = self.animator.duration(self.GATHER_HOLD_MS)
        if hold <= 0 or not present:
            return
        self._gathering = ([self.cards[key] for key in present], target, scale)
        self._gather_flying = False
        self._gather_timer.start(hold)
        fly = self.animator.duration(self.GATHER_FLY_MS + self.GATHER_STAGGER_MS * (len(present) - 1))
        self._gather_ends = time.monotonic() + (hold + fly) / 1000

    def _gather_step(self) -> None:
        if self._gathering is None:
            return
        items, target, scale = self._gathering
        if self._gather_flying:
            if any(self.animator.animating(item) for item in items):
                self._gather_timer.start(20)  # the last frames are still to come
            else:
                self._land()
            return
        self._gather_flying = True
        top = max(item.zValue() for item in items)
        for i, item in enumerate(items):
            with contextlib.suppress(RuntimeError):  # an item deleted meanwhile
                item.setZValue(top + i + 1)
                delay = i * self.GATHER_STAGGER_MS
                self.animator.move(item, target, self.GATHER_FLY_MS, delay_ms=delay)
                self.animator.rescale(item, scale, self.GATHER_FLY_MS, delay_ms=delay)
        self._gather_timer.start(self.animator.duration(self.GATHER_FLY_MS + self.GATHER_STAGGER_MS * (len(items) - 1)))

    @property
    def gathering(self) -> bool:
        """True while a :meth:`gather` is under way (its cards have not landed yet)."""
        return self._gathering is not None

    @property
    def in_motion(self) -> bool:
        """True while anything on the table is still moving: an :class:`Animator` move, fade or change of scale
        runs, or a :meth:`gather` is under way (held in the middle or flying). :attr:`settled` says when it stops;
        the screen offers no decision meanwhile (:meth:`GameController.hold`), so nobody is asked to choose before
        they have seen what happened. Never True with animations off."""
        return self.animator.running or self._gathering is not None

    def _animations_ended(self) -> None:
        if self._gathering is None:
            self.settled.emit()

    def settling(self) -> float:
        """About how many seconds until a :meth:`gather` under way lands (0.0 when none is; :attr:`settled` says
        when the whole table is at rest). What follows waits for it, so that the log and the banner never say a move
        the table does not show yet: the round summary and the end of the match come after it, the replay's next
        step too (the next move and your choice wait for :attr:`settled`)."""
        if self._gathering is None:
            return 0.0
        return max(0.0, self._gather_ends - time.monotonic())

    def _land(self) -> None:
        """End a gathering under way: its cards take their places in the last layout."""
        self._gather_timer.stop()
        if self._gathering is not None:
            self._gathering = None
            self.apply_placements(self._laid)
            if not self.animator.running:  # else once the cards it moved have landed
                self.settled.emit()

    def chip(self, text: str, pos: QPointF, width: float = 120.0) -> ChipItem:
        """A new choice chip at ``pos`` (removed again by :meth:`clear_choices`)."""
        item = ChipItem(text, width)
        item.setPos(pos)
        item.setZValue(50)
        self.scene.addItem(item)
        self._chips.append(item)
        return item

    def chips(self, texts: Sequence[str], centre: QPointF, width: float, **row: Any) -> list[ChipItem]:
        """New choice chips, one per text in reading order, laid out by :func:`~cardtable.ui.table.hand.chip_row`
        around ``centre`` (``row``: its ``per_row``, ``pitch``, ``row_step``) and mirrored under RTL; their texts
        set at one size, the largest at which every one of them fits (:meth:`ChipItem.text_size`)."""
        spots = chip_row(len(texts), centre, width, **row)
        items = [
            self.chip(t, QPointF(self.mirror_x(p.x(), width), p.y()), width) for t, p in zip(texts, spots, strict=True)
        ]
        size = min((item.text_size() for item in items), default=ChipItem.LARGEST)
        for item in items:
            item.largest = size
        return items

    def row(
        self,
        cards: Sequence[tuple[tuple[Any, ...], CardFace | None]],
        box: QRectF,
        scale: float,
        step: float,
        *,
        z: float = 0.0,
        private: bool = False,
        origin: QPointF | None = None,
        badges: Sequence[tuple[Badge, ...]] = (),
        readable: Sequence[bool] = (),
    ) -> list[Placement]:
        """Placements for a row of ``cards`` (key, face or ``None`` for a card back) in reading order inside
        ``box``, from its reading-start edge: one row, at most ``step`` apart, squeezed to fit the box's width (a
        later card lies over the earlier one, whose name fits the part left uncovered:
        :func:`~cardtable.ui.table.hand.hand_slots`; the cards marked ``readable``, e.g. the face-up ones, stay
        readable while the others overlap more).
        ``badges[i]`` are card ``i``'s tags; z grows from ``z`` along the row."""
        slots = hand_slots(
            len(cards), box, scale, rtl=self.rtl, max_step=step, min_shown=0.0, start=True, readable=readable
        )
        return [
            Placement(
                key,
                face,
                face is not None,
                slot.pos,
                scale,
                z + i,
                private=private,
                origin=origin,
                badges=badges[i] if i < len(badges) else (),
                shown=slot.shown,
            )
            for i, ((key, face), slot) in enumerate(zip(cards, slots, strict=True))
        ]

    def show_seat(
        self,
        plate: SeatItem,
        seat: int,
        status: Sequence[str],
        pos: QPointF,
        active: bool,
        out: bool = False,
        tooltip: str = "",
    ) -> None:
        """Seat ``seat``'s name plate: its name over the ``status`` parts (joined by :func:`cardtable.ui.i18n.join`),
        lit while ``active`` (its turn), moved to ``pos``, with ``tooltip`` (plain text: a name such as "<b>Bold</b>"
        shows literally); an ``out`` seat (eliminated) is dimmed, and lit again once back in."""
        plate.set_info(self.names[seat], join(status), active, out, self.rtl)
        plate.setToolTip(QtGui.Qt.convertFromPlainText(tooltip) if tooltip else "")
        self.animator.move(plate, pos, 300)
        faded = 0.55 if out else 1.0
        if plate.opacity() != faded:
            self.animator.fade(plate, faded, 450)

    def offer_with_chips(
        self, decision: Decision, labels: Mapping[str, str], spot: Callable[[int], tuple[QPointF, float]]
    ) -> list[tuple[Action, Selectable]]:
        """An :meth:`offer` of ``decision``: each action's item (:meth:`item_for`), or for an action without one
        whose kind ``labels`` words (translated: "Pass", "Done claiming"), a chip, the ``n``-th at ``spot(n)``
        (top-left, width). Actions with neither are left out."""
        choices: list[tuple[Action, Selectable]] = []
        for action in decision.actions:
            item = self.item_for(action, decision)
            if item is None and action.kind in labels:
                pos, width = spot(len(self._chips))
                item = self.chip(labels[action.kind], pos, width)
            if item is not None:
                choices.append((action, item))
        return choices

    def add_item(self, item: QGraphicsItem, z: float) -> Any:
        """Add ``item`` (a plate, a label, a pile, a button that stays on the table) to the scene at ``z``; returns
        it."""
        item.setZValue(z)
        self.scene.addItem(item)
        return item

    def add_plates(self, count: int, z: float = 20.0) -> list[SeatItem]:
        """``count`` seat plates added to the scene at ``z`` (placed by the game's sync)."""
        return [self.add_item(SeatItem(), z) for _ in range(count)]

    def card(self, key: tuple[Any, ...] | None) -> CardItem | None:
        """The card item placed under ``key``, or ``None`` (no key, or no such card on the table)."""
        return self.cards.get(key) if key is not None else None

    def open_dialog(self, dialog: QDialog) -> None:
        """Show ``dialog`` without blocking the table and keep it as :attr:`dialog`."""
        self.dialog = dialog
        dialog.show()

    def dialog_parent(self) -> QWidget | None:
        """The table's view, the parent of the dialogs it opens (``None`` when it has none)."""
        views = self.scene.views()
        return views[0] if views else None

    def browse_pile(self, title: str, cards: Sequence[tuple[str, str]], empty: str, heading: str) -> None:
        """Open a :class:`~cardtable.ui.table.piles.PileDialog` of ``cards`` ((name, tooltip), bottom card first)."""
        from cardtable.ui.table.piles import PileDialog  # piles builds on this module

        self.open_dialog(PileDialog(title, cards, empty, heading, self.dialog_parent()))

    def summary_html(self, lines: Sequence[str], title: str = "") -> str:
        """Rich text of a round summary: ``title`` as its heading (none if ""), then one short paragraph per line;
        both plain text, escaped (names stay literal), laid out in the reading direction of the current language."""
        heading = f"<h2 style='margin: 0'>{html.escape(title, quote=False)}</h2>" if title else ""
        body = "".join(f"<p style='margin: 2px 0'>{html.escape(line, quote=False)}</p>" for line in lines)
        return f"<div dir='{'rtl' if self.rtl else 'ltr'}'>{heading}{body}</div>"

    def seat_list(self, values: Sequence[object]) -> str:
        """ "Name value" for each seat in seat order, comma-separated in the current language ("Sara 5, Ali 3")."""
        return self.tr(", ").join(f"{self.name(seat)} {value}" for seat, value in enumerate(values))

    def refusal_reason(self, decision: Decision, *keys: str) -> str:
        """The sentence (:meth:`reason`) of ``decision``'s first refusal whose key is one of ``keys``, or "" when
        none is (e.g. why no tactic card in the hand can be played now, for the prompt)."""
        refusal = next((r for r in decision.refusals if r.key in keys), None)
        return "" if refusal is None else self.reason(refusal, decision)

    @staticmethod
    def tooltip_lines(lines: Sequence[str]) -> str:
        """A tooltip of plain-text ``lines``, escaped (a tooltip reads markup: names stay literal)."""
        return "<br>".join(html.escape(line, quote=False) for line in lines)

    def labelled(self, seat: int, text: str) -> str:
        """ "Name: text" for ``seat`` (:meth:`name`) as one isolated run in the reading direction, so that a list of
        such items keeps each item's numbers by its name."""
        return f"{RLI if self.rtl else LRI}{self.name(seat)}: {text}{PDI}"

    def show_choices(self, choices: list[tuple[Action, Selectable]]) -> None:
        """Highlight ``choices`` (made by :meth:`offer` after :meth:`clear_choices`) and emit ``actionChosen`` when
        one is clicked."""
        self.choices = choices
        for action, item in choices:
            item.set_highlighted(True)
            item.clicked.connect(lambda a=action, i=item: self._choose(a, i))

    PICK_LIFT: ClassVar[float] = 24.0
    """How far a first pick (:meth:`pick_together`) is raised above its place while it waits for the second."""

    def pick_together(self, item: Selectable, alone: Action | None, partners: Mapping[Selectable, Action]) -> None:
        """Make ``item`` the first of a choice of two items clicked one after the other (two cards of a pair): a
        click on it raises it (:attr:`PICK_LIFT`) and waits; then a click on a partner chooses that partner's
        action, a click on ``item`` again chooses ``alone`` (``None``: the pick is dropped), and a click on any other
        offered item drops the pick and counts as a click on that item. Call from :meth:`offer` for items it offers;
        :meth:`clear_choices` forgets the picks."""
        self._together[item] = (alone, dict(partners))

    @property
    def picked(self) -> Selectable | None:
        """The item picked first and waiting for its second (:meth:`pick_together`), or ``None``."""
        return self._picked

    def _choose(self, action: Action, item: Selectable) -> None:
        picked = self._picked
        if picked is not None:
            alone, partners = self._together[picked]
            self._drop_pick()
            if item is picked:
                if alone is not None:
                    self.actionChosen.emit(alone)
                return
            if item in partners:
                self.actionChosen.emit(partners[item])
                return
        if item in self._together:
            self._picked = item
            item.moveBy(0, -self.PICK_LIFT)
            return
        self.actionChosen.emit(action)

    def _drop_pick(self) -> None:
        picked, self._picked = self._picked, None
        if picked is not None:
            with contextlib.suppress(RuntimeError):
                picked.moveBy(0, self.PICK_LIFT)

    def show_hint(self, ranked: Sequence[Action]) -> list[Action]:
        """Mark the offered choices of ``ranked`` (rank 1 first) with their rank (1, 2, 3 in the interface's digits):
        a choice of two items clicked one after the other (:meth:`pick_together`) on both; an item in several ranked
        choices shows each of its ranks, best first ("1 · 3": the card alone and in a pair). Returns the actions that
        had an item to mark. :meth:`clear_choices` removes the marks."""
        marked = []
        items = dict(self.choices)
        pairs = {
            action: (first, second)
            for first, (_alone, partners) in self._together.items()
            for second, action in partners.items()
        }
        ranks: dict[Selectable, list[str]] = {}
        for rank, action in enumerate(ranked, 1):
            item = items.get(action)
            found = list(pairs[action]) if action in pairs else [item] if item is not None else []
            for each in found:
                ranks.setdefault(each, []).append(number(rank))
            if found:
                marked.append(action)
        for each, mine in ranks.items():
            text = join(dict.fromkeys(mine))
            each.set_hint(f"{RLI}{text}{PDI}" if self.rtl and len(mine) > 1 else text, right=self.rtl)  # ۱ first
        return marked

    def hide_hint(self) -> None:
        """Take the hint's rank marks off every offered choice (:meth:`show_hint` puts them back)."""
        for _action, item in self.choices:
            item.set_hint("")

    def show_refusals(self, decision: Decision) -> None:
        """Let the items of the choices ``decision`` refuses (``Decision.refusals``, found with :meth:`items_for`)
        say why when clicked: ``refused`` is emitted with :meth:`reason`. Call after :meth:`show_choices`."""
        for refusal in decision.refusals:
            text = self.reason(refusal, decision)
            for item in self.items_for(refusal.action, decision):
                if not (item.highlighted or item.refusable):
                    self._on_refused_click(item, functools.partial(self.refused.emit, text))

    def stand_in(self, item: Selectable, action: Action, decision: Decision) -> None:
        """Let a click on ``item`` (not lit itself, e.g. a card lying at a stone) count as a click on the item
        offered for ``action`` in :attr:`choices`, or say why ``decision`` refuses ``action`` when it does
        (``Decision.refusals``, worded by :meth:`reason`): call after :meth:`show_refusals`, for an item neither
        offered nor refused; :meth:`clear_choices` undoes it."""
        if item.highlighted or item.refusable:
            return
        offered = next((i for a, i in self.choices if a == action), None)
        refusal = next((r for r in decision.refusals if r.action == action), None)
        if offered is not None:
            self._on_refused_click(item, lambda: self._choose(action, offered))
        elif refusal is not None:
            text = self.reason(refusal, decision)
            self._on_refused_click(item, functools.partial(self.refused.emit, text))

    def _on_refused_click(self, item: Selectable, answer: Callable[[], None]) -> None:
        """Make ``item`` answer a click although it is not offered (its ``refused`` signal calls ``answer``), until
        :meth:`clear_choices`."""
        item.refused.connect(answer)
        item.refusable = True
        self._refusable.append(item)

    def mark_move(self, seat: int, items: Sequence[Selectable]) -> None:
        """Mark ``items`` as seat ``seat``'s last move: brightly for a moment (:attr:`FLASH_MS`, scaled by the
        animation speed), then quietly until that seat's next :meth:`mark_move`, which drops the old marks."""
        for item in self._moves.pop(seat, []):
            if not any(item in other for other in self._moves.values()):
                with contextlib.suppress(RuntimeError):
                    item.set_mark(Mark.NONE)
        self._moves[seat] = list(items)
        if not items:
            return
        ms = self.animator.duration(self.FLASH_MS)
        for item in items:
            item.set_mark(Mark.FLASH if ms > 0 else Mark.LAST)
        if ms > 0:
            self._flash.start(ms)

    def clear_moves(self) -> None:
        """Forget every seat's last-move marks (a new round, an undo)."""
        self._flash.stop()
        for items in self._moves.values():
            for item in items:
                with contextlib.suppress(RuntimeError):
                    item.set_mark(Mark.NONE)
        self._moves = {}

    def last_moves(self) -> dict[int, list[Selectable]]:
        """Per seat, the items marked as its last move."""
        return {seat: list(items) for seat, items in self._moves.items()}

    def _end_flash(self) -> None:
        for items in self._moves.values():
            for item in items:
                with contextlib.suppress(RuntimeError):
                    if item.mark == Mark.FLASH:
                        item.set_mark(Mark.LAST)

    def clear_choices(self) -> None:
        """Remove highlights, focus marks, refusal reasons, picks and chips of the previous offer."""
        self._drop_pick()
        self._together = {}
        for _action, item in self.choices:
            with contextlib.suppress(RuntimeError, TypeError):
                item.clicked.disconnect()
            item.set_highlighted(False)
            item.set_focused(False)
            item.set_hint("")
        self.choices = []
        for item in self.own_choices:
            with contextlib.suppress(RuntimeError, TypeError):
                item.clicked.disconnect()
                item.set_highlighted(False)
                item.set_focused(False)
        self.own_choices = []
        for item in self._refusable:
            with contextlib.suppress(RuntimeError, TypeError):
                item.refused.disconnect()
                item.refusable = False
        self._refusable = []
        for chip in self._chips:
            self.scene.removeItem(chip)
            chip.deleteLater()
        self._chips = []

    def teardown(self) -> None:
        """The table is leaving the screen (game closed, replay closed): stop its animations and drop its choices, so
        nothing moves or calls back once its items are deleted."""
        self.animator.stop_all()
        self._flash.stop()
        self._gather_timer.stop()
        self._gathering = None
        self.clear_choices()

    def retranslate(self) -> None:
        """Re-render scene text after a language switch (QGraphicsItems get no LanguageChange): card tooltips,
        and every item repainted."""
        for item in self.cards.values():
            item.retranslate()
        self.scene.update()
