"""The bundled Persian font (Vazirmatn, SIL OFL 1.1; licence in resources/fonts/OFL.txt)."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

FONT_FILES = ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf")
FAMILY = "Vazirmatn"


def install_fonts(app: QApplication, point_size: int = 10) -> str:
    """Register the Vazirmatn TTFs with QFontDatabase and make Vazirmatn the application font.

    Returns the registered family name. Raises ``RuntimeError`` if a font file is missing or unreadable (a broken
    install; the app would otherwise show boxes for Persian text).
    """
    family = FAMILY
    folder = files("cardtable.resources").joinpath("fonts")
    for name in FONT_FILES:
        data = folder.joinpath(name).read_bytes()
        font_id = QFontDatabase.addApplicationFontFromData(data)
        if font_id < 0:
            raise RuntimeError(f"could not load the bundled font {name}")
        family = QFontDatabase.applicationFontFamilies(font_id)[0]
    font = QFont(family, point_size)
    app.setFont(font)
    return family
