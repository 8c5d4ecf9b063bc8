"""Hot-seat: Enter lifts the curtain; a private reveal is shown to its person with "Done" before the curtain falls
for the next one; nobody's hand shows while computers play between two people."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.controllers import SeatConfig
from cardtable.ui.dialogs import GameSetup
from tests.ui.conftest import setup_for


def test_enter_lifts_the_curtain(window, qtbot):
    screen = window.start_game(setup_for([None, None], seed=2, options={"first_player": 0}), confirm=False)
    assert screen.curtain_up
    qtbot.keyClick(screen.curtain.button, Qt.Key.Key_Return)
    assert not screen.curtain_up and screen.viewer == 0 and screen._pending is not None


def test_a_card_drawn_at_the_end_of_a_move_is_shown_before_the_curtain(window, qtbot):
    """Schotten Totten: the card drawn at the end of Sara's move is hers to see, with "Done", before "Pass to Ali"."""
    seats = (SeatConfig("Sara", None), SeatConfig("Ali", None))
    screen = window.start_game(GameSetup("schotten_totten", seats, {"first_player": 0}, 4), confirm=False)
    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    hand_before = list(screen.controller.state.observation(0)["hand"])
    while screen._pending is not None and screen._pending[0] == 0 and not screen.reveal_up:
        decision = screen._pending[1]
        claims = [a for a in decision.actions if a.kind == "end_claims"]
        screen.controller.choose(claims[0] if claims else decision.actions[0])
    assert screen.reveal_up and not screen.curtain_up
    assert not screen.table.hidden and screen.viewer == 0
    hand = screen.controller.state.observation(0)["hand"]
    drawn = [c for c in hand if c not in hand_before]
    assert len(drawn) == 1
    shown = [i for i in screen.table.cards.values() if i.private and i.face_up]
    assert any(getattr(i.face, "name", None) == drawn[0] for i in shown)  # the drawn card lies face up
    qtbot.keyClick(screen.reveal.button, Qt.Key.Key_Enter)
    assert not screen.reveal_up and screen.curtain_up and screen._curtain_for == 1


def test_hands_are_hidden_while_computers_play_between_two_people(window, qtbot):
    screen = window.start_game(setup_for([None, "random", None], seed=5, options={"first_player": 0}), confirm=False)
    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    table = screen.table
    seen: list[tuple[bool, bool]] = []  # (hidden, a private card face up) as the computer starts thinking
    screen.controller.busyChanged.connect(
        lambda busy: busy and seen.append((table.hidden, any(i.face_up for i in table.cards.values() if i.private)))
    )
    while screen._pending is not None and screen._pending[0] == 0:
        screen.controller.choose(screen._pending[1].actions[0])
    assert not screen.reveal_up and not screen.summary_up  # (seed 5: nothing private shown, Ali plays next)
    assert seen and seen[0] == (True, False)


def test_the_curtain_says_whose_decision_it_is_and_why(window, qtbot):
    """A turn: "It is Sara's turn."; a decision out of turn (``Decision.interrupt``) says so on the curtain and first
    in the prompt."""
    from dataclasses import replace

    screen = window.start_game(setup_for([None, None], seed=2, options={"first_player": 0}), confirm=False)
    assert "It is \u2068Sara\u2069's turn." in screen.curtain.label.text()
    qtbot.keyClick(screen.curtain.button, Qt.Key.Key_Space)
    out_of_turn = replace(screen._pending[1], player=1, interrupt="block")
    screen._on_decision(1, out_of_turn)
    assert screen.curtain_up and "\u2068Ali\u2069 decides out of turn." in screen.curtain.label.text()
    qtbot.keyClick(screen.curtain.button, Qt.Key.Key_Enter)
    assert screen.prompt.text().startswith("\u2068Ali\u2069 decides out of turn. ")
    assert out_of_turn.to_json()["interrupt"] == "block"
