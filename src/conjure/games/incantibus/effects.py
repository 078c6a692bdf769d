"""Resolving a spell phase: the queue of pending work, kept as data in ``state["pending"]``.

Each task is a dict with ``t`` (its type). Automatic tasks run as soon as they reach the front;
decision tasks wait for their ``seat`` to choose one of :func:`options`. A task that needs more work
inserts new tasks at the front, so the queue is a depth-first to-do list that survives save/load.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from conjure.engine.rng import Rng
from conjure.games.incantibus import phase, suitcase
from conjure.games.incantibus.data import DATA
from conjure.games.incantibus.requirements import can_meet, forced_rest, next_gives, satisfies
from conjure.games.incantibus.setup import draw_spell

KINDS = DATA.kinds
DECISIONS = frozenset({"overflow", "pay", "ultimus", "cast", "steal", "retiro", "imperium", "video"})
STEALABLE = frozenset({"ingredient", "weapon", "gold"})
Events = list[dict[str, Any]]


# -- the driver -------------------------------------------------------------------------------------
def run(state: dict[str, Any], rng: Rng, events: Events) -> None:
    """Work through automatic tasks (and decisions with one option) until a real choice is due."""
    pending = state["pending"]
    while pending and state["phase"] != "over":
        task = pending[0]
        if task["t"] in DECISIONS:
            opts = options(state, task)
            if len(opts) > 1:
                return
            decide(state, opts[0], rng, events)
            continue
        pending.pop(0)
        AUTOMATIC[task["t"]](state, task, rng, events)


def push(state: dict[str, Any], *tasks: dict[str, Any]) -> None:
    state["pending"][0:0] = list(tasks)


# -- gaining tokens ----------------------------------------------------------------------------------
def _win(state: dict[str, Any], task: dict[str, Any], rng: Rng, events: Events) -> None:
    seat, target = task["seat"], task["target"]
    kind_of = state["kind"]
    parts = target.split(":")
    if parts[0] == "take":
        slot_no = int(parts[2])
        token = take_from_room(state, slot_no)
        events.append({"type": "take", "seat": seat, "slot": slot_no, "kind": kind_of[token], "hidden": parts[1] == "hidden"})
        gain(state, seat, token, events, chain=False)
    elif parts[0] in ("brew", "master"):
        row = state["potions" if parts[0] == "brew" else "books"]
        token = row[int(parts[1])]
        row[int(parts[1])] = None
        events.append({"type": parts[0], "seat": seat, "kind": kind_of[token]})
        start_payment(state, seat, KINDS[kind_of[token]].need or {}, {"t": "place", "seat": seat, "token": token})
    else:
        _duel(state, seat, int(parts[1]), task["wand"], events)


def _duel(state: dict[str, Any], seat: int, slot_no: int, wand: int, events: Events) -> None:
    """A wizard in the crypt: flip it if hidden; defeat it with its weakness, or it flees."""
    slot = state["crypt"][slot_no]
    state["crypt"][slot_no] = None
    token = slot["id"]
    kind = state["kind"][token]
    need = KINDS[kind].need or {}
    if not slot["up"]:
        events.append({"type": "wizard_flipped", "seat": seat, "kind": kind})
    if not can_meet(need, suitcase.payable_counts(state, seat), wand):
        state["moat"].append(token)
        events.append({"type": "wizard_fled", "seat": seat, "kind": kind})
        return
    events.append({"type": "wizard_defeated", "seat": seat, "kind": kind})
    start_payment(state, seat, need, {"t": "stack", "seat": seat, "token": token})


def take_from_room(state: dict[str, Any], slot_no: int) -> int:
    slot = state["room"]["slots"][slot_no]
    state["room"]["slots"][slot_no] = None
    state["known"].pop(str(slot["id"]), None)
    token: int = slot["id"]
    return token


def gain(state: dict[str, Any], seat: int, token: int, events: Events, chain: bool) -> None:
    """A token comes to a seat: monsters are hunted, spell tokens cast, the rest packed."""
    kind = state["kind"][token]
    info = KINDS[kind]
    if info.category == "monster":
        owned = suitcase.owned_counts(state, seat)
        if owned[DATA.catcher_of[kind]]:
            events.append({"type": "caught", "seat": seat, "kind": kind, "with": DATA.catcher_of[kind]})
            push(state, {"t": "place", "seat": seat, "token": token})
        elif owned["ultimus"]:
            push(state, {"t": "ultimus", "seat": seat, "token": token, "decline": "moat"})
        else:
            state["moat"].append(token)
            events.append({"type": "fled", "seat": seat, "kind": kind})
    elif info.category == "spell":
        state["seats"][seat]["tokens"].append(token)
        if chain:
            push(state, {"t": "cast", "seat": seat})
        else:
            state["casters"].append(seat)
    else:
        push(state, {"t": "place", "seat": seat, "token": token})


def _place(state: dict[str, Any], task: dict[str, Any], rng: Rng, events: Events) -> None:
    seat, token = task["seat"], task["token"]
    kinds = suitcase.kinds_of(state, seat)
    if suitcase.fits_kinds(state, seat, kinds + [state["kind"][token]]):
        state["seats"][seat]["tokens"].append(token)
    else:
        push(state, {"t": "overflow", "seat": seat, "token": token})


def _stack(state: dict[str, Any], task: dict[str, Any], rng: Rng, events: Events) -> None:
    state["seats"][task["seat"]]["tokens"].append(task["token"])


def start_payment(state: dict[str, Any], seat: int, need: dict[str, Any], then: dict[str, Any]) -> None:
    """Hand in what ``need`` asks (token by token when there is a choice), then do ``then``.
    The task keeps its own copy of ``need``: the state never shares a list with the component data."""
    if "wand_at_most" in need:
        push(state, then)
    else:
        push(state, {"t": "pay", "seat": seat, "need": copy.deepcopy(need), "given": [], "then": then})


# -- casting spells ----------------------------------------------------------------------------------
def _casts(state: dict[str, Any], task: dict[str, Any], rng: Rng, events: Events) -> None:
    """Spell tokens gained this phase are cast after every other token, strongest wand first."""
    casters = sorted(state["casters"], key=lambda s: -state["seats"][s]["wand"])
    state["casters"] = []
    push(state, *({"t": "cast", "seat": s} for s in casters))


def cast(state: dict[str, Any], seat: int, spell: str, rng: Rng, events: Events) -> None:
    up = state["spells"]["up"]
    up.remove(spell)
    state["spells"]["used"].append(spell)
    new = draw_spell(state, rng)
    events.append({"type": "cast", "seat": seat, "spell": spell, "new": new})
    grant = DATA.grants.get(spell)
    if grant is not None:
        _grant(state, seat, grant, events)
    elif spell in ("alkimia", "retiro", "imperium", "video"):
        task = {"t": {"alkimia": "steal"}.get(spell, spell), "seat": seat}
        if options(state, task):
            push(state, task)
        else:
            events.append({"type": "no_effect", "seat": seat, "spell": spell})


def _grant(state: dict[str, Any], seat: int, kind: str, events: Events) -> None:
    """Locus, Ultimus, Philosophia, Fortuna: take that special token from the supply."""
    token = next((t for t in state["specials"] if state["kind"][t] == kind), None)
    if token is None:
        events.append({"type": "no_effect", "seat": seat, "spell": kind})
        return
    state["specials"].remove(token)
    events.append({"type": "special", "seat": seat, "kind": kind})
    if kind == "pocket":
        state["seats"][seat]["pocket_tokens"].append(token)
    else:
        push(state, {"t": "place", "seat": seat, "token": token})


# -- decisions ---------------------------------------------------------------------------------------
def options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    """The action ids open to the deciding seat for a decision task."""
    return OPTIONS[task["t"]](state, task)


def _overflow_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    """Drop an owned token whose field overflows (that alone makes room), or reject the new one.

    Dropping an owned token of the new token's own kind would leave the same suitcase and moat as
    rejecting the new one, so that drop is not offered (INC-DEC-17)."""
    new = state["kind"][task["token"]]
    kinds = suitcase.kinds_of(state, task["seat"])
    per_field: Counter[str] = Counter(suitcase.FIELD[k] for k in kinds)
    per_field[suitcase.FIELD[new]] += 1
    caps = suitcase.side(state)
    full = {f for f, n in per_field.items() if f != "stack" and n > caps.get(f, 0)}
    drops = sorted({k for k in kinds if suitcase.FIELD[k] in full and k != new})
    return [f"drop:{k}" for k in drops] + [f"reject:{new}"]


def _pay_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    left = suitcase.payable_counts(state, task["seat"])
    given = Counter(task["given"])
    forced = forced_rest(task["need"], given, left)
    if forced:
        return [f"give:{forced[0]}"]
    return [f"give:{k}" for k in next_gives(task["need"], given, left)]


def _ultimus_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    return ["ultimus:decline", "ultimus:use"]


def _cast_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    return [f"cast:{s}" for s in sorted(set(state["spells"]["up"]))] or ["cast:none"]


def _steal_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    ids = set()
    for victim in range(state["players"]):
        if victim == task["seat"]:
            continue
        for kind in suitcase.kinds_of(state, victim):
            if KINDS[kind].category in STEALABLE or kind in ("ultimus", "stone"):
                ids.add(f"steal:{victim}:{kind}")
    return sorted(ids)


def _retiro_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    """Any moat token but a wizard; a monster only if the caster could catch it (else it would
    flee straight back, which no player would choose)."""
    owned = suitcase.owned_counts(state, task["seat"])
    kinds = {state["kind"][t] for t in state["moat"]}
    return sorted(f"retiro:{k}" for k in kinds if KINDS[k].category != "wizard"
                  and (KINDS[k].category != "monster" or owned[DATA.catcher_of[k]] or owned["ultimus"]))


def _imperium_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    room = state["room"]
    if room is None:
        return []
    return [f"imperium:{i}:{state['kind'][s['id']]}" for i, s in enumerate(room["slots"]) if s is not None and s["up"]]


def _video_options(state: dict[str, Any], task: dict[str, Any]) -> list[str]:
    room = state["room"]
    if room is None:
        return []
    return [f"video:{i}" for i, s in enumerate(room["slots"]) if s is not None and not s["up"]]


def decide(state: dict[str, Any], action_id: str, rng: Rng, events: Events) -> None:
    """Carry out the chosen option of the decision at the front of the queue."""
    task = state["pending"].pop(0)
    seat = task["seat"]
    parts = action_id.split(":")
    kind, arg = parts[0], parts[1]
    if kind == "drop":
        token = _token_of(state["seats"][seat]["tokens"], state, arg)
        state["seats"][seat]["tokens"].remove(token)
        state["seats"][seat]["tokens"].append(task["token"])
        state["moat"].append(token)
        events.append({"type": "dropped", "seat": seat, "kind": arg, "kept": state["kind"][task["token"]]})
    elif kind == "reject":
        state["moat"].append(task["token"])
        events.append({"type": "rejected", "seat": seat, "kind": arg})
    elif kind == "give":
        _give(state, task, arg, events)
    elif kind == "ultimus":
        _ultimus(state, task, arg == "use", events)
    elif kind == "cast":
        if arg != "none":
            cast(state, seat, arg, rng, events)
        else:
            events.append({"type": "no_spell", "seat": seat})
    elif kind == "steal":
        victim = int(arg)
        token = _token_of(state["seats"][victim]["tokens"], state, parts[2])
        state["seats"][victim]["tokens"].remove(token)
        events.append({"type": "stolen", "seat": seat, "victim": victim, "kind": parts[2]})
        gain(state, seat, token, events, chain=True)
    elif kind == "retiro":
        token = _token_of(state["moat"], state, arg)
        state["moat"].remove(token)
        events.append({"type": "retrieved", "seat": seat, "kind": arg})
        gain(state, seat, token, events, chain=True)
    elif kind == "imperium":
        token = take_from_room(state, int(arg))
        events.append({"type": "take", "seat": seat, "slot": int(arg), "kind": parts[2], "hidden": False, "spell": "imperium"})
        gain(state, seat, token, events, chain=True)
    elif kind == "video":
        _video(state, seat, int(arg), events)


def _token_of(tokens: list[int], state: dict[str, Any], kind: str) -> int:
    return next(t for t in tokens if state["kind"][t] == kind)


def _give(state: dict[str, Any], task: dict[str, Any], kind: str, events: Events) -> None:
    seat = task["seat"]
    token = _token_of(state["seats"][seat]["tokens"], state, kind)
    state["seats"][seat]["tokens"].remove(token)
    state["moat"].append(token)
    task["given"].append(kind)
    events.append({"type": "handed_in", "seat": seat, "kind": kind})
    if satisfies(task["need"], Counter(task["given"])):
        push(state, task["then"])
    else:
        push(state, task)


def _ultimus(state: dict[str, Any], task: dict[str, Any], use: bool, events: Events) -> None:
    seat, token = task["seat"], task["token"]
    kind = state["kind"][token]
    if use:
        ultimus = _token_of(state["seats"][seat]["tokens"], state, "ultimus")
        state["seats"][seat]["tokens"].remove(ultimus)
        state["moat"].append(ultimus)
        events.append({"type": "caught", "seat": seat, "kind": kind, "with": "ultimus"})
        if task["decline"] == "room":
            take_from_room(state, task["slot"])
            events.append({"type": "take", "seat": seat, "slot": task["slot"], "kind": kind, "hidden": True, "spell": "video"})
        push(state, {"t": "place", "seat": seat, "token": token})
    elif task["decline"] == "room":
        events.append({"type": "video_back", "seat": seat, "slot": task["slot"]})
    else:
        state["moat"].append(token)
        events.append({"type": "fled", "seat": seat, "kind": kind})


def _video(state: dict[str, Any], seat: int, slot_no: int, events: Events) -> None:
    """Look at a hidden token; take it if you can (a monster needs its weapon or Ultimus)."""
    token = state["room"]["slots"][slot_no]["id"]
    kind = state["kind"][token]
    known = state["known"].setdefault(str(token), [])
    if seat not in known:
        known.append(seat)
    events.append({"type": "video_look", "seat": seat, "slot": slot_no, "kind": kind, "to": [seat],
                   "public": {"type": "video_look", "seat": seat, "slot": slot_no}})
    if KINDS[kind].category == "monster":
        owned = suitcase.owned_counts(state, seat)
        if not owned[DATA.catcher_of[kind]]:
            if owned["ultimus"]:
                push(state, {"t": "ultimus", "seat": seat, "token": token, "decline": "room", "slot": slot_no})
            else:
                events.append({"type": "video_back", "seat": seat, "slot": slot_no})
            return
    take_from_room(state, slot_no)
    events.append({"type": "take", "seat": seat, "slot": slot_no, "kind": kind, "hidden": True, "spell": "video"})
    gain(state, seat, token, events, chain=True)


AUTOMATIC = {"win": _win, "place": _place, "stack": _stack, "casts": _casts,
             "end_phase": lambda state, task, rng, events: phase.end_phase(state, rng, events)}
OPTIONS = {"overflow": _overflow_options, "pay": _pay_options, "ultimus": _ultimus_options, "cast": _cast_options,
           "steal": _steal_options, "retiro": _retiro_options, "imperium": _imperium_options,
           "video": _video_options}
