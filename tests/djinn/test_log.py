"""The game log keeps what it logged, and a loaded copy plays on exactly like the original (DJN-LOG-1)."""

from __future__ import annotations

import copy
import json

import pytest

import conjure
from conjure.engine import RandomBot
from tests.djinn.test_properties import CONFIGS

LOCKSTEP = 6  # actions each copy plays beside its original


def _lockstep(original: conjure.Game, seed: int) -> None:
    """Load a copy of ``original`` and play both on with the same choices, comparing saves at every step."""
    twin = conjure.load_game(json.dumps(original.to_json()))
    a, b = original.clone(), twin
    bot_a, bot_b = RandomBot(seed), RandomBot(seed)
    for _ in range(LOCKSTEP):
        if a.is_over:
            break
        seat = a.to_act[0]
        action = bot_a.choose(a, seat)
        assert bot_b.choose(b, seat) == action
        assert a.apply(seat, action) == b.apply(seat, action)
        assert a.fingerprint() == b.fingerprint()
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize("players,options", CONFIGS)
def test_loaded_copy_plays_in_lockstep_and_events_never_change(players, options):
    """DJN-LOG-1: events are logged as copies; a game and its loaded copy never diverge."""
    for seed in range(2):
        g = conjure.new_game("djinn", players=players, seed=seed, options=options)
        bot = RandomBot(seed + 7)
        logged: list[dict] = []
        step = 0
        while not g.is_over:
            seat = g.to_act[0]
            logged += copy.deepcopy(g.apply(seat, bot.choose(g, seat)))
            step += 1
            if step % 15 == 0:
                _lockstep(g, seed + step)
            if step % 40 == 0:
                assert g.events == logged
        assert g.events == logged
