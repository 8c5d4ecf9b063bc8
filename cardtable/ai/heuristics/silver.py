"""A memory-keeping heuristic player for Silver (rules: ``shared/rules/silver.md``) and its search hooks.

:class:`SilverHeuristic` reads only its observation (or, in playouts, what the seat to move knows in a determinized
State). A card it has not seen is worth the mean of the cards it has not seen (:attr:`_View.unseen_mean`). With it
the player:

- looks at its unknown cards whenever it can (setup peeks, Empath, Beholder, Seer and Exposer on its own village);
- takes the discard or keeps a drawn card when exchanging it for its worst card (or a known matching pair or
  triple, never an uncertain multi-card exchange) gains at least :data:`GAIN` points, else draws / discards; a
  known Zombie (Dagger deck) is never what it gives up, since it would stay;
- calls the census when its estimated total is below every opponent's by :data:`CENSUS_MARGIN`;
- robs an opponent's known low card for its worst one, gives its worst card away with Generous, discards its worst
  rotated card with the Curator, gives a face-up Zombie away, and uses the token: the Coin to turn up its own unknown
  card, the Dagger for the extra turn with 2 players.

:func:`playout_action` is the same policy on a determinized State, for the generic ISMCTS; :func:`prune` (root) and
:func:`tree_prune` (below it) keep the search from giving up a second card not known to match and from a census the
heuristic would not call; :func:`prior` gives the heuristic's choice bonus visits at the final choice;
:func:`reward`, :data:`HORIZON` and :func:`evaluate` read rounds and stopped playouts as standings in the match;
:func:`explain` gives the hint the heuristic's reason for an action, from the same readings (it never changes a
choice: :func:`decide` is what it explains).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.ai.base import Agent, never
from cardtable.engine.base import JSON, Action, InformationSet
from cardtable.engine.silver.cards import CALLER_PENALTY, CENSUS_MAX, NUMBER, ROUNDS, card_of
from cardtable.engine.silver.state import SilverState

GAIN = 2.0
"""Points an exchange must save to be worth making."""
CENSUS_MARGIN = 4.0
"""How far below every opponent's estimate its own estimated total must be to call the census."""
ALL = sorted(NUMBER)
_CENSUS = Action.of("census")
_TAKE = Action.of("take")
_COPIES = Counter(ALL)
_ALL_POINTS = sum(ALL)


class _View:
    """One seat's reading of the table: each village card's value if known (else None), face up or not."""

    def __init__(
        self,
        me: int,
        villages: list[list[tuple[int | None, bool]]],
        seen: list[int],
        hand: list[int | None],
        discard: list[int],
        abilities: list[str],
        two_players: bool,
    ) -> None:
        self.me, self.villages, self.hand, self.discard = me, villages, hand, discard
        self.abilities = abilities
        self.two_players = two_players
        left = len(ALL)
        points = _ALL_POINTS
        for v, k in Counter(seen).items():
            k = min(k, _COPIES.get(v, 0))
            left -= k
            points -= v * k
        self.unseen_mean = points / left if left else 6.5

    @classmethod
    def of(cls, obs: dict[str, Any]) -> _View:
        villages = [[(x["card"], bool(x["up"])) for x in v] for v in obs["villages"]]
        seen = [x for v in villages for x, _ in v if x is not None] + list(obs["discard"])
        seen += [c for c in obs["hand"] if c is not None] + ([obs["beside"]] if obs["beside"] is not None else [])
        editions = obs["editions"]
        abilities = [card_of(tuple(editions), n).ability for n in range(14)]
        return cls(
            int(obs["player"]),
            villages,
            seen,
            list(obs["hand"]),
            list(obs["discard"]),
            abilities,
            obs["num_players"] == 2,
        )

    @classmethod
    def of_state(cls, s: SilverState, me: int) -> _View:
        known = s.known[me]
        villages = [[(NUMBER[c] if c in s.up or c in known else None, c in s.up) for c in v] for v in s.villages]
        seen = [x for v in villages for x, _ in v if x is not None] + [NUMBER[c] for c in s.discard]
        mine = me == s.current
        hand = [NUMBER[c] if mine or p else None for c, p in zip(s.hand, s.hand_pub, strict=True)]
        seen += [c for c in hand if c is not None]
        return cls(me, villages, seen, hand, [NUMBER[c] for c in s.discard], s.ab, s.num_players == 2)

    def value(self, owner: int, slot: int) -> float:
        v = self.villages[owner][slot][0]
        return self.unseen_mean if v is None else float(v)

    def estimate(self, owner: int) -> float:
        return sum(self.value(owner, i) for i in range(len(self.villages[owner])))

    def unknown(self, owner: int) -> list[int]:
        return [i for i, (v, _) in enumerate(self.villages[owner]) if v is None]

    def stays(self, value: int | None) -> bool:
        """A known card of ``value`` cannot leave the village in an exchange of its number alone: the Dagger deck's
        Zombie returns face down and the incoming card is discarded instead (rules: Silver Dagger, Zombie; it leaves
        only under a lower card, which matching cards never are)."""
        return value == 4 and self.abilities[4] == "zombie"

    def plan(self, incoming: float) -> tuple[float, list[int]]:
        """The best exchange for a card worth ``incoming``: (points saved, slots to give up, ascending). A known
        Zombie is never given up (:meth:`stays`): the exchange would save nothing and lose the incoming card; two
        seats taking the discard to give up their Zombies went on forever. ``(-inf, [])`` when no exchange can
        save anything (every card a known Zombie)."""
        best: tuple[float, list[int]] = (float("-inf"), [])
        mine = self.villages[self.me]
        for i, (v, _) in enumerate(mine):
            gain = self.value(self.me, i) - incoming
            if gain > best[0] and not self.stays(v):
                best = (gain, [i])
        groups: dict[int, list[int]] = {}
        for i, (v, _) in enumerate(mine):
            if v is not None and not self.stays(v):
                groups.setdefault(v, []).append(i)
        for v, slots in groups.items():
            if len(slots) >= 2 and v * len(slots) - incoming > best[0]:
                best = (v * len(slots) - incoming, slots)
        return best


def _first(actions: Sequence[Action], kind: str) -> Action | None:
    return next((a for a in actions if a.kind == kind), None)


def decide(view: _View, phase: str, actions: tuple[Action, ...], given: list[int]) -> Action:
    """The heuristic's choice among ``actions`` in decision ``phase`` (see the module docstring)."""
    me = view.me
    if len(actions) == 1:
        return actions[0]
    if phase == "peek":
        unknown = [a for a in actions if view.villages[me][int(a.args[0])][0] is None]
        return (unknown or list(actions))[0]
    if phase == "turn":
        return _turn(view, actions)
    if phase == "keep":
        hand = view.hand
        return Action.of("keep", 0 if (hand[0] or 0) <= (hand[1] or 0) else 1)
    if phase in ("drawn", "exchange"):
        incoming = view.hand[0]
        worth = view.unseen_mean if incoming is None else float(incoming)
        gain, slots = view.plan(worth)
        if phase == "drawn" and gain < GAIN:
            return Action.of("discard")
        if not set(given) <= set(slots) or not slots:
            mine = view.villages[me]  # a card that can leave before a higher one that stays (a known Zombie)
            slots = given or [max(range(len(mine)), key=lambda i: (not view.stays(mine[i][0]), view.value(me, i)))]
        nxt = [i for i in slots if i not in given and i > max(given, default=-1)]
        if nxt and Action.of("give", nxt[0]) in actions:
            return Action.of("give", nxt[0])
        return Action.of("exchange", given[0]) if given else actions[0]
    if phase == "end":
        return Action.of("end", 1)
    if phase == "ability":
        return _ability(view, actions)
    if phase == "generous":
        gives = [a for a in actions if a.kind == "give"]
        if not gives:
            return Action.of("skip")
        leader = min((o for o in range(len(view.villages)) if o != me), key=view.estimate)
        return max((a for a in gives if a.args[1] == leader), key=lambda a: view.value(me, int(a.args[0])))
    return actions[0]


def _census_pays(view: _View) -> bool:
    """The census is worth calling: at most :data:`CENSUS_MAX` cards and an estimated total below every opponent's
    by :data:`CENSUS_MARGIN` (their unseen cards at the mean of the unseen ones)."""
    me = view.me
    if len(view.villages[me]) > CENSUS_MAX:
        return False
    mine = view.estimate(me)
    return all(mine + CENSUS_MARGIN <= view.estimate(o) for o in range(len(view.villages)) if o != me)


def _turn(view: _View, actions: tuple[Action, ...]) -> Action:
    me = view.me
    unknown = view.unknown(me)
    kinds = {a.kind for a in actions}
    if "zombie" in kinds and len(view.villages[me]) > 1:
        return _first(actions, "zombie")  # type: ignore[return-value]
    if "empath" in kinds and unknown:
        return Action.of("empath", unknown[0])
    if "burn" in kinds:
        burns = [a for a in actions if a.kind == "burn" and a.args[0] == me and view.value(me, int(a.args[1])) >= 5]
        if burns:
            return burns[0]
    if "rotate" in kinds:
        high = [a for a in actions if a.kind == "rotate" and view.value(me, int(a.args[0])) >= 8]
        if high:
            return high[0]
    if "coin" in kinds and unknown:
        return Action.of("coin", me, unknown[0])
    if "dagger" in kinds and view.two_players:
        return Action.of("dagger")
    if "census" in kinds and _census_pays(view):
        return Action.of("census")
    if "take" in kinds and view.discard:
        gain, _ = view.plan(float(view.discard[-1]))
        if gain >= GAIN + 1:
            return Action.of("take")
    if "draw_beside" in kinds:
        return Action.of("draw_beside")
    return Action.of("draw") if "draw" in kinds else actions[0]


def _ability(view: _View, actions: tuple[Action, ...]) -> Action:
    me = view.me
    targets = [a for a in actions if a.kind == "target"]
    if _first(actions, "look") is not None:
        return Action.of("look")
    if _first(actions, "reverse") is not None:
        return Action.of("reverse") if view.two_players else Action.of("skip")
    if _first(actions, "pick") is not None:
        picks = [a for a in actions if a.kind == "pick"]
        best = min(picks, key=lambda a: view.discard[int(a.args[0])])
        gain, _ = view.plan(float(view.discard[int(best.args[0])]))
        return best if gain >= GAIN + 1 else Action.of("skip")
    if _first(actions, "swap") is not None:
        swaps = [a for a in actions if a.kind == "swap"]
        best = max(swaps, key=lambda a: view.value(me, int(a.args[0])) - view.value(int(a.args[1]), int(a.args[2])))
        gain = view.value(me, int(best.args[0])) - view.value(int(best.args[1]), int(best.args[2]))
        return best if gain >= GAIN else Action.of("skip")
    if view.hand and view.hand[0] is not None and targets and any(a.args[0] != me for a in targets):
        return _witch(view, targets)
    if targets:
        own_unknown = [a for a in targets if a.args[0] == me and view.villages[me][int(a.args[1])][0] is None]
        if own_unknown:
            return own_unknown[0]
        unknown = [a for a in targets if view.villages[int(a.args[0])][int(a.args[1])][0] is None]
        if unknown:
            return unknown[0]
        ups = [a for a in targets if view.villages[int(a.args[0])][int(a.args[1])][1]]
        if ups:  # Assassin: the worst own face-up card, else an opponent's best one
            own = [a for a in ups if a.args[0] == me]
            if own and max(view.value(me, int(a.args[1])) for a in own) >= 5:
                return max(own, key=lambda a: view.value(me, int(a.args[1])))
            theirs = [a for a in ups if a.args[0] != me]
            if theirs and min(view.value(int(a.args[0]), int(a.args[1])) for a in theirs) <= 2:
                return min(theirs, key=lambda a: view.value(int(a.args[0]), int(a.args[1])))
    return (
        Action.of("done")
        if Action.of("done") in actions
        else Action.of("skip")
        if Action.of("skip") in actions
        else actions[0]
    )


def _witch(view: _View, targets: list[Action]) -> Action:
    me = view.me
    card = float(view.hand[0] or 0)
    own = [a for a in targets if a.args[0] == me]
    if own:
        worst = max(own, key=lambda a: view.value(me, int(a.args[1])))
        if view.value(me, int(worst.args[1])) - card >= GAIN:
            return worst
    theirs = [a for a in targets if a.args[0] != me]
    return min(theirs or targets, key=lambda a: view.value(int(a.args[0]), int(a.args[1])) - card)


class SilverHeuristic(Agent):
    """The heuristic player (module docstring); deterministic given the observation."""

    name = "heuristic"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        obs = infoset.observation
        actions = infoset.legal_actions()
        choice = decide(_View.of(obs), obs["phase"], actions, list(obs["given"]))
        return choice if choice in actions else actions[0]


def playout_action(state: SilverState, rng: random.Random) -> Action:
    """The heuristic's choice for the seat to move in a determinized ``state``, from what that seat knows there."""
    actions = state.fast_actions()
    if len(actions) == 1:
        return actions[0]
    me = state.current
    choice = decide(_View.of_state(state, me), state.phase, actions, list(state.given))
    return choice if choice in actions else rng.choice(actions)


def _sensible(view: _View, phase: str, actions: tuple[Action, ...], given: list[int]) -> tuple[Action, ...]:
    """Actions without the blunders a search would make or waste its time on: the census only when the heuristic
    would call it (a determinization deals the opponents' unseen cards at random, when the cards they drew and
    kept are in fact low, so the search trusts a census too much); a second card given up is only one known to
    match those already given (an uncertain multi-card exchange risks the mismatch's penalty); a known Zombie is
    never given up (:meth:`_View.stays`: alone or with its like it comes back and the turn changes nothing, so
    searching seats could repeat it forever; the one way out, under a lower card with an Approximator, is a
    mismatched pair the rule before excludes)."""
    if phase in ("drawn", "exchange"):
        mine = view.villages[view.me]
        actions = tuple(a for a in actions if a.kind != "give" or not view.stays(mine[int(a.args[0])][0])) or actions
    if phase == "turn":
        if _CENSUS in actions and not _census_pays(view):
            return tuple(a for a in actions if a != _CENSUS) or actions
        return actions
    if phase not in ("drawn", "exchange") or not given:
        return actions
    mine = view.villages[view.me]
    values = {mine[i][0] for i in given}
    if None in values or len(values) != 1:
        return tuple(a for a in actions if a.kind != "give") or actions
    return tuple(a for a in actions if a.kind != "give" or {mine[int(a.args[0])][0]} == values) or actions


def prune(infoset: InformationSet, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The root filter (:func:`_sensible`) from the seat's observation."""
    obs = infoset.observation
    return _sensible(_View.of(obs), obs["phase"], actions, list(obs["given"]))


def tree_prune(state: SilverState, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The same filter below the root, from what the seat to move knows in a determinized ``state``."""
    return _sensible(_View.of_state(state, state.current), state.phase, actions, list(state.given))


PRIOR_SHARE = 0.5
"""Bonus visits, as a share of the root's visits, for the heuristic's action at the search's final choice."""


def prior(infoset: InformationSet) -> tuple[Action, float] | None:
    """The heuristic player's action for the seat to move and :data:`PRIOR_SHARE` (an ensemble: the search
    overrides the heuristic only when its root visits clearly prefer another action)."""
    return SilverHeuristic().choose(infoset, random.Random(0)), PRIOR_SHARE


# --- the search's horizon and rewards (Silver: four rounds, the lowest total wins) -----------------------------------
HORIZON = 24
"""Playout steps before :func:`evaluate` judges the position (a few turns of every seat; a whole round of random or
heuristic play is 60–170 steps)."""
SCOPE = "match"
""":func:`reward` and :func:`evaluate` read standings in the match, so the hint's chance is of winning the match."""
SPREAD = 6.0
"""Points of total for which one seat's standing against another moves from 1/2 to about 0.73 with one round left
to play; the rounds still to come widen it (:func:`_standing`)."""


def _standing(totals: Sequence[float], rounds_left: float) -> tuple[float, ...]:
    """Each seat's chance-like share in [0, 1] (summing to 1) of winning the match from match ``totals`` (lowest wins)
    with ``rounds_left`` rounds of uncertainty to come: a softmax of minus the totals, its temperature
    :data:`SPREAD` × √(1 + rounds left)."""
    scale = SPREAD * math.sqrt(1.0 + rounds_left)
    low = min(totals)
    weights = [math.exp((low - t) / scale) for t in totals]
    total = sum(weights)
    return tuple(w / total for w in weights)


def reward(state: SilverState, start_scores: tuple[float, ...]) -> tuple[float, ...]:
    """At the end of a round (the next one dealt): each seat's standing in the match from the totals, not only who won
    the round (a round lost by 1 point is not a round lost by 30)."""
    return _standing(state.scores(), ROUNDS - state.round_index)


def estimated_round(state: SilverState) -> list[float]:
    """Each seat's round score as the seat itself can estimate it now: the cards it knows (face up or seen) plus the
    mean of the cards it has not seen for the others, with the census's 0 / +10 for its caller."""
    n = state.num_players
    est = [_View.of_state(state, seat).estimate(seat) for seat in range(n)]
    caller = state.caller
    if caller is not None:
        est[caller] = 0.0 if est[caller] <= min(est) else est[caller] + CALLER_PENALTY
    return est


def evaluate(state: SilverState) -> tuple[float, ...]:
    """A playout stopped at the :data:`HORIZON`: the match totals plus :func:`estimated_round`, read as standings
    with the rest of this round and the rounds after it to come (the platform's evaluation for a lowest-wins game:
    known cards plus the expected value of unknown ones)."""
    est = estimated_round(state)
    totals = [t + e for t, e in zip(state.scores(), est, strict=True)]
    return _standing(totals, ROUNDS - 1 - state.round_index + 0.5)


# --- the hint's reasons (Help → Hint) ---------------------------------------------------------------------------------
def _card(view: _View, owner: int, slot: int) -> int | None:
    """The value of ``owner``'s card ``slot`` if the seat knows it, else ``None``."""
    return view.villages[owner][slot][0]


def _for(view: _View, slots: Sequence[int]) -> dict[str, JSON]:
    """What an exchange gives up, for the hint's words: ``gives`` (the value, ``None``: a card the seat does not
    know), ``count`` (how many cards of that value) and ``mean`` (what an unknown card is worth on average)."""
    first = _card(view, view.me, slots[0])
    return {"gives": first, "count": len(slots), "mean": round(view.unseen_mean, 1)}


def _exchange(view: _View, phase: str, action: Action, given: list[int]) -> tuple[str, dict[str, JSON]] | None:
    """A drawn or taken card's exchange (``give`` / ``exchange``) where it is the heuristic's plan
    (:meth:`_View.plan`: the card it gives up, or a known matching group, saves points)."""
    incoming = view.hand[0] if view.hand else None
    if incoming is None:
        return None
    gain, slots = view.plan(float(incoming))
    if gain < (GAIN if phase == "drawn" else 0.0) or not slots:
        return None
    if action.kind == "give" and (int(action.args[0]) not in slots or not set(given) <= set(slots)):
        return None
    if action.kind == "exchange" and set(given) != set(slots):
        return None
    return "exchange", {"card": incoming, **_for(view, slots)}


def explain(infoset: InformationSet, action: Action, then: Action | None = None) -> tuple[str, dict[str, JSON]] | None:
    """The hint's one-line reason for ``action`` (see :mod:`cardtable.ai.ismcts`), from what the heuristic weighs
    (module docstring) in the seat's observation (a card it does not know counts the mean of the cards it has not
    seen); ``None`` where it has nothing true to say. Keys and data:

    - ``"learn"`` (data ``how``: ``"look"`` / ``"turn"``; ``seat``: whose village): a setup peek, the Empath, a
      Beholder, Seer, Apprentice Seer, Exposer or Revealer on a card the seat does not know;
    - ``"census"`` {``mine``, ``next``}: the census, the seat's estimated total (rounded) at least
      :data:`CENSUS_MARGIN` below every opponent's (``next``: the lowest of those);
    - ``"take"`` {``card``, ``gives``, ``count``, ``mean``}: the discard pile's top card saves at least
      :data:`GAIN` + 1 points exchanged for the seat's worst card (``gives``: its value, ``None`` unknown) or a
      known group of ``count`` equal cards; ``"exchange"`` (same data): a drawn or taken card given or exchanged
      as that plan says; ``"master"`` (same data): the Master's pick of the lowest card of the discard pile;
    - ``"draw"`` {``card``}: a draw, the discard pile's top ``card`` saving too little to take;
      ``"discard"`` {``card``}: the drawn card discarded, its exchange saving less than :data:`GAIN`;
    - ``"keep_low"`` {``card``, ``other``}: the Rascal's lower card kept;
    - ``"coin"``: the Coin on one of the seat's cards it does not know; ``"dagger"``: the Dagger with 2 players
      (the opponent skips a turn); ``"reverse"``: the Reverser with 2 players (another turn);
    - ``"zombie"``: the face-up Zombie given to the previous player; ``"rotate"`` / ``"burn"`` {``card``: the
      value, ``None`` unknown}: the Curator on a high card of the seat's own (rotated now, discarded later);
    - ``"swap"`` {``mine``, ``seat``, ``theirs``, ``mean``}: a Robber's or Master Thief's swap saving at least
      :data:`GAIN`; ``"witch"`` {``card``, ``gives``, ``seat``, ``mean``}: the Witch's deck card into the seat's
      village for its worst card (``seat`` the seat's own) or onto an opponent's lowest card; ``"assassin"``
      {``card``}: the Assassin on the seat's own high face-up card;
    - ``"generous"`` {``card``, ``seat``, ``mean``}: the Generous 0 giving the seat's worst card to the opponent
      with the lowest estimated total.

    ``then`` (the step the search prefers next in the same move) does not change the reason."""
    obs = infoset.observation
    me = int(obs["player"])
    if obs["outcome"] is not None or int(obs["current"]) != me:
        return None
    actions = infoset.legal_actions()
    if action not in actions:
        return None
    view = _View.of(obs)
    phase = str(obs["phase"])
    given = [int(i) for i in obs["given"]]
    choice = decide(view, phase, actions, given)
    kind = action.kind
    if kind in ("peek", "empath"):
        slot = int(action.args[0])
        return ("learn", {"how": "look", "seat": me}) if _card(view, me, slot) is None else None
    if phase == "turn":
        return _turn_reason(view, action, choice, actions)
    if phase == "keep":
        kept, other = view.hand[int(action.args[0])], view.hand[1 - int(action.args[0])]
        if action != choice or kept is None or other is None or kept == other:
            return None
        return "keep_low", {"card": kept, "other": other}
    if phase in ("drawn", "exchange"):
        if kind == "discard":
            incoming = view.hand[0]
            if action != choice or incoming is None:
                return None
            return "discard", {"card": incoming}
        return _exchange(view, phase, action, given)
    if phase == "ability":
        return _ability_reason(view, str(obs["ability"]), action, choice)
    if phase == "generous" and kind == "give" and action == choice:
        card = _card(view, me, int(action.args[0]))
        return "generous", {"card": card, "seat": int(action.args[1]), "mean": round(view.unseen_mean, 1)}
    return None


def _turn_reason(
    view: _View, action: Action, choice: Action, actions: tuple[Action, ...]
) -> tuple[str, dict[str, JSON]] | None:
    me, kind = view.me, action.kind
    if kind == "census":
        if not _census_pays(view):
            return None
        others = [view.estimate(o) for o in range(len(view.villages)) if o != me]
        return "census", {"mine": round(view.estimate(me)), "next": round(min(others))}
    if kind == "take":
        top = view.discard[-1]
        gain, slots = view.plan(float(top))
        if gain < GAIN + 1 or not slots:
            return None
        return "take", {"card": top, **_for(view, slots)}
    if kind == "draw":
        if action != choice or _TAKE not in actions:
            return None
        return "draw", {"card": view.discard[-1]}
    if kind == "coin":
        owner, slot = int(action.args[0]), int(action.args[1])
        return ("coin", {}) if owner == me and _card(view, me, slot) is None else None
    if kind == "dagger":
        return ("dagger", {}) if view.two_players else None
    if kind == "zombie":
        return ("zombie", {}) if action == choice else None
    if kind == "rotate":
        slot = int(action.args[0])
        return ("rotate", {"card": _card(view, me, slot)}) if view.value(me, slot) >= 8 else None
    if kind == "burn":
        owner, slot = int(action.args[0]), int(action.args[1])
        if owner != me or view.value(me, slot) < 5:
            return None
        return "burn", {"card": _card(view, me, slot)}
    return None


def _ability_reason(view: _View, ability: str, action: Action, choice: Action) -> tuple[str, dict[str, JSON]] | None:
    me, kind = view.me, action.kind
    if kind == "reverse":
        return ("reverse", {}) if view.two_players else None
    if kind == "target" and ability not in ("witch", "assassin"):
        owner, slot = int(action.args[0]), int(action.args[1])
        if _card(view, owner, slot) is not None:
            return None
        return "learn", {"how": "turn" if ability in ("exposer", "revealer") else "look", "seat": owner}
    if action != choice:
        return None
    if kind == "pick":
        top = view.discard[int(action.args[0])]
        _gain, slots = view.plan(float(top))
        return ("master", {"card": top, **_for(view, slots)}) if slots else None
    if kind == "swap":
        mine, owner, theirs = int(action.args[0]), int(action.args[1]), int(action.args[2])
        return "swap", {
            "mine": _card(view, me, mine),
            "seat": owner,
            "theirs": _card(view, owner, theirs),
            "mean": round(view.unseen_mean, 1),
        }
    if kind != "target":
        return None
    owner, slot = int(action.args[0]), int(action.args[1])
    if ability == "witch":
        card = view.hand[0] if view.hand else None
        if card is None:
            return None
        return "witch", {
            "card": card,
            "gives": _card(view, owner, slot),
            "seat": owner,
            "mean": round(view.unseen_mean, 1),
        }
    if ability == "assassin" and owner == me:
        return "assassin", {"card": _card(view, me, slot)}
    return None
