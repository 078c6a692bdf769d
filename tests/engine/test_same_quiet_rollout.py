"""The search's random rollout played by the turn machine with the ids alone, and quietly (issue 32; branch ``insit3``):
``engine.bots.play_random`` hands a game whose bot picks uniformly to ``Game.play_uniform`` (no ``Action`` objects, no
offered list, the machine's calls made directly), and the search asks for it ``quiet`` (the steps' events neither
logged nor, where the game leaves them, built: ``machine.QUIET``). Nothing a player or a bot sees may change: the
same choice lists, steps, states, history and draws as the loop it replaced (kept here, interpreted, as the
yardstick: ``legal_actions`` then ``next_actions``, the random bot's pick, ``apply_unchecked``), the same events when
not quiet; quiet, no event logged and nothing left in ``QUIET``. Every registered game, at its fewest and most seats,
from positions of a seeded random game (the weighted bots' games take the old loop, and are held to it too)."""

from __future__ import annotations

import pytest

import conjure
from conjure.engine import Game, Rng, all_rules
from conjure.engine.bots import RandomBot, play_random
from conjure.engine.machine import QUIET
from conjure.engine.rules import GameRules
from tests.bots.test_random_rollout_sameness import OldRandomBot as OldBot  # the pick as it was, interpreted

NAMES = sorted(r.name for r in all_rules())
STEPS = 500  # the steps of a game a quiet step is checked at (Djinn's uniform games run to some 2,000)


def old_play_random(game: Game, bot: OldBot, steps: int | None, lists: list[list[str]]) -> int:
    """``play_random`` as it was (before this round), noting each step's choice list in ``lists``."""
    made = 0
    while (steps is None or made < steps) and not game.is_over:
        seat = game.to_act[0]
        actions = game.next_actions(seat) if made else game.legal_actions(seat)
        lists.append([a.id for a in actions])
        game.apply_unchecked(seat, bot.pick(game, seat, actions))
        made += 1
    return made


def _positions(name: str, players: int, seed: int) -> list[Game]:
    """Positions of a seeded random game, from its start to near its end."""
    record = conjure.play_out(conjure.new_game(name, players=players, seed=seed), RandomBot(seed)).record()
    length = len(record["actions"])
    return [conjure.replay(dict(record, actions=record["actions"][: int(length * share)])) for share in (0, 0.35, 0.8)]


def _machine_run(game: Game) -> bool:
    """Whether the game's turn machine alone runs it (``Game.play_uniform`` plays it; a toy of the tests, which lists
    and applies its own way, is not)."""
    driver = game._driver
    return driver is not None and driver.turns and driver.legal and driver.resolves


def _uniform(game: Game) -> bool:
    """Whether ``play_random`` plays the game by ``Game.play_uniform``: the machine runs it and its random bot picks
    uniformly."""
    return _machine_run(game) and type(game.rules).bot_weight is GameRules.bot_weight


def _players(name: str) -> list[int]:
    rules = next(r for r in all_rules() if r.name == name)
    return sorted({min(rules.players), max(rules.players)})


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("quiet", [False, True])
def test_a_rollout_plays_as_the_old_loop(name: str, quiet: bool) -> None:
    """Whole rollouts (to the end, and cut at a few steps) from positions of seeded games: the same steps made, states,
    generators, history and bot draws; the same events logged, or (quiet) none."""
    for players in _players(name):
        for i, position in enumerate(_positions(name, players, 31)):
            for steps in (None, 9):
                old, new = position.clone(), position.clone()
                logged = len(new.events)
                old_bot, new_bot = OldBot(i), RandomBot(i)
                made = play_random(new, new_bot, steps, quiet)
                assert made == old_play_random(old, old_bot, steps, [])
                assert new.state == old.state and new.rng.state == old.rng.state
                assert new.history == old.history
                assert new_bot.rng.state == old_bot.rng.state
                assert new.events == (old.events[:logged] if quiet and _uniform(new) else old.events)
                assert not QUIET
                if not new.is_over:  # played on the usual way after it: the same choices
                    seat = new.to_act[0]
                    assert [a.id for a in new.legal_actions(seat)] == [a.id for a in old.legal_actions(seat)]


@pytest.mark.parametrize("name", NAMES)
def test_every_step_lists_and_changes_the_same(name: str) -> None:
    """Step by step from the start of a seeded game at its most seats: before each step the seat's choice list is the
    old loop's, and after it the state, generator and history are the same, quiet or not (a quiet step changes the
    state exactly as a logged one; only the log differs)."""
    players = _players(name)[-1]
    start = conjure.new_game(name, players=players, seed=7)
    old, loud, quiet = start.clone(), start.clone(), start.clone()
    old_bot, loud_bot, quiet_bot = OldBot(2), RandomBot(2), RandomBot(2)
    driver = old._driver
    while not old.is_over:
        seat = old.to_act[0]
        if driver is not None:  # the loop's seat to act
            assert driver.flow.first_to_act(old.state) == seat
        lists: list[list[str]] = []
        old_play_random(old, old_bot, 1, lists)
        for game, bot, hush in ((loud, loud_bot, False), (quiet, quiet_bot, True)):
            assert game.to_act[0] == seat
            listed = [a.id for a in game.legal_actions(seat)]
            assert listed == lists[0]
            assert play_random(game, bot, 1, hush) == 1
            assert game.state == old.state and game.rng.state == old.rng.state
            assert game.history == old.history and bot.rng.state == old_bot.rng.state
        assert loud.events == old.events
        assert quiet.events == ([] if _uniform(quiet) else old.events)
        assert not QUIET
    assert loud.is_over and quiet.is_over
    if driver is not None:
        assert driver.flow.first_to_act(old.state) is None and old.to_act == []


def test_the_first_to_act_is_to_acts_first() -> None:
    """``Flow.first_to_act`` against ``to_act``: a one-seat decision, a simultaneous one (the lowest seat waiting, in
    any order), an empty wait, an automatic task on top, no task, the game over."""
    driver = conjure.new_game("insula", players=3, seed=1)._driver
    assert driver is not None
    machine = driver.flow
    decision = next(iter(machine.decisions))
    auto = next(iter(machine.autos))
    for tasks, phase in (
        ([{"t": decision, "seat": 2}], "turn"),
        ([{"t": auto}, {"t": decision, "wait": [2, 0, 1]}], "fight"),
        ([{"t": decision, "wait": [1]}], "fight"),
        ([{"t": decision, "wait": []}], "fight"),
        ([{"t": decision, "seat": 1}, {"t": auto}], "turn"),
        ([], "turn"),
        ([{"t": decision, "seat": 0}], "over"),
    ):
        state = {"phase": phase, "tasks": tasks}
        seats = machine.to_act(state)
        assert machine.first_to_act(state) == (seats[0] if seats else None)


@pytest.mark.parametrize("name", NAMES)
def test_a_quiet_step_changes_the_state_as_a_logged_one(name: str) -> None:
    """Every configuration a game samples, a seeded game to its end (or its first ``STEPS`` steps): at every decision, a step made quietly by
    ``play_uniform`` leaves the state and generator that the same step made with its log and by ``apply_unchecked``
    leave, and the logged one logs ``apply_unchecked``'s events (the games whose rules leave a quiet step's events
    unbuilt, Insula and Incantibus, build them all the same otherwise)."""
    rules = next(r for r in all_rules() if r.name == name)
    for players, options in rules.sample_configs():
        game = conjure.new_game(name, players=players, seed=3, options=options)
        if not _machine_run(game):
            return
        while not game.is_over and len(game.history) < STEPS:
            seat = game.to_act[0]
            draw = len(game.history) * 5 + 1
            quiet, logged = game.clone(), game.clone()
            kept = len(game.events)
            assert quiet.play_uniform(Rng(draw), 1, False) == 1 and not QUIET
            assert logged.play_uniform(Rng(draw), 1, True) == 1
            actions = game.legal_actions(seat)
            events = game.apply_unchecked(seat, actions[Rng(draw).below(len(actions))])
            for made in (quiet, logged):
                assert made.state == game.state and made.rng.state == game.rng.state
                assert made.history == game.history
            assert quiet.events == game.events[:kept] and logged.events == game.events
            assert logged.events[kept:] == events
