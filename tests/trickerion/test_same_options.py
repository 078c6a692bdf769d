"""The cheaper legal lists and steps (issue 32) give what the plain computation gives.

The engine lists a stepwise decision's complete moves once per legal list and once per step taken (and reuses them
for the lone steps after it); Trickerion formats its option ids once (``ids.text``). Here, at every decision of
random games at 2–4 players, the legal list is compared with one computed the old way (the moves listed afresh for
every question, each id formatted from its typed value), and each action carried out both ways from the same state
must leave the same state, random stream and events.
"""

from __future__ import annotations

import copy
import itertools
import json
from typing import Any

import pytest

import conjure
from conjure.engine.machine import Decision, Flow, _note, sofar
from conjure.engine.rng import Rng
from conjure.games.trickerion import ids
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.phases import placement


def _committed_old(decision: Decision, task: dict[str, Any], state: dict[str, Any], seat: int) -> bool:
    begun = sofar(task, seat) if decision.path else ()
    if not begun:
        return False
    assert decision.moves is not None and decision.path is not None
    return any(decision.path(m)[: len(begun)] != begun for m in decision.moves(state, task, seat))


def legal_old(flow: Flow, state: dict[str, Any], seat: int) -> list[str]:
    """``Flow.legal_ids`` as it was: the options by the kind's own generator, the moves listed again for the check."""
    asked = flow._asking(state, seat)
    if asked is None:
        return []
    decision, task = asked
    found = list(decision.options(state, task, seat))
    committed = _committed_old(decision, task, state, seat)
    extra = [aid for side in flow.sides for aid in side.options(state, seat)] if flow.sides and not committed else []
    if extra:
        return sorted({*found, *extra}, key=flow.key)
    if decision.ordered or len(found) < 2:
        return found
    return sorted(set(found), key=flow.key)


def resolve_old(flow: Flow, state: dict[str, Any], seat: int, aid: str, rng: Rng, events: list[Any]) -> None:
    """``Flow.resolve`` as it was: the step resolved by the kind (its moves listed afresh), then the run asking
    every lone option anew."""
    task = state["tasks"][-1]
    decision = flow.decisions[task["t"]]
    side = flow._side(aid) if not _committed_old(decision, task, state, seat) else None
    if side is not None:
        if decision.path:
            _note(task, seat, ())
        side.resolve(state, seat, aid, rng, events)
    else:
        decision.resolve(state, task, seat, aid, rng, events)
    flow.run(state, rng, events)


PROPHECIES = (None, "prophecy_18", "prophecy_27")  # as dealt; a fee for the +2 AP spaces; the lowest spaces only


def free_spaces_old(state: dict[str, Any], seat: int, char: str, loc: str) -> list[int | str]:
    """``placement.free_spaces`` as it was: each space's fee asked for on its own."""
    if loc == "theater":
        return list(placement.theater_spaces(state, seat, char))
    spaces = placement.board_spaces(state, loc, seat)
    if spaces and placement.foretold(state, "lowest_space", False):
        lowest = min(placement.space_modifier(loc, s) for s in spaces)
        spaces = [s for s in spaces if placement.space_modifier(loc, s) == lowest]
    coins = state["seats"][seat]["coins"]
    return [s for s in spaces if placement.space_fee(state, loc, s) <= coins]


def _check_free_spaces(state: dict[str, Any]) -> None:
    for seat in range(len(state["seats"])):
        for char in placement.pending(state, seat):
            for loc in placement.card_locations(state, seat, char):
                for coins, active in itertools.product((state["seats"][seat]["coins"], 0, 2, 3, -1), PROPHECIES):
                    other = copy.deepcopy(state)  # the fee paid or not, under the prophecies that charge or limit
                    other["seats"][seat]["coins"] = coins
                    if active is not None:
                        other["prophecies"], other["prophecy"]["active"] = True, active
                    assert placement.free_spaces(other, seat, char, loc) == free_spaces_old(other, seat, char, loc)


def _plain_text(kind: type[Any], *args: Any) -> str:
    return str(kind(*args).format())


@pytest.mark.parametrize(
    "players,seed", [(2, 1), (3, 2), pytest.param(4, 3, marks=pytest.mark.soak)]
)  # 4 seats: -m soak
def test_legal_lists_and_steps_as_computed_plainly(players: int, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed)
    pick = Rng(seed)
    steps = 0
    while not game.is_over:
        seat = game.to_act[0]
        new = [a.id for a in game.legal_actions(seat)]
        with monkeypatch.context() as patched:
            patched.setattr(ids, "text", _plain_text)
            old = legal_old(FLOW, game.state, seat)
        assert new == old, f"step {steps}: seat {seat}"
        if game.state["phase"] == "placement":
            _check_free_spaces(game.state)
        chosen = new[pick.below(len(new))]
        state, rng, events = copy.deepcopy(game.state), copy.deepcopy(game.rng), []
        with monkeypatch.context() as patched:
            patched.setattr(ids, "text", _plain_text)
            resolve_old(FLOW, state, seat, chosen, rng, events)
        logged = len(game.events)
        game.apply(seat, chosen)
        assert json.dumps(game.state, sort_keys=True) == json.dumps(state, sort_keys=True), f"step {steps}"
        assert game.rng.state == rng.state
        assert [{k: v for k, v in e.items() if k != "step"} for e in game.events[logged:]] == events
        steps += 1
    assert steps > 100


def test_text_is_the_typed_ids_format() -> None:
    assert (
        ids.text(ids.Learn, "residence_die_a", "levitation", ())
        == ids.Learn("residence_die_a", "levitation", ()).format()
    )
    assert ids.text(ids.Buyset, ("wood", "rope")) == "buyset:wood:rope"
    assert ids.text(ids.Hire, "inn_die_a", "engineer") == ids.Hire("inn_die_a", "engineer").format()
    assert ids.text.cache_info().maxsize == ids.TEXTS_KEPT
