"""A heuristic player for Wednesday (rules: ``shared/rules/wednesday.md``) and its search hooks.

:class:`WednesdayHeuristic` reads only its observation; :func:`playout_action` makes the same choice from a
(determinized) :class:`~cardtable.engine.wednesday.WednesdayState`'s public accessors and the hand of the seat to
move. Both score each legal action in "points kept out of your hand" and take the best (ties at random):

- a play sheds its cards: each card is worth :data:`CARD` plus its value (high cards first, while it can);
- a 2 keeps its worth while another card could follow it (the chain), so it is played when it leads somewhere;
- a 7 sheds nothing when it must take a card back: it is worth the difference to the lowest card it can take;
- three 6s shed three cards, and the Wednesday card goes to the top when the hand is low (her lower order helps),
  else to the bottom;
- low cards (1–4) are kept for the opening of a pile or for Wednesday: an opener plays its lowest card, and a low
  card played on a pile costs :data:`LOW_KEEP`; with Wednesday next (expert), high cards are shed first all the more;
  with Tyler / Enid next, the cards of the other parity are shed first;
- a pass (or stopping after a 2) is worth nothing, less the card it draws under Marilyn: the heuristic passes only
  when every play costs more than it sheds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.ai.base import Agent, never
from cardtable.engine.base import Action, InformationSet
from cardtable.engine.wednesday.cards import AGAIN, CHARACTER, NO_CHARACTER, NORMIE, TAKE, Character
from cardtable.engine.wednesday.state import (
    BOTTOM,
    MOVE,
    PAIR,
    PASS,
    PLAY,
    SIXES,
    TAKE_STEP,
    TOP,
    WednesdayState,
)

CARD = 6.0
"""What shedding one card is worth beyond its points (fewer cards: closer to emptying the hand)."""
LOW = 4
"""Cards up to this value are the ones kept for openings and for Wednesday."""
LOW_KEEP = 3.0
"""What playing a low card on a pile (instead of keeping it to open with) costs."""
MARILYN_DRAW = 9.0
"""What the card drawn by a pass under Marilyn costs (its expected value plus a card)."""


class _Table:
    """What the choice needs: the seat's hand and the public table."""

    __slots__ = ("hand", "next_character", "pile", "top")

    def __init__(self, hand: Sequence[int], top: int | None, pile: Sequence[int], next_character: str | None) -> None:
        self.hand = hand
        self.top = top
        self.pile = pile
        self.next_character = next_character


def _follows(character: Character, hand: Sequence[int], after: int) -> bool:
    """True if a card of ``hand`` other than the one played could go on a card of value ``after``."""
    used = False
    for v in hand:
        if v == after and not used:
            used = True
            continue
        if character.refusal(v, after, None) is None:
            return True
    return False


def _play_score(character: Character, table: _Table, value: int, count: int) -> float:
    hand = table.hand
    score = count * (CARD + value)
    if character.effects and value == TAKE and table.pile:  # it takes the lowest card back
        return score - CARD - min(table.pile)
    if character.effects and value == AGAIN:
        score += CARD if _follows(character, hand, AGAIN) else -CARD
    if table.top is None:  # opening a pile: shed what is hard to shed
        score = count * CARD + (12 - value) + (2 * CARD if value == AGAIN and character.effects else 0)
    elif value <= LOW and character.order > 0 and value != NORMIE:
        score -= LOW_KEEP
    nxt = CHARACTER.get(table.next_character or "")
    if nxt is not None:
        if nxt.order < 0:
            score += value * 0.5
        if nxt.parity is not None and (value % 2 == 1) != (nxt.parity == "odd"):
            score += 2.0
    return score


def _score(character: Character, table: _Table, action: Action) -> float:
    kind = action.kind
    if kind in (PLAY, PAIR):
        return _play_score(character, table, int(action.args[0]), 2 if kind == PAIR else 1)
    if kind == SIXES:
        return 3 * (CARD + 6)
    if kind == PASS:
        return -MARILYN_DRAW if character.pass_draw else 0.0
    return 0.0  # stop after a 2


def _pick(scored: Sequence[tuple[float, Action]], rng: random.Random) -> Action:
    best = max(s for s, _ in scored)
    tied = [a for s, a in scored if s >= best - 1e-9]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def choose(
    phase: str,
    actions: Sequence[Action],
    character: Character,
    table: _Table,
    rng: random.Random,
) -> Action:
    """The heuristic's choice among ``actions`` of a decision of kind ``phase``."""
    if len(actions) == 1:
        return actions[0]
    if phase == TAKE_STEP:  # the lowest card, a 2 before a Normie (it chains)
        return min(actions, key=lambda a: (int(a.args[0]) - (1.5 if int(a.args[0]) == AGAIN else 0), a.args))
    if phase == MOVE:
        low = sum(v <= LOW for v in table.hand)
        return Action.of(MOVE, TOP if 2 * low >= len(table.hand) else BOTTOM)
    return _pick([(_score(character, table, a), a) for a in actions], rng)


class WednesdayHeuristic(Agent):
    """The heuristic player (module docstring); reads only the observation."""

    name = "heuristic"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        obs = infoset.observation
        decision = obs["decision"]
        actions = infoset.legal_actions()
        if not actions:
            raise ValueError("no legal action: it is not this seat's decision")
        active = obs["character"]
        character = CHARACTER[active] if active else NO_CHARACTER
        deck = obs["character_deck"]
        table = _Table(obs["hand"], obs["top"], obs["pile"], deck[0] if deck else None)
        return choose(decision["kind"], actions, character, table, rng)


def playout_action(state: WednesdayState, rng: random.Random) -> Action:
    """The playout policy on a (determinized) ``state``: :class:`WednesdayHeuristic`'s choice for the seat to move,
    from its hand and the public table (the next character only where it is public). Raises ``ValueError`` if the
    match is over."""
    phase = state.phase
    if phase is None:
        raise ValueError("the match is over")
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    deck = state.character_deck
    shown = deck[0] if deck and state.character_known[0] else None
    table = _Table(state.hands[state.current], state.top, state.pile, shown)
    return choose(phase, actions, state.character, table, rng)
