"""Mindbug card faces and names (rules: ``mindbug.md``, "The cards"): one face per design, in the current language.

The engine's card table (:data:`cardtable.engine.mindbug.cards.DESIGNS`) gives power, keywords and trigger; this
module gives what they are called and what the ability says, translated in the ``"MindbugCards"`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from cardtable.engine.mindbug.cards import CARD_DESIGN, DESIGNS, KEYWORDS
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, join, number, translate
from cardtable.ui.table.faces import BandFace

CTX = "MindbugCards"

NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("MindbugCards", "Axolotl Healer"),
    QT_TRANSLATE_NOOP("MindbugCards", "Bee Bear"),
    QT_TRANSLATE_NOOP("MindbugCards", "Brain Fly"),
    QT_TRANSLATE_NOOP("MindbugCards", "Chameleon Sniper"),
    QT_TRANSLATE_NOOP("MindbugCards", "Compost Dragon"),
    QT_TRANSLATE_NOOP("MindbugCards", "Deathweaver"),
    QT_TRANSLATE_NOOP("MindbugCards", "Elephantopus"),
    QT_TRANSLATE_NOOP("MindbugCards", "Explosive Toad"),
    QT_TRANSLATE_NOOP("MindbugCards", "Ferret Bomber"),
    QT_TRANSLATE_NOOP("MindbugCards", "Giraffodile"),
    QT_TRANSLATE_NOOP("MindbugCards", "Goblin Werewolf"),
    QT_TRANSLATE_NOOP("MindbugCards", "Gorillion"),
    QT_TRANSLATE_NOOP("MindbugCards", "Grave Robber"),
    QT_TRANSLATE_NOOP("MindbugCards", "Harpy Mother"),
    QT_TRANSLATE_NOOP("MindbugCards", "Kangasaurus Rex"),
    QT_TRANSLATE_NOOP("MindbugCards", "Killer Bee"),
    QT_TRANSLATE_NOOP("MindbugCards", "Lone Yeti"),
    QT_TRANSLATE_NOOP("MindbugCards", "Luchataur"),
    QT_TRANSLATE_NOOP("MindbugCards", "Mysterious Mermaid"),
    QT_TRANSLATE_NOOP("MindbugCards", "Plated Scorpion"),
    QT_TRANSLATE_NOOP("MindbugCards", "Rhino Turtle"),
    QT_TRANSLATE_NOOP("MindbugCards", "Shark Dog"),
    QT_TRANSLATE_NOOP("MindbugCards", "Sharky Crab-Dog-Mummypus"),
    QT_TRANSLATE_NOOP("MindbugCards", "Shield Bugs"),
    QT_TRANSLATE_NOOP("MindbugCards", "Snail Hydra"),
    QT_TRANSLATE_NOOP("MindbugCards", "Snail Thrower"),
    QT_TRANSLATE_NOOP("MindbugCards", "Spider Owl"),
    QT_TRANSLATE_NOOP("MindbugCards", "Strange Barrel"),
    QT_TRANSLATE_NOOP("MindbugCards", "Tiger Squirrel"),
    QT_TRANSLATE_NOOP("MindbugCards", "Turbo Bug"),
    QT_TRANSLATE_NOOP("MindbugCards", "Tusked Extorter"),
    QT_TRANSLATE_NOOP("MindbugCards", "Urchin Hurler"),
)
"""English design names in card-table order (the engine's :data:`DESIGNS`)."""

TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("MindbugCards", "Play: you gain 2 life."),
    QT_TRANSLATE_NOOP("MindbugCards", "Cannot be blocked by creatures with power 6 or less."),
    QT_TRANSLATE_NOOP("MindbugCards", "Play: take control of a creature with power 6 or more."),
    QT_TRANSLATE_NOOP("MindbugCards", "Attack: the opponent loses 1 life."),
    QT_TRANSLATE_NOOP("MindbugCards", "Play: play a card from your discard pile."),
    QT_TRANSLATE_NOOP("MindbugCards", "The opponent cannot activate Play effects."),
    QT_TRANSLATE_NOOP("MindbugCards", "The opponent cannot block with creatures with power 4 or less."),
    QT_TRANSLATE_NOOP("MindbugCards", "Defeated: defeat a creature."),
    QT_TRANSLATE_NOOP("MindbugCards", "Play: the opponent discards 2 cards."),
    QT_TRANSLATE_NOOP("MindbugCards", "Play: put your entire discard pile into your hand."),
    QT_TRANSLATE_NOOP("MindbugCards", "Has +6 power while it is your turn."),
    "",
    QT_TRANSLATE_NOOP("MindbugCards", "Play: play a card from the opponent's discard pile; you control it."),
    QT_TRANSLATE_NOOP("MindbugCards", "Defeated: take control of up to two enemy creatures with power 5 or less."),
    QT_TRANSLATE_NOOP("MindbugCards", "Play: defeat all enemy creatures with power 4 or less."),
    QT_TRANSLATE_NOOP("MindbugCards", "Play: the opponent loses 1 life."),
    QT_TRANSLATE_NOOP("MindbugCards", "While it is your only creature, it has +5 power and Frenzy."),
    "",
    QT_TRANSLATE_NOOP("MindbugCards", "Play: your life becomes equal to the opponent's life."),
    "",
    "",
    QT_TRANSLATE_NOOP("MindbugCards", "Attack: defeat an enemy creature with power 6 or more."),
    QT_TRANSLATE_NOOP("MindbugCards", "Has Hunter, Sneaky, Frenzy and Poisonous while an enemy creature has it."),
    QT_TRANSLATE_NOOP("MindbugCards", "Your other creatures have +1 power."),
    QT_TRANSLATE_NOOP("MindbugCards", "Attack: if you control fewer creatures than the opponent, defeat a creature."),
    QT_TRANSLATE_NOOP("MindbugCards", "Your other creatures with power 4 or less have Hunter and Poisonous."),
    "",
    QT_TRANSLATE_NOOP("MindbugCards", "Defeated: take 2 random cards from the opponent's hand into yours."),
    QT_TRANSLATE_NOOP("MindbugCards", "Play: defeat an enemy creature with power 7 or more."),
    QT_TRANSLATE_NOOP("MindbugCards", "Attack: the opponent loses all their life but 1."),
    QT_TRANSLATE_NOOP("MindbugCards", "Attack: the opponent discards a card."),
    QT_TRANSLATE_NOOP("MindbugCards", "Your other creatures have +2 power while it is your turn."),
)
"""English ability texts in card-table order ("" for a creature without an ability)."""

KEYWORD_NAMES: dict[str, str] = {
    "FRENZY": QT_TRANSLATE_NOOP("MindbugCards", "Frenzy"),
    "HUNTER": QT_TRANSLATE_NOOP("MindbugCards", "Hunter"),
    "POISONOUS": QT_TRANSLATE_NOOP("MindbugCards", "Poisonous"),
    "SNEAKY": QT_TRANSLATE_NOOP("MindbugCards", "Sneaky"),
    "TOUGH": QT_TRANSLATE_NOOP("MindbugCards", "Tough"),
}
KEYWORD_HELP: dict[str, str] = {
    "FRENZY": QT_TRANSLATE_NOOP("MindbugCards", "Frenzy: may attack a second time in the same turn."),
    "HUNTER": QT_TRANSLATE_NOOP(
        "MindbugCards", "Hunter: when it attacks, you may choose the enemy creature that blocks."
    ),
    "POISONOUS": QT_TRANSLATE_NOOP("MindbugCards", "Poisonous: the other creature of a fight is always defeated."),
    "SNEAKY": QT_TRANSLATE_NOOP("MindbugCards", "Sneaky: can be blocked only by Sneaky creatures."),
    "TOUGH": QT_TRANSLATE_NOOP("MindbugCards", "Tough: the first time it would be defeated, it is exhausted instead."),
}

COLOURS = {"play": "#2e7d5b", "attack": "#b5442f", "defeated": "#5a4a8a", "passive": "#2f6396", "": "#6d6d6d"}
"""Band colour by the kind of ability: Play:, Attack:, Defeated:, passive, none."""


def card_name(card: int) -> str:
    """The translated name of physical card ``card``."""
    return translate(CTX, NAMES[CARD_DESIGN[card]])


def keyword_text(keywords: list[str] | tuple[str, ...] | frozenset[str]) -> str:
    """Keywords as words, in the table's order ("Hunter · Poisonous"). No symbol goes with them: the symbols the
    bundled fonts have (a dagger, a diamond) read as the Persian digits ۴ and ۵ beside a word, and so the
    separator is the language's (:func:`cardtable.ui.i18n.join`: in Persian a comma, as a middle dot reads as ۰)."""
    return join(keyword_name(k) for k in KEYWORDS if k in keywords)


def keyword_name(keyword: str) -> str:
    """The translated word of ``keyword`` (an engine keyword: ``"HUNTER"``, …)."""
    return translate(CTX, KEYWORD_NAMES[keyword])


class CreatureFace(BandFace):
    """A creature: its printed power in the corners, its name, its printed keywords and its ability."""

    def __init__(self, design: int) -> None:
        self.design = design
        self.info = DESIGNS[design]

    def colour(self) -> str:
        return COLOURS[self.info.trigger]

    def number(self) -> str | None:
        return number(self.info.power)

    def display_name(self) -> str:
        return translate(CTX, NAMES[self.design])

    def subtitle(self) -> str:
        return keyword_text(self.info.keywords)

    def text(self) -> str:
        return translate(CTX, TEXTS[self.design]) if TEXTS[self.design] else ""

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        painter.drawEllipse(rect.adjusted(8, 6, -8, -10))

    def tooltip(self) -> str:
        lines = [f"<b>{self.display_name()}</b> ({number(self.info.power)})"]
        lines += [translate(CTX, KEYWORD_HELP[k]) for k in KEYWORDS if k in self.info.keywords]
        if self.text():
            lines.append(self.text())
        return "<br>".join(lines)


FACES: tuple[CreatureFace, ...] = tuple(CreatureFace(d) for d in range(len(DESIGNS)))


def face(card: int) -> CreatureFace:
    """The face of physical card ``card``."""
    return FACES[CARD_DESIGN[card]]
