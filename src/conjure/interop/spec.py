"""What the adapters know of a game, found through the registry: its package's ``interop`` module.

A game takes part in interop when its package (the one holding its ``RULES``) has a module ``interop`` with:

- ``ENV_VERSION`` (int): the N of the environment names ``conjure_<game>_v<N>``; raised whenever the catalog,
  the observation or the rules change what an agent trained on the old one would meet;
- ``OBSERVATION_VERSION`` (int): the version of the encoding below (docs/interop.md lists each version);
- ``MAX_DECISIONS`` (int): a bound on a game's length for OpenSpiel's ``max_game_length`` (an estimate);
- ``catalog_ids() -> list[str]``: every action id that can ever be legal, from the component data (the
  generator of the frozen catalog files ``actions.v<N>.json`` beside it, see :mod:`conjure.interop.catalog`);
- ``encode(view, seat) -> Features``: one seat's view (``Game.view(seat)``: only what it may see) as a vector of
  fixed length for every player count and option of the game.

Adding a game is that module plus its generated catalog file.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from conjure.engine import registry
from conjure.engine.errors import ConfigError
from conjure.engine.registry import all_rules, get_rules
from conjure.interop.features import Features


@dataclass(frozen=True)
class Spec:
    """A game's interop module, with where its package lies (the catalog files are there)."""

    name: str
    module: ModuleType
    folder: Path

    @property
    def env_version(self) -> int:
        return int(self.module.ENV_VERSION)

    @property
    def observation_version(self) -> int:
        return int(self.module.OBSERVATION_VERSION)

    @property
    def max_decisions(self) -> int:
        return int(self.module.MAX_DECISIONS)

    @property
    def generate(self) -> Callable[[], list[str]]:
        return self.module.catalog_ids  # type: ignore[no-any-return]

    def encode(self, view: dict[str, Any], seat: int) -> Features:
        return self.module.encode(view, seat)  # type: ignore[no-any-return]


def _package_of(name: str) -> str:
    """The package the registry found the game in (conjure.games.<game>, or one a setting names)."""
    return registry.package(get_rules(name).name) or type(get_rules(name)).__module__


@cache
def spec_of(name: str) -> Spec:
    """The interop spec of game ``name`` (ConfigError names the games that have one when it has none)."""
    rules = get_rules(name)
    package = _package_of(rules.name)
    try:
        module = importlib.import_module(f"{package}.interop")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.interop":
            raise
        raise ConfigError(
            f"{rules.name} has no interop adapter yet; games with one: {', '.join(interop_games())}"
        ) from None
    folder = Path(module.__file__ or "").parent
    return Spec(rules.name, module, folder)


def interop_games() -> list[str]:
    """The registered games whose package has an ``interop`` module."""
    found = []
    for rules in all_rules():
        package = _package_of(rules.name)
        if importlib.util.find_spec(f"{package}.interop") is not None:
            found.append(rules.name)
    return found
