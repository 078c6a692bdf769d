"""The game-agnostic engine: seats, turns, legal actions, views, events, randomness, saves."""

from conjure.engine.actions import Action, make_id, natural_key, parse_id, sort_actions
from conjure.engine.bots import Bot, RandomBot, play_out
from conjure.engine.errors import ConfigError, ConjureError, IllegalAction, LoadError
from conjure.engine.game import Game, load_game, new_game, replay
from conjure.engine.presentation import Presentation, TablePart
from conjure.engine.registry import all_rules, get_rules
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules, OptionSpec, State
from conjure.engine.undo import UNDO_EVENT, Barrier, UndoLimit, UndoRefused, reason_text

__all__ = [
    "UNDO_EVENT",
    "Action",
    "Barrier",
    "Bot",
    "ConfigError",
    "ConjureError",
    "Event",
    "Game",
    "GameRules",
    "IllegalAction",
    "LoadError",
    "OptionSpec",
    "Presentation",
    "make_id",
    "parse_id",
    "RandomBot",
    "Rng",
    "State",
    "TablePart",
    "all_rules",
    "get_rules",
    "load_game",
    "natural_key",
    "new_game",
    "play_out",
    "reason_text",
    "replay",
    "sort_actions",
    "UndoLimit",
    "UndoRefused",
]
