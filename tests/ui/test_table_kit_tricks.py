"""Kit pieces for trick-taking tables (cardtable/ui/table/): a finished trick gathered onto its winner's pile after a
hold (the speed setting governs it; the next layout waits for it, and so do the next move in the game and the next
step of a replay, so nothing is said before it is shown), cards that grow or shrink as they move, and the emblems of
suits drawn inside their square."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from cardtable.controllers import SeatConfig
from cardtable.engine.registry import get_game
from cardtable.saves import SavedGame, Seat
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.games.plague import PlagueTable
from cardtable.ui.games.schotten_totten.faces import FACES
from cardtable.ui.replay import ReplayScreen
from cardtable.ui.table.animation import Animator
from cardtable.ui.table.base import GameTable, Placement
from cardtable.ui.table.emblems import SHAPES


def trick_table(speed: float) -> GameTable:
    table = GameTable(QGraphicsScene(), get_game("schotten_totten"), ["Sara", "Ali"], Animator(speed))
    table.apply_placements(
        [
            Placement(("c", 1), FACES["red-9"], True, QPointF(500, 300), 0.8, 30),
            Placement(("c", 2), FACES["blue-3"], True, QPointF(600, 300), 0.8, 31),
        ]
    )
    return table


def test_a_gathered_trick_waits_then_flies_to_the_pile_and_the_next_layout_waits_for_it(app, qtbot):
    table = trick_table(1.0)
    pile = QPointF(40, 600)
    table.gather([("c", 1), ("c", 2)], pile, 0.5)
    one, two = table.cards[("c", 1)], table.cards[("c", 2)]
    # the next trick begins meanwhile: only the pile's top card (2) stays, a new card is played
    table.apply_placements(
        [
            Placement(("c", 2), FACES["blue-3"], True, pile, 0.5, 5),
            Placement(("c", 3), FACES["green-1"], True, QPointF(700, 300), 0.8, 30),
        ]
    )
    assert table.gathering and one.pos() == QPointF(500, 300)  # held in the middle
    assert ("c", 3) not in table.cards  # the next card waits for the trick to be collected
    qtbot.waitUntil(lambda: one.pos() != QPointF(500, 300), timeout=5000)  # flying
    assert two.zValue() > one.zValue()  # the last key's card lies on top
    qtbot.waitUntil(lambda: not table.gathering, timeout=5000)
    assert ("c", 1) not in table.cards and ("c", 3) in table.cards  # landed, then the next layout
    assert two.pos() == pile and two.scale() == 0.5 and two.zValue() == 5
    table.teardown()


def test_a_new_gathering_lands_the_last_one_and_teardown_drops_it(app, qtbot):
    table = trick_table(1.0)
    table.gather([("c", 1), ("c", 2)], QPointF(40, 600), 0.5)
    table.apply_placements([Placement(("c", 2), FACES["blue-3"], True, QPointF(40, 600), 0.5, 5)])
    table.gather([("c", 2)], QPointF(40, 600), 0.5)  # the next trick is already over
    assert ("c", 1) not in table.cards and table.gathering
    table.teardown()
    assert not table.gathering


def test_without_animations_nothing_is_held(app):
    table = trick_table(0.0)
    table.gather([("c", 1), ("c", 2)], QPointF(40, 600), 0.5)
    assert not table.gathering
    table.apply_placements([Placement(("c", 2), FACES["blue-3"], True, QPointF(40, 600), 0.5, 5)])
    assert ("c", 1) not in table.cards and table.cards[("c", 2)].pos() == QPointF(40, 600)


def test_a_card_grows_or_shrinks_as_it_moves_and_at_once_without_animations(app, qtbot):
    table = trick_table(1.0)
    table.apply_placements([Placement(("c", 1), FACES["red-9"], True, QPointF(100, 100), 0.5, 30)])
    card = table.cards[("c", 1)]
    assert card.scale() == 0.8  # under way
    qtbot.waitUntil(lambda: not table.animator.running, timeout=3000)
    assert card.scale() == 0.5 and card.pos() == QPointF(100, 100)
    still = trick_table(0.0)
    still.apply_placements([Placement(("c", 1), FACES["red-9"], True, QPointF(100, 100), 0.5, 30)])
    assert still.cards[("c", 1)].scale() == 0.5


@pytest.mark.parametrize("name", ["trumpet", "flower", "shell", "skull", "tower"])
def test_a_suit_emblem_is_drawn_inside_its_square(app, name):
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.setBrush(QColor("#ff0000"))
    SHAPES[name](painter, QRectF(20, 20, 40, 40))
    painter.end()
    painted = [(x, y) for x in range(80) for y in range(80) if image.pixelColor(x, y).alpha() > 0]
    assert len(painted) > 200
    assert all(17 <= x <= 62 and 17 <= y <= 62 for x, y in painted)


def test_no_move_is_made_or_said_while_a_trick_is_being_collected(window, qtbot):
    """The log and the banner say the trick's result while it is collected; the next card (the computer's lead
    after your move, or after its own) is played, and said, only once the trick has landed on its pile, and your own
    lead after a trick you won is asked for only then (settled), the log's last sentence still the trick's."""
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", "random"))
    window.set_speed(0.5, remember=False)
    screen = window.start_game(GameSetup("plague", seats, {"first_player": 0}, 3), confirm=False)
    applied: list[tuple[int, bool]] = []  # (seat, was a trick being collected when its action was applied)
    screen.controller.actionApplied.connect(lambda seat, _a: applied.append((seat, screen.table.gathering)))
    batches: list[tuple[list[str], bool]] = []  # each batch's kinds, and whether the table collected a trick then
    screen.controller.eventsReady.connect(
        lambda events: batches.append(([e.kind for e in events], screen.table.gathering))
    )
    offered_moving: list[bool] = []  # at each decision offered: was the table still in motion
    screen.controller.decisionRequired.connect(lambda *_: offered_moving.append(screen.table.in_motion))
    led_after_winning = 0

    def tricks() -> int:
        return sum(1 for e in screen.controller.state.event_log() if e.kind == "trick_won")

    while tricks() < 6:
        qtbot.waitUntil(lambda: screen._pending is not None and not screen.controller.busy, timeout=30_000)
        kinds, collected = batches[-1] if batches else ([], False)  # the deal was before the first
        if "trick_won" in kinds:  # you won it and lead: asked once it has landed on your pile
            led_after_winning += 1
            assert collected and not screen.table.gathering
            assert " the trick " in screen.log_model.sentences()[-1]  # what is shown is what the log says last
        screen.controller.choose(screen._pending[1].actions[0])
    assert led_after_winning and any(seat == 1 for seat, _ in applied)
    assert not any(seat == 1 and during for seat, during in applied)
    assert offered_moving and not any(offered_moving)
    # the winner's lead is a move of its own, shown after the trick it won
    assert not any("played" in kinds[kinds.index("trick_won") :] for kinds, _ in batches if "trick_won" in kinds)


def test_a_replay_plays_the_next_step_only_once_the_trick_is_collected(app, qtbot):
    game = get_game("plague")
    state = game.new_game(2, 5, {})
    actions = []
    while sum(1 for e in state.event_log() if e.kind == "trick_won") < 1:
        action = state.legal_actions()[0]
        actions.append(tuple(action.to_json()))
        state.apply(action)
    trick = len(actions)
    actions.append(tuple(state.legal_actions()[0].to_json()))  # the next lead
    seats = (Seat(kind="human", name="Sara"), Seat(kind="computer", level="easy", name="Ali"))
    saved = SavedGame(game_id="plague", seats=seats, seed=5, actions=tuple(actions))
    replay = ReplayScreen(saved, game, PlagueTable, speed=1.0)
    qtbot.addWidget(replay)
    while replay.position < trick:
        replay._tick()
    assert replay.table.gathering
    replay._tick()  # the trick is still being collected: the next step waits
    assert replay.position == trick
    qtbot.waitUntil(lambda: not replay.table.gathering, timeout=5000)
    replay._tick()
    assert replay.position == trick + 1
    replay.table.teardown()  # as the window closes a replay: no animation outlives it
