"""Windows that fit their screen: the main window and the dialogs ask for the size they want and get at most the
available geometry of the screen they are on (its work area: the screen less panels and docks), window frame
included, so no part of them (a dialog's buttons, the start screen's "New game…") opens off-screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle, QWidget


def available(window: QWidget) -> QRect | None:
    """The available geometry of the screen ``window`` is on (before it is shown: the screen Qt will show it on,
    else the primary screen), or ``None`` when there is no screen at all."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def frame_size(window: QWidget) -> QSize:
    """How much ``window``'s frame adds to its size: measured once it is shown with a frame drawn, else room for a
    title bar (the height a window manager will add) and no width."""
    frame = window.frameGeometry().size() - window.geometry().size() if window.isVisible() else QSize(0, 0)
    if frame.height() <= 0:
        frame.setHeight(window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight))
    return frame


def fit_to_screen(window: QWidget, wanted: QSize) -> QSize:
    """Resize ``window`` (a top-level widget) to ``wanted`` (never below its minimum size), but no larger, frame
    included, than the available geometry of its screen (:func:`available`); once it is shown, move it where its
    whole frame lies on that geometry if it does not.

    Returns the largest size the window may take there (its minimum size hint where the screen is smaller still);
    without a screen, ``wanted`` itself. Raises nothing."""
    room = available(window)
    if room is None:
        window.resize(wanted)
        return wanted
    frame = frame_size(window)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    limit = QSize(room.width() - frame.width(), room.height() - frame.height()).expandedTo(least)
    window.resize(wanted.expandedTo(window.minimumSize()).boundedTo(limit))
    outer = window.frameGeometry()
    if window.isVisible() and not room.contains(outer):
        window.move(
            max(room.left(), min(outer.left(), room.right() + 1 - outer.width())),
            max(room.top(), min(outer.top(), room.bottom() + 1 - outer.height())),
        )
    return limit
