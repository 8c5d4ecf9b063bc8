"""Help → Rules: every game's page, in both languages, opens with an introduction for players (what the game is,
for how many, what the marks it uses mean), holds no notes meant for developers, and shows its marks highlighted; the
Persian pages speak to the reader in the interface's informal singular."""

from __future__ import annotations

import re
from importlib.resources import files

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
    folder = files("cardtable.resources").joinpath("rules")
    for lang, place in (("en", folder), ("fa", folder.joinpath("fa"))):
        for page in sorted(place.iterdir(), key=lambda p: p.name):
            if page.name.endswith(".md"):
                yield pytest.param(page.read_text(encoding="utf-8"), id=f"{lang}/{page.name}")


@pytest.mark.parametrize("markdown", list(_rules_pages()))
def test_every_bracketed_mark_of_every_rules_page_is_highlighted(app, markdown):
    """Each [mark] a page writes (with a qualifier too: "[house rule for the counts]") gets the highlight, and every
    Persian page spells a mark as the highlighter knows it."""
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


PERSIAN_WORD = re.compile(r"(?:[^\W\d_]|[\u064b-\u065f\u200c])+")  # letters, their vowel marks and the ZWNJ


def formal_you(text: str) -> list[str]:
    """The words of a Persian text that address the reader in the formal or plural register: the pronoun شما
    (شماست), the suffix ـتان (دستتان، خودتان، دهکده‌تان; a noun ending in ـستان such as داستان is no suffix) and the
    verb ending ـید of the second person plural (می‌کنید، نمی‌توانید، بگیرید، ندارید، کنید، کرده‌اید), where the
    singular is ـی; a present ending in ـاید / ـوید (باید، نمی‌آید، می‌گوید) is a third person. A clause whose subject is
    «تو و …» ("you and they swap hands", as the card says it) is a true plural and is left out."""
    text = re.sub("تو و [^.؛،:|\n]*", "", text)
    found = []
    for word in (w.strip("\u200c") for w in PERSIAN_WORD.findall(text)):
        pronoun = word in ("شما", "شماست") or word.startswith("شما\u200c")
        suffix = word.endswith("تان") and (not word.endswith("ستان") or word.endswith("ستتان"))
        verb = word.endswith("\u200cاید") or (
            word.endswith("ید")
            and word[-3:-2] not in ("ا", "آ", "و")
            and (
                word.startswith(("می\u200c", "نمی\u200c", "ب", "ن"))
                or word in ("کنید", "شوید", "باشید", "دارید", "هستید")
            )
        )
        if pronoun or suffix or verb:
            found.append(word)
    return found


def test_formal_you_finds_the_plural_and_leaves_the_singular():
    assert formal_you("وقتی فکر می‌کنید دهکده‌تان کمترین است، سرشماری بخواهید؛ شما کرده‌اید. انتخاب کنید.") == [
        "می‌کنید",
        "دهکده‌تان",
        "بخواهید",
        "شما",
        "کرده‌اید",
        "کنید",
    ]
    singular = (
        "وقتی فکر می‌کنی دهکده‌ات کمترین است، سرشماری بخواه؛ باید بیاید، می‌گوید، جدید، داستان، سرشماری، امتیازشماری."
    )
    assert formal_you(singular + " تو و او دست‌هایتان را عوض می‌کنید.") == []


@pytest.mark.parametrize(
    "name",
    sorted(p.name for p in files("cardtable.resources").joinpath("rules", "fa").iterdir() if p.name.endswith(".md")),
)
def test_persian_rules_pages_address_the_reader_as_the_interface_does(name):
    """The interface speaks to the player in the informal singular (تو: «می‌کنی»، «داری»); so does every Persian rules
    page, card texts included."""
    page = files("cardtable.resources").joinpath("rules", "fa", name).read_text(encoding="utf-8")
    assert formal_you(page) == []
