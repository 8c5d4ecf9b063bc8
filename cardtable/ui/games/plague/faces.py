"""Plague card faces and names (rules: ``plague.md``, Deck): the three colours 1–12 (Red Trumpet, Green Flower, Blue
Shell), the five Plagues, the Priest and the Fortress, in the current language (the ``"PlagueCards"`` context).

Each face has its colour's band with the number in both corners and the colour's emblem between them (a trumpet, a
flower, a shell; a skull for a Plague, so colour is never the only cue), its name and the points it scores as the top
card of a won pile (from the engine's :func:`~cardtable.engine.plague.cards.points`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QPainter

from cardtable.engine.plague.cards import (
    BEATER,
    COLOURS,
    FORTRESS,
    FORTRESS_POINTS,
    NUM_CARDS,
    PRIEST,
    colour,
    is_plague,
    number,
    points,
)
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, translate
from cardtable.ui.i18n import number as digits
from cardtable.ui.table.emblems import SHAPES
from cardtable.ui.table.faces import BandFace
from cardtable.ui.table.words import fill

CTX = "PlagueCards"

SUIT_NAMES = (
    QT_TRANSLATE_NOOP("PlagueCards", "Red Trumpet"),
    QT_TRANSLATE_NOOP("PlagueCards", "Green Flower"),
    QT_TRANSLATE_NOOP("PlagueCards", "Blue Shell"),
)
"""The colours' card names by colour index (``cards.COLOURS``), as in the rules file."""
COLOUR_WORDS = (
    QT_TRANSLATE_NOOP("PlagueCards", "red"),
    QT_TRANSLATE_NOOP("PlagueCards", "green"),
    QT_TRANSLATE_NOOP("PlagueCards", "blue"),
)
PLAGUE_NAME = QT_TRANSLATE_NOOP("PlagueCards", "Plague")
PRIEST_NAME = QT_TRANSLATE_NOOP("PlagueCards", "Priest")
FORTRESS_NAME = QT_TRANSLATE_NOOP("PlagueCards", "Fortress")

NAME_AND_NUMBER = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "%1 %2",
)
FORTRESS_TOP = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "On top: %1 points",
)
PRIEST_SHORT = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "Beats all but a winning Fortress.",
)
ON_TOP = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "On top: %1",
)
SUIT_RULE = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "Beats %1 when %1 is led. On top of a won pile: %2.",
)
PLAGUE_RULE = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "Goes on top of the pile of the trick it is in (the strongest Plague does): %1.",
)
PRIEST_RULE = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "May be played at any time once a Plague has been played this round, but may not lead. Wins the "
    "trick unless a Fortress wins it, and goes on top; its winner may move that trick onto one of their "
    "piles with a Plague on top, covering it. 0 points.",
)
FORTRESS_RULE = QT_TRANSLATE_NOOP(
    "PlagueCards",
    "May be played at any time. Wins the trick if every other card in it is even, or every other card "
    "odd (the Priest counts 0, a Plague its power). On top: %1 points with 2 / 3 / 4 players.",
)

LOOK = {0: ("#c0392b", "trumpet"), 1: ("#2e7d32", "flower"), 2: ("#1f63b5", "shell")}
"""Band colour and emblem per colour index."""
PLAGUE_LOOK = ("#5b2a86", "skull")
PRIEST_LOOK = ("#b08a2e", "sun")
FORTRESS_LOOK = ("#5d6168", "tower")


def colour_word(index: int) -> str:
    """The translated colour word ("red") of colour index ``index``."""
    return translate(CTX, COLOUR_WORDS[index])


def colour_index(name: str) -> int:
    """The colour index of an engine colour name (``"red"``)."""
    return COLOURS.index(name)


def card_name(card: int) -> str:
    """The translated name of ``card`` with its number: "Red Trumpet 4", "Plague 3", "Priest", "Fortress"."""
    if card < 36:
        return fill(translate(CTX, NAME_AND_NUMBER), translate(CTX, SUIT_NAMES[colour(card)]), digits(number(card)))
    if is_plague(card):
        return fill(translate(CTX, NAME_AND_NUMBER), translate(CTX, PLAGUE_NAME), digits(number(card)))
    return translate(CTX, PRIEST_NAME if card == PRIEST else FORTRESS_NAME)


class PlagueCards(QObject):
    """The counted words of the ``"PlagueCards"`` context (lupdate marks a string as counted only in a ``tr``
    call with a count)."""

    def points(self, value: int) -> str:
        """See :func:`points_text`."""
        size = abs(value)  # Qt's plural rules take no negative count
        return fill(self.tr("%1 point(s)", "", size), digits(value))


_COUNTED = PlagueCards()


def points_text(value: int) -> str:
    """ "1 point", "3 points", "−1 point", "−2 points" (:func:`~cardtable.ui.i18n.number`), with the plural form
    Qt chooses for its size (the English catalogue's numerus forms, one form in Persian)."""
    return _COUNTED.points(value)


class PlagueFace(BandFace):
    """The face of ``card`` (0–42)."""

    TEXT_PT = 7.2

    def __init__(self, card: int) -> None:
        self.card = card

    def _look(self) -> tuple[str, str]:
        if self.card < 36:
            return LOOK[colour(self.card)]
        if is_plague(self.card):
            return PLAGUE_LOOK
        return PRIEST_LOOK if self.card == PRIEST else FORTRESS_LOOK

    def colour(self) -> str:
        return self._look()[0]

    def number(self) -> str | None:
        return digits(number(self.card)) if self.card < 41 else None

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        SHAPES[self._look()[1]](painter, rect)

    def display_name(self) -> str:
        if self.card < 36:
            return translate(CTX, SUIT_NAMES[colour(self.card)])
        if is_plague(self.card):
            return translate(CTX, PLAGUE_NAME)
        return card_name(self.card)

    def text(self) -> str:
        if self.card == FORTRESS:
            counts = " / ".join(digits(FORTRESS_POINTS[n]) for n in sorted(FORTRESS_POINTS))
            return fill(translate(CTX, FORTRESS_TOP), counts)
        if self.card == PRIEST:
            return translate(CTX, PRIEST_SHORT)
        return fill(translate(CTX, ON_TOP), points_text(points(self.card, 2)))

    def rule_text(self) -> str:
        if self.card < 36:
            c = colour(self.card)
            beaten = next(k for k, v in BEATER.items() if v == c)
            return fill(
                translate(CTX, SUIT_RULE),
                colour_word(beaten),
                points_text(points(self.card, 2)),
            )
        if is_plague(self.card):
            return fill(
                translate(CTX, PLAGUE_RULE),
                points_text(points(self.card, 2)),
            )
        if self.card == PRIEST:
            return translate(CTX, PRIEST_RULE)
        counts = " / ".join(digits(FORTRESS_POINTS[n]) for n in sorted(FORTRESS_POINTS))
        return fill(
            translate(CTX, FORTRESS_RULE),
            counts,
        )

    def tooltip(self) -> str:
        return f"<b>{card_name(self.card)}</b><br>{self.rule_text()}"


FACES: tuple[PlagueFace, ...] = tuple(PlagueFace(c) for c in range(NUM_CARDS))
