"""A read-only rich-text dialog with a Close button that re-words itself on a language switch."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


class TextDialog(QDialog):
    """Base of the rules page and the reference cards: ``self.browser`` shows the text, ``retranslate()`` (which
    subclasses implement) fills it and the title, and runs again on ``QEvent.LanguageChange``. ``size`` is the
    initial size in pixels (width, height)."""

    def __init__(self, object_name: str, size: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(*size)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Fill the title and the text in the current language (subclasses)."""
        raise NotImplementedError
