"""Qt item models of the game screen (the game log and the card counter) and the log's list view."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

from cardtable.engine.base import Event
from cardtable.ui.i18n import number

Sentences = Callable[[Sequence[Event], int | None], list[str]]
_ROOT = QModelIndex()


class LogModel(QAbstractListModel):
    """The game log: full sentences about the events the viewer may see (every event with ``everything``), oldest
    first.

    Holds every event (all audiences); ``set_viewer`` and ``retranslate`` rebuild the sentences, so a hot-seat
    switch shows only the new viewer's private events and a language switch re-words the whole log.
    ``everything`` is for a replay's log and must equal the table's ``open_log`` (which words other seats' private
    events and leaves out the public lines they detail): every seat's private events are worded too.
    ``sentences(events, viewer)`` is the game table's sentence maker
    (:meth:`cardtable.ui.table.base.GameTable.sentences`): it gets only events the viewer may see (all of them with
    ``everything``) and may word several of them as one sentence, so a later event can complete the last row (e.g. a
    play, then its target).
    """

    def __init__(self, sentences: Sentences, parent: QObject | None = None, *, everything: bool = False) -> None:
        super().__init__(parent)
        self._make = sentences
        self._everything = everything
        self._events: list[Event] = []
        self._rows: list[str] = []
        self._viewer: int | None = None

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._rows[index.row()]
        return None

    def _sentences(self, events: Sequence[Event]) -> list[str]:
        viewer = self._viewer
        if self._everything:
            return self._make(list(events), viewer)
        visible = [e for e in events if (e.visible_to(viewer) if viewer is not None else e.audience is None)]
        return self._make(visible, viewer)

    def append(self, events: Sequence[Event]) -> None:
        """Add ``events`` (in order); rows appear for those the viewer may see (all with ``everything``), and the
        last row may be completed (changed) by them."""
        self._events.extend(events)
        rows = self._sentences(self._events)
        old = self._rows
        changed = [i for i in range(min(len(old), len(rows))) if old[i] != rows[i]]
        if len(rows) < len(old):  # sentences merged: drop the surplus rows
            self.beginRemoveRows(QModelIndex(), len(rows), len(old) - 1)
            self._rows = old[: len(rows)]
            self.endRemoveRows()
        if changed:
            self._rows[changed[0] : changed[-1] + 1] = rows[changed[0] : changed[-1] + 1]
            self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))
        if len(rows) > len(self._rows):
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, len(rows) - 1)
            self._rows.extend(rows[first:])
            self.endInsertRows()

    def replace(self, events: Sequence[Event]) -> None:
        """Start over with ``events`` (the whole log of a State that replaced the previous one, e.g. after undo)."""
        self._events = list(events)
        self.retranslate()

    def set_viewer(self, viewer: int | None) -> None:
        """Show the log as seat ``viewer`` sees it (``None``: public events only)."""
        self._viewer = viewer
        self.retranslate()

    def retranslate(self) -> None:
        """Rebuild every sentence (language or viewer changed)."""
        self.beginResetModel()
        self._rows = self._sentences(self._events)
        self.endResetModel()

    def sentences(self) -> list[str]:
        """The rows as plain strings (for the round summary and tests)."""
        return list(self._rows)


class HeaderedTableModel(QAbstractTableModel):
    """A table model whose columns are ``HEADERS`` (English source texts marked with ``QT_TRANSLATE_NOOP`` in the
    subclass's context, shown translated) and that repaints headers and cells in the new language on
    :meth:`retranslate`. Subclasses give ``rowCount`` and ``data``."""

    HEADERS: tuple[str, ...] = ()

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section])
        return None

    def retranslate(self) -> None:
        """Tell the views that every header and cell changed (after a language switch)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.HEADERS) - 1)
        if rows := self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(self.HEADERS) - 1))


class _TwoColumnModel(QAbstractTableModel):
    """A flat two-column table over a list of row tuples."""

    def __init__(self, rows: list[Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows = rows

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 2


class CounterModel(_TwoColumnModel):
    """The card counter: per card kind, how many copies are still unseen by the viewer (name, unseen, total)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__([], parent)

    def set_rows(self, rows: list[tuple[str, int, int]]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        name, unseen, total = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return name
            return self.tr("%1 of %2").replace("%1", number(unseen)).replace("%2", number(total))
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr("Card") if section == 0 else self.tr("Unseen")
        return None


class StandingsModel(_TwoColumnModel):
    """Final standings: one row per seat (rank order): name, score; winners marked. ``rows``: (seat, score,
    winner); ``name_of(seat)`` gives the name to show, asked at every read so that names follow the language."""

    def __init__(
        self,
        rows: list[tuple[int, float, bool]],
        unit: str,
        name_of: Callable[[int], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(rows, parent)
        self._unit = unit
        self._name_of = name_of

    def set_unit(self, unit: str) -> None:
        """Rename the score column (``unit``: translated, e.g. "Tokens") and re-read the names, after a language
        switch."""
        self._unit = unit
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 0))

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        seat, score, winner = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return ("★ " if winner else "") + self._name_of(seat)
            return number(score, 0 if float(score).is_integer() else 1)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr("Player") if section == 0 else self._unit
        return None


class LogView(QListView):
    """The game log's list view: it follows the newest row, as chat views do. While its reader is at the end (from
    the start, e.g. a resumed match's whole log), every change of its scroll range (rows added, or laid out and
    wrapped anew at the view's width, which happens after they are added) scrolls to the new end; once the reader
    scrolls up to older rows it stays where they are, until they scroll back to the end.

    ``following`` says whether it follows now; :meth:`follow` goes to the end and follows again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.following = True
        # By pixel: the end of the range is the end of the last row (by item it can stop a wrapped row short).
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)

    def follow(self) -> None:
        """Scroll to the newest row and follow the rows added from now on."""
        self.following = True
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self.following:
            self.verticalScrollBar().setValue(maximum)

    def _value_changed(self, value: int) -> None:
        self.following = value >= self.verticalScrollBar().maximum()


def log_list_view(model: QAbstractItemModel, parent: QWidget) -> LogView:
    """A read-only, word-wrapped, unfocusable :class:`LogView` of ``model`` (the game log beside a table or a
    replay, or a proxy of it), following its newest row."""
    view = LogView(parent)
    view.setModel(model)
    view.setWordWrap(True)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.setAlternatingRowColors(True)
    return view
