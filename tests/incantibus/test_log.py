"""The log and the state never share a list or dict, so nothing logged changes afterwards (issue 9)."""

from __future__ import annotations

import json

import pytest

import conjure
from conjure.engine import RandomBot, Rng
from conjure.games.incantibus import RULES
from conjure.games.incantibus.data import DATA
from tests.incantibus.helpers import give, new, play_all, set_potions, set_room
from tests.incantibus.test_crypt_and_end import _crypt

CONFIGS = RULES.sample_configs()
LOCKSTEP = 6  # actions both games play on after each load


def _dump(game: conjure.Game) -> str:
    return json.dumps(game.to_json(), sort_keys=True)


@pytest.mark.parametrize("players,options", CONFIGS)
def test_loaded_copy_plays_on_in_lockstep(players: int, options: dict[str, str]) -> None:
    """A copy loaded from ``to_json()`` at many points plays on exactly like the original, log included."""
    for seed in range(3):
        g = conjure.new_game("incantibus", players=players, seed=seed, options=options)
        bot, rng, step = RandomBot(seed), Rng(seed + 7), 0
        while not g.is_over:
            if step % 5 == 0:
                copy = conjure.load_game(g.to_json())
                for _ in range(LOCKSTEP):
                    if g.is_over:
                        break
                    seat = g.to_act[rng.below(len(g.to_act))]
                    action = bot.choose(g, seat)
                    g.apply(seat, action.id)
                    copy.apply(seat, action.id)
                    step += 1
                    assert _dump(copy) == _dump(g)
                continue
            seat = g.to_act[rng.below(len(g.to_act))]
            g.apply(seat, bot.choose(g, seat).id)
            step += 1


def test_game_over_event_keeps_its_own_list_of_seats() -> None:
    """INC-END-2: the seats that put their wands down are copied into the log, not shared with the state."""
    g = _crypt([("lady_goblina", True), ("pani_bila", True), ("hrabe_vlad", False)])
    give(g.state, 0, "goblin", "ghost")
    play_all(g, {0: "duel:0:lady_goblina", 1: "duel:2:hidden"})
    event = g.events[-1]
    assert event["type"] == "game_over" and event["seats"] == [1]
    g.state["end"]["seats"].append(0)
    assert event["seats"] == [1]
    g.view(None)["table"]["end"]["seats"].append(0)  # a view is a copy too
    assert g.state["end"]["seats"] == [1, 0]


def test_payment_task_does_not_share_the_component_data() -> None:
    """INC-GAIN-5: a pending payment holds its own copy of the recipe; changing the state cannot change the data."""
    g = new(players=2)
    set_room(g.state, [("gold1", True), ("pumpkin", True), ("net", True)])
    set_potions(g.state, "green_a", "red_a", "blue_a")
    give(g.state, 0, "mistletoe", "mushrooms", "stone")
    play_all(g, {0: "brew:0:green_a", 1: "take:visible:0:gold1"})
    task = g.state["tasks"][-1]
    assert task["t"] == "pay"
    task["need"]["recipe"].append("pumpkin")
    assert DATA.kinds["green_a"].need == {"recipe": ["mistletoe", "mushrooms"]}
    shown = g.view(0)["table"]["decision"]
    shown["need"]["recipe"].clear()
    assert task["need"]["recipe"] == ["mistletoe", "mushrooms", "pumpkin"]
