"""translations/cardtable_fa.ts is complete, current and uses the rules files' names."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib.resources import as_file, files
from pathlib import Path

import cardtable
from cardtable.engine.registry import get_game

PACKAGE = Path(cardtable.__file__).parent


def ts_path() -> Path:
    with as_file(files("cardtable.translations").joinpath("cardtable_fa.ts")) as path:
        return Path(path)


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [(c.findtext("name"), m.findtext("source"), m.find("translation")) for c in root for m in c.iter("message")]


def test_no_unfinished_or_empty_entries():
    entries = messages(ts_path())
    assert len(entries) > 150
    bad = [
        (ctx, src)
        for ctx, src, tr in entries
        if tr.get("type") in ("unfinished", "obsolete", "vanished") or not tr.text
    ]
    assert bad == []


def test_every_string_in_the_code_is_in_the_ts(tmp_path):
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    assert lupdate
    copy = tmp_path / "check.ts"
    shutil.copy(ts_path(), copy)
    sources = sorted(str(p) for folder in ("ui", "controllers") for p in (PACKAGE / folder).rglob("*.py"))
    sources += sorted(str(p) for p in (PACKAGE / "engine").glob("*/__init__.py"))  # the manifests' names, blurbs
    subprocess.run([lupdate, "-silent", "-no-obsolete", *sources, "-ts", str(copy)], check=True)
    new = [(ctx, src) for ctx, src, tr in messages(copy) if tr.get("type") == "unfinished"]
    assert new == [], "run `make translations` and translate the new entries"


def rules_names(rules_file: str) -> dict[str, str]:
    """English → Persian card names from the rules file's card table."""
    text = (files("cardtable.resources") / "rules" / rules_file).read_text("utf-8")
    rows = re.findall(r"^\| *\d+ *\| *([^|]+?) *\| *([^|]+?) *\|", text, re.M)
    return dict(rows)


def test_card_and_game_names_match_the_rules_file():
    translations = {(ctx, src): tr.text for ctx, src, tr in messages(ts_path())}
    names = rules_names("animals.md")
    assert len(names) == 11
    for english, persian in names.items():
        assert translations[("AnimalsCards", english)] == persian
    for game_id, persian in (("animals", "حیوانات قدرت‌طلب"), ("schotten_totten", "نبرد اسکاتلندی")):
        assert translations[("Games", get_game(game_id).name)] == persian  # as in the rules files


def test_persian_qt_base_translation_ships_with_pyside():
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (folder / "qtbase_fa.qm").is_file()
