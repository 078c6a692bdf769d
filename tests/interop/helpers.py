"""What the interop tests share: the games with an adapter and every configuration each one plays."""

from __future__ import annotations

from typing import Any

import pytest

from conjure.engine.registry import get_rules
from conjure.interop.spec import interop_games

GAMES = interop_games()
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    (name, players, options) for name in GAMES for players, options in get_rules(name).sample_configs()
]
SMALLEST = {name: next((n, o) for g, n, o in CONFIGS if g == name) for name in GAMES}


def config_id(config: tuple[str, int, dict[str, Any]]) -> str:
    name, players, options = config
    return f"{name}-{players}p" + "".join(f"-{k}={v}" for k, v in sorted(options.items()))


def need(module: str) -> Any:
    """The module of the optional extra ``rl``, or a clean skip saying how to get it."""
    return pytest.importorskip(module, reason=f"{module} is not installed: pip install -e '.[rl]' (CI installs it)")
