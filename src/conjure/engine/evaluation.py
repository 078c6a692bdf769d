"""Feature-based position evaluation for bots: weights in a game's ``bot.toml``, one function per feature.

A game's ``evaluation`` module names its features (each a documented function of the state and a seat) and
reads their weights with :func:`load_weights` from the ``bot.toml`` beside its ``data.toml``, so tuning a bot
is a data change. :func:`squash` maps a margin of weighted sums onto (0, 1), the scale of the rules'
``evaluate`` hook.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conjure.engine.errors import ConfigError

Feature = Callable[[dict[str, Any], int], float]


@dataclass(frozen=True)
class Weights:
    """The weight of each feature and the margin that ``squash`` maps to about 0.73 (``scale``)."""

    features: dict[str, float]
    scale: float

    def value(self, features: Mapping[str, Feature], state: dict[str, Any], seat: int) -> float:
        """The weighted sum of the features for ``seat``."""
        return sum(weight * features[name](state, seat) for name, weight in self.features.items() if weight)


def load_weights(path: Path, features: Mapping[str, Feature]) -> Weights:
    """Read ``[weights]`` and ``scale`` from a ``bot.toml``; every feature needs a weight and vice versa."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    weights = {str(k): float(v) for k, v in raw.get("weights", {}).items()}
    if set(weights) != set(features):
        missing, unknown = sorted(set(features) - set(weights)), sorted(set(weights) - set(features))
        raise ConfigError(f"{path}: weights missing for {missing}, unknown features {unknown}")
    scale = float(raw.get("scale", 1.0))
    if scale <= 0:
        raise ConfigError(f"{path}: scale must be positive, not {scale}")
    return Weights(weights, scale)


def squash(margin: float, scale: float) -> float:
    """A margin of weighted sums as a value in (0, 1): 0.5 when even, towards 1 as ``margin`` grows."""
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, margin / scale))))
