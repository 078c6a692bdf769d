"""The games the shared suites run: every registered game, and what its own tests tell the suites.

A game's test folder (``tests/<name>/``) has a module ``suite`` naming, per shared suite, the configurations
(players, options) to run and the facts to check against (``GOLDEN``, ``PICTURES``, ``BARRIERS``, ...). A game
whose suite module leaves a name out runs that suite with its first sample configuration (or not at all, where
a suite says so); so a new game is tested by the shared suites without editing them.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any

from conjure.engine import all_rules, get_rules

Config = tuple[str, int, dict[str, Any]]


def names() -> list[str]:
    """Every registered game, in the registry's order."""
    return [rules.name for rules in all_rules()]


@cache
def suite(name: str) -> ModuleType | None:
    """The module ``tests.<name>.suite`` (what the game's tests tell the shared suites), or None."""
    try:
        return importlib.import_module(f"tests.{name}.suite")
    except ModuleNotFoundError as exc:
        if exc.name in (f"tests.{name}", f"tests.{name}.suite"):
            return None
        raise


def told(name: str, key: str, default: Any = None) -> Any:
    """What the game's suite module says under ``key`` (``default`` if it says nothing)."""
    return getattr(suite(name), key, default)


def configs(key: str, sample: bool = True) -> list[Config]:
    """The (game, players, options) every game runs in the suite ``key``: its suite module's list, else (with
    ``sample``) its first sample configuration."""
    found: list[Config] = []
    for name in names():
        listed = told(name, key)
        if listed is None:
            listed = get_rules(name).sample_configs()[:1] if sample else []
        found += [(name, players, options) for players, options in listed]
    return found


def flagged(key: str) -> list[str]:
    """The games whose suite module says ``key = True``."""
    return [name for name in names() if told(name, key, False)]
