"""Silver test helpers: a deal with chosen cards, through the engine's public ``deck`` argument."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from cardtable.engine.base import Action
from cardtable.engine.silver import GAME
from cardtable.engine.silver.cards import NUMBER
from cardtable.engine.silver.state import SilverState


def deal(
    villages: Sequence[Sequence[int]],
    discard: int = 9,
    top: Sequence[int] = (),
    peek: bool = True,
    **options: Any,
) -> SilverState:
    """A match whose round 1 has these villages (one per seat, 5 cards each), this discard card and these deck
    cards on top (top first); the remaining cards follow in a fixed order. With ``peek`` every seat
    looks at its first two cards, so play starts at the first player's turn (seat 0 unless ``first_player``)."""
    players = len(villages)
    rest = Counter(NUMBER)
    rest.subtract(c for v in villages for c in v)
    rest.subtract([discard, *top])
    spare = sorted(rest.elements(), key=lambda n: (n in (4, 13), n))  # Zombies and 13s last: not on top by chance
    assert all(v >= 0 for v in rest.values()), "more copies than the deck has"
    order: list[int] = []
    for seat in range(4):
        if seat < players:
            assert len(villages[seat]) == 5
            order += villages[seat]
        else:
            order += [spare.pop() for _ in range(5)]
    order += [discard, *top, *spare]
    s = GAME.new_game(players, 1, {"first_player": 0, **options}, deck=order)
    while peek and s.phase == "peek":
        s.apply(Action.of("peek", len(s.peeks_done)))
    return s


def act(s: SilverState, *steps: str | tuple[Any, ...]) -> list[Any]:
    """Apply steps given as ``"draw"`` or ``("give", 0)``; returns all events."""
    events = []
    for step in steps:
        a = Action.of(step) if isinstance(step, str) else Action.of(step[0], *step[1:])
        events += s.apply(a)
    return events


def numbers(s: SilverState, seat: int) -> list[int]:
    return [NUMBER[c] for c in s.villages[seat]]


def kinds(events: Sequence[Any]) -> list[str]:
    return [e.kind for e in events]


def pass_turn(s: SilverState) -> list[Any]:
    """Draw and discard, not using the discarded card's ability."""
    events = act(s, "draw", "discard")
    if s.phase == "ability":
        events += act(s, "skip")
    return events
