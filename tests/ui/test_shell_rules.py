"""Help → Rules: every game's page, in both languages, opens with an introduction for players (what the game is,
for how many, what the marks it uses mean), holds no notes meant for developers, and shows its marks highlighted."""

from __future__ import annotations

import pytest

from cardtable.ui import i18n
from cardtable.ui.dialogs import RulesDialog, highlight_markers
from cardtable.ui.games import game_name, playable_games

DEVELOPER_WORDS = ("seed", ".txt", ".md", "engine", "tests", "this project", "in-app", "موتور", "آزمون", "پروژه")


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game", [g.id for g in playable_games()])
def test_rules_page_opens_with_an_introduction_for_players(window, app, qtbot, game, lang):
    from cardtable.engine.registry import get_game

    i18n.install_language(app, lang)
    info = get_game(game)
    dialog = RulesDialog(info, window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    lines = [line for line in text.splitlines() if line.strip()]
    assert game_name(game) in lines[0]  # the title
    intro = lines[1]
    low, high = info.min_players, info.max_players
    if lang == "en":
        players = (f"{low} to {high}", f"{low}–{high}", "two players")
    else:
        players = (f"{i18n.number(low)} تا {i18n.number(high)}", "دو بازیکن")
    assert any(p in intro for p in players), intro
    assert not any(word in text.casefold() for word in DEVELOPER_WORDS), [w for w in DEVELOPER_WORDS if w in text]
    marks = (
        ("[interpretation]", "[app choice]", "[house rule]")
        if lang == "en"
        else ("[برداشت]", "[انتخاب برنامه]", "[قاعدهٔ خانگی]")
    )
    used = [mark for mark in marks if mark in text]
    head = text[: text.index(lines[3]) + len(lines[3])]  # the introduction explains the marks the page uses
    assert used and all(mark in head for mark in used), used
    assert all(text.count(mark) >= 2 for mark in used)
    assert highlight_markers(dialog.browser.document()) >= 4


def _rules_pages():
    from importlib.resources import files

    folder = files("cardtable.resources").joinpath("rules")
    for lang, place in (("en", folder), ("fa", folder.joinpath("fa"))):
        for page in sorted(place.iterdir(), key=lambda p: p.name):
            if page.name.endswith(".md"):
                yield pytest.param(page.read_text(encoding="utf-8"), id=f"{lang}/{page.name}")


@pytest.mark.parametrize("markdown", list(_rules_pages()))
def test_every_bracketed_mark_of_every_rules_page_is_highlighted(app, markdown):
    """Each [mark] a page writes (with a qualifier too: "[house rule for the counts]") gets the highlight, and every
    Persian page spells a mark as the highlighter knows it."""
    import re

    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setMarkdown(markdown)
    highlight_markers(document)
    lit: set[int] = set()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().background().color().name() == "#ffe58a":
                lit.update(range(fragment.position(), fragment.position() + fragment.length()))
            it += 1
        block = block.next()
    text = document.toPlainText()
    marks = list(re.finditer(r"\[[^\[\]]+\]", text))
    assert marks
    unlit = [m.group() for m in marks if not set(range(m.start(), m.end())) <= lit]
    assert not unlit
