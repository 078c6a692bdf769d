"""Gaining tokens (rulebook: "Získání žetonů"): what a winner gets, the suitcase overflowing, paying
for potions, spell books and wizards, monsters caught or fled, and the Ultimus token.

Task kinds: ``win``, ``place``, ``stack`` (automatic); ``overflow``, ``pay``, ``ultimus`` (decisions).
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from conjure.engine.copies import deep_copy
from conjure.engine.flow import QUIET, Events, Flow, State, Task
from conjure.engine.rng import Rng

from . import ids, suitcase
from .data import DATA, Need
from .flow import FLOW, action_id
from .requirements import can_meet, payable_counting_of, satisfies, usable_choices_of
from .spell_phase import TARGET_PARTS

KINDS: Final = DATA.kinds


# -- winning a target ------------------------------------------------------------------------------
@FLOW.auto("win")
def win(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The seat that won a target gets it: a room token, a potion or book to pay for, or a duel."""
    seat = task["seat"]
    kind_of = state["kind"]
    head, slot_no, hidden = TARGET_PARTS[task["target"]]  # every target is listed by ``spell_phase.targets``
    if head == "take":
        token = take_from_room(state, slot_no)
        if events is not QUIET:
            events.append({"type": "take", "seat": seat, "slot": slot_no, "kind": kind_of[token], "hidden": hidden})
        gain(state, seat, token, events, chain=False)
    elif head == "duel":
        _duel(state, seat, slot_no, task["wand"], events)
    else:  # brew, master
        row = state["potions" if head == "brew" else "books"]
        token = row[slot_no]
        row[slot_no] = None
        if events is not QUIET:
            events.append({"type": head, "seat": seat, "kind": kind_of[token]})
        start_payment(state, seat, KINDS[kind_of[token]].need or {}, {"t": "place", "seat": seat, "token": token})


def _duel(state: State, seat: int, slot_no: int, wand: int, events: Events) -> None:
    """A wizard in the crypt: flip it if hidden; defeat it with its weakness, or it flees."""
    slot = state["crypt"][slot_no]
    state["crypt"][slot_no] = None
    token = slot["id"]
    kind = state["kind"][token]
    need = KINDS[kind].need or {}
    if not slot["up"]:
        if events is not QUIET:
            events.append({"type": "wizard_flipped", "seat": seat, "kind": kind})
    if not can_meet(need, suitcase.payable(state, seat), wand):
        state["moat"].append(token)
        if events is not QUIET:
            events.append({"type": "wizard_fled", "seat": seat, "kind": kind})
        return
    if events is not QUIET:
        events.append({"type": "wizard_defeated", "seat": seat, "kind": kind})
    start_payment(state, seat, need, {"t": "stack", "seat": seat, "token": token})


def take_from_room(state: State, slot_no: int) -> int:
    slot = state["room"]["slots"][slot_no]
    state["room"]["slots"][slot_no] = None
    state["known"].pop(str(slot["id"]), None)
    token: int = slot["id"]
    return token


def gain(state: State, seat: int, token: int, events: Events, chain: bool) -> None:
    """A token comes to a seat: monsters are hunted, spell tokens cast, the rest packed.

    A spell token won in the phase is cast after every other gain (``chain`` False); one gained by a
    spell is cast at once (``chain`` True)."""
    kind = state["kind"][token]
    info = KINDS[kind]
    if info.category == "monster":
        owned = suitcase.owned(state, seat)
        if owned.get(DATA.catcher_of[kind]):
            if events is not QUIET:
                events.append({"type": "caught", "seat": seat, "kind": kind, "with": DATA.catcher_of[kind]})
            Flow.push(state, {"t": "place", "seat": seat, "token": token})
        elif owned.get("ultimus"):
            Flow.push(state, {"t": "ultimus", "seat": seat, "token": token, "decline": "moat"})
        else:
            state["moat"].append(token)
            if events is not QUIET:
                events.append({"type": "fled", "seat": seat, "kind": kind})
    elif info.category == "spell":
        state["seats"][seat]["tokens"].append(token)
        if chain:
            Flow.push(state, {"t": "cast", "seat": seat})
        else:
            state["seats"][seat]["to_cast"] += 1
    else:
        Flow.push(state, {"t": "place", "seat": seat, "token": token})


# -- packing the suitcase ----------------------------------------------------------------------------
@FLOW.auto("place")
def place(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Pack a token; if the suitcase cannot hold it, the seat decides what goes to the moat."""
    seat, token = task["seat"], task["token"]
    if suitcase.fits_one_more(state, seat, state["kind"][token]):
        state["seats"][seat]["tokens"].append(token)
    else:
        Flow.push(state, {"t": "overflow", "seat": seat, "token": token})


@FLOW.auto("stack")
def stack(state: State, task: Task, rng: Rng, events: Events) -> None:
    """A defeated wizard goes on the seat's stack (it always fits)."""
    state["seats"][task["seat"]]["tokens"].append(task["token"])


def overflow_options(state: State, task: Task, seat: int) -> list[str]:
    """Drop an owned token whose field overflows (that alone makes room), or reject the new one.

    Dropping an owned token of the new token's own kind would leave the same suitcase and moat as
    rejecting the new one, so that drop is not offered (INC-DEC-17)."""
    new = state["kind"][task["token"]]
    kinds = suitcase.kinds_of(state, seat)
    per_field: Counter[str] = Counter(suitcase.FIELD[k] for k in kinds)
    per_field[suitcase.FIELD[new]] += 1
    caps = suitcase.side(state)
    full = {f for f, n in per_field.items() if f != "stack" and n > caps.get(f, 0)}
    drops = sorted({k for k in kinds if suitcase.FIELD[k] in full and k != new})
    return [action_id("drop", k) for k in drops] + [action_id("reject", new)]


@FLOW.decision("overflow", overflow_options)
def overflow(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = ids.parse(action_id)
    if isinstance(chosen, ids.Drop):
        kind = chosen.token
        tokens = state["seats"][seat]["tokens"]
        token = token_of(state, tokens, kind)
        tokens.remove(token)
        tokens.append(task["token"])
        state["moat"].append(token)
        if events is not QUIET:
            events.append({"type": "dropped", "seat": seat, "kind": kind, "kept": state["kind"][task["token"]]})
    elif isinstance(chosen, ids.Reject):
        state["moat"].append(task["token"])
        if events is not QUIET:
            events.append({"type": "rejected", "seat": seat, "kind": chosen.token})


def token_of(state: State, tokens: list[int], kind: str) -> int:
    """The first token of ``kind`` among ``tokens``."""
    return next(t for t in tokens if state["kind"][t] == kind)


# -- paying ------------------------------------------------------------------------------------------
def start_payment(state: State, seat: int, need: Need, then: Task) -> None:
    """Hand in what ``need`` asks (token by token when there is a choice), then do ``then``.
    The task keeps its own copy of ``need``: the state never shares a list with the component data."""
    if "wand_at_most" in need:
        Flow.push(state, then)
    else:
        Flow.push(state, {"t": "pay", "seat": seat, "need": deep_copy(need), "given": [], "then": then})


def pay_options(state: State, task: Task, seat: int) -> list[str]:
    """The next token to hand in: the first of the rest if only one way finishes the payment, else every
    kind that brings it closer (``requirements.usable_choices``, which keeps its answers). Only the seat's
    tokens that count towards the need are counted (a wizard never does: it cannot be handed in)."""
    table: list[str] = state["kind"]
    content, need = _need_of(table, task)
    counting = payable_counting_of(content, need)
    tokens: list[int] = state["seats"][seat]["tokens"]
    usable: dict[str, int] = {}
    for token in tokens:
        kind = table[token]
        if kind in counting:
            usable[kind] = usable.get(kind, 0) + 1
    return [GIVE[kind] for kind in usable_choices_of(content, need, task["given"], usable)]


def _need_of(table: list[str], task: Task) -> tuple[str, Need]:
    """A payment task's need and its key (its ``repr``): the need printed on the component paid for (the task's
    own need is a copy of it, ``start_payment``), with the key made at import, when the two are equal; else the
    task's own and its ``repr`` made now. Equal needs have the same answers (``requirements`` keys them by
    content), and a printed need is found by identity where a copy's ``repr`` is made again."""
    need: Need = task["need"]
    printed = KINDS[table[task["then"]["token"]]].need
    if printed is not None and printed == need:
        return PRINTED_KEY[id(printed)], printed
    return repr(need), need


PRINTED_KEY: Final = {id(info.need): repr(info.need) for info in KINDS.values() if info.need is not None}
"""Every printed need's key (its ``repr``), by the need's identity (the needs live as long as ``DATA``)."""

GIVE: Final = {kind: action_id("give", kind) for kind in KINDS}
"""Every kind's ``give`` id, made at import."""
GIVEN: Final = {give: kind for kind, give in GIVE.items()}
"""The kind a ``give`` id hands in (every id ``pay_options`` offers is here)."""


@FLOW.decision("pay", pay_options)
def pay(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    """Hand in one token; when the need is met, what was paid for follows."""
    state["tasks"].pop()
    kind = GIVEN[action_id]
    tokens = state["seats"][seat]["tokens"]
    token = token_of(state, tokens, kind)
    tokens.remove(token)
    state["moat"].append(token)
    task["given"].append(kind)
    if events is not QUIET:
        events.append({"type": "handed_in", "seat": seat, "kind": kind})
    need = _need_of(state["kind"], task)[1]
    Flow.push(state, task["then"] if satisfies(need, suitcase.count(task["given"])) else task)


# -- the Ultimus token -------------------------------------------------------------------------------
def ultimus_options(state: State, task: Task, seat: int) -> list[str]:
    return [action_id("ultimus", "decline"), action_id("ultimus", "use")]


@FLOW.decision("ultimus", ultimus_options)
def ultimus(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    """Catch a monster with Ultimus (handed in), or let it flee (or, seen by Video, stay in the room)."""
    state["tasks"].pop()
    token = task["token"]
    kind = state["kind"][token]
    if ids.Ultimus.parse(action_id).choice == "use":
        tokens = state["seats"][seat]["tokens"]
        spent = token_of(state, tokens, "ultimus")
        tokens.remove(spent)
        state["moat"].append(spent)
        if events is not QUIET:
            events.append({"type": "caught", "seat": seat, "kind": kind, "with": "ultimus"})
        if task["decline"] == "room":
            take_from_room(state, task["slot"])
            if events is not QUIET:
                events.append(
                    {"type": "take", "seat": seat, "slot": task["slot"], "kind": kind, "hidden": True, "spell": "video"}
                )
        Flow.push(state, {"t": "place", "seat": seat, "token": token})
    elif task["decline"] == "room":
        if events is not QUIET:
            events.append({"type": "video_back", "seat": seat, "slot": task["slot"]})
    else:
        state["moat"].append(token)
        if events is not QUIET:
            events.append({"type": "fled", "seat": seat, "kind": kind})
