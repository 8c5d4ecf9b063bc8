"""Pools arena runs saved with ``--json`` into one win rate per agent, with a 95 % Wilson confidence interval.

Long strength measurements (hundreds of matches at ``ismcts:hard``) are best played in short runs with different
seeds, each saved to its own file, so an interrupted measurement keeps every finished run:

    for seed in $(seq 101 130); do
        .venv/bin/python -m cardtable.sim --game schotten_totten --agents ismcts:hard,heuristic \\
            --games 10 --seed $seed --options tactics=true --json > runs/tactical-$seed.json
    done
    .venv/bin/python benchmarks/aggregate.py runs/tactical-*.json

Runs are grouped by game, options, agents and, for runs of ``capped_arena.py``, the budgets played (iteration caps
without a time limit); empty or unreadable files (a run still in progress) are skipped and counted. A shared win
counts 1/2. The decision times reported are the worst p95 over the runs, in seconds; the commits are those the runs
recorded (``capped_arena.py`` records the last commit that changed ``cardtable/``).
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from cardtable.sim import wilson_interval


def pool(paths: list[Path]) -> tuple[dict[str, dict[str, Any]], int]:
    """``(groups, skipped)``: per group key (game, options, agents, budgets if recorded) the pooled matches, wins
    and errors per agent, the worst p95 decision time per agent in seconds and the commits recorded (a set, empty
    for runs without one); ``skipped`` counts files that held no finished run."""
    groups: dict[str, dict[str, Any]] = {}
    skipped = 0
    for path in paths:
        try:
            run = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            skipped += 1
            continue
        key = f"{run['game']} {json.dumps(run['options'], sort_keys=True)} {' vs '.join(run['agents'])}"
        if "budgets" in run:
            key += " iterations only: " + ", ".join(f"{level} {b[1]}" for level, b in run["budgets"].items())
        group = groups.setdefault(
            key,
            {
                "runs": 0,
                "games": 0,
                "errors": 0,
                "wins": defaultdict(float),
                "p95_s": defaultdict(float),
                "commits": set(),
            },
        )
        if "commit" in run:
            group["commits"].add(run["commit"])
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
        commits = f", commits {', '.join(sorted(group['commits']))}" if group["commits"] else ""
        print(f"{key}: {group['games']} matches in {group['runs']} runs, errors {group['errors']}{commits}")
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
