"""The search's random rollout and the random bot's pick, compiled (``conjure.engine.bots``), and the engine's check of
an offered action (``Game``'s ``_offers``): the same choices, draws and games as the code they replaced, which is kept
here as the yardstick."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

import conjure
from conjure.bots.ismcts import Ismcts, evaluate
from conjure.bots.judge import outcome
from conjure.bots.search_settings import PLAIN
from conjure.engine import Action, Game, Rng, all_rules
from conjure.engine.bots import RandomBot, play_random
from conjure.engine.rules import GameRules

NAMES = sorted(r.name for r in all_rules())


class OldRandomBot:
    """The random bot as it was (interpreted): the yardstick of the compiled one."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED_B07)

    def choose(self, game: Game, seat: int) -> Action:
        return self.pick(game, seat, game.legal_actions(seat))

    def pick(self, game: Game, seat: int, actions: list[Action]) -> Action:
        if not actions:
            raise ValueError(f"seat {seat} has nothing to choose now")
        if type(game.rules).bot_weight is GameRules.bot_weight:
            return actions[self.rng.below(len(actions))]
        weights = [game.rules.bot_weight(game.state, seat, a) for a in actions]
        total = sum(weights)
        pick = self.rng.next64() / 2**64 * total
        for action, weight in zip(actions, weights, strict=True):
            pick -= weight
            if pick < 0:
                return action
        return actions[-1]


def old_play_on(game: Game, rollout: OldRandomBot, depth: int | None, here: list[float] | None) -> list[float]:
    """``Ismcts._play_on`` as it was, for a random rollout cut only by ``rollout_depth``."""
    steps = 0
    while not game.is_over:
        if steps == depth:
            values = here if steps == 0 and here is not None else evaluate(game)
            if values is not None:
                return values
        seats = game.to_act
        game.apply_unchecked(seats[0], rollout.choose(game, seats[0]))
        steps += 1
    return outcome(game)


def _positions(name: str, players: int, seed: int) -> list[Game]:
    """Positions of a seeded random game, from its start to near its end."""
    record = conjure.play_out(conjure.new_game(name, players=players, seed=seed), RandomBot(seed)).record()
    length = len(record["actions"])
    return [conjure.replay(dict(record, actions=record["actions"][: int(length * share)])) for share in (0, 0.3, 0.8)]


@pytest.mark.parametrize("name", NAMES)
def test_the_random_bot_picks_and_draws_as_before(name: str) -> None:
    """At every decision of seeded random games, at the fewest and the most seats: the same pick, the same draws."""
    rules = next(r for r in all_rules() if r.name == name)
    for players in sorted({min(rules.players), max(rules.players)}):
        game = conjure.new_game(name, players=players, seed=11)
        new, old = RandomBot(3), OldRandomBot(3)
        while not game.is_over:
            seat = game.to_act[0]
            actions = game.legal_actions(seat)
            chosen = new.pick(game, seat, actions)
            assert chosen is old.pick(game, seat, actions)
            assert new.rng.state == old.rng.state
            game.apply_unchecked(seat, chosen)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("depth", [None, 0, 7])
def test_a_random_rollout_plays_and_judges_as_before(name: str, depth: int | None) -> None:
    """The search's rollout from positions of a seeded game: the same game played (state, generator, history) by the
    same draws of the rollout bot, and the same values, cut at ``depth`` steps or not."""
    search = Ismcts(1, iterations=1, settings=PLAIN, rollout_depth=depth)
    search.settings = search.settings or PLAIN
    assert search.settings.rollout_depth == depth
    for i, position in enumerate(_positions(name, 2, 21)):
        if position.is_over:
            continue
        new_game, old_game = position.clone(), position.clone()
        search.rollout = new_bot = RandomBot(i)
        old_bot = OldRandomBot(i)
        here = [0.5, 0.25] if i == 1 else None  # the new node's values, when the tree already asked for them
        values = search._play_on(new_game, search.settings, 0, here)
        assert values == old_play_on(old_game, old_bot, depth, here)
        assert new_game.fingerprint() == old_game.fingerprint()
        assert new_game.history == old_game.history
        assert new_bot.rng.state == old_bot.rng.state


def test_play_random_stops_at_its_steps_or_at_the_end() -> None:
    game = conjure.new_game("djinn", players=2, seed=3)
    assert play_random(game, RandomBot(1), 5) == 5
    assert len(game.history) == 5 and not game.is_over
    made = play_random(game, RandomBot(1))
    assert game.is_over and made == len(game.history) - 5


def _fresh(action: Action) -> Action:
    """An action equal to ``action`` but not the same object (as a client that builds its own would send)."""
    return Action(action.id, action.game)


@pytest.mark.parametrize("name", NAMES)
def test_an_offered_action_is_known_by_its_id_whatever_object_carries_it(name: str) -> None:
    """The offered check finds an action by its id, as the set of ids it replaced did: the very object offered, an equal
    one made afresh, one in a pickled game; a changed list after the answer changes nothing; an id not offered is
    checked in full (IllegalAction)."""
    game = conjure.new_game(name, players=2, seed=5)
    for step in range(12):
        if game.is_over:
            break
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        offered: Any = game._offered  # noqa: SLF001  # the engine's own record, looked at by its test
        ids = frozenset(a.id for a in actions)
        chosen = actions[step % len(actions)]
        actions.append(Action("no-such:thing", name))  # the caller's list is its own
        assert not game._was_offered(seat, "no-such:thing")  # noqa: SLF001
        assert all(game._was_offered(seat, i) for i in ids)  # noqa: SLF001
        assert offered[3] == tuple(actions[:-1])
        with pytest.raises(conjure.IllegalAction):
            game.clone().apply(seat, Action("no-such:thing", name))
        twin = pickle.loads(pickle.dumps(game))
        twin.apply(seat, _fresh(chosen))  # found by its id in the pickled game's offered list
        if step % 2:
            game.apply(seat, _fresh(chosen))
        else:
            game.apply(seat, chosen)
        assert game.fingerprint() == twin.fingerprint()
