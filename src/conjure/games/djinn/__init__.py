"""Djinn (Benjamin Schwer; Hall Games / TLAMA games / Pegasus Spiele), 1-4 players, solo against Tom."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from conjure.engine.actions import Action
from conjure.engine.flow import FlowRules
from conjure.engine.rng import Rng
from conjure.engine.rules import OptionSpec, State

from . import bots, catch, evaluation, locations, map, scoring, solo, turn, view  # noqa: F401
from .flow import FLOW, logged
from .presentation import PRESENTATION
from .setup import setup

OPTIONS = (
    OptionSpec(
        "first_game",
        False,
        choices=(False, True),
        help="easier first game: no equal symbols joined, no scoring cards, no character tiles",
    ),
    OptionSpec("long_variant", False, choices=(False, True), help="one more djinn at the 3 Source-joined fields"),
    OptionSpec("tom_cards", 15, low=12, high=15, players=(1,), help="solo: cards in Tom's deck (fewer = harder)"),
)


@dataclass
class DjinnRules(FlowRules):
    """The Djinn rules object the engine talks to: every method delegates to the module of its job."""

    name: str = "djinn"
    aliases: tuple[str, ...] = ("dzin", "džin")
    titles: dict[str, str] = field(default_factory=lambda: {"cs": "Džin", "en": "Djinn", "de": "Djinn"})
    players: tuple[int, ...] = (1, 2, 3, 4)
    options: tuple[OptionSpec, ...] = OPTIONS
    rules_version: str = "2"
    state_version: str = "2"  # the refactor onto the engine Flow renamed the state keys (rules unchanged)
    presentation = PRESENTATION  # the words: labels, log, help, table
    flow = FLOW  # a class attribute (not a dataclass field): the one machine of every Djinn game

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return setup(players, options, rng)

    def result(self, state: State) -> dict[str, Any]:
        return scoring.result(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [
            (1, {}),
            (2, {}),
            (3, {}),
            (4, {}),
            (2, {"first_game": True}),
            (3, {"long_variant": True}),
            (1, {"tom_cards": 12, "long_variant": True}),
        ]

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        return view.redeal(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float | None:
        return evaluation.evaluate(state, seat)

    def bot_settled(self, state: State, seat: int) -> bool:
        return evaluation.settled(state, seat)

    def bot_weight(self, state: State, seat: int, action: Action) -> float:
        """Asked for every legal action at every step of a random rollout: an id whose weight its text alone gives
        is looked up (:data:`bots.FIXED`), the rest asked of :func:`bots.bot_weight`."""
        weight = bots.FIXED.get(action.id)
        return bots.bot_weight(state, seat, action.id) if weight is None else weight


# an action's events go to the log as copies naming each field's location (DJN-LOG-1): the flow's logger, so that
# the engine's own apply (compiled) does it
FLOW.logger = logged
RULES = DjinnRules()

__all__ = ["RULES"]
