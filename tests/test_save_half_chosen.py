"""Save As in the middle of a turn saves what is on screen (issue 14): in Schotten Totten, a card played and a stone
claimed before the draw come back when the file is reopened, as a move still to finish (pytest-qt, offscreen)."""

import json
import random

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable import saves
from cardtable.controllers import SeatConfig
from cardtable.engine import Action
from cardtable.saves import SaveFileError, SaveProblem
from cardtable.ui import i18n, prefs
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.main_window import MainWindow

HOT_SEAT = (SeatConfig("Sara"), SeatConfig("Ali"))
CLASSIC = {"first_player": 0}


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    prefs.update(animation_speed=0.0, hot_seat_curtain=False)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_game_now()
    if i18n.current_language() != "en":
        i18n.install_language(QApplication.instance(), "en")


def play_until_a_claim_mid_turn(controller, seed=5):
    """Play both seats at random (never claiming) until a person has played a card and may claim two stones; claim
    one and stop there, with the other still offered, before the draw. Returns the stone claimed."""
    rng = random.Random(seed)
    for _ in range(400):
        decision = controller.decision()
        claims = [a for a in decision.actions if a.kind == "claim"]
        if decision.kind == "claim" and len(claims) >= 2 and controller.pending_steps:
            controller.choose(claims[0])
            return claims[0].args[0]
        if decision.kind == "claim":
            controller.choose(Action.of("end_claims"))
        else:
            controller.choose(rng.choice(decision.actions))
    raise AssertionError("no claim came up")


def start(window):
    return window.start_game(GameSetup("schotten_totten", HOT_SEAT, CLASSIC, 11), confirm=False, auto_continue=True)


def test_save_as_mid_turn_keeps_the_card_and_the_claim(qtbot, window, tmp_path):
    screen = start(window)
    controller = screen.controller
    stone = play_until_a_claim_mid_turn(controller)
    mover = controller.decision().player
    pending = controller.pending_steps
    assert [a.kind for a in pending] == ["card", "stone", "claim"]
    shown = controller.shown_observation(mover)
    committed = list(controller.state.history)

    path = tmp_path / "mid-turn.cardtable"
    assert window.saving.save_as(str(path))
    assert str(path) in window.statusBar().currentMessage()
    assert json.loads(path.read_text())["pending"] == [a.to_json() for a in pending]

    window.close_game_now()
    assert window.saving.open_file(str(path))
    reopened = window.game_screen.controller
    assert list(reopened.state.history) == committed
    assert reopened.pending_steps == pending
    assert reopened.shown_observation(mover) == shown  # the card on its stone, the stone claimed
    assert window.game_screen.table.prompt(reopened.decision(), reopened.pending_steps)
    # Still a move to finish: Esc takes it back, or it is finished and enters the match.
    reopened.cancel_move()
    assert reopened.pending_steps == () and reopened.decision().kind == "card"
    for step in pending:
        reopened.choose(step)
    reopened.choose(Action.of("end_claims"))
    assert list(reopened.state.history)[: len(committed) + 3] == [*committed, *pending]
    assert stone is not None


def test_a_half_chosen_move_that_does_not_fit_is_refused(window, tmp_path):
    screen = start(window)
    play_until_a_claim_mid_turn(screen.controller)
    path = tmp_path / "edited.cardtable"
    window.saving.save_as(str(path))
    document = json.loads(path.read_text())
    for pending, problem in (
        ([["claim", 99]], SaveProblem.ILLEGAL_ACTION),
        ([[5]], SaveProblem.INVALID),
        ([*document["pending"], ["end_claims"]], SaveProblem.ILLEGAL_ACTION),  # a finished move is not half-chosen
    ):
        document["pending"] = pending
        path.write_text(json.dumps(document))
        with pytest.raises(SaveFileError) as caught:
            saves.load(path)
        assert caught.value.problem is problem, caught.value.reason


def test_a_file_without_a_half_chosen_move_has_no_pending_key(window, tmp_path):
    screen = start(window)
    path = tmp_path / "plain.cardtable"
    window.saving.save_as(str(path))
    assert "pending" not in json.loads(path.read_text())
    assert screen.controller.saved_game().pending == ()


def test_continue_after_closing_mid_turn_shows_the_half_chosen_move(qtbot, window):
    controller = start(window).controller
    play_until_a_claim_mid_turn(controller)
    pending = controller.pending_steps
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.continue_game()
    assert again.game_screen.controller.pending_steps == pending
    again.game_screen.controller.cancel_move()  # taking it back is autosaved too
    assert saves.read(saves.autosave_path()).pending == ()
    again.close_game_now()
