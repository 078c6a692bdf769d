"""The turn machine of Trickerion: ``FLOW`` and the phase steps; task kinds are registered in the topic modules."""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import word_order_key
from conjure.engine.flow import Flow, State, Task
from conjure.engine.rng import Rng

from . import data

DAY_ORDER: tuple[str, ...] = tuple(str(r["id"]) for r in data.DATA.raw["days"])  # Thursday … Sunday (data.toml)
FLOW = Flow("trickerion", key=word_order_key(DAY_ORDER))  # the Theatre's days in the week's order, not by name
Events = list[dict[str, Any]]

__all__ = ["DAY_ORDER", "FLOW", "Events", "State", "Task", "Rng", "seat_order"]


def seat_order(state: State, first: int = 0) -> list[int]:
    """Every seat once, clockwise from ``first``."""
    n = len(state["seats"])
    return [(first + i) % n for i in range(n)]
