"""The island: grid geometry, exploring, stepping, thorns, banishment, guardians and the bag."""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import QUIET, Events, State, Task
from conjure.engine.rng import Rng

from . import data, ids
from .citadel import may_enter
from .flow import FLOW, action_id, push, push_all
from .state import new_cell

CY: Final = data.CITADEL_Y
SHADOW_ROW: Final = data.BOARD["shadow_from_row"]
THORNS: Final = {cid: rec["thorns"] for cid, rec in data.ISLAND.items() if rec["thorns"]}
KIND: Final = {cid: rec["kind"] for cid, rec in data.ISLAND.items()}
# each thorny card's hedges as edge -> the direction its points face (the first hedge listed on an edge, as
# ``against_thorns`` read ``THORNS`` in order), so that a step asks a dict instead of walking the list
EDGES: Final[dict[str, dict[str, str]]] = {}
for _cid, _hedges in THORNS.items():
    for _edge, _facing in _hedges:
        EDGES.setdefault(_cid, {}).setdefault(str(_edge), str(_facing))
KIND["beach"] = "beach"
KIND["citadel"] = "citadel"


_GRID_CAP: Final = 4096  # grid places kept by each table below (the island has a few dozen; emptied when full)
# a place's coordinates, neighbours and distance, each worked out once per place: plain dicts, which compiled code
# reads directly (a ``functools.cache`` is called through the interpreter's protocol)
_XY: Final[dict[str, tuple[int, int]]] = {}
_NEIGHBOURS: Final[dict[str, dict[str, str | None]]] = {}
_DISTANCE: Final[dict[str, int]] = {}


def xy(key: str) -> tuple[int, int]:
    found = _XY.get(key)
    if found is None:
        if len(_XY) >= _GRID_CAP:
            _XY.clear()
        x, y = key.split(",")
        found = _XY[key] = (int(x), int(y))
    return found


def key_of(x: object, y: object) -> str:
    """The state's key of a grid place ("x,y") from its coordinates (an action id carries them as x:y)."""
    return f"{x},{y}"


def neighbour(key: str, d: str) -> str | None:
    """The place one step in direction ``d``; None for the sea."""
    near = _NEIGHBOURS.get(key)
    if near is None:
        if len(_NEIGHBOURS) >= _GRID_CAP:
            _NEIGHBOURS.clear()
        near = _NEIGHBOURS[key] = {}
    if d in near:
        return near[d]
    x, y = xy(key)
    dx, dy = data.DIRS[d]
    found = None if y + dy < 0 else f"{x + dx},{y + dy}"
    near[d] = found
    return found


def distance(key: str) -> int:
    """Fewest moves from the citadel over the grid, ignoring everything on it (F.6, F.9)."""
    found = _DISTANCE.get(key)
    if found is None:
        if len(_DISTANCE) >= _GRID_CAP:
            _DISTANCE.clear()
        x, y = xy(key)
        found = _DISTANCE[key] = abs(x) + abs(y - CY)
    return found


def is_up(state: State, key: str) -> bool:
    cell = state["cells"].get(key)
    return cell is not None and cell["up"]


def is_explored(state: State, key: str) -> bool:
    """Explored = a face-up card; the citadel only once somebody has entered it (F.10 Bulvuška)."""
    if key == data.CITADEL:
        return bool(state["citadel_entered"])
    return is_up(state, key)


def kind_at(state: State, key: str) -> str:
    cell = state["cells"].get(key)
    return KIND[cell["card"]] if cell and cell["up"] else ""


def is_shadow_card(state: State, key: str) -> bool:
    cell = state["cells"].get(key)
    return bool(cell and cell["up"] and data.ISLAND.get(cell["card"], {}).get("pile") == "shadow")


def pile_for(state: State, key: str) -> str | None:
    """Which pile an unexplored place draws from (G.2); None when both are out."""
    piles = state["piles"]
    if state["advanced"]:
        first = "shadow" if xy(key)[1] >= SHADOW_ROW else "light"
    else:
        first = "light"  # basic: one deck, light cards on top of shadow cards (B.2)
    second = "light" if first == "shadow" else "shadow"
    if piles[first]:
        return first
    return second if piles[second] else None


def can_reach(state: State, key: str) -> bool:
    """A place one may step onto as far as the cards go: a card lies there or one can be drawn."""
    return key in state["cells"] or pile_for(state, key) is not None


def step_target(state: State, pos: str, d: str) -> str | None:
    """The place a step from ``pos`` in direction ``d`` leads to, or None if the step is not allowed (F.4)."""
    target = neighbour(pos, d)
    if target is None:
        return None  # b) the sea
    if d == "in" and state["guardians"].get(pos):
        return None  # a) a guardian blocks the way inland
    if target == data.CITADEL and d == "in":
        return None  # c) the red thorns: no entering the citadel from the coast side
    if target not in state["cells"] and pile_for(state, target) is None:
        return None  # d) the island deck is out
    return target


_AROUND: Final[dict[str, tuple[tuple[str, str], ...]]] = {}  # ``around`` per grid place (emptied when full)


def around(key: str) -> tuple[tuple[str, str], ...]:
    """The places a step from ``key`` may lead to by the grid alone, with their directions in ``data.DIRS`` order:
    not the sea (F.4 b), not the citadel from the coast side (F.4 c). Kept per place in a plain dict, which the
    compiled ``step_targets`` reads directly (an ``lru_cache`` of 4,096 before); grid places only, so it stays small."""
    kept = _AROUND.get(key)
    if kept is not None:
        return kept
    if len(_AROUND) >= 4096:
        _AROUND.clear()
    found = []
    for d in data.DIRS:
        target = neighbour(key, d)
        if target is not None and not (target == data.CITADEL and d == "in"):
            found.append((d, target))
    kept = _AROUND[key] = tuple(found)
    return kept


def step_targets(state: State, pos: str) -> list[tuple[str, str]]:
    """Every allowed step from ``pos`` as (direction, place), in ``data.DIRS`` order: ``step_target`` for each
    direction at once. ``pile_for`` finds no card only when both piles are out, so the deck is asked once."""
    guardians: dict[str, Any] = state["guardians"]
    blocked = bool(guardians.get(pos))  # a) a guardian blocks the way inland
    cells: dict[str, Any] = state["cells"]
    piles: dict[str, list[str]] = state["piles"]
    if piles["light"] or piles["shadow"]:
        return [(d, t) for d, t in around(pos) if not (blocked and d == "in")]
    return [(d, t) for d, t in around(pos) if not (blocked and d == "in") and t in cells]  # d) the deck is out


def against_thorns(state: State, a: str, b: str, d: str) -> bool:
    """Does the step a -> b (direction d) go against the points of a thorn hedge on their shared edge?"""
    cells: dict[str, Any] = state["cells"]
    edges = EDGES.get(cells[a]["card"])
    if edges is not None:
        facing = edges.get(d)
        if facing is not None:
            return facing != d
    edges = EDGES.get(cells[b]["card"])
    if edges is not None:
        facing = edges.get(data.OPPOSITE[d])
        if facing is not None:
            return facing != d
    return False


def reveal(state: State, key: str, seat: int, events: Events) -> list[Task]:
    """Explore ``key`` (draw or flip its card); return the tasks it triggers (a guardian on danger)."""
    cells = state["cells"]
    cell = cells.get(key)
    if cell is None:
        pile = pile_for(state, key)
        assert pile is not None
        cell = new_cell(state["piles"][pile].pop(), True)
        cells[key] = cell
    elif cell["up"]:
        return []
    else:
        cell["up"] = True
        cell["seen"] = []
    if events is not QUIET:
        events.append({"type": "explore", "seat": seat, "at": key, "card": cell["card"], "kind": KIND[cell["card"]]})
    if KIND[cell["card"]] == "danger":
        return [{"t": "draw_guardian", "at": key}]
    return []


def place_piece(state: State, seat: int, key: str) -> None:
    p = state["seats"][seat]
    if p["position"] == data.CITADEL and key != data.CITADEL:
        state["citadel_entry"].remove(seat)
    p["position"] = key
    if key == data.CITADEL and seat not in state["citadel_entry"]:
        state["citadel_entry"].append(seat)
        state["citadel_entered"] = True


def step(state: State, seat: int, d: str, events: Events, why: str = "move") -> None:
    """Carry out a legal step: explore, move, then the thorn penalty (F.4), all as tasks."""
    pos = state["seats"][seat]["position"]
    target = step_target(state, pos, d)
    assert target is not None
    tasks = reveal(state, target, seat, events)
    place_piece(state, seat, target)
    if events is not QUIET:
        events.append({"type": "move", "seat": seat, "src": pos, "dst": target, "dir": d, "why": why})
    if against_thorns(state, pos, target, d):
        n = data.RULES["thorn_penalty_advanced" if state["advanced"] else "thorn_penalty_basic"]
        if events is not QUIET:
            events.append({"type": "thorns", "seat": seat, "n": n})
        tasks.append({"t": "penalty", "seat": seat, "size": n, "fight": False})
    push_all(state, tasks)


# ---- banishment (F.2) -------------------------------------------------------------------------


def banish_target(state: State, seat: int) -> str | None:
    """Where a banished adventurer ends (None: he stays). Into the sea means onto the beach."""
    pos = state["seats"][seat]["position"]
    target = neighbour(pos, "out")
    if target is None:
        return None if pos == data.BEACH else data.BEACH
    if target not in state["cells"] and pile_for(state, target) is None:
        return None
    if target == data.CITADEL and not may_enter(state, seat, state["seats"][seat]["vitality"]):
        return None
    return target


@FLOW.auto("banish")
def _banish(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat = task["seat"]
    if banish_target(state, seat) is None:
        if events is not QUIET:
            events.append({"type": "banish", "seat": seat, "stay": True})
        return
    push(state, {"t": "rosnatka", "seat": seat})


def _rosnatka_options(state: State, task: Task, seat: int) -> list[str]:
    hand = state["seats"][seat]["hand"]
    yes = [action_id("rosnatka", c) for c in hand if data.flower_effect(c) == "stay"]
    return [action_id("rosnatka", "no")] + sorted(set(yes))[:1]


@FLOW.decision("rosnatka", _rosnatka_options, ask_single=True)
def _rosnatka(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    card = ids.Rosnatka.parse(choice).card
    if card != "no":
        state["seats"][seat]["hand"].remove(card)
        state["flowers"]["discard"].append(card)
        if events is not QUIET:
            events.append({"type": "rosnatka", "seat": seat, "card": card})
        return
    do_banish(state, seat, events)


def do_banish(state: State, seat: int, events: Events) -> None:
    pos = state["seats"][seat]["position"]
    target = banish_target(state, seat)
    if target is None:
        if events is not QUIET:
            events.append({"type": "banish", "seat": seat, "stay": True})
        return
    if target == data.BEACH and neighbour(pos, "out") is None:
        place_piece(state, seat, data.BEACH)
        if events is not QUIET:
            events.append({"type": "banish", "seat": seat, "src": pos, "dst": data.BEACH, "sea": True})
        return
    if events is not QUIET:
        events.append({"type": "banish", "seat": seat, "src": pos, "dst": target})
    tasks = reveal(state, target, seat, events)
    place_piece(state, seat, target)
    if against_thorns(state, pos, target, "out"):
        n = data.RULES["thorn_penalty_advanced" if state["advanced"] else "thorn_penalty_basic"]
        if events is not QUIET:
            events.append({"type": "thorns", "seat": seat, "n": n})
        tasks.append({"t": "penalty", "seat": seat, "size": n, "fight": False})
    push_all(state, tasks)


# ---- guardians and the bag (F.7) --------------------------------------------------------------


def strength(gid: str) -> int:
    return int(data.GUARDIANS[gid]["strength"])


@FLOW.auto("draw_guardian")
def _draw_guardian(state: State, task: Task, rng: Rng, events: Events) -> None:
    at = task["at"]
    if at in (data.BEACH, data.CITADEL):
        return  # no guardian may ever stand on the beach or the citadel (F.6)
    if not state["bag"]:
        refill(state, task, events)
        return
    bag = state["bag"]
    g = bag.pop(rng.below(len(bag)))
    if state["white_curse"] and data.curse_effect(state["white_curse"]) == "draw_two" and bag:
        other = bag.pop(rng.below(len(bag)))
        if strength(other) > strength(g):
            g, other = other, g
        bag.append(other)
        bag.sort(key=_gnum)
        if events is not QUIET:
            events.append({"type": "poplach", "kept": g, "returned": other})
    state["guardians"].setdefault(at, []).append(g)
    if events is not QUIET:
        events.append({"type": "guardian", "at": at, "guardian": g, "strength": strength(g)})


def _gnum(gid: str) -> int:
    return int(gid[1:])


def refill(state: State, task: Task, events: Events) -> None:
    """The bag is empty: return the defeated guardians, topped up to 3 from the board (F.7)."""
    bag = state["bag"]
    bag.extend(state["defeated"])
    state["defeated"] = []
    need = data.RULES["refill_minimum"] - len(bag)
    on_board = sorted(((distance(k), g, k) for k, gs in state["guardians"].items() for g in gs), reverse=True)
    picks: list[str] = []
    while need > 0 and on_board:
        far = on_board[0][0]
        group = [(g, k) for dist, g, k in on_board if dist == far]
        if len(group) <= need:
            for g, k in group:
                _take_from_board(state, g, k)
                bag.append(g)
            need -= len(group)
            on_board = [e for e in on_board if e[0] != far]
        else:
            picks = sorted(g for g, _ in group)
            break
    bag.sort(key=_gnum)
    if events is not QUIET:
        events.append({"type": "refill", "bag": len(bag)})
    push(state, task)  # draw again once the bag is filled
    if picks:
        push(state, {"t": "refill", "seat": state["holder"], "need": need, "among": picks})


def _take_from_board(state: State, g: str, key: str) -> None:
    lst = state["guardians"][key]
    lst.remove(g)
    if not lst:
        del state["guardians"][key]


def _refill_options(state: State, task: Task, seat: int) -> list[str]:
    return [action_id("refill", g) for g in sorted(task["among"], key=_gnum)]


@FLOW.decision("refill", _refill_options)
def _refill_choose(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    g = ids.Refill.parse(choice).guardian
    key = next(k for k, gs in state["guardians"].items() if g in gs)
    _take_from_board(state, g, key)
    state["bag"].append(g)
    state["bag"].sort(key=_gnum)
    if events is not QUIET:
        events.append({"type": "returned", "seat": seat, "guardian": g, "at": key})
    task["among"].remove(g)
    task["need"] -= 1
    if task["need"] <= 0:
        state["tasks"].pop()
