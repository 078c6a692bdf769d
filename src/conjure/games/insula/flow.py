"""Insula's turn machine: ``FLOW``, on which the topic modules register their task kinds and
:mod:`~conjure.games.insula.phases` its phase steps.

This module imports no other module of the game, so every topic module can import it; the package imports
``phases``, which imports the topic modules (and so every registration) and adds the phases.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from conjure.engine.actions import make_id
from conjure.engine.flow import Flow, State

FLOW: Final = Flow("insula")

# action ids are few and recur all game long: each is built once by make_id, then looked up
action_id = cache(make_id)


def turn_order(state: State) -> list[int]:
    """Seats in the order of the round: from the left of the battle-card holder, holder last."""
    n = len(state["seats"])
    h = state["holder"]
    return [(h + 1 + i) % n for i in range(n)]
