"""Dialogs: new game, game end, rules page."""

from __future__ import annotations

import enum
import functools
import random
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any, Literal

from annotated_types import Ge, Le
from PySide6.QtCore import QEvent, QRegularExpression, QSize, Qt, Signal
from PySide6.QtGui import QColor, QShowEvent, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.controllers import SeatConfig
from cardtable.engine.base import GameInfo, OptionsError, Outcome, rank_seats
from cardtable.saves import NAME_MAX_LENGTH
from cardtable.settings import LastSetup, SeatChoice
from cardtable.ui import prefs
from cardtable.ui.games import game_name
from cardtable.ui.i18n import QT_TRANSLATE_NOOP, RichLabel, current_language, isolate, number, translate
from cardtable.ui.models import StandingsModel
from cardtable.ui.names import default_name, default_source, shown_name, stored_name
from cardtable.ui.screen_fit import fit_to_screen
from cardtable.ui.text_dialog import TextDialog, localize_list_numbers

LEVELS = ("easy", "normal", "hard")
FIRST_PLAYER_OPTION = "first_player"


def parse_seat(spec: str) -> str | None:
    """A command-line seat spec → agent spec: ``human`` → ``None``; ``ai:<level>`` → ``ismcts:<level>``; other
    agent specs (``random``, ``heuristic``, ``ismcts:hard``) pass through. Raises ``ValueError`` for ``ai:`` with an
    unknown level."""
    spec = spec.strip()
    if spec == "human":
        return None
    if spec.startswith("ai:"):
        level = spec[3:]
        if level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r}; levels: {', '.join(LEVELS)}")
        return f"ismcts:{level}"
    if spec == "ai":
        return "ismcts:normal"
    return spec


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start a match: game, seats, options (validated later by the engine), seed, and whether it
    is a practice game (undo goes back whole turns, past what was seen; not counted in the statistics)."""

    game_id: str
    seats: tuple[SeatConfig, ...]
    options: dict[str, Any]
    seed: int
    practice: bool = False


class NewGameDialog(QDialog):
    """Choose the number of players, each seat (Human, or Computer with a level) and its name, who starts (or
    random), the game's options (a form generated from its pydantic options model) and whether it is a practice game
    (never remembered: each new game starts as a normal one). The game's translated name heads the dialog and its
    title. A game for a fixed number of players shows that number instead of a spin box.

    The dialog opens with the game's last setup (:func:`cardtable.ui.prefs.last_setup`, stored by the window with
    :meth:`last_setup` when a game starts); a remembered setup that no longer fits the game (player count out of
    range) is ignored, and remembered options the game refuses give its default options."""

    def __init__(
        self,
        game: GameInfo,
        option_labels: dict[str, str] | None = None,
        parent: QWidget | None = None,
        item_label: Callable[[str, int, Any], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self._option_text = option_labels or {}
        self.setObjectName("NewGameDialog")
        self.heading = QLabel(self)
        self.heading.setObjectName("gameName")
        self.heading.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.players_label = QLabel(self)
        self.players = QSpinBox(self)
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(min(max(4, game.min_players), game.max_players))
        self.players.valueChanged.connect(self._players_changed)
        self.players_fixed = QLabel(self)  # shown instead of the spin box when the count cannot change
        self.players_fixed.setObjectName("playersFixed")
        fixed = game.min_players == game.max_players
        self.players.setVisible(not fixed)
        self.players_fixed.setVisible(fixed)
        self.seats_box = QGroupBox(self)
        grid = QGridLayout(self.seats_box)
        self.kind_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self.seat_labels: list[QLabel] = []
        self._edited: set[int] = set()
        for seat in range(game.max_players):
            label = QLabel(self)
            kind = QComboBox(self)
            name = QLineEdit(self)
            name.setMaxLength(NAME_MAX_LENGTH)  # a longer name could not be saved
            name.textEdited.connect(lambda _t, s=seat: self._edited.add(s))
            name.textChanged.connect(self._refresh_first)
            name.textChanged.connect(self._check_names)
            grid.addWidget(label, seat, 0)
            grid.addWidget(kind, seat, 1)
            grid.addWidget(name, seat, 2)
            self.seat_labels.append(label)
            self.kind_boxes.append(kind)
            self.name_edits.append(name)
        self.first_label = QLabel(self)
        self.first = QComboBox(self)
        self.options_box = QGroupBox(self)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        form = QFormLayout(self.options_box)
        for field_name, field in game.options_model.model_fields.items():
            if field_name == FIRST_PLAYER_OPTION:
                continue
            extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
            widget = _option_widget(field.annotation, field.default, field.metadata, self, extra)
            if widget is None:
                continue
            label = QLabel(self)
            if isinstance(widget, ChoiceList):  # a grid: its own row under its label
                if item_label is not None:
                    widget.label_items(functools.partial(item_label, field_name))
                form.addRow(label)
                form.addRow(widget)
            else:
                form.addRow(label, widget)
            self.option_widgets[field_name] = widget
            self.option_labels[field_name] = label
        for widget in self.option_widgets.values():
            if isinstance(widget, ChoiceList) and widget.when is not None:
                other, value = widget.when
                source = self.option_widgets.get(other)
                if isinstance(source, QComboBox):
                    source.currentIndexChanged.connect(
                        lambda _i, w=widget, c=source, v=value: w.setEnabled(c.currentData() == v)
                    )
                    widget.setEnabled(source.currentData() == value)
        self.practice = QCheckBox(self)
        self.practice.setObjectName("practice")
        self.name_problem = QLabel(self)
        self.name_problem.setObjectName("nameProblem")
        self.name_problem.setTextFormat(Qt.TextFormat.PlainText)
        self.name_problem.setWordWrap(True)
        self.name_problem.setStyleSheet("color: #b00020;")
        self.name_problem.hide()
        grid.addWidget(self.name_problem, game.max_players, 0, 1, 3)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        top = QFormLayout()
        players_row = QHBoxLayout()
        players_row.setContentsMargins(0, 0, 0, 0)
        self.players.setMinimumWidth(90)  # the row's stretch would squeeze it to its digit
        players_row.addWidget(self.players)
        players_row.addWidget(self.players_fixed)
        players_row.addStretch(1)
        top.addRow(self.players_label, players_row)
        top.addRow(self.first_label, self.first)
        # "Who starts" only where the game's options can say it; elsewhere its rules pick the opener (Wednesday).
        top.setRowVisible(self.first, self.chooses_first)
        # Everything between the heading and the buttons scrolls when the screen is too short for it (_fit_screen).
        form_area = QWidget()
        form_area.setObjectName("formArea")
        form_layout = QVBoxLayout(form_area)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addLayout(top)
        form_layout.addWidget(self.seats_box)
        form_layout.addWidget(self.options_box)
        self.options_box.setVisible(bool(self.option_widgets))
        form_layout.addWidget(self.practice)
        form_layout.addStretch(1)
        self.form_scroll = _WholeScrollArea(self)
        self.form_scroll.setObjectName("formScroll")
        self.form_scroll.setWidget(form_area)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.form_scroll, 1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(480)
        for seat, kind in enumerate(self.kind_boxes):
            kind.addItems(["", "", "", ""])
            kind.setCurrentIndex(0 if seat == 0 else 1 + LEVELS.index(prefs.current().computer_level))
        self.retranslate()
        remembered = prefs.last_setup(game.id)
        if remembered is not None:
            self._restore(remembered)
        self._players_changed(self.players.value())

    @property
    def chooses_first(self) -> bool:
        """Whether the game's options model has a ``first_player`` setting, i.e. whether "Who starts" is shown."""
        return FIRST_PLAYER_OPTION in self.game.options_model.model_fields

    def _restore(self, last: LastSetup) -> None:
        """Fill the form from ``last`` where it fits the game: nothing if its player count is out of range; the
        default options if the game refuses its options."""
        count = len(last.seats)
        if not self.game.min_players <= count <= self.game.max_players:
            return
        self.players.setValue(count)
        for seat, choice in enumerate(last.seats):
            kind = 0 if choice.player == "human" else 1 + LEVELS.index(choice.player)
            self.kind_boxes[seat].setCurrentIndex(kind)
            if choice.name != default_source(seat):
                self.name_edits[seat].setText(choice.name[:NAME_MAX_LENGTH])
                self._edited.add(seat)
        self._refresh_first()
        if last.first_player is not None and last.first_player < count:
            self.first.setCurrentIndex(last.first_player + 1)
        try:
            options = self.game.parse_options(last.options)
        except OptionsError:
            return
        for field_name, widget in self.option_widgets.items():
            _set_option_value(widget, getattr(options, field_name))

    def last_setup(self) -> LastSetup:
        """The form as a setup to remember (seats in play with names as stored, who starts, options)."""
        setup = self.setup(seed=0)
        seats = [
            SeatChoice.model_validate(
                {"name": seat.name, "player": "human" if seat.agent is None else seat.agent.removeprefix("ismcts:")}
            )
            for seat in setup.seats
        ]
        options = {k: v for k, v in setup.options.items() if k != FIRST_PLAYER_OPTION}
        first = self.first.currentIndex() - 1
        return LastSetup(seats=seats, first_player=first if first >= 0 else None, options=options)

    def _players_changed(self, count: int) -> None:
        for seat in range(self.game.max_players):
            shown = seat < count
            for widget in (self.seat_labels[seat], self.kind_boxes[seat], self.name_edits[seat]):
                widget.setVisible(shown)
        self._refresh_first()
        self._check_names()
        self._fit_screen()

    def _fit_screen(self) -> None:
        """Size the dialog to its whole form, but never taller (window frame included) or wider than the available
        geometry of its screen: there the form scrolls between the heading and the buttons, which stay in view."""
        limit = fit_to_screen(self, self.sizeHint())
        self.setMaximumHeight(limit.height())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_screen()  # its screen is known now (the window's, not the primary one)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            # The form's size changed (a seat added or removed, another language, an option's grid shown): its
            # layout is up to date now, so the dialog takes the form's new height where the screen has room.
            self._fit_screen()
        return handled

    def _refresh_first(self) -> None:
        """Fill "Who starts" with Random and the names of the seats in play."""
        count = self.players.value()
        current = self.first.currentIndex()
        self.first.blockSignals(True)
        self.first.clear()
        self.first.addItem(self.tr("Random"))
        for seat in range(count):
            self.first.addItem(self.name_edits[seat].text().strip() or default_name(seat))
        self.first.setCurrentIndex(current if 0 <= current <= count else 0)
        self.first.blockSignals(False)

    def shown_names(self) -> list[str]:
        """The names the seats in play would have at the table (an empty field gives the seat's default name)."""
        return [
            shown_name(seat, stored_name(seat, self.name_edits[seat].text())) for seat in range(self.players.value())
        ]

    def duplicate_names(self) -> list[str]:
        """The names (as shown) that two or more seats in play would share, ignoring case; empty when all differ."""
        seen: dict[str, str] = {}
        twice: list[str] = []
        for name in self.shown_names():
            key = name.casefold()
            if key in seen and seen[key] not in twice:
                twice.append(seen[key])
            seen.setdefault(key, name)
        return twice

    def _check_names(self) -> None:
        """Refuse a setup in which two seats share a name (the log and the hot-seat curtain would be ambiguous):
        say which name is taken twice and disable OK until it is changed."""
        twice = self.duplicate_names()
        if twice:
            self.name_problem.setText(
                self.tr("Each player needs a different name: %1 is used more than once.").replace(
                    "%1", self.tr(", ").join(isolate(name) for name in twice)
                )
            )
        self.name_problem.setVisible(bool(twice))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not twice)

    def accept(self) -> None:
        if self.duplicate_names():
            return
        super().accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game: %1").replace("%1", game_name(self.game.id)))
        self.heading.setText(game_name(self.game.id))
        self.players_label.setText(self.tr("Players"))
        self.players_fixed.setText(self.tr("%Ln player(s)", "", self.game.min_players))
        self.first_label.setText(self.tr("Who starts"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.options_box.setTitle(self.tr("Options"))
        self.practice.setText(self.tr("Practice game: undo whole turns, even past cards you have seen"))
        self.practice.setToolTip(self.tr("The deal stays the same. A practice game is not counted in the statistics."))
        for seat in range(self.game.max_players):
            self.seat_labels[seat].setText(self.tr("Player %1").replace("%1", number(seat + 1)))
            kind = self.kind_boxes[seat]
            kind.setItemText(0, self.tr("Human"))
            kind.setItemText(1, self.tr("Computer (easy)"))
            kind.setItemText(2, self.tr("Computer (normal)"))
            kind.setItemText(3, self.tr("Computer (hard)"))
            if seat not in self._edited:
                self.name_edits[seat].setText(default_name(seat))
            self.name_edits[seat].setPlaceholderText(default_name(seat))
        for field_name, label in self.option_labels.items():
            field = self.game.options_model.model_fields[field_name]
            text = self._option_text.get(field_name) or field.title or field_name.replace("_", " ").capitalize()
            label.setText(translate("Options", text))
            widget = self.option_widgets[field_name]
            for combo in widget.combos if isinstance(widget, ChoiceList) else [widget]:
                if isinstance(combo, QComboBox):
                    for i in range(combo.count()):
                        choice = str(combo.itemData(i))
                        combo.setItemText(
                            i, translate("Options", self._option_text.get(f"{field_name}.{choice}", choice))
                        )
            if isinstance(widget, ChoiceList):
                widget.retranslate()
        if self.first.count():
            self._refresh_first()
            self._check_names()

    def setup(self, seed: int | None = None) -> GameSetup:
        """The chosen setup. ``seed`` (default: random) seeds the match."""
        count = self.players.value()
        seats = []
        for seat in range(count):
            index = self.kind_boxes[seat].currentIndex()
            agent = None if index == 0 else f"ismcts:{LEVELS[index - 1]}"
            seats.append(SeatConfig(stored_name(seat, self.name_edits[seat].text()), agent))
        options: dict[str, Any] = {}
        for field_name, widget in self.option_widgets.items():
            options[field_name] = _option_value(widget)
        if self.chooses_first:
            first = self.first.currentIndex() - 1
            options[FIRST_PLAYER_OPTION] = first if first >= 0 else None
        seed = random.randrange(2**31) if seed is None else seed
        return GameSetup(self.game.id, tuple(seats), options, seed, self.practice.isChecked())


class _WholeScrollArea(QScrollArea):
    """A frameless scroll area that asks for room for its whole widget (a plain ``QScrollArea`` asks for at most
    24 lines), so a dialog holding it is as tall as its content until the screen limits it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        hint = widget.sizeHint()
        # Room for the vertical scroll bar, so the form keeps its width when the screen makes it scroll.
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return QSize(hint.width() + bar, hint.height())

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            # The widget's size hint changed: a plain scroll area keeps the one its window's layout cached, so the
            # dialog would not learn that the form grew (nor re-fit to it).
            self.updateGeometry()
        return super().viewportEvent(event)

    def minimumSizeHint(self) -> QSize:
        widget = self.widget()
        base = super().minimumSizeHint()
        if widget is None:
            return base
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return QSize(widget.minimumSizeHint().width() + bar, base.height())


class ChoiceList(QWidget):
    """The editor of an options field that is a fixed-length tuple of choices (``tuple[Literal[...], ...] | None``,
    e.g. Silver's custom deck: an edition per card number): one combo box per item in a grid, each labelled with its
    index (in the interface's digits) and offering the item's own choices.

    The field's ``json_schema_extra`` says ``item_choices`` (per item, the values it may take; required) and may say
    ``when`` (``[field, value]``: the list is editable only while that other option has that value, and is then
    the field's value; otherwise the field's default). The choices' texts are the dialog's option labels
    ``"<field>.<value>"`` (translated in the "Options" context), the value itself without one. Each item is
    labelled by ``item_label(index, value)`` for the choice it shows (the game table's
    :meth:`~cardtable.ui.table.base.GameTable.option_item_label`: Silver names the card each edition gives), by
    default its index."""

    COLUMNS = 4

    def __init__(self, choices: Sequence[Sequence[Any]], default: Sequence[Any] | None, when: Any, parent: QWidget):
        super().__init__(parent)
        self.default = None if default is None else tuple(default)
        self.when: tuple[str, Any] | None = (str(when[0]), when[1]) if when else None
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.combos: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for i, item in enumerate(choices):
            label, combo = QLabel(self), QComboBox(self)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
            for choice in item:
                combo.addItem(str(choice), choice)
            combo.currentIndexChanged.connect(lambda _i, k=i: self._label_item(k))
            row, column = divmod(i, self.COLUMNS)
            grid.addWidget(label, row, 2 * column)
            grid.addWidget(combo, row, 2 * column + 1)
            self.labels.append(label)
            self.combos.append(combo)
        self.set_value(default)
        self.retranslate()

    item_label: Callable[[int, Any], str] | None = None
    """The text of item ``index``'s label while it shows ``value`` (default: the index in the interface's
    digits)."""

    def label_items(self, item_label: Callable[[int, Any], str], columns: int = 4) -> None:
        """Label each item by ``item_label(index, value)``, in ``columns`` columns (the labels are longer)."""
        self.item_label = item_label
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        for i, (label, combo) in enumerate(zip(self.labels, self.combos, strict=True)):
            grid.removeWidget(label)
            grid.removeWidget(combo)
            row, column = divmod(i, columns)
            grid.addWidget(label, row, 2 * column)
            grid.addWidget(combo, row, 2 * column + 1)
        self.retranslate()

    def retranslate(self) -> None:
        for i in range(len(self.labels)):
            self._label_item(i)

    def _label_item(self, i: int) -> None:
        if i >= len(self.labels):  # a combo filled while the grid is built
            return
        value = self.combos[i].currentData()
        self.labels[i].setText(number(i) if self.item_label is None else self.item_label(i, value))

    def set_value(self, value: Sequence[Any] | None) -> None:
        """Show ``value`` (one choice per item; ``None``: each item's first choice)."""
        for i, combo in enumerate(self.combos):
            index = combo.findData(value[i]) if value is not None and i < len(value) else 0
            combo.setCurrentIndex(max(0, index))

    def value(self) -> list[Any] | None:
        """The chosen items (a JSON list) while editable, else the field's default."""
        if not self.isEnabled():
            return None if self.default is None else list(self.default)
        return [combo.currentData() for combo in self.combos]


def _option_widget(
    annotation: Any, default: Any, metadata: list[Any], parent: QWidget, extra: dict[str, Any] | None = None
) -> QWidget | None:
    """An editor for one options-model field (bool, int with ge/le bounds, optional int, Literal or Enum choices,
    str, a tuple of choices with ``item_choices`` in ``extra``: :class:`ChoiceList`); ``None`` for a type the form
    cannot edit (the field keeps its default)."""
    args = typing.get_args(annotation)
    if extra and "item_choices" in extra:
        return ChoiceList(extra["item_choices"], default, extra.get("when"), parent)
    if set(args) == {int, type(None)}:
        spin = QSpinBox(parent)
        low = int(next((m.ge for m in metadata if isinstance(m, Ge)), 0))  # type: ignore[call-overload]
        high = int(next((m.le for m in metadata if isinstance(m, Le)), 9))  # type: ignore[call-overload]
        spin.setRange(low - 1, high)
        spin.setSpecialValueText(translate("Options", QT_TRANSLATE_NOOP("Options", "Default")))
        spin.setValue(low - 1 if default is None else int(default))
        spin.setProperty("optional", True)
        return spin
    if annotation is bool:
        box = QCheckBox(parent)
        box.setChecked(bool(default))
        return box
    if annotation is int:
        spin = QSpinBox(parent)
        low = next((m.ge for m in metadata if isinstance(m, Ge)), 0)
        high = next((m.le for m in metadata if isinstance(m, Le)), 99)
        spin.setRange(int(low), int(high))  # type: ignore[call-overload]
        spin.setValue(int(default))
        return spin
    choices: list[Any] | None = None
    if typing.get_origin(annotation) is typing.Literal:
        choices = list(args)
    elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        choices = [m.value for m in annotation]
    if choices is not None:
        combo = QComboBox(parent)
        for choice in choices:
            combo.addItem(translate("Options", str(choice)), choice)
        combo.setCurrentIndex(max(0, choices.index(default.value if isinstance(default, enum.Enum) else default)))
        return combo
    if annotation is str:
        return QLineEdit(str(default), parent)
    return None


def _set_option_value(widget: QWidget, value: Any) -> None:
    """Show ``value`` (a valid value of the field) in the editor made by :func:`_option_widget`."""
    if isinstance(widget, ChoiceList):
        widget.set_value(value)
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(widget.minimum() if value is None and widget.property("optional") else int(value))
    elif isinstance(widget, QComboBox):
        index = widget.findData(value.value if isinstance(value, enum.Enum) else value)
        if index >= 0:
            widget.setCurrentIndex(index)
    elif isinstance(widget, QLineEdit):
        widget.setText(str(value))


def _option_value(widget: QWidget) -> Any:
    if isinstance(widget, ChoiceList):
        return widget.value()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        if widget.property("optional") and widget.value() == widget.minimum():
            return None
        return widget.value()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    assert isinstance(widget, QLineEdit)
    return widget.text()


class GameEndDialog(QDialog):
    """The final standings and why the match ended; "Play again" (same setup, new seed), "New game" or "Watch
    replay"."""

    playAgain = Signal()
    newGame = Signal()
    replayRequested = Signal()

    def __init__(
        self,
        names: list[str],
        outcome: Outcome,
        reason: str,
        standings: Callable[[], tuple[str, Sequence[float]]],
        parent: QWidget | None = None,
        last_round: Callable[[], str | None] = lambda: None,
        match: bool = False,
        score: Literal["high", "low"] = "high",
    ) -> None:
        """``names``: the seats' names as stored (default names are shown in the current language,
        :func:`cardtable.ui.names.shown_name`). ``standings``: the game's score column, asked again after a language
        switch (:meth:`cardtable.ui.table.base.GameTable.standings` bound to the outcome): translated heading, value
        per seat. ``last_round``: rich text on the round that ended the match (hands revealed), also asked again
        after a language switch; ``None`` shows nothing. ``match``: the match was several games
        (:meth:`~cardtable.ui.table.base.GameTable.several_games`), so the headline names the match's winner as such
        (the last game's summary below may name another). ``score``: the game's score direction
        (:attr:`~cardtable.engine.base.GameInfo.score`): the rows are the winners first, then the others by that
        column, highest or lowest first (:func:`~cardtable.engine.base.rank_seats`, the rule the search and the
        statistics' winners follow too)."""
        super().__init__(parent)
        self.setObjectName("GameEndDialog")
        self._match = match
        self._standings = standings
        unit, values = standings()
        order = rank_seats(outcome.winners, values, score)
        rows = [(s, values[s], s in outcome.winners) for s in order]
        self.headline = QLabel(self)
        self.headline.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # names show literally, never as markup
        self.reason = QLabel(reason, self)
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setVisible(bool(reason))
        self._last_round = last_round
        self.last_round = RichLabel(self)
        self.last_round.setObjectName("lastRound")
        self.model = StandingsModel(rows, unit, lambda seat: shown_name(seat, names[seat]), self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.again_button = QPushButton(self)
        self.new_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.replay_button = QPushButton(self)
        self.replay_button.clicked.connect(self._watch_replay)
        self.again_button.setDefault(True)
        self.again_button.clicked.connect(self._play_again)
        self.new_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addWidget(self.last_round)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self._names = names
        self._outcome = outcome
        self.retranslate()
        # Tall enough for six seats without scrolling.
        header = self.table.horizontalHeader().sizeHint().height()
        rows_h = self.table.verticalHeader().defaultSectionSize() * len(names) + header + 4
        self.table.setMinimumHeight(rows_h)
        self.resize(480, 320)

    def _watch_replay(self) -> None:
        self.accept()
        self.replayRequested.emit()

    def _play_again(self) -> None:
        self.accept()
        self.playAgain.emit()

    def _new_game(self) -> None:
        self.accept()
        self.newGame.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match over") if self._match else self.tr("Game over"))
        self.model.set_unit(self._standings()[0])
        last_round = self._last_round()
        self.last_round.setText(last_round or "")
        self.last_round.setVisible(bool(last_round))
        winners = [isolate(shown_name(s, self._names[s])) for s in self._outcome.winners]
        if not winners:
            self.headline.setText(self.tr("The match is a draw.") if self._match else self.tr("The game is a draw."))
        elif len(winners) == 1:
            wins = self.tr("%1 wins the match!") if self._match else self.tr("%1 wins the game!")
            self.headline.setText(wins.replace("%1", winners[0]))
        else:
            self.headline.setText(self.tr("Shared win: %1").replace("%1", self.tr(", ").join(winners)))
        self.again_button.setText(self.tr("Play again"))
        self.new_button.setText(self.tr("New game"))
        self.replay_button.setText(self.tr("Watch replay"))
        self.close_button.setText(self.tr("Close"))


RULES_MARKERS = ("[interpretation]", "[house rule]", "[app choice]", "[برداشت]", "[قاعدهٔ خانگی]", "[انتخاب برنامه]")
# A mark as the rules pages write it: one of the marks' words, then an optional qualifier up to the closing bracket
# ("[house rule for the counts]", "[house rule: only Tyler Galpin is sourced]", "[قاعدهٔ خانگی، مگر جایی که گفته شده]").
RULES_MARK_PATTERN = QRegularExpression(
    r"\[(?:" + "|".join(QRegularExpression.escape(m[1:-1]) for m in RULES_MARKERS) + r")(?:[ :،,][^\[\]]*)?\]"
)


def rules_text(rules_file: str, lang: str) -> str:
    """The Markdown rules page ``rules_file`` (e.g. ``"animals.md"``) in ``lang``, falling back to English.

    Raises ``FileNotFoundError`` if the game has no rules page at all."""
    folder = files("cardtable.resources").joinpath("rules")
    localized = folder.joinpath(lang).joinpath(rules_file)
    if lang != "en" and localized.is_file():
        return localized.read_text(encoding="utf-8")
    return folder.joinpath(rules_file).read_text(encoding="utf-8")


def highlight_markers(document: QTextDocument) -> int:
    """Give every [interpretation] / [house rule] / [app choice] mark (English or Persian, with or without a
    qualifier such as "[house rule: in this round]", :data:`RULES_MARK_PATTERN`) a yellow background; returns how
    many were marked."""
    marked = 0
    fmt = QTextCharFormat()
    fmt.setBackground(QColor("#ffe58a"))
    fmt.setForeground(QColor("#5a3b00"))
    cursor = QTextCursor(document)
    while True:
        cursor = document.find(RULES_MARK_PATTERN, cursor)
        if cursor.isNull():
            break
        cursor.mergeCharFormat(fmt)
        marked += 1
    return marked


class RulesDialog(TextDialog):
    """Help → Rules: the game's whole rules page, with every [interpretation] and [app choice] (where the rulebook is
    silent) highlighted."""

    def __init__(self, game: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__("RulesDialog", (760, 640), parent)
        self.game = game
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules: %1").replace("%1", game_name(self.game.id)))
        self.browser.setMarkdown(rules_text(self.game.rules_file, current_language()))
        localize_list_numbers(self.browser.document())
        highlight_markers(self.browser.document())
