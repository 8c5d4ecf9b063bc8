"""The "Saved games" window (Game → Saved games…): every kept match, newest first, as a Qt item model in a table
view: game, players, when it was saved, how far it got, and its file (two saves of one match at the same minute
differ there). It lists :func:`cardtable.saves.saved_games`: the unfinished
games kept when a new game replaced them, and what Game → Save As… wrote. Open (or a double-click, or Enter)
reopens the chosen one through :meth:`cardtable.ui.saving.SaveManager.open_file`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QDateTime,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.saves import SavedEntry, saved_games
from cardtable.ui.games import game_name
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, date_time, isolate
from cardtable.ui.models import HeaderedTableModel
from cardtable.ui.names import shown_name
from cardtable.ui.statistics import level_name

_ROOT = QModelIndex()


def players_text(entry: SavedEntry, separator: str, computer: Callable[[str, str], str]) -> str:
    """The seats of ``entry`` in order: people by name, computer players as ``computer(name, level)``; a default
    name in the current language, as the table shows it (:func:`cardtable.ui.names.shown_name`)."""
    names = [shown_name(seat, s.name) for seat, s in enumerate(entry.saved.seats)]
    return separator.join(
        isolate(name) if s.kind == "human" or s.level is None else computer(name, s.level)
        for name, s in zip(names, entry.saved.seats, strict=True)
    )


class SavedGamesModel(HeaderedTableModel):
    """One row per saved game, newest first; columns: game (marked when it is a practice game), players, saved (date
    with the month's name, so that 2 December is not read as 12 February, and time, in the current locale and
    calendar), position (moves played, or that the match is over), file (its name without the extension: what
    tells apart two saves that agree on the rest; the tooltip has the whole path). ``Qt.UserRole`` on any column
    gives the file's path (``str``)."""

    HEADERS = (
        QT_TRANSLATE_NOOP("SavedGamesModel", "Game"),
        QT_TRANSLATE_NOOP("SavedGamesModel", "Players"),
        QT_TRANSLATE_NOOP("SavedGamesModel", "Saved"),
        QT_TRANSLATE_NOOP("SavedGamesModel", "Position"),
        QT_TRANSLATE_NOOP("SavedGamesModel", "File"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.entries: list[SavedEntry] = []
        self.refresh()

    def refresh(self) -> None:
        """Read the saved games again (:func:`cardtable.saves.saved_games`)."""
        self.beginResetModel()
        self.entries = saved_games()
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry = self.entries[index.row()]
        if role == Qt.ItemDataRole.UserRole:
            return str(entry.path)
        if role == Qt.ItemDataRole.ToolTipRole:
            return isolate(str(entry.path))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = index.column()
        if column == 0:
            name = game_name(entry.saved.game_id)
            return self.tr("%1 (practice game)").replace("%1", name) if entry.saved.practice else name
        if column == 1:
            return players_text(
                entry,
                self.tr(", "),
                lambda name, level: (
                    self.tr("%1 (computer: %2)").replace("%1", isolate(name)).replace("%2", level_name(level))
                ),
            )
        if column == 2:
            when = QDateTime.fromSecsSinceEpoch(int(entry.saved.saved_at.timestamp()))
            return date_time(when)
        if column == 4:
            return isolate(entry.path.stem)
        moves = len(entry.saved.actions)
        if entry.saved.finished:
            return self.tr("Over after %Ln move(s)", "", moves)
        return self.tr("%Ln move(s) played", "", moves) if moves else self.tr("Not started")


class SavedGamesDialog(QDialog):
    """The Saved games window. ``open_path(path: str) -> object`` is called with the chosen file (the window then
    closes)."""

    def __init__(self, open_path: Callable[[str], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SavedGamesDialog")
        self._open_path = open_path
        self.model = SavedGamesModel(self)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.activated.connect(self._open_index)
        self.open_button = QPushButton(self)
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(lambda: self._open_index(self.table.currentIndex()))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        if self.model.rowCount():
            self.table.selectRow(0)
        self.empty.setVisible(self.model.rowCount() == 0)
        self.open_button.setEnabled(self.model.rowCount() > 0)
        self.retranslate()
        self.resize(820, 480)

    def _open_index(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        path = index.data(Qt.ItemDataRole.UserRole)
        self.accept()
        self._open_path(path)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Saved games"))
        self.empty.setText(
            self.tr(
                "No saved games yet. Game → Save As… keeps one here, and so does starting a new game while another "
                "is unfinished."
            )
        )
        self.open_button.setText(self.tr("Open"))
        self.model.retranslate()
