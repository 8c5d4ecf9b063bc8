"""Undo on Schotten Totten (schotten_totten.md): one's own card turned face up is no news to oneself, so undo may
take it back until a draw shows a new card; the opponent's play is news and undo never crosses it. Seat 0 is the
human. Decks are stacked with the engine's ``deck=`` encoding (seat 0 takes the top 7 clan cards in the tactical
variant, seat 1 the next 7, then the deck top)."""

from cardtable.engine import Action
from cardtable.engine.registry import get_game
from cardtable.undo import UndoHistory, play_step

GAME = get_game("schotten_totten")
HUMAN = frozenset({0})
TACTICAL = {"tactics": True, "first_player": 0}
SEAT0 = ["red-1", "red-2", "red-3", "red-4", "red-5", "red-6", "red-7"]
SEAT1 = ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5", "blue-6", "blue-7"]
DECK = {"clan": [*SEAT0, *SEAT1, "green-9", "green-8"], "tactic": ["Banshee"]}


def start(options=TACTICAL):
    return GAME.new_game(2, 5, options, DECK if options.get("tactics") else DECK["clan"][1:])


def run(state, moves, humans=HUMAN):
    history = UndoHistory(frozenset(humans))
    for kind, *args in moves:
        history.record(play_step(state, Action.of(kind, *args)))
    return history


def test_own_placement_can_be_undone_before_the_draw():
    state = start()
    before = state.observation(0)
    history = run(state, [("card", "red-5"), ("stone", 4)])
    played = [e for e in history.steps[1].events if e.kind == "played"]
    assert len(played) == 1 and played[0].reveals
    assert played[0].reveals_to(1) and not played[0].reveals_to(0)
    assert state.decision().kind == "draw"  # tactical: clan or tactic deck, a choice
    assert history.can_undo() and history.target() == 1  # back to the choice of the stone
    history.undo()
    assert history.target() == 0  # then back to the choice of the card
    history.undo()
    rebuilt = start()
    for action in history.actions:
        rebuilt.apply(action)
    assert history.actions == []
    assert rebuilt.observation(0) == before
    assert Action.of("card", "red-5") in rebuilt.legal_actions()


def test_undo_is_refused_after_the_draw():
    state = start()
    history = run(state, [("card", "red-5"), ("stone", 4), ("draw", "tactic")])
    assert any(e.kind == "drew_card" and e.data["card"] == "Banshee" for e in history.steps[-1].events)
    assert history.target() is None
    assert not history.can_undo()


def test_undo_never_crosses_the_opponents_play():
    # Classic rules (6 cards each: seat 0 red-2…red-7): the draw after seat 0's play is automatic and ends the
    # turn, then seat 1 plays.
    state = start({"first_player": 0})
    history = run(state, [("card", "red-5"), ("stone", 4)])
    assert state.to_move == 1 and history.target() is None  # seat 0 drew already
    history = run(state, [("card", "blue-3"), ("stone", 2)])
    assert state.to_move == 0
    assert history.target() is None


def test_the_opponents_play_is_news_to_a_second_human():
    # Hot-seat: seat 1 saw seat 0's card appear on the stone, so seat 0's play cannot be undone for both.
    state = start()
    history = run(state, [("card", "red-5"), ("stone", 4)], humans={0, 1})
    assert history.target() is None
