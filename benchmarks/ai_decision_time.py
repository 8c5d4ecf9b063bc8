"""Decision time of the ISMCTS levels: p50 / p95 / max seconds per decision, for 2 and 4 players.

Situations are sampled from matches between random players (every decision with more than one legal action is a
candidate; forced decisions are answered without search and left out). Each level then decides every sampled
situation once, from the seat's information set only, with the level's real budget (time and iteration cap).

    .venv/bin/python benchmarks/ai_decision_time.py --game animals --players 2,4 --decisions 60
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.ai.ismcts import LEVELS, ISMCTSAgent
from cardtable.engine.base import InformationSet
from cardtable.engine.registry import get_game
from cardtable.sim import percentile


def sample_situations(game_id: str, players: int, count: int, seed: int) -> list[InformationSet]:
    """``count`` information sets of the seat to move at non-forced decisions of random matches."""
    game = get_game(game_id)
    rng = random.Random(seed)
    found: list[InformationSet] = []
    while len(found) < count:
        state = game.new_game(players, rng.randrange(2**31))
        while not state.is_terminal and len(found) < count:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.2:
                seat = state.to_move
                assert seat is not None
                found.append(state.information_set(seat))
            state.apply(rng.choice(legal))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="animals")
    parser.add_argument("--players", default="2,4", help="comma-separated player counts")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated ISMCTS levels")
    parser.add_argument("--decisions", type=int, default=60, help="decisions timed per level and player count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'level':<8}{'players':>8}{'n':>6}{'p50 s':>10}{'p95 s':>10}{'max s':>10}{'iterations p50':>16}")
    for players in map(int, args.players.split(",")):
        situations = sample_situations(args.game, players, args.decisions, args.seed)
        for level in args.levels.split(","):
            agent = ISMCTSAgent(level)
            rng = random.Random(args.seed)
            times: list[float] = []
            iterations: list[int] = []
            for infoset in situations:
                start = time.perf_counter()
                agent.choose(infoset, rng)
                times.append(time.perf_counter() - start)
                iterations.append(agent.last_iterations)
            print(
                f"{level:<8}{players:>8}{len(times):>6}{statistics.median(times):>10.3f}"
                f"{percentile(times, 0.95):>10.3f}{max(times):>10.3f}{statistics.median(iterations):>16.0f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
