"""The Market Row's and Downtown's next steps made only where a step needs them (issue 32, branch ``trkmarket``):
every list as the code before gave it.

- The Market Row (``market.market_steps``): the turn's lists are made only when a step needs one (``market._Turn``):
  the first step asks whether each plain list (Quick Order, Order, Buy) has a move without listing them, and makes
  only the special card's bonus lists; a plain Buy's steps go through the chosen prop's row only
  (``market._rows``, ``market._row_buys``); the next steps are kept in the turn's record by the steps so far.
- Downtown (``downtown.downtown_steps``): the first step asks whether a Hire and a Take Coins are possible without
  listing them (``downtown._can_hire_any``, the bank's dice); a plain Learn's dice and schools are found without
  making its moves, which are made only for the chosen die and school (``downtown._learn_steps``).
- Later (trkmarket's second round): the Market Row's AP costs read once for each listing (``market._Turn``), and
  Downtown's once for each prophecy (``downtown._action_aps``), its dice read for Set a Die only when no die has
  two faces (``downtown.ANY_SETTABLE``; the old ``_dice_steps`` is below).

Here, over seeded random games at 2–4 seats with and without the Dark Alley and the prophecies, at every Market Row
and Downtown decision every list of next steps reachable from the steps so far is compared with the old one (the
functions below, kept as they were on main at acad73b), each game is played beside a copy run with the old functions
registered in the flow in place of the new (the same legal lists, states, random streams and events), and both
locations' turns are walked with each special card held and every AP from 0 to 6.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.machine import sofar
from conjure.engine.rng import Rng
from conjure.games.trickerion.flow import FLOW, State, Task
from conjure.games.trickerion.locations import downtown, market
from conjure.games.trickerion.prophecies.locations import RULES
from tests.trickerion.helpers import on_top, play_beside, play_checked

Nexts = Callable[[State, Task, int, tuple[str, ...]], dict[str, str | None]]

# -- the old code (main at acad73b) -----------------------------------------------------------------------------------


def market_steps_old(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    """``market.market_steps`` on main, its memos left out (they kept its answers)."""
    groups = market._market_groups(state, task, seat)
    if begun:
        first = begun[0]
        return market.market_nexts([move for step, moves in groups if step == first for move in moves], begun)
    found: dict[str, str | None] = {market.END: market.END}
    for move in market.forgo_option(task):
        found[move] = move
    for step, _ in groups:
        if step not in found:
            found[step] = None
    return found


def downtown_steps_old(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    ap = task["ap"]
    cost = downtown.cost
    if begun:
        first = begun[0]
        if first == downtown.ACT_LEARN:
            moves = downtown.learn_options(state, seat) if ap >= cost(state, "learn_trick") else []
        elif first == downtown.ACT_HIRE:
            moves = downtown.hire_options(state, seat) if ap >= cost(state, "hire_character") else []
        elif first == downtown.ACT_COINS:
            moves = downtown.bank_options(state) if ap >= cost(state, "take_coins") else []
        elif first in downtown.ACT_DICE:
            moves = downtown.die_options(state, ap)
        else:
            moves = downtown.special_options(state, task, seat)
        return downtown.downtown_nexts(moves, begun)
    found: dict[str, str | None] = {}
    if ap >= cost(state, "learn_trick") and downtown.can_learn(state, seat):
        found[downtown.ACT_LEARN] = None
    if ap >= cost(state, "hire_character") and downtown.hire_options(state, seat):
        found[downtown.ACT_HIRE] = None
    if ap >= cost(state, "take_coins") and downtown.bank_options(state):
        found[downtown.ACT_COINS] = None
    for move in downtown.special_options(state, task, seat):
        step = downtown.downtown_path(move)[0]
        if step not in found:
            found[step] = None
    for step in dice_steps_old(state, ap):
        if step not in found:
            found[step] = None
    for move in (*downtown.forgo_option(task), downtown.END):
        found[move] = move
    return found


def dice_steps_old(state: State, ap: int) -> list[str]:
    """``downtown._dice_steps`` before trkmarket's second round."""
    cost = downtown.cost
    steps = []
    if ap >= cost(state, "reroll_die") and downtown.DICE_IDS:
        steps.append(downtown.ACT_REROLL)
    dice = state["dice"]
    if ap >= cost(state, "set_die") and any(
        face != dice[die] for die in downtown.DICE_IDS for face, _ in downtown.SET_IDS[die]
    ):
        steps.append(downtown.ACT_SET)
    return steps


def test_downtown_costs_under_every_prophecy() -> None:
    """The AP costs kept by prophecy are :func:`cost`'s, with and without prophecies in play."""
    state: Any = {"prophecies": True, "prophecy": {"active": None}}
    actions = ("learn_trick", "hire_character", "take_coins", "reroll_die", "set_die")
    for prophecies, active in [(False, "x"), (True, None), *((True, p) for p in sorted(RULES))]:
        state.update(prophecies=prophecies, prophecy={"active": active})
        assert downtown._action_aps(state) == tuple(downtown.cost(state, a) for a in actions)


OLD: dict[str, tuple[Nexts, Nexts]] = {
    "turn_market_row": (market.market_steps, market_steps_old),
    "turn_downtown": (downtown.downtown_steps, downtown_steps_old),
}


@contextmanager
def old_code() -> Iterator[None]:
    """The flow with the old next steps of the Market Row and Downtown registered."""
    kept = {kind: FLOW.decisions[kind] for kind in OLD}
    for kind, (_, old) in OLD.items():
        stepwise = kept[kind].stepwise
        assert stepwise is not None
        stepped = dataclasses.replace(stepwise, direct=old)
        FLOW.decisions[kind] = dataclasses.replace(
            kept[kind], options=stepped.options, resolve=stepped.resolve, stepwise=stepped
        )
    try:
        yield
    finally:
        FLOW.decisions.update(kept)


def walk(kind: str, state: State, task: Task, seat: int, begun: tuple[str, ...]) -> int:
    """The next steps, new and old, after ``begun`` and after every step that leads on from there; how many lists
    were compared."""
    new_fn, old_fn = OLD[kind]
    new = new_fn(state, task, seat, begun)
    assert list(new.items()) == list(old_fn(state, task, seat, begun).items()), (kind, begun)
    return 1 + sum(walk(kind, state, task, seat, (*begun, step)) for step, move in new.items() if move is None)


def check(state: State) -> int:
    """At a Market Row or Downtown decision: every list reachable from each prefix of the steps so far, new and
    old (a stray step after them too); how many were compared."""
    if not state["tasks"] or state["tasks"][-1]["t"] not in OLD:
        return 0
    task = state["tasks"][-1]
    kind, seat = task["t"], task["seat"]
    begun = sofar(task, seat)
    compared = 0
    for k in range(len(begun) + 1):
        compared += walk(kind, state, task, seat, begun[:k])
    new_fn, old_fn = OLD[kind]
    for stray in ("act:buy", "act:learn", "act:order", "act:quick", "ware:wood", "die:residence_die_a", "end"):
        assert new_fn(state, task, seat, (*begun, stray)) == old_fn(state, task, seat, (*begun, stray))
    if kind == "turn_market_row":  # a later step asked first, of a listing not kept (the memo emptied)
        for k in range(len(begun), 0, -1):
            market._TURNS.clear()
            assert list(new_fn(state, task, seat, begun[:k]).items()) == list(
                old_fn(state, task, seat, begun[:k]).items()
            )
    return compared


CASES = [
    (2, 1, {}),
    (3, 2, {"dark_alley": False}),
    (4, 3, {}),
    (2, 4, {"prophecies": False}),
    (4, 5, {"prophecies": False}),
]


@pytest.mark.parametrize("players,seed,options", CASES)
def test_the_steps_are_the_old_steps(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed + 40, options=options)
    assert play_checked(game, check, seed) > 100


@pytest.mark.parametrize("players,seed,options", CASES)
def test_same_game_as_with_the_old_code(players: int, seed: int, options: dict[str, Any]) -> None:
    """The old step is taken before the new legal list is made, so that the new step is the one ``apply`` takes
    from that very list (as tests/trickerion/test_same_turns.py does)."""
    game = conjure.new_game("trickerion", players=players, seed=seed + 60, options=options)
    _, located = play_beside(game, old_code, seed, counts=on_top(tuple(OLD)))
    assert located > 20


@pytest.mark.parametrize("kind,seed", [("turn_market_row", 12), ("turn_downtown", 11), ("turn_market_row", 21)])
def test_every_card_and_ap(kind: str, seed: int) -> None:
    """The location's turns of a random game with every AP from 0 to 6, each special card held (its bonus taken or
    not) and none: every list of next steps reachable, new and old."""
    from tests.trickerion.test_same_steps import SPECIALS

    game = conjure.new_game("trickerion", players=4, seed=seed)
    pick, compared, turns = Rng(seed), 0, 0
    while not game.is_over and turns < 5:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] == kind and not sofar(task, task["seat"]):
            state, seat = deep_copy(game.state), task["seat"]
            state["seats"][seat]["shards"] = 1 + turns % 2  # Barter with Power's shard
            for card in (None, *SPECIALS[kind]):
                for taken in (False, True):
                    for ap in range(7):
                        held = {**task, "special": card, "bonus_taken": taken, "ap": ap}
                        state["tasks"][-1] = held
                        compared += walk(kind, state, held, seat, ())
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 500


def test_downtown_with_every_die_face() -> None:
    """Downtown's turns of a random game with each die set to each of its faces in turn, the seat's fame and coins
    low and high, the decks whole or only their dearest tricks, the Learn cards held or none: every list of next
    steps reachable, new and old."""
    tricks = downtown.data.TRICKS
    dearest = max(t.threshold for t in tricks.values())
    game = conjure.new_game("trickerion", players=3, seed=13)
    pick, compared, turns = Rng(13), 0, 0
    while not game.is_over and turns < 3:
        task = game.state["tasks"][-1] if game.state["tasks"] else None
        if task is not None and task["t"] == "turn_downtown" and not sofar(task, task["seat"]):
            seat = task["seat"]
            for die in sorted(game.state["dice"]):
                for face in sorted({*downtown.data.DICE[die].faces}):
                    for fame, coins, dear in ((0, 0, False), (3, 4, False), (12, 30, False), (20, 30, True)):
                        for card in (None, "thirst_for_knowledge", "leaked_blueprints"):
                            trial = deep_copy(game.state)
                            trial["dice"][die] = face
                            trial["seats"][seat].update(fame=fame, coins=coins)
                            if dear:
                                for deck in trial["trick_decks"].values():
                                    deck[:] = [t for t in deck if tricks[t].threshold == dearest]
                            held = {**trial["tasks"][-1], "special": card, "ap": 3}
                            trial["tasks"][-1] = held
                            compared += walk("turn_downtown", trial, held, seat, ())
            turns += 1
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 500


def test_the_market_turns_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """At most ``LISTINGS_KEPT`` listings' turns are kept (the oldest going first), and each answers as the old code
    right after."""
    monkeypatch.setattr(market, "LISTINGS_KEPT", 3)
    monkeypatch.setattr(market, "_TURNS", {})
    game = conjure.new_game("trickerion", players=4, seed=14)
    pick, compared = Rng(14), 0
    while not game.is_over:
        compared += check(game.state)
        assert len(market._TURNS) <= 3
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert compared > 50
