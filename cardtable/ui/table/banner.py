"""The move banner: one line over the top of the table saying, in the log's words, what another seat just did."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget


class Banner(QLabel):
    """A translucent one-line strip laid over the top of ``parent`` (the table view), outside any layout, so it
    never moves the table. :meth:`announce` shows a sentence (elided to the width, whole in the tooltip) for
    ``ms`` milliseconds; :meth:`dismiss` hides it at once."""

    MARGIN = 16

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setTextFormat(Qt.TextFormat.PlainText)  # names show literally
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel#banner { background: rgba(20, 32, 24, 215); color: #fff4d6; font-size: 13pt;"
            " border: 1px solid rgba(255, 122, 69, 200); border-radius: 10px; padding: 6px 16px; }"
        )
        self._sentence = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.hide()

    @property
    def sentence(self) -> str:
        """The whole sentence shown (or last shown)."""
        return self._sentence

    def announce(self, sentence: str, ms: int) -> None:
        """Show ``sentence`` for ``ms`` milliseconds (replacing the one shown)."""
        self._sentence = sentence
        self.setToolTip(sentence)
        self.place()
        self.raise_()
        self.show()
        self._timer.start(max(0, ms))

    def dismiss(self) -> None:
        self._timer.stop()
        self.hide()

    def place(self) -> None:
        """Fit the strip to the parent's width (eliding the sentence) at its top."""
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
        self.setGeometry((parent.width() - wanted) // 2, 8, wanted, height)
