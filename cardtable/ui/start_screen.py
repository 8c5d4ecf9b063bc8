"""The start screen: the playable games as a Qt item model in a list view, and a button to start one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLabel, QListView, QPushButton, QVBoxLayout, QWidget

from cardtable.engine.base import GameInfo
from cardtable.ui.games import game_blurb, game_name, playable_games
from cardtable.ui.i18n import calendar, isolate, number

_ROOT = QModelIndex()


class GamesModel(QAbstractListModel):
    """One row per playable game: "<name> · <min>–<max> players · <one line>" (translated at read time).
    ``Qt.UserRole`` gives the game id."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameInfo] = playable_games()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.games)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        game = self.games[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            players = (
                self.tr("%1–%2 players").replace("%1", number(game.min_players)).replace("%2", number(game.max_players))
            )
            if game.min_players == game.max_players:
                players = self.tr("%Ln player(s)", "", game.min_players)
            return f"{game_name(game.id)}  ·  {players}  ·  {game_blurb(game.id)}"
        if role == Qt.ItemDataRole.UserRole:
            return game.id
        return None

    def retranslate(self) -> None:
        if self.games:
            self.dataChanged.emit(self.index(0), self.index(len(self.games) - 1))


class StartScreen(QWidget):
    """Lists the playable games; ``newGameRequested(game_id)`` when the player picks one (double-click, Enter or
    the button). An unfinished game (autosaved) is offered by a "Continue" button: ``continueRequested()``."""

    newGameRequested = Signal(str)
    continueRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setStyleSheet("QLabel#title { font-size: 26pt; font-weight: bold; }")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.model = GamesModel(self)
        self.list = QListView(self)
        self.list.setModel(self.model)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setStyleSheet("QListView { font-size: 13pt; } QListView::item { padding: 10px; }")
        self.list.setWordWrap(True)
        if self.model.rowCount():
            self.list.setCurrentIndex(self.model.index(0))
        self.list.activated.connect(self._activated)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(lambda: self._activated(self.list.currentIndex()))
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continue")
        self.continue_button.setStyleSheet("QPushButton#continue { font-size: 13pt; padding: 8px 20px; }")
        self.continue_button.clicked.connect(self.continueRequested)
        self.continue_button.hide()
        self._continue: tuple[str, QDateTime | None] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 30, 60, 30)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(16)
        layout.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(8)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        self.retranslate()

    def set_unfinished(self, game_id: str | None, saved_at: QDateTime | None = None) -> None:
        """Offer "Continue" for an unfinished match of ``game_id`` saved at ``saved_at`` (``None``: hide it)."""
        self._continue = None if game_id is None else (game_id, saved_at)
        self.continue_button.setVisible(game_id is not None)
        self.retranslate()

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.newGameRequested.emit(index.data(Qt.ItemDataRole.UserRole))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("cardtable"))
        self.subtitle.setText(self.tr("Card games from Persian rulebooks: choose a game to play."))
        self.start_button.setText(self.tr("New game…"))
        if self._continue is not None:
            game_id, saved_at = self._continue
            when = "" if saved_at is None else QLocale().toString(saved_at, QLocale.FormatType.ShortFormat, calendar())
            self.continue_button.setText(
                self.tr("Continue: %1 (saved %2)").replace("%1", game_name(game_id)).replace("%2", isolate(when))
            )
        self.model.retranslate()
