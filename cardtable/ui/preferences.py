"""Edit → Preferences: a dialog over :class:`cardtable.settings.Settings` (language, animation speed, default
computer level, hot-seat curtain, confirm before ending a game, card-counting panel, hot-seat undo agreement)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from cardtable.settings import ANIMATION_SPEEDS, COMPUTER_LEVELS, Settings
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, translate
from cardtable.ui.statistics import level_name

SPEED_NAMES = {
    0.0: QT_TRANSLATE_NOOP("PreferencesDialog", "Off"),
    0.5: QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"),
    1.0: QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
    2.0: QT_TRANSLATE_NOOP("PreferencesDialog", "Slow"),
}
LANGUAGE_NAMES = {None: None, "en": "English", "fa": "فارسی"}
"""Each language in its own name (not translated); ``None``: "System language", translated."""


class PreferencesDialog(QDialog):
    """Shows ``settings``; :meth:`settings` gives the edited ones when accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self.original = settings
        self.language = QComboBox(self)
        for code in LANGUAGE_NAMES:
            self.language.addItem("", code)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        self.speed = QComboBox(self)
        for factor in ANIMATION_SPEEDS:
            self.speed.addItem("", factor)
        self.speed.setCurrentIndex(ANIMATION_SPEEDS.index(settings.animation_speed))
        self.level = QComboBox(self)
        for level in COMPUTER_LEVELS:
            self.level.addItem("", level)
        self.level.setCurrentIndex(COMPUTER_LEVELS.index(settings.computer_level))
        self.curtain = QCheckBox(self)
        self.curtain.setChecked(settings.hot_seat_curtain)
        self.confirm_end = QCheckBox(self)
        self.confirm_end.setChecked(settings.confirm_end_game)
        self.counter = QCheckBox(self)
        self.counter.setChecked(settings.card_counting_panel)
        self.hot_seat_undo = QCheckBox(self)
        self.hot_seat_undo.setChecked(settings.hot_seat_undo)
        self.labels = [QLabel(self) for _ in range(3)]
        form = QFormLayout()
        form.addRow(self.labels[0], self.language)
        form.addRow(self.labels[1], self.speed)
        form.addRow(self.labels[2], self.level)
        form.addRow(self.counter)
        form.addRow(self.confirm_end)
        form.addRow(self.curtain)
        form.addRow(self.hot_seat_undo)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()

    def settings(self) -> Settings:
        """The settings as edited in the dialog."""
        return self.original.model_copy(
            update={
                "language": self.language.currentData(),
                "animation_speed": self.speed.currentData(),
                "computer_level": self.level.currentData(),
                "hot_seat_curtain": self.curtain.isChecked(),
                "confirm_end_game": self.confirm_end.isChecked(),
                "card_counting_panel": self.counter.isChecked(),
                "hot_seat_undo": self.hot_seat_undo.isChecked(),
            }
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.labels[0].setText(self.tr("Language"))
        self.labels[1].setText(self.tr("Animation speed"))
        self.labels[2].setText(self.tr("New computer players"))
        for i, code in enumerate(LANGUAGE_NAMES):
            self.language.setItemText(i, LANGUAGE_NAMES[code] or self.tr("System language"))
        for i, factor in enumerate(ANIMATION_SPEEDS):
            self.speed.setItemText(i, translate("PreferencesDialog", SPEED_NAMES[factor]))
        for i, level in enumerate(COMPUTER_LEVELS):
            self.level.setItemText(i, level_name(level))
        self.counter.setText(self.tr("Show the card-counting panel"))
        self.confirm_end.setText(self.tr("Ask before ending a game in progress"))
        self.curtain.setText(self.tr("Hot-seat: cover the table between players' turns"))
        self.hot_seat_undo.setText(self.tr("Hot-seat: allow undo (every player agrees)"))
