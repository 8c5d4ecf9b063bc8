"""The game controller: one QObject per running game, generic over games.

It owns the engine :class:`~cardtable.engine.base.State`, asks humans (through signals) or computer players (in an
:class:`~cardtable.controllers.worker.AgentWorker` process, given observations only) for decisions, and reports what
happened. The UI changes only in response to its signals, so a replay can drive the same stream.

Signals (payloads are engine values, never widgets):

- ``eventsReady(list[Event])`` — events applied to the real State, in order, all audiences included (the receiver
  shows each viewer only what :meth:`Event.visible_to` allows). :meth:`start` emits the events that happened
  while the State was built (the first deal), from :meth:`State.event_log`.
- ``decisionRequired(player: int, decision: Decision)`` — a human seat must choose one of ``decision.actions``.
  During a multi-step move (see :meth:`choose`) it is emitted again for each further step. While the table holds
  the controller (:meth:`hold`) it waits, and :meth:`release` emits it.
- ``actionApplied(player: int, action: Action)`` — one action entered the real State (for saves and counters).
- ``gameOver(outcome: Outcome)`` — the match is over.
- ``busyChanged(busy: bool)`` — a computer player started or stopped thinking.
- ``failed(message: str)`` — a computer player raised (or its process died or hung several times in a row, see
  :class:`~cardtable.controllers.worker.AgentWorker`); the game stops.
- ``rewound()`` — undo replaced the State by an earlier one: redraw everything from :attr:`state` (the events of the
  new State are its :meth:`State.event_log`).
- ``historyChanged()`` — what undo and redo can do may have changed (after every action, undo and redo).
- ``hintReady(player: int, advice: list[Advice])`` — the answer to :meth:`request_hint`: the hard level's top
  choices for that human's pending decision, highest estimated chance first (empty if the search failed). Not
  emitted once the human has moved on (a step, take-back, undo, redo): the hint is then cancelled.

Undo and redo (Ctrl+Z / Ctrl+Shift+Z) follow :mod:`cardtable.undo`: back to the human's previous decision point, never
across something that revealed hidden information to a human; in hot-seat games only if every human agreed
(:meth:`set_hot_seat_undo`). A ``practice`` game lifts the reveal rule: undo goes back choice by choice across what
was seen, and the replay from the same seed deals the same cards again. Every applied action is recorded as a
:class:`~cardtable.undo.Step` in :attr:`history`.

Multi-step moves: a human's steps are first applied to a clone of the State. The move is committed to the real State
(and its events emitted) as soon as the decision passes to another seat or begins a new turn
(:attr:`Decision.turn_starts`: a trick's winner leads the next), the round changes, the match ends, or a step
shows the mover something they did not know (:meth:`Event.reveals_to`: a private look, and public reveals too, such
as cards slid forward and turned face up in Silver's exchange; the mover's own card turned face up is ``known_to``
them and does not count). Until then :meth:`cancel_move` takes
the half-chosen move back (Escape in the table). A computer's steps go straight into the real State, but their
events are emitted together under the same rule (once the decision passes on or a new turn starts, the round
changes or the match ends), so the table shows and words the move as one (a card with its target and the result);
a move that showed a watching seat something then stays on the table for ``pause`` seconds before the next computer
move, and no computer move is applied, nor a human decision offered, while the table holds the controller
(:meth:`hold`: cards still flying, a trick being collected); :meth:`release` offers the decision that waited.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QObject, QTimer, Signal, Slot

from cardtable.ai import HINT_SPEC, seat_view
from cardtable.ai.ismcts import Advice
from cardtable.controllers.worker import AgentWorker
from cardtable.engine.base import JSON, Action, Decision, Event, GameInfo, IllegalActionError, State
from cardtable.saves import SavedGame, Seat, half_chosen
from cardtable.undo import UndoBlock, UndoHistory, play_step, replay_steps, undo_enabled


@dataclass(frozen=True)
class SeatConfig:
    """One seat: a display ``name`` and ``agent`` — ``None`` for a human, else a computer-player spec accepted by
    ``cardtable.ai.make_agent`` (``"random"``, ``"heuristic"``, ``"ismcts:easy|normal|hard"``)."""

    name: str
    agent: str | None = None

    @property
    def is_human(self) -> bool:
        return self.agent is None

    def to_seat(self) -> Seat:
        """This seat as stored in a saved game: agent ``ismcts:<level>`` is stored as ``<level>``, ``random`` and
        ``heuristic`` as themselves."""
        if self.agent is None:
            return Seat(kind="human", name=self.name)
        return Seat(kind="computer", level=self.agent.removeprefix("ismcts:"), name=self.name)

    @classmethod
    def from_seat(cls, seat: Seat) -> SeatConfig:
        """Inverse of :meth:`to_seat`."""
        if seat.kind == "human" or seat.level is None:
            return cls(seat.name)
        level = seat.level
        return cls(seat.name, level if level in ("random", "heuristic") else f"ismcts:{level}")


class GameController(QObject):
    """Runs one match of ``game`` for ``seats`` (one :class:`SeatConfig` per player) from ``seed`` and ``options``.

    ``pause`` is how long, in seconds, a computer player's action that showed something stays on the table before
    the next computer action is applied (0 disables it): the pace is per visible action, not per decision, so a
    step whose events no watching seat can see (a Schotten Totten card waiting for its stone, the end of claims)
    adds no pause, and a human's own actions are never delayed. The watching seats are the human ones (every seat
    when all are computers). ``actions`` (default none) are replayed first, to continue a saved match.
    ``practice``: a practice game (undo may go back past what a human has seen; see :mod:`cardtable.undo`).
    ``hints``: the hints already asked for in a saved match (:attr:`hints_used` counts on from there). Raises
    :class:`~cardtable.engine.base.OptionsError` for bad options or a player count outside the game's range, and
    :class:`IllegalActionError` if ``actions`` do not fit the game.
    """

    eventsReady = Signal(object)
    decisionRequired = Signal(int, object)
    actionApplied = Signal(int, object)
    gameOver = Signal(object)
    busyChanged = Signal(bool)
    failed = Signal(str)
    rewound = Signal()
    historyChanged = Signal()
    hintReady = Signal(int, object)

    def __init__(
        self,
        game: GameInfo,
        seats: Sequence[SeatConfig],
        seed: int,
        options: BaseModel | dict[str, Any] | None = None,
        pause: float = 0.6,
        parent: QObject | None = None,
        actions: Sequence[Action] = (),
        pending: Sequence[Action] = (),
        practice: bool = False,
        hints: int = 0,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = tuple(seats)
        self.seed = seed
        self.options = game.parse_options(options)
        self._state: State
        self._state, steps = replay_steps(game, len(self.seats), seed, self.options, actions)
        self._state.keep_round_end = True
        self.practice = practice
        self.history = UndoHistory(frozenset(self.human_seats), practice=practice, steps=steps)
        self._pause = pause
        self._autopilot: str | None = None
        self._running = False
        self._closed = False
        self._busy = False
        self._partial: State | None = None
        self._partial_actions: list[Action] = []
        self._taken_back: list[Action] = []  # the steps of the half-chosen move undo took back (what redo re-chooses)
        self._hold_until = 0.0  # monotonic time before which no computer action is applied (the last one is shown)
        self._held = False  # the table asked to apply no computer action and offer no decision yet (hold / release)
        self._offer_waiting = False  # a human decision waits for release() to be offered
        self._offer_timer = QTimer(self)  # release() offers it from the event loop, not inside the table's signal
        self._offer_timer.setSingleShot(True)
        self._offer_timer.timeout.connect(self._offer_held)
        if pending:  # a saved half-chosen move: shown again, still to finish (or take back)
            self._partial, self._partial_actions = half_chosen(self._state, pending), list(pending)
        self._request: int | None = None
        self._worker = AgentWorker(self)
        self._worker.chosen.connect(self._on_agent_chose)
        self._worker.failed.connect(self._on_agent_failed)
        self._worker.hinted.connect(self._on_hinted)
        self._hint: tuple[int, int] | None = None  # (request id, seat) of the hint on its way
        self.hints_used = hints
        """Hints asked for in this match (:meth:`request_hint`; ``hints``: those asked for before it was saved), for
        the statistics."""
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_agent_action)
        self._agent_action: tuple[int, Action] | None = None
        self._move_events: list[Event] = []  # a computer's move so far, emitted when the decision passes on

    # --- read-only views ---------------------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The real State (read it; change it only through the slots)."""
        return self._state

    @property
    def num_players(self) -> int:
        return len(self.seats)

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @property
    def busy(self) -> bool:
        """True while a computer player is thinking or its move waits for the viewing pause."""
        return self._busy

    @property
    def pending_steps(self) -> tuple[Action, ...]:
        """The steps of the human's half-chosen move (empty when none)."""
        return tuple(self._partial_actions)

    @property
    def worker(self) -> AgentWorker:
        return self._worker

    def observation(self, player: int) -> dict[str, JSON]:
        """What the table shows ``player`` from the real State: its :meth:`State.table_view`."""
        return self._state.table_view(player)

    def shown_observation(self, player: int) -> dict[str, JSON]:
        """What the table shows ``player`` (its :meth:`State.table_view`): that of the half-chosen move's State while
        ``player`` is making it (they see their own steps so far, e.g. a card already on a stone), else the real
        State's. A half-chosen move never revealed anything hidden to its mover (see :meth:`choose`), so this shows
        nothing the real State's view would not."""
        if self._partial is not None:
            decision = self._partial.decision()
            if decision is not None and decision.player == player:
                return self._partial.table_view(player)
        return self._state.table_view(player)

    def round_end_observation(self, player: int) -> dict[str, JSON] | None:
        """What seat ``player`` saw as the latest round ended, before the next one was dealt (the table shows it
        under the round summary), or ``None`` if no round has ended yet (:meth:`State.round_end_observation`)."""
        return self._state.round_end_observation(player)

    def decision(self) -> Decision | None:
        """The pending decision: of the half-chosen move if there is one, else of the real State."""
        return (self._partial if self._partial is not None else self._state).decision()

    # --- settings ----------------------------------------------------------------------------------------------------
    def set_pause(self, seconds: float) -> None:
        """Seconds a visible computer action stays on the table before the next computer action (0: none)."""
        self._pause = max(0.0, seconds)

    @property
    def pause(self) -> float:
        return self._pause

    def hold_for(self, seconds: float) -> None:
        """Apply no computer action for at least ``seconds`` from now (the table shows a human something for that
        long: a look shown for its moment); a shorter hold than the one running changes nothing, and a human's own
        actions are never held."""
        until = time.monotonic() + seconds
        if seconds <= 0 or until <= self._hold_until:
            return
        self._hold_until = until
        if self._apply_timer.isActive():  # a computer action already waits for the last pause: it waits longer
            self._apply_timer.start(max(0, int(seconds * 1000)))

    @property
    def held(self) -> bool:
        """True between :meth:`hold` and :meth:`release`."""
        return self._held

    @Slot()
    def hold(self) -> None:
        """Apply no computer action and offer no human decision until :meth:`release`: the table is still showing
        the last events (cards in flight, a trick being collected), and the next move must not be shown or said, nor
        a person asked to choose, before. A human decision pending now (the table moved under it: the next step of a
        move, its card still flying to its place) or coming meanwhile waits for the release; the computer may think
        meanwhile; the pause after a computer move still counts from that move."""
        self._held = True
        if self._apply_timer.isActive():
            self._apply_timer.stop()  # the computer's answer waits for release()
        self._offer_timer.stop()
        if self._human_decision() is not None:
            self._offer_waiting = True

    @Slot()
    def release(self) -> None:
        """End a :meth:`hold`: a human decision waiting for it is offered (``decisionRequired``, from the event loop
        and only if still pending and not held again by then), a computer's answer waiting for it is applied (after
        what is left of the pause)."""
        if not self._held:
            return
        self._held = False
        if self._offer_waiting:
            self._offer_timer.start(0)
        if self._agent_action is not None and not self._apply_timer.isActive():
            self._apply_timer.start(max(0, int((self._hold_until - time.monotonic()) * 1000)))

    def _human_decision(self) -> tuple[int, Decision] | None:
        """The pending decision (of the half-chosen move, if any) with its seat, if it is a human's to take now (the
        game runs, no computer plays for them); else ``None``."""
        if not self._running or self._closed or self._state.is_terminal:
            return None
        decision = self.decision()
        if decision is None or not self.seats[decision.player].is_human or self._autopilot is not None:
            return None
        return decision.player, decision

    def _offer(self) -> None:
        """Ask for the pending human decision (``decisionRequired``), or, while held, once released."""
        self._offer_timer.stop()
        self._offer_waiting = self._held
        pending = self._human_decision()
        if pending is not None and not self._held:
            self.decisionRequired.emit(*pending)

    def _offer_held(self) -> None:
        if self._offer_waiting and not self._held:
            self._offer()

    def shows_something(self, events: Sequence[Event]) -> bool:
        """True if a watching seat (a human one; every seat when all are computers) may see one of ``events``: the
        action that caused them is held on the table for ``pause`` seconds."""
        watchers = self.human_seats or tuple(range(self.num_players))
        return any(e.visible_to(p) for e in events for p in watchers)

    def set_autopilot(self, spec: str | None) -> None:
        """Let computer player ``spec`` take the humans' decisions (``None``: humans decide again)."""
        self._autopilot = spec

    def set_hot_seat_undo(self, agreed: bool) -> None:
        """Whether every human at a hot-seat table agreed to allow undo (ignored with a single human)."""
        self.history.hot_seat_agreed = agreed
        self.historyChanged.emit()

    # --- saved games -------------------------------------------------------------------------------------------------
    def saved_game(self) -> SavedGame:
        """The match so far as a :class:`~cardtable.saves.SavedGame`: what the table shows, the committed actions
        and the steps of a half-chosen move (``pending``; a controller built with them shows that move again), marked
        as a practice game if it is one, with the hints asked for so far."""
        return SavedGame.of(
            self._state,
            [s.to_seat() for s in self.seats],
            self.options,
            self._partial_actions,
            practice=self.practice,
            hints=self.hints_used,
        )

    # --- undo and redo -----------------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """True if :meth:`undo` would take something back now (a half-chosen move, or committed actions)."""
        if self._closed or self._autopilot is not None:
            return False
        if self._partial is not None:
            return undo_enabled(self.history.human_seats, self.history.hot_seat_agreed)
        return self.history.can_undo()

    def undo_block(self) -> UndoBlock | None:
        """Why :meth:`can_undo` is False now (``None`` when it is True). While the computer plays for the human
        (autopilot) or after the game was closed there is nothing to undo either: :attr:`UndoBlock.NO_CHOICE`."""
        if self.can_undo():
            return None
        if self._closed or self._autopilot is not None:
            return UndoBlock.NO_CHOICE
        return self.history.block() or UndoBlock.NO_CHOICE

    def undo_stop(self) -> Event | None:
        """What keeps undo from going back further than it can now: the latest event that revealed something to a
        human since their previous choice (:meth:`UndoHistory.blocking_event`; the half-chosen move, which never
        revealed anything, does not count). ``None`` if nothing seen stands in the way, and always in a practice
        game."""
        return self.history.blocking_event()

    def _mid_move(self) -> bool:
        """True if the State waits on a person's decision in the middle of a move whose first steps are committed:
        the last step is the same seat's, revealed nothing to it and the decision does not open a move of its own
        (the rule :meth:`choose` commits a move by). Undo goes on back past such a decision, to the move's first
        one, and redo on to the move's end: a move is taken back and brought back whole (a fresh tester's finding:
        a practice game's undo stopped at a stone whose card stayed played, with nothing to take it back)."""
        decision = self._state.decision()
        steps = self.history.steps
        if decision is None or not steps or not self.seats[decision.player].is_human:
            return False
        last = steps[-1]
        return (
            last.player == decision.player
            and not decision.turn_starts
            and decision.interrupt is None
            and not any(e.reveals_to(last.player) for e in last.events)
        )

    def can_redo(self) -> bool:
        """True if :meth:`redo` would re-apply something now (a half-chosen move undo took back, or actions)."""
        return not self._closed and (self._can_choose_again() or self.history.can_redo())

    def _can_choose_again(self) -> bool:
        """True if the half-chosen move undo took back can be chosen again: the person's decision it began with is
        still the one offered (no step, no computer move since)."""
        if not self._taken_back or self._partial is not None or self._busy or not self._running:
            return False
        decision = self._state.decision()
        return (
            decision is not None
            and self._autopilot is None
            and self.seats[decision.player].is_human
            and self._taken_back[0] in decision.actions
        )

    @Slot()
    def undo(self) -> bool:
        """Take back the half-chosen move if there is one (like :meth:`cancel_move`); else go back to the human's
        previous decision point (a running search is cancelled), emit ``rewound`` and ask for that decision again.
        Returns False if undo is not possible now."""
        if not self.can_undo():
            return False
        if self._partial is not None:
            self.cancel_move()
            return True
        self._taken_back = []
        self._cancel_agent()
        self._move_events = []  # the rewound table is redrawn from the State
        self.history.undo()
        self._state, _ = replay_steps(self.game, self.num_players, self.seed, self.options, self.history.actions)
        while self._mid_move() and self.history.can_undo():  # on back to the move's first decision
            self.history.undo()
            self._state, _ = replay_steps(self.game, self.num_players, self.seed, self.options, self.history.actions)
        self._state.keep_round_end = True
        self.rewound.emit()
        self.historyChanged.emit()
        self._running = True
        self._advance()
        return True

    @Slot()
    def redo(self) -> bool:
        """Re-apply what the last undo took back: the steps of a half-chosen move (chosen again, as :meth:`choose`
        does), else committed actions (their events are emitted as usual). Returns False if there is nothing to
        redo."""
        if not self.can_redo():
            return False
        if self._can_choose_again():
            again, self._taken_back = self._taken_back, []
            for action in again:
                self.choose(action)
            return True
        self._cancel_agent()
        self._flush_move()
        self._partial, self._partial_actions = None, []
        steps = self.history.redo(self._state)
        while self._mid_move() and self.history.can_redo():  # the rest of the move undo took back with it
            steps += self.history.redo(self._state)
        for step in steps:
            self.actionApplied.emit(step.player, step.action)
        self._emit_events([e for step in steps for e in step.events])
        self.historyChanged.emit()
        self._running = True
        self._advance()
        return True

    # --- running -----------------------------------------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        """Announce the initial table (``eventsReady`` with the setup events) and ask for the first decision."""
        self._running = True
        self._emit_events(self._state.event_log())
        self._advance()

    @Slot()
    def stop(self) -> None:
        """Stop asking for decisions (a running search is cancelled; the part of a computer's move already
        applied is emitted); :meth:`resume` continues."""
        self._running = False
        self._cancel_agent()
        self._flush_move()

    @Slot()
    def resume(self) -> None:
        """Continue after :meth:`stop` (nothing happens once the game is closed or over)."""
        if not self._closed and not self._running and not self._state.is_terminal:
            self._running = True
            self._advance()

    @Slot()
    def close(self) -> None:
        """End the game: cancel any search and let the computer-player process go (it is reaped in the background;
        nothing waits for it). Idempotent."""
        self._closed = True
        self._running = False
        self._apply_timer.stop()
        self._offer_timer.stop()
        self._worker.close()
        self._set_busy(False)

    def _advance(self) -> None:
        if not self._running or self._closed:
            return
        state = self._state
        outcome = state.outcome
        if outcome is not None:
            self._running = False
            self.gameOver.emit(outcome)
            return
        decision = state.decision()
        assert decision is not None
        spec = self.seats[decision.player].agent or self._autopilot
        if spec is None:
            self._offer()  # the half-chosen move's next step, if any; once released while the table holds
            return
        self._offer_waiting = False
        self._set_busy(True)
        observation = seat_view(state, decision.player, spec)  # the observation, or the recall view if it forgets
        ai_seed = (self.seed * 1_000_003 + len(state.history)) & 0x7FFFFFFF
        self._request = self._worker.request(self.game.id, spec, observation, ai_seed)

    # --- hints --------------------------------------------------------------------------------------------------------
    @Slot()
    def request_hint(self) -> bool:
        """Ask the hard level, in the computer-player process, for its top choices at the pending human decision
        (``hintReady`` answers). It sees exactly what that seat's table shows it (its :meth:`State.table_view`, from
        the half-chosen move if there is one): nothing of another seat, nor what the rules leave to memory. Returns
        False (nothing asked) if no human decision is pending or a hint is already on its way; counts
        :attr:`hints_used` otherwise."""
        if self._closed or not self._running or self._busy or self._hint is not None:
            return False
        base = self._partial if self._partial is not None else self._state
        decision = base.decision()
        if decision is None or not self.seats[decision.player].is_human or self._autopilot is not None:
            return False
        view = base.table_view(decision.player)
        seed = (self.seed * 1_000_003 + len(self._state.history) + len(self._partial_actions)) & 0x7FFFFFFF
        self._hint = (self._worker.request(self.game.id, HINT_SPEC, view, seed), decision.player)
        self.hints_used += 1
        return True

    def _on_hinted(self, request_id: int, advice: list[Advice]) -> None:
        if self._hint is None or request_id != self._hint[0] or self._closed:
            return
        seat, self._hint = self._hint[1], None
        self.hintReady.emit(seat, advice)

    def _cancel_hint(self) -> None:
        if self._hint is not None:
            self._hint = None
            self._worker.cancel()

    # --- human moves -------------------------------------------------------------------------------------------------
    @Slot(object)
    def choose(self, action: Action) -> None:
        """Take one step of the human's move: ``action`` must be legal in :meth:`decision`. The move is committed
        when the seat's next decision does not follow at once or begins a new turn (``Decision.turn_starts``), at a
        new round, when the step showed the seat something, or when the step was a decision out of turn
        (``Decision.interrupt``: it is a move of its own).

        Raises :class:`IllegalActionError` (nothing changes) if it is not, or if no human decision is pending.
        """
        if self._closed or not self._running or self._busy:
            raise IllegalActionError("no human decision is pending", action)
        base = self._partial if self._partial is not None else self._state
        decision = base.decision()
        if decision is None or not (self.seats[decision.player].is_human and self._autopilot is None):
            raise IllegalActionError("no human decision is pending", action)
        if action not in decision.actions:
            raise IllegalActionError("not one of the offered choices", action)
        self._cancel_hint()
        self._taken_back = []
        player = decision.player
        work = base if self._partial is not None else base.clone()
        events = work.apply(action)
        self._partial, self._partial_actions = work, [*self._partial_actions, action]
        following = work.decision()
        reveals = any(e.reveals_to(player) for e in events)
        out_of_turn = decision.interrupt is not None  # a Mindbug, a block: a move of its own, whatever follows
        if (
            following is None
            or following.player != player
            or following.turn_starts
            or work.round_index != self._state.round_index
            or reveals
            or out_of_turn
        ):
            self._commit(player)
        else:
            self.historyChanged.emit()
            self._offer()

    @Slot()
    def cancel_move(self) -> None:
        """Take back the half-chosen move (if any; :meth:`redo` chooses its steps again until another choice is
        made) and ask for the decision again."""
        if self._partial is None:
            return
        self._cancel_hint()
        self._taken_back, self._partial, self._partial_actions = self._partial_actions, None, []
        self.historyChanged.emit()
        self._offer()

    def _commit(self, player: int) -> None:
        actions, self._partial, self._partial_actions = self._partial_actions, None, []
        events: list[Event] = []
        for action in actions:
            step = play_step(self._state, action)
            self.history.record(step)
            events += step.events
            self.actionApplied.emit(player, action)
        self._emit_events(events)
        self.historyChanged.emit()
        self._advance()

    # --- computer moves ----------------------------------------------------------------------------------------------
    def _on_agent_chose(self, request_id: int, action: Action) -> None:
        if request_id != self._request or self._closed:
            return
        self._request = None
        decision = self._state.decision()
        assert decision is not None
        self._agent_action = (decision.player, action)
        if not self._held:
            wait = self._hold_until - time.monotonic()
            self._apply_timer.start(max(0, int(wait * 1000)))

    def _apply_agent_action(self) -> None:
        if self._agent_action is None or self._closed or not self._running:
            return
        player, action = self._agent_action
        self._agent_action = None
        self._taken_back = []  # the table moved on: what undo took back is not the person's to choose again
        round_before = self._state.round_index
        try:
            step = play_step(self._state, action)
        except IllegalActionError as exc:
            self._fail(f"computer player for seat {player} chose an illegal action: {exc}")
            return
        self.history.record(step)
        self.actionApplied.emit(player, action)
        self._move_events += step.events
        following = self._state.decision()
        if (
            following is not None
            and following.player == player
            and not following.turn_starts
            and self._state.round_index == round_before
        ):
            self._advance()  # the same move goes on (a target, a guess, a stone): shown together once complete
            return
        self._set_busy(False)
        self._flush_move()
        self.historyChanged.emit()
        self._advance()

    def _flush_move(self) -> None:
        """Emit the events of the computer's move so far (one batch, so a card, its target and its result are shown
        and worded together), holding the table for ``pause`` when a watching seat can see them."""
        events, self._move_events = self._move_events, []
        if not events:
            return
        if self._pause > 0 and self.shows_something(events):
            self._hold_until = time.monotonic() + self._pause
        self._emit_events(events)

    def _on_agent_failed(self, request_id: int, message: str) -> None:
        if self._hint is not None and request_id == self._hint[0]:  # no hint: the game goes on
            seat, self._hint = self._hint[1], None
            self.hintReady.emit(seat, [])
        elif request_id == self._request:
            self._fail(message)

    def _fail(self, message: str) -> None:
        self._flush_move()
        self._running = False
        self._request = None
        self._set_busy(False)
        self.failed.emit(message)

    def _cancel_agent(self) -> None:
        self._hint = None  # a running hint is the worker's running request: cancelled with it
        self._apply_timer.stop()
        self._agent_action = None
        self._request = None
        self._worker.cancel()
        self._set_busy(False)

    # --- helpers -----------------------------------------------------------------------------------------------------
    def _emit_events(self, events: list[Event]) -> None:
        self.eventsReady.emit(events)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)
