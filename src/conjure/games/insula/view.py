"""What a seat may see (view) and resampling what it may not (redeal)."""

from __future__ import annotations

import copy
from typing import Any

from conjure.engine.flow import State
from conjure.engine.rng import Rng

from . import data
from .flow import FLOW
from .island import KIND
from .state import Seat


def _cell(cell: dict[str, Any], seat: int | None) -> dict[str, Any]:
    card = cell["card"]
    if cell["up"] or (seat is not None and seat in cell["seen"]):
        shown = card
    else:
        shown = None
    pile = "fixed" if card in ("beach", "citadel") else data.ISLAND[card]["pile"]
    out = {"up": cell["up"], "card": shown, "pile": pile}
    if shown is not None:
        out["kind"] = KIND[card]
        out["thorns"] = data.ISLAND[card]["thorns"] if card in data.ISLAND else []
    return out


def _player(state: State, i: int, p: Seat, seat: int | None) -> dict[str, Any]:
    own = seat == i
    out = {"position": p["position"], "vitality": p["vitality"], "fatigue": p["fatigue"], "committed": p["committed"],
           "reward": p["reward"], "penalty": p["penalty"], "new_tokens": p["new_tokens"], "hand_size": len(p["hand"]),
           "slots": {k: (v if own else (v is not None)) for k, v in p["slots"].items()}}
    if own:
        out["hand"] = sorted(p["hand"])
    return out


def _fight(state: State, seat: int | None) -> dict[str, Any] | None:
    fight = state["fight"]
    if fight is None:
        return None
    revealed = fight["revealed"]
    out: dict[str, Any] = {"fields": fight["fields"], "revealed": revealed}
    commit, red = [], []
    for s in range(len(state["seats"])):
        shown = revealed or s == seat
        commit.append(fight["commit"][s] if shown else (fight["commit"][s] is not None))
        red.append(fight["red"][s] if shown else None)
    out["commit"] = commit
    out["red"] = red
    return out


def view(state: State, seat: int | None) -> dict[str, Any]:
    task = FLOW.top_decision(state)
    pending = None
    if task is not None:
        pending = {"kind": task["t"], "seats": FLOW.waiting(task)}
        if task.get("seat") == seat and task["t"] == "place":
            pending["cards"] = list(task["cards"])
    return {
        "round": state["round"], "holder": state["holder"], "turn": state["turn"], "phase": state["phase"],
        "advanced": state["advanced"], "citadel": state["citadel"], "actions": list(state["actions"]),
        "time": state["time"], "moon": data.TIME_MOON, "white_curse": state["white_curse"], "die": state["die"],
        "supply": state["supply"], "anger": state["anger"] if state["advanced"] and state["citadel"] == "blue" else None,
        "cells": {k: _cell(c, seat) for k, c in state["cells"].items()},
        "guardians": {k: list(v) for k, v in state["guardians"].items()},
        "piles": {k: len(v) for k, v in state["piles"].items()}, "bag": len(state["bag"]),
        "defeated": list(state["defeated"]),
        "flowers": {"deck": len(state["flowers"]["deck"]), "discard": list(state["flowers"]["discard"])},
        "curses": {"deck": len(state["curses"]["deck"]), "discard": list(state["curses"]["discard"])},
        "seats": [_player(state, i, p, seat) for i, p in enumerate(state["seats"])],
        "citadel_entry": list(state["citadel_entry"]), "fight": _fight(state, seat), "pending": pending,
        "end": copy.deepcopy(state["end"]),
    }


def redeal(state: State, seat: int | None, rng: Rng) -> State:
    """A copy with everything ``seat`` cannot see resampled: island piles and unseen face-down cards,
    the flower deck with the other hands and face-down red flowers, the curse deck with the other
    players' curse slots and curses waiting to be placed, and other seats' secret commitments."""
    s = copy.deepcopy(state)
    _redeal_island(s, seat, rng)
    _redeal_flowers(s, seat, rng)
    _redeal_curses(s, seat, rng)
    fight = s["fight"]
    if fight is not None and not fight["revealed"]:
        for i, c in enumerate(fight["commit"]):
            if c is not None and i != seat:
                fight["commit"][i] = rng.below(s["seats"][i]["vitality"] + 1)
                fight["stinovka"][i] = None
    return s


def _redeal_island(s: State, seat: int | None, rng: Rng) -> None:
    for pile in ("light", "shadow"):
        hidden = [c for c in s["cells"].values() if not c["up"] and (seat is None or seat not in c["seen"])
                  and data.ISLAND[c["card"]]["pile"] == pile]
        pool = s["piles"][pile] + [c["card"] for c in hidden]
        rng.shuffle(pool)
        for c in hidden:
            c["card"] = pool.pop()
        s["piles"][pile] = pool


def _redeal_flowers(s: State, seat: int | None, rng: Rng) -> None:
    bluff = data.BLUFF
    fight = s["fight"]
    hidden_red = []
    if fight is not None and s["advanced"] and not fight["revealed"]:
        hidden_red = [i for i, c in enumerate(fight["red"]) if c is not None and i != seat]
    others = [i for i in range(len(s["seats"])) if i != seat]
    pool = list(s["flowers"]["deck"])
    keep: dict[int, list[str]] = {}
    for i in others:
        hand = s["seats"][i]["hand"]
        keep[i] = [c for c in hand if data.flower_effect(c) == bluff]
        pool += [c for c in hand if data.flower_effect(c) != bluff]
    rng.shuffle(pool)
    for i in others:
        hand = s["seats"][i]["hand"]
        size = len(hand) - len(keep[i])
        s["seats"][i]["hand"] = keep[i] + [pool.pop() for _ in range(size)]
    s["flowers"]["deck"] = pool
    for i in hidden_red:  # the face-down red flower: some red card of the new hand (Parádilka at least)
        reds = [c for c in s["seats"][i]["hand"] if data.FLOWERS[c]["colour"] == "red"]
        fight["red"][i] = reds[rng.below(len(reds))] if reds else None


def _redeal_curses(s: State, seat: int | None, rng: Rng) -> None:
    places: list[tuple[dict[str, Any], Any]] = []
    for i, p in enumerate(s["seats"]):
        if i == seat:
            continue
        for k, v in p["slots"].items():
            if v is not None:
                places.append((p["slots"], k))
    pending = [t for t in s["tasks"] if t["t"] == "place" and t["seat"] != seat]
    pool = list(s["curses"]["deck"]) + [d[k] for d, k in places]
    for t in pending:
        pool += t["cards"]
    rng.shuffle(pool)
    for d, k in places:
        d[k] = pool.pop()
    for t in pending:
        t["cards"] = [pool.pop() for _ in t["cards"]]
    s["curses"]["deck"] = pool
