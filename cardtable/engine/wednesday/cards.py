"""Wednesday's card data (rules: ``shared/rules/wednesday.md``, Components and Characters): the 42 cursed cards and
the 9 character cards as tables, so that the published lists can replace them if they are ever found.

A cursed card is encoded as its value 1–12 (copies of a value are indistinguishable). A character card is encoded as
its id (``"wednesday"``, ``"tyler"``...). A :class:`Character` is data: the fields below are the rule hooks the
engine reads (in the manner of python-chess's variants: one generic rule, parametrised), never an ``if`` per
character:

- ``order`` (+1: a card must be higher than the top card, −1: lower), ``equal`` (a card equal to the top card may
  also be played), ``max_step`` (at most this much beyond the top card), ``parity`` (only odd / even cards),
  ``opening_ref`` (the first card of a pile must lie beyond the last card played before the character was revealed,
  in the character's order): together, what is legal on top (:meth:`Character.refusal`);
- ``pairs``: two cards of the same value may be played together as one play;
- ``effects``: the card effects (2, 7, three 6s) are on;
- ``normie_anywhere``: a Normie may be played on any card, the top value staying that of the card under it;
- ``pass_draw``: a player who passes draws the top card of the blocked deck.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cardtable.engine.base import JSON

NORMIE = 1
AGAIN = 2
"""A 2: after playing it you may play one more card at once (legal on the 2)."""
SIX = 6
"""Three 6s may be put together on the blocked deck to move the Wednesday card."""
TAKE = 7
"""A 7: after playing it you take a card of your choice from the play pile (not this 7)."""
SIXES_NEEDED = 3

COPIES: dict[int, int] = {1: 6, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 3, 9: 3, 10: 2, 11: 2, 12: 2}
"""Copies of each value (``wednesday.md``, Cursed cards [house rule for the counts]); 42 cards."""
VALUES: tuple[int, ...] = tuple(COPIES)
DECK: tuple[int, ...] = tuple(v for v, k in COPIES.items() for _ in range(k))
NUM_CARDS = len(DECK)

HAND_SIZE: dict[int, int] = {2: 10, 3: 10, 4: 10, 5: 8, 6: 7}
"""Cards dealt to each player by player count (``wednesday.md``, Setup; seed)."""

ROUNDS = 5
"""Rounds in a match (``wednesday.md``, Players)."""


@dataclass(frozen=True, slots=True)
class Character:
    """A character card: its ``id``, English ``name`` and the rule hooks described in the module docstring."""

    id: str
    name: str
    order: Literal[1, -1] = 1
    equal: bool = False
    max_step: int | None = None
    parity: Literal["odd", "even"] | None = None
    opening_ref: bool = False
    pairs: bool = False
    effects: bool = True
    normie_anywhere: bool = False
    pass_draw: bool = False

    def refusal(self, value: int, top: int | None, ref: int | None) -> tuple[str, dict[str, JSON]] | None:
        """Why a card of ``value`` may not be played on a pile whose top value is ``top`` (``None``: the pile is
        empty) while this character is in force, with ``ref`` the value of the last card played before it was
        revealed; ``None`` if it may. The reason is a key and its data: ``"parity"`` {character, parity},
        ``"opening"`` {character, ref} (the first card of a pile), ``"higher"`` / ``"lower"`` {top} (and
        {character} for ``"lower"``), ``"step"`` {character, top, most}."""
        return refusal(self, value, top, ref)


NO_CHARACTER = Character("", "")
"""The rule while no character is in force (the start of a round): strictly higher, effects on."""

CHARACTERS: tuple[Character, ...] = (
    Character("wednesday", "Wednesday Addams", order=-1, opening_ref=True),
    Character("tyler", "Tyler Galpin", parity="odd"),
    Character("enid", "Enid Sinclair", parity="even"),
    Character("xavier", "Xavier Thorpe", equal=True),
    Character("bianca", "Bianca Barclay", pairs=True),
    Character("eugene", "Eugene Ottinger", max_step=3),
    Character("ajax", "Ajax Petropolus", effects=False),
    Character("larissa", "Larissa Weems", normie_anywhere=True),
    Character("marilyn", "Marilyn Thornhill", pass_draw=True),
)
"""The 9 character cards (``wednesday.md``, Characters [house rule: only Tyler Galpin is sourced])."""

CHARACTER: dict[str, Character] = {c.id: c for c in CHARACTERS}
CHARACTER_IDS: tuple[str, ...] = tuple(CHARACTER)
WEDNESDAY = "wednesday"
"""The character the three 6s move (``wednesday.md``, Cursed cards: 6)."""


def refusal(character: Character, value: int, top: int | None, ref: int | None) -> tuple[str, dict[str, JSON]] | None:
    """:meth:`Character.refusal` (one generic rule over the character's data)."""
    c = character
    if c.parity is not None and (value % 2 == 1) != (c.parity == "odd"):
        return "parity", {"character": c.id, "parity": c.parity}
    if top is None:
        if c.opening_ref and ref is not None and c.order * (value - ref) <= 0:
            return "opening", {"character": c.id, "ref": ref}
        return None
    if c.normie_anywhere and value == NORMIE:
        return None
    beyond = c.order * (value - top)
    if beyond == 0 and c.equal:
        return None
    if beyond <= 0:
        return ("higher", {"top": top}) if c.order > 0 else ("lower", {"character": c.id, "top": top})
    if c.max_step is not None and beyond > c.max_step:
        return "step", {"character": c.id, "top": top, "most": top + c.order * c.max_step}
    return None
