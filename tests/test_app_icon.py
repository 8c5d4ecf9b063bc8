"""The app's window icon and launcher id (cardtable/ui/app_icon.py)."""

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from cardtable.ui.app_icon import APP_ID, ICON_SIZES, app_icon, install_app_identity

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"


def test_icon_is_drawn_at_every_size(qapp: QApplication) -> None:
    icon = app_icon()
    assert set(icon.availableSizes()) == {QSize(size, size) for size in ICON_SIZES}
    image = icon.pixmap(64, 64).toImage()
    assert image.pixelColor(0, 0).alpha() == 0  # transparent outside the rounded square
    felt = image.pixelColor(32, 60)
    assert felt.alpha() == 255 and felt.green() > felt.red() and felt.green() > felt.blue()
    paper = image.pixelColor(32, 15)  # the top of the middle card
    assert min(paper.red(), paper.green(), paper.blue()) > 200


def test_identity_names_the_launcher_entry_and_sets_the_window_icon(qapp: QApplication) -> None:
    before = (QGuiApplication.desktopFileName(), QGuiApplication.windowIcon())
    try:
        install_app_identity(qapp)
        assert QGuiApplication.desktopFileName() == APP_ID
        assert (PACKAGING / f"{APP_ID}.desktop").is_file()
        assert not QGuiApplication.windowIcon().isNull()
    finally:
        QGuiApplication.setDesktopFileName(before[0])
        QGuiApplication.setWindowIcon(before[1])
