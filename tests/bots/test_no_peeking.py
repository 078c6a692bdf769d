"""Bots see only what their seat sees: the same seed gives the same choice in two games that differ only
in what that seat cannot see (the other game made by the game's own redeal of the hidden parts)."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.bots import Heuristic, Ismcts, SeatView
from conjure.engine import Game, RandomBot, Rng
from tests.conftest import config_id

CONFIGS = [(r.name, n, opts) for r in conjure.engine.all_rules() for n, opts in r.sample_configs()[:2]]
# redeal must resample from what the seat sees only (tests/conformance/test_redeal.py); a game listed here
# would be one whose redeal is known to depend on hidden facts still
NOT_YET_CANONICAL: set[str] = set()


def _param(config: tuple[str, int, dict[str, Any]]) -> Any:
    if config[0] in NOT_YET_CANONICAL:
        return pytest.param(
            config,
            id=config_id(config),
            marks=pytest.mark.xfail(
                strict=False, reason="redeal still depends on the hidden order or keeps a secret choice"
            ),
        )
    return pytest.param(config, id=config_id(config))


def _positions(name: str, players: int, options: dict[str, Any], seed: int, every: int) -> list[Game]:
    """Copies of one random game at several points."""
    game = conjure.new_game(name, players=players, seed=seed, options=options)
    bot, found = RandomBot(seed), []
    while not game.is_over and len(found) < 4:
        if len(game.history) % every == every - 1 and len(game.legal_actions(game.to_act[0])) > 1:
            found.append(game.clone())
        game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
    return found


def _twin(game: Game, seat: int, seed: int) -> Game:
    """The same game with everything ``seat`` cannot see resampled: its view is identical."""
    hidden = game.rules.redeal(game.state, seat, Rng(seed))
    twin = Game(
        game.rules,
        game.players,
        game.seed + 1,
        dict(game.options),
        hidden,
        Rng(seed * 7 + 1),
        [list(h) for h in game.history],
        list(game.events),
    )
    assert twin.view(seat) == game.view(seat)
    return twin


@pytest.mark.parametrize("config", [_param(c) for c in CONFIGS])
def test_the_bots_choose_the_same_without_the_hidden_facts(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    for game in _positions(name, players, options, seed=5, every=9):
        seat = game.to_act[0]
        twin = _twin(game, seat, seed=11)
        first = Ismcts(seed=3, iterations=12, rollout_depth=60).choose(game, seat)
        second = Ismcts(seed=3, iterations=12, rollout_depth=60).choose(twin, seat)
        assert first.id == second.id, f"step {len(game.history)}: the bot's choice depends on what it cannot see"
        first = Ismcts(seed=3, iterations=12, rollout_depth=20, root_prior=3.0, widening=1.0).choose(game, seat)
        second = Ismcts(seed=3, iterations=12, rollout_depth=20, root_prior=3.0, widening=1.0).choose(twin, seat)
        assert first.id == second.id, f"step {len(game.history)}: the root's judgement depends on what it cannot see"
        first = Heuristic(seed=3).choose(game, seat)
        second = Heuristic(seed=3).choose(twin, seat)
        assert first.id == second.id, f"step {len(game.history)}: the heuristic depends on what it cannot see"


def test_a_bot_gets_no_history_seed_or_generator_of_the_real_game() -> None:
    game = conjure.new_game("incantibus", players=2, seed=99)
    bot = RandomBot(1)
    for _ in range(10):
        game.apply(game.to_act[0], bot.choose(game, game.to_act[0]))
    private = SeatView(game, game.to_act[0]).determinize(Rng(4))
    assert private.history == [] and private.seed == 0 and private.rng.state != game.rng.state
