"""Whole-move time of the ISMCTS levels: p50 / p95 / max seconds from the first decision of a computer's move to
its last (every consecutive decision of the same seat in a round: Schotten Totten's card, stone and claims;
Animals' card, target, guess), per level and player count.

Positions are the starts of moves in matches between heuristic players (random players where a game has no
heuristic), kept when the first decision has more than one legal action. Each level then plays every sampled move
to its end from a clone, deciding each step from the seat's information set (the view its level remembers) with its
real budget, one agent per level as in the computer-player process. The time counts the agent, building the
observation and applying each step; ``cpu`` is the process's CPU time for the same span (what the move costs on an
idle core, whatever the load), ``iterations`` the search iterations of the whole move (median).

``--iterations-only`` plays each level with its iteration cap and no time limit (as ``capped_arena.py`` measures
strength): ``over budget`` then is the share of moves whose CPU time exceeds the level's time budget, i.e. the moves
where on an idle core the shipped level stops on its time budget before its iteration cap (and so gets fewer
iterations than a capped measurement).

    .venv/bin/python benchmarks/move_time.py --game schotten_totten --players 2 --moves 40
    .venv/bin/python benchmarks/move_time.py --game animals --players 2,4 --moves 60
    nice -n 19 .venv/bin/python benchmarks/move_time.py --game plague --levels hard --moves 30 --iterations-only
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from cardtable.ai import make_agent, seat_view
from cardtable.ai.heuristics import heuristic_spec
from cardtable.ai.ismcts import LEVELS, Budget, ISMCTSAgent
from cardtable.engine.base import InformationSet, State
from cardtable.engine.registry import get_game
from cardtable.sim import parse_options_arg, percentile


def sample_moves(game_id: str, players: int, count: int, seed: int, options: dict[str, str]) -> list[State]:
    """``count`` States at the start of a seat's move (first decision not forced), from heuristic play."""
    game = get_game(game_id)
    rng = random.Random(seed)
    spec = "heuristic" if heuristic_spec(game) else "random"
    agent = make_agent(spec, game)
    found: list[State] = []
    while len(found) < count:
        state = game.new_game(players, rng.randrange(2**31), options)
        previous = None
        while not state.is_terminal and len(found) < count:
            seat = state.to_move
            assert seat is not None
            if seat != previous and len(state.legal_actions()) > 1 and rng.random() < 0.25:
                found.append(state.clone())
            previous = seat
            state.apply(agent.choose(InformationSet(game, seat_view(state, seat, spec)), rng))
    return found


def play_move(agent: ISMCTSAgent, spec: str, state: State, rng: random.Random) -> tuple[float, float, int, int, int]:
    """Play the move of the seat to move in ``state`` (changed); return its seconds, CPU seconds, steps, searched
    steps and search iterations."""
    game = get_game(state.game_id)
    seat = state.to_move
    steps = searched = iterations = 0
    start_round = state.round_index
    start, start_cpu = time.perf_counter(), time.process_time()
    while state.to_move == seat and state.round_index == start_round:  # a new round is a new move
        assert seat is not None
        state.apply(agent.choose(InformationSet(game, seat_view(state, seat, spec)), rng))
        steps += 1
        searched += agent.last_iterations > 0
        iterations += agent.last_iterations
    return time.perf_counter() - start, time.process_time() - start_cpu, steps, searched, iterations


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="animals")
    parser.add_argument("--players", default="2", help="comma-separated player counts")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated ISMCTS levels")
    parser.add_argument("--moves", type=int, default=40, help="moves timed per level and player count")
    parser.add_argument("--options", default="", help="game options, key=value,...")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations-only", action="store_true", help="each level's iteration cap with no time limit")
    args = parser.parse_args()
    options = parse_options_arg(args.options)
    print(
        f"{'level':<8}{'players':>8}{'moves':>6}{'p50 s':>9}{'p95 s':>9}{'max s':>9}{'cpu p50':>9}{'cpu p95':>9}"
        f"{'iterations':>11}{'steps':>7}{'searched':>9}" + (f"{'over budget':>12}" if args.iterations_only else "")
    )
    for players in map(int, args.players.split(",")):
        moves = sample_moves(args.game, players, args.moves, args.seed, options)
        for level in args.levels.split(","):
            spec = f"ismcts:{level}"
            shipped = LEVELS[level]
            budget = Budget(None, shipped.iterations) if args.iterations_only else shipped
            agent = ISMCTSAgent(level, budget=budget)
            rng = random.Random(args.seed)
            times: list[float] = []
            cpu: list[float] = []
            iterations: list[int] = []
            steps = searched = 0
            for state in moves:
                seconds, cpu_seconds, n, s, i = play_move(agent, spec, state.clone(), rng)
                times.append(seconds)
                cpu.append(cpu_seconds)
                iterations.append(i)
                steps += n
                searched += s
            over = sum(c > (shipped.seconds or math.inf) for c in cpu) / len(cpu)
            print(
                f"{level:<8}{players:>8}{len(times):>6}{statistics.median(times):>9.3f}"
                f"{percentile(times, 0.95):>9.3f}{max(times):>9.3f}{statistics.median(cpu):>9.3f}"
                f"{percentile(cpu, 0.95):>9.3f}{statistics.median(iterations):>11.0f}{steps:>7}{searched:>9}"
                + (f"{over:>12.0%}" if args.iterations_only else ""),
                flush=True,
            )


if __name__ == "__main__":
    main()
