"""The Workshop (rulebook: Ateliér; Připravit trik; the specialists' move actions).

Each player has a Workshop of their own. The decision ``turn_workshop`` offers every Prepare the remaining AP
allow, the move actions the seat's specialists unlock (any character may take them), and ``end``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from conjure.engine.terms import Terms

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..phases.assignment import char_type
from ..phases.placement import spend
from ..phases.preparation import meets, prop_count
from ..prophecies.locations import cost, gain_shards
from ..specials.bonuses import (
    FORGO,
    bonus,
    ends_or_forgoes,
    enhancement,
    fame,
    forgo_option,
    parsed,
    spend_bonus,
    with_bonus,
)
from ..steps import workshop_path
from ..theatre.stage import SKIP, targets

END = ids.End().format()
MAX_MARKERS = data.C["max_markers_per_symbol"]


def _trick(seat: dict[str, Any], trick_id: str) -> dict[str, Any]:
    return next(t for t in seat["tricks"] if t["id"] == trick_id)


# -- prepare (TRK-WORK-1, TRK-WORK-2) -------------------------------------------------------------------------------------


def prepare_markers(trick: dict[str, Any]) -> int:
    """Markers a Prepare puts on the card: the trick's number, one more on the engineer's slot, within the 4
    markers of a symbol in play (those set up in the Theatre, ``staged``, count)."""
    gained: int = data.TRICKS[trick["id"]].markers + (1 if trick["slot"] == "engineer" else 0)
    return min(gained, int(MAX_MARKERS) - int(trick.get("staged", 0)))


def can_prepare(seat: dict[str, Any], trick: dict[str, Any]) -> bool:
    """The workshop meets the trick's props and its card holds no markers (markers in the Theatre do not matter)."""
    return trick["markers"] == 0 and meets(seat, trick["id"]) and prepare_markers(trick) > 0


def prepare_options(state: State, seat_no: int, ap: int) -> list[str]:
    seat = state["seats"][seat_no]
    return [
        ids.text(ids.Prepare, t["id"], ())
        for t in seat["tricks"]
        if data.TRICKS[t["id"]].prepare_ap <= ap and can_prepare(seat, t)
    ]


def prepare(state: State, seat_no: int, trick_id: str, events: Events, extra: int = 0) -> int:
    """Put the markers on the card (``extra`` more by a special card, within the 4 in play); the AP it cost."""
    trick = _trick(state["seats"][seat_no], trick_id)
    trick["markers"] = min(prepare_markers(trick) + extra, MAX_MARKERS - int(trick.get("staged", 0)))
    events.append({"type": "prepared", "seat": seat_no, "trick": trick_id, "markers": trick["markers"]})
    return data.TRICKS[trick_id].prepare_ap


# -- the specialists' moves (TRK-WORK-3) -----------------------------------------------------------------------------------


def move_options(state: State, seat_no: int, ap: int) -> list[str]:
    seat = state["seats"][seat_no]
    if ap < cost(state, "move_trick"):
        return []
    options = []
    if "engineer" in seat["specialists"]:
        options += [ids.text(ids.MoveTrick, t["id"]) for t in seat["tricks"] if t["slot"] == "board"]
    if "manager" in seat["specialists"]:
        options += props_moves(seat)
    if "assistant" in seat["specialists"] and not seat["assistant_apprentice"] and "apprentice" in seat["characters"]:
        options.append(ids.MoveApprentice().format())
    return options


def props_moves(seat: dict[str, Any]) -> list[str]:
    """A board pile onto a free multi slot, or swapped with a pile there; a pile of 3 cannot go (the bonus counts
    toward the limit of 3)."""
    piles = sorted(
        c
        for c, n in seat["props"].items()
        if n and c not in seat["multi"] and n + 1 <= data.C["max_components_per_type"]
    )
    if len(seat["multi"]) < data.DATA.raw["workshop"]["manager_component_slots"]:
        return [ids.text(ids.MoveComponents, c) for c in piles]
    return [ids.text(ids.MoveComponents, c, out) for c in piles for out in sorted(seat["multi"])]


def move_trick(seat: dict[str, Any], trick_id: str) -> None:
    """The trick to the engineer's slot; a trick already there to the vacated board slot."""
    for t in seat["tricks"]:
        if t["slot"] == "engineer":
            t["slot"] = "board"
    _trick(seat, trick_id)["slot"] = "engineer"


def move_props(seat: dict[str, Any], prop: str, swapped: str | None) -> None:
    if swapped is not None:
        seat["multi"].remove(swapped)
    seat["multi"].append(prop)


# -- the decision ------------------------------------------------------------------------------------------------------------


def workshop_options(state: State, task: Task, seat: int) -> list[str]:
    ap = task["ap"]
    special = with_bonus(prepare_options(state, seat, ap)) if can_boost(state, task, seat) else []
    if bonus(task) == "ingenuity":
        special = with_bonus(ingenuity_options(state["seats"][seat], ap))
    if bonus(task) == "unstable_prototype":
        special = with_bonus(prototype_options(state["seats"][seat], prepare_options(state, seat, ap)))
    if bonus(task) == "replaceable_parts":
        special = with_bonus(parts_options(state["seats"][seat], prepare_options(state, seat, ap)))
    return [*prepare_options(state, seat, ap), *special, *move_options(state, seat, ap), *forgo_option(task), END]


BOOSTED = ("trick_tweaking", "invention", "test_run", "on_stage_preparation")  # any Prepare takes their bonus


def can_boost(state: State, task: Task, seat: int) -> bool:
    """Whether a plain Prepare may take the card's bonus: Enhance Trick needs a shard, Hidden Talent an apprentice
    doing the preparing (TRK-WORK-6)."""
    card = bonus(task)
    if card == "enhance_trick":
        return bool(state["seats"][seat]["shards"] > 0)
    if card == "hidden_talent":
        return char_type(task["char"]) == "apprentice"
    return card in BOOSTED


def short_of(seat: dict[str, Any], trick_id: str) -> int:
    """How many of the trick's required prop types the workshop lacks (in number)."""
    return sum(1 for c, n in data.TRICKS[trick_id].components.items() if prop_count(seat, c) < n)


def ingenuity_options(seat: dict[str, Any], ap: int) -> list[str]:
    """Ingenuity: a trick short of exactly one required prop type may be prepared (with 1 marker)."""
    return [
        ids.text(ids.Prepare, t["id"], ())
        for t in seat["tricks"]
        if data.TRICKS[t["id"]].prepare_ap <= ap
        and t["markers"] == 0
        and short_of(seat, t["id"]) == 1
        and prepare_markers(t) > 0
    ]


def test_run(state: State, seat_no: int, trick_id: str, events: Events) -> None:
    """Test Run: with one marker fewer, the trick's fame, coin and shard yields at once."""
    trick, seat = data.TRICKS[trick_id], state["seats"][seat_no]
    plus = enhancement(state, seat_no, trick_id)
    seat["fame"] += trick.yield_fame + plus
    seat["coins"] += trick.yield_coins + plus
    gain_shards(state, seat_no, trick.yield_shards, events)
    events.append(
        {
            "type": "special_bonus",
            "seat": seat_no,
            "card": "test_run",
            "fame": trick.yield_fame + plus,
            "coins": trick.yield_coins + plus,
            "shards": trick.yield_shards,
        }
    )


def prototype_options(seat: dict[str, Any], prepares: list[str]) -> list[str]:
    """Unstable Prototype: with a Prepare, 1–3 of the trick's required props (held) go back to the supply."""
    options = []
    for aid in prepares:
        trick_id = ids.Prepare.parse(aid).trick
        kinds = sorted(data.TRICKS[trick_id].components)
        found: list[list[str]] = [[]]
        for kind in kinds:
            found = [m + [kind] * n for m in found for n in range(0, min(seat["props"].get(kind, 0), 3 - len(m)) + 1)]
        options += [ids.text(ids.Prepare, trick_id, tuple(m)) for m in found if m]
    return options


def parts_options(seat: dict[str, Any], prepares: list[str]) -> list[str]:
    """Replaceable Parts: with a Prepare giving a marker fewer, one marker on another own trick of equal or lower
    fame threshold, within 4 markers in play."""
    options = []
    for aid in prepares:
        trick_id = ids.Prepare.parse(aid).trick
        options += [
            ids.text(ids.Prepare, trick_id, (t["id"],))
            for t in seat["tricks"]
            if t["id"] != trick_id
            and data.TRICKS[t["id"]].threshold <= data.TRICKS[trick_id].threshold
            and t["markers"] + int(t.get("staged", 0)) < MAX_MARKERS
        ]
    return options


def prototype_or_parts(state: State, seat_no: int, card: str | None, rest: list[str], events: Events) -> None:
    """After the Prepare: Unstable Prototype returns the named props for 1 fame and 1 coin each (the +1 marker is
    given with the Prepare); Replaceable Parts puts a marker on the named trick."""
    seat = state["seats"][seat_no]
    if card == "unstable_prototype":
        for prop in rest:
            seat["props"][prop] -= 1
            if not seat["props"][prop]:
                del seat["props"][prop]
                if prop in seat["multi"]:
                    seat["multi"].remove(prop)
        seat["fame"] += len(rest)
        seat["coins"] += len(rest)
        events.append(
            {
                "type": "special_bonus",
                "seat": seat_no,
                "card": card,
                "returned": list(rest),
                "fame": len(rest),
                "coins": len(rest),
            }
        )
    elif card == "replaceable_parts":
        _trick(seat, rest[0])["markers"] += 1
        events.append({"type": "special_bonus", "seat": seat_no, "card": card, "trick": rest[0], "markers": 1})


def special_prepare(state: State, task: Task, seat: int, trick_id: str, events: Events, rest: list[str]) -> None:
    """Trick Tweaking: one marker more; Invention: fame for each advanced and superior prop the trick requires;
    Ingenuity: prepared short of one prop type, with 1 marker; Test Run: one marker fewer for the trick's yields
    at once (TRK-WORK-4)."""
    card = bonus(task)
    spend_bonus(task)
    if card == "ingenuity":
        trick = _trick(state["seats"][seat], trick_id)
        trick["markers"] = min(prepare_markers(trick), data.C["ingenuity_markers"])
        spend(task, data.TRICKS[trick_id].prepare_ap)
        events.append({"type": "prepared", "seat": seat, "trick": trick_id, "markers": trick["markers"]})
    else:
        extra = {"trick_tweaking": 1, "test_run": -1, "unstable_prototype": 1, "replaceable_parts": -1}.get(
            card or "", 0
        )
        spend(task, prepare(state, seat, trick_id, events, extra=extra))
        prototype_or_parts(state, seat, card, rest, events)
    if card == "test_run":
        test_run(state, seat, trick_id, events)
    if card in ("enhance_trick", "on_stage_preparation", "hidden_talent"):
        after_prepare(state, task, seat, card, trick_id, events)
    if card == "invention":
        needs = data.TRICKS[trick_id].components
        fame(
            state, seat, "invention", sum(n for c, n in needs.items() if data.COMPONENTS[c]["tier"] != "basic"), events
        )
    events.append({"type": "special_used", "seat": seat, "card": card})


# -- Enhance Trick, On-stage Preparation, Hidden Talent (TRK-WORK-6) --------------------------------------------------


def after_prepare(state: State, task: Task, seat: int, card: str, trick_id: str, events: Events) -> None:
    """Enhance Trick: a shard onto the prepared trick, its fame and coin yields +1 for the rest of the game;
    On-stage Preparation: one of the new markers may go onto a performance card (``on_stage``); Hidden Talent: the
    preparing apprentice may make way for a specialist at the End of Round (phases/round_end.py)."""
    own = state["seats"][seat]
    if card == "enhance_trick":
        own["shards"] -= 1
        record = _trick(own, trick_id)
        record["enhanced"] = int(record.get("enhanced", 0)) + 1
        events.append({"type": "special_bonus", "seat": seat, "card": card, "trick": trick_id})
    elif card == "on_stage_preparation":
        if _trick(own, trick_id)["markers"] > 0 and targets(state, seat, trick_id):
            FLOW.push(state, {"t": "on_stage", "seat": seat, "trick": trick_id})
    else:
        state.setdefault("hidden_talent", []).append(seat)


def on_stage_options(state: State, task: Task, seat: int) -> list[str]:
    """A free slot of any performance card for one of the new markers, or none."""
    return [*(ids.Slot(card, slot).format() for card, slot in targets(state, seat, task["trick"])), SKIP]


@FLOW.decision("on_stage", on_stage_options)
def on_stage(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The marker is turned next (``theater_face``) and its links pay nothing."""
    state["tasks"].pop()
    if isinstance(chosen := ids.parse(aid), ids.Slot):
        FLOW.push(
            state,
            {
                "t": "theater_face",
                "seat": seat,
                "trick": task["trick"],
                "source": None,
                "card": chosen.card,
                "slot": chosen.slot,
                "pay": False,
                "double": False,
                "quiet": True,
            },
        )


def workshop_terms(state: State, task: Task, seat: int, move: str) -> Terms:
    """What a Workshop move costs (AP; a shard for Enhance Trick; the props Unstable Prototype gives back) and gives
    (a fame and a coin a prop given back; Test Run's yields; Invention's fame; +1 AP for giving the bonus up)."""
    chosen, card = ids.parse(move), bonus(task)
    match chosen:
        case ids.Prepare(trick_id) if chosen.special:
            return _special_terms(state, seat, trick_id, card, chosen.extras)
        case ids.Prepare(trick_id):
            return Terms.of({"ap": data.TRICKS[trick_id].prepare_ap})
        case ids.MoveTrick() | ids.MoveComponents() | ids.MoveApprentice():
            return Terms.of({"ap": cost(state, chosen.kind)})
        case ids.Forgo():
            return Terms.of(gain={"ap": 1})
    return Terms()


def _special_terms(state: State, seat: int, trick_id: str, card: str | None, extras: list[str]) -> Terms:
    ap, trick = data.TRICKS[trick_id].prepare_ap, data.TRICKS[trick_id]
    if card == "unstable_prototype":
        given = dict(Counter(extras))
        return Terms.of({"ap": ap, **given}, {"fame": len(extras), "coins": len(extras)})
    if card == "enhance_trick":
        return Terms.of({"ap": ap, "shards": 1})
    if card == "invention":
        advanced = sum(n for c, n in trick.components.items() if data.COMPONENTS[c]["tier"] != "basic")
        return Terms.of({"ap": ap}, {"fame": advanced})
    if card == "test_run":
        plus = enhancement(state, seat, trick_id)
        gain = {"fame": trick.yield_fame + plus, "coins": trick.yield_coins + plus, "shards": trick.yield_shards}
        return Terms.of({"ap": ap}, gain)
    return Terms.of({"ap": ap})


def _only_end(state: State, task: Task, seat: int) -> bool:
    """Whether :func:`workshop_options` is ``[END]`` (``FLOW.option_ids``: the first steps of its moves, of which
    only ``end``'s is ``end``), found without listing them: the special card's Prepares are made of the plain ones
    (none without them) but Ingenuity's."""
    if forgo_option(task):
        return False
    ap = task["ap"]
    own = state["seats"][seat]
    if any(data.TRICKS[t["id"]].prepare_ap <= ap and can_prepare(own, t) for t in own["tricks"]):
        return False  # prepare_options lists one
    if bonus(task) == "ingenuity" and ingenuity_options(own, ap):
        return False
    return not move_options(state, seat, ap)


@FLOW.decision("turn_workshop", workshop_options, path=workshop_path, terms=workshop_terms)  # asked step by step
def turn_workshop(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    if aid == END or aid == FORGO:  # their kind is their id
        ends_or_forgoes(state, task, seat, aid, events, _only_end)
        return
    chosen = parsed(aid)
    own = state["seats"][seat]
    if isinstance(chosen, ids.Prepare):
        if chosen.special:
            special_prepare(state, task, seat, chosen.trick, events, chosen.extras)
        else:
            spend(task, prepare(state, seat, chosen.trick, events))
        return
    spend(task, cost(state, chosen.kind))
    match chosen:
        case ids.MoveTrick(trick):
            move_trick(own, trick)
        case ids.MoveComponents(prop, swapped):
            move_props(own, prop, swapped)
        case ids.MoveApprentice():
            own["assistant_apprentice"] = True
    events.append({"type": chosen.kind, "seat": seat, "args": chosen.parts()})
