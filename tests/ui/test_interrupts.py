"""Ctrl+C (SIGINT) and SIGTERM close a real app process cleanly: status 128 + the signal, the autosave holds the
match and loads, no computer-player process is left (a subprocess of the app, offscreen, its own data folder)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable import saves

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def children_of(pid: int) -> dict[int, str]:
    """The processes whose parent is ``pid``, with their command lines."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if int(stat.rpartition(")")[2].split()[1]) == pid:
            found[int(entry.name)] = cmdline
    return found


def running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def wait_for(condition, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def saved_actions(path: Path) -> int:
    try:
        return len(saves.load(path)[0].actions)
    except saves.SaveFileError:  # not written yet
        return -1


@pytest.mark.parametrize(
    ("signum", "group"), [(signal.SIGINT, True), (signal.SIGTERM, False)], ids=["Ctrl+C", "SIGTERM"]
)
def test_a_signal_closes_the_app_cleanly(tmp_path, monkeypatch, signum, group):
    """Ctrl+C in a terminal reaches the app's whole process group (its computer player too); SIGTERM only the app."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["CARDTABLE_DATA_DIR"] = str(tmp_path / "data")
    env["CARDTABLE_CONFIG_DIR"] = str(tmp_path / "config")
    command = [sys.executable, "-m", "cardtable", "--game", "animals", "--seats", "ai:hard,ai:hard", "--seed", "3"]
    app = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    autosave = tmp_path / "data" / saves.AUTOSAVE_NAME
    try:
        wait_for(lambda: autosave.exists() and saved_actions(autosave) >= 1, 120, "the first autosaved move")
        wait_for(lambda: any("spawn_main" in c for c in children_of(app.pid).values()), 60, "the worker")
        helpers = children_of(app.pid)
        workers = [pid for pid, cmdline in helpers.items() if "spawn_main" in cmdline]
        if group:
            os.killpg(app.pid, signum)
        else:
            app.send_signal(signum)
        code = app.wait(60)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    stderr = app.stderr.read() if app.stderr else ""
    assert code == 128 + signum, stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    assert not any(running(pid) for pid in workers)  # stopped by the app, not left to notice it is gone
    wait_for(lambda: not any(running(pid) for pid in helpers), 10, "multiprocessing's resource tracker to end")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    found = saves.unfinished_game()
    assert found is not None and len(found[0].actions) >= 1  # offered as Continue next time
