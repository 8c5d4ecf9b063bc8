"""The move banner: one line over the top of the table saying, in the log's words, what another seat just did."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget


class Banner(QLabel):
    """A translucent one-line strip laid over the top of ``parent`` (the table view), outside any layout, so it
    never moves the table. :meth:`announce` shows a sentence (elided to the width, whole in the tooltip) for
    ``ms`` milliseconds; :meth:`dismiss` hides it at once; :meth:`reword` says it again in the current language."""

    MARGIN = 16

    def __init__(self, parent: QWidget, avoid: Callable[[], Sequence[QRect]] = list) -> None:
        """``avoid``: the rectangles (in ``parent``'s coordinates) the strip must not cover, asked at each
        placement: the table's name plates."""
        super().__init__(parent)
        self._avoid = avoid
        self.setObjectName("banner")
        self.setTextFormat(Qt.TextFormat.PlainText)  # names show literally
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel#banner { background: rgba(20, 32, 24, 215); color: #fff4d6; font-size: 13pt;"
            " border: 1px solid rgba(255, 122, 69, 200); border-radius: 10px; padding: 6px 16px; }"
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

    def place(self) -> None:
        """Fit the strip to the parent's width (eliding the sentence) at its top, or, where that covers one of the
        rectangles to avoid (a name plate), just below the first of them that leaves it clear of all."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.ensurePolished()  # the style sheet's font size
        width = max(120, parent.width() - 2 * self.MARGIN)
        metrics = QFontMetrics(self.font())
        text = metrics.elidedText(self._sentence, Qt.TextElideMode.ElideRight, width - 40)
        self.setText(text)
        wanted = min(width, metrics.horizontalAdvance(text) + 48)
        height = metrics.height() + 16
        x = (parent.width() - wanted) // 2
        avoid = [r for r in self._avoid() if r.intersects(parent.rect())]
        tops = [8, *sorted(r.bottom() + 6 for r in avoid)]
        fits = [y for y in tops if y + height <= parent.height()]
        clear = [y for y in fits if not any(QRect(x, y, wanted, height).intersects(r) for r in avoid)]
        self.setGeometry(x, (clear or [8])[0], wanted, height)
