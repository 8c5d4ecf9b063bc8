"""Playing strength: 2-player win rates with 95 % Wilson confidence intervals, seats alternated.

Default pairings (issue 2 targets): ``ismcts:hard`` vs ``heuristic`` (target >= 60 %) and ``heuristic`` vs
``random`` (target >= 70 %). Each pairing plays ``--games`` matches through the arena (:mod:`cardtable.sim`), the
two agents swapping seats every match; a shared win counts 1/2.

    .venv/bin/python benchmarks/strength.py --game animals --games 400 --jobs 2 --seed 1

``--game`` also takes the ``module:attribute`` of a manifest outside the registry (a test game, played serially):

    PYTHONPATH=tests .venv/bin/python benchmarks/strength.py --game tiny_low:GAME --pairs ismcts:normal/random
"""

from __future__ import annotations

import argparse
import time

from cardtable.engine.registry import get_game, load_manifest
from cardtable.sim import run_matches, summarize, wilson_interval


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="animals")
    parser.add_argument("--games", type=int, default=400, help="matches per pairing")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--pairs",
        default="ismcts:hard/heuristic,heuristic/random",
        help="comma-separated pairings A/B; the win rate of A is reported",
    )
    args = parser.parse_args()
    game = load_manifest(args.game) if ":" in args.game else get_game(args.game)
    jobs = 1 if ":" in args.game else args.jobs  # worker processes find registered games only
    print(f"{'pairing':<28}{'games':>7}{'A wins':>9}{'A win rate':>12}{'95% CI':>18}{'errors':>8}{'minutes':>9}")
    for pair in args.pairs.split(","):
        a, b = pair.split("/")
        start = time.perf_counter()
        results = list(run_matches(game, [a, b], args.games, args.seed, rotate=True, jobs=jobs))
        summary = summarize(game, [a, b], results, args.seed, None, rotate=True)
        wins = summary["wins_by_agent"][a]
        lo, hi = wilson_interval(wins, args.games)
        minutes = (time.perf_counter() - start) / 60
        print(
            f"{a + ' vs ' + b:<28}{args.games:>7}{wins:>9.1f}{wins / args.games:>12.1%}"
            f"{f'{lo:.1%} – {hi:.1%}':>18}{summary['errors']:>8}{minutes:>9.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
