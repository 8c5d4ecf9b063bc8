"""Computer players read observations and the engine's public accessors only: no code under ``cardtable/ai/`` reads a
private attribute (``x._name``) of anything but itself (``self`` / ``cls``)."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtable.ai

AI_DIR = Path(cardtable.ai.__file__).parent


def private_reads(source: str) -> list[str]:
    """``x._name`` reads in ``source`` where ``x`` is neither ``self`` / ``cls`` nor an imported module (``os._exit``
    is the standard library's own API)."""
    tree = ast.parse(source)
    modules = {"self", "cls"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
            and not (isinstance(node.value, ast.Name) and node.value.id in modules)
        ):
            found.append(f"line {node.lineno}: .{node.attr}")
    return found


def test_the_check_finds_a_private_read():
    assert private_reads("def f(state):\n    return len(state._deck)\n") == ["line 2: ._deck"]
    assert private_reads("class A:\n    def f(self):\n        return self._x\n") == []
    assert private_reads("import os\n\ndef f():\n    os._exit(0)\n") == []


def test_no_ai_module_reads_private_state():
    offenders = {
        str(path.relative_to(AI_DIR)): reads
        for path in sorted(AI_DIR.rglob("*.py"))
        if (reads := private_reads(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}
