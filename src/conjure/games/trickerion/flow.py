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
