"""Playout speed: random matches (and rounds) per CPU second and ISMCTS iterations per CPU second of thinking, for
one checkout. CPU time of the one process (``time.process_time``: one core), so other work on the machine stretches
the figures less than wall-clock time would.

Random play goes through the State's fast path where it has one (``fast_actions`` / ``fast_apply``, what search
and playouts use), else through ``legal_actions`` / ``apply``, so the same script measures an older commit. ISMCTS
runs a fixed number of iterations (no time limit) from positions sampled from random play, with the game's search
hooks. One batch prints one line of JSON; run several checkouts side by side by alternating batches (each with
``PYTHONPATH`` set to its worktree) and compare medians, as ``--compare`` does:

    .venv/bin/python benchmarks/playout_speed.py --compare /work/wt/old,/work/wt/new --rounds 5
    .venv/bin/python benchmarks/playout_speed.py --only silver,mindbug   # some games only
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
    ("mindbug", 2, {}),
    ("silver", 4, {}),
    ("wednesday", 4, {}),
    ("plague", 4, {}),
)
MATCHES_PER_BATCH = {"schotten_totten": 1, "animals": 4, "mindbug": 10, "silver": 1, "wednesday": 1, "plague": 2}
"""Random matches per batch, as a multiple of ``--games`` (a Silver or Wednesday match is several rounds)."""


def random_games(game_id: str, players: int, options: dict[str, Any], games: int) -> tuple[float, float]:
    """Random matches and rounds per CPU second."""
    from cardtable.engine.registry import get_game

    game = get_game(game_id)
    rng = random.Random(1)
    rounds = 0
    start = time.process_time()
    for i in range(games):
        state = game.new_game(players, i, options)
        actions = getattr(state, "fast_actions", state.legal_actions)
        apply = getattr(state, "fast_apply", state.apply)
        while not state.is_terminal:
            apply(rng.choice(actions()))
        rounds += state.round_index + 1
    seconds = time.process_time() - start
    return games / seconds, rounds / seconds


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
        start = time.process_time()
        agent.choose(infoset, random.Random(3))
        seconds += time.process_time() - start
        total += agent.last_iterations
    return total / seconds


def batch(games: int, positions: int, iterations: int, only: list[str]) -> dict[str, float]:
    out: dict[str, float] = {}
    for game_id, players, options in CASES:
        if only and game_id not in only:
            continue
        random_games(game_id, players, options, 3)  # warm up (imports, formation caches)
        label = f"{game_id}{'-tactical' if options.get('tactics') else ''}-{players}p"
        matches, rounds = random_games(game_id, players, options, games * MATCHES_PER_BATCH[game_id])
        out[f"{label} games/s"] = matches
        if rounds != matches:
            out[f"{label} rounds/s"] = rounds
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
    parser.add_argument("--games", type=int, default=40, help="random matches per batch (times MATCHES_PER_BATCH)")
    parser.add_argument("--positions", type=int, default=6, help="searched positions per case and batch")
    parser.add_argument("--iterations", type=int, default=300, help="ISMCTS iterations per position")
    parser.add_argument("--compare", default="", help="comma-separated worktrees: median of --rounds batches each")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--only", default="", help="comma-separated game ids (default: every case)")
    args = parser.parse_args()
    if args.compare:
        extra = ["--games", str(args.games), "--positions", str(args.positions), "--iterations", str(args.iterations)]
        compare(args.compare.split(","), args.rounds, [*extra, "--only", args.only])
        return
    only = [g for g in args.only.split(",") if g]
    print(json.dumps(batch(args.games, args.positions, args.iterations, only)))


if __name__ == "__main__":
    main()
