"""Undo on Power-Hungry Animals (animals.md): where undo must and must not be allowed. Seat 0 is the human.

Decks are stacked with the engine's ``deck=`` encoding (deal from the first player on, the set-aside card, the two
face-up cards in a two-player game, then the deck top first, then the rest)."""

from collections.abc import Sequence

from cardtable.engine import Action
from cardtable.engine.animals import GAME
from cardtable.engine.animals.cards import COPIES, VALUES
from cardtable.undo import UndoHistory, play_step

HUMAN = frozenset({0})


def stacked(players: int, deal: Sequence[int], set_aside: int, top: Sequence[int], removed: Sequence[int] = ()):
    head = [*deal, set_aside, *removed, *top]
    rest = [v for v in VALUES for _ in range(COPIES[v])]
    for v in head:
        rest.remove(v)
    options = {"first_player": 0}
    deck = head + rest
    return GAME.new_game(players, 5, options, deck), options, deck


def run(state, moves, humans=HUMAN):
    history = UndoHistory(frozenset(humans))
    for kind, *args in moves:
        history.record(play_step(state, Action.of(kind, *args)))
    return history


def rebuilt(players, options, deck, history):
    state = GAME.new_game(players, 5, options, deck)
    for action in history.actions:
        state.apply(action)
    return state


def test_undo_a_crystal_ball_before_naming_a_value():
    # The human holds a Crystal Ball (1) and draws a Dervish Crab (8), plays the 1 and targets seat 1 (the only
    # other seat: a forced decision). Playing one's own card reveals nothing to oneself, so undo goes back to the play.
    state, options, deck = stacked(2, deal=[1, 5], set_aside=2, removed=[3, 3], top=[8, 4])
    before = state.observation(0)
    history = run(state, [("play", 1)])
    assert state.decision().kind == "target"
    assert state.legal_actions() == (Action.of("target", 1),)
    history.record(play_step(state, Action.of("target", 1)))
    assert state.decision().kind == "guess"
    assert history.can_undo() and history.target() == 0
    history.undo()
    restored = rebuilt(2, options, deck, history)
    assert restored.observation(0) == before
    assert restored.legal_actions() == (Action.of("play", 1), Action.of("play", 8))


def test_undo_the_target_choice_with_three_players():
    state, _, _ = stacked(3, deal=[1, 5, 7], set_aside=2, top=[8, 4])
    history = run(state, [("play", 1), ("target", 2)])
    assert history.target() == 1  # back to choosing the target, not further
    history.undo()
    assert history.target() == 0


def test_undo_while_the_computer_has_only_drawn():
    # The human plays a Shell Shield (4); the computer draws (a card only it sees) and is about to play.
    state, _, _ = stacked(2, deal=[4, 5], set_aside=2, removed=[3, 3], top=[8, 1])
    history = run(state, [("play", 4)])
    assert state.to_move == 1
    assert any(e.kind == "drew" and e.reveals and e.audience == frozenset({1}) for e in history.steps[0].events)
    assert history.target() == 0


def test_no_undo_once_the_computer_played():
    state, _, _ = stacked(2, deal=[4, 5], set_aside=2, removed=[3, 3], top=[8, 1])
    history = run(state, [("play", 4), ("play", 1)])  # the computer's Crystal Ball is face up now
    assert history.target() is None


def test_no_undo_after_drawing_at_the_start_of_ones_turn():
    # The computer's play ended its turn and the human drew: that card must not be redrawn by undoing.
    state, _, _ = stacked(2, deal=[4, 5], set_aside=2, removed=[3, 3], top=[8, 4, 6])
    history = run(state, [("play", 4), ("play", 4)])
    assert state.to_move == 0 and sorted(state.observation(0)["hand"]) == [6, 8]
    assert history.target() is None


def test_no_undo_after_the_grave_dog_looked():
    # Grave Dog (6): the human sees the set-aside card and must not take the play back.
    state, _, _ = stacked(2, deal=[6, 5], set_aside=9, removed=[3, 3], top=[4, 1])
    history = run(state, [("play", 6)])
    assert state.decision().kind == "swap"
    assert history.target() is None


def test_no_undo_after_the_mousetrap_looked():
    state, _, _ = stacked(2, deal=[2, 5], set_aside=9, removed=[3, 3], top=[4, 1, 7])
    history = run(state, [("play", 2)])
    assert state.decision().kind == "position"
    assert history.target() is None


def test_no_undo_after_a_silly_rabbit_comparison():
    state, _, _ = stacked(3, deal=[3, 5, 7], set_aside=9, top=[8, 4])
    history = run(state, [("play", 3), ("target", 1)])
    assert history.target() is None


def test_no_undo_after_a_right_guess_revealed_the_card():
    state, _, _ = stacked(3, deal=[1, 5, 7], set_aside=2, top=[8, 4])
    history = run(state, [("play", 1), ("target", 1), ("guess", 5)])
    assert history.target() is None


def test_redo_on_animals_repeats_the_same_events():
    state, options, deck = stacked(3, deal=[1, 5, 7], set_aside=2, top=[8, 4])
    history = run(state, [("play", 1), ("target", 2)])
    final = [state.observation(p) for p in range(3)]
    history.undo()
    history.undo()
    restored = rebuilt(3, options, deck, history)
    history.redo(restored)
    history.redo(restored)
    assert [restored.observation(p) for p in range(3)] == final
