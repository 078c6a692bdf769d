"""What a seat may see: everything on the table face up, nothing face down or secret."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from conjure.engine.rng import Rng
from conjure.games.incantibus import suitcase
from conjure.games.incantibus.flow import FLOW
from conjure.games.incantibus.spell_phase import choices


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
        "crypt": None if state["crypt"] is None else [
            None if s is None else ({"slot": i, "kind": kind[s["id"]]} if s["up"] else {"slot": i, "hidden": True})
            for i, s in enumerate(state["crypt"])],
        "spells": {"up": list(state["spells"]["up"]), "deck": len(state["spells"]["deck"]),
                   "used": list(state["spells"]["used"])},
        "specials": sorted(kind[t] for t in state["specials"]),
        "moat": dict(sorted(Counter(kind[t] for t in state["moat"]).items())),
        "box": {"visible": len(state["box"]["visible"]), "hidden": len(state["box"]["hidden"])},
        "seats": [_seat(state, s, seat, chosen) for s in range(len(state["seats"]))],
        "decision": _decision(state, seat),
        "end": copy.deepcopy(state["end"]),
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
    out: dict[str, Any] = {"wand": info["wand"], "tokens": sorted(suitcase.kinds_of(state, s)),
                           "pockets": suitcase.pockets(state, s), "out": info["out"],
                           "score": suitcase.total(state, s)}
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
        shown.update(need=copy.deepcopy(task["need"]), given=list(task["given"]),
                     paying_for=state["kind"][task["then"]["token"]])
    return shown


def redeal(state: dict[str, Any], seat: int | None, rng: Rng) -> dict[str, Any]:
    """Resample what ``seat`` cannot see: faces of hidden tokens it has not looked at, the box,
    the face-down wizards and which wizards were removed unseen."""
    new = copy.deepcopy(state)
    kind = new["kind"]
    room = new["room"]
    unseen = [s["id"] for s in (room["slots"] if room else []) if s is not None and not s["up"]
              and (seat is None or seat not in new["known"].get(str(s["id"]), ()))]
    for group in (unseen + new["box"]["hidden"], new["box"]["visible"], new["box"]["potions"],
                  new["box"]["books"], _down_wizards(new) + new["box"]["wizards"]):
        faces = [kind[t] for t in group]
        rng.shuffle(faces)
        for token, face in zip(group, faces, strict=True):
            kind[token] = face
    return new


def _down_wizards(state: dict[str, Any]) -> list[int]:
    if state["crypt"] is not None:
        return [s["id"] for s in state["crypt"] if s is not None and not s["up"]]
    return list(state["wizards"]["down"])
