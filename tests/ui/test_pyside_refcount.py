"""Guard for the PySide6 version pin in pyproject.toml: PySide6 6.12.0 on Python 3.11 returns ``None`` from void
methods without taking a reference, so a running app aborts with "deallocating None" after a few thousand calls."""

import sys

from PySide6.QtCore import QObject


def test_void_qt_calls_keep_the_reference_count_of_none():
    obj = QObject()
    before = sys.getrefcount(None)
    for _ in range(500):
        obj.setObjectName("x")
    assert sys.getrefcount(None) >= before - 5
