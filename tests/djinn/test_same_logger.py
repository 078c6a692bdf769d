"""Djinn's log copies made by the flow's ``logger`` (the engine's compiled apply) give what ``DjinnRules.apply`` gave.

The yardstick is the old ``apply``, kept here: the flow's resolution of the id (never the offered step: it had an
``apply`` of its own), then the log's copies of the events it caused (``flow.logged``). Seeded random games at 1 and 4
seats are played through the public API (the offered path) beside a twin state run by the old ``apply``: at every
decision the legal list, and after the same action the state, the random stream and the events must be the same."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine.rng import Rng
from conjure.games.djinn.flow import FLOW, logged

from ..lockstep import play_beside_old

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
    decisions = play_beside_old(game, FLOW.legal_ids, apply_old, Rng(40 + players))
    assert decisions > 50
