"""Practice games (cardtable/undo.py): undo goes back a whole turn at a time, across cards the human has seen, and
the deal stays as it was: replaying setup + seed + the shorter action list gives the computer the same cards, and
taking the same actions again gives the same match. In a normal game the reveal rule holds, and
:func:`blocking_event` names the event that stops undo. Seat 0 is the human, seat 1 plays random legal moves."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.registry import get_game
from cardtable.undo import UndoBlock, UndoHistory, blocking_event, play_step, replay_steps, reveals_to

HUMAN = frozenset({0})
GAMES = [("animals", {"first_player": 0}), ("schotten_totten", {"first_player": 0, "tactics": True})]


def play(game_id, options, seed, practice, human_turns):
    """Play seeded random moves until the human is to choose (among several actions) for the ``human_turns + 1``-th
    time; return the game, the state, the history and, per human choice made, the computer's observation just
    before it."""
    game = get_game(game_id)
    state = game.new_game(2, seed, options)
    history = UndoHistory(HUMAN, practice=practice)
    rng = random.Random(seed)
    before: list[dict] = []
    while not state.is_terminal:
        decision = state.decision()
        if decision.player == 0 and len(decision.actions) > 1:
            if len(before) == human_turns:
                break
            before.append(state.observation(1))
        history.record(play_step(state, rng.choice(decision.actions)))
    return game, state, history, before


@pytest.mark.parametrize(("game_id", "options"), GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_practice_undo_crosses_a_draw_and_keeps_the_computers_cards(game_id, options, seed):
    game, state, history, before = play(game_id, options, seed, practice=True, human_turns=4)
    assert history.block() is None and history.can_undo()
    final = [state.observation(p) for p in (0, 1)]
    kept = history.target()
    assert history.steps[kept].player == 0 and history.steps[kept].choices > 1
    removed = history.undo()
    rebuilt, _ = replay_steps(game, 2, seed, options, history.actions)
    # the computer holds exactly the cards it held when the human made that choice
    assert rebuilt.observation(1) == before[-1]
    assert rebuilt.observation(1)["hand"] == before[-1]["hand"]
    # the same actions again give the same match, the computer's hand included
    for step in removed:
        play_step(rebuilt, step.action)
    assert [rebuilt.observation(p) for p in (0, 1)] == final
    # and so does redo
    again, _ = replay_steps(game, 2, seed, options, history.actions)
    history.redo(again)
    assert [again.observation(p) for p in (0, 1)] == final


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_practice_undo_goes_back_turn_by_turn_past_what_the_human_saw(game_id, options):
    """Undo repeatedly: each undo lands on an earlier human choice, some of them across an event that revealed a
    card to the human (which a normal game refuses), until no choice is left."""
    game, _state, history, before = play(game_id, options, 3, practice=True, human_turns=9)
    crossed = 0
    for expected in reversed(before):
        assert history.can_undo()
        removed = history.undo()
        crossed += any(reveals_to(e, HUMAN) for s in removed for e in s.events)
        rebuilt, _ = replay_steps(game, 2, 3, options, history.actions)
        assert rebuilt.observation(1) == expected
    assert crossed >= 2
    assert not history.can_undo() and history.block() is UndoBlock.NO_CHOICE


@pytest.mark.parametrize(("game_id", "options"), GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_normal_game_names_the_event_that_stops_undo(game_id, options, seed):
    """Without practice the reveal rule holds: wherever undo is refused because of a reveal, the blocking event is
    the latest one that revealed something to the human since their last choice; the same history in practice mode
    has no blocking event and can be undone."""
    _game, state, history, _before = play(game_id, options, seed, practice=False, human_turns=3)
    assert not state.is_terminal
    event = history.blocking_event()
    assert (event is not None) == (history.block() is UndoBlock.REVEALED)
    assert event is not None  # a turn against the computer always shows the human a card
    assert event.reveals_to(0)
    last_choice = max(i for i, s in enumerate(history.steps) if s.player == 0 and s.choices > 1)
    later = [e for s in history.steps[last_choice:] for e in s.events if e.reveals_to(0)]
    assert later and later[-1] is event
    assert blocking_event(history.steps, HUMAN, practice=True) is None
    practice = UndoHistory(HUMAN, practice=True, steps=list(history.steps))
    assert practice.block() is None and practice.target() == last_choice
