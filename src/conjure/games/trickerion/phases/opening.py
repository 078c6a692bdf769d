"""The opening of a round (rulebook: Hod kostkami; Nastavení pořadí iniciativy; Propagace).

The phase step ``round_start`` queues the dice roll, the new initiative order (not in round 1) and the
advertising decisions in initiative order, then moves the game to the Assignment phase.
"""

from __future__ import annotations

from typing import Any, Final

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task

ADVERTISE: Final = ids.Advertise().format()
PASS: Final = ids.Pass().format()
_COSTS: Final[list[int]] = [int(c) for c in data.C["advertise_cost_by_initiative"]]  # by track position, from 1
_FAME: Final = data.C["advertise_fame"]  # the fame advertising gives


@FLOW.phase("round_start")
def round_start(state: State, rng: Rng, events: Events) -> bool:
    FLOW.push_all(state, [{"t": "roll_dice"}, {"t": "set_initiative"}, {"t": "advertising"}])
    state["phase"] = "assignment"
    return True


@FLOW.auto("roll_dice")
def roll_dice(state: State, task: Task, rng: Rng, events: Events) -> None:
    """All six Downtown dice are rolled; a face "X" offers nothing this round (TRK-ROUND-1)."""
    state["dice"] = {die.id: rng.choice(die.faces) for die in data.DICE.values()}
    events.append({"type": "dice", "round": state["round"], "dice": dict(state["dice"])})


def initiative_order(fame: list[int], current: list[int]) -> list[int]:
    """The least famous player first; players with equal fame swap places, i.e. among them the order is reversed
    (for two tied players exactly the rulebook's swap) (TRK-ROUND-2)."""
    keys = {seat: (fame[seat], -i) for i, seat in enumerate(current)}  # each seat's key made once
    return sorted(current, key=keys.__getitem__)


@FLOW.auto("set_initiative")
def set_initiative(state: State, task: Task, rng: Rng, events: Events) -> None:
    if state["round"] == 1:
        return  # round 1 keeps the random setup order
    fame = [seat["fame"] for seat in state["seats"]]
    state["initiative"] = initiative_order(fame, state["initiative"])
    events.append({"type": "initiative", "order": list(state["initiative"])})


def advertising_cost(state: State, seat: int) -> int:
    """1–4 coins by the seat's initiative-track position (positions 1 and 3 with two players) (TRK-ROUND-3)."""
    initiative: list[int] = state["initiative"]
    track: list[int] = state["track"]
    return _COSTS[track[initiative.index(seat)] - 1]


@FLOW.auto("advertising")
def advertising(state: State, task: Task, rng: Rng, events: Events) -> None:
    FLOW.push_all(state, [{"t": "advertise", "seat": seat} for seat in state["initiative"]])


def advertise_options(state: State, task: Task, seat: int) -> list[str]:
    seats: list[dict[str, Any]] = state["seats"]
    own = seats[seat]
    return [ADVERTISE, PASS] if own["coins"] >= advertising_cost(state, seat) and own["poster"] else [PASS]


@FLOW.decision("advertise", advertise_options)
def advertise(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Pay the cost, put the poster up, gain 2 fame at once; or let it be."""
    state["tasks"].pop()
    if aid != ADVERTISE:
        return
    own = state["seats"][seat]
    cost = advertising_cost(state, seat)
    own["coins"] -= cost
    own["fame"] += _FAME
    own["poster"] = False
    events.append({"type": "advertise", "seat": seat, "coins": cost, "fame": _FAME})
