"""A game's reference card (Schotten Totten's formations; later a game's card powers): rows of rich-text cells in a
table, notes under it, re-worded on a language switch."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from cardtable.ui.text_dialog import TextDialog


class ReferenceCard(TextDialog):
    """A reference card named ``object_name``, ``size`` pixels at first. A game subclasses it and gives
    :meth:`title`, :meth:`rows` (each a sequence of rich-text cells) and :meth:`notes` (rich-text lines), all in the
    current language."""

    def __init__(self, object_name: str, size: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(object_name, size, parent)
        self.retranslate()

    def title(self) -> str:
        raise NotImplementedError

    def rows(self) -> Sequence[Sequence[str]]:
        raise NotImplementedError

    def notes(self) -> Sequence[str]:
        return ()

    def retranslate(self) -> None:
        """Re-word the card in the current language."""
        self.setWindowTitle(self.title())
        rows = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in self.rows())
        notes = "".join(f"<li>{note}</li>" for note in self.notes())
        self.browser.setHtml(
            f"<table cellspacing='6' cellpadding='4'>{rows}</table>" + (f"<ul>{notes}</ul>" if notes else "")
        )
