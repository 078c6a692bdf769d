"""What a seat may see: everything on the table face up, nothing face down or secret."""

from __future__ import annotations

from collections import Counter
from typing import Any

from conjure.engine.copies import deep_copy
from conjure.engine.rng import Rng

from . import suitcase
from .data import DATA
from .flow import FLOW
from .spell_phase import choices, targets


def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    kind = state["kind"]
    chosen = choices(state)
    return {
        "mode": state["mode"],
        "round": state["round"],
        "phase": state["phase"],
        "room": _room(state, seat),
        "rooms_left": len(state["rooms_left"]),
        "rooms_done": list(state["rooms_done"]),
        "potions": [kind[t] if t is not None else None for t in state["potions"]],
        "potion_supply": len(state["box"]["potions"]),
        "books": [kind[t] if t is not None else None for t in state["books"]],
        "book_supply": len(state["box"]["books"]) if state["mode"] == "expert" else 0,
        "wizards": {"up": [kind[t] for t in state["wizards"]["up"]], "down": len(state["wizards"]["down"])},
        "crypt": None
        if state["crypt"] is None
        else [
            None if s is None else ({"slot": i, "kind": kind[s["id"]]} if s["up"] else {"slot": i, "hidden": True})
            for i, s in enumerate(state["crypt"])
        ],
        "spells": {
            "up": list(state["spells"]["up"]),
            "deck": len(state["spells"]["deck"]),
            "used": list(state["spells"]["used"]),
        },
        "specials": sorted(kind[t] for t in state["specials"]),
        "moat": dict(sorted(Counter(kind[t] for t in state["moat"]).items())),
        "box": {"visible": len(state["box"]["visible"]), "hidden": len(state["box"]["hidden"])},
        "seats": [_seat(state, s, seat, chosen) for s in range(len(state["seats"]))],
        "decision": _decision(state, seat),
        "end": deep_copy(state["end"]),
    }


def _room(state: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    room = state["room"]
    if room is None:
        return None
    slots: list[dict[str, Any] | None] = []
    for i, slot in enumerate(room["slots"]):
        if slot is None:
            slots.append(None)
        elif slot["up"]:
            slots.append({"slot": i, "kind": state["kind"][slot["id"]]})
        else:
            shown: dict[str, Any] = {"slot": i, "hidden": True}
            if seat is not None and seat in state["known"].get(str(slot["id"]), ()):
                shown["known"] = state["kind"][slot["id"]]
            slots.append(shown)
    return {"name": room["name"], "slots": slots}


def _seat(state: dict[str, Any], s: int, viewer: int | None, chosen: list[str | None]) -> dict[str, Any]:
    info = state["seats"][s]
    out: dict[str, Any] = {
        "wand": info["wand"],
        "tokens": sorted(suitcase.kinds_of(state, s)),
        "pockets": suitcase.pockets(state, s),
        "out": info["out"],
        "score": suitcase.total(state, s),
    }
    if state["phase"] == "spell":
        out["ready"] = chosen[s] is not None
        if viewer == s and chosen[s] is not None:
            out["choice"] = chosen[s]
    return out


def _decision(state: dict[str, Any], viewer: int | None) -> dict[str, Any] | None:
    """The decision being waited for while a phase resolves. Public, except the face of a token
    that a Video caster is looking at (it is still face down in the room)."""
    task = FLOW.top_decision(state)
    if state["phase"] != "resolve" or task is None:
        return None
    shown: dict[str, Any] = {"seat": task["seat"], "type": task["t"]}
    if "token" in task and (task.get("decline") != "room" or viewer == task["seat"]):
        shown["kind"] = state["kind"][task["token"]]
    if task["t"] == "pay":
        shown.update(
            need=deep_copy(task["need"]), given=list(task["given"]), paying_for=state["kind"][task["then"]["token"]]
        )
    return shown


def redeal(state: dict[str, Any], seat: int | None, rng: Rng) -> dict[str, Any]:
    """Resample what ``seat`` cannot see (INC-VIEW-1): faces of hidden tokens it has not looked at, the
    box, the face-down wizards and which wizards were removed unseen, and the other seats' secret choices
    in a spell phase.

    Canonical: the result depends only on what the seat sees and on ``rng``. Each pile's faces are
    shuffled starting from their sorted order and dealt to the pile's places in a fixed order, and a
    secret choice is drawn afresh among that seat's targets (never starting from the true one), so two
    states that differ only in hidden facts redeal alike."""
    new = deep_copy(state)
    kind = new["kind"]
    room = new["room"]
    unseen = [
        s["id"]
        for s in (room["slots"] if room else [])
        if s is not None and not s["up"] and (seat is None or seat not in new["known"].get(str(s["id"]), ()))
    ]
    hidden = unseen + new["box"]["hidden"]
    for token, caster in _looked_at_monsters(new, unseen):
        _deal_monster(new, hidden, token, caster, rng)
        hidden.remove(token)
    for group in (
        hidden,
        new["box"]["visible"],
        new["box"]["potions"],
        new["box"]["books"],
        _down_wizards(new) + new["box"]["wizards"],
    ):
        _deal(kind, group, rng)
    _redraw_choices(new, seat, rng)
    return new


def _deal(kind: list[str], places: list[int], rng: Rng) -> None:
    """Deal the faces now on ``places`` back to them at random, from their sorted order."""
    faces = sorted(map(kind.__getitem__, places))
    rng.shuffle(faces)
    for token, face in zip(places, faces, strict=True):
        kind[token] = face


def _looked_at_monsters(state: dict[str, Any], unseen: list[int]) -> list[tuple[int, int]]:
    """Hidden room tokens the seat has not seen that another seat looked at with Video and now decides
    whether to catch with Ultimus: (token, caster). Everyone knows that such a token is a monster its
    caster holds no weapon for (INC-DEC-11), though not which."""
    return [
        (task["token"], task["seat"])
        for task in state["tasks"]
        if task["t"] == "ultimus" and task.get("decline") == "room" and task["token"] in unseen
    ]


def _deal_monster(state: dict[str, Any], hidden: list[int], token: int, caster: int, rng: Rng) -> None:
    """Give ``token`` a face drawn from the hidden faces that fit what everyone knows of it (a monster
    the caster cannot catch), and put the face it had among the other hidden places."""
    kind = state["kind"]
    owned = suitcase.owned_counts(state, caster)
    faces = sorted(kind[t] for t in hidden)
    fitting = [i for i, face in enumerate(faces) if face in DATA.catcher_of and not owned[DATA.catcher_of[face]]]
    face = faces[fitting[rng.below(len(fitting))]]
    holder = next(t for t in hidden if kind[t] == face)
    kind[holder], kind[token] = kind[token], face


def _redraw_choices(state: dict[str, Any], seat: int | None, rng: Rng) -> None:
    """Another seat's secret choice in the spell phase is hidden, but that it has chosen is not (its
    view shows it ready and no longer to act): draw its choice uniformly among its targets."""
    if state["phase"] != "spell":
        return
    task = FLOW.top_decision(state)
    if task is None or task["t"] != "point":
        return
    for other, chosen in enumerate(task["choices"]):
        if chosen is not None and other != seat:
            options = targets(state, other)
            task["choices"][other] = options[rng.below(len(options))]


def _down_wizards(state: dict[str, Any]) -> list[int]:
    if state["crypt"] is not None:
        return [s["id"] for s in state["crypt"] if s is not None and not s["up"]]
    return list(state["wizards"]["down"])
