"""Pools arena runs saved with ``--json`` into one win rate per agent, with a 95 % Wilson confidence interval.

Long strength measurements (hundreds of matches at ``ismcts:hard``) are best played in short runs with different
seeds, each saved to its own file, so an interrupted measurement keeps every finished run:

    for seed in $(seq 101 130); do
        .venv/bin/python -m cardtable.sim --game schotten_totten --agents ismcts:hard,heuristic \\
            --games 10 --seed $seed --options tactics=true --json > runs/tactical-$seed.json
    done
    .venv/bin/python benchmarks/aggregate.py runs/tactical-*.json

Runs are grouped by game, options and agents; empty or unreadable files (a run still in progress) are skipped and
counted. A shared win counts 1/2. The decision times reported are the worst p95 over the runs, in seconds.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from cardtable.sim import wilson_interval


def pool(paths: list[Path]) -> tuple[dict[str, dict[str, Any]], int]:
    """``(groups, skipped)``: per group key (game, options, agents) the pooled matches, wins and errors per agent
    and the worst p95 decision time per agent in seconds; ``skipped`` counts files that held no finished run."""
    groups: dict[str, dict[str, Any]] = {}
    skipped = 0
    for path in paths:
        try:
            run = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            skipped += 1
            continue
        key = f"{run['game']} {json.dumps(run['options'], sort_keys=True)} {' vs '.join(run['agents'])}"
        group = groups.setdefault(
            key, {"runs": 0, "games": 0, "errors": 0, "wins": defaultdict(float), "p95_s": defaultdict(float)}
        )
        group["runs"] += 1
        group["games"] += run["games"]
        group["errors"] += run["errors"]
        for agent, wins in run["wins_by_agent"].items():
            group["wins"][agent] += wins
        for agent, timing in run["decision_ms_by_agent"].items():
            group["p95_s"][agent] = max(group["p95_s"][agent], timing.get("p95", 0.0) / 1000)
    return groups, skipped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", type=Path, help="arena --json outputs")
    args = parser.parse_args()
    groups, skipped = pool(args.files)
    for key, group in groups.items():
        print(f"{key}: {group['games']} matches in {group['runs']} runs, errors {group['errors']}")
        for agent, wins in group["wins"].items():
            lo, hi = wilson_interval(wins, group["games"])
            print(
                f"  {agent:<16} wins {wins:>6.1f}  {wins / group['games']:>6.1%}  (95 % CI {lo:.1%} – {hi:.1%})"
                f"  decision p95 ≤ {group['p95_s'][agent]:.3f} s"
            )
    if skipped:
        print(f"skipped {skipped} file(s) without a finished run")


if __name__ == "__main__":
    main()
