"""Helpers for the Power-Hungry Animals tests: build a round-1 deck from the cards that matter."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine import Action, Event
from cardtable.engine.animals import GAME, AnimalsState
from cardtable.engine.animals.cards import COPIES, VALUES


def deck_of(deal: Sequence[int], set_aside: int, top: Sequence[int] = (), removed: Sequence[int] = ()) -> list[int]:
    """A 21-card ``deck=`` list: ``deal`` (one card per seat from the first player on), ``set_aside``, ``removed``
    (two players), ``top`` (the deck, top first), then the other cards lowest value first."""
    head = [*deal, set_aside, *removed, *top]
    rest = [v for v in VALUES for _ in range(COPIES[v])]
    for v in head:
        rest.remove(v)
    return head + rest


def start(
    players: int,
    deal: Sequence[int],
    set_aside: int,
    top: Sequence[int] = (),
    removed: Sequence[int] = (),
    first_player: int = 0,
    tokens_to_win: int | None = None,
    seed: int = 1,
) -> AnimalsState:
    """A new match whose first round is dealt from :func:`deck_of`."""
    state = GAME.new_game(
        players,
        seed,
        {"first_player": first_player, "tokens_to_win": tokens_to_win},
        deck_of(deal, set_aside, top, removed),
    )
    assert isinstance(state, AnimalsState)
    return state


def act(state: AnimalsState, kind: str, *args: int | str) -> list[Event]:
    """Apply ``Action.of(kind, *args)``."""
    return state.apply(Action.of(kind, *args))


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def only(events: Sequence[Event], kind: str) -> Event:
    """The single event of ``kind`` in ``events``."""
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, f"expected one {kind!r} event, got {kinds(events)}"
    return found[0]
