"""The start screen: the playable games as a Qt item model in a list view, each with a picture of its cards, its
player range and one line on what it is, and a button to start one. The same list lets the player choose a game for
Game → New game… and after a match (:class:`ChooseGameDialog`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QDateTime,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionGraphicsItem,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.base import GameInfo
from cardtable.ui.games import game_blurb, game_name, playable_games, table_class
from cardtable.ui.i18n import date_time, isolate, join, number
from cardtable.ui.screen_fit import fit_to_screen
from cardtable.ui.table.items import CARD_H, CARD_W, CardFace, CardItem

_ROOT = QModelIndex()
PLAYERS_ROLE = Qt.ItemDataRole.UserRole + 1
"""The model role giving a game's translated player range ("2–6 players")."""
PICTURE = QSize(190, 132)
"""The size of a game's picture (logical pixels)."""


def card_fan(faces: list[CardFace], size: QSize = PICTURE, ratio: float = 2.0) -> QPixmap:
    """A transparent picture of ``faces`` as a small fan of cards (first on the left), painted now (in the current
    language) at ``ratio`` device pixels per logical pixel; an empty picture for no faces."""
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    if not faces:
        return pixmap
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = (size.height() - 28) / CARD_H  # room for the lean and the drop of the outer cards
    middle = (len(faces) - 1) / 2
    step = (size.width() - CARD_W * scale - 8) / max(1.0, 2 * middle)
    option = QStyleOptionGraphicsItem()
    # The outer cards first, the middle one on top; each leans outwards and sits a little lower.
    for i in sorted(range(len(faces)), key=lambda i: -abs(i - middle)):
        offset = i - middle
        painter.save()
        painter.translate(QPointF(size.width() / 2 + offset * step, size.height() / 2 - 3 + abs(offset) * 5))
        painter.rotate(9.0 * offset)
        painter.scale(scale, scale)
        painter.translate(QPointF(-CARD_W / 2, -CARD_H / 2))
        CardItem(faces[i]).paint(painter, option, None)
        painter.restore()
    painter.end()
    return pixmap


class GamesModel(QAbstractListModel):
    """One row per playable game: "<name> · <min>–<max> players · <one line>" (translated at read time).
    ``Qt.UserRole`` gives the game id, :data:`PLAYERS_ROLE` the player range alone, ``Qt.DecorationRole`` the
    game's picture (:func:`card_fan` of its table's :meth:`~cardtable.ui.table.base.GameTable.showcase_faces`,
    painted again after a language switch)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameInfo] = playable_games()
        self._pictures: dict[str, QPixmap] = {}

    def row_of(self, game_id: str) -> int:
        """The row showing ``game_id``, or -1."""
        return next((row for row, game in enumerate(self.games) if game.id == game_id), -1)

    def _players(self, game: GameInfo) -> str:
        if game.min_players == game.max_players:
            return self.tr("%Ln player(s)", "", game.min_players)
        return self.tr("%1–%2 players").replace("%1", number(game.min_players)).replace("%2", number(game.max_players))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.games)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        game = self.games[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return join([game_name(game.id), self._players(game), game_blurb(game.id)])
        if role == Qt.ItemDataRole.UserRole:
            return game.id
        if role == PLAYERS_ROLE:
            return self._players(game)
        if role == Qt.ItemDataRole.DecorationRole:
            if game.id not in self._pictures:
                self._pictures[game.id] = card_fan(table_class(game.id).showcase_faces())
            return self._pictures[game.id]
        return None

    def retranslate(self) -> None:
        self._pictures.clear()  # the faces carry names and digits of the language
        if self.games:
            self.dataChanged.emit(self.index(0), self.index(len(self.games) - 1))


class GameDelegate(QStyledItemDelegate):
    """Paints a :class:`GamesModel` row as a card: the picture at the reading start, then the game's name (large),
    its player range and its one line, in the row's layout direction."""

    MARGIN = 12

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(PICTURE.width() * 3, PICTURE.height() + 2 * self.MARGIN)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        style = option.widget.style() if option.widget is not None else None
        if style is not None:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget)
        game_id = index.data(Qt.ItemDataRole.UserRole)
        rect: QRect = option.rect.adjusted(self.MARGIN, self.MARGIN, -self.MARGIN, -self.MARGIN)
        direction = option.direction
        picture = QRect(rect.left(), rect.top(), PICTURE.width(), PICTURE.height())
        picture = QStyle.visualRect(direction, rect, picture)
        pixmap = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(pixmap, QPixmap):
            painter.drawPixmap(picture, pixmap)
        text = QRect(
            rect.left() + PICTURE.width() + 18, rect.top() + 6, rect.width() - PICTURE.width() - 18, rect.height()
        )
        text = QStyle.visualRect(direction, rect, text)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        ink = palette.highlightedText().color() if selected else palette.text().color()
        painter.save()
        painter.setLayoutDirection(direction)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop  # flips to the right in right-to-left rows
        title = QFont(option.font)
        title.setPointSizeF(max(title.pointSizeF(), 9.0) * 1.45)
        title.setBold(True)
        painter.setFont(title)
        painter.setPen(ink)
        used = painter.boundingRect(QRectF(text), int(align | Qt.TextFlag.TextWordWrap), game_name(game_id))
        painter.drawText(QRectF(text), int(align | Qt.TextFlag.TextWordWrap), game_name(game_id))
        body = QFont(option.font)
        painter.setFont(body)
        below = QRectF(text).adjusted(0, used.height() + 4, 0, 0)
        players = str(index.data(PLAYERS_ROLE))
        painter.setPen(palette.highlightedText().color() if selected else QColor("#6b5a3e"))
        used = painter.boundingRect(below, int(align), players)
        painter.drawText(below, int(align), players)
        painter.setPen(ink)
        painter.drawText(
            below.adjusted(0, used.height() + 6, 0, 0), int(align | Qt.TextFlag.TextWordWrap), game_blurb(game_id)
        )
        painter.restore()


def games_list(model: GamesModel, parent: QWidget) -> QListView:
    """A read-only list view of ``model`` drawn by :class:`GameDelegate`, the first game selected."""
    view = QListView(parent)
    view.setModel(model)
    view.setItemDelegate(GameDelegate(view))
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setStyleSheet("QListView { font-size: 12pt; }")
    view.setSpacing(4)
    view.setUniformItemSizes(True)
    if model.rowCount():
        view.setCurrentIndex(model.index(0))
    return view


class ChooseGameDialog(QDialog):
    """Game → New game… and "New game" after a match: the games list (as on the start screen) with ``current``
    selected; OK (or double-click, Enter) chooses. :meth:`game_id` is the chosen game."""

    def __init__(self, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChooseGameDialog")
        self.label = QLabel(self)
        self.model = GamesModel(self)
        self.list = games_list(self.model, self)
        row = self.model.row_of(current) if current is not None else -1
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row))
        self.list.activated.connect(lambda _index: self.accept())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self._fit_screen()
        self.retranslate()

    def _fit_screen(self) -> None:
        """Every game in view where the screen has room; else as tall as the screen's available geometry (frame
        included), the list scrolling above the buttons, which stay in view."""
        fit_to_screen(self, QSize(720, 130 + self.model.rowCount() * (PICTURE.height() + 36)))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_screen()  # its screen is known now (the window's, not the primary one)

    def game_id(self) -> str | None:
        """The selected game's id (``None`` if nothing is selected)."""
        index = self.list.currentIndex()
        return index.data(Qt.ItemDataRole.UserRole) if index.isValid() else None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.label.setText(self.tr("Choose a game to play:"))
        self.model.retranslate()


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
        self.list = games_list(self.model, self)
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
            when = "" if saved_at is None else date_time(saved_at)
            self.continue_button.setText(
                self.tr("Continue: %1 (saved %2)").replace("%1", game_name(game_id)).replace("%2", isolate(when))
            )
        self.model.retranslate()
