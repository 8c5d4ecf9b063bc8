"""Kill -9 loop: start an autoplaying app, SIGKILL it at a random moment, check what it left; repeat.

Usage (from the repository root, after ``make test`` has created ``.venv``)::

    .venv/bin/python benchmarks/kill_loop.py --kills 120 --seed 1

Each round starts ``cardtable --game G --seats human,ai:easy --autoplay … --screenshot …`` offscreen with a data and
config folder of its own (``CARDTABLE_DATA_DIR`` / ``CARDTABLE_CONFIG_DIR``), the game alternating between
Power-Hungry Animals and Schotten Totten (classic and tactical). The app is run through this script's ``--child``
mode, which prints every action the moment it enters the match (``actionApplied``, before the autosave that follows
it), so after the kill the script knows exactly how far the match had got. The kill comes at a uniformly random
moment in ``[0.2, --max-delay]`` seconds after start (start-up included). Then:

- the autosave must load (:func:`cardtable.saves.load` replays and verifies it) unless the kill came before the
  first autosave, and its actions must be the first actions the app applied;
- it may lack at most the last move: the actions it lacks (``lost``) must all be steps of one move, i.e. of one
  seat in one round (a computer player's multi-step move, card then target then guess, is shown and autosaved as a
  whole once complete; a human's half-chosen move is never saved);
- every process the app had started (the computer-player process, multiprocessing's resource tracker) must end
  by itself within 10 s: the times until the worker and the last of them were gone are reported (the worker polls
  its parent every 0.25 s once started; one still starting up notices when its imports are done).

A round whose match ended before the kill is not counted. Prints one line per kill and a summary; ``--json`` adds
the summary as JSON. Exit status 1 if any check failed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

GAMES: tuple[tuple[str, str], ...] = (
    ("animals", ""),
    ("schotten_totten", ""),
    ("animals", "tokens_to_win=5"),
    ("schotten_totten", "tactics=true"),
)


def child(argv: list[str]) -> int:
    """Run the app (``cardtable`` arguments ``argv``), printing ``applied <n> <action JSON>`` for every action
    (``n``: actions in the match so far)."""
    from cardtable import __main__ as app_main
    from cardtable.ui import main_window

    class ReportingWindow(main_window.MainWindow):
        def __init__(self) -> None:
            super().__init__()
            self.gameStarted.connect(self._report_actions)

        def _report_actions(self, screen: object) -> None:
            controller = screen.controller

            def applied(_player: int, action: object) -> None:
                line = json.dumps(action.to_json())
                print(f"applied {len(controller.state.history)} {line}", flush=True)

            controller.actionApplied.connect(applied)

    main_window.MainWindow = ReportingWindow
    return app_main.main(argv)


def children_of(pid: int) -> dict[int, str]:
    """The processes whose parent is ``pid`` (Linux ``/proc``), each with its kind: ``worker`` (a computer-player
    process) or ``other`` (multiprocessing's resource tracker)."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
                cmdline = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found[int(entry.name)] = "worker" if b"spawn_main" in cmdline else "other"
    return found


def running(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def movers(game_id: str, seed: int, options: str, actions: list[list[object]]) -> list[tuple[int, int]]:
    """``(seat, round)`` of the decision each of ``actions`` answered, replaying the match from its setup."""
    from cardtable.engine.base import Action
    from cardtable.engine.registry import get_game
    from cardtable.sim import parse_options_arg

    game = get_game(game_id)
    state = game.new_game(2, seed, game.check_setup(2, parse_options_arg(options)))
    found = []
    for action in actions:
        decision = state.decision()
        assert decision is not None
        found.append((decision.player, state.round_index))
        state.apply(Action.from_json(action))
    return found


def one_round(index: int, rng: random.Random, root: Path, max_delay: float) -> dict[str, object] | None:
    """Start, kill and check one app; ``None`` when the match ended before the kill."""
    from cardtable.saves import AUTOSAVE_NAME, SaveFileError, load

    game, options = GAMES[index % len(GAMES)]
    folder = root / f"round-{index}"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["CARDTABLE_DATA_DIR"] = str(folder / "data")
    env["CARDTABLE_CONFIG_DIR"] = str(folder / "config")
    seed = rng.randrange(2**31)
    args = ["--game", game, "--seats", "human,ai:easy", "--seed", str(seed), "--autoplay", "100000"]
    args += ["--screenshot", str(folder / "end.png")] + (["--options", options] if options else [])
    app = subprocess.Popen(
        [sys.executable, __file__, "--child", *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(line.decode() for line in app.stdout), daemon=True)
    reader.start()
    delay = rng.uniform(0.2, max_delay)
    try:
        app.wait(delay)
        app.wait()  # the match ended before the kill: not counted
        reader.join(10)
        return None
    except subprocess.TimeoutExpired:
        pass
    helpers = children_of(app.pid)
    app.send_signal(signal.SIGKILL)
    killed_at = time.monotonic()
    app.wait()
    gone: dict[str, float] = {}
    while any(running(pid) for pid in helpers) and time.monotonic() - killed_at < 10:
        for pid, kind in helpers.items():
            if not running(pid):
                gone.setdefault(kind, time.monotonic() - killed_at)
        time.sleep(0.01)
    for kind in helpers.values():
        gone.setdefault(kind, time.monotonic() - killed_at)
    survivors = [pid for pid in helpers if running(pid)]
    for pid in survivors:  # never leave one behind, even when the check failed
        os.kill(pid, signal.SIGKILL)
    reader.join(10)
    applied = [json.loads(line.split(" ", 2)[2]) for line in lines if line.startswith("applied ")]
    problems: list[str] = []
    path = folder / "data" / AUTOSAVE_NAME
    saved_actions: list[object] = []
    if path.exists():
        try:
            saved, _state = load(path)
        except SaveFileError as exc:
            problems.append(f"autosave does not load: {exc}")
        else:
            saved_actions = [list(a) for a in saved.actions]
    elif applied:
        problems.append("no autosave although actions were applied")
    if saved_actions != [list(a) for a in applied[: len(saved_actions)]]:
        problems.append("autosave actions are not the applied ones")
    lost = len(applied) - len(saved_actions)
    if lost < 0 or len(set(movers(game, seed, options, applied)[len(saved_actions) :])) > 1:
        problems.append(f"lost {lost} actions, of more than one move")
    if survivors:
        problems.append(f"processes left after the kill: {survivors}")
    temp_files = len(list((folder / "data").glob("*.tmp"))) if (folder / "data").is_dir() else 0
    return {
        "game": game + (f" {options}" if options else ""),
        "delay": round(delay, 2),
        "applied": len(applied),
        "saved": len(saved_actions),
        "lost": lost,
        "autosave": path.exists(),
        "worker_gone_s": round(gone["worker"], 3) if "worker" in gone else None,
        "all_gone_s": round(max(gone.values()), 3) if gone else None,
        "temp_files": temp_files,
        "problems": problems,
    }


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        return child(sys.argv[2:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=120, help="kills to make (rounds that ended first not counted)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=8.0, help="latest kill, seconds after the app started")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON too")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    results: list[dict[str, object]] = []
    ended_first = 0
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="cardtable-kill-loop-") as scratch:
        index = 0
        while len(results) < args.kills:
            result = one_round(index, rng, Path(scratch), args.max_delay)
            index += 1
            if result is None:
                ended_first += 1
                continue
            results.append(result)
            print(f"{len(results):4d} " + json.dumps(result), flush=True)
    worker = [float(r["worker_gone_s"]) for r in results if r["worker_gone_s"] is not None]
    every = [float(r["all_gone_s"]) for r in results if r["all_gone_s"] is not None]
    summary = {
        "kills": len(results),
        "matches_ended_before_the_kill": ended_first,
        "minutes": round((time.monotonic() - started) / 60, 1),
        "autosave_loads": sum(1 for r in results if r["autosave"] and not r["problems"]),
        "no_autosave_yet": sum(1 for r in results if not r["autosave"]),
        "lost_actions": {
            str(n): sum(1 for r in results if r["lost"] == n) for n in sorted({r["lost"] for r in results})
        },
        "actions_applied_median": statistics.median(int(r["applied"]) for r in results),
        "kills_with_a_worker": len(worker),
        "worker_gone_s_median": round(statistics.median(worker), 3) if worker else None,
        "worker_gone_s_max": round(max(worker), 3) if worker else None,
        "all_gone_s_max": round(max(every), 3) if every else None,
        "left_temp_files": sum(int(r["temp_files"]) for r in results),
        "failures": [r for r in results if r["problems"]],
    }
    print(
        f"{summary['kills']} kills ({ended_first} matches ended first), {summary['minutes']} min: autosave loads "
        f"{summary['autosave_loads']}, none yet {summary['no_autosave_yet']}; kills by actions lost (all of one "
        f"move): {summary['lost_actions']}; the worker ended p50 {summary['worker_gone_s_median']} s, max "
        f"{summary['worker_gone_s_max']} s after the kill ({summary['kills_with_a_worker']} kills with one), every "
        f"helper process by {summary['all_gone_s_max']} s; failures "
        f"{len(summary['failures'])}"
    )
    if args.json:
        print(json.dumps(summary))
    return 1 if summary["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
