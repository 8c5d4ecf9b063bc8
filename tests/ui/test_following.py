"""Following the game: a computer's move reaches the table as one batch, is held there for the pause when a watching
seat can see it (a human's own moves and unseen steps are not held), is announced by the banner in the log's words
and marked as that seat's last move; a click on a choice the decision refuses says the engine's reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.controllers import GameController, SeatConfig
from cardtable.engine.base import Action, Event
from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.games import playable_games
from cardtable.ui.table.items import Mark
from tests.ui.conftest import setup_for


def controller_for(game: str, seats: list[str | None], seed: int, options: dict, pause: float) -> GameController:
    names = ["Sara", "Ali", "Maryam"]
    return GameController(get_game(game), [SeatConfig(names[i], s) for i, s in enumerate(seats)], seed, options, pause)


def test_a_computer_move_of_several_steps_arrives_as_one_batch(qtbot):
    """Schotten Totten: card, stone (and claims, the draw) are one move: one eventsReady, not one per step."""
    controller = controller_for("schotten_totten", ["random", None], 3, {"first_player": 0}, 0)
    batches: list[list[Event]] = []
    applied: list[Action] = []
    controller.eventsReady.connect(lambda events: batches.append(list(events)))
    controller.actionApplied.connect(lambda _p, a: applied.append(a))
    asked: list[int] = []
    controller.decisionRequired.connect(lambda p, _d: asked.append(p))
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=20_000)
    finally:
        controller.close()
    assert len(applied) >= 2 and applied[0].kind == "card"  # at least the card and its stone
    assert len(batches) == 2  # the deal, then the whole move
    kinds = [e.kind for e in batches[1]]
    assert "played" in kinds and "drew" in kinds


def test_a_visible_computer_move_holds_the_next_one(qtbot):
    """Ali's move is public: Maryam's move, chosen at once by a random player, waits for the 30 s pause."""
    controller = controller_for("animals", [None, "random", "random"], 5, {"first_player": 1}, 30.0)
    applied: list[int] = []
    controller.actionApplied.connect(lambda p, _a: applied.append(p))
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(applied) and not controller.worker.busy, timeout=20_000)
        qtbot.wait(1000)
        assert set(applied) == {1} and controller.decision().player == 2
        assert controller.busy  # Maryam's move waits, chosen
    finally:
        controller.close()


def first_move_keeps_the_round(seed: int) -> bool:
    state = get_game("animals").new_game(2, seed, {"first_player": 0})
    while state.decision().player == 0 and state.round_index == 0:
        state.apply(state.decision().actions[0])
    return state.round_index == 0


def test_a_human_move_is_not_held(qtbot):
    seed = next(s for s in range(100) if first_move_keeps_the_round(s))
    controller = controller_for("animals", [None, "random"], seed, {"first_player": 0}, 30.0)
    applied: list[int] = []
    controller.actionApplied.connect(lambda p, _a: applied.append(p))
    asked: list[int] = []
    controller.decisionRequired.connect(lambda p, _d: asked.append(p))
    try:
        controller.start()
        assert asked == [0]
        while controller.decision().player == 0 and controller.state.round_index == 0:
            controller.choose(controller.decision().actions[0])
        qtbot.waitUntil(lambda: 1 in applied, timeout=10_000)  # well before the 30 s pause
    finally:
        controller.close()


def test_only_events_a_watching_seat_sees_count_as_shown():
    controller = controller_for("animals", [None, "random", "random"], 1, {"first_player": 0}, 1.0)
    try:
        secret = Event("drew", {"seat": 1, "card": 3}, frozenset({1}), True)
        assert not controller.shows_something([secret])  # only Ali sees it: nothing to hold Sara's table for
        assert not controller.shows_something([])
        assert controller.shows_something([secret, Event("draw", {"seat": 1})])
        assert controller.shows_something([Event("drew", {"seat": 0, "card": 3}, frozenset({0}), True)])
    finally:
        controller.close()


def test_banner_says_the_computer_move_and_marks_it(window, qtbot):
    seed = next(s for s in range(100) if first_move_keeps_the_round(s))
    screen = window.start_game(setup_for(["random", None], seed=seed, options={"first_player": 0}), confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None or screen.summary_up, timeout=20_000)
    assert screen.banner.isVisible() and not screen.summary_up
    played = next(e for e in screen.controller.state.observation(1)["log"] if e["kind"] == "played")
    sentence = screen.banner.sentence
    assert sentence.startswith("\u2068Sara\u2069 played ")  # the log's words for the computer's move
    assert sentence in " ".join(screen.log_model.sentences())
    marked = screen.table.last_moves()[0]
    assert marked and all(item.mark != Mark.NONE for item in marked)
    assert any(getattr(item, "face", None) is not None and item.face.value == played["data"]["card"] for item in marked)
    # the human's own move: no banner about it, and the computer's marks stay until the computer moves again
    screen.controller.choose(screen._pending[1].actions[0])
    while screen._pending is not None and screen.controller.pending_steps:
        screen.controller.choose(screen._pending[1].actions[0])
    assert not screen.banner.isVisible() or not screen.banner.sentence.startswith("You")


def test_refused_target_says_why(window, qtbot):
    """Animals: the engine refuses the player themself as a Crystal Ball target; clicking their plate says so."""
    game = get_game("animals")
    seed = next(
        s
        for s in range(500)
        if Action.of("play", 1) in game.new_game(2, s, {"first_player": 0}).legal_actions()
        and not game.new_game(2, s, {"first_player": 0}).observation(0)["protected"][1]
    )
    screen = window.start_game(setup_for([None, "random"], seed=seed, options={"first_player": 0}), confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None, timeout=20_000)
    screen.controller.choose(Action.of("play", 1))
    assert screen._pending[1].kind == "target"
    refusal = screen._pending[1].refusals[0]
    assert refusal.key == "self" and refusal.action == Action.of("target", 0)
    plate = screen.table.seats[0]
    assert not plate.highlighted
    qtbot.mouseClick(
        screen.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=screen.view.mapFromScene(plate.sceneBoundingRect().center()),
    )
    assert screen.banner.isVisible()
    assert screen.banner.sentence == "Crystal Ball cannot be played on yourself: choose another player."


def test_clicking_an_unoffered_item_emits_refused(app, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    from cardtable.ui.table.items import ChipItem

    chip = ChipItem("x")
    chip.set_highlighted(False)
    got: list[str] = []
    chip.refused.connect(lambda: got.append("refused"))
    chip.clicked.connect(lambda: got.append("clicked"))

    def click() -> None:
        for kind in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseRelease):
            event = QGraphicsSceneMouseEvent(kind)
            event.setButton(Qt.MouseButton.LeftButton)
            event.ignore()
            (chip.mousePressEvent if kind == QEvent.Type.GraphicsSceneMousePress else chip.mouseReleaseEvent)(event)

    click()  # neither offered nor refused: the click goes through to what lies below
    chip.refusable = True
    click()
    chip.set_highlighted(True)
    click()
    assert got == ["refused", "clicked"]


@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_a_language_switch_rewords_the_banner(window, qtbot, game_id):
    """The banner up when the language changes says the same move (or question out of turn) again in the new
    language (every game)."""
    names = ["Sara", "Ali", "Maryam", "Reza", "Leila", "Nima"]
    game = get_game(game_id)
    seats = [None] + ["random"] * (game.min_players - 1)
    setup = GameSetup(game_id, tuple(SeatConfig(names[i], s) for i, s in enumerate(seats)), {}, 3)
    screen = window.start_game(setup, confirm=False)
    for _ in range(200):
        qtbot.waitUntil(lambda: screen._pending is not None or screen.banner.isVisible() or screen.summary_up)
        if screen.banner.isVisible() and screen._pending is not None:
            break
        if screen._pending is not None and screen._pending[0] == 0:
            screen.controller.choose(screen._pending[1].actions[0])
        elif screen.summary_up:
            screen.summary.button.click()
        else:
            qtbot.wait(20)
    assert screen.banner.isVisible()
    english = screen.banner.sentence
    window.set_language("fa")
    assert screen.banner.isVisible()
    assert screen.banner.sentence != english
    said = screen.banner.sentence
    if screen._pending[1].interrupt is not None:  # a question out of turn: the banner says the prompt
        assert said == screen.prompt.text()
    else:
        assert said in " ".join(screen.log_model.sentences())  # the Persian log's words
    assert screen.banner.toolTip() == screen.banner.sentence


def test_the_banner_keeps_clear_of_the_plates_it_is_told_to_avoid(app):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.banner import Banner

    parent = QWidget()
    parent.resize(900, 600)
    plates: list[QRect] = []
    banner = Banner(parent, lambda: plates)
    banner.announce("Ali played 6. " * 3, 10_000)
    assert banner.geometry().top() == 8  # nothing to avoid: at the top
    plates[:] = [QRect(380, 0, 160, 60), QRect(60, 80, 160, 50)]  # the top seat's plate, one lower at the side
    banner.place()
    assert banner.geometry().top() > 8
    assert not any(banner.geometry().intersects(p) for p in plates)
    plates[:] = [QRect(0, 0, 900, 600)]  # nowhere clear: the top, as before
    banner.place()
    assert banner.geometry().top() == 8


def test_a_sentence_too_long_for_one_line_is_shown_whole_in_two(app):
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.banner import Banner

    parent = QWidget()
    parent.resize(700, 500)
    banner = Banner(parent)
    sentence = "Sara is attacked and decides how to block. Shield Bugs attacks you: block or take the damage."
    banner.announce(sentence, 10_000)
    lines = banner.text().split("\n")
    assert len(lines) == 2 and " ".join(lines) == sentence  # nothing cut
    assert parent.rect().contains(banner.geometry())
    longer = f"{sentence} {sentence} Ali played 6."  # too long for two lines at the full size: smaller, still whole
    banner.announce(longer, 10_000)
    lines = banner.text().split("\n")
    assert len(lines) == 2 and " ".join(lines) == longer
    assert banner.font().pointSizeF() < Banner.POINT_SIZE
    assert parent.rect().contains(banner.geometry())


def test_a_sentence_too_long_even_in_small_type_keeps_its_end(app):
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.banner import Banner

    parent = QWidget()
    parent.resize(700, 500)
    banner = Banner(parent)
    moves = " ".join(f"Ali attacks with Spider Owl {k}. You do not block." for k in range(12))
    sentence = f"{moves} Spider Owl: your life is now 0."
    banner.announce(sentence, 10_000)
    lines = banner.text().split("\n")
    assert len(lines) == 2 and lines[0].startswith("… ")
    assert lines[1].endswith("Spider Owl: your life is now 0.")  # what happened last is said
    assert sentence.endswith(" ".join(lines)[2:])  # whole words from the end
    assert banner.toolTip() == sentence


def test_the_banner_keeps_off_the_cards_and_covers_a_caption_only_when_nothing_else_is_clear(app):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.banner import Banner

    parent = QWidget()
    parent.resize(900, 600)
    cards = [QRect(300, 0, 300, 120), QRect(0, 120, 900, 60), QRect(0, 300, 900, 300)]  # a free band: y 180-300
    captions = [QRect(400, 190, 100, 20)]
    banner = Banner(parent, lambda: cards, lambda: captions)
    banner.announce("Ali played 6.", 10_000)
    placed = banner.geometry()
    assert not any(placed.intersects(r) for r in cards + captions)
    assert placed.top() > 180 and placed.bottom() < 300
    assert abs(placed.center().x() - 450) < 900 // 6  # across the middle, beside the caption
    captions[:] = [QRect(0, 180, 900, 120)]  # the caption fills the free band: covered rather than a card
    banner.place()
    assert not any(banner.geometry().intersects(r) for r in cards)


LONG_MOVE = {  # a move and the trick it won, as Plague says them (two of the longest sentences the banner says)
    "en": "Reza plays Red Trumpet 1. Ali wins the trick with Green Flower 10, the highest green. It goes on top "
    "(0 points).",
    "fa": "\u2068رضا\u2069 شیپور قرمز ۱ بازی می‌کند. \u2068علی\u2069 دست را با گل سبز ۱۰، بالاترین سبز، می‌برد. همان روی"
    " دسته می‌آید (۰ امتیاز).",
}


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game_id", [g.id for g in playable_games()])
def test_at_1280x720_the_banner_says_the_whole_sentence_and_covers_no_card(window, qtbot, game_id, lang):
    """Every game, the most seats it takes, a small window, both languages: a long move sentence is shown whole
    and sits where it covers no card, pile or name plate."""
    names = ["Sara", "Ali", "Maryam", "Reza", "Leila", "Nima"]
    game = get_game(game_id)
    seats = [None] + ["random"] * (game.max_players - 1)
    setup = GameSetup(game_id, tuple(SeatConfig(names[i], s) for i, s in enumerate(seats)), {}, 4)
    window.resize(1280, 720)
    window.set_language(lang)
    screen = window.start_game(setup, confirm=False)
    qtbot.waitUntil(lambda: screen._pending is not None or screen.summary_up, timeout=20_000)
    screen.banner.announce(LONG_MOVE[lang], 10_000)
    assert " ".join(screen.banner.text().split("\n")) == LONG_MOVE[lang], game_id
    covered = screen._covered_in_view()
    assert len(covered) > game.max_players  # the plates and the cards
    assert not any(screen.banner.geometry().intersects(r) for r in covered), game_id


def test_the_banner_still_up_when_your_choices_appear_covers_none_of_them(window, qtbot):
    """The computer's move is said before the person's choices are offered; once they are (Silver's turn: the
    Draw / Take chips appear), the banner moves clear of them or goes, rather than covering the buttons for its
    last seconds (a fresh tester's finding)."""
    setup = GameSetup("silver", (SeatConfig("Sara", None), SeatConfig("Ali", "random")), {"first_player": 0}, 4)
    window.resize(1280, 720)
    screen = window.start_game(setup, confirm=False)
    for _ in range(2):  # the two peeks, then the turn with its chips
        qtbot.waitUntil(lambda: screen._pending is not None and screen._pending[1].kind == "peek", timeout=20_000)
        screen.controller.choose(screen._pending[1].actions[0])
    qtbot.waitUntil(lambda: screen._pending is not None and screen._pending[1].kind == "turn", timeout=20_000)
    screen.table.clear_choices()
    screen.banner.announce(LONG_MOVE["en"], 10_000)  # placed while nothing is offered
    screen._offer()
    offered = [screen._in_view(item.sceneBoundingRect()) for _a, item in screen.table.choices if item.isVisible()]
    assert len(offered) >= 2
    assert not screen.banner.isVisible() or not any(screen.banner.geometry().intersects(r) for r in offered)
