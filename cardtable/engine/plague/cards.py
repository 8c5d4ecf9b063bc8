"""The 43 cards of Plague (rules file ``plague.md``, Deck) and their encoding as ints 0–42.

- 0–11: Red Trumpet 1–12, 12–23: Green Flower 1–12, 24–35: Blue Shell 1–12 (``suit * 12 + number - 1``);
- 36–40: the Plagues of power 1–5;
- 41: the Priest; 42: the Fortress.

Kinds (:func:`kind`) are the strings the observation and the determinizer use: ``"red"``, ``"green"``, ``"blue"``
(the three colours), ``"plague"``, ``"priest"``, ``"fortress"``. The colour wheel (seed): red beats green, green beats
blue, blue beats red (:data:`BEATER`).
"""

from __future__ import annotations

RED, GREEN, BLUE = 0, 1, 2
COLOURS = ("red", "green", "blue")
"""Colour names by colour index (``COLOURS[RED] == "red"``)."""
NUMBERS = 12
"""Each colour has the numbers 1–12."""
PLAGUES = tuple(range(36, 41))
"""The Plague cards, power 1 (36) to 5 (40)."""
PRIEST = 41
FORTRESS = 42
NUM_CARDS = 43
KINDS = ("red", "green", "blue", "plague", "priest", "fortress")

BEATER = {RED: BLUE, GREEN: RED, BLUE: GREEN}
"""The colour that beats each colour: blue beats red, red beats green, green beats blue (``plague.md``, Deck)."""

FORTRESS_POINTS = {2: 2, 3: 5, 4: 9}
"""The Fortress's points by player count (seed)."""


def colour(card: int) -> int:
    """The colour index of a suit card (0–35); -1 for a Plague, the Priest or the Fortress."""
    return card // NUMBERS if card < 36 else -1


def kind(card: int) -> str:
    """``"red"`` / ``"green"`` / ``"blue"`` / ``"plague"`` / ``"priest"`` / ``"fortress"``."""
    return KIND[card]


def number(card: int) -> int:
    """The printed number: 1–12 for a suit card, 1–5 for a Plague; 0 for the Priest and the Fortress."""
    return NUMBER[card]


def is_plague(card: int) -> bool:
    return 36 <= card <= 40


def parity_value(card: int) -> int:
    """The value the Fortress's even/odd test reads: a suit card's number, a Plague's power, 0 for the Priest
    (``plague.md``, Deck [house rule])."""
    return NUMBER[card]


def points(card: int, players: int) -> int:
    """Points of ``card`` as the top card of a won pile (``plague.md``, Deck): a suit card 3 for 1–3, 2 for 4–6, 1 for
    7–9, 0 for 10–12; a Plague minus its power; the Priest 0; the Fortress 2 / 5 / 9 with 2 / 3 / 4 players."""
    if card == FORTRESS:
        return FORTRESS_POINTS[players]
    return POINTS[card]


def card_name(card: int) -> str:
    """English name for messages: ``"red 4"``, ``"Plague 3"``, ``"the Priest"``, ``"the Fortress"``."""
    if card < 36:
        return f"{COLOURS[colour(card)]} {number(card)}"
    if is_plague(card):
        return f"Plague {number(card)}"
    return "the Priest" if card == PRIEST else "the Fortress"


def card(kind_name: str, num: int = 0) -> int:
    """The card of ``kind_name`` (a colour or ``"plague"``) with number ``num``; ``"priest"`` / ``"fortress"``
    take no number. Raises ``ValueError`` for anything else. For tests and readable setups: ``card("red", 4)``."""
    if kind_name in COLOURS and 1 <= num <= NUMBERS:
        return COLOURS.index(kind_name) * NUMBERS + num - 1
    if kind_name == "plague" and 1 <= num <= 5:
        return 35 + num
    if kind_name == "priest" and num == 0:
        return PRIEST
    if kind_name == "fortress" and num == 0:
        return FORTRESS
    raise ValueError(f"there is no card {kind_name} {num}")


KIND = tuple([COLOURS[c // NUMBERS] for c in range(36)] + ["plague"] * 5 + ["priest", "fortress"])
NUMBER = tuple([c % NUMBERS + 1 for c in range(36)] + [1, 2, 3, 4, 5, 0, 0])
POINTS = tuple([(NUMBERS - (c % NUMBERS + 1)) // 3 for c in range(36)] + [-1, -2, -3, -4, -5, 0, 0])
