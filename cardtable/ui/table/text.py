"""Text that fits its box: card names, chip labels and seat names are drawn at the largest size that fits in at most
two lines, wrapped only between words; only when even the smallest size cannot hold it is the last line elided (the
item's tooltip then has the whole text). Long player names in sentences (the log, a round summary) are cut short
with :func:`elide_names`; the sentence is whole in its tooltip."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter


@dataclass(frozen=True)
class Fitted:
    """How ``text`` fits a box: the ``font`` to draw it with, its ``lines`` (the last one elided if
    ``complete`` is False) and the height they take."""

    font: QFont
    lines: tuple[str, ...]
    complete: bool
    height: float


def _wrap(metrics: QFontMetricsF, text: str, width: float) -> list[str] | None:
    """``text`` broken between words into lines no wider than ``width``; ``None`` if one word alone is wider."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if metrics.horizontalAdvance(word) > width:
            return None
        candidate = f"{line} {word}" if line else word
        if metrics.horizontalAdvance(candidate) <= width:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def fit(
    text: str,
    base: QFont,
    width: float,
    height: float,
    largest: float,
    smallest: float,
    max_lines: int = 2,
    keep_end: bool = False,
) -> Fitted:
    """The largest point size from ``largest`` down to ``smallest`` (half-point steps) at which ``text`` fits a
    ``width`` × ``height`` box in at most ``max_lines`` lines, wrapped between words. If none does, the smallest
    size with its first ``max_lines`` lines, the last elided (``complete`` False); ``keep_end``: with its last
    ``max_lines`` lines instead, the first opening with "…" where whole words were left out (a sentence whose end
    matters most, such as the last of several moves)."""
    font = QFont(base)
    size = largest
    while True:
        font.setPointSizeF(size)
        metrics = QFontMetricsF(font)
        lines = _wrap(metrics, text, width)
        if lines is not None and len(lines) <= max_lines and len(lines) * metrics.height() <= height + 0.5:
            return Fitted(QFont(font), tuple(lines), True, len(lines) * metrics.height())
        if size - 0.5 < smallest:
            break
        size -= 0.5
    rows = max(1, min(max_lines, int(height // metrics.height())))
    words = text.split()
    if keep_end:
        return _fit_end(words, font, metrics, width, rows)
    kept: list[str] = []
    for _ in range(rows - 1):  # all but the last row: as many whole words as fit
        line = ""
        while words and metrics.horizontalAdvance(f"{line} {words[0]}".strip()) <= width:
            line = f"{line} {words.pop(0)}".strip()
        if not line and words:
            break
        kept.append(line)
    last = metrics.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width)
    kept.append(last)
    return Fitted(QFont(font), tuple(line for line in kept if line), False, len(kept) * metrics.height())


def _fit_end(words: list[str], font: QFont, metrics: QFontMetricsF, width: float, rows: int) -> Fitted:
    """``words`` in ``rows`` lines of ``width`` filled from the end, the first line opening with "…" if words before
    it were left out (see :func:`fit`)."""
    kept: list[str] = []
    while words and len(kept) < rows:
        line = words.pop()
        while words and metrics.horizontalAdvance(f"{words[-1]} {line}") <= width:
            line = f"{words.pop()} {line}"
        kept.insert(0, line)
    if words:  # the first line makes room for the ellipsis, a word at a time
        first = kept[0].split()
        while len(first) > 1 and metrics.horizontalAdvance("… " + " ".join(first)) > width:
            first.pop(0)
        kept[0] = "… " + " ".join(first)
    return Fitted(QFont(font), tuple(kept), False, len(kept) * metrics.height())


def draw_fitted(
    painter: QPainter,
    rect: QRectF,
    text: str,
    largest: float,
    smallest: float,
    *,
    bold: bool = False,
    max_lines: int = 2,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
    top: bool = False,
) -> Fitted:
    """Draw ``text`` in ``rect`` with :func:`fit` (centred vertically, or from the top with ``top``), in the
    painter's pen; returns how it fitted."""
    base = QFont(painter.font())
    base.setBold(bold)
    fitted = fit(text, base, rect.width(), rect.height(), largest, smallest, max_lines)
    painter.setFont(fitted.font)
    line_h = QFontMetricsF(fitted.font).height()
    y = rect.top() if top else rect.top() + (rect.height() - fitted.height) / 2
    for line in fitted.lines:
        painter.drawText(QRectF(rect.left(), y, rect.width(), line_h), int(align | Qt.AlignmentFlag.AlignVCenter), line)
        y += line_h
    return fitted


NAME_LIMIT = 24
"""How many characters of a player's name a sentence shows (:func:`elide_names`)."""

_ISOLATED = re.compile("\u2068([^\u2068\u2069]*)\u2069")


def elide_names(text: str, limit: int = NAME_LIMIT, *, rich: bool = False) -> str:
    """``text`` with every isolated name in it (FSI … PDI, as :meth:`~cardtable.ui.table.base.GameTable.name`
    embeds a seat's name) longer than ``limit`` characters cut to its first ``limit - 1`` and "…". With ``rich``
    (HTML) the name is unescaped before it is cut and escaped again, so no character entity is cut in two."""

    def cut(match: re.Match[str]) -> str:
        name = html.unescape(match.group(1)) if rich else match.group(1)
        if len(name) <= limit:
            return match.group(0)
        short = name[: limit - 1].rstrip() + "\u2026"
        return "\u2068" + (html.escape(short, quote=False) if rich else short) + "\u2069"

    return _ISOLATED.sub(cut, text)
