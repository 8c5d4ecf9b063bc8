"""Mindbug card data: the 32 designs of *Mindbug: First Contact* as one table (rules file §6), and the 48 physical
cards.

A physical card is an ``int`` id 0–47: the designs in the rules file's alphabetical order (``#`` 1–32), each design's
copies on consecutive ids (Axolotl Healer is 0 and 1, Bee Bear 2, Brain Fly 3, ...). Two copies of a design are
different cards. :data:`DESIGNS` is the table (name, copies, printed power, printed keywords, trigger, ability key);
the ability keys name the small functions of :mod:`cardtable.engine.mindbug.abilities` (triggered abilities) and the
passives read by :mod:`cardtable.engine.mindbug.powers`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FRENZY, HUNTER, POISONOUS, SNEAKY, TOUGH = "FRENZY", "HUNTER", "POISONOUS", "SNEAKY", "TOUGH"
KEYWORDS = (FRENZY, HUNTER, POISONOUS, SNEAKY, TOUGH)
"""The five keywords (rules file §4), in the order the table lists them."""

COPYABLE = frozenset({FRENZY, HUNTER, POISONOUS, SNEAKY})
"""The keywords Sharky Crab-Dog-Mummypus copies (never TOUGH, E26)."""

Trigger = Literal["play", "attack", "defeated", "passive", ""]


@dataclass(frozen=True, slots=True)
class Design:
    """One row of the card table: ``number`` (the rules file's ``#``), English ``name``, ``copies`` in the set,
    printed ``power``, printed ``keywords``, ``trigger`` (``"play"``, ``"attack"``, ``"defeated"``, ``"passive"``
    or ``""`` for none) and ``ability``, the key of its ability function or passive (``""``: none)."""

    number: int
    name: str
    copies: int
    power: int
    keywords: frozenset[str]
    trigger: Trigger
    ability: str


def _d(number: int, name: str, copies: int, power: int, kw: str, trigger: Trigger, ability: str) -> Design:
    return Design(number, name, copies, power, frozenset(kw.split()), trigger, ability)


DESIGNS: tuple[Design, ...] = (
    _d(1, "Axolotl Healer", 2, 4, POISONOUS, "play", "axolotl_healer"),
    _d(2, "Bee Bear", 1, 8, "", "passive", "bee_bear"),
    _d(3, "Brain Fly", 1, 4, "", "play", "brain_fly"),
    _d(4, "Chameleon Sniper", 1, 1, SNEAKY, "attack", "chameleon_sniper"),
    _d(5, "Compost Dragon", 2, 3, HUNTER, "play", "compost_dragon"),
    _d(6, "Deathweaver", 1, 2, POISONOUS, "passive", "deathweaver"),
    _d(7, "Elephantopus", 1, 7, TOUGH, "passive", "elephantopus"),
    _d(8, "Explosive Toad", 2, 5, FRENZY, "defeated", "explosive_toad"),
    _d(9, "Ferret Bomber", 2, 2, SNEAKY, "play", "ferret_bomber"),
    _d(10, "Giraffodile", 1, 7, "", "play", "giraffodile"),
    _d(11, "Goblin Werewolf", 2, 2, HUNTER, "passive", "goblin_werewolf"),
    _d(12, "Gorillion", 1, 10, "", "", ""),
    _d(13, "Grave Robber", 2, 7, TOUGH, "play", "grave_robber"),
    _d(14, "Harpy Mother", 1, 5, "", "defeated", "harpy_mother"),
    _d(15, "Kangasaurus Rex", 2, 7, "", "play", "kangasaurus_rex"),
    _d(16, "Killer Bee", 2, 5, HUNTER, "play", "killer_bee"),
    _d(17, "Lone Yeti", 1, 5, TOUGH, "passive", "lone_yeti"),
    _d(18, "Luchataur", 2, 9, FRENZY, "", ""),
    _d(19, "Mysterious Mermaid", 1, 7, "", "play", "mysterious_mermaid"),
    _d(20, "Plated Scorpion", 2, 2, f"{TOUGH} {POISONOUS}", "", ""),
    _d(21, "Rhino Turtle", 2, 8, f"{FRENZY} {TOUGH}", "", ""),
    _d(22, "Shark Dog", 1, 4, HUNTER, "attack", "shark_dog"),
    _d(23, "Sharky Crab-Dog-Mummypus", 1, 5, "", "passive", "sharky"),
    _d(24, "Shield Bugs", 2, 4, TOUGH, "passive", "shield_bugs"),
    _d(25, "Snail Hydra", 2, 9, "", "attack", "snail_hydra"),
    _d(26, "Snail Thrower", 1, 1, POISONOUS, "passive", "snail_thrower"),
    _d(27, "Spider Owl", 2, 3, f"{SNEAKY} {POISONOUS}", "", ""),
    _d(28, "Strange Barrel", 1, 6, "", "defeated", "strange_barrel"),
    _d(29, "Tiger Squirrel", 2, 3, SNEAKY, "play", "tiger_squirrel"),
    _d(30, "Turbo Bug", 1, 4, "", "attack", "turbo_bug"),
    _d(31, "Tusked Extorter", 2, 8, "", "attack", "tusked_extorter"),
    _d(32, "Urchin Hurler", 1, 5, HUNTER, "passive", "urchin_hurler"),
)

CARD_DESIGN: tuple[int, ...] = tuple(d for d, design in enumerate(DESIGNS) for _ in range(design.copies))
"""Physical card id -> index into :data:`DESIGNS`."""

NUM_CARDS = len(CARD_DESIGN)
"""48 creature cards."""

CARD_NAMES: tuple[str, ...] = tuple(DESIGNS[d].name for d in CARD_DESIGN)
"""Physical card id -> its design's English name."""

PRINTED_POWER: tuple[int, ...] = tuple(DESIGNS[d].power for d in CARD_DESIGN)
PRINTED_KEYWORDS: tuple[frozenset[str], ...] = tuple(DESIGNS[d].keywords for d in CARD_DESIGN)
ABILITY: tuple[str, ...] = tuple(DESIGNS[d].ability for d in CARD_DESIGN)
TRIGGER: tuple[str, ...] = tuple(DESIGNS[d].trigger for d in CARD_DESIGN)

BY_NAME: dict[str, tuple[int, ...]] = {}
"""English design name -> its physical card ids, in id order."""
for _card, _d_index in enumerate(CARD_DESIGN):
    BY_NAME.setdefault(DESIGNS[_d_index].name, ())
    BY_NAME[DESIGNS[_d_index].name] += (_card,)

PLAYERS = 2
PILE_SIZE = 10
"""Cards dealt to each player's personal draw pile (§2 Setup)."""
HAND_SIZE = 5
"""Hands refill to this size while the draw pile lasts (§3A, decision 7, E1)."""
START_LIFE = 3
MINDBUGS = 2
UNUSED = NUM_CARDS - PLAYERS * PILE_SIZE
"""28 cards stay unused and unseen for the whole game."""


def card_ids(name: str) -> tuple[int, ...]:
    """The physical ids of design ``name`` (its English name). Raises ``ValueError`` for an unknown name."""
    try:
        return BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown Mindbug card {name!r}") from None
