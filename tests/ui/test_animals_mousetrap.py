"""While a Mousetrap's player chooses where to put the deck's top card back, the table shows that card lifted off
the deck: face up for that player, face down for everybody else; it goes back when the position is chosen
(animals.md, Cards, Mousetrap; Information that is public)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine import Action
from cardtable.engine.animals import GAME
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import SCENE_H, SCENE_W
from cardtable.ui.table.items import CARD_H, CARD_W, SeatItem
from tests.ui.test_animals_log import stacked

SCENE = QRectF(0, 0, SCENE_W, SCENE_H)


def lifted_cards(viewer: int, state) -> list:
    table = AnimalsTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer = viewer
    table.sync(state.observation(viewer), [])
    return [item for key, item in table.cards.items() if key[0] == "looked"]


def test_the_card_a_mousetrap_holds_is_shown_to_its_player_only(app):
    # Sara holds a Mousetrap and draws a Dervish Crab; the deck's top card is then a Sorcerer Snake.
    state = stacked(2, deal=[2, 4], set_aside=1, removed=[3, 3], top=[8, 5])
    assert lifted_cards(0, state) == []
    state.apply(Action.of("play", 2))
    assert state.decision().kind == "position"
    (sara_sees,) = lifted_cards(0, state)
    assert sara_sees.face_up and sara_sees.face.value == 5
    (ali_sees,) = lifted_cards(1, state)
    assert not ali_sees.face_up
    state.apply(Action.of("position", 0))
    assert lifted_cards(0, state) == [] and lifted_cards(1, state) == []


def face(card) -> QRectF:
    """A card item's face in scene coordinates (its bounding rect also holds the highlight margin)."""
    return card.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))


def reserved_rects(table: AnimalsTable) -> dict[str, QRectF]:
    """Where every seat's things may lie (plate, a hand of two, a full played row) and the centre piles' cards and
    captions other than the deck itself, as named scene rectangles."""
    rects: dict[str, QRectF] = {}
    for seat in range(len(table.names)):
        rects[f"plate {seat}"] = QRectF(table.plate_pos(seat), QSizeF(SeatItem.WIDTH, SeatItem.HEIGHT))
        rects[f"hand {seat}"] = table.hand_box(seat)
        rects[f"row {seat}"] = table.row_box(seat)
    for key, item in table.cards.items():
        if key[0] in ("set_aside", "removed"):
            rects[str(key)] = face(item)
    for pile in (table.deck_pile, table.aside_pile, table.removed_pile):
        if pile.isVisible():  # a short caption (the deck's, the set-aside card's) lies within its pile's width
            caption = pile.caption_rect().adjusted(20, 0, -20, 0)
            rects[f"caption {pile.caption}"] = pile.mapRectToScene(caption)
    return rects


def mousetrap_position(players: int):
    """A deal where Sara (seat 0) plays a Mousetrap at once and must choose where the top card goes back."""
    deal = [2] + [1] * (players - 1)
    state = stacked(players, deal=deal, set_aside=4, removed=[3, 3] if players == 2 else [], top=[8, 5])
    state.apply(Action.of("play", 2))
    assert state.decision().kind == "position"
    return state


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_mousetraps_chips_and_lifted_card_cover_nothing(app, players, rtl):
    names = ["Sara", "Ali", "Maryam", "Reza", "Leila", "Nima"][:players]
    table = AnimalsTable(QGraphicsScene(), GAME, names, Animator(0.0))
    table.viewer, table.rtl = 0, rtl
    state = mousetrap_position(players)
    table.sync(state.observation(0), [])
    chips = [item for _action, item in table.offer(state.decision(), ())]
    assert len(chips) == len(state.decision().actions) > 10
    (lifted,) = [item for key, item in table.cards.items() if key[0] == "looked"]
    deck = [face(item) for key, item in table.cards.items() if key[0] == "deck"]
    reserved = reserved_rects(table)
    # a chip as drawn: its face and the highlight ring around it (its bounding rect also holds the focus ring)
    shown = {f"chip {chip.text}": chip.mapRectToScene(chip.boundingRect().adjusted(4, 4, -4, -4)) for chip in chips}
    shown["lifted card"] = face(lifted)
    for name, rect in shown.items():
        assert SCENE.contains(rect), name
        hit = [other for other, area in reserved.items() if area.intersects(rect)]
        assert not hit, f"{name} covers {hit}"
        if name.startswith("chip"):
            assert not any(area.intersects(rect) for area in [*deck, shown["lifted card"]]), name


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_crystal_balls_guesses_cover_nothing(app, players, rtl):
    names = ["Sara", "Ali", "Maryam", "Reza", "Leila", "Nima"][:players]
    table = AnimalsTable(QGraphicsScene(), GAME, names, Animator(0.0))
    table.viewer, table.rtl = 0, rtl
    deal = [1, 6, 7, 8, 9, 0][:players]
    state = stacked(players, deal=deal, set_aside=4, removed=[3, 3] if players == 2 else [], top=[3, 5])
    state.apply(Action.of("play", 1))
    state.apply(Action.of("target", 1))
    assert state.decision().kind == "guess"
    table.sync(state.observation(0), [])
    chips = [item for _action, item in table.offer(state.decision(), ())]
    assert len(chips) == 10
    reserved = reserved_rects(table)
    deck = [face(item) for key, item in table.cards.items() if key[0] == "deck"]
    for chip in chips:
        rect = chip.mapRectToScene(chip.boundingRect().adjusted(4, 4, -4, -4))
        assert SCENE.contains(rect), chip.text
        hit = [other for other, area in reserved.items() if area.intersects(rect)]
        assert not hit and not any(area.intersects(rect) for area in deck), f"{chip.text} covers {hit}"


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_seat_covers_another_or_its_own_played_row(app, players, rtl):
    """Each seat's plate, hand and played row lie apart, and apart from every other seat's (a hand once covered
    its own seat's row)."""
    names = ["Sara", "Ali", "Maryam", "Reza", "Leila", "Nima"][:players]
    table = AnimalsTable(QGraphicsScene(), GAME, names, Animator(0.0))
    table.viewer, table.rtl = 0, rtl
    table.sync(mousetrap_position(players).observation(0), [])
    rects = reserved_rects(table)
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.intersects(rb), f"{a} covers {b}"
    for name, rect in rects.items():
        assert SCENE.contains(rect), name


@pytest.mark.parametrize("rtl", [False, True])
def test_a_known_card_in_another_hand_lies_on_top_with_its_badge(app, rtl):
    """Sara gave Ali her Grave Dog with a Dervish Crab; Ali then drew: the card Sara knows is drawn face up and
    marked "known", on top of Ali's other card, so neither the card nor its badge is covered."""
    table = AnimalsTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer, table.rtl = 0, rtl
    state = stacked(2, deal=[8, 5], set_aside=4, removed=[3, 3], top=[6, 2])
    state.apply(Action.of("play", 8))
    state.apply(Action.of("target", 1))
    assert state.decision().player == 1 and state.observation(0)["hand_sizes"][1] == 2
    table.sync(state.observation(0), [])
    hand = sorted((key[4], item) for key, item in table.cards.items() if key[0] == "hand" and key[2] == 1)
    (_, under), (_, top) = hand
    assert not under.face_up and [b.text for b in under.badges] == []
    assert top.face_up and top.face.value == 6 and [b.text for b in top.badges] == ["known"]
    assert top.zValue() > under.zValue()


@pytest.mark.parametrize("language", ["en", "fa"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_crystal_ball_guess_is_one_line(app, players, language):
    """A fresh tester's finding: with 4 players "جاروبات سلطنتی ۰" (Royal Broombot 0) broke over two lines. Up to 4
    players every guess is drawn as one line; in Persian at 10 points or more (in English "Flustered Magician 7"
    sets them all at 8.5 with 4 players)."""
    from PySide6.QtWidgets import QApplication

    from cardtable.ui import i18n
    from tests.ui.painting import TextSpy, paint

    i18n.install_language(QApplication.instance(), language)
    try:
        names = ["Sara", "Ali", "Maryam", "Reza"][:players]
        table = AnimalsTable(QGraphicsScene(), GAME, names, Animator(0.0))
        table.viewer = 0
        deal = [1, 6, 7, 8][:players]
        state = stacked(players, deal=deal, set_aside=4, removed=[3, 3] if players == 2 else [], top=[3, 5])
        state.apply(Action.of("play", 1))
        state.apply(Action.of("target", 1))
        table.sync(state.observation(0), [])
        for _action, chip in table.offer(state.decision(), ()):
            painter = paint(chip)
            assert isinstance(painter, TextSpy)
            assert [text for _size, text in painter.texts] == [chip.text]
            assert painter.texts[0][0] >= (10 if language == "fa" else 8.5), chip.text
    finally:
        i18n.install_language(QApplication.instance(), "en")
