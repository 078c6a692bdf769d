"""A rollout's legal list taken from the options the turn machine just listed (``Flow.legal_ids``' ``kept``,
``Game.next_actions``, ``engine.bots.play_random``): the same list as listing them again, and never a stale one.

When a step leaves a one-seat decision on top, the machine lists its options to learn whether only one is left
(then it resolves it unasked); with more than one, the legal list asked next lists them again. A rollout asks it
right after its own step, nothing between, so ``Game.next_actions`` takes the listing the machine kept: for that very
state object and task, dropped by any resolution or run. Every game plays the same with it as without."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from conjure.engine import Game, Rng, all_rules, new_game
from conjure.engine.bots import RandomBot, play_random
from conjure.engine.copies import deep_copy
from conjure.engine.flow import Flow, FlowRules, State, Task
from conjure.engine.presentation import Presentation

FLOWS = sorted(r.name for r in all_rules() if isinstance(r, FlowRules))


@pytest.mark.parametrize("name", FLOWS)
def test_the_kept_options_are_the_legal_list(name: str) -> None:
    """At every step of seeded games (every game at its fewest and most seats), the legal list taken from the
    machine's listing is the one listed afresh by the rules' own method, as the very same shared actions; and the
    game played so is the one a twin plays by its plain legal lists: state, random stream, events."""
    rules = next(r for r in all_rules() if r.name == name)
    for players in sorted({min(rules.players), max(rules.players)}):
        for seed in (1, 2):
            game = new_game(name, players=players, seed=seed)
            twin = game.clone()
            pick, made = Rng(seed), 0
            while not game.is_over and made < 400:
                seat = game.to_act[0]
                actions = game.next_actions(seat) if made else game.legal_actions(seat)
                fresh = game.rules.legal_actions(game.state, seat)
                assert [a.id for a in actions] == [a.id for a in fresh], f"step {made}"
                assert all(a is b for a, b in zip(actions, fresh, strict=True))
                assert [a.id for a in twin.legal_actions(seat)] == [a.id for a in actions]
                action = actions[pick.below(len(actions))]
                new = game.apply_unchecked(seat, action)
                plain = twin.apply(seat, action.id)
                assert game.state == twin.state, f"step {made}: {action.id}"
                assert game.rng.state == twin.rng.state
                assert new == plain
                made += 1
            assert made > 0


@pytest.mark.parametrize("name", FLOWS)
def test_a_rollout_plays_what_the_bot_chooses_step_by_step(name: str) -> None:
    """``play_random`` (the kept options after its first step) against the bot's ``choose`` at every step."""
    rules = next(r for r in all_rules() if r.name == name)
    players = max(rules.players)
    game = new_game(name, players=players, seed=4)
    twin = game.clone()
    made = play_random(game, RandomBot(9), 300)
    bot = RandomBot(9)
    for _ in range(made):
        seat = twin.to_act[0]
        twin.apply_unchecked(seat, bot.choose(twin, seat))
    assert game.history == twin.history
    assert game.state == twin.state and game.rng.state == twin.rng.state
    assert game.events == twin.events


# -- a counting toy -------------------------------------------------------------------------------------------------
LISTED = [0]  # how often the toy's options were listed

toy = Flow("toykept")


def counted_options(state: State, task: Task, seat: int) -> list[str]:
    LISTED[0] += 1
    return list(state["offer"])


@toy.phase("play")
def play(state: State, rng: Rng, events: list[dict[str, Any]]) -> bool:
    if len(state["made"]) >= 6:
        state["phase"] = "over"
        return False
    Flow.push(state, {"t": "choose", "seat": len(state["made"]) % 2})
    return True


@toy.decision("choose", counted_options)
def choose(state: State, task: Task, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    state["tasks"].pop()
    state["made"].append(aid)


def toy_state() -> State:
    state: State = {"phase": "play", "tasks": [], "made": [], "offer": ["x", "y"]}
    toy.run(state, Rng(1), [])
    return state


@dataclass
class ToyRules(FlowRules):
    name: str = "toykept"
    players: tuple[int, ...] = (2,)

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return toy_state()

    def result(self, state: State) -> dict[str, Any]:
        return {"scores": [0, 0]}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {}


ToyRules.flow = toy
ToyRules.presentation = Presentation()


def toy_game() -> Game:
    rules = ToyRules()
    rng = Rng(3)
    return Game(rules, 2, 3, {}, rules.setup(2, {}, rng), rng)


def test_the_kept_options_are_taken_without_listing_again() -> None:
    state = toy_state()
    before = LISTED[0]
    assert toy.legal_ids(state, 0, kept=True) == ["x", "y"]
    assert LISTED[0] == before
    assert toy.legal_ids(state, 0) == ["x", "y"]  # not kept: listed
    assert LISTED[0] == before + 1


def test_the_kept_options_are_only_for_their_own_state() -> None:
    state = toy_state()
    copy = deep_copy(state)
    copy["offer"] = ["z", "w"]
    before = LISTED[0]
    assert toy.legal_ids(copy, 0, kept=True) == ["w", "z"]  # a copy's task is not the kept task: listed
    assert LISTED[0] == before + 1


def test_any_resolution_drops_the_kept_options() -> None:
    state = toy_state()
    assert toy._pending is not None
    other = deep_copy(state)
    toy.resolve(other, 0, "x", Rng(1), [])  # on another state: the machine ran, the kept options are gone
    assert toy._pending is not None and toy._pending[0] is other  # the other's own, now
    toy.resolve(other, 1, "y", Rng(1), [])
    other["offer"] = ["only"]
    toy.resolve(other, 0, "x", Rng(1), [])  # a lone option next: resolved unasked, nothing kept
    assert toy._pending is None or toy._pending[0] is not state


def test_a_lone_option_is_resolved_and_none_errs() -> None:
    state = toy_state()
    state["offer"] = ["only"]
    toy.resolve(state, 0, "x", Rng(1), [])
    assert state["made"] == ["x"] + ["only"] * 5 and state["phase"] == "over"  # each lone option taken unasked
    state = toy_state()
    state["offer"] = []
    with pytest.raises(RuntimeError, match="decision 'choose' for seat 1 has no option"):
        toy.resolve(state, 0, "x", Rng(1), [])


def test_the_public_legal_list_sees_a_change_made_after_a_step() -> None:
    """``legal_actions`` (anything but a rollout's own loop) always lists: a state changed in place after a step
    gives its new options; and a rollout's first step lists too (it cannot know what was done before it)."""
    game = toy_game()
    game.apply(0, "x")
    game.state["offer"] = ["p", "q"]
    assert [a.id for a in game.legal_actions(1)] == ["p", "q"]
    game.apply(1, "p")
    game.state["offer"] = ["r", "s"]
    play_random(game, RandomBot(1), 1)
    assert game.state["made"][-1] in ("r", "s")
