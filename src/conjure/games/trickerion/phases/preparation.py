"""The players' setup (rulebook: Příprava hráčů; První hra pro začátečníky; Počáteční body slávy a pořadí kola).

Every choice a player makes while setting up is a decision task: the magician (and with it the favourite
school), the starting trick, the starting props, the specialist and its bonus, the engineer's second trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from typing import Any, Final

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task, seat_order

NONE = "none"


# -- helpers on a seat's workshop ------------------------------------------------------------------------------


def prop_count(seat: dict[str, object], component: str) -> int:
    """How many of a prop the workshop counts: a pile on a manager's multi-component slot counts one more."""
    props = seat["props"]
    multi = seat["multi"]
    assert isinstance(props, dict) and isinstance(multi, list)
    value = props.get(component, 0)
    held: int = value if type(value) is int else int(value)  # an int read as it is (int() is a call)
    return held + 1 if held and component in multi else held


def meets(seat: dict[str, object], trick_id: str) -> bool:
    """Whether the workshop holds every prop the trick requires (props are never used up)."""
    for c, n in _TRICKS[trick_id].components.items():
        if prop_count(seat, c) < n:
            return False
    return True


_TRICKS: Final = data.TRICKS


def _next_symbol(seat: dict[str, object]) -> str:
    tricks = seat["tricks"]
    assert isinstance(tricks, list)
    used = {t["symbol"] for t in tricks}
    return next(str(s) for s in data.C["symbol_sets"] if s not in used)


def take_trick(state: State, seat_no: int, trick_id: str, slot: str, events: Events) -> None:
    """The seat learns a trick: it leaves its school's deck for the seat's ``slot`` ("board" or a Workshop slot)
    with the next free symbol (the setup choices here, Learn a Trick in ``locations.downtown``)."""
    seat = state["seats"][seat_no]
    state["trick_decks"][data.TRICKS[trick_id].school].remove(trick_id)
    seat["tricks"].append({"id": trick_id, "symbol": _next_symbol(seat), "markers": 0, "slot": slot, "staged": 0})
    events.append({"type": "trick", "seat": seat_no, "trick": trick_id, "slot": slot})


def _add_props(seat: dict[str, object], props: list[str], multi: bool) -> None:
    held = seat["props"]
    assert isinstance(held, dict) and isinstance(seat["multi"], list)
    for component in props:
        held[component] = held.get(component, 0) + 1
        if multi and component not in seat["multi"]:
            seat["multi"].append(component)


# -- the magician (TRK-SETUP-8) ------------------------------------------------------------------------------------


def magician_options(state: State, task: Task, seat: int) -> list[str]:
    """The magicians of the schools nobody has (each id written at import)."""
    seats: list[dict[str, Any]] = state["seats"]
    taken = {s["school"] for s in seats}
    barred = bool(state["dark_alley"]) and not state["prophecies"]
    return [aid for school, needs, aid in _MAGICIANS if school not in taken and not (barred and needs)]


# every magician's school, whether it needs the prophecies, and its id (in the data's order); the magician of an id
_MAGICIANS: Final = [(m.school, bool(m.needs_prophecies), ids.Magician(m.id).format()) for m in data.MAGICIANS.values()]
_MAGICIAN_OF: Final = {ids.Magician(m.id).format(): m.id for m in data.MAGICIANS.values()}


@FLOW.decision("choose_magician", magician_options)
def choose_magician(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    chosen = _MAGICIAN_OF.get(aid)
    magician = data.MAGICIANS[chosen if chosen is not None else ids.Magician.parse(aid).magician]
    state["seats"][seat].update(magician=magician.id, school=magician.school)
    events.append({"type": "magician", "seat": seat, "magician": magician.id, "school": magician.school})
    state["tasks"].pop()


# -- each player's kit (TRK-SETUP-9 … TRK-SETUP-12, TRK-SETUP-14) -------------------------------------------------


@FLOW.auto("kit")
def kit(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat = task["seat"]
    if state["first_game"]:
        FLOW.push(state, {"t": "first_game_kit", "seat": seat})
        return
    FLOW.push_all(
        state,
        [
            {"t": "choose_trick", "seat": seat},
            {"t": "choose_props", "seat": seat},
            {"t": "choose_specialist", "seat": seat},
            {"t": "free_prepare", "seat": seat},
        ],
    )


def trick_options(state: State, task: Task, seat: int) -> list[str]:
    school = state["seats"][seat]["school"]
    deck: list[str] = state["trick_decks"][school]
    return _level_one(deck, [])


def _level_one(deck: list[str], found: list[str]) -> list[str]:
    """The ids of the level-1 tricks of ``deck`` (in its order) added to ``found`` (each written at import)."""
    for t in deck:
        aid = _LEVEL_ONE.get(t)
        if aid is not None:
            found.append(aid)
        elif t not in data.TRICKS:
            raise KeyError(t)  # as data.TRICKS[t] did
    return found


_LEVEL_ONE: Final = {t: ids.Trick(t).format() for t, trick in data.TRICKS.items() if trick.level == 1}
_TRICK_OF: Final = {aid: t for t, aid in _LEVEL_ONE.items()}  # the trick of each id


def _chosen_trick(aid: str) -> str:
    """The trick of a ``trick:<id>`` (a level-1 trick's read back, any other parsed)."""
    found = _TRICK_OF.get(aid)
    return found if found is not None else ids.Trick.parse(aid).trick


@FLOW.decision("choose_trick", trick_options)
def choose_trick(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    take_trick(state, seat, _chosen_trick(aid), "board", events)
    state["tasks"].pop()


@cache
def prop_sets(budget: int, at_least: int) -> tuple[tuple[str, ...], ...]:
    """Every multiset of props worth between ``at_least`` and ``budget`` coins, each sorted (data alone decides
    them: computed once per budget)."""
    sets: list[tuple[str, ...]] = []
    for size in range(0, budget + 1):
        for combo in combinations_with_replacement(sorted(data.COMPONENTS), size):
            if at_least <= sum(data.price(c) for c in combo) <= budget:
                sets.append(combo)
    return tuple(sets)


@cache
def _set_ids(budget: int, at_least: int) -> tuple[tuple[tuple[str, ...], str], ...]:
    """:func:`prop_sets` with the action id of each set."""
    return tuple((props, _props_id(props)) for props in prop_sets(budget, at_least))


def _props_id(props: Sequence[str]) -> str:
    return ids.Props(tuple(props) or (NONE,)).format()


# the sets' ids worked out at import (data alone decides them): the starting props', and the manager's with each
# kind's count in the set plus one (what the cap allows is asked of the seat's props); the props of each id
_STARTING: Final = [aid for _, aid in _set_ids(data.C["starting_component_value"], data.C["starting_component_value"])]
_MANAGER: Final = [
    (tuple((c, p.count(c) + 1) for c in sorted(set(p))), aid)
    for p, aid in _set_ids(data.C["manager_setup_component_value"], 0)
]
_CAP: Final[int] = int(data.C["max_components_per_type"])
_PROPS_OF: Final = {
    aid: p
    for value, least in (
        (data.C["starting_component_value"], data.C["starting_component_value"]),
        (data.C["manager_setup_component_value"], 0),
    )
    for p, aid in _set_ids(value, least)
}


def props_options(state: State, task: Task, seat: int) -> list[str]:
    return list(_STARTING)


def _chosen_props(aid: str) -> list[str]:
    """The props of a ``props:…`` id (one the options wrote read back, any other parsed)."""
    found = _PROPS_OF.get(aid)
    return list(found) if found is not None else ids.Props.parse(aid).chosen


@FLOW.decision("choose_props", props_options)
def choose_props(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    props = _chosen_props(aid)
    _add_props(state["seats"][seat], props, multi=False)
    events.append({"type": "props", "seat": seat, "props": list(props), "manager": False})
    state["tasks"].pop()


def specialist_options(state: State, task: Task, seat: int) -> list[str]:
    return list(_SPECIALIST_IDS)


_SPECIALIST_IDS: Final = [ids.Specialist(s).format() for s in data.SPECIALISTS]
_SPECIALIST_OF: Final = {ids.Specialist(s).format(): s for s in data.SPECIALISTS}


@FLOW.decision("choose_specialist", specialist_options)
def choose_specialist(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = _SPECIALIST_OF.get(aid)
    hire_specialist(state, seat, chosen if chosen is not None else ids.Specialist.parse(aid).specialist, events)


def hire_specialist(state: State, seat_no: int, kind: str, events: Events) -> None:
    """The starting specialist and its bonus; the manager's props are a further choice."""
    seat = state["seats"][seat_no]
    seat["specialists"].append(kind)
    seat["characters"].append(kind)
    events.append({"type": "specialist", "seat": seat_no, "specialist": kind})
    bonus = data.SPECIALISTS[kind]["setup_bonus"]
    if bonus == "apprentice":
        seat["characters"].append("apprentice")
        seat["assistant_apprentice"] = True
    elif bonus == "components" and not state["first_game"]:
        FLOW.push(state, {"t": "choose_manager_props", "seat": seat_no})


def manager_props_options(state: State, task: Task, seat: int) -> list[str]:
    """The manager's sets none of whose kinds would go past the cap (each kind's count in the set, plus one, worked
    out at import)."""
    props: dict[str, int] = state["seats"][seat]["props"]
    cap = _CAP
    found = []
    for counts, aid in _MANAGER:
        fits = True
        for c, more in counts:
            if props.get(c, 0) + more > cap:
                fits = False
                break
        if fits:
            found.append(aid)
    return found


@FLOW.decision("choose_manager_props", manager_props_options)
def choose_manager_props(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    props = _chosen_props(aid)
    _add_props(state["seats"][seat], props, multi=True)
    events.append({"type": "props", "seat": seat, "props": list(props), "manager": True})
    state["tasks"].pop()


@FLOW.auto("free_prepare")
def free_prepare(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The starting trick begins prepared when the chosen props meet it (TRK-SETUP-12)."""
    seat = state["seats"][task["seat"]]
    start = seat["tricks"][0]
    if meets(seat, start["id"]):
        start["markers"] = data.TRICKS[start["id"]].markers
        events.append({"type": "prepared", "seat": task["seat"], "trick": start["id"], "markers": start["markers"]})


@FLOW.auto("first_game_kit")
def first_game_kit(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The beginner setup by favourite school, instead of the choices (TRK-SETUP-13)."""
    seat_no = task["seat"]
    seat = state["seats"][seat_no]
    kit_rec = data.FIRST_GAME[seat["school"]]
    take_trick(state, seat_no, kit_rec["trick"], "board", events)
    _add_props(seat, [c for c, n in kit_rec["components"].items() for _ in range(n)], multi=False)
    hire_specialist(state, seat_no, kit_rec["specialist"], events)
    extra = kit_rec.get("specialist_components", {})
    _add_props(seat, [c for c, n in extra.items() for _ in range(n)], multi=True)
    if "specialist_trick" in kit_rec:
        take_trick(state, seat_no, kit_rec["specialist_trick"], "engineer", events)
    seat["tricks"][0]["markers"] = kit_rec["markers"]


# -- after every kit: the engineers' tricks, initiative and coins, prophecies ---------------------------------------


@FLOW.auto("engineer_tricks")
def engineer_tricks(state: State, task: Task, rng: Rng, events: Events) -> None:
    """A starting engineer brings a second level-1 trick, chosen once everyone has a first trick (TRK-SETUP-11)."""
    if state["first_game"]:
        return
    FLOW.push_all(
        state,
        [
            {"t": "choose_engineer_trick", "seat": s}
            for s in seat_order(state)
            if "engineer" in state["seats"][s]["specialists"]
        ],
    )


def engineer_trick_options(state: State, task: Task, seat: int) -> list[str]:
    decks: dict[str, list[str]] = state["trick_decks"]
    found: list[str] = []
    for deck in decks.values():
        _level_one(deck, found)
    return found


@FLOW.decision("choose_engineer_trick", engineer_trick_options)
def choose_engineer_trick(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    take_trick(state, seat, _chosen_trick(aid), "engineer", events)
    state["tasks"].pop()


def track_positions(players: int) -> list[int]:
    """The initiative-track positions in use: 1 and 3 with two players, else 1 … players."""
    return list(data.C["two_player_initiative_positions"]) if players == 2 else list(range(1, players + 1))


@FLOW.auto("initiative_and_coins")
def initiative_and_coins(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Initiative markers in random order; coins by track position (TRK-SETUP-14)."""
    order = rng.sample(range(len(state["seats"])), len(state["seats"]))
    state["initiative"] = order
    state["track"] = track_positions(len(order))
    for seat, position in zip(order, state["track"], strict=True):
        state["seats"][seat]["coins"] = data.C["starting_coins_by_initiative"][position - 1]
    events.append({"type": "initiative", "order": list(order)})


@FLOW.auto("draw_prophecies")
def draw_prophecies(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Three random upcoming prophecies, the rest face down; none active in round 1 (TRK-SETUP-5)."""
    upcoming = rng.sample(data.PROPHECIES, data.C["upcoming_prophecies"])
    pool = sorted(p for p in data.PROPHECIES if p not in upcoming)
    state["prophecy"] = {"active": None, "upcoming": upcoming, "pool": pool}
    events.append({"type": "prophecies", "upcoming": list(upcoming)})


@FLOW.auto("setup_done")
def setup_done(state: State, task: Task, rng: Rng, events: Events) -> None:
    state["phase"] = "round_start"
