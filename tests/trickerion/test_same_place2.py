"""Trickerion's placement with less work, second round (issue 32, branch ``trkplace2``): every list, state, random
draw and event as the code before gave it.

- The placement module's tables and memos are ``Final`` (compiled: C statics, not a globals look-up at each use),
  the prophecies' rules and the flow too; ``data.C``'s AP figures read once at import.
- A space's step (the third step of a placement) asks whether that one space is free (``placement._free_at``), not
  for its location's whole row; the row's extras are found apart (``placement._extras``).
- ``board_spaces`` lists the taken spaces (a few) instead of a set, the covered ones by a typed read, and copies
  the location's spaces when none is taken; ``_foretelling`` reads nothing more without the prophecies.
- ``card_ap`` reads the prophecy's rules once for the step (``placement._card_ap``); without a rule, the printed
  figures; ``action_points`` reads a board space's modifier directly.
- The step ``place`` reads the seat's board, the rules and the cards once, builds its record without a spread dict,
  asks Gentleman's ability only for a magician at a board location; ``next_placer`` reads the order and the start
  once, as numbers.

Here the old code (main at 8ab52e9, kept below: interpreted on the compiled build too) answers beside the new at
every placement of seeded random games at 2–4 seats with and without the Dark Alley and the prophecies, under every
prophecy that changes a placement, for every seat, character, location and space; and each game is played beside
a copy run with the old code registered in the flow.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, cast

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.machine import sofar
from conjure.engine.rng import Rng
from conjure.games.trickerion import data, ids
from conjure.games.trickerion.flow import FLOW, Events, State, Task
from conjure.games.trickerion.phases import placement
from conjure.games.trickerion.phases.assignment import char_type, is_special
from conjure.games.trickerion.prophecies.locations import RULES as PROPHECY_RULES
from conjure.games.trickerion.prophecies.locations import foretold
from conjure.games.trickerion.specials.bonuses import BUSINESS_SHARE, is_built, take_share
from tests.trickerion.helpers import on_top, play_beside, play_checked

P = placement

# -- the old code (main at 8ab52e9) ---------------------------------------------------------------------------------


def pending_old(state: State, seat: int) -> list[str]:
    records: list[dict[str, Any]] = state["placed"]
    placed: list[Any] = []
    for p in records:
        placer: int = p["seat"]
        if placer == seat:
            placed.append(p["char"])
    idle: list[Any] = state["idle"][seat]
    assigned: dict[str, str] = state["assigned"][seat]
    return [c for c in assigned if c not in placed and c not in idle]


def next_placer_old(state: State) -> int | None:
    order = state["initiative"]
    for step in range(len(order)):
        seat = int(order[(state["next_placer"] + step) % len(order)])
        if pending_old(state, seat):
            state["next_placer"] = (state["next_placer"] + step + 1) % len(order)
            return seat
    return None


def placement_phase_old(state: State, rng: Rng, events: Events) -> bool:
    seat = next_placer_old(state)
    if seat is None:
        state["phase"] = "performance"
        events.append({"type": "placement_over", "round": state["round"]})
        return True
    FLOW.push(state, {"t": "place", "seat": seat})
    return True


def board_spaces_old(state: State, loc: str, seat: int) -> list[int]:
    records: list[dict[str, Any]] = state["placed"]
    workshop = loc == "workshop"
    blocked: set[int | str] = set()
    for p in records:
        if p["loc"] == loc:
            placer: int = p["seat"]
            if not workshop or placer == seat:
                blocked.add(p["space"])
    for space in state["covered"].get(loc, []):
        blocked.add(space)
    return [space for space in P.SPACES_AT.get(loc, []) if space not in blocked]


def theater_spaces_old(state: State, seat: int, char: str) -> list[str]:
    records: list[dict[str, Any]] = state["placed"]
    used: dict[str, Any] = {}
    taken: dict[str, int] = {}
    for p in records:
        if p["loc"] == "theater":
            space = str(p["space"])
            used[space.partition(":")[0]] = p["seat"]
            taken[space] = taken.get(space, 0) + 1
    mine = [day for day, owner in used.items() if owner == seat]
    spaces = []
    for day in mine or [day for day in P.DAYS if day not in used]:
        performance, performances, backstage, backstages = P._day_spaces(day)
        if char == "magician" and taken.get(performance, 0) < performances:
            spaces.append(performance)
        if taken.get(backstage, 0) < backstages:
            spaces.append(backstage)
    return spaces


_NO_RULES_OLD: dict[str, Any] = {}


def foretelling_old(state: State) -> dict[str, Any]:
    active = state["prophecy"]["active"] if state["prophecies"] else None
    return PROPHECY_RULES.get(active, _NO_RULES_OLD) if active else _NO_RULES_OLD


def free_spaces_old(state: State, seat: int, char: str, loc: str) -> list[int | str]:
    if loc == "theater":
        return list(theater_spaces_old(state, seat, char))
    spaces = board_spaces_old(state, loc, seat)
    rules = foretelling_old(state)
    if spaces and rules.get("lowest_space", False):
        lowest = min(P.space_modifier(loc, s) for s in spaces)
        spaces = [s for s in spaces if P.space_modifier(loc, s) == lowest]
    coins = state["seats"][seat]["coins"]
    fee = 0
    if loc in P.BOARD:
        raw = rules.get("best_space_fee", 0)
        fee = raw if isinstance(raw, int) else int(raw)
    if coins >= fee and coins >= 0:
        return cast(list[int | str], spaces)
    return [s for s in spaces if (fee if loc in P.BOARD and P.MODIFIER[loc, s] == P.BEST_MODIFIER else 0) <= coins]


def space_fee_old(state: State, loc: str, space: int | str) -> int:
    if loc not in P.BOARD or P.space_modifier(loc, space) != P.BEST_MODIFIER:
        return 0
    return int(foretold(state, "best_space_fee", 0))


def action_points_old(
    char_kind: str,
    loc: str,
    space: int | str,
    shard: bool,
    special: bool,
    gear: bool = False,
    base: int | None = None,
    shard_ap: int | None = None,
) -> int:
    if loc == "theater" and str(space).endswith(":performance"):
        return 0
    enhance = (data.C["shard_enhance_ap"] if shard_ap is None else shard_ap) if shard else 0
    bonus = data.C["special_assignment_alternative_ap"] if special else 0
    mechanical = 1 if gear and loc != "theater" else 0
    own = P.BASE_AP[char_kind] if base is None else base
    return max(0, own + P.space_modifier(loc, space) + enhance + bonus + mechanical)


def card_ap_old(
    state: State, seat: int, card: str, char: str, loc: str, space: int | str, shard: bool, gear: bool
) -> int:
    empowered = card == "empower" and shard
    freelance = card == P.FREELANCER and loc != "workshop"
    plus_one = is_special(card) and not (is_built(card) or empowered or freelance)
    kind = char_type(char)
    rules = foretelling_old(state)
    base = rules.get("base_ap", P.BASE_AP[kind])
    if kind == "apprentice" and not state["seats"][seat]["poster"]:
        base += rules.get("advertised_apprentice_ap", 0)
    shard_ap = data.C["empower_shard_ap"] if empowered else rules.get("shard_ap", data.C["shard_enhance_ap"])
    return action_points_old(kind, loc, space, shard, plus_one, gear, base=base, shard_ap=shard_ap)


def flags_old(state: State, seat: int) -> tuple[bool, bool, bool, bool]:
    own = state["seats"][seat]
    shard_ok = own["shards"] > 0
    shard_in_theater = shard_ok and bool(foretelling_old(state).get("shard_in_theater", False))
    abilities = bool(state["dark_alley"])
    gear_ok = abilities and own["magician"] == "the_mechaniker" and seat not in state["geared"]
    optico = abilities and own["magician"] == "the_great_optico" and seat not in state["mimicked"]
    return shard_ok, shard_in_theater, gear_ok, optico


def row_old(
    state: State,
    seat: int,
    char: str,
    card: str,
    loc: str,
    flags: tuple[bool, bool, bool, bool],
    board: dict[str, tuple[int | str, ...]],
) -> P.Row | None:
    shard_ok, shard_in_theater, gear_ok, optico = flags
    if loc == "theater":
        spaces: tuple[int | str, ...] = tuple(theater_spaces_old(state, seat, char))
        shard = shard_in_theater
    else:
        found = board.get(loc)
        if found is None:
            found = board[loc] = tuple(free_spaces_old(state, seat, char, loc))
        spaces, shard = found, shard_ok
    if not spaces:
        return None
    gear = gear_ok and loc != "theater" and char_type(char) == "apprentice"
    if optico:
        extras = tuple(P.boosts(state, seat, char, loc))
    else:
        away = not is_special(card) and loc != card
        extras = () if away else P._NO_COPY[shard, gear]
    return (loc, spaces, extras) if extras else None


def rows_old(
    state: State, seat: int, char: str, flags: tuple[bool, bool, bool, bool], board: dict[str, tuple[int | str, ...]]
) -> list[P.Row]:
    card = state["assigned"][seat][char]
    rows: list[P.Row] = []
    for loc in P._card_locs(state, seat, char, card):
        row = row_old(state, seat, char, card, loc, flags, board)
        if row is not None:
            rows.append(row)
    return rows


def pends_old(state: State, seat: int, char: str) -> bool:
    if char not in state["assigned"][seat] or char in state["idle"][seat]:
        return False
    records: list[dict[str, Any]] = state["placed"]
    for p in records:
        if p["char"] == char:
            placer: int = p["seat"]
            if placer == seat:
                return False
    return True


def chosen_old(state: State, seat: int, step: str) -> str | None:
    who = P._WHO_CHARS.get(step)
    if who is None:
        return next((c for c in pending_old(state, seat) if P._who(c) == step), None)
    return who if pends_old(state, seat, who) else None


def place_steps_old(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    found: dict[str, str | None] = {}
    if not begun:
        if task.get("second"):
            found[P.STOP] = P.STOP
        for char in pending_old(state, seat):
            found[P._who(char)] = None
        return found
    if len(begun) > 2:
        return found
    who = chosen_old(state, seat, begun[0])
    if who is None:
        return found
    if len(begun) == 1:
        found[P._idle_path(who)[1]] = P._idle_id(who)
        for loc, spaces, _ in rows_old(state, seat, who, flags_old(state, seat), {}):
            for spot in P._spots(loc, spaces):
                found[spot] = None
        return found
    chosen = begun[1]
    parts = P._SPOT_PARTS.get(chosen)
    if parts is None:
        for loc, spaces, extras in rows_old(state, seat, who, flags_old(state, seat), {}):
            spots = P._spots(loc, spaces)
            for i, space in enumerate(spaces):
                if spots[i] == chosen:
                    for extra in extras:
                        found[P._boost(extra)] = P._place_id(who, loc, space, extra)
        return found
    loc, space = parts
    card: str = state["assigned"][seat][who]
    if loc not in P._card_locs(state, seat, who, card):
        return found
    row = row_old(state, seat, who, card, loc, flags_old(state, seat), {})
    if row is not None and space in row[1]:
        for extra in row[2]:
            found[P._boost(extra)] = P._place_id(who, loc, space, extra)
    return found


def place_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = ids.parse(aid)  # the old code took the kept parts; parsing gives the same (test_same_placer.py)
    if isinstance(chosen, ids.Idle):
        state["idle"][seat].append(chosen.char)
        events.append({"type": "idle", "seat": seat, "char": chosen.char})
    if not isinstance(chosen, ids.Place):
        return
    char, loc, space, extra = chosen.char, chosen.loc, chosen.space, tuple(chosen.extras)
    shard, gear = P.SHARD in extra, P.GEAR in extra
    if shard:
        state["seats"][seat]["shards"] -= 1
    if gear:
        state["geared"].append(seat)
    card = state["assigned"][seat][char]
    copied = extra[extra.index(P.COPY) + 1] if P.COPY in extra else None
    if copied:
        card = copied
        state["mimicked"].append(seat)
        events.append({"type": "ability", "seat": seat, "magician": "the_great_optico", "card": card})
    ap = card_ap_old(state, seat, card, char, loc, space, shard, gear)
    fee = space_fee_old(state, loc, space)
    if fee:
        state["seats"][seat]["coins"] -= fee
        events.append({"type": "space_fee", "seat": seat, "coins": fee})
    performing = loc == "theater" and str(space).endswith(":performance")
    state["placed"].append(
        {
            "seat": seat,
            "char": char,
            "loc": loc,
            "space": space,
            **({"special": card} if performing and is_special(card) else {}),
        }
    )
    if card == BUSINESS_SHARE:
        take_share(state, seat)
    events.append(
        {
            "type": "place",
            "seat": seat,
            "char": char,
            "loc": loc,
            "space": space,
            "ap": ap,
            "shard": shard,
            "gear": gear,
            "card": state["assigned"][seat][char],
        }
    )
    P.magic_for_the_masses(state, seat, char, loc, events)
    if not task.get("second") and foretold(state, "places_per_turn", 1) > 1 and pending_old(state, seat):
        FLOW.push(state, {"t": "place", "seat": seat, "second": True})
    if performing:
        return
    turn = {"t": f"turn_{loc}", "seat": seat, "char": char, "space": space, "ap": ap}
    if is_special(card) and is_built(card):
        turn["special"] = card
    FLOW.push(state, turn)


@contextmanager
def old_code() -> Iterator[None]:
    """The flow with the old placement registered: its next steps, its resolution, its phase."""
    kept, phase = FLOW.decisions["place"], FLOW.phases["placement"]
    assert kept.stepwise is not None
    stepped = dataclasses.replace(kept.stepwise, direct=place_steps_old, finish=place_old)
    FLOW.decisions["place"] = dataclasses.replace(
        kept, options=stepped.options, resolve=stepped.resolve, finish=place_old, stepwise=stepped
    )
    FLOW.phases["placement"] = placement_phase_old
    try:
        yield
    finally:
        FLOW.decisions["place"] = kept
        FLOW.phases["placement"] = phase


# -- the comparisons ------------------------------------------------------------------------------------------------

CASES = [
    (2, 11, {}),
    (3, 12, {"dark_alley": False}),
    (4, 13, {}),
    (2, 14, {"prophecies": False}),
    (4, 15, {"prophecies": False}),
    (3, 16, {}),
    (4, 17, {"dark_alley": False, "prophecies": False}),
]

ALL_SPOTS = [
    *((s.location, s.space) for s in data.SPACES),
    *(("theater", f"{day}:{kind}") for day in P.DAYS for kind in ("performance", "backstage")),
]
EXTRAS = [(), (P.SHARD,), (P.GEAR,), (P.SHARD, P.GEAR)]


def check_copies(state: State) -> int:
    """At a placement: every seat's extras with the Great Optico's Mimesis (``boosts``, ``mimesis``: unchanged,
    the yardstick) new and old for every character and location, in the state as it is and with the seat's
    magician the Great Optico (the Dark Alley in play, no copy made yet), also under the prophecy that reveals a
    card on placing, and in the Assignment phase."""
    compared = 0
    for seat in range(len(state["seats"])):
        optico = deep_copy(state)
        optico["dark_alley"] = True
        optico["seats"][seat]["magician"] = "the_great_optico"
        optico["mimicked"] = [other for other in optico["mimicked"] if other != seat]
        revealing = deep_copy(optico)
        revealing["prophecies"] = True
        revealing["prophecy"]["active"] = "prophecy_20"
        assigning = deep_copy(optico)
        assigning["phase"] = "assignment"
        for trial in (state, optico, revealing, assigning):
            for char, card in trial["assigned"][seat].items():
                for loc in data.LOCATIONS:
                    assert P._copying_boosts(trial, seat, char, card, loc) == tuple(P.boosts(trial, seat, char, loc))
                    assert P._copies(trial, seat, card, loc) == P.mimesis(trial, seat, char, loc)
                    compared += 1
    return compared


def check_places(state: State, copies: bool = True) -> int:
    """At a placement: for every seat and character, the free spaces of each location (and each space asked
    alone), the AP of each space with and without a shard and gear, the extras (``copies``: also with the Great
    Optico's, :func:`check_copies`), the next placer, and the placement's next steps, new and old; how many were
    compared."""
    if not state["tasks"] or state["tasks"][-1]["t"] != "place":
        return 0
    compared = check_copies(state) if copies else 0
    for seat in range(len(state["seats"])):
        flags = P._flags(state, seat)
        assert flags == flags_old(state, seat)
        assert P.pending(state, seat) == pending_old(state, seat)
        assert P._waits(state, seat) == bool(pending_old(state, seat))
        for char in {c for cards in state["assigned"] for c in cards} | {"magician", "nobody"}:
            assert P._pends(state, seat, char) == pends_old(state, seat, char)
        for loc in data.LOCATIONS:
            assert P.board_spaces(state, loc, seat) == board_spaces_old(state, loc, seat)
        for char, card in state["assigned"][seat].items():
            for loc in data.LOCATIONS:
                free = free_spaces_old(state, seat, char, loc)
                assert P.free_spaces(state, seat, char, loc) == free
                new_row = P._row(state, seat, char, card, loc, flags, {})
                assert new_row == row_old(state, seat, char, card, loc, flags_old(state, seat), {})
                if loc != "theater":
                    for space in [*P.SPACES_AT[loc], 0, 99]:
                        assert P._free_at(state, seat, char, loc, space) == (space in free), (loc, space)
                    shard_ok, _, gear_ok, optico = flags
                    extras = P._extras(state, seat, char, card, loc, shard_ok, gear_ok, optico)
                    if free:  # a row with the free spaces has these extras, or is none without any
                        assert extras == (new_row[2] if new_row else ())
            for loc, space in ALL_SPOTS:
                for shard, gear in ((False, False), (True, False), (False, True), (True, True)):
                    for kept in (card, "empower", P.FREELANCER):
                        new_ap = P.card_ap(state, seat, kept, char, loc, space, shard, gear)
                        assert new_ap == card_ap_old(state, seat, kept, char, loc, space, shard, gear)
                    kind = char_type(char)
                    for special in (False, True):
                        new = P.action_points(kind, loc, space, shard, special, gear)
                        assert new == action_points_old(kind, loc, space, shard, special, gear)
        compared += 1
    new, old = deep_copy(state), deep_copy(state)
    assert (P.next_placer(new), new) == (next_placer_old(old), old)
    return compared + check_place_steps(state, state["tasks"][-1])


def check_place_steps(state: State, task: Task) -> int:
    """The placement's next steps, new and old: after every prefix of the steps chosen so far; after the first step
    of every character of every seat; after each of those followed by every step its old answer offers and by the
    step to every space of the game."""
    seat = task["seat"]
    begun = sofar(task, seat)
    trials = [begun[:k] for k in range(len(begun) + 1)]
    names = {c for cards in state["assigned"] for c in cards} | {"magician", "nobody"}
    spots = [P._spot(loc, space) for loc, space in ALL_SPOTS]
    for char in sorted(names):
        first = P._who(char)
        trials.append((first,))
        offered = list(place_steps_old(state, task, seat, (first,)))
        trials.extend((first, step) for step in [*offered, *spots, "spot:downtown:99"])
    compared = 0
    for trial in trials:
        old = list(place_steps_old(state, task, seat, trial).items())
        assert list(P.place_steps(state, task, seat, trial).items()) == old, trial
        compared += 1
    return compared


@pytest.mark.parametrize("players,seed,options", CASES)
def test_placement_answers_as_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    assert play_checked(game, check_places, seed) > 100


@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed + 40, options=options)
    decisions, places = play_beside(game, old_code, seed, counts=on_top("place"))
    assert decisions > 100 and places > 20


PLACEMENT_PROPHECIES = sorted(
    prophecy
    for prophecy, rules in PROPHECY_RULES.items()
    if set(rules)
    & {
        "lowest_space",
        "best_space_fee",
        "shard_in_theater",
        "base_ap",
        "advertised_apprentice_ap",
        "shard_ap",
        "places_per_turn",
        "reveal_on_place",
    }
)


def test_placement_answers_as_the_old_code_under_every_placement_prophecy() -> None:
    """At every placement of a seeded 4-player game, the same comparisons with each prophecy that changes a
    placement active; with a fee for the best spaces, also every seat without a coin and every seat with one."""
    assert len(PLACEMENT_PROPHECIES) >= 8

    def check(state: State) -> int:
        if not state["tasks"] or state["tasks"][-1]["t"] != "place":
            return 0
        compared = 0
        for prophecy in PLACEMENT_PROPHECIES:
            fee = "best_space_fee" in PROPHECY_RULES[prophecy]
            for coins in (None, 0, 1, -1) if fee else (None,):
                trial = deep_copy(state)
                trial["prophecies"] = True
                trial["prophecy"]["active"] = prophecy
                for own in trial["seats"]:
                    own["coins"] = own["coins"] if coins is None else coins
                compared += check_places(trial, copies=False)
        return compared

    game = conjure.new_game("trickerion", players=4, seed=18)
    assert play_checked(game, check, 18) > 1000


@pytest.mark.parametrize("prophecy", PLACEMENT_PROPHECIES)
def test_same_game_under_each_placement_prophecy(prophecy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A placement prophecy's rules in force for the whole game (added to every prophecy's, one active from the
    start), played beside the old code: the same lists, states, random draws and events."""
    for other, rules in list(PROPHECY_RULES.items()):
        monkeypatch.setitem(PROPHECY_RULES, other, {**rules, **PROPHECY_RULES[prophecy]})
    game = conjure.new_game("trickerion", players=3, seed=19)
    game.state["prophecies"] = True
    game.state["prophecy"]["active"] = prophecy
    decisions, places = play_beside(game, old_code, 19, counts=on_top("place"))
    assert decisions > 100 and places > 20


def test_the_spots_kept_by_location_and_space_are_the_steps() -> None:
    """Each space's step kept by location and space (``placement._SPOTS_AT``, filled by the second steps) is
    :func:`placement._spot`'s, the typed id's text."""
    for players, seed, options in CASES[:3]:
        play_checked(conjure.new_game("trickerion", players=players, seed=seed, options=options), lambda s: 0, seed)
    assert sum(len(at) for at in P._SPOTS_AT.values()) > 10
    for loc, at in P._SPOTS_AT.items():
        for space, step in at.items():
            assert step == P._spot(loc, space) == ids.Spot(loc, tuple(str(space).split(":"))).format()
            assert isinstance(space, str if loc == "theater" else int)
