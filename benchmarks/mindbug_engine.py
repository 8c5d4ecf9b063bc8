"""Speed of the Mindbug engine: complete random games per second on one core, and cProfile's top entries.

Run: ``.venv/bin/python benchmarks/mindbug_engine.py [--games N] [--profile]``. Random play: every decision a
uniform choice among the legal actions (``random.Random(seed).choice``), from the deal to the end of the game.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from cardtable.engine.mindbug import GAME


def play(games: int) -> int:
    """Play ``games`` random games; return the number of actions applied."""
    steps = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_game(2, seed)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--profile", action="store_true", help="also print cProfile's top 12 entries by own time")
    args = parser.parse_args()
    start = time.perf_counter()
    steps = play(args.games)
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} random games, {steps} actions in {elapsed:.2f} s: {args.games / elapsed:.0f} games/s, "
        f"{steps / elapsed:.0f} actions/s"
    )
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(play, min(args.games, 300))
        pstats.Stats(profile).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    main()
