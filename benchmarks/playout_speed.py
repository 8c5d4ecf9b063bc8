"""Playout speed: random matches per second and ISMCTS iterations per second of thinking, for one checkout.

Random play goes through the State's fast path where it has one (``fast_actions`` / ``fast_apply``, what search
and playouts use), else through ``legal_actions`` / ``apply``, so the same script measures an older commit. ISMCTS
runs a fixed number of iterations (no time limit) from positions sampled from random play, with the game's search
hooks. One batch prints one line of JSON; run several checkouts side by side by alternating batches (each with
``PYTHONPATH`` set to its worktree) and compare medians, as ``--compare`` does:

    .venv/bin/python benchmarks/playout_speed.py --compare /work/wt/old,/work/wt/new --rounds 5
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

CASES: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("schotten_totten", 2, {"tactics": False}),
    ("schotten_totten", 2, {"tactics": True}),
    ("animals", 2, {}),
    ("animals", 4, {}),
)


def random_games(game_id: str, players: int, options: dict[str, Any], games: int) -> float:
    """Random matches per second."""
    from cardtable.engine.registry import get_game

    game = get_game(game_id)
    rng = random.Random(1)
    start = time.perf_counter()
    for i in range(games):
        state = game.new_game(players, i, options)
        actions = getattr(state, "fast_actions", state.legal_actions)
        apply = getattr(state, "fast_apply", state.apply)
        while not state.is_terminal:
            apply(rng.choice(actions()))
    return games / (time.perf_counter() - start)


def search_rate(game_id: str, players: int, options: dict[str, Any], positions: int, iterations: int) -> float:
    """ISMCTS iterations per second over ``positions`` sampled decisions (normal level's hooks, no time limit)."""
    from cardtable.ai.ismcts import Budget, ISMCTSAgent
    from cardtable.engine.registry import get_game

    game = get_game(game_id)
    rng = random.Random(2)
    found = []
    while len(found) < positions:
        state = game.new_game(players, rng.randrange(2**31), options)
        while not state.is_terminal and len(found) < positions:
            if len(state.legal_actions()) > 1 and rng.random() < 0.1:
                found.append(state.information_set(state.to_move))
            state.apply(rng.choice(state.legal_actions()))
    total = 0
    seconds = 0.0
    for infoset in found:
        agent = ISMCTSAgent(budget=Budget(None, iterations))
        start = time.perf_counter()
        agent.choose(infoset, random.Random(3))
        seconds += time.perf_counter() - start
        total += agent.last_iterations
    return total / seconds


def batch(games: int, positions: int, iterations: int) -> dict[str, float]:
    out: dict[str, float] = {}
    for game_id, players, options in CASES:
        random_games(game_id, players, options, 3)  # warm up (imports, formation caches)
        label = f"{game_id}{'-tactical' if options.get('tactics') else ''}-{players}p"
        out[f"{label} games/s"] = random_games(game_id, players, options, games if game_id != "animals" else 4 * games)
        out[f"{label} iterations/s"] = search_rate(game_id, players, options, positions, iterations)
    return out


def compare(trees: list[str], rounds: int, extra: list[str]) -> None:
    runs: dict[str, list[dict[str, float]]] = {tree: [] for tree in trees}
    for r in range(rounds):
        for tree in trees if r % 2 == 0 else reversed(trees):  # interleaved, order alternated
            env = dict(os.environ, PYTHONPATH=tree)
            line = subprocess.run(
                [sys.executable, __file__, *extra], env=env, check=True, capture_output=True, text=True
            ).stdout
            runs[tree].append(json.loads(line))
            print(f"round {r + 1} {tree}: {line.strip()}", file=sys.stderr, flush=True)
    keys = list(runs[trees[0]][0])
    print(f"{'measure':<42}" + "".join(f"{os.path.basename(t):>14}" for t in trees) + f"{'ratio':>8}")
    for key in keys:
        medians = [statistics.median(run[key] for run in runs[tree]) for tree in trees]
        print(f"{key:<42}" + "".join(f"{m:>14.1f}" for m in medians) + f"{medians[-1] / medians[0]:>7.2f}×")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="random Schotten Totten matches per batch (x4 Animals)")
    parser.add_argument("--positions", type=int, default=6, help="searched positions per case and batch")
    parser.add_argument("--iterations", type=int, default=300, help="ISMCTS iterations per position")
    parser.add_argument("--compare", default="", help="comma-separated worktrees: median of --rounds batches each")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if args.compare:
        extra = ["--games", str(args.games), "--positions", str(args.positions), "--iterations", str(args.iterations)]
        compare(args.compare.split(","), args.rounds, extra)
        return
    print(json.dumps(batch(args.games, args.positions, args.iterations)))


if __name__ == "__main__":
    main()
