"""Returning tricks and props "at any time" (rulebook: Naučit se trik, *Triky, které už nepotřebujete, můžete
kdykoliv vrátit*; Krámky, *Kdykoli smíte rekvizity vrátit do společné zásoby*): side actions of the flow
(:meth:`conjure.engine.flow.Flow.side`), offered whenever a seat has a decision of its own, in any phase after the
setup, without ending it.

- ``return_trick:<trick>`` (TRK-DOWN-7): the trick card back to its deck, its markers (those on performance cards
  too) back to the supply; not while a pending task names the trick or a performance card holding one of its
  markers (it is being set up, performed or paid), nor in the Performance phase while one of its markers lies on a
  performance card;
- ``return_prop:<prop>`` (TRK-MARKET-8): one prop of that kind back to the supply (any number, one at a time).
"""

from __future__ import annotations

from typing import Any, Final

from . import data, ids
from .flow import FLOW, Events, Rng, State
from .locations.downtown import return_trick, trick_slot
from .locations.market import return_prop

RETURN_TRICK: Final = ids.ReturnTrick.kind
RETURN_PROP: Final = ids.ReturnProp.kind


def _named(tasks: list[dict[str, Any]]) -> set[str]:
    """Every text a pending task holds (one level into lists): the tricks and cards it is working on."""
    found: set[str] = set()
    for task in tasks:
        for value in task.values():
            if isinstance(value, str):
                found.add(value)
            elif isinstance(value, list):
                for v in value:
                    if isinstance(v, str):
                        found.add(v)
    return found


def returnable_tricks(state: State, seat: int) -> list[str]:
    """The seat's tricks it may return now: none that a pending task names or has a marker on a card it names, and
    in the Performance phase none with a marker on a performance card (the cards are being chosen and performed: a
    magician about to choose must keep a card to choose)."""
    seats: list[dict[str, Any]] = state["seats"]
    tricks: list[dict[str, Any]] = seats[seat]["tricks"]
    if not tricks:
        return []  # nothing to return: the tasks need not be read (asked at every decision of the seat)
    return _returnable(state, seat, tricks)


def _returnable(state: State, seat: int, tricks: list[dict[str, Any]]) -> list[str]:
    """:func:`returnable_tricks` of the seat's ``tricks`` (not empty): the stage's cards read one by one (those a
    task names, or all of them in the Performance phase) instead of as sets made of the stage and the tasks."""
    busy = _named(state["tasks"])
    stage: dict[str, list[dict[str, Any]]] = state["stage"]
    held: set[str] = set()
    if stage:
        every = state["phase"] == "performance"
        for card, markers in stage.items():
            if every or card in busy:
                for m in markers:
                    if m["seat"] == seat:
                        held.add(m["trick"])
    found: list[str] = []
    for t in tricks:
        trick: str = t["id"]
        if trick not in busy and trick not in held:
            found.append(trick)
    return found


def worth_it(state: State, seat: int, aid: str) -> bool:
    """Whether a return makes room the seat may need (for bots): a trick when there is no room for a new one, a prop
    when every board prop slot holds a kind. (Asked for every return offered at every step of a bot's rollout: the
    kind is told by the id's head, not by parsing it.)"""
    own = state["seats"][seat]
    if aid.startswith(_TRICK_HEAD):
        return trick_slot(own) is None
    multi = own["multi"]
    return len([c for c, n in own["props"].items() if n and c not in multi]) >= BOARD_SLOTS


def return_options(state: State, seat: int) -> list[str]:
    """The seat's returns now (asked at every decision of the seat): its tricks' (:func:`returnable_tricks`), then
    its props' by kind (:func:`_prop_options`), each id formatted once. A seat with neither tricks nor props (most
    often) is answered without reading the phase."""
    seats: list[dict[str, Any]] = state["seats"]
    own = seats[seat]
    tricks: list[dict[str, Any]] = own["tricks"]
    props: dict[str, int] = own["props"]
    if not tricks and not props:
        return []
    phase: str = state["phase"]
    if phase == "setup":
        return []
    found = _prop_options(props) if props else []
    if tricks:
        returnable = _returnable(state, seat, tricks)
        if returnable:
            return [_TRICK_IDS.get(t) or ids.text(ids.ReturnTrick, t) for t in returnable] + found
    return found


def _prop_options(props: dict[str, int]) -> list[str]:
    """The returns of the props ``props`` holds, by kind in sorted order: their ids sorted (each is its kind after
    the same head), not the items."""
    found = [_PROP_IDS.get(p) or ids.text(ids.ReturnProp, p) for p, n in props.items() if n > 0]
    if len(found) > 1:
        found.sort()
    return found


_TRICK_HEAD: Final = RETURN_TRICK + ":"
BOARD_SLOTS: Final = int(data.DATA.raw["workshop"]["component_slots"])
# the return ids of every trick and prop of the game's data, formatted once (others, if any, through ids.text); and
# the trick or prop of each such id
_TRICK_IDS: Final = {t: ids.ReturnTrick(t).format() for t in data.TRICKS}
_PROP_IDS: Final = {p: ids.ReturnProp(p).format() for p in data.COMPONENTS}
_TRICK_OF: Final = {aid: t for t, aid in _TRICK_IDS.items()}
_PROP_OF: Final = {aid: p for p, aid in _PROP_IDS.items()}


@FLOW.side((RETURN_TRICK, RETURN_PROP), return_options)
def return_at_will(state: State, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """A trick or a prop back (an id of the game's data read back, any other parsed)."""
    trick = _TRICK_OF.get(aid)
    if trick is not None:
        return_trick(state, seat, trick, events)
        return
    prop = _PROP_OF.get(aid)
    if prop is not None:
        return_prop(state, seat, prop, events)
        return
    match ids.parse(aid):
        case ids.ReturnTrick(trick):
            return_trick(state, seat, trick, events)
        case ids.ReturnProp(prop):
            return_prop(state, seat, prop, events)
