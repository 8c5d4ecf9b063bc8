"""Computer players. They see information sets (observations) only, never the real State.

:func:`make_agent` builds one from a spec string: ``random``, ``heuristic`` (the game's own heuristic player) or
``ismcts[:easy|normal|hard]`` (``ismcts`` alone means ``ismcts:normal``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardtable.ai.base import Agent
from cardtable.ai.heuristics import heuristic_spec, make_heuristic
from cardtable.ai.ismcts import LEVELS, MEMORY, ISMCTSAgent
from cardtable.ai.random_agent import RandomAgent
from cardtable.engine.base import JSON, GameInfo, State

AGENT_SPECS: tuple[str, ...] = ("random", "heuristic", *(f"ismcts:{level}" for level in LEVELS))
"""Every valid agent spec (``ismcts`` alone is accepted too and means ``ismcts:normal``), for help text."""

HINT_SPEC = "hint:ismcts:hard"
"""What the computer-player process is asked for a hint: the top choices of the hard level
(:meth:`~cardtable.ai.ismcts.ISMCTSAgent.advise`), answered as a list of ``Advice.to_json()``."""
HINT_PREFIX = "hint:"


def make_agent(spec: str, game: GameInfo | str) -> Agent:
    """A new computer player for ``game`` (its manifest, or a registered id) from ``spec`` (``name[:level]``, see
    :data:`AGENT_SPECS`).

    Raises ``ValueError`` naming the valid specs for an unknown name or level, or when ``heuristic`` is asked for a
    game without a heuristic player."""
    name, _, level = spec.strip().partition(":")
    if name == "random" and not level:
        return RandomAgent()
    if name == "heuristic" and not level:
        if not heuristic_spec(game):
            game_id = game if isinstance(game, str) else game.id
            raise ValueError(f"no heuristic player for game {game_id!r}; use random or ismcts")
        return make_heuristic(game)
    if name == "ismcts":
        level = level or "normal"
        if level not in LEVELS:
            raise ValueError(f"unknown ismcts level {level!r} in {spec!r}; levels: {', '.join(LEVELS)}")
        return ISMCTSAgent(level)
    raise ValueError(f"unknown agent {spec!r}; valid agents: {', '.join(AGENT_SPECS)} (ismcts alone = ismcts:normal)")


def memory(spec: str) -> float:
    """What agent ``spec`` forgets (:data:`cardtable.ai.ismcts.MEMORY`): the chance per turn that it forgets each
    thing the game's rules leave to memory (0.0: perfect recall; every agent but a forgetful ismcts level). Raises
    ``ValueError`` for an unknown ismcts level."""
    name, _, level = spec.strip().partition(":")
    if name != "ismcts":
        return 0.0
    level = level or "normal"
    if level not in MEMORY:
        raise ValueError(f"unknown ismcts level {level!r} in {spec!r}; levels: {', '.join(LEVELS)}")
    return MEMORY[level]


def keeper(rate: float, seed: int, seat: int) -> Callable[[str, int], bool]:
    """The ``keeps(key, turns)`` of :meth:`~cardtable.engine.base.State.recall_view` for a seat that forgets each
    memory with probability ``rate`` per turn: a memory is kept through ``turns`` turns with probability
    ``(1 - rate) ** turns``. One uniform draw per memory, from (``seed``, ``seat``, ``key``), decides how long it
    lasts, so a memory once lost stays lost and the same match forgets the same things."""

    def keeps(key: str, turns: int) -> bool:
        if turns <= 0 or rate <= 0.0:
            return True
        if rate >= 1.0:
            return False
        return random.Random(f"{seed}/{seat}/{key}").random() < (1.0 - rate) ** turns

    return keeps


def seat_view(state: State, seat: int, spec: str) -> dict[str, JSON]:
    """What agent ``spec`` playing ``seat`` decides from: the seat's observation, or, for an agent that forgets
    (:func:`memory`), its :meth:`~cardtable.engine.base.State.recall_view` with the match seed's :func:`keeper`."""
    rate = memory(spec)
    if rate <= 0.0:
        return state.observation(seat)
    return state.recall_view(seat, keeper(rate, state.seed, seat))


def time_budget(spec: str) -> float:
    """Seconds of wall-clock time agent ``spec`` searches per decision (its level's :data:`LEVELS` budget; 0 for
    ``random``, ``heuristic`` and budgets without a time limit). Raises ``ValueError`` for an unknown ismcts
    level."""
    name, _, level = spec.strip().removeprefix(HINT_PREFIX).partition(":")
    if name != "ismcts":
        return 0.0
    level = level or "normal"
    if level not in LEVELS:
        raise ValueError(f"unknown ismcts level {level!r} in {spec!r}; levels: {', '.join(LEVELS)}")
    return LEVELS[level].seconds or 0.0


__all__ = [
    "AGENT_SPECS",
    "HINT_PREFIX",
    "HINT_SPEC",
    "Agent",
    "ISMCTSAgent",
    "RandomAgent",
    "keeper",
    "make_agent",
    "memory",
    "seat_view",
    "time_budget",
]
