"""A read-only rich-text dialog with a Close button that re-words itself on a language switch."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QTextCursor, QTextDocument, QTextListFormat
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cardtable.ui.i18n import digits


def localize_list_numbers(document: QTextDocument) -> int:
    """Write the numbers of ``document``'s numbered lists in the current language's digits ("۱. ۲. ۳." in
    Persian): Qt draws a decimal list's numbers in ASCII digits whatever the language, so in a language with other
    digits each item gets its number as text and its list draws none (the indentation stays). Returns how many items
    were renumbered (0 where the digits are ASCII)."""
    if digits("1") == "1":
        return 0
    items = []
    block = document.begin()
    while block.isValid():
        text_list = block.textList()
        if text_list is not None and text_list.format().style() == QTextListFormat.Style.ListDecimal:
            # itemText is in visual order (".1" in a right-to-left paragraph): keep only its number
            value = "".join(c for c in text_list.itemText(block) if c.isdigit())
            items.append((block, text_list, digits(value) + "."))
        block = block.next()
    for block, _text_list, marker in items:
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
        cursor.insertText(marker + " ")
    for text_list in {id(text_list): text_list for _block, text_list, _marker in items}.values():
        list_format = text_list.format()
        list_format.setStyle(QTextListFormat.Style.ListStyleUndefined)
        text_list.setFormat(list_format)
    return len(items)


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
