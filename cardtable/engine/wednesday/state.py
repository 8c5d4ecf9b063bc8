"""The rules engine of Wednesday (ونزدی), 2–6 players, five rounds, lowest total wins: ``shared/rules/wednesday.md``.

Cards are values 1–12 and characters are ids (:mod:`cardtable.engine.wednesday.cards`). The rule in force is the
active character's data read by one generic rule (:func:`~cardtable.engine.wednesday.cards.refusal`); before the
first clearing of a round no character is in force (:data:`~cardtable.engine.wednesday.cards.NO_CHARACTER`).

App choices where the rules file is silent (shown on the rules page as such):

- Each round is set up afresh: all 42 cursed cards shuffled and dealt, the 9 characters shuffled into the character
  deck, none in force. The first round's search for the opener starts from a seat drawn with the seed (the seat
  left of the dealer); a later round's from the seat with the highest total (ties: the first of them clockwise from
  the previous round's start). The opener with a Normie must open with a Normie; the round's first play cannot be a
  pass.
- A cleared pile is turned over onto the blocked deck, so its first card lies on top (all of them public).
- The Wednesday card moved by three 6s is taken from wherever it is (character deck, set aside, or in force: then
  no character is in force until the next clearing); the player chooses top or bottom. Three 6s that empty the hand
  end the round at once.
- A pair (Bianca) counts as one card for the effects: a pair of 2s plays again once, a pair of 7s takes one card.
- The last card before the reveal (Wednesday's first-card rule) is the top value in force then (a Normie laid on a
  higher card under Larissa leaves that card's value).
- When every player, the one holding Thing included, has passed in a row on an empty pile, the next character is
  revealed and the same player opens.
- The character deck is reshuffled (from the set-aside characters) as soon as its last card is revealed, so in the
  expert version there is always a next character to show.

Decisions (``Decision.kind`` / actions):

- ``turn``: ``play(v)``, ``pair(v)`` (Bianca), ``sixes()`` (three 6s, effects on), ``pass()`` (not on the round's
  opening play). ``context``: ``hand``, ``top`` (value to beat, None on an empty pile), ``character``, ``ref``,
  ``opening`` (the round's first play), ``normie`` (it must be a Normie), ``refused`` (each card value of the hand
  that may not be played, why: :class:`~cardtable.engine.base.Refusal` keys ``normie_first`` {},
  ``parity`` {character, parity}, ``opening`` {character, ref}, ``higher`` {top}, ``lower`` {character, top},
  ``step`` {character, top, most}; ``effects_off`` {character} for ``sixes`` under Ajax).
- ``again`` (after a 2): the same plays, ``sixes()``, and ``stop()`` instead of ``pass()``.
- ``take`` (after a 7 on other cards): ``take(v)`` for each value in the pile below the card(s) just played;
  ``context``: ``pile`` (those values), ``refused``: ``just_played`` {card} for the 7 just played when no other 7
  lies below it.
- ``wednesday`` (after three 6s): ``wednesday("top")`` / ``wednesday("bottom")``; ``context``: ``where``
  (``"deck"``, ``"set_aside"``, ``"active"``).

Events (``data``; public unless said):

- ``round_start`` {round, start, opener, normie, hand_size, blocked}; ``dealt`` {seat, cards} private, reveals;
  ``next_character`` {character} (expert: the new top of the character deck shown) reveals.
- ``played`` {seat, cards, top}; ``passed`` {seat}; ``drew`` {seat, card: value if public, else None} (Marilyn)
  and ``drew_card`` {seat, card} private, reveals (a card nobody could know); ``took`` {seat, card} (a 7).
- ``sixes`` {seat}; ``wednesday_moved`` {seat, to: "top" | "bottom", from: "deck" | "set_aside" | "active"}.
- ``cleared`` {seat: who opens, cards: how many went to the blocked deck, ref}; ``revealed`` {character,
  previous} reveals; ``reshuffled`` {count} (the character deck).
- ``round_end`` {round, seat: who emptied the hand, points, totals, hands} reveals;
  ``match_end`` {winners, totals, tie_break: None | "cards" | "shared"}.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

from cardtable.engine.base import (
    DROPPED_EVENTS,
    JSON,
    Action,
    Decision,
    Event,
    IllegalActionError,
    OptionsError,
    Outcome,
    Refusal,
    SeededRng,
    State,
)
from cardtable.engine.wednesday.cards import (
    AGAIN,
    CHARACTER,
    CHARACTER_IDS,
    DECK,
    HAND_SIZE,
    NO_CHARACTER,
    NORMIE,
    ROUNDS,
    SIX,
    SIXES_NEEDED,
    TAKE,
    VALUES,
    WEDNESDAY,
    Character,
)

GAME_ID = "wednesday"

TURN, AGAIN_STEP, TAKE_STEP, MOVE = "turn", "again", "take", "wednesday"
PLAY, PAIR, SIXES, PASS, STOP, TAKE_KIND = "play", "pair", "sixes", "pass", "stop", "take"
TOP, BOTTOM = "top", "bottom"

_PLAY = {v: Action(PLAY, (v,)) for v in VALUES}
_PAIR = {v: Action(PAIR, (v,)) for v in VALUES}
_TAKE = {v: Action(TAKE_KIND, (v,)) for v in VALUES}
_SIXES = Action(SIXES)
_PASS = Action(PASS)
_STOP = Action(STOP)
_MOVES = (Action(MOVE, (TOP,)), Action(MOVE, (BOTTOM,)))


_NORMIE_FIRST: tuple[str, dict[str, JSON]] = ("normie_first", {})
_RULES: dict[tuple[str | None, int | None, int | None], tuple[tuple[str, dict[str, JSON]] | None, ...]] = {}


def _rule(active: str | None, top: int | None, ref: int | None) -> tuple[tuple[str, dict[str, JSON]] | None, ...]:
    """Per value 0–12 (0 unused): the character's refusal of that card on ``top`` with ``ref``, or None where it may
    be played (:meth:`Character.refusal`), remembered per (character, top, ref)."""
    key = (active, top, ref)
    found = _RULES.get(key)
    if found is None:
        c = NO_CHARACTER if active is None else CHARACTER[active]
        found = _RULES[key] = (None, *(c.refusal(v, top, ref) for v in VALUES))
    return found


class WednesdayOptions(BaseModel):
    """Options: ``expert`` — the expert version: the next character card is always visible (``wednesday.md``,
    Expert version [house rule])."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    expert: bool = False


class WednesdayState(State, SeededRng):
    """A match of Wednesday. Build it with :func:`new_game` (or ``GAME.new_game``).

    Read-only for callers (tests, the AI's playout policy reads them through the accessors below): ``hands`` (per
    seat, sorted values), ``pile`` (values, first played first), ``top`` (the value to beat, None on an empty pile),
    ``ref``, ``active`` (character id or None), ``set_aside``, ``character_deck`` (ids, top first), ``blocked``
    (values, top first), ``thing`` (who played last and opens after a clearing), ``current``, ``phase``, ``totals``.
    """

    __slots__ = (
        "_actions",
        "_decision",
        "_log",
        "_outcome",
        "_rng",
        "_rng_shared",
        "active",
        "blocked",
        "blocked_face_up",
        "blocked_known",
        "character_deck",
        "character_known",
        "current",
        "expert",
        "game_id",
        "hands",
        "history",
        "just_played",
        "known",
        "last_cards",
        "normie_open",
        "num_players",
        "opening",
        "passes",
        "phase",
        "pile",
        "ref",
        "resume",
        "round",
        "round_points",
        "seed",
        "set_aside",
        "start_seat",
        "thing",
        "top",
        "totals",
    )

    game_id: str
    num_players: int
    seed: int
    history: list[Action]
    expert: bool
    round: int
    totals: list[int]
    round_points: list[list[int]]  # per finished round, per seat
    last_cards: list[int]  # cards left per seat at the end of the latest round (tie rule)
    hands: list[list[int]]  # sorted values
    known: list[list[int]]  # per seat: values publicly known to be in that hand (a 7's take, a public draw)
    pile: list[int]
    top: int | None
    ref: int | None
    blocked: list[int]  # top first
    blocked_known: list[bool]  # public or not, per blocked card
    blocked_face_up: list[bool]  # shown face up on the table, per blocked card: a cleared pile's (not three 6s)
    character_deck: list[str]  # top first
    character_known: list[bool]  # publicly known position (Wednesday moved; expert: the top)
    active: str | None
    set_aside: list[str]
    thing: int
    current: int
    phase: str | None
    resume: str  # the step to go back to after the Wednesday move
    just_played: int  # cards of the latest play (1, or 2 for a pair): a 7's take may not take them
    passes: int
    opening: bool  # the round's first play
    normie_open: bool  # ... and it must be a Normie
    start_seat: int
    _decision: Decision | None
    _actions: tuple[Action, ...] | None  # the legal actions, computed once per step
    _rng: random.Random | None
    _rng_shared: bool
    _outcome: Outcome | None
    _log: list[Event]

    # --- construction ---------------------------------------------------------------------------------------------
    @classmethod
    def blank(cls, num_players: int, seed: int, expert: bool) -> WednesdayState:
        """An empty match (no round dealt): for :func:`new_game` and the determinizer."""
        s = object.__new__(cls)
        s.game_id = GAME_ID
        s.num_players = num_players
        s.seed = seed
        s.history = []
        s.expert = expert
        s.round = 0
        s.totals = [0] * num_players
        s.round_points = []
        s.last_cards = [0] * num_players
        s.hands = [[] for _ in range(num_players)]
        s.known = [[] for _ in range(num_players)]
        s.pile = []
        s.top = None
        s.ref = None
        s.blocked = []
        s.blocked_known = []
        s.blocked_face_up = []
        s.character_deck = []
        s.character_known = []
        s.active = None
        s.set_aside = []
        s.thing = 0
        s.current = 0
        s.phase = TURN
        s.resume = TURN
        s.just_played = 0
        s.passes = 0
        s.opening = True
        s.normie_open = False
        s.start_seat = 0
        s._decision = None
        s._actions = None
        s._reset_rng()
        s._outcome = None
        s._log = []
        return s

    def _deal(self, cards: Sequence[int] | None, characters: Sequence[str] | None, ev: list[Event]) -> None:
        """Set up round ``self.round`` from ``self.start_seat`` (``wednesday.md``, Setup and Play): ``cards`` /
        ``characters`` in dealing order, or shuffled with the match's generator when None."""
        n = self.num_players
        rng = self._own_rng()
        deck = list(cards) if cards is not None else rng.sample(DECK, len(DECK))
        chars = list(characters) if characters is not None else rng.sample(CHARACTER_IDS, len(CHARACTER_IDS))
        k = HAND_SIZE[n]
        self.hands = [sorted(deck[q * k : (q + 1) * k]) for q in range(n)]
        self.known = [[] for _ in range(n)]
        self.blocked = deck[n * k :]
        self.blocked_known = [False] * len(self.blocked)
        self.blocked_face_up = [False] * len(self.blocked)
        self.character_deck = chars
        self.character_known = [False] * len(chars)
        self.active = None
        self.set_aside = []
        self.pile = []
        self.top = None
        self.ref = None
        self.passes = 0
        self.just_played = 0
        self.opening = True
        start = self.start_seat
        holder = next((s for s in ((start + i) % n for i in range(n)) if NORMIE in self.hands[s]), None)
        self.normie_open = holder is not None
        opener = start if holder is None else holder
        self.thing = self.current = opener
        self.phase = TURN
        ev.append(
            Event(
                "round_start",
                {
                    "round": self.round,
                    "start": start,
                    "opener": opener,
                    "normie": self.normie_open,
                    "hand_size": k,
                    "blocked": len(self.blocked),
                },
            )
        )
        for q in range(n):
            ev.append(Event("dealt", {"seat": q, "cards": list(self.hands[q])}, frozenset({q}), True))
        self._show_next(ev)

    def _show_next(self, ev: list[Event]) -> None:
        """Expert version: the top of the character deck is always face up (``wednesday.md``, Expert version)."""
        if self.expert and self.character_deck and not self.character_known[0]:
            self.character_known[0] = True
            ev.append(Event("next_character", {"character": self.character_deck[0]}, None, True))

    # --- the contract -----------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase is None else self.current

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def round_index(self) -> int:
        return self.round

    def scores(self) -> tuple[float, ...]:
        """Total points per seat so far (lowest wins)."""
        return tuple(float(t) for t in self.totals)

    @property
    def character(self) -> Character:
        """The rule in force: the active character's, or the plain rule before the first clearing of a round."""
        return NO_CHARACTER if self.active is None else CHARACTER[self.active]

    def decision(self) -> Decision | None:
        d = self._decision
        if d is None and self.phase is not None:
            d = self._decision = self._build_decision()
        return d

    def legal_actions(self) -> tuple[Action, ...]:
        actions = self._actions
        if actions is None:
            actions = self._actions = self._legal() if self.phase is not None else ()
        return actions

    def _why(self, value: int) -> tuple[str, dict[str, JSON]] | None:
        """Why a card of ``value`` may not be played now (``None``: it may); see :func:`_rule`."""
        if self.opening and self.normie_open and value != NORMIE:
            return _NORMIE_FIRST
        return _rule(self.active, self.top, self.ref)[value]

    def _legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase == TAKE_STEP:
            return tuple(_TAKE[v] for v in sorted(set(self.pile[: -self.just_played])))
        if phase == MOVE:
            return _MOVES
        c = self.character
        hand = self.hands[self.current]
        actions: list[Action] = []
        pairs: list[Action] = []
        rule = _rule(self.active, self.top, self.ref)
        normie_only = self.opening and self.normie_open
        previous = 0
        for v in hand:
            if v == previous:
                if c.pairs and (not pairs or pairs[-1] is not _PAIR[v]) and actions and actions[-1] is _PLAY[v]:
                    pairs.append(_PAIR[v])
                continue
            previous = v
            if rule[v] is None and (v == NORMIE or not normie_only):
                actions.append(_PLAY[v])
        actions.extend(pairs)
        if c.effects and hand.count(SIX) >= SIXES_NEEDED:
            actions.append(_SIXES)
        if phase == AGAIN_STEP:
            actions.append(_STOP)
        elif not self.opening:
            actions.append(_PASS)
        return tuple(actions)

    def _build_decision(self) -> Decision:
        phase = self.phase
        assert phase is not None
        me = self.current
        actions = self.legal_actions()
        if phase == TAKE_STEP:
            played = self.pile[-1]
            stays: list[JSON] = []
            if _TAKE[played] not in actions:  # the 7 (or pair of 7s) just played is not the pile's to give
                stays.append(Refusal(_TAKE[played], "just_played", {"card": played}).to_json())
            return Decision(me, phase, actions, {"pile": [int(a.args[0]) for a in actions], "refused": stays})
        if phase == MOVE:
            return Decision(me, phase, actions, {"where": self._wednesday_place()})
        c = self.character
        hand = self.hands[me]
        refused: list[JSON] = []
        for v in dict.fromkeys(hand):
            why = self._why(v)
            if why is not None:
                refused.append(Refusal(_PLAY[v], why[0], why[1]).to_json())
                if c.pairs and hand.count(v) >= 2:
                    refused.append(Refusal(_PAIR[v], why[0], why[1]).to_json())
        if not c.effects and hand.count(SIX) >= SIXES_NEEDED:
            refused.append(Refusal(_SIXES, "effects_off", {"character": c.id}).to_json())
        context: dict[str, JSON] = {
            "hand": list(hand),
            "top": self.top,
            "character": self.active,
            "ref": self.ref,
            "opening": self.opening,
            "normie": self.opening and self.normie_open,
            "refused": refused,
        }
        return Decision(me, phase, actions, context)

    def _wednesday_place(self) -> str:
        if self.active == WEDNESDAY:
            return "active"
        return "set_aside" if WEDNESDAY in self.set_aside else "deck"

    def apply(self, action: Action) -> list[Event]:
        """Perform ``action`` for the seat to move; return the events it caused. Raises
        :class:`IllegalActionError` (state unchanged) with the reason when it is not legal now."""
        if self.phase is None:
            raise IllegalActionError("the match is over", action)
        if action not in self.legal_actions():
            d = self.decision()
            assert d is not None
            raise IllegalActionError(self._illegal_reason(d, action), action)
        ev: list[Event] = []
        self._do(action, ev)
        self._log.extend(ev)
        return ev

    def fast_apply(self, action: Action) -> None:
        """:meth:`apply` for search: ``action`` must be one of the legal actions (not checked); the events made on
        the way are dropped, not logged (the State reached is otherwise the one :meth:`apply` reaches; the
        conformance kit checks it)."""
        self._do(action, DROPPED_EVENTS)

    def _do(self, action: Action, ev: list[Event]) -> None:
        kind = action.kind
        if kind in (PLAY, PAIR):
            value = int(action.args[0])
            self._play(value, 2 if kind == PAIR else 1, ev)
        elif kind == PASS:
            self._pass(ev)
        elif kind == STOP:
            self._next_player()
        elif kind == SIXES:
            self._sixes(ev)
        elif kind == TAKE_KIND:
            self._take(int(action.args[0]), ev)
        else:
            self._move_wednesday(str(action.args[0]), ev)
        self._decision = None
        self._actions = None
        self.history.append(action)

    def _illegal_reason(self, d: Decision, action: Action) -> str:
        for r in d.refusals:
            if r.action == action:
                return f"{r.key} {dict(r.data)}"
        kinds = sorted({a.kind for a in d.actions})
        if action.kind not in kinds:
            return f"seat {d.player} must choose one of {', '.join(kinds)}, not {action.kind!r}"
        return f"{action} is not among the choices of seat {d.player} now"

    # --- the moves --------------------------------------------------------------------------------------------------
    def _remove_from_hand(self, seat: int, value: int, count: int) -> None:
        hand = self.hands[seat]
        known = self.known[seat]
        for _ in range(count):
            hand.remove(value)
            if value in known:
                known.remove(value)

    def _add_to_hand(self, seat: int, value: int, public: bool) -> None:
        hand = self.hands[seat]
        hand.append(value)
        hand.sort()
        if public:
            self.known[seat].append(value)
            self.known[seat].sort()

    def _play(self, value: int, count: int, ev: list[Event]) -> None:
        """``wednesday.md``, Play and Cursed cards: the card(s) go on the pile; a 2 may play again, a 7 takes."""
        me = self.current
        c = self.character
        self._remove_from_hand(me, value, count)
        self.pile.extend([value] * count)
        if not (c.normie_anywhere and value == NORMIE and self.top is not None):
            self.top = value
        self.thing = me
        self.passes = 0
        self.opening = False
        self.just_played = count
        ev.append(Event("played", {"seat": me, "cards": [value] * count, "top": self.top}))
        if c.effects and value == TAKE and len(self.pile) > count:
            self.phase = TAKE_STEP
            return
        if not self.hands[me]:
            self._end_round(me, ev)
            return
        if c.effects and value == AGAIN:
            self.phase = AGAIN_STEP
            return
        self._next_player()

    def _next_player(self) -> None:
        self.current = (self.current + 1) % self.num_players
        self.phase = TURN

    def _take(self, value: int, ev: list[Event]) -> None:
        me = self.current
        below = self.pile[: -self.just_played]
        i = len(below) - 1 - below[::-1].index(value)
        del self.pile[i]
        self._add_to_hand(me, value, True)
        ev.append(Event("took", {"seat": me, "card": value}))
        self._next_player()

    def _pass(self, ev: list[Event]) -> None:
        """``wednesday.md``, Play: passing; the clearing when every other player has passed in a row."""
        me = self.current
        ev.append(Event("passed", {"seat": me}))
        if self.character.pass_draw and self.blocked:
            card = self.blocked.pop(0)
            public = self.blocked_known.pop(0)
            self.blocked_face_up.pop(0)
            self._add_to_hand(me, card, public)
            ev.append(Event("drew", {"seat": me, "card": card if public else None}))
            if not public:
                ev.append(Event("drew_card", {"seat": me, "card": card}, frozenset({me}), True))
        self.passes += 1
        n = self.num_players
        if self.passes >= (n - 1 if self.pile else n):
            self._clear(ev)
        else:
            self._next_player()

    def _clear(self, ev: list[Event]) -> None:
        """The pile goes onto the blocked deck (turned over: its first card on top), the next character is revealed
        (the previous one set aside; the deck reshuffled when it runs out) and the player holding Thing opens."""
        cleared = len(self.pile)
        if self.pile:
            self.ref = self.top
            self.blocked[:0] = self.pile
            self.blocked_known[:0] = [True] * cleared
            self.blocked_face_up[:0] = [True] * cleared
            self.pile = []
            self.top = None
        previous = self.active
        if previous is not None:
            self.set_aside.append(previous)
        ev.append(Event("cleared", {"seat": self.thing, "cards": cleared, "ref": self.ref}))
        self.active = self.character_deck.pop(0)
        self.character_known.pop(0)
        ev.append(Event("revealed", {"character": self.active, "previous": previous}, None, True))
        if not self.character_deck:
            rng = self._own_rng()
            self.character_deck = rng.sample(self.set_aside, len(self.set_aside))
            self.character_known = [False] * len(self.character_deck)
            self.set_aside = []
            ev.append(Event("reshuffled", {"count": len(self.character_deck)}))
        self._show_next(ev)
        self.passes = 0
        self.current = self.thing
        self.phase = TURN

    def _sixes(self, ev: list[Event]) -> None:
        """Three 6s onto the blocked deck, then the Wednesday move (``wednesday.md``, Cursed cards: 6)."""
        me = self.current
        self._remove_from_hand(me, SIX, SIXES_NEEDED)
        self.blocked[:0] = [SIX] * SIXES_NEEDED
        self.blocked_known[:0] = [True] * SIXES_NEEDED
        self.blocked_face_up[:0] = [False] * SIXES_NEEDED  # face down (wednesday.md, Cursed cards: 6)
        ev.append(Event("sixes", {"seat": me}))
        if not self.hands[me]:
            self._end_round(me, ev)
            return
        assert self.phase is not None
        self.resume = self.phase
        self.phase = MOVE

    def _move_wednesday(self, to: str, ev: list[Event]) -> None:
        where = self._wednesday_place()
        if where == "active":
            self.active = None
        elif where == "set_aside":
            self.set_aside.remove(WEDNESDAY)
        else:
            i = self.character_deck.index(WEDNESDAY)
            del self.character_deck[i]
            del self.character_known[i]
        if to == TOP:
            self.character_deck.insert(0, WEDNESDAY)
            self.character_known.insert(0, True)
        else:
            self.character_deck.append(WEDNESDAY)
            self.character_known.append(True)
        ev.append(Event("wednesday_moved", {"seat": self.current, "to": to, "from": where}))
        self._show_next(ev)
        self.phase = self.resume

    def _end_round(self, winner: int, ev: list[Event]) -> None:
        """``wednesday.md``, End of round and scoring: 0 for the emptied hand, the hand's values for the others; after
        five rounds the lowest total wins (tie: fewer cards left in round 5, then a shared victory)."""
        n = self.num_players
        points = [0 if q == winner else sum(self.hands[q]) for q in range(n)]
        for q in range(n):
            self.totals[q] += points[q]
        self.round_points.append(points)
        self.last_cards = [len(h) for h in self.hands]
        ev.append(
            Event(
                "round_end",
                {
                    "round": self.round,
                    "seat": winner,
                    "points": points,
                    "totals": list(self.totals),
                    "hands": [list(h) for h in self.hands],
                },
                None,
                True,
            )
        )
        if self.round == ROUNDS - 1:
            best = min(self.totals)
            tied = [q for q in range(n) if self.totals[q] == best]
            tie_break: str | None = None
            if len(tied) > 1:
                fewest = min(self.last_cards[q] for q in tied)
                tied = [q for q in tied if self.last_cards[q] == fewest]
                tie_break = "cards" if len(tied) == 1 else "shared"
            self.phase = None
            self._outcome = Outcome(tuple(tied), self.scores(), "lowest")
            ev.append(Event("match_end", {"winners": tied, "totals": list(self.totals), "tie_break": tie_break}))
            return
        self._remember_round_end(_close_round)
        high = max(self.totals)
        self.start_seat = next(s for s in ((self.start_seat + i) % n for i in range(n)) if self.totals[s] == high)
        self.round += 1
        self._deal(None, None, ev)

    # --- copies and information -------------------------------------------------------------------------------------
    def clone(self) -> WednesdayState:
        s = object.__new__(WednesdayState)
        s.game_id = self.game_id
        s.num_players = self.num_players
        s.seed = self.seed
        s.history = self.history[:]
        s.expert = self.expert
        s.round = self.round
        s.totals = self.totals[:]
        s.round_points = [p[:] for p in self.round_points]
        s.last_cards = self.last_cards[:]
        s.hands = [h[:] for h in self.hands]
        s.known = [k[:] for k in self.known]
        s.pile = self.pile[:]
        s.top = self.top
        s.ref = self.ref
        s.blocked = self.blocked[:]
        s.blocked_known = self.blocked_known[:]
        s.blocked_face_up = self.blocked_face_up[:]
        s.character_deck = self.character_deck[:]
        s.character_known = self.character_known[:]
        s.active = self.active
        s.set_aside = self.set_aside[:]
        s.thing = self.thing
        s.current = self.current
        s.phase = self.phase
        s.resume = self.resume
        s.just_played = self.just_played
        s.passes = self.passes
        s.opening = self.opening
        s.normie_open = self.normie_open
        s.start_seat = self.start_seat
        s._decision = self._decision
        s._actions = self._actions
        self._share_rng(s)
        s._outcome = self._outcome
        s._log = self._log[:]
        return s

    def event_log(self) -> list[Event]:
        return list(self._log)

    def observation(self, player: int) -> dict[str, JSON]:
        """Seat ``player``'s information set: the common keys plus ``expert``, ``hand`` (its sorted values),
        ``hand_sizes``, ``known_hands`` (per seat, values publicly known to be in that hand: a 7's take, a draw of a
        public card), ``pile`` (first played first), ``top``, ``ref``, ``character`` (in force, or None),
        ``set_aside``, ``character_deck`` (top first: the id where its position is public, else None),
        ``blocked`` (top first: the value where it is public — cleared piles, three 6s — else None),
        ``blocked_face_up`` (top first: whether the table shows the card face up — a cleared pile's, an app choice;
        three 6s lie face down, ``wednesday.md``, Cursed cards: 6), ``thing``,
        ``current``, ``phase``, ``resume``, ``just_played``, ``passes``, ``opening``, ``normie_open``,
        ``start_seat``, ``round_points`` (the score pad: per finished round, per seat) and ``last_cards``."""
        o = self.common_observation(player)
        o.update(self._public())
        o["hand"] = list(self.hands[player])
        return o

    def _public(self) -> dict[str, JSON]:
        return {
            "expert": self.expert,
            "hand_sizes": [len(h) for h in self.hands],
            "known_hands": [k[:] for k in self.known],
            "pile": self.pile[:],
            "top": self.top,
            "ref": self.ref,
            "character": self.active,
            "set_aside": self.set_aside[:],
            "character_deck": [
                c if k else None for c, k in zip(self.character_deck, self.character_known, strict=True)
            ],
            "blocked": [v if k else None for v, k in zip(self.blocked, self.blocked_known, strict=True)],
            "blocked_face_up": self.blocked_face_up[:],
            "thing": self.thing,
            "current": self.current,
            "phase": self.phase,
            "resume": self.resume,
            "just_played": self.just_played,
            "passes": self.passes,
            "opening": self.opening,
            "normie_open": self.normie_open,
            "start_seat": self.start_seat,
            "round_points": [p[:] for p in self.round_points],
            "last_cards": self.last_cards[:],
        }

    def spectator_view(self, player: int) -> dict[str, JSON]:
        """Seat ``player``'s observation plus ``hands`` (every hand), ``blocked_cards`` and ``character_cards`` (the
        whole decks, top first) and every event."""
        view = self.observation(player)
        view["log"] = [e.to_json() for e in self._log]
        view["hands"] = [list(h) for h in self.hands]
        view["blocked_cards"] = self.blocked[:]
        view["character_cards"] = self.character_deck[:]
        return view


def _close_round(state: State) -> None:
    """The round-end copy (:meth:`State.round_end_observation`) has no decision pending."""
    assert isinstance(state, WednesdayState)
    state.phase = None
    state._decision = None
    state._actions = None


def new_game(players: int, seed: int, options: Any = None, deck: Sequence[Any] | None = None) -> WednesdayState:
    """A new match of ``players`` (2–6) seeded with ``seed``. ``options``: :class:`WednesdayOptions`. ``deck``
    (tests): the first round's cursed cards as ints in dealing order (each seat's hand in turn, seat 0 first, then
    the blocked deck top first; all 42) and optionally the 9 character ids as strings (the character deck, top
    first); the first round's search for the opener then starts at seat 0. Later rounds are shuffled with ``seed``.
    Raises :class:`OptionsError` for a bad player count or deck."""
    if players not in HAND_SIZE:
        raise OptionsError(f"Wednesday is for 2–6 players, not {players}")
    opts = options if isinstance(options, WednesdayOptions) else WednesdayOptions.model_validate(options or {})
    s = WednesdayState.blank(players, seed, opts.expert)
    cards: list[int] | None = None
    characters: list[str] | None = None
    if deck is not None:
        cards = [c for c in deck if isinstance(c, int)]
        characters = [c for c in deck if isinstance(c, str)] or None
        if sorted(cards) != sorted(DECK):
            raise OptionsError("a Wednesday deck holds the 42 cursed cards")
        if characters is not None and sorted(characters) != sorted(CHARACTER_IDS):
            raise OptionsError("a Wednesday character deck holds the 9 characters")
        s.start_seat = 0
    else:
        s.start_seat = s._own_rng().randrange(players)
    ev: list[Event] = []
    s._deal(cards, characters, ev)
    s._log.extend(ev)
    return s
