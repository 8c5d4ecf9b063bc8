"""Counts read right in both languages: English chooses "1 token" / "2 tokens" through Qt's plural mechanism
(``tr(text, "", n)`` with the numerus forms in translations/cardtable_en.ts), Persian has one form and Persian
digits."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene

import cardtable
from cardtable.engine.animals import GAME
from cardtable.engine.base import Event
from cardtable.ui import i18n
from cardtable.ui.games.animals import AnimalsTable
from cardtable.ui.table.animation import Animator

PACKAGE = Path(cardtable.__file__).parent
EN_TS = PACKAGE.parent / "translations" / "cardtable_en.ts"


def token_line(tokens: int) -> str:
    table = AnimalsTable(QGraphicsScene(), GAME, ["Sara", "Ali"], Animator(0.0))
    table.viewer = 1
    text = table.describe(Event("token", {"seat": 0, "tokens": tokens}), 1)
    assert text is not None
    return text.replace(i18n.isolate("Sara"), "Sara")


@pytest.mark.parametrize(("tokens", "english", "persian"), [(1, "1 token.", "۱ نشان"), (3, "3 tokens.", "۳ نشان")])
def test_token_count_in_english_and_persian(app, tokens, english, persian):
    assert token_line(tokens) == f"Sara now has {english}"
    i18n.install_language(app, "fa")
    assert persian in token_line(tokens)
    assert "(s)" not in token_line(tokens)


def test_every_plural_string_has_english_forms(app):
    for n, word in ((1, "player"), (2, "players")):
        assert QCoreApplication.translate("GamesModel", "%Ln player(s)", "", n) == f"{n} {word}"
    entries = ET.parse(EN_TS).getroot().iter("message")
    for message in entries:
        forms = [f.text for f in message.iter("numerusform")]
        assert message.get("numerus") == "yes" and len(forms) == 2 and all(forms), message.findtext("source")
        assert "(s)" not in "".join(forms)


def test_the_english_catalogue_is_current(tmp_path):
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    assert lupdate
    copy = tmp_path / "check.ts"
    shutil.copy(EN_TS, copy)
    sources = sorted(str(p) for folder in ("ui", "controllers") for p in (PACKAGE / folder).rglob("*.py"))
    subprocess.run([lupdate, "-silent", "-no-obsolete", "-pluralonly", *sources, "-ts", str(copy)], check=True)
    new = [m.findtext("source") for m in ET.parse(copy).getroot().iter("message") if m.find("translation").get("type")]
    assert new == [], "run `make translations` and give the new plural strings their English forms"
