"""A look-ahead heuristic player for Mindbug (rules: ``shared/rules/mindbug.md``), and its search hooks.

:class:`MindbugHeuristic` reads only its observation: it samples one world consistent with it (the game's
determinizer: the opponent's unknown hand and the draw piles dealt at random), tries each legal action on a copy,
lets the rest of the move play out (its own later steps and the opponent's replies inside the same turn chosen the
same way, one level down, then by the immediate evaluation) until a turn begins or the game ends, and keeps the action
whose outcome :func:`value` rates best for it. So it

- values a creature on the table by its current power and keywords (a fresh TOUGH counts, an exhausted one not),
  its passive and its Defeated: effect, a card in hand by its printed power, a card still in the draw pile like an
  unknown hand card (it is the hand's refill: playing from a full hand with cards left to draw is not free), each
  Mindbug left, and life, more dearly as it runs out (:data:`LIFE`);
- Mindbugs a card when the position after taking it (its Play: effect resolved for the thief, one Mindbug fewer,
  and the other player's extra turn to come: :data:`TEMPO`) beats the position after letting it resolve;
- blocks when the fight is a good exchange or the life is short, orders Defeated: effects, picks targets and
  discards, uses Hunter and Frenzy — each by comparing the resulting positions.

Search hooks for :mod:`cardtable.ai.ismcts`: :func:`evaluate` (the same :func:`value`, squashed into [0, 1]) at
the playout :data:`HORIZON` (Mindbug is one long round), :func:`playout_action` (a cheap rule-of-thumb policy reading
only the public table and the mover's hand in the determinization), :func:`prior` (the heuristic's choice as the
root's favourite) and :func:`explain` (the hint's reasons: a Mindbug worth it or not, the fight a block makes).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from cardtable.ai.base import Agent, never
from cardtable.engine.base import Action, InformationSet
from cardtable.engine.mindbug.cards import (
    ABILITY,
    FRENZY,
    HUNTER,
    POISONOUS,
    PRINTED_POWER,
    SNEAKY,
    TOUGH,
    TRIGGER,
)
from cardtable.engine.mindbug.state import MindbugState, Stats

LIFE = (-1000.0, 10.0, 19.0, 26.0, 31.0, 35.0, 38.0)
"""What having 0, 1, 2... life is worth (0: the game is lost); above the table, +2 per life."""
WIN = 1000.0
KEYWORD = {HUNTER: 1.5, POISONOUS: 2.5, SNEAKY: 1.5, FRENZY: 1.5, TOUGH: 2.0}
"""What a keyword adds to a creature in play (TOUGH only while fresh)."""
PASSIVE = {
    "deathweaver": 3.0,
    "elephantopus": 2.0,
    "bee_bear": 1.0,
    "goblin_werewolf": 3.0,
    "shield_bugs": 1.5,
    "urchin_hurler": 1.5,
    "snail_thrower": 2.0,
    "sharky": 1.0,
}
"""What a passive adds to its creature in play."""
DEFEATED_BONUS = 2.0
"""A creature with a Defeated: effect is worth more: its death still does something."""
HAND_CARD = 3.0
HAND_POWER = 0.3
"""A card in one's own hand: ``HAND_CARD + HAND_POWER × printed power``; an unknown card in the opponent's hand is
valued at the mean."""
UNKNOWN_CARD = HAND_CARD + HAND_POWER * 5.06
MINDBUG = 10.0
"""Each Mindbug left. (At 7 it won 57.5 % of 400 games against the version before the draw-pile change, but it then
took 131 of the 133 creatures it was offered: an opponent who could be baited with any weak card.)"""
PILE_CARD = UNKNOWN_CARD
"""Each card left in one's draw pile: a hand card to come. (At 0.4, as first tuned, a play from a full hand with
cards left to draw cost almost nothing, since the hand refills at once, so the player kept playing creatures where
an attack was due. Against that version: 53.2 % of 400 games, 48.4–58.1 %, ``benchmarks/README.md``.)"""
SETTLE_STEPS = 12
"""A look-ahead stops after this many steps even if the move goes on."""
TEMPO = 12.0
"""What it is worth that the next turn is one's own, added where a look-ahead ends at a turn's start. The move's
other outcomes all hand the turn over; a Mindbug does not: the player whose card was taken takes another turn
(``mindbug.md`` E2, E3). Without it the look-ahead, stopping at that turn's start, saw no cost in a Mindbug beyond
the one spent, and the player took 175 of the first 200 creatures played against it, every one of power 2 or more."""


def _life(n: int) -> float:
    if n <= 0:
        return LIFE[0]
    if n < len(LIFE):
        return LIFE[n]
    return LIFE[-1] + 2.0 * (n - len(LIFE) + 1)


def value(st: MindbugState, me: int) -> float:
    """How good ``st`` is for seat ``me`` (positive: better than the opponent's side). Reads the public table, the
    sizes of hands and piles and ``me``'s own hand only (the opponent's hand is counted, not looked at)."""
    out = st.outcome
    if out is not None:
        return WIN if me in out.winners else -WIN
    stats = st.creature_stats()
    total = 0.0
    for p in (0, 1):
        side = _life(st.life[p]) + MINDBUG * st.mindbugs[p] + PILE_CARD * len(st.piles[p])
        for c in st.play[p]:
            power, kw = stats[c]
            v = 2.0 + power + PASSIVE.get(ABILITY[c], 0.0)
            for k in kw:
                if k != TOUGH or c not in st.exhausted:
                    v += KEYWORD[k]
            if TRIGGER[c] == "defeated":
                v += DEFEATED_BONUS
            side += v
        if p == me:
            side += sum(HAND_CARD + HAND_POWER * PRINTED_POWER[c] for c in st.hands[p])
        else:
            side += UNKNOWN_CARD * len(st.hands[p])
        total += side if p == me else -side
    return total


def _settle(st: MindbugState, depth: int) -> MindbugState:
    """Play the rest of the move on ``st`` (in place) until a turn begins: each later decision by
    :func:`best_action` at ``depth`` (0: the best position right after the step)."""
    steps = 0
    while not st.is_terminal and steps < SETTLE_STEPS:
        d = st.decision()
        assert d is not None
        if d.kind == "turn":
            break
        action = d.actions[0] if len(d.actions) == 1 else best_action(st, d.player, depth)
        st.apply(action)
        steps += 1
    return st


def best_action(st: MindbugState, me: int, depth: int = 1) -> Action:
    """The legal action whose settled result :func:`value` rates best for ``me``, :data:`TEMPO` more if the next
    turn is ``me``'s (ties: the first in the legal order). ``depth`` 0 rates each action by the position right after
    it."""
    best: Action | None = None
    best_value = -math.inf
    for action in st.legal_actions():
        after = st.clone()
        after.apply(action)
        if depth > 0:
            _settle(after, depth - 1)
        v = value(after, me) + _tempo(after, me)
        if v > best_value:
            best, best_value = action, v
    assert best is not None
    return best


def _tempo(st: MindbugState, me: int) -> float:
    """:data:`TEMPO` if ``st`` is the start of ``me``'s turn, else 0."""
    if st.is_terminal:
        return 0.0
    d = st.decision()
    return TEMPO if d is not None and d.kind == "turn" and d.player == me else 0.0


class MindbugHeuristic(Agent):
    """The look-ahead heuristic player (see the module docstring)."""

    name = "heuristic"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        legal = infoset.legal_actions()
        if len(legal) == 1:
            return legal[0]
        world = infoset.determinize(rng)
        assert isinstance(world, MindbugState)
        return best_action(world, infoset.player, depth=2)


# --- search hooks ------------------------------------------------------------------------------------------------
HORIZON = 10
"""Playout steps before :func:`evaluate` judges the position (one long round)."""
SCALE = 25.0
""":func:`value` points for which the evaluation moves from 0.5 to about 0.73."""


def evaluate(state: MindbugState) -> tuple[float, ...]:
    """Each seat's chance-like score in [0, 1] from :func:`value` (a logistic of seat 0's advantage)."""
    v = value(state, 0)
    if abs(v) >= WIN:
        return (1.0, 0.0) if v > 0 else (0.0, 1.0)
    x = 1.0 / (1.0 + math.exp(-v / SCALE))
    return (x, 1.0 - x)


def playout_action(state: MindbugState, rng: random.Random) -> Action:
    """A fast policy for playouts, from the public table and the mover's own hand: Mindbug a card of printed
    power 6 or more; block with a creature that survives the fight or when at 1 life; Frenzy always; otherwise the
    stronger of a few random candidates by the immediate :func:`value`."""
    d = state.decision()
    assert d is not None
    actions = d.actions
    if len(actions) == 1:
        return actions[0]
    if d.kind == "mindbug":
        card = int(d.context["card"])
        return actions[0] if PRINTED_POWER[card] >= 6 else actions[1]
    if d.kind == "frenzy":
        return actions[0]
    if d.kind == "block":
        attacker = int(d.context["attacker"])
        stats = state.creature_stats()
        power, kw = stats[attacker]
        survivors = [a for a in actions[:-1] if _survives(state, int(a.args[0]), power, kw, stats)]
        if survivors:
            return rng.choice(survivors)
        if state.life[d.player] == 1:
            return rng.choice(actions[:-1])
        return actions[-1]
    me = d.player
    candidates = rng.sample(actions, min(3, len(actions)))
    return max(candidates, key=lambda a: _immediate(state, a, me))


def _survives(state: MindbugState, blocker: int, power: int, kw: frozenset[str], stats: Stats) -> bool:
    """Whether ``blocker`` stays in play after a fight with an attacker of ``power`` and keywords ``kw``."""
    if TOUGH in stats[blocker][1] and blocker not in state.exhausted:
        return True
    return stats[blocker][0] > power and POISONOUS not in kw


def _immediate(state: MindbugState, action: Action, me: int) -> float:
    after = state.clone()
    after.apply(action)
    return value(after, me)


PRIOR_SHARE = 0.2
"""Bonus visits of the heuristic's choice at the root, as a share of the root's visits."""
PRIOR_DEPTH = 1
"""The favourite's look-ahead: one level (the rest of the move by immediate values) instead of the heuristic
player's two. It runs at every step of a search before the search itself, inside the level's time: at two levels
its worst positions (many actions, each followed by a block or a choice) took most of easy's 0.06 s; at one level
it picks the same action in 165 of 168 sampled decisions (``benchmarks/README.md``)."""


def prior(infoset: InformationSet) -> tuple[Action, float] | None:
    """The heuristic's choice at :data:`PRIOR_DEPTH` (its own sampled world, a fixed seed) as the root's
    favourite."""
    legal = infoset.legal_actions()
    if len(legal) == 1:
        return legal[0], PRIOR_SHARE
    world = infoset.determinize(random.Random(0))
    assert isinstance(world, MindbugState)
    return best_action(world, infoset.player, depth=PRIOR_DEPTH), PRIOR_SHARE


# --- the hint's reasons ------------------------------------------------------------------------------------------


def _fight(obs: dict[str, Any], attacker: int, blocker: int) -> tuple[bool, bool]:
    """Whether the ``attacker`` and the ``blocker`` each stay in play after their fight, from the observation's
    current powers and keywords (``mindbug.md`` §3B.4, E8: the lower power is defeated, both on a tie, POISONOUS
    defeats the other whatever the powers; a fresh TOUGH is exhausted instead)."""
    creatures, exhausted = obs["creatures"], set(obs["exhausted"])
    a, b = creatures[str(attacker)], creatures[str(blocker)]
    pa, ka, pb, kb = int(a["power"]), set(a["keywords"]), int(b["power"]), set(b["keywords"])

    def stays(card: int, keywords: set[str], doomed: bool) -> bool:
        return not doomed or (TOUGH in keywords and card not in exhausted)

    return (
        stays(attacker, ka, pa <= pb or POISONOUS in kb),
        stays(blocker, kb, pb <= pa or POISONOUS in ka),
    )


def _attack_reason(infoset: InformationSet, obs: dict[str, Any], attacker: int) -> tuple[str, dict[str, Any]] | None:
    """Why attack with ``attacker`` (see :func:`explain`): the opponent's creatures that may block it are the
    engine's (:meth:`MindbugState.blockers`, on a determinization: the play areas are public)."""
    world = infoset.determinize(random.Random(0))
    assert isinstance(world, MindbugState)
    allowed, _refused = world.blockers(attacker)
    if not allowed:
        last = int(obs["life"][1 - infoset.player]) == 1
        return ("attack_last" if last else "attack_unblockable"), {"card": attacker}
    if all(_fight(obs, attacker, b) == (True, False) for b in allowed):
        return "attack_wins_fights", {"card": attacker}
    return None


def explain(infoset: InformationSet, action: Action, then: Action | None = None) -> tuple[str, dict[str, Any]] | None:
    """The hint's one-line reason for ``action`` (see :mod:`cardtable.ai.ismcts`), as a key and its data; ``None``
    where the heuristic has nothing true to say.

    - The Mindbug decision, where the action is the heuristic's (its :data:`PRIOR_DEPTH` look-ahead in its own
      sampled world, as :func:`prior`): ``"mindbug_worth"`` {card} (the card is worth more to the seat than keeping
      the Mindbug) or ``"mindbug_keep"`` {card} (it is not);
    - a block, by the fight the observation's current powers and keywords give: ``"block_wins"`` {card, attacker}
      (the blocker stays, the attacker is defeated), ``"block_holds"`` {card, attacker} (both stay: a Tough one is
      exhausted),
      ``"block_trade"`` {card, attacker} (both are defeated), ``"block_last"`` {card} (the blocker is defeated, but
      the seat has 1 life left), ``"block_saves"`` {card} (the blocker is defeated: the life is kept);
    - an attack: ``"attack_unblockable"`` {card} (no creature of the opponent may block it), ``"attack_last"``
      {card} (... and the opponent has 1 life left), ``"attack_wins_fights"`` {card} (it stays in play and defeats
      any creature that may block it);
    - taking the damage: ``"take_damage"`` {life} (the life it leaves; no allowed blocker would stay in play) or
      ``"take_damage_keep"`` {life} (the creatures stay out of the fight); ``None`` when it would lose the game or
      no creature may block.

    ``then`` (the step the search prefers next in the same move) does not change the reason."""
    obs = infoset.observation
    decision = obs["decision"]
    legal = infoset.legal_actions()
    if decision is None or decision["player"] != infoset.player or action not in legal:
        return None
    me = infoset.player
    ctx = decision["context"]
    kind = decision["kind"]
    if kind == "mindbug":
        world = infoset.determinize(random.Random(0))
        assert isinstance(world, MindbugState)
        if best_action(world, me, depth=PRIOR_DEPTH) != action:
            return None
        card = int(ctx["card"])
        return ("mindbug_worth", {"card": card}) if action.kind == "mindbug" else ("mindbug_keep", {"card": card})
    if kind == "turn" and action.kind == "attack":
        return _attack_reason(infoset, obs, int(action.args[0]))
    if kind != "block":
        return None
    attacker = int(ctx["attacker"])
    if action.kind == "block":
        blocker = int(action.args[0])
        attacker_stays, blocker_stays = _fight(obs, attacker, blocker)
        if blocker_stays:
            key = "block_holds" if attacker_stays else "block_wins"
            return key, {"card": blocker, "attacker": attacker}
        if not attacker_stays:
            return "block_trade", {"card": blocker, "attacker": attacker}
        return ("block_last" if int(obs["life"][me]) == 1 else "block_saves"), {"card": blocker}
    life = int(obs["life"][me]) - 1
    if life <= 0:
        return None
    blockers = [int(a.args[0]) for a in legal if a.kind == "block"]
    if not blockers:
        return None
    if not any(_fight(obs, attacker, b)[1] for b in blockers):
        return "take_damage", {"life": life}
    return "take_damage_keep", {"life": life}
