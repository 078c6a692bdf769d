"""Spells (rulebook: "Zaklínadla"): a spell token lets its owner cast one of the face-up spells.

Task kinds: ``casts`` (automatic: the seats that won a spell token this phase, strongest wand first); ``cast``, ``steal``
(Alkimia), ``retiro``, ``imperium``, ``video`` (decisions).
"""

from __future__ import annotations

from typing import Final

from conjure.engine.flow import QUIET, Events, Flow, State, Task
from conjure.engine.rng import Rng

from . import ids, suitcase
from .data import DATA
from .flow import FLOW, action_id
from .gains import gain, take_from_room, token_of
from .setup import draw_spell

KINDS: Final = DATA.kinds
STEALABLE: Final = frozenset({"ingredient", "weapon", "gold"})
TASK_OF_SPELL: Final = {"alkimia": "steal", "retiro": "retiro", "imperium": "imperium", "video": "video"}


@FLOW.auto("casts")
def casts(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Spell tokens gained this phase are cast after every other token, strongest wand first."""
    seats = state["seats"]
    if not any(info["to_cast"] for info in seats):
        return  # most phases: nobody won a spell token (nothing to reset, no cast to queue)
    casters = sorted(
        (s for s, info in enumerate(seats) for _ in range(info["to_cast"])), key=lambda s: -seats[s]["wand"]
    )
    for info in seats:
        info["to_cast"] = 0
    Flow.push_all(state, [{"t": "cast", "seat": s} for s in casters])


def cast_options(state: State, task: Task, seat: int) -> list[str]:
    return [action_id("cast", s) for s in sorted(set(state["spells"]["up"]))] or [action_id("cast", "none")]


@FLOW.decision("cast", cast_options)
def cast(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    spell = ids.Cast.parse(action_id).spell
    if spell == "none":
        if events is not QUIET:
            events.append({"type": "no_spell", "seat": seat})
        return
    state["spells"]["up"].remove(spell)
    state["spells"]["used"].append(spell)
    new = draw_spell(state, rng)
    if events is not QUIET:
        events.append({"type": "cast", "seat": seat, "spell": spell, "new": new})
    grant = DATA.grants.get(spell)
    if grant is not None:
        _grant(state, seat, grant, events)
    elif spell in TASK_OF_SPELL:
        kind = TASK_OF_SPELL[spell]
        effect: Task = {"t": kind, "seat": seat}
        if FLOW.decisions[kind].options(state, effect, seat):
            Flow.push(state, effect)
        else:
            if events is not QUIET:
                events.append({"type": "no_effect", "seat": seat, "spell": spell})


def _grant(state: State, seat: int, kind: str, events: Events) -> None:
    """Locus, Ultimus, Philosophia, Fortuna: take that special token from the supply."""
    token = next((t for t in state["specials"] if state["kind"][t] == kind), None)
    if token is None:
        if events is not QUIET:
            events.append({"type": "no_effect", "seat": seat, "spell": kind})
        return
    state["specials"].remove(token)
    if events is not QUIET:
        events.append({"type": "special", "seat": seat, "kind": kind})
    if kind == "pocket":
        state["seats"][seat]["pocket_tokens"].append(token)
    else:
        Flow.push(state, {"t": "place", "seat": seat, "token": token})


# -- Alkimia: steal a token ------------------------------------------------------------------------
def steal_options(state: State, task: Task, seat: int) -> list[str]:
    found = set()
    for victim in range(len(state["seats"])):
        if victim == seat:
            continue
        for kind in suitcase.kinds_of(state, victim):
            if KINDS[kind].category in STEALABLE or kind in ("ultimus", "stone"):
                found.add(action_id("steal", victim, kind))
    return sorted(found)


@FLOW.decision("steal", steal_options)
def steal(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = ids.Steal.parse(action_id)
    victim, kind = chosen.victim, chosen.token
    tokens = state["seats"][victim]["tokens"]
    token = token_of(state, tokens, kind)
    tokens.remove(token)
    if events is not QUIET:
        events.append({"type": "stolen", "seat": seat, "victim": victim, "kind": kind})
    gain(state, seat, token, events, chain=True)


# -- Retiro: a token back from the moat --------------------------------------------------------------
def retiro_options(state: State, task: Task, seat: int) -> list[str]:
    """Any moat token but a wizard; a monster only if the caster could catch it (else it would
    flee straight back, which no player would choose)."""
    owned = suitcase.owned_counts(state, seat)
    kinds = {state["kind"][t] for t in state["moat"]}
    return sorted(
        action_id("retiro", k)
        for k in kinds
        if KINDS[k].category != "wizard"
        and (KINDS[k].category != "monster" or owned[DATA.catcher_of[k]] or owned["ultimus"])
    )


@FLOW.decision("retiro", retiro_options)
def retiro(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    kind = ids.Retiro.parse(action_id).token
    token = token_of(state, state["moat"], kind)
    state["moat"].remove(token)
    if events is not QUIET:
        events.append({"type": "retrieved", "seat": seat, "kind": kind})
    gain(state, seat, token, events, chain=True)


# -- Imperium: a face-up room token ------------------------------------------------------------------
def imperium_options(state: State, task: Task, seat: int) -> list[str]:
    room = state["room"]
    if room is None:
        return []
    return [
        action_id("imperium", i, state["kind"][s["id"]])
        for i, s in enumerate(room["slots"])
        if s is not None and s["up"]
    ]


@FLOW.decision("imperium", imperium_options)
def imperium(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = ids.Imperium.parse(action_id)
    kind = chosen.token
    token = take_from_room(state, chosen.slot)
    if events is not QUIET:
        events.append(
            {"type": "take", "seat": seat, "slot": chosen.slot, "kind": kind, "hidden": False, "spell": "imperium"}
        )
    gain(state, seat, token, events, chain=True)


# -- Video: look at a hidden room token, take it if you can ------------------------------------------
def video_options(state: State, task: Task, seat: int) -> list[str]:
    room = state["room"]
    if room is None:
        return []
    return [action_id("video", i) for i, s in enumerate(room["slots"]) if s is not None and not s["up"]]


@FLOW.decision("video", video_options)
def video(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    """Look at a hidden token; take it if you can (a monster needs its weapon or Ultimus)."""
    state["tasks"].pop()
    slot_no = ids.Video.parse(action_id).slot
    token = state["room"]["slots"][slot_no]["id"]
    kind = state["kind"][token]
    known = state["known"].setdefault(str(token), [])
    if seat not in known:
        known.append(seat)
    if events is not QUIET:
        events.append(
            {
                "type": "video_look",
                "seat": seat,
                "slot": slot_no,
                "kind": kind,
                "to": [seat],
                "public": {"type": "video_look", "seat": seat, "slot": slot_no},
            }
        )
    if KINDS[kind].category == "monster":
        owned = suitcase.owned_counts(state, seat)
        if not owned[DATA.catcher_of[kind]]:
            if owned["ultimus"]:
                Flow.push(state, {"t": "ultimus", "seat": seat, "token": token, "decline": "room", "slot": slot_no})
            else:
                if events is not QUIET:
                    events.append({"type": "video_back", "seat": seat, "slot": slot_no})
            return
    take_from_room(state, slot_no)
    if events is not QUIET:
        events.append({"type": "take", "seat": seat, "slot": slot_no, "kind": kind, "hidden": True, "spell": "video"})
    gain(state, seat, token, events, chain=True)
