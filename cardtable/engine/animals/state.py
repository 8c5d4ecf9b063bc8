"""The Power-Hungry Animals rule engine (rules: ``shared/rules/animals.md``; every section cited below is from it).

A :class:`AnimalsState` is a whole match: rounds are played until a seat holds enough tokens.

Seats are 0..n-1; clockwise is increasing seat number (seat n-1 is followed by seat 0).

How the rules are read (``animals.md``; the [interpretation] items exactly as written there):

- The Sorcerer Snake may target yourself; when every other player is protected it must [interpretation].
- Later rounds are started by the previous round's winner [interpretation]; after a shared win, by the tied winner
  nearest clockwise from the previous starter, that starter itself first.
- Showdown ties: the highest single card in the played row wins; then the rows are compared card by card from the
  highest down (a card beats no card); completely equal rows share the win, each tied player gets a token
  [interpretation]. When several seats reach the winning token count at once they share the match win.
- A played row holds every card put face up in front of the seat: cards it played, a card a Snake made it discard,
  and the card turned face up when it was eliminated.
- The player who draws the last card still plays its turn; the round ends after it (End of round (b)).
- The Mousetrap's chosen position is secret, like the card; the Flustered Magician deals clockwise from its player.
- Protected seats (Shell Shield) are not offered as targets, keep their card through the Magician and are not
  affected by the Weasel; a card left without a legal target is played with no effect.
- The King Cat put face up for any reason (played, discarded by a Snake) eliminates its holder; it is not "put face
  up" when revealed at the showdown, nor when removed face up at a two-player setup.

Decisions (``Decision.kind`` = the ``Action.kind`` of its actions), always for the seat whose turn it is:

- ``"play"``: ``("play", value)`` — which of your two hand cards to play (one action if both have the same value).
  The draw at the start of a turn is automatic, not a decision.
- ``"target"``: ``("target", seat)`` — the target of a Crystal Ball (1), Silly Rabbit (3), Sorcerer Snake (5) or
  Dervish Crab (8). Only non-eliminated, non-protected seats are offered; the Snake also offers yourself.
- ``"guess"``: ``("guess", value)`` — the value a Crystal Ball names: 0 or 2..10.
- ``"position"``: ``("position", index)`` — where the Mousetrap (2) puts the card it looked at: 0 = top of the
  deck, ``len(deck)`` = bottom (the deck without that card).
- ``"swap"``: ``("swap", "yes")`` or ``("swap", "no")`` — whether the Grave Dog (6) swaps your hand card with the
  set-aside card.

Events (``Event.kind``; data values are seats and card values; ``audience`` None = public):

- ``round_start`` {round, starter, tokens}; ``deal`` {order: seats in dealing order, deck: deck size};
  ``dealt`` {seat, card, source: "deal" | "magician"} private, reveals;
  ``removed_face_up`` {cards} (two players only) public, reveals.
- ``protection_ended`` {seat}; ``draw`` {seat, deck: cards left, source: "deck" | "set_aside"} public and
  ``drew`` {seat, card, source} private, reveals.
- ``played`` {seat, card} public, reveals (a hand card turned face up), known to ``seat``.
- ``no_effect`` {seat, card, reason: "no_target" | "nobody_swaps" | "nobody_unprotected_swaps" | "empty_deck"}
  public; the Weasel's reasons reveal that no other unprotected player holds the King Cat ("nobody_swaps": nobody
  else in the round is protected, so nobody else holds it; "nobody_unprotected_swaps": somebody else is protected,
  and whether they hold it stays hidden).
- ``targeted`` {seat, card, target}.
- ``guessed`` {seat, target, guess, correct} public, reveals (right or wrong tells something about a hand).
- ``compared`` {seat, target, card} private to the Silly Rabbit player, reveals (the target's card);
  ``rabbit`` {seat, target, loser: seat or None} public, reveals.
- ``discarded`` {seat, card, by} (Sorcerer Snake) public, reveals, known to ``seat``.
- ``swapped`` {seat, with, card: 8 or 9} public (reveals for 9: who held the King Cat); ``received``
  {seat, card, from} private to each of the two, reveals.
- ``king_cat_found`` {seat} public, reveals: after a Weasel swap everybody knows who holds the King Cat.
- ``magician`` {seat, returned: seats whose card went to the deck, kept: protected seats}; then ``dealt``.
- ``looked`` {seat, card, where: "set_aside" | "deck", position} private, reveals (Grave Dog, Mousetrap).
- ``grave_dog`` {seat, swapped, hand} private; ``grave_dog_done`` {seat} public.
- ``put_back`` {seat, card, position, bottom: the last place of a deck of two or more (left out when the card was
  the whole deck)} private; ``mousetrap_done`` {seat} public (the position stays secret).
- ``protected`` {seat}.
- ``eliminated`` {seat, reason: "king_cat" | "crystal_ball" | "rabbit", card: the hand card turned face up, or None
  when the hand was empty} public, reveals, known to ``seat``.
- ``round_end`` {round, winners, reason: "last_standing" | "showdown", hands: per seat the revealed card or None,
  king_cat_beaten: seat or None, tie_break: None | "played_high" | "played_rows" | "shared", played: the played
  rows per seat} public, reveals at a showdown.
- ``token`` {seat, tokens}; ``match_end`` {winners, tokens}.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from cardtable.engine.animals.cards import (
    CARD_VALUE,
    COPIES,
    CRYSTAL_BALL,
    DERVISH_CRAB,
    FLUSTERED_MAGICIAN,
    GRAVE_DOG,
    GUESSABLE,
    KING_CAT,
    KING_CAT_ID,
    MOUSETRAP,
    NUM_CARDS,
    ROYAL_BROOMBOT,
    SHELL_SHIELD,
    SILLY_RABBIT,
    SORCERER_SNAKE,
    VALUES,
    WEASEL,
    card_name,
)
from cardtable.engine.base import (
    JSON,
    Action,
    Caution,
    Decision,
    Event,
    IllegalActionError,
    OptionsError,
    Outcome,
    Refusal,
    SeededRng,
    State,
)

GAME_ID = "animals"

PLAY, TARGET, GUESS, POSITION, SWAP = "play", "target", "guess", "position", "swap"
YES, NO = "yes", "no"

_PLAY_ACTIONS = tuple(Action(PLAY, (v,)) for v in VALUES)
_TARGET_ACTIONS = tuple(Action(TARGET, (s,)) for s in range(6))
_GUESS_ACTIONS = tuple(Action(GUESS, (v,)) for v in GUESSABLE)
_POSITION_ACTIONS = tuple(Action(POSITION, (i,)) for i in range(NUM_CARDS))
_SWAP_ACTIONS = (Action(SWAP, (YES,)), Action(SWAP, (NO,)))
_TARGETED_CARDS = (CRYSTAL_BALL, SILLY_RABBIT, SORCERER_SNAKE, DERVISH_CRAB)


MAX_TOKENS_TO_WIN = 20
"""The largest ``tokens_to_win`` option accepted (not from the rules file, which gives only the defaults)."""


class AnimalsOptions(BaseModel):
    """Options of Power-Hungry Animals.

    - ``first_player``: the seat that starts the first round; ``None`` = chosen at random with the seed
      (``animals.md``, Setup 4). Checked against the player count when the match starts (:class:`OptionsError`).
    - ``tokens_to_win``: tokens that win the match, 1 to :data:`MAX_TOKENS_TO_WIN`; ``None`` = 3 with 2–3 players,
      2 with 4–6 (End of game). The rules file states only those two defaults and no range: the upper bound is ours,
      so that a match stays playable (a round takes a few minutes) and the new-game dialog's spin box has a limit.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    first_player: int | None = Field(default=None, ge=0)
    tokens_to_win: int | None = Field(default=None, ge=1, le=MAX_TOKENS_TO_WIN)


_NO_EVENTS: list[Event] = []
"""The event list of :meth:`AnimalsState.fast_apply`, which builds no events (it stays empty)."""


def default_tokens_to_win(num_players: int) -> int:
    """3 tokens with 2–3 players, 2 with 4–6 (``animals.md``, End of game)."""
    return 3 if num_players <= 3 else 2


def _bit(card_id: int) -> int:
    return 1 << card_id


class AnimalsState(State, SeededRng):
    """A match of Power-Hungry Animals. Build it with :func:`new_game` (or ``GAME.new_game``).

    Public attributes (read-only for callers): ``num_players``, ``seed``, ``history``, ``tokens_to_win``,
    ``tokens`` (per seat), ``starter`` (seat that started the current round), ``current`` (seat whose turn it is).
    """

    __slots__ = (
        "_deck",
        "_eliminated",
        "_hands",
        "_known",
        "_known_by",
        "_limbo",
        "_log",
        "_log_prefix",
        "_outcome",
        "_pending_card",
        "_pending_target",
        "_phase",
        "_played",
        "_protected",
        "_quiet",
        "_removed",
        "_rng",
        "_rng_shared",
        "_round",
        "_ruled_out",
        "_set_aside",
        "_unseen_floor",
        "current",
        "game_id",
        "history",
        "num_players",
        "seed",
        "starter",
        "tokens",
        "tokens_to_win",
    )

    game_id: str
    num_players: int
    seed: int
    history: list[Action]
    tokens_to_win: int
    tokens: list[int]
    starter: int
    current: int
    _rng: random.Random | None  # None: not created yet, seeded from ``seed`` on first use
    _rng_shared: bool  # True: another clone may use the same object, copy it before drawing from it
    _round: int
    _hands: list[list[int]]  # card ids; the drawn card is appended
    _played: list[list[int]]  # values, in the order they were put face up
    _deck: list[int]  # card ids, top first
    _set_aside: int  # card id, or -1 once a Sorcerer Snake gave it away
    _removed: list[int]  # values of the two face-up removed cards (two players)
    _eliminated: list[bool]
    _protected: list[bool]
    _known: list[int]  # per seat: bitmask of card ids whose location that seat knows
    _unseen_floor: list[list[int]]  # per seat, per value: fewest copies unseen at a moment it lost track of cards
    _ruled_out: list[int]  # per seat: bitmask of values its hand card cannot have, by public events this round
    _known_by: list[int]  # per seat: bitmask of the other seats known to know its hand card, by public events
    _phase: str | None  # pending decision kind, None once the match is over
    _pending_card: int  # value of the card being resolved (-1 in the play step)
    _pending_target: int  # Crystal Ball target during the guess step (-1 otherwise)
    _limbo: int  # card id a Mousetrap holds while choosing its position (-1 otherwise)
    _outcome: Outcome | None
    _log: list[Event]
    _log_prefix: list[dict[str, JSON]]  # already-JSON events (a determinized state's observed log), shared

    # --- construction ---------------------------------------------------------------------------------------------
    @classmethod
    def _blank(cls, num_players: int, seed: int, tokens_to_win: int) -> AnimalsState:
        s = object.__new__(cls)
        s.game_id = GAME_ID
        s.num_players = num_players
        s.seed = seed
        s.history = []
        s.tokens_to_win = tokens_to_win
        s.tokens = [0] * num_players
        s.starter = 0
        s.current = 0
        s._reset_rng()
        s._round = 0
        s._hands = [[] for _ in range(num_players)]
        s._played = [[] for _ in range(num_players)]
        s._deck = []
        s._set_aside = -1
        s._removed = []
        s._eliminated = [False] * num_players
        s._protected = [False] * num_players
        s._known = [0] * num_players
        s._unseen_floor = [list(COPIES)] * num_players
        s._ruled_out = [0] * num_players
        s._known_by = [0] * num_players
        s._phase = PLAY
        s._pending_card = -1
        s._pending_target = -1
        s._limbo = -1
        s._outcome = None
        s._log = []
        s._log_prefix = []
        s._quiet = False
        return s

    # --- the contract -----------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self._phase is None else self.current

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def round_index(self) -> int:
        return self._round

    def scores(self) -> tuple[float, ...]:
        """Tokens per seat."""
        return tuple(float(t) for t in self.tokens)

    def _targets(self, card: int) -> list[int]:
        """Legal targets for ``card``: other non-eliminated, non-protected seats; the Sorcerer Snake also (first)
        yourself (``animals.md``, A turn 3 [interpretation])."""
        me = self.current
        n = self.num_players
        out = [me] if card == SORCERER_SNAKE else []
        for k in range(1, n):
            s = (me + k) % n
            if not self._eliminated[s] and not self._protected[s]:
                out.append(s)
        return out

    def _refused_targets(self, targets: Sequence[int]) -> list[JSON]:
        """:class:`Refusal` JSON for each seat the pending card may not target, with the reason key: ``"self"``
        (only the Sorcerer Snake may choose its player), ``"eliminated"``, ``"protected"`` (Shell Shield); data
        ``seat`` (``animals.md``, A turn 3)."""
        out: list[JSON] = []
        for s in range(self.num_players):
            if s in targets:
                continue
            key = "self" if s == self.current else "eliminated" if self._eliminated[s] else "protected"
            out.append(Refusal(_TARGET_ACTIONS[s], key, {"seat": s}).to_json())
        return out

    def _cautions(self) -> list[JSON]:
        """:class:`Caution` JSON for the choices that would put the King Cat face up in front of the seat to move,
        which eliminates them (``animals.md``, Cards, King Cat): playing it, or the Sorcerer Snake on yourself while
        your other card is the King Cat; none where every choice puts you out (the Snake with nobody else to aim
        at). Key ``"eliminates_you"``, data ``card`` (the card played)."""
        me = self.current
        hand = [CARD_VALUE[c] for c in self._hands[me]]
        if self._phase == PLAY and KING_CAT in hand and len(set(hand)) > 1:
            (other,) = set(hand) - {KING_CAT}
            if other == SORCERER_SNAKE and self._targets(SORCERER_SNAKE) == [me]:
                return []  # the Snake can only be aimed at you: either card puts you out, there is nothing to spare
            return [Caution(_PLAY_ACTIONS[KING_CAT], "eliminates_you", {"card": KING_CAT}).to_json()]
        if self._phase == TARGET and self._pending_card == SORCERER_SNAKE and hand == [KING_CAT]:
            if self._targets(SORCERER_SNAKE) == [me]:
                return []  # no other target
            return [Caution(_TARGET_ACTIONS[me], "eliminates_you", {"card": SORCERER_SNAKE}).to_json()]
        return []

    def legal_actions(self) -> tuple[Action, ...]:
        phase = self._phase
        if phase == PLAY:
            first, second = self._hands[self.current]
            a, b = CARD_VALUE[first], CARD_VALUE[second]
            if a == b:
                return (_PLAY_ACTIONS[a],)
            return (_PLAY_ACTIONS[a], _PLAY_ACTIONS[b]) if a < b else (_PLAY_ACTIONS[b], _PLAY_ACTIONS[a])
        if phase == TARGET:
            return tuple(_TARGET_ACTIONS[s] for s in self._targets(self._pending_card))
        if phase == GUESS:
            return _GUESS_ACTIONS
        if phase == POSITION:
            return _POSITION_ACTIONS[: len(self._deck) + 1]
        if phase == SWAP:
            return _SWAP_ACTIONS
        return ()

    fast_actions = legal_actions
    """:meth:`State.fast_actions` is :meth:`legal_actions` itself: they are built without the Decision already."""

    def decision(self) -> Decision | None:
        """The pending decision; ``context`` holds what the prompt needs (see the module docstring for kinds):
        play: ``hand`` (values), ``cautions`` (:meth:`_cautions`); target: ``card``, ``targets``, ``refused`` (the
        other seats, see :meth:`_refused_targets`), ``cautions``; guess: ``card``, ``target``; position: ``card``,
        ``seen`` (the card looked at), ``deck`` (deck size without it); swap: ``card``, ``seen`` (the set-aside
        card), ``hand`` (your hand card)."""
        phase = self._phase
        if phase is None:
            return None
        me = self.current
        ctx: dict[str, JSON]
        if phase == PLAY:
            ctx = {"hand": [CARD_VALUE[c] for c in self._hands[me]], "cautions": self._cautions()}
        elif phase == TARGET:
            targets = self._targets(self._pending_card)
            ctx = {
                "card": self._pending_card,
                "targets": targets,
                "refused": self._refused_targets(targets),
                "cautions": self._cautions(),
            }
        elif phase == GUESS:
            ctx = {"card": CRYSTAL_BALL, "target": self._pending_target}
        elif phase == POSITION:
            ctx = {"card": MOUSETRAP, "seen": CARD_VALUE[self._limbo], "deck": len(self._deck)}
        else:
            ctx = {"card": GRAVE_DOG, "seen": CARD_VALUE[self._set_aside], "hand": CARD_VALUE[self._hands[me][0]]}
        return Decision(me, phase, self.legal_actions(), ctx)

    def apply(self, action: Action) -> list[Event]:
        """Perform ``action`` for the seat to move; return the events it caused.

        Raises :class:`IllegalActionError` (state unchanged) with the reason when the action is not legal now.
        """
        if action not in self.legal_actions():
            raise IllegalActionError(self._illegal_reason(action), action)
        ev: list[Event] = []
        phase = self._phase
        arg = action.args[0]
        assert isinstance(arg, int) or phase == SWAP
        if phase == PLAY:
            self._play(int(arg), ev)
        elif phase == TARGET:
            self._on_target(int(arg), ev)
        elif phase == GUESS:
            self._on_guess(int(arg), ev)
        elif phase == POSITION:
            self._on_position(int(arg), ev)
        else:
            self._on_swap(arg == YES, ev)
        self.history.append(action)
        self._log.extend(ev)
        return ev

    def fast_apply(self, action: Action) -> None:
        """:meth:`apply` for search: ``action`` must be legal (not checked, so the legal actions are not built a
        second time); no events or log entries are built (the state reached is otherwise the one :meth:`apply`
        reaches; the conformance kit checks it)."""
        phase = self._phase
        arg = action.args[0]
        self._quiet = True
        try:
            if phase == PLAY:
                self._play(int(arg), _NO_EVENTS)
            elif phase == TARGET:
                self._on_target(int(arg), _NO_EVENTS)
            elif phase == GUESS:
                self._on_guess(int(arg), _NO_EVENTS)
            elif phase == POSITION:
                self._on_position(int(arg), _NO_EVENTS)
            else:
                self._on_swap(arg == YES, _NO_EVENTS)
        finally:
            self._quiet = False
        self.history.append(action)

    def _illegal_reason(self, action: Action) -> str:
        phase = self._phase
        if phase is None:
            return "the match is over"
        if action.kind != phase:
            return f"seat {self.current} must make a {phase!r} decision, not {action.kind!r}"
        if len(action.args) != 1:
            return f"a {phase!r} action takes exactly one argument"
        arg = action.args[0]
        if phase == SWAP:
            return f"the Grave Dog answer must be {YES!r} or {NO!r}"
        if not isinstance(arg, int):
            return f"a {phase!r} action takes a number"
        if phase == PLAY:
            if arg not in VALUES:
                return f"there is no card of value {arg}"
            return f"seat {self.current} does not hold a {card_name(arg)}"
        if phase == TARGET:
            card = card_name(self._pending_card)
            if not 0 <= arg < self.num_players:
                return f"there is no seat {arg}"
            if arg == self.current:
                return f"the {card} cannot target yourself"
            if self._eliminated[arg]:
                return f"seat {arg} is eliminated"
            return f"seat {arg} is protected by the Shell Shield"
        if phase == GUESS:
            if arg == CRYSTAL_BALL:
                return "the Crystal Ball cannot name 1"
            return f"there is no card of value {arg}"
        return f"the position must be between 0 (top) and {len(self._deck)} (bottom)"

    # --- turn flow --------------------------------------------------------------------------------------------------
    def _start_round(self, order: Sequence[int] | None, ev: list[Event]) -> None:
        """Deal a round (``animals.md``, Setup): ``order`` is the card ids top first, or None to shuffle."""
        n = self.num_players
        if order is None:
            cards = list(range(NUM_CARDS))
            self._own_rng().shuffle(cards)
        else:
            cards = list(order)
        self._hands = [[] for _ in range(n)]
        self._played = [[] for _ in range(n)]
        self._eliminated = [False] * n
        self._protected = [False] * n
        self._known = [0] * n
        self._unseen_floor = [list(COPIES)] * n
        self._ruled_out = [0] * n
        self._known_by = [0] * n
        self._phase = PLAY
        self._pending_card = self._pending_target = self._limbo = -1
        seats = [(self.starter + k) % n for k in range(n)]
        if not self._quiet:
            ev.append(
                Event("round_start", {"round": self._round, "starter": self.starter, "tokens": list(self.tokens)})
            )
        for i, s in enumerate(seats):
            self._hands[s].append(cards[i])
            self._known[s] = _bit(cards[i])
        self._set_aside = cards[n]
        rest = n + 1
        self._removed = []
        if n == 2:
            self._removed = [CARD_VALUE[cards[3]], CARD_VALUE[cards[4]]]
            rest = 5
        self._deck = cards[rest:]
        if not self._quiet:
            ev.append(Event("deal", {"order": seats, "deck": len(self._deck)}))
        for s in seats:
            if not self._quiet:
                ev.append(
                    Event(
                        "dealt",
                        {"seat": s, "card": CARD_VALUE[self._hands[s][0]], "source": "deal"},
                        frozenset((s,)),
                        True,
                    )
                )
        if n == 2 and not self._quiet:
            ev.append(Event("removed_face_up", {"cards": list(self._removed)}, None, True))
        self._begin_turn(self.starter, ev)

    def _draw(self, seat: int, ev: list[Event]) -> None:
        """``seat`` takes the top card of the deck, or the set-aside card when the deck is empty (Sorcerer Snake)."""
        if self._deck:
            card = self._deck.pop(0)
            source = "deck"
        else:
            card, self._set_aside = self._set_aside, -1
            source = "set_aside"
        self._hands[seat].append(card)
        self._known[seat] |= _bit(card)
        self._ruled_out[seat] = 0
        self._known_by[seat] = 0  # it now holds two cards: which one they knew is its own secret once it plays
        if not self._quiet:
            ev.append(Event("draw", {"seat": seat, "deck": len(self._deck), "source": source}))
        if not self._quiet:
            ev.append(
                Event("drew", {"seat": seat, "card": CARD_VALUE[card], "source": source}, frozenset((seat,)), True)
            )

    def _begin_turn(self, seat: int, ev: list[Event]) -> None:
        """Start ``seat``'s turn: its protection ends, then it draws (``animals.md``, A turn 1; Protection)."""
        self.current = seat
        if self._protected[seat]:
            self._protected[seat] = False
            if not self._quiet:
                ev.append(Event("protection_ended", {"seat": seat}))
        self._draw(seat, ev)
        self._phase = PLAY
        self._pending_card = self._pending_target = -1

    def _end_turn(self, ev: list[Event]) -> None:
        """End of a turn: the round ends with one player left or an empty deck, else play passes clockwise to the
        next non-eliminated player (``animals.md``, A turn 4; End of round)."""
        n = self.num_players
        alive = [s for s in range(n) if not self._eliminated[s]]
        if len(alive) == 1:
            self._end_round(alive, "last_standing", ev)
        elif not self._deck:
            self._showdown(alive, ev)
        else:
            nxt = self.current
            while True:
                nxt = (nxt + 1) % n
                if not self._eliminated[nxt]:
                    break
            self._begin_turn(nxt, ev)

    def _eliminate(self, seat: int, reason: str, ev: list[Event]) -> None:
        """``seat`` puts its hand card face up in its played row and leaves the round (``animals.md``,
        Elimination)."""
        self._eliminated[seat] = True
        self._protected[seat] = False
        self._known_by[seat] = 0
        hand = self._hands[seat]
        card: int | None = None
        if hand:
            card = CARD_VALUE[hand.pop()]
            self._played[seat].append(card)
        if not self._quiet:
            ev.append(
                Event("eliminated", {"seat": seat, "reason": reason, "card": card}, None, True, frozenset((seat,)))
            )

    def _no_effect(self, reason: str, ev: list[Event]) -> None:
        # The Weasel's "nobody swaps" tells everybody that no other unprotected player holds the King Cat.
        data = {"seat": self.current, "card": self._pending_card, "reason": reason}
        if not self._quiet:
            ev.append(Event("no_effect", data, None, reason in ("nobody_swaps", "nobody_unprotected_swaps")))
        self._end_turn(ev)

    def _play(self, value: int, ev: list[Event]) -> None:
        """Play ``value`` from the hand face up into the played row and resolve it (``animals.md``, A turn 2–3)."""
        me = self.current
        hand = self._hands[me]
        idx = 0 if CARD_VALUE[hand[0]] == value else 1
        gone = hand.pop(idx)
        if CARD_VALUE[hand[0]] == value:
            # Two copies of one value: whoever knew of the played one still knows the hand holds that value.
            kept = _bit(hand[0])
            self._known = [k | kept if k >> gone & 1 else k for k in self._known]
        self._played[me].append(value)
        self._pending_card = value
        if not self._quiet:
            ev.append(Event("played", {"seat": me, "card": value}, None, True, frozenset((me,))))
        if value == KING_CAT:
            # Cards, King Cat: put face up for any reason -> eliminated at once.
            self._eliminate(me, "king_cat", ev)
            self._end_turn(ev)
        elif value == WEASEL:
            self._weasel(ev)
        elif value in _TARGETED_CARDS:
            if self._targets(value):
                self._phase = TARGET
            else:
                self._no_effect("no_target", ev)
        elif value == FLUSTERED_MAGICIAN:
            self._magician(ev)
        elif value == GRAVE_DOG:
            self._grave_dog(ev)
        elif value == SHELL_SHIELD:
            self._protected[me] = True
            if not self._quiet:
                ev.append(Event("protected", {"seat": me}))
            self._end_turn(ev)
        elif value == MOUSETRAP:
            self._mousetrap(ev)
        else:  # Royal Broombot: no effect when played (Cards, Royal Broombot).
            assert value == ROYAL_BROOMBOT
            self._end_turn(ev)

    def _on_target(self, target: int, ev: list[Event]) -> None:
        me, card = self.current, self._pending_card
        if not self._quiet:
            ev.append(Event("targeted", {"seat": me, "card": card, "target": target}))
        if card == CRYSTAL_BALL:
            self._pending_target = target
            self._phase = GUESS
        elif card == SILLY_RABBIT:
            self._rabbit(target, ev)
        elif card == SORCERER_SNAKE:
            self._snake(target, ev)
        else:
            self._swap_hands(target, ev)
            self._end_turn(ev)

    def _on_guess(self, guess: int, ev: list[Event]) -> None:
        """Crystal Ball: a right guess eliminates the target; a wrong one is only announced (Cards, Crystal Ball)."""
        target = self._pending_target
        correct = CARD_VALUE[self._hands[target][0]] == guess
        if not self._quiet:
            ev.append(
                Event(
                    "guessed", {"seat": self.current, "target": target, "guess": guess, "correct": correct}, None, True
                )
            )
        if correct:
            self._eliminate(target, "crystal_ball", ev)
        else:
            self._ruled_out[target] |= _bit(guess)
        self._end_turn(ev)

    def _swap_hands(self, other: int, ev: list[Event]) -> None:
        """Weasel / Dervish Crab: the two hands are exchanged; everybody sees the swap, only the two see the cards
        (``animals.md``, A turn, last paragraph)."""
        me = self.current
        mine, theirs = self._hands[me][0], self._hands[other][0]
        self._hands[me][0], self._hands[other][0] = theirs, mine
        self._known[me] |= _bit(theirs)
        self._known[other] |= _bit(mine)
        out = self._ruled_out
        out[me], out[other] = out[other], out[me]
        # Who knew the cards still knows where they are; each of the two knows the card it gave away.
        by = self._known_by
        by[me], by[other] = (by[other] | _bit(other)) & ~_bit(me), (by[me] | _bit(me)) & ~_bit(other)
        # A Weasel swap tells everybody who held the King Cat.
        card = self._pending_card
        if not self._quiet:
            ev.append(Event("swapped", {"seat": me, "with": other, "card": card}, None, card == WEASEL))
        if not self._quiet:
            ev.append(
                Event("received", {"seat": me, "card": CARD_VALUE[theirs], "from": other}, frozenset((me,)), True)
            )
        if not self._quiet:
            ev.append(
                Event("received", {"seat": other, "card": CARD_VALUE[mine], "from": me}, frozenset((other,)), True)
            )

    def _weasel(self, ev: list[Event]) -> None:
        """Weasel (9): the King Cat holder (not you, not protected) swaps hands with you; else nothing happens."""
        me = self.current
        holder = -1
        for s in range(self.num_players):
            if s != me and not self._eliminated[s] and not self._protected[s] and KING_CAT_ID in self._hands[s]:
                holder = s
        if holder < 0:
            # Public: no other unprotected player in the round holds the King Cat (a protected one may).
            shielded = False
            for s in range(self.num_players):
                if s != me and not self._eliminated[s]:
                    if self._protected[s]:
                        shielded = True
                    else:
                        self._ruled_out[s] |= _bit(KING_CAT)
            self._no_effect("nobody_unprotected_swaps" if shielded else "nobody_swaps", ev)
            return
        self._swap_hands(holder, ev)
        for s in range(self.num_players):
            self._known[s] |= _bit(KING_CAT_ID)
        self._known_by[me] = ((1 << self.num_players) - 1) & ~_bit(me)
        if not self._quiet:
            ev.append(Event("king_cat_found", {"seat": me}, None, True))
        self._end_turn(ev)

    def _magician(self, ev: list[Event]) -> None:
        """Flustered Magician (7): every non-eliminated, non-protected player (you included) puts the hand card on
        the deck, the deck is shuffled and each of them is dealt a new card, clockwise from you (Cards; protected
        players keep their card: A turn, last paragraph)."""
        n, me = self.num_players, self.current
        order = [(me + k) % n for k in range(n)]
        returned = [s for s in order if not self._eliminated[s] and not self._protected[s]]
        kept = [s for s in order if not self._eliminated[s] and self._protected[s]]
        lost = 0
        for c in self._deck:
            lost |= _bit(c)
        for s in returned:
            c = self._hands[s].pop()
            lost |= _bit(c)
            self._deck.append(c)
            self._ruled_out[s] = 0
            self._known_by[s] = 0
        self._own_rng().shuffle(self._deck)
        self._forget(lost)
        if not self._quiet:
            ev.append(Event("magician", {"seat": me, "returned": returned, "kept": kept}))
        for s in returned:
            c = self._deck.pop(0)
            self._hands[s].append(c)
            self._known[s] |= _bit(c)
            if not self._quiet:
                ev.append(
                    Event("dealt", {"seat": s, "card": CARD_VALUE[c], "source": "magician"}, frozenset((s,)), True)
                )
        self._end_turn(ev)

    def _forget(self, lost: int, but: int = -1) -> None:
        """Every seat except ``but`` loses track of the cards in bitmask ``lost`` (they may have moved unseen). What a
        seat had seen stays seen: its unseen counts just before are kept as a floor (:meth:`not_seen_counts`)."""
        for s, k in enumerate(self._known):
            if s != but and k & lost:
                now = self.unseen_counts(s)
                self._unseen_floor[s] = [min(a, b) for a, b in zip(self._unseen_floor[s], now, strict=True)]
                self._known[s] = k & ~lost

    def _grave_dog(self, ev: list[Event]) -> None:
        """Grave Dog (6): look at the set-aside card, then decide whether to swap (Cards, Grave Dog)."""
        me = self.current
        # The set-aside card is always there: only a Snake on an empty deck takes it, and that turn ends the round.
        hidden = _bit(self._set_aside) | _bit(self._hands[me][0])
        self._forget(hidden, me)
        self._known[me] |= _bit(self._set_aside)
        if not self._quiet:
            ev.append(
                Event(
                    "looked",
                    {"seat": me, "card": CARD_VALUE[self._set_aside], "where": "set_aside"},
                    frozenset((me,)),
                    True,
                )
            )
        self._phase = SWAP

    def _on_swap(self, swap: bool, ev: list[Event]) -> None:
        me = self.current
        if swap:
            self._hands[me][0], self._set_aside = self._set_aside, self._hands[me][0]
        self._ruled_out[me] = 0  # the others cannot tell whether it swapped
        self._known_by[me] = 0
        if not self._quiet:
            ev.append(
                Event(
                    "grave_dog", {"seat": me, "swapped": swap, "hand": CARD_VALUE[self._hands[me][0]]}, frozenset((me,))
                )
            )
        if not self._quiet:
            ev.append(Event("grave_dog_done", {"seat": me}))
        self._end_turn(ev)

    def _mousetrap(self, ev: list[Event]) -> None:
        """Mousetrap (2): look at the top card and put it back at a chosen position; with one card left look and
        put it back; with an empty deck nothing happens (Cards, Mousetrap)."""
        me = self.current
        if not self._deck:
            self._no_effect("empty_deck", ev)
            return
        top = self._deck[0]
        self._known[me] |= _bit(top)
        if not self._quiet:
            ev.append(
                Event(
                    "looked",
                    {"seat": me, "card": CARD_VALUE[top], "where": "deck", "position": 0},
                    frozenset((me,)),
                    True,
                )
            )
        if len(self._deck) == 1:
            if not self._quiet:
                ev.append(Event("put_back", {"seat": me, "card": CARD_VALUE[top], "position": 0}, frozenset((me,))))
            if not self._quiet:
                ev.append(Event("mousetrap_done", {"seat": me}))
            self._end_turn(ev)
            return
        # The others cannot follow the deck order any more.
        lost = 0
        for c in self._deck:
            lost |= _bit(c)
        self._forget(lost, me)
        self._limbo = self._deck.pop(0)
        self._phase = POSITION

    def _on_position(self, position: int, ev: list[Event]) -> None:
        me = self.current
        self._deck.insert(position, self._limbo)
        value = CARD_VALUE[self._limbo]
        self._limbo = -1
        if not self._quiet:
            data = {"seat": me, "card": value, "position": position, "bottom": position == len(self._deck) - 1}
            ev.append(Event("put_back", data, frozenset((me,))))
        if not self._quiet:
            ev.append(Event("mousetrap_done", {"seat": me}))
        self._end_turn(ev)

    def _rabbit(self, target: int, ev: list[Event]) -> None:
        """Silly Rabbit (3): compare secretly; the lower card is revealed and its owner eliminated; equal: nothing.
        The Royal Broombot counts 0 here (Cards, Silly Rabbit; A turn, last paragraph)."""
        me = self.current
        mine, theirs = self._hands[me][0], self._hands[target][0]
        self._known[me] |= _bit(theirs)
        self._known_by[target] |= _bit(me)
        if not self._quiet:
            ev.append(
                Event("compared", {"seat": me, "target": target, "card": CARD_VALUE[theirs]}, frozenset((me,)), True)
            )
        a, b = CARD_VALUE[mine], CARD_VALUE[theirs]
        loser = me if a < b else target if b < a else None
        if not self._quiet:
            ev.append(Event("rabbit", {"seat": me, "target": target, "loser": loser}, None, True))
        if loser is None:
            # Equal values: the target learns that the Rabbit player holds the same value as its own card.
            self._known[target] |= _bit(mine)
            self._known_by[me] |= _bit(target)
        else:
            self._eliminate(loser, "rabbit", ev)
        self._end_turn(ev)

    def _snake(self, target: int, ev: list[Event]) -> None:
        """Sorcerer Snake (5): the target puts its hand card face up without its effect, then draws (the set-aside
        card if the deck is empty); a King Cat put face up eliminates it (Cards, Sorcerer Snake)."""
        card = CARD_VALUE[self._hands[target].pop()]
        self._played[target].append(card)
        self._ruled_out[target] = 0
        self._known_by[target] = 0
        if not self._quiet:
            ev.append(
                Event("discarded", {"seat": target, "card": card, "by": self.current}, None, True, frozenset((target,)))
            )
        if card == KING_CAT:
            self._eliminate(target, "king_cat", ev)
        else:
            self._draw(target, ev)
        self._end_turn(ev)

    # --- end of round and match -------------------------------------------------------------------------------------
    def _showdown(self, alive: list[int], ev: list[Event]) -> None:
        """Deck empty: the remaining players reveal; highest card wins with the Broombot rule, ties broken by the
        played rows (``animals.md``, End of round, incl. the [interpretation])."""
        hands: list[int | None] = [None] * self.num_players
        for s in alive:
            hands[s] = CARD_VALUE[self._hands[s][0]]
        contenders = list(alive)
        beaten: int | None = None
        if ROYAL_BROOMBOT in hands and KING_CAT in hands:
            beaten = hands.index(KING_CAT)
            contenders.remove(beaten)
        best = max(hands[s] or 0 for s in contenders)
        tied = [s for s in contenders if hands[s] == best]
        tie_break: str | None = None
        if len(tied) > 1:
            high = max(max(self._played[s], default=-1) for s in tied)
            tied = [s for s in tied if max(self._played[s], default=-1) == high]
            tie_break = "played_high"
            if len(tied) > 1:
                rows = {s: sorted(self._played[s], reverse=True) for s in tied}
                top = max(rows.values())
                tied = [s for s in tied if rows[s] == top]
                tie_break = "played_rows" if len(tied) == 1 else "shared"
        self._end_round(tied, "showdown", ev, hands, beaten, tie_break)

    def _end_round(
        self,
        winners: list[int],
        reason: str,
        ev: list[Event],
        hands: list[int | None] | None = None,
        beaten: int | None = None,
        tie_break: str | None = None,
    ) -> None:
        """Give each round winner a token; end the match or deal the next round, started by the winner (with a
        shared win: the tied winner nearest clockwise from the previous starter, the starter itself first)
        (``animals.md``, End of round, End of game, Setup 4 [interpretation])."""
        n = self.num_players
        if not self._quiet:
            ev.append(
                Event(
                    "round_end",
                    {
                        "round": self._round,
                        "winners": list(winners),
                        "reason": reason,
                        "hands": hands if hands is not None else [None] * n,
                        "king_cat_beaten": beaten,
                        "tie_break": tie_break,
                        "played": [row[:] for row in self._played],
                    },
                    None,
                    hands is not None,
                )
            )
        for w in winners:
            self.tokens[w] += 1
            if not self._quiet:
                ev.append(Event("token", {"seat": w, "tokens": self.tokens[w]}))
        champions = [s for s in range(n) if self.tokens[s] >= self.tokens_to_win]
        if champions:
            self._phase = None
            self._outcome = Outcome(tuple(champions), self.scores(), "tokens")
            if not self._quiet:
                ev.append(Event("match_end", {"winners": champions, "tokens": list(self.tokens)}))
            return
        self._remember_round_end(_close_round)
        self.starter = next(s for s in ((self.starter + k) % n for k in range(n)) if s in winners)
        self._round += 1
        self._start_round(None, ev)

    # --- copies and information -------------------------------------------------------------------------------------
    def clone(self) -> AnimalsState:
        s = object.__new__(AnimalsState)
        s.game_id = self.game_id
        s.num_players = self.num_players
        s.seed = self.seed
        s.history = self.history[:]
        s.tokens_to_win = self.tokens_to_win
        s.tokens = self.tokens[:]
        s.starter = self.starter
        s.current = self.current
        self._share_rng(s)
        s._round = self._round
        s._hands = [h[:] for h in self._hands]
        s._played = [p[:] for p in self._played]
        s._deck = self._deck[:]
        s._set_aside = self._set_aside
        s._removed = self._removed[:]
        s._eliminated = self._eliminated[:]
        s._protected = self._protected[:]
        s._known = self._known[:]
        s._unseen_floor = self._unseen_floor[:]  # the lists are replaced, never changed in place
        s._ruled_out = self._ruled_out[:]
        s._known_by = self._known_by[:]
        s._phase = self._phase
        s._pending_card = self._pending_card
        s._pending_target = self._pending_target
        s._limbo = self._limbo
        s._outcome = self._outcome
        s._log = self._log[:]
        s._quiet = False
        s._log_prefix = self._log_prefix
        return s

    # --- read-only views of the full state (tests, prune and playout policies; players use observation()) ---------
    @property
    def phase(self) -> str | None:
        """The pending decision kind (``"play"``, ``"target"``, ``"guess"``, ``"position"``, ``"swap"``), or None
        once the match is over."""
        return self._phase

    @property
    def pending_card(self) -> int | None:
        """The value of the card being resolved, or None in the ``"play"`` step."""
        return None if self._pending_card < 0 else self._pending_card

    @property
    def pending_target(self) -> int | None:
        """The Crystal Ball target during the ``"guess"`` step, else None."""
        return None if self._pending_target < 0 else self._pending_target

    def played(self, seat: int) -> list[int]:
        """``seat``'s played row (face-up values, oldest first)."""
        return self._played[seat][:]

    @property
    def removed_face_up(self) -> list[int]:
        """The two face-up removed cards (two players), else empty."""
        return self._removed[:]

    @property
    def deck_count(self) -> int:
        """Cards left in the deck."""
        return len(self._deck)

    def ruled_out(self, seat: int) -> list[int]:
        """The values ``seat``'s hand card cannot have by this round's public events (a public inference, the
        observation's ``ruled_out``): a wrong Crystal Ball guess at it (Cards, Crystal Ball), a Weasel that found
        nobody to swap with while ``seat`` was in the round and unprotected (no King Cat; Cards, Weasel). Forgotten
        when its hand changes unseen (a draw, its own Grave Dog, a Sorcerer Snake discard, a Magician return); a swap
        passes it on with the card. Ascending."""
        mask = self._ruled_out[seat]
        return [v for v in VALUES if mask >> v & 1]

    def known_by(self, seat: int) -> list[int]:
        """The other seats that know ``seat``'s hand card by public events (a public inference, the observation's
        ``known_by``): a Silly Rabbit player the target's card (and the target the Rabbit player's on a tie), the two
        seats of a swap each other's new card, everybody the King Cat after a Weasel swap. Forgotten when ``seat``
        draws (it holds two cards and plays one: which one is its secret), is eliminated, plays a Grave Dog, has its
        card discarded by a Sorcerer Snake or returned by a Magician; a swap passes it on with the card. Ascending."""
        mask = self._known_by[seat]
        return [q for q in range(self.num_players) if mask >> q & 1]

    def is_eliminated(self, seat: int) -> bool:
        return self._eliminated[seat]

    def is_protected(self, seat: int) -> bool:
        return self._protected[seat]

    @property
    def eliminated(self) -> list[bool]:
        """Per seat: whether it is out of the round (a copy; :meth:`is_eliminated` for one seat)."""
        return self._eliminated[:]

    @property
    def protected(self) -> list[bool]:
        """Per seat: whether a Shell Shield protects it (a copy; :meth:`is_protected` for one seat)."""
        return self._protected[:]

    def known_card(self, player: int, seat: int) -> int | None:
        """The value of ``seat``'s (single) hand card if ``player`` knows it, else None."""
        hand = self._hands[seat]
        if len(hand) == 1 and self._known[player] >> hand[0] & 1:
            return CARD_VALUE[hand[0]]
        return None

    def hand(self, seat: int) -> list[int]:
        """The values in ``seat``'s hand (0, 1 or 2 cards). Full-state access for tests and playout policies only:
        players and AI use :meth:`observation`."""
        return [CARD_VALUE[c] for c in self._hands[seat]]

    def unseen_counts(self, player: int) -> list[int]:
        """Per value 0–10: copies whose location ``player`` does not know (not in its hand, not face up, not
        known from a look, a swap or a comparison)."""
        counts = list(COPIES)
        for c in self._hands[player]:
            counts[CARD_VALUE[c]] -= 1
        for row in self._played:
            for v in row:
                counts[v] -= 1
        for v in self._removed:
            counts[v] -= 1
        known = self._known[player]
        if known:  # the hidden cards outside the hand whose location it knows (as _known_elsewhere, without places)
            for s in range(self.num_players):
                if s != player:
                    for c in self._hands[s]:
                        if known >> c & 1:
                            counts[CARD_VALUE[c]] -= 1
            for c in self._deck:
                if known >> c & 1:
                    counts[CARD_VALUE[c]] -= 1
            if self._set_aside >= 0 and known >> self._set_aside & 1:
                counts[CARD_VALUE[self._set_aside]] -= 1
        if self._limbo >= 0 and player == self.current:
            counts[CARD_VALUE[self._limbo]] -= 1
        return counts

    def not_seen_counts(self, player: int) -> list[int]:
        """Per value 0–10: copies ``player`` has not seen this round, the fewest :meth:`unseen_counts` had at any
        moment of the round. The unseen count of a value rises only when the seat loses track of a card it had seen
        (a Magician's shuffle, another seat's Mousetrap or Grave Dog); that card stays seen. Copies of one value
        look alike, so a card seen, lost and seen again (face up, say) is counted once: what the seat can be sure of.
        """
        now = self.unseen_counts(player)
        return [min(a, b) for a, b in zip(self._unseen_floor[player], now, strict=True)]

    def _known_elsewhere(self, player: int) -> list[tuple[int, tuple[str, int]]]:
        """Hidden cards outside ``player``'s hand whose location it knows: (card id, (where, seat or position))."""
        known = self._known[player]
        out: list[tuple[int, tuple[str, int]]] = []
        if not known:
            return out
        for s in range(self.num_players):
            if s != player:
                out.extend((c, ("hand", s)) for c in self._hands[s] if known >> c & 1)
        out.extend((c, ("deck", i)) for i, c in enumerate(self._deck) if known >> c & 1)
        if self._set_aside >= 0 and known >> self._set_aside & 1:
            out.append((self._set_aside, ("set_aside", 0)))
        return out

    def event_log(self) -> list[Event]:
        """Every event so far, all audiences, oldest first (a determinization's: the log of the observation it was
        built from, then its own events)."""
        return [*(Event.from_json(e) for e in self._log_prefix), *self._log]

    def spectator_view(self, player: int) -> dict[str, JSON]:
        """Everything (replays, round summaries), laid out as seat ``player``'s :meth:`observation`: ``known_hands``
        holds every other seat's hand cards, ``log`` every event, ``unseen`` is all zeros; extra keys ``deck``
        (values, top first), ``set_aside_card`` (value or None) and ``mousetrap_card`` (the card a pending Mousetrap
        holds, value or None)."""
        view = self.observation(player)
        view["known_hands"] = [
            {"seat": s, "card": CARD_VALUE[c]} for s in range(self.num_players) if s != player for c in self._hands[s]
        ]
        view["log"] = [e.to_json() for e in self.event_log()]
        view["unseen"] = [0] * len(VALUES)
        view["deck"] = [CARD_VALUE[c] for c in self._deck]
        view["set_aside_card"] = CARD_VALUE[self._set_aside] if self._set_aside >= 0 else None
        view["mousetrap_card"] = CARD_VALUE[self._limbo] if self._limbo >= 0 else None
        return view

    def observation(self, player: int) -> dict[str, JSON]:
        """What ``player`` may know (``animals.md``, Information that is public), JSON-serialisable.

        Besides the common keys (see :meth:`State.observation`): ``hand`` (own values), ``played`` (per seat, the
        row of face-up values, oldest first), ``tokens``, ``tokens_to_win``, ``eliminated``, ``protected``,
        ``hand_sizes``, ``deck_count``, ``set_aside`` (True while the face-down set-aside card is there),
        ``removed_face_up`` (values; two players), ``starter``, ``turn`` ({seat, step, card, target}: whose turn,
        which decision step, the card being resolved, the Crystal Ball target), ``unseen`` (per value 0–10: copies
        this player cannot locate), ``not_seen`` (per value 0–10: copies it has not seen this round, the card
        counter's figure, below ``unseen`` only after the seat lost track of cards it had seen), and private
        knowledge still valid: ``known_hands`` ([{seat, card}] cards in other players' hands), ``known_deck``
        ([{position, card}], 0 = top), ``known_set_aside`` (value or None), ``hand_known_by`` (parallel to
        ``hand``: for each own card, the other seats that know where it is), and the public inferences ``ruled_out``
        (per seat, the values its hand card cannot have: :meth:`ruled_out`) and ``known_by`` (per seat, the other
        seats that know its hand card: :meth:`known_by`), which determinizations and heuristics read rather than
        re-deriving them from the log.

        ``hand_known_by`` is public to ``player``: every way a seat learns a card's place (a comparison, a swap, a
        look at the deck or the set-aside card) is an event whose participants and positions everybody sees, and the
        card reaching ``player``'s hand (a draw from a looked-at position, a swap) is seen by ``player`` too.

        Knowledge follows the card: a seat learns where a card is by holding it, a Silly Rabbit comparison (the
        target learns the Rabbit player's card on a tie), a swap it takes part in, a Weasel swap (everybody learns
        who holds the King Cat), a Grave Dog or Mousetrap look; it keeps knowing through moves everybody sees (a draw
        from a known deck position, a swap) and forgets when the card may have moved unseen (a Magician's shuffle,
        another seat's Grave Dog or Mousetrap). A card that is face up is in ``played``, not in the knowledge lists.
        """
        n = self.num_players
        d = self.decision() if self._phase is not None and player == self.current else None
        log = [e for e in self._log_prefix if e["audience"] is None or player in e["audience"]]
        log.extend(e.to_json() for e in self._log if e.audience is None or player in e.audience)
        known_hands: list[dict[str, JSON]] = []
        known_deck: list[dict[str, JSON]] = []
        known_set_aside: int | None = None
        for c, (where, at) in self._known_elsewhere(player):
            if where == "hand":
                known_hands.append({"seat": at, "card": CARD_VALUE[c]})
            elif where == "deck":
                known_deck.append({"position": at, "card": CARD_VALUE[c]})
            else:
                known_set_aside = CARD_VALUE[c]
        known_hands.sort(key=lambda k: (k["seat"], k["card"]))
        o = self._outcome
        return {
            "game": self.game_id,
            "player": player,
            "num_players": n,
            "to_move": self.to_move,
            "round": self._round,
            "scores": list(self.scores()),
            "decision": None if d is None else d.to_json(),
            "log": log,
            "outcome": None
            if o is None
            else {"winners": list(o.winners), "scores": list(o.scores), "reason": o.reason},
            "hand": [CARD_VALUE[c] for c in self._hands[player]],
            "played": [row[:] for row in self._played],
            "tokens": self.tokens[:],
            "tokens_to_win": self.tokens_to_win,
            "eliminated": self._eliminated[:],
            "protected": self._protected[:],
            "hand_sizes": [len(h) for h in self._hands],
            "deck_count": len(self._deck),
            "set_aside": self._set_aside >= 0,
            "removed_face_up": self._removed[:],
            "starter": self.starter,
            "turn": {
                "seat": self.current,
                "step": self._phase,
                "card": None if self._pending_card < 0 else self._pending_card,
                "target": None if self._pending_target < 0 else self._pending_target,
            },
            "unseen": self.unseen_counts(player),
            "not_seen": self.not_seen_counts(player),
            "known_hands": known_hands,
            "known_deck": known_deck,
            "known_set_aside": known_set_aside,
            "hand_known_by": [
                [q for q in range(n) if q != player and self._known[q] >> c & 1] for c in self._hands[player]
            ],
            "ruled_out": [self.ruled_out(q) for q in range(n)],
            "known_by": [self.known_by(q) for q in range(n)],
        }


def _ids_for_values(values: Sequence[Any]) -> list[int]:
    """Card ids for a list of 21 values (a permutation of the card multiset); raises ``ValueError`` otherwise."""
    if len(values) != NUM_CARDS or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise ValueError(f"deck must be a list of {NUM_CARDS} card values 0–10, got {list(values)!r}")
    counts = [0] * len(VALUES)
    for v in values:
        if not 0 <= v <= KING_CAT:
            raise ValueError(f"deck holds {v}, which is not a card value 0–10")
        counts[v] += 1
    wrong = [f"{card_name(v)}: {counts[v]} instead of {COPIES[v]}" for v in VALUES if counts[v] != COPIES[v]]
    if wrong:
        raise ValueError("deck is not the 21 cards of the game (" + "; ".join(wrong) + ")")
    next_id = [CARD_VALUE.index(v) for v in VALUES]
    ids = []
    for v in values:
        ids.append(next_id[v])
        next_id[v] += 1
    return ids


def new_game(players: int, seed: int, options: AnimalsOptions, deck: Sequence[Any] | None = None) -> AnimalsState:
    """Start a match of ``players`` seats (2–6) with ``seed``.

    ``deck``: None (shuffle with the seed), or the 21 card values of round 1 top first (a permutation of the card
    multiset), dealt in this order: one card to each seat starting with the first player and going clockwise, then
    the set-aside card, then (two players) the two face-up removed cards; the rest is the deck, top first. Later
    rounds are always shuffled with the state's generator. The first player (option ``first_player``, else drawn
    at random with the seed before any shuffle) starts round 1.

    Raises :class:`OptionsError` if ``first_player`` is not a seat, ``ValueError`` if ``deck`` is not the 21 cards.
    """
    if options.first_player is not None and options.first_player >= players:
        raise OptionsError(f"first_player must be a seat from 0 to {players - 1}, not {options.first_player}")
    ids = None if deck is None else _ids_for_values(deck)
    tokens = options.tokens_to_win if options.tokens_to_win is not None else default_tokens_to_win(players)
    s = AnimalsState._blank(players, seed, tokens)
    s.starter = options.first_player if options.first_player is not None else s._own_rng().randrange(players)
    ev: list[Event] = []
    s._start_round(ids, ev)
    s._log.extend(ev)
    return s


def _close_round(state: State) -> None:
    """The round-end copy (:meth:`State.round_end_observation`) has no decision pending."""
    assert isinstance(state, AnimalsState)
    state._phase = None
