"""The spell phase ("Fáze zaklínadla"): secret pointing, the reveal, wand conflicts, and what
happens when a phase ends (next phase, next room, the crypt, the end of the game).

Task kind ``point`` (a decision waiting for every seat at once); phase steps ``spell`` (everyone points)
and ``resolve`` (the winners' gains are done: end the phase)."""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import QUIET, Events, Flow, State, Task
from conjure.engine.rng import Rng

from . import suitcase
from .data import DATA
from .flow import FLOW, action_id
from .requirements import KIND_AT, KIND_PLACES, affords
from .setup import draw, fill_room, flip_wizard

KINDS: Final = DATA.kinds
WIZARDS: Final = suitcase.WIZARDS
OWNED_AT: Final = {name: KIND_PLACES if name in WIZARDS else at for name, at in KIND_AT.items()}
"""Where :func:`targets` counts a token of each kind: its place, a wizard's in the place no need reads."""


@FLOW.phase("spell")
def everyone_points(state: State, rng: Rng, events: Events) -> bool:
    """A spell phase begins: every seat points its wand in secret, all at once."""
    seats = len(state["seats"])
    Flow.push(state, {"t": "point", "wait": list(range(seats)), "choices": [None] * seats})
    return True


@FLOW.phase("resolve")
def phase_done(state: State, rng: Rng, events: Events) -> bool:
    """Every gain of the phase is done: play on in this room, go down the tower, or end the game."""
    end_phase(state, rng, events)
    return True


def choices(state: State) -> list[str | None]:
    """The seats' secret choices in the spell phase so far (None: not yet chosen)."""
    task = FLOW.top_decision(state)
    if state["phase"] == "spell" and task is not None and task["t"] == "point":
        found: list[str | None] = task["choices"]
        return found
    return [None] * len(state["seats"])


def point_options(state: State, task: Task, seat: int) -> list[str]:
    return targets(state, seat)


@FLOW.decision("point", point_options, ordered=True)  # targets() lists them in order
def point(state: State, task: Task, seat: int, action_id: str, rng: Rng, events: Events) -> None:
    """A seat points its wand (secret until everyone has); the last one to choose reveals them all."""
    task["choices"][seat] = action_id
    task["wait"].remove(seat)
    if events is not QUIET:
        events.append(
            {
                "type": "chose",
                "seat": seat,
                "choice": action_id,
                "to": [seat],
                "public": {"type": "ready", "seat": seat},
            }
        )
    if not task["wait"]:
        state["tasks"].pop()
        resolve_choices(state, task["choices"], events)


def _target_ids(head: str, places: int, *extra: str) -> list[dict[str, str]]:
    """``head:place:kind`` (or ``head:extra...:place:kind``) for every place and kind, worked out at import."""
    return [{kind: action_id(head, *extra, i, kind) for kind in (*KINDS, "hidden")} for i in range(places)]


_MOST_WIZARDS: Final = max(rec["wizards"] for rec in DATA.by_players.values())
_ROOM_SLOTS: Final = max(room.visible + room.hidden for room in DATA.rooms.values())
BREW: Final = _target_ids("brew", DATA.raw["display"]["potions"])
MASTER: Final = _target_ids("master", DATA.raw["display"]["books"])
DUEL: Final = _target_ids("duel", _MOST_WIZARDS)
TAKE_VISIBLE: Final = _target_ids("take", _ROOM_SLOTS, "visible")
TAKE_HIDDEN: Final = [action_id("take", "hidden", i) for i in range(_ROOM_SLOTS)]


def targets(state: dict[str, Any], seat: int) -> list[str]:
    """Everything the seat may point its wand at now, as action ids, in canonical (sorted) order.

    A hot path (every seat, every spell phase): the ids come from tables made at import, and what the seat
    may pay with is counted here (``suitcase.payable`` written out, by kind's place for ``affords``)."""
    kind: list[str] = state["kind"]
    info: dict[str, Any] = state["seats"][seat]
    tokens: list[int] = info["tokens"]
    owned = [0] * (KIND_PLACES + 1)  # by ``KIND_AT``; wizards in the last place, which no need reads
    for token in tokens:
        owned[OWNED_AT[kind[token]]] += 1
    wand: int = info["wand"]
    ids: list[str] = []
    potions: list[int | None] = state["potions"]
    for i, held in enumerate(potions):
        if held is not None:
            name = kind[held]
            if affords(name, owned, wand):
                ids.append(BREW[i][name])
    crypt: list[dict[str, Any] | None] | None = state["crypt"]
    if crypt is not None:
        for i, slot in enumerate(crypt):
            if slot is None:
                continue
            if not slot["up"]:
                ids.append(DUEL[i]["hidden"])
            else:
                name = kind[slot["id"]]
                if affords(name, owned, wand):
                    ids.append(DUEL[i][name])
    books: list[int | None] = state["books"]
    for i, held in enumerate(books):
        if held is not None:
            name = kind[held]
            if affords(name, owned, wand):
                ids.append(MASTER[i][name])
    room: dict[str, Any] | None = state["room"]
    if room is not None:
        visible: list[str] = []
        slots: list[dict[str, Any] | None] = room["slots"]
        for i, slot in enumerate(slots):
            if slot is not None:
                if slot["up"]:
                    visible.append(TAKE_VISIBLE[i][kind[slot["id"]]])
                else:
                    ids.append(TAKE_HIDDEN[i])
        ids += visible
    return ids


def _target_parts() -> dict[str, tuple[str, int, bool]]:
    """Every target id's head, place and whether it is face down (``take:hidden``), from the tables above."""
    parts: dict[str, tuple[str, int, bool]] = {}
    for head, table in (("brew", BREW), ("master", MASTER), ("duel", DUEL), ("take", TAKE_VISIBLE)):
        for slot, by_kind in enumerate(table):
            for target in by_kind.values():
                parts[target] = (head, slot, False)
    for slot, target in enumerate(TAKE_HIDDEN):
        parts[target] = ("take", slot, True)
    return parts


TARGET_PARTS: Final = _target_parts()
"""A target id's parts (``gains.win`` reads them here instead of parsing the id)."""


def resolve_choices(state: dict[str, Any], choices: list[str], events: list[dict[str, Any]]) -> None:
    """Reveal the choices, settle conflicts by wand, queue what each winner gains."""
    seats: list[dict[str, Any]] = state["seats"]
    if events is not QUIET:
        events.append({"type": "reveal", "choices": list(choices), "wands": [s["wand"] for s in seats]})
    groups: dict[str, list[int]] = {}
    for seat, target in enumerate(choices):
        groups.setdefault(target, []).append(seat)
    winners: list[tuple[int, str, int]] = []
    for target, group in groups.items():
        if len(group) == 1:
            winners.append((group[0], target, seats[group[0]]["wand"]))
        else:
            strongest = weakest = group[0]  # the first of the strongest and of the weakest (as max and min)
            for s in group:
                wand: int = seats[s]["wand"]
                if wand > seats[strongest]["wand"]:
                    strongest = s
                if wand < seats[weakest]["wand"]:
                    weakest = s
            winners.append((strongest, target, seats[strongest]["wand"]))
            losers = [s for s in group if s != strongest]
            if events is not QUIET:
                events.append(
                    {
                        "type": "conflict",
                        "target": target,
                        "winner": strongest,
                        "losers": losers,
                        "swap": weakest,
                        "wands": [seats[strongest]["wand"], seats[weakest]["wand"]],
                    }
                )
            seats[strongest]["wand"], seats[weakest]["wand"] = seats[weakest]["wand"], seats[strongest]["wand"]
    # the strongest wand now first, ties in the order found (a stable sort by the wand after the swaps)
    ordered = sorted([(-int(seats[s]["wand"]), i) for i, (s, _, _) in enumerate(winners)])
    tasks: list[dict[str, Any]] = []
    for _, i in ordered:
        s, t, w = winners[i]
        tasks.append({"t": "win", "seat": s, "target": t, "wand": w})
    tasks.append({"t": "casts"})
    Flow.push_all(state, tasks)
    state["phase"] = "resolve"


def room_tokens_left(state: dict[str, Any]) -> int:
    room = state["room"]
    if room is None:
        return 0
    slots: list[dict[str, Any] | None] = room["slots"]
    return len(slots) - slots.count(None)


def end_phase(state: dict[str, Any], rng: Rng, events: list[dict[str, Any]]) -> None:
    """After a spell phase: play on in this room, or clear it and go down the tower."""
    if state["room"] is not None and room_tokens_left(state) < 2:
        clear_room(state, rng, events)
    start_phase(state, events)


def clear_room(state: dict[str, Any], rng: Rng, events: list[dict[str, Any]]) -> None:
    room = state["room"]
    for slot in room["slots"]:
        if slot is not None:
            state["moat"].append(slot["id"])
            if events is not QUIET:
                events.append({"type": "leftover", "kind": state["kind"][slot["id"]]})
    state["known"] = {}
    state["rooms_done"].append(room["name"])
    if events is not QUIET:
        events.append({"type": "room_cleared", "room": room["name"]})
    refill(state, "potions", rng)
    if state["mode"] == "expert":
        refill(state, "books", rng)
    if state["rooms_left"]:
        name = state["rooms_left"].pop(rng.below(len(state["rooms_left"])))
        fill_room(state, name, rng)
        wizard = flip_wizard(state, rng)
        if events is not QUIET:
            events.append(
                {"type": "room_revealed", "room": name, "wizard": state["kind"][wizard] if wizard is not None else None}
            )
    else:
        enter_crypt(state, rng, events)


def refill(state: dict[str, Any], display: str, rng: Rng) -> None:
    supply = state["box"][display]
    row = state[display]
    for i, token in enumerate(row):
        if token is None and supply:
            row[i] = draw(supply, rng)


def enter_crypt(state: dict[str, Any], rng: Rng, events: list[dict[str, Any]]) -> None:
    """All wizards move into the crypt: face-up ones stay up, the others stay hidden."""
    state["room"] = None
    down = list(state["wizards"]["down"])
    rng.shuffle(down)
    state["crypt"] = [{"id": t, "up": True} for t in state["wizards"]["up"]] + [{"id": t, "up": False} for t in down]
    state["wizards"] = {"up": [], "down": []}
    if events is not QUIET:
        events.append({"type": "crypt", "wizards": len(state["crypt"])})


def start_phase(state: dict[str, Any], events: list[dict[str, Any]]) -> None:
    """Begin a spell phase, or end the game (rulebook: "Konec hry" and the crypt's early end)."""
    state["round"] += 1
    state["phase"] = "spell"
    crypt = state["crypt"]
    if crypt is not None:
        left = [slot for slot in crypt if slot is not None]
        if not left:
            finish(state, events, "no_wizards", None)
            return
        if all(slot["up"] for slot in left):
            stuck = [seat for seat in range(len(state["seats"])) if not targets(state, seat)]
            if stuck:
                for seat in stuck:
                    state["seats"][seat]["out"] = True
                finish(state, events, "wand_down", stuck)
                return
    if events is not QUIET:
        events.append(
            {"type": "phase", "round": state["round"], "room": state["room"]["name"] if state["room"] else None}
        )


def finish(state: dict[str, Any], events: list[dict[str, Any]], reason: str, seats: list[int] | None) -> None:
    state["phase"] = "over"
    state["end"] = {"reason": reason, "seats": seats}
    if events is not QUIET:
        events.append(
            {
                "type": "game_over",
                "reason": reason,
                "seats": list(seats) if seats is not None else None,
                "scores": [suitcase.total(state, s) for s in range(len(state["seats"]))],
            }
        )
