"""Your choice is offered once the table has settled, in every game: while a move is still animating (cards flying,
a finished trick being gathered onto its winner's pile) the prompt does not ask and no choice is lit; once the
table has come to rest (GameTable.settled) both are there. With animations off the choice is offered at once. The
kit's Animator reports a move as finished only when the item's last move has landed, not when a newer move of the
same item replaced it."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from cardtable.controllers import GameController, SeatConfig
from cardtable.engine.registry import get_game
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.games.schotten_totten.faces import FACES
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import GameTable, Placement
from cardtable.ui.table.items import Selectable
from tests.ui.test_app import wait_for_turn

GAMES = ["animals", "schotten_totten", "mindbug", "plague", "wednesday", "silver"]


@dataclass(frozen=True)
class Look:
    """The screen just after a batch of events, once the controller has gone on: was the table still moving, was a
    person's decision pending, did the prompt ask it, were choices lit."""

    moving: bool
    human: bool
    asks: bool
    lit: bool


def asks(screen) -> bool:
    """The prompt line asks the pending decision."""
    decision = screen.controller.decision()
    return decision is not None and screen._decision_text(decision) in screen.prompt.text()


def lit(screen) -> bool:
    """The table offers choices: items lit as choices (or chips made for them)."""
    items = screen.view.scene().items()
    return bool(screen.table.choices) or any(isinstance(i, Selectable) and i.highlighted for i in items)


class Watch(list):
    """A :class:`Look` after each batch of events of ``screen``, taken in the next turn of the event loop (the
    controller has asked for the next decision by then, or held it); ``due``: looks still to take."""

    def __init__(self, screen) -> None:
        super().__init__()
        self.due = 0
        human_next: list[bool] = []

        def queue(_events) -> None:
            decision = screen.controller.decision()  # the State has moved on: whose decision follows these events
            human_next.append(decision is not None and screen.controller.seats[decision.player].is_human)
            self.due += 1
            QTimer.singleShot(0, look)

        def look() -> None:
            self.due -= 1
            self.append(Look(screen.table.in_motion, human_next.pop(0), asks(screen), lit(screen)))

        screen.controller.eventsReady.connect(queue)


def start(window, game: str, speed: float, seed: int):
    window.set_speed(speed, remember=False)
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", "random"))
    return window.start_game(GameSetup(game, seats, {}, seed), confirm=False)


def play(window, qtbot, screen, rng: random.Random, decisions: int, looks: Watch | None = None) -> None:
    """Answer ``decisions`` of the person's decisions (a random legal action each), checking at each that it is
    offered on a table at rest: the prompt asks it and its choices are lit (``looks``: each taken before the
    person answers). Round summaries are passed."""
    for _ in range(decisions):
        wait_for_turn(qtbot, window, screen)
        if looks is not None:
            qtbot.waitUntil(lambda: looks.due == 0, timeout=2000)
        if window.end_dialog is not None:
            return
        if screen.summary_up:
            screen.summary.button.click()
            continue
        assert not screen.table.in_motion and not screen.controller.held
        assert asks(screen) and lit(screen)
        screen.controller.choose(rng.choice(screen._pending[1].actions))


@pytest.mark.parametrize("game", GAMES)
def test_the_deal_lands_before_you_are_asked(window, qtbot, game):
    screen = start(window, game, 0.5, 3)  # the deal flies in from the deck
    assert screen.table.in_motion and screen.controller.held
    assert not asks(screen) and not lit(screen)
    settled: list[bool] = []
    screen.table.settled.connect(lambda: settled.append(not screen.table.in_motion))
    play(window, qtbot, screen, random.Random(5), 1)
    assert settled and all(settled)


@pytest.mark.parametrize("game", [g for g in GAMES if g != "silver"])  # Silver's other seats turn cards in place
def test_a_move_in_flight_is_seen_land_before_you_are_asked(window, qtbot, game):
    screen = start(window, game, 0.5, 3)
    looks = Watch(screen)
    play(window, qtbot, screen, random.Random(5), 8, looks)
    held = [look for look in looks if look.moving and look.human]
    assert held, "no move animated before one of your decisions"
    assert not any(look.asks or look.lit for look in held)  # the cards were still flying: nothing asked, nothing lit


@pytest.mark.parametrize("game", GAMES)
def test_without_animations_you_are_asked_at_once(window, qtbot, game):
    screen = start(window, game, 0.0, 3)
    looks = Watch(screen)
    play(window, qtbot, screen, random.Random(5), 6, looks)
    asked = [look for look in looks if look.human]
    assert asked and not any(look.moving for look in looks)
    assert all(look.asks and look.lit for look in asked)


def test_a_computer_move_is_asked_for_after_its_cards_land(window, qtbot):
    """Watched from the start of the computer's move: the human's prompt and choices come after `settled`."""
    window.set_speed(0.5, remember=False)
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", "random"))
    screen = window.start_game(GameSetup("schotten_totten", seats, {"first_player": 1}, 4), confirm=False)
    order: list[str] = []
    screen.controller.eventsReady.connect(lambda _e: order.append("moving" if screen.table.in_motion else "still"))
    screen.table.settled.connect(lambda: order.append("settled"))
    screen.controller.decisionRequired.connect(lambda *_: order.append("asked"))
    wait_for_turn(qtbot, window, screen)
    assert order[-3:] == ["moving", "settled", "asked"] and asks(screen) and lit(screen)


def test_your_next_step_waits_for_your_card_to_land(window, qtbot):
    """Schotten Totten: the stone for your card is asked for once the card has flown to its place."""
    window.set_speed(0.5, remember=False)
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", "random"))
    screen = window.start_game(GameSetup("schotten_totten", seats, {"first_player": 0}, 4), confirm=False)
    wait_for_turn(qtbot, window, screen)
    card = next(a for a in screen._pending[1].actions if a.kind == "card")
    screen.controller.choose(card)
    if screen.table.in_motion:
        assert screen._pending is None and not lit(screen)
    qtbot.waitUntil(lambda: screen._pending is not None, timeout=5000)
    assert not screen.table.in_motion and screen._pending[1].kind == "stone" and lit(screen)
    screen._on_cancel()  # Esc takes the card back: the card step is asked for again, once it is back in the hand
    qtbot.waitUntil(lambda: screen._pending is not None and screen._pending[1].kind == "card", timeout=5000)
    assert not screen.controller.pending_steps and lit(screen) and not screen.table.in_motion


def test_undo_asks_again_once_the_table_has_settled(window, qtbot):
    window.set_speed(0.5, remember=False)
    screen = window.start_game(
        GameSetup("animals", (SeatConfig("Sara", None), SeatConfig("Ali", "random")), {"first_player": 0}, 2, True),
        confirm=False,  # a practice game: undo goes back past the cards drawn
    )
    rng = random.Random(1)
    play(window, qtbot, screen, rng, 2)
    wait_for_turn(qtbot, window, screen)
    assert screen.controller.undo()
    qtbot.waitUntil(lambda: screen._pending is not None, timeout=5000)
    assert not screen.table.in_motion and asks(screen) and lit(screen)
    play(window, qtbot, screen, rng, 2)  # and the game goes on


def test_a_held_decision_is_offered_on_release_not_while_held(qtbot):
    controller = GameController(
        get_game("animals"), [SeatConfig("Sara"), SeatConfig("Ali", "random")], 1, {"first_player": 0}, 0
    )
    asked: list[int] = []
    controller.decisionRequired.connect(lambda player, _d: asked.append(player))
    controller.hold()
    controller.start()
    qtbot.wait(50)
    assert asked == [] and controller.held
    controller.release()
    controller.hold()  # held again before it was offered: it waits for this release instead
    qtbot.wait(50)
    assert asked == []
    controller.release()
    qtbot.waitUntil(lambda: asked == [0], timeout=2000)
    qtbot.wait(50)
    assert asked == [0]  # once
    controller.close()


def test_a_move_replaced_in_flight_is_not_reported_finished(app, qtbot):
    animator = Animator(1.0)
    table = GameTable(QGraphicsScene(), get_game("schotten_totten"), ["Sara", "Ali"], animator)
    ends: list[str] = []
    animator.finished.connect(lambda: ends.append("finished"))
    table.settled.connect(lambda: ends.append("settled"))
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(0, 0), z=5)])
    card = table.cards[("c",)]
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(600, 0), z=5)])
    assert table.in_motion
    qtbot.wait(80)
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(600, 400), z=5)])  # replaces it
    assert ends == [] and table.in_motion  # the first move did not end: it was replaced
    qtbot.waitUntil(lambda: not table.in_motion, timeout=3000)
    assert ends == ["settled", "finished"] and card.pos() == QPointF(600, 400)
    # a move cut short by an immediate one (animations switched off mid-flight) ends it where the last one puts it
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(0, 0), z=5)])
    qtbot.wait(80)
    animator.speed = 0.0
    table.apply_placements([Placement(("c",), FACES["blue-3"], True, QPointF(300, 300), z=5)])
    assert not table.in_motion and ends == ["settled", "finished"] * 2
    qtbot.wait(400)
    assert card.pos() == QPointF(300, 300) and card.zValue() == 5
    table.teardown()


def test_hot_seat_the_curtain_and_the_next_persons_choice_wait_for_the_table(window, qtbot):
    window.set_speed(0.5, remember=False)
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", None))
    screen = window.start_game(GameSetup("schotten_totten", seats, {"first_player": 0}, 4), confirm=False)
    for _person in range(2):
        qtbot.waitUntil(lambda: screen.curtain_up or screen.reveal_up, timeout=5000)
        assert not screen.table.in_motion  # the last move has landed before the screen is passed on
        if screen.reveal_up:  # the card you drew, kept in view until you are done
            screen.reveal.button.click()
        assert screen.curtain_up
        screen.curtain.button.click()
        if screen.table.in_motion:  # the table turns to the person now at it
            assert screen._pending is None and not lit(screen)
        qtbot.waitUntil(lambda: screen._pending is not None, timeout=5000)
        assert not screen.table.in_motion and asks(screen) and lit(screen)
        for _step in range(2):  # a card, then its stone
            qtbot.waitUntil(lambda: screen._pending is not None, timeout=5000)
            screen.controller.choose(screen._pending[1].actions[0])
