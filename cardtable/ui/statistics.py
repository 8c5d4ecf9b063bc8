"""The statistics window: a table (Qt item model in a view) of played / won / win % / streaks per game and opponent
level, a bar chart of the win rate per level for the chosen game drawn with QPainter, and a reset button that asks
first."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.stats import MIXED, Record, Statistics, load_statistics, save_statistics
from cardtable.ui.games import game_name
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, isolate, number, translate
from cardtable.ui.models import HeaderedTableModel

LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
    "heuristic": QT_TRANSLATE_NOOP("Levels", "Heuristic"),
    "random": QT_TRANSLATE_NOOP("Levels", "Random"),
    MIXED: QT_TRANSLATE_NOOP("Levels", "Mixed levels"),
}
_ROOT = QModelIndex()


def level_name(level: str) -> str:
    """The translated name of an opponent level (the key itself if unknown)."""
    text = LEVEL_NAMES.get(level)
    return translate("Levels", text) if text else level


def percent(rate: float | None) -> str:
    """``rate`` (0..1) as a whole percentage in the current locale's digits, or a dash before the first match."""
    if rate is None:
        return "–"
    return QLocale().toString(round(rate * 100)) + QLocale().percent()


class StatisticsModel(HeaderedTableModel):
    """One row per (game, opponent level) played; columns: game, opponent, played, won, win %, current streak,
    longest streak, hints asked for. ``Qt.UserRole`` on column 0 gives ``(game_id, level)``."""

    HEADERS = (
        QT_TRANSLATE_NOOP("StatisticsModel", "Game"),
        QT_TRANSLATE_NOOP("StatisticsModel", "Opponent"),
        QT_TRANSLATE_NOOP("StatisticsModel", "Played"),
        QT_TRANSLATE_NOOP("StatisticsModel", "Won"),
        QT_TRANSLATE_NOOP("StatisticsModel", "Win %"),
        QT_TRANSLATE_NOOP("StatisticsModel", "Current streak"),
        QT_TRANSLATE_NOOP("StatisticsModel", "Longest streak"),
        QT_TRANSLATE_NOOP("StatisticsModel", "Hints"),
    )

    def __init__(self, statistics: Statistics, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str, Record]] = []
        self.set_statistics(statistics)

    def set_statistics(self, statistics: Statistics) -> None:
        self.beginResetModel()
        self.statistics = statistics
        self._rows = [
            (game_id, level, statistics.record(game_id, level))
            for game_id in statistics.records
            for level in statistics.levels(game_id)
        ]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        game_id, level, record = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            cells = (
                game_name(game_id),
                level_name(level),
                number(record.played),
                number(record.won),
                percent(record.win_rate),
                number(record.current_streak),
                number(record.longest_streak),
                number(record.hints),
            )
            return cells[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 2:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.UserRole and column == 0:
            return (game_id, level)
        return None


class WinRateChart(QWidget):
    """A bar chart drawn with QPainter: one bar per opponent level of one game, its height the win rate, labelled
    with the level and "won/played". Mirrored under right-to-left layouts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(190)
        self.bars: list[tuple[str, Record]] = []
        self.empty_text = ""

    def set_bars(self, bars: list[tuple[str, Record]]) -> None:
        """``bars``: (translated label, record) per level, in reading order."""
        self.bars = bars
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.windowText().color()
        area = QRectF(self.rect()).adjusted(12, 12, -12, -12)
        if not self.bars:
            painter.setPen(text_colour)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        line_h = self.fontMetrics().height()
        top, bottom = area.top() + line_h + 4, area.bottom() - 2 * line_h - 6
        height = max(10.0, bottom - top)
        painter.setPen(QPen(text_colour.lighter(150) if text_colour.lightness() < 128 else text_colour.darker(150), 1))
        for fraction in (0.0, 0.5, 1.0):
            y = bottom - height * fraction
            painter.drawLine(int(area.left()), int(y), int(area.right()), int(y))
        slot = area.width() / len(self.bars)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for i, (label, record) in enumerate(self.bars):
            position = len(self.bars) - 1 - i if rtl else i
            x = area.left() + slot * position
            rate = record.win_rate or 0.0
            bar = QRectF(x + slot * 0.25, bottom - height * rate, slot * 0.5, height * rate)
            painter.fillRect(bar, QColor("#2f8f57"))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(x, bar.top() - line_h - 2, slot, line_h), Qt.AlignmentFlag.AlignCenter, percent(record.win_rate)
            )
            painter.drawText(QRectF(x, bottom + 4, slot, line_h), Qt.AlignmentFlag.AlignCenter, label)
            games = self.tr("%1 of %2 won").replace("%1", number(record.won)).replace("%2", number(record.played))
            painter.drawText(QRectF(x, bottom + 4 + line_h, slot, line_h), Qt.AlignmentFlag.AlignCenter, games)


class StatisticsDialog(QDialog):
    """The statistics window. Reads the stored statistics when opened; "Reset statistics" asks, then empties them
    (for every game) and stores that."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        loaded = load_statistics()
        self.notice.setVisible(loaded.problem is not None)
        self.model = StatisticsModel(loaded.value or Statistics(), self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.game_label = QLabel(self)
        self.game_box = QComboBox(self)
        self.game_box.currentIndexChanged.connect(self._show_chart)
        self.chart = WinRateChart(self)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        chooser = QHBoxLayout()
        chooser.addWidget(self.game_label)
        chooser.addWidget(self.game_box, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.table, 1)
        layout.addLayout(chooser)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.buttons)
        self.confirm_box: QMessageBox | None = None
        self._fill_games()
        self.retranslate()
        self.resize(760, 560)

    def _fill_games(self) -> None:
        current = self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game_id in self.model.statistics.records:
            self.game_box.addItem(game_name(game_id), game_id)
        index = self.game_box.findData(current)
        self.game_box.setCurrentIndex(max(index, 0))
        self.game_box.blockSignals(False)
        self.game_box.setEnabled(self.game_box.count() > 0)
        self.reset_button.setEnabled(bool(self.model.statistics.records))
        self._show_chart()

    def _show_chart(self) -> None:
        game_id = self.game_box.currentData()
        statistics = self.model.statistics
        bars = (
            []
            if game_id is None
            else [(level_name(lv), statistics.record(game_id, lv)) for lv in statistics.levels(game_id)]
        )
        self.chart.set_bars(bars)

    def ask_reset(self) -> None:
        """Ask "Reset all statistics?"; on Yes, :meth:`reset`."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Reset the statistics of every game? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda result: self.reset() if result == QMessageBox.StandardButton.Yes else None)
        self.confirm_box = box
        box.open()

    def reset(self) -> None:
        """Empty the statistics of every game and store that (a write error is shown; nothing changes then)."""
        cleared = self.model.statistics.reset()
        try:
            save_statistics(cleared)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Reset statistics"), str(exc))
            return
        self.model.set_statistics(cleared)
        self._fill_games()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.notice.setText(self.tr("The statistics file was damaged; it was kept aside and counting starts afresh."))
        self.game_label.setText(self.tr("Chart for:"))
        self.reset_button.setText(self.tr("Reset statistics…"))
        self.chart.empty_text = self.tr("No games against the computer finished yet.")
        for i in range(self.game_box.count()):
            self.game_box.setItemText(i, isolate(game_name(self.game_box.itemData(i))))
        self.model.retranslate()
        self._show_chart()
