"""Bot levels for players: what each one is, in one table."""

from __future__ import annotations

from dataclasses import dataclass

from conjure.bots.heuristic import Heuristic
from conjure.bots.ismcts import Ismcts
from conjure.engine.bots import Bot, RandomBot
from conjure.engine.errors import ConfigError


@dataclass(frozen=True)
class Level:
    name: str
    about: str
    kind: str = "random"  # random, heuristic or ismcts
    seconds: float | None = None  # ISMCTS thinking per decision: CPU-seconds of the game's calibration


LEVELS: dict[str, Level] = {
    "easy": Level("easy", "weighted random: any legal move, favouring progress"),
    "medium": Level("medium", "heuristic: tries every move and keeps the best-judged position", "heuristic"),
    "hard": Level("hard", "ISMCTS, about 1 s a move, from what its seat can see", "ismcts", 1.0),
    "expert": Level("expert", "ISMCTS, about 5 s a move, from what its seat can see", "ismcts", 5.0),
}


def make_bot(level: str, seed: int) -> Bot:
    """A bot of ``level`` (see :data:`LEVELS`); ConfigError names the levels for an unknown one."""
    found = LEVELS.get(level)
    if found is None:
        raise ConfigError(f"bot level {level!r} does not exist; levels: {', '.join(LEVELS)}")
    if found.kind == "heuristic":
        return Heuristic(seed)
    if found.kind == "ismcts":
        return Ismcts(seed, cpu_seconds=found.seconds)  # the game's settings and calibration (bot.toml)
    return RandomBot(seed)
