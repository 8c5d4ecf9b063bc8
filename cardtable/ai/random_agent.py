"""The random computer player: a uniform choice among the legal actions (a baseline for the arena)."""

from __future__ import annotations

import random
from collections.abc import Callable

from cardtable.ai.base import Agent, never
from cardtable.engine.base import Action, InformationSet


class RandomAgent(Agent):
    """Chooses uniformly at random among ``infoset.legal_actions()`` using the given rng (one ``rng.choice``)."""

    name = "random"

    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        """Input: the seat's information set and a seeded rng. Output: one legal action, each with probability
        1/len(legal actions). Raises ``ValueError`` if there is no legal action (it is not this seat's decision)."""
        actions = infoset.legal_actions()
        if not actions:
            raise ValueError("no legal action: it is not this seat's decision")
        return rng.choice(actions)
