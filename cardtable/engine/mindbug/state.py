"""The Mindbug match state (rules: ``shared/rules/mindbug.md``; the section or ruling is named per rule below).

Seats 0 and 1. Cards are the physical ids 0–47 of :mod:`.cards` in actions, events and observations. Every pending
effect is a frame on an explicit stack (``state.stack``, top last, public in the observation): a frame is a tuple
``(kind, *ints/strs)``:

- ``("turn",)`` the active player's turn action is due; ``("end_turn",)`` play passes on (to the same seat after a
  Mindbug: ``extra_turn``, E3);
- ``("mindbug", card, player)`` the opponent of ``player`` decides on the played ``card`` (it waits in the middle);
- ``("play_fx", card, controller)`` a Play: effect is due (suppressed by the opponent's Deathweaver, E5);
- ``("attack", attacker, n)`` the Attack: effect of attack ``n`` (1, or 2 with FRENZY) is due; ``("block",
  attacker, n, stage)`` the Hunter choice (stage 0) or the defender's block (stage 1) is due; ``("frenzy",
  attacker, n)`` a second attack may follow;
- ``("triggers", card, controller, card, controller, ...)`` Defeated: effects waiting for the active player to
  order them (E13);
- ``("choose", key, source, controller, remaining, optional)`` an ability's choice (:data:`.abilities.CHOICES`);
  ``("discard", player, count, source)`` a player discards ``count`` cards of their choice (E20).

Decisions (``Decision.kind`` → actions): ``"turn"`` → ``play(card)`` / ``attack(card)``; ``"mindbug"`` (the
opponent, interrupt ``"mindbug"``) → ``mindbug`` / ``decline``; ``"hunt"`` → ``hunt(card)`` / ``no_hunt``;
``"block"`` (the defender, interrupt ``"block"``) → ``block(card)`` / ``no_block`` (context ``refused``: the
defender's creatures that may not block, keys ``sneaky``, ``bee_bear``, ``elephantopus``; when none may block,
there is no decision and the ``unblocked`` event's ``cannot`` says why: ``["no_creatures"]``, or the distinct keys
of the defender's creatures in :data:`BLOCK_REFUSALS` order, e.g. ``["sneaky", "elephantopus"]``); ``"frenzy"`` →
``attack_again`` / ``end_attack``; ``"order"`` → ``trigger(card)``: the Defeated: effect to resolve next;
``"choose"`` → ``choose(card)`` (and ``done`` for "up to" choices); ``"discard"`` → ``discard(card, ...)`` (the
cards, ascending ids). A decision of the seat whose turn it is not carries ``Decision.interrupt``: ``"mindbug"``,
``"block"``, ``"discard"`` or ``"effect"`` (an effect it controls, e.g. its Harpy Mother defeated while blocking).
A choice with a single possible answer that must be taken (one target for a mandatory effect, no legal blocker,
one trigger) is made by the engine.

Decisions of this implementation (listed on the in-app rules page as [app choice]):

- ``deck=``: card ids or English names (a name takes the next copy not yet listed), top first: cards 1–10 are seat
  0's draw pile, 11–20 seat 1's, 21–48 the unused pile; each seat's hand is the top 5 of its pile. A shorter list
  is completed with the remaining cards in id order.
- ``first_player=None`` picks the first player with the seeded generator (decision 10).
- Ferret Bomber's victim discards its two cards at once; hands refill after each step of play, so the victim
  refills after both are gone (E1).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

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
    State,
)
from cardtable.engine.mindbug.abilities import ABILITIES, CHOICES
from cardtable.engine.mindbug.cards import (
    ABILITY,
    BY_NAME,
    CARD_NAMES,
    COPYABLE,
    FRENZY,
    HAND_SIZE,
    HUNTER,
    MINDBUGS,
    NUM_CARDS,
    PILE_SIZE,
    POISONOUS,
    PRINTED_KEYWORDS,
    PRINTED_POWER,
    SNEAKY,
    START_LIFE,
    TOUGH,
    TRIGGER,
)

GAME_ID = "mindbug"

Frame = tuple[Any, ...]
"""A pending effect on the stack: ``(kind, *args)`` (see the module docstring)."""

Stats = dict[int, tuple[int, frozenset[str]]]
"""Creature in play -> (current power, current keywords)."""

MINDBUG = Action.of("mindbug")
DECLINE = Action.of("decline")
NO_HUNT = Action.of("no_hunt")
NO_BLOCK = Action.of("no_block")
ATTACK_AGAIN = Action.of("attack_again")
END_ATTACK = Action.of("end_attack")
DONE = Action.of("done")

_PLAY = tuple(Action.of("play", c) for c in range(NUM_CARDS))
_ATTACK = tuple(Action.of("attack", c) for c in range(NUM_CARDS))
_HUNT = tuple(Action.of("hunt", c) for c in range(NUM_CARDS))
_BLOCK = tuple(Action.of("block", c) for c in range(NUM_CARDS))
_CHOOSE = tuple(Action.of("choose", c) for c in range(NUM_CARDS))
_TRIGGER = tuple(Action.of("trigger", c) for c in range(NUM_CARDS))
_PASSIVES = frozenset(c for c in range(NUM_CARDS) if TRIGGER[c] == "passive")
_PRINTED = tuple((PRINTED_POWER[c], PRINTED_KEYWORDS[c]) for c in range(NUM_CARDS))
_MINDBUG_OR_NOT = (MINDBUG, DECLINE)
_FRENZY_OR_NOT = (ATTACK_AGAIN, END_ATTACK)
_HUNTER_POISON = frozenset({HUNTER, POISONOUS})
_FRENZY = frozenset({FRENZY})
BLOCK_REFUSALS = ("sneaky", "bee_bear", "elephantopus")
"""Why a creature may not block (:meth:`MindbugState.blockers`), in the order they are checked."""


class MindbugOptions(BaseModel):
    """Options: ``first_player`` — the seat that starts (0 or 1; ``None``: chosen at random with the seed,
    decision 10)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    first_player: int | None = Field(default=None, ge=0, le=1)


def parse_deck(deck: Sequence[Any] | None) -> list[int] | None:
    """The 48-card order given by ``deck=`` (see the module docstring), or ``None`` to shuffle. Raises
    :class:`OptionsError` for an unknown card, a card listed twice or too many copies of a design."""
    if deck is None:
        return None
    order: list[int] = []
    taken: set[int] = set()
    for item in deck:
        if isinstance(item, int) and not isinstance(item, bool):
            if not 0 <= item < NUM_CARDS:
                raise OptionsError(f"deck: no card {item} (ids are 0–{NUM_CARDS - 1})")
            card = item
        elif isinstance(item, str):
            if item not in BY_NAME:
                raise OptionsError(f"deck: unknown card {item!r}")
            free = [c for c in BY_NAME[item] if c not in taken]
            if not free:
                raise OptionsError(f"deck: {item} is listed more often than its {len(BY_NAME[item])} copies")
            card = free[0]
        else:
            raise OptionsError(f"deck: {item!r} is neither a card id nor a card name")
        if card in taken:
            raise OptionsError(f"deck: card {card} ({CARD_NAMES[card]}) is listed twice")
        taken.add(card)
        order.append(card)
    return order + [c for c in range(NUM_CARDS) if c not in taken]


class MindbugState(State):
    """A Mindbug match. Build it with :func:`new_game` (or ``GAME.new_game``); the module docstring lists the
    frames, decisions and actions. Public accessors for players and tests: the zones (``hands``, ``piles`` top
    first, ``discards``, ``play``, ``unused``, ``exhausted``), ``life``, ``mindbugs``, ``active``, ``stack``,
    :meth:`creature_stats`, :meth:`power`, :meth:`keywords`, :meth:`blockers`, :meth:`controller`."""

    __slots__ = (
        "_decision",
        "_log",
        "_outcome",
        "_stats",
        "active",
        "discards",
        "exhausted",
        "extra_turn",
        "first",
        "hands",
        "history",
        "known",
        "life",
        "mindbugs",
        "piles",
        "play",
        "rng",
        "seed",
        "stack",
        "turn_no",
        "unused",
    )

    game_id = GAME_ID
    num_players = 2

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.history: list[Action] = []
        self.rng = random.Random(seed)
        self.hands: list[list[int]] = [[], []]
        self.piles: list[list[int]] = [[], []]
        self.discards: list[list[int]] = [[], []]
        self.play: list[list[int]] = [[], []]
        self.unused: list[int] = []
        self.exhausted: set[int] = set()
        self.life = [START_LIFE, START_LIFE]
        self.mindbugs = [MINDBUGS, MINDBUGS]
        self.known: list[set[int]] = [set(), set()]
        """``known[p]``: the cards in the opponent's hand that seat ``p`` knows (they came from a public pile,
        Giraffodile, or were stolen from ``p``, Strange Barrel)."""
        self.active = 0
        self.first = 0
        self.turn_no = 0
        self.extra_turn = False
        self.stack: list[Frame] = []
        self._outcome: Outcome | None = None
        self._decision: Decision | None = None
        self._log: tuple[Event, Any] | None = None
        self._stats: tuple[tuple[int, ...], Stats] | None = None

    # --- State interface ------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self._outcome is not None else self._frame_player(self.stack[-1])

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def round_index(self) -> int:
        return 0

    def scores(self) -> tuple[float, ...]:
        """Life per seat (§2: 3 each at the start, no maximum)."""
        return (float(self.life[0]), float(self.life[1]))

    def clone(self) -> MindbugState:
        """An independent copy; the event log is shared (it is immutable) and not copied."""
        c = MindbugState.__new__(MindbugState)
        c.seed = self.seed
        c.history = list(self.history)
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        c.rng = rng
        c.hands = [self.hands[0][:], self.hands[1][:]]
        c.piles = [self.piles[0][:], self.piles[1][:]]
        c.discards = [self.discards[0][:], self.discards[1][:]]
        c.play = [self.play[0][:], self.play[1][:]]
        c.unused = self.unused[:]
        c.exhausted = set(self.exhausted)
        c.life = self.life[:]
        c.mindbugs = self.mindbugs[:]
        c.known = [set(self.known[0]), set(self.known[1])]
        c.active = self.active
        c.first = self.first
        c.turn_no = self.turn_no
        c.extra_turn = self.extra_turn
        c.stack = self.stack[:]
        c._outcome = self._outcome
        c._decision = self._decision
        c._log = self._log
        c._stats = self._stats
        return c

    def event_log(self) -> list[Event]:
        """Every event so far, all audiences, oldest first (a determinization's: only those since it was made)."""
        out: list[Event] = []
        node = self._log
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    def _record(self, events: list[Event]) -> None:
        log = self._log
        for e in events:
            log = (e, log)
        self._log = log

    # --- passives: the one current-power / current-keywords computation ---------------------------------------------
    def creature_stats(self) -> Stats:
        """Current power and keywords of every creature in play, all passives applied, as of now (whose turn it is
        matters: decision 5, E7). Power first: Goblin Werewolf (+6 on its controller's turn), Lone Yeti (+5 while
        its controller's only creature, E24), Shield Bugs (+1 to its controller's other creatures, each, E7),
        Urchin Hurler (+2 to the others on its controller's turn). Then keywords: printed ones, Lone Yeti's FRENZY
        when alone, Snail Thrower's HUNTER and POISONOUS for its controller's other creatures whose current power
        is 4 or less (E25), then Sharky, which copies FRENZY, HUNTER, POISONOUS and SNEAKY from any enemy
        creature's keywords so far (never TOUGH; another Sharky's copies do not count: E26). Nothing else reads a
        passive: combat, blocks and thresholds all use this. The result is shared: do not change it."""
        play0, play1 = self.play
        key = (self.active, *play0, -1, *play1)
        cached = self._stats
        if cached is not None and cached[0] == key:
            return cached[1]
        if _PASSIVES.isdisjoint(play0) and _PASSIVES.isdisjoint(play1):  # printed values only
            plain = {c: _PRINTED[c] for c in play0}
            plain.update((c, _PRINTED[c]) for c in play1)
            self._stats = (key, plain)
            return plain
        power: dict[int, int] = {}
        for p in (0, 1):
            mine = self.play[p]
            shield = sum(1 for c in mine if ABILITY[c] == "shield_bugs")
            urchin = sum(1 for c in mine if ABILITY[c] == "urchin_hurler") if p == self.active else 0
            for c in mine:
                value = PRINTED_POWER[c]
                ability = ABILITY[c]
                if ability == "shield_bugs":
                    value += shield - 1
                else:
                    value += shield
                if urchin:
                    value += 2 * (urchin - (ability == "urchin_hurler"))
                if ability == "goblin_werewolf" and p == self.active:
                    value += 6
                elif ability == "lone_yeti" and len(mine) == 1:
                    value += 5
                power[c] = value
        keywords: dict[int, frozenset[str]] = {}
        for p in (0, 1):
            mine = self.play[p]
            throwers = [c for c in mine if ABILITY[c] == "snail_thrower"]
            for c in mine:
                kw = PRINTED_KEYWORDS[c]
                if ABILITY[c] == "lone_yeti" and len(mine) == 1:
                    kw = kw | _FRENZY
                if throwers and power[c] <= 4 and any(t != c for t in throwers):
                    kw = kw | _HUNTER_POISON
                keywords[c] = kw
        stats: Stats = {}
        for p in (0, 1):
            enemy: frozenset[str] = frozenset().union(*(keywords[c] for c in self.play[1 - p]))
            copied = enemy & COPYABLE
            for c in self.play[p]:
                stats[c] = (power[c], keywords[c] | copied if ABILITY[c] == "sharky" else keywords[c])
        self._stats = (key, stats)
        return stats

    def power(self, card: int) -> int:
        """Current power of ``card`` (in play). Raises ``KeyError`` if it is not in play."""
        return self.creature_stats()[card][0]

    def keywords(self, card: int) -> frozenset[str]:
        """Current keywords of ``card`` (in play). Raises ``KeyError`` if it is not in play."""
        return self.creature_stats()[card][1]

    def controller(self, card: int) -> int | None:
        """The seat controlling ``card``, or ``None`` if it is not in play."""
        if card in self.play[0]:
            return 0
        if card in self.play[1]:
            return 1
        return None

    def _controls(self, p: int, ability: str) -> bool:
        return any(ABILITY[c] == ability for c in self.play[p])

    def blockers(self, attacker: int) -> tuple[list[int], list[tuple[int, str]]]:
        """The defender's creatures that may block ``attacker`` (controlled by the active player) and the others,
        each with the reason it may not (§3B.3, E27): ``"sneaky"`` (a SNEAKY attacker, a blocker without SNEAKY),
        ``"bee_bear"`` (Bee Bear: blocker power 6 or less), ``"elephantopus"`` (the attacking player controls
        Elephantopus: blocker power 4 or less)."""
        p = self.active
        stats = self.creature_stats()
        sneaky = SNEAKY in stats[attacker][1]
        bee = ABILITY[attacker] == "bee_bear"
        elephant = self._controls(p, "elephantopus")
        allowed: list[int] = []
        refused: list[tuple[int, str]] = []
        for b in self.play[1 - p]:
            power, kw = stats[b]
            if sneaky and SNEAKY not in kw:
                refused.append((b, "sneaky"))
            elif bee and power <= 6:
                refused.append((b, "bee_bear"))
            elif elephant and power <= 4:
                refused.append((b, "elephantopus"))
            else:
                allowed.append(b)
        return allowed, refused

    # --- decisions ------------------------------------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if self._outcome is not None:
            return None
        if self._decision is None:
            self._decision = self._make_decision(self.stack[-1])
        return self._decision

    def _make_decision(self, top: Frame) -> Decision:
        kind = top[0]
        p = self.active
        actions = self._frame_actions(top)
        player = self._frame_player(top)
        if kind == "turn":
            return Decision(p, "turn", actions, {"turn": self.turn_no, "extra": self.extra_turn})
        if kind == "mindbug":
            _, card, played_by = top
            context = {"card": card, "player": played_by, "mindbugs": self.mindbugs[player]}
            return Decision(player, "mindbug", actions, context, interrupt="mindbug")
        if kind == "block":
            _, attacker, n, stage = top
            if stage == 0:
                return Decision(p, "hunt", actions, {"attacker": attacker, "attack": n})
            refused = self.blockers(attacker)[1]
            context = {
                "attacker": attacker,
                "attack": n,
                "refused": [Refusal(Action.of("block", c), key, {"card": c}).to_json() for c, key in refused],
            }
            return Decision(player, "block", actions, context, interrupt="block")
        if kind == "frenzy":
            return Decision(p, "frenzy", actions, {"attacker": top[1]})
        if kind == "triggers":
            return Decision(p, "order", actions, {"cards": list(top[1::2])})
        if kind == "choose":
            _, key, source, controller, remaining, optional = top
            context = {"effect": key, "card": source, "remaining": remaining, "optional": bool(optional)}
            return Decision(controller, "choose", actions, context, interrupt=None if controller == p else "effect")
        _, _, count, source = top  # discard
        interrupt = None if player == p else "discard"
        return Decision(player, "discard", actions, {"count": count, "card": source}, interrupt=interrupt)

    def _frame_player(self, top: Frame) -> int:
        """The seat that decides the frame ``top`` (one that waits for a decision)."""
        kind = top[0]
        if kind == "mindbug":
            return 1 - int(top[2])
        if kind == "block":
            return self.active if top[3] == 0 else 1 - self.active
        if kind == "choose":
            return int(top[3])
        if kind == "discard":
            return int(top[1])
        return self.active  # turn, frenzy, triggers

    def _frame_actions(self, top: Frame) -> tuple[Action, ...]:
        """The legal actions of the decision the frame ``top`` waits for, in their stable order."""
        kind = top[0]
        p = self.active
        if kind == "turn":
            return tuple(_PLAY[c] for c in self.hands[p]) + tuple(_ATTACK[c] for c in self.play[p])
        if kind == "mindbug":
            return _MINDBUG_OR_NOT
        if kind == "block":
            if top[3] == 0:
                return (*(_HUNT[c] for c in self.play[1 - p]), NO_HUNT)
            return (*(_BLOCK[c] for c in self.blockers(top[1])[0]), NO_BLOCK)
        if kind == "frenzy":
            return _FRENZY_OR_NOT
        if kind == "triggers":
            return tuple(_TRIGGER[c] for c in top[1::2])
        if kind == "choose":
            options = CHOICES[top[1]][0](self, top)
            return tuple(_CHOOSE[c] for c in options) + ((DONE,) if top[5] else ())
        if kind == "discard":
            hand = sorted(self.hands[top[1]])
            return tuple(Action("discard", combo) for combo in itertools.combinations(hand, top[2]))
        raise AssertionError(f"no decision for frame {top!r}")

    def fast_actions(self) -> tuple[Action, ...]:
        """The legal actions (those of :meth:`decision`, in its order) without building the Decision (search)."""
        if self._outcome is not None:
            return ()
        if self._decision is not None:
            return self._decision.actions
        return self._frame_actions(self.stack[-1])

    def apply(self, action: Action) -> list[Event]:
        """Perform ``action`` for the seat to move; returns the events. Raises :class:`IllegalActionError` (state
        unchanged) when the match is over or the action is not among the legal actions of the pending decision."""
        d = self.decision()
        if d is None:
            raise IllegalActionError("the match is over", action)
        if action not in d.actions:
            kinds = ", ".join(sorted({a.kind for a in d.actions}))
            raise IllegalActionError(f"seat {d.player} must decide '{d.kind}' (one of: {kinds}) now", action)
        self._decision = None
        self.history.append(action)
        events: list[Event] = []
        self._resolve(d.player, action, events)
        self._advance(events)
        self._record(events)
        return events

    def fast_apply(self, action: Action) -> None:
        """:meth:`apply` for search: ``action`` must be one of :meth:`fast_actions` (not checked); the events made
        on the way are dropped, not logged (the State reached is otherwise the one :meth:`apply` reaches; the
        conformance kit checks it)."""
        self._decision = None
        self.history.append(action)
        self._resolve(self._frame_player(self.stack[-1]), action, DROPPED_EVENTS)
        self._advance(DROPPED_EVENTS)

    def _resolve(self, decider: int, action: Action, events: list[Event]) -> None:
        top = self.stack[-1]
        kind = top[0]
        p = self.active
        arg = int(action.args[0]) if action.args else -1
        if kind == "turn":
            self.stack.pop()
            self.stack.append(("end_turn",))
            if action.kind == "play":
                self.hands[p].remove(arg)
                self.known[1 - p].discard(arg)
                events.append(Event("played", {"player": p, "card": arg}))
                self.stack.append(("mindbug", arg, p))
            else:
                events.append(Event("attacked", {"player": p, "card": arg, "attack": 1}))
                self.stack.append(("attack", arg, 1))
        elif kind == "mindbug":
            _, card, player = top
            self.stack.pop()
            if action == MINDBUG:
                thief = 1 - player
                self.mindbugs[thief] -= 1
                self.extra_turn = True
                events.append(Event("mindbugged", {"player": thief, "card": card, "left": self.mindbugs[thief]}))
                self._enter(card, thief, "hand", events)
            else:
                events.append(Event("declined", {"player": 1 - player, "card": card}))
                self._enter(card, player, "hand", events)
        elif kind == "block":
            _, attacker, n, _stage = top
            if action == NO_HUNT:
                self.stack[-1] = ("block", attacker, n, 1)
            elif action == NO_BLOCK:
                self._unblocked(attacker, n, events)
            else:
                self.stack[-1] = ("frenzy", attacker, n)
                events.append(
                    Event(
                        "hunted" if action.kind == "hunt" else "blocked",
                        {"player": decider, "attacker": attacker, "blocker": arg},
                    )
                )
                self._fight(attacker, arg, events)
        elif kind == "frenzy":
            if action == ATTACK_AGAIN:
                self.stack[-1] = ("attack", top[1], 2)
                events.append(Event("attacked", {"player": p, "card": top[1], "attack": 2}))
            else:
                self.stack.pop()
        elif kind == "triggers":
            pairs = list(zip(top[1::2], top[2::2], strict=True))
            i = [c for c, _ in pairs].index(arg)
            card, controller = pairs.pop(i)
            if pairs:
                self.stack[-1] = ("triggers", *itertools.chain.from_iterable(pairs))
            else:
                self.stack.pop()
            self._run_ability(card, controller, events)
        elif kind == "choose":
            self._choose(top, None if action == DONE else arg, events)
        else:  # discard
            self.stack.pop()
            self._discard(int(top[1]), [int(c) for c in action.args], int(top[3]), events)

    # --- the stack ------------------------------------------------------------------------------------------------
    def push(self, frame: Frame) -> None:
        """Put a pending effect on top of the stack (abilities use this)."""
        self.stack.append(frame)

    def _advance(self, events: list[Event]) -> None:
        """Resolve frames until one needs a decision or the game is over. Hands refill before every step (E1)."""
        while self._outcome is None:
            self._refill(events)
            if self._step(events):
                return

    def _step(self, events: list[Event]) -> bool:
        """Work on the top frame; True when it waits for a decision."""
        top = self.stack[-1]
        kind = top[0]
        p = self.active
        if kind == "turn":
            if not self.hands[p] and not self.play[p]:  # §5, E28
                self._finish(1 - p, "no_moves", events)
                return False
            return True
        if kind == "end_turn":
            self.stack.pop()
            extra = self.extra_turn
            self.extra_turn = False
            self.active = p if extra else 1 - p
            self.turn_no += 1
            events.append(Event("turn", {"player": self.active, "extra": extra, "number": self.turn_no}))
            self.stack.append(("turn",))
            return False
        if kind == "mindbug":
            _, card, player = top
            if self.mindbugs[1 - player] > 0:
                return True
            self.stack.pop()
            self._enter(card, player, "hand", events)
            return False
        if kind == "play_fx":
            self.stack.pop()
            _, card, controller = top
            if self._controls(1 - controller, "deathweaver"):  # E5
                events.append(Event("suppressed", {"card": card, "player": controller}))
            else:
                self._run_ability(card, controller, events)
            return False
        if kind == "attack":
            _, attacker, n = top
            self.stack[-1] = ("block", attacker, n, 0)
            if TRIGGER[attacker] == "attack":  # E9, decision 4: before the block
                self._run_ability(attacker, p, events)
            return False
        if kind == "block":
            _, attacker, n, stage = top
            if attacker not in self.play[p]:  # E12: removed by its own effect (or taken): the attack ends
                self.stack.pop()
                return False
            if stage == 0:
                if self.play[1 - p] and HUNTER in self.keywords(attacker):
                    return True
                self.stack[-1] = ("block", attacker, n, 1)
            allowed, refused = self.blockers(attacker)
            if allowed:
                return True
            keys = {key for _, key in refused}
            cannot = [key for key in BLOCK_REFUSALS if key in keys] if refused else ["no_creatures"]
            self._unblocked(attacker, n, events, cannot)
            return False
        if kind == "frenzy":
            _, attacker, n = top
            if n == 1 and attacker in self.play[p] and FRENZY in self.keywords(attacker):  # E11
                return True
            self.stack.pop()
            return False
        if kind == "triggers":
            if len(top) == 3:
                self.stack.pop()
                self._run_ability(int(top[1]), int(top[2]), events)
                return False
            return True
        if kind == "choose":
            options = CHOICES[top[1]][0](self, top)
            if not options:
                self.stack.pop()
                if top[4] == (2 if top[5] else 1):  # nothing to choose at all
                    events.append(Event("no_effect", {"card": top[2], "player": top[3]}))
                return False
            if len(options) == 1 and not top[5]:
                self._choose(top, options[0], events)
                return False
            return True
        if kind == "discard":
            _, player, count, source = top
            if len(self.hands[player]) <= count:  # do as much as you can
                self.stack.pop()
                self._discard(player, sorted(self.hands[player]), source, events)
                return False
            return True
        raise AssertionError(f"unknown frame {top!r}")

    def _choose(self, top: Frame, card: int | None, events: list[Event]) -> None:
        _, key, source, controller, remaining, optional = top
        if card is None or remaining <= 1:
            self.stack.pop()
        else:
            self.stack[-1] = ("choose", key, source, controller, remaining - 1, optional)
        if card is not None:
            CHOICES[key][1](self, top, card, events)

    def _run_ability(self, card: int, controller: int, events: list[Event]) -> None:
        events.append(Event("effect", {"card": card, "player": controller, "trigger": TRIGGER[card]}))
        ABILITIES[ABILITY[card]](self, card, controller, events)

    # --- rules actions (also used by the abilities) ---------------------------------------------------------------
    def _enter(self, card: int, controller: int, source: str, events: list[Event], owner: int | None = None) -> None:
        """``card`` enters ``controller``'s play area from ``source`` (``"hand"`` or ``"discard"``, then from the
        discard pile of seat ``owner``): the ``entered`` event (data ``player``, ``card``, ``from``, and ``owner``
        from a discard pile); a Play: effect waits on the stack."""
        self.play[controller].append(card)
        data: dict[str, JSON] = {"player": controller, "card": card, "from": source}
        if owner is not None:
            data["owner"] = owner
        events.append(Event("entered", data))
        if TRIGGER[card] == "play":
            self.stack.append(("play_fx", card, controller))

    def play_from_discard(self, card: int, controller: int, source: int, events: list[Event]) -> None:
        """Compost Dragon / Grave Robber: ``card`` leaves its discard pile and enters play under ``controller``;
        its Play: effect follows; no Mindbug, no extra turn (decision 2, E4, E22)."""
        owner = 0 if card in self.discards[0] else 1
        self.discards[owner].remove(card)
        self._enter(card, controller, "discard", events, owner)

    def take_control(self, card: int, controller: int, source: int, events: list[Event]) -> None:
        """Brain Fly / Harpy Mother: ``card`` moves to ``controller``'s play area, exhausted or not (decision 9,
        E6); no Play: effect."""
        self.play[1 - controller].remove(card)
        self.play[controller].append(card)
        events.append(Event("control", {"player": controller, "card": card, "source": source}))

    def set_life(self, p: int, value: int, source: int, events: list[Event]) -> None:
        """Seat ``p``'s life becomes ``value``; at 0 the game ends at once (E19)."""
        if value == self.life[p]:
            return
        change = value - self.life[p]
        self.life[p] = max(value, 0)
        events.append(Event("life", {"player": p, "life": self.life[p], "change": change, "card": source}))
        if self.life[p] <= 0:
            self._finish(1 - p, "life", events)

    def defeat(self, cards: Sequence[int], events: list[Event]) -> None:
        """Defeat ``cards`` (in play) together (E13): a fresh TOUGH one is exhausted instead (§4); the others leave
        play together for the discard pile of their controller (decision 1, E23); then their Defeated: effects
        wait on the stack for the active player to order them, each for its controller."""
        stats = self.creature_stats()
        leaving: list[tuple[int, int]] = []
        for c in cards:
            owner = self.controller(c)
            if owner is None:
                continue
            if TOUGH in stats[c][1] and c not in self.exhausted:
                self.exhausted.add(c)
                events.append(Event("exhausted", {"player": owner, "card": c}))
            else:
                leaving.append((c, owner))
        for c, owner in leaving:
            self.play[owner].remove(c)
            self.exhausted.discard(c)
            self.discards[owner].append(c)
        if leaving:
            events.append(Event("defeated", {"cards": [c for c, _ in leaving], "players": [o for _, o in leaving]}))
        triggers = [x for c, owner in leaving if TRIGGER[c] == "defeated" for x in (c, owner)]
        if triggers:
            self.stack.append(("triggers", *triggers))

    def _fight(self, attacker: int, blocker: int, events: list[Event]) -> None:
        """§3B.4 and E8: the lower current power is defeated (both on a tie), a POISONOUS creature defeats the
        other whatever the powers; TOUGH exhausts instead (in :meth:`defeat`)."""
        stats = self.creature_stats()
        (pa, ka), (pb, kb) = stats[attacker], stats[blocker]
        events.append(Event("fight", {"attacker": attacker, "blocker": blocker, "powers": [pa, pb]}))
        doomed = []
        if pa <= pb or POISONOUS in kb:
            doomed.append(attacker)
        if pb <= pa or POISONOUS in ka:
            doomed.append(blocker)
        self.defeat(doomed, events)

    def _unblocked(self, attacker: int, n: int, events: list[Event], cannot: list[str] | None = None) -> None:
        """No block: the defender loses exactly 1 life (§3B.4). ``cannot``: why the defender had no choice, when no
        creature of theirs may block (the ``unblocked`` event's ``cannot``, see :meth:`_step`); ``None`` when they
        chose not to block."""
        self.stack[-1] = ("frenzy", attacker, n)
        o = 1 - self.active
        data: dict[str, JSON] = {"player": o, "attacker": attacker}
        if cannot is not None:
            data["cannot"] = cannot
        events.append(Event("unblocked", data))
        self.set_life(o, self.life[o] - 1, attacker, events)

    def _discard(self, player: int, cards: list[int], source: int, events: list[Event]) -> None:
        for c in cards:
            self.hands[player].remove(c)
            self.known[1 - player].discard(c)
            self.discards[player].append(c)
        events.append(Event("discarded", {"player": player, "cards": cards, "card": source}))

    def discard_to_hand(self, player: int, source: int, events: list[Event]) -> None:
        """Giraffodile: ``player``'s whole discard pile into their hand, seen by both (E21)."""
        cards = self.discards[player]
        self.discards[player] = []
        self.hands[player] += cards
        self.known[1 - player].update(cards)
        events.append(Event("to_hand", {"player": player, "cards": cards, "card": source}))

    def steal(self, thief: int, count: int, source: int, events: list[Event]) -> None:
        """Strange Barrel: ``count`` random cards of the opponent's hand (fewer if it holds fewer) into the thief's
        hand (E16); the victim knows which (they are now known to be in the thief's hand) and refills (E1)."""
        victim = 1 - thief
        hand = self.hands[victim]
        taken = self.rng.sample(sorted(hand), min(count, len(hand)))
        for c in taken:
            hand.remove(c)
            self.known[thief].discard(c)
        self.hands[thief] += taken
        self.known[victim].update(taken)
        events.append(Event("stolen", {"player": thief, "from": victim, "count": len(taken), "card": source}))
        if taken:
            events.append(
                Event(
                    "stolen_cards",
                    {"player": thief, "from": victim, "cards": taken},
                    audience=frozenset({thief, victim}),
                    reveals=True,
                    known_to=frozenset({victim}),
                )
            )

    def _refill(self, events: list[Event]) -> None:
        """Every hand below 5 draws up to 5 while its draw pile lasts (decision 7, E1)."""
        for p in (0, 1):
            need = HAND_SIZE - len(self.hands[p])
            if need > 0 and self.piles[p]:
                drawn = self.piles[p][:need]
                del self.piles[p][:need]
                self.hands[p] += drawn
                events.append(Event("drew", {"player": p, "count": len(drawn)}))
                events.append(Event("drew_cards", {"player": p, "cards": drawn}, audience=frozenset({p}), reveals=True))

    def _finish(self, winner: int, reason: str, events: list[Event]) -> None:
        """The game ends at once (E19): nothing still pending resolves."""
        self.stack.clear()
        self._outcome = Outcome((winner,), self.scores(), reason)
        events.append(Event("game_over", {"winner": winner, "reason": reason}))

    # --- information ------------------------------------------------------------------------------------------------
    def observation(self, player: int) -> dict[str, JSON]:
        """What seat ``player`` may know (``cardtable.engine.base.State.observation``), plus: ``first_player``,
        ``active`` (whose turn), ``turn`` (turns begun before this one), ``extra_turn`` (this turn's end gives the
        same seat another turn), ``life``, ``mindbugs`` (left per seat), ``hand`` (own cards), ``hand_sizes``,
        ``pile_sizes``, ``unused`` (28), ``discards`` (per seat, oldest first), ``play`` (per seat, in order of
        entry), ``exhausted`` (ids), ``creatures`` (id as a string -> ``{"power", "keywords"}``: the engine's
        current values, :meth:`creature_stats`), ``opponent_known`` (cards in the opponent's hand this seat
        knows), ``known_by_opponent`` (own hand cards the opponent knows) and ``stack`` (the pending effects,
        bottom first, each frame as a list)."""
        o = 1 - player
        view = self.common_observation(player)
        stats = self.creature_stats()
        view.update(
            {
                "first_player": self.first,
                "active": self.active,
                "turn": self.turn_no,
                "extra_turn": self.extra_turn,
                "life": self.life[:],
                "mindbugs": self.mindbugs[:],
                "hand": self.hands[player][:],
                "hand_sizes": [len(self.hands[0]), len(self.hands[1])],
                "pile_sizes": [len(self.piles[0]), len(self.piles[1])],
                "unused": len(self.unused),
                "discards": [self.discards[0][:], self.discards[1][:]],
                "play": [self.play[0][:], self.play[1][:]],
                "exhausted": sorted(self.exhausted),
                "creatures": {str(c): {"power": pw, "keywords": sorted(kw)} for c, (pw, kw) in stats.items()},
                "opponent_known": sorted(self.known[player]),
                "known_by_opponent": sorted(self.known[o]),
                "stack": [list(f) for f in self.stack],
            }
        )
        return view

    def spectator_view(self, player: int) -> dict[str, JSON]:
        """Everything (replays), laid out as seat ``player``'s :meth:`observation`: ``opponent_known`` holds the
        opponent's whole hand, ``log`` every event, ``piles`` both draw piles (top first) and ``unused_cards`` the
        unused pile."""
        view = self.observation(player)
        view["opponent_known"] = sorted(self.hands[1 - player])
        view["log"] = [e.to_json() for e in self.event_log()]
        view["piles"] = [self.piles[0][:], self.piles[1][:]]
        view["unused_cards"] = self.unused[:]
        return view


def new_game(players: int, seed: int, options: Any, deck: Sequence[Any] | None) -> MindbugState:
    """A new match (§2 Setup): the 48 cards shuffled with ``seed`` (or in the order ``deck`` gives, see the module
    docstring), 10 to each draw pile, 28 unused, 5 drawn by each, 3 life and 2 Mindbugs each, the first player as
    ``options.first_player`` says (``None``: random with the seed, decision 10). Raises :class:`OptionsError` for
    a player count other than 2 or a bad ``deck``."""
    if players != 2:
        raise OptionsError(f"Mindbug is for 2 players, not {players}")
    opts = options if isinstance(options, MindbugOptions) else MindbugOptions.model_validate(options or {})
    order = parse_deck(deck)
    st = MindbugState(seed)
    if order is None:
        order = list(range(NUM_CARDS))
        st.rng.shuffle(order)
    st.piles = [order[:PILE_SIZE], order[PILE_SIZE : 2 * PILE_SIZE]]
    st.unused = order[2 * PILE_SIZE :]
    st.first = opts.first_player if opts.first_player is not None else st.rng.randrange(2)
    st.active = st.first
    events = [Event("setup", {"first_player": st.first, "life": START_LIFE, "mindbugs": MINDBUGS})]
    st._refill(events)
    events.append(Event("turn", {"player": st.first, "extra": False, "number": 0}))
    st.stack.append(("turn",))
    st._advance(events)
    st._record(events)
    return st
