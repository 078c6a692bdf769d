"""Djinn's log copies made by the flow's ``logger`` (the engine's compiled apply) give what ``DjinnRules.apply`` gave.

The yardstick is the old ``apply``, kept here: the flow's resolution of the id (never the offered step: it had an
``apply`` of its own), then the log's copies of the events it caused (``flow.logged``). Seeded random games at 1 and 4
seats are played through the public API (the offered path) beside a twin state run by the old ``apply``: at every
decision the legal list, and after the same action the state, the random stream and the events must be the same."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine.copies import deep_copy
from conjure.engine.rng import Rng
from conjure.games.djinn.flow import FLOW, logged

State = dict[str, Any]
Events = list[dict[str, Any]]


def apply_old(state: State, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """``DjinnRules.apply`` as it was."""
    caused: Events = []
    FLOW.resolve(state, seat, aid, rng, caused)
    events.extend(logged(state, caused))


@pytest.mark.parametrize("players", [1, 4])
def test_the_public_api_plays_what_the_old_apply_played(players: int) -> None:
    game = conjure.new_game("djinn", players=players, seed=2)
    old, old_rng = deep_copy(game.state), Rng(0)
    old_rng.state = game.rng.state
    pick, decisions = Rng(40 + players), 0
    while not game.is_over:
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        assert [a.id for a in actions] == FLOW.legal_ids(old, seat)
        action = actions[pick.below(len(actions))]
        old_events: Events = []
        apply_old(old, seat, action.id, old_rng, old_events)
        new_events = game.apply(seat, action)
        for event in new_events:
            event.pop("step", None)
        assert (game.state, game.rng.state, new_events) == (old, old_rng.state, old_events), action.id
        decisions += 1
    assert decisions > 50
