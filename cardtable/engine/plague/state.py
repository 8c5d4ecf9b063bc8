"""The Plague rule engine (rules: ``shared/rules/plague.md``; every section cited below is from it).

A :class:`PlagueState` is a whole match: rounds (one deal played out trick by trick) until the chosen victory
condition is met. Seats are 0..n-1; clockwise is increasing seat number, so "the player left of the dealer" is
``dealer + 1``. Cards are the ints of :mod:`cardtable.engine.plague.cards`.

How the rules are read (the rules file's [house rule] items, and where it is silent):

- The first dealer is the seat before the option ``first_player`` (who leads the first trick; ``None``: drawn with
  the seed). Later dealers: the highest running total; a tie goes to the tied seat nearest clockwise after the
  previous dealer, the previous dealer last.
- Cards are dealt in blocks (a shuffled deck dealt in blocks is as random as one dealt card by card): the first
  ``hand_size`` cards of the deck to the leader, the next to the seat on its left and so on; the rest leave the round.
- Leading: no Priest, no Plague unless the hand holds nothing but Plagues; the Fortress may lead. Following: a Plague
  lead asks for Plagues; otherwise (and once a Plague lead found no Plague in your hand) the lead colour, which is the
  colour of the first suit card of the trick. The Priest (once a Plague has been played this round, the current trick
  included) and the Fortress may be played at any time. A hand with no legal card may play any card.
- A trick of Plagues and a Fortress that does not win is won, like an all-Plague trick, by the highest Plague.
- Several seats meeting the victory condition in the same round: by rounds, the most rounds won, then the highest
  total; by points, the highest total; still tied: another round. By points, once 20 rounds have been played
  without anyone reaching 50, the highest total wins (:data:`POINTS_ROUND_LIMIT`).

Decisions (``Decision.kind`` = the ``Action.kind`` of its actions), always for the seat whose turn it is:

- ``"play"``: ``("play", card)`` — a hand card, the legal ones in card order; ``context``: ``hand``, ``trick``
  (``[[seat, card], ...]``), ``lead_colour`` (a colour name or None), ``refused`` (each other hand card with its
  reason key: ``"lead_priest"``, ``"lead_plague"``, ``"priest_no_plague"``, ``"follow_plague"``, ``"follow"`` with
  data ``colour``; data ``card`` always). A lead (the trick empty) is ``turn_starts``: a trick's winner leading the
  next begins a new turn.
- ``"cover"``: ``("cover", pile)`` or ``("cover", "keep")`` — after winning a trick with the Priest, move that trick
  onto your earlier pile ``pile`` (an index into your won piles) that has a Plague on top, or keep it apart;
  ``context``: ``piles`` (the indices offered), ``pile`` (the Priest's new pile), ``refused`` (each other earlier
  pile, reason key ``"cover_no_plague"``, data ``pile``). It is ``turn_starts`` too: the trick's result is shown
  (and said) as a move of its own before the winner chooses where the trick goes.

Events (``Event.kind``; ``audience`` None = public):

- ``round_start`` {round, dealer, leader, hand_size, undealt}; ``dealt`` {seat, cards} private to ``seat``, reveals.
- ``played`` {seat, card} public, reveals, known to ``seat``.
- ``trick_won`` {seat, card: the winner's card, top, rule: "fortress" | "priest" | "beater" | "lead" | "plagues",
  cards: ``[[seat, card], ...]``, pile: its index among the winner's piles, count, parity: for a Fortress win
  "even" or "odd" (the other cards), else None}.
- ``priest_move`` {seat, onto: pile index or None (kept apart), count: cards in the resulting pile, covered: the
  Plague the Priest now covers, or None}.
- ``round_end`` {round, points: per seat, tops: per seat the top cards of its piles, winners, totals, rounds_won,
  decided: whether the match ends}; ``match_end`` {winners, totals, rounds_won, reason: "rounds" | "points"}.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

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
from cardtable.engine.plague.cards import (
    BEATER,
    COLOURS,
    FORTRESS,
    KIND,
    KINDS,
    NUM_CARDS,
    NUMBER,
    PRIEST,
    card_name,
    points,
)

GAME_ID = "plague"
PLAY, COVER = "play", "cover"
KEEP = "keep"

HAND_SIZE = {2: 15, 3: 12, 4: 9}
"""Cards dealt to each seat by player count (``plague.md``, Dealing)."""
ROUNDS_TO_WIN = 3
POINTS_TO_WIN = 50
POINTS_ROUND_LIMIT = 20
"""Victory by points: if nobody has reached 50 by the end of this round, the highest total wins ([house rule] of
this app: the deck's points add up to about nothing per round with 3–4 players, so 50 may never be reached)."""

_PLAY = tuple(Action(PLAY, (c,)) for c in range(NUM_CARDS))
_COVER = tuple(Action(COVER, (i,)) for i in range(NUM_CARDS))
_KEEP = Action(COVER, (KEEP,))
_KIND_BIT = {k: 1 << i for i, k in enumerate(KINDS)}
_SUITS_AND_FORTRESS = _KIND_BIT["red"] | _KIND_BIT["green"] | _KIND_BIT["blue"] | _KIND_BIT["fortress"]
_PLAGUE_BIT = _KIND_BIT["plague"]
_COLOUR_OF = tuple([c // 12 for c in range(36)] + [-1] * 7)


class PlagueOptions(BaseModel):
    """Options of Plague.

    - ``first_player``: the seat that leads the first trick; the first dealer is the seat on its right (``plague.md``,
      Dealing: the first dealer is chosen before the game). ``None``: drawn at random with the seed. Checked against
      the player count when the match starts (:class:`OptionsError`).
    - ``victory``: ``"rounds"`` (the first to win 3 rounds) or ``"points"`` (the first to 50 total points at the end
      of a round), chosen before the game (Scoring and winning).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    first_player: int | None = Field(default=None, ge=0)
    victory: Literal["rounds", "points"] = "rounds"


def resolve_trick(cards: Sequence[int]) -> tuple[int, int, str]:
    """Who wins a complete trick (``plague.md``, Tricks, "Who wins the trick" 1–5 and "Which card goes on top").

    ``cards``: the trick's cards in the order played (at least two). Returns ``(index of the winning card in
    cards, the card that goes on top of the pile, rule)`` with rule ``"fortress"`` (every other card even, or every
    other card odd; the Priest counts 0, a Plague its power), ``"priest"``, ``"beater"`` (the highest card of the
    colour that beats the lead colour; never a card of the third colour), ``"lead"`` (the highest card of the lead
    colour) or ``"plagues"`` (no suit card: the highest Plague). The lead colour is the colour of the first suit
    card. On top: the Priest on a trick it won; else the strongest Plague if the trick holds one; else the winner's
    card.
    """
    win = -1
    rule = ""
    if FORTRESS in cards:
        odd = [NUMBER[c] & 1 for c in cards if c != FORTRESS]
        if all(odd) or not any(odd):
            win, rule = cards.index(FORTRESS), "fortress"
    if win < 0 and PRIEST in cards:
        return cards.index(PRIEST), PRIEST, "priest"
    if win < 0:
        lead = next((_COLOUR_OF[c] for c in cards if c < 36), -1)
        if lead >= 0:
            beater = BEATER[lead]
            best = -1
            for i, c in enumerate(cards):
                if c < 36 and _COLOUR_OF[c] == beater and (best < 0 or c > cards[best]):
                    best = i
            if best >= 0:
                win, rule = best, "beater"
            else:
                for i, c in enumerate(cards):
                    if c < 36 and _COLOUR_OF[c] == lead and (best < 0 or c > cards[best]):
                        best = i
                win, rule = best, "lead"
        else:
            win = max((i for i, c in enumerate(cards) if 36 <= c <= 40), key=lambda i: cards[i])
            rule = "plagues"
    plague = max((c for c in cards if 36 <= c <= 40), default=-1)
    return win, (plague if plague >= 0 else cards[win]), rule


def playable(
    hand: Sequence[int], following: bool, plague_led: bool, lead_colour: int, plague_played: bool
) -> list[int]:
    """The cards of ``hand`` (sorted) a seat may play (``plague.md``, Tricks: Leading, Following, Nothing else
    possible, Priest and Fortress), in card order: ``following`` is False for a lead; ``plague_led``, ``lead_colour``
    (a colour index, -1 before a suit card) and ``plague_played`` (a Plague played this round, the Priest's
    condition) describe the trick and round so far. What :meth:`PlagueState.legal_cards` offers; the opponent model
    (:mod:`cardtable.ai.heuristics.plague`) asks it of hands a seat may have held."""
    if not following:
        ok = [c for c in hand if c < 36 or c == FORTRESS]
        if not ok and all(36 <= c <= 40 for c in hand):
            ok = list(hand)
    else:
        ok = []
        if plague_led:
            ok = [c for c in hand if 36 <= c <= 40]
        if not ok and lead_colour >= 0:
            ok = [c for c in hand if c < 36 and _COLOUR_OF[c] == lead_colour]
        if ok:
            ok.extend(c for c in hand if c == FORTRESS or (c == PRIEST and plague_played))
            ok.sort()
        else:
            ok = [c for c in hand if c != PRIEST or plague_played]
    return ok or list(hand)


def shown_void(card: int, following: bool, plague_led: bool, lead_colour: int) -> int:
    """The kinds (a bitmask over ``KINDS`` indices) a seat shows it holds none of by playing ``card`` into a trick
    described as for :func:`playable` (the public inference :meth:`PlagueState.voids` is the union over the round):
    leading a Plague or the Priest shows no suit card and no Fortress; not following the lead colour with a card
    other than the Priest or the Fortress shows none of it; a Plague lead met with another card shows no Plague."""
    kind = KIND[card]
    if not following:
        return _SUITS_AND_FORTRESS if kind == "plague" or kind == "priest" else 0
    if kind == "priest" or kind == "fortress":
        return 0
    plague = kind == "plague"
    bits = _PLAGUE_BIT if plague_led and not plague else 0
    if lead_colour >= 0 and _COLOUR_OF[card] != lead_colour and not (plague and plague_led):
        bits |= 1 << lead_colour
    return bits


class PlagueState(State, SeededRng):
    """A match of Plague. Build it with :func:`new_game` (or ``GAME.new_game``).

    Public attributes (read-only for callers): ``num_players``, ``seed``, ``history``, ``victory``, ``hand_size``,
    ``dealer``, ``leader`` (who led the current trick), ``current`` (the seat to move), ``totals`` (running points),
    ``rounds_won``.
    """

    __slots__ = (
        "_hands",
        "_lead_colour",
        "_log",
        "_log_prefix",
        "_outcome",
        "_phase",
        "_piles",
        "_plague_led",
        "_plague_played",
        "_rng",
        "_rng_shared",
        "_round",
        "_trick",
        "_tricks",
        "_undealt",
        "_voids",
        "current",
        "dealer",
        "game_id",
        "hand_size",
        "history",
        "leader",
        "num_players",
        "rounds_won",
        "seed",
        "totals",
        "victory",
    )

    game_id: str
    num_players: int
    seed: int
    history: list[Action]
    victory: str
    hand_size: int
    dealer: int
    leader: int
    current: int
    totals: list[int]
    rounds_won: list[int]
    _rng: random.Random | None  # None: not created yet, seeded from ``seed`` on first use
    _rng_shared: bool  # True: a clone may use the same object, copy it before drawing from it
    _round: int
    _hands: list[list[int]]  # sorted
    _undealt: list[int]  # out of the round, unseen
    _trick: list[tuple[int, int]]  # (seat, card) in play order
    _lead_colour: int  # colour index of the first suit card in the trick, -1 before one
    _plague_led: bool
    _plague_played: bool  # a Plague has been played this round (the Priest's condition)
    _piles: list[list[tuple[int, int]]]  # per seat, its won piles in order: (top card, card count)
    _tricks: list[dict[str, JSON]]  # this round's completed tricks (JSON, never changed once made)
    _voids: list[int]  # per seat: bitmask over KINDS of the kinds it is known to hold none of
    _phase: str | None
    _outcome: Outcome | None
    _log: list[Event]
    _log_prefix: list[dict[str, JSON]]  # a determinization's observed log (JSON), shared

    @classmethod
    def _blank(cls, num_players: int, seed: int, victory: str) -> PlagueState:
        s = object.__new__(cls)
        s.game_id = GAME_ID
        s.num_players = num_players
        s.seed = seed
        s.history = []
        s.victory = victory
        s.hand_size = HAND_SIZE[num_players]
        s.dealer = s.leader = s.current = 0
        s.totals = [0] * num_players
        s.rounds_won = [0] * num_players
        s._reset_rng()
        s._round = 0
        s._hands = [[] for _ in range(num_players)]
        s._undealt = []
        s._trick = []
        s._lead_colour = -1
        s._plague_led = False
        s._plague_played = False
        s._piles = [[] for _ in range(num_players)]
        s._tricks = []
        s._voids = [0] * num_players
        s._phase = PLAY
        s._outcome = None
        s._log = []
        s._log_prefix = []
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
        """The running totals (points, possibly negative)."""
        return tuple(float(t) for t in self.totals)

    def legal_cards(self) -> list[int]:
        """The hand cards the seat to move may play now, in card order (:func:`playable`). Empty outside a
        ``"play"`` decision."""
        if self._phase != PLAY:
            return []
        return playable(
            self._hands[self.current], bool(self._trick), self._plague_led, self._lead_colour, self._plague_played
        )

    def legal_actions(self) -> tuple[Action, ...]:
        if self._phase == PLAY:
            return tuple(_PLAY[c] for c in self.legal_cards())
        if self._phase == COVER:
            return (*(_COVER[i] for i in self._coverable()), _KEEP)
        return ()

    def _coverable(self) -> list[int]:
        """The winner's earlier piles with a Plague on top (its last pile is the Priest's new one)."""
        piles = self._piles[self.current]
        return [i for i, (top, _count) in enumerate(piles[:-1]) if 36 <= top <= 40]

    def refusal(self, card: int) -> Refusal:
        """Why hand card ``card`` may not be played now (the seat to move holds it and it is not legal): reason keys
        ``"lead_priest"``, ``"lead_plague"`` (leading), ``"priest_no_plague"`` (no Plague played this round yet),
        ``"follow_plague"`` (a Plague was led and you hold one), ``"follow"`` (data ``colour``: the lead colour you
        hold); data ``card`` always (``plague.md``, Tricks)."""
        data: dict[str, JSON] = {"card": card}
        if not self._trick:
            key = "lead_priest" if card == PRIEST else "lead_plague"
        elif card == PRIEST:
            key = "priest_no_plague"
        elif self._plague_led and any(36 <= c <= 40 for c in self._hands[self.current]):
            key = "follow_plague"
        else:
            key = "follow"
            data["colour"] = COLOURS[self._lead_colour]
        return Refusal(_PLAY[card], key, data)

    def decision(self) -> Decision | None:
        """The pending decision; see the module docstring for the kinds and their ``context``."""
        phase = self._phase
        if phase is None:
            return None
        me = self.current
        if phase == PLAY:
            legal = self.legal_cards()
            ctx: dict[str, JSON] = {
                "hand": self._hands[me][:],
                "trick": [[s, c] for s, c in self._trick],
                "lead_colour": COLOURS[self._lead_colour] if self._lead_colour >= 0 else None,
                "refused": [self.refusal(c).to_json() for c in self._hands[me] if c not in legal],
            }
            # a lead after a trick (its winner's) is a turn of its own, not the end of the last card's
            return Decision(me, PLAY, tuple(_PLAY[c] for c in legal), ctx, turn_starts=not self._trick)
        offered = self._coverable()
        refused = [
            Refusal(_COVER[i], "cover_no_plague", {"pile": i}).to_json()
            for i in range(len(self._piles[me]) - 1)
            if i not in offered
        ]
        ctx = {"piles": offered, "pile": len(self._piles[me]) - 1, "refused": refused}
        return Decision(me, COVER, (*(_COVER[i] for i in offered), _KEEP), ctx, turn_starts=True)

    def apply(self, action: Action) -> list[Event]:
        """Perform ``action`` for the seat to move; return the events it caused.

        Raises :class:`IllegalActionError` (state unchanged) with the reason when the action is not legal now.
        """
        phase = self._phase
        args = action.args
        ev: list[Event] = []
        if phase == PLAY and action.kind == PLAY and len(args) == 1 and isinstance(args[0], int):
            card = args[0]
            if card not in self._hands[self.current] or card not in self.legal_cards():
                raise IllegalActionError(self._illegal_reason(action), action)
            self._play(card, ev)
        elif phase == COVER and action in self.legal_actions():
            self._cover(None if args[0] == KEEP else int(args[0]), ev)
        else:
            raise IllegalActionError(self._illegal_reason(action), action)
        self.history.append(action)
        self._log.extend(ev)
        return ev

    def fast_apply(self, action: Action) -> None:
        """:meth:`apply` for search: ``action`` must be one of the legal actions (not checked); the events made on
        the way are dropped, not logged (the State reached is otherwise the one :meth:`apply` reaches; the
        conformance kit checks it)."""
        arg = action.args[0]
        if self._phase == PLAY:
            self._play(int(arg), DROPPED_EVENTS)
        else:
            self._cover(None if arg == KEEP else int(arg), DROPPED_EVENTS)
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
        if phase == COVER:
            return f"the Priest's trick may go onto one of the piles {self._coverable()} or {KEEP!r}, not {arg!r}"
        if not isinstance(arg, int) or not 0 <= arg < NUM_CARDS:
            return f"there is no card {arg!r}"
        if arg not in self._hands[self.current]:
            return f"seat {self.current} does not hold {card_name(arg)}"
        r = self.refusal(arg)
        return {
            "lead_priest": "the Priest may not lead a trick",
            "lead_plague": "a Plague may lead only when you hold nothing but Plagues",
            "priest_no_plague": "the Priest may be played only once a Plague has been played this round",
            "follow_plague": "a Plague was led: you must play a Plague",
            "follow": f"you must follow {r.data.get('colour')}",
        }[r.key]

    # --- play ---------------------------------------------------------------------------------------------------
    def _play(self, card: int, ev: list[Event]) -> None:
        """Play ``card`` into the trick, drawing the public inference about the player's hand (void kinds), then
        close the trick when everyone has played (``plague.md``, Tricks)."""
        me = self.current
        trick = self._trick
        kind = KIND[card]
        self._voids[me] |= shown_void(card, bool(trick), self._plague_led, self._lead_colour)
        if not trick:
            self.leader = me
            self._plague_led = kind == "plague"
        self._hands[me].remove(card)
        trick.append((me, card))
        if card < 36 and self._lead_colour < 0:
            self._lead_colour = _COLOUR_OF[card]
        if kind == "plague":
            self._plague_played = True
        ev.append(Event("played", {"seat": me, "card": card}, None, True, frozenset((me,))))
        if len(trick) < self.num_players:
            self.current = (me + 1) % self.num_players
            return
        cards = [c for _s, c in trick]
        win, top, rule = resolve_trick(cards)
        parity = None
        if rule == "fortress":
            parity = "odd" if any(NUMBER[c] & 1 for c in cards if c != FORTRESS) else "even"
        winner = trick[win][0]
        piles = self._piles[winner]
        piles.append((top, len(cards)))
        record: dict[str, JSON] = {
            "leader": self.leader,
            "cards": [[s, c] for s, c in trick],
            "winner": winner,
            "top": top,
            "rule": rule,
        }
        self._tricks.append(record)
        ev.append(
            Event(
                "trick_won",
                {
                    "seat": winner,
                    "card": cards[win],
                    "top": top,
                    "rule": rule,
                    "cards": record["cards"],
                    "pile": len(piles) - 1,
                    "count": len(cards),
                    "parity": parity,
                },
            )
        )
        self._trick = []
        self._lead_colour = -1
        self._plague_led = False
        self.current = self.leader = winner
        if rule == "priest" and any(36 <= t <= 40 for t, _n in piles[:-1]):
            self._phase = COVER
            return
        self._next_trick(ev)

    def _cover(self, onto: int | None, ev: list[Event]) -> None:
        """The Priest's winner moves the trick onto its earlier pile ``onto`` (a Plague on top) or keeps it apart
        (``plague.md``, Which card goes on top)."""
        me = self.current
        piles = self._piles[me]
        covered = None
        if onto is None:
            count = piles[-1][1]
        else:
            top, count = piles.pop()
            covered, under = piles[onto]
            count += under
            piles[onto] = (top, count)
        ev.append(Event("priest_move", {"seat": me, "onto": onto, "count": count, "covered": covered}))
        self._phase = PLAY
        self._next_trick(ev)

    def _next_trick(self, ev: list[Event]) -> None:
        """The trick's winner leads the next trick; the round ends when the hands are empty."""
        if self._hands[self.current]:
            self._phase = PLAY
            return
        self._end_round(ev)

    def round_points(self) -> list[int]:
        """Per seat, the points of the top cards of its won piles this round (``plague.md``, Scoring and winning)."""
        n = self.num_players
        return [sum(points(top, n) for top, _count in piles) for piles in self._piles]

    def _end_round(self, ev: list[Event]) -> None:
        """Score the round, give the round to the highest score (ties all win it), add to the totals; end the match
        or deal the next round (``plague.md``, Scoring and winning; Dealing)."""
        n = self.num_players
        pts = self.round_points()
        best = max(pts)
        winners = [s for s in range(n) if pts[s] == best]
        for s in range(n):
            self.totals[s] += pts[s]
        for s in winners:
            self.rounds_won[s] += 1
        champion = self._champion()
        ev.append(
            Event(
                "round_end",
                {
                    "round": self._round,
                    "points": pts,
                    "tops": [[top for top, _count in piles] for piles in self._piles],
                    "winners": winners,
                    "totals": self.totals[:],
                    "rounds_won": self.rounds_won[:],
                    "decided": champion is not None,
                },
            )
        )
        if champion is not None:
            self._phase = None
            self._outcome = Outcome((champion,), self.scores(), self.victory)
            ev.append(
                Event(
                    "match_end",
                    {
                        "winners": [champion],
                        "totals": self.totals[:],
                        "rounds_won": self.rounds_won[:],
                        "reason": self.victory,
                    },
                )
            )
            return
        self._remember_round_end(_close_round)
        best_total = max(self.totals)
        self.dealer = next(s for s in ((self.dealer + k) % n for k in range(1, n + 1)) if self.totals[s] == best_total)
        self._round += 1
        self._deal(None, ev)

    def _champion(self) -> int | None:
        """The match winner once the victory condition is met by one seat after the tie-breaks, else None."""
        n = self.num_players
        if self.victory == "rounds":
            reached = [s for s in range(n) if self.rounds_won[s] >= ROUNDS_TO_WIN]
            if reached:
                most = max(self.rounds_won[s] for s in reached)
                reached = [s for s in reached if self.rounds_won[s] == most]
        else:
            reached = [s for s in range(n) if self.totals[s] >= POINTS_TO_WIN]
            if not reached and self._round + 1 >= POINTS_ROUND_LIMIT:
                reached = list(range(n))
        if not reached:
            return None
        best = max(self.totals[s] for s in reached)
        top = [s for s in reached if self.totals[s] == best]
        return top[0] if len(top) == 1 else None

    def _deal(self, order: Sequence[int] | None, ev: list[Event]) -> None:
        """Deal a round (``plague.md``, Dealing): ``order`` is the 43 cards top first, or None to shuffle."""
        n = self.num_players
        if order is None:
            cards = list(range(NUM_CARDS))
            self._own_rng().shuffle(cards)
        else:
            cards = list(order)
        k = self.hand_size
        self.leader = self.current = (self.dealer + 1) % n
        seats = [(self.leader + i) % n for i in range(n)]
        self._hands = [[] for _ in range(n)]
        for i, s in enumerate(seats):
            self._hands[s] = sorted(cards[i * k : (i + 1) * k])
        self._undealt = cards[n * k :]
        self._trick = []
        self._lead_colour = -1
        self._plague_led = False
        self._plague_played = False
        self._piles = [[] for _ in range(n)]
        self._tricks = []
        self._voids = [0] * n
        self._phase = PLAY
        ev.append(
            Event(
                "round_start",
                {
                    "round": self._round,
                    "dealer": self.dealer,
                    "leader": self.leader,
                    "hand_size": k,
                    "undealt": len(self._undealt),
                },
            )
        )
        for s in seats:
            ev.append(Event("dealt", {"seat": s, "cards": self._hands[s][:]}, frozenset((s,)), True))

    # --- copies and information -------------------------------------------------------------------------------------
    def clone(self) -> PlagueState:
        s = object.__new__(PlagueState)
        s.game_id = self.game_id
        s.num_players = self.num_players
        s.seed = self.seed
        s.history = self.history[:]
        s.victory = self.victory
        s.hand_size = self.hand_size
        s.dealer = self.dealer
        s.leader = self.leader
        s.current = self.current
        s.totals = self.totals[:]
        s.rounds_won = self.rounds_won[:]
        self._share_rng(s)
        s._round = self._round
        s._hands = [h[:] for h in self._hands]
        s._undealt = self._undealt[:]
        s._trick = self._trick[:]
        s._lead_colour = self._lead_colour
        s._plague_led = self._plague_led
        s._plague_played = self._plague_played
        s._piles = [p[:] for p in self._piles]
        s._tricks = self._tricks[:]
        s._voids = self._voids[:]
        s._phase = self._phase
        s._outcome = self._outcome
        s._log = self._log[:]
        s._log_prefix = self._log_prefix
        return s

    @property
    def phase(self) -> str | None:
        """``"play"``, ``"cover"`` or None once the match is over."""
        return self._phase

    def hand(self, seat: int) -> list[int]:
        """``seat``'s hand, sorted. Full-state access for tests and playout policies only: players and AI use
        :meth:`observation`."""
        return self._hands[seat][:]

    @property
    def trick(self) -> list[tuple[int, int]]:
        """The current trick: (seat, card) in play order."""
        return self._trick[:]

    @property
    def lead_colour(self) -> int:
        """The colour index of the current trick's first suit card, -1 before one."""
        return self._lead_colour

    @property
    def plague_led(self) -> bool:
        return self._plague_led

    @property
    def plague_played(self) -> bool:
        """True once a Plague has been played this round (the Priest may then be played)."""
        return self._plague_played

    def piles(self, seat: int) -> list[tuple[int, int]]:
        """``seat``'s won piles this round, in the order won: (top card, card count)."""
        return self._piles[seat][:]

    def voids(self, seat: int) -> list[str]:
        """The kinds (:data:`~cardtable.engine.plague.cards.KINDS`) ``seat`` is known to hold none of, by this
        round's public play (a public inference, the observation's ``voids``): not following the lead colour (with
        a card other than the Priest or the Fortress) shows none of it; a Plague lead met with another card shows no
        Plague; leading a Plague or the Priest shows no suit card and no Fortress (``plague.md``, Tricks)."""
        mask = self._voids[seat]
        return [k for i, k in enumerate(KINDS) if mask >> i & 1]

    def void_mask(self, seat: int) -> int:
        """:meth:`voids` as a bitmask over ``KINDS`` indices (for fast playout policies)."""
        return self._voids[seat]

    def played_cards(self) -> list[int]:
        """Every card played this round, completed tricks and the current one."""
        out = [c for t in self._tricks for _s, c in t["cards"]]
        out.extend(c for _s, c in self._trick)
        return out

    def undealt(self) -> list[int]:
        """The cards out of the round (full-state access for tests)."""
        return self._undealt[:]

    def event_log(self) -> list[Event]:
        """Every event so far, all audiences, oldest first (a determinization's: the log of the observation it was
        built from, then its own events)."""
        return [*(Event.from_json(e) for e in self._log_prefix), *self._log]

    def observation(self, player: int) -> dict[str, JSON]:
        """What ``player`` may know, JSON-serialisable.

        Besides the common keys (:meth:`State.common_observation`): ``hand`` (own cards, sorted), ``hand_sizes``,
        ``undealt`` (how many cards are out of the round), ``dealer``, ``leader``, ``turn`` ({seat, step}),
        ``trick`` (``[[seat, card], ...]``), ``lead_colour`` (name or None), ``plague_led``, ``plague_played``,
        ``piles`` (per seat, ``[[top, count], ...]``: won piles are face down below their face-up top card),
        ``tricks`` (this round's completed tricks: {leader, cards, winner, top, rule}; every card was played face
        up), ``voids`` (per seat, the public inference :meth:`voids`), ``round_points``, ``totals``,
        ``rounds_won``, ``victory`` and ``target`` (3 rounds or 50 points).
        """
        obs = self.common_observation(player)
        obs.update(
            {
                "hand": self._hands[player][:],
                "hand_sizes": [len(h) for h in self._hands],
                "undealt": len(self._undealt),
                "dealer": self.dealer,
                "leader": self.leader,
                "turn": {"seat": self.current, "step": self._phase},
                "trick": [[s, c] for s, c in self._trick],
                "lead_colour": COLOURS[self._lead_colour] if self._lead_colour >= 0 else None,
                "plague_led": self._plague_led,
                "plague_played": self._plague_played,
                "piles": [[[top, count] for top, count in piles] for piles in self._piles],
                "tricks": self._tricks[:],
                "voids": [self.voids(s) for s in range(self.num_players)],
                "round_points": self.round_points(),
                "totals": self.totals[:],
                "rounds_won": self.rounds_won[:],
                "victory": self.victory,
                "target": ROUNDS_TO_WIN if self.victory == "rounds" else POINTS_TO_WIN,
            }
        )
        return obs

    def spectator_view(self, player: int) -> dict[str, JSON]:
        """Everything (replays, round summaries), laid out as seat ``player``'s :meth:`observation`, with ``log``
        holding every event and the extra keys ``hands`` (every seat's hand) and ``undealt_cards``."""
        view = self.observation(player)
        view["log"] = [e.to_json() for e in self.event_log()]
        view["hands"] = [h[:] for h in self._hands]
        view["undealt_cards"] = sorted(self._undealt)
        return view


def _close_round(state: State) -> None:
    """The round-end copy (:meth:`State.round_end_observation`) has no decision pending."""
    assert isinstance(state, PlagueState)
    state._phase = None


def new_game(players: int, seed: int, options: PlagueOptions, deck: Sequence[Any] | None = None) -> PlagueState:
    """Start a match of ``players`` seats (2–4) with ``seed``.

    ``deck``: None (shuffle with the seed), or the 43 cards of round 1 top first (a permutation of 0–42), dealt in
    blocks of the hand size starting with the leader (see the module docstring); later rounds are shuffled with the
    state's generator. The leader of the first trick is ``first_player`` (else drawn with the seed before any
    shuffle); the dealer is the seat before it.

    Raises :class:`OptionsError` if ``first_player`` is not a seat, ``ValueError`` if ``deck`` is not the 43 cards.
    """
    if options.first_player is not None and options.first_player >= players:
        raise OptionsError(f"first_player must be a seat from 0 to {players - 1}, not {options.first_player}")
    if deck is not None and sorted(deck) != list(range(NUM_CARDS)):
        raise ValueError(f"deck must be the {NUM_CARDS} cards 0–{NUM_CARDS - 1}, each once")
    s = PlagueState._blank(players, seed, options.victory)
    leader = options.first_player if options.first_player is not None else s._own_rng().randrange(players)
    s.dealer = (leader - 1) % players
    ev: list[Event] = []
    s._deal(None if deck is None else [int(c) for c in deck], ev)
    s._log.extend(ev)
    return s
