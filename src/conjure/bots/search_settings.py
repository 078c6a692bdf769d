"""How ISMCTS searches a game: its settings, read from the ``[ismcts]`` table of the game's ``bot.toml``.

Every field has a default (the plain search: rollouts played to the end by the weighted random policy);
a game's table overrides some of them, and a key the table does not know is refused with the list of the
known ones. ``per_second`` is not a search setting but the calibration of "1 s a move": the iterations of
this variant in one second of one core in mid-game positions (``python -m conjure.bench``), which the levels
and the arena use so that the machine's load does not change the bot.
"""

from __future__ import annotations

import sys
import tomllib
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from conjure.engine.errors import ConfigError

ROLLOUTS = ("random", "heuristic")
FINALS = ("visits", "value")


@dataclass(frozen=True)
class SearchSettings:
    """One variant of the search. The defaults are the plain ISMCTS."""

    exploration: float = 0.7  # the UCB constant
    rollout: str = "random"  # the rollout policy: weighted random, or the greedy heuristic step
    rollout_depth: int | None = None  # stop after this many rollout steps and ask the game's evaluate
    rollout_turns: int | None = None  # stop after this many turns (any seat's) have settled, and evaluate
    rollout_own_turns: int | None = None  # stop when the leaf's seat has settled this many times, and evaluate
    turns_ahead: int | None = None  # judge every iteration where the bot's seat has settled this many times
    prior: float = 0.0  # a new node starts with this many virtual visits at evaluate's value
    final: str = "visits"  # the move played: the most visited root child, or the best valued one
    reuse: bool = False  # keep the subtree of the bot's own last move for its next decision
    patience: int | None = None  # own decisions in a row, nothing else happening, before the bot_weight step
    per_world: int = 1  # iterations that share one determinization (each on its own copy)
    root_prior: float = 0.0  # root children start with this many virtual visits at the heuristic's value
    widening: float = 0.0  # a node weighs only its best-ranked ceil(widening * sqrt(visits + 1)) actions
    per_second: int = 200  # iterations in one CPU-second of a mid-game (the calibration of "1 s")

    def __post_init__(self) -> None:
        if self.rollout not in ROLLOUTS:
            raise ConfigError(f"rollout {self.rollout!r} does not exist; rollouts: {', '.join(ROLLOUTS)}")
        if self.final not in FINALS:
            raise ConfigError(f"final {self.final!r} does not exist; finals: {', '.join(FINALS)}")
        for name in ("rollout_depth", "rollout_turns", "rollout_own_turns", "turns_ahead", "patience"):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise ConfigError(f"{name} must be 0 or more, not {value}")
        if self.exploration < 0 or self.prior < 0 or self.per_second <= 0 or self.per_world <= 0:
            raise ConfigError("exploration and prior must be 0 or more, per_second and per_world more than 0")
        if self.root_prior < 0 or self.widening < 0:
            raise ConfigError(f"root_prior and widening must be 0 or more, not {self.root_prior} and {self.widening}")

    def iterations(self, seconds: float) -> int:
        """The iterations that stand for ``seconds`` of thinking (at least one)."""
        return max(1, round(self.per_second * seconds))


PLAIN = SearchSettings()
KEYS = {f.name: f for f in fields(SearchSettings)}


def parse_settings(table: dict[str, Any], where: str = "[ismcts]") -> SearchSettings:
    """Settings from a TOML table; an unknown key or a value of the wrong kind is a ConfigError."""
    try:
        return replace(PLAIN, **checked(table, where))
    except ConfigError as error:
        raise ConfigError(f"{where}: {error}") from None


def checked(table: dict[str, Any], where: str = "ISMCTS settings") -> dict[str, Any]:
    """The values of ``table`` as the settings' fields take them; text (from the command line) is read as a
    TOML value, ``none`` as no limit. An unknown key or a value of the wrong kind is a ConfigError."""
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise ConfigError(f"{where}: unknown keys {unknown}; known: {', '.join(KEYS)}")
    return {key: value_of(key, raw, where) for key, raw in table.items()}


def value_of(key: str, raw: Any, where: str) -> Any:
    default = getattr(PLAIN, key)
    kind = int if default is None else type(default)
    if isinstance(raw, str) and kind is not str:
        if raw.strip().lower() == "none" and default is None:
            return None
        try:
            raw = tomllib.loads(f"v = {raw}")["v"]
        except tomllib.TOMLDecodeError:
            raise ConfigError(f"{where}: {key} must be {kind.__name__}, not {raw!r}") from None
    if kind is float and isinstance(raw, int) and not isinstance(raw, bool):
        raw = float(raw)
    if raw is None and default is None:
        return None
    if not isinstance(raw, kind) or (kind is int and isinstance(raw, bool)):
        raise ConfigError(f"{where}: {key} must be {kind.__name__}, not {raw!r}")
    return raw


def load_settings(path: Path) -> SearchSettings:
    """The ``[ismcts]`` table of a ``bot.toml`` (the plain settings when it has none)."""
    if not path.exists():
        return PLAIN
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    table = raw.get("ismcts", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [ismcts] must be a table")
    return parse_settings(table, f"{path} [ismcts]")


def settings_for(rules: object) -> SearchSettings:
    """A game's settings, from the ``bot.toml`` beside the module that defines its rules."""
    module = sys.modules[type(rules).__module__]
    if module.__file__ is None:
        return PLAIN
    return load_settings(Path(module.__file__).with_name("bot.toml"))
