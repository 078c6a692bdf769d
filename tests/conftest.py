"""Shared test helpers."""

from __future__ import annotations

import json
from typing import Any

import conjure


def snapshot(game: conjure.Game) -> str:
    """Everything a game holds, as canonical text (state, generator, history, log)."""
    return json.dumps(game.to_json(), sort_keys=True)


def config_id(config: tuple[str, int, dict[str, Any]]) -> str:
    name, players, options = config
    opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{name}-{players}p" + (f"-{opts}" if opts else "")
