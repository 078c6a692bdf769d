"""Trickerion's setup choices, round opening, assignment helpers, returns' step, prophecies' costs and End of Round made
cheaper (issue 32, branch ``trkrounds``): every list, state, random stream and event as the code before gave it.

- The setup's choices (``phases/preparation.py``): every magician's, level-1 trick's, specialist's and props set's id
  written at import (the sets were worked out on the first call), the manager's sets checked against counts worked
  out at import, each step reading an id it wrote back instead of parsing it.
- The advertising (``phases/opening.py``): the costs and the fame read once, at import, typed reads; the last
  round (``round_end.last_round``) likewise; the initiative sorted by keys made once, not by a function call each.
- A workshop's props (``preparation.prop_count``, ``meets``: asked by the Market Row and the Workshop): a count read
  as it is, a loop for the generator.
- The assignment's helpers (``phases/assignment.py``): ``assign_options`` made directly from the character's ids
  written at import (no memo: its key cost about what the list does), the ids sorted instead of their cards; the
  step takes the card from the board it has at hand; the first undecided character's numbered name read from a
  table (``_first_undecided``: tests/trickerion/test_same_assign_returns.py draws teams past the data's discs);
  ``is_special``, ``card_location``, ``char_type`` (asked by the placement at every step) from tables.
- The returns' step (``returns.return_at_will``) reads the trick or prop of an id of the game's data back instead
  of parsing it; ``return_options`` answers a seat with neither tricks nor props first.
- The prophecies' ``cost`` and ``foretold`` (asked at every location step) without a dict made at each call, their
  tables read as constants.
- The performer of a day and its special card (``theatre/performance.py``) found by a loop, the space named once;
  the phase's days listed without a generator.
- The End of Round (``phases/round_end.py``): the wages in one pass; the permanent cards back without copying and
  sorting each seat's cards; the special cards' return only for a seat that has some.

The old functions (main at 8ab52e9) are kept here as the yardstick (the assignment's and the returns' options from
tests/trickerion/test_same_assign_returns.py, whose own comparisons run against the new code too): each seeded random
game (2–4 seats, with and without the Dark Alley and the prophecies, the first game) is played beside a copy run with
the old code registered in the flow (the same legal lists, states, random streams and events); the helpers the
compiled location modules call directly (``cost``, ``foretold``, ``is_special``, ``card_location``, ``char_type``,
``wages``, ``advertising_cost``, ``last_round``, ``prop_count``, ``meets``, ``performer``, ``performer_card``) are compared at every decision of such games and for every prophecy, card and name.
The old code is interpreted (it lives here) and is called through the flow's registry, so the comparison holds on the
compiled build too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

import pytest

import conjure
from conjure.engine.rng import Rng
from conjure.games.trickerion import data, ids, returns
from conjure.games.trickerion.flow import FLOW, Events, State, Task
from conjure.games.trickerion.locations.downtown import return_trick
from conjure.games.trickerion.locations.market import return_prop
from conjure.games.trickerion.phases import assignment, opening, preparation, round_end
from conjure.games.trickerion.phases.preparation import NONE, hire_specialist, take_trick
from conjure.games.trickerion.prophecies import locations as prophecies
from conjure.games.trickerion.specials.decks import put_under
from conjure.games.trickerion.theatre import performance
from tests.trickerion.helpers import on_top, play_beside, play_checked
from tests.trickerion.test_same_assign_returns import assign_old, assign_options_old, return_options_old

# -- the old code (main at 8ab52e9) ---------------------------------------------------------------------------------


def magician_options_old(state: State, task: Task, seat: int) -> list[str]:
    taken = {s["school"] for s in state["seats"]}
    barred = state["dark_alley"] and not state["prophecies"]
    return [
        ids.Magician(m.id).format()
        for m in data.MAGICIANS.values()
        if m.school not in taken and not (barred and m.needs_prophecies)
    ]


def choose_magician_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    magician = data.MAGICIANS[ids.Magician.parse(aid).magician]
    state["seats"][seat].update(magician=magician.id, school=magician.school)
    events.append({"type": "magician", "seat": seat, "magician": magician.id, "school": magician.school})
    state["tasks"].pop()


def trick_options_old(state: State, task: Task, seat: int) -> list[str]:
    school = state["seats"][seat]["school"]
    return [ids.Trick(t).format() for t in state["trick_decks"][school] if data.TRICKS[t].level == 1]


def choose_trick_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    take_trick(state, seat, ids.Trick.parse(aid).trick, "board", events)
    state["tasks"].pop()


@cache
def prop_sets_old(budget: int, at_least: int) -> tuple[tuple[str, ...], ...]:
    sets: list[tuple[str, ...]] = []
    for size in range(0, budget + 1):
        for combo in combinations_with_replacement(sorted(data.COMPONENTS), size):
            if at_least <= sum(data.price(c) for c in combo) <= budget:
                sets.append(combo)
    return tuple(sets)


@cache
def set_ids_old(budget: int, at_least: int) -> tuple[tuple[tuple[str, ...], str], ...]:
    return tuple((props, ids.Props(tuple(props) or (NONE,)).format()) for props in prop_sets_old(budget, at_least))


def add_props_old(seat: dict[str, Any], props: list[str], multi: bool) -> None:
    held = seat["props"]
    for component in props:
        held[component] = held.get(component, 0) + 1
        if multi and component not in seat["multi"]:
            seat["multi"].append(component)


def props_options_old(state: State, task: Task, seat: int) -> list[str]:
    value = data.C["starting_component_value"]
    return [aid for _, aid in set_ids_old(value, value)]


def choose_props_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    props = ids.Props.parse(aid).chosen
    add_props_old(state["seats"][seat], props, multi=False)
    events.append({"type": "props", "seat": seat, "props": list(props), "manager": False})
    state["tasks"].pop()


def specialist_options_old(state: State, task: Task, seat: int) -> list[str]:
    return [ids.Specialist(s).format() for s in data.SPECIALISTS]


def choose_specialist_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    hire_specialist(state, seat, ids.Specialist.parse(aid).specialist, events)


def manager_props_options_old(state: State, task: Task, seat: int) -> list[str]:
    own = state["seats"][seat]
    cap = data.C["max_components_per_type"]
    value = data.C["manager_setup_component_value"]
    return [aid for p, aid in set_ids_old(value, 0) if all(own["props"].get(c, 0) + p.count(c) + 1 <= cap for c in p)]


def choose_manager_props_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    props = ids.Props.parse(aid).chosen
    add_props_old(state["seats"][seat], props, multi=True)
    events.append({"type": "props", "seat": seat, "props": list(props), "manager": True})
    state["tasks"].pop()


def engineer_trick_options_old(state: State, task: Task, seat: int) -> list[str]:
    return [ids.Trick(t).format() for deck in state["trick_decks"].values() for t in deck if data.TRICKS[t].level == 1]


def choose_engineer_trick_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    take_trick(state, seat, ids.Trick.parse(aid).trick, "engineer", events)
    state["tasks"].pop()


def advertising_cost_old(state: State, seat: int) -> int:
    position = state["track"][state["initiative"].index(seat)]
    return int(data.C["advertise_cost_by_initiative"][position - 1])


def advertise_options_old(state: State, task: Task, seat: int) -> list[str]:
    can_pay = state["seats"][seat]["coins"] >= advertising_cost_old(state, seat)
    return [opening.ADVERTISE, opening.PASS] if can_pay and state["seats"][seat]["poster"] else [opening.PASS]


def advertise_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    if aid != opening.ADVERTISE:
        return
    own = state["seats"][seat]
    cost = advertising_cost_old(state, seat)
    own["coins"] -= cost
    own["fame"] += data.C["advertise_fame"]
    own["poster"] = False
    events.append({"type": "advertise", "seat": seat, "coins": cost, "fame": data.C["advertise_fame"]})


def last_round_old(state: State) -> int:
    return int(data.C["rounds_dark_alley"] if state["dark_alley"] else data.C["rounds_base"])


def prop_count_old(seat: dict[str, object], component: str) -> int:
    props = seat["props"]
    multi = seat["multi"]
    assert isinstance(props, dict) and isinstance(multi, list)
    held = int(props.get(component, 0))
    return held + 1 if held and component in multi else held


def initiative_order_old(fame: list[int], current: list[int]) -> list[int]:
    position = {seat: i for i, seat in enumerate(current)}
    return sorted(current, key=lambda seat: (fame[seat], -position[seat]))


def set_initiative_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    if state["round"] == 1:
        return
    fame = [seat["fame"] for seat in state["seats"]]
    state["initiative"] = initiative_order_old(fame, state["initiative"])
    events.append({"type": "initiative", "order": list(state["initiative"])})


def meets_old(seat: dict[str, object], trick_id: str) -> bool:
    return all(prop_count_old(seat, c) >= n for c, n in data.TRICKS[trick_id].components.items())


def char_type_old(char: str) -> str:
    return char.rstrip("0123456789")


def card_location_old(card: str) -> str:
    return card if card in data.LOCATIONS else str(data.SPECIAL_ASSIGNMENTS[card]["location"])


def is_special_old(card: str) -> bool:
    return card not in data.LOCATIONS


def foretold_old(state: State, key: str, default: Any = None) -> Any:
    active = state["prophecy"]["active"] if state["prophecies"] else None
    return prophecies.RULES.get(active, {}).get(key, default) if active else default


def cost_old(state: State, action: str) -> int:
    active = state["prophecy"]["active"] if state["prophecies"] else ""
    return COSTS_OLD.get(active, prophecies.AP_COST)[action]


COSTS_OLD: dict[str, dict[str, int]] = {
    prophecy: {**prophecies.AP_COST, **{a: int(ap) for a, ap in table["action_ap"].items()}}
    for prophecy, table in prophecies.RULES.items()
    if table.get("action_ap")
}


def wages_old(state: State, seat: int) -> int:
    kinds = [char_type_old(p["char"]) for p in state.get("placed", []) if p["seat"] == seat]
    total = sum(round_end.WAGE[k] for k in kinds)
    if state["seats"][seat]["assistant_apprentice"] and "apprentice" in kinds:
        total -= round_end.WAGE["apprentice"]
    return total


def pay_wages_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    for seat_no, seat in enumerate(state["seats"]):
        due = wages_old(state, seat_no)
        paid = min(due, seat["coins"])
        seat["coins"] -= paid
        lost = min(seat["fame"], (due - paid) * data.C["unpaid_wage_fame_per_coin"])
        seat["fame"] -= lost
        if due:
            events.append({"type": "wages", "seat": seat_no, "coins": paid, "fame": -lost})


def assigned_old(state: State, seat: int) -> dict[str, str]:
    assigned = state.get("assigned")
    return dict(assigned[seat]) if assigned else {}


def return_characters_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    state["placed"] = []
    for seat_no, seat in enumerate(state["seats"]):
        for char, card in sorted(assigned_old(state, seat_no).items()):
            if card in data.LOCATIONS:
                seat["hand"][card] += 1
                del state["assigned"][seat_no][char]
        for kind in seat.get("hired", []):
            seat["characters"].append(kind)
            if kind in round_end.SPECIALIST_TYPES:
                seat["specialists"].append(kind)
            events.append({"type": "joins", "seat": seat_no, "character": kind})
        seat["hired"] = []


def return_special_cards_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    everybody = list(range(len(state["seats"])))
    for seat_no, seat in enumerate(state["seats"]):
        idle = set(state.get("idle", [[]] * len(state["seats"]))[seat_no])
        for char, card in sorted(assigned_old(state, seat_no).items()):
            if char in idle:
                seat["special_hand"].append(card)
            else:
                put_under(state, card, everybody)
            del state["assigned"][seat_no][char]
        if "idle" in state:
            state["idle"][seat_no] = []


def performer_card_old(state: State, day: str) -> str | None:
    return next(
        (
            p.get("special")
            for p in state.get("placed", [])
            if p["loc"] == "theater" and p["space"] == f"{day}:performance"
        ),
        None,
    )


def performer_old(state: State, day: str) -> int | None:
    return next(
        (p["seat"] for p in state.get("placed", []) if p["loc"] == "theater" and p["space"] == f"{day}:performance"),
        None,
    )


def return_at_will_old(state: State, seat: int, aid: str, rng: Rng, events: Events) -> None:
    match ids.parse(aid):
        case ids.ReturnTrick(trick):
            return_trick(state, seat, trick, events)
        case ids.ReturnProp(prop):
            return_prop(state, seat, prop, events)


OLD_DECISIONS = {
    "choose_magician": (magician_options_old, choose_magician_old),
    "choose_trick": (trick_options_old, choose_trick_old),
    "choose_props": (props_options_old, choose_props_old),
    "choose_specialist": (specialist_options_old, choose_specialist_old),
    "choose_manager_props": (manager_props_options_old, choose_manager_props_old),
    "choose_engineer_trick": (engineer_trick_options_old, choose_engineer_trick_old),
    "advertise": (advertise_options_old, advertise_old),
    "assign": (assign_options_old, assign_old),
}
OLD_AUTOS = {
    "pay_wages": pay_wages_old,
    "return_characters": return_characters_old,
    "return_special_cards": return_special_cards_old,
    "set_initiative": set_initiative_old,
}


@contextmanager
def old_code() -> Iterator[None]:
    """The flow with the old setup choices, advertising options, assignment, End of Round steps and returns."""
    decisions, autos, sides = dict(FLOW.decisions), dict(FLOW.autos), list(FLOW.sides)
    (at,) = [i for i, side in enumerate(FLOW.sides) if returns.RETURN_TRICK in side.kinds]
    for kind, (options, resolve) in OLD_DECISIONS.items():
        FLOW.decisions[kind] = dataclasses.replace(FLOW.decisions[kind], options=options, resolve=resolve)
    FLOW.autos.update(OLD_AUTOS)
    FLOW.sides[at] = dataclasses.replace(FLOW.sides[at], options=return_options_old, resolve=return_at_will_old)
    try:
        yield
    finally:
        FLOW.decisions.clear()
        FLOW.decisions.update(decisions)
        FLOW.autos.clear()
        FLOW.autos.update(autos)
        FLOW.sides[:] = sides


# -- the comparisons --------------------------------------------------------------------------------------------------

CASES = [
    (2, 1, {}),
    (3, 2, {"dark_alley": False}),
    (4, 3, {}),
    (2, 4, {"prophecies": False}),
    (4, 5, {"prophecies": False}),
    (3, 6, {"first_game": True}),
    (4, 7, {"dark_alley": False, "prophecies": False}),
]
ACTIONS = sorted(prophecies.AP_COST)
KEYS = sorted(prophecies.KEYS)
MISSING = object()  # a default no rule gives
CARDS = [*data.LOCATIONS, *sorted(data.SPECIAL_ASSIGNMENTS)]
TRICKS = sorted(data.TRICKS)
KINDS = sorted(data.COMPONENTS)


def _check_helpers(state: State) -> int:
    """The helpers the compiled modules call directly, against the old, in ``state``."""
    for action in ACTIONS:
        assert prophecies.cost(state, action) == cost_old(state, action)
    for key in KEYS:
        assert prophecies.foretold(state, key, MISSING) == foretold_old(state, key, MISSING)
        assert prophecies.foretold(state, key) == foretold_old(state, key)
    if "dark_alley" in state:
        assert round_end.last_round(state) == last_round_old(state)
    for at, own in enumerate(state.get("seats", [])):  # a third of the tricks' props met or not, by each seat
        if "props" in own:
            for trick in TRICKS[(at + len(state.get("tasks", []))) % 3 :: 3]:
                assert preparation.meets(own, trick) is meets_old(own, trick)
            for kind in KINDS:
                assert preparation.prop_count(own, kind) == prop_count_old(own, kind)
    seats = range(len(state.get("seats", [])))
    if state.get("placed") is not None:
        for seat in seats:
            assert round_end.wages(state, seat) == wages_old(state, seat)
    if state.get("track") and state.get("initiative"):
        for seat in seats:
            assert opening.advertising_cost(state, seat) == advertising_cost_old(state, seat)
    for placed in state.get("placed", []):
        assert assignment.char_type(placed["char"]) == char_type_old(placed["char"])
    for day in performance.DAY_ORDER:
        assert performance.performer(state, day) == performer_old(state, day)
        assert performance.performer_card(state, day) == performer_card_old(state, day)
    for cards in state.get("assigned", []):
        for char, card in cards.items():
            assert assignment.char_type(char) == char_type_old(char)
            assert assignment.is_special(card) is is_special_old(card)
            assert assignment.card_location(card) == card_location_old(card)
    return 1


@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    """The old step is taken before the new legal list is made; the returns taken by random play (about one
    decision in sixteen) go through both steps."""
    game = conjure.new_game("trickerion", players=players, seed=seed + 40, options=options)
    kinds = ("choose_props", "choose_specialist", "advertise", "assign", *OLD_DECISIONS)
    decisions, counted = play_beside(game, old_code, seed, counts=on_top(kinds))
    assert decisions > 100 and counted > 30


@pytest.mark.parametrize("players,seed,options", CASES)
def test_the_helpers_answer_as_the_old(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed + 50, options=options)
    assert play_checked(game, _check_helpers, seed) > 100


def test_every_prophecy_card_and_name() -> None:
    """``cost`` and ``foretold`` with each prophecy active (none, an empty one, one of no data, without prophecies
    in play); ``is_special``, ``card_location`` and ``char_type`` for every card and name a team can have, and
    others."""
    for on in (False, True):
        for active in (None, "", "nothing", *sorted(prophecies.RULES)):
            state = {"prophecies": on, "prophecy": {"active": active}, "dark_alley": on}
            _check_helpers(state)
    days = performance.DAY_ORDER
    for n in range(12):  # placements in the Theatre and elsewhere, with and without a special card under them
        placed = [
            {
                "seat": k % 3,
                "char": "magician",
                "loc": "theater" if k % 4 else "market_row",
                "space": f"{days[k % len(days)]}:performance",
            }
            | ({"special": CARDS[-1 - k]} if k % 2 else {})
            for k in range(n)
        ]
        _check_helpers({"prophecies": False, "placed": placed, "seats": [{"assistant_apprentice": False}] * 3})
    for card in CARDS:
        assert assignment.is_special(card) is is_special_old(card)
        assert assignment.card_location(card) == card_location_old(card)
    assert assignment.is_special("nothing") and is_special_old("nothing")
    with pytest.raises(KeyError):
        assignment.card_location("nothing")
    kinds = sorted({str(c["type"]) for c in data.DATA.raw["characters"]})
    for name in [*assignment._names_at_import(), *(f"{k}{n}" for k in kinds for n in range(1, 12)), "x12", ""]:
        assert assignment.char_type(name) == char_type_old(name)


def test_the_setup_choices_and_their_ids() -> None:
    """Every setup list as the old one made it, and a workshop's props counted and tricks met as before, for drawn
    seats and decks; every id the steps read back reads back as it parses."""
    pick = Rng(11)
    game = conjure.new_game("trickerion", players=4, seed=11)
    state = game.state
    kinds = sorted(data.COMPONENTS)
    for _ in range(300):
        schools = sorted(state["trick_decks"])
        for s in state["seats"]:
            s["school"] = schools[pick.below(len(schools))] if pick.below(2) else None
        seat = pick.below(4)
        own = state["seats"][seat]
        own["props"] = {k: pick.below(4) for k in kinds if pick.below(2)}
        own["multi"] = [k for k in kinds if pick.below(3) == 0]
        for kind in kinds:
            assert preparation.prop_count(own, kind) == prop_count_old(own, kind)
        for trick in TRICKS:
            assert preparation.meets(own, trick) is meets_old(own, trick)
        own["school"] = schools[pick.below(len(schools))]
        state["dark_alley"], state["prophecies"] = bool(pick.below(2)), bool(pick.below(2))
        for new, old in (
            (preparation.magician_options, magician_options_old),
            (preparation.trick_options, trick_options_old),
            (preparation.props_options, props_options_old),
            (preparation.specialist_options, specialist_options_old),
            (preparation.manager_props_options, manager_props_options_old),
            (preparation.engineer_trick_options, engineer_trick_options_old),
        ):
            listed = new(state, {}, seat)
            assert listed == old(state, {}, seat)
            listed.append("spoilt")
            assert "spoilt" not in new(state, {}, seat)  # each list the caller's own
    for aid, magician in preparation._MAGICIAN_OF.items():
        assert ids.Magician.parse(aid).magician == magician
    for aid, trick in preparation._TRICK_OF.items():
        assert ids.Trick.parse(aid).trick == trick
    for aid, specialist in preparation._SPECIALIST_OF.items():
        assert ids.Specialist.parse(aid).specialist == specialist
    for aid in preparation._PROPS_OF:
        assert preparation._chosen_props(aid) == ids.Props.parse(aid).chosen
    assert preparation._chosen_props("props:none") == []
    for aid, trick in returns._TRICK_OF.items():
        assert ids.parse(aid) == ids.ReturnTrick(trick)
    for aid, prop in returns._PROP_OF.items():
        assert ids.parse(aid) == ids.ReturnProp(prop)


def test_the_steps_parse_an_id_they_did_not_write() -> None:
    """An id none of the tables holds (a trick of no level 1, a set of props the options never offer) is parsed, as
    before."""
    high = next(t for t, trick in data.TRICKS.items() if trick.level > 1)
    assert preparation._chosen_trick(ids.Trick(high).format()) == high
    odd = ids.Props(tuple(sorted(data.COMPONENTS)[:1] * 5)).format()
    assert odd not in preparation._PROPS_OF
    assert preparation._chosen_props(odd) == ids.Props.parse(odd).chosen


def test_the_assignment_options_of_any_hand() -> None:
    """``assign_options`` against the old for drawn teams (names of no team of the data among them), characters
    decided, hands (a card of no location among them, counts of none) and special hands (the same card twice)."""
    pick = Rng(23)
    kinds = [str(c["type"]) for c in data.DATA.raw["characters"]]
    specials = sorted(data.SPECIAL_ASSIGNMENTS)
    for _ in range(3000):
        team = [[*kinds, "stranger"][pick.below(len(kinds) + 1)] for _ in range(1 + pick.below(7))]
        names = assignment.character_ids({"characters": team})
        decided = [c for c in names if pick.below(3) == 0]
        places = [*data.LOCATIONS, "nowhere"] if pick.below(4) == 0 else list(data.LOCATIONS)
        hand = {loc: pick.below(3) for loc in places if pick.below(5)}
        drawn = [specials[pick.below(len(specials))] for _ in range(pick.below(4))]
        state = {"seats": [{"characters": team, "hand": hand, "special_hand": drawn}]}
        task = {"decided": [decided]}
        assert assignment.assign_options(state, task, 0) == assign_options_old(state, task, 0)


def test_the_initiative_of_any_fame() -> None:
    """``initiative_order`` against the old for drawn fame (ties among them) and orders."""
    pick = Rng(29)
    for _ in range(2000):
        players = 2 + pick.below(3)
        current = pick.sample(list(range(players)), players)
        fame = [pick.below(4) for _ in range(players)]
        assert opening.initiative_order(fame, current) == initiative_order_old(fame, current)
