"""The turn machine of Trickerion: ``FLOW`` and the phase steps; task kinds are registered in the topic modules."""

from __future__ import annotations

from typing import Any

from conjure.engine.flow import Flow, State, Task
from conjure.engine.rng import Rng

FLOW = Flow("trickerion")
Events = list[dict[str, Any]]

__all__ = ["FLOW", "Events", "State", "Task", "Rng", "seat_order"]


def seat_order(state: State, first: int = 0) -> list[int]:
    """Every seat once, clockwise from ``first``."""
    n = len(state["seats"])
    return [(first + i) % n for i in range(n)]


def hold_unbuilt_phases(*names: str) -> None:
    """A phase whose module is not part of this build stops the game there (nothing moves on); a module that
    registers the phase takes precedence. Called once all the package's modules are imported."""
    for name in names:
        if name not in FLOW.phases:
            FLOW.phase(name)(_not_built)


def _not_built(state: State, rng: Rng, events: Events) -> bool:
    return False


def hold_unbuilt_turns(*kinds: str) -> None:
    """A location turn whose module is not part of this build offers only ``end`` (asked, so the record shows it);
    a module that registers the kind takes precedence. Called once all the package's modules are imported."""
    for kind in kinds:
        if kind not in FLOW.decisions and kind not in FLOW.autos:
            FLOW.decision(kind, _only_end, ask_single=True)(_end_turn)


def _only_end(state: State, task: Task, seat: int) -> list[str]:
    return ["end"]


def _end_turn(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
