"""The engine contract: what every game implements and what controllers, AI players and the arena use.

Nothing here (or anywhere under ``cardtable.engine``) may import Qt. A game is a :class:`GameInfo` (registered in
:mod:`cardtable.engine.registry`) whose ``factory`` builds a :class:`State`. A State is a whole match (all rounds,
until the outcome). Play is a sequence of decisions: ``state.to_move`` names the seat that decides next (which need
not be the active player: a block or a reaction belongs to someone else), ``state.decision()`` says what kind of
decision it is, ``state.legal_actions()`` lists the choices, and ``state.apply(action)`` performs one of them and
returns the :class:`Event` list describing what happened, each event tagged with who may see it.

Chance is internal: a State owns a ``random.Random`` seeded from ``seed``, so the same seed and the same actions
give the same game, bit for bit. A saved game is therefore ``(game id, players, options, seed, actions)`` and
:func:`replay` rebuilds it.

Information: ``state.observation(p)`` is a JSON-serialisable dict holding exactly what seat ``p`` may know, with
perfect recall (what the AI and undo use), including the public inferences the game's engine draws from public
events (values ruled out, cards known to others). ``state.table_view(p)`` is what the table may show seat ``p`` now:
the observation, less what the game's rules make the player's own job to remember (events marked
:attr:`Event.unremembered`); for games without memory rules it equals the observation. ``state.spectator_view(p)``
holds everything (every hand, every event), laid out as seen from seat ``p``: for replays and round summaries.
``state.event_log()`` is every event so far, all audiences, in the order it happened.

Computer players never receive a State: they get an :class:`InformationSet`, built from an observation alone, whose
``determinize(rng)`` samples a full State consistent with it (unseen cards resampled). An AI therefore cannot peek.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Self

from pydantic import BaseModel, ValidationError

JSON = Any
"""A value made of dict / list / str / int / float / bool / None only."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in Qt's ``context`` without Qt: returns ``text`` unchanged. ``make
    translations`` extracts the manifests' names and blurbs through this marker (context ``"Games"``); the UI
    translates them at runtime (:func:`cardtable.ui.games.game_name`)."""
    return text


class IllegalActionError(ValueError):
    """Raised by :meth:`State.apply` when an action is not legal now.

    ``reason`` is a human-readable English sentence saying why (e.g. "it is not seat 2's turn").
    """

    def __init__(self, reason: str, action: Action | None = None) -> None:
        super().__init__(reason if action is None else f"{action}: {reason}")
        self.reason = reason
        self.action = action


class OptionsError(ValueError):
    """Raised when game options or a player count are not valid for a game; the message names the problem."""


@dataclass(frozen=True, slots=True)
class Action:
    """One choice in one decision: a small immutable, hashable value.

    ``kind`` names the decision step (e.g. ``"play"``, ``"target"``, ``"guess"``); ``args`` are ints or strings
    (card values, seat numbers, stone indices). A multi-step move is several Actions in successive decisions.
    """

    kind: str
    args: tuple[int | str, ...] = ()

    @classmethod
    def of(cls, kind: str, *args: int | str) -> Action:
        """``Action.of("play", 3)`` == ``Action("play", (3,))``."""
        return cls(kind, tuple(args))

    def to_json(self) -> list[JSON]:
        """``[kind, *args]``, as stored in saved games."""
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: JSON) -> Action:
        """Inverse of :meth:`to_json`. Raises ``ValueError`` if ``data`` is not ``[str, int|str, ...]``."""
        if (
            not isinstance(data, list)
            or not data
            or not isinstance(data[0], str)
            or not all(isinstance(a, int | str) and not isinstance(a, bool) for a in data[1:])
        ):
            raise ValueError(f"not an action: {data!r}")
        return cls(data[0], tuple(data[1:]))

    def __str__(self) -> str:
        return self.kind + ("(" + ", ".join(map(str, self.args)) + ")" if self.args else "")


def _seats(value: JSON, what: str) -> frozenset[int]:
    if not isinstance(value, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in value):
        raise ValueError(f"event {what} must be a list of seats, not {value!r}")
    return frozenset(value)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log and the table.

    ``kind`` is a game-specific key (e.g. ``"played"``, ``"eliminated"``); ``data`` holds JSON values (seat numbers,
    card ids). ``audience`` is ``None`` for a public event, else the seats that may see it. Private details are
    separate events: a swap is a public ``"swapped"`` plus one private event per participant with the card received.
    ``reveals`` is True when the event discloses to its audience something hidden until then (a drawn card, a card
    looked at, a hand card turned face up, a shuffle's result): undo never crosses such an event seen by the human.
    ``known_to`` names the seats for which a revealing event is no news because they knew it already (the owner of a
    hand card turned face up): undo may cross it for them (:meth:`reveals_to`).

    ``unremembered`` names the ``data`` keys the audience sees when the event happens but does not keep: where a
    game's rules make memory the player's job (a card looked at and put back face down), its table view logs the
    event as :meth:`remembered` gives it ("you looked at a card", without the value) unless an option such as a
    memory aid says otherwise. The observation (perfect recall: the AI, undo) keeps the whole event.

    An Event is immutable: its :meth:`to_json` and :meth:`remembered` are made once and then shared by every
    observation that lists it (an observation's log is not re-serialised event by event); do not change them.
    """

    kind: str
    data: Mapping[str, JSON] = field(default_factory=dict)
    audience: frozenset[int] | None = None
    reveals: bool = False
    known_to: frozenset[int] = frozenset()
    unremembered: frozenset[str] = frozenset()
    _json: dict[str, JSON] | None = field(default=None, init=False, repr=False, compare=False)
    _remembered: Event | None = field(default=None, init=False, repr=False, compare=False)

    def visible_to(self, player: int) -> bool:
        """True if seat ``player`` may see this event."""
        return self.audience is None or player in self.audience

    def reveals_to(self, player: int) -> bool:
        """True if this event discloses to seat ``player`` something it did not know: it ``reveals``, ``player``
        may see it, and ``player`` is not in ``known_to``."""
        return self.reveals and self.visible_to(player) and player not in self.known_to

    def remembered(self) -> Event:
        """The event as a player who does not remember it sees it afterwards: the :attr:`unremembered` data keys
        dropped (and no longer marked). ``self`` when nothing is unremembered."""
        if not self.unremembered:
            return self
        forgot = self._remembered
        if forgot is None:
            data = {k: v for k, v in self.data.items() if k not in self.unremembered}
            forgot = Event(self.kind, data, self.audience, self.reveals, self.known_to)
            object.__setattr__(self, "_remembered", forgot)
        return forgot

    def to_json(self) -> dict[str, JSON]:
        """``{"kind", "data", "audience", "reveals", "known_to", "unremembered"}``: the audience as a sorted list or
        ``None``, ``known_to`` as a sorted list, ``unremembered`` as a sorted list of keys. :meth:`from_json` inverts
        it exactly. Made at the first call and shared afterwards (the event is immutable: do not change it)."""
        made = self._json
        if made is None:
            made = {
                "kind": self.kind,
                "data": dict(self.data),
                "audience": None if self.audience is None else sorted(self.audience),
                "reveals": self.reveals,
                "known_to": sorted(self.known_to),
                "unremembered": sorted(self.unremembered),
            }
            object.__setattr__(self, "_json", made)
        return made

    @classmethod
    def from_json(cls, data: JSON) -> Event:
        """Inverse of :meth:`to_json` (``Event.from_json(e.to_json()) == e``). ``known_to`` and ``unremembered``
        may be missing (empty). Raises ``ValueError`` naming the problem if ``data`` is not such a dict."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an event: {data!r}")
        payload = data.get("data", {})
        reveals = data.get("reveals", False)
        unremembered = data.get("unremembered", [])
        if not isinstance(payload, dict) or not all(isinstance(k, str) for k in payload):
            raise ValueError(f"event data must be a dict with string keys, not {payload!r}")
        if not isinstance(reveals, bool):
            raise ValueError(f"event reveals must be true or false, not {reveals!r}")
        if not isinstance(unremembered, list) or not all(isinstance(k, str) for k in unremembered):
            raise ValueError(f"event unremembered must be a list of data keys, not {unremembered!r}")
        audience = data.get("audience")
        return cls(
            data["kind"],
            dict(payload),
            None if audience is None else _seats(audience, "audience"),
            reveals,
            _seats(data.get("known_to", []), "known_to"),
            frozenset(unremembered),
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a match ended. ``winners``: seats (several on a shared win, empty on a draw); ``scores``: final score per
    seat in the game's own unit (tokens, points); ``reason``: a game-specific key such as ``"tokens"``."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str

    def returns(self, num_players: int) -> tuple[float, ...]:
        """Reward per seat in [0, 1]: a win shared by k seats gives each 1/k; a draw gives everyone 1/n."""
        if not self.winners:
            return tuple(1.0 / num_players for _ in range(num_players))
        share = 1.0 / len(self.winners)
        return tuple(share if p in self.winners else 0.0 for p in range(num_players))


def rank_seats(winners: Sequence[int], scores: Sequence[float], score: Literal["high", "low"] = "high") -> list[int]:
    """Seats in standing order: the ``winners`` first, then by ``scores`` in the game's score direction (``"high"``:
    highest first, ``"low"``: lowest first), ties in seat order. The game-end table and anything else that ranks
    seats use this one rule (:attr:`GameInfo.score`)."""
    sign = 1.0 if score == "low" else -1.0
    return sorted(range(len(scores)), key=lambda s: (s not in winners, sign * scores[s], s))


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a choice the player can see is not available in a decision: ``action`` (not among the legal actions),
    ``key`` (a game-specific reason key, e.g. ``"tactic_limit"``) and ``data`` (JSON: seats, cards) for the UI to
    word in the player's language. Stored in a decision's ``context["refused"]`` (:meth:`to_json`)."""

    action: Action
    key: str
    data: Mapping[str, JSON] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        """``{"action": [kind, *args], "key", "data"}``."""
        return {"action": self.action.to_json(), "key": self.key, "data": dict(self.data)}

    @classmethod
    def from_json(cls, data: JSON) -> Self:
        """Inverse of :meth:`to_json`. Raises ``ValueError`` / ``KeyError`` for anything else."""
        return cls(Action.from_json(data["action"]), str(data["key"]), dict(data.get("data") or {}))


@dataclass(frozen=True, slots=True)
class Caution(Refusal):
    """A choice the player may take (``action`` is one of the legal actions) whose consequence a person is asked
    to confirm first, ``key`` saying which (e.g. ``"eliminates_you"``: it puts them out of the round) and ``data``
    for the wording. Stored in a decision's ``context["cautions"]``; computer players ignore it."""


@dataclass(frozen=True, slots=True)
class Decision:
    """The decision pending now: which seat decides, its kind (the ``kind`` shared by its actions, e.g.
    ``"play"``), the legal actions in a stable order, and game-specific ``context`` (JSON) the UI needs to prompt
    for it (e.g. the card being played). ``context["refused"]`` (optional) lists :class:`Refusal` JSON: the
    choices the player can see but may not take now, each with its reason (:attr:`refusals`);
    ``context["cautions"]`` (optional) :class:`Caution` JSON: legal choices a person confirms first
    (:attr:`cautions`)."""

    player: int
    kind: str
    actions: tuple[Action, ...]
    context: Mapping[str, JSON] = field(default_factory=dict)
    interrupt: str | None = None
    """``None`` for a decision of the seat whose turn it is; for one another seat takes out of turn (a block, a
    reaction to the active player's card) a game-specific key saying why (e.g. ``"block"``): the table prompts it
    as such and the hot-seat curtain tells whose decision it is and why."""
    turn_starts: bool = False
    """True when this decision begins a new turn, or a move of its own, although the seat that took the last step
    takes it too (Plague: a trick's winner leads the next one; the Priest's winner chooses where the won trick goes
    once the trick's result is out). The app then ends the move before it, as when play passes to another seat: its
    events are shown, worded and paced on their own, a human's steps committed."""

    @property
    def refusals(self) -> tuple[Refusal, ...]:
        """The refused choices of ``context["refused"]`` (empty when the game gives none)."""
        return tuple(Refusal.from_json(r) for r in self.context.get("refused") or ())

    @property
    def cautions(self) -> tuple[Caution, ...]:
        """The cautioned choices of ``context["cautions"]`` (empty when the game gives none)."""
        return tuple(Caution.from_json(c) for c in self.context.get("cautions") or ())

    def to_json(self) -> dict[str, JSON]:
        return {
            "player": self.player,
            "kind": self.kind,
            "actions": [a.to_json() for a in self.actions],
            "context": dict(self.context),
            "interrupt": self.interrupt,
            "turn_starts": self.turn_starts,
        }


class State(abc.ABC):
    """A match in progress (every round until the outcome). Subclasses implement the abstract methods.

    Attributes every State has: ``game_id`` (str), ``num_players`` (int), ``seed`` (int), ``history`` (the
    Actions applied so far, oldest first).
    """

    game_id: str
    num_players: int
    seed: int
    history: list[Action]

    keep_round_end: bool = False
    """Set on a State (never copied by :meth:`clone`) by a controller that shows each round's end over its table:
    the State then keeps a copy of itself as each round ended, before the next one was dealt
    (:meth:`round_end_observation`)."""

    _round_end: State | None = None

    # --- whose decision, and which --------------------------------------------------------------------------------
    @property
    @abc.abstractmethod
    def to_move(self) -> int | None:
        """The seat that decides next, or ``None`` once the match is over."""

    @abc.abstractmethod
    def decision(self) -> Decision | None:
        """The pending decision, or ``None`` once the match is over."""

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the pending decision in a stable order (empty once the match is over)."""
        d = self.decision()
        return () if d is None else d.actions

    @abc.abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Perform ``action`` for ``self.to_move``; return the events it caused, in order.

        Raises :class:`IllegalActionError` (state unchanged) if ``action`` is not in ``legal_actions()``.
        Implementations append the action to ``history``.
        """

    # --- the fast path, for search and playouts ------------------------------------------------------------------
    def fast_actions(self) -> tuple[Action, ...]:
        """:meth:`legal_actions` (the same actions in the same order) for search and playouts: a game may build
        them without the Decision (its context, refusals). This default is :meth:`legal_actions`."""
        return self.legal_actions()

    def fast_apply(self, action: Action) -> None:
        """:meth:`apply` for search and playouts: ``action`` must be one of :meth:`legal_actions` (a game may skip
        the check) and a game may build no events, decisions or log entries; ``history`` still records it. Every
        other part of the State ends as :meth:`apply` leaves it (the conformance kit checks it over many seeded
        matches), so only the event log (and the logs of observations) of a State advanced this way misses those
        steps: it is for search only. This default is :meth:`apply`."""
        self.apply(action)

    # --- the end --------------------------------------------------------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        """True once the match is over."""
        return self.outcome is not None

    @property
    @abc.abstractmethod
    def outcome(self) -> Outcome | None:
        """The match result, or ``None`` while it goes on."""

    @property
    @abc.abstractmethod
    def round_index(self) -> int:
        """0-based number of the current round (games of a single round always say 0)."""

    @property
    def single_round(self) -> bool:
        """True if this match is a single round whatever its options (its winner is the round's): a one-game
        Schotten Totten match. The search then reads an evaluation of the round in play as one of the match
        (:meth:`cardtable.ai.ismcts.ISMCTSAgent.advise`). This default is False; a game whose manifest says
        ``multi_round`` false is one round anyway and need not override it."""
        return False

    @abc.abstractmethod
    def scores(self) -> tuple[float, ...]:
        """Match score per seat so far (tokens, points), in the game's unit."""

    # --- copies and information -------------------------------------------------------------------------------------
    @abc.abstractmethod
    def clone(self) -> State:
        """An independent deep copy (its random generator included)."""

    @abc.abstractmethod
    def event_log(self) -> list[Event]:
        """Every event so far, all audiences, oldest first, in the order they happened (the deal included).

        A determinization knows at most the events of the observation it was built from, then its own."""

    @abc.abstractmethod
    def observation(self, player: int) -> dict[str, JSON]:
        """Everything seat ``player`` may know, and nothing else, as a JSON-serialisable dict: its information set,
        with perfect recall (every event it saw, in full), used by computer players and undo.

        Common keys every game provides: ``"game"`` (id), ``"player"``, ``"num_players"``, ``"to_move"`` (seat or
        None), ``"round"``, ``"scores"``, ``"decision"`` (``Decision.to_json()`` if ``player`` decides now, else
        None), ``"log"`` (the ``Event.to_json()`` of every event so far visible to ``player``, in order),
        ``"outcome"`` (None or ``{"winners", "scores", "reason"}``). Game-specific keys describe the table as
        ``player`` sees it and the public inferences the engine draws for it (e.g. values ruled out for a hand):
        heuristics and determinizations read those instead of re-deriving them from the log.
        """

    def table_view(self, player: int) -> dict[str, JSON]:
        """What the table may show seat ``player`` now: :meth:`observation` less what the game's rules leave to the
        player's memory (e.g. the log's events as :meth:`Event.remembered` gives them, unless the game's memory aid
        option is on). Same keys as the observation. This default is for games without memory rules: the
        observation itself."""
        return self.observation(player)

    def recall_view(self, player: int, keeps: Callable[[str, int], bool]) -> dict[str, JSON]:
        """What seat ``player`` decides from when it forgets some of what the rules leave to memory (a computer
        level that forgets, :data:`cardtable.ai.ismcts.MEMORY`): the observation, less each memory for which
        ``keeps(key, turns)`` answers False. ``key`` is a string naming the memory by what the seat saw (never by
        anything hidden from it), ``turns`` the seat's own turns begun since it saw it; a game calls ``keeps`` only
        for what its rules leave to memory. Same keys as the observation, and the game's determinizer takes it.
        Games without memory rules have nothing to forget: this default is :meth:`table_view` (the observation
        there; a game with memory rules that does not say when each thing was seen forgets all of it)."""
        return self.table_view(player)

    @abc.abstractmethod
    def spectator_view(self, player: int) -> dict[str, JSON]:
        """Everything, for replays and round summaries, laid out as seat ``player``'s observation (its own hand in
        the same keys): every hand in the keys that name other seats' known cards, ``"log"`` holding every event of
        :meth:`event_log`, and the rest of the hidden cards (deck order, set-aside cards) in game-specific keys."""

    @staticmethod
    def visible_log(events: Sequence[Event], player: int) -> list[dict[str, JSON]]:
        """The ``Event.to_json()`` of the ``events`` seat ``player`` may see, in order (an observation's ``"log"``)."""
        return [e.to_json() for e in events if e.audience is None or player in e.audience]

    def common_observation(self, player: int) -> dict[str, JSON]:
        """The keys every observation starts with (see :meth:`observation`), from this State's ``game_id``,
        ``to_move``, ``round_index``, ``scores()``, ``decision()``, ``event_log()`` and ``outcome``; a game adds its
        own keys to it. ``decision`` is given only to the seat that decides now."""
        d = self.decision()
        o = self.outcome
        return {
            "game": self.game_id,
            "player": player,
            "num_players": self.num_players,
            "to_move": self.to_move,
            "round": self.round_index,
            "scores": list(self.scores()),
            "decision": d.to_json() if d is not None and d.player == player else None,
            "log": self.visible_log(self.event_log(), player),
            "outcome": None
            if o is None
            else {"winners": list(o.winners), "scores": list(o.scores), "reason": o.reason},
        }

    def round_end_observation(self, player: int) -> dict[str, JSON] | None:
        """Seat ``player``'s :meth:`table_view` as the latest round ended, before the next one was dealt (no decision
        pending), or ``None`` if no round has ended since :attr:`keep_round_end` was set (or the game keeps none).
        The match's last round needs none: the State stays as it ended."""
        return None if self._round_end is None else self._round_end.table_view(player)

    def _remember_round_end(self, finish: Callable[[State], None]) -> None:
        """Games call this as a round ends, before dealing the next one: with :attr:`keep_round_end`, keep a clone
        on which ``finish`` has closed the round (no decision pending) for :meth:`round_end_observation`."""
        if self.keep_round_end:
            snapshot = self.clone()
            finish(snapshot)
            self._round_end = snapshot

    def information_set(self, player: int) -> InformationSet:
        """What an AI for ``player`` gets: built from ``observation(player)`` only."""
        from cardtable.engine.registry import get_game

        return InformationSet(get_game(self.game_id), self.observation(player))


class DroppedEvents(list[Event]):
    """The event list a game's :meth:`State.fast_apply` hands to the code it shares with :meth:`State.apply`: what
    is appended to it is dropped (search builds no log). Use the one instance :data:`DROPPED_EVENTS`."""

    def append(self, event: Event) -> None:
        pass


DROPPED_EVENTS = DroppedEvents()
"""The shared :class:`DroppedEvents` (it stays empty)."""


class SeededRng:
    """A State's match generator, made from ``seed`` at its first draw and shared with its clones until one of them
    draws (searches make clones by the thousand and few of them ever shuffle). A game's State inherits this beside
    :class:`State` and keeps ``_rng`` (``None`` until the first draw) and ``_rng_shared`` in its slots."""

    seed: int
    _rng: random.Random | None
    _rng_shared: bool

    def _reset_rng(self) -> None:
        """Forget the generator: the next draw makes it afresh from ``seed`` (a new match, a determinization)."""
        self._rng = None
        self._rng_shared = False

    def _own_rng(self) -> random.Random:
        """The match's generator, made private to this State first if a clone shares it."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(self.seed)
        elif self._rng_shared:
            fresh = random.Random()
            fresh.setstate(rng.getstate())
            rng = self._rng = fresh
            self._rng_shared = False
        return rng

    def _share_rng(self, clone: SeededRng) -> None:
        """Give ``clone`` this State's generator; whichever of the two draws first copies it."""
        clone._rng = self._rng
        clone._rng_shared = self._rng_shared = self._rng is not None


@dataclass(frozen=True)
class InformationSet:
    """A seat's view of the match, built from its observation alone (the AI's only input).

    ``determinize(rng)`` returns a full State consistent with the observation: the seat's own hand and everything
    public are as observed, unseen cards are resampled from those the seat cannot rule out. The result depends on
    the observation and ``rng`` only.
    """

    game: GameInfo
    observation: dict[str, JSON]

    @property
    def player(self) -> int:
        return int(self.observation["player"])

    def legal_actions(self) -> tuple[Action, ...]:
        """The seat's legal actions now (empty if it is not its decision)."""
        d = self.observation.get("decision")
        return () if not d else tuple(Action.from_json(a) for a in d["actions"])

    def determinize(self, rng: random.Random) -> State:
        """A State consistent with the observation, with hidden cards sampled using ``rng``."""
        return self.game.determinize(self.observation, rng)


class NoOptions(BaseModel):
    """Options model for games without options."""

    model_config = {"extra": "forbid", "frozen": True}


@dataclass(frozen=True)
class GameInfo:
    """A game's manifest: the one place that declares it (registered by id in :mod:`cardtable.engine.registry`).

    What it is:

    - ``id``: ``"animals"``, ``"schotten_totten"``...; ``name``: English display name as in the rules file and
      ``blurb``: one English line on what the game is, both marked ``QT_TRANSLATE_NOOP("Games", ...)`` so that
      ``make translations`` extracts them (the UI shows them translated); ``min_players``/``max_players``: inclusive
      player range; ``rules_file``: the rules page in ``resources/rules`` (``""``: none).
    - ``options_model``: a frozen pydantic model with defaults for every field (``extra="forbid"``).
    - ``factory(players, seed, options, deck)`` -> State: a new match. ``deck`` is an explicit card order (top
      first) in the game's documented card encoding, for tests; ``None`` shuffles with ``seed``.
    - ``determinize(observation, rng)`` -> State: see :class:`InformationSet`.
    - ``event_kinds``: every ``Event.kind`` the engine emits (the conformance kit checks that each is emitted and
      each has a log sentence in the table).

    Where the rest of it lives (``"module:attribute"`` strings, imported only when needed, so the engine never
    imports Qt or the AI; ``""``: none): ``table`` the :class:`~cardtable.ui.table.base.GameTable` subclass (a game
    without a table is not offered by the app), ``heuristic`` the heuristic :class:`~cardtable.ai.base.Agent`
    class; ``search`` the module of search hooks (:mod:`cardtable.ai.ismcts`: ``playout_action``, ``prune``,
    ``tree_prune``, ``TREE``, ``prior``, ``reward``, ``evaluate``, ``HORIZON``, ``explain``, ``determinize``,
    ``model_prune``).

    Capabilities, in the manner of OpenSpiel's ``GameType``:

    - ``score``: ``"high"`` if the highest score wins, ``"low"`` if the lowest does (scores may be negative);
      standings (:func:`rank_seats`) and the search's round reward follow it.
    - ``multi_round``: True if a match is several rounds (``round_index`` advances), False for one long round.
    - ``hidden_own_cards``: True if a seat may hold cards it cannot see itself.
    - ``rules_version``: raised whenever a rules change could make an old action list replay differently; saved
      games store it (:mod:`cardtable.saves`).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    rules_file: str
    options_model: type[BaseModel]
    factory: Callable[[int, int, Any, Sequence[Any] | None], State]
    determinize: Callable[[dict[str, JSON], random.Random], State]
    blurb: str = ""
    table: str = ""
    heuristic: str = ""
    search: str = ""
    event_kinds: tuple[str, ...] = ()
    score: Literal["high", "low"] = "high"
    multi_round: bool = False
    hidden_own_cards: bool = False
    rules_version: int = 1

    def rank(self, winners: Sequence[int], scores: Sequence[float]) -> list[int]:
        """The seats in standing order by this game's score direction (:func:`rank_seats`)."""
        return rank_seats(winners, scores, self.score)

    def parse_options(self, options: BaseModel | Mapping[str, Any] | None = None) -> BaseModel:
        """Validate ``options`` (a model instance, a mapping, or None for defaults) with ``options_model``.

        Raises :class:`OptionsError` with pydantic's explanation (unknown key, bad value).
        """
        if isinstance(options, self.options_model):
            return options
        data = dict(options or {}) if not isinstance(options, BaseModel) else options.model_dump()
        try:
            return self.options_model.model_validate(data)
        except ValidationError as exc:
            problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'options'}: {e['msg']}" for e in exc.errors())
            raise OptionsError(f"invalid options for {self.id}: {problems}") from exc

    def check_setup(self, players: int, options: BaseModel | Mapping[str, Any] | None = None) -> BaseModel:
        """Validate a player count and options together (e.g. ``first_player`` within the seats) by building a
        throwaway match; return the parsed options. Raises :class:`OptionsError` saying what is wrong."""
        parsed = self.parse_options(options)
        self.new_game(players, 0, parsed)
        return parsed

    def new_game(
        self,
        players: int,
        seed: int,
        options: BaseModel | Mapping[str, Any] | None = None,
        deck: Sequence[Any] | None = None,
    ) -> State:
        """Start a match. Raises :class:`OptionsError` for a player count outside the range or bad options."""
        if not self.min_players <= players <= self.max_players:
            span = (
                str(self.min_players)
                if self.min_players == self.max_players
                else f"{self.min_players}–{self.max_players}"
            )
            raise OptionsError(f"{self.name} is for {span} players, not {players}")
        return self.factory(players, seed, self.parse_options(options), deck)


def replay(
    game: GameInfo,
    players: int,
    seed: int,
    options: BaseModel | Mapping[str, Any] | None,
    actions: Sequence[Action],
) -> State:
    """Rebuild a match from its setup and action list. Raises :class:`IllegalActionError` (with the index of the
    offending action in the message) if the list does not fit the game."""
    state = game.new_game(players, seed, options)
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise IllegalActionError(f"action #{i} ({action}) is not legal: {exc.reason}", action) from exc
    return state
