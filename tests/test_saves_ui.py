"""The saves, undo, replay, preferences and statistics integration in the app (pytest-qt, offscreen).

Seats: mostly two humans (hot-seat, no computer-player process) so that tests drive every decision themselves; the
undo tests play against a ``random`` computer player (its process answers after the test has acted)."""

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable import saves, stats
from cardtable.controllers import SeatConfig
from cardtable.engine import Action, Outcome
from cardtable.engine.animals import GAME
from cardtable.saves import SavedGame, Seat
from cardtable.settings import settings_path
from cardtable.ui import i18n, prefs
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.replay import ReplayScreen
from cardtable.ui.saving import PROBLEM_TEXT

HOT_SEAT = (SeatConfig("Sara"), SeatConfig("Ali"))
VS_COMPUTER = (SeatConfig("Sara"), SeatConfig("Ali", "random"))


@pytest.fixture
def window(qtbot, monkeypatch):
    # "Leave the game in progress?" and "Abandon it?" are modal questions: the person answers Yes.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    prefs.update(animation_speed=0.0)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_game_now()
    app = QApplication.instance()
    if i18n.current_language() != "en":
        i18n.install_language(app, "en")


def start(window, seats=HOT_SEAT, seed=11):
    return window.start_game(GameSetup("animals", seats, {"first_player": 0}, seed), confirm=False, auto_continue=True)


def play_randomly(controller, count, seed=0):
    """Take ``count`` decisions (both seats human) with a seeded random choice."""
    rng = random.Random(seed)
    for _ in range(count):
        decision = controller.decision()
        if decision is None:
            return
        controller.choose(rng.choice(decision.actions))


def test_autosave_after_every_action_and_continue(qtbot, window):
    screen = start(window)
    controller = screen.controller
    assert saves.autosave_path().exists()  # saved from the deal on
    play_randomly(controller, 7)
    saved, state = saves.load(saves.autosave_path())
    assert list(state.history) == list(controller.state.history)
    assert saved.seats == (Seat(kind="human", name="Sara"), Seat(kind="human", name="Ali"))

    # The app is closed (the game is kept) and started again: "Continue" is offered and resumes the same match.
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.start_screen.continue_button.isVisibleTo(again)
    assert "Power-Hungry Animals" in again.start_screen.continue_button.text()
    qtbot.mouseClick(again.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert again.game_screen is not None
    assert list(again.game_screen.controller.state.history) == list(state.history)
    assert again.game_screen.log_model.rowCount() > 0
    again.close_game_now()


def test_abandon_forgets_the_autosave(window):
    start(window)
    play_randomly(window.game_screen.controller, 2)
    window.abandon_game()
    assert not saves.autosave_path().exists()
    assert not window.start_screen.continue_button.isVisibleTo(window)


def test_save_as_then_open(window, tmp_path):
    screen = start(window)
    play_randomly(screen.controller, 5)
    history = list(screen.controller.state.history)
    assert window.saving.save_as(str(tmp_path / "my game"))
    path = tmp_path / "my game.cardtable"
    assert path.exists()
    start(window, seed=3)
    assert window.saving.open_file(str(path))
    assert list(window.game_screen.controller.state.history) == history


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b'{"format": "cardtable-saved-game", "format_v', saves.SaveProblem.NOT_JSON),
        (b'{"name": "package", "version": "1.0"}', saves.SaveProblem.FOREIGN),
    ],
)
def test_bad_file_gives_a_message_and_the_game_goes_on(window, tmp_path, content, problem):
    screen = start(window)
    play_randomly(screen.controller, 3)
    history = list(screen.controller.state.history)
    path = tmp_path / "bad.cardtable"
    path.write_bytes(content)
    assert not window.saving.open_file(str(path))
    box = window.saving.error_box
    assert box is not None and box.isVisible()
    assert box.informativeText().startswith(PROBLEM_TEXT[problem])
    assert "bad.cardtable" in box.text()
    box.close()
    assert window.game_screen is screen
    assert list(screen.controller.state.history) == history
    assert path.read_bytes() == content


def test_open_error_is_translated(window, tmp_path):
    i18n.install_language(QApplication.instance(), "fa")
    path = tmp_path / "future.cardtable"
    document = json.loads(SavedGame.of(GAME.new_game(2, 1), [Seat(kind="human", name="A")] * 2).to_bytes())
    document["format_version"] = 99
    path.write_text(json.dumps(document))
    assert not window.saving.open_file(str(path))
    text = window.saving.error_box.informativeText()
    assert "cardtable" in text and "نسخه" in text  # "version" in Persian


def test_undo_within_a_move_and_redo(window):
    screen = start(window, VS_COMPUTER)
    controller = screen.controller
    assert controller.decision().actions == (Action.of("play", 1), Action.of("play", 4))
    assert not window.undo_action.isEnabled()
    controller.choose(Action.of("play", 1))  # a Crystal Ball: the target and the guess are still to come
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert controller.pending_steps == ()
    assert controller.decision().kind == "play"
    # redo chooses the taken-back steps again (a fresh tester's finding: Redo stayed greyed)
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert controller.pending_steps == (Action.of("play", 1),) and controller.decision().kind == "target"
    assert not window.redo_action.isEnabled()
    window.undo_action.trigger()
    controller.choose(Action.of("play", 4))  # another choice: nothing is left to redo
    assert controller.state.history == [Action.of("play", 4)]
    assert not window.redo_action.isEnabled() and not controller.redo()


def test_undo_takes_back_a_committed_move_before_the_computer_plays(qtbot, window):
    screen = start(window, VS_COMPUTER)
    controller = screen.controller
    controller.choose(Action.of("play", 4))  # Shell Shield: the move is committed, the computer draws and thinks
    assert controller.state.history == [Action.of("play", 4)]
    assert controller.busy and window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert controller.state.history == []
    assert not controller.busy
    assert controller.decision().player == 0 and controller.decision().kind == "play"
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert controller.state.history[0] == Action.of("play", 4)
    assert not window.redo_action.isEnabled()
    # Once the computer has played its card face up, undo is refused (it revealed something to the human).
    qtbot.waitUntil(lambda: len(controller.state.history) >= 2 and not controller.busy, timeout=20000)
    qtbot.waitUntil(lambda: controller.decision() is not None and controller.decision().player == 0, timeout=20000)
    assert not controller.can_undo() and not window.undo_action.isEnabled()


def finished_match(seed=4):
    state = GAME.new_game(2, seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    seats = [Seat(kind="human", name="Sara"), Seat(kind="computer", level="easy", name="Ali")]
    return SavedGame.of(state, seats), state


def test_replay_steps_with_every_hand_face_up(window):
    saved, final = finished_match()
    replay = window.show_replay(saved)
    assert isinstance(replay, ReplayScreen) and window.stack.currentWidget() is replay
    assert replay.position == 0
    start_rows = replay.log_model.rowCount()
    for _ in range(5):
        assert replay.next()
    assert replay.position == 5 and replay.log_model.rowCount() > start_rows
    rows_at_5 = replay.log_model.rowCount()
    # The opponent's hand is drawn face up (seat 1's hand items).
    opponent = [item for key, item in replay.table.cards.items() if key[0] == "hand" and key[2] == 1]
    assert opponent and all(item.face_up for item in opponent)
    assert replay.previous() and replay.position == 4
    assert replay.log_model.rowCount() < rows_at_5
    replay.next()
    assert replay.log_model.rowCount() == rows_at_5
    replay.go_to(len(saved.actions))
    assert replay.state.outcome == final.outcome
    assert not replay.next()
    replay.close_button.click()
    assert window.replay_screen is None and window.stack.currentWidget() is window.start_screen


def test_replay_log_tells_every_seats_cards(window):
    # The replay's table shows every hand, so its log names the opponent's cards too (worded for Sara, the human).
    saved, final = finished_match()
    replay = window.show_replay(saved)
    replay.go_to(len(saved.actions))
    rows = [row.replace(i18n.FSI, "").replace(i18n.PDI, "") for row in replay.log_model.sentences()]
    opponent_cards = [e for e in final.event_log() if e.kind in ("dealt", "drew") and e.data["seat"] == 1]
    starts = ("Ali drew ", "Ali was dealt ", "Ali took the set-aside card: ", "After the shuffle Ali got ")
    named = [r for r in rows if r.startswith(starts)]
    assert opponent_cards and len(named) == len(opponent_cards)
    assert "Ali drew a card." not in rows  # the public line that says less is left out
    assert any(r.startswith("You drew ") for r in rows)  # still worded for the human seat


def test_replay_log_is_the_same_stepped_or_jumped(window):
    # Four players: private lines (each seat's dealt and drawn cards) sit between public ones; stepping forward and
    # jumping back to the same move must list them in the same order.
    state = GAME.new_game(4, 7)
    rng = random.Random(7)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    seats = [Seat(kind="human", name="Sara")] + [
        Seat(kind="computer", level="easy", name=n) for n in ("Ali", "Reza", "Mina")
    ]
    replay = window.show_replay(SavedGame.of(state, seats))
    stepped = {}
    for position in range(1, min(len(replay.steps), 40) + 1):
        replay.next()
        stepped[position] = replay.log_model.sentences()
    for position in sorted(stepped, reverse=True):
        replay.go_to(position)
        assert replay.log_model.sentences() == stepped[position]
    replay.go_to(len(replay.steps))
    replay.go_to(3)
    assert replay.log_model.sentences() == stepped[3]


def test_open_finished_game_shows_replay(window, tmp_path):
    saved, _ = finished_match(5)
    path = tmp_path / "done.cardtable"
    saves.save(path, saved)
    assert window.saving.open_file(str(path))
    assert isinstance(window.stack.currentWidget(), ReplayScreen)


def test_preferences_dialog_applies_and_stores(qtbot, window):
    start(window)
    window.show_preferences()
    dialog = window.preferences_dialog
    dialog.language.setCurrentIndex(dialog.language.findData("fa"))
    dialog.speed.setCurrentIndex(dialog.speed.findData(2.0))
    dialog.curtain.setChecked(False)
    dialog.counter.setChecked(False)
    dialog.hot_seat_undo.setChecked(True)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert i18n.current_language() == "fa"
    assert QApplication.instance().layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.speed == 2.0 and not window.game_screen.counter_view.isVisibleTo(window)
    assert window.game_screen.curtain_enabled is False
    assert window.game_screen.controller.history.hot_seat_agreed
    stored = json.loads(settings_path().read_text())
    assert stored["language"] == "fa" and stored["animation_speed"] == 2.0 and stored["hot_seat_undo"] is True
    qtbot.waitUntil(lambda: window.edit_menu.title() == "&ویرایش")  # retranslated when the LanguageChange arrives


def test_statistics_window_and_reset(window, monkeypatch):
    seats = [Seat(kind="human", name="Sara"), Seat(kind="computer", level="hard", name="Ali")]
    stats.record_match("animals", seats, Outcome((0,), (3, 1), "tokens"))
    stats.record_match("animals", seats, Outcome((1,), (1, 3), "tokens"))
    window.show_statistics()
    dialog = window.statistics_dialog
    model = dialog.model
    assert model.rowCount() == 1
    cells = [model.index(0, c).data() for c in range(model.columnCount())]
    assert cells[:5] == ["Power-Hungry Animals", "Hard", "2", "1", "50%"]
    assert dialog.chart.bars and dialog.chart.bars[0][1].played == 2
    dialog.ask_reset()
    dialog.confirm_box.button(QMessageBox.StandardButton.No).click()
    assert stats.load_statistics().value.record("animals", "hard").played == 2
    dialog.ask_reset()
    dialog.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert model.rowCount() == 0 and not dialog.reset_button.isEnabled()
    assert stats.load_statistics().value.records == {}


def test_finished_game_is_recorded_once(qtbot, window):
    window.gameStarted.connect(lambda screen: screen.controller.set_autopilot("random"))
    controller = start(window, VS_COMPUTER, seed=2).controller
    qtbot.waitUntil(lambda: controller.state.is_terminal, timeout=60000)
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=5000)
    record = stats.load_statistics().value.record("animals", "random")
    assert record.played == 1
    assert record.won == int(0 in controller.state.outcome.winners)
    assert window.replay_action.isEnabled()
    window.end_dialog.replay_button.click()
    assert isinstance(window.stack.currentWidget(), ReplayScreen)
    assert saves.unfinished_game() is None  # a finished match is not offered as Continue


@pytest.mark.parametrize("agreed", [False, True])
def test_hot_seat_undo_needs_everyone_to_agree(window, agreed):
    prefs.update(hot_seat_undo=agreed, hot_seat_curtain=False)
    controller = start(window).controller
    controller.choose(Action.of("play", 1))  # Sara's Crystal Ball: the target is still to choose
    assert controller.pending_steps == (Action.of("play", 1),)
    assert window.undo_action.isEnabled() is agreed
    window.undo_action.trigger()
    assert (controller.pending_steps == ()) is agreed
    # Once Sara's move is done, Ali draws a card only he sees: no undo across that, agreement or not.
    if agreed:
        controller.choose(Action.of("play", 1))
    for kind in ("target", "guess"):
        controller.choose(next(a for a in controller.decision().actions if a.kind == kind))
    assert controller.decision().player == 1
    assert not controller.can_undo() and not window.undo_action.isEnabled()


def test_game_without_a_table_is_refused(window, tmp_path, monkeypatch):
    from cardtable.ui import saving

    screen = start(window)
    path = tmp_path / "other.cardtable"
    saves.save(path, screen.controller.saved_game())
    content = path.read_bytes()
    monkeypatch.setattr(saving, "playable_games", lambda: [])  # as if this build had no table for Animals
    assert not window.saving.open_file(str(path))
    assert window.saving.error_box.informativeText().startswith(PROBLEM_TEXT[saves.SaveProblem.UNKNOWN_GAME])
    assert window.game_screen is screen and path.read_bytes() == content
    assert window.saving.unfinished() is None


def test_ctrl_z_on_the_table_takes_back_a_half_chosen_move(qtbot, window):
    screen = start(window, VS_COMPUTER)
    screen.controller.choose(Action.of("play", 1))
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.controller.pending_steps == ()
    assert screen.controller.decision().kind == "play"


def test_broken_settings_file_gives_a_notice(qtbot, monkeypatch):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"language": "klingon"}')
    prefs.reload()
    w = MainWindow()
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.settings_notice is not None and w.settings_notice.isVisible())
    assert "settings.json.bak" in w.settings_notice.text()
    assert settings_path().with_name("settings.json.bak").read_text() == '{"language": "klingon"}'
    assert prefs.current().language is None  # the defaults


def test_autosave_failure_is_shown_once_and_the_game_goes_on(window, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(blocker))  # autosave.cardtable cannot be created inside a file
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    controller = start(window).controller
    play_randomly(controller, 4)
    assert len(warnings) == 1 and "could not be saved automatically" in warnings[0]
    assert len(controller.state.history) == 4


def test_continue_in_a_later_round_shows_no_old_round_summary(qtbot):
    state = GAME.new_game(2, 5)
    rng = random.Random(5)
    while state.round_index < 1 or state.to_move != 0:
        state.apply(rng.choice(state.legal_actions()))
    saves.autosave(
        SavedGame.of(state, [Seat(kind="human", name="Sara"), Seat(kind="computer", level="easy", name="Ali")])
    )
    prefs.update(animation_speed=0.0)
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.continue_game()
    screen = w.game_screen
    assert not screen.summary_up
    qtbot.waitUntil(lambda: screen._pending is not None)  # Sara is asked for her decision at once
    w.close_game_now()


def test_a_save_under_other_rules_says_so_and_opens(window, tmp_path, monkeypatch):
    import dataclasses

    screen = start(window)
    play_randomly(screen.controller, 4)
    history = list(screen.controller.state.history)
    path = tmp_path / "old rules.cardtable"
    saves.save(path, screen.controller.saved_game())
    content = path.read_bytes()
    newer = dataclasses.replace(GAME, rules_version=2)
    monkeypatch.setattr(saves, "get_game", lambda game_id: newer)
    start(window, seed=3)
    assert window.saving.open_file(str(path))
    box = window.saving.rules_box
    assert box is not None and box.isVisible()
    assert "version 1" in box.text() and "version 2" in box.text() and "Power-Hungry Animals" in box.text()
    assert list(window.game_screen.controller.state.history) == history
    assert path.read_bytes() == content
    box.close()


def test_a_save_under_the_current_rules_opens_without_a_notice(window, tmp_path):
    screen = start(window)
    path = tmp_path / "same.cardtable"
    saves.save(path, screen.controller.saved_game())
    assert window.saving.open_file(str(path))
    assert window.saving.rules_box is None
