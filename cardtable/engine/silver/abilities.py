"""Silver's card abilities, one small function each, named by the card table (:data:`cards.CARDS`).

Active abilities (a drawn card discarded at once: *discard*; a face-up card on its owner's turn: *face up*) are
``fn(state, seat, action, events) -> actions``: with ``action=None`` they return the actions that use the ability
now (empty: it cannot be used), otherwise they carry ``action`` out, appending the events (and may leave a follow-up
step pending, e.g. the Beholder's second look). Scoring abilities change a card's value (:data:`VALUE`) or a
village's total (:data:`TOTAL`). Passive abilities (Villager, Squire, Bodyguard, Rascal, Doppelgänger, Approximator,
the Zombie's rules) are rules the State applies where they act; the table names them for the rules page. Sections
refer to the rules file ``silver.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.engine.base import Action, Event

if TYPE_CHECKING:
    from cardtable.engine.silver.state import SilverState

Active = Callable[["SilverState", int, Action | None, list[Event]], list[Action]]


def _target(kind: str, places: list[tuple[int, int]]) -> list[Action]:
    return [Action.of(kind, s, i) for s, i in places]


# --- discard abilities --------------------------------------------------------------------------------------------
def exposer(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 5: turn one of your cards face up."""
    if action is None:
        return _target("target", s.places(seat, own=True, up=False))
    s.turn_up(seat, int(action.args[0]), int(action.args[1]), "exposer", ev)
    return []


def revealer(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 6: turn any one card face up (an opponent's guarded card excepted)."""
    if action is None:
        return _target("target", s.places(seat, own=True, others=True, up=False))
    s.turn_up(seat, int(action.args[0]), int(action.args[1]), "revealer", ev)
    return []


def beholder(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 7: look at up to two of your cards (one, then a second or ``done``)."""
    if action is None:
        looked = s.ability_marks
        found = [a for a in _target("target", s.places(seat, own=True, up=False)) if a.args[1] not in looked]
        return [*found, Action.of("done")] if looked else found
    if action.kind == "done":
        return []
    slot = int(action.args[1])
    s.look(seat, seat, slot, "beholder", ev)
    s.ability_marks.append(slot)
    if len(s.ability_marks) < 2 and beholder(s, seat, None, ev)[:-1]:
        s.ability_continues = True
    return []


def apprentice_seer(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 8: look at one card of an opponent."""
    if action is None:
        return _target("target", s.places(seat, others=True, up=False))
    s.look(seat, int(action.args[0]), int(action.args[1]), "apprentice_seer", ev)
    return []


def seer(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 9: look at any one card."""
    if action is None:
        return _target("target", s.places(seat, own=True, others=True, up=False))
    s.look(seat, int(action.args[0]), int(action.args[1]), "seer", ev)
    return []


def master(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 10: take any card from the discard pile (not this Master) and exchange it into your village (face
    up, as a taken card; one or several cards, the matching rule applies)."""
    if action is None:
        if not s.villages[seat]:
            return []
        return [Action.of("pick", k) for k in range(len(s.discard) - 1)]
    s.take_from_discard(seat, int(action.args[0]), "master", ev)
    return []


def witch(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 11: look at the top deck card, then exchange it into any village (the card it replaces is
    discarded; [interpretation] one for one, face down)."""
    if action is None:
        places = _target("target", s.places(seat, own=True, others=True, up=None, movable=True))
        if s.hand:
            return places
        return [Action.of("look")] if s.deck and places else []
    if action.kind == "look":
        s.witch_look(seat, ev)
        s.ability_continues = True
        return []
    s.witch_place(seat, int(action.args[0]), int(action.args[1]), ev)
    return []


def robber(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 12: swap one of your cards with one of an opponent's, then look at your new card."""
    if action is None:
        return s.swaps(seat)
    s.swap(seat, int(action.args[0]), int(action.args[1]), int(action.args[2]), "robber", ev)
    s.look(seat, seat, int(action.args[0]), "robber", ev)
    return []


def assassin(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Coin 8 [interpretation]: discard one face-up card from any village (not a Zombie, which never goes on the
    discard pile)."""
    if action is None:
        return _target("target", s.places(seat, own=True, others=True, up=True, movable=True))
    s.burn(seat, int(action.args[0]), int(action.args[1]), "assassin", ev)
    return []


def reverser(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Dagger 11: reverse the direction of play; with 2 players you take another turn instead."""
    if action is None:
        return [Action.of("reverse")]
    s.reverse(seat, "reverser", ev)
    return []


def master_thief(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Dagger 12 [interpretation]: swap one of your cards with one card of an opponent, unseen."""
    if action is None:
        return s.swaps(seat)
    s.swap(seat, int(action.args[0]), int(action.args[1]), int(action.args[2]), "master_thief", ev)
    return []


# --- face-up abilities (on your turn, before your action) ----------------------------------------------------------
def empath(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Amulet 2: on your turn, look at one of your face-down cards."""
    if action is None:
        return [Action.of("empath", i) for _, i in s.places(seat, own=True, up=False)]
    s.look(seat, seat, int(action.args[0]), "empath", ev)
    return []


def curator(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Coin 2: rotate one of your cards 90°, or discard a rotated card from any village."""
    if action is None:
        rotate = [Action.of("rotate", i) for i, c in enumerate(s.villages[seat]) if c not in s.rot]
        places = s.places(seat, own=True, others=True, up=None, movable=True)
        return rotate + [Action.of("burn", o, i) for o, i in places if s.villages[o][i] in s.rot]
    if action.kind == "rotate":
        s.rotate(seat, int(action.args[0]), ev)
    else:
        s.burn(seat, int(action.args[0]), int(action.args[1]), "curator", ev)
    return []


def zombie(s: SilverState, seat: int, action: Action | None, ev: list[Event]) -> list[Action]:
    """Dagger 4 face up in your village: spend your whole turn to give it, face down, to the previous player's
    village (at its end; they discard nothing)."""
    if action is None:
        if s.acted:
            return []
        return [Action.of("zombie", i) for i, c in enumerate(s.villages[seat]) if c in s.up and s.is_zombie(c)]
    s.give_zombie(seat, int(action.args[0]), ev)
    return []


DISCARD: dict[str, Active] = {
    "exposer": exposer,
    "revealer": revealer,
    "beholder": beholder,
    "apprentice_seer": apprentice_seer,
    "seer": seer,
    "master": master,
    "witch": witch,
    "robber": robber,
    "assassin": assassin,
    "reverser": reverser,
    "master_thief": master_thief,
}
"""Discard abilities by function name."""
TURN: dict[str, Active] = {"empath": empath, "curator": curator, "zombie": zombie}
"""Face-up abilities used on the owner's turn, by function name."""


# --- scoring (round end; Cards; End of round and scoring) ----------------------------------------------------------
def wolfy(s: SilverState, card: int) -> int:
    """Coin 13 [interpretation]: counts 0 if it is the only 13 face up at scoring, otherwise 13."""
    return 0 if sum(1 for c in s.end_up if s.number(c) == 13) == 1 else 13


def furry(s: SilverState, card: int) -> int:
    """Dagger 13 [interpretation]: counts 0 if face up."""
    return 0


def debt_collector(s: SilverState, seat: int, total: int) -> int:
    """Dagger 0 [interpretation]: minus 1 per card of the largest opponent village (may go below 0)."""
    return total - max((len(v) for o, v in enumerate(s.villages) if o != seat), default=0)


def halfling(s: SilverState, seat: int, total: int) -> int:
    """Dagger 2 [interpretation]: halve the total, rounding down (applied once however many Halflings)."""
    return total // 2


VALUE: dict[str, Callable[[SilverState, int], int]] = {"wolfy": wolfy, "furry": furry}
"""Face-up cards whose value at scoring is not their number."""
TOTAL: dict[str, Callable[[SilverState, int, int], int]] = {"debt_collector": debt_collector, "halfling": halfling}
"""Face-up cards that change their village's total, applied in number order (0s, then 2s)."""
ONCE = frozenset({"halfling"})
"""Total abilities applied once per village however many such cards are face up."""
