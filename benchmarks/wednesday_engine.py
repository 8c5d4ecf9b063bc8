"""Speed of the Wednesday engine: complete random rounds per second on one core (issue 18 target: ≥ 500 with 4
players), and the heuristic playout's rounds per second (what ISMCTS leans on).

Run: ``.venv/bin/python benchmarks/wednesday_engine.py [--matches N]``. Prints one line per player count: random
rounds per second (uniform choice among the legal actions, the engine alone), heuristic-playout rounds per second,
and microseconds per clone and per determinize at a decision a few steps into a match. CPU time
(``time.process_time``), so the figures do not count time the process waited for a shared core.
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable.ai.heuristics.wednesday import playout_action
from cardtable.engine.wednesday import GAME, WednesdayState


def _rounds_per_s(players: int, matches: int, policy) -> float:
    start = time.process_time()
    rounds = 0
    for seed in range(matches):
        rng = random.Random(seed)
        s = GAME.new_game(players, seed)
        while not s.is_terminal:
            s.apply(policy(s, rng))
        rounds += s.round_index + 1
    return rounds / (time.process_time() - start)


def _per_call_us(fn, repeat: int) -> float:
    start = time.process_time()
    for _ in range(repeat):
        fn()
    return (time.process_time() - start) / repeat * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100, help="random matches per player count (default 100)")
    args = parser.parse_args()
    print("players  random_rounds_per_s  playout_rounds_per_s  clone_us  determinize_us")
    for players in range(2, 7):
        random_rate = _rounds_per_s(players, args.matches, lambda s, rng: rng.choice(s.legal_actions()))
        playout_rate = _rounds_per_s(players, max(1, args.matches // 4), playout_action)
        s = GAME.new_game(players, players)
        assert isinstance(s, WednesdayState)
        rng = random.Random(players)
        for _ in range(8):
            s.apply(rng.choice(s.legal_actions()))
        obs = s.observation(s.to_move or 0)
        clone = _per_call_us(s.clone, 2000)
        det = _per_call_us(lambda obs=obs, rng=rng: GAME.determinize(obs, rng), 2000)
        print(f"{players:7d}  {random_rate:19.0f}  {playout_rate:20.0f}  {clone:8.1f}  {det:14.1f}")


if __name__ == "__main__":
    main()
