"""Nothing lost when a new game starts (issue 14): the unfinished game is asked about and kept in Saved games, a list
(newest first) that also holds what Save As wrote and reopens any of them; file dialogs start in the saved-games
folder, remember the last folder, and are Persian in Persian (pytest-qt, offscreen)."""

import random
from datetime import UTC

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton

from cardtable import saves
from cardtable.controllers import SeatConfig
from cardtable.engine.base import Outcome
from cardtable.ui import i18n, prefs
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.saved_games import SavedGamesDialog

HOT_SEAT = (SeatConfig("Sara"), SeatConfig("Ali"))


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    prefs.update(animation_speed=0.0, hot_seat_curtain=False)
    i18n.install_language(QApplication.instance(), "en")  # the English plural forms
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_game_now()
    if i18n.current_language() != "en":
        i18n.install_language(QApplication.instance(), "en")


def start(window, game="animals", seed=11):
    setup = GameSetup(game, HOT_SEAT, {"first_player": 0}, seed)
    return window.start_game(setup, confirm=False, auto_continue=True)


def play(controller, count, seed=0):
    rng = random.Random(seed)
    for _ in range(count):
        controller.choose(rng.choice(controller.decision().actions))
    while controller.pending_steps:
        controller.choose(rng.choice(controller.decision().actions))


def unfinished_then_restart(qtbot, window, moves=5):
    """An unfinished Schotten Totten game autosaved, the app closed and started again (start screen, Continue)."""
    play(start(window, "schotten_totten").controller, moves)
    history = list(window.game_screen.controller.state.history)
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    return again, history


def answer(monkeypatch, button_name, asked):
    def exec_(box):
        asked.append((box.text(), box.informativeText()))
        box.findChild(QPushButton, button_name).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)


def test_new_game_asks_and_keeps_the_unfinished_one(qtbot, window, monkeypatch):
    again, history = unfinished_then_restart(qtbot, window)
    asked = []
    answer(monkeypatch, "newGame", asked)
    again.ask_new_game("animals")
    again.new_game_dialog.accept()
    assert [(text.replace("\u2068", "").replace("\u2069", ""), more) for text, more in asked] == [
        ("Continue Schotten Totten, or start a new game?", "The unfinished game is kept in Saved games.")
    ]  # fmt: skip
    assert again.game_screen is not None and again.game_screen.controller.game.id == "animals"
    assert "kept in Saved games" in again.statusBar().currentMessage()
    controller = again.game_screen.controller
    controller.gameOver.emit(Outcome((0,), (1.0, 0.0), "tokens"))  # the new game over: the line is taken down
    assert again.statusBar().currentMessage() == ""
    kept = saves.saved_games()
    assert len(kept) == 1 and kept[0].saved.game_id == "schotten_totten"
    assert kept[0].path.parent == saves.saved_games_dir()
    assert list(kept[0].saved.action_list()) == history
    assert saves.read(saves.autosave_path()).game_id == "animals"  # the new game autosaves as usual

    # The kept game reopens from the Saved games list, exactly where it was.
    again.show_saved_games()
    dialog = again.saved_games_dialog
    assert dialog.model.rowCount() == 1
    row = [dialog.model.index(0, c).data() for c in range(4)]
    assert row[0] == "Schotten Totten" and "Sara" in row[1] and "Ali" in row[1]
    assert row[3] == f"{len(history)} moves played"
    dialog.open_button.click()
    assert again.game_screen.controller.game.id == "schotten_totten"
    assert list(again.game_screen.controller.state.history) == history
    again.close_game_now()


def test_continue_instead_resumes_and_keeps_no_copy(qtbot, window, monkeypatch):
    again, history = unfinished_then_restart(qtbot, window)
    answer(monkeypatch, "continue", [])
    again.ask_new_game("animals")
    assert list(again.game_screen.controller.state.history) == history
    assert saves.saved_games() == []
    again.close_game_now()


def test_a_command_line_game_keeps_the_unfinished_one(qtbot, window):
    again, history = unfinished_then_restart(qtbot, window)
    start(again, "animals", seed=4)  # as `cardtable --game animals` does: no question, nothing lost
    kept = saves.saved_games()
    assert [e.saved.game_id for e in kept] == ["schotten_totten"]
    assert list(kept[0].saved.action_list()) == history
    again.close_game_now()


def test_a_copy_that_cannot_be_written_stops_the_autosave(qtbot, window, monkeypatch):
    again, _history = unfinished_then_restart(qtbot, window)
    before = saves.autosave_path().read_bytes()

    def disk_full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "keep_unfinished", disk_full)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    play(start(again, "animals", seed=4).controller, 3)
    assert len(warnings) == 1 and "could not be kept" in warnings[0]
    assert saves.autosave_path().read_bytes() == before
    again.close_game_now()


def test_saved_games_list_is_newest_first_and_holds_save_as_files(qtbot, window, tmp_path):
    screen = start(window)
    play(screen.controller, 3)
    elsewhere = tmp_path / "mine" / "first.cardtable"
    elsewhere.parent.mkdir()
    assert window.saving.save_as(str(elsewhere))
    play(screen.controller, 2, seed=1)
    assert window.saving.save_as(str(saves.saved_games_dir() / "second"))
    listed = saves.saved_games()
    assert [e.path.name for e in listed] == ["second.cardtable", "first.cardtable"]
    dialog = SavedGamesDialog(lambda _path: None, window)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 2
    assert dialog.model.index(1, 0).data(Qt.ItemDataRole.UserRole) == str(elsewhere)
    elsewhere.unlink()  # a file moved away drops out of the list
    dialog.model.refresh()
    assert dialog.model.rowCount() == 1


def test_file_dialogs_start_in_saved_games_and_remember_the_folder(window, tmp_path, monkeypatch):
    start(window)
    seen = []

    def save_dialog(_parent, _title, suggestion, _filter):
        seen.append(suggestion)
        return str(tmp_path / "elsewhere" / "kept.cardtable"), ""

    def open_dialog(_parent, _title, folder, _filter):
        seen.append(folder)
        return "", ""

    (tmp_path / "elsewhere").mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_dialog)
    assert window.saving.save_as()
    assert str(saves.saved_games_dir()) in seen[0]
    window.saving.open_file()
    assert seen[1] == str(tmp_path / "elsewhere")
    assert prefs.reload().file_folder == str(tmp_path / "elsewhere")


def test_the_file_dialog_is_persian_in_persian(qtbot, window, tmp_path):
    i18n.install_language(QApplication.instance(), "fa")
    dialog = QFileDialog(window, "x", str(tmp_path), "cardtable (*.cardtable)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    assert texts and not any(text.isascii() for text in texts), texts
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms") != "Folder"


def test_a_position_already_saved_is_not_kept_twice(qtbot, window):
    play(start(window, "schotten_totten").controller, 4)
    assert window.saving.save_as(str(saves.saved_games_dir() / "mine"))
    start(window, "animals", seed=4)
    assert [e.path.name for e in saves.saved_games()] == ["mine.cardtable"]


def test_two_saves_alike_in_game_players_and_time_differ_in_their_file_column(qtbot, window):
    play(start(window, "schotten_totten").controller, 4)
    for name in ("mine", "mine again"):
        assert window.saving.save_as(str(saves.saved_games_dir() / name))
    dialog = SavedGamesDialog(lambda _path: None, window)
    qtbot.addWidget(dialog)
    model = dialog.model
    rows = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(2)]
    assert rows[0][:4] == rows[1][:4]  # same game, players, minute and position
    assert {row[4] for row in rows} == {"\u2068mine\u2069", "\u2068mine again\u2069"}
    assert model.headerData(4, Qt.Orientation.Horizontal) == "File"
    i18n.install_language(QApplication.instance(), "fa")
    assert model.headerData(4, Qt.Orientation.Horizontal) == "پرونده"


def test_a_status_message_is_worded_again_when_the_language_changes(qtbot, window, tmp_path):
    start(window)
    path = tmp_path / "kept.cardtable"
    assert window.saving.save_as(str(path))
    assert window.statusBar().currentMessage().startswith("Game saved as")
    window.set_language("fa")
    message = window.statusBar().currentMessage()
    assert message.startswith("بازی در") and str(path) in message
    window.set_language("en")
    assert window.statusBar().currentMessage().startswith("Game saved as")
    window.statusBar().showMessage("something else")
    window.set_language("fa")
    assert window.statusBar().currentMessage() == "something else"  # only its own message is worded again


def test_a_finished_match_is_listed_as_over_and_dates_name_their_month(qtbot, window):
    """The Position column tells a match that was over when saved from one still to play; the Saved column names
    the month in English ("2 Dec 2026", where "12/2/26" reads as 12 February outside the United States) and is
    year first in the Solar Hijri calendar in Persian."""
    from datetime import datetime

    from cardtable.engine.registry import get_game
    from cardtable.saves import SavedGame, Seat

    game = get_game("animals")
    over = game.new_game(2, 5)
    rng = random.Random(5)
    while not over.is_terminal:
        over.apply(rng.choice(over.legal_actions()))
    running = game.new_game(2, 6)
    running.apply(running.legal_actions()[0])
    seats = (Seat(kind="human", name="Sara"), Seat(kind="human", name="Ali"))
    when = datetime(2026, 12, 2, 17, 36, tzinfo=UTC)
    folder = saves.saved_games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name, state in (("over", over), ("running", running)):
        saves.save(folder / f"{name}.cardtable", SavedGame.of(state, seats).model_copy(update={"saved_at": when}))
    assert SavedGame.of(over, seats).finished and not SavedGame.of(running, seats).finished
    assert b"finished" not in SavedGame.of(running, seats).to_bytes()  # as files written before the field
    dialog = SavedGamesDialog(lambda _path: None, window)
    qtbot.addWidget(dialog)
    model = dialog.model
    rows = {model.index(r, 4).data(): [model.index(r, c).data() for c in range(4)] for r in range(2)}
    moves = len(over.history)
    assert rows["\u2068over\u2069"][3] == f"Over after {moves} moves"
    assert rows["\u2068running\u2069"][3] == "1 move played"
    local = when.astimezone()
    assert rows["\u2068over\u2069"][2] == f"{local.day} {local:%b} {local.year}, {local:%H:%M}"
    i18n.install_language(QApplication.instance(), "fa")
    shown = model.index(0, 2).data()
    assert shown.startswith("۱۴۰۵/۹/") and "Dec" not in shown


def test_default_names_in_the_list_are_in_the_current_language(qtbot, window):
    """A fresh tester's finding: in Persian the list said "Sara، Ali (رایانه: سخت)" while the table said سارا and
    علی. Default names follow the language, as at the table; a typed name stays as typed."""
    from cardtable.engine.registry import get_game
    from cardtable.saves import SavedGame, Seat

    state = get_game("animals").new_game(3, 5)
    seats = (
        Seat(kind="human", name="Sara"),
        Seat(kind="computer", level="hard", name="Ali"),
        Seat(kind="human", name="Bijan"),
    )
    folder = saves.saved_games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save(folder / "three.cardtable", SavedGame.of(state, seats))
    dialog = SavedGamesDialog(lambda _path: None, window)
    qtbot.addWidget(dialog)
    players = dialog.model.index(0, 1)
    assert players.data() == "\u2068Sara\u2069, \u2068Ali\u2069 (computer: Hard), \u2068Bijan\u2069"
    i18n.install_language(QApplication.instance(), "fa")
    shown = players.data()
    assert "\u2068سارا\u2069" in shown and "\u2068علی\u2069" in shown and "\u2068Bijan\u2069" in shown
    assert "Sara" not in shown and "Ali" not in shown
