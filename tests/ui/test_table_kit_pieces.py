"""More shared table pieces (cardtable/ui/table/): lanes of places with each side's cards stacked beside them, a
claimable place, a pile keyed by a tuple, a hand laid from its slots with a lifted card, stable card keys, the
card counter's rows, chips for the actions without an item, a reference card re-worded on a language switch, and a
summary in the reading direction with names kept literal."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from cardtable.engine.base import Action, Decision, Event, Refusal
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.games.schotten_totten import SchottenTottenTable
from cardtable.ui.games.schotten_totten.faces import FACES
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import CardKeys, GameTable, HandCard, Placement, lay_hand, unseen_rows
from cardtable.ui.table.hand import hand_slots
from cardtable.ui.table.items import CARD_H, CARD_W, ChipItem, LabelItem, SeatItem
from cardtable.ui.table.piles import stack
from cardtable.ui.table.places import Lanes, PlaceItem
from cardtable.ui.table.reference import ReferenceCard
from cardtable.ui.table.words import Said, SentenceTable, fill
from tests.ui.painting import paint


def test_lanes_stack_each_side_away_from_the_row_and_mirror_under_rtl():
    lanes = Lanes(24, 128, 372, 58, 0.68)
    h = CARD_H * 0.68
    assert lanes.x(0) == 24 + 64 and lanes.x(8) == 24 + 128 * 8.5
    near = [lanes.card_pos(3, True, i, 32) for i in range(4)]
    far = [lanes.card_pos(3, False, i, 32) for i in range(4)]
    assert near[0].y() == 372 + 58 and all(b.y() - a.y() == 32 for a, b in itertools.pairwise(near))
    assert far[0].y() + h == 372 - 58 and all(a.y() - b.y() == 32 for a, b in itertools.pairwise(far))
    assert near[0].x() + CARD_W * 0.68 / 2 == lanes.x(3)
    mirrored = Lanes(24, 128, 372, 58, 0.68, rtl=True)
    assert mirrored.x(0) == 1200 - lanes.x(0) and mirrored.x(0) > mirrored.x(8)


def test_a_place_takes_its_owner_and_is_marked_like_any_choice(app):
    place = PlaceItem(4)
    assert (place.owner, place.mine) == ("", None)
    place.set_owner("Ali", False)
    assert (place.owner, place.mine) == ("Ali", False)
    place.set_highlighted(True)
    assert place.highlighted and place.boundingRect().contains(QRectF(0, 0, PlaceItem.WIDTH, PlaceItem.HEIGHT))


def test_a_pile_keyed_by_a_tuple_keeps_its_parts():
    stack_ = stack(("deck", "clan"), 30, QPointF(10, 10), 0.5, depth=3)
    assert [p.key for p in stack_] == [("deck", "clan", 0), ("deck", "clan", 1), ("deck", "clan", 2)]
    assert stack_[-1].pos == QPointF(6, 6) and not any(p.face_up for p in stack_)  # the common back
    assert [p.key for p in stack("deck", 2, QPointF(0, 0))] == [("deck", 0), ("deck", 1)]
    assert all(p.face_up for p in stack(("t",), 5, QPointF(0, 0), face=FACES["Joker"]))  # a back of its own


def test_a_hand_is_laid_in_its_slots_with_the_lifted_card_raised():
    slots = hand_slots(3, QRectF(0, 600, 600, CARD_H))
    cards = [HandCard(("c", n), FACES[n], private=True, lifted=n == "red-2") for n in ("red-1", "red-2", "red-3")]
    laid = lay_hand(cards, slots, lift=30)
    assert [p.z for p in laid] == [60, 61, 62] and all(p.private for p in laid)
    assert laid[0].pos == slots[0].pos and laid[1].pos == slots[1].pos - QPointF(0, 30)
    assert [p.shown for p in laid] == [s.shown for s in slots]


def test_card_keys_number_the_copies_of_a_name_within_one_sync():
    key = CardKeys("c", 2)
    assert [key("Joker"), key("Spy"), key("Joker")] == [("c", 2, "Joker", 1), ("c", 2, "Spy", 1), ("c", 2, "Joker", 2)]
    assert CardKeys("c", 2)("Joker") == ("c", 2, "Joker", 1)  # a new sync starts again


def test_unseen_rows_count_each_kind():
    kinds = [("red", lambda c: c.startswith("red"), 3), ("blue", lambda c: c.startswith("blue"), 2)]
    assert unseen_rows(["red-1", "red-2", "blue-1"], kinds) == [("red", 1, 3), ("blue", 1, 2)]


def table(app) -> GameTable:
    return GameTable(QGraphicsScene(), get_game("schotten_totten"), ["Sara", "<b>Ali</b>"], Animator(0.0))


def test_actions_without_an_item_get_chips_and_unworded_ones_are_left_out(app):
    t = table(app)
    decision = Decision(0, "claim", (Action("claim", (1,)), Action("end_claims"), Action("pass")))
    spots = []
    choices = t.offer_with_chips(decision, {"end_claims": "Done"}, lambda n: (spots.append(n) or QPointF(n, 0), 90))
    assert [a.kind for a, _item in choices] == ["end_claims"] and spots == [0]
    assert isinstance(choices[0][1], ChipItem) and choices[0][1].text == "Done"


def test_the_reason_of_a_refusal_of_a_kind_is_found(app):
    t = table(app)
    refusal = Refusal(Action("card", ("Joker",)), "joker_limit", {})
    decision = Decision(0, "card", (Action("pass"),), {"refused": [refusal.to_json()]})
    assert t.refusal_reason(decision, "tactic_limit", "joker_limit") == "joker_limit"  # the base words it by key
    assert t.refusal_reason(decision, "tactic_limit") == ""


def test_a_summary_reads_in_the_language_direction_and_keeps_names_literal(app):
    t = table(app)
    text = t.summary_html([t.names[1] + " wins."], "Game 1 over")
    assert text.startswith("<div dir='ltr'><h2") and "&lt;b&gt;Ali&lt;/b&gt; wins." in text
    t.rtl = True
    assert t.summary_html(["x"]).startswith("<div dir='rtl'><p")
    assert t.tooltip_lines(["Claimed by <b>Ali</b>", "two"]) == "Claimed by &lt;b&gt;Ali&lt;/b&gt;<br>two"
    assert t.seat_list([5, 3]) == "\u2068Sara\u2069 5, \u2068<b>Ali</b>\u2069 3"


class Card(ReferenceCard):
    def title(self) -> str:
        return i18n.translate("SchottenTable", "Formations, strongest first")

    def rows(self) -> list[list[str]]:
        return [["1", i18n.translate("SchottenCards", "colour-run")]]

    def notes(self) -> list[str]:
        return ["note"]


def test_a_reference_card_is_worded_again_in_the_new_language(app, qtbot):
    card = Card("TestReference", (300, 200))
    qtbot.addWidget(card)
    assert card.windowTitle() == "Formations, strongest first" and "colour-run" in card.browser.toPlainText()
    i18n.install_language(app, "fa")
    assert "colour-run" not in card.browser.toPlainText() and card.windowTitle() != "Formations, strongest first"


SAY: SentenceTable[GameTable] = SentenceTable()


class Worded(GameTable):
    SENTENCES = SAY

    @SAY.on("passed")
    def _passed(self, e: Said) -> str:
        return "You passed." if e.me() else fill("%1 passed.", e.who())


def test_the_default_describe_reads_the_games_sentence_table(app):
    t = Worded(QGraphicsScene(), get_game("schotten_totten"), ["Sara", "Ali"], Animator(0.0))
    assert t.describe(Event("passed", {"seat": 1}), 0) == "\u2068Ali\u2069 passed."
    assert t.describe(Event("passed", {"seat": 0}), 0) == "You passed."
    assert t.describe(Event("drew", {"seat": 0}), 0) is None  # a kind without a sentence logs nothing
    with pytest.raises(NotImplementedError):
        table(app).describe(Event("passed", {"seat": 1}), 0)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_long_seat_status_is_set_smaller_not_cut_off(app, lang):
    """Schotten Totten, a tactical match of several games: stones, points and tactics played on one plate."""
    i18n.install_language(app, lang)
    t = SchottenTottenTable(QGraphicsScene(), get_game("schotten_totten"), ["Sara", "Ali"], Animator(0.0))
    t.viewer, t.rtl = 0, lang == "fa"
    obs = get_game("schotten_totten").new_game(2, 1, {"tactics": True, "games": 3}).observation(0)
    obs["scores"] = [15, 12]
    obs["tactics_played"] = [4, 3]
    t.sync(obs, [])
    image = QImage(260, 120, QImage.Format.Format_ARGB32)
    for plate in t.plates:
        painter = QPainter(image)
        try:
            plate.paint(painter, QStyleOptionGraphicsItem())
        finally:
            painter.end()
        assert plate.status_fit is not None and plate.status_fit.complete, plate.status
        assert " ".join(plate.status_fit.lines) == plate.status


def test_a_short_seat_status_is_set_at_the_plates_full_size(app):
    """A plate's status ("Points: 0 · Cards: 13") is drawn at 12 pt, readable also in a small window."""
    plate = SeatItem()
    plate.set_info("Sara", "Points: 0 · Cards: 13", False, False, False)
    paint(plate, QPainter)
    assert plate.status_fit is not None and plate.status_fit.font.pointSizeF() >= 12


def test_a_face_down_card_shows_its_note_as_a_plain_text_tooltip(app):
    scene = QGraphicsScene()
    table = GameTable(scene, get_game("schotten_totten"), ["A", "B"], Animator(0.0))
    table.apply_placements([Placement(("c", 1), FACES["red-1"], False, QPointF(0, 0), note="seen <7>")])
    item = table.cards[("c", 1)]
    assert "seen &lt;7&gt;" in item.toolTip()
    table.apply_placements([Placement(("c", 1), FACES["red-1"], True, QPointF(0, 0), note="seen <7>")])
    assert item.toolTip() == FACES["red-1"].tooltip()  # face up: the face's own tooltip
    table.apply_placements([Placement(("c", 1), FACES["red-1"], False, QPointF(0, 0))])
    assert item.toolTip() == ""


def test_an_own_choice_is_lit_reachable_by_keyboard_and_undone_with_the_offer(app):
    from cardtable.ui.table.items import SpotItem
    from cardtable.ui.table.view import TableView

    scene = QGraphicsScene()
    table = GameTable(scene, get_game("schotten_totten"), ["A", "B"], Animator(0.0))
    view = TableView(scene)
    view.table = table
    spot = SpotItem("here")
    scene.addItem(spot)
    picked: list[str] = []
    table.own_choice(spot, lambda: picked.append("spot"))
    assert spot.highlighted and view._ordered() == [spot]
    spot.clicked.emit()
    assert picked == ["spot"] and not table.cancel_pick()
    table.clear_choices()
    spot.clicked.emit()
    assert picked == ["spot"] and not spot.highlighted and table.own_choices == []


@pytest.mark.parametrize("lines", [1, 2])
def test_a_label_is_drawn_in_its_colour_on_the_felt(app, lines):
    label = LabelItem(200, 11.0, lines=lines, height=30)
    label.set_text("Round 1 · trick 4 of 9")
    image = QImage(200, 30, QImage.Format.Format_ARGB32)
    image.fill(0xFF163A25)  # the felt's dark green
    painter = QPainter(image)
    label.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    brightest = max(image.pixelColor(x, y).lightness() for x in range(200) for y in range(30))
    assert brightest > 180  # cream text (LabelItem.color), not the painter's default black
