"""The app's identity on the desktop: its icon (``resources/icons/cardtable.svg``, the same drawing as
``packaging/icons/cardtable.svg``) and the id of its launcher entry
(``packaging/io.github.cardtable.CardTable.desktop``)."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.cardtable.CardTable"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def app_icon() -> QIcon:
    """The app icon rendered from the bundled SVG at ``ICON_SIZES`` (pixels, square).

    Renders from the bytes (not a file path), so it works from a checkout, a wheel or a bundle alike. Raises
    ``RuntimeError`` if the SVG is missing from the install or does not parse.
    """
    data = files("cardtable.resources").joinpath("icons", "cardtable.svg").read_bytes()
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise RuntimeError("the bundled app icon resources/icons/cardtable.svg does not parse")
    icon = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def install_app_identity(app: QGuiApplication) -> None:
    """Give every window of ``app`` the app icon and tie the app to its launcher entry (``APP_ID``), so that
    Wayland compositors and docks show the launcher's name and icon for its windows."""
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
