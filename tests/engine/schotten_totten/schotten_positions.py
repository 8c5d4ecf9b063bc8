"""Builds Schotten Totten positions for scenario tests: given cards on stones, hands and discard pile, the rest
goes to the decks. Used by the tests only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtable.engine.schotten_totten import SchottenTottenOptions, SchottenTottenState, new_match
from cardtable.engine.schotten_totten.cards import JOKER_A, JOKER_B, NUM_CLAN, TACTICS, card_id
from cardtable.engine.schotten_totten.state import BMB, MUD, P_CARD


def position(
    *,
    tactics: bool = False,
    expert: bool = False,
    games: int = 1,
    sides: Mapping[int, tuple[Sequence[str], Sequence[str]]] | None = None,
    hands: tuple[Sequence[str] | None, Sequence[str] | None] = (None, None),
    modes: Mapping[int, Sequence[str]] | None = None,
    claimed: Mapping[int, int] | None = None,
    discard: Sequence[str] = (),
    current: int = 0,
    tactics_played: tuple[int, int] | None = None,
    jokers_played: tuple[int, int] | None = None,
    completed_order: Sequence[tuple[int, int]] | None = None,
    deck_top: Sequence[str] = (),
    tactic_top: Sequence[str] = (),
) -> SchottenTottenState:
    """A state with seat ``current`` about to choose a card. ``sides[stone] = (seat 0 cards, seat 1 cards)``; hands
    given as None are filled from the clan deck; ``completed_order`` lists complete sides ``(stone, seat)``
    earliest first (default: stone order, seat 0 first); ``deck_top`` / ``tactic_top``: cards on top of the decks."""
    st = new_match(2, 0, SchottenTottenOptions(tactics=tactics, expert=expert, games=games, first_player=current))
    jokers = [JOKER_A, JOKER_B]

    def cid(name: str) -> int:
        c = card_id(name)
        if c == JOKER_A:
            return jokers.pop(0)
        return c

    sides = sides or {}
    modes = modes or {}
    used: set[int] = set()
    st.sides = [[] for _ in range(18)]
    for s, (a, b) in sides.items():
        st.sides[2 * s] = [cid(n) for n in a]
        st.sides[2 * s + 1] = [cid(n) for n in b]
        used |= set(st.sides[2 * s]) | set(st.sides[2 * s + 1])
    st.modes = [0] * 9
    for s, names in modes.items():
        for n in names:
            st.modes[s] |= MUD if n == "Mud Fight" else BMB
            used.add(card_id(n))
    st.discard = [cid(n) for n in discard]
    used |= set(st.discard)
    st.out = 0
    for c in used:
        st.out |= 1 << c
    top = [cid(n) for n in deck_top]
    ttop = [cid(n) for n in tactic_top]
    hand_ids = [[cid(n) for n in hands[p] or ()] for p in (0, 1)]
    used |= set(top) | set(ttop) | set(hand_ids[0]) | set(hand_ids[1])
    rest = [c for c in range(NUM_CLAN) if c not in used]
    for p in (0, 1):
        if hands[p] is None:
            hand_ids[p] = [rest.pop() for _ in range(st.hand_limit)]
    st.hands = hand_ids
    st.decks = [(top + rest)[::-1], []]
    if tactics:
        st.decks[1] = (ttop + [t for t in TACTICS if t not in used])[::-1]
    st.tactic_hand = [sum(1 for c in h if c >= NUM_CLAN) for h in st.hands]
    st.claimed = [-1] * 9
    for s, p in (claimed or {}).items():
        st.claimed[s] = p
    order = completed_order or [(s, p) for s in range(9) for p in (0, 1) if len(st.sides[2 * s + p]) == st.capacity(s)]
    st.done_at = [-1] * 18
    for i, (s, p) in enumerate(order, start=1):
        st.done_at[2 * s + p] = i
    st.clock = len(order) + 1
    on_table = [[c for s in range(9) for c in st.sides[2 * s + p] if c >= NUM_CLAN] for p in (0, 1)]
    st.tactics_played = list(tactics_played) if tactics_played else [len(t) for t in on_table]
    st.jokers_played = (
        list(jokers_played) if jokers_played else [sum(1 for c in t if c in (JOKER_A, JOKER_B)) for t in on_table]
    )
    st.current = current
    st.phase = P_CARD
    st._decision = None
    st._start_turn()
    return st


def play(state: SchottenTottenState, *steps: tuple[object, ...]) -> list:
    """Apply ``steps`` (each ``(kind, *args)``) and return all events."""
    from cardtable.engine.base import Action

    events = []
    for kind, *args in steps:
        events += state.apply(Action(str(kind), tuple(args)))
    return events
