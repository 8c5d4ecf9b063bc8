"""Silver's cards as tables (rules file ``silver.md``, Cards): 52 cards numbered 0–13 and the editions.

A card is an id 0–51 (:data:`NUMBER` gives its number: two 0s, four each of 1–12, two 13s). Every card of one
number comes from one edition (the seed's mixing rule), so a deck is a tuple of 14 edition names, one per number
(:func:`editions_for`). :data:`CARDS` is the table of every edition's card of each number: its English name, its
status in the rules file (``"sourced"``, ``"partial"``, ``"amulet"``), its trigger and the name of the small function
in :mod:`cardtable.engine.silver.abilities` that carries out its ability (``""``: the card has none of its own).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Edition = Literal["amulet", "coin", "dagger"]
Trigger = Literal["face_up", "discard", "scoring", "exchange", "special"]

NUMBER: tuple[int, ...] = (0, 0, *(1 + i // 4 for i in range(48)), 13, 13)
"""Card id → number."""
IDS_OF: dict[int, tuple[int, ...]] = {n: tuple(i for i, m in enumerate(NUMBER) if m == n) for n in range(14)}
"""Number → the ids of its cards."""
VILLAGE_SIZE = 5
SEATS_DEALT = 4
"""Villages are dealt for four seats; those of absent players are set aside unseen, so the deck is always 32."""
ROUNDS = 4
CENSUS_MAX = 4
"""A player may call the census with this many village cards or fewer."""
CALLER_PENALTY = 10
PEEKS = 2
"""Cards each player secretly looks at in setup."""


@dataclass(frozen=True, slots=True)
class Card:
    """One edition's card of one number: English ``name``, rules-file ``status``, ``trigger`` and ``ability`` (a
    function name in :mod:`cardtable.engine.silver.abilities`, ``""`` for none)."""

    name: str
    status: Literal["sourced", "partial", "amulet"]
    trigger: Trigger
    ability: str


CARDS: dict[tuple[Edition, int], Card] = {
    ("amulet", 0): Card("Villager", "amulet", "face_up", "villager"),
    ("amulet", 1): Card("Squire", "amulet", "face_up", "squire"),
    ("amulet", 2): Card("Empath", "amulet", "face_up", "empath"),
    ("amulet", 3): Card("Bodyguard", "amulet", "face_up", "bodyguard"),
    ("amulet", 4): Card("Rascal", "amulet", "face_up", "rascal"),
    ("amulet", 5): Card("Exposer", "amulet", "discard", "exposer"),
    ("amulet", 6): Card("Revealer", "amulet", "discard", "revealer"),
    ("amulet", 7): Card("Beholder", "amulet", "discard", "beholder"),
    ("amulet", 8): Card("Apprentice Seer", "amulet", "discard", "apprentice_seer"),
    ("amulet", 9): Card("Seer", "amulet", "discard", "seer"),
    ("amulet", 10): Card("Master", "amulet", "discard", "master"),
    ("amulet", 11): Card("Witch", "amulet", "discard", "witch"),
    ("amulet", 12): Card("Robber", "amulet", "discard", "robber"),
    ("amulet", 13): Card("Doppelgänger", "amulet", "exchange", "doppelganger"),
    ("coin", 0): Card("Generous", "partial", "scoring", "generous"),
    ("coin", 2): Card("Curator", "sourced", "face_up", "curator"),
    ("coin", 8): Card("Assassin", "partial", "discard", "assassin"),
    ("coin", 13): Card("Wolfy", "partial", "scoring", "wolfy"),
    ("dagger", 0): Card("Debt Collector", "partial", "scoring", "debt_collector"),
    ("dagger", 2): Card("Halfling", "partial", "scoring", "halfling"),
    ("dagger", 4): Card("Zombie", "sourced", "special", "zombie"),
    ("dagger", 5): Card("Approximator", "partial", "exchange", "approximator"),
    ("dagger", 11): Card("Reverser", "sourced", "discard", "reverser"),
    ("dagger", 12): Card("Master Thief", "partial", "discard", "master_thief"),
    ("dagger", 13): Card("Furry", "partial", "scoring", "furry"),
}

DECKS = ("coin", "dagger", "amulet", "custom")
TOKENS = ("coin", "dagger")


def available(number: int) -> tuple[Edition, ...]:
    """The editions that have a card of ``number`` (Amulet always)."""
    return tuple(e for e in ("amulet", "coin", "dagger") if (e, number) in CARDS)


def editions_for(deck: str, custom: tuple[str, ...] | None = None) -> tuple[Edition, ...]:
    """The edition of each number 0–13 for ``deck``: ``"coin"`` / ``"dagger"`` use that edition where it has the
    number and Amulet elsewhere (rules file: the mixing rule); ``"amulet"`` is Amulet throughout; ``"custom"`` is
    ``custom`` (14 edition names). Raises ``ValueError`` for an unknown deck or an edition without that number."""
    if deck in ("coin", "dagger"):
        return tuple(deck if (deck, n) in CARDS else "amulet" for n in range(14))  # type: ignore[misc]
    if deck == "amulet":
        return ("amulet",) * 14
    if deck != "custom":
        raise ValueError(f"unknown deck {deck!r}; decks: {', '.join(DECKS)}")
    if custom is None or len(custom) != 14:
        raise ValueError("a custom deck names an edition for each number 0-13 (14 names)")
    for n, e in enumerate(custom):
        if (e, n) not in CARDS:
            raise ValueError(f"the {e} edition has no card {n}; it may be one of {', '.join(available(n))}")
    return tuple(custom)  # type: ignore[arg-type]


def card_of(editions: tuple[Edition, ...], number: int) -> Card:
    """The card of ``number`` in a deck of ``editions``."""
    return CARDS[(editions[number], number)]
