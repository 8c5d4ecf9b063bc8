"""Helpers for the Plague tests: readable cards ("r4", "p3", "P", "F") and round-1 deals built from the cards that
matter."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from cardtable.engine import Action
from cardtable.engine.plague import GAME, PlagueState
from cardtable.engine.plague.cards import KIND, NUM_CARDS, card
from cardtable.engine.plague.state import HAND_SIZE

_LETTER = {"r": "red", "g": "green", "b": "blue", "p": "plague"}


def c(name: str) -> int:
    """``"r4"`` red 4, ``"g12"``, ``"b2"``, ``"p3"`` Plague 3, ``"P"`` the Priest, ``"F"`` the Fortress."""
    if name == "P":
        return card("priest")
    if name == "F":
        return card("fortress")
    return card(_LETTER[name[0]], int(name[1:]))


def cs(names: str) -> list[int]:
    return [c(n) for n in names.split()]


def start(
    players: int,
    hands: Mapping[int, str],
    without: Mapping[int, Collection[str]] | None = None,
    leader: int = 0,
    victory: str = "rounds",
) -> PlagueState:
    """A match whose first round deals each seat the cards named in ``hands`` (seat -> "r4 b2 ..."), filled up to
    the hand size with suit cards of the kinds its ``without`` entry does not name (the Plagues, the Priest and the
    Fortress only where named); ``leader`` leads the first trick."""
    without = without or {}
    k = HAND_SIZE[players]
    given = {s: cs(hands.get(s, "")) for s in range(players)}
    used = {x for h in given.values() for x in h}
    rest = [x for x in range(36) if x not in used]
    for s in sorted(range(players), key=lambda s: -len(without.get(s, ()))):
        hand = given[s]
        for x in rest[:]:
            if len(hand) == k:
                break
            if KIND[x] not in without.get(s, ()):
                hand.append(x)
                rest.remove(x)
        assert len(hand) == k, f"cannot fill seat {s}'s hand"
    order = [(leader + i) % players for i in range(players)]
    deck = [x for s in order for x in given[s]]
    deck += [x for x in range(NUM_CARDS) if x not in deck]
    state = GAME.new_game(players, 1, {"first_player": leader, "victory": victory}, deck)
    assert isinstance(state, PlagueState)
    return state


def play(state: PlagueState, *names: str) -> list[str]:
    """Play the named cards in turn (each for the seat to move); the kinds of the events, in order."""
    kinds: list[str] = []
    for n in names:
        kinds += [e.kind for e in state.apply(Action.of("play", c(n)))]
    return kinds


def exact(players: int, hands: Mapping[int, str], leader: int = 0, victory: str = "rounds") -> PlagueState:
    """White box, for short scenarios: a fresh match whose hands are exactly ``hands`` (equal sizes, so that the round
    ends when they are empty); every other card is out of the round. ``leader`` leads."""
    state = start(players, {}, leader=leader, victory=victory)
    state._hands = [sorted(cs(hands.get(s, ""))) for s in range(players)]
    held = {x for h in state._hands for x in h}
    state._undealt = [x for x in range(NUM_CARDS) if x not in held]
    assert len({len(h) for h in state._hands}) == 1, "the hands must have equal sizes"
    return state
