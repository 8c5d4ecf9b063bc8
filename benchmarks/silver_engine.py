"""Silver engine speed: complete rounds of random play per second (one process, one core).

.venv/bin/python benchmarks/silver_engine.py --players 4 --matches 40
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable.engine.registry import get_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--deck", default="coin")
    args = parser.parse_args()
    game = get_game("silver")
    steps = rounds = 0
    start = time.perf_counter()
    for seed in range(args.matches):
        rng = random.Random(seed)
        state = game.new_game(args.players, seed, {"deck": args.deck})
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
        rounds += state.round_index + 1
    seconds = time.perf_counter() - start
    print(f"{args.players} players, {args.deck} deck: {rounds} rounds, {steps} steps in {seconds:.2f} s")
    print(f"{rounds / seconds:.0f} rounds/s, {steps / seconds:.0f} steps/s, {steps / rounds:.0f} steps per round")


if __name__ == "__main__":
    main()
