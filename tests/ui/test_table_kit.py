"""The shared table pieces (cardtable/ui/table/): a hand of 15 overlapping cards fits and no card name is cut, in
English and Persian; piles show their count and open a browsing dialog; trick slots for 2–4 seats and seat areas
for 2–6 do not overlap; chip rows, badges and rotated cards."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.games.animals.faces import FACES as ANIMAL_FACES
from cardtable.ui.games.schotten_totten.faces import FACES as SCHOTTEN_FACES
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import GameTable, Placement
from cardtable.ui.table.faces import Badge, BandFace, persian_script
from cardtable.ui.table.hand import chip_row, hand_slots, seat_areas, trick_slots
from cardtable.ui.table.items import BADGE_MIN_SCALE, BADGE_OUT, BADGE_PT, CARD_H, CARD_W
from cardtable.ui.table.piles import PileDialog, PileItem, stack
from tests.ui.painting import TextSpy

TABLE = QRectF(0, 0, 1200, 780)
HAND_BOX = QRectF(224, 622, 752, 148)


def faces() -> list[BandFace]:
    return [f for f in [*ANIMAL_FACES.values(), *SCHOTTEN_FACES.values()] if isinstance(f, BandFace)]


@pytest.mark.parametrize("count", [1, 2, 7, 10, 15])
@pytest.mark.parametrize("rtl", [False, True])
def test_a_hand_fits_its_box_and_leaves_each_card_half_visible(count, rtl):
    slots = hand_slots(count, HAND_BOX, rtl=rtl)
    assert len(slots) == count
    for slot in slots:
        assert HAND_BOX.left() - 0.01 <= slot.pos.x() <= HAND_BOX.right() - CARD_W + 0.01
        assert slot.pos.y() + CARD_H <= HAND_BOX.bottom() + 0.01
        assert slot.shown[1] - slot.shown[0] >= CARD_W / 2
    xs = [s.pos.x() for s in slots[: (count + 1) // 2 if count > 10 else count]]
    assert xs == sorted(xs, reverse=rtl)  # reading order: right to left under RTL


@pytest.mark.parametrize("rtl", [False, True])
def test_a_squeezed_row_keeps_the_readable_cards_readable_and_overlaps_the_others_first(rtl):
    box = QRectF(240, 566, 660, CARD_H)
    readable = [i in (1, 4, 5, 9) for i in range(14)]  # four face-up cards among ten face-down ones
    even = hand_slots(14, box, 0.8, rtl=rtl, min_shown=0.0, start=True)
    slots = hand_slots(14, box, 0.8, rtl=rtl, min_shown=0.0, start=True, readable=readable)
    shown = [s.shown[1] - s.shown[0] for s in slots]
    assert even[0].shown[1] - even[0].shown[0] < 0.6 * CARD_W  # evenly, every card is covered more
    assert all(shown[i] >= 0.62 * CARD_W - 0.01 for i in (1, 4, 5, 9))
    assert all(0.12 * CARD_W - 0.01 <= shown[i] < 0.5 * CARD_W for i in range(13) if not readable[i])
    xs = [s.pos.x() for s in slots]
    assert xs == sorted(xs, reverse=rtl) and xs[0] == even[0].pos.x() and xs[-1] == pytest.approx(even[-1].pos.x())
    assert hand_slots(4, box, 0.8, readable=[True] * 4) == hand_slots(4, box, 0.8)  # room enough: unchanged


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_hand_of_15_cards_cuts_no_name(app, lang):
    i18n.install_language(app, lang)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        slots = hand_slots(15, HAND_BOX, rtl=lang == "fa")
        for face, slot in zip(faces(), itertools.cycle(slots), strict=False):
            shown = QRectF(slot.shown[0], 0, slot.shown[1] - slot.shown[0], CARD_H)
            fitted = face.paint_shown(painter, QRectF(0, 0, CARD_W, CARD_H), shown)
            assert fitted.complete, (face.display_name(), fitted.lines)
            assert " ".join(fitted.lines) == " ".join(face.display_name().split())
    finally:
        painter.end()
        i18n.install_language(app, "en")


def test_a_name_too_long_for_any_size_is_elided_as_a_last_resort(app):
    class Long(BandFace):
        def colour(self) -> str:
            return "#336699"

        def display_name(self) -> str:
            return "Supercalifragilisticexpialidocious Extraordinarily"

    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    fitted = Long().paint_shown(painter, QRectF(0, 0, CARD_W, CARD_H), QRectF(0, 0, 40, CARD_H))
    painter.end()
    assert not fitted.complete
    assert fitted.lines[-1].endswith("…")


def test_a_pile_shows_its_count_and_a_browsable_one_opens_its_cards(app, qtbot):
    pile = PileItem(60, 80, browsable=True)
    pile.set_caption("Discard: 2")
    assert pile.caption == "Discard: 2"
    with qtbot.waitSignal(pile.clicked, timeout=1000):
        scene = QGraphicsScene()
        scene.addItem(pile)
        from PySide6.QtWidgets import QGraphicsSceneMouseEvent

        press = QGraphicsSceneMouseEvent(QGraphicsSceneMouseEvent.Type.GraphicsSceneMousePress)
        press.setButton(Qt.MouseButton.LeftButton)
        pile.mousePressEvent(press)
        release = QGraphicsSceneMouseEvent(QGraphicsSceneMouseEvent.Type.GraphicsSceneMouseRelease)
        release.setButton(Qt.MouseButton.LeftButton)
        pile.mouseReleaseEvent(release)
    dialog = PileDialog("Discard pile", [("red 2", "<b>red 2</b>"), ("Spy", "a 7")], "Empty.", "Top card first:")
    assert dialog.label.text() == "Top card first:"
    rows = [dialog.model.item(r).text() for r in range(dialog.model.rowCount())]
    assert rows == ["Spy", "red 2"]
    assert dialog.model.item(0).toolTip() == "a 7"
    assert PileDialog("Discard pile", [], "Empty.", "Top card first:").label.text() == "Empty."


def test_the_schotten_totten_discard_pile_counts_and_browses(app):
    from tests.ui.test_schotten_table import bare_table, observation

    table = bare_table(app)
    obs = observation()
    obs["discard"] = ["red-2", "Spy"]
    table.sync(obs, [])
    assert table.discard_pile.caption == "Discard: 2"
    table.show_discard()
    rows = [table.dialog.model.item(r).text() for r in range(table.dialog.model.rowCount())]
    assert rows == ["Spy", "red 2"]


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_seat_areas_for_2_to_6_players_do_not_overlap(seats):
    areas = seat_areas(seats, TABLE, (210, 62))
    assert len(areas) == seats
    assert areas[0].center().x() == pytest.approx(TABLE.center().x())
    assert areas[0].bottom() == pytest.approx(TABLE.bottom())
    for a in areas:
        assert TABLE.adjusted(-0.01, -0.01, 0.01, 0.01).contains(a)
    for a, b in itertools.combinations(areas, 2):
        assert not a.intersects(b)
    if seats > 2:  # the next seat sits to the viewer's left: play goes clockwise, in Persian too
        assert areas[1].center().x() < TABLE.center().x() < areas[-1].center().x()


def test_seat_areas_refuse_a_count_outside_2_to_6():
    with pytest.raises(ValueError):
        seat_areas(7, TABLE, (210, 62))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_trick_has_one_slot_in_front_of_each_seat(seats):
    areas = seat_areas(seats, TABLE, (210, 62))
    slots = trick_slots(areas, TABLE.center())
    rects = [QRectF(p, QPointF(p.x() + CARD_W, p.y() + CARD_H)) for p in slots]
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b)
    for seat, rect in enumerate(rects):
        nearest = min(range(seats), key=lambda s: (areas[s].center() - rect.center()).manhattanLength())
        assert nearest == seat
        assert not any(rect.intersects(area) for area in areas)


def test_chip_rows_wrap_and_never_overlap():
    spots = chip_row(11, QPointF(600, 430), 100, per_row=8)
    assert len(spots) == 11
    assert {p.y() for p in spots} == {430, 482}
    rects = [QRectF(p.x(), p.y(), 100, 40) for p in spots]
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b)
    first_row = [p.x() for p in spots[:8]]
    assert (first_row[0] + first_row[-1] + 100) / 2 == pytest.approx(600)


def test_placements_carry_badges_rotation_and_the_uncovered_part(app):
    from cardtable.ui.games.animals import AnimalsTable

    table = AnimalsTable(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    face = ANIMAL_FACES[4]
    table.apply_placements(
        [Placement(("x",), face, True, QPointF(10, 10), rotation=90.0, badges=(Badge("seen"),), shown=(0.0, 60.0))]
    )
    item = table.cards[("x",)]
    assert item.rotation() == 90.0
    assert [b.text for b in item.badges] == ["seen"]
    assert item.shown == (0.0, 60.0)
    table.apply_placements([Placement(("x",), face, True, QPointF(10, 10))])
    assert item.rotation() == 0.0 and item.badges == () and item.shown is None


@pytest.mark.parametrize("rtl", [False, True])
def test_badges_run_down_the_reading_end_edge_below_the_corner_numbers(app, rtl):
    """A badge never covers the number a BandFace prints in either top corner; under RTL the badges move to the
    left edge (the reading end), and back when the language goes back."""
    table = GameTable(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    table.rtl = rtl
    face = ANIMAL_FACES[4]
    badges = (Badge("10"), Badge("exhausted"))
    table.apply_placements([Placement(("x",), face, True, QPointF(10, 10), badges=badges)])
    item = table.cards[("x",)]
    band = face.band_rect(QRectF(0, 0, CARD_W, CARD_H))
    corners = [QRectF(band.left() + 1, band.top(), 30, 26), QRectF(band.right() - 31, band.top(), 30, 26)]
    tags = item.badge_rects([24.0, 70.0, 70.0])
    for tag in tags:
        assert not any(tag.intersects(corner) for corner in corners)
    assert (tags[0].left() < 0) == rtl and (tags[0].right() > CARD_W) != rtl  # reaching past the reading-end edge
    assert (tags[1].right() < tags[0].left()) != rtl and tags[1].top() == tags[0].top()  # inwards, same row
    assert tags[2].top() > tags[0].bottom()  # no room left in the first row
    assert not any(a.intersects(b) for a, b in itertools.combinations(tags, 2))
    name = face.name_rect(QRectF(0, 0, CARD_W, CARD_H), QRectF(0, 0, CARD_W, CARD_H))
    assert item.name_room(face, tags[:2]) == (0.0, CARD_W)  # one row of badges stays over the band
    start, end = item.name_room(face, tags)  # the name is fitted beside the third, which reaches down to it
    assert tags[2].intersects(name) and ((start >= tags[2].right()) if rtl else (end <= tags[2].left()))
    table.rtl = not rtl
    table.apply_placements([Placement(("x",), face, True, QPointF(10, 10), badges=badges)])
    assert item.mirrored == (not rtl)
    item.mirrored = rtl
    item.shown = (CARD_W - 40, CARD_W) if rtl else (0.0, 40.0)  # in an overlapped row: the reading-start part
    for tag in item.badge_rects([24.0, 24.0]):
        assert item.shown[0] <= tag.left() and tag.right() <= item.shown[1]  # never under the card lying over it
    item.shown = None
    item.setRotation(90.0)  # lying sideways: the badges stay upright, across the turned card's top edge
    box = QRectF(-CARD_H, 0, CARD_H, CARD_W)  # the turned card, in the scene's axes from its top-left corner
    number = QRectF(-31, 6, 26, 30)  # the corner number now at the turned card's top right
    sideways = item.badge_rects([24.0, 70.0, 70.0])
    assert sideways[0].top() < box.top() < sideways[0].bottom()
    for tag in sideways:
        assert box.left() - 6 <= tag.left() and tag.right() <= box.right() and not tag.intersects(number)
    assert item.name_room(face, sideways) == (0.0, CARD_W)


@pytest.mark.parametrize("rtl", [False, True])
def test_a_badge_on_a_small_card_is_drawn_as_large_as_on_a_card_of_the_least_badge_scale(app, rtl):
    """A seat's small cards (Wednesday's six-player table: 0.4) keep their badges readable: the badge's text is as
    large in the scene as on a card of BADGE_MIN_SCALE, the badge stays within the card (and the BADGE_OUT past
    its reading-end edge) and off its corner numbers; a card at least that large draws its badges unchanged."""
    table = GameTable(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    table.rtl = rtl
    face = ANIMAL_FACES[4]
    badges = (Badge("known"),)
    table.apply_placements(
        [
            Placement(("small",), face, True, QPointF(10, 10), 0.4, badges=badges),
            Placement(("large",), face, True, QPointF(300, 10), 1.0, badges=badges),
        ]
    )
    small, large = table.cards[("small",)], table.cards[("large",)]
    drawn = {}
    for key, item in (("small", small), ("large", large)):
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        spy = TextSpy(image)
        spy.setFont(QFont(app.font()))
        item._paint_badges(spy)
        spy.end()
        drawn[key] = [size for size, text in spy.texts if text == "known"]
    assert drawn["large"] == [BADGE_PT]
    assert drawn["small"] and drawn["small"][0] * 0.4 >= BADGE_PT * BADGE_MIN_SCALE - 1e-6
    assert large.badge_growth() == 1.0 and small.badge_growth() > 1.0
    ((_badge, tag),) = small.badge_tags(QFont(app.font()))
    assert tag.left() >= -BADGE_OUT - 1e-6 and tag.right() <= CARD_W + BADGE_OUT + 1e-6
    band = face.band_rect(QRectF(0, 0, CARD_W, CARD_H))
    corners = [QRectF(band.left() + 1, band.top(), 30, 26), QRectF(band.right() - 31, band.top(), 30, 26)]
    assert not any(tag.intersects(corner) for corner in corners)
    assert (tag.left() < 0) == rtl  # at the reading-end edge still
    # a longer word grows only as far as the card's width allows
    small.badges = (Badge("exhausted"),)
    ((_badge, tag),) = small.badge_tags(QFont(app.font()))
    assert tag.width() <= CARD_W + BADGE_OUT + 1e-6 and 18.0 < tag.height() < 18.0 * BADGE_MIN_SCALE / 0.4


@pytest.mark.parametrize("rtl", [False, True])
def test_a_long_name_beside_a_second_row_of_badges_goes_whole_below_them(app, rtl):
    """A one-word-per-line name too long for the room a second row of badges leaves beside it (Mindbug's "Sharky
    Crab-Dog-Mummypus" with two copied keywords) is drawn whole across the card, just below the badges, instead of
    cut to "Sh…"; a name that fits beside the badges stays where it was."""
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from cardtable.ui.games.mindbug.faces import FACES as MINDBUG_FACES

    sharky = next(f for f in MINDBUG_FACES if f.display_name().startswith("Sharky"))
    table = GameTable(QGraphicsScene(), get_game("mindbug"), ["Sara", "Ali"], Animator(0.0))
    table.rtl = rtl
    badges = (Badge("5"), Badge("¤ Hunter"), Badge("† Poisonous"))
    table.apply_placements([Placement(("x",), sharky, True, QPointF(10, 10), 1.0, badges=badges)])
    item = table.cards[("x",)]
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    spy = TextSpy(image)
    spy.setFont(QFont(app.font()))
    item.paint(spy, QStyleOptionGraphicsItem())
    spy.end()
    texts = [text for _size, text in spy.texts]
    assert "Sharky" in texts and "Crab-Dog-Mummypus" in texts and not any("…" in t for t in texts)
    tags = [tag for _b, tag in item.badge_tags(QFont(app.font()))]
    start, end, top = item.name_place(sharky, tags, QFont(app.font()))
    assert (start, end) == (0.0, CARD_W) and top is not None and top >= max(tag.bottom() for tag in tags)
    item.badges = badges[:2]  # one row: the band holds it, the name keeps its place
    tags = [tag for _b, tag in item.badge_tags(QFont(app.font()))]
    assert item.name_place(sharky, tags, QFont(app.font())) == (0.0, CARD_W, None)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_browsable_piles_frame_holds_its_whole_caption(app, lang):
    """The dashed frame of a discard pile is as wide as its caption (Persian's "دک سوخته: ۱" is wider than the
    pile), and a caption too wide for the pile's place is drawn smaller, never across the frame."""
    from PySide6.QtGui import QFontMetricsF

    i18n.install_language(app, lang)
    try:
        for caption in ("Discard: 1", "دک سوخته: ۱", "Discard pile of the player: 12 cards"):
            pile = PileItem(CARD_W * 0.5, CARD_H * 0.5, browsable=True)
            pile.set_caption(caption)
            shown = pile.caption_text()
            frame, text = pile.frame_rect(), QFontMetricsF(pile.caption_font()).horizontalAdvance(shown)
            centre = pile.caption_rect().center().x()
            assert frame.left() + 6 <= centre - text / 2 and centre + text / 2 <= frame.right() - 6, caption
            assert pile.boundingRect().contains(frame)
            assert shown == caption or (shown.endswith("…") and len(caption) > 30)
    finally:
        i18n.install_language(app, "en")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_covered_card_of_a_played_row_keeps_its_whole_name(app, lang):
    """Power-Hungry Animals' played rows overlap: every card name still fits the part the next card leaves."""
    from cardtable.ui.games.animals import AnimalsTable
    from cardtable.ui.table.hand import overlap_shown

    i18n.install_language(app, lang)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        start, end = overlap_shown(AnimalsTable.ROW_STEP, AnimalsTable.ROW_SCALE, last=False, rtl=lang == "fa")
        for face in ANIMAL_FACES.values():
            fitted = face.paint_shown(painter, QRectF(0, 0, CARD_W, CARD_H), QRectF(start, 0, end - start, CARD_H))
            assert fitted.complete, (face.display_name(), fitted.lines)
    finally:
        painter.end()
        i18n.install_language(app, "en")


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_seat_areas_put_the_first_seat_at_the_bottom_and_the_next_to_its_left(seats):
    default = seat_areas(seats, TABLE, (210, 62))
    for first in range(seats):
        areas = seat_areas(seats, TABLE, (210, 62), first=first)
        assert areas[first] == default[0]
        assert all(areas[(first + k) % seats] == default[k] for k in range(seats))


@pytest.mark.parametrize("rtl", [False, True])
def test_a_row_starts_at_the_reading_start_and_squeezes_into_its_box(app, rtl):
    table = GameTable(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    table.rtl = rtl
    box = QRectF(100, 100, 300, CARD_H)
    two = table.row([(("c", i), ANIMAL_FACES[i]) for i in range(2)], box, 1.0, 48)
    first = two[0].pos.x() + (CARD_W if rtl else 0)
    assert first == pytest.approx(box.right() if rtl else box.left())  # grows from the reading start
    assert abs(two[1].pos.x() - two[0].pos.x()) == pytest.approx(48)
    nine = table.row([(("c", i), None) for i in range(9)], box, 1.0, 48, badges=[(Badge("seen"),)])
    assert all(box.left() - 0.01 <= p.pos.x() <= box.right() - CARD_W + 0.01 for p in nine)
    assert [p.badges for p in nine[:2]] == [(Badge("seen"),), ()] and not nine[0].face_up
    assert [p.z for p in nine] == list(range(9))


@pytest.mark.parametrize("rtl", [False, True])
def test_chips_are_laid_out_in_reading_order(app, rtl):
    table = GameTable(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    table.rtl = rtl
    chips = table.chips(["one", "two", "three"], QPointF(600, 400), 100)
    xs = [c.pos().x() for c in chips]
    assert xs == sorted(xs, reverse=rtl) and [c.text for c in chips] == ["one", "two", "three"]
    table.clear_choices()
    assert not any(c.scene() for c in chips)


def test_a_stack_draws_at_most_its_depth(app):
    assert [p.key for p in stack("deck", 9, QPointF(50, 50))] == [("deck", i) for i in range(4)]
    assert stack("deck", 2, QPointF(50, 50))[1].pos == QPointF(48, 48)
    assert stack("deck", 0, QPointF(50, 50)) == []


@pytest.mark.parametrize("rtl", [False, True])
def test_a_highlighted_card_lying_sideways_draws_its_badges_over_the_highlight(app, rtl):
    """The badges of a card turned sideways lie across its top edge, where the highlight of a choice runs: they are
    drawn over it, so no highlight colour shows inside a badge (Mindbug's "exhausted" on a creature that may attack
    or block was crossed out by it)."""
    from cardtable.ui.table.items import HIGHLIGHT

    scene = QGraphicsScene()
    table = GameTable(scene, get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    table.rtl = rtl
    table.apply_placements(
        [
            Placement(
                ("x",),
                ANIMAL_FACES[4],
                True,
                QPointF(200, 60),
                0.78,
                rotation=90.0,
                badges=(Badge("exhausted", "#5d4037"),),
            )
        ]
    )
    item = table.cards[("x",)]
    item.set_highlighted(True)
    zoom = 4
    image = QImage(int(300 * zoom), int(300 * zoom), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), QRectF(0, 0, 300, 300))
    painter.end()
    ((_badge, tag),) = item.badge_tags(QFont(app.font()))
    # the tags are drawn upright, in the scene's axes from the card's corner (CardItem.badge_rects)
    s = item.scale()
    inside = QRectF(item.pos() + tag.topLeft() * s, tag.size() * s).adjusted(2, 2, -2, -2)
    edge = item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)).top()
    assert inside.top() < edge < inside.bottom()  # the highlight runs along that edge, through the badge

    def near_highlight(x: int, y: int) -> bool:
        c = image.pixelColor(x, y)
        return (
            abs(c.red() - HIGHLIGHT.red()) + abs(c.green() - HIGHLIGHT.green()) + abs(c.blue() - HIGHLIGHT.blue()) < 60
        )

    pixels = [
        (x, y)
        for x in range(int(inside.left() * zoom), int(inside.right() * zoom))
        for y in range(int(inside.top() * zoom), int(inside.bottom() * zoom))
    ]
    assert pixels and not [p for p in pixels if near_highlight(*p)]


@pytest.mark.parametrize("game", ["animals", "plague", "wednesday"])
def test_every_round_table_seats_players_clockwise_in_persian_too(app, game):
    # The rules say play goes clockwise; mirrored for right-to-left, it went round counter-clockwise on screen.
    from cardtable.ui.games import table_class

    info = get_game(game)
    table = table_class(game)(QGraphicsScene(), info, ["Sara", "Ali", "Reza", "Maryam"], Animator(0.0))
    table.viewer, table.rtl = 0, True
    centre = [table.areas()[s].center().x() if game == "plague" else table.area(s).center().x() for s in range(4)]
    assert centre[1] < centre[2] < centre[3] and centre[2] == pytest.approx(centre[0])


def test_a_card_s_subtitle_is_upright_in_persian():
    """A card's subtitle (its kind: "ruse", «حیله») is set in italics in English only: an italic Persian subtitle
    fell back to a font without Persian letters and showed boxes."""
    assert persian_script("حیله") and persian_script("نیروی نخبه")
    assert not persian_script("ruse") and not persian_script("elite troop") and not persian_script("")
