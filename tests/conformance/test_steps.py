"""Moves asked step by step are the moves of one flat list (issue 29): the rules do not change.

For every registered game with stepwise decisions (``conjure.engine.flow``, ``path=``), random games are played and
at each such decision, before its first step, every path of steps is walked through the public API (``legal_actions``
and ``apply`` on copies; a lone step is taken by the engine unseen) and the positions they end in are compared with
those the kind's flat list of complete moves gives when each move is made at once by its resolution: the same
positions, as many. Along the way a half-made move is never settled for the bots, and a step's terms span its moves'.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from conjure.engine import Game, Rng, get_rules, new_game
from conjure.engine.copies import deep_copy
from conjure.engine.flow import FlowRules
from tests.games import names

STEPWISE = [n for n in names() if isinstance(get_rules(n), FlowRules) and get_rules(n).flow.decisions]
STEPWISE = [n for n in STEPWISE if any(d.path for d in get_rules(n).flow.decisions.values())]
WALKS = 12  # stepwise decisions walked a game (the rest are played through)


def walked(game: Game, seat: int) -> list[str]:
    """The position each path of steps from here ends in (JSON, sorted)."""
    found: list[str] = []

    def walk(g: Game) -> None:
        begun = g.sofar(seat)
        for action in g.legal_actions(seat):
            trial = Game(g.rules, g.players, g.seed, dict(g.options), deep_copy(g.state), Rng(g.rng.state))
            trial.apply_unchecked(seat, action)
            now = trial.sofar(seat) if seat in trial.to_act else []
            if now[: len(begun) + 1] == [*begun, action.id]:  # the same move goes on (a next move's lone steps do not)
                assert not trial.rules.bot_settled(trial.state, seat), "a half-made move is never settled"
                walk(trial)
            else:
                found.append(json.dumps(trial.state, sort_keys=True))

    walk(game)
    return sorted(found)


def made_at_once(game: Game, seat: int, sides: list[str]) -> list[str]:
    """The position each complete move of the flat list ends in, made by the kind's own resolution (and each side
    action offered with the first step, made as such)."""
    rules = game.rules
    assert isinstance(rules, FlowRules)
    found = []
    for move in rules.moves(game.state, seat) + sides:
        state, rng = deep_copy(game.state), Rng(game.rng.state)
        rules.flow.resolve(state, seat, move, rng, []) if move in sides else _finish(rules, state, seat, move, rng)
        found.append(json.dumps(state, sort_keys=True))
    return sorted(found)


def _finish(rules: FlowRules, state: dict[str, Any], seat: int, move: str, rng: Rng) -> None:
    decision = rules.flow.decisions[state["tasks"][-1]["t"]]
    assert decision.finish is not None
    decision.finish(state, state["tasks"][-1], seat, move, rng, [])
    rules.flow.run(state, rng, [])


def stepwise_here(game: Game, seat: int) -> bool:
    rules = game.rules
    assert isinstance(rules, FlowRules)
    task = rules.flow.top_decision(game.state)
    return (
        task is not None and rules.flow.decisions[task["t"]].path is not None and not rules.half_made(game.state, seat)
    )


@pytest.mark.parametrize("name", STEPWISE)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_moves_reached_step_by_step_are_the_flat_list(name: str, seed: int) -> None:
    rules = get_rules(name)
    for players, options in rules.sample_configs()[:3]:
        game, rng, checked = new_game(name, players=players, seed=seed, options=options), Rng(seed), 0
        while not game.is_over:
            seat = game.to_act[rng.below(len(game.to_act))]
            actions = game.legal_actions(seat)
            if checked < WALKS and stepwise_here(game, seat) and len(actions) > 1:
                moves = game.rules.moves(game.state, seat)
                sides = [a.id for a in actions if rules.flow._side(a.id) is not None]  # type: ignore[attr-defined]
                assert walked(game, seat) == made_at_once(game, seat, sides), (name, players, options, moves)
                checked += 1
            game.apply(seat, actions[rng.below(len(actions))])
        assert checked, f"{name}: no stepwise decision met in a whole game"
