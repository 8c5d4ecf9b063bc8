"""The 21 cards of Power-Hungry Animals (rules: ``animals.md``, section "Cards (21)").

Card encoding used everywhere outside the engine (events, observations, ``deck=``, actions): a card is its value,
an int 0–10. Copies of a value are identical. Inside the engine each physical card also has an id 0–20 (so that a
player's knowledge can follow a card as it moves); ids never leave the engine.
"""

from __future__ import annotations

KING_CAT = 10
WEASEL = 9
DERVISH_CRAB = 8
FLUSTERED_MAGICIAN = 7
GRAVE_DOG = 6
SORCERER_SNAKE = 5
SHELL_SHIELD = 4
SILLY_RABBIT = 3
MOUSETRAP = 2
CRYSTAL_BALL = 1
ROYAL_BROOMBOT = 0

VALUES: tuple[int, ...] = tuple(range(11))
"""Every card value, lowest first."""

COPIES: tuple[int, ...] = (1, 5, 3, 3, 2, 2, 1, 1, 1, 1, 1)
"""``COPIES[v]``: how many cards of value ``v`` the deck has (21 in all)."""

NAMES: tuple[str, ...] = (
    "Royal Broombot",
    "Crystal Ball",
    "Mousetrap",
    "Silly Rabbit",
    "Shell Shield",
    "Sorcerer Snake",
    "Grave Dog",
    "Flustered Magician",
    "Dervish Crab",
    "Weasel",
    "King Cat",
)
"""English card names by value, exactly as in ``animals.md``."""

NAMES_FA: tuple[str, ...] = (
    "جاروبات سلطنتی",
    "گوی شیشه‌ای",
    "تله‌موش",
    "خرگوش خرکی",
    "سپر لاکی",
    "مار جادوگر",
    "سگ‌تو‌گور",
    "تَردستِ پریشان",
    "خرچنگ درویش",
    "راسو",
    "گربه شاه",
)
"""Persian card names by value, exactly as in ``animals.md``."""

CARD_VALUE: tuple[int, ...] = tuple(v for v in VALUES for _ in range(COPIES[v]))
"""``CARD_VALUE[card_id]``: the value of the physical card ``card_id`` (ids 0–20, sorted by value)."""

NUM_CARDS = len(CARD_VALUE)
KING_CAT_ID = CARD_VALUE.index(KING_CAT)

GUESSABLE: tuple[int, ...] = tuple(v for v in VALUES if v != CRYSTAL_BALL)
"""Values a Crystal Ball may name: every value but 1 (``animals.md``, Cards, Crystal Ball)."""


def card_name(value: int) -> str:
    """``"Weasel (9)"`` for 9: the English name with the value, for messages."""
    return f"{NAMES[value]} ({value})"
