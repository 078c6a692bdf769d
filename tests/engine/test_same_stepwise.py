"""The turn machine's bookkeeping made cheaper (issue 32, branch ``engstep``): the same games as before.

What changed in ``conjure.engine.machine`` (and ``Game``'s calls to it):

- ``sofar`` and ``_note`` read the task's ``sofar`` typed, with each seat's key made once, and ``_note`` makes or drops
  a one-seat entry directly (never changing a kept dict in place);
- the steps so far are handed along (``_Stepwise.advance``'s ``begun``; the run's lone steps; the kept next steps)
  instead of being read from the task again;
- the run notes the decision it stopped at (its state, task, kind and seat), so that ``to_act``, ``first_to_act``,
  ``is_over`` and ``legal_ids`` of a caller that made the last step itself (``kept``) read it from there;
- the run reads the stack typed and the task's seat once; ``resolve`` finds an id's side actions once per id.

The yardstick is the old code: the old ``run``, ``resolve``, ``take``, ``advance``, ``to_act``, ``_side``, ``sofar``
and ``_note`` (main's bodies, interpreted here on both builds, without the lists the machine keeps between calls),
driving one copy of each seeded random game of every flow game and seat count, beside the same game played through
the public ``Game`` API on the build under test (its state never shown, so every kept path is taken). At every step:
who is to act, whether it is over, every seat's legal list, the state as JSON (its key order included), the events
and the random generator's state are the same."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from itertools import islice
from typing import Any

import pytest

from conjure.engine import Rng, all_rules, new_game
from conjure.engine.flow import FlowRules
from conjure.engine.machine import OVER, Decision, Flow, Side, _note, _Stepwise, sofar
from tests.engine.test_same_order import old_legal_ids

FLOWS = sorted(r.name for r in all_rules() if isinstance(r, FlowRules))
State = dict[str, Any]
Task = dict[str, Any]


# -- the old code (main before this change), the yardstick ------------------------------------------------------
def old_sofar(task: Task, seat: int) -> tuple[str, ...]:
    begun = task.get("sofar")
    return tuple(begun.get(str(seat), ())) if begun else ()


def old_note(task: Task, seat: int, begun: tuple[str, ...]) -> None:
    notes = task.get("sofar") or {}
    if not notes and not begun:
        task.pop("sofar", None)
        return
    if begun:
        notes = {**notes, str(seat): list(begun)}
    else:
        notes = {k: v for k, v in notes.items() if k != str(seat)}
    if notes:
        task["sofar"] = notes
    else:
        task.pop("sofar", None)


def old_to_act(flow: Flow, state: State) -> list[int]:
    if state["phase"] == OVER or not state["tasks"]:
        return []
    task = state["tasks"][-1]
    if task["t"] not in flow.decisions:
        return []
    wait = task.get("wait")
    return [task["seat"]] if wait is None else sorted(wait)


def old_side(flow: Flow, action_id: str) -> Side | None:
    head = action_id.split(":", 1)[0]
    return next((side for side in flow.sides if head in side.kinds), None)


def old_asks_alone(decision: Decision, task: Task) -> bool:
    if task.get("wait") is not None:
        return True
    return decision.ask_single and not (decision.path and old_sofar(task, task["seat"]))


def old_lone(game: str, task: Task, options: Iterable[str]) -> str | None:
    found = list(islice(options, 2))
    if not found:
        raise RuntimeError(f"{game}: decision {task['t']!r} for seat {task['seat']} has no option")
    return found[0] if len(found) == 1 else None


def old_advance(
    stepped: _Stepwise, nexts: dict[str, str | None], state: State, task: Task, seat: int, step: str, rng: Rng, ev: Any
) -> bool:
    if step not in nexts:
        raise RuntimeError(f"{stepped.kind}: no move begins with {(*old_sofar(task, seat), step)}")
    complete = nexts[step]
    if complete is None:
        old_note(task, seat, (*old_sofar(task, seat), step))
        return False
    old_note(task, seat, ())
    stepped.finish(state, task, seat, complete, rng, ev)
    return True


def old_run(flow: Flow, state: State, rng: Rng, events: Any, listed: tuple[Task, int, list[str]] | None = None) -> None:
    tasks = state["tasks"]
    for _ in range(1_000_000):
        if state["phase"] == OVER:
            tasks.clear()
            return
        if not tasks:
            if not flow.phases[state["phase"]](state, rng, events):
                return
            continue
        top = tasks[-1]
        kind = top["t"]
        decision = flow.decisions.get(kind)
        if decision is None:
            tasks.pop()
            flow.autos[kind](state, top, rng, events)
            continue
        if old_asks_alone(decision, top):
            return
        stepped = decision.stepwise
        direct = stepped.direct if stepped is not None else None
        if direct is not None:
            assert stepped is not None
            seat = top["seat"]
            nexts = direct(state, top, seat, old_sofar(top, seat))
            if len(nexts) != 1:
                assert nexts
                return
            old_advance(stepped, nexts, state, top, seat, next(iter(nexts)), rng, events)
            continue
        if listed is not None and stepped is not None and listed[0] is top and listed[1] == top["seat"]:
            moves = listed[2]
            lone = old_lone(flow.game, top, stepped.steps(moves, top, listed[1]))
            if lone is None:
                return
            if stepped.take(moves, state, top, listed[1], lone, rng, events):
                listed = None
            continue
        listed = None
        found = decision.options(state, top, top["seat"])
        if type(found) is list:
            if len(found) != 1:
                assert found
                return
            lone = found[0]
        else:
            lone = old_lone(flow.game, top, found)
            if lone is None:
                return
        decision.resolve(state, top, top["seat"], lone, rng, events)
    raise RuntimeError("no decision")


def old_resolve(flow: Flow, state: State, seat: int, action_id: str, rng: Rng, events: Any) -> None:
    """The old ``Flow.resolve`` without ``offered`` (nothing kept)."""
    tasks = state["tasks"]
    decision = flow.decisions.get(tasks[-1]["t"]) if tasks else None
    assert decision is not None
    task = tasks[-1]
    stepped = decision.stepwise
    direct = stepped.direct if stepped is not None else None
    moves: list[str] | None = None
    if stepped is not None and direct is None and old_sofar(task, seat):
        moves = list(stepped.moves(state, task, seat))
    side = old_side(flow, action_id)
    if side is not None and flow._committed(decision, task, state, seat, moves):
        side = None
    if side is not None:
        if decision.path:
            old_note(task, seat, ())
        side.resolve(state, seat, action_id, rng, events)
        old_run(flow, state, rng, events)
    elif direct is not None:
        assert stepped is not None
        nexts = direct(state, task, seat, old_sofar(task, seat))
        old_advance(stepped, nexts, state, task, seat, action_id, rng, events)
        old_run(flow, state, rng, events)
    elif stepped is not None:
        if moves is None:
            moves = list(stepped.moves(state, task, seat))
        made = stepped.take(moves, state, task, seat, action_id, rng, events)
        old_run(flow, state, rng, events, None if made else (task, seat, moves))
    else:
        decision.resolve(state, task, seat, action_id, rng, events)
        old_run(flow, state, rng, events)


def old_take(flow: Flow, state: State, seat: int, action_id: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    """The old ``Flow.take`` (the game's own taker and logger as they are)."""
    caused: list[dict[str, Any]] = [] if flow.logger is not None else events
    if flow.taker is None or not flow.taker(state, seat, action_id, rng, caused):
        old_resolve(flow, state, seat, action_id, rng, caused)
    if flow.logger is not None:
        events.extend(flow.logger(state, caused))


def old_listed(flow: Flow, state: State, seat: int) -> list[str]:
    if flow.lister is not None:
        ids = flow.lister(state, seat)
        if ids is not None:
            return ids
    return old_legal_ids(flow, state, seat)


# -- the games ---------------------------------------------------------------------------------------------------
def _side_by_side(name: str, players: int, seed: int, most: int) -> tuple[int, int]:
    """One seeded random game played through ``Game`` (new) and by the old code on a copy (old), compared at every
    step; the steps made, and those asked where the game's last run stopped (the kept paths)."""
    rules = next(r for r in all_rules() if r.name == name)
    assert isinstance(rules, FlowRules)
    flow = rules.flow
    game, old = new_game(name, players=players, seed=seed), new_game(name, players=players, seed=seed)
    state = old._state
    events: list[dict[str, Any]] = []
    pick, made, kept = Rng(seed + 7), 0, 0
    while made < most:
        where = f"{name} {players}p seed {seed} step {made}"
        kept += flow._stop_state is game._state
        over = game.is_over  # the kept paths first, right after the game's own step (as a bot or the bench asks)
        seats = game.to_act
        assert over == (state["phase"] == OVER) and seats == old_to_act(flow, state), where
        if over:
            break
        seat = seats[0]
        for other in range(players):  # the others' lists by the flow as the game asks it (kept), then the seat's
            if other != seat:
                assert flow.legal_ids(game._state, other, True) == old_listed(flow, state, other), (where, other)
        actions = game.legal_actions(seat)
        ids = [a.id for a in actions]
        assert ids == old_listed(flow, state, seat), where
        action = actions[pick.below(len(actions))]
        caused: list[dict[str, Any]] = []
        old_take(flow, state, seat, action.id, old.rng, caused)
        for event in caused:
            event["step"] = made
        events.extend(caused)
        game.apply(seat, action)
        made += 1
        assert json.dumps(game._state) == json.dumps(state), where
        assert game.rng.state == old.rng.state and game.events == events, where
        for task in state["tasks"]:
            for other in range(players):
                assert sofar(task, other) == old_sofar(task, other), (where, other)
    return made, kept


@pytest.mark.parametrize("name", FLOWS)
def test_games_are_the_old_ones(name: str) -> None:
    """Every flow game at every seat count, two seeds each (to the end, or 1,500 steps); most steps asked where the
    game's own last run stopped (none where a game takes its steps itself and the machine does not run on: some of
    Insula's turns, ``Flow.taker``)."""
    rules = next(r for r in all_rules() if r.name == name)
    for players in rules.players:
        for seed in (players + 3, players + 40):
            made, kept = _side_by_side(name, players, seed, 1500)
            assert made > 0 and kept > made // 4, (players, seed, made, kept)


@pytest.mark.soak
@pytest.mark.parametrize("name", FLOWS)
def test_games_are_the_old_ones_soak(name: str) -> None:
    rules = next(r for r in all_rules() if r.name == name)
    for players in rules.players:
        for seed in range(100, 110):
            _side_by_side(name, players, seed, 5000)


# -- the steps so far, the side actions --------------------------------------------------------------------------
def test_note_and_sofar_are_the_old_ones() -> None:
    """Made-up tasks (``sofar`` absent, None, empty, one seat's, several seats' in either order; seats beyond the
    keys made once): the task after ``_note`` is the old one as JSON (key order included), a changed entry is a new
    dict (the one it replaces is left as it was), and ``sofar`` reads what the old one read."""
    rng = random.Random(35)
    shapes: list[Any] = [None, {}, {"0": ["a"]}, {"1": ["b", "c"]}, {"0": ["a"], "1": ["b"]}, {"2": [], "0": ["a"]}]
    shapes += [{"70": ["x"]}, {"1": ["b"], "70": ["y"], "0": ["z"]}, "absent"]
    for _ in range(5000):
        task: Task = {"t": "k", "seat": 0}
        notes = rng.choice(shapes)
        if notes != "absent":
            task["sofar"] = json.loads(json.dumps(notes))
        task["after"] = 1
        seat = rng.choice([0, 1, 2, 70])
        begun = tuple(rng.choices(["x", "y"], k=rng.randrange(3)))
        for who in (0, 1, 2, 70, 3):
            assert sofar(task, who) == old_sofar(task, who)
        old = json.loads(json.dumps(task))
        kept = task.get("sofar")
        kept_text = json.dumps(kept)
        _note(task, seat, begun)
        old_note(old, seat, begun)
        assert json.dumps(task) == json.dumps(old), (notes, seat, begun)
        assert json.dumps(kept) == kept_text  # never changed in place
        for who in (0, 1, 2, 70, 3):
            assert sofar(task, who) == old_sofar(task, who)


def test_side_is_the_old_one() -> None:
    """``_side`` found once per id: the old answer for ids of every shape, again when asked again, after a side is
    registered, and past the bound of ids kept."""
    flow = Flow("sides")
    ids = ["return", "return:a", "return:a:b", ":a", "", "give:1", "give", "gives:1", "x:return", "returns", "take:2"]
    assert all(flow._side(aid) is None for aid in ids)
    flow.side(["return", ""], lambda state, seat: [])(lambda *args: None)
    for _ in range(2):
        assert all(flow._side(aid) is old_side(flow, aid) for aid in ids)
    flow.side(["give"], lambda state, seat: [])(lambda *args: None)
    for _ in range(2):
        assert all(flow._side(aid) is old_side(flow, aid) for aid in ids)
    for n in range(5000):
        assert flow._side(f"give:{n}") is flow.sides[1]
    assert len(flow._sided) <= 4096
