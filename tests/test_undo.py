"""Undo that cannot peek and redo, on the Reveal test game (tests/reveal_game.py), where every kind of step is at hand:
two-step moves without reveals (mark, size), a private draw (reveals to the drawer), a public reveal (show), and a
forced decision (ack). Seat 0 is the human unless a test says otherwise."""

import pytest
from reveal_game import GAME

from cardtable.engine import Action, Event
from cardtable.undo import Step, UndoBlock, UndoHistory, play_step, replay_steps, undo_enabled, undo_target

HUMAN = frozenset({0})


def play(*moves: tuple, humans=HUMAN, agreed=False, players=2, seed=3):
    """A Reveal match with ``moves`` (kind, *args) applied through an UndoHistory; returns (state, history)."""
    state = GAME.new_game(players, seed)
    history = UndoHistory(frozenset(humans), agreed)
    for kind, *args in moves:
        history.record(play_step(state, Action.of(kind, *args)))
    return state, history


def rebuild(history: UndoHistory, players=2, seed=3):
    state, _ = replay_steps(GAME, players, seed, None, history.actions)
    return state


def test_undo_within_a_two_step_move():
    state, history = play(("mark", 2))
    assert state.decision().kind == "size"
    assert history.target() == 0
    removed = history.undo()
    assert [s.action for s in removed] == [Action.of("mark", 2)]
    state = rebuild(history)
    assert state.to_move == 0 and state.decision().kind == "turn"


def test_undo_across_computer_moves_that_revealed_only_to_the_computer():
    # The human passes; the computer draws (a private reveal to seat 1) and is forced to ack, ending its turn.
    state, history = play(("pass",), ("draw",), ("ack",))
    assert state.to_move == 0
    assert history.can_undo() and history.target() == 0
    history.undo()
    assert history.actions == []


def test_undo_blocked_by_a_card_the_human_drew():
    _, history = play(("draw",))
    assert not history.can_undo()
    _, history = play(("draw",), ("ack",), ("pass",))
    assert history.target() is None
    with pytest.raises(ValueError):
        history.undo()


def test_undo_blocked_by_a_public_reveal_of_the_computer():
    _, history = play(("pass",), ("show",))
    assert history.target() is None


def test_a_public_event_without_reveal_does_not_block():
    _, history = play(("pass",), ("mark", 1), ("size", 1))
    assert history.target() == 0


def test_forced_decisions_are_skipped():
    # wait then the forced ack: undo goes back before the wait, not to the ack (which would be taken again at once).
    _, history = play(("pass",), ("pass",), ("wait",), ("ack",), ("pass",))
    assert history.target() == 2


def test_undo_stops_at_a_reveal_between_two_human_decisions():
    # The human's latest choice (size) can be undone; going further back would cross the computer's show.
    _, history = play(("pass",), ("show",), ("mark", 1), ("size", 2), ("pass",))
    assert history.target() == 3
    history.undo()
    assert history.target() == 2
    history.undo()
    assert history.target() is None and not history.can_undo()
    assert rebuild(history).decision().kind == "turn"


def test_multi_level_undo_then_redo_gives_the_same_match():
    state, history = play(("mark", 1), ("size", 1), ("pass",), ("pass",), ("pass",))
    before = [state.observation(p) for p in range(2)]
    history.undo()  # back before the human's last pass
    history.undo()  # back before size
    assert history.actions == [Action.of("mark", 1)]
    state = rebuild(history)
    assert history.can_redo()
    history.redo(state)  # the last undo: size and the computer's pass
    assert history.actions == [Action.of("mark", 1), Action.of("size", 1), Action.of("pass")]
    assert state.to_move == 0
    history.redo(state)  # the one before: the human's pass and the computer's
    assert not history.can_redo()
    assert [state.observation(p) for p in range(2)] == before


def test_a_new_action_clears_redo():
    state, history = play(("pass",), ("pass",))
    history.undo()
    state = rebuild(history)
    assert history.can_redo()
    history.record(play_step(state, Action.of("mark", 1)))
    assert not history.can_redo()
    with pytest.raises(ValueError):
        history.redo(state)


def test_no_human_step_nothing_to_undo():
    _, history = play()
    assert history.target() is None
    _, history = play(("pass",), humans={1})  # seat 0 is a computer here; the human has not decided yet
    assert history.target() is None


def test_hot_seat_needs_agreement():
    _, history = play(("pass",), ("mark", 1), humans={0, 1}, agreed=False)
    assert not history.can_undo()
    assert history.target() == 1  # what undo would do if enabled
    _, history = play(("pass",), ("mark", 1), humans={0, 1}, agreed=True)
    assert history.can_undo()
    history.undo()
    assert history.target() == 0  # then back to seat 0's pass


def test_hot_seat_reveal_to_any_human_blocks():
    # Seat 1 (a human) drew: seat 0 must not be able to undo across it either.
    _, history = play(("pass",), ("draw",), ("ack",), humans={0, 1}, agreed=True)
    assert history.target() is None


def test_undo_enabled_policy():
    assert undo_enabled({0}, hot_seat_agreed=False)
    assert not undo_enabled(set(), hot_seat_agreed=True)
    assert not undo_enabled({0, 2}, hot_seat_agreed=False)
    assert undo_enabled({0, 2}, hot_seat_agreed=True)


def test_undo_target_on_handmade_steps():
    private_to_1 = Event("saw", {"card": 4}, frozenset({1}), True)
    private_to_0 = Event("saw", {"card": 4}, frozenset({0}), True)
    steps = [
        Step(0, Action.of("a"), 2, ()),
        Step(1, Action.of("b"), 3, (private_to_1,)),
        Step(0, Action.of("c"), 1, ()),
    ]
    assert undo_target(steps, {0}) == 0
    assert undo_target(steps, {1}) is None  # seat 1 saw the card
    steps.append(Step(1, Action.of("d"), 2, (private_to_0,)))
    assert undo_target(steps, {0}) is None


def test_redo_detects_a_non_deterministic_engine():
    state, history = play(("pass",), ("pass",))
    history.undo()
    state = rebuild(history)
    # What was recorded differs from what the engine now produces, as if the engine were not deterministic.
    history._undone[-1][0] = Step(0, Action.of("pass"), 6, (Event("passed", {"seat": 9}),))
    with pytest.raises(RuntimeError):
        history.redo(state)


def test_play_step_records_the_decider_and_choices():
    state = GAME.new_game(2, 1)
    step = play_step(state, Action.of("draw"))
    assert step.player == 0 and step.choices == 6
    assert any(e.reveals and e.audience == frozenset({0}) for e in step.events)
    assert play_step(state, Action.of("ack")).choices == 1


def test_event_reveals_to():
    played = Event("played", {"seat": 0, "card": 3}, None, True, frozenset({0}))
    assert not played.reveals_to(0)  # the owner knew the card
    assert played.reveals_to(1)
    drew = Event("drew", {"card": 3}, frozenset({1}), True)
    assert drew.reveals_to(1) and not drew.reveals_to(0)
    assert not Event("passed", {"seat": 0}).reveals_to(0)


def test_undo_block_names_why_undo_is_not_possible():
    assert play(("mark", 2))[1].block() is None  # undo is possible
    assert play(("draw",))[1].block() is UndoBlock.REVEALED
    assert play(("pass",), ("show",))[1].block() is UndoBlock.REVEALED
    assert play()[1].block() is UndoBlock.NO_CHOICE
    assert play(("pass",), humans={1})[1].block() is UndoBlock.NO_CHOICE
    assert play(("pass",), ("mark", 1), humans={0, 1}, agreed=False)[1].block() is UndoBlock.OFF
    assert play(("pass",), humans=set())[1].block() is UndoBlock.OFF
    for moves in [(), (("mark", 2),), (("draw",),), (("pass",), ("draw",), ("ack",)), (("pass",), ("show",))]:
        history = play(*moves)[1]
        assert (history.block() is None) == history.can_undo()
