"""Insula's turn machine: ``FLOW``, on which the topic modules register their task kinds, and the phase steps.

The phases: ``turn`` (a player's turn, one ``turn`` decision after another until the turn ends), ``fight``
(the end of the round: the common fights begin), ``resolve`` (the fights are carried out as tasks, the last
of which starts the next round) and ``over``.
"""

from __future__ import annotations

from functools import cache

from conjure.engine.actions import make_id
from conjure.engine.flow import Events, Flow, State
from conjure.engine.rng import Rng

FLOW = Flow("insula")

# action ids are few and recur all game long: each is built once by make_id, then looked up
action_id = cache(make_id)


def turn_order(state: State) -> list[int]:
    """Seats in the order of the round: from the left of the battle-card holder, holder last."""
    n = len(state["seats"])
    h = state["holder"]
    return [(h + 1 + i) % n for i in range(n)]


from . import fights, turn  # noqa: E402  (they and the modules they import register their kinds on FLOW)


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
