"""Trickerion: Legends of Illusion (Mindclash Games; Czech edition 2023): magicians learn tricks, buy props,
prepare them in their workshops and perform them in the theatre for fame.

Registered as ``RULES``: the whole game plays from the setup to the result; ``docs/rules/trickerion.md`` lists every
rule with its tests, the decisions on unclear text and the review against the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from conjure.engine.actions import Action
from conjure.engine.flow import FlowRules
from conjure.engine.rng import Rng
from conjure.engine.rules import OptionSpec, State

# the topic modules register their task kinds and phases on FLOW when imported: all of them are imported here
from . import evaluation, returns
from .flow import FLOW
from .locations import dark_alley, downtown, market, workshop  # noqa: F401
from .phases import assignment, opening, placement, preparation, round_end  # noqa: F401
from .presentation import PRESENTATION
from .scoring import result
from .setup import setup
from .theatre import abilities, performance, stage  # noqa: F401
from .view import redeal, view

NAME = "trickerion"
RETURNS = (returns.RETURN_TRICK + ":", returns.RETURN_PROP + ":")
RETURN_WEIGHT = 0.02  # the bots' weight of a side action that makes needed room (1.0 for any other; 0: never)


@dataclass
class TrickerionRules(FlowRules):
    name: str = NAME
    aliases: tuple[str, ...] = ("trk",)
    titles: dict[str, str] = field(
        default_factory=lambda: {
            "en": "Trickerion: Legends of Illusion",
            "cs": "Trickerion: Legendy iluzionismu",
            "de": "Trickerion: Legenden der Illusion",
        }
    )
    players: tuple[int, ...] = (2, 3, 4)
    options: tuple[OptionSpec, ...] = (
        OptionSpec(
            "dark_alley", True, (True, False), help="the Dark Alley module (Temná ulička in the Czech rulebook)"
        ),
        OptionSpec(
            "prophecies",
            True,
            (True, False),
            help="prophecies (věštby in the Czech rulebook); only with the Dark Alley",
        ),
        OptionSpec("first_game", False, (False, True), help="the beginner setup instead of the setup choices"),
    )
    rules_version: str = "7"
    presentation = PRESENTATION

    def check_options(self, players: int, options: dict[str, Any]) -> None:
        if not options["dark_alley"]:
            options["prophecies"] = False  # prophecies are part of the Dark Alley module

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return setup(players, options, rng)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        return redeal(state, seat, rng)

    def result(self, state: State) -> dict[str, Any]:
        return result(state)

    def evaluate(self, state: State, seat: int) -> float | None:
        return evaluation.evaluate(state, seat)

    def evaluate_seats(self, state: State) -> list[float]:
        return evaluation.evaluate_seats(state)

    def bot_settled(self, state: State, seat: int) -> bool:
        return evaluation.settled(state, seat)

    def bot_weight(self, state: State, seat: int, action: Action) -> float:
        """Returning a trick or a prop (a side action, offered with every decision): never for a bot unless it makes
        room the seat lacks, and then rarely (last among equals)."""
        if not action.id.startswith(RETURNS):
            return 1.0
        return RETURN_WEIGHT if returns.worth_it(state, seat, action.id) else 0.0


TrickerionRules.flow = FLOW

RULES = TrickerionRules()
