"""The side panel beside the table, shared by the game screen and the replay: the game log (a
:class:`~cardtable.ui.models.LogModel` in a list view, long names cut short: :class:`ShortNames`) and, below it,
the card counter when the screen has one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QEvent, QIdentityProxyModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from cardtable.ui.models import LogModel, log_list_view
from cardtable.ui.table.text import elide_names


class ShortNames(QIdentityProxyModel):
    """A log model as shown: each row with its long player names cut short (:func:`elide_names`); its tooltip
    (the source model's) keeps the whole sentence."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = super().data(index, role)
        return elide_names(value) if role == Qt.ItemDataRole.DisplayRole and isinstance(value, str) else value


class SidePanel(QWidget):
    """``log_model`` under the title "Game log" (shown through :class:`ShortNames`); with ``counter_model``, a
    read-only two-column table under ``counter_title`` (its text is the owner's to set)."""

    def __init__(
        self, log_model: LogModel, counter_model: QAbstractItemModel | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.log_title = QLabel(self)
        self.log_shown = ShortNames(self)
        self.log_shown.setSourceModel(log_model)
        self.log_view = log_list_view(self.log_shown, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log_view, 3)
        self.counter_title = QLabel(self)
        self.counter_view = QTableView(self)
        if counter_model is not None:
            self.counter_view.setModel(counter_model)
            self.counter_view.verticalHeader().hide()
            header = self.counter_view.horizontalHeader()
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
            self.counter_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            self.counter_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            self.counter_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            layout.addWidget(self.counter_title)
            layout.addWidget(self.counter_view, 2)
        else:
            self.counter_title.hide()
            self.counter_view.hide()
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("Game log"))
