"""Djinn's turn machine: the engine's :class:`Flow` and the phase steps (DJN-FLOW-*).

Every pending task kind is registered once, in the module of its topic: the draft and the turn in
``turn.py``, movement in ``map.py``, the catch in ``catch.py``, the locations in ``locations.py``, Tom
in ``solo.py``. When the stack is empty, the phase step puts the next main decision on it: the draft
pick of the seat whose turn it is, or the current stage of the current seat's turn (``move``,
``blocked`` at an occupied edge, ``field`` once it has arrived).
"""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import Flow
from conjure.engine.rng import Rng

from .data import SOURCE

State = dict[str, Any]
Task = dict[str, Any]
Events = list[dict[str, Any]]

FLOW: Final = Flow("djinn")
TURN_KINDS: Final = ("draft", "move", "blocked", "field")  # the main decisions; the rest is pending work above them


@FLOW.phase("draft")
def draft_pick(state: State, rng: Rng, events: Events) -> bool:
    """The character draft: the next seat in the snake order picks a tile (DJN-SETUP-10)."""
    Flow.push(state, {"t": "draft", "seat": state["draft"][0]})
    return True


@FLOW.phase("play")
@FLOW.phase("final")
def turn_stage(state: State, rng: Rng, events: Events) -> bool:
    """The current seat's turn goes on at its stage: move, blocked at an occupied edge, or at the field."""
    Flow.push(state, {"t": state["turn"]["stage"], "seat": state["current"]})
    return True


# the legal lists of the commonest decisions (the field, the move, the catch), in the flow's order, kept by the
# options as listed: those kinds are registered ``ordered`` and list through :func:`in_flow_order`, so the engine
# does not sort them again at each step (at most ORDER_KEPT lists, cleared when full: the lists are the game's own
# options, made from its data, never from a client)
ORDER_KEPT: Final = 20_000
_ORDER: dict[tuple[str, ...], list[str]] = {}
_KEYS: Final[dict[str, tuple[Any, ...]]] = {}


def in_flow_order(ids: list[str]) -> list[str]:
    """``ids`` unique and in the flow's order (:attr:`FLOW.key`): the list the engine makes of a kind's options
    (``Flow.legal_ids``), found once for each list of options as they come."""
    if len(ids) < 2:
        return ids
    listed = tuple(ids)
    found = _ORDER.get(listed)
    if found is None:
        if len(_ORDER) >= ORDER_KEPT:
            _ORDER.clear()
            _KEYS.clear()
        keys = _KEYS
        for aid in ids:
            if aid not in keys:
                keys[aid] = FLOW.key(aid)
        found = _ORDER[listed] = sorted(set(ids), key=keys.__getitem__)
    return list(found)  # a copy: the kept list is never handed out


def logged(state: State, caused: Events) -> Events:
    """The log's copies of the events an action caused, each field named by the location shown there
    (so no event shares a list with the state, DJN-LOG-1)."""
    if not caused:  # most actions cause no event
        return []
    for event in caused:
        field = event.get("field")
        if isinstance(field, str):
            event["at"] = state["tiles"].get(field, SOURCE)
    return [event_copy(event) for event in caused]


def event_copy(event: dict[str, Any]) -> dict[str, Any]:
    """``json_copy(event)``, cheaper for the usual event: a new dict whose values are mostly numbers and
    strings (shared as they are); only a list, dict or tuple in it is copied deeply."""
    if type(event) is not dict:
        copied: dict[str, Any] = json_copy(event)
        return copied
    copy = dict(event)
    for key, value in copy.items():
        if isinstance(value, (dict, list, tuple)):
            copy[key] = json_copy(value)
    return copy


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars): what ``copy.deepcopy`` gives, several times faster."""
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    if isinstance(value, tuple):
        return tuple(json_copy(v) for v in value)
    return value
