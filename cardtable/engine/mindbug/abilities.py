"""Mindbug's triggered abilities: one small function per ability key of the card table
(:data:`cardtable.engine.mindbug.cards.DESIGNS`), and the choices they leave pending.

An ability function ``f(state, card, controller, events)`` resolves the Play:, Attack: or Defeated: text of
``card`` for ``controller`` ("you"; rules file §4b): it changes the state at once where nothing is to be chosen, or
pushes a ``("choose", key, card, controller, remaining, optional)`` or ``("discard", player, count, card)`` frame on
the state's stack of pending effects. A choice key names a pair in :data:`CHOICES`: ``options(state, frame)`` (the
card ids that may be chosen now, computed when the choice is made: decision 5, E7) and
``resolve(state, frame, card, events)``. "Do as much as you can" (§4b): an effect without a target does nothing, a
discard of more cards than the hand holds discards the whole hand. Passives are not here: they are the one
current-power / current-keywords computation :meth:`MindbugState.creature_stats`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.engine.base import Event

if TYPE_CHECKING:
    from cardtable.engine.mindbug.state import Frame, MindbugState

Ability = Callable[["MindbugState", int, int, list[Event]], None]


def _choose(st: MindbugState, key: str, card: int, controller: int, remaining: int = 1, optional: bool = False) -> None:
    st.push(("choose", key, card, controller, remaining, int(optional)))


# --- Play: -------------------------------------------------------------------------------------------------------
def axolotl_healer(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """You gain 2 life (no maximum, E18)."""
    st.set_life(you, st.life[you] + 2, card, events)


def brain_fly(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Take control of an enemy creature with power 6 or more (E6: it keeps its state, no Play effect)."""
    _choose(st, "take_6", card, you)


def compost_dragon(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Play a card from your own discard pile (E22; it cannot be Mindbugged, E4)."""
    _choose(st, "revive_own", card, you)


def ferret_bomber(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """The opponent discards 2 cards of their choice (E20)."""
    st.push(("discard", 1 - you, 2, card))


def giraffodile(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Put your entire discard pile into your hand (E21: no hand limit)."""
    st.discard_to_hand(you, card, events)


def grave_robber(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Play a card from the opponent's discard pile; you control it (E22, E23)."""
    _choose(st, "revive_enemy", card, you)


def kangasaurus_rex(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Defeat every enemy creature with power 4 or less, all at once (E13, E17)."""
    stats = st.creature_stats()
    doomed = [c for c in st.play[1 - you] if stats[c][0] <= 4]
    if doomed:
        st.defeat(doomed, events)
    else:
        events.append(Event("no_effect", {"card": card, "player": you}))


def killer_bee(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """The opponent loses 1 life."""
    st.set_life(1 - you, st.life[1 - you] - 1, card, events)


def mysterious_mermaid(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Your life becomes equal to the opponent's (it may go down, E18)."""
    st.set_life(you, st.life[1 - you], card, events)


def tiger_squirrel(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Defeat an enemy creature with power 7 or more (E17)."""
    _choose(st, "defeat_enemy_7", card, you)


# --- Attack: -----------------------------------------------------------------------------------------------------
def chameleon_sniper(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """The opponent loses 1 life (before blocks; E10)."""
    st.set_life(1 - you, st.life[1 - you] - 1, card, events)


def shark_dog(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Defeat an enemy creature with power 6 or more (before the Hunter choice, E9)."""
    _choose(st, "defeat_enemy_6", card, you)


def snail_hydra(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """If you control fewer creatures than the opponent, defeat any creature, itself included (decision 6, E12)."""
    if len(st.play[you]) < len(st.play[1 - you]):
        _choose(st, "defeat_any", card, you)
    else:
        events.append(Event("no_effect", {"card": card, "player": you}))


def turbo_bug(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """The opponent loses all their life but 1 (nothing against a player at 1; E10)."""
    if st.life[1 - you] > 1:
        st.set_life(1 - you, 1, card, events)
    else:
        events.append(Event("no_effect", {"card": card, "player": you}))


def tusked_extorter(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """The opponent discards a card of their choice (E20)."""
    st.push(("discard", 1 - you, 1, card))


# --- Defeated: ---------------------------------------------------------------------------------------------------
def explosive_toad(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Defeat a creature: any in play, mandatory while one remains (decision 8, E14)."""
    _choose(st, "defeat_any", card, you)


def harpy_mother(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Take control of up to two enemy creatures with power 5 or less, as measured now (E15)."""
    _choose(st, "take_5", card, you, remaining=2, optional=True)


def strange_barrel(st: MindbugState, card: int, you: int, events: list[Event]) -> None:
    """Take 2 cards at random from the opponent's hand (fewer if they hold fewer, E16)."""
    st.steal(you, 2, card, events)


ABILITIES: dict[str, Ability] = {
    f.__name__: f
    for f in (
        axolotl_healer,
        brain_fly,
        chameleon_sniper,
        compost_dragon,
        explosive_toad,
        ferret_bomber,
        giraffodile,
        grave_robber,
        harpy_mother,
        kangasaurus_rex,
        killer_bee,
        mysterious_mermaid,
        shark_dog,
        snail_hydra,
        strange_barrel,
        tiger_squirrel,
        turbo_bug,
        tusked_extorter,
    )
}
"""Ability key (as in the card table) -> its function."""


# --- the choices the abilities leave pending -----------------------------------------------------------------------
def _enemy_at_least(limit: int) -> Callable[[MindbugState, Frame], list[int]]:
    def options(st: MindbugState, frame: Frame) -> list[int]:
        stats = st.creature_stats()
        return [c for c in st.play[1 - int(frame[3])] if stats[c][0] >= limit]

    return options


def _enemy_at_most(limit: int) -> Callable[[MindbugState, Frame], list[int]]:
    def options(st: MindbugState, frame: Frame) -> list[int]:
        stats = st.creature_stats()
        return [c for c in st.play[1 - int(frame[3])] if stats[c][0] <= limit]

    return options


def _any_creature(st: MindbugState, frame: Frame) -> list[int]:
    you = int(frame[3])
    return [*st.play[you], *st.play[1 - you]]


def _own_discard(st: MindbugState, frame: Frame) -> list[int]:
    return list(st.discards[int(frame[3])])


def _enemy_discard(st: MindbugState, frame: Frame) -> list[int]:
    return list(st.discards[1 - int(frame[3])])


def _defeat(st: MindbugState, frame: Frame, card: int, events: list[Event]) -> None:
    st.defeat([card], events)


def _take(st: MindbugState, frame: Frame, card: int, events: list[Event]) -> None:
    st.take_control(card, int(frame[3]), int(frame[2]), events)


def _revive(st: MindbugState, frame: Frame, card: int, events: list[Event]) -> None:
    st.play_from_discard(card, int(frame[3]), int(frame[2]), events)


Options = Callable[["MindbugState", "Frame"], list[int]]
Resolve = Callable[["MindbugState", "Frame", int, list[Event]], None]

CHOICES: dict[str, tuple[Options, Resolve]] = {
    "take_6": (_enemy_at_least(6), _take),
    "take_5": (_enemy_at_most(5), _take),
    "defeat_enemy_6": (_enemy_at_least(6), _defeat),
    "defeat_enemy_7": (_enemy_at_least(7), _defeat),
    "defeat_any": (_any_creature, _defeat),
    "revive_own": (_own_discard, _revive),
    "revive_enemy": (_enemy_discard, _revive),
}
"""Choice key -> (options, resolve): what an ability's pending choice may pick and what picking does."""
