"""The app keeps the player's data and says honestly what went wrong (issue 14), pytest-qt offscreen."""

import errno
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
