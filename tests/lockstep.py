"""Sameness tests' common walk: a game played through the public API beside a twin state run by old code.

A speed step is pinned by playing seeded random games twice over: once through :class:`conjure.Game` (the new
code) and once on a deep copy of the state by the old functions kept in the test. At every decision both must list
the same ids, and after the same action the state, the random stream and the events must be the same."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conjure.engine.copies import deep_copy
from conjure.engine.game import Game
from conjure.engine.rng import Rng

State = dict[str, Any]
Events = list[dict[str, Any]]
OldLegal = Callable[[State, int], list[str]]
OldApply = Callable[[State, int, str, Rng, Events], None]


def play_beside_old(game: Game, legal_old: OldLegal, apply_old: OldApply, pick: Rng) -> int:
    """Plays ``game`` to its end by ``pick``'s random choices, the old code in lockstep; returns the decisions made."""
    old, old_rng = deep_copy(game.state), Rng(0)
    old_rng.state = game.rng.state
    decisions = 0
    while not game.is_over:
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        assert [a.id for a in actions] == legal_old(old, seat)
        action = actions[pick.below(len(actions))]
        old_events: Events = []
        apply_old(old, seat, action.id, old_rng, old_events)
        new_events = game.apply(seat, action)
        for event in new_events:
            event.pop("step", None)
        assert (game.state, game.rng.state, new_events) == (old, old_rng.state, old_events), action.id
        decisions += 1
    return decisions
