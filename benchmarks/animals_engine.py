"""Speed of the Power-Hungry Animals engine: what ISMCTS leans on (clone, apply, determinize, observation).

Run: ``.venv/bin/python benchmarks/animals_engine.py [--matches N]``. Prints one line per player count with
microseconds per clone, per determinize and per observation, and applied actions per second in random playouts.
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable.ai.heuristics.animals import playout_action
from cardtable.engine.animals import GAME, AnimalsState


def _mid_match(players: int, seed: int) -> AnimalsState:
    """A match a few turns in, at a decision."""
    s = GAME.new_game(players, seed)
    assert isinstance(s, AnimalsState)
    rng = random.Random(seed)
    for _ in range(6):
        s.apply(rng.choice(s.legal_actions()))
    return s


def _per_call_us(fn, repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200, help="random matches per player count (default 200)")
    args = parser.parse_args()
    print("players  clone_us  determinize_us  observation_us  random_apply_per_s  playout_apply_per_s")
    for players in range(2, 7):
        s = _mid_match(players, players)
        p = s.to_move
        assert p is not None
        obs = s.observation(p)
        rng = random.Random(0)
        clone_us = _per_call_us(s.clone, 20000)
        det_us = _per_call_us(lambda obs=obs, rng=rng: GAME.determinize(obs, rng), 20000)
        obs_us = _per_call_us(lambda s=s, p=p: s.observation(p), 2000)
        rates = []
        for policy in (lambda st, r: r.choice(st.legal_actions()), playout_action):
            steps, start = 0, time.perf_counter()
            for seed in range(args.matches):
                m = GAME.new_game(players, seed)
                r = random.Random(seed)
                while not m.is_terminal:
                    m.apply(policy(m, r))
                    steps += 1
            rates.append(steps / (time.perf_counter() - start))
        print(f"{players:7d}  {clone_us:8.1f}  {det_us:14.1f}  {obs_us:14.1f}  {rates[0]:18.0f}  {rates[1]:19.0f}")


if __name__ == "__main__":
    main()
