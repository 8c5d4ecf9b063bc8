"""Slow packaging tests (``make test-package``, i.e. ``pytest -m slow``): build the standalone bundle and the wheel,
run them the way a player would, and validate the launcher entry and the AppStream metainfo.

The bundle is built with packaging/cardtable.spec into a temporary folder (about 20 s on two cores); the wheel is
built with ``python -m build`` and installed with pip into a fresh venv without system site-packages (pip's cache
keeps that quick after the first run).
"""

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import cardtable

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.cardtable.CardTable"
OFFSCREEN = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
AUTOPLAY = ["--game", "animals", "--players", "2", "--seats", "ai:easy,ai:easy", "--autoplay", "10"]


def run(args: list[str], cwd: Path, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    """Run ``args`` offscreen in ``cwd``; fail the test with the program's output if it exits non-zero."""
    result = subprocess.run(args, cwd=cwd, env=OFFSCREEN, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, f"{args} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
    return result


def assert_screenshot(path: Path) -> None:
    """``path`` is a PNG of a drawn window: it loads, has a sensible size and is not one flat colour."""
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    assert not image.isNull() and image.width() >= 320 and image.height() >= 240
    step_x, step_y = image.width() // 16, image.height() // 16
    colours = {image.pixel(x * step_x, y * step_y) for x in range(16) for y in range(16)}
    assert len(colours) > 4


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of a freshly built standalone bundle (``<dist>/cardtable``)."""
    out = tmp_path_factory.mktemp("pyinstaller")
    run(
        [
            sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
            "--distpath", str(out / "dist"), "--workpath", str(out / "build"), str(PACKAGING / "cardtable.spec"),
        ],
        cwd=ROOT,
        timeout=900,
    )  # fmt: skip
    return out / "dist" / "cardtable"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built by ``python -m build`` (sdist, then the wheel from it)."""
    out = tmp_path_factory.mktemp("wheel")
    run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], cwd=out, timeout=900)
    (built,) = out.glob("cardtable-*.whl")
    return built


def test_bundle_prints_its_version(bundle: Path, tmp_path: Path) -> None:
    result = run([str(bundle / "cardtable"), "--version"], cwd=tmp_path)
    assert cardtable.__version__ in result.stdout


def test_bundle_plays_a_game_and_takes_a_screenshot(bundle: Path, tmp_path: Path) -> None:
    run([str(bundle / "cardtable"), *AUTOPLAY, "--screenshot", "x.png"], cwd=tmp_path)
    assert_screenshot(tmp_path / "x.png")


def test_bundle_opens_an_x11_window(bundle: Path, tmp_path: Path) -> None:
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is None:
        pytest.skip("xvfb-run not found: install the Debian packages xvfb xauth (make test-package does, as root)")
    screen = ["-a", "-s", "-screen 0 1280x900x24"]
    args = [xvfb_run, *screen, str(bundle / "cardtable"), *AUTOPLAY, "--screenshot", "x11.png"]
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}  # the xcb plugin and the X11 libraries the bundle carries
    result = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, f"{args} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
    assert_screenshot(tmp_path / "x11.png")


def test_bundle_carries_resources_translations_and_only_the_qt_it_needs(bundle: Path) -> None:
    internal = bundle / "_internal"
    package = internal / "cardtable"
    assert list((package / "translations").glob("cardtable_*.qm"))
    assert (package / "resources" / "fonts" / "Vazirmatn-Regular.ttf").is_file()
    assert (package / "resources" / "fonts" / "OFL.txt").is_file()
    assert (package / "resources" / "icons" / "cardtable.svg").is_file()
    assert [path.name for path in (internal / "PySide6" / "Qt" / "translations").iterdir()] == ["qtbase_fa.qm"]
    qt_modules = {path.name.split(".")[0] for path in (internal / "PySide6").glob("Qt*.so")}
    assert {"QtCore", "QtGui", "QtWidgets"} <= qt_modules
    assert not qt_modules & {"QtNetwork", "QtQml", "QtQuick", "QtOpenGL", "QtSql", "QtTest", "QtDBus"}
    assert not list(internal.rglob("libqgtk3.so")) and not list(internal.rglob("libQt6Network.so*"))
    assert not [link for link in bundle.rglob("*") if link.is_symlink() and not link.exists()]


def test_bundle_carries_the_desktop_files_and_installs_them(bundle: Path, tmp_path: Path) -> None:
    script = bundle / "desktop" / "install-desktop.sh"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    subprocess.run(["sh", str(script)], env=env, check=True, capture_output=True)
    entry = (tmp_path / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{bundle / "cardtable"}"\n' in entry
    assert (tmp_path / "icons" / "hicolor" / "512x512" / "apps" / f"{APP_ID}.png").is_file()


def test_wheel_contains_translations_fonts_rules_and_icon(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert [name for name in names if name.startswith("cardtable/translations/") and name.endswith(".qm")]
    assert "cardtable/resources/fonts/Vazirmatn-Regular.ttf" in names
    assert "cardtable/resources/fonts/OFL.txt" in names
    assert "cardtable/resources/icons/cardtable.svg" in names
    assert [name for name in names if name.startswith("cardtable/resources/rules/")]


def test_wheel_installs_into_a_clean_venv_and_runs(wheel: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True, system_site_packages=False)
    run([str(env_dir / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)], cwd=tmp_path, timeout=600)
    result = run([str(env_dir / "bin" / "cardtable"), "--version"], cwd=tmp_path)
    assert cardtable.__version__ in result.stdout
    run([str(env_dir / "bin" / "cardtable"), *AUTOPLAY, "--screenshot", "y.png"], cwd=tmp_path)
    assert_screenshot(tmp_path / "y.png")


def validator(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} not found: install the Debian package {package} (make test-package does, as root)")
    return path


def test_desktop_entry_passes_desktop_file_validate(tmp_path: Path) -> None:
    tool = validator("desktop-file-validate", "desktop-file-utils")
    result = run([tool, str(PACKAGING / f"{APP_ID}.desktop")], cwd=tmp_path)
    assert result.stdout.strip() == ""  # the validator prints warnings and hints on stdout


def test_metainfo_passes_appstreamcli_validate(tmp_path: Path) -> None:
    tool = validator("appstreamcli", "appstream")
    run([tool, "validate", "--no-net", str(PACKAGING / f"{APP_ID}.metainfo.xml")], cwd=tmp_path)
