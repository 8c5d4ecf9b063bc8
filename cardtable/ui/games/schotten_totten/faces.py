"""Card faces of Schotten Totten (rules: ``schotten_totten.md``, "Components", "Tactic cards", "Formations"): the
translated colour, tactic card and formation names, clan card faces (a colour band with the value in both corners
and the colour's emblem: leaf, crown, drop, heart, sun, triangle, so colour is never the only cue), tactic faces
(name, kind and a short effect line), the tactic back and the combat-mode badges that lie on a stone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from cardtable.engine.schotten_totten.cards import COMBAT_MODES, ELITE_TROOPS
from cardtable.engine.schotten_totten.cards import TACTIC_NAMES as ENGINE_TACTIC_NAMES
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table import emblems
from cardtable.ui.table.faces import BandFace, SignFace, StarBack
from cardtable.ui.table.words import fill

CTX = "SchottenCards"

# Colour names exactly as in schotten_totten.md (Persian in translations/cardtable_fa.ts, from the Names table).
COLOUR_NAMES: dict[str, str] = {
    "green": QT_TRANSLATE_NOOP("SchottenCards", "green"),
    "purple": QT_TRANSLATE_NOOP("SchottenCards", "purple"),
    "blue": QT_TRANSLATE_NOOP("SchottenCards", "blue"),
    "red": QT_TRANSLATE_NOOP("SchottenCards", "red"),
    "yellow": QT_TRANSLATE_NOOP("SchottenCards", "yellow"),
    "orange": QT_TRANSLATE_NOOP("SchottenCards", "orange"),
}
COLOURS: dict[str, tuple[str, str]] = {  # fill, text on the fill
    "green": ("#2e8b3d", "#ffffff"),
    "purple": ("#7b3fa8", "#ffffff"),
    "blue": ("#2f6fc2", "#ffffff"),
    "red": ("#c62f2f", "#ffffff"),
    "yellow": ("#e3bd12", "#2d2418"),
    "orange": ("#e27418", "#ffffff"),
}

TACTIC_NAMES: dict[str, str] = {
    "Joker": QT_TRANSLATE_NOOP("SchottenCards", "Joker"),
    "Spy": QT_TRANSLATE_NOOP("SchottenCards", "Spy"),
    "Shield Bearer": QT_TRANSLATE_NOOP("SchottenCards", "Shield Bearer"),
    "Blind-Man's Bluff": QT_TRANSLATE_NOOP("SchottenCards", "Blind-Man's Bluff"),
    "Mud Fight": QT_TRANSLATE_NOOP("SchottenCards", "Mud Fight"),
    "Recruiter": QT_TRANSLATE_NOOP("SchottenCards", "Recruiter"),
    "Strategist": QT_TRANSLATE_NOOP("SchottenCards", "Strategist"),
    "Banshee": QT_TRANSLATE_NOOP("SchottenCards", "Banshee"),
    "Traitor": QT_TRANSLATE_NOOP("SchottenCards", "Traitor"),
}
ELITE: frozenset[str] = frozenset(ENGINE_TACTIC_NAMES[c] for c in ELITE_TROOPS)
COMBAT: frozenset[str] = frozenset(ENGINE_TACTIC_NAMES[c] for c in COMBAT_MODES)
KIND_NAMES: dict[str, str] = {
    "elite": QT_TRANSLATE_NOOP("SchottenCards", "elite troop"),
    "combat": QT_TRANSLATE_NOOP("SchottenCards", "combat mode"),
    "ruse": QT_TRANSLATE_NOOP("SchottenCards", "ruse"),
}
TACTIC_SHORT: dict[str, str] = {
    "Joker": QT_TRANSLATE_NOOP("SchottenCards", "Any colour and value, chosen at the claim. One per player."),
    "Spy": QT_TRANSLATE_NOOP("SchottenCards", "A 7 of any colour, chosen at the claim."),
    "Shield Bearer": QT_TRANSLATE_NOOP("SchottenCards", "A 1, 2 or 3 of any colour, chosen at the claim."),
    "Blind-Man's Bluff": QT_TRANSLATE_NOOP("SchottenCards", "On a stone: only the sum counts."),
    "Mud Fight": QT_TRANSLATE_NOOP("SchottenCards", "On a stone: four cards per side."),
    "Recruiter": QT_TRANSLATE_NOOP("SchottenCards", "Draw three cards, put two back under their decks."),
    "Strategist": QT_TRANSLATE_NOOP("SchottenCards", "Move one of your cards to another stone, or discard it."),
    "Banshee": QT_TRANSLATE_NOOP("SchottenCards", "Discard one of your opponent's cards."),
    "Traitor": QT_TRANSLATE_NOOP("SchottenCards", "Take an opponent's clan card to your side."),
}
TACTIC_FULL: dict[str, str] = {
    "Joker": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Elite troop: a clan card whose colour and value are chosen when the stone is claimed. Each player may have "
        "only one Joker on their side; a second Joker drawn stays in hand for the rest of the game.",
    ),
    "Spy": QT_TRANSLATE_NOOP(
        "SchottenCards", "Elite troop: a clan card of value 7 whose colour is chosen when the stone is claimed."
    ),
    "Shield Bearer": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Elite troop: a clan card of value 1, 2 or 3 whose colour is chosen when the stone is claimed.",
    ),
    "Blind-Man's Bluff": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Combat mode, placed on an unclaimed stone: that stone is won by the higher sum of values only, formations "
        "ignored.",
    ),
    "Mud Fight": QT_TRANSLATE_NOOP(
        "SchottenCards", "Combat mode, placed on an unclaimed stone: that stone needs four cards on each side."
    ),
    "Recruiter": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Ruse: draw three cards from either or both decks, then put two cards of your choice from your hand on the "
        "bottom of their decks. It replaces the normal draw.",
    ),
    "Strategist": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Ruse: move one of your own clan or tactic cards from an unclaimed stone to another unclaimed stone on your "
        "side, or discard it face up.",
    ),
    "Banshee": QT_TRANSLATE_NOOP(
        "SchottenCards", "Ruse: discard face up one of your opponent's clan or tactic cards next to an unclaimed stone."
    ),
    "Traitor": QT_TRANSLATE_NOOP(
        "SchottenCards",
        "Ruse: take one of your opponent's clan cards from an unclaimed stone and place it next to an unclaimed "
        "stone on your side.",
    ),
}

# Formation names as in the rules file ("Formations, strongest first"); keys are the engine's names.
FORMATION_NAMES: dict[str, str] = {
    "colour-run": QT_TRANSLATE_NOOP("SchottenCards", "colour-run"),
    "three of a kind": QT_TRANSLATE_NOOP("SchottenCards", "three of a kind"),
    "four of a kind": QT_TRANSLATE_NOOP("SchottenCards", "four of a kind"),
    "colour": QT_TRANSLATE_NOOP("SchottenCards", "colour"),
    "run": QT_TRANSLATE_NOOP("SchottenCards", "run"),
    "sum": QT_TRANSLATE_NOOP("SchottenCards", "sum"),
}
# The reference card: formation, what it is, an example (cards as engine strings).
FORMATION_GUIDE: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "colour-run",
        QT_TRANSLATE_NOOP("SchottenCards", "Three cards of one colour with consecutive values."),
        ("blue-4", "blue-5", "blue-6"),
    ),
    (
        "three of a kind",
        QT_TRANSLATE_NOOP("SchottenCards", "Three cards of the same value."),
        ("red-8", "green-8", "yellow-8"),
    ),
    ("colour", QT_TRANSLATE_NOOP("SchottenCards", "Three cards of one colour."), ("purple-2", "purple-5", "purple-9")),
    (
        "run",
        QT_TRANSLATE_NOOP("SchottenCards", "Three consecutive values, any colours."),
        ("orange-3", "green-4", "red-5"),
    ),
    (
        "sum",
        QT_TRANSLATE_NOOP("SchottenCards", "Anything else: only the sum counts."),
        ("green-7", "purple-4", "blue-3"),
    ),
)


def card_name(name: str) -> str:
    """The translated display name of card string ``name`` (``"green-7"`` → "green 7", tactic cards by name)."""
    if name in TACTIC_NAMES:
        return translate(CTX, TACTIC_NAMES[name])
    colour, _, value = name.partition("-")
    return fill(translate("SchottenTable", "%1 %2"), translate(CTX, COLOUR_NAMES[colour]), number(int(value)))


def formation_name(name: str) -> str:
    """The translated formation name for the engine's ``name`` (``"colour-run"`` … ``"sum"``)."""
    return translate(CTX, FORMATION_NAMES[name])


def tactic_kind(name: str) -> str:
    """``"elite"``, ``"combat"`` or ``"ruse"`` for tactic card ``name`` (rules: "Tactic cards")."""
    return "elite" if name in ELITE else "combat" if name in COMBAT else "ruse"


EMBLEMS = {
    "green": emblems.leaf,
    "purple": emblems.crown,
    "blue": emblems.drop,
    "red": emblems.heart,
    "yellow": emblems.sun,
    "orange": emblems.triangle,
}


class ClanFace(BandFace):
    """A clan card: colour band with the value in both corners and the colour's emblem, a large emblem and the
    colour's name at the foot."""

    BAND_H = 44.0
    NUMBER_PT = 19.0
    EMBLEM = 28.0
    NAME_AT_FOOT = True
    LARGE_EMBLEM = 54.0

    def __init__(self, name: str) -> None:
        self.name = name
        colour, _, value = name.partition("-")
        self.colour_name = colour
        self.value = int(value)

    def colour(self) -> str:
        return COLOURS[self.colour_name][0]

    def ink(self) -> str:
        return COLOURS[self.colour_name][1]

    def number(self) -> str:
        return number(self.value)

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        EMBLEMS[self.colour_name](painter, rect)

    def display_name(self) -> str:
        return card_name(self.name)


class TacticFace(BandFace):
    """A tactic card: a dark band with the card's name, the kind (elite troop, combat mode, ruse) and a short effect
    line."""

    BAND_H = 44.0
    NAME_IN_BAND = True
    TEXT_PT = 8.0

    def __init__(self, name: str) -> None:
        self.name = name

    def colour(self) -> str:
        return "#3b2a4f"

    def display_name(self) -> str:
        return card_name(self.name)

    def subtitle(self) -> str:
        return translate(CTX, KIND_NAMES[tactic_kind(self.name)])

    def text(self) -> str:
        return translate(CTX, TACTIC_SHORT[self.name])

    def rule_text(self) -> str:
        return translate(CTX, TACTIC_FULL[self.name])


class ModeBadge(SignFace):
    """A combat mode as it lies on its stone, drawn as a small card whose one sign holds no digit, so it never reads
    as part of the stone's number (four small cards for Mud Fight's four cards per side, on mud brown; "Σ" on dark
    grey for Blind-Man's Bluff); the tooltip names the card and has the rule."""

    FILLS: ClassVar[dict[str, str]] = {"Mud Fight": "#6b4a2b", "Blind-Man's Bluff": "#33363d"}

    def __init__(self, name: str) -> None:
        super().__init__(self.FILLS[name], "Σ", FACES[name].tooltip)
        self.name = name

    def paint_sign(self, painter: QPainter, face: QRectF) -> None:
        if self.name != "Mud Fight":
            super().paint_sign(painter, face)
            return
        w, h = face.width() * 0.3, face.height() * 0.3  # four cards per side: four small cards, two by two
        painter.setBrush(QColor("#f6e3a8"))
        painter.setPen(QPen(QColor("#2d2418"), 3))
        for col, row in ((0, 0), (0, 1), (1, 0), (1, 1)):
            x, y = face.center().x() + (col - 1) * (w + 8) + 4, face.center().y() + (row - 1) * (h + 10) + 5
            painter.drawRoundedRect(QRectF(x, y, w, h), 5, 5)


FACES: dict[str, ClanFace | TacticFace] = {
    f"{colour}-{value}": ClanFace(f"{colour}-{value}") for colour in COLOURS for value in range(1, 10)
}
FACES.update({name: TacticFace(name) for name in TACTIC_NAMES})
TACTIC_BACK = StarBack("#2d2145", "#d8b35a", lambda: translate("SchottenTable", "Tactic card"))
MODE_BADGES = {name: ModeBadge(name) for name in sorted(COMBAT)}


def example_html(cards: Sequence[str]) -> str:
    """Rich text naming ``cards`` with their colour and emblem name, for the reference card."""
    parts = []
    for name in cards:
        fill = COLOURS[name.partition("-")[0]][0]
        parts.append(f"<span style='color:{fill}; font-weight:bold'>■ {card_name(name)}</span>")
    return translate("SchottenTable", ", ").join(parts)
