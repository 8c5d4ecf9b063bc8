"""Card faces of Power-Hungry Animals (rules: ``animals.md``, "Cards (21)"): the translated card names and effect
texts, and each value's face: colour band, value in two corners in locale digits, an emblem from the kit's
(:mod:`cardtable.ui.table.emblems`), name, effect line."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.emblems import SHAPES
from cardtable.ui.table.faces import BandFace

CTX = "AnimalsCards"

# Card names exactly as in animals.md (English; the Persian column is in translations/cardtable_fa.ts).
NAMES: dict[int, str] = {
    10: QT_TRANSLATE_NOOP("AnimalsCards", "King Cat"),
    9: QT_TRANSLATE_NOOP("AnimalsCards", "Weasel"),
    8: QT_TRANSLATE_NOOP("AnimalsCards", "Dervish Crab"),
    7: QT_TRANSLATE_NOOP("AnimalsCards", "Flustered Magician"),
    6: QT_TRANSLATE_NOOP("AnimalsCards", "Grave Dog"),
    5: QT_TRANSLATE_NOOP("AnimalsCards", "Sorcerer Snake"),
    4: QT_TRANSLATE_NOOP("AnimalsCards", "Shell Shield"),
    3: QT_TRANSLATE_NOOP("AnimalsCards", "Silly Rabbit"),
    2: QT_TRANSLATE_NOOP("AnimalsCards", "Mousetrap"),
    1: QT_TRANSLATE_NOOP("AnimalsCards", "Crystal Ball"),
    0: QT_TRANSLATE_NOOP("AnimalsCards", "Royal Broombot"),
}

SHORT: dict[int, str] = {
    10: QT_TRANSLATE_NOOP("AnimalsCards", "Face up in front of you: you are out."),
    9: QT_TRANSLATE_NOOP("AnimalsCards", "The King Cat holder swaps hands with you."),
    8: QT_TRANSLATE_NOOP("AnimalsCards", "Swap hands with another player."),
    7: QT_TRANSLATE_NOOP("AnimalsCards", "All hands to the deck; shuffle; deal again."),
    6: QT_TRANSLATE_NOOP("AnimalsCards", "Look at the set-aside card; you may swap."),
    5: QT_TRANSLATE_NOOP("AnimalsCards", "A player shows their card and draws anew."),
    4: QT_TRANSLATE_NOOP("AnimalsCards", "Protected until your next turn."),
    3: QT_TRANSLATE_NOOP("AnimalsCards", "Compare hands; the lower card is out."),
    2: QT_TRANSLATE_NOOP("AnimalsCards", "Look at the top card; put it back anywhere."),
    1: QT_TRANSLATE_NOOP("AnimalsCards", "Guess a player's card (not 1): right, they are out."),
    0: QT_TRANSLATE_NOOP("AnimalsCards", "Worth 0, but beats the King Cat at the showdown."),
}

FULL: dict[int, str] = {
    10: QT_TRANSLATE_NOOP(
        "AnimalsCards", "If this card is put face up in front of you for any reason, you are eliminated at once."
    ),
    9: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "The player holding the King Cat must swap hands with you. If nobody else holds it (or you hold it "
        "yourself), nothing happens.",
    ),
    8: QT_TRANSLATE_NOOP("AnimalsCards", "Choose another non-eliminated player; you and they swap hands."),
    7: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Every non-eliminated player (you included) puts their hand card on the deck; shuffle the deck; deal each "
        "non-eliminated player one new card.",
    ),
    6: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Secretly look at the set-aside face-down card; you may swap it with your hand card. Nobody else sees "
        "either card.",
    ),
    5: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Choose a non-eliminated player: they put their hand card face up in front of them without its effect, "
        "then draw a new card. If that card is the King Cat they are eliminated. If the deck is empty they take "
        "the set-aside card.",
    ),
    4: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Until the start of your next turn nobody can take, look at, or force an action on your hand card: cards "
        "1, 3, 5, 7, 8 and 9 do not affect you.",
    ),
    3: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Choose another non-eliminated player; you take both hand cards and compare them secretly. The lower card "
        "is revealed and its owner is eliminated; the higher card goes back to its owner unseen by anyone else. "
        "Equal: nothing happens.",
    ),
    2: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Draw the top card of the deck, look at it, and secretly put it back at any position in the deck you "
        "choose. One card left: look and put it back. Empty deck: nothing.",
    ),
    1: QT_TRANSLATE_NOOP(
        "AnimalsCards",
        "Choose another non-eliminated player and name a value other than 1. If they hold it, they are "
        'eliminated; otherwise they only say "wrong".',
    ),
    0: QT_TRANSLATE_NOOP("AnimalsCards", "Worth 0 at the showdown, except that its holder beats the King Cat holder."),
}
LOOK: dict[int, tuple[str, str]] = {  # the band's colour and the emblem (a name in the kit's SHAPES)
    10: ("#c9971c", "crown"),
    9: ("#8d5a2b", "arrows"),
    8: ("#d2562c", "claws"),
    7: ("#7b4bb3", "star"),
    6: ("#4a4f5c", "eye"),
    5: ("#3d8b45", "wave"),
    4: ("#17808a", "shield"),
    3: ("#d86a9a", "ears"),
    2: ("#c7a600", "wedge"),
    1: ("#3f87c9", "ball"),
    0: ("#8a94a3", "broom"),
}


def card_name(value: int) -> str:
    """The translated name of card ``value`` (0–10), as in the rules file."""
    return translate(CTX, NAMES[value])


class AnimalsFace(BandFace):
    """The face of card ``value``: colour band, value in two corners (locale digits), emblem, name, effect line."""

    def __init__(self, value: int) -> None:
        self.value = value

    def colour(self) -> str:
        return LOOK[self.value][0]

    def number(self) -> str:
        return number(self.value)

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        SHAPES[LOOK[self.value][1]](painter, rect)

    def display_name(self) -> str:
        return card_name(self.value)

    def text(self) -> str:
        return translate(CTX, SHORT[self.value])

    def tooltip(self) -> str:
        return f"<b>{card_name(self.value)} ({number(self.value)})</b><br>{translate(CTX, FULL[self.value])}"


FACES = {v: AnimalsFace(v) for v in NAMES}
