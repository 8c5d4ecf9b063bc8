"""The move banner: a sentence over the table saying, in the log's words, what another seat just did, whole (in
one or two lines) and where it covers none of the table's cards."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel, QWidget

from cardtable.ui.table.text import Fitted, fit


class _Sized(NamedTuple):
    """A way to set the sentence and the strip it takes: ``rank`` 0 at the full size, higher when smaller."""

    rank: int
    shape: Fitted
    width: int
    height: int


class Banner(QLabel):
    """A translucent strip laid over ``parent`` (the table view), outside any layout, so it never moves the table.
    :meth:`announce` shows a sentence for ``ms`` milliseconds, whole: in one line, else wrapped between words into
    two, else in a smaller type, and only as a last resort cut at its start, "…" and its last two lines (its end
    says what happened last; whole in the tooltip and the log); :meth:`dismiss` hides it at once; :meth:`reword`
    says it again in the current language."""

    MARGIN = 16
    POINT_SIZE = 13.0
    SMALLEST = 10.0
    """The type of a sentence too long for two lines at :data:`POINT_SIZE` shrinks down to this size."""
    CHROME = 36
    """Padding and border, left and right together."""
    GAP = 6
    """How far the strip keeps from what it avoids."""

    def __init__(
        self,
        parent: QWidget,
        avoid: Callable[[], Sequence[QRect]] = list,
        spare: Callable[[], Sequence[QRect]] = list,
    ) -> None:
        """``avoid``: the rectangles (in ``parent``'s coordinates) the strip must not cover (the table's cards,
        piles and name plates); ``spare``: those it covers only when no clear place is left (captions). Both are
        asked at each placement."""
        super().__init__(parent)
        self._avoid = avoid
        self._spare = spare
        self.setObjectName("banner")
        self.setTextFormat(Qt.TextFormat.PlainText)  # names show literally
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel#banner { background: rgba(20, 32, 24, 215); color: #fff4d6;"
            " border: 1px solid rgba(255, 122, 69, 200); border-radius: 10px; padding: 6px 17px; }"
        )
        self._sentence = ""
        self._words: Callable[[], str] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.hide()

    @property
    def sentence(self) -> str:
        """The whole sentence shown (or last shown)."""
        return self._sentence

    def announce(self, sentence: str, ms: int, words: Callable[[], str] | None = None) -> None:
        """Show ``sentence`` for ``ms`` milliseconds (replacing the one shown). ``words``: how to say it again in
        the current language after a language switch (:meth:`reword`); without it a switch takes it down."""
        self._sentence = sentence
        self._words = words
        self.setToolTip(sentence)
        self.place()
        self.raise_()
        self.show()
        self._timer.start(max(0, ms))

    def reword(self) -> None:
        """After a language switch: the sentence shown, said again in the new language for the time it has left;
        one that cannot be re-worded is taken down (no sentence stays up in the old language)."""
        if not self.isVisible():
            return
        if self._words is None:
            self.dismiss()
            return
        self._sentence = self._words()
        self.setToolTip(self._sentence)
        self.place()

    def dismiss(self) -> None:
        self._timer.stop()
        self.hide()

    def _shapes(self, room: float) -> Iterator[_Sized]:
        """The ways the sentence may be set in at most ``room`` pixels of text width, best first, each made only
        when asked for: one line (rank 0); two lines as narrow as they go, at the full size (1) and at each smaller
        size down to :data:`SMALLEST` (2, 3…); if none of these holds it, its last two lines at the smallest size,
        opening with "…" (:func:`~cardtable.ui.table.text.fit`, ``keep_end``)."""
        base = QFont(self.font())
        base.setPointSizeF(self.POINT_SIZE)
        one = fit(self._sentence, base, room, QFontMetricsF(base).height(), self.POINT_SIZE, self.POINT_SIZE, 1)
        made = False
        if one.complete:
            made = True
            yield self._sized(0, one)
        size, rank = self.POINT_SIZE, 1
        while size >= self.SMALLEST:
            base.setPointSizeF(size)
            height = 2 * QFontMetricsF(base).height()
            two = fit(self._sentence, base, room, height, size, size)
            if two.complete:
                low, high = 0.0, room  # the narrowest width that still takes two lines
                while high - low > 4:
                    middle = (low + high) / 2
                    narrow = fit(self._sentence, base, middle, height, size, size)
                    low, high = (low, middle) if narrow.complete else (middle, high)
                    two = narrow if narrow.complete else two
                made = True
                yield self._sized(rank, two)
            size, rank = size - 1, rank + 1
        if not made:
            yield self._sized(
                rank, fit(self._sentence, base, room, height, self.SMALLEST, self.SMALLEST, keep_end=True)
            )

    def _sized(self, rank: int, shape: Fitted) -> _Sized:
        """``shape`` with the strip it takes (its text, the padding and the border; no wider than the parent)."""
        metrics = QFontMetricsF(shape.font)
        text_width = max(metrics.horizontalAdvance(line) for line in shape.lines)
        parent = self.parentWidget()
        room = parent.width() - 2 * self.MARGIN if parent is not None else int(text_width)
        return _Sized(rank, shape, min(room, int(text_width) + self.CHROME + 4), int(shape.height) + 16)

    def place(self) -> None:
        """Set the sentence (:meth:`_shapes`) and put the strip in ``parent`` (:meth:`_clear`: across the middle
        and high if it can) clear of every rectangle to avoid and to spare, in the best shape that finds such a
        place; else clear of those to avoid; else where it covers the least of them (at the top when all places
        cover as much)."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.ensurePolished()
        bounds = parent.rect().adjusted(self.MARGIN // 2, self.MARGIN // 2, -(self.MARGIN // 2), -(self.MARGIN // 2))
        avoid = [r.adjusted(-self.GAP, -self.GAP, self.GAP, self.GAP) for r in self._avoid() if r.intersects(bounds)]
        spare = [r.adjusted(-self.GAP, -self.GAP, self.GAP, self.GAP) for r in self._spare() if r.intersects(bounds)]
        room = max(80, parent.width() - 2 * self.MARGIN - self.CHROME)
        made: list[_Sized] = []
        more = self._shapes(room)

        def shapes() -> Iterator[_Sized]:
            yield from made
            for sized in more:
                made.append(sized)
                yield sized

        spot = None
        for blocks in (avoid + spare, avoid):
            spot = next((found for sized in shapes() if (found := self._clear(bounds, sized, blocks))), None)
            if spot is not None:
                break
        if spot is None:
            spot = self._least_covered(bounds, made[-1], avoid)
        shape, rect = spot
        font = QFont(self.font())
        font.setPointSizeF(shape.font.pointSizeF())
        self.setFont(font)
        self.setText("\n".join(shape.lines))
        self.setGeometry(rect)

    @staticmethod
    def _tops(bounds: QRect, blocks: Sequence[QRect], height: int) -> list[int]:
        """Where a strip ``height`` tall may start: the top, and just below each block, within ``bounds``."""
        tops = {bounds.top(), *(r.bottom() + 1 for r in blocks)}
        return sorted(y for y in tops if bounds.top() <= y and y + height <= bounds.bottom() + 1)

    def _clear(self, bounds: QRect, sized: _Sized, blocks: Sequence[QRect]) -> tuple[Fitted, QRect] | None:
        """Where a strip of the ``sized`` shape covers none of ``blocks``: across the middle if it can be (within
        a sixth of the width), the highest such place, then the nearest the middle; ``None`` if there is none."""
        _rank, shape, width, height = sized
        middle = bounds.center().x()
        near = max(1, bounds.width() // 6)
        spans = [(r.left(), r.top(), r.right(), r.bottom()) for r in blocks]
        best: tuple[tuple[int, int, int], QRect] | None = None
        for y in self._tops(bounds, blocks, height):
            row = sorted((left, right) for left, top, right, bottom in spans if top < y + height and bottom >= y)
            gaps, start = [], bounds.left()
            for left, right in row:
                if left > start:
                    gaps.append((start, left - 1))
                start = max(start, right + 1)
            gaps.append((start, bounds.right()))
            for low, high in gaps:
                if high - low + 1 < width:
                    continue
                x = min(max(middle - width // 2, low), high - width + 1)  # as near the middle as the gap allows
                off = abs(x + width // 2 - middle)
                key = (off // near, y, off)
                if best is None or key < best[0]:
                    best = (key, QRect(x, y, width, height))
        return None if best is None else (shape, best[1])

    def _least_covered(self, bounds: QRect, sized: _Sized, blocks: Sequence[QRect]) -> tuple[Fitted, QRect]:
        """The place across the middle, at the top or just below a block, where the strip covers the least area of
        ``blocks`` (the highest of equals)."""
        _rank, shape, width, height = sized
        x = bounds.center().x() - width // 2

        def covered(y: int) -> int:
            strip = QRect(x, y, width, height)
            return sum(
                strip.intersected(r).width() * strip.intersected(r).height() for r in blocks if strip.intersects(r)
            )

        tops = self._tops(bounds, blocks, height) or [bounds.top()]
        y = min(tops, key=lambda top: (covered(top), top))
        return shape, QRect(x, y, width, height)
