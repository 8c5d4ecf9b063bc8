"""The ladder of levels: 2-player win rates of each pairing with 95 % Wilson intervals, seats alternated, one
process, pairings one after the other, each stopped at its number of matches or at a common deadline.

A pairing is ``game[+option=value...]:A/B:matches``; the win rate of A is reported (a shared win counts 1/2). Each
finished pairing appends one line of JSON (the arena's summary plus ``minutes``) to ``--out``; the table printed at
the end says how many matches each pairing played (fewer than asked when the deadline came first).

    .venv/bin/python benchmarks/ladder.py --deadline 00:40 --out benchmarks/runs/ladder.jsonl \\
        animals:ismcts:easy/random:300 schotten_totten+tactics=false:ismcts:hard/heuristic:30
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import time
from typing import Any

from cardtable.engine.registry import get_game
from cardtable.sim import run_matches, summarize, wilson_interval


def parse_pairing(text: str) -> tuple[str, dict[str, Any], str, str, int]:
    """``game[+k=v...]:A/B:matches`` -> (game id, options, A, B, matches); agents may contain ``:``."""
    head, _, rest = text.partition(":")
    game_id, *opts = head.split("+")
    options = {k: v for k, _, v in (o.partition("=") for o in opts)}
    pair, _, matches = rest.rpartition(":")
    a, _, b = pair.partition("/")
    return game_id, options, a, b, int(matches)


def deadline_of(text: str) -> float:
    """Seconds since the epoch of the next ``HH:MM`` UTC (``""``: none)."""
    if not text:
        return float("inf")
    now = dt.datetime.now(dt.UTC)
    hh, mm = map(int, text.split(":"))
    at = now.replace(hour=hh, minute=mm, second=0, microsecond=0)
    if at <= now:
        at += dt.timedelta(days=1)
    return at.timestamp()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pairings", nargs="+")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--deadline", default="", help="HH:MM UTC: stop every pairing then")
    parser.add_argument("--out", default="", help="JSON lines file, one line per pairing")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes per pairing (matches in parallel)")
    args = parser.parse_args()
    stop = deadline_of(args.deadline)
    for text in args.pairings:
        game_id, options, a, b, matches = parse_pairing(text)
        game = get_game(game_id)
        start = time.perf_counter()
        results = []
        for result in run_matches(game, [a, b], matches, args.seed, options, rotate=True, jobs=args.jobs):
            results.append(result)
            if time.time() >= stop:
                break
        summary = summarize(game, [a, b], results, args.seed, options, rotate=True)
        summary["minutes"] = round((time.perf_counter() - start) / 60, 2)
        summary["asked"] = matches
        if args.out:
            with open(args.out, "a", encoding="utf-8") as f:
                f.write(json.dumps(summary) + "\n")
        played = summary["games"]
        wins = summary["wins_by_agent"][a]
        lo, hi = wilson_interval(wins, played)
        label = game_id + "".join(f" {k}={v}" for k, v in options.items())
        print(
            f"{label:<32}{a + ' vs ' + b:<30}{played:>5}/{matches:<5}{wins:>7.1f}{wins / max(played, 1):>8.1%}"
            f"{f'{lo:.1%} – {hi:.1%}':>18}{summary['errors']:>4}{summary['minutes']:>7.1f}",
            flush=True,
        )
        if time.time() >= stop:
            break


if __name__ == "__main__":
    main()
