"""A step taken from the moves its legal list was made from (``Flow.resolve``'s ``offered``, ``GameRules.apply_offered``):
the same game as listing the moves again, and never a stale listing.

``Game.apply_unchecked`` (and so ``Game.apply`` with an offered ``Action``) hands the rules an action the seat's last
legal list offered, at the same step, for the same state object: a stepwise decision's step is then taken from the
moves that list was made from instead of listing them again."""

from __future__ import annotations

from typing import Any

import pytest

from conjure.engine import Game, Rng, all_rules, new_game
from conjure.engine.copies import deep_copy
from conjure.engine.flow import Flow, FlowRules, State, Task

from .test_steps import flow as toy_flow
from .test_steps import new_market


def _twin_play(game: Game, twin: Game, steps: int, seed: int) -> int:
    """Play ``game`` by its legal lists and ``apply_unchecked`` (the offered path) and ``twin`` by the rules' plain
    ``apply`` on the same choices; after every step both must agree. The steps made."""
    rng = Rng(seed)
    made = 0
    while not game.is_over and made < steps:
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        assert [a.id for a in twin.legal_actions(seat)] == [a.id for a in actions]
        action = actions[rng.below(len(actions))]
        new = game.apply_unchecked(seat, action)
        plain: list[dict[str, Any]] = []
        twin.rules.apply(twin.state, seat, action, twin.rng, plain)
        twin.history.append([seat, action.id])
        assert game.state == twin.state, f"step {made}: {action.id}"
        assert game.rng.state == twin.rng.state
        assert [{k: v for k, v in e.items() if k != "step"} for e in new] == plain
        made += 1
    return made


@pytest.mark.parametrize("name", sorted(r.name for r in all_rules() if isinstance(r, FlowRules)))
def test_offered_steps_play_the_same_game(name: str) -> None:
    rules = next(r for r in all_rules() if r.name == name)
    for players in sorted({min(rules.players), max(rules.players)}):
        for seed in (1, 2):
            game = new_game(name, players=players, seed=seed)
            twin = game.clone()
            assert _twin_play(game, twin, 400, seed) > 0


def test_the_toy_market_plays_the_same_game() -> None:
    game = new_market()
    assert _twin_play(game, game.clone(), 1_000, 7) > 0
    assert game.is_over


LISTED = [0]  # how often the counting toy's moves were listed


def counted_moves(state: State, task: Task, seat: int) -> list[str]:
    """Two letters, then a digit: ``a:1`` … ``b:3``; counted."""
    LISTED[0] += 1
    return [f"{letter}:{digit}" for letter in "ab" for digit in "123"]


counting = Flow("toycount")


@counting.decision("pick", counted_moves, path=lambda move: tuple(move.split(":")))
def pick(state: State, task: Task, seat: int, move: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    state["tasks"].pop()
    state["picked"] = move


def counting_state() -> State:
    return {"phase": "play", "tasks": [{"t": "pick", "seat": 0}]}


def test_a_step_offered_is_taken_without_listing_again() -> None:
    state = counting_state()
    assert counting.legal_ids(state, 0) == ["a", "b"]
    before = LISTED[0]
    counting.resolve(state, 0, "a", Rng(1), [], offered=True)  # the step from the moves just listed
    assert LISTED[0] == before
    assert counting.sofar(state, 0) == ("a",)


def test_a_step_not_offered_lists_the_moves() -> None:
    state = counting_state()
    counting.legal_ids(state, 0)
    before = LISTED[0]
    counting.resolve(state, 0, "a", Rng(1), [])
    assert LISTED[0] == before + 1
    assert counting.sofar(state, 0) == ("a",)


def test_a_listing_for_another_seat_or_task_is_not_taken() -> None:
    state, other = counting_state(), counting_state()
    counting.legal_ids(other, 0)  # the last listing is the other state's task
    before = LISTED[0]
    counting.resolve(state, 0, "b", Rng(1), [], offered=True)
    assert LISTED[0] == before + 1
    assert counting.sofar(state, 0) == ("b",)


def test_a_change_the_machine_made_drops_the_kept_moves() -> None:
    """The kept moves are the last legal list's only until anything is resolved: a side action (which changes the
    seat's goods, and so could change its moves) run between the list and an offered step drops them."""
    game = new_market()
    seat = game.to_act[0]
    game.state["goods"][seat] = {"wood": 1}
    game.legal_actions(seat)  # keeps the shop's moves
    assert toy_flow._listed is not None
    state = deep_copy(game.state)
    game.rules.apply(state, seat, game.rules.action("drop:wood"), Rng(1), [])  # any resolution, on any state
    assert toy_flow._listed is None


def test_a_kept_listing_is_used_only_for_its_own_task() -> None:
    """A copy of the state has tasks of its own: the moves listed for the original are not taken for it."""
    game = new_market()
    seat = game.to_act[0]
    game.legal_actions(seat)
    kept = toy_flow._listed
    assert kept is not None and kept[0] is game.state["tasks"][-1]
    copy = deep_copy(game.state)
    copy["coins"][seat] = 0  # only a pass is left to this seat's copy: its step "buy" would now be wrong
    with pytest.raises(RuntimeError, match="no move"):
        toy_flow.resolve(copy, seat, "buy", Rng(1), [], offered=True)


def test_a_new_flow_resolves_before_it_has_listed_anything() -> None:
    """A flow made afresh (as in a process a game was sent to) has no kept moves yet, on both builds."""
    fresh = Flow("toyfresh")
    fresh.decision("pick", counted_moves, path=lambda move: tuple(move.split(":")))(pick)
    assert fresh._listed is None
    state = counting_state()
    fresh.resolve(state, 0, "a", Rng(1), [], offered=True)
    assert fresh.sofar(state, 0) == ("a",)
