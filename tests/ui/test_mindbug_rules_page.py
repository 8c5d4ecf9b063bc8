"""Mindbug's rules page (Help → Rules, once the game has a table): the ten decisions on open questions of the rules
file, marked, in both languages, with every card of the set; no notes meant for developers."""

from __future__ import annotations

import re
from importlib.resources import files

import pytest

from cardtable.engine.mindbug.cards import DESIGNS
from cardtable.engine.registry import get_game
from cardtable.ui import i18n
from cardtable.ui.dialogs import RulesDialog, highlight_markers

DEVELOPER_WORDS = ("seed", ".txt", ".md", "engine", "tests", "this project", "in-app", "موتور", "آزمون", "پروژه")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_rules_page_shows_the_ten_decisions_and_every_card(window, app, qtbot, lang):
    i18n.install_language(app, lang)
    dialog = RulesDialog(get_game("mindbug"), window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    lines = [line for line in text.splitlines() if line.strip()]
    assert ("Mindbug" if lang == "en" else "شکارچی ذهن") in lines[0]
    assert ("two players" if lang == "en" else "دو بازیکن") in lines[1]
    mark = "[interpretation]" if lang == "en" else "[برداشت]"
    section = text[text.index("The decisions on open questions" if lang == "en" else "تصمیم‌ها درباره‌ی") :]
    decisions = [line for line in section.splitlines()[1:12] if mark in line]
    assert len(decisions) == 10
    assert not any(word in text.casefold() for word in DEVELOPER_WORDS)
    assert highlight_markers(dialog.browser.document()) >= 20
    page = (files("cardtable.resources") / "rules" / ("" if lang == "en" else "fa") / "mindbug.md").read_text("utf-8")
    names = re.findall(r"^\| *([^|]+?) *\| *\d|^\| *([^|]+?) *\| *[۰-۹]", page, re.M)
    shown = [a or b for a, b in names]
    assert len(shown) == len(DESIGNS) and all(name in text for name in shown)
    if lang == "en":
        assert shown == [d.name for d in DESIGNS]
    i18n.install_language(app, "en")
