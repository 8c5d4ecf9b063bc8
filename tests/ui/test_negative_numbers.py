"""A negative number in Persian is drawn with its minus on the left of its digits ("−۵"), inside a right-to-left
sentence and at its start, in a widget and on the table (``i18n.number``, the one place numbers are formatted).

Where the minus and the digit are drawn is found from the pixels: the text is drawn again with the minus swapped for
a hyphen (same advance and bidi class, a slightly different glyph) and with the digit swapped (۵ for ۸); the pixels
that change are the minus's and the digit's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QLabel

from cardtable.ui import i18n

W, H = 600, 50


def font() -> QFont:
    size = QFont()
    size.setPointSizeF(20)
    return size


def label(text: str) -> QImage:
    """A plain-text label in the interface's direction (the prompt, the banner)."""
    widget = QLabel()
    widget.setTextFormat(Qt.TextFormat.PlainText)
    widget.setFont(font())
    widget.setStyleSheet("background: white; color: black")
    widget.setText(text)
    widget.resize(W, H)
    return widget.grab().toImage()


def table_text(text: str) -> QImage:
    """Text drawn as the table's items draw it: a right-to-left painter, aligned right."""
    image = QImage(W, H, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    painter.setFont(font())
    painter.setPen(QColor("black"))
    painter.drawText(QRectF(0, 0, W, H), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
    painter.end()
    return image


def changed(a: QImage, b: QImage, least: int) -> tuple[int, int]:
    """The leftmost and rightmost columns where ``a`` and ``b`` differ by more than ``least`` in lightness."""
    xs = [
        x
        for x in range(a.width())
        for y in range(a.height())
        if abs(QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness()) > least
    ]
    assert xs, "the swap changed no pixel"
    return min(xs), max(xs)


def places(render: Callable[[str], QImage], text: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where ``render`` draws the minus and the digit ۵ of ``text`` (columns)."""
    drawn = render(text)
    minus = changed(drawn, render(text.replace(i18n.MINUS, "-")), 4)
    digit = changed(drawn, render(text.replace("۵", "۸")), 100)
    return minus, digit


@pytest.fixture
def persian(app):
    i18n.install_language(app, "fa")
    yield
    i18n.install_language(app, "en")


@pytest.mark.parametrize("render", [label, table_text], ids=["widget", "table"])
def test_the_minus_of_a_persian_negative_number_is_on_its_left(persian, render):
    minus_five = i18n.number(-5)
    assert "۵" in minus_five and "-" not in minus_five  # Persian digits and a minus sign, not a hyphen
    for sentence in (f"امتیاز: {minus_five} · کل: ۰", f"طاعون ۵ روی دسته می‌آید ({minus_five} امتیاز)."):
        minus, digit = places(render, sentence.replace("طاعون ۵", "طاعون"))
        assert minus[1] < digit[0], sentence  # "−۵", not "۵−"


def test_a_persian_sentence_that_starts_with_a_negative_number_still_reads_right_to_left(persian):
    """QLocale's form (a left-to-right mark, then the minus) turned such a sentence left to right: the number
    ended up at the left end, after the words in reading order."""
    minus, digit = places(label, f"{i18n.number(-5)} امتیاز برای علی")
    assert minus[1] < digit[0]
    assert minus[0] > W // 2  # the number starts the sentence: at its right end


def test_numbers_in_english_and_persian(app):
    assert i18n.number(1234) == "1,234" and i18n.number(-3) == "\u2066\u22123\u2069"
    i18n.install_language(app, "fa")
    try:
        assert i18n.number(5) == "۵" and i18n.number(-12) == "\u2066\u2212۱۲\u2069"
    finally:
        i18n.install_language(app, "en")


def test_numbers_with_decimals_in_english_and_persian(app):
    """A standing of half a point or a mean of 6.4 goes through the same helper: the language's digits and decimal
    separator, the minus isolated with its digits, and no minus on a value that rounds to zero."""
    assert i18n.number(6.44, 1) == "6.4" and i18n.number(-0.5, 1) == "\u2066\u22120.5\u2069"
    assert i18n.number(-0.04, 1) == "0.0"
    i18n.install_language(app, "fa")
    try:
        assert i18n.number(6.44, 1) == "۶٫۴" and i18n.number(-1.5, 1) == "\u2066\u2212۱٫۵\u2069"
    finally:
        i18n.install_language(app, "en")
