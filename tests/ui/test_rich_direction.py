"""Rich text (round summaries, the curtain, the end dialog's last round) reads in the interface's direction even when
a paragraph starts with a name of the other script: an English summary that starts with a Persian name keeps its
full stop at the end and its lists in order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from cardtable.engine.base import Outcome
from cardtable.ui import i18n
from cardtable.ui.dialogs import GameEndDialog

PERSIAN = "\u2068علی\u2069"
LATIN = "\u2068Sam\u2069"


def directions(html: str) -> list[Qt.LayoutDirection]:
    doc = QTextDocument()
    doc.setHtml(html)
    found = []
    block = doc.begin()
    while block.isValid():
        if block.text().strip():
            found.append(block.textDirection())
        block = block.next()
    return found


@pytest.mark.parametrize(("lang", "name", "expected"), [("en", PERSIAN, "ltr"), ("fa", LATIN, "rtl")])
def test_rich_label_follows_the_interface(app, lang, name, expected):
    i18n.install_language(app, lang)
    try:
        label = i18n.RichLabel()
        label.setText(f"<p>{name} holds the highest card.</p><p>{name}: 1</p>")
        want = Qt.LayoutDirection.LeftToRight if expected == "ltr" else Qt.LayoutDirection.RightToLeft
        assert directions(label.text()) == [want, want]
        label.setText("")
        assert label.text() == ""
    finally:
        i18n.install_language(app, "en")


def test_end_dialog_last_round_reads_left_to_right_in_english(app):
    dialog = GameEndDialog(
        ["علی", "Sam"],
        Outcome((0,), (1.0, 0.0), "tokens"),
        "",
        lambda: ("Tokens", [1.0, 0.0]),
        last_round=lambda: f"<p>{PERSIAN} holds the highest card at the showdown.</p>",
    )
    assert directions(dialog.last_round.text()) == [Qt.LayoutDirection.LeftToRight]
