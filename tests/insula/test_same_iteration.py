"""Insula's plain search iteration, sixth round (issue 32; branch ``insit2``): the same lists, states, draws and events.

What changed, and the yardstick each is held to here:
- the caches compiled code called through the interpreter's protocol (``functools.cache``) are plain dicts, capped:
  ``flow.action_id`` (was ``cache(make_id)``), ``island.xy``/``neighbour``/``distance`` and ``steps.turn_path``:
  against ``make_id`` and the formulas, kept below, over every id part and grid place the game uses;
- the lister's turn list and the taker read the state through typed locals, the turn's steps found and sorted without
  a generator and a key function called per step (``turn._turn_list``, ``_in_order``), and ``fights.red_cards`` tests
  cards against frozensets: the old ``turn_legal_ids``, ``legal_ids``, ``red_cards``, ``take_whole`` and
  ``next_in_turn``, kept below, against the new for every seat at every decision of seeded random games, and every
  option taken both ways from copies of the position;
- ``turn._MOVES`` is capped like the module's other tables.
The whole is also held to tests/insula/test_same_rollout.py's digest of seeded games and searches, recorded before.
"""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine import Rng
from conjure.engine.actions import make_id
from conjure.engine.copies import deep_copy
from conjure.engine.flow import OVER, Task
from conjure.games.insula import data, fights, flow, island, steps, turn
from conjure.games.insula.flow import FLOW, push
from conjure.games.insula.steps import PEEK

State = dict[str, Any]
Events = list[dict[str, Any]]
RULES = conjure.get_rules("insula")
CONFIGS = RULES.sample_configs()  # every player count, both citadels of the advanced game


# ---- the old code (main before this round, at 5889e70) -------------------------------------------------------------
def turn_legal_ids_old(state: State, seat: int) -> list[str] | None:
    tasks: list[Task] = state["tasks"]
    if not tasks or state["phase"] == OVER:
        return None
    task = tasks[-1]
    if task["t"] != "turn" or "sofar" in task or task["seat"] != seat:
        return None
    moves = tuple(turn.turn_options(state, task, seat))
    found = list(dict.fromkeys(turn_path_old(m)[0] for m in moves))
    return found if len(found) < 2 else sorted(found, key=FLOW.key)


def legal_ids_old(state: State, seat: int) -> list[str] | None:
    tasks: list[Task] = state["tasks"]
    if not tasks or state["phase"] == OVER or FLOW.sides:
        return None
    task = tasks[-1]
    kind: str = task["t"]
    if kind == "turn":
        return turn_legal_ids_old(state, seat)
    decision = FLOW.decisions.get(kind)
    if decision is None or decision.stepwise is not None:
        return None
    wait: list[int] | None = task.get("wait")
    if (seat not in wait) if wait is not None else seat != task["seat"]:
        return None
    found = decision.options(state, task, seat)
    options = found if type(found) is list else list(found)
    if decision.ordered or len(options) < 2:
        return options
    return sorted(set(options), key=FLOW.key)


def next_in_turn_old(state: State, events: Events) -> bool:
    seat = state["turn"]
    if not state["turn_over"]:
        if len(state["actions"]) < 2 or turn.green_options(state, seat):
            push(state, {"t": "turn", "seat": seat})
            return True
        state["turn_over"] = True
    events.append({"type": "turn_end", "seat": seat})
    state["actions"] = []
    state["turn_over"] = False
    state["korenka"] = False
    if seat == state["holder"]:
        state["phase"] = "fight"
    else:
        state["turn"] = (seat + 1) % len(state["seats"])
        events.append({"type": "turn", "seat": state["turn"]})
    return True


def take_whole_old(state: State, seat: int, aid: str, rng: Rng, events: Events) -> bool:
    tasks: list[Task] = state["tasks"]
    if not tasks or state["phase"] == OVER or aid == PEEK:
        return False
    task = tasks[-1]
    if task["t"] != "turn" or "sofar" in task or task["seat"] != seat:
        return False
    turn.take_turn(state, task, seat, aid, rng, events)
    if not tasks and state["phase"] == "turn":
        next_in_turn_old(state, events)
        if not tasks and state["phase"] == "turn":
            next_in_turn_old(state, events)
        if tasks and tasks[-1]["t"] == "turn":
            return True
    FLOW.run(state, rng, events)
    return True


def red_cards_old(state: State, seat: int) -> list[str]:
    at_citadel = str(state["seats"][seat]["position"]) == data.CITADEL
    return sorted(
        {
            c
            for c in state["seats"][seat]["hand"]
            if data.FLOWERS[c]["colour"] == "red" and not (at_citadel and data.flower_effect(c) == "kordie")
        }
    )


def xy_old(key: str) -> tuple[int, int]:
    x, y = key.split(",")
    return int(x), int(y)


def neighbour_old(key: str, d: str) -> str | None:
    x, y = xy_old(key)
    dx, dy = data.DIRS[d]
    if y + dy < 0:
        return None
    return f"{x + dx},{y + dy}"


def distance_old(key: str) -> int:
    x, y = xy_old(key)
    return abs(x) + abs(y - data.CITADEL_Y)


def turn_path_old(move: str) -> tuple[str, ...]:
    place = steps._place_steps(move)
    return (move,) if place is None else (PEEK, *place)


# ---- the comparisons --------------------------------------------------------------------------------------------------
def _both_ways(state: State, seat: int, rng: Rng) -> int:
    """Every legal option of the seat taken by the old taker and the new from copies of the position: the same answer,
    state, random stream and events (the engine's resolution after either when the taker declines)."""
    made = 0
    for aid in FLOW.listed(state, seat):
        old, new = deep_copy(state), deep_copy(state)
        old_rng, new_rng = Rng(0), Rng(0)
        old_rng.state = new_rng.state = rng.state
        old_events: Events = []
        new_events: Events = []
        took_old = take_whole_old(old, seat, aid, old_rng, old_events)
        took_new = turn.take_whole(new, seat, aid, new_rng, new_events)
        assert took_new == took_old, aid
        if not took_old:
            FLOW.resolve(old, seat, aid, old_rng, old_events)
            FLOW.resolve(new, seat, aid, new_rng, new_events)
        assert (new, new_rng.state, new_events) == (old, old_rng.state, old_events), aid
        made += took_new
    return made


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_lists_and_turns_are_the_same(players: int, options: dict[str, Any]) -> None:
    taken = listed = 0
    for seed in range(2):
        game = conjure.new_game("insula", players=players, seed=seed, options=options)
        pick = Rng(seed + 21)
        while not game.is_over:
            state = game.state
            for other in range(players):  # every seat, asked or not
                assert turn.legal_ids(state, other) == legal_ids_old(state, other)
                assert turn.turn_legal_ids(state, other) == turn_legal_ids_old(state, other)
                assert fights.red_cards(state, other) == red_cards_old(state, other)
                listed += 1
            seat = game.to_act[0]
            taken += _both_ways(state, seat, game.rng)
            actions = game.legal_actions(seat)
            game.apply(seat, actions[pick.below(len(actions))])
    assert taken > 50 and listed > 100


def test_native_tables_are_the_old_caches() -> None:
    parts: list[tuple[Any, ...]] = [("end",), ("red", "none"), ("krizek", "no"), ("bulv", "done"), ("step", "stop")]
    parts += [("commit", i) for i in range(40)] + [("rest", i) for i in range(1, 12)]
    parts += [("flower", c) for c in data.FLOWERS] + [("red", c) for c in data.FLOWERS]
    parts += [("discard", c) for c in data.FLOWERS] + [("curse", s) for s in ("move", "rest", "flower")]
    parts += [(kind, d) for kind in ("move", "koren", "step") for d in data.DIRS]
    parts += [("certainty", "move", d) for d in data.DIRS] + [("certainty", "rest"), ("lose", "fat"), ("lose", "vit")]
    parts += [("bulv", x, y) for x in range(-5, 6) for y in range(10)] + [("target", s) for s in range(5)]
    parts += [("place", c, s) for c in data.CURSES for s in ("move", "rest", "flower")]
    for p in parts + parts:  # made, then looked up
        assert flow.action_id(*p) == make_id(*p)
    assert flow.action_id("commit", True) == flow.action_id("commit", 1) == "commit:1"  # as ``cache`` kept them
    for x in range(-7, 8):
        for y in range(-1, 14):
            key = f"{x},{y}"
            for _ in range(2):
                assert island.xy(key) == xy_old(key)
                assert island.distance(key) == distance_old(key)
                for d in data.DIRS:
                    assert island.neighbour(key, d) == neighbour_old(key, d)
    moves = ["end", "move:in", "rest:3", "bulv:done"] + [f"bulv:{x}:{y}" for x in range(-4, 5) for y in range(9)]
    for move in moves + moves:
        assert steps.turn_path(move) == turn_path_old(move)


def test_tables_are_capped() -> None:
    for key in (f"{x},{y}" for x in range(-80, 80) for y in range(40)):  # 6,400 places: past the cap
        assert island.xy(key) == xy_old(key) and island.distance(key) == distance_old(key)
        assert island.neighbour(key, "in") == neighbour_old(key, "in")
    assert len(island._XY) <= island._GRID_CAP and len(island._DISTANCE) <= island._GRID_CAP
    assert len(island._NEIGHBOURS) <= island._GRID_CAP
    for i in range(flow._IDS_CAP + 10):
        assert flow.action_id("commit", i) == f"commit:{i}"
    assert all(len(t) <= flow._IDS_CAP for t in flow._IDS.values())
    for x in range(-70, 70):
        for y in range(40):
            move = f"bulv:{x}:{y}"
            assert steps.turn_path(move) == turn_path_old(move)
    assert len(steps._PATHS) <= steps._PATHS_CAP
    saved = dict(turn._MOVES)
    try:
        turn._MOVES.clear()
        turn._MOVES.update({f"filler:{i}": ("filler", "", 0) for i in range(turn._MOVES_CAP)})
        assert turn._read("move:in") == ("move", "in", 0)
        assert len(turn._MOVES) == 1
    finally:
        turn._MOVES.clear()
        turn._MOVES.update(saved)
