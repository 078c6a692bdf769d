"""The compiled build's deep copy walks the state as a tree (``engine.copies``): the copy the marshal round trip
made before, for every state the games make.

What it rests on: a state (and the events) is a tree, no list or dict reached twice (marshal kept such sharing, a
walk does not; a save's JSON never could). Every game at its fewest and most seats plays seeded random games, and
at every step its state and events must be trees, and the walk's copy equal to the marshal copy, key order and all,
sharing no list or dict with the original. The walk itself is run here on both builds (``copies._dict`` and
``_list``); ``deep_copy`` is the walk compiled, the marshal copy interpreted."""

from __future__ import annotations

import copy
import enum
import json
from typing import Any

import pytest

from conjure.engine import Rng, all_rules, copies, new_game
from conjure.engine.copies import deep_copy, marshal_copy


def containers(value: Any, seen: dict[int, Any]) -> None:
    """Every list and dict in ``value`` by its id; an error if one is reached twice (not a tree)."""
    if type(value) is dict or type(value) is list:
        assert id(value) not in seen, "a list or dict reached twice"
        seen[id(value)] = value
        for inner in value.values() if type(value) is dict else value:
            containers(inner, seen)


def walked(value: Any) -> Any:
    return copies._dict(value) if type(value) is dict else copies._list(value)


def same_copy(value: Any) -> None:
    original: dict[int, Any] = {}
    containers(value, original)
    for made in (walked(value), deep_copy(value)):
        old = marshal_copy(value)
        assert made == old and json.dumps(made) == json.dumps(old)  # the dicts' order too
        fresh: dict[int, Any] = {}
        containers(made, fresh)
        assert not set(fresh) & set(original)  # nothing shared but the strings and numbers


@pytest.mark.parametrize("name", sorted(r.name for r in all_rules()))
def test_every_state_and_its_events_copy_as_marshal_copied_them(name: str) -> None:
    rules = next(r for r in all_rules() if r.name == name)
    for players in sorted({min(rules.players), max(rules.players)}):
        game = new_game(name, players=players, seed=5)
        pick, made = Rng(5), 0
        while not game.is_over and made < 300:
            if made % 3 == 0:
                same_copy(game.state)
            seat = game.to_act[0]
            actions = game.legal_actions(seat)
            game.apply(seat, actions[pick.below(len(actions))])
            made += 1
        same_copy(game.state)
        same_copy(game.events)


class Colour(enum.IntEnum):
    RED = 1


@pytest.mark.parametrize(
    "value",
    [
        {"a": (1, [2, 3])},  # a tuple
        {"a": [1, {"b": {4, 5}}]},  # a set, deep
        [Colour.RED, 2],  # an int subclass
        {(1, 2): "key"},  # a key that is not a string or an int
        {"a": [b"bytes"]},
        ("top", "tuple"),
        "text",
        7,
        None,
    ],
)
def test_what_the_walk_does_not_know_is_copied_the_old_way(value: Any) -> None:
    made = deep_copy(value)
    assert made == copy.deepcopy(value) == marshal_copy(value)
    assert type(made) is type(value)


def test_plain_values_copy_as_before() -> None:
    value = {"n": 1, "f": 0.5, "t": True, "z": None, 3: "three", "s": "x", "l": [[], {}, [1, [2, [3]]]], "d": {}}
    same_copy(value)
    made = deep_copy(value)
    made["l"][2][1][1].append(4)
    assert value["l"][2][1][1] == [3]  # independent
    assert deep_copy([]) == [] and deep_copy({}) == {}
