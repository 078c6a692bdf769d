"""Insula's turn listed and carried out without the engine's generic steps (issue 32, the third round) gives what the
engine gives.

The yardstick is the old code: the engine's own listing (``Flow.legal_ids``: the turn's moves, each one's first step,
each step once, sorted) and the old ``take_whole`` (the move, then always the engine's ``Flow.run``), with the action
ids read by ``ids.parse`` each time. Old and new play the same seeded random games side by side at every player
count and option set: at every decision the legal list, and after the same action the state, the random stream and
the events must be the same; turn positions shaken at random (``test_same_speed.shaken``: green, yellow and
curse-lifting flowers, curses, guardians, the deck run out) must list the same too.
"""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine import Rng
from conjure.engine.actions import Action
from conjure.engine.copies import deep_copy
from conjure.engine.flow import OVER
from conjure.games.insula import ids, turn
from conjure.games.insula.flow import FLOW
from conjure.games.insula.steps import PEEK

from ..lockstep import play_beside_old
from .test_same_speed import shaken

State = dict[str, Any]
Events = list[dict[str, Any]]
CONFIGS = conjure.get_rules("insula").sample_configs()  # every player count, both citadels of the advanced game
RULES = conjure.get_rules("insula")


# ---- the old code (main before this round) -------------------------------------------------------------------------
def take_whole_old(state: State, seat: int, aid: str, rng: Rng, events: Events) -> bool:
    tasks = state["tasks"]
    if not tasks or state["phase"] == OVER or aid == PEEK:
        return False
    task = tasks[-1]
    if task["t"] != "turn" or "sofar" in task or task["seat"] != seat:
        return False
    turn.take_turn(state, task, seat, aid, rng, events)
    FLOW.run(state, rng, events)
    return True


def apply_old(state: State, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """``InsulaRules.apply_offered`` as it was."""
    if not take_whole_old(state, seat, aid, rng, events):
        FLOW.resolve(state, seat, aid, rng, events, offered=True)


# ---- the comparison ---------------------------------------------------------------------------------------------------
def same_list(state: State, seat: int) -> list[Action]:
    new = RULES.legal_actions(state, seat)
    assert [a.id for a in new] == FLOW.legal_ids(state, seat)
    for action in new:
        assert ids.parse_offered(action.id) == ids.parse(action.id)
    return new


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_old_and_new_play_the_same_games(players: int, options: dict[str, Any]) -> None:
    turns = 0
    for seed in range(3):
        start = conjure.new_game("insula", players=players, seed=seed, options=options).state
        old, new = deep_copy(start), deep_copy(start)
        old_rng, new_rng, pick = Rng(seed + 7), Rng(seed + 7), Rng(seed + 90)
        while new["phase"] != OVER:
            seat = RULES.to_act(new)[0]
            listed = FLOW.legal_ids(old, seat)
            if new["tasks"][-1]["t"] == "turn":
                turns += 1
                probe = shaken(new, seat, pick)
                if RULES.to_act(probe) == [seat]:
                    same_list(probe, seat)
            actions = same_list(new, seat)
            assert [a.id for a in actions] == listed
            action = actions[pick.below(len(actions))]
            old_events: Events = []
            new_events: Events = []
            apply_old(old, seat, action.id, old_rng, old_events)
            RULES.legal_actions(new, seat)  # listed again just before, as a player's apply follows its list
            RULES.apply_offered(new, seat, action, new_rng, new_events)
            assert (new, new_rng.state, new_events) == (old, old_rng.state, old_events), action.id
    assert turns > 100


@pytest.mark.parametrize(("players", "options"), CONFIGS[:5])
def test_whole_games_through_the_public_api_are_unchanged(players: int, options: dict[str, Any]) -> None:
    """The checked path (``Game.apply`` of a listed action) against the old rules run on the state directly."""
    for seed in range(2):
        game = conjure.new_game("insula", players=players, seed=seed, options=options)
        play_beside_old(game, FLOW.legal_ids, apply_old, Rng(seed + 3))
