"""Fixtures for the desktop-app tests (pytest-qt, offscreen): an app with the bundled font, settings in a temporary
folder, the .qm catalogues compiled if the build has not done it yet, English at the start of every test."""

from __future__ import annotations

import multiprocessing
import shutil
import subprocess
import sys
import threading
from importlib.resources import as_file, files
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from cardtable.controllers import SeatConfig
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameSetup
from cardtable.ui.fonts import install_fonts
from cardtable.ui.main_window import MainWindow


@pytest.fixture(scope="session", autouse=True)
def _settings_and_translations(tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("settings")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder))
    with as_file(files("cardtable.translations")) as translations:
        for ts in sorted(Path(translations).glob("cardtable_*.ts")):
            qm = ts.with_suffix(".qm")
            if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
                lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
                assert lrelease, "pyside6-lrelease not found next to the Python interpreter"
                subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)


@pytest.fixture
def app(qapp: QApplication) -> QApplication:
    install_fonts(qapp)
    i18n.install_language(qapp, "en")
    yield qapp
    i18n.install_language(qapp, "en")


@pytest.fixture
def window(app: QApplication, qtbot, monkeypatch):
    # No modal question box in tests.
    monkeypatch.setattr(MainWindow, "confirm_abandon", lambda self: True)
    monkeypatch.setattr(MainWindow, "confirm_leave", lambda self: True)
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_speed(0.0, remember=False)
    win.show()
    yield win
    win.close_game_now()
    if win.end_dialog is not None:
        win.end_dialog.close()


def setup_for(seats: list[str | None], seed: int = 7, options: dict | None = None) -> GameSetup:
    """An Animals setup: ``None`` = human, else an agent spec; names Sara, Ali, Maryam…"""
    names = ["Sara", "Ali", "Maryam", "Reza", "Leila", "Nima"]
    return GameSetup("animals", tuple(SeatConfig(names[i], s) for i, s in enumerate(seats)), options or {}, seed)


def no_workers_left() -> bool:
    """True when no computer-player process or extra thread is running."""
    return not multiprocessing.active_children() and threading.active_count() == 1
