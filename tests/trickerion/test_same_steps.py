"""The next steps listed directly (issue 32) are the steps derived from the complete moves.

A stepwise kind may register ``nexts`` (``Flow.decision``): the next steps after the steps chosen so far, found
without listing every complete move. Here, over seeded random games at 2–4 seats with and without the Dark Alley
and the prophecies, at every stepwise decision with ``nexts`` its answer is compared with the steps the engine
derives from the moves (``_Stepwise.steps``: the distinct next steps in the moves' order, each with the move it
completes), and the game is played beside a copy run by the engine with ``nexts`` taken away (the derived way,
which is the way every step was taken before): the same legal lists, states, random streams and events.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.machine import Decision, _Stepwise, sofar
from conjure.engine.rng import Rng
from conjure.games.trickerion import data
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.phases import placement
from conjure.games.trickerion.steps import place_path
from tests.trickerion.helpers import play_checked

State = dict[str, Any]


def _direct_kinds() -> dict[str, Decision]:
    return {k: d for k, d in FLOW.decisions.items() if d.stepwise is not None and d.stepwise.direct is not None}


@contextmanager
def derived() -> Iterator[None]:
    """The flow with every ``nexts`` taken away: its stepwise kinds' steps derived from the moves, as before."""
    kept = _direct_kinds()
    for kind, decision in kept.items():
        assert decision.stepwise is not None
        plain = dataclasses.replace(decision.stepwise, direct=None)
        FLOW.decisions[kind] = dataclasses.replace(
            decision, options=plain.options, resolve=plain.resolve, stepwise=plain
        )
    try:
        yield
    finally:
        FLOW.decisions.update(kept)


def derived_nexts(stepped: _Stepwise, state: State, task: dict[str, Any], seat: int) -> dict[str, str | None]:
    """The next steps and the moves they complete, from the complete moves (``_Stepwise.steps``, ``take``)."""
    moves = list(stepped.moves(state, task, seat))
    begun = sofar(task, seat)
    found: dict[str, str | None] = {}
    for step in stepped.steps(moves, task, seat):
        whole = [m for m in moves if stepped.path(m) == (*begun, step)]
        found[step] = whole[0] if whole else None
    return found


def check_steps(state: State) -> int:
    """Compares the top stepwise decision's direct next steps with the derived ones (also for the steps before
    the ones chosen so far); how many were compared."""
    if not state["tasks"]:
        return 0
    task = state["tasks"][-1]
    decision = _direct_kinds().get(task["t"])
    if decision is None or "seat" not in task:
        return 0
    stepped = decision.stepwise
    assert stepped is not None and stepped.direct is not None
    seat = task["seat"]
    begun = sofar(task, seat)
    compared = 0
    for k in range(len(begun) + 1):
        trial = (
            {**task, "sofar": {str(seat): list(begun[:k])}} if k else {k2: v for k2, v in task.items() if k2 != "sofar"}
        )
        direct = stepped.direct(state, trial, seat, begun[:k])
        assert list(direct.items()) == list(derived_nexts(stepped, state, trial, seat).items()), (task, begun[:k])
        compared += 1
    return compared


def legal_old(state: State, seat: int) -> list[str]:
    with derived():
        return FLOW.legal_ids(state, seat)


def apply_old(state: State, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    with derived():
        FLOW.take(state, seat, aid, rng, events)


CASES = [
    (2, 1, {}),
    (3, 2, {"dark_alley": False}),
    (4, 3, {}),
    (2, 4, {"prophecies": False}),
]


@pytest.mark.parametrize("players,seed,options", CASES)
def test_direct_steps_are_the_derived_steps(players: int, seed: int, options: dict[str, Any]) -> None:
    assert {"place", "turn_market_row", "turn_downtown"} <= set(_direct_kinds())
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    assert play_checked(game, check_steps, seed) > 50


@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_derived_steps(players: int, seed: int, options: dict[str, Any]) -> None:
    """As ``tests.lockstep.play_beside_old``, but the old step is taken before the new legal list is made, so
    that the new step is the one ``apply`` takes from that very list (``offered``: the next steps kept)."""
    game = conjure.new_game("trickerion", players=players, seed=seed + 10, options=options)
    old, old_rng, pick = deep_copy(game.state), Rng(0), Rng(seed)
    old_rng.state = game.rng.state
    decisions = 0
    while not game.is_over:
        seat = game.to_act[0]
        listed = legal_old(old, seat)
        chosen = pick.below(len(listed))
        old_events: list[dict[str, Any]] = []
        apply_old(old, seat, listed[chosen], old_rng, old_events)
        actions = game.legal_actions(seat)
        assert [a.id for a in actions] == listed
        new_events = game.apply(seat, actions[chosen])
        for event in new_events:
            event.pop("step", None)
        assert (game.state, game.rng.state, new_events) == (old, old_rng.state, old_events), listed[chosen]
        decisions += 1
    assert decisions > 100


def test_placement_steps_made_from_their_parts_are_the_paths_steps() -> None:
    """``placement._spot`` and ``_boost`` make a placement's second and third steps from the space and the extras;
    for every space of the board and the Theatre and every combination of extras, they are the steps
    ``place_path`` parses out of the placement's id."""
    spaces = [(s.location, s.space) for s in data.SPACES]
    spaces += [("theater", f"{day}:{kind}") for day in placement.DAYS for kind in ("performance", "backstage")]
    copies = [(), *((placement.COPY, card) for card in sorted(data.SPECIAL_ASSIGNMENTS))]
    extras = [s + g + c for s in ((), (placement.SHARD,)) for g in ((), (placement.GEAR,)) for c in copies]
    for loc, space in spaces:
        for extra in extras:
            path = place_path(placement._place_id("apprentice_1", loc, space, extra))
            assert (placement._spot(loc, space), placement._boost(extra)) == path[1:], (loc, space, extra)


SPECIALS = {
    "turn_downtown": (
        "thirst_for_knowledge",
        "leaked_blueprints",
        "headhunter",
        "trick_overhaul",
        "mass_recruitment",
        "hypnotic_motivation",
        "interest",
        "fame_and_fortune",
        "investments",
    ),
    "turn_market_row": (
        "dubious_sources",
        "traveling_merchants",
        "logistics",
        "workshop_exhibition",
        "smuggled_goods",
        "shoplifting",
        "workshop_delivery",
        "component_sale",
        "barter_with_power",
    ),
}


def walk(stepped: _Stepwise, state: State, task: dict[str, Any], seat: int, begun: tuple[str, ...]) -> int:
    """Compares the direct next steps with the derived ones after ``begun`` and after every step that leads on;
    how many lists were compared."""
    trial = {**task, "sofar": {str(seat): list(begun)}} if begun else task
    assert stepped.direct is not None
    direct = stepped.direct(state, trial, seat, begun)
    assert list(direct.items()) == list(derived_nexts(stepped, state, trial, seat).items()), (task, begun)
    return 1 + sum(walk(stepped, state, task, seat, (*begun, step)) for step, move in direct.items() if move is None)


@pytest.mark.parametrize("players,seed,options", CASES[:2])
def test_direct_steps_with_every_special_card(players: int, seed: int, options: dict[str, Any]) -> None:
    """Downtown's and the Market Row's turns, as they come up in random games, each with every special card of the
    location held (its bonus not yet taken, and taken): every list of next steps reachable, direct and derived."""
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    pick, compared, turns = Rng(seed), 0, 0
    while not game.is_over and turns < 12:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] in SPECIALS and "seat" in task and not sofar(task, task["seat"]):
            stepped = FLOW.decisions[task["t"]].stepwise
            assert stepped is not None
            state = deep_copy(game.state)
            for card in SPECIALS[task["t"]]:
                for taken in (False, True):
                    held = {**task, "special": card, "bonus_taken": taken}
                    state["tasks"][-1] = held
                    compared += walk(stepped, state, held, task["seat"], ())
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 200
