"""Insula (Czech Board Games, 2009): explore an island that grows as you walk, fight its guardians
together with secretly committed energy, and beat Kingoš in the citadel before dusk."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from conjure.engine.actions import Action
from conjure.engine.flow import FlowRules
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, OptionSpec, State

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

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """The flow's legal list; a turn's without the engine's steps and sort made again (``turn.turn_legal_ids``)."""
        ids = turn.turn_legal_ids(state, seat)
        if ids is None:
            return super().legal_actions(state, seat)
        return list(map(self._shared().__getitem__, ids))

    def apply(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        """The flow's resolution; a one-step move of a turn without its moves listed again (``turn.take_whole``)."""
        if not turn.take_whole(state, seat, action.id, rng, events):
            FLOW.resolve(state, seat, action.id, rng, events)

    def apply_offered(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        """:meth:`apply`, a peek's step taken from the moves its legal list was made from (``Flow.resolve``)."""
        if not turn.take_whole(state, seat, action.id, rng, events):
            FLOW.resolve(state, seat, action.id, rng, events, offered=True)

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


RULES = InsulaRules()

__all__ = ["RULES", "InsulaRules"]
