"""Speed of the Mindbug engine: complete random games per CPU second on one core, on the checked path
(``legal_actions`` / ``apply``: a real game) and the fast path (``fast_actions`` / ``fast_apply``: search and
playouts), and cProfile's top entries.

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


def play(games: int, fast: bool = False) -> int:
    """Play ``games`` random games; return the number of actions applied."""
    steps = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_game(2, seed)
        actions = state.fast_actions if fast else state.legal_actions
        apply = state.fast_apply if fast else state.apply
        while not state.is_terminal:
            apply(rng.choice(actions()))
            steps += 1
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--profile", action="store_true", help="also print cProfile's top 12 entries by own time")
    args = parser.parse_args()
    for fast in (False, True):
        start = time.process_time()
        steps = play(args.games, fast)
        elapsed = time.process_time() - start
        print(
            f"{'fast' if fast else 'checked'} path: {args.games} random games, {steps} actions in {elapsed:.2f} CPU s: "
            f"{args.games / elapsed:.0f} games/s, {steps / elapsed:.0f} actions/s"
        )
    if args.profile:
        for fast in (False, True):
            print(f"cProfile, {'fast' if fast else 'checked'} path:")
            profile = cProfile.Profile()
            profile.runcall(play, min(args.games, 300), fast)
            pstats.Stats(profile).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    main()
