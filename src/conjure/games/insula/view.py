"""What a seat may see (view) and resampling what it may not (redeal)."""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.copies import deep_copy
from conjure.engine.flow import State
from conjure.engine.rng import Rng

from . import data
from .cards import holds
from .fights import field_of, red_cards
from .flow import FLOW
from .island import KIND
from .state import SLOTS, Seat


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
    out = {
        "position": p["position"],
        "vitality": p["vitality"],
        "fatigue": p["fatigue"],
        "committed": p["committed"],
        "reward": p["reward"],
        "penalty": p["penalty"],
        "new_tokens": p["new_tokens"],
        "hand_size": len(p["hand"]),
        "slots": {k: (v if own else (v is not None)) for k, v in p["slots"].items()},
    }
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
        "round": state["round"],
        "holder": state["holder"],
        "turn": state["turn"],
        "phase": state["phase"],
        "advanced": state["advanced"],
        "citadel": state["citadel"],
        "actions": list(state["actions"]),
        "time": state["time"],
        "moon": data.TIME_MOON,
        "white_curse": state["white_curse"],
        "die": state["die"],
        "supply": state["supply"],
        "anger": state["anger"] if state["advanced"] and state["citadel"] == "blue" else None,
        "cells": {k: _cell(c, seat) for k, c in state["cells"].items()},
        "guardians": {k: list(v) for k, v in state["guardians"].items()},
        "piles": {k: len(v) for k, v in state["piles"].items()},
        "bag": len(state["bag"]),
        "defeated": list(state["defeated"]),
        "flowers": {"deck": len(state["flowers"]["deck"]), "discard": list(state["flowers"]["discard"])},
        "curses": {"deck": len(state["curses"]["deck"]), "discard": list(state["curses"]["discard"])},
        "seats": [_player(state, i, p, seat) for i, p in enumerate(state["seats"])],
        "citadel_entry": list(state["citadel_entry"]),
        "fight": _fight(state, seat),
        "pending": pending,
        "end": deep_copy(state["end"]),
    }


def redeal(state: State, seat: int | None, rng: Rng) -> State:
    """A copy with everything ``seat`` cannot see resampled (INS-VIEW-2): island piles and unseen face-down
    cards, the flower deck with the other hands, the curse deck with the other players' curse slots and
    the curses they wait to place, and the other seats' secret answers (fight commitments with their
    face-down flowers, Křížek answers); another seat's steps of a peek begun are forgotten.

    Canonical: every pool is put in sorted order before it is shuffled, the drawn cards go to the hidden
    places in a fixed order (seat, slot, place key), and every secret answer is drawn from the options the
    redealt hand gives; so two states that differ only in what the seat cannot see redeal alike for the
    same generator. Faithful: the same cards in all, and every count the seat sees stays as it was.

    The copy is the engine's ``deep_copy`` (compiled, a walk of the state's tree: every dict and list new, strings and
    numbers shared; the state holds no dict or list twice, tests/insula/test_same_rollout.py)."""
    s: State = deep_copy(state)
    _redeal_island(s, seat, rng)
    _redeal_flowers(s, seat, rng)
    _redeal_curses(s, seat, rng)
    _redeal_fight(s, seat, rng)
    _redeal_krizek(s, seat, rng)
    _forget_steps(s, seat)
    s["bag"].sort(key=_gnum)  # drawn at random by index: its order is no secret to keep
    return s


def _forget_steps(s: State, seat: int | None) -> None:
    """Another seat's steps of a move begun (a peek, INS-STEP-1) show nowhere on the table: the redeal forgets them,
    so that seat has begun nothing (its redealt hand may hold no Bulvuška)."""
    for task in s["tasks"]:
        begun = task.get("sofar")
        if begun:
            kept = {k: v for k, v in begun.items() if seat is not None and k == str(seat)}
            if kept:
                task["sofar"] = kept
            else:
                del task["sofar"]


def _gnum(gid: str) -> int:
    return int(gid[1:])


def _hidden_to(seat: int | None, other: int) -> bool:
    return seat is None or other != seat


_PILE: Final[dict[str, str]] = {cid: str(rec["pile"]) for cid, rec in data.ISLAND.items()}  # each island card's pile


def _redeal_island(s: State, seat: int | None, rng: Rng) -> None:
    """Each pile with the face-down cards of that pile the seat has not looked at (their pile is shown)."""
    cells: dict[str, Any] = s["cells"]
    piles: dict[str, list[str]] = s["piles"]
    places = sorted(cells)  # the place keys, sorted once for both piles
    for pile in ("light", "shadow"):
        hidden: list[dict[str, Any]] = []
        for k in places:
            c: dict[str, Any] = cells[k]
            if not c["up"] and (seat is None or seat not in c["seen"]) and _PILE[c["card"]] == pile:
                hidden.append(c)
        pool = sorted(piles[pile] + [c["card"] for c in hidden])
        rng.shuffle(pool)
        for c in hidden:
            c["card"] = pool.pop()
        piles[pile] = pool


def _redeal_flowers(s: State, seat: int | None, rng: Rng) -> None:
    """The flower deck with the other hands; each keeps its Parádilka (one per player, known to all)."""
    bluff = data.BLUFF
    others = [i for i in range(len(s["seats"])) if _hidden_to(seat, i)]
    pool = list(s["flowers"]["deck"])
    keep: dict[int, list[str]] = {}
    for i in others:
        hand = s["seats"][i]["hand"]
        keep[i] = sorted(c for c in hand if data.flower_effect(c) == bluff)
        pool += [c for c in hand if data.flower_effect(c) != bluff]
    pool.sort()
    rng.shuffle(pool)
    for i in others:
        hand = s["seats"][i]["hand"]
        size = len(hand) - len(keep[i])
        s["seats"][i]["hand"] = keep[i] + sorted(pool.pop() for _ in range(size))
    s["flowers"]["deck"] = pool


def _redeal_curses(s: State, seat: int | None, rng: Rng) -> None:
    """The curse deck with the other players' face-down curses: on their slots (which slots are taken is
    shown) and in their pending ``place`` tasks (how many is shown). A ``place`` task of the seat itself
    names cards it has seen: it keeps them, and they stay out of the pool."""
    places: list[tuple[dict[str, Any], str]] = []
    for i, p in enumerate(s["seats"]):
        if _hidden_to(seat, i):
            places += [(p["slots"], k) for k in SLOTS if p["slots"][k] is not None]
    pending = [t for t in s["tasks"] if t["t"] == "place" and _hidden_to(seat, t["seat"])]
    pool = list(s["curses"]["deck"]) + [d[k] for d, k in places]
    for t in pending:
        pool += t["cards"]
    pool.sort()
    rng.shuffle(pool)
    for d, k in places:
        d[k] = pool.pop()
    for t in pending:
        t["cards"] = sorted(pool.pop() for _ in t["cards"])
    s["curses"]["deck"] = pool


def _redeal_fight(s: State, seat: int | None, rng: Rng) -> None:
    """Before the reveal, the other fighters' secret parts, each drawn from what they could have chosen
    with the redealt hand: energy (vitality is shown), then (advanced) the face-down red flower, then on a
    shadow field Stínovka. How many parts each has made is public (one event per part)."""
    fight = s["fight"]
    if fight is None or fight["revealed"]:
        return
    for i in range(len(s["seats"])):
        if not _hidden_to(seat, i):
            continue
        stage = fight["stage"][i]
        fight["commit"][i] = rng.below(s["seats"][i]["vitality"] + 1) if stage >= 1 else None
        red = stino = None
        if s["advanced"] and stage >= 2:
            reds: list[str | None] = list(red_cards(s, i))
            if len(fight["fields"][field_of(s, i)]) == 1 or not reds:
                reds.append(None)  # a lone fighter may lay none (G.3)
            red = reds[rng.below(len(reds))]
        if s["advanced"] and stage >= 3:
            held = [c for c in s["seats"][i]["hand"] if data.flower_effect(c) == "noshadow"]
            stino = [None, held[0]][rng.below(2)] if held else None
        fight["red"][i] = red
        fight["stinovka"][i] = stino


def _redeal_krizek(s: State, seat: int | None, rng: Rng) -> None:
    """A blue curse just played: the other seats that have answered said yes or no in secret; draw each
    answer from the options of the redealt hand (yes only with a Křížek), so the task stays playable."""
    for task in s["tasks"]:
        if task["t"] != "krizek":
            continue
        yes = [i for i in task["yes"] if not _hidden_to(seat, i)]
        for i in range(len(s["seats"])):
            if i in task["wait"] or not _hidden_to(seat, i):
                continue
            if holds(s, i, "cancel") is not None and rng.below(2):
                yes.append(i)
        task["yes"] = sorted(yes)
