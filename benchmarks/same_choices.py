"""Does a change alter what the search chooses? Prints ISMCTS's choice at sampled decisions of random matches.

Each line is ``variant seed step action``: the match ``seed`` is played by random moves, and at about one decision in
twelve with a real choice a fresh ISMCTS player with an iteration-only budget (so load cannot change it) and an rng
seeded from the position chooses for the seat to move. Run it in a worktree of the old commit and in the new one and
compare the outputs: identical lines mean the search plays the same moves, so the old strength figures still hold.

    git worktree add --detach /tmp/old <old-commit>
    PYTHONPATH=/tmp/old .venv/bin/python benchmarks/same_choices.py --matches 12 > old.txt
    PYTHONPATH=. .venv/bin/python benchmarks/same_choices.py --matches 12 > new.txt
    diff old.txt new.txt && echo identical

Uses only APIs that older commits have too (``get_game``, ``new_game``, ``information_set``, ``ISMCTSAgent``).
"""

from __future__ import annotations

import argparse
import random

from cardtable.ai.ismcts import Budget, ISMCTSAgent
from cardtable.engine.registry import get_game

VARIANTS: dict[str, dict[str, dict[str, bool]]] = {
    "schotten_totten": {"classic": {}, "tactical": {"tactics": True}},
    "animals": {"2p": {}},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="schotten_totten", choices=sorted(VARIANTS))
    parser.add_argument("--matches", type=int, default=12, help="random matches per variant")
    parser.add_argument("--iterations", type=int, default=150, help="ISMCTS iterations per choice")
    args = parser.parse_args()
    game = get_game(args.game)
    for variant, options in VARIANTS[args.game].items():
        for seed in range(args.matches):
            rng = random.Random(seed)
            state = game.new_game(2, seed, options)
            step = 0
            while not state.is_terminal and step < 400:
                legal = state.legal_actions()
                if len(legal) > 1 and rng.random() < 0.08:
                    seat = state.to_move
                    assert seat is not None
                    agent = ISMCTSAgent(budget=Budget(None, args.iterations))
                    choice = agent.choose(state.information_set(seat), random.Random(seed * 1000 + step))
                    print(variant, seed, step, choice, flush=True)
                state.apply(rng.choice(legal))
                step += 1


if __name__ == "__main__":
    main()
