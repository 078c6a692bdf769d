"""Trickerion's lists found once for several steps, or without listing every move (issue 32, branch ``trkturn``):
every list as the code before gave it.

- The assignment's options (``assignment.assign_options``) are kept by what they read, and the characters' names
  (``assignment.character_ids``) by the team; the resolution asks whether the hand holds a card without listing it
  (``assignment._holds_cards``).
- Downtown's first step asks whether a Learn is possible (``downtown.can_learn``) and which dice actions there are
  (``downtown._dice_steps``) without listing their moves.
- The Market Row's next steps go through the chosen action's lists only (``market._market_groups``), its first
  step without going through the moves.
- The placement's steps to a row's spaces are kept by the row (``placement._spots``).
- The placement's pending characters (``placement.pending``), the reveal's copy of the cards (``assignment.reveal``)
  and the Dark Alley's draws (``dark_alley.alley_options``) are found with fewer reads.
- The engine's legal list asks whether the seat has chosen a step of a stepwise decision (``Flow._committed``) only
  when there are side actions to offer (before: always, then the side actions).

Here, over seeded random games at 2–4 seats with and without the Dark Alley and the prophecies, at every decision
each new answer is compared with the old one (the functions below, kept as they were on main at 04f0d0f), and each
game is played beside a copy run with the old code registered in the flow in place of the new: the same legal lists,
states, random streams and events.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.machine import Flow, _strayed, sofar
from conjure.engine.rng import Rng
from conjure.games.trickerion import data, ids
from conjure.games.trickerion.flow import FLOW, Events, State, Task
from conjure.games.trickerion.locations import dark_alley, downtown, market
from conjure.games.trickerion.phases import assignment, placement
from conjure.games.trickerion.phases.assignment import hand_cards
from tests.trickerion.helpers import play_beside, play_checked
from tests.trickerion.test_same_assign_returns import (  # the assignment's old code, as it was at 04f0d0f too
    assign_old,
    assign_options_old,
    character_ids_old,
)

# -- the old code (main at 04f0d0f) -----------------------------------------------------------------------------------


def downtown_steps_old(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    ap = task["ap"]
    if begun:
        return downtown.downtown_steps(state, task, seat, begun)  # unchanged after the first step
    found: dict[str, str | None] = {}
    for listed in (
        downtown.learn_options(state, seat) if ap >= downtown.cost(state, "learn_trick") else [],
        downtown.hire_options(state, seat) if ap >= downtown.cost(state, "hire_character") else [],
        downtown.bank_options(state) if ap >= downtown.cost(state, "take_coins") else [],
    ):
        if listed:
            found[downtown.downtown_path(listed[0])[0]] = None
    for listed in (downtown.special_options(state, task, seat), downtown.die_options(state, ap)):
        for move in listed:
            step = downtown.downtown_path(move)[0]
            if step not in found:
                found[step] = None
    for move in (*downtown.forgo_option(task), downtown.END):
        found[move] = move
    return found


def market_steps_old(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    key = market._market_key(state, task, seat)
    return market.market_nexts(market._listing(key, state, task, seat), begun)


def pending_old(state: State, seat: int) -> list[str]:
    placed = {p["char"] for p in state["placed"] if p["seat"] == seat}
    idle = set(state["idle"][seat])
    return [c for c in state["assigned"][seat] if c not in placed and c not in idle]


def reveal_old(state: State, task: Task, rng: Rng, events: Events) -> None:
    state["phase"] = "placement"
    later = assignment.foretold(state, "reveal_on_place", False)
    events.append(
        {"type": "reveal", "assigned": [{} for _ in state["assigned"]] if later else copy.deepcopy(state["assigned"])}
    )


def alley_options_old(state: State, task: Task, seat: int) -> list[str]:
    ap = task["ap"]
    options = []
    if ap >= dark_alley.draw_cost(state, task):
        options += [
            ids.text(ids.Draw, loc) for loc in data.SA_LOCATIONS if state["dark_alley"] and dark_alley.size(state, loc)
        ]
    if (
        ap >= dark_alley.cost(state, "fortune_telling")
        and state["prophecies"]
        and len(state["prophecy"]["upcoming"]) > 1
    ):
        options.append(dark_alley.FORTUNE)
    if ap >= dark_alley.FATE_AP and dark_alley.can_weave_fate(state, seat):
        options += [ids.text(ids.Fate, p) for p in state["prophecy"]["upcoming"]]
    return [*options, dark_alley.END]


def committed_old(flow: Flow, decision: Any, task: Task, state: State, seat: int) -> bool:
    begun = sofar(task, seat) if decision.path else ()
    if not begun:
        return False
    stepped = decision.stepwise
    if stepped is not None and stepped.direct is not None:
        return _strayed(stepped.direct, state, task, seat, begun)
    n = len(begun)
    return any(decision.path(m)[:n] != begun for m in decision.moves(state, task, seat))


def legal_ids_old(flow: Flow, state: State, seat: int) -> list[str]:
    """``Flow.legal_ids`` on main (not ``kept``): the side actions' check before the side actions."""
    asked = flow._asking(state, seat)
    if asked is None:
        return []
    decision, task = asked
    stepped = decision.stepwise
    if stepped is not None and stepped.direct is not None:
        ids_: list[str] = list(stepped.direct(state, task, seat, sofar(task, seat)))
    elif stepped is not None:
        ids_ = list(stepped.steps(list(stepped.moves(state, task, seat)), task, seat))
    else:
        ids_ = list(decision.options(state, task, seat))
    extra = (
        [aid for side in flow.sides for aid in side.options(state, seat)]
        if flow.sides and not committed_old(flow, decision, task, state, seat)
        else []
    )
    if extra:
        return flow._sorted(set((*ids_, *extra)))
    if decision.ordered or len(ids_) < 2:
        return ids_
    return flow._sorted(set(ids_))


@contextmanager
def old_code() -> Iterator[None]:
    """The flow with the old code registered: Downtown's old first step, the assignment's old options and
    resolution."""
    kept = {kind: FLOW.decisions[kind] for kind in ("turn_downtown", "turn_market_row", "assign", "turn_dark_alley")}
    reveal = FLOW.autos["reveal"]
    for kind, old in (("turn_downtown", downtown_steps_old), ("turn_market_row", market_steps_old)):
        stepwise = kept[kind].stepwise
        assert stepwise is not None
        stepped = dataclasses.replace(stepwise, direct=old)
        FLOW.decisions[kind] = dataclasses.replace(
            kept[kind], options=stepped.options, resolve=stepped.resolve, stepwise=stepped
        )
    FLOW.decisions["assign"] = dataclasses.replace(kept["assign"], options=assign_options_old, resolve=assign_old)
    FLOW.decisions["turn_dark_alley"] = dataclasses.replace(kept["turn_dark_alley"], options=alley_options_old)
    FLOW.autos["reveal"] = reveal_old
    try:
        yield
    finally:
        FLOW.decisions.update(kept)
        FLOW.autos["reveal"] = reveal


CASES = [
    (2, 1, {}),
    (3, 2, {"dark_alley": False}),
    (4, 3, {}),
    (2, 4, {"prophecies": False}),
    (4, 5, {"prophecies": False}),
]


def check_kept(state: State) -> int:
    """Compares the new answers with the old ones at the decision on top; how many were compared."""
    if not state["tasks"]:
        return 0
    task = state["tasks"][-1]
    compared = 0
    if task["t"] == "turn_downtown":
        seat = task["seat"]
        new = downtown.downtown_steps(state, task, seat, ())
        assert list(new.items()) == list(downtown_steps_old(state, task, seat, ()).items())
        assert downtown.can_learn(state, seat) == bool(downtown.learn_options(state, seat))
        compared += 1
    if task["t"] == "turn_market_row":
        seat = task["seat"]
        begun = sofar(task, seat)
        for k in range(len(begun) + 1):
            new = market.market_steps(state, task, seat, begun[:k])
            assert list(new.items()) == list(market_steps_old(state, task, seat, begun[:k]).items())
            compared += 1
    if task["t"] == "turn_dark_alley":
        assert dark_alley.alley_options(state, task, task["seat"]) == alley_options_old(state, task, task["seat"])
    if task["t"] == "place":
        for seat in range(len(state["seats"])):
            assert placement.pending(state, seat) == pending_old(state, seat)
    if task["t"] == "assign":
        for seat in task["wait"]:
            assert assignment.assign_options(state, task, seat) == assign_options_old(state, task, seat)
            own = state["seats"][seat]
            assert assignment.character_ids(own) == character_ids_old(own)
            assert assignment._holds_cards(own) == bool(hand_cards(own))
            compared += 1
    for seat in range(len(state["seats"])):
        assert FLOW.legal_ids(state, seat) == legal_ids_old(FLOW, state, seat)
    return compared


@pytest.mark.parametrize("players,seed,options", CASES)
def test_kept_lists_are_the_fresh_lists(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    assert play_checked(game, check_kept, seed) > 50


@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    """The old step is taken before the new legal list is made, so that the new step is the one ``apply`` takes
    from that very list (as tests/trickerion/test_same_steps.py does)."""
    game = conjure.new_game("trickerion", players=players, seed=seed + 20, options=options)
    decisions, _ = play_beside(game, old_code, seed)
    assert decisions > 100


def test_the_kept_lists_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each memo keeps at most its bound (the oldest going first, or all cleared), and answers right after."""
    monkeypatch.setattr(assignment, "KEPT", 3)
    monkeypatch.setattr(assignment, "_OPTIONS", {})
    monkeypatch.setattr(assignment, "_NAMES", {})
    game = conjure.new_game("trickerion", players=3, seed=9)
    pick = Rng(9)
    for _ in range(300):
        if game.is_over:
            break
        check_kept(game.state)
        assert len(assignment._OPTIONS) <= 3 and len(assignment._NAMES) <= 3
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])


def test_a_kept_list_is_handed_out_as_a_copy() -> None:
    game = conjure.new_game("trickerion", players=2, seed=3)
    while game.state["tasks"][-1]["t"] != "assign":
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])
    state, task = game.state, game.state["tasks"][-1]
    first = assignment.assign_options(state, task, 0)
    first.append("spoilt")
    assert "spoilt" not in assignment.assign_options(state, task, 0)
    names = assignment.character_ids(state["seats"][0])
    names.append("spoilt")
    assert "spoilt" not in assignment.character_ids(state["seats"][0])
    fresh = deep_copy(state)
    assert assignment.assign_options(fresh, fresh["tasks"][-1], 0) == assign_options_old(state, task, 0)


def test_downtowns_first_step_with_every_card_and_ap() -> None:
    """Downtown's first step, new and old, at the Downtown turns of random games with every AP from 0 to 6, each
    special card held (its bonus taken or not), and the dice set to every face of each die in turn."""
    from tests.trickerion.test_same_steps import SPECIALS

    game = conjure.new_game("trickerion", players=3, seed=11)
    pick, compared, turns = Rng(11), 0, 0
    while not game.is_over and turns < 8:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] == "turn_downtown" and not sofar(task, task["seat"]):
            state, seat = deep_copy(game.state), task["seat"]
            for card in (None, *SPECIALS["turn_downtown"]):
                for taken in (False, True):
                    for ap in range(7):
                        held = {**task, "special": card, "bonus_taken": taken, "ap": ap}
                        new = downtown.downtown_steps(state, held, seat, ())
                        assert list(new.items()) == list(downtown_steps_old(state, held, seat, ()).items())
                        compared += 1
            for die in sorted(state["dice"]):
                for face in sorted({*downtown.data.DICE[die].faces}):
                    dice = {**state["dice"], die: face}
                    trial = {**state, "dice": dice}
                    new = downtown.downtown_steps(trial, task, seat, ())
                    assert list(new.items()) == list(downtown_steps_old(trial, task, seat, ()).items())
                    assert downtown.can_learn(trial, seat) == bool(downtown.learn_options(trial, seat))
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 500


def walk_market(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> int:
    """The Market Row's next steps, new and old, after ``begun`` and after every step that leads on."""
    new = market.market_steps(state, task, seat, begun)
    assert list(new.items()) == list(market_steps_old(state, task, seat, begun).items()), begun
    return 1 + sum(walk_market(state, task, seat, (*begun, step)) for step, move in new.items() if move is None)


def test_market_steps_with_every_card_and_ap() -> None:
    """The Market Row's turns of random games with every AP from 0 to 6 and each special card held (its bonus taken
    or not): every list of next steps reachable, new and old; the lists joined are the turn's moves but End and
    Forgo, each list's moves with one first step."""
    from tests.trickerion.test_same_steps import SPECIALS

    game = conjure.new_game("trickerion", players=4, seed=12)
    pick, compared, turns = Rng(12), 0, 0
    while not game.is_over and turns < 6:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] == "turn_market_row" and not sofar(task, task["seat"]):
            state, seat = deep_copy(game.state), task["seat"]
            state["seats"][seat]["shards"] = 1 + turns % 2  # Barter with Power's shard
            for card in (None, *SPECIALS["turn_market_row"]):
                for taken in (False, True):
                    for ap in range(7):
                        held = {**task, "special": card, "bonus_taken": taken, "ap": ap}
                        state["tasks"][-1] = held
                        compared += walk_market(state, held, seat, ())
                        groups = market._market_groups(state, held, seat)
                        joined = [m for _, moves in groups for m in moves]
                        plain = [m for m in market._market_moves(state, held, seat) if market.market_path(m) != (m,)]
                        assert joined == plain
                        assert all(market.market_path(m)[0] == step for step, moves in groups for m in moves)
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 1000


def test_a_rows_spots_are_its_spaces_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """``placement._spots`` (the steps to a row's spaces, kept by the row): each space's ``_spot``, which is the
    second step ``place_path`` gives a placement there; also with room for only three rows."""
    from conjure.games.trickerion.steps import place_path

    rows: dict[str, list[int | str]] = {}
    for space in data.SPACES:
        rows.setdefault(space.location, []).append(space.space)
    rows["theater"] = [f"{day}:{kind}" for day in placement.DAYS for kind in ("performance", "backstage")]
    for bound in (None, 3):
        if bound is not None:
            monkeypatch.setattr(placement, "LISTINGS_KEPT", bound)
            monkeypatch.setattr(placement, "_SPOT_ROWS", {})
        for loc, spaces in rows.items():
            for k in range(len(spaces) + 1):
                for row in (tuple(spaces[:k]), tuple(spaces[k:])):
                    steps = tuple(place_path(placement._place_id("magician", loc, s, ()))[1] for s in row)
                    assert placement._spots(loc, row) == steps == tuple(placement._spot(loc, s) for s in row)
                    assert placement._spots(loc, row) == steps
        if bound is not None:
            assert len(placement._SPOT_ROWS) <= 3
