"""The engine stays pure Python: nothing under cardtable/engine imports Qt (ARCHITECTURE.md invariant)."""

import ast
import pathlib

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "cardtable" / "engine"
QT_ROOTS = {"PySide6", "shiboken6", "PyQt5", "PyQt6"}


def imported_roots(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_has_python_files():
    assert len(list(ENGINE.rglob("*.py"))) >= 3


def test_no_qt_import_under_engine():
    offenders = {str(p.relative_to(ENGINE)) for p in ENGINE.rglob("*.py") if imported_roots(p) & QT_ROOTS}
    assert not offenders, f"Qt imported in engine modules: {sorted(offenders)}"


def test_purity_checker_catches_qt(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport os\n")
    assert "PySide6" in imported_roots(bad)
