"""Silver's card faces on a small card: the ability's few words where its text would be under 9 px on screen (and
only there), every ability's words in English and Persian, and the other villages' larger cards laid out clear of
everything else for 2-4 seats in both reading directions."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.registry import get_game
from cardtable.engine.silver.cards import CARDS
from cardtable.ui import i18n
from cardtable.ui.games.silver import SilverTable
from cardtable.ui.games.silver.faces import CTX, FACES, SHORT, TEXTS
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W
from cardtable.ui.table.faces import TEXT_MIN_PX
from cardtable.ui.table.items import CARD_H, CARD_W, CardItem
from tests.ui.painting import TextSpy

GAME = get_game("silver")
DPI = 96
ABILITY_FACES = [f for f in FACES.values() if f.info.ability]


def drawn_text(face, scale: float) -> tuple[str, float]:
    """The card text drawn on ``face``'s card painted at ``scale`` on a 96-dpi image (the name and the corner numbers
    left out) and its point size."""
    image = QImage(int(CARD_W * scale) + 40, int(CARD_H * scale) + 40, QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(round(DPI / 0.0254))
    image.setDotsPerMeterY(round(DPI / 0.0254))
    spy = TextSpy(image)
    spy.scale(scale, scale)
    CardItem(face).paint(spy, None)
    spy.end()
    name, digits = face.display_name(), face.number()
    body = [(pt, t) for pt, t in spy.texts if t != digits and f" {t} " not in f" {name} "]  # a name line: its words
    return " ".join(t for _, t in body), body[0][0]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_short_label_is_drawn_exactly_when_the_full_text_would_be_under_9_px(app, lang):
    i18n.install_language(app, lang)
    for face in ABILITY_FACES:
        full, points = drawn_text(face, 3.0)  # large: the whole text, at the size it is fitted to
        assert full == " ".join(face.text().split()), face.info.name
        edge = TEXT_MIN_PX / (points * DPI / 72)  # the scale at which that size comes out at 9 px
        assert drawn_text(face, edge * 1.02)[0] == full, face.info.name
        short, short_points = drawn_text(face, edge * 0.98)
        assert short == face.short_text() and short_points > points, face.info.name
        assert face.text() in CardItem(face).toolTip()  # the tooltip keeps the whole ability
    # the other villages' cards in a 1280x720 window (the table about 0.77 of its size): the short label
    assert drawn_text(FACES[("dagger", 4)], SilverTable.THEIRS * 0.77)[0] == FACES[("dagger", 4)].short_text()


def test_every_ability_of_the_four_decks_has_a_short_label_in_english_and_persian(app):
    abilities = {card.ability for card in CARDS.values() if card.ability}
    assert abilities == set(TEXTS) == set(SHORT)
    for ability in abilities:
        words = SHORT[ability]
        assert len(words.split()) <= 5 and len(words) < len(TEXTS[ability]), ability
    i18n.install_language(app, "fa")
    for ability in abilities:
        persian = i18n.translate(CTX, SHORT[ability])
        assert persian != SHORT[ability] and re.search("[\u0600-\u06ff]", persian), ability


def card_rect(table: SilverTable, seat: int, slot: int) -> QRectF:
    """Where ``seat``'s village card ``slot`` lies in the scene (the card itself, not its rings' margin)."""
    return table.cards[("v", seat, slot)].mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rtl", [False, True])
def test_the_other_villages_cards_keep_clear_of_everything_else(app, players, rtl):
    state = GAME.new_game(players, 5, {"deck": "dagger", "first_player": 0})
    names = ["Sara", "Ali", "Reza", "Maryam"][:players]
    table = SilverTable(QGraphicsScene(), GAME, names, Animator(0.0))
    table.viewer, table.rtl = 0, rtl
    view = state.table_view(0)
    for village in view["villages"]:  # six cards each, face up: a long village, drawn as faces
        village.append(dict(village[-1]))
        for slot in village:
            slot["up"], slot["card"] = True, 9
    table.sync(view, [])
    assert SilverTable.THEIRS == 0.66
    rows = {seat: [card_rect(table, seat, i) for i in range(6)] for seat in range(players)}
    scene = QRectF(0, 0, SCENE_W, SCENE_H)
    others: list[QRectF] = [plate.sceneBoundingRect() for plate in table.plates]
    others += [table.deck_pile.sceneBoundingRect(), table.discard_pile.sceneBoundingRect()]
    others += [table.score_pad.sceneBoundingRect()]
    for seat, row in rows.items():
        cards = row
        assert all(scene.contains(c) for c in cards), seat
        if seat != 0:
            assert cards[0].height() == pytest.approx(CARD_H * 0.66)
            for c in cards:
                assert not any(c.intersects(o) for o in others), seat
            for other, their in rows.items():
                if other != seat:
                    assert not any(c.intersects(t) for c in cards for t in their)
    table.sync(state.table_view(0), [])  # five cards: side by side, none over another
    five = [card_rect(table, 1, i) for i in range(5)]
    assert not any(a.intersects(b) for a, b in itertools.combinations(five, 2))
