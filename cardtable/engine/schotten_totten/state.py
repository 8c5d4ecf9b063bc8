"""The Schotten Totten match state (rules: ``shared/rules/schotten_totten.md``; the section is named per rule below).

A :class:`SchottenTottenState` is a whole match of ``options.games`` games. Seats are 0 and 1, stones 0–8 (left to
right as seen by seat 0). Cards use the string encoding of :mod:`.cards` in actions, events and observations.

Decisions (``Decision.kind`` → its actions), one step at a time:

- ``"claim"`` → ``claim(stone)`` for each stone the mover may claim now, and ``end_claims`` (context: ``timing``
  ``"start"`` or ``"after_play"``, ``early``: the stones claimable only by proof). Offered only when at
  least one stone can be claimed: after the mover's play (or pass) in the classic rules, at the start of the mover's
  turn in the expert variant ("Claiming a stone"; "Expert variant" and its [interpretation]). Context ``refused``:
  the other stones (``claimed``, ``side_incomplete``, ``beaten``, ``unproven``).
- ``"card"`` → ``card(name)`` for each distinct hand card that can be played now, and ``pass`` when no clan card can be
  played ("A turn": passing; "Tactical variant": tactic limit; Joker limit). Context ``refused``: the other hand
  cards with their reason (``tactic_limit``, ``joker_limit``, ``no_free_slot``, ``nothing_to_act_on``).
- ``"stone"`` → ``stone(i)``: where the chosen clan card / elite troop (own side, free slot) or combat mode
  (unclaimed stone) goes. Context ``refused``: the other stones (``claimed``, ``mode_there``, ``side_full``).
- ``"target"`` → ``target(stone, name)``: the card a Strategist (own side), Banshee (opponent side, clan or
  tactic) or Traitor (opponent side, clan cards only) acts on; only cards next to unclaimed stones.
- ``"move"`` → ``stone(i)`` (an unclaimed stone on the mover's side with a free slot; Strategist: another stone
  than the card's) or ``discard`` (Strategist only).
- ``"draw"`` → ``draw("clan")`` / ``draw("tactic")`` (tactical variant, both decks non-empty; with one deck left
  the draw is automatic, classic draws are automatic).
- ``"recruit_draw"`` → ``draw(deck)`` three times (automatic when only one deck has cards), then
  ``"recruit_return"`` → ``return(name)`` twice: the Recruiter.

Decisions of this implementation (not in the rules file; listed on the in-app rules page as [app choice]):

- Deal: the clan deck's top cards go to seat 0's hand, the next ones to seat 1's hand (6 each, 7 with tactics).
- ``first_player=None`` picks the first player of the first game with the seeded generator; in a match, the loser of
  a game starts the next one (after a drawn game, the player who did not start it).
- After a pass the player may still claim (classic rules) but does not draw.
- The Joker limit counts Jokers ever played: once a player has played a Joker, the other Joker stays in their hand
  even if the first was discarded by a Banshee ("Tactic cards": "a second Joker drawn stays in hand for the rest of
  the game").
- Strategist and Banshee act on cards next to a stone (clan cards and elite troops), not on combat modes.
- The Recruiter always returns two cards (fewer only if the hand holds fewer).
- A drawn game (both passed, equal stones) scores each player one point per stone.
- Events that turn a hand card face up (``played``, ``ruse``) reveal it to the opponent and are known to the
  player (``Event.known_to``), so undo may take back one's own play but never crosses the opponent's.
- Proofs (early claims) assume every card not on the table (decks and both hands) may still reach the opponent's
  side, unseen elite troops included in the tactical variant (at most one Joker, none once the opponent has played
  one); the tactic limit is not used in proofs.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from cardtable.engine.base import (
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
from cardtable.engine.schotten_totten.cards import (
    BANSHEE,
    CARD_NAMES,
    COMBAT_MODES,
    ELITE_TROOPS,
    JOKER_A,
    JOKER_B,
    JOKERS,
    MUD_FIGHT,
    NUM_CLAN,
    RECRUITER,
    RUSES,
    SHIELD_BEARER,
    SPY,
    STRATEGIST,
    TACTICS,
    TRAITOR,
    card_id,
)
from cardtable.engine.schotten_totten.formations import best_completion, rank_name, side_strength, side_sum

GAME_ID = "schotten_totten"
NUM_STONES = 9
MUD = 1
BMB = 2
CLAN_DECK, TACTIC_DECK = 0, 1
DECK_NAMES = ("clan", "tactic")
ALL_CLAN_MASK = (1 << NUM_CLAN) - 1

# phases
(
    P_CLAIM_START,
    P_CARD,
    P_STONE,
    P_TARGET,
    P_MOVE,
    P_CLAIM_AFTER,
    P_DRAW,
    P_RECRUIT_DRAW,
    P_RECRUIT_RETURN,
    P_OVER,
) = range(10)
PHASE_NAMES = (
    "claim_start",
    "card",
    "stone",
    "target",
    "move",
    "claim",
    "draw",
    "recruit_draw",
    "recruit_return",
    "over",
)
DECISION_KINDS = ("claim", "card", "stone", "target", "move", "claim", "draw", "recruit_draw", "recruit_return", "")

_CARD_ACTIONS = tuple(Action.of("card", name) for name in CARD_NAMES)
_RETURN_ACTIONS = tuple(Action.of("return", name) for name in CARD_NAMES)
_STONE_ACTIONS = tuple(Action.of("stone", i) for i in range(NUM_STONES))
_CLAIM_ACTIONS = tuple(Action.of("claim", i) for i in range(NUM_STONES))
_DRAW_ACTIONS = (Action.of("draw", "clan"), Action.of("draw", "tactic"))
END_CLAIMS = Action.of("end_claims")
PASS = Action.of("pass")
DISCARD = Action.of("discard")


class SchottenTottenOptions(BaseModel):
    """Options (rules file, title and "Several games"): ``tactics`` — the tactical variant; ``expert`` — the expert
    variant (claims at the start of the turn); ``games`` — games in the match (1–99: the rules say only to agree on
    a number beforehand, the upper bound is ours); ``first_player`` — seat that starts the first game (0 or 1;
    ``None``: chosen at random with the seed)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tactics: bool = False
    expert: bool = False
    games: int = Field(default=1, ge=1, le=99)
    first_player: int | None = Field(default=None, ge=0, le=1)


def _parse_deck(deck: Sequence[Any] | Mapping[str, Any] | None) -> tuple[list[int], list[int]]:
    """Top-first prefixes of the clan and tactic decks from ``deck=`` (see :func:`new_match`).

    Raises :class:`OptionsError` for unknown names, cards in the wrong deck or cards listed too often.
    """
    if deck is None:
        return [], []
    if isinstance(deck, Mapping):
        unknown = set(deck) - {"clan", "tactic"}
        if unknown:
            raise OptionsError(f"deck: unknown keys {sorted(unknown)} (use 'clan' and 'tactic')")
        clan_names, tactic_names = list(deck.get("clan", [])), list(deck.get("tactic", []))
    elif len(deck) == 2 and all(isinstance(part, list | tuple) for part in deck):
        clan_names, tactic_names = list(deck[0]), list(deck[1])
    else:
        clan_names, tactic_names = list(deck), []
    try:
        clan = [card_id(n) for n in clan_names]
        tactic_ids = [card_id(n) for n in tactic_names]
    except ValueError as exc:
        raise OptionsError(f"deck: {exc}") from None
    if any(c >= NUM_CLAN for c in clan):
        raise OptionsError("deck: the clan deck may hold clan cards only")
    if any(c < NUM_CLAN for c in tactic_ids):
        raise OptionsError("deck: the tactic deck may hold tactic cards only")
    if len(set(clan)) != len(clan):
        raise OptionsError("deck: a clan card is listed twice")
    tactic: list[int] = []
    for t in tactic_ids:
        if t == JOKER_A and JOKER_A in tactic:
            t = JOKER_B
        if t in tactic:
            raise OptionsError(f"deck: {CARD_NAMES[t]} is listed too often")
        tactic.append(t)
    return clan, tactic


class SchottenTottenState(State):
    """A Schotten Totten match. Build it with :func:`new_match` (or ``GAME.new_game``); see the module docstring for
    the decisions and actions."""

    __slots__ = (
        "_claims",
        "_decision",
        "_log",
        "_outcome",
        "_quiet",
        "bottom",
        "claimable",
        "claimed",
        "clock",
        "current",
        "decks",
        "discard",
        "done_at",
        "expert",
        "first",
        "game_no",
        "games",
        "hands",
        "history",
        "jokers_played",
        "known",
        "left",
        "modes",
        "no_draw",
        "out",
        "passes",
        "pending",
        "phase",
        "points",
        "results",
        "rng",
        "seed",
        "sides",
        "tactic_hand",
        "tactics",
        "tactics_played",
        "target",
    )

    game_id = GAME_ID
    num_players = 2

    # --- construction ---------------------------------------------------------------------------------------------
    def _blank(self, seed: int, tactics: bool, expert: bool, games: int) -> None:
        self.seed = seed
        self.history = []
        self.tactics = tactics
        self.expert = expert
        self.games = games
        self.rng = random.Random(seed)
        self.game_no = 0
        self.points = [0, 0]
        self.results: list[dict[str, JSON]] = []
        self._outcome: Outcome | None = None
        self._log: tuple[Event, Any] | None = None
        self._decision: Decision | None = None
        self._quiet = False
        self.first = 0
        self._reset_game()

    def _reset_game(self) -> None:
        self.hands: list[list[int]] = [[], []]
        self.decks: list[list[int]] = [[], []]
        self.sides: list[list[int]] = [[] for _ in range(2 * NUM_STONES)]
        self.modes = [0] * NUM_STONES
        self._claims: dict[int, tuple[tuple[int, ...], int, bool]] = {}
        self.claimed = [-1] * NUM_STONES
        self.done_at = [-1] * (2 * NUM_STONES)
        self.clock = 0
        self.discard: list[int] = []
        self.out = 0
        self.tactics_played = [0, 0]
        self.jokers_played = [0, 0]
        self.tactic_hand = [0, 0]
        self.bottom: list[list[int]] = [[], []]
        self.known: list[list[int]] = [[], []]
        self.phase = P_CARD
        self.current = self.first
        self.pending = -1
        self.target: tuple[int, int] | None = None
        self.left = 0
        self.no_draw = False
        self.claimable: list[int] = []
        self.passes = 0

    def _deal(self, clan_top: Sequence[int] = (), tactic_top: Sequence[int] = ()) -> list[Event]:
        """Shuffle and deal a game ("Setup"; tactical: "Tactical variant"). ``*_top``: forced top cards."""
        rest = [c for c in range(NUM_CLAN) if c not in set(clan_top)]
        self.rng.shuffle(rest)
        clan = list(clan_top) + rest
        self.decks[CLAN_DECK] = clan[::-1]  # internally the top is the end of the list
        if self.tactics:
            trest = [t for t in TACTICS if t not in set(tactic_top)]
            self.rng.shuffle(trest)
            self.decks[TACTIC_DECK] = (list(tactic_top) + trest)[::-1]
        size = self.hand_limit
        quiet = self._quiet
        events = (
            []
            if quiet
            else [Event("game_started", {"game": self.game_no, "first_player": self.first, "hand_size": size})]
        )
        for p in (0, 1):
            self.hands[p] = [self.decks[CLAN_DECK].pop() for _ in range(size)]
            if not quiet:
                events.append(
                    Event(
                        "hand",
                        {"seat": p, "cards": [CARD_NAMES[c] for c in self.hands[p]]},
                        audience=frozenset({p}),
                        reveals=True,
                    )
                )
        self.current = self.first
        events += self._start_turn()
        return events

    @property
    def hand_limit(self) -> int:
        """Hand size: 6, or 7 in the tactical variant ("Setup"; "Tactical variant")."""
        return 7 if self.tactics else 6

    # --- State interface ------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == P_OVER else self.current

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def round_index(self) -> int:
        return self.game_no

    @property
    def single_round(self) -> bool:
        """True in a one-game match ("Several games": a match of ``games`` games, each a round)."""
        return self.games == 1

    def scores(self) -> tuple[float, ...]:
        """Victory points so far: 5 per game won, one per stone in a game lost ("End of game": several games)."""
        return (float(self.points[0]), float(self.points[1]))

    def clone(self) -> SchottenTottenState:
        """An independent copy; the event log is shared (it is immutable) and not copied."""
        c = SchottenTottenState.__new__(SchottenTottenState)
        c.seed = self.seed
        c.history = list(self.history)
        c.tactics = self.tactics
        c.expert = self.expert
        c.games = self.games
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        c.rng = rng
        c.game_no = self.game_no
        c.points = self.points[:]
        c.results = self.results[:]
        c._outcome = self._outcome
        c._log = self._log
        c._decision = self._decision
        c._quiet = False
        c.first = self.first
        c.hands = [self.hands[0][:], self.hands[1][:]]
        c.decks = [self.decks[0][:], self.decks[1][:]]
        c.sides = [s[:] for s in self.sides]
        c.modes = self.modes[:]
        c._claims = self._claims.copy()
        c.claimed = self.claimed[:]
        c.done_at = self.done_at[:]
        c.clock = self.clock
        c.discard = self.discard[:]
        c.out = self.out
        c.tactics_played = self.tactics_played[:]
        c.jokers_played = self.jokers_played[:]
        c.tactic_hand = self.tactic_hand[:]
        c.bottom = [self.bottom[0][:], self.bottom[1][:]]
        c.known = [self.known[0][:], self.known[1][:]]
        c.phase = self.phase
        c.current = self.current
        c.pending = self.pending
        c.target = self.target
        c.left = self.left
        c.no_draw = self.no_draw
        c.claimable = self.claimable[:]
        c.passes = self.passes
        return c

    # --- rule helpers ---------------------------------------------------------------------------------------------
    def capacity(self, stone: int) -> int:
        """Cards a side of ``stone`` holds when complete: 3, or 4 under Mud Fight ("Tactic cards")."""
        return 4 if self.modes[stone] & MUD else 3

    def _free_stones(self, p: int) -> list[int]:
        """Unclaimed stones with a free slot on seat ``p``'s side ("A turn"; "Claiming a stone")."""
        sides, claimed, modes = self.sides, self.claimed, self.modes
        return [s for s in range(NUM_STONES) if claimed[s] < 0 and len(sides[2 * s + p]) < (4 if modes[s] & MUD else 3)]

    def can_play_tactic(self, p: int) -> bool:
        """Tactic limit ("Tactical variant"): ``p`` may play a tactic card only if it has not played more tactic
        cards than its opponent."""
        return self.tactics and self.tactics_played[p] <= self.tactics_played[1 - p]

    def pool(self) -> tuple[int, ...]:
        """Clan cards not on the table (decks and both hands) as six 9-bit value masks, one per colour."""
        unseen = ~self.out & ALL_CLAN_MASK
        return tuple((unseen >> (9 * c)) & 0x1FF for c in range(6))

    def pool_wild(self, p: int) -> tuple[int, ...]:
        """Elite troops not on the table that could still reach seat ``p``'s side (kinds, see :mod:`.cards`): none in
        the classic game; at most one Joker, and none once ``p`` has played a Joker (Joker limit)."""
        if not self.tactics:
            return ()
        out = self.out
        kinds: list[int] = []
        if self.jokers_played[p] == 0 and (not (out >> JOKER_A) & 1 or not (out >> JOKER_B) & 1):
            kinds.append(0)
        if not (out >> SPY) & 1:
            kinds.append(1)
        if not (out >> SHIELD_BEARER) & 1:
            kinds.append(2)
        return tuple(kinds)

    def stone_won(self, stone: int, p: int, pool: Sequence[int] | None = None) -> tuple[bool, bool]:
        """``(claimable, early)`` for seat ``p`` and ``stone`` ("Claiming a stone").

        Claimable: the stone is unclaimed, ``p``'s side is complete and either the opponent's side is complete and
        ``p``'s formation beats it (equal strength: who completed first), or — an early claim by proof — no
        completion of the opponent's side from the cards not on the table beats ``p``'s formation (``p`` completed
        first, so equal strength is ``p``'s). ``early`` is True when the stone is claimable by such a proof.
        """
        if self.claimed[stone] >= 0:
            return False, False
        n = 4 if self.modes[stone] & MUD else 3
        mine = self.sides[2 * stone + p]
        if len(mine) < n:
            return False, False
        bmb = bool(self.modes[stone] & BMB)
        my = side_strength(mine, n, bmb)
        theirs = self.sides[2 * stone + 1 - p]
        if len(theirs) == n:
            their = side_strength(theirs, n, bmb)
            return my > their or (my == their and self.done_at[2 * stone + p] < self.done_at[2 * stone + 1 - p]), False
        if pool is None:
            pool = self.pool()
        proven = best_completion(theirs, n, bmb, pool, self.pool_wild(1 - p), at_most=my) <= my
        return proven, proven

    def claimable_stones(self, p: int) -> list[int]:
        """Stones seat ``p`` may claim now (see :meth:`stone_won`), in stone order.

        Incremental: each stone's answer is kept with its inputs (both sides, the combat modes, and when both sides
        are complete who completed first) and reused while they are unchanged. An early claim's proof also depends
        on the cards not on the table, which only ever leave it during a game (``out`` only gains cards): a proof
        that held still holds, and one that failed is tried again only once a card has left the pool since."""
        pool: tuple[int, ...] | None = None
        result = []
        sides, modes, memo, out = self.sides, self.modes, self._claims, self.out
        for s in range(NUM_STONES):
            mine = sides[2 * s + p]
            n = 4 if modes[s] & MUD else 3
            if self.claimed[s] >= 0 or len(mine) < n:
                continue
            theirs = sides[2 * s + 1 - p]
            complete = len(theirs) == n
            done = self.done_at
            key = (*mine, -1, *theirs, -1, modes[s], *((done[2 * s + p], done[2 * s + 1 - p]) if complete else ()))
            hit = memo.get(2 * s + p)
            if hit is not None and hit[0] == key and (hit[2] or complete or hit[1] == out):
                won = hit[2]
            else:
                if pool is None:
                    pool = self.pool()
                won = self.stone_won(s, p, pool)[0]
                memo[2 * s + p] = (key, out, won)
            if won:
                result.append(s)
        return result

    # --- decisions ------------------------------------------------------------------------------------------------
    def _card_actions(self, p: int) -> tuple[Action, ...]:
        hand = self.hands[p]
        free = bool(self._free_stones(p))
        tactic_ok = self.can_play_tactic(p)
        actions: list[Action] = []
        can_clan = False
        seen: set[int] = set()
        for c in sorted(hand):
            if c == JOKER_B:
                c = JOKER_A
            if c in seen:
                continue
            seen.add(c)
            if c < NUM_CLAN:
                if free:
                    can_clan = True
                    actions.append(_CARD_ACTIONS[c])
            elif tactic_ok and self._tactic_playable(p, c, free):
                actions.append(_CARD_ACTIONS[c])
        if not can_clan:
            actions.append(PASS)
        return tuple(actions)

    def _tactic_playable(self, p: int, c: int, free: bool) -> bool:
        if c in ELITE_TROOPS:
            return free and (c not in JOKERS or self.jokers_played[p] == 0)
        if c in COMBAT_MODES:
            bit = MUD if c == MUD_FIGHT else BMB
            return any(self.claimed[s] < 0 and not self.modes[s] & bit for s in range(NUM_STONES))
        if c == RECRUITER:
            return True
        if c == STRATEGIST:
            return bool(self.targets(p, STRATEGIST))
        if c == BANSHEE:
            return bool(self.targets(p, BANSHEE))
        return free and bool(self.targets(p, TRAITOR))

    def targets(self, p: int, ruse: int) -> list[tuple[int, int]]:
        """``(stone, card)`` a ruse may act on ("Tactic cards": Strategist, Banshee, Traitor)."""
        side = p if ruse == STRATEGIST else 1 - p
        result: list[tuple[int, int]] = []
        for s in range(NUM_STONES):
            if self.claimed[s] >= 0:
                continue
            seen: set[int] = set()
            for c in sorted(self.sides[2 * s + side]):
                if ruse == TRAITOR and c >= NUM_CLAN:
                    continue
                if c not in seen:
                    seen.add(c)
                    result.append((s, c))
        return result

    def _stone_actions(self) -> tuple[Action, ...]:
        c = self.pending
        if c in COMBAT_MODES:
            bit = MUD if c == MUD_FIGHT else BMB
            return tuple(
                _STONE_ACTIONS[s] for s in range(NUM_STONES) if self.claimed[s] < 0 and not self.modes[s] & bit
            )
        return tuple(_STONE_ACTIONS[s] for s in self._free_stones(self.current))

    def _move_actions(self) -> tuple[Action, ...]:
        assert self.target is not None
        source = self.target[0]
        stones = [s for s in self._free_stones(self.current) if not (self.pending == STRATEGIST and s == source)]
        actions = tuple(_STONE_ACTIONS[s] for s in stones)
        return (*actions, DISCARD) if self.pending == STRATEGIST else actions

    def _deck_choices(self) -> tuple[Action, ...]:
        return tuple(_DRAW_ACTIONS[d] for d in (CLAN_DECK, TACTIC_DECK) if self.decks[d])

    def _actions(self) -> tuple[Action, ...]:
        """The legal actions of the pending decision (empty after the match), built without its Decision."""
        phase = self.phase
        p = self.current
        if phase in (P_CLAIM_START, P_CLAIM_AFTER):
            return (*(_CLAIM_ACTIONS[s] for s in self.claimable), END_CLAIMS)
        if phase == P_CARD:
            return self._card_actions(p)
        if phase == P_STONE:
            return self._stone_actions()
        if phase == P_TARGET:
            return tuple(Action.of("target", s, CARD_NAMES[c]) for s, c in self.targets(p, self.pending))
        if phase == P_MOVE:
            return self._move_actions()
        if phase in (P_DRAW, P_RECRUIT_DRAW):
            return self._deck_choices()
        if phase == P_OVER:
            return ()
        # P_RECRUIT_RETURN
        return tuple(_RETURN_ACTIONS[c] for c in sorted(set(self.hands[p]) - {JOKER_B} | self._jokers_as_a(p)))

    def decision(self) -> Decision | None:
        """The pending decision (see the module docstring for kinds and actions), or ``None`` after the match."""
        if self._decision is not None:
            return self._decision
        phase = self.phase
        if phase == P_OVER:
            return None
        p = self.current
        actions = self._actions()
        context: dict[str, JSON] = {}
        if phase in (P_CLAIM_START, P_CLAIM_AFTER):
            early = [s for s in self.claimable if len(self.sides[2 * s + 1 - p]) < self.capacity(s)]
            context = {
                "timing": "start" if phase == P_CLAIM_START else "after_play",
                "early": early,
                "refused": self._claim_refusals(p, actions),
            }
        elif phase == P_CARD:
            refused = self._card_refusals(p, actions)
            if refused:
                context = {"refused": refused}
        elif phase == P_STONE:
            context = {"card": CARD_NAMES[self.pending], "refused": self._stone_refusals(actions)}
        elif phase == P_TARGET:
            context = {"card": CARD_NAMES[self.pending]}
        elif phase == P_MOVE:
            assert self.target is not None
            context = {
                "card": CARD_NAMES[self.pending],
                "target": [self.target[0], CARD_NAMES[self.target[1]]],
            }
        elif phase in (P_RECRUIT_DRAW, P_RECRUIT_RETURN):
            context = {"card": "Recruiter", "left": self.left}
        self._decision = Decision(p, DECISION_KINDS[phase], actions, context)
        return self._decision

    def fast_actions(self) -> tuple[Action, ...]:
        """:meth:`legal_actions` without building the Decision (its context, refusals): for search."""
        d = self._decision
        return d.actions if d is not None else self._actions()

    def _card_refusals(self, p: int, actions: tuple[Action, ...]) -> list[JSON]:
        """:class:`Refusal` JSON for each distinct hand card of ``p`` not among ``actions``, keyed
        ``"tactic_limit"`` (data ``opponent``: ``p`` has played one tactic card more, "Tactical variant"),
        ``"joker_limit"`` (a Joker already played, "Tactic cards"), ``"no_free_slot"`` (a clan card or elite troop
        with no free slot on ``p``'s side) or ``"nothing_to_act_on"`` (a combat mode or ruse without a stone or card
        to act on)."""
        out: list[JSON] = []
        for c in sorted({JOKER_A if h == JOKER_B else h for h in self.hands[p]}):
            action = _CARD_ACTIONS[c]
            if action in actions:
                continue
            if c >= NUM_CLAN and not self.can_play_tactic(p):
                key, data = "tactic_limit", {"opponent": 1 - p}
            elif c in JOKERS and self.jokers_played[p]:
                key, data = "joker_limit", {}
            elif c < NUM_CLAN or c in ELITE_TROOPS or (c == TRAITOR and self.targets(p, TRAITOR)):
                key, data = "no_free_slot", {}
            else:
                key, data = "nothing_to_act_on", {}
            out.append(Refusal(action, key, dict(data, card=CARD_NAMES[c])).to_json())
        return out

    def _claim_refusals(self, p: int, actions: tuple[Action, ...]) -> list[JSON]:
        """:class:`Refusal` JSON for each stone ``p`` may not claim now ("Claiming a stone"): ``"claimed"`` (data
        ``owner``), ``"side_incomplete"`` (``p``'s side lacks ``missing`` cards), ``"beaten"`` (the opponent's
        complete formation is stronger, or as strong (``equal``) and completed first) or ``"unproven"`` (the
        opponent's side is not complete and cards not on the table could still complete it to beat ``p``'s)."""
        out: list[JSON] = []
        for s in range(NUM_STONES):
            if _CLAIM_ACTIONS[s] in actions:
                continue
            n = self.capacity(s)
            mine, theirs = self.sides[2 * s + p], self.sides[2 * s + 1 - p]
            data: dict[str, JSON] = {"stone": s}
            if self.claimed[s] >= 0:
                key, data["owner"] = "claimed", self.claimed[s]
            elif len(mine) < n:
                key, data["missing"] = "side_incomplete", n - len(mine)
            elif len(theirs) == n:
                bmb = bool(self.modes[s] & BMB)
                key, data["equal"] = "beaten", side_strength(mine, n, bmb) == side_strength(theirs, n, bmb)
            else:
                key = "unproven"
            out.append(Refusal(_CLAIM_ACTIONS[s], key, data).to_json())
        return out

    def _stone_refusals(self, actions: tuple[Action, ...]) -> list[JSON]:
        """:class:`Refusal` JSON for each stone the pending card may not go to: ``"claimed"`` (data ``owner``),
        ``"mode_there"`` (a combat mode of that kind already lies there) or ``"side_full"``."""
        out: list[JSON] = []
        bit = MUD if self.pending == MUD_FIGHT else BMB
        for s in range(NUM_STONES):
            if _STONE_ACTIONS[s] in actions:
                continue
            if self.claimed[s] >= 0:
                key, data = "claimed", {"owner": self.claimed[s]}
            elif self.pending in COMBAT_MODES and self.modes[s] & bit:
                key, data = "mode_there", {}
            else:
                key, data = "side_full", {}
            out.append(Refusal(_STONE_ACTIONS[s], key, dict(data, stone=s)).to_json())
        return out

    def _jokers_as_a(self, p: int) -> set[int]:
        return {JOKER_A} if JOKER_B in self.hands[p] else set()

    # --- applying actions -----------------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Perform ``action`` for the seat to move; returns the events. Raises :class:`IllegalActionError` (state
        unchanged) when the match is over or the action is not among the legal actions of the pending decision."""
        d = self.decision()
        if d is None:
            raise IllegalActionError("the match is over", action)
        if action not in d.actions:
            raise IllegalActionError(self._why_illegal(action, d), action)
        events = self._perform(action)
        log = self._log
        for e in events:
            log = (e, log)
        self._log = log
        return events

    def fast_apply(self, action: Action) -> None:
        """:meth:`apply` for search: ``action`` must be legal (not checked); no events, decisions or log entries
        are built (the state reached is otherwise the one :meth:`apply` reaches; the conformance kit checks it)."""
        self._quiet = True
        try:
            self._perform(action)
        finally:
            self._quiet = False

    def _perform(self, action: Action) -> list[Event]:
        """Carry out a legal ``action``; the events (none while :attr:`_quiet`)."""
        self._decision = None
        self.history.append(action)
        phase = self.phase
        p = self.current
        if phase in (P_CLAIM_START, P_CLAIM_AFTER):
            return self._do_claim(p, action)
        if phase == P_CARD:
            return self._do_card(p, action)
        if phase == P_STONE:
            return self._do_stone(p, int(action.args[0]))
        if phase == P_TARGET:
            return self._do_target(p, int(action.args[0]), card_id(str(action.args[1])))
        if phase == P_MOVE:
            return self._do_move(p, action)
        if phase == P_DRAW:
            return self._draw(p, DECK_NAMES.index(str(action.args[0]))) + self._end_turn()
        if phase == P_RECRUIT_DRAW:
            events = self._draw(p, DECK_NAMES.index(str(action.args[0])))
            self.left -= 1
            return events + self._recruit_continue(p)
        return self._do_return(p, card_id(str(action.args[0])))

    def _why_illegal(self, action: Action, d: Decision) -> str:
        """A readable reason why ``action`` is not legal in decision ``d`` (for :class:`IllegalActionError`)."""
        kinds = {a.kind for a in d.actions}
        if action.kind == "pass" and d.kind == "card":
            return "you may pass only when you cannot play a clan card"
        if action.kind not in kinds:
            return (
                f"seat {d.player} must now decide '{d.kind}' (one of: {', '.join(sorted(kinds))}), not '{action.kind}'"
            )
        p = d.player
        if action.kind == "claim":
            return f"stone {action.args[0] if action.args else '?'} cannot be claimed by seat {p} now"
        if action.kind == "card" and action.args:
            try:
                c = card_id(str(action.args[0]))
            except ValueError as exc:
                return str(exc)
            held = {JOKER_A if h == JOKER_B else h for h in self.hands[p]}
            if c not in held:
                return f"seat {p} has no {CARD_NAMES[c]} in hand"
            if c >= NUM_CLAN and not self.tactics_played[p] <= self.tactics_played[1 - p]:
                return "tactic limit: you have already played one tactic card more than your opponent"
            if c in JOKERS and self.jokers_played[p]:
                return "Joker limit: you have already played a Joker"
            if c < NUM_CLAN:
                return "no stone on your side has a free slot"
            return f"{CARD_NAMES[c]} has nothing to act on now"
        if action.kind == "stone":
            return f"{action} is not a legal destination (a claimed stone or a full side)"
        if action.kind == "draw":
            return f"the {action.args[0] if action.args else '?'} deck is empty or not in this game"
        return f"{action} is not one of the legal actions"

    def _do_claim(self, p: int, action: Action) -> list[Event]:
        if action == END_CLAIMS:
            self.claimable = []
            if self.phase == P_CLAIM_START:
                self.phase = P_CARD
                return []
            return self._to_draw(p)
        s = int(action.args[0])
        self.claimable.remove(s)
        early = len(self.sides[2 * s + 1 - p]) < self.capacity(s)
        self.claimed[s] = p
        events = [] if self._quiet else [Event("claimed", self._claim_data(p, s, early))]
        reason = self._winning_reason(p)
        if reason:
            return events + self._end_game(p, reason)
        if not self.claimable:
            if self.phase == P_CLAIM_START:
                self.phase = P_CARD
            else:
                events += self._to_draw(p)
        return events

    def _claim_data(self, p: int, s: int, early: bool) -> dict[str, Any]:
        """The ``claimed`` event's data for seat ``p`` claiming stone ``s``: ``formation`` (the claimant's), and for a
        claim of two complete sides ``opponent_formation``, what decided it (``decided_by``: ``"formation"``, the
        higher ``"sum"`` of equal formations, or equal sums and the side ``"completed_first"``; schotten_totten.md,
        Formations) and both ``sums`` (claimant's first); ``None`` for an early claim, decided by proof."""
        n, bmb = self.capacity(s), bool(self.modes[s] & BMB)
        mine = side_strength(self.sides[2 * s + p], n, bmb)
        data: dict[str, Any] = {"seat": p, "stone": s, "early": early, "formation": rank_name(mine, n)}
        if early:
            return data | {"opponent_formation": None, "decided_by": None, "sums": None}
        theirs = side_strength(self.sides[2 * s + 1 - p], n, bmb)
        decided_by = "formation" if mine // 100 != theirs // 100 else "sum" if mine != theirs else "completed_first"
        return data | {
            "opponent_formation": rank_name(theirs, n),
            "decided_by": decided_by,
            "sums": [mine % 100, theirs % 100],
        }

    def _winning_reason(self, p: int) -> str | None:
        """``"three_adjacent"`` / ``"five_stones"`` if seat ``p`` now wins the game ("End of game"), else None."""
        owned = [c == p for c in self.claimed]
        if any(owned[i] and owned[i + 1] and owned[i + 2] for i in range(NUM_STONES - 2)):
            return "three_adjacent"
        if sum(owned) >= 5:
            return "five_stones"
        return None

    def _take_from_hand(self, p: int, c: int) -> int:
        """Remove card ``c`` (``JOKER_A`` stands for either Joker) from ``p``'s hand; returns the id removed."""
        hand = self.hands[p]
        if c == JOKER_A and JOKER_A not in hand:
            c = JOKER_B
        hand.remove(c)
        if c >= NUM_CLAN:
            self.tactic_hand[p] -= 1
        known = self.known[1 - p]
        if c in known:
            known.remove(c)
        return c

    def _do_card(self, p: int, action: Action) -> list[Event]:
        if action == PASS:
            self.passes += 1
            events = [] if self._quiet else [Event("passed", {"seat": p})]
            if self.passes >= 2:
                return events + self._both_passed()
            self.no_draw = True
            return events + self._after_play(p)
        c = self._take_from_hand(p, card_id(str(action.args[0])))
        self.pending = c
        self.clock += 1
        self.passes = 0
        if c in RUSES:
            self.tactics_played[p] += 1
            self.out |= 1 << c
            events = (
                []
                if self._quiet
                else [Event("ruse", {"seat": p, "card": CARD_NAMES[c]}, reveals=True, known_to=frozenset({p}))]
            )
            if c == RECRUITER:
                self.left = 3
                self.no_draw = True
                return events + self._recruit_continue(p)
            self.phase = P_TARGET
            return events
        self.phase = P_STONE
        return []

    def _place(self, p: int, s: int, c: int) -> None:
        """Put card ``c`` on seat ``p``'s side of stone ``s``, recording when the side became complete."""
        side = self.sides[2 * s + p]
        side.append(c)
        if len(side) == self.capacity(s):
            self.done_at[2 * s + p] = self.clock

    def _remove(self, p: int, s: int, c: int) -> int:
        """Take card ``c`` (``JOKER_A`` stands for either Joker) from seat ``p``'s side of stone ``s``."""
        side = self.sides[2 * s + p]
        if c == JOKER_A and JOKER_A not in side:
            c = JOKER_B
        side.remove(c)
        self.done_at[2 * s + p] = -1
        return c

    def _do_stone(self, p: int, s: int) -> list[Event]:
        c = self.pending
        self.pending = -1
        self.out |= 1 << c
        if c >= NUM_CLAN:
            self.tactics_played[p] += 1
        if c in COMBAT_MODES:
            self.modes[s] |= MUD if c == MUD_FIGHT else BMB
            if c == MUD_FIGHT:
                self.done_at[2 * s] = self.done_at[2 * s + 1] = -1
        else:
            if c in JOKERS:
                self.jokers_played[p] += 1
            self._place(p, s, c)
        if self._quiet:
            return self._after_play(p)
        events = [
            Event("played", {"seat": p, "card": CARD_NAMES[c], "stone": s}, reveals=True, known_to=frozenset({p}))
        ]
        return events + self._after_play(p)

    def _do_target(self, p: int, s: int, c: int) -> list[Event]:
        ruse = self.pending
        if ruse == BANSHEE:
            c = self._remove(1 - p, s, c)
            self.discard.append(c)
            events = (
                []
                if self._quiet
                else [Event("discarded", {"seat": p, "card": CARD_NAMES[c], "stone": s, "owner": 1 - p})]
            )
            return events + self._finish_ruse(p)
        self.target = (s, c)
        self.phase = P_MOVE
        return []

    def _do_move(self, p: int, action: Action) -> list[Event]:
        assert self.target is not None
        s, c = self.target
        ruse = self.pending
        self.target = None
        owner = p if ruse == STRATEGIST else 1 - p
        c = self._remove(owner, s, c)
        if action == DISCARD:
            self.discard.append(c)
            events = (
                []
                if self._quiet
                else [Event("discarded", {"seat": p, "card": CARD_NAMES[c], "stone": s, "owner": owner})]
            )
        else:
            dest = int(action.args[0])
            self._place(p, dest, c)
            events = (
                []
                if self._quiet
                else [Event("moved", {"seat": p, "card": CARD_NAMES[c], "from": s, "to": dest, "owner": owner})]
            )
        return events + self._finish_ruse(p)

    def _finish_ruse(self, p: int) -> list[Event]:
        """A ruse, once resolved, goes face up to the discard pile ("Tactic cards")."""
        self.discard.append(self.pending)
        self.pending = -1
        return self._after_play(p)

    def _recruit_continue(self, p: int) -> list[Event]:
        """Recruiter: draw up to three cards (a choice while both decks have cards), then return two."""
        events: list[Event] = []
        while self.left > 0:
            choices = [d for d in (CLAN_DECK, TACTIC_DECK) if self.decks[d]]
            if not choices:
                break
            if len(choices) == 2:
                self.phase = P_RECRUIT_DRAW
                return events
            events += self._draw(p, choices[0])
            self.left -= 1
        self.left = min(2, len(self.hands[p]))
        if self.left == 0:
            return events + self._finish_ruse(p)
        self.phase = P_RECRUIT_RETURN
        return events

    def _do_return(self, p: int, c: int) -> list[Event]:
        c = self._take_from_hand(p, c)
        deck = CLAN_DECK if c < NUM_CLAN else TACTIC_DECK
        self.decks[deck].insert(0, c)
        self.bottom[p].append(c)
        self.left -= 1
        events = (
            []
            if self._quiet
            else [
                Event("returned", {"seat": p, "deck": DECK_NAMES[deck]}),
                Event(
                    "returned_card",
                    {"seat": p, "deck": DECK_NAMES[deck], "card": CARD_NAMES[c]},
                    audience=frozenset({p}),
                ),
            ]
        )
        if self.left == 0:
            events += self._finish_ruse(p)
        return events

    def _after_play(self, p: int) -> list[Event]:
        """After the play: claims (classic timing), then the draw ("A turn"; "Claiming a stone")."""
        if not self.expert:
            claimable = self.claimable_stones(p)
            if claimable:
                self.claimable = claimable
                self.phase = P_CLAIM_AFTER
                return []
        return self._to_draw(p)

    def _to_draw(self, p: int) -> list[Event]:
        """Draw step ("A turn" 3; tactical: the deck choice). None after a pass or a Recruiter."""
        if not self.no_draw and len(self.hands[p]) < self.hand_limit:
            choices = self._deck_choices() if self.tactics else _DRAW_ACTIONS[:1] if self.decks[CLAN_DECK] else ()
            if len(choices) == 2:
                self.phase = P_DRAW
                return []
            if choices:
                return self._draw(p, DECK_NAMES.index(str(choices[0].args[0]))) + self._end_turn()
        return self._end_turn()

    def _draw(self, p: int, deck: int) -> list[Event]:
        c = self.decks[deck].pop()
        self.hands[p].append(c)
        if c >= NUM_CLAN:
            self.tactic_hand[p] += 1
        for q in (0, 1):
            if c in self.bottom[q]:
                self.bottom[q].remove(c)
                if q != p:
                    self.known[q].append(c)
        if self._quiet:
            return []
        return [
            Event("drew", {"seat": p, "deck": DECK_NAMES[deck]}),
            Event(
                "drew_card",
                {"seat": p, "deck": DECK_NAMES[deck], "card": CARD_NAMES[c]},
                audience=frozenset({p}),
                reveals=True,
            ),
        ]

    def _end_turn(self) -> list[Event]:
        self.current = 1 - self.current
        self.no_draw = False
        return self._start_turn()

    def _start_turn(self) -> list[Event]:
        """Start of a turn: in the expert variant, claims come first ("Expert variant")."""
        self.pending = -1
        if self.expert:
            claimable = self.claimable_stones(self.current)
            if claimable:
                self.claimable = claimable
                self.phase = P_CLAIM_START
                return []
        self.phase = P_CARD
        return []

    def _both_passed(self) -> list[Event]:
        """[interpretation] ("End of game"): both players passed in succession. Each unclaimed stone goes to the
        stronger side as it stands (complete beats incomplete; two incomplete sides: higher sum; equal: nobody);
        the player holding more stones wins (equal: a draw)."""
        events: list[Event] = []
        for s in range(NUM_STONES):
            if self.claimed[s] >= 0:
                continue
            n = self.capacity(s)
            bmb = bool(self.modes[s] & BMB)
            a, b = self.sides[2 * s], self.sides[2 * s + 1]
            if len(a) == n and len(b) == n:
                sa, sb = side_strength(a, n, bmb), side_strength(b, n, bmb)
                winner = 0 if (sa, -self.done_at[2 * s]) > (sb, -self.done_at[2 * s + 1]) else 1
            elif len(a) == n or len(b) == n:
                winner = 0 if len(a) == n else 1
            else:
                sa, sb = side_sum(a), side_sum(b)
                winner = -1 if sa == sb else (0 if sa > sb else 1)
            if winner >= 0:
                self.claimed[s] = winner
                if not self._quiet:
                    events.append(Event("awarded", {"seat": winner, "stone": s}))
        count = [self.claimed.count(0), self.claimed.count(1)]
        winner = -1 if count[0] == count[1] else (0 if count[0] > count[1] else 1)
        return events + self._end_game(winner, "both_passed")

    def _end_game(self, winner: int, reason: str) -> list[Event]:
        """Score a finished game ("End of game": 5 points to the winner, one per stone to the loser; a drawn game:
        one per stone each) and start the next one, or end the match."""
        stones = [self.claimed.count(0), self.claimed.count(1)]
        gained = [stones[0], stones[1]]
        if winner >= 0:
            gained[winner] = 5
        self.points = [self.points[0] + gained[0], self.points[1] + gained[1]]
        result: dict[str, JSON] = {
            "game": self.game_no,
            "winner": None if winner < 0 else winner,
            "reason": reason,
            "stones": stones,
            "points": gained,
        }
        self.results.append(result)
        events = [] if self._quiet else [Event("game_over", dict(result, scores=list(self.points)))]
        if self.game_no + 1 < self.games:
            self._remember_round_end(_close_game)
            previous_first = self.first
            self.first = (1 - winner) if winner >= 0 else 1 - previous_first
            self.game_no += 1
            self._reset_game()
            return events + self._deal()
        self.phase = P_OVER
        if self.games == 1:
            winners: tuple[int, ...] = () if winner < 0 else (winner,)
            match_reason = reason
        else:
            pts = self.points
            winners = () if pts[0] == pts[1] else ((0,) if pts[0] > pts[1] else (1,))
            match_reason = "points"
        self._outcome = Outcome(winners, (float(self.points[0]), float(self.points[1])), match_reason)
        if self._quiet:
            return []
        return [*events, Event("match_over", {"winners": list(winners), "scores": list(self.points)})]

    # --- information ----------------------------------------------------------------------------------------------
    def event_log(self) -> list[Event]:
        """Every event so far, all audiences, oldest first (a determinization's: only those since it was made)."""
        out: list[Event] = []
        node = self._log
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    def observation(self, player: int) -> dict[str, JSON]:
        """What seat ``player`` may know (``cardtable.engine.base.State.observation``), plus:

        ``options`` ({tactics, expert, games}), ``first_player`` (of this game), ``current`` (whose turn),
        ``phase``, ``hand`` (own cards), ``opponent_hand_size``, ``opponent_tactics_in_hand`` (exact: the deal is clan
        cards only and every draw's deck is public), ``stones`` (per stone: ``sides`` [seat 0's cards, seat 1's],
        ``completed_at`` (per side, the play count when it became complete, or None), ``modes`` (combat modes),
        ``claimed_by``), ``clock`` (plays so far), ``clan_deck`` / ``tactic_deck`` (counts), ``discard`` (the discard
        pile, bottom first), ``tactics_played``, ``jokers_played``, ``claimable`` (stones ``player`` may claim now),
        ``passes`` (passes in succession), ``selected`` (the card being played, if any), ``target`` ([stone, card] a
        Strategist/Traitor moves), ``recruit_left``, ``no_draw``, ``deck_bottom`` (cards ``player`` put under a deck
        with the Recruiter and still there: [[deck, card], ...] per deck top-most first), ``opponent_known``
        (cards in the opponent's hand ``player`` knows: drawn from under a deck where ``player`` put them),
        ``results`` (finished games).
        """
        o = 1 - player
        d = self.decision() if self.phase != P_OVER and player == self.current else None
        out = self._outcome
        stones = []
        for s in range(NUM_STONES):
            stones.append(
                {
                    "sides": [[CARD_NAMES[c] for c in self.sides[2 * s + q]] for q in (0, 1)],
                    "completed_at": [None if self.done_at[2 * s + q] < 0 else self.done_at[2 * s + q] for q in (0, 1)],
                    "modes": [
                        name for bit, name in ((MUD, "Mud Fight"), (BMB, "Blind-Man's Bluff")) if self.modes[s] & bit
                    ],
                    "claimed_by": None if self.claimed[s] < 0 else self.claimed[s],
                }
            )
        bottom = [
            [DECK_NAMES[deck], CARD_NAMES[c]]
            for deck in (CLAN_DECK, TACTIC_DECK)
            for c in reversed(self.decks[deck])  # internally the top is the end: top-most known first
            if c in self.bottom[player]
        ]
        return {
            "game": GAME_ID,
            "player": player,
            "num_players": 2,
            "to_move": self.to_move,
            "round": self.game_no,
            "scores": list(self.scores()),
            "decision": None if d is None else d.to_json(),
            "log": self.visible_log(self.event_log(), player),
            "outcome": None
            if out is None
            else {"winners": list(out.winners), "scores": list(out.scores), "reason": out.reason},
            "options": {"tactics": self.tactics, "expert": self.expert, "games": self.games},
            "first_player": self.first,
            "current": self.current,
            "phase": PHASE_NAMES[self.phase],
            "hand": [CARD_NAMES[c] for c in sorted(self.hands[player])],
            "opponent_hand_size": len(self.hands[o]),
            "opponent_tactics_in_hand": self.tactic_hand[o],
            "stones": stones,
            "clock": self.clock,
            "clan_deck": len(self.decks[CLAN_DECK]),
            "tactic_deck": len(self.decks[TACTIC_DECK]),
            "discard": [CARD_NAMES[c] for c in self.discard],
            "tactics_played": self.tactics_played[:],
            "jokers_played": self.jokers_played[:],
            "claimable": self.claimable_stones(player) if self.phase != P_OVER else [],
            "passes": self.passes,
            "selected": None if self.pending < 0 else CARD_NAMES[self.pending],
            "target": None if self.target is None else [self.target[0], CARD_NAMES[self.target[1]]],
            "recruit_left": self.left if self.phase in (P_RECRUIT_DRAW, P_RECRUIT_RETURN) else 0,
            "no_draw": self.no_draw,
            "deck_bottom": bottom,
            "opponent_known": [CARD_NAMES[c] for c in sorted(self.known[player])],
            "results": [dict(r) for r in self.results],
        }

    def spectator_view(self, player: int) -> dict[str, JSON]:
        """Everything (replays), laid out as seat ``player``'s :meth:`observation`: ``opponent_known`` holds the
        opponent's whole hand, ``log`` every event, and ``decks`` ({"clan", "tactic"}: card names, top first) the
        order of both decks."""
        view = self.observation(player)
        view["opponent_known"] = [CARD_NAMES[c] for c in sorted(self.hands[1 - player])]
        view["log"] = [e.to_json() for e in self.event_log()]
        view["decks"] = {
            DECK_NAMES[deck]: [CARD_NAMES[c] for c in reversed(self.decks[deck])] for deck in (CLAN_DECK, TACTIC_DECK)
        }
        return view


def new_match(
    players: int,
    seed: int,
    options: SchottenTottenOptions,
    deck: Sequence[Any] | Mapping[str, Any] | None = None,
) -> SchottenTottenState:
    """A new match (``GameInfo.factory``). ``players`` must be 2.

    ``deck`` (first game only; later games shuffle with the seed): ``None`` shuffles; a list of clan-card strings is
    the top of the clan deck, top first; ``{"clan": [...], "tactic": [...]}`` or ``[[clan...], [tactic...]]`` also
    fixes the top of the tactic deck. Cards not listed follow in seeded random order. Deal order: seat 0 takes the top
    6 (7) clan cards, seat 1 the next 6 (7). Raises :class:`OptionsError` for a bad ``deck``.
    """
    if players != 2:
        raise OptionsError("Schotten Totten is for 2 players")
    clan_top, tactic_top = _parse_deck(deck)
    if tactic_top and not options.tactics:
        raise OptionsError("deck: tactic cards given but the tactical variant is off")
    state = SchottenTottenState.__new__(SchottenTottenState)
    state._blank(seed, options.tactics, options.expert, options.games)
    state.first = options.first_player if options.first_player is not None else state.rng.randrange(2)
    state.current = state.first
    events = state._deal(clan_top, tactic_top)
    log: tuple[Event, Any] | None = None
    for e in events:
        log = (e, log)
    state._log = log
    return state


__all__ = ["GAME_ID", "SchottenTottenOptions", "SchottenTottenState", "new_match"]


def _close_game(state: State) -> None:
    """The game-end copy (:meth:`State.round_end_observation`) has no decision pending."""
    assert isinstance(state, SchottenTottenState)
    state.phase = P_OVER
    state._decision = None
