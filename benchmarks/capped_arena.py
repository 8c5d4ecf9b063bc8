"""The arena (:mod:`cardtable.sim`) with the ISMCTS levels' time budgets removed: each level searches up to its
iteration cap only, so a loaded or niced process plays exactly the moves an idle one would (the search is
deterministic when the iteration cap binds) and strength figures do not depend on the machine's load.

Takes every argument of ``python -m cardtable.sim`` (serial only: ``--jobs 1``), plus ``--cap LEVEL=N`` to set a
level's iteration cap for the run (default: the shipped cap of :data:`cardtable.ai.ismcts.LEVELS`). The shipped
levels stop at whichever comes first, time or iterations; where the time budget binds first (see ``move_time.py
--iterations-only``), the shipped level gets fewer iterations than measured here. With ``--json`` the arena's
summary gains ``budgets`` (``{level: [seconds, iterations]}`` as played, ``seconds`` null) and ``commit`` (the
last commit that changed ``cardtable/``), which ``aggregate.py`` groups and reports by.

    nice -n 19 .venv/bin/python benchmarks/capped_arena.py --game plague --agents ismcts:hard,heuristic \\
        --games 4 --seed 101 --json > benchmarks/runs/strength-2026-12-02/plague-2p-101.json
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import cardtable
from cardtable import sim
from cardtable.ai.ismcts import LEVELS, Budget


def iterations_only(caps: Sequence[str]) -> dict[str, list[float | int | None]]:
    """Replace every level of :data:`LEVELS` by its iteration cap with no time limit (``caps``: ``LEVEL=N`` items
    overriding a cap) in this process, before any agent is made; return the budgets as played. Raises
    ``ValueError`` for an unknown level or a cap below 1."""
    override: dict[str, int] = {}
    for item in caps:
        level, _, number = item.partition("=")
        if level not in LEVELS or not number.isdigit() or int(number) < 1:
            raise ValueError(f"--cap {item!r}: expected LEVEL=N with LEVEL one of {', '.join(LEVELS)} and N >= 1")
        override[level] = int(number)
    for level, budget in LEVELS.items():
        LEVELS[level] = Budget(None, override.get(level, budget.iterations))
    return {level: [budget.seconds, budget.iterations] for level, budget in LEVELS.items()}


def commit() -> str:
    """The last commit that changed ``cardtable/`` (the code that plays) in the imported code's repository, with
    ``-dirty`` if ``cardtable/`` has uncommitted changes (``"unknown"`` outside git)."""
    root = Path(cardtable.__file__).resolve().parent.parent
    try:
        last = subprocess.run(
            ["git", "-C", str(root), "log", "-1", "--format=%h", "--", "cardtable"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "--", "cardtable"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return last + ("-dirty" if dirty else "") if last else "unknown"


def main(argv: Sequence[str] | None = None) -> int:
    own = argparse.ArgumentParser(add_help=False)
    own.add_argument("--cap", action="append", default=[])
    own.add_argument("--jobs", type=int, default=1)
    args, rest = own.parse_known_args(argv)
    if {"-h", "--help"} & set(rest):
        print(__doc__)
        return sim.main(rest)
    if args.jobs != 1:
        own.error("--jobs must be 1: worker processes would play the shipped budgets")
    try:
        budgets = iterations_only(args.cap)
    except ValueError as exc:
        own.error(str(exc))
    played = commit()  # before the run: the worktree may move on while it plays
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = sim.main(rest)
    if "--json" in rest:
        summary = json.loads(out.getvalue())
        summary["budgets"] = budgets
        summary["commit"] = played
        print(json.dumps(summary))
    else:
        print(out.getvalue(), end="")
        print("budgets (iterations only): " + ", ".join(f"{k} {v[1]}" for k, v in budgets.items()))
        print(f"commit: {played}")
    return code


if __name__ == "__main__":
    sys.exit(main())
