"""The engine's modules import each other without a cycle, and never a game."""

from __future__ import annotations

import ast
from pathlib import Path

import conjure.engine

ENGINE = Path(conjure.engine.__file__).parent


def _engine_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports anywhere in its code (a function-level import counts too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name.rsplit(".", 1)[-1] for name in found if name.startswith("conjure.engine.")}


def test_engine_imports_form_no_cycle() -> None:
    graph = {p.stem: _engine_imports(p) for p in ENGINE.glob("*.py") if p.stem != "__init__"}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(n == goal or (n not in seen and reaches(n, goal, seen | {n})) for n in graph.get(start, ()))

    cycles = [name for name in graph if reaches(name, name, set())]
    assert cycles == []
    assert "registry" not in graph["actions"] and "registry" not in graph["presentation"]


def test_engine_never_imports_a_game() -> None:
    for path in ENGINE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "conjure.games." not in text.replace("import conjure.games as pkg", ""), path.name
