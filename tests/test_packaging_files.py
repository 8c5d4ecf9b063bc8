"""The desktop integration files in packaging/ agree with each other and with the project.

The launcher entry (.desktop), the AppStream metainfo, the icons, pyproject.toml and install-desktop.sh must name the
same application id, icon, program and version; the validators themselves run in the slow tests.
"""

import configparser
import os
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import cardtable

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.cardtable.CardTable"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_desktop_entry_names_the_program_icon_and_categories() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "cardtable"
    assert entry["Icon"] == APP_ID
    assert set(entry["Categories"].rstrip(";").split(";")) >= {"Game", "CardGame"}
    for key in ("Name", "GenericName", "Comment"):
        assert entry[key] and entry[f"{key}[fa]"] and entry[key] != entry[f"{key}[fa]"]


def test_metainfo_matches_the_desktop_entry_and_the_project() -> None:
    root = metainfo()
    project = pyproject()["project"]
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == f"{APP_ID}.desktop"
    assert root.findtext("icon[@type='stock']") == desktop_entry()["Icon"]
    assert root.findtext("provides/binary") == desktop_entry()["Exec"]
    assert root.findtext("project_license") == project["license"]
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == cardtable.__version__ == project["version"]
    for tag in ("name", "summary"):
        languages = {element.get(XML_LANG) for element in root.findall(tag)}
        assert languages == {None, "fa"}, tag
    assert root.find("content_rating[@type='oars-1.1']") is not None
    screenshots = [image.text or "" for image in root.iter("image")]
    assert [Path(url).name for url in screenshots] == ["screenshot-en.png", "screenshot-fa.png"]
    for url in screenshots:
        assert url.endswith(f"/main/docs/{Path(url).name}") and (ROOT / "docs" / Path(url).name).is_file()


def test_the_program_in_the_entry_is_the_installed_command() -> None:
    scripts = pyproject()["project"]["gui-scripts"]
    assert desktop_entry()["Exec"] in scripts


def test_icons_exist_in_every_size_and_the_app_uses_the_same_svg() -> None:
    svg = PACKAGING / "icons" / "cardtable.svg"
    assert ET.parse(svg).getroot().tag == "{http://www.w3.org/2000/svg}svg"
    assert (ROOT / "resources" / "icons" / "cardtable.svg").read_bytes() == svg.read_bytes()
    for size in ICON_SIZES:
        assert png_size(PACKAGING / "icons" / f"{size}x{size}" / "cardtable.png") == (size, size)


def test_install_desktop_puts_entry_icons_and_metainfo_under_xdg_data_home(tmp_path: Path) -> None:
    script = PACKAGING / "install-desktop.sh"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    program = "/opt/card games/cardtable/cardtable"
    subprocess.run(["sh", str(script), program], env=env, check=True, capture_output=True)
    installed = tmp_path / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{program}"\n' in installed.read_text(encoding="utf-8")
    assert (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png_size(icon) == (size, size)

    subprocess.run(["sh", str(script), "--uninstall"], env=env, check=True, capture_output=True)
    assert not installed.exists()
    assert not any(tmp_path.rglob(f"{APP_ID}.*"))


def test_install_desktop_refuses_a_path_it_cannot_quote(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run(
        ["sh", str(PACKAGING / "install-desktop.sh"), "/opt/$HOME/cardtable"], env=env, capture_output=True, text=True
    )
    assert result.returncode == 2 and "may not contain" in result.stderr
    assert not (tmp_path / "applications").exists()


def test_persian_name_is_the_one_the_window_title_uses() -> None:
    catalogue = ET.parse(ROOT / "translations" / "cardtable_fa.ts").getroot()
    titles = {
        message.findtext("translation")
        for message in catalogue.iter("message")
        if message.findtext("source") == "cardtable"
    }
    assert titles == {desktop_entry()["Name[fa]"]}
    assert metainfo().findtext(f"name[@{XML_LANG}='fa']") == desktop_entry()["Name[fa]"]


def test_no_code_builds_resource_paths_from_dunder_file() -> None:
    # Resources are read with importlib.resources, so the same code runs from a checkout, a wheel and the bundle.
    offenders = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "cardtable").rglob("*.py"))
        if "__file__" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []
