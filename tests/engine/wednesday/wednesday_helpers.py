"""Helpers for the Wednesday tests: a match from chosen hands, and a position set up in the middle of a round."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.base import Action
from cardtable.engine.wednesday import GAME, WednesdayState
from cardtable.engine.wednesday.cards import CHARACTER_IDS, DECK, HAND_SIZE


def deck_of(hands: Sequence[Sequence[int]], blocked: Sequence[int] = (), characters: Sequence[str] = ()) -> list:
    """A ``deck=`` list: each seat's whole hand, ``blocked`` (top first) then the other cards highest first, and the
    character deck (``characters`` first, then the others in table order)."""
    rest = list(DECK)
    for v in [*(v for h in hands for v in h), *blocked]:
        rest.remove(v)
    rest.sort(reverse=True)
    chars = [*characters, *(c for c in CHARACTER_IDS if c not in characters)]
    return [*(v for h in hands for v in h), *blocked, *rest, *chars]


def start(hands: Sequence[Sequence[int]], characters: Sequence[str] = (), expert: bool = False) -> WednesdayState:
    """A new match whose first round deals ``hands`` (whole hands, seat 0 first; the search for the opener starts at
    seat 0) and whose character deck starts with ``characters``."""
    n = len(hands)
    assert all(len(h) == HAND_SIZE[n] for h in hands)
    state = GAME.new_game(n, 1, {"expert": expert}, deck_of(hands, characters=characters))
    assert isinstance(state, WednesdayState)
    return state


def position(
    hands: Sequence[Sequence[int]],
    pile: Sequence[int] = (),
    top: int | None = None,
    active: str | None = None,
    current: int = 0,
    ref: int | None = None,
    blocked: Sequence[int] | None = None,
    characters: Sequence[str] | None = None,
) -> WednesdayState:
    """A match in the middle of its first round: ``hands`` (any sizes), the ``pile`` (top value: ``top``, default
    its last card), ``active`` character, seat ``current`` to move, played last by the seat before it. The blocked deck
    (top first, public) and the character deck default to the cards and characters not placed elsewhere."""
    n = len(hands)
    state = GAME.new_game(n, 1)
    assert isinstance(state, WednesdayState)
    state.hands = [sorted(h) for h in hands]
    state.known = [[] for _ in range(n)]
    state.pile = list(pile)
    state.top = top if top is not None or not pile else pile[-1]
    state.active = active
    state.ref = ref
    state.current = current
    state.thing = (current - 1) % n
    state.opening = False
    state.passes = 0
    rest = list(DECK)
    for v in [*(v for h in hands for v in h), *pile]:
        rest.remove(v)
    state.blocked = list(rest) if blocked is None else list(blocked)
    state.blocked_known = [False] * len(state.blocked)
    state.blocked_face_up = [False] * len(state.blocked)
    deck = [c for c in CHARACTER_IDS if c != active] if characters is None else list(characters)
    state.character_deck = deck
    state.character_known = [False] * len(deck)
    state.set_aside = [c for c in CHARACTER_IDS if c != active and c not in deck]
    state._actions = state._decision = None
    return state


def play(state: WednesdayState, *actions: Action) -> list:
    """Apply ``actions`` in order; return all their events."""
    events = []
    for a in actions:
        events += state.apply(a)
    return events


def kinds(events: Sequence) -> list[str]:
    return [e.kind for e in events]
