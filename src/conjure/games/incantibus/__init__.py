"""Incantibus (Cléo & Charles Chevallier): descend the tower, point your wand, beat the wizards.

The rulebook transcript is titled "Incalfibus"; that name is accepted as an alias.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from conjure.engine.flow import FlowRules
from conjure.engine.rng import Rng
from conjure.engine.rules import OptionSpec, State

from . import evaluation, gains, scoring, spell_phase, spells, view
from .data import DATA
from .flow import FLOW
from .presentation import PRESENTATION
from .setup import setup

__all__ = ["RULES", "IncantibusRules", "gains", "spell_phase", "spells"]  # the topic modules register FLOW's kinds

NAME = "incantibus"
MODE = OptionSpec(
    "mode",
    "apprentice",
    ("apprentice", "expert"),
    help="apprentice: the basic game; expert: spell books, the expert suitcase and the wand bonus",
)


@dataclass
class IncantibusRules(FlowRules):
    name: str = NAME
    aliases: tuple[str, ...] = ("incalfibus",)
    titles: dict[str, str] = field(default_factory=lambda: {"cs": "Incantibus", "en": "Incantibus", "de": "Incantibus"})
    players: tuple[int, ...] = (2, 3, 4)
    options: tuple[OptionSpec, ...] = (MODE,)
    rules_version: str = DATA.raw["meta"]["rules_version"]
    state_version: str = (
        "3"  # 2: the refactor onto the engine Flow; 3: no `players` count (len(seats)), as in every game
    )
    presentation = PRESENTATION  # the words: labels, log, help, table
    flow = FLOW  # not a dataclass field: the one machine, shared

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return setup(players, options, rng)

    def result(self, state: State) -> dict[str, Any]:
        return scoring.result(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        return view.redeal(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float | None:
        return evaluation.evaluate(state, seat)

    def evaluate_seats(self, state: State) -> list[float]:
        return evaluation.evaluate_seats(state)

    def bot_settled(self, state: State, seat: int) -> bool:
        return evaluation.settled(state, seat)

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [(n, {"mode": m}) for n in self.players for m in ("apprentice", "expert")]


RULES = IncantibusRules()
