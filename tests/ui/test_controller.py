"""The game controller: computer players in a spawned process, cancellation, liveness, rebuilt setup events, and a
computer-player process that is killed (SIGKILL) or stops answering (SIGSTOP): replaced, asked again, reaped."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from cardtable.controllers import GameController, SeatConfig
from cardtable.controllers import worker as worker_module
from cardtable.controllers.worker import AgentWorker
from cardtable.engine.base import Action, IllegalActionError
from cardtable.engine.registry import get_game

posix_signals = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs POSIX signals")


def reaped(pid: int) -> bool:
    """True once process ``pid`` (a child of this process) has ended and been waited for (no zombie left)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def all_reaped(qtbot) -> None:
    """Wait until every computer-player process of this test is gone (they are reaped in the background)."""
    qtbot.waitUntil(lambda: multiprocessing.active_children() == [], timeout=20_000)


def make(seats: list[str | None], seed: int = 1, first: int = 0) -> GameController:
    names = ["Sara", "Ali", "Maryam", "Reza"]
    return GameController(
        get_game("animals"), [SeatConfig(names[i], s) for i, s in enumerate(seats)], seed, {"first_player": first}, 0
    )


def test_setup_events_come_from_the_event_log():
    state = get_game("animals").new_game(3, 4, {"first_player": 1})
    events = state.event_log()
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
    all_reaped(qtbot)


def test_closing_while_the_computer_thinks_leaves_nothing_running(qtbot):
    threads_before = threading.active_count()
    controller = make(["ismcts:hard", None], first=0)
    controller.start()
    assert controller.busy and controller.worker.busy
    qtbot.wait(300)  # the search is under way in the child process
    assert controller.worker.process_alive
    controller.close()
    assert not controller.worker.process_alive and not controller.busy
    all_reaped(qtbot)
    assert threading.active_count() == threads_before


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


def test_hold_for_keeps_the_next_computer_action_waiting(qtbot):
    """The screen holds the next computer move while its table shows a human something for a moment (a look):
    the computer's chosen action waits, also when it had already answered; a shorter hold changes nothing."""
    controller = make(["random", "random"], first=0)
    applied: list[int] = []
    controller.actionApplied.connect(lambda p, _a: applied.append(p))
    try:
        controller.hold_for(60)
        controller.start()
        qtbot.waitUntil(lambda: controller._agent_action is not None or bool(applied), timeout=20_000)
        assert applied == [] and controller.busy and controller._apply_timer.remainingTime() > 30_000
        controller.hold_for(1)  # shorter than the hold running: still held
        assert controller._apply_timer.remainingTime() > 30_000
        controller.hold_for(90)  # a longer one: the answer already waiting waits for it
        assert controller._apply_timer.remainingTime() > 80_000 and applied == []
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
    all_reaped(qtbot)


def warm_worker(qtbot, **kwargs) -> tuple[AgentWorker, dict, list[Action], list[str]]:
    """A worker that has answered one request (its process is up and idle), the observation it was asked about,
    and the lists its ``chosen`` actions and ``failed`` messages go to."""
    worker = AgentWorker(**kwargs)
    observation = get_game("schotten_totten").new_game(2, 3, {}).observation(0)
    chosen: list[Action] = []
    failed: list[str] = []
    worker.chosen.connect(lambda _rid, action: chosen.append(action))
    worker.failed.connect(lambda _rid, message: failed.append(message))
    worker.request("schotten_totten", "heuristic", observation, 5)
    qtbot.waitUntil(lambda: bool(chosen), timeout=30_000)
    return worker, observation, chosen, failed


@posix_signals
def test_a_process_killed_mid_think_is_replaced_and_asked_the_same_decision(qtbot):
    worker, observation, chosen, failed = warm_worker(qtbot)
    try:
        old = worker.pid
        assert old is not None
        os.kill(old, signal.SIGSTOP)  # so the request below is certainly not answered before the kill
        rid = worker.request("schotten_totten", "heuristic", observation, 5)
        os.kill(old, signal.SIGKILL)
        qtbot.waitUntil(lambda: len(chosen) == 2, timeout=30_000)
        assert chosen[1] == chosen[0] and failed == []  # the same decision, answered by a new process
        assert worker.pid not in (None, old) and not worker.busy and rid == 2
        qtbot.waitUntil(lambda: reaped(old), timeout=10_000)  # no zombie left
    finally:
        worker.close()
    all_reaped(qtbot)


@posix_signals
def test_a_process_that_stops_answering_is_killed_and_replaced(qtbot):
    worker, observation, chosen, failed = warm_worker(qtbot, patience=lambda _spec: 1.0)
    try:
        old = worker.pid
        assert old is not None
        os.kill(old, signal.SIGSTOP)  # hung: alive, but never answers
        worker.request("schotten_totten", "heuristic", observation, 5)
        qtbot.waitUntil(lambda: len(chosen) == 2, timeout=60_000)  # the watchdog gave up on it after 1 s
        assert chosen[1] == chosen[0] and failed == []
        assert worker.pid not in (None, old)
        qtbot.waitUntil(lambda: reaped(old), timeout=10_000)  # killed although stopped, and reaped
    finally:
        worker.close()
    all_reaped(qtbot)


def test_a_request_no_process_answers_fails_after_a_few_attempts(qtbot, monkeypatch):
    monkeypatch.setattr(worker_module, "STARTUP_ALLOWANCE", 0.0)
    worker = AgentWorker(patience=lambda _spec: 0.0)  # no process can answer in no time
    failed: list[str] = []
    chosen: list[Action] = []
    worker.failed.connect(lambda _rid, message: failed.append(message))
    worker.chosen.connect(lambda _rid, action: chosen.append(action))
    observation = get_game("animals").new_game(2, 3, {"first_player": 0}).observation(0)
    try:
        worker.request("animals", "random", observation, 1)
        qtbot.waitUntil(lambda: bool(failed), timeout=30_000)
        assert chosen == [] and not worker.busy
        assert f"{worker_module.ATTEMPTS} times in a row" in failed[0]
    finally:
        worker.close()
    all_reaped(qtbot)


@posix_signals
def test_the_game_goes_on_when_its_computer_player_is_killed(qtbot):
    controller = make(["ismcts:hard", None], first=0)
    asked: list[int] = []
    failures: list[str] = []
    controller.decisionRequired.connect(lambda p, _d: asked.append(p))
    controller.failed.connect(failures.append)
    try:
        controller.start()
        qtbot.waitUntil(lambda: controller.worker.process_alive, timeout=10_000)
        old = controller.worker.pid
        assert old is not None
        os.kill(old, signal.SIGKILL)  # while it starts up or thinks about its first move
        qtbot.waitUntil(lambda: bool(asked) or bool(failures), timeout=60_000)
        assert asked == [1] and failures == [] and len(controller.state.history) >= 1
        assert controller.worker.pid != old
    finally:
        controller.close()
    all_reaped(qtbot)


@posix_signals
def test_closing_leaves_a_stopped_computer_player_to_the_background(qtbot):
    controller = make(["ismcts:hard", None], first=0)
    controller.start()
    qtbot.waitUntil(lambda: controller.worker.process_alive, timeout=10_000)
    pid = controller.worker.pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)
    controller.close()  # does not wait for the stopped process
    assert not reaped(pid) and not controller.busy
    qtbot.waitUntil(lambda: reaped(pid), timeout=20_000)  # killed after the grace period and reaped
    all_reaped(qtbot)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_computer_player_whose_app_was_killed_exits(tmp_path):
    script = Path(__file__).parent.parent / "orphan_worker.py"
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        line = app.stdout.readline()  # the worker is thinking (a search that would never end by itself)
        assert line.startswith("thinking "), line
        pid = int(line.split()[1])
        assert running(pid)
    finally:
        app.kill()
        app.wait()
    deadline = 20.0  # generous; it polls every cardtable.ai.process.PARENT_POLL seconds
    waited = 0.0
    while running(pid) and waited < deadline:
        threading.Event().wait(0.05)
        waited += 0.05
    assert not running(pid)


def running(pid: int) -> bool:
    """True while process ``pid`` exists and has not ended (a zombie waiting for init counts as ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


@posix_signals
def test_ctrl_c_does_not_end_the_computer_player_process(qtbot):
    """Ctrl+C in a terminal reaches the whole process group; the app decides what happens, the worker ignores it."""
    worker, observation, chosen, failed = warm_worker(qtbot)
    try:
        pid = worker.pid
        assert pid is not None
        os.kill(pid, signal.SIGINT)
        worker.request("schotten_totten", "heuristic", observation, 5)
        qtbot.waitUntil(lambda: len(chosen) == 2, timeout=30_000)
        assert worker.pid == pid and failed == []  # answered by the same process
    finally:
        worker.close()
    all_reaped(qtbot)
