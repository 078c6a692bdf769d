"""How a random seat leans: towards progress (committing a catch, ending a turn), never changing legality."""

from __future__ import annotations

from typing import Any

from . import ids
from .catch import can_place_all, power_needed, selection

State = dict[str, Any]


def bot_weight(state: State, seat: int, action_id: str) -> float:
    """Random seats prefer progress: committing a catch, ending a turn; never changes legality."""
    match chosen := ids.parse(action_id):
        case ids.Cadd(what):
            return _catch_weight(state, seat, what)
        case ids.Move(field):
            return _move_weight(state, seat, field)
    return _WEIGHTS.get(chosen.kind, 1.0)


def _move_weight(state: State, seat: int, field: str) -> float:
    """Prefer round fields with djinn the seat could catch now."""
    djinn = state["djinn"].get(field)
    if not djinn:
        return 1.0
    p = state["seats"][seat]
    return 10.0 if p["power"] >= 4 and can_place_all(p, djinn[:1]) else 2.0


def _catch_weight(state: State, seat: int, arg: str) -> float:
    """Prefer adding a djinn the seat can still pay for and place."""
    node = state["tasks"][-1]
    trial = {**node, "djinn": dict(node["djinn"])}
    if arg == "boss":
        trial["boss"] += 1
    else:
        trial["djinn"][arg] += 1
    p = state["seats"][seat]
    ok = can_place_all(p, selection(trial)) and power_needed(state, p, trial) <= p["power"]
    return 5.0 if ok else 0.05


_WEIGHTS = {
    "cgo": 100.0,
    "cdel": 0.05,
    "xchest": 1.0,
    "cnone": 0.2,
    "end": 3.0,
    "key": 0.2,
    "swap": 0.3,
    "decline": 0.3,
    "stay": 1.0,
    "award": 20.0,
    "bottle": 5.0,
    "act": 2.0,
    "cmage": 0.5,
}
