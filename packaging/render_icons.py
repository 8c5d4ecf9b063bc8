"""Render the app icon SVG to the PNG sizes desktops look for (run once after changing the SVG; commit the PNGs).

Input: ``packaging/icons/cardtable.svg``. Output: ``packaging/icons/<N>x<N>/cardtable.png`` for every N in
``SIZES`` (square, 32-bit RGBA, transparent outside the rounded square), and a copy of the SVG at
``resources/icons/cardtable.svg`` for the app's window icon. Uses Qt's SVG renderer, so it needs no display:
``QT_QPA_PLATFORM=offscreen python packaging/render_icons.py``. Raises ``SystemExit`` if the SVG does not parse.
"""

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parent / "icons"
SVG = ICONS / "cardtable.svg"
APP_COPY = Path(__file__).resolve().parent.parent / "resources" / "icons" / "cardtable.svg"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """Return the icon drawn into a transparent ``size`` x ``size`` pixel image."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> None:
    """Write every PNG size and the app's copy of the SVG; print what was written."""
    app = QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot parse {SVG}")
    for size in SIZES:
        out = ICONS / f"{size}x{size}" / "cardtable.png"
        out.parent.mkdir(exist_ok=True)
        if not render(renderer, size).save(str(out), "PNG"):
            raise SystemExit(f"cannot write {out}")
        print(out)
    APP_COPY.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, APP_COPY)
    print(APP_COPY)
    del app


if __name__ == "__main__":
    main()
