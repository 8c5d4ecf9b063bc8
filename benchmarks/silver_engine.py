"""Silver engine speed: complete rounds of random play per CPU second (one process, one core), on the checked path
(``legal_actions`` / ``apply``: what a real game does) and on the fast path (``fast_actions`` / ``fast_apply``: what
search and playouts do).

.venv/bin/python benchmarks/silver_engine.py --players 4 --matches 40 [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from cardtable.engine.registry import get_game


def play(players: int, matches: int, deck: str, fast: bool) -> tuple[int, int]:
    """Play ``matches`` random matches; return (rounds, steps)."""
    game = get_game("silver")
    steps = rounds = 0
    for seed in range(matches):
        rng = random.Random(seed)
        state = game.new_game(players, seed, {"deck": deck})
        actions = state.fast_actions if fast else state.legal_actions
        apply = state.fast_apply if fast else state.apply
        while not state.is_terminal:
            apply(rng.choice(actions()))
            steps += 1
        rounds += state.round_index + 1
    return rounds, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--deck", default="coin")
    parser.add_argument("--profile", action="store_true", help="also print cProfile's top 12 entries (fast path)")
    args = parser.parse_args()
    for fast in (False, True):
        start = time.process_time()
        rounds, steps = play(args.players, args.matches, args.deck, fast)
        seconds = time.process_time() - start
        path = "fast path" if fast else "checked path"
        print(
            f"{args.players} players, {args.deck} deck, {path}: {rounds} rounds, {steps} steps in {seconds:.2f} CPU s: "
            f"{rounds / seconds:.0f} rounds/s, {steps / seconds:.0f} steps/s, {steps / rounds:.0f} steps per round"
        )
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(play, args.players, min(args.matches, 20), args.deck, True)
        pstats.Stats(profile).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    main()
