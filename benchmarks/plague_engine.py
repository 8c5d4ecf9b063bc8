"""Speed of the Plague engine: complete rounds of random play per second of CPU time on one core (issue 17 target:
at least 1,000 with 4 players), and the cost of one determinization and of one heuristic playout (what ISMCTS does
per iteration).

Run: ``.venv/bin/python benchmarks/plague_engine.py [--seconds S]``. CPU time (``time.process_time``) is measured, not
wall time, so the figures hold on a machine shared with other work.
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable.ai.heuristics.plague import playout_action
from cardtable.engine.plague import GAME


def rounds_per_cpu_second(players: int, seconds: float) -> float:
    start = time.process_time()
    rounds = seed = 0
    while time.process_time() - start < seconds:
        state = GAME.new_game(players, seed, {})
        rng = random.Random(seed)
        seed += 1
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        rounds += state.round_index + 1
    return rounds / (time.process_time() - start)


def playout_ms(players: int, seconds: float) -> tuple[float, float]:
    """CPU milliseconds per (determinize, heuristic playout to the end of the round) from the first decision."""
    state = GAME.new_game(players, 5, {})
    obs = state.observation(state.to_move)
    rng = random.Random(1)
    det_time = play_time = 0.0
    count = 0
    while det_time + play_time < seconds:
        t0 = time.process_time()
        s = GAME.determinize(obs, rng)
        t1 = time.process_time()
        while not s.is_terminal and s.round_index == 0:
            s.apply(playout_action(s, rng))
        det_time += t1 - t0
        play_time += time.process_time() - t1
        count += 1
    return 1000 * det_time / count, 1000 * play_time / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    args = parser.parse_args()
    print("players  random rounds/CPU s  determinize ms  heuristic playout ms")
    for players in (2, 3, 4):
        rate = rounds_per_cpu_second(players, args.seconds)
        det, play = playout_ms(players, args.seconds)
        print(f"{players:7d}  {rate:19.0f}  {det:14.3f}  {play:20.2f}")


if __name__ == "__main__":
    main()
