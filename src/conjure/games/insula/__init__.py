"""Insula (Czech Board Games, 2009): explore an island that grows as you walk, fight its guardians
together with secretly committed energy, and beat Kingoš in the citadel before dusk."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from conjure.engine.flow import FlowRules
from conjure.engine.rng import Rng
from conjure.engine.rules import OptionSpec, State

from . import evaluation, phases, scoring, turn
from .presentation import PRESENTATION
from .setup import check_options, setup
from .view import redeal, view

NAME = "insula"
FLOW = phases.FLOW  # the flow with every task kind and phase: phases imports all the topic modules


@dataclass
class InsulaRules(FlowRules):
    name: str = NAME
    aliases: tuple[str, ...] = ("ins",)
    titles: dict[str, str] = field(default_factory=lambda: {"en": "Insula", "cs": "Insula", "de": "Insula"})
    players: tuple[int, ...] = (2, 3, 4, 5)
    options: tuple[OptionSpec, ...] = (
        OptionSpec("advanced", False, (False, True), help="the advanced game (rulebook section G)"),
        OptionSpec(
            "citadel",
            "purple",
            ("purple", "blue"),
            help="advanced game only: the purple or the blue citadel (rulebook section G.5)",
        ),
    )
    rules_version: str = "4"  # 4: a peek asked in two steps (INS-STEP-1)
    state_version: str = "2"  # the refactor onto the engine Flow renamed the state keys (rules unchanged)
    presentation = PRESENTATION  # the words: labels, log, help, table
    flow = FLOW

    def check_options(self, players: int, options: dict[str, Any]) -> None:
        check_options(players, options)

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return setup(players, options, rng)

    def result(self, state: State) -> dict[str, Any]:
        return scoring.result(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        return redeal(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float | None:
        return evaluation.evaluate(state, seat)

    def bot_settled(self, state: State, seat: int) -> bool:
        return evaluation.settled(state, seat)

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """Every player count in the basic game; the advanced game with each citadel at small and large tables
        (tests/insula/test_properties.py plays every count with every option set)."""
        configs: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in self.players]
        configs += [(2, {"advanced": True}), (4, {"advanced": True})]
        configs += [(3, {"advanced": True, "citadel": "blue"}), (5, {"advanced": True, "citadel": "blue"})]
        return configs


# a turn's legal list without the engine's steps and sort made again (``turn.turn_legal_ids``) and any plain
# decision's without its sort made again (``turn.legal_ids``), and a one-step move of a turn without its moves listed
# again (``turn.take_whole``): the flow's lister and taker, so that the engine's own legal_actions and apply
# (compiled) use them
FLOW.lister = turn.legal_ids
FLOW.taker = turn.take_whole
RULES = InsulaRules()

__all__ = ["RULES", "InsulaRules"]
