"""Mindbug test positions: a match dealt with ``deck=`` (named cards on top of each draw pile, so in the hands),
then named cards taken from the unused pile into play areas and discard piles. Every card stays one of the 48."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.base import Action, Event
from cardtable.engine.mindbug.cards import BY_NAME, CARD_NAMES, HAND_SIZE, NUM_CARDS, PILE_SIZE
from cardtable.engine.mindbug.state import MindbugState
from cardtable.engine.registry import get_game

GAME = get_game("mindbug")
Two = tuple[Sequence[str], Sequence[str]]
NONE: Two = ((), ())


def position(
    hand: Two = NONE,
    play: Two = NONE,
    discard: Two = NONE,
    pile: Two = NONE,
    *,
    first: int = 0,
    life: tuple[int, int] = (3, 3),
    mindbugs: tuple[int, int] = (2, 2),
    exhausted: Sequence[str] = (),
    empty_piles: bool = False,
) -> MindbugState:
    """Seat ``s`` holds ``hand[s]`` (then filler cards up to 5, of designs named nowhere else), its draw pile
    starts with ``pile[s]``; ``play[s]``
    and ``discard[s]`` are in place (in play: entered in that order, no Play: effect); ``exhausted`` names cards in
    play (the first copy in play of each name). ``empty_piles`` leaves both draw piles empty (their cards go to the
    unused pile). ``first`` has the turn."""
    taken: set[int] = set()

    def ids(names: Sequence[str]) -> list[int]:
        out = []
        for n in names:
            card = next(c for c in BY_NAME[n] if c not in taken)
            taken.add(card)
            out.append(card)
        return out

    zones = {key: (ids(value[0]), ids(value[1])) for key, value in (("play", play), ("discard", discard))}
    hands, piles = (ids(hand[0]), ids(hand[1])), (ids(pile[0]), ids(pile[1]))
    named = {CARD_NAMES[c] for c in taken}
    spare = [c for c in range(NUM_CARDS) if c not in taken]
    fillers = iter([c for c in spare if CARD_NAMES[c] not in named] + [c for c in spare if CARD_NAMES[c] in named])
    order: list[int] = []
    for s in (0, 1):
        top = hands[s] + [next(fillers) for _ in range(HAND_SIZE - len(hands[s]))] + piles[s]
        order += top + [next(fillers) for _ in range(PILE_SIZE - len(top))]
    order += [c for c in range(NUM_CARDS) if c not in set(order)]
    st = GAME.new_game(2, 0, {"first_player": first}, order)
    for s in (0, 1):
        for key, zone in (("play", st.play[s]), ("discard", st.discards[s])):
            for c in zones[key][s]:
                st.unused.remove(c)
                zone.append(c)
        if empty_piles:
            st.unused += st.piles[s]
            st.piles[s] = []
    st.life = list(life)
    st.mindbugs = list(mindbugs)
    for name in exhausted:
        st.exhausted.add(next(c for c in BY_NAME[name] if st.controller(c) is not None))
    st._decision = None
    return st


def card(st: MindbugState, name: str, zone: str = "any") -> int:
    """The first copy of ``name`` in a hand / play area / discard pile (``zone``: ``hand``, ``play``,
    ``discard`` or ``any``)."""
    places = {"hand": st.hands, "play": st.play, "discard": st.discards}
    for key, pair in places.items():
        if zone in (key, "any"):
            for seat in (0, 1):
                for c in pair[seat]:
                    if CARD_NAMES[c] == name:
                        return c
    raise LookupError(f"no {name} in {zone}")


def do(st: MindbugState, kind: str, *args: int | str) -> list[Event]:
    """Apply one action."""
    return st.apply(Action.of(kind, *args))


def play(st: MindbugState, name: str, mindbug: bool = False) -> list[Event]:
    """The active player plays ``name`` from hand; the opponent Mindbugs it or not (if asked)."""
    events = do(st, "play", card(st, name, "hand"))
    d = st.decision()
    if d is not None and d.kind == "mindbug":
        events += do(st, "mindbug" if mindbug else "decline")
    elif mindbug:
        raise AssertionError("no Mindbug decision")
    return events


def attack(st: MindbugState, name: str) -> list[Event]:
    return do(st, "attack", card(st, name, "play"))


def names(st: MindbugState, cards: Sequence[int]) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]
