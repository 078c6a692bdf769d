"""Conjure: four magic-themed board games, rules-exactly, on one engine.

>>> import conjure
>>> g = conjure.new_game("incantibus", players=3, seed=1)
>>> g.to_act
[0, 1, 2]
"""

from typing import Any

from conjure import _build  # noqa: F401  # first: the compiled build, or its sources (CONJURE_PURE, a source changed)
from conjure.engine import (
    Action,
    Bot,
    ConfigError,
    ConjureError,
    Game,
    IllegalAction,
    LoadError,
    RandomBot,
    UndoRefused,
    all_rules,
    get_rules,
    load_game,
    new_game,
    play_out,
    replay,
)

__version__ = "0.1.0"


def games() -> list[dict[str, Any]]:
    """The registered games: name, aliases, player counts and options with allowed values."""
    return [rules.describe() for rules in all_rules()]


# Importing the game packages rebinds ``conjure.games`` to the (callable) package conjure/games;
# both answer ``conjure.games()`` the same way.


__all__ = [
    "Action",
    "Bot",
    "ConfigError",
    "ConjureError",
    "Game",
    "IllegalAction",
    "LoadError",
    "RandomBot",
    "UndoRefused",
    "games",
    "get_rules",
    "load_game",
    "new_game",
    "play_out",
    "replay",
]
