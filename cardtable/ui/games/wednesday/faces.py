"""Card faces of Wednesday (rules: ``wednesday.md``, Components and Characters): the cursed cards (their value large,
the effect of a 2, a 6 and a 7 in words), the character cards (name and rule in words), the character deck's back
and the Thing marker, with the translated names in the ``"WednesdayCards"`` context.

The card data (values, copies, what each character's rule is) is the engine's
(:mod:`cardtable.engine.wednesday.cards`); this module only says it in words.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from cardtable.engine.wednesday.cards import AGAIN, CHARACTER_IDS, COPIES, NORMIE, SIX, TAKE
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from cardtable.ui.table.emblems import SHAPES
from cardtable.ui.table.faces import BandFace, SignFace, StarBack

CTX = "WednesdayCards"

CARD_NAMES: dict[int, str] = {
    NORMIE: QT_TRANSLATE_NOOP("WednesdayCards", "Normie"),
    AGAIN: QT_TRANSLATE_NOOP("WednesdayCards", "Again"),
    SIX: QT_TRANSLATE_NOOP("WednesdayCards", "Three of a kind"),
    TAKE: QT_TRANSLATE_NOOP("WednesdayCards", "Take"),
}
"""The names of the cards with a name or an effect (``wednesday.md``, Cursed cards); the others are their value."""
CURSED = QT_TRANSLATE_NOOP("WednesdayCards", "Cursed card")
CARD_TEXTS: dict[int, str] = {
    NORMIE: QT_TRANSLATE_NOOP("WednesdayCards", "Opens a round."),
    AGAIN: QT_TRANSLATE_NOOP("WednesdayCards", "Play one more card at once."),
    SIX: QT_TRANSLATE_NOOP("WednesdayCards", "Three 6s move Wednesday."),
    TAKE: QT_TRANSLATE_NOOP("WednesdayCards", "Take a card from the pile."),
}
CARD_RULES: dict[int, str] = {
    NORMIE: QT_TRANSLATE_NOOP(
        "WednesdayCards", "The player with a Normie nearest the dealer's left opens the round with it."
    ),
    AGAIN: QT_TRANSLATE_NOOP(
        "WednesdayCards", "Again: after playing it you may play one more card at once (it must be legal on the 2)."
    ),
    SIX: QT_TRANSLATE_NOOP(
        "WednesdayCards",
        "Three of a kind: at any point of your turn you may put three 6s on the blocked deck, then move the "
        "Wednesday card to the top or the bottom of the character deck.",
    ),
    TAKE: QT_TRANSLATE_NOOP(
        "WednesdayCards",
        "Take: after playing it you take one card of your choice from the play pile (not this 7); nothing if the 7 "
        "is the only card in the pile.",
    ),
}

CHARACTER_NAMES: dict[str, str] = {
    "wednesday": QT_TRANSLATE_NOOP("WednesdayCards", "Wednesday Addams"),
    "tyler": QT_TRANSLATE_NOOP("WednesdayCards", "Tyler Galpin"),
    "enid": QT_TRANSLATE_NOOP("WednesdayCards", "Enid Sinclair"),
    "xavier": QT_TRANSLATE_NOOP("WednesdayCards", "Xavier Thorpe"),
    "bianca": QT_TRANSLATE_NOOP("WednesdayCards", "Bianca Barclay"),
    "eugene": QT_TRANSLATE_NOOP("WednesdayCards", "Eugene Ottinger"),
    "ajax": QT_TRANSLATE_NOOP("WednesdayCards", "Ajax Petropolus"),
    "larissa": QT_TRANSLATE_NOOP("WednesdayCards", "Larissa Weems"),
    "marilyn": QT_TRANSLATE_NOOP("WednesdayCards", "Marilyn Thornhill"),
}
CHARACTER_RULES: dict[str, str] = {
    "wednesday": QT_TRANSLATE_NOOP("WednesdayCards", "Play lower. A new pile opens below the card played before her."),
    "tyler": QT_TRANSLATE_NOOP("WednesdayCards", "Only odd cards may be played."),
    "enid": QT_TRANSLATE_NOOP("WednesdayCards", "Only even cards may be played."),
    "xavier": QT_TRANSLATE_NOOP("WednesdayCards", "A card equal to the top card may be played too."),
    "bianca": QT_TRANSLATE_NOOP("WednesdayCards", "Two cards of the same value may be played together."),
    "eugene": QT_TRANSLATE_NOOP("WednesdayCards", "A card may be at most 3 higher than the top card."),
    "ajax": QT_TRANSLATE_NOOP("WednesdayCards", "Card effects (2, 7, three 6s) do nothing."),
    "larissa": QT_TRANSLATE_NOOP("WednesdayCards", "A Normie may go on any card; the top value stays."),
    "marilyn": QT_TRANSLATE_NOOP("WednesdayCards", "A player who passes draws the top card of the blocked deck."),
}
"""Each character's rule while it is in force, in words (``wednesday.md``, Characters)."""

CHARACTER_LOOK: dict[str, tuple[str, str]] = {  # band colour, emblem (the kit's SHAPES)
    "wednesday": ("#2b2b33", "drop"),
    "tyler": ("#7a3b2e", "claws"),
    "enid": ("#c8587a", "heart"),
    "xavier": ("#3f6e8c", "eye"),
    "bianca": ("#1f6f6a", "wave"),
    "eugene": ("#b58a1c", "leaf"),
    "ajax": ("#4f6b3a", "shield"),
    "larissa": ("#5a4a8a", "crown"),
    "marilyn": ("#8a4f7d", "star"),
}
VALUE_COLOURS: dict[int, str] = {
    1: "#7d8a96",
    2: "#3f87c9",
    3: "#3d8b45",
    4: "#5f9e3a",
    5: "#8f9a2a",
    6: "#c7a600",
    7: "#d2862c",
    8: "#d2562c",
    9: "#c23b3b",
    10: "#a12d5c",
    11: "#7b3b9a",
    12: "#4a2e7a",
}
"""The band colour of each value: cool and light for the low cards, hot and dark for the high ones."""
EFFECT_EMBLEMS = {AGAIN: "arrows", SIX: "triangle", TAKE: "wedge", NORMIE: "ball"}


def card_name(value: int) -> str:
    """The cursed card ``value`` in words: "Normie (1)", "Again (2)", "Take (7)", "9" (a 6's effect needs three, so
    one 6 is its value)."""
    if value in CARD_NAMES and value != SIX:
        return f"{translate(CTX, CARD_NAMES[value])} ({number(value)})"
    return number(value)


def character_name(character: str) -> str:
    """The translated name of the character ``character`` (an engine id)."""
    return translate(CTX, CHARACTER_NAMES[character])


def character_rule(character: str) -> str:
    """The translated rule of ``character`` while it is in force."""
    return translate(CTX, CHARACTER_RULES[character])


class CursedFace(BandFace):
    """A cursed card: its value in both corners and large in the middle; a 1, 2, 6 or 7 also its name, emblem and
    effect."""

    TEXT_PT = 8.0

    def __init__(self, value: int) -> None:
        self.value = value

    def colour(self) -> str:
        return VALUE_COLOURS[self.value]

    def number(self) -> str:
        return number(self.value)

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        shape = EFFECT_EMBLEMS.get(self.value)
        if shape is not None:
            SHAPES[shape](painter, rect)

    def display_name(self) -> str:
        return translate(CTX, CARD_NAMES.get(self.value, CURSED))

    def text(self) -> str:
        return translate(CTX, CARD_TEXTS[self.value]) if self.value in CARD_TEXTS else ""

    def rule_text(self) -> str:
        copies = translate("WednesdayCards", "%1 copies in the game").replace("%1", number(COPIES[self.value]))
        rule = translate(CTX, CARD_RULES[self.value]) if self.value in CARD_RULES else ""
        return "<br>".join(t for t in (rule, copies) if t)

    def tooltip(self) -> str:
        return f"<b>{card_name(self.value)}</b><br>{self.rule_text()}"

    def paint_body(self, painter: QPainter, rect: QRectF, y: float) -> None:
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(30)
        painter.setFont(font)
        painter.setPen(QColor(self.colour()))
        big = QRectF(rect.left(), y, rect.width(), 44 if self.text() else rect.bottom() - y - 6)
        painter.drawText(big, int(Qt.AlignmentFlag.AlignCenter), number(self.value))
        super().paint_body(painter, rect, y + 44 if self.text() else rect.bottom())


class CharacterFace(BandFace):
    """A character card: its emblem in a narrow band, its name, and its rule in words, large enough to read on the
    table at 1280x720 (the character in force is drawn at 1.2)."""

    BAND_H = 34.0
    TEXT_PT = 11.0
    EMBLEM = 24.0

    def __init__(self, character: str) -> None:
        self.character = character

    def colour(self) -> str:
        return CHARACTER_LOOK[self.character][0]

    def emblem(self, painter: QPainter, rect: QRectF) -> None:
        SHAPES[CHARACTER_LOOK[self.character][1]](painter, rect)

    def display_name(self) -> str:
        return character_name(self.character)

    def text(self) -> str:
        return character_rule(self.character)

    def rule_text(self) -> str:
        return character_rule(self.character)

    def name_rect(self, rect: QRectF, shown: QRectF) -> QRectF:
        """The name on one line (set smaller if it must be), leaving the rule the rest of the card."""
        box = super().name_rect(rect, shown)
        box.setHeight(18)
        return box


class ThingFace(SignFace):
    """Thing, the marker in front of the player who will open the next pile: a hand on a dark card."""

    def __init__(self) -> None:
        super().__init__("#3a2f28", "", lambda: translate("WednesdayCards", "Thing: this player opens the next pile."))

    def paint_sign(self, painter: QPainter, face: QRectF) -> None:
        c = face.center()
        u = min(face.width(), face.height()) / 9
        painter.setPen(QPen(QColor("#2d2418"), max(1.0, u / 3)))
        painter.setBrush(QColor("#e9d9b8"))
        path = QPainterPath()
        path.addRoundedRect(QRectF(c.x() - 2.2 * u, c.y() - 0.6 * u, 4.4 * u, 3.6 * u), 1.4 * u, 1.4 * u)
        for dx, length in ((-1.65, 2.6), (-0.55, 3.3), (0.55, 3.5), (1.65, 3.0)):  # the fingers
            top = c.y() - 0.4 * u - length * u
            path.addRoundedRect(QRectF(c.x() + (dx - 0.5) * u, top, 1.0 * u, length * u + 0.8 * u), 0.5 * u, 0.5 * u)
        thumb = QPainterPath()
        thumb.addRoundedRect(QRectF(-0.5 * u, -2.4 * u, 1.0 * u, 2.8 * u), 0.5 * u, 0.5 * u)
        painter.drawPath(path.simplified())
        painter.save()
        painter.translate(QPointF(c.x() - 2.0 * u, c.y() + 0.6 * u))
        painter.rotate(-50)
        painter.drawPath(thumb)
        painter.restore()


FACES: dict[int, CursedFace] = {v: CursedFace(v) for v in COPIES}
CHARACTER_FACES: dict[str, CharacterFace] = {c: CharacterFace(c) for c in CHARACTER_IDS}
THING = ThingFace()
CHARACTER_BACK = StarBack("#3b2a4d", "#d8b35a", lambda: translate("WednesdayCards", "A character card"))
