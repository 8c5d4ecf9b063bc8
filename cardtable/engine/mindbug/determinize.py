"""Mindbug determinization: a full State consistent with one seat's observation.

Known to the seat: its own hand, every public zone (play areas, exhaustion, discard piles, the card waiting for a
Mindbug decision, the stack), life, Mindbugs, and the opponent's hand cards it knows (``opponent_known``: cards
drawn from a public pile by Giraffodile, or stolen from it by Strange Barrel). Unseen: the rest of the opponent's
hand, both draw piles and the 28 unused cards; they are dealt uniformly by the shared
:class:`~cardtable.engine.sampling.ConstrainedDeal` (any unseen card may be in any hidden place).
"""

from __future__ import annotations

import random

from cardtable.engine.base import JSON, Outcome
from cardtable.engine.mindbug.cards import NUM_CARDS
from cardtable.engine.mindbug.state import MindbugState
from cardtable.engine.sampling import DealError, deal


def _frame(data: JSON) -> tuple[int | str, ...]:
    return tuple(x if isinstance(x, str) else int(x) for x in data)


def determinize(observation: dict[str, JSON], rng: random.Random) -> MindbugState:
    """A State with ``observation`` (from :meth:`MindbugState.observation` or its table view) for its seat, the
    hidden cards dealt with ``rng``. Empty history and log, seed 0; its own generator (Strange Barrel's random
    steal) is seeded from ``rng``. Depends on ``observation`` and ``rng`` only. Raises ``ValueError`` if the
    observation's counts do not add up."""
    p = int(observation["player"])
    o = 1 - p
    st = MindbugState(0)
    st.rng = random.Random(rng.getrandbits(64))
    st.first = int(observation["first_player"])
    st.active = int(observation["active"])
    st.turn_no = int(observation["turn"])
    st.extra_turn = bool(observation["extra_turn"])
    st.life = [int(x) for x in observation["life"]]
    st.mindbugs = [int(x) for x in observation["mindbugs"]]
    st.discards = [[int(c) for c in pile] for pile in observation["discards"]]
    st.play = [[int(c) for c in area] for area in observation["play"]]
    st.exhausted = {int(c) for c in observation["exhausted"]}
    st.stack = [_frame(f) for f in observation["stack"]]
    own = [int(c) for c in observation["hand"]]
    known = [int(c) for c in observation["opponent_known"]]
    st.known[p] = set(known)
    st.known[o] = {int(c) for c in observation["known_by_opponent"]}
    waiting = [int(f[1]) for f in st.stack if f[0] == "mindbug"]
    seen = set(own) | set(known) | set(waiting)
    for zone in (*st.discards, *st.play):
        seen.update(zone)
    unseen = [c for c in range(NUM_CARDS) if c not in seen]
    hand_sizes = [int(x) for x in observation["hand_sizes"]]
    piles = [int(x) for x in observation["pile_sizes"]]
    hidden_hand = hand_sizes[o] - len(known)
    unused = int(observation["unused"])
    sizes = (hidden_hand, piles[0], piles[1], unused)
    if min(sizes) < 0:
        raise ValueError("observation does not add up: more known cards than the opponent holds")
    try:
        dealt = deal([None] * sum(sizes), unseen, rng)
    except DealError as exc:
        raise ValueError(f"observation does not add up: {exc}") from exc
    st.hands[p] = own
    st.hands[o] = known + dealt[:hidden_hand]
    at = hidden_hand
    st.piles = [dealt[at : at + piles[0]], dealt[at + piles[0] : at + piles[0] + piles[1]]]
    st.unused = dealt[at + piles[0] + piles[1] :]
    out = observation["outcome"]
    if out is not None:
        st._outcome = Outcome(tuple(int(w) for w in out["winners"]), tuple(out["scores"]), str(out["reason"]))
    return st
