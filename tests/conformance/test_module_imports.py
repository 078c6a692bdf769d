"""How a game package's modules import each other (issue 28): without a cycle, every import at the top of its
module, within the package by relative import only, and no other module's private names (nor in the engine).

The games come from the registry: a new game package is checked without editing this file.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import conjure.engine
from conjure.engine.registry import all_rules

GAMES = sorted(rules.name for rules in all_rules())


def _module(game: str) -> str:
    """The package of the game's rules, e.g. ``conjure.games.djinn``."""
    return type(next(r for r in all_rules() if r.name == game)).__module__


def _package(game: str) -> Path:
    return Path(sys.modules[_module(game)].__file__ or "").parent


def _trees(folder: Path) -> dict[str, ast.Module]:
    """Every module of the package, its subpackages' too, by its path in the package without ``.py``
    (``flow``, ``theatre/stage``, ``theatre/__init__``)."""
    return {
        p.relative_to(folder).with_suffix("").as_posix(): ast.parse(p.read_text(encoding="utf-8"))
        for p in sorted(folder.rglob("*.py"))
    }


def _siblings(tree: ast.Module, package: str, names: set[str], me: str = "") -> set[str]:
    """The modules of the same package that ``tree`` (the module ``me``, a key of :func:`_trees`) imports anywhere
    (a function-level import counts too); importing a subpackage counts as importing its ``__init__``."""
    here = me.split("/")[:-1]  # the folders of the module's own (sub)package
    found: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        module = node.module or ""
        if node.level >= 1 and node.level - 1 <= len(here):
            parts = here[: len(here) - (node.level - 1)] + (module.split(".") if module else [])
        elif node.level == 0 and (module == package or module.startswith(package + ".")):
            parts = module.removeprefix(package).removeprefix(".").split(".") if module != package else []
        else:
            continue
        for path in [parts] + [parts + [a.name] for a in node.names]:
            found.update({"/".join(path), "/".join([*path, "__init__"])})
    return found & names


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle of ``graph`` as the list of its modules, or [] if there is none."""
    state: dict[str, int] = {}  # 1 on the path being walked, 2 done
    path: list[str] = []

    def walk(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := walk(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for start in sorted(graph):
        if start not in state and (found := walk(start)):
            return found
    return []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_package_imports_form_no_cycle(game: str) -> None:
    trees = _trees(_package(game))
    packages = {name for name in trees if name.endswith("__init__")}
    graph = {name: _siblings(tree, _module(game), set(trees), name) - {name} - packages for name, tree in trees.items()}
    assert _cycle(graph) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_package_imports_its_own_modules_relatively(game: str) -> None:
    own = _module(game)
    absolute = [
        f"{name}.py:{node.lineno}"
        for name, tree in _trees(_package(game)).items()
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith(own)
    ]
    assert absolute == []


def _late_imports(trees: dict[str, ast.Module]) -> list[str]:
    """Imports after a function or class, or inside one (the imports of a module come first, at its top)."""
    late = []
    for name, tree in trees.items():
        code_seen = False
        for node in tree.body:
            code_seen = code_seen or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            if isinstance(node, ast.Import | ast.ImportFrom) and code_seen:
                late.append(f"{name}.py:{node.lineno}")
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                late += [
                    f"{name}.py:{inner.lineno}"
                    for inner in ast.walk(node)
                    if isinstance(inner, ast.Import | ast.ImportFrom)
                ]
    return late


@pytest.mark.parametrize("game", GAMES)
def test_a_game_module_imports_only_at_its_top(game: str) -> None:
    assert _late_imports(_trees(_package(game))) == []


def _private_imports(trees: dict[str, ast.Module]) -> list[str]:
    return [
        f"{name}.py:{node.lineno} {alias.name}"
        for name, tree in trees.items()
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module != "__future__"
        for alias in node.names
        if alias.name.startswith("_")
    ]


@pytest.mark.parametrize("game", GAMES)
def test_a_game_imports_no_private_name_of_another_module(game: str) -> None:
    assert _private_imports(_trees(_package(game))) == []


def test_the_engine_imports_no_private_name_of_another_module() -> None:
    assert _private_imports(_trees(Path(conjure.engine.__file__).parent)) == []


def test_the_checks_see_what_they_look_for() -> None:
    tree = ast.parse("from .a import _hidden, shown\n\ndef f():\n    from . import b\n\nfrom .c import d\n")
    assert _private_imports({"m": tree}) == ["m.py:1 _hidden"]
    assert _late_imports({"m": tree}) == ["m.py:4", "m.py:6"]
    assert _siblings(tree, "conjure.games.x", {"a", "b", "c"}) == {"a", "b", "c"}
    nested = ast.parse("from ..flow import F\nfrom . import stage\nfrom ..specials import decks\n")
    names = {"flow", "sub/stage", "specials/decks", "specials/__init__", "sub/__init__"}
    assert _siblings(nested, "conjure.games.x", names, "sub/labels") == names
