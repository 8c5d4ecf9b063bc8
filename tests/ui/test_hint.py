"""Help → Hint: the hard level's top three choices for a person's decision, asked in the computer-player process
from that person's own view only, shown on the table (rank marks) and in a panel, counted in the statistics."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect

from cardtable.ai import HINT_SPEC
from cardtable.ai.ismcts import Advice
from cardtable.controllers import GameController, SeatConfig
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.games import playable_games
from tests.ui.conftest import setup_for


def human_first(seats: list[str | None], seed: int = 3) -> GameController:
    names = ["Sara", "Ali", "Maryam", "Reza"]
    return GameController(
        get_game("animals"), [SeatConfig(names[i], s) for i, s in enumerate(seats)], seed, {"first_player": 0}, 0
    )


def test_the_hint_is_asked_from_the_person_s_own_view_and_answers_legal_choices(qtbot):
    controller = human_first([None, "random", "random"])
    asked: list[tuple[str, str, dict]] = []
    request = controller.worker.request

    def spy(game_id: str, spec: str, observation: dict, seed: int) -> int:
        asked.append((game_id, spec, observation))
        return request(game_id, spec, observation, seed)

    controller.worker.request = spy  # type: ignore[method-assign]
    answers: list[tuple[int, list[Advice]]] = []
    controller.hintReady.connect(lambda seat, advice: answers.append((seat, advice)))
    try:
        controller.start()
        assert controller.decision().player == 0 and not controller.busy
        assert controller.request_hint()
        assert not controller.request_hint()  # one hint at a time
        # No peeking: exactly what seat 0's table shows it, nothing of the other seats.
        assert asked == [("animals", HINT_SPEC, controller.state.table_view(0))]
        qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
        seat, advice = answers[0]
        assert seat == 0 and advice and all(a.action in controller.state.legal_actions() for a in advice)
        assert controller.hints_used == 1
    finally:
        controller.close()


def test_a_move_made_before_the_hint_arrives_cancels_it_and_the_game_goes_on(qtbot):
    controller = human_first([None, "random"])
    answers: list[object] = []
    asked: list[int] = []
    controller.hintReady.connect(lambda seat, advice: answers.append(advice))
    controller.decisionRequired.connect(lambda p, d: asked.append(p))
    try:
        controller.start()
        assert controller.request_hint()
        controller.choose(controller.decision().actions[0])
        qtbot.waitUntil(lambda: len(asked) >= 1 and not controller.busy, timeout=30_000)
        qtbot.wait(200)
        assert answers == []  # the cancelled hint is never shown for a decision that is gone
        assert controller.request_hint()  # and the next one works
        qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    finally:
        controller.close()


def test_help_hint_marks_the_ranked_choices_and_explains_them(window, qtbot):
    screen = window.start_game(setup_for([None, "random"], seed=3, options={"first_player": 0}), confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None, timeout=20_000)
    assert window.hint_action.isEnabled() and window.hint_action.shortcut().toString() == "H"
    window.hint_action.trigger()
    assert screen.hint_up and "Looking for a hint" in screen.hint_panel.label.text()
    qtbot.waitUntil(lambda: screen._advice is not None, timeout=30_000)
    ranked = [item.hint for _action, item in screen.table.choices if item.hint]
    assert ranked and sorted(ranked) == [str(i) for i in range(1, len(ranked) + 1)]
    text = screen.hint_panel.label.text()
    assert "chance to win this round" in text and "keeps the" in text
    assert screen.controller.hints_used == 1
    screen.hint_panel.button.click()  # Hide: the panel and the rank marks go; H shows both again
    assert not screen.hint_up and not any(item.hint for _action, item in screen.table.choices)
    window.hint_action.trigger()
    assert screen.hint_up and [item.hint for _action, item in screen.table.choices if item.hint] == ranked
    assert screen.controller.hints_used == 1
    screen.controller.choose(screen._pending[1].actions[0])
    assert not screen.hint_up  # the decision is gone, and so is its hint
    assert not any(item.hint for _action, item in screen.table.choices)


def test_the_hint_panel_follows_a_resize_and_a_language_switch(window, qtbot, app):
    """Fresh testers' findings: the panel stayed where it was when the window was made smaller (half off the table)
    and said "Looking for a hint…" in English after a switch to Persian."""
    window.resize(1280, 800)
    screen = window.start_game(setup_for([None, "random"], seed=3, options={"first_player": 0}), confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None, timeout=20_000)
    window.hint_action.trigger()
    window.set_language("fa")
    try:
        qtbot.wait(1)
        words = re.sub("<[^>]*>|&[a-z]+;", "", screen.hint_panel.label.text())
        assert screen.hint_up and words and not re.search("[A-Za-z]", words)
        qtbot.waitUntil(lambda: screen._advice is not None, timeout=30_000)
        window.resize(1024, 700)
        qtbot.wait(50)
        table = QRect(screen.view.mapTo(screen, QPoint(0, 0)), screen.view.size())
        log = screen.splitter.widget(1)
        beside = QRect(log.mapTo(screen, QPoint(0, 0)), log.size())
        assert table.contains(screen.hint_panel.geometry()) or beside.contains(screen.hint_panel.geometry())
    finally:
        window.set_language("en")
        i18n.install_language(app, "en")


def test_the_hints_used_are_kept_when_the_game_is_saved_and_resumed(window, qtbot, tmp_path):
    screen = window.start_game(setup_for([None, "random"], seed=3, options={"first_player": 0}), confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None, timeout=20_000)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: screen._advice is not None, timeout=30_000)
    path = tmp_path / "hinted.cardtable"
    assert window.saving.save_as(str(path))
    window.close_game_now()
    assert window.saving.open_file(str(path))
    resumed = window.game_screen.controller
    assert resumed is not screen.controller and resumed.hints_used == 1
    assert resumed.saved_game().hints == 1  # and saved again with it (the autosave, Continue)


@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_at_1280x720_the_hint_panel_covers_nothing_on_the_table(window, qtbot, game_id):
    """Fresh testers' findings: with 4–6 players the hint panel, always in the top corner, covered an opponent's
    name plate; later, an opponent's hand or the deck. Every game, the most seats it takes, a small window: the panel
    covers no card, pile, plate or marked choice (on the table where it can, else over the log)."""
    names = ["Sara", "Ali", "Maryam", "Reza", "Leila", "Nima"]
    game = get_game(game_id)
    seats = [None] + ["random"] * (game.max_players - 1)
    setup = GameSetup(game_id, tuple(SeatConfig(names[i], s) for i, s in enumerate(seats)), {}, 4)
    window.resize(1280, 720)
    screen = window.start_game(setup, confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None, timeout=20_000)
    player, decision = screen._pending[0], screen._pending[1]
    advice = [Advice(a, 0.5, 10, None) for a in decision.actions[:3]]
    screen._on_hint(player, advice)
    assert screen.hint_up
    origin = screen.view.mapTo(screen, QPoint(0, 0))
    plates = [r.translated(origin) for r in screen._covered_in_view()]
    marked = [
        screen.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(origin)
        for _action, item in screen.table.choices
        if item.hint
    ]
    assert plates and marked
    panel = screen.hint_panel.geometry()
    assert not any(panel.intersects(r) for r in plates + marked), (game_id, panel, plates, marked)


def test_the_hint_panel_keeps_to_the_top_corner_when_it_is_clear(qapp):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.game_screen import HintPanel

    parent = QWidget()
    parent.resize(900, 600)
    panel = HintPanel(parent)
    panel.label.setText("1 — keeps the King Cat<br>2 — plays low<br>3 — passes")
    bounds = QRect(8, 8, 884, 584)
    panel.place(bounds, 400, False)
    assert panel.geometry().topRight() == bounds.topRight()
    panel.place(bounds, 400, True)
    assert panel.geometry().topLeft() == bounds.topLeft()
    plate = QRect(600, 60, 200, 60)  # under the top right corner
    panel.place(bounds, 400, False, [plate])
    assert panel.geometry().topLeft() == bounds.topLeft()  # the other top corner
    plates = [plate, QRect(100, 60, 200, 60)]
    panel.place(bounds, 400, False, plates)
    assert panel.geometry().top() >= 120 and not any(panel.geometry().intersects(p) for p in plates)
    everywhere = [QRect(0, 0, 900, 600)]  # nowhere clear on the table: over the log beside it
    spare = QRect(910, 8, 280, 400)
    panel.place(bounds, 400, False, everywhere, (), spare)
    assert panel.geometry().topLeft() == spare.topLeft() and panel.geometry().width() == 280
    panel.label.setText(
        "<br>".join(f"{i} — 45% chance to win this round — keeps the Flustered Magician" for i in (1, 2, 3))
    )
    wide_log = QRect(910, 8, 800, 400)  # a log dragged wider than the panel: as tall as its text at 400 wide
    panel.place(bounds, 400, False, everywhere, (), wide_log)
    assert panel.geometry().width() == 400
    assert panel.geometry().height() == panel.layout().totalHeightForWidth(400)  # a fresh tester's finding: cut off


@pytest.mark.parametrize(
    ("game_id", "english", "persian"),
    [
        ("animals", "chance to win this round", "شانس بردن این دست"),  # a round is a دست in Animals, as its log says
        ("plague", "chance to win this round", "شانس بردن این دور"),  # and a دور in Plague, whose دست is a trick
        ("schotten_totten", "chance to win this game", "شانس بردن این بازی"),
    ],
)
def test_the_hints_chance_names_the_round_as_the_game_does(app, game_id, english, persian):
    """A fresh tester's finding: in a Schotten Totten match of several games the hint said "this round" while the
    log speaks of games ("Game 1 begins"). The match's chance reads the same in every game."""
    from PySide6.QtWidgets import QGraphicsScene

    from cardtable.ui import i18n
    from cardtable.ui.games import table_class
    from cardtable.ui.table.animation import Animator

    game = get_game(game_id)
    table = table_class(game_id)(QGraphicsScene(), game, ["Sara", "Ali"], Animator(0.0))
    assert table.hint_chance("59", "round") == f"59% {english}"
    assert table.hint_chance("59", "match") == "59% chance to win"
    i18n.install_language(app, "fa")
    try:
        assert persian in table.hint_chance("۵۹", "round") and "۵۹" in table.hint_chance("۵۹", "round")
        assert table.hint_chance("۵۹", "match") != table.hint_chance("۵۹", "round")
    finally:
        i18n.install_language(app, "en")


def test_the_animals_hint_says_the_king_cat_puts_you_out(app):
    """A fresh tester's finding: the hint said "keeps the Mouse" for playing the King Cat, which puts you out of the
    round (``explain``'s ``"out"``); en/fa, and the kept card still worded for every other card."""
    from PySide6.QtWidgets import QGraphicsScene

    from cardtable.ui import i18n
    from cardtable.ui.games import table_class
    from cardtable.ui.table.animation import Animator

    table = table_class("animals")(QGraphicsScene(), get_game("animals"), ["Sara", "Ali"], Animator(0.0))
    assert table.hint_reason("out", {}) == "puts you out of the round"
    assert table.hint_reason("keeps", {"card": 10}) == "keeps the King Cat"
    i18n.install_language(app, "fa")
    try:
        persian = table.hint_reason("out", {})
        assert "دست" in persian and not re.search("[A-Za-z]", persian)
    finally:
        i18n.install_language(app, "en")


@pytest.mark.parametrize("faces, name", [("animals", "King Cat"), ("schotten_totten", "purple-1")])
@pytest.mark.parametrize("right", [False, True])
def test_a_card_s_hint_disc_covers_neither_its_number_nor_its_name(app, faces, name, right):
    """A fresh tester's finding: the rank's disc, a little above a card's middle, covered the start of its name.
    Animals' name lies under the band, Schotten Totten's at the card's foot; either edge (right: Persian)."""
    from importlib import import_module

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont

    from cardtable.ui.table.items import CARD_H, CARD_W, CardItem

    face = import_module(f"cardtable.ui.games.{faces}").FACES[name if faces != "animals" else 10]
    card = CardItem(face)
    card.set_hint("1", right=right)
    rect = QRectF(0, 0, CARD_W, CARD_H)
    disc = card.hint_disc(rect, QFont())
    assert rect.contains(disc) and disc.height() >= 20
    assert not disc.intersects(face.band_rect(rect))  # the number in the band's corner
    assert not disc.intersects(face.name_rect(rect, rect))
    card.set_hint("")
    assert card.hint_disc(rect, QFont()).isEmpty()


@pytest.mark.parametrize("rtl", [False, True])
def test_a_plate_s_hint_disc_sits_past_the_end_of_its_name(app, rtl):
    """A fresh tester's finding: the disc on a seat's name plate covered the start of the name. It sits at the name
    line's reading end and a long name is cut short before it; the status line below stays clear."""
    from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

    from cardtable.ui.table.items import SeatItem
    from tests.ui.painting import paint

    class Spy(QPainter):
        def __init__(self, image: QImage) -> None:
            super().__init__(image)
            self.texts: list = []

        def drawText(self, *args) -> None:
            self.texts.append((args[0], QFontMetricsF(self.font()).horizontalAdvance(str(args[-1])), str(args[-1])))
            super().drawText(*args)

    plate = SeatItem()
    plate.set_info("Maximilian Alexander Longname", "Tokens: 0 of 3", False, False, rtl)
    plate.set_hint("1", right=rtl)
    painter = paint(plate, Spy)
    assert isinstance(painter, Spy)
    bold = QFont()
    bold.setPointSizeF(13)
    bold.setBold(True)
    disc = plate.hint_disc(plate.boundingRect().adjusted(10, 10, -10, -10), bold)
    (box, advance, name), *_ = painter.texts
    assert name.startswith("Maximilian") and name.endswith("…")
    start, end = (box.right() - advance, box.right()) if rtl else (box.left(), box.left() + advance)
    assert end < disc.left() if not rtl else disc.right() < start, (start, end, disc)
    assert disc.bottom() <= box.bottom() + 2  # on the name line, above the status


@pytest.mark.parametrize("right", [False, True])
def test_a_chip_s_hint_disc_sits_on_its_top_edge_clear_of_the_text(app, right):
    """A fresh tester's finding: on a Crystal Ball guess the disc covered the start of the card's name ("rcerer
    Snake"). It sits on the chip's top edge, half above it, inside what the chip may paint."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    from cardtable.ui.table.items import ChipItem

    chip = ChipItem("Sorcerer Snake 5", 130)
    chip.set_hint("1", right=right)
    rect = QRectF(0, 0, 130, 40)
    disc = chip.hint_disc(rect, QFont())
    assert chip.boundingRect().contains(disc) and disc.center().y() <= rect.top()
    font = QFont()
    font.setBold(True)
    font.setPointSizeF(chip.text_size())
    text_top = rect.center().y() - QFontMetricsF(font).height() / 2
    assert disc.bottom() <= text_top


def test_the_hint_panel_hides_what_lies_under_it(app):
    """A fresh tester's finding: over the log the panel let the log's lines show through its text. Painted over
    white, its background is its own colour."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.game_screen import HintPanel

    under = QWidget()
    under.setStyleSheet("background: white;")
    under.resize(420, 200)
    panel = HintPanel(under)
    panel.label.setText("The strongest choices")
    panel.setGeometry(10, 10, 400, 120)
    panel.show()
    image = under.grab().toImage()
    assert QColor(image.pixel(200, 115)) == QColor(22, 36, 27)
