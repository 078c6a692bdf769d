"""The registry of games: every package under ``conjure.games`` that exposes ``RULES``.

Set the environment variable ``CONJURE_GAMES`` to a comma-separated list of package names to load
only those (useful while a new game package is being written).
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from functools import lru_cache

from conjure.engine.errors import ConfigError
from conjure.engine.rules import GameRules


@lru_cache(maxsize=1)
def _all_rules() -> dict[str, GameRules]:
    import conjure.games as pkg

    found: dict[str, GameRules] = {}
    only = {n.strip() for n in os.environ.get("CONJURE_GAMES", "").split(",") if n.strip()}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if only and info.name not in only:
            continue
        module = importlib.import_module(f"{pkg.__name__}.{info.name}")
        rules = getattr(module, "RULES", None)
        if isinstance(rules, GameRules):
            found[rules.name] = rules
    return found


def all_rules() -> list[GameRules]:
    return list(_all_rules().values())


def get_rules(name: str) -> GameRules:
    """The rules of the game called ``name`` or one of its aliases (case-insensitive)."""
    key = name.strip().lower()
    for rules in _all_rules().values():
        if key == rules.name or key in rules.aliases:
            return rules
    raise ConfigError(f"unknown game {name!r}; games: {', '.join(sorted(_all_rules()))}")
