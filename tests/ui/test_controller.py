"""The game controller: computer players in a spawned process, cancellation, liveness, rebuilt setup events."""

from __future__ import annotations

import multiprocessing
import threading

import pytest
from PySide6.QtCore import QTimer

from cardtable.controllers import GameController, SeatConfig
from cardtable.controllers.game_controller import logged_events
from cardtable.controllers.worker import AgentWorker
from cardtable.engine.base import Action, IllegalActionError
from cardtable.engine.registry import get_game


def make(seats: list[str | None], seed: int = 1, first: int = 0) -> GameController:
    names = ["Sara", "Ali", "Maryam", "Reza"]
    return GameController(
        get_game("animals"), [SeatConfig(names[i], s) for i, s in enumerate(seats)], seed, {"first_player": first}, 0
    )


def test_setup_events_are_rebuilt_from_the_observation_logs():
    state = get_game("animals").new_game(3, 4, {"first_player": 1})
    events = logged_events(state)
    assert events[0].kind == "round_start" and events[0].data["starter"] == 1
    dealt = [e for e in events if e.kind == "dealt"]
    assert sorted(e.data["seat"] for e in dealt) == [0, 1, 2]
    assert all(e.audience == frozenset({e.data["seat"]}) for e in dealt)
    assert [e.kind for e in events].count("draw") == 1  # the first player's draw, once


def test_computer_players_move_and_humans_are_asked(qtbot):
    controller = make([None, "random", "random"], first=1)
    asked: list[tuple[int, object]] = []
    applied: list[tuple[int, Action]] = []
    controller.decisionRequired.connect(lambda p, d: asked.append((p, d)))
    controller.actionApplied.connect(lambda p, a: applied.append((p, a)))
    try:
        controller.start()
        assert controller.busy  # seat 1 (a computer) decides first
        qtbot.waitUntil(lambda: bool(asked), timeout=20_000)
        assert asked[0][0] == 0 and not controller.busy
        assert {p for p, _a in applied} >= {1}
        with pytest.raises(IllegalActionError):
            controller.choose(Action.of("play", 99))
    finally:
        controller.close()
    assert not controller.worker.process_alive


def test_closing_while_the_computer_thinks_leaves_nothing_running(qtbot):
    threads_before = threading.active_count()
    controller = make(["ismcts:hard", None], first=0)
    controller.start()
    assert controller.busy and controller.worker.busy
    qtbot.wait(300)  # the search is under way in the child process
    assert controller.worker.process_alive
    controller.close()
    assert not controller.worker.process_alive
    assert multiprocessing.active_children() == []
    assert threading.active_count() == threads_before
    assert not controller.busy


def test_ui_event_loop_stays_live_while_hard_computer_thinks(qtbot):
    controller = make(["ismcts:hard", None], first=0)
    ticks = [0]
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    asked: list[int] = []
    controller.decisionRequired.connect(lambda p, _d: asked.append(p))
    try:
        controller.start()
        timer.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=30_000)
        timer.stop()
    finally:
        controller.close()
    assert asked == [1]
    assert ticks[0] >= 20  # the 10 ms timer kept firing during the think


def test_half_chosen_move_commits_only_when_complete(qtbot):
    game = get_game("animals")
    seed = next(
        s
        for s in range(500)
        if Action.of("play", 1) in game.new_game(2, s, {"first_player": 0}).legal_actions()
        and not game.new_game(2, s, {"first_player": 0}).observation(0)["protected"][1]
    )
    controller = make([None, None], seed=seed)
    asked: list[str] = []
    controller.decisionRequired.connect(lambda _p, d: asked.append(d.kind))
    controller.start()
    try:
        controller.choose(Action.of("play", 1))
        assert asked[-1] == "target" and controller.state.history == []
        controller.cancel_move()
        assert asked[-1] == "play" and controller.pending_steps == ()
        controller.choose(Action.of("play", 1))
        controller.choose(Action.of("target", 1))
        assert asked[-1] == "guess" and controller.state.history == []
        controller.choose(Action.of("guess", 10))
        assert controller.state.history == [Action.of("play", 1), Action.of("target", 1), Action.of("guess", 10)]
    finally:
        controller.close()


def test_a_computer_player_process_that_ended_is_replaced(qtbot):
    worker = AgentWorker()
    state = get_game("animals").new_game(2, 3, {"first_player": 0})
    observation = state.observation(0)
    chosen: list[Action] = []
    worker.chosen.connect(lambda _rid, action: chosen.append(action))
    try:
        worker.request("animals", "random", observation, 1)
        qtbot.waitUntil(lambda: bool(chosen), timeout=20_000)
        worker._process.kill()  # e.g. killed by the system
        worker._process.join(5)
        assert not worker.process_alive
        worker.request("animals", "random", observation, 1)  # a new process takes over
        qtbot.waitUntil(lambda: len(chosen) == 2, timeout=20_000)
        assert chosen[0] == chosen[1] and worker.process_alive
    finally:
        worker.close()
    assert multiprocessing.active_children() == []
