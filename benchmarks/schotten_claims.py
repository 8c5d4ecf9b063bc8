"""Benchmark: time to compute every legal claim of the player to move, over random Schotten Totten positions.

Positions come from seeded random games (classic and tactical); at each position the script times
``SchottenTottenState.claimable_stones`` for the seat to move (the work the engine does after every play) and prints
the mean, p95 and max in microseconds, and how many positions had an early claim (a proof) on offer.

Run: ``.venv/bin/python benchmarks/schotten_claims.py [--games N]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.engine.schotten_totten import GAME, SchottenTottenState
from cardtable.engine.schotten_totten.formations import _COMPLETE_CACHE


def positions(games: int, tactics: bool, seed: int) -> list[SchottenTottenState]:
    """Every decision point of ``games`` random games."""
    result = []
    for g in range(games):
        rng = random.Random(seed + g)
        state = GAME.new_game(2, seed + g, {"tactics": tactics})
        assert isinstance(state, SchottenTottenState)
        while not state.is_terminal:
            result.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="random games per variant (default 200)")
    args = parser.parse_args()
    for tactics in (False, True):
        states = positions(args.games, tactics, seed=1000)
        _COMPLETE_CACHE.clear()  # measure with a cold cache, as a fresh process would
        times = []
        early = 0
        for st in states:
            p = st.current
            t0 = time.perf_counter()
            stones = st.claimable_stones(p)
            times.append((time.perf_counter() - t0) * 1e6)
            early += any(st.stone_won(s, p)[1] for s in stones)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"{'tactical' if tactics else 'classic '}: {len(times)} positions, all claims per position: "
            f"mean {statistics.fmean(times):.1f} µs, p95 {p95:.1f} µs, max {times[-1]:.1f} µs; "
            f"positions with an early claim on offer: {early}"
        )


if __name__ == "__main__":
    main()
