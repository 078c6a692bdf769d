"""The registry of games: every package under ``conjure.games`` that exposes ``RULES``.

Set the environment variable ``CONJURE_GAMES`` to a comma-separated list of package names to load
only those (useful while a new game package is being written). ``CONJURE_GAME_PACKAGES`` names more
packages, anywhere on the import path, each a game package of the same layout (the test suite's toy game is
one); they are registered after those of ``conjure.games``.

A game's faces (its picture, its board's click targets) are found here too, by convention and only when an
interface asks: :func:`face` imports the module ``<package>.<part>`` of the game's package and returns its
attribute named ``<PART>`` (``picture`` → ``PICTURE``). The interface that asks owns the contract (a
``Protocol``) and checks the object against it; the engine knows no face.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from functools import lru_cache

from conjure.engine.errors import ConfigError
from conjure.engine.rules import GameRules


def _names(variable: str) -> list[str]:
    return [n.strip() for n in os.environ.get(variable, "").split(",") if n.strip()]


@lru_cache(maxsize=1)
def _registered() -> tuple[dict[str, GameRules], dict[str, str]]:
    """The rules of every game by name, and the package each came from."""
    import conjure.games as pkg

    found: dict[str, GameRules] = {}
    packages: dict[str, str] = {}
    only = set(_names("CONJURE_GAMES"))
    names = [
        f"{pkg.__name__}.{info.name}"
        for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name)
        if not only or info.name in only
    ]
    for package in [*names, *_names("CONJURE_GAME_PACKAGES")]:
        module = importlib.import_module(package)
        rules = getattr(module, "RULES", None)
        if isinstance(rules, GameRules):
            found[rules.name] = rules
            packages[rules.name] = package
    return found, packages


def _all_rules() -> dict[str, GameRules]:
    return _registered()[0]


def all_rules() -> list[GameRules]:
    return list(_all_rules().values())


def get_rules(name: str) -> GameRules:
    """The rules of the game called ``name`` or one of its aliases (case-insensitive)."""
    key = name.strip().lower()
    for rules in _all_rules().values():
        if key == rules.name or key in rules.aliases:
            return rules
    raise ConfigError(f"unknown game {name!r}; games: {', '.join(sorted(_all_rules()))}")


def package(name: str) -> str | None:
    """The package of the registered game called ``name`` (its exact name), or None."""
    rules = _all_rules().get(name)
    if rules is None:
        return None
    return _registered()[1].get(name, type(rules).__module__)


def face(name: str, part: str) -> object | None:
    """What the game called ``name`` registers as its face ``part`` (an identifier such as ``picture``): the
    attribute ``PART`` of its module ``<package>.<part>``; None if the game is unknown or has no such module."""
    home = package(name)
    if home is None or not part.isidentifier():
        return None
    try:
        module = importlib.import_module(f"{home}.{part}")
    except ModuleNotFoundError as exc:
        if exc.name == f"{home}.{part}":
            return None
        raise
    return getattr(module, part.upper(), None)
