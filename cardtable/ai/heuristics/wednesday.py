"""A heuristic player for Wednesday (rules: ``shared/rules/wednesday.md``) and its search hooks.

:class:`WednesdayHeuristic` reads only its observation; :func:`playout_action` makes the same choice from a
(determinized) :class:`~cardtable.engine.wednesday.WednesdayState`'s public accessors and the hand of the seat to
move. Both score each legal action in "points kept out of your hand" and take the best (ties at random):

- a play sheds its cards: each card is worth :data:`CARD` plus its value (high cards first, while it can);
- a 2 keeps its worth while another card could follow it (the chain), so it is played when it leads somewhere;
- a 7 sheds nothing when it must take a card back: it is worth the difference to the lowest card it can take;
- three 6s are timed: they shed three cards without using the turn, so they wait (a card or a pass goes first)
  until waiting could cost them: the hand is only the 6s, another seat is down to :data:`HURRY` cards (the round may
  end with 18 points in hand), Ajax is next (expert: he would switch them off), or the Wednesday move pays now
  (Wednesday is in force or next while the hand is high: she goes to the bottom). A single 6 is not played off a
  triple. Wednesday goes to the top when the hand is low (her lower order helps), else to the bottom;
- the opening: a play that leaves a top card no other seat can beat wins the pile (the others can only pass, and the
  clearing gives the opening to the seat that played last): it is worth :data:`OPENING` more. The rules as the app
  reads them clear the pile by themselves once every other seat has passed, so the seat that played last never has
  to pass for its opening; what is left to judge is the play that makes the others pass. "Can beat" counts the
  copies of each value nobody has seen (not in the seat's hand, the play pile or the public part of the blocked
  deck) under the character in force;
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
from cardtable.engine.base import JSON, Action, InformationSet
from cardtable.engine.wednesday.cards import (
    AGAIN,
    CHARACTER,
    COPIES,
    NO_CHARACTER,
    NORMIE,
    SIX,
    SIXES_NEEDED,
    TAKE,
    VALUES,
    WEDNESDAY,
    Character,
)
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
OPENING = CARD
"""What winning the pile is worth: the next opening, where any card of the hand can be shed."""
HURRY = 4
"""With another seat down to this many cards, three 6s are put down at once (the round may end soon)."""
HOLD = -1.0
"""The score of three 6s while they wait: below a pass, so that a card or a pass goes first."""


class _Table:
    """What the choice needs: the seat's hand and the public table: ``free`` (per value 0–12, the copies nobody has
    seen: they may be in another hand), ``fewest`` (the fewest cards another seat holds), ``active`` and ``next``
    (the characters in force and next, where known)."""

    __slots__ = ("active", "fewest", "free", "hand", "next_character", "pile", "top")

    def __init__(
        self,
        hand: Sequence[int],
        top: int | None,
        pile: Sequence[int],
        next_character: str | None,
        free: Sequence[int],
        fewest: int,
        active: str | None,
    ) -> None:
        self.hand = hand
        self.top = top
        self.pile = pile
        self.next_character = next_character
        self.free = free
        self.fewest = fewest
        self.active = active


def unseen(hand: Sequence[int], pile: Sequence[int], public_blocked: Sequence[int]) -> list[int]:
    """Per value 0–12, the copies not in ``hand``, ``pile`` or ``public_blocked`` (the seen part of the blocked
    deck): those another seat may hold."""
    free = [0, *(COPIES[v] for v in VALUES)]
    for v in (*hand, *pile, *public_blocked):
        free[v] -= 1
    return free


def wins_pile(character: Character, top: int, free: Sequence[int]) -> bool:
    """True if no card another seat may hold (``free``) can go on ``top`` under ``character``: the others can only
    pass, and the pile clears to the seat that played ``top``."""
    return not any(free[v] and character.refusal(v, top, None) is None for v in VALUES)


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
    after = table.top if character.normie_anywhere and value == NORMIE and table.top is not None else value
    if not (character.effects and value == AGAIN) and wins_pile(character, after, table.free):
        score += OPENING
    nxt = CHARACTER.get(table.next_character or "")
    if nxt is not None:
        if nxt.order < 0:
            score += value * 0.5
        if nxt.parity is not None and (value % 2 == 1) != (nxt.parity == "odd"):
            score += 2.0
    if character.effects and value == SIX and hand.count(SIX) == SIXES_NEEDED:
        score -= (SIXES_NEEDED - count) * (CARD + SIX)  # it breaks the triple: the other 6s lose their way out
    return score


def _score(character: Character, table: _Table, action: Action) -> float:
    kind = action.kind
    if kind in (PLAY, PAIR):
        return _play_score(character, table, int(action.args[0]), 2 if kind == PAIR else 1)
    if kind == SIXES:
        return _sixes_score(table)
    if kind == PASS:
        return -MARILYN_DRAW if character.pass_draw else 0.0
    return 0.0  # stop after a 2


def _wants_wednesday(hand: Sequence[int]) -> bool:
    """True if Wednesday's lower order helps this hand (at least half of it low)."""
    return 2 * sum(v <= LOW for v in hand) >= len(hand)


def _sixes_score(table: _Table) -> float:
    """Three 6s now (three cards shed) or later (:data:`HOLD`): see the module docstring."""
    hand = table.hand
    now = SIXES_NEEDED * (CARD + SIX)
    rest = [v for v in hand if v != SIX]
    if not rest or table.fewest <= HURRY:
        return now
    nxt = CHARACTER.get(table.next_character or "")
    if nxt is not None and not nxt.effects:
        return now
    if WEDNESDAY in (table.active, table.next_character) and not _wants_wednesday(rest):
        return now
    return HOLD


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
        return Action.of(MOVE, TOP if _wants_wednesday(table.hand) else BOTTOM)
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
        character, table = _observed(obs)
        return choose(decision["kind"], actions, character, table, rng)


def _observed(obs: dict[str, JSON]) -> tuple[Character, _Table]:
    """The character in force and the :class:`_Table` of the observation ``obs``."""
    active = obs["character"]
    character = CHARACTER[active] if active else NO_CHARACTER
    deck = obs["character_deck"]
    me = obs["player"]
    free = unseen(obs["hand"], obs["pile"], [v for v in obs["blocked"] if v is not None])
    fewest = min(n for s, n in enumerate(obs["hand_sizes"]) if s != me)
    table = _Table(obs["hand"], obs["top"], obs["pile"], deck[0] if deck else None, free, fewest, active)
    return character, table


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
    me = state.current
    hand = state.hands[me]
    public = [v for v, known in zip(state.blocked, state.blocked_known, strict=True) if known]
    fewest = min(len(h) for s, h in enumerate(state.hands) if s != me)
    table = _Table(hand, state.top, state.pile, shown, unseen(hand, state.pile, public), fewest, state.active)
    return choose(phase, actions, state.character, table, rng)


# --- the hint's reasons ---------------------------------------------------------------------------------------------


def _take_pick(pile: Sequence[int]) -> int:
    """The card of ``pile`` the heuristic takes with a 7 (:func:`choose`, the take step): the lowest, a 2 before a
    Normie."""
    return min(pile, key=lambda v: v - (1.5 if v == AGAIN else 0))


def _play_reason(
    character: Character, table: _Table, value: int, count: int, actions: Sequence[Action]
) -> tuple[str, dict[str, JSON]]:
    """The reason for playing ``count`` cards of ``value``, one of ``actions`` (see :func:`explain`)."""
    hand = table.hand
    takes = character.effects and value == TAKE and bool(table.pile)
    if count == len(hand) and not takes:
        return "goes_out", {}
    if takes:
        card = _take_pick(table.pile)
        if card < TAKE:
            return "take_back", {"card": card}
    if character.effects and value == AGAIN and _follows(character, hand, AGAIN):
        return "again", {}
    after = table.top if character.normie_anywhere and value == NORMIE and table.top is not None else value
    if not (character.effects and value == AGAIN) and wins_pile(character, after, table.free):
        return "wins_pile", {"card": after}
    if takes:  # it takes a card at least as high back: it sheds nothing
        return "swap", {"card": _take_pick(table.pile)}
    if count == 2:
        return "pair", {"card": value}
    rest = list(hand)
    for _ in range(count):
        rest.remove(value)
    nxt = CHARACTER.get(table.next_character or "")
    if nxt is not None and nxt.order < 0 and value > LOW and any(v <= LOW for v in rest):
        return "low_for", {"character": nxt.id}
    if nxt is not None and nxt.parity is not None and (value % 2 == 1) != (nxt.parity == "odd"):
        return "before_parity", {"character": nxt.id, "parity": nxt.parity}
    if after != value:
        return "normie_anywhere", {"character": character.id}
    plays = sorted({int(a.args[0]) for a in actions if a.kind == PLAY})
    if table.top is None:
        if value != plays[0]:
            return "opens_with", {"card": value}
        return ("opens_low" if character.order > 0 else "opens_low_under"), {"card": value}
    if value == max(hand):
        return "highest", {"card": value}
    if value == plays[-1]:
        return "highest_legal", {"card": value}
    if character.order > 0 and value > LOW and any(v <= LOW for v in rest):
        return "keeps_low", {}
    if character.effects and TAKE in plays and table.pile:
        return "seven_later", {"card": value, "back": _take_pick(table.pile)}
    if len(plays) == 1:
        return "only_play", {"card": value}
    return "sheds", {"card": value}


def _keep_reason(character: Character, table: _Table, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]] | None:
    """Why not playing (a pass, a stop after a 2) keeps a legal play's card: a 2 nothing would follow, a 6 of a
    triple, a 7 that would take a card at least as high back (see :func:`explain`)."""
    hand = table.hand
    plays = {int(a.args[0]) for a in actions if a.kind == PLAY}
    if character.effects and AGAIN in plays and not _follows(character, hand, AGAIN):
        return "keeps_two", {}
    if character.effects and SIX in plays and hand.count(SIX) == SIXES_NEEDED:
        return "keeps_sixes", {}
    if character.effects and TAKE in plays and table.pile and _take_pick(table.pile) >= TAKE:
        return "keeps_seven", {"card": _take_pick(table.pile)}
    return None


def _sixes_reason(table: _Table) -> tuple[str, dict[str, JSON]]:
    """Why the three 6s now (:func:`_sixes_score`'s reasons), else what they do (see :func:`explain`)."""
    hand = table.hand
    rest = [v for v in hand if v != SIX]
    if not rest:
        return "goes_out", {}
    if table.fewest <= HURRY:
        return "sixes_hurry", {"cards": table.fewest}
    nxt = CHARACTER.get(table.next_character or "")
    if nxt is not None and not nxt.effects:
        return "sixes_before", {"character": nxt.id}
    if WEDNESDAY in (table.active, table.next_character) and not _wants_wednesday(rest):
        return "sixes_wednesday", {}
    return "sixes", {}


def explain(infoset: InformationSet, action: Action, then: Action | None = None) -> tuple[str, dict[str, JSON]] | None:
    """The hint's one-line reason for ``action`` (see :mod:`cardtable.ai.ismcts`), from what the heuristic weighs
    (module docstring), as a key and its data: every legal action of the seat's decision has one, each true of its own
    action, so the hint's three choices never contradict each other (a 7 that takes a card back is a swap, both for
    itself and for the play that keeps it); ``None`` for an action that is not the seat's to take. The first that
    holds:

    - a play (or a pair): ``"goes_out"`` (the hand is empty after it); ``"take_back"`` {card} (a 7 that swaps itself
      for a lower card of the pile, the one the heuristic would take); ``"again"`` (a 2 another card of the hand can
      follow); ``"wins_pile"`` {card} (no card unseen by the seat can go on the top it leaves: the others can only
      pass, the pile clears and the seat opens); ``"swap"`` {card} (a 7 that swaps itself for a card at least as
      high); ``"pair"`` {card}; ``"low_for"`` {character} (a high card shed, low ones kept for Wednesday Addams,
      next); ``"before_parity"`` {character, parity} (a card of the parity the next character bars);
      ``"normie_anywhere"`` {character} (Larissa Weems: a Normie on any card); on an empty pile ``"opens_low"``
      {card} (the lowest card that may open it; ``"opens_low_under"`` under a "lower" order: few cards may follow
      it), else ``"opens_with"`` {card}; ``"highest"`` {card} (the hand's highest), ``"highest_legal"`` {card} (the
      highest that may be played), ``"keeps_low"`` (a high card, the low ones kept to open piles with),
      ``"seven_later"`` {card, back} (a 7 could be played but would only swap itself for ``back``), ``"only_play"``
      {card}, else ``"sheds"`` {card};
    - the three 6s: ``"goes_out"``, ``"sixes_hurry"`` {cards} (another seat holds only that many),
      ``"sixes_before"`` {character} (the next character switches card effects off), ``"sixes_wednesday"``
      (Wednesday Addams, in force or next, goes to the bottom: the hand is high), else ``"sixes"`` (three cards
      shed without using the turn);
    - a pass or a stop after a 2: ``"keeps_two"`` (a 2 nothing would follow), ``"keeps_sixes"`` (a single 6 would
      break the triple), ``"keeps_seven"`` {card} (a 7 would only swap itself for that card), else, with a card to
      play, ``"pass_draws"`` {character} (a pass under Marilyn Thornhill draws a card) or ``"keeps_cards"``; with no
      card to play, ``"reopen"`` (the pile is empty and the seat holds Thing: if everybody passes, the next character
      comes and the seat opens again), ``"cannot_open"`` (the pile is empty) or ``"no_play"`` {top};
    - the 7's take: for the card the heuristic takes ``"take_two"`` (a 2, to play again later) or
      ``"take_lowest"`` {card}, for another ``"take_card"`` {card};
    - the Wednesday move: the heuristic's ``"wednesday_top"`` (at least half of the hand low) or
      ``"wednesday_bottom"``, the other ``"wednesday_next"`` or ``"wednesday_later"``.

    ``then`` (the step the search prefers next in the same move) does not change the reason."""
    obs = infoset.observation
    decision = obs["decision"]
    if decision is None or decision["player"] != infoset.player:
        return None
    actions = infoset.legal_actions()
    if action not in actions:
        return None
    character, table = _observed(obs)
    kind = action.kind
    if decision["kind"] == TAKE_STEP:
        pick = _take_pick([int(a.args[0]) for a in actions])
        if int(action.args[0]) != pick:
            return "take_card", {"card": int(action.args[0])}
        return ("take_two", {}) if pick == AGAIN else ("take_lowest", {"card": pick})
    if kind == MOVE:
        top = _wants_wednesday(table.hand)
        if action.args[0] == (TOP if top else BOTTOM):
            return ("wednesday_top", {}) if top else ("wednesday_bottom", {})
        return ("wednesday_next", {}) if action.args[0] == TOP else ("wednesday_later", {})
    if kind in (PLAY, PAIR):
        count = 2 if kind == PAIR else 1
        return _play_reason(character, table, int(action.args[0]), count, actions)
    if kind == SIXES:
        return _sixes_reason(table)
    kept = _keep_reason(character, table, actions)
    if kept is not None:
        return kept
    if any(a.kind in (PLAY, PAIR) for a in actions):
        if kind == PASS and character.pass_draw and obs["blocked"]:
            return "pass_draws", {"character": character.id}
        return "keeps_cards", {}
    if table.top is None:
        return ("reopen", {}) if kind == PASS and obs["thing"] == infoset.player else ("cannot_open", {})
    return "no_play", {"top": table.top}
