"""The town map: first placement, moving along paths without going back, occupied edges (DJN-MOVE-*)."""

from __future__ import annotations

from typing import Any

from conjure.engine.flow import Flow
from conjure.engine.rng import Rng

from .data import EQUIPMENT, IS_ROUND, NEIGHBOURS, SQUARE
from .effects import can_afford
from .flow import FLOW, Events, Task

State = dict[str, Any]


def occupants(state: State, seat: int, at: str, frm: str) -> list[int]:
    """Other wizards standing at the edge of field ``at`` on the path coming from ``frm``."""
    return [
        s
        for s, p in enumerate(state["seats"])
        if s != seat and p["position"] is not None and p["position"][0] == at and p["position"][1] == frm
    ]


def pays_nobody(p: dict[str, Any]) -> bool:
    """Cloak CL7 (face up): no payments to other players."""
    return any(e[1] and EQUIPMENT[e[0]]["ability"] == "no_tips" for e in p["equipment"])


def can_pay_tips(p: dict[str, Any], n: int) -> bool:
    return pays_nobody(p) or can_afford(p["coins"], p["scrolls"], n)


def placements(state: State, seat: int) -> list[str]:
    """The very first turn: a free path leading to any square field (DJN-MOVE-1)."""
    out = []
    for sq in SQUARE:
        for frm in NEIGHBOURS[sq]:
            if not occupants(state, seat, sq, frm):
                out.append(f"place:{sq}:{frm}")
    return out


def can_arrive(state: State, seat: int, to: str, frm: str, visited: list[str]) -> bool:
    """Whether a step onto edge (to, frm) can end somewhere: free, payable, or skippable onward."""
    occ = occupants(state, seat, to, frm)
    if not occ or can_pay_tips(state["seats"][seat], len(occ)):
        return True
    edge = f"{to}<{frm}"
    seen = visited + [edge]
    return any(
        can_arrive(state, seat, nxt, to, seen) for nxt in NEIGHBOURS[to] if nxt != frm and f"{nxt}<{to}" not in seen
    )


def moves(state: State, seat: int) -> list[str]:
    """Moves along one path from the current field, never back the way the wizard came (DJN-MOVE-2)."""
    at, frm = state["seats"][seat]["position"]
    edges = others_at(state, seat)
    p = state["seats"][seat]
    return [f"move:{n}" for n in NEIGHBOURS[at] if n != frm and _can_arrive(edges, p, n, at, [])]


def others_at(state: State, seat: int) -> dict[tuple[str, str], int]:
    """How many other wizards stand at each edge ``(field, from)``: :func:`occupants` counted once for all edges."""
    out: dict[tuple[str, str], int] = {}
    seats: list[dict[str, Any]] = state["seats"]
    for s in range(len(seats)):
        pos: list[str] | None = seats[s]["position"]
        if s != seat and pos is not None:
            edge = (pos[0], pos[1])
            out[edge] = out.get(edge, 0) + 1
    return out


def _can_arrive(edges: dict[tuple[str, str], int], p: dict[str, Any], to: str, frm: str, visited: list[str]) -> bool:
    """:func:`can_arrive` with the other wizards' edges counted beforehand (``edges``, :func:`others_at`)."""
    occ = edges.get((to, frm), 0)
    if not occ or can_pay_tips(p, occ):
        return True
    edge = f"{to}<{frm}"
    seen = visited + [edge]
    return any(
        _can_arrive(edges, p, nxt, to, seen) for nxt in NEIGHBOURS[to] if nxt != frm and f"{nxt}<{to}" not in seen
    )


def blocked_options(state: State, seat: int) -> list[str]:
    """At an occupied edge: pay each wizard there, or skip past the field (DJN-MOVE-3, DJN-MOVE-4)."""
    t = state["turn"]
    to, frm = t["blocked_at"]
    p = state["seats"][seat]
    occ = occupants(state, seat, to, frm)
    out = ["pay"] if can_pay_tips(p, len(occ)) else []
    seen = t["visited"]
    for nxt in NEIGHBOURS[to]:
        if nxt != frm and f"{nxt}<{to}" not in seen and can_arrive(state, seat, nxt, to, seen):
            out.append(f"skip:{nxt}")
    return out


def step_to(state: State, seat: int, to: str, frm: str, events: list[dict[str, Any]]) -> None:
    """Step onto edge (to, frm): arrive if free, else wait at the occupied edge."""
    t = state["turn"]
    t["visited"].append(f"{to}<{frm}")
    if occupants(state, seat, to, frm):
        t["stage"] = "blocked"
        t["blocked_at"] = [to, frm]
        return
    arrive(state, seat, to, frm, events)


def pay_and_arrive(state: State, seat: int, events: list[dict[str, Any]]) -> None:
    t = state["turn"]
    to, frm = t["blocked_at"]
    occ = occupants(state, seat, to, frm)
    t["stage"] = "paying"
    Flow.push(state, {"t": "arrive", "seat": seat, "at": to, "from": frm})
    if not pays_nobody(state["seats"][seat]):
        Flow.push(state, {"t": "tip", "seat": seat, "to": occ, "reserved_coins": 0, "reserved_scrolls": 0})


@FLOW.auto("arrive")
def arrive_after_paying(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The tips are paid: the wizard arrives at the edge it waited at (DJN-MOVE-3)."""
    arrive(state, task["seat"], task["at"], task["from"], events)


def arrive(state: State, seat: int, at: str, frm: str, events: list[dict[str, Any]]) -> None:
    """End the movement at the edge of ``at`` (coming from ``frm``) and open the field's actions."""
    p = state["seats"][seat]
    p["position"] = [at, frm]
    t = state["turn"]
    t["stage"] = "field"
    t["field"] = at
    t.pop("blocked_at", None)
    needs_catch = IS_ROUND[at] and (bool(state["djinn"][at]) or state["boss"][at])
    t["catch"] = "todo" if needs_catch else "none"
    events.append({"type": "arrive", "seat": seat, "field": at, "from": frm, "loc": state["tiles"].get(at, at)})
