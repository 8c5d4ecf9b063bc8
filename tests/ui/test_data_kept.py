"""The app keeps the player's data and says honestly what went wrong (issue 14), pytest-qt offscreen."""

import errno
import json
import os
import time

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable import stats, storage
from cardtable.controllers import SeatConfig
from cardtable.engine import Outcome
from cardtable.ui import i18n, prefs
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.main_window import MainWindow

VS_COMPUTER = (SeatConfig("Sara"), SeatConfig("Ali", "random"))


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    prefs.update(animation_speed=0.0)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_game_now()
    if i18n.current_language() != "en":
        i18n.install_language(QApplication.instance(), "en")


def start(window, seats=VS_COMPUTER, seed=11):
    return window.start_game(GameSetup("animals", seats, {"first_player": 0}, seed), confirm=False, auto_continue=True)


def test_a_result_that_cannot_be_written_is_told_once(window, monkeypatch):
    def disk_full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(stats, "save_statistics", disk_full)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    outcome = Outcome((0,), (3, 0), "tokens")
    window.saving.record(start(window).controller, outcome)
    assert len(warnings) == 1 and "could not be added to the statistics" in warnings[0]
    assert "No space left on device" in warnings[0]
    window.saving.record(start(window, seed=12).controller, outcome)  # a second failure is only logged
    assert len(warnings) == 1


def test_leftover_temporary_files_are_cleaned_on_start(qtbot):
    folder = storage.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    leftover = folder / ".autosave.cardtable.q8w_e3rt.tmp"
    leftover.write_bytes(b"half a save")
    past = time.time() - 600
    os.utime(leftover, (past, past))
    w = MainWindow()
    qtbot.addWidget(w)
    assert not leftover.exists()


def test_a_data_folder_that_is_a_file_is_named_in_the_notice(qtbot, monkeypatch, tmp_path):
    blocker = tmp_path / "cardtable-data"
    blocker.write_bytes(b"")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(blocker))
    w = MainWindow()
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.statistics_notice is not None and w.statistics_notice.isVisible())
    text = w.statistics_notice.text()
    assert "is a file, not a folder" in text and str(blocker) in text
    assert "damaged" not in text


def test_a_settings_folder_that_is_a_file_is_named_in_the_notice(qtbot, monkeypatch, tmp_path):
    blocker = tmp_path / "cardtable-config"
    blocker.write_bytes(b"")
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(blocker))
    prefs.reload()
    w = MainWindow()
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.settings_notice is not None and w.settings_notice.isVisible())
    assert "is a file, not a folder" in w.settings_notice.text()
    assert "damaged" not in w.settings_notice.text()


def test_a_large_bogus_save_is_checked_off_the_ui_thread_with_progress(qtbot, window, tmp_path):
    from cardtable import saves
    from cardtable.saves import SavedGame
    from cardtable.ui.saving import BACKGROUND_LOAD_BYTES

    screen = start(window)
    document = json.loads(screen.controller.saved_game().to_bytes())
    document["actions"] = [["fly"]] * 60_000
    path = tmp_path / "bogus.cardtable"
    path.write_text(json.dumps(document))
    assert path.stat().st_size > BACKGROUND_LOAD_BYTES
    content = path.read_bytes()
    assert window.saving.open_file(str(path)) is None  # returns at once: the UI thread does not replay the file
    assert window.saving.error_box is None
    assert window.saving.progress is not None and window.saving.progress.isVisible()
    qtbot.waitUntil(lambda: window.saving.error_box is not None, timeout=30000)
    assert window.saving.progress is None
    assert window.saving.error_box.detailedText().startswith("fly: action #0 (fly) is not legal")
    assert window.game_screen is screen and path.read_bytes() == content
    assert isinstance(saves.read(path), SavedGame)


def test_a_background_load_reports_on_the_ui_thread_and_stops_when_cancelled(qtbot, monkeypatch, tmp_path):
    import threading

    from cardtable import saves
    from cardtable.ui.saving import BackgroundLoad

    gate = threading.Event()

    def slow_load(path, progress):
        progress(1, 3)
        gate.wait(10)
        progress(2, 3)  # stops here once cancelled
        return "loaded"

    monkeypatch.setattr(saves, "load", slow_load)
    seen, results = [], []
    on_ui = threading.main_thread

    for cancel in (False, True):
        gate.clear()
        seen.clear()
        results.clear()
        loading = BackgroundLoad(tmp_path / "any.cardtable")
        loading.progressed.connect(lambda d, t: seen.append((d, t, threading.current_thread() is on_ui())))
        loading.done.connect(lambda r: results.append((r, threading.current_thread() is on_ui())))
        loading.start()
        qtbot.waitUntil(lambda: seen == [(1, 3, True)])
        if cancel:
            loading.cancel()
        gate.set()
        qtbot.waitUntil(lambda: bool(results))
        qtbot.wait(3 * BackgroundLoad.POLL_MS)
        assert results == [(None, True)] if cancel else [("loaded", True)]  # once
        assert seen == [(1, 3, True)] if cancel else [(1, 3, True), (2, 3, True)]
        loading._thread.join(5)
        assert not loading._thread.is_alive()


def test_a_large_good_save_opens_in_the_background(qtbot, window, tmp_path):
    from cardtable import saves

    screen = start(window, seats=(SeatConfig("Sara"), SeatConfig("Ali")))
    saved = screen.controller.saved_game()
    path = tmp_path / "long-names.cardtable"
    saves.save(path, saved)
    padded = json.loads(path.read_text())
    padded["app_version"] = "0.1.0"
    path.write_text(json.dumps(padded, indent=1) + " " * 300_000)  # JSON allows trailing spaces
    window.close_game_now()
    assert window.saving.open_file(str(path)) is None
    qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30000)
    assert window.game_screen.controller.state.history == screen.controller.state.history
