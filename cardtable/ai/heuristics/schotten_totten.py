"""A heuristic player for Schotten Totten, and the search knowledge the generic ISMCTS uses
(rules: ``shared/rules/schotten_totten.md``).

:class:`SchottenTottenHeuristic` reads only its observation (it rebuilds a table from it and never looks at the
sampled opponent hand or deck order). Like the public Battle Line bots it values each stone by how likely each side
is to end with the better formation, weighted by the stone's position:

- a side's *prospect* is its formation when complete; otherwise the best formation it can still reach
  (:func:`~cardtable.engine.schotten_totten.formations.best_strength`): for its own sides, from its hand alone (sure)
  or from its hand and every unseen card (discounted by ``DISCOUNT`` per missing card); for the opponent, from the
  unseen cards only (same discount);
- the chance of winning a stone is a logistic function of the prospect difference (``SPREAD`` strength units),
  exactly 1 or 0 once a claim or a loss is certain;
- a stone's weight grows towards the middle and next to stones already held (three adjacent stones win);
- it plays the card and target that maximise the weighted sum of chances (tactic cards cost a little, so they are
  kept for when they matter), claims every stone it can, draws a tactic card when it holds none, and gives back the
  cards it values least to the Recruiter.

These module names serve the generic ISMCTS (``cardtable.ai.ismcts``); all but :func:`evaluate` use only what the
seat to move knows (its hand and the table):

- :func:`tree_prune` keeps every claim when any can be made (claiming is never worse: a claimed stone cannot be lost)
  and drops placements that are equivalent (the same card to stones whose both sides and combat modes are equal);
  :func:`prune` applies it to the searching seat's information set at the root;
- :func:`playout_action` is a fast playout policy: claim, else put a clan card where it best extends a formation;
- :func:`prior` (classic variant) names this heuristic's action for the information set, which the search's final
  choice favours;
- :func:`evaluate` scores a playout stopped at the :data:`HORIZON` by the same stone chances, each the mean of what
  either seat of the determinization reckons from its own hand, as each seat's chance of winning the match.

:func:`tree_prune`, :func:`playout_action` and :func:`evaluate` take a determinized :class:`SchottenTottenState`;
:func:`prune`, :func:`prior` and the player take an information set and rebuild its table with :func:`_table_of` (a
determinization with a fixed generator, of which they read only the seat's hand and the public table).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from operator import mul
from typing import Any

from cardtable.ai.base import Agent, never
from cardtable.engine.base import JSON, Action, InformationSet
from cardtable.engine.schotten_totten import SchottenTottenState
from cardtable.engine.schotten_totten import determinize as deal_world  # not named determinize: that is a search hook
from cardtable.engine.schotten_totten.cards import (
    BANSHEE,
    COMBAT_MODES,
    ELITE_TROOPS,
    JOKER_A,
    JOKER_B,
    JOKERS,
    MUD_FIGHT,
    NUM_CLAN,
    RECRUITER,
    STRATEGIST,
    TRAITOR,
    WILD_KIND,
    card_id,
    card_name,
)
from cardtable.engine.schotten_totten.formations import best_strength, rank_name, side_strength
from cardtable.engine.schotten_totten.state import (
    BMB,
    MUD,
    NUM_STONES,
    P_CARD,
    P_CLAIM_AFTER,
    P_CLAIM_START,
    P_DRAW,
    P_MOVE,
    P_RECRUIT_DRAW,
    P_RECRUIT_RETURN,
    P_STONE,
    P_TARGET,
)

DISCOUNT = 55
"""Strength units taken off a side's best reachable formation per card it still needs from unseen cards."""
SPREAD = 45.0
"""Strength difference (units: ``rank * 100 + sum``) that moves a stone's win chance from 50 % to about 73 %."""
TACTIC_COST = 0.12
"""Value (in stones) of keeping a tactic card in hand rather than playing it."""
POSITION = (0.85, 0.95, 1.0, 1.05, 1.1, 1.05, 1.0, 0.95, 0.85)
"""Base weight of each stone: the middle ones take part in more groups of three adjacent stones."""


Changes = dict[int, tuple[list[int], list[int] | None, int]]
"""Hypothetical stones: stone -> (my side, the opponent's side or None for unchanged, combat modes)."""


def _masks(cards: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(clan value masks per colour, elite troop kinds)`` of ``cards``."""
    masks = [0, 0, 0, 0, 0, 0]
    wild: list[int] = []
    for c in cards:
        if c < NUM_CLAN:
            masks[c // 9] |= 1 << (c % 9)
        elif c in ELITE_TROOPS:
            wild.append(WILD_KIND[c])
    return tuple(masks), tuple(wild)


def _split(cards: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return tuple(c for c in cards if c < NUM_CLAN), tuple(WILD_KIND[c] for c in cards if c >= NUM_CLAN)


_best_strength = lru_cache(maxsize=1 << 16)(best_strength)
""":func:`best_strength` remembered for hashable arguments (tuples): searches ask the same questions again."""


class _Table:
    """Seat ``me``'s evaluation of a state: per-stone win chances from its hand and the public table only."""

    def __init__(self, st: SchottenTottenState, me: int) -> None:
        self.st = st
        self.me = me
        self.op = 1 - me
        self.pool = st.pool()  # clan cards not on the table (my hand, the opponent's hand, the decks)
        hand_masks, _ = _masks(st.hands[me])
        self.unseen = tuple(self.pool[c] & ~hand_masks[c] for c in range(6))
        kinds: set[int] = set()
        if st.tactics:
            for c in sorted(ELITE_TROOPS):
                if not (st.out >> c) & 1 and c not in st.hands[me]:
                    kinds.add(WILD_KIND[c])
            if st.jokers_played[self.op]:
                kinds.discard(0)
        self.op_wild = tuple(sorted(kinds))
        claimed = st.claimed
        self.weights = []
        for s in range(NUM_STONES):
            w = POSITION[s]
            for t in (s - 1, s + 1):
                if 0 <= t < NUM_STONES and claimed[t] >= 0:
                    w += 0.25
            self.weights.append(w)
        # claimed stones are decided: chance() never reads their prospect
        self.op_prospect = [
            0 if claimed[s] >= 0 else self._op_prospect(s, st.sides[2 * s + self.op], st.modes[s]) for s in range(9)
        ]
        self._as_is: dict[tuple[int, ...], list[float]] = {}  # hand -> weighted chance per stone left as it is
        self._hands: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
        self._hands = {}  # hand -> what my_prospect reads of it (see _hand)

    def _op_prospect(self, s: int, side: Sequence[int], mode: int) -> int:
        n = 4 if mode & MUD else 3
        bmb = bool(mode & BMB)
        m = n - len(side)
        if m == 0:
            return side_strength(side, n, bmb)
        clan, wild = _split(side)
        best = _best_strength(clan, wild, n, bmb, self.unseen, self.op_wild, m)
        return best - DISCOUNT * m if best >= 0 else -300

    def my_prospect(self, side: Sequence[int], mode: int, hand: Sequence[int]) -> tuple[int, int]:
        """``(prospect, optimistic best)`` of my side ``side`` with ``hand`` left to play."""
        n = 4 if mode & MUD else 3
        bmb = bool(mode & BMB)
        m = n - len(side)
        if m == 0:
            strength = side_strength(side, n, bmb)
            return strength, strength
        clan, wild = _split(side)
        hmasks, hwild, both, wild_all = self._hand(hand)
        sure = _best_strength(clan, wild, n, bmb, hmasks, hwild, m)
        reach = _best_strength(clan, wild, n, bmb, both, wild_all, m)
        if reach < 0:
            return -300, -1
        return max(sure, reach - DISCOUNT * m), reach

    def _hand(self, hand: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """``(clan masks, elite troop kinds, masks with the unseen cards, kinds with the ones still to come)`` of
        ``hand``, as :meth:`my_prospect` reads them (worked out once per hand: every stone asks again)."""
        key = tuple(hand)
        known = self._hands.get(key)
        if known is None:
            hmasks, hwild = _masks(hand)
            if 0 in hwild:  # at most one Joker per side, none once one was played (Joker limit)
                others = tuple(w for w in hwild if w != 0)
                hwild = others if self.st.jokers_played[self.me] else (0, *others)
            both = tuple(self.unseen[c] | hmasks[c] for c in range(6))
            wild_all = tuple(sorted(set(hwild) | set(self.st.pool_wild(self.me))))
            known = self._hands[key] = (hmasks, hwild, both, wild_all)
        return known

    def chance(
        self, s: int, mine: Sequence[int], theirs: Sequence[int] | None, mode: int, hand: Sequence[int]
    ) -> float:
        """My chance to win stone ``s`` if my side were ``mine`` (and the opponent's ``theirs``, default as is)."""
        st = self.st
        if st.claimed[s] >= 0:
            return 1.0 if st.claimed[s] == self.me else 0.0
        n = 4 if mode & MUD else 3
        if theirs is None and mode == st.modes[s]:
            theirs = st.sides[2 * s + self.op]
            op = self.op_prospect[s]
        else:
            theirs = st.sides[2 * s + self.op] if theirs is None else theirs
            op = self._op_prospect(s, theirs, mode)
        mine_p, reach = self.my_prospect(mine, mode, hand)
        if len(mine) == n and len(theirs) < n:
            clan, wild = _split(theirs)
            best = _best_strength(clan, wild, n, bool(mode & BMB), self.pool, st.pool_wild(self.op), n - len(theirs))
            if best <= mine_p:
                return 1.0
        if len(theirs) == n:
            if len(mine) == n:
                return 1.0 if mine_p > op else 0.0
            if reach <= op:
                return 0.0
        return 1.0 / (1.0 + math.exp(-(mine_p - op) / SPREAD))

    def value(self, hand: Sequence[int], changes: Changes) -> float:
        """Weighted sum of win chances with ``hand`` left and per-stone ``changes`` (my side, their side, mode).
        The stones left as they are are computed once per ``hand`` (the table's state does not change), and summed
        in stone order as before, so the value is the same to the last bit."""
        st = self.st
        as_is = self._as_is.get(key := tuple(hand))
        if as_is is None:
            me, sides, modes, weights = self.me, st.sides, st.modes, self.weights
            as_is = self._as_is[key] = [
                0.0 if st.claimed[s] >= 0 else weights[s] * self.chance(s, sides[2 * s + me], None, modes[s], hand)
                for s in range(NUM_STONES)
            ]
        total = 0.0
        for s in range(NUM_STONES):
            if st.claimed[s] >= 0:
                continue
            if s in changes:
                mine, theirs, mode = changes[s]
                total += self.weights[s] * self.chance(s, mine, theirs, mode, hand)
            else:
                total += as_is[s]
        return total


def _without(hand: Sequence[int], card: int) -> list[int]:
    rest = list(hand)
    if card in JOKERS and card not in rest:
        card = JOKER_B if card == JOKER_A else JOKER_A
    rest.remove(card)
    return rest


def _options(st: SchottenTottenState, table: _Table, card: int) -> list[tuple[float, tuple[int | str, ...]]]:
    """``(value, follow-up)`` for playing ``card`` (already out of the hand if it is the pending card)."""
    me, op = table.me, table.op
    hand = st.hands[me] if st.phase != P_CARD else _without(st.hands[me], card)
    cost = TACTIC_COST if card >= NUM_CLAN and card not in JOKERS else 0.0
    sides, modes = st.sides, st.modes
    result: list[tuple[float, tuple[int | str, ...]]] = []
    if card < NUM_CLAN or card in ELITE_TROOPS:
        for s in range(NUM_STONES):
            if st.claimed[s] < 0 and len(sides[2 * s + me]) < st.capacity(s):
                v = table.value(hand, {s: ([*sides[2 * s + me], card], None, modes[s])})
                result.append((v - cost, (s,)))
    elif card in COMBAT_MODES:
        bit = MUD if card == MUD_FIGHT else BMB
        for s in range(NUM_STONES):
            if st.claimed[s] < 0 and not modes[s] & bit:
                v = table.value(hand, {s: (sides[2 * s + me], None, modes[s] | bit)})
                result.append((v - cost, (s,)))
    elif card == BANSHEE:
        for s, c in st.targets(me, BANSHEE):
            theirs = _without(sides[2 * s + op], c)
            result.append((table.value(hand, {s: (sides[2 * s + me], theirs, modes[s])}) - cost, (s, c)))
    elif card == TRAITOR:
        free = [t for t in range(NUM_STONES) if st.claimed[t] < 0 and len(sides[2 * t + me]) < st.capacity(t)]
        for s, c in st.targets(me, TRAITOR):
            theirs = _without(sides[2 * s + op], c)
            for t in free:
                mine_t = [*sides[2 * t + me], c]
                changes: Changes = {s: (sides[2 * s + me], theirs, modes[s])}
                changes[t] = (mine_t, theirs if t == s else None, modes[t])
                result.append((table.value(hand, changes) - cost, (s, c, t)))
    elif card == STRATEGIST:
        free = [t for t in range(NUM_STONES) if st.claimed[t] < 0 and len(sides[2 * t + me]) < st.capacity(t)]
        for s, c in st.targets(me, STRATEGIST):
            left = _without(sides[2 * s + me], c)
            result.append((table.value(hand, {s: (left, None, modes[s])}) - cost, (s, c, "discard")))
            for t in free:
                if t != s:
                    moved: Changes = {s: (left, None, modes[s]), t: ([*sides[2 * t + me], c], None, modes[t])}
                    result.append((table.value(hand, moved) - cost, (s, c, t)))
    elif card == RECRUITER:
        result.append((table.value(hand, {}) - cost + 0.02, ()))
    return result


def _best(options: list[tuple[float, tuple[int | str, ...]]]) -> tuple[float, tuple[int | str, ...]]:
    """The best option; ties go to the first (stone order), so the choice is deterministic."""
    best = options[0]
    for o in options[1:]:
        if o[0] > best[0] + 1e-12:
            best = o
    return best


def choose_action(st: SchottenTottenState, me: int) -> Action:
    """The heuristic's action for seat ``me`` (who must be to move) in a state rebuilt from its observation."""
    d = st.decision()
    assert d is not None
    actions = d.actions
    phase = st.phase
    if phase in (P_CLAIM_START, P_CLAIM_AFTER):
        return actions[0]  # claim(stone) comes first; end_claims is last
    if len(actions) == 1:
        return actions[0]
    if phase in (P_DRAW, P_RECRUIT_DRAW):
        want_tactic = st.tactic_hand[me] == 0 and st.can_play_tactic(me)
        return Action.of("draw", "tactic" if want_tactic else "clan")
    table = _Table(st, me)
    if phase == P_CARD:
        best_value = table.value(st.hands[me], {}) - 0.01 if Action.of("pass") in actions else -math.inf
        best_action = Action.of("pass")
        for a in actions:
            if a.kind != "card":
                continue
            options = _options(st, table, card_id(str(a.args[0])))
            if options:
                value = _best(options)[0]
                if value > best_value + 1e-12:
                    best_value, best_action = value, a
        return best_action
    pending = st.pending
    plan = _best(_options(st, table, pending))[1]
    if phase == P_STONE:
        return Action.of("stone", int(plan[0]))
    if phase == P_TARGET:
        return Action.of("target", int(plan[0]), card_name(int(plan[1])))
    if phase == P_MOVE:
        assert st.target is not None
        s, c = st.target
        moves = [
            o
            for o in _options(st, table, pending)
            if o[1][0] == s and (o[1][1] == c or {o[1][1], c} <= JOKERS) and len(o[1]) == 3
        ]
        dest = _best(moves)[1][2] if moves else "discard"
        return Action.of("discard") if dest == "discard" else Action.of("stone", int(dest))
    if phase == P_RECRUIT_RETURN:
        hand = st.hands[me]
        scored = []
        for a in actions:
            c = card_id(str(a.args[0]))
            keep = table.value(_without(hand, c), {})
            unplayable = c in JOKERS and st.jokers_played[me] > 0
            scored.append((math.inf if unplayable else keep, a))
        return max(scored, key=lambda x: x[0])[1]
    return actions[0]


class SchottenTottenHeuristic(Agent):
    """The ``heuristic`` computer player for Schotten Totten (see the module docstring). Deterministic: the same
    information set gives the same action; it rebuilds the table with a fixed generator and uses only the public
    table and its own hand."""

    name = "heuristic"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        """Return one of ``infoset.legal_actions()``."""
        return choose_action(_table_of(infoset), infoset.player)


_LAST_TABLE: tuple[dict[str, JSON], SchottenTottenState] | None = None


def _table_of(infoset: InformationSet) -> SchottenTottenState:
    """The seat's table rebuilt from its information set: a determinization with a fixed generator, of which only
    the seat's hand and the public table may be read (the opponent's hand and the deck order are samples). The last
    one is kept for the same observation object (the search's ``prune`` and ``prior`` ask for the same table), so
    callers must not change it."""
    global _LAST_TABLE
    last = _LAST_TABLE
    if last is not None and last[0] is infoset.observation:
        return last[1]
    table = deal_world(infoset.observation, random.Random(0))
    _LAST_TABLE = (infoset.observation, table)
    return table


# --- search knowledge for the generic ISMCTS -----------------------------------------------------------------------


PRUNE_CARDS = 4
"""Clan cards kept at a ``card`` decision by :func:`prune` (the best by formation fit)."""
PRUNE_STONES = 3
"""Stones kept at a ``stone`` decision by :func:`prune` (the best by formation fit)."""


def prune(infoset: InformationSet, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """:func:`tree_prune` for the searching seat's root decision, from its information set (see :func:`_table_of`)."""
    return tree_prune(_table_of(infoset), actions)


def tree_prune(state: SchottenTottenState, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """A non-empty subset of ``actions`` (the legal actions of ``state``) that the search focuses on:

    - at a claim decision with a stone to claim, only the claims (a claimed stone can no longer be lost, and it
      can only bring the end of the game closer for the claimant);
    - at a deck choice (draw, Recruiter), the heuristic player's choice: a tactic card when the mover holds none and
      may play one, else a clan card (playouts hardly use tactic cards, so a search would undervalue drawing them);
    - at a ``card`` decision, the ``PRUNE_CARDS`` clan cards that fit best where they can go (formation fit, see
      :func:`playout_action`), every tactic card and ``pass``;
    - at a ``stone`` decision for a clan card or elite troop, one stone per class of equivalent stones (same cards on
      both sides, same combat modes), then the ``PRUNE_STONES`` with the best fit.

    Uses only the mover's hand and the table. Returns ``actions`` itself when nothing is removed.
    """
    phase = state.phase
    if phase in (P_CLAIM_START, P_CLAIM_AFTER):
        claims = tuple(a for a in actions if a.kind == "claim")
        return claims or actions
    if phase in (P_DRAW, P_RECRUIT_DRAW):
        me = state.current
        deck = "tactic" if state.tactic_hand[me] == 0 and state.can_play_tactic(me) else "clan"
        return tuple(a for a in actions if a.args[0] == deck) or actions
    if phase == P_CARD:
        scored = []
        sides = _open_sides(state)
        for a in actions:
            if a.kind == "card":
                c = card_id(str(a.args[0]))
                if c < NUM_CLAN:
                    scored.append((max(score for score, _ in _place_scores(state, c, sides)), -c, a))
        if len(scored) <= PRUNE_CARDS:
            return actions
        scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
        kept = {a for _, _, a in scored[:PRUNE_CARDS]}
        return tuple(a for a in actions if a in kept or a.kind != "card" or card_id(str(a.args[0])) >= NUM_CLAN)
    if phase == P_STONE and state.pending not in COMBAT_MODES:
        me = state.current
        scores = dict((s, score) for score, s in _place_scores(state, state.pending))
        seen: dict[tuple[object, ...], tuple[float, int, Action]] = {}
        for a in sorted(actions, key=lambda a: abs(int(a.args[0]) - 4)):
            s = int(a.args[0])
            key = (tuple(sorted(state.sides[2 * s + me])), tuple(sorted(state.sides[2 * s + 1 - me])), state.modes[s])
            seen.setdefault(key, (scores[s], -abs(s - 4) * 10 - s, a))
        best = sorted(seen.values(), key=lambda x: (x[0], x[1]), reverse=True)[:PRUNE_STONES]
        if len(best) < len(actions):
            kept = {a for _, _, a in best}
            return tuple(a for a in actions if a in kept)
    return actions


_NONE: frozenset[int] = frozenset()


class _Side:
    """The card-independent part of placing a card on one of the mover's open sides (see :func:`_place_scores`):
    the stone, its side size ``n``, the mover's ``side``, the opponent's complete side strength (``None`` if not
    complete), whether the stone is one to dump low cards on (``dump``), whether one more card completes the side
    (``last``), and the clan values and colours already on the side (``colour``: the one colour, -1 if none or
    several)."""

    __slots__ = (
        "bmb",
        "colour",
        "colours",
        "dump",
        "hi",
        "last",
        "lo",
        "n",
        "plans",
        "side",
        "stone",
        "theirs",
        "total",
        "values",
    )

    def __init__(self, stone: int, side: Sequence[int], n: int, bmb: bool, theirs: int | None) -> None:
        self.stone, self.side, self.n, self.bmb, self.theirs = stone, side, n, bmb, theirs
        self.plans: dict[int, _Plan] = {}  # clan card -> its _fit_plan here
        self.dump = theirs is not None and theirs >= 300 and not bmb
        self.last = len(side) == n - 1
        if not side:  # most sides early in a playout: nothing to read
            self.values: frozenset[int] | None = _NONE
            self.colours = _NONE
            self.colour, self.lo, self.hi, self.total = -1, 10, 0, 0
            return
        values = [x % 9 + 1 for x in side if x < NUM_CLAN]
        self.values = frozenset(values) if len(set(values)) == len(values) else None  # None: a value repeats
        self.colours = frozenset(x // 9 for x in side if x < NUM_CLAN)
        self.colour = next(iter(self.colours)) if len(self.colours) == 1 else -1
        self.lo = min(values, default=10)
        self.hi = max(values, default=0)
        self.total = sum(values)


_SIDES: dict[tuple[object, ...], _Side] = {}
""":class:`_Side` objects by what they are made of (stone, combat modes, the mover's cards there, the opponent's
cards if complete): playouts ask about the same few sides again and again. Emptied when it grows past
:data:`_SIDES_KEPT`."""
_SIDES_KEPT = 1 << 16


def _open_sides(state: SchottenTottenState) -> list[_Side]:
    """The mover's sides where a card may still go (stone unclaimed, side not full), in stone order."""
    me = state.current
    sides, claimed, modes = state.sides, state.claimed, state.modes
    known = _SIDES
    result = []
    for s in range(NUM_STONES):
        if claimed[s] >= 0:
            continue
        side = sides[2 * s + me]
        mode = modes[s]
        n = 4 if mode & MUD else 3
        if len(side) >= n:
            continue
        theirs = sides[2 * s + 1 - me]
        key = (s, mode, tuple(side), tuple(theirs) if len(theirs) == n else None)
        found = known.get(key)
        if found is None:
            if len(known) >= _SIDES_KEPT:
                known.clear()
            bmb = bool(mode & BMB)
            found = known[key] = _Side(s, key[2], n, bmb, side_strength(theirs, n, bmb) if len(theirs) == n else None)
        result.append(found)
    return result


_Plan = tuple[tuple[int, ...], int, int, float, float, float]
"""What :func:`_fit_plan` works out once per side and clan card: ``(colour-run masks, three-of-a-kind mask, cards
missing, score with a colour-run, with three of a kind, otherwise)``."""


def _fit_plan(side: _Side, card: int) -> _Plan:
    """The part of placing clan card ``card`` on the non-empty ``side`` (see :func:`_place_scores`) that does not
    depend on which cards are on the table: for each window of values a colour-run could fill, the mask of the cards
    it still needs (card ids); the mask of the cards three (or four) of a kind could still use (-1 when the values
    differ); how many cards the side still misses after ``card``; and the three scores the fit can give (colour-run
    4, three of a kind 3, then colour 2, run 1 or nothing 0, plus a little for the values), each with the
    win-or-lose bonus of a completing card. The score is the colour-run's when one window has at least ``missing``
    of its cards off the table, else three of a kind's when its mask has, else the last."""
    v, c, n = card % 9 + 1, card // 9, side.n
    missing = n - len(side.side) - 1
    values = side.values
    distinct = values is not None and v not in values
    lo_v, hi_v = min(side.lo, v), max(side.hi, v)
    run = distinct and hi_v - lo_v <= n - 1
    colour = not side.colours or side.colour == c
    total = (side.total + v) / 30.0
    runs: list[int] = []
    if colour and run:
        assert values is not None
        base = c * 9 - 1
        for lo in range(max(1, hi_v - n + 1), min(lo_v, 10 - n) + 1):
            mask = 0
            for w in range(lo, lo + n):
                if w != v and w not in values:
                    mask |= 1 << (base + w)
            runs.append(mask)
    kind = -1
    if lo_v == hi_v:  # one value only: three (or four) of a kind
        kind = 0
        for k in range(6):
            if k != c and k not in side.colours:
                kind |= 1 << (k * 9 + v - 1)
    scores = [4.0 + total, 3.0 + total, 2.0 + total if colour else 1.0 + total if run else total]
    if side.last and side.theirs is not None:
        bonus = 3.0 if side_strength([*side.side, card], n, side.bmb) > side.theirs else -3.0
        scores = [x + bonus for x in scores]
    return tuple(runs), kind, missing, scores[0], scores[1], scores[2]


def _place_scores(state: SchottenTottenState, card: int, sides: list[_Side] | None = None) -> list[tuple[float, int]]:
    """``(score, stone)`` for every stone where clan card or elite troop ``card`` may go: how well it extends the
    mover's side there (formation fit), whether completing the side wins or loses the stone, and low cards are
    best dumped where the opponent already holds a complete formation of three of a kind or better. ``sides``:
    :func:`_open_sides` of ``state`` when already computed (scoring several cards in one position)."""
    clan = card < NUM_CLAN
    value = card % 9 + 1 if clan else 9
    out = state.out
    dump = 1.0 + (9 - value) / 6.0  # a stone most likely lost: dump low cards here
    empty = 1.2 + value / 20.0
    result = []
    for side in _open_sides(state) if sides is None else sides:
        if side.dump:
            score = dump
        elif not side.side:
            score = empty
        elif clan:
            plan = side.plans.get(card)
            if plan is None:
                plan = side.plans[card] = _fit_plan(side, card)
            runs, kind, missing, run_score, kind_score, score = plan
            for mask in runs:
                if (mask & ~out).bit_count() >= missing:
                    score = run_score
                    break
            else:
                if kind >= 0 and (kind & ~out).bit_count() >= missing:
                    score = kind_score
        else:
            score = 3.5
            if side.last and side.theirs is not None:
                score += 3.0 if side_strength([*side.side, card], side.n, side.bmb) > side.theirs else -3.0
        result.append((score, side.stone))
    return result


def _playout_place(
    state: SchottenTottenState,
    card: int,
    rng: random.Random,
    sides: list[_Side] | None = None,
    places: list[tuple[float, int]] | None = None,
) -> tuple[float, int]:
    """``(score, stone)`` of the best stone for clan card ``card`` in a playout (scores with a little noise);
    ``sides`` as for :func:`_place_scores`, ``places`` its answer for ``card`` when already worked out."""
    best, where = -math.inf, -1
    noise = rng.random
    for score, s in _place_scores(state, card, sides) if places is None else places:
        score += noise() * 0.6
        if score > best:
            best, where = score, s
    return best, where


_CARD_STEP: list[Any] = [None, -1, {}]
"""What the last playout card step worked out: ``[state, len(state.history) then, {card: its place scores}]``. The
stone step that follows on the same state reuses the played card's scores (a clan card played waits as ``pending``:
no side and no card on the table change in between)."""


PRIOR_SHARE = 0.2
"""Bonus visits given to the heuristic's action at the search's final choice, as a share of the root's visits
(classic variant only; see :func:`prior`)."""


def prior(infoset: InformationSet) -> tuple[Action, float] | None:
    """The heuristic player's action for the information set's seat (to move) and :data:`PRIOR_SHARE`, for the
    search's final choice (an ensemble: the search overrides the
    heuristic only when its root visits clearly prefer another action; when :func:`prune` leaves the heuristic's
    action out, about one searched decision in eight, the search's choice stands). ``None`` in the tactical variant,
    where the search alone measured stronger than needed (``benchmarks/schotten_totten.md``)."""
    if infoset.observation["options"]["tactics"]:
        return None
    return choose_action(_table_of(infoset), infoset.player), PRIOR_SHARE


TREE = "full"
"""ISMCTS tree shape for Schotten Totten (see :mod:`cardtable.ai.ismcts`): both players' decisions are searched, so
the opponent's replies are chosen by the search, not by the playout policy (which knows no tactics). Measured
stronger than the default ``"turn"`` against the heuristic player (``benchmarks/schotten_totten.md``)."""


def _first_wins(mask: int) -> bool:
    """Whether the seat that won the stones in bit ``mask`` holds five of them or three adjacent ones."""
    return mask.bit_count() >= 5 or any((mask >> s) & 7 == 7 for s in range(NUM_STONES - 2))


_FULL = (1 << NUM_STONES) - 1
_MATCH_VALUE = tuple(
    0.5 if (a := _first_wins(m)) == (b := _first_wins(_FULL ^ m)) else 1.0 if a else 0.0 for m in range(_FULL + 1)
)
"""Seat 0's share of the match once every stone is decided, per mask of the stones seat 0 won: 1 if only it has five
stones or three adjacent ones, 0 if only the opponent has, ½ if both have (which came first is not known)."""


HORIZON = 24
"""Playout steps (about six turns: card, stone, claims, draw) after which a playout stops and :func:`evaluate`
scores the position."""


def evaluate(state: SchottenTottenState) -> tuple[float, float]:
    """Each seat's chance of winning the game in play from ``state`` (a determinization, game not over; in a match
    of one game, the match): each stone's win chance as the heuristic reckons it (:class:`_Table`), the mean of what
    either seat reckons from its own hand, the stones taken as independent, summed over every way the undecided
    stones can fall (the rules' end: five stones, or three adjacent ones; ``schotten_totten.md``)."""
    chances = [1.0] * NUM_STONES
    for me in (0, 1):
        table = _Table(state, me)
        hand = state.hands[me]
        for s in range(NUM_STONES):
            c = table.chance(s, state.sides[2 * s + me], None, state.modes[s], hand)
            chances[s] = c if me == 0 else (chances[s] + 1.0 - c) / 2
    v = _match_chance(chances)
    return v, 1.0 - v


def _match_chance(chances: Sequence[float]) -> float:
    """Seat 0's chance of winning the game when it wins each stone ``s`` with chance ``chances[s]`` independently
    (:data:`_MATCH_VALUE` of every way the stones can fall)."""
    # Every way the stones can fall, in the order of the masks of the stones seat 0 wins; a decided stone (chance 0
    # or 1) is not branched on, which leaves out only terms that are 0 and multiplications by 1, so the sum is the
    # same to the last bit as over all 512 masks.
    probs, masks = [1.0], [0]
    for s, p in enumerate(chances):
        if p == 1.0:
            masks = [m | 1 << s for m in masks]
        elif p != 0.0:
            bit = 1 << s
            probs = [*map((1.0 - p).__mul__, probs), *map(p.__mul__, probs)]
            masks += [m | bit for m in masks]
    return sum(map(mul, probs, map(_MATCH_VALUE.__getitem__, masks)))


PLAYOUT_TACTIC = 0.75
"""Chance that a playout plays a tactic card it has found a use for (elite troop completing a strong side, ruse
against a complete opponent side) instead of a clan card."""


def _elite_stone(state: SchottenTottenState, card: int) -> tuple[int, int]:
    """``(strength, stone)`` of the best side elite troop ``card`` completes for the mover, ``(-1, -1)`` if it
    completes none into a formation of three of a kind or better that is not already beaten."""
    me = state.current
    best = (-1, -1)
    for s in range(NUM_STONES):
        if state.claimed[s] >= 0:
            continue
        n = state.capacity(s)
        side = state.sides[2 * s + me]
        if len(side) != n - 1:
            continue
        bmb = bool(state.modes[s] & BMB)
        strength = side_strength([*side, card], n, bmb)
        theirs = state.sides[2 * s + 1 - me]
        if strength >= 300 and not (len(theirs) == n and side_strength(theirs, n, bmb) >= strength):
            best = max(best, (strength, s))
    return best


def _ruse_target(state: SchottenTottenState, ruse: int) -> tuple[int, int] | None:
    """``(stone, card)`` for a Banshee or Traitor in a playout: the strongest card of the strongest complete
    opponent side (None if the opponent has no complete side the ruse can reach)."""
    me = state.current
    best: tuple[int, int, int, int] | None = None
    for s, c in state.targets(me, ruse):
        n = state.capacity(s)
        theirs = state.sides[2 * s + 1 - me]
        if len(theirs) == n:
            key = (side_strength(theirs, n, bool(state.modes[s] & BMB)), 9 if c >= NUM_CLAN else c % 9 + 1, s, c)
            if best is None or key[:2] > best[:2]:
                best = key
    return None if best is None else (best[2], best[3])


def _playout_tactic(state: SchottenTottenState, actions: tuple[Action, ...]) -> Action | None:
    """A ``card`` action among ``actions`` playing a tactic card with an obvious use now, or None: an elite troop
    that completes a strong side (:func:`_elite_stone`), a Banshee or Traitor against a complete opponent side."""
    for a in actions:
        if a.kind != "card":
            continue
        c = card_id(str(a.args[0]))
        if c in ELITE_TROOPS and _elite_stone(state, c)[1] >= 0:
            return a
        if c in (BANSHEE, TRAITOR) and _ruse_target(state, c) is not None:
            return a
    return None


def playout_action(state: SchottenTottenState, rng: random.Random) -> Action:
    """A fast playout policy for a full (determinized) ``state``, using only the mover's hand and the table.

    Claims every stone it can; plays the clan card and stone with the best formation fit (same colour, close or
    equal values; completing a side that wins), with a little noise; plays tactic cards only when no clan card can
    be played (then at random); draws from the clan deck (a tactic card one time in four); everything else at random.
    Raises ``ValueError`` if the match is over.
    """
    phase = state.phase
    if phase in (P_CLAIM_START, P_CLAIM_AFTER):
        return Action.of("claim", state.claimable[0])
    if phase == P_CARD:
        me = state.current
        if state.tactics and state.tactic_hand[me] and rng.random() < PLAYOUT_TACTIC:
            tactic = _playout_tactic(state, state.fast_actions())
            if tactic is not None:
                return tactic
        best = (-math.inf, -1)
        sides = _open_sides(state)
        scored: dict[int, list[tuple[float, int]]] = {}
        _CARD_STEP[:] = state, len(state.history), scored
        for c in state.hands[me]:
            if c < NUM_CLAN:
                places = scored[c] = _place_scores(state, c, sides)
                score, s = _playout_place(state, c, rng, places=places)
                if s >= 0 and score > best[0]:
                    best = (score, c)
        if best[1] >= 0:
            return Action.of("card", card_name(best[1]))
        return rng.choice(state.fast_actions())
    if phase == P_STONE and state.pending < NUM_CLAN:
        step, at, scored = _CARD_STEP
        known = scored.get(state.pending) if step is state and at + 1 == len(state.history) else None
        return Action.of("stone", _playout_place(state, state.pending, rng, places=known)[1])
    if phase == P_STONE and state.pending in ELITE_TROOPS:
        stone = _elite_stone(state, state.pending)[1]
        if stone >= 0:
            return Action.of("stone", stone)
    if phase == P_TARGET and state.pending in (BANSHEE, TRAITOR):
        target = _ruse_target(state, state.pending)
        if target is not None:
            return Action.of("target", target[0], card_name(target[1]))
    if phase == P_MOVE and state.pending == TRAITOR and state.target is not None:
        return Action.of("stone", _playout_place(state, state.target[1], rng)[1])
    if phase in (P_DRAW, P_RECRUIT_DRAW):
        actions = state.fast_actions()
        return actions[1] if len(actions) > 1 and rng.random() < 0.25 else actions[0]
    actions = state.fast_actions()
    if not actions:
        raise ValueError("the match is over")
    if phase == P_RECRUIT_RETURN:
        return actions[0]
    return rng.choice(actions)


def _formation_at(st: SchottenTottenState, me: int, card: int, stone: int) -> tuple[bool, int]:
    """``(complete, strength)`` of seat ``me``'s side of ``stone`` with clan card or elite troop ``card`` added: its
    formation if that completes it, else the best it can still reach from the cards not on the table (``card`` no
    longer among them; after a Joker, no other Joker: the Joker limit); strength -1 when none can be reached."""
    side = [*st.sides[2 * stone + me], card]
    n = st.capacity(stone)
    bmb = bool(st.modes[stone] & BMB)
    if len(side) == n:
        return True, side_strength(side, n, bmb)
    pool = list(st.pool())
    wild_pool = st.pool_wild(me)
    if card < NUM_CLAN:
        pool[card // 9] &= ~(1 << (card % 9))
    else:
        wild_pool = tuple(k for k in wild_pool if k != WILD_KIND[card])
    clan, wild = _split(side)
    return False, best_strength(clan, wild, n, bmb, pool, wild_pool, n - len(side))


_RUSE_REASONS = {BANSHEE: "discards", TRAITOR: "takes", STRATEGIST: "moves"}
"""The hint's reason key for each ruse with a target (see :func:`explain`)."""


def explain(infoset: InformationSet, action: Action, then: Action | None = None) -> tuple[str, dict[str, JSON]] | None:
    """The hint's one-line reason for ``action`` (see :mod:`cardtable.ai.ismcts`): a claim says so
    (``"claims"``); a clan card or elite troop, and the stone it goes to, say the formation its side then has
    (``"completes"``) or the best it can still become (``"aims"``), with ``formation`` the formation's name
    (``rank_name``) and ``stone``, or, for a card alone on its side, that it starts that side (``"starts"``,
    ``stone``). Such a card is judged at ``then``'s stone, the one the search prefers for it (a fresh tester's
    finding: the hint named no stone, or another one); without ``then``, where it joins cards of the seat's, at the
    stone where its side can be strongest (no reason for a card that joins none).

    The other tactic cards say what they do (``schotten_totten.md``, "Tactic cards"), at the stone or card the
    search prefers (``then``; the choice itself at the stone or target decision): a combat mode the stone it
    changes (``"mud"``: four cards a side there; ``"bluff"``: only sums count there; ``stone``), the Banshee,
    Traitor and Strategist the card they act on (``"discards"``, ``"takes"``, ``"moves"``: moved or discarded, the
    step after the search's ``then``; ``card``: its name, ``stone``), the Recruiter its draw (``"recruits"``).
    ``None`` for the rest (deck choices, a tactic card whose next step the search did not look at)."""
    st = _table_of(infoset)
    me = infoset.player
    if action.kind == "claim":
        return "claims", {"stone": int(action.args[0])}
    if action.kind == "card":
        card, step = card_id(str(action.args[0])), then
    elif action.kind in ("stone", "target") and st.phase in (P_STONE, P_TARGET):
        card, step = st.pending, action
    else:
        return None
    if card == RECRUITER:
        return "recruits", {}
    if card in COMBAT_MODES or card in _RUSE_REASONS:
        if step is None or step.kind != ("stone" if card in COMBAT_MODES else "target"):
            return None
        if card in COMBAT_MODES:
            return ("mud" if card == MUD_FIGHT else "bluff"), {"stone": int(step.args[0])}
        return _RUSE_REASONS[card], {"card": str(step.args[1]), "stone": int(step.args[0])}
    if step is not None and step.kind == "stone":
        stones = [int(step.args[0])]
    else:  # judged where it joins cards of ours (on an empty side every formation is possible)
        stones = [s for s in range(NUM_STONES) if st.claimed[s] < 0 and 0 < len(st.sides[2 * s + me]) < st.capacity(s)]
    if not stones:
        return None
    strength, complete, stone = max((*reversed(_formation_at(st, me, card, s)), s) for s in stones)
    if not complete and not st.sides[2 * stone + me]:
        return "starts", {"stone": stone}
    if strength < 0:
        return None
    n = st.capacity(stone)
    return ("completes" if complete else "aims"), {"formation": rank_name(strength, n), "stone": stone}
