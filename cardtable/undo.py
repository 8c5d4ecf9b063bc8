"""Undo and redo that cannot be used to peek (pure Python, every game, through the engine contract).

A match is its action list, so undo means "replay a shorter prefix" and redo means "apply the same actions again".
What this module decides is *how far back* undo may go:

- Undo goes back to the human's previous decision point: the state just before the latest action a human seat took
  by choice. Decisions with a single legal action (forced) are skipped over, since they would be taken again at once.
- Undo never crosses an event that revealed something to a human seat (:meth:`Event.reveals_to`): a card the human
  drew, looked at, or saw turned face up. The engine is seeded, so taking the same action again gives the same card;
  undo would therefore let the human look and then choose differently (the BoardGameArena undo rule). Reveals only
  computer seats could see do not block (the human learnt nothing), nor does the human's own hand card turned face
  up (``Event.known_to``: they knew it).
- In a hot-seat game (two or more human seats) undo is off unless every human agreed to it (a setting); then it goes
  back to the latest decision of any human, and a reveal seen by any human blocks it.
- A **practice game** (chosen when the game is set up, stored in the saved game, never counted in the statistics)
  lifts the reveal rule: undo goes back to the human's previous decision point across whatever was revealed, so
  choice by choice through whole turns. The deal does not change: the match is replayed from the same seed, so the
  same cards come again.
- Redo re-applies exactly the actions the last undo removed (the engine is deterministic, so the same events follow).
  Any new action clears what could be redone.

The controller records a :class:`Step` for every action it applies (:func:`play_step` does it) and keeps them in an
:class:`UndoHistory`.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from cardtable.engine.base import Action, Event, GameInfo, IllegalActionError, State


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action: the seat that decided (``player``), the ``action``, the number of legal actions that
    decision offered (``choices``; 1 means the move was forced) and the ``events`` it caused, in order."""

    player: int
    action: Action
    choices: int
    events: tuple[Event, ...]


def play_step(state: State, action: Action) -> Step:
    """Apply ``action`` to ``state`` (mutating it) and return the :class:`Step` describing it.

    Raises :class:`IllegalActionError` (state unchanged) if the action is not legal, or if the match is over.
    """
    decision = state.decision()
    if decision is None:
        raise IllegalActionError("the match is over", action)
    events = state.apply(action)
    return Step(decision.player, action, len(decision.actions), tuple(events))


def replay_steps(
    game: GameInfo,
    players: int,
    seed: int,
    options: BaseModel | Mapping[str, Any] | None,
    actions: Iterable[Action],
) -> tuple[State, list[Step]]:
    """Rebuild a match like :func:`cardtable.engine.base.replay`, also returning one :class:`Step` per action.
    ``actions`` is consumed one at a time (a lazy iterable stops being read at the first illegal action).

    Raises :class:`~cardtable.engine.base.OptionsError` for bad options or player count and
    :class:`IllegalActionError` (naming the index of the offending action) if the list does not fit the game.
    """
    state = game.new_game(players, seed, options)
    steps = []
    for i, action in enumerate(actions):
        try:
            steps.append(play_step(state, action))
        except IllegalActionError as exc:
            raise IllegalActionError(f"action #{i} ({action}) is not legal: {exc.reason}", action) from exc
    return state, steps


def undo_enabled(human_seats: Collection[int], hot_seat_agreed: bool) -> bool:
    """Whether undo is offered at all: with exactly one human seat (a game against the computer) yes; with two or
    more (hot-seat) only if ``hot_seat_agreed`` (every human agreed, a setting); with no human seat never."""
    if not human_seats:
        return False
    return len(human_seats) == 1 or hot_seat_agreed


def reveals_to(event: Event, human_seats: Collection[int]) -> bool:
    """True if ``event`` disclosed hidden information to at least one of ``human_seats`` (:meth:`Event.reveals_to`:
    a revealing event the seat could see and did not know already)."""
    return any(event.reveals_to(h) for h in human_seats)


class UndoBlock(enum.Enum):
    """Why undo is not possible now (shown to the player next to the disabled Undo menu item)."""

    OFF = "off"
    """Undo is not enabled at all (:func:`undo_enabled`): no human seat, or a hot-seat game without the agreement."""
    REVEALED = "revealed"
    """Going back would cross an event that revealed something to a human (a card drawn, looked at, turned face
    up)."""
    NO_CHOICE = "no_choice"
    """No human has made a real choice yet (only forced moves, or none)."""


def undo_block(
    steps: Sequence[Step], human_seats: Collection[int], hot_seat_agreed: bool, practice: bool = False
) -> UndoBlock | None:
    """Why undo is not possible after ``steps`` (``None``: it is): the same walk back as :func:`undo_target`,
    naming what stopped it. In a ``practice`` game nothing revealed blocks it (never :attr:`UndoBlock.REVEALED`)."""
    if not undo_enabled(human_seats, hot_seat_agreed):
        return UndoBlock.OFF
    if blocking_event(steps, human_seats, practice) is not None:
        return UndoBlock.REVEALED
    return None if undo_target(steps, human_seats, practice) is not None else UndoBlock.NO_CHOICE


def blocking_event(steps: Sequence[Step], human_seats: Collection[int], practice: bool = False) -> Event | None:
    """The event that keeps undo from going back to a human's previous decision point after ``steps``: the latest
    event that revealed something to one of ``human_seats`` (:func:`reveals_to`) since the latest step a human took
    by choice (or since the start). ``None`` if there is none, and always in a ``practice`` game."""
    if practice:
        return None
    humans = frozenset(human_seats)
    for step in reversed(steps):
        revealing = [e for e in step.events if reveals_to(e, humans)]
        if revealing:
            return revealing[-1]
        if step.player in humans and step.choices > 1:
            return None
    return None


def undo_target(steps: Sequence[Step], human_seats: Collection[int], practice: bool = False) -> int | None:
    """How many steps to keep so that the match goes back to a human's previous decision point, or ``None`` if undo
    is not possible now.

    Walks back from the latest step. The answer is the index ``i`` of the latest step taken by one of
    ``human_seats`` with a real choice (``choices > 1``), provided no step from ``i`` on caused an event that revealed
    something to a human (:func:`reveals_to`); meeting such an event first gives ``None`` (except in a ``practice``
    game, where reveals do not stop the walk). So does a history with no such human step. (Whether undo is enabled
    at all is :func:`undo_enabled`.)
    """
    humans = frozenset(human_seats)
    for i in range(len(steps) - 1, -1, -1):
        step = steps[i]
        if not practice and any(reveals_to(e, humans) for e in step.events):
            return None
        if step.player in humans and step.choices > 1:
            return i
    return None


@dataclass
class UndoHistory:
    """The steps of a match so far plus what undo removed (for redo).

    ``human_seats``: the seats played by people; ``hot_seat_agreed``: the hot-seat undo agreement setting;
    ``practice``: a practice game (undo may cross what was revealed, see the module docstring). ``steps``: applied
    steps, oldest first. The controller calls :meth:`record` after every action it applies, :meth:`undo` (then
    replays :attr:`actions` to rebuild the State) and :meth:`redo`.
    """

    human_seats: frozenset[int]
    hot_seat_agreed: bool = False
    practice: bool = False
    steps: list[Step] = field(default_factory=list)
    _undone: list[list[Step]] = field(default_factory=list)

    @property
    def actions(self) -> list[Action]:
        """The actions of :attr:`steps`, oldest first (what a saved game stores)."""
        return [s.action for s in self.steps]

    def record(self, step: Step) -> None:
        """Add a newly applied step. A new action makes the undone steps unreachable, so redo is cleared."""
        self.steps.append(step)
        self._undone.clear()

    def can_undo(self) -> bool:
        """True if :meth:`undo` would do something now."""
        return undo_enabled(self.human_seats, self.hot_seat_agreed) and self.target() is not None

    def block(self) -> UndoBlock | None:
        """Why :meth:`can_undo` is False (:func:`undo_block`), or ``None`` when it is True."""
        return undo_block(self.steps, self.human_seats, self.hot_seat_agreed, self.practice)

    def blocking_event(self) -> Event | None:
        """:func:`blocking_event` of the current steps: what a human has seen that undo may not go back past."""
        return blocking_event(self.steps, self.human_seats, self.practice)

    def target(self) -> int | None:
        """:func:`undo_target` of the current steps (ignoring whether undo is enabled)."""
        return undo_target(self.steps, self.human_seats, self.practice)

    def undo(self) -> list[Step]:
        """Drop the steps back to the human's previous decision point and return them (oldest first); redo can bring
        them back. The caller rebuilds the State from :attr:`actions`. Raises ``ValueError`` if :meth:`can_undo` is
        False."""
        keep = self.target() if undo_enabled(self.human_seats, self.hot_seat_agreed) else None
        if keep is None:
            raise ValueError("nothing can be undone now")
        removed = self.steps[keep:]
        del self.steps[keep:]
        self._undone.append(removed)
        return removed

    def can_redo(self) -> bool:
        """True if the last undo can be redone (no new action was taken since)."""
        return bool(self._undone)

    def redo(self, state: State) -> list[Step]:
        """Re-apply the steps the last undo removed to ``state`` (the current match, mutated) and return the new
        steps. Raises ``ValueError`` if there is nothing to redo, and ``RuntimeError`` if the engine does not produce
        the same events again (an engine that is not deterministic: a bug)."""
        if not self._undone:
            raise ValueError("nothing to redo")
        segment = self._undone.pop()
        redone = []
        for old in segment:
            step = play_step(state, old.action)
            if step != old:
                raise RuntimeError(f"redo of {old.action} gave different events: the engine is not deterministic")
            self.steps.append(step)
            redone.append(step)
        return redone
