"""Card encoding for Schotten Totten (rules: ``shared/rules/schotten_totten.md``, "Components" and "Tactic cards").

Outside the engine (actions, events, observations, ``deck=``) cards are strings:

- a clan card is ``"<colour>-<value>"``, colour one of ``green purple blue red yellow orange`` (the rules file's
  colour names), value 1–9, e.g. ``"green-7"``;
- a tactic card is its name as in the rules file: ``"Joker"`` (two copies, same name), ``"Spy"``, ``"Shield Bearer"``,
  ``"Blind-Man's Bluff"``, ``"Mud Fight"``, ``"Recruiter"``, ``"Strategist"``, ``"Banshee"``, ``"Traitor"``.

Inside the engine a card is a small int: clan card ``colour * 9 + (value - 1)`` (0–53, colours in the order above),
tactic cards 54–63 in the order ``Joker, Joker, Spy, Shield Bearer, Blind-Man's Bluff, Mud Fight, Recruiter,
Strategist, Banshee, Traitor``.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("green", "purple", "blue", "red", "yellow", "orange")
NUM_CLAN = 54

JOKER_A, JOKER_B, SPY, SHIELD_BEARER, BLIND_MANS_BLUFF, MUD_FIGHT, RECRUITER, STRATEGIST, BANSHEE, TRAITOR = range(
    54, 64
)
TACTIC_NAMES: dict[int, str] = {
    JOKER_A: "Joker",
    JOKER_B: "Joker",
    SPY: "Spy",
    SHIELD_BEARER: "Shield Bearer",
    BLIND_MANS_BLUFF: "Blind-Man's Bluff",
    MUD_FIGHT: "Mud Fight",
    RECRUITER: "Recruiter",
    STRATEGIST: "Strategist",
    BANSHEE: "Banshee",
    TRAITOR: "Traitor",
}
TACTICS: tuple[int, ...] = tuple(range(54, 64))
ELITE_TROOPS: frozenset[int] = frozenset({JOKER_A, JOKER_B, SPY, SHIELD_BEARER})
COMBAT_MODES: frozenset[int] = frozenset({BLIND_MANS_BLUFF, MUD_FIGHT})
RUSES: frozenset[int] = frozenset({RECRUITER, STRATEGIST, BANSHEE, TRAITOR})
JOKERS: frozenset[int] = frozenset({JOKER_A, JOKER_B})

# Elite troops as "wild" cards: kind 0 = Joker (any value), 1 = Spy (7), 2 = Shield Bearer (1, 2 or 3).
WILD_KIND: dict[int, int] = {JOKER_A: 0, JOKER_B: 0, SPY: 1, SHIELD_BEARER: 2}
WILD_VALUES: tuple[frozenset[int], ...] = (frozenset(range(1, 10)), frozenset({7}), frozenset({1, 2, 3}))
WILD_MAX: tuple[int, ...] = (9, 7, 3)

CARD_NAMES: tuple[str, ...] = tuple(f"{COLOURS[c // 9]}-{c % 9 + 1}" for c in range(NUM_CLAN)) + tuple(
    TACTIC_NAMES[t] for t in TACTICS
)
_BY_NAME: dict[str, int] = {}
for _card in reversed(range(64)):  # "Joker" maps to the lower id (54)
    _BY_NAME[CARD_NAMES[_card]] = _card


def card_name(card: int) -> str:
    """The string form of engine card ``card`` (0–63), e.g. ``"green-7"`` or ``"Mud Fight"``."""
    return CARD_NAMES[card]


def card_id(name: str) -> int:
    """The engine int for card string ``name``; ``"Joker"`` gives 54. Raises ``ValueError`` for an unknown name."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"not a Schotten Totten card: {name!r}") from None


def is_clan(card: int) -> bool:
    """True for the 54 clan cards."""
    return card < NUM_CLAN


def colour_of(card: int) -> int:
    """Colour index (0–5) of clan card ``card``."""
    return card // 9


def value_of(card: int) -> int:
    """Value (1–9) of clan card ``card``."""
    return card % 9 + 1
