"""Insula's phases on ``FLOW``, and the one place that imports every topic module so that their task kinds are
registered before a game starts.

The phases: ``turn`` (a player's turn, one ``turn`` decision after another until the turn ends), ``fight``
(the end of the round: the common fights begin), ``resolve`` (the fights are carried out as tasks, the last
of which starts the next round) and ``over``.
"""

from __future__ import annotations

from typing import Final

from conjure.engine.flow import Events, State
from conjure.engine.rng import Rng

from . import cards, circles, fights, island, turn
from .flow import FLOW

TOPICS: Final = (cards, circles, fights, island, turn)  # the modules whose task kinds are registered on FLOW

__all__ = ["FLOW", "TOPICS"]


@FLOW.phase("turn")
def _turn(state: State, rng: Rng, events: Events) -> bool:
    """The player on turn decides again, or the turn passes on (C.1)."""
    return turn.next_in_turn(state, events)


@FLOW.phase("fight")
def _fight(state: State, rng: Rng, events: Events) -> bool:
    """The end of the round: the common fights begin (D, F.1)."""
    return fights.start(state, rng, events)


@FLOW.phase("resolve")
def _resolve(state: State, rng: Rng, events: Events) -> bool:
    return False  # never reached: the end_round task always moves the game to the next phase
