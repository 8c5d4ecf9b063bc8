"""Silver card faces and names (rules: ``silver.md``, Cards): one face per edition's card, in the current language.

The engine's card table (:data:`cardtable.engine.silver.cards.CARDS`) gives each edition's card of a number, its
trigger and ability; this module gives what they are called, what the ability says and a few words for it where
that text would be too small to read, translated in the ``"SilverCards"`` context. A deck is an edition per number,
so a number's face is :func:`face` of the deck's editions.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from cardtable.engine.silver.cards import CARDS, Edition
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, join, number, translate
from cardtable.ui.table.emblems import SHAPES
from cardtable.ui.table.faces import BandFace

CTX = "SilverCards"

NAMES: dict[str, str] = {
    "Villager": QT_TRANSLATE_NOOP("SilverCards", "Villager"),
    "Squire": QT_TRANSLATE_NOOP("SilverCards", "Squire"),
    "Empath": QT_TRANSLATE_NOOP("SilverCards", "Empath"),
    "Bodyguard": QT_TRANSLATE_NOOP("SilverCards", "Bodyguard"),
    "Rascal": QT_TRANSLATE_NOOP("SilverCards", "Rascal"),
    "Exposer": QT_TRANSLATE_NOOP("SilverCards", "Exposer"),
    "Revealer": QT_TRANSLATE_NOOP("SilverCards", "Revealer"),
    "Beholder": QT_TRANSLATE_NOOP("SilverCards", "Beholder"),
    "Apprentice Seer": QT_TRANSLATE_NOOP("SilverCards", "Apprentice Seer"),
    "Seer": QT_TRANSLATE_NOOP("SilverCards", "Seer"),
    "Master": QT_TRANSLATE_NOOP("SilverCards", "Master"),
    "Witch": QT_TRANSLATE_NOOP("SilverCards", "Witch"),
    "Robber": QT_TRANSLATE_NOOP("SilverCards", "Robber"),
    "Doppelgänger": QT_TRANSLATE_NOOP("SilverCards", "Doppelgänger"),
    "Generous": QT_TRANSLATE_NOOP("SilverCards", "Generous"),
    "Curator": QT_TRANSLATE_NOOP("SilverCards", "Curator"),
    "Assassin": QT_TRANSLATE_NOOP("SilverCards", "Assassin"),
    "Wolfy": QT_TRANSLATE_NOOP("SilverCards", "Wolfy"),
    "Debt Collector": QT_TRANSLATE_NOOP("SilverCards", "Debt Collector"),
    "Halfling": QT_TRANSLATE_NOOP("SilverCards", "Halfling"),
    "Zombie": QT_TRANSLATE_NOOP("SilverCards", "Zombie"),
    "Approximator": QT_TRANSLATE_NOOP("SilverCards", "Approximator"),
    "Reverser": QT_TRANSLATE_NOOP("SilverCards", "Reverser"),
    "Master Thief": QT_TRANSLATE_NOOP("SilverCards", "Master Thief"),
    "Furry": QT_TRANSLATE_NOOP("SilverCards", "Furry"),
}
"""The engine's English card names → the source text of their translation."""

TEXTS: dict[str, str] = {
    "villager": QT_TRANSLATE_NOOP("SilverCards", "Face up: if the other 0 is face up too, the round ends at once."),
    "squire": QT_TRANSLATE_NOOP(
        "SilverCards", "Face up: a deck card lies face up beside the deck; you may draw it instead of the top card."
    ),
    "empath": QT_TRANSLATE_NOOP("SilverCards", "Face up: on your turn, look at one of your face-down cards."),
    "bodyguard": QT_TRANSLATE_NOOP(
        "SilverCards", "Face up: opponents cannot look at or move this card and the one after it."
    ),
    "rascal": QT_TRANSLATE_NOOP("SilverCards", "Face up: draw two cards from the deck, keep one, discard the other."),
    "exposer": QT_TRANSLATE_NOOP("SilverCards", "Discarded: turn one of your cards face up."),
    "revealer": QT_TRANSLATE_NOOP("SilverCards", "Discarded: turn any one card face up."),
    "beholder": QT_TRANSLATE_NOOP("SilverCards", "Discarded: look at up to two of your cards."),
    "apprentice_seer": QT_TRANSLATE_NOOP("SilverCards", "Discarded: look at one card of an opponent."),
    "seer": QT_TRANSLATE_NOOP("SilverCards", "Discarded: look at any one card."),
    "master": QT_TRANSLATE_NOOP(
        "SilverCards", "Discarded: take a card from the discard pile and exchange it into your village."
    ),
    "witch": QT_TRANSLATE_NOOP(
        "SilverCards", "Discarded: look at the top deck card and exchange it for a card in any village."
    ),
    "robber": QT_TRANSLATE_NOOP(
        "SilverCards", "Discarded: swap one of your cards with an opponent's, then look at your new card."
    ),
    "doppelganger": QT_TRANSLATE_NOOP("SilverCards", "Exchange: matches any card in a multi-card exchange."),
    "generous": QT_TRANSLATE_NOOP(
        "SilverCards", "Scoring, face up: give another card of your village to another player's village."
    ),
    "curator": QT_TRANSLATE_NOOP(
        "SilverCards", "Face up: rotate one of your cards, or discard a rotated card from any village."
    ),
    "assassin": QT_TRANSLATE_NOOP("SilverCards", "Discarded: discard one face-up card from any village."),
    "wolfy": QT_TRANSLATE_NOOP("SilverCards", "Scoring, face up: counts 0 if it is the only 13 face up."),
    "debt_collector": QT_TRANSLATE_NOOP(
        "SilverCards", "Scoring, face up: minus 1 per card of the largest opponent village."
    ),
    "halfling": QT_TRANSLATE_NOOP("SilverCards", "Scoring, face up: your village total is halved, rounded down."),
    "zombie": QT_TRANSLATE_NOOP(
        "SilverCards",
        "Never discarded: drawn, it must go into your village. Face up: spend your turn to give it to the previous "
        "player.",
    ),
    "approximator": QT_TRANSLATE_NOOP("SilverCards", "Exchange: may replace any two of your cards."),
    "reverser": QT_TRANSLATE_NOOP(
        "SilverCards", "Discarded: reverse the direction of play; with 2 players, play again."
    ),
    "master_thief": QT_TRANSLATE_NOOP("SilverCards", "Discarded: swap one of your cards with an opponent's, unseen."),
    "furry": QT_TRANSLATE_NOOP("SilverCards", "Scoring: counts 0 if face up."),
}
"""Ability (the engine's function name) → its text on the card."""

SHORT: dict[str, str] = {
    "villager": QT_TRANSLATE_NOOP("SilverCards", "Two 0s up: round over"),
    "squire": QT_TRANSLATE_NOOP("SilverCards", "Extra card to draw"),
    "empath": QT_TRANSLATE_NOOP("SilverCards", "Look at one of yours"),
    "bodyguard": QT_TRANSLATE_NOOP("SilverCards", "Guards itself and the next"),
    "rascal": QT_TRANSLATE_NOOP("SilverCards", "Draw two, keep one"),
    "exposer": QT_TRANSLATE_NOOP("SilverCards", "Turn one of yours up"),
    "revealer": QT_TRANSLATE_NOOP("SilverCards", "Turn any card up"),
    "beholder": QT_TRANSLATE_NOOP("SilverCards", "Look at two of yours"),
    "apprentice_seer": QT_TRANSLATE_NOOP("SilverCards", "Look at theirs"),
    "seer": QT_TRANSLATE_NOOP("SilverCards", "Look at any card"),
    "master": QT_TRANSLATE_NOOP("SilverCards", "Take any discarded card"),
    "witch": QT_TRANSLATE_NOOP("SilverCards", "Deck top to any village"),
    "robber": QT_TRANSLATE_NOOP("SilverCards", "Swap, then look"),
    "doppelganger": QT_TRANSLATE_NOOP("SilverCards", "Matches any card"),
    "generous": QT_TRANSLATE_NOOP("SilverCards", "Give a card away"),
    "curator": QT_TRANSLATE_NOOP("SilverCards", "Rotate or discard rotated"),
    "assassin": QT_TRANSLATE_NOOP("SilverCards", "Discard a face-up card"),
    "wolfy": QT_TRANSLATE_NOOP("SilverCards", "Only 13 up: counts 0"),
    "debt_collector": QT_TRANSLATE_NOOP("SilverCards", "−1 per their card"),
    "halfling": QT_TRANSLATE_NOOP("SilverCards", "Halves your total"),
    "zombie": QT_TRANSLATE_NOOP("SilverCards", "Stays; pass it back"),
    "approximator": QT_TRANSLATE_NOOP("SilverCards", "Replaces any two cards"),
    "reverser": QT_TRANSLATE_NOOP("SilverCards", "Reverse the play"),
    "master_thief": QT_TRANSLATE_NOOP("SilverCards", "Swap, unseen"),
    "furry": QT_TRANSLATE_NOOP("SilverCards", "Face up, counts 0"),
}
"""Ability → a few words for it, drawn instead of its text where that would be too small to read (a small card, a
small window: :data:`~cardtable.ui.table.faces.TEXT_MIN_PX`); the tooltip keeps the whole text."""

EDITIONS: dict[str, str] = {
    "amulet": QT_TRANSLATE_NOOP("SilverCards", "Silver Amulet"),
    "coin": QT_TRANSLATE_NOOP("SilverCards", "Silver Coin"),
    "dagger": QT_TRANSLATE_NOOP("SilverCards", "Silver Dagger"),
}

COLOURS = {
    "face_up": "#2f6396",
    "discard": "#b5442f",
    "scoring": "#5a4a8a",
    "exchange": "#2e7d5b",
    "special": "#3f4a3c",
}
"""Band colour by the trigger of the ability."""
EMBLEMS = {"face_up": "eye", "discard": "sun", "scoring": "crown", "exchange": "arrows", "special": "claws"}


class SilverFace(BandFace):
    """One edition's card of one number: the number (werewolves) in the corners, its name and its ability."""

    TEXT_PT = 7.2

    def __init__(self, edition: Edition, value: int) -> None:
        self.edition, self.value = edition, value
        self.info = CARDS[(edition, value)]

    def colour(self) -> str:
        return COLOURS[self.info.trigger]

    def number(self) -> str | None:
        return number(self.value)

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        SHAPES[EMBLEMS[self.info.trigger]](painter, rect)

    def display_name(self) -> str:
        return translate(CTX, NAMES[self.info.name])

    def text(self) -> str:
        return translate(CTX, TEXTS[self.info.ability]) if self.info.ability else ""

    def short_text(self) -> str:
        return translate(CTX, SHORT[self.info.ability]) if self.info.ability else ""

    def rule_text(self) -> str:
        return f"{join([number(self.value), translate(CTX, EDITIONS[self.edition])])}<br>{self.text()}"


FACES: dict[tuple[str, int], SilverFace] = {key: SilverFace(*key) for key in CARDS}


def face(editions: Sequence[str], value: int) -> SilverFace:
    """The face of a card of ``value`` in a deck of ``editions`` (one edition name per number)."""
    return FACES[(editions[value], value)]


def card_name(editions: Sequence[str], value: int) -> str:
    """ "7 (Beholder)": a card's number and translated name in a deck of ``editions``."""
    return f"{number(value)} ({face(editions, value).display_name()})"
