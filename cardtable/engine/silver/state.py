"""Silver (سیلور): the rules engine. Rules file ``silver.md``; sections named in the docstrings.

Cards are ids 0–51 (:mod:`cardtable.engine.silver.cards`). A match is 4 rounds for 2–4 players; the lowest total
wins. Decisions (``Decision.kind``) and their actions:

- ``peek`` (setup, each seat from the start player): ``peek(i)`` — look at own card ``i``; twice.
- ``turn``: ``draw``, ``draw_beside`` (Squire), ``take``, ``census``; before the action, the face-up abilities
  ``empath(i)``, ``rotate(i)`` / ``burn(seat, i)`` (Curator), ``zombie(i)`` (gives the turn), and the token:
  ``coin(seat, i)`` / ``dagger``.
- ``keep`` (Rascal: two cards drawn): ``keep(k)``, the other is discarded.
- ``drawn``: ``discard`` or ``give(i)`` (start an exchange).
- ``exchange``: ``give(i)`` (more cards, left to right) or ``exchange(k)`` — slide the given cards forward; if they
  match, the new card takes given place ``k``.
- ``end`` (after a mismatch): ``end(0)`` left / ``end(1)`` right, for the new card, then for a critical failure's
  extra card.
- ``ability`` (a discarded card's ability): ``target(seat, i)``, ``swap(i, seat, j)``, ``pick(k)``, ``look``,
  ``reverse``, ``done``, ``skip``.
- ``generous`` (scoring, Coin 0): ``give(i, seat)`` or ``skip``.

Information: a seat sees face-up cards, the discard pile, and the face-down cards it has seen (``known``: perfect
recall, in the observation; ``seen_by`` per card says who has seen it, a public inference). The table view forgets
the face-down cards' values (events' ``unremembered`` data) unless the ``memory_aid`` option is on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

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
    State,
)
from cardtable.engine.silver import abilities
from cardtable.engine.silver.cards import (
    CALLER_PENALTY,
    CENSUS_MAX,
    IDS_OF,
    NUMBER,
    PEEKS,
    ROUNDS,
    SEATS_DEALT,
    VILLAGE_SIZE,
    Edition,
    available,
    card_of,
    editions_for,
)


class SilverOptions(BaseModel):
    """Options of Silver.

    - ``deck``: ``"coin"``, ``"dagger"``, ``"amulet"`` or ``"custom"`` (rules file, Cards: gaps filled from Amulet).
    - ``custom``: for ``"custom"``, the edition of each number 0–13 (14 names); its ``json_schema_extra`` tells the
      new-game dialog each number's editions and that it applies to the custom deck.
    - ``token``: the silver token, ``"coin"`` or ``"dagger"`` (chosen independently of the deck).
    - ``memory_aid``: the table keeps the face-down cards a seat has seen (off: they are the player's to remember).
    - ``first_player``: the seat that starts round 1; ``None`` = drawn with the seed.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    deck: Literal["coin", "dagger", "amulet", "custom"] = "coin"
    custom: tuple[Literal["amulet", "coin", "dagger"], ...] | None = Field(
        default=None,
        json_schema_extra={"item_choices": [list(available(n)) for n in range(14)], "when": ["deck", "custom"]},
    )
    token: Literal["coin", "dagger"] = "coin"
    memory_aid: bool = False
    first_player: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _deck(self) -> SilverOptions:
        editions_for(self.deck, self.custom)
        return self

    @property
    def editions(self) -> tuple[Edition, ...]:
        return editions_for(self.deck, self.custom)


_PHASES_OF_ROUND_END = ("generous", "over")

_MAX_SLOTS = 64
"""More slots than a village can have (52 cards) for the tables of actions below."""
_PEEK = tuple(Action.of("peek", i) for i in range(_MAX_SLOTS))
_GIVE = tuple(Action.of("give", i) for i in range(_MAX_SLOTS))
_EXCHANGE = tuple(Action.of("exchange", i) for i in range(_MAX_SLOTS))
_KEEP = (Action.of("keep", 0), Action.of("keep", 1))
_END = (Action.of("end", 0), Action.of("end", 1))
_DRAW, _DRAW_BESIDE, _TAKE, _CENSUS = (
    Action.of("draw"),
    Action.of("draw_beside"),
    Action.of("take"),
    Action.of("census"),
)
_DAGGER, _DISCARD, _SKIP = Action.of("dagger"), Action.of("discard"), Action.of("skip")


class SilverState(State):
    """A Silver match (4 rounds). See the module docstring for decisions; :func:`new_game` starts one."""

    game_id = "silver"
    editions: tuple[Edition, ...]
    deck_kind: str
    token_kind: str
    memory_aid: bool
    ab: list[str]
    rng: random.Random
    round: int
    totals: list[int]
    round_scores: list[list[int]]
    token_seat: int
    token_power: bool
    token_used: bool
    villages: list[list[int]]
    deck: list[int]
    discard: list[int]
    out: list[int]
    beside: int | None
    up: set[int]
    rot: set[int]
    known: list[set[int]]
    learned: list[dict[int, tuple[int, int]]]
    turns: list[int]
    hand: list[int]
    hand_pub: list[bool]
    inc_up: bool
    current: int
    start: int
    direction: int
    phase: str
    peek_queue: list[int]
    peeks_done: list[int]
    given: list[int]
    end_what: list[str]
    ability: str
    ability_marks: list[int]
    ability_step: int
    ability_continues: bool
    acted: bool
    turn_used: dict[str, int]
    again: bool
    caller: int | None
    census_left: set[int]
    revealed: bool
    end_up: set[int]
    generous_queue: list[tuple[int, int]]
    _log: list[Event]
    _outcome: Outcome | None
    _decision: Decision | None
    _actions: tuple[Action, ...] | None

    # --- setup ----------------------------------------------------------------------------------------------------
    @classmethod
    def _blank(cls, players: int, seed: int, options: SilverOptions) -> SilverState:
        s = cls.__new__(cls)
        s.num_players, s.seed, s.history = players, seed, []
        s.editions = options.editions
        s.deck_kind = options.deck
        s.token_kind = options.token
        s.memory_aid = options.memory_aid
        s.ab = [card_of(s.editions, n).ability for n in range(14)]
        s.rng = random.Random(seed)
        s.round = 0
        s.totals = [0] * players
        s.round_scores = []
        s.token_seat, s.token_power, s.token_used = 0, False, False
        s.villages = [[] for _ in range(players)]
        s.deck = []  # top = last
        s.discard = []  # top = last
        s.out = []
        s.beside = None
        s.up = set()
        s.rot = set()
        s.known = [set() for _ in range(players)]
        s.learned = [{} for _ in range(players)]
        s.turns = [0] * players
        s.hand = []
        s.hand_pub = []
        s.inc_up = False
        s.current = s.start = 0
        s.direction = 1
        s.phase = "peek"
        s.peek_queue = []
        s.peeks_done = []
        s.given = []
        s.end_what = []
        s.ability = ""
        s.ability_marks = []
        s.ability_step = 0
        s.ability_continues = False
        s.acted = False
        s.turn_used = {}
        s.again = False
        s.caller = None
        s.census_left = set()
        s.revealed = False
        s.end_up = set()
        s.generous_queue = []
        s._log = []
        s._outcome = None
        s._decision = None
        s._actions = None
        return s

    def _start_round(self, order: Sequence[int] | None, ev: list[Event]) -> None:
        """Setup (every round): villages of 5 for four seats (absent seats' set aside unseen), the face-up discard
        ([interpretation] a Zombie turned up goes to the bottom of the deck and the next card is turned), the two
        peeks from the start player clockwise."""
        ids = list(order) if order is not None else self.rng.sample(range(52), 52)
        n = self.num_players
        dealt = [ids[VILLAGE_SIZE * k : VILLAGE_SIZE * (k + 1)] for k in range(SEATS_DEALT)]
        self.villages = [list(v) for v in dealt[:n]]
        self.out = [c for v in dealt[n:] for c in v]
        rest = ids[VILLAGE_SIZE * SEATS_DEALT :]
        while self.is_zombie(rest[0]):
            rest.append(rest.pop(0))
        self.discard = [rest[0]]
        self.deck = list(reversed(rest[1:]))
        self.beside = None
        self.up, self.rot = set(), set()
        self.known = [set() for _ in range(n)]
        self.learned = [{} for _ in range(n)]
        self.hand, self.hand_pub, self.given, self.end_what = [], [], [], []
        self.revealed, self.end_up, self.generous_queue = False, set(), []
        self.caller, self.census_left = None, set()
        self.token_used = False
        self.start = self.current = self.token_seat
        self.direction = 1
        self.peek_queue = [(self.start + k) % n for k in range(1, n)]
        self.peeks_done = []
        self.phase = "peek"
        ev.append(
            Event(
                "round_start",
                {"round": self.round, "start": self.start, "token": self.token_seat, "power": self.token_power},
            )
        )
        ev.append(Event("dealt", {"sizes": [len(v) for v in self.villages], "deck": len(self.deck)}))
        ev.append(Event("discard_start", {"card": NUMBER[self.discard[0]]}, None, True))

    # --- small helpers the abilities use ------------------------------------------------------------------------
    def number(self, card: int) -> int:
        return NUMBER[card]

    def is_zombie(self, card: int) -> bool:
        """Dagger 4 (Zombie) in this deck."""
        return self.ab[4] == "zombie" and NUMBER[card] == 4

    def _face_up_with(self, seat: int, ability: str) -> list[int]:
        return [c for c in self.villages[seat] if c in self.up and self.ab[NUMBER[c]] == ability]

    def guarded(self, owner: int) -> set[int]:
        """Amulet 3 (Bodyguard), [interpretation]: a face-up Bodyguard guards itself and the card after it in the
        row (before it if it is last) against opponents."""
        if self.ab[3] != "bodyguard":
            return set()
        vil = self.villages[owner]
        out: set[int] = set()
        for i, c in enumerate(vil):
            if c in self.up and NUMBER[c] == 3:
                out.add(i)
                if len(vil) > 1:
                    out.add(i + 1 if i + 1 < len(vil) else i - 1)
        return out

    def places(
        self,
        seat: int,
        own: bool = False,
        others: bool = False,
        up: bool | None = False,
        movable: bool = False,
    ) -> list[tuple[int, int]]:
        """(owner, slot) of the cards an ability of ``seat`` may act on: its own and/or other villages (opponents'
        guarded cards excepted); ``up`` False / True / None: face-down, face-up or any; ``movable``: not a face-up
        Zombie (it never goes on the discard pile)."""
        found: list[tuple[int, int]] = []
        for o in range(self.num_players):
            if (o == seat and not own) or (o != seat and not others):
                continue
            guard = self.guarded(o) if o != seat else set()
            for i, c in enumerate(self.villages[o]):
                if i in guard or (up is not None and (c in self.up) != up):
                    continue
                if movable and c in self.up and self.is_zombie(c):
                    continue
                found.append((o, i))
        return found

    def swaps(self, seat: int) -> list[Action]:
        """Robber / Master Thief: own card × an opponent's card that is not guarded."""
        theirs = self.places(seat, others=True, up=None)
        return [Action.of("swap", i, o, j) for i in range(len(self.villages[seat])) for o, j in theirs]

    def _knowers(self, cards: Sequence[int]) -> frozenset[int]:
        return frozenset(q for q in range(self.num_players) if all(c in self.up or c in self.known[q] for c in cards))

    def _learn(self, seat: int, card: int) -> None:
        """``seat`` sees face-down ``card``: it knows it from now on (perfect recall), learned on its current turn
        count and at this step (for :meth:`recall_view`)."""
        self.known[seat].add(card)
        self.learned[seat][card] = (self.turns[seat], len(self.history))

    def _everyone_knows(self, card: int) -> None:
        for q in range(self.num_players):
            self._learn(q, card)

    def look(self, seat: int, owner: int, slot: int, why: str, ev: list[Event]) -> None:
        """``seat`` secretly looks at ``owner``'s card ``slot``; it goes back in its place (Card positions)."""
        c = self.villages[owner][slot]
        known = frozenset({seat}) if c in self.known[seat] else frozenset()
        self._learn(seat, c)
        ev.append(Event("looked", {"seat": seat, "owner": owner, "slot": slot, "why": why}))
        data = {"seat": seat, "owner": owner, "slot": slot, "card": NUMBER[c], "why": why}
        ev.append(Event("saw", data, frozenset({seat}), True, known, frozenset({"card"})))

    def turn_up(self, seat: int, owner: int, slot: int, why: str, ev: list[Event]) -> None:
        c = self.villages[owner][slot]
        knowers = self._knowers([c])
        self.up.add(c)
        data = {"seat": seat, "owner": owner, "slot": slot, "card": NUMBER[c], "up": True, "why": why}
        ev.append(Event("flipped", data, None, True, knowers))

    def _turn_down(self, card: int) -> None:
        self.up.discard(card)
        self._everyone_knows(card)

    def rotate(self, seat: int, slot: int, ev: list[Event]) -> None:
        self.rot.add(self.villages[seat][slot])
        ev.append(Event("rotated", {"seat": seat, "slot": slot}))

    def burn(self, seat: int, owner: int, slot: int, why: str, ev: list[Event]) -> None:
        """Discard ``owner``'s card ``slot`` face up (Curator, Assassin); a Zombie stays where it was instead."""
        c = self.villages[owner][slot]
        knowers = self._knowers([c])
        data: dict[str, JSON] = {"seat": seat, "owner": owner, "slot": slot, "card": NUMBER[c], "why": why}
        if self.is_zombie(c):
            self._everyone_knows(c)
            ev.append(Event("zombie_stays", data, None, True, knowers))
            return
        del self.villages[owner][slot]
        self.up.discard(c)
        self.rot.discard(c)
        self.discard.append(c)
        ev.append(Event("burned", data, None, True, knowers))

    def swap(self, seat: int, slot: int, owner: int, other: int, why: str, ev: list[Event]) -> None:
        """Swap ``seat``'s card ``slot`` with ``owner``'s card ``other``; face-up and rotated cards stay so."""
        mine, theirs = self.villages[seat], self.villages[owner]
        mine[slot], theirs[other] = theirs[other], mine[slot]
        ev.append(Event("swapped", {"seat": seat, "slot": slot, "owner": owner, "other": other, "why": why}))

    def reverse(self, seat: int, why: str, ev: list[Event]) -> None:
        """Reverser / Dagger token: the direction of play turns; with 2 players the mover plays again instead
        ([interpretation] not during the census's turns, where each player has exactly one)."""
        again = self.num_players == 2
        if again:
            self.again = self.caller is None
        else:
            self.direction = -self.direction
        data = {"seat": seat, "why": why, "direction": self.direction, "again": again and self.caller is None}
        ev.append(Event("reversed", data))

    def give_zombie(self, seat: int, slot: int, ev: list[Event]) -> None:
        c = self.villages[seat].pop(slot)
        self._turn_down(c)
        to = (seat - self.direction) % self.num_players
        self.villages[to].append(c)
        ev.append(Event("zombie_given", {"seat": seat, "slot": slot, "to": to}))

    def take_from_discard(self, seat: int, index: int, why: str, ev: list[Event]) -> None:
        c = self.discard.pop(index)
        self.hand, self.hand_pub, self.inc_up = [c], [True], True
        self.given = []
        self.phase = "exchange"
        ev.append(Event("took", {"seat": seat, "card": NUMBER[c], "why": why}))

    def witch_look(self, seat: int, ev: list[Event]) -> None:
        c = self.deck.pop()
        self.hand, self.hand_pub = [c], [False]
        self._learn(seat, c)
        ev.append(Event("looked", {"seat": seat, "owner": -1, "slot": -1, "why": "witch"}))
        data = {"seat": seat, "owner": -1, "slot": -1, "card": NUMBER[c], "why": "witch"}
        ev.append(Event("saw", data, frozenset({seat}), True, unremembered=frozenset({"card"})))

    def witch_place(self, seat: int, owner: int, slot: int, ev: list[Event]) -> None:
        """The looked-at card replaces ``owner``'s card ``slot`` face down; the old card is discarded. A Zombie there
        stays ([interpretation], as in an exchange): the Witch's card is discarded instead (a Zombie goes back on
        the deck)."""
        c = self.hand.pop()
        self.hand_pub = []
        old = self.villages[owner][slot]
        knowers = self._knowers([old])
        data: dict[str, JSON] = {"seat": seat, "owner": owner, "slot": slot, "card": NUMBER[old], "why": "witch"}
        if self.is_zombie(old):
            self._everyone_knows(old)
            ev.append(Event("zombie_stays", data, None, True, knowers))
            if self.is_zombie(c):
                self.deck.append(c)
            else:
                self._discard_held(seat, c, False, "witch", ev)
            return
        self.villages[owner][slot] = c
        self.up.discard(old)
        self.rot.discard(old)
        self.discard.append(old)
        ev.append(Event("witch_placed", data, None, True, knowers))

    def _discard_held(self, seat: int, card: int, public: bool, why: str, ev: list[Event]) -> None:
        self.discard.append(card)
        data = {"seat": seat, "card": NUMBER[card], "why": why}
        ev.append(Event("discarded", data, None, not public, frozenset() if public else frozenset({seat})))

    # --- whose decision, and which ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self._outcome is not None else self.current

    def decision(self) -> Decision | None:
        if self._outcome is not None:
            return None
        if self._decision is None:
            self._decision = self._build_decision()
        return self._decision

    def _build_decision(self) -> Decision:
        seat, phase = self.current, self.phase
        context: dict[str, JSON] = {"hand": [NUMBER[c] for c in self.hand]}
        refused: list[Refusal] = []
        if phase == "turn":
            refused = self._turn_refusals(seat)
        elif phase in ("drawn", "exchange"):
            if phase == "exchange" and self.is_zombie(self.hand[0]) and not self.given:
                refused.append(Refusal(Action.of("discard"), "zombie_discard"))
            context["given"] = list(self.given)
        elif phase == "end":
            context["what"] = self.end_what[0]
        elif phase == "ability":
            context["ability"] = self.ability
        elif phase == "generous":
            context["card"] = self.villages[seat].index(self.generous_queue[0][1])
        if refused:
            context["refused"] = [r.to_json() for r in refused]
        return Decision(seat, phase, self.fast_actions(), context)

    def fast_actions(self) -> tuple[Action, ...]:
        """The legal actions (those of :meth:`decision`, in its order) without the Decision: its context and
        refusals are not built (search and playouts)."""
        acts = self._actions
        if acts is None:
            acts = self._actions = () if self._outcome is not None else tuple(self._legal(self.current, self.phase))
        return acts

    def _legal(self, seat: int, phase: str) -> list[Action]:
        if phase == "peek":
            done = self.peeks_done
            return [_PEEK[i] for i in range(len(self.villages[seat])) if i not in done]
        if phase == "turn":
            return self._turn_actions(seat)
        if phase == "keep":
            return [_KEEP[0], _KEEP[1]]
        if phase in ("drawn", "exchange"):
            acts = [_DISCARD] if phase == "drawn" else []
            acts += _GIVE[max(self.given, default=-1) + 1 : len(self.villages[seat])]
            acts += [_EXCHANGE[k] for k in self.given]
            return acts
        if phase == "end":
            return [_END[0], _END[1]]
        if phase == "ability":
            acts = abilities.DISCARD[self.ability](self, seat, None, [])
            if self.ability_step == 0:
                acts.append(_SKIP)
            return acts
        card = self.generous_queue[0][1]  # generous
        others = [o for o in range(self.num_players) if o != seat]
        acts = [Action.of("give", i, o) for i, c in enumerate(self.villages[seat]) if c != card for o in others]
        acts.append(_SKIP)
        return acts

    def _up_abilities(self, seat: int) -> dict[str, int]:
        """The abilities of ``seat``'s face-up cards, with how many cards have each."""
        found: dict[str, int] = {}
        up, ab = self.up, self.ab
        for c in self.villages[seat]:
            if c in up:
                name = ab[NUMBER[c]]
                found[name] = found.get(name, 0) + 1
        return found

    def _turn_actions(self, seat: int) -> list[Action]:
        """A turn (A turn: exactly one of): the face-up abilities and the token first ([interpretation] before the
        action, each face-up card once a turn), then draw / take / census."""
        vil = self.villages[seat]
        acts: list[Action] = []
        ups = self._up_abilities(seat) if self.up else {}
        if ups:
            used = self.turn_used
            for name in ("empath", "curator", "zombie"):
                if ups.get(name, 0) > used.get(name, 0):
                    acts += abilities.TURN[name](self, seat, None, [])
        if self.token_power and self.token_seat == seat and not self.token_used:
            if self.token_kind == "coin":
                acts += [Action.of("coin", o, i) for o, i in self.places(seat, own=True, others=True, up=None)]
            else:
                acts.append(_DAGGER)
        if self.deck:
            acts.append(_DRAW)
        if self.beside is not None and "squire" in ups:
            acts.append(_DRAW_BESIDE)
        if self.discard and vil:
            acts.append(_TAKE)
        if self.caller is None and len(vil) <= CENSUS_MAX and not self.acted:
            acts.append(_CENSUS)
        return acts

    def _turn_refusals(self, seat: int) -> list[Refusal]:
        """Why take or the census is not among a turn's actions (for the table)."""
        vil = self.villages[seat]
        refused: list[Refusal] = []
        if self.discard and not vil:
            refused.append(Refusal(_TAKE, "take_empty_village"))
        if self.caller is not None:
            refused.append(Refusal(_CENSUS, "census_called", {"caller": self.caller}))
        elif len(vil) > CENSUS_MAX:
            refused.append(Refusal(_CENSUS, "census_cards", {"cards": len(vil), "max": CENSUS_MAX}))
        elif self.acted:
            refused.append(Refusal(_CENSUS, "census_after_ability"))
        return refused

    # --- applying -------------------------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        d = self.decision()
        if d is None:
            raise IllegalActionError("the match is over", action)
        if action not in d.actions:
            raise IllegalActionError(f"{action} is not one of the choices of this {d.kind} decision", action)
        ev: list[Event] = []
        self._decision = self._actions = None
        getattr(self, "_do_" + self.phase)(action, ev)
        self._settle(ev)
        self._decision = self._actions = None
        self.history.append(action)
        self._log.extend(ev)
        return ev

    def fast_apply(self, action: Action) -> None:
        """:meth:`apply` for search: ``action`` must be one of :meth:`fast_actions` (not checked); the events made
        on the way are dropped, not logged (the State reached is otherwise the one :meth:`apply` reaches; the
        conformance kit checks it)."""
        self._decision = self._actions = None
        getattr(self, "_do_" + self.phase)(action, DROPPED_EVENTS)
        self._settle(DROPPED_EVENTS)
        self._decision = self._actions = None
        self.history.append(action)

    def _do_peek(self, action: Action, ev: list[Event]) -> None:
        slot = int(action.args[0])
        self.look(self.current, self.current, slot, "setup", ev)
        self.peeks_done.append(slot)
        if len(self.peeks_done) == PEEKS or len(self.peeks_done) == len(self.villages[self.current]):
            self.peeks_done = []
            if self.peek_queue:
                self.current = self.peek_queue.pop(0)
            else:
                self._begin_turn(self.start)

    def _begin_turn(self, seat: int) -> None:
        self.current, self.phase = seat, "turn"
        self.turns[seat] += 1
        self.acted, self.again, self.turn_used = False, False, {}
        self.hand, self.hand_pub, self.given, self.end_what = [], [], [], []
        self.ability, self.ability_marks, self.ability_step = "", [], 0

    def _do_turn(self, action: Action, ev: list[Event]) -> None:
        seat, kind = self.current, action.kind
        if kind == "draw":
            rascal = self._face_up_with(seat, "rascal") and len(self.deck) >= 2
            cards = [self.deck.pop() for _ in range(2 if rascal else 1)]
            self.hand, self.hand_pub = cards, [False] * len(cards)
            for c in cards:
                self._learn(seat, c)
            ev.append(Event("drew", {"seat": seat, "source": "deck", "count": len(cards)}))
            data = {"seat": seat, "cards": [NUMBER[c] for c in cards]}
            ev.append(Event("drew_card", data, frozenset({seat}), True, unremembered=frozenset({"cards"})))
            if rascal:
                self.phase = "keep"
            else:
                self._after_draw(ev)
        elif kind == "draw_beside":
            assert self.beside is not None
            self.hand, self.hand_pub, self.beside = [self.beside], [True], None
            ev.append(Event("drew", {"seat": seat, "source": "beside", "count": 1, "card": NUMBER[self.hand[0]]}))
            self._after_draw(ev)
        elif kind == "take":
            self.take_from_discard(seat, len(self.discard) - 1, "discard", ev)
        elif kind == "census":
            self.caller = seat
            self.census_left = {o for o in range(self.num_players) if o != seat}
            ev.append(Event("census", {"seat": seat}))
            self._end_turn(ev)
        elif kind in ("coin", "dagger"):
            self.token_used = self.acted = True
            ev.append(Event("token_used", {"seat": seat, "token": kind}))
            if kind == "dagger":
                self.reverse(seat, "dagger", ev)
            else:
                owner, slot = int(action.args[0]), int(action.args[1])
                c = self.villages[owner][slot]
                if c in self.up:
                    self._turn_down(c)
                    data = {"seat": seat, "owner": owner, "slot": slot, "up": False, "why": "coin"}
                    ev.append(Event("flipped", data))
                else:
                    self.turn_up(seat, owner, slot, "coin", ev)
        else:
            name = {"empath": "empath", "rotate": "curator", "burn": "curator", "zombie": "zombie"}[kind]
            self.turn_used[name] = self.turn_used.get(name, 0) + 1
            self.acted = True
            abilities.TURN[name](self, seat, action, ev)
            if kind == "zombie":
                self._end_turn(ev)

    def _after_draw(self, ev: list[Event]) -> None:
        """A drawn card: discard it (with its ability) or exchange it; a Zombie must be exchanged into the village
        (an empty village takes it as its only card, [interpretation])."""
        self.inc_up, self.given = False, []
        card = self.hand[0]
        if self.is_zombie(card) and not self.villages[self.current]:
            self.villages[self.current].append(card)
            self.hand, self.hand_pub = [], []
            ev.append(Event("placed", {"seat": self.current, "slot": 0, "up": False, "what": "incoming"}))
            self._end_turn(ev)
            return
        self.phase = "exchange" if self.is_zombie(card) else "drawn"

    def _do_keep(self, action: Action, ev: list[Event]) -> None:
        k = int(action.args[0])
        kept, other = self.hand[k], self.hand[1 - k]
        self.hand, self.hand_pub = [kept], [False]
        self._discard_held(self.current, other, False, "rascal", ev)
        self._after_draw(ev)

    def _do_drawn(self, action: Action, ev: list[Event]) -> None:
        seat = self.current
        if action.kind == "give":
            self.given, self.phase = [int(action.args[0])], "exchange"
            return
        card = self.hand.pop()
        public = self.hand_pub.pop()
        self._discard_held(seat, card, public, "drawn", ev)
        name = self.ab[NUMBER[card]]
        if name in abilities.DISCARD:
            if abilities.DISCARD[name](self, seat, None, []):
                self.phase, self.ability, self.ability_marks, self.ability_step = "ability", name, [], 0
                return
            ev.append(Event("ability_void", {"seat": seat, "ability": name}))
        self._end_turn(ev)

    def _do_exchange(self, action: Action, ev: list[Event]) -> None:
        if action.kind == "give":
            self.given.append(int(action.args[0]))
            return
        self._resolve_exchange(int(action.args[0]), ev)

    def matches(self, cards: Sequence[int], incoming: int) -> bool:
        """Exchanging several cards: they match if they have one number; a Doppelgänger (Amulet 13) matches any
        card; an incoming Approximator (Dagger 5) may replace any two cards."""
        if len(cards) == 1:
            return True
        if self.ab[5] == "approximator" and NUMBER[incoming] == 5 and len(cards) == 2:
            return True
        doppel = self.ab[13] == "doppelganger"
        return len({NUMBER[c] for c in cards if not (doppel and NUMBER[c] == 13)}) <= 1

    def _resolve_exchange(self, k: int, ev: list[Event]) -> None:
        """Slide the given cards forward face up. Match: discard them (lowest on top), the new card takes place
        ``k``, the row closes up. Mismatch: all face down again in place, the new card to an end (a decision); three
        or more: also the top deck card, unseen, to an end. A Zombie among matching cards leaves only under a lower
        card; otherwise the exchange is undone and the new card is discarded instead (a Zombie goes to an end)."""
        seat = self.current
        vil, given, incoming = self.villages[seat], self.given, self.hand[0]
        cards = [vil[i] for i in given]
        nums = [NUMBER[c] for c in cards]
        match = self.matches(cards, incoming)
        stuck = match and any(self.is_zombie(c) for c in cards) and not (len(cards) >= 2 and min(nums) < 4)
        result = "zombie" if stuck else "match" if match else "mismatch"
        knowers = self._knowers(cards)
        data = {"seat": seat, "slots": list(given), "cards": nums, "result": result, "place": k}
        forget = frozenset() if result == "match" else frozenset({"cards"})
        ev.append(Event("exchanged", data, None, True, knowers, forget))
        for c in cards:
            self._everyone_knows(c)
        if result == "match":
            for c in sorted(cards, key=NUMBER.__getitem__, reverse=True):
                self.discard.append(c)
                self.up.discard(c)
                self.rot.discard(c)
            taken = set(given)
            row = [incoming if i == k else c for i, c in enumerate(vil) if i == k or i not in taken]
            self.villages[seat] = row
            if self.inc_up:
                self.up.add(incoming)
            self.hand, self.hand_pub = [], []
            self._placed(seat, row.index(incoming), incoming, "incoming", ev)
            self._end_turn(ev)
        elif result == "mismatch":
            for c in cards:
                self.up.discard(c)
            self.end_what = ["incoming"] + (["extra"] if len(cards) >= 3 and self.deck else [])
            self.phase = "end"
        else:
            for i, c in zip(given, cards, strict=True):
                if self.is_zombie(c):
                    self.up.discard(c)
                    data = {"seat": seat, "owner": seat, "slot": i, "card": 4, "why": "exchange"}
                    ev.append(Event("zombie_stays", data))
            if self.is_zombie(incoming):
                self.end_what, self.phase = ["incoming"], "end"
            else:
                self.hand = []
                self._discard_held(seat, incoming, self.hand_pub.pop(), "zombie", ev)
                self._end_turn(ev)

    def _placed(self, seat: int, slot: int, card: int, what: str, ev: list[Event]) -> None:
        up = card in self.up
        data: dict[str, JSON] = {"seat": seat, "slot": slot, "up": up, "what": what}
        if up:
            data["card"] = NUMBER[card]
        ev.append(Event("placed", data))

    def _do_end(self, action: Action, ev: list[Event]) -> None:
        seat, what = self.current, self.end_what.pop(0)
        if what == "incoming":
            card = self.hand.pop()
            self.hand_pub = []
            if self.inc_up:
                self.up.add(card)
        else:
            card = self.deck.pop()
        vil = self.villages[seat]
        if action.args[0] == 0:
            vil.insert(0, card)
        else:
            vil.append(card)
        self._placed(seat, vil.index(card), card, what, ev)
        if not self.end_what:
            self._end_turn(ev)

    def _do_ability(self, action: Action, ev: list[Event]) -> None:
        if action.kind == "skip":
            ev.append(Event("ability_skipped", {"seat": self.current, "ability": self.ability}))
            self._end_turn(ev)
            return
        self.ability_continues = False
        abilities.DISCARD[self.ability](self, self.current, action, ev)
        self.ability_step += 1
        if self.phase != "ability" or self.ability_continues:
            return
        self._end_turn(ev)

    def _do_generous(self, action: Action, ev: list[Event]) -> None:
        seat, _ = self.generous_queue.pop(0)
        if action.kind == "give":
            slot, to = int(action.args[0]), int(action.args[1])
            given = self.villages[seat].pop(slot)
            self.villages[to].append(given)
            ev.append(Event("generous", {"seat": seat, "slot": slot, "card": NUMBER[given], "to": to}))
        else:
            ev.append(Event("ability_skipped", {"seat": seat, "ability": "generous"}))
        self._next_generous(ev)

    # --- turns and rounds -------------------------------------------------------------------------------------
    def _end_turn(self, ev: list[Event]) -> None:
        """End of a turn: the round ends if the deck is empty (remaining census turns are lost) or the census's
        turns are done; otherwise the next player in the direction of play (with a census: the next who has not
        had their extra turn)."""
        n, seat = self.num_players, self.current
        if not self.deck:
            self._end_round("deck", ev)
            return
        if self.caller is not None:
            self.census_left.discard(seat)
            if not self.census_left:
                self._end_round("census", ev)
                return
            nxt = seat
            while True:
                nxt = (nxt + self.direction) % n
                if nxt in self.census_left:
                    break
        else:
            nxt = seat if self.again else (seat + self.direction) % n
        self._begin_turn(nxt)

    def _settle(self, ev: list[Event]) -> None:
        """After each step: two face-up Villagers (Amulet 0) end the round at once; a face-up Squire (Amulet 1)
        keeps one deck card face up beside the deck (turned up between a turn's steps, never the last deck card)."""
        if self.phase in _PHASES_OF_ROUND_END:
            return
        if self.ab[0] == "villager" and all(c in self.up for c in IDS_OF[0]):
            for c in self.hand:
                self.discard.append(c)
            self.hand, self.hand_pub = [], []
            self._end_round("villagers", ev)
            return
        squire = self.ab[1] == "squire" and self.phase == "turn" and self.beside is None and len(self.deck) > 1
        if squire and any(NUMBER[c] == 1 for c in self.up):
            self.beside = self.deck.pop()
            ev.append(Event("beside", {"card": NUMBER[self.beside]}, None, True))

    def scoring_order(self) -> list[int]:
        """From the token holder (the start player) clockwise (End of round and scoring)."""
        return [(self.start + k) % self.num_players for k in range(self.num_players)]

    def _end_round(self, reason: str, ev: list[Event]) -> None:
        self.end_up = set(self.up)
        self.revealed = True
        self.phase = "generous"
        villages = [[NUMBER[c] for c in v] for v in self.villages]
        face_up = [[c in self.up for c in v] for v in self.villages]
        ev.append(Event("round_end", {"reason": reason, "villages": villages, "face_up": face_up}, None, True))
        if self.ab[0] == "generous":
            self.generous_queue = [
                (s, c) for s in self.scoring_order() for c in self.villages[s] if c in self.up and NUMBER[c] == 0
            ]
        self._next_generous(ev)

    def _next_generous(self, ev: list[Event]) -> None:
        """Coin 0 (Generous) is resolved first at scoring, in scoring order; one whose village has no other card
        (or that has left its village) does nothing."""
        while self.generous_queue:
            seat, card = self.generous_queue[0]
            if card in self.villages[seat] and len(self.villages[seat]) > 1:
                self.current = seat
                return
            self.generous_queue.pop(0)
        self._score(ev)

    def village_total(self, seat: int) -> int:
        """A village's total at scoring (:meth:`village_scoring`)."""
        return int(self.village_scoring(seat)["total"])

    def village_scoring(self, seat: int) -> dict[str, JSON]:
        """How a village scores (End of round and scoring): ``values``, what each card counts, in village order (its
        number; a face-up Wolfy / Furry as its ability says, named in ``abilities``, else ``None``), then ``steps``,
        the face-up total abilities in number order (Debt Collector, then Halfling) as ``[ability, before, after]``,
        and the ``total``; an empty village scores 0."""
        vil = self.villages[seat]
        values: list[int] = []
        named: list[str | None] = []
        for c in vil:
            name = self.ab[NUMBER[c]]
            counts = c in self.end_up and name in abilities.VALUE
            values.append(abilities.VALUE[name](self, c) if counts else NUMBER[c])
            named.append(name if counts else None)
        total = sum(values)
        steps: list[JSON] = []
        done: set[str] = set()
        for c in sorted(vil, key=NUMBER.__getitem__):
            name = self.ab[NUMBER[c]]
            if c in self.end_up and name in abilities.TOTAL and name not in done:
                before, total = total, abilities.TOTAL[name](self, seat, total)
                steps.append([name, before, total])
                if name in abilities.ONCE:
                    done.add(name)
        return {"values": values, "abilities": named, "steps": steps, "total": total}

    def _score(self, ev: list[Event]) -> None:
        """The caller scores 0 if their total is the lowest (ties included), else total + 10; then the token
        (Silver token) and the next round, or the end after 4 rounds. The ``scored`` event says how each village
        scored (``villages``: :meth:`village_scoring`, per card and per scoring ability)."""
        n = self.num_players
        villages = [self.village_scoring(s) for s in range(n)]
        sums = [int(v["total"]) for v in villages]
        scores = list(sums)
        success = None
        if self.caller is not None:
            success = sums[self.caller] <= min(sums)
            scores[self.caller] = 0 if success else sums[self.caller] + CALLER_PENALTY
        self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        self.round_scores.append(scores)
        data = {
            "sums": sums,
            "scores": scores,
            "totals": list(self.totals),
            "caller": self.caller,
            "success": success,
            "villages": villages,
        }
        ev.append(Event("scored", data))
        self._place_token(scores, bool(success), ev)
        if self.round == ROUNDS - 1:
            self._finish_match(ev)
            return
        self._remember_round_end(_close_round)
        self.round += 1
        self.token_used = False
        self._start_round(None, ev)

    def _place_token(self, scores: list[int], success: bool, ev: list[Event]) -> None:
        """Silver token: the lowest scorer starts the next round, with the token's power if a successful caller.
        Tie: a previous holder (who won it by a census) among the tied keeps it; [interpretation] else a successful
        caller among the tied takes it with power; else the tied player nearest the start player clockwise starts,
        without power."""
        low = min(scores)
        tied = [s for s in self.scoring_order() if scores[s] == low]
        holder = self.token_seat if self.token_power else None
        if len(tied) == 1:
            seat, power = tied[0], success and tied[0] == self.caller
        elif holder is not None and holder in tied:
            seat, power = holder, True
        elif success and self.caller in tied:
            seat, power = int(self.caller or 0), True
        else:
            seat, power = tied[0], False
        self.token_seat, self.token_power = seat, power
        ev.append(Event("token", {"seat": seat, "power": power, "token": self.token_kind}))

    def _finish_match(self, ev: list[Event]) -> None:
        """End of game: lowest total; tie: the player in front of whom the token lies, else the tied player
        nearest to them clockwise."""
        n = self.num_players
        low = min(self.totals)
        order = [(self.token_seat + k) % n for k in range(n)]
        winner = next(s for s in order if self.totals[s] == low)
        self._outcome = Outcome((winner,), tuple(float(t) for t in self.totals), "lowest")
        self.phase = "over"
        ev.append(Event("match_end", {"winner": winner, "totals": list(self.totals)}))

    # --- the end ------------------------------------------------------------------------------------------------
    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def round_index(self) -> int:
        return self.round

    def scores(self) -> tuple[float, ...]:
        return tuple(float(t) for t in self.totals)

    # --- copies and information ---------------------------------------------------------------------------------
    def clone(self) -> SilverState:
        s = SilverState.__new__(SilverState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.totals = list(self.totals)
        s.round_scores = [list(r) for r in self.round_scores]
        s.villages = [list(v) for v in self.villages]
        s.deck, s.discard, s.out = list(self.deck), list(self.discard), list(self.out)
        s.up, s.rot, s.known = set(self.up), set(self.rot), [set(k) for k in self.known]
        s.learned, s.turns = [dict(k) for k in self.learned], list(self.turns)
        s.hand, s.hand_pub = list(self.hand), list(self.hand_pub)
        s.peek_queue, s.peeks_done = list(self.peek_queue), list(self.peeks_done)
        s.given, s.end_what, s.ability_marks = list(self.given), list(self.end_what), list(self.ability_marks)
        s.turn_used, s.census_left = dict(self.turn_used), set(self.census_left)
        s.end_up, s.generous_queue = set(self.end_up), list(self.generous_queue)
        s._log = list(self._log)
        s._round_end = None
        return s

    def event_log(self) -> list[Event]:
        return list(self._log)

    def _slot(self, player: int | None, card: int) -> dict[str, JSON]:
        up = card in self.up
        shown = up or self.revealed or player is None or card in self.known[player]
        seen = [] if up else [q for q in range(self.num_players) if card in self.known[q]]
        return {
            "card": NUMBER[card] if shown else None,
            "up": up,
            "rot": card in self.rot,
            "seen_by": seen,
            "was_up": card in self.end_up,
        }

    def _view(self, player: int, everything: bool = False) -> dict[str, JSON]:
        who = None if everything else player
        mine = everything or player == self.current
        return {
            **self.common_observation(player),
            "deck_kind": self.deck_kind,
            "editions": list(self.editions),
            "token_kind": self.token_kind,
            "memory_aid": self.memory_aid,
            "villages": [[self._slot(who, c) for c in v] for v in self.villages],
            "deck_size": len(self.deck),
            "out_size": len(self.out),
            "discard": [NUMBER[c] for c in self.discard],
            "beside": None if self.beside is None else NUMBER[self.beside],
            "hand": [NUMBER[c] if mine or pub else None for c, pub in zip(self.hand, self.hand_pub, strict=True)],
            "hand_public": list(self.hand_pub),
            "incoming_up": self.inc_up,
            "current": self.current,
            "start": self.start,
            "direction": self.direction,
            "phase": self.phase,
            "peek_queue": list(self.peek_queue),
            "peeks_done": list(self.peeks_done),
            "given": list(self.given),
            "end_what": list(self.end_what),
            "ability": self.ability,
            "ability_marks": list(self.ability_marks),
            "ability_step": self.ability_step,
            "acted": self.acted,
            "turn_used": dict(self.turn_used),
            "again": self.again,
            "caller": self.caller,
            "census_left": sorted(self.census_left),
            "revealed": self.revealed,
            "generous_queue": [
                [s, self.villages[s].index(c) if c in self.villages[s] else -1] for s, c in self.generous_queue
            ],
            "token": {"seat": self.token_seat, "power": self.token_power, "used": self.token_used},
            "round_scores": [list(r) for r in self.round_scores],
        }

    def observation(self, player: int) -> dict[str, JSON]:
        """Seat ``player``'s information set: every face-up card, the discard pile, the face-down cards it has seen
        (perfect recall), who has seen each face-down card (``seen_by``), the cards it holds; see the module doc."""
        return self._view(player)

    def table_view(self, player: int) -> dict[str, JSON]:
        """The observation, less what memory is for (Remembering the cards): without the ``memory_aid`` option,
        face-down cards show no value and no "seen" marker, and the log's looked-at values are dropped."""
        view = self._view(player)
        if self.memory_aid:
            return view
        view["log"] = self.visible_log([e.remembered() for e in self._log], player)
        if not self.revealed:
            for vil in view["villages"]:
                for slot in vil:
                    if not slot["up"]:
                        slot["card"], slot["seen_by"] = None, []
        return view

    def recall_view(self, player: int, keeps: Callable[[str, int], bool]) -> dict[str, JSON]:
        """The observation as a seat that forgets sees it (Remembering the cards): each face-down card it has seen
        is remembered only if ``keeps(key, turns)`` says so, ``key`` naming that memory by what the seat saw (the
        number, and the step it saw it at) and ``turns`` the seat's own turns begun since; a forgotten card shows
        no value and not the seat among those who have seen it. The log is the table view's (looked-at values
        dropped). A card it holds now (a drawn card) is never forgotten."""
        view = self._view(player)
        view["log"] = self.visible_log([e.remembered() for e in self._log], player)
        if self.revealed:
            return view
        now, learned = self.turns[player], self.learned[player]
        for vil, cards in zip(view["villages"], self.villages, strict=True):
            for slot, c in zip(vil, cards, strict=True):
                if slot["up"] or slot["card"] is None:
                    continue
                turn, step = learned.get(c, (now, len(self.history)))
                if not keeps(f"{NUMBER[c]}@{step}", now - turn):
                    slot["card"] = None
                    slot["seen_by"] = [q for q in slot["seen_by"] if q != player]
        return view

    def spectator_view(self, player: int) -> dict[str, JSON]:
        """Everything: every village card in ``villages``, every event, and the hidden piles in ``cards``."""
        view = self._view(player, everything=True)
        view["player"] = player
        view["log"] = [e.to_json() for e in self._log]
        view["cards"] = {
            "deck": [NUMBER[c] for c in reversed(self.deck)],
            "out": [NUMBER[c] for c in self.out],
            "hand": [NUMBER[c] for c in self.hand],
        }
        return view


def _close_round(state: State) -> None:
    """The round-end copy (:meth:`State.round_end_observation`) has no decision pending."""
    assert isinstance(state, SilverState)
    state._outcome = Outcome((), state.scores(), "round_end")


def new_game(players: int, seed: int, options: SilverOptions, deck: Sequence[Any] | None = None) -> SilverState:
    """Start a match of ``players`` seats (2–4) with ``seed``.

    ``deck``: None (shuffle with the seed), or round 1's 52 card numbers top first: five to each of the four
    villages in seat order (those of absent seats set aside), then the face-up discard, then the deck top first.
    Later rounds are shuffled with the state's generator.

    Raises :class:`OptionsError` if ``first_player`` is not a seat, ``ValueError`` if ``deck`` is not the 52 cards.
    """
    if options.first_player is not None and options.first_player >= players:
        raise OptionsError(f"first_player must be a seat from 0 to {players - 1}, not {options.first_player}")
    s = SilverState._blank(players, seed, options)
    order = None
    if deck is not None:
        if sorted(deck) != sorted(NUMBER):
            raise ValueError("a Silver deck is the 52 cards: two 0s, four each of 1-12, two 13s")
        pools = {n: list(ids) for n, ids in IDS_OF.items()}
        order = [pools[int(n)].pop(0) for n in deck]
    s.token_seat = options.first_player if options.first_player is not None else s.rng.randrange(players)
    ev: list[Event] = []
    s._start_round(order, ev)
    s._log.extend(ev)
    return s
