"""Trickerion's placement found with less work (issue 32, branch ``trkplacer``): every list, state and event as the
code before gave it.

- The next steps after the first find the chosen character by its step (``placement._WHO_CHARS``) and ask whether
  it is still to place (``placement._pends``) instead of listing the pending characters; after a space's step,
  only that space's location is looked at (``placement._SPOT_PARTS``: each step to a space → its location and
  space), not every location of the card with each space's step.
- A card that sends its character to its own location alone gives it without a call (``placement._card_locs``).
- The step itself takes a placement's parts from where its id was made (``placement._PLACE_PARTS``,
  ``placement._IDLE_CHARS``) instead of parsing the id; a placement's id and a space's step are joined from their
  parts, not formatted through the typed id (``placement._place_id``, ``placement._spot``).
- ``pending`` and ``board_spaces`` read the placement records in one typed pass (``pending`` asks short lists, not
  a set); ``theater_spaces`` reads the Theatre's once (before: twice, then counted a list per space), its days'
  spaces named once; ``free_spaces``, ``card_ap`` and the placement's flags read the prophecy once; a character's
  first step is kept by the character (``placement._who``).

Here, over seeded random games at 2–4 seats with and without the Dark Alley and the prophecies, the old functions
(kept below as they were on main at acad73b) answer beside the new ones at every decision, for every seat,
character, location and step (with the new memos filled and emptied); and each game is played beside a copy run
with the old code registered in the flow: the same legal lists, states, random streams and events. On the compiled
build the old code below runs interpreted against the compiled new code.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
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
from conjure.games.trickerion.steps import place_path
from tests.trickerion.helpers import on_top, play_beside, play_checked

P = placement

# -- the old code (main at acad73b) -----------------------------------------------------------------------------------


def pending_old(state: State, seat: int) -> list[str]:
    records: list[dict[str, Any]] = state["placed"]
    done = {p["char"] for p in records if p["seat"] == seat}
    done.update(state["idle"][seat])
    assigned: dict[str, str] = state["assigned"][seat]
    return [c for c in assigned if c not in done]


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


def _taken_old(state: State, loc: str) -> list[dict[str, Any]]:
    return [p for p in state["placed"] if p["loc"] == loc]


def board_spaces_old(state: State, loc: str, seat: int) -> list[int]:
    blocked = {p["space"] for p in _taken_old(state, loc) if loc != "workshop" or p["seat"] == seat}
    blocked.update(state["covered"].get(loc, []))
    return [space for space in P.SPACES_AT.get(loc, []) if space not in blocked]


def theater_days_old(state: State, seat: int) -> list[str]:
    used = {str(p["space"]).split(":")[0]: p["seat"] for p in _taken_old(state, "theater")}
    mine = [day for day, owner in used.items() if owner == seat]
    return mine or [day for day in P.DAYS if day not in used]


def theater_spaces_old(state: State, seat: int, char: str) -> list[str]:
    taken = [str(p["space"]) for p in _taken_old(state, "theater")]
    spaces = []
    for day in theater_days_old(state, seat):
        if char == "magician" and taken.count(f"{day}:performance") < P.DAYS[day]["performance"]:
            spaces.append(f"{day}:performance")
        if taken.count(f"{day}:backstage") < P.DAYS[day]["backstage"]:
            spaces.append(f"{day}:backstage")
    return spaces


def free_spaces_old(state: State, seat: int, char: str, loc: str) -> list[int | str]:
    if loc == "theater":
        return list(theater_spaces_old(state, seat, char))
    spaces = board_spaces_old(state, loc, seat)
    if spaces and foretold(state, "lowest_space", False):
        lowest = min(P.space_modifier(loc, s) for s in spaces)
        spaces = [s for s in spaces if P.space_modifier(loc, s) == lowest]
    coins = state["seats"][seat]["coins"]
    fee = int(foretold(state, "best_space_fee", 0)) if loc in P.BOARD else 0
    if coins >= fee and coins >= 0:
        return cast(list[int | str], spaces)
    return [s for s in spaces if (fee if loc in P.BOARD and P.MODIFIER[loc, s] == P.BEST_MODIFIER else 0) <= coins]


def card_ap_old(
    state: State, seat: int, card: str, char: str, loc: str, space: int | str, shard: bool, gear: bool
) -> int:
    empowered = card == "empower" and shard
    freelance = card == P.FREELANCER and loc != "workshop"
    plus_one = is_special(card) and not (is_built(card) or empowered or freelance)
    kind = char_type(char)
    base = foretold(state, "base_ap", P.BASE_AP[kind])
    if kind == "apprentice" and not state["seats"][seat]["poster"]:
        base += foretold(state, "advertised_apprentice_ap", 0)
    shard_ap = data.C["empower_shard_ap"] if empowered else foretold(state, "shard_ap", data.C["shard_enhance_ap"])
    return P.action_points(kind, loc, space, shard, plus_one, gear, base=base, shard_ap=shard_ap)


def rows_old(
    state: State, seat: int, char: str, flags: tuple[bool, bool, bool, bool], board: dict[str, tuple[int | str, ...]]
) -> list[P.Row]:
    shard_ok, shard_in_theater, gear_ok, optico = flags
    card = state["assigned"][seat][char]
    rows: list[P.Row] = []
    for loc in P.card_locations(state, seat, char):
        if loc == "theater":
            spaces: tuple[int | str, ...] = tuple(theater_spaces_old(state, seat, char))
            shard = shard_in_theater
        else:
            found = board.get(loc)
            if found is None:
                found = board[loc] = tuple(free_spaces_old(state, seat, char, loc))
            spaces, shard = found, shard_ok
        if not spaces:
            continue
        gear = gear_ok and loc != "theater" and char_type(char) == "apprentice"
        if optico:
            extras = tuple(P.boosts(state, seat, char, loc))
        else:
            away = not is_special(card) and loc != card
            extras = () if away else P._NO_COPY[shard, gear]
        if extras:
            rows.append((loc, spaces, extras))
    return rows


def flags_old(state: State, seat: int) -> tuple[bool, bool, bool, bool]:
    own = state["seats"][seat]
    shard_ok = own["shards"] > 0
    shard_in_theater = shard_ok and bool(foretold(state, "shard_in_theater", False))
    abilities = bool(state["dark_alley"])
    gear_ok = abilities and own["magician"] == "the_mechaniker" and seat not in state["geared"]
    optico = abilities and own["magician"] == "the_great_optico" and seat not in state["mimicked"]
    return shard_ok, shard_in_theater, gear_ok, optico


# the steps and ids as the typed ids format them (the old code kept them in memos, made so)
def who_old(char: str) -> str:
    return place_path(ids.Idle(char).format())[0]


def spot_old(loc: str, space: int | str) -> str:
    return ids.Spot(loc, tuple(str(space).split(":"))).format()


def place_id_old(char: str, loc: str, space: int | str, extra: tuple[str, ...]) -> str:
    return ids.Place(char, loc, tuple(str(space).split(":")) + extra).format()


def boost_old(extra: tuple[str, ...]) -> str:
    return ids.Boost(extra or ("none",)).format()


def place_steps_old(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    found: dict[str, str | None] = {}
    chars = pending_old(state, seat)
    if not begun:
        if task.get("second"):
            found[P.STOP] = P.STOP
        for char in chars:
            found[who_old(char)] = None
        return found
    who = next((c for c in chars if who_old(c) == begun[0]), None)
    if who is None or len(begun) > 2:
        return found
    rows = rows_old(state, seat, who, flags_old(state, seat), {})
    if len(begun) == 1:
        idle = ids.Idle(who).format()
        found[place_path(idle)[1]] = idle
        for loc, spaces, _ in rows:
            for spot in [spot_old(loc, space) for space in spaces]:
                found[spot] = None
        return found
    chosen = begun[1]
    for loc, spaces, extras in rows:
        spots = [spot_old(loc, space) for space in spaces]
        for i, space in enumerate(spaces):
            if spots[i] == chosen:
                for extra in extras:
                    found[boost_old(extra)] = place_id_old(who, loc, space, extra)
    return found


def place_old(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = ids.parse(aid)
    if isinstance(chosen, ids.Idle):
        state["idle"][seat].append(chosen.char)
        events.append({"type": "idle", "seat": seat, "char": chosen.char})
    if not isinstance(chosen, ids.Place):
        return
    char, loc, space, extra = chosen.char, chosen.loc, chosen.space, chosen.extras
    shard, gear = P.SHARD in extra, P.GEAR in extra
    if shard:
        state["seats"][seat]["shards"] -= 1
    if gear:
        state["geared"].append(seat)
    card = state["assigned"][seat][char]
    if chosen.copied:
        card = chosen.copied
        state["mimicked"].append(seat)
        events.append({"type": "ability", "seat": seat, "magician": "the_great_optico", "card": card})
    ap = P.card_ap(state, seat, card, char, loc, space, shard, gear)
    fee = P.space_fee(state, loc, space)
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


@contextmanager
def forgotten() -> Iterator[None]:
    """The new code with its steps, spots and placements by id forgotten (found as before, by the listing)."""
    memos = (P._WHO_CHARS, P._SPOT_PARTS, P._PLACE_PARTS, P._IDLE_CHARS)
    kept = [dict(memo) for memo in memos]
    for memo in memos:
        memo.clear()
    try:
        yield
    finally:
        for memo, was in zip(memos, kept, strict=True):
            memo.clear()
            memo.update(was)


CASES = [
    (2, 1, {}),
    (3, 2, {"dark_alley": False}),
    (4, 3, {}),
    (2, 4, {"prophecies": False}),
    (4, 5, {"prophecies": False}),
    (3, 6, {}),
]

ALL_SPOTS = [
    *((s.location, s.space) for s in data.SPACES),
    *(("theater", f"{day}:{kind}") for day in P.DAYS for kind in ("performance", "backstage")),
]


def check_places(state: State) -> int:
    """At a placement: every seat's pending characters, every character's locations and free spaces, the next
    placer, and the placement's next steps, new and old; how many were compared."""
    if not state["tasks"] or state["tasks"][-1]["t"] != "place":
        return 0
    task = state["tasks"][-1]
    compared = 0
    for seat in range(len(state["seats"])):
        assert P.pending(state, seat) == pending_old(state, seat)
        assert P._flags(state, seat) == flags_old(state, seat)
        for char, card in state["assigned"][seat].items():
            assert P._card_locs(state, seat, char, card) == tuple(P.card_locations(state, seat, char))
            for loc in data.LOCATIONS:
                assert P.free_spaces(state, seat, char, loc) == free_spaces_old(state, seat, char, loc)
            assert P.theater_spaces(state, seat, char) == theater_spaces_old(state, seat, char)
            for loc, space in ALL_SPOTS:
                for shard, gear in ((False, False), (True, True)):
                    new_ap = P.card_ap(state, seat, card, char, loc, space, shard, gear)
                    assert new_ap == card_ap_old(state, seat, card, char, loc, space, shard, gear)
        for loc in data.LOCATIONS:
            assert P.board_spaces(state, loc, seat) == board_spaces_old(state, loc, seat)
        compared += 1
    new, old = deep_copy(state), deep_copy(state)
    assert (P.next_placer(new), new) == (next_placer_old(old), old)
    return compared + check_place_steps(state, task)


def check_place_steps(state: State, task: Task) -> int:
    """The placement's next steps, new and old: after every prefix of the steps chosen so far; after the first
    step of every character of every seat (placed, idle, pending or not its own) and of no character; after each
    of those followed by every step its old answer offers and by the step to every space of the game; the new code
    with its memos as they are and emptied."""
    seat = task["seat"]
    begun = sofar(task, seat)
    trials = [begun[:k] for k in range(len(begun) + 1)]
    names = {c for cards in state["assigned"] for c in cards} | {"magician", "apprentice9", "nobody"}
    spots = [spot_old(loc, space) for loc, space in ALL_SPOTS]
    for char in sorted(names):
        first = str(ids.Who(char).format())
        trials.append((first,))
        offered = list(place_steps_old(state, task, seat, (first,)))
        if offered:
            trials.extend((first, step) for step in [*offered, *spots, "spot:downtown:99"])
            trials.append((first, offered[-1], "boost:none"))
    trials.append(("stay",))
    compared = 0
    for trial in trials:
        old = list(place_steps_old(state, task, seat, trial).items())
        assert list(P.place_steps(state, task, seat, trial).items()) == old, trial
        with forgotten():
            assert list(P.place_steps(state, task, seat, trial).items()) == old, trial
        compared += 1
    return compared


@pytest.mark.parametrize("players,seed,options", CASES)
def test_placement_answers_as_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    assert play_checked(game, check_places, seed) > 100


@pytest.mark.parametrize("forget", [False, True])
@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_the_old_code(players: int, seed: int, options: dict[str, Any], forget: bool) -> None:
    """The old step is taken before the new legal list is made, so that the new step is the one ``apply`` takes
    from that very list (as tests/trickerion/test_same_turns.py does); ``forget``: the new code's memos emptied
    before every step."""
    game = conjure.new_game("trickerion", players=players, seed=seed + 30, options=options)
    new_code = forgotten if forget else nullcontext
    decisions, places = play_beside(game, old_code, seed, counts=on_top("place"), new_code=new_code)
    assert decisions > 100 and places > 20


def test_the_kept_parts_are_the_parsed_ones() -> None:
    """Each placement's id and space's step, joined from their parts, is the typed id's text; the placement's
    parts kept where its id was made are what parsing the id gives; each idle id's character too; each space's step
    names its location and space."""
    for players, seed, options in CASES[:3]:
        play_checked(conjure.new_game("trickerion", players=players, seed=seed, options=options), lambda s: 0, seed)
    for loc, space in ALL_SPOTS:
        for char in ("magician", "apprentice", "apprentice2"):
            for extra in ((), (P.SHARD,), (P.GEAR,), (P.SHARD, P.GEAR), (P.COPY, "freelancer"), (P.SHARD, P.COPY, "x")):
                P._place_id(char, loc, space, extra)
    assert len(P._PLACE_PARTS) > 100 and P._IDLE_CHARS and P._SPOT_PARTS
    for aid, parts in P._PLACE_PARTS.items():
        chosen = ids.parse(aid)
        assert isinstance(chosen, ids.Place)
        assert parts == (chosen.char, chosen.loc, chosen.space, tuple(chosen.extras))
        assert type(parts[2]) is type(chosen.space)
        extra = parts[3]
        assert (extra[extra.index(P.COPY) + 1] if P.COPY in extra else None) == chosen.copied
    for aid, char in P._IDLE_CHARS.items():
        assert ids.parse(aid) == ids.Idle(char)
    for step, (loc, space) in P._SPOT_PARTS.items():
        assert isinstance(space, str if loc == "theater" else int)
        assert P._spot(loc, space) == step
        assert ids.parse(step) == ids.Spot(loc, tuple(str(space).split(":")))
    for (char, loc, space, extra), aid in P._PLACE_IDS.items():  # joined as the typed id formats its text
        assert aid == ids.Place(char, loc, tuple(str(space).split(":")) + extra).format()
    for (loc, space), step in P._SPOTS.items():
        assert step == ids.Spot(loc, tuple(str(space).split(":"))).format()
    for char, step in P._WHOS.items():
        assert step == ids.Who(char).format()
    for step, char in P._WHO_CHARS.items():
        assert P._who(char) == step == ids.Who(char).format()


def test_a_spaces_step_is_kept_with_the_space_as_the_rows_give_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A board space's step made from its number written as text (as no row gives it) names no space: the step
    after it is found by the rows' spots, as before; made from the number, it names the space."""
    monkeypatch.setattr(P, "_SPOTS", {})
    monkeypatch.setattr(P, "_SPOT_PARTS", {})
    step = P._spot("market_row", "2")
    assert step == "spot:market_row:2" and step not in P._SPOT_PARTS
    assert P._spot("market_row", 2) == step and P._SPOT_PARTS[step] == ("market_row", 2)
    assert P._spot("theater", "sunday:backstage") in P._SPOT_PARTS


PLACEMENT_PROPHECIES = sorted(
    prophecy
    for prophecy, rules in PROPHECY_RULES.items()
    if set(rules)
    & {"lowest_space", "best_space_fee", "shard_in_theater", "base_ap", "advertised_apprentice_ap", "shard_ap"}
)


def test_placement_answers_as_the_old_code_under_every_placement_prophecy() -> None:
    """At every placement of a seeded 4-player game, the same comparisons with each prophecy that changes a
    placement active (the lowest spaces only, a fee for the best ones, a shard in the Theatre, the AP); with the
    fee, also every seat without a coin."""
    assert len(PLACEMENT_PROPHECIES) >= 6

    def check(state: State) -> int:
        if not state["tasks"] or state["tasks"][-1]["t"] != "place":
            return 0
        compared = 0
        for prophecy in PLACEMENT_PROPHECIES:
            for poor in (False, True) if "best_space_fee" in PROPHECY_RULES[prophecy] else (False,):
                trial = deep_copy(state)
                trial["prophecies"] = True
                trial["prophecy"]["active"] = prophecy
                for own in trial["seats"]:
                    own["coins"] = min(own["coins"], 0) if poor else own["coins"]
                compared += check_places(trial)
        return compared

    game = conjure.new_game("trickerion", players=4, seed=7)
    assert play_checked(game, check, 7) > 1000
