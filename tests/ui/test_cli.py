"""The command line: --version, argument errors, and the screenshot command of the README."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from cardtable import __version__
from cardtable.__main__ import build_parser
from cardtable.ui.dialogs import parse_seat


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "cardtable", *args], capture_output=True, text=True, timeout=timeout, env=env
    )


def test_version():
    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"cardtable {__version__}"


def test_seat_specs():
    assert parse_seat("human") is None
    assert parse_seat("ai:hard") == "ismcts:hard"
    assert parse_seat("heuristic") == "heuristic"
    with pytest.raises(ValueError, match="unknown computer level"):
        parse_seat("ai:godlike")
    assert build_parser().parse_args(["--lang", "fa"]).lang == "fa"


def test_bad_arguments_exit_with_a_message():
    result = run("--game", "animals", "--players", "3", "--seats", "human,ai:normal", "--screenshot", "x.png")
    assert result.returncode == 2 and "--seats lists 2 seats" in result.stderr
    result = run("--game", "chess", "--screenshot", "x.png")
    assert result.returncode == 2 and "unknown game" in result.stderr
    result = run("--game", "animals", "--autoplay", "5")  # it used to be ignored without a word
    assert result.returncode == 2 and "--autoplay needs --screenshot" in result.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "animals", "--players", "7"], "is for 2–6 players, not 7"),
        (["--game", "animals", "--players", "0"], "is for 2–6 players, not 0"),
        (["--game", "schotten_totten", "--players", "3"], "Schotten Totten is for 2 players, not 3"),
        (["--game", "animals", "--players", "2", "--seats", "human,bogus"], "unknown agent 'bogus'"),
        (["--game", "animals", "--players", "2", "--seats", ","], "unknown agent ''"),
        (["--game", "animals", "--players", "2", "--options", "first_player=7"], "first_player must be a seat"),
        (["--game", "animals", "--size", "big"], "--size must be WIDTHxHEIGHT"),
    ],
)
def test_bad_setups_exit_with_a_message_not_a_traceback(args, message):
    result = run(*args, "--screenshot", "never-written.png")
    assert result.returncode == 2, result.stderr
    assert message in result.stderr and "Traceback" not in result.stderr


def test_screenshot_command_writes_a_png(tmp_path):
    out = tmp_path / "out.png"
    result = run(
        "--game", "animals", "--players", "4", "--seats", "human,ai:normal,ai:normal,ai:normal",
        "--seed", "3", "--lang", "fa", "--autoplay", "6", "--screenshot", str(out),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 1000 and image.height() >= 600


def _bare_env(tmp_path):
    """A user's environment: no CARDTABLE_* folders named, home and XDG folders under tmp_path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CARDTABLE_")}
    env.update(HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "share"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    return env


def test_readme_screenshot_never_touches_the_players_data(tmp_path):
    env = {**_bare_env(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    data = tmp_path / "share" / "cardtable"
    data.mkdir(parents=True)
    (data / "autosave.cardtable").write_bytes(b"the player's unfinished game")
    out = tmp_path / "out.png"
    result = subprocess.run(
        [sys.executable, "-m", "cardtable", "--game", "animals", "--players", "2", "--seed", "3", "--autoplay", "2",
         "--screenshot", str(out)],
        capture_output=True, text=True, timeout=120, env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert out.exists()
    assert sorted(p.name for p in data.iterdir()) == ["autosave.cardtable"]
    assert (data / "autosave.cardtable").read_bytes() == b"the player's unfinished game"
    assert not (tmp_path / "config" / "cardtable").exists()


def test_no_display_is_said_plainly(tmp_path):
    env = {k: v for k, v in _bare_env(tmp_path).items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "cardtable"], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 1
    assert "no display found" in result.stderr and "QT_QPA_PLATFORM=offscreen" in result.stderr
    assert "xcb" not in result.stderr
