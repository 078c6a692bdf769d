"""Insula's rules build no event for a step nobody reads (issue 32, Insula's seventh round; branch ``insit3``).

The search's rollout asks its steps quietly (``engine.bots.play_random``'s ``quiet``, ``Game.play_uniform``): the
engine hands the rules ``machine.QUIET`` as the step's events, and every event Insula's rules make is built only when
the events are not that list (``events is not QUIET``). That must change nothing else: at every decision of seeded
random games at every configuration, the step made quietly leaves the same state and generator as the step made the
usual way (``apply_unchecked`` of the same option), and the step made by ``play_uniform`` with its log logs the same
events. (The events of the usual way are held to main's by tests/insula/test_same_rollout.py's digest and the golden
playthroughs; tests/engine/test_same_quiet_rollout.py holds the rollout's loop to the old one.)
"""

from __future__ import annotations

import pytest

import conjure
from conjure.engine import Rng
from conjure.engine.machine import QUIET

RULES = conjure.get_rules("insula")
CONFIGS = RULES.sample_configs()  # every player count, both citadels of the advanced game


@pytest.mark.parametrize("players,options", CONFIGS)
def test_a_quiet_step_changes_the_state_as_a_logged_one(players: int, options: dict[str, object]) -> None:
    for seed in range(2):
        game = conjure.new_game("insula", players=players, seed=seed, options=options)
        while not game.is_over:
            seat = game.to_act[0]
            draw = len(game.history) * 7 + seed  # the pick's seed, the same for the three ways
            quiet, logged = game.clone(), game.clone()
            logged_before = len(logged.events)
            assert quiet.play_uniform(Rng(draw), 1, False) == 1
            assert logged.play_uniform(Rng(draw), 1, True) == 1
            assert not QUIET
            actions = game.legal_actions(seat)
            events = game.apply_unchecked(seat, actions[Rng(draw).below(len(actions))])
            for made in (quiet, logged):
                assert made.state == game.state and made.rng.state == game.rng.state
                assert made.history == game.history
            assert quiet.events == game.events[:logged_before]
            assert logged.events == game.events and logged.events[logged_before:] == events
