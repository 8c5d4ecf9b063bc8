"""A game's heuristic player head to head against the same heuristic as it was at another commit: did a change make
it stronger? Seats rotate; the old heuristic fills every other seat. Prints the new one's win rate (shared wins
split) with a 95 % Wilson interval and its fair share.

    .venv/bin/python benchmarks/heuristic_vs_commit.py --game wednesday --commit a68fd36 --players 2 --games 1000

The old module is read with ``git show COMMIT:PATH`` and loaded on its own, so it must import only what the current
tree still has."""

from __future__ import annotations

import argparse
import importlib.util
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from cardtable.ai import make_agent
from cardtable.ai.base import Agent
from cardtable.engine.base import InformationSet
from cardtable.engine.registry import get_game
from cardtable.sim import match_seed, wilson_interval


def old_agent(spec: str, commit: str) -> Agent:
    """The heuristic ``module:Class`` of ``spec`` as it was at ``commit``."""
    module, _, cls = spec.partition(":")
    path = "/".join(module.split(".")) + ".py"
    source = subprocess.run(["git", "show", f"{commit}:{path}"], check=True, capture_output=True, text=True).stdout
    folder = Path(tempfile.mkdtemp())
    (folder / "old_heuristic.py").write_text(source)
    found = importlib.util.spec_from_file_location("old_heuristic", folder / "old_heuristic.py")
    assert found is not None and found.loader is not None
    loaded = importlib.util.module_from_spec(found)
    found.loader.exec_module(loaded)
    agent: Agent = getattr(loaded, cls)()
    return agent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--commit", required=True, help="the commit whose heuristic plays the other seats")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = get_game(args.game)
    new, old = make_agent("heuristic", game), old_agent(game.heuristic, args.commit)
    n = args.players
    wins = 0.0
    for index in range(args.games):
        seat_of_new = index % n
        agents = [new if s == seat_of_new else old for s in range(n)]
        rngs = [random.Random(f"h2h:{args.seed}:{index}:{s}") for s in range(n)]
        state = game.new_game(n, match_seed(args.seed, index))
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            state.apply(agents[seat].choose(InformationSet(game, state.observation(seat)), rngs[seat]))
        assert state.outcome is not None
        winners = state.outcome.winners
        wins += (seat_of_new in winners) / len(winners) if winners else 0.0
    low, high = wilson_interval(wins, args.games)
    print(
        f"{args.game}, {n} players: the heuristic against {n - 1} of {args.commit}'s: {wins:g} of {args.games} "
        f"= {100 * wins / args.games:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %), fair share {100 / n:.1f} %"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
