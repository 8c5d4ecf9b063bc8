"""The computer-player contract.

An :class:`Agent` chooses an action from an :class:`~cardtable.engine.base.InformationSet` (built from the seat's
observation only) and a seeded ``random.Random``; it never sees a State of the real match. Given the same
information set and the same rng state it must return the same action. Long searches poll ``should_stop`` between
iterations and return their best action so far when it answers True.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable

from cardtable.engine.base import Action, InformationSet


def never() -> bool:
    """The default ``should_stop``: never asks a search to stop early."""
    return False


class Agent(abc.ABC):
    """A computer player. ``name`` is its spec, e.g. ``"random"`` or ``"ismcts:hard"``."""

    name: str = "agent"

    @abc.abstractmethod
    def choose(self, infoset: InformationSet, rng: random.Random, should_stop: Callable[[], bool] = never) -> Action:
        """Return one of ``infoset.legal_actions()`` (which is never empty when this is called)."""
