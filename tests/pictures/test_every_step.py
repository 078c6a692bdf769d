"""A whole random game drawn at every step never fails (one game per game; every configuration under -m soak)."""

from __future__ import annotations

import os
from typing import Any

import pytest

import conjure
from conjure.engine.bots import RandomBot
from conjure.engine.registry import get_rules
from conjure.pictures import draw
from tests import games
from tests.conftest import config_id
from tests.pictures.helpers import parse, texts
from tests.pictures.test_languages import COMMON

# the shortest games that still show most pieces: a few seconds each
QUICK = games.configs("EVERY_STEP")
ALL = [(name, players, options) for name in games.names() for players, options in get_rules(name).sample_configs()]


def _draw_every_step(name: str, players: int, options: dict[str, Any], seed: int) -> int:
    game = conjure.new_game(name, players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    langs = ("cs", "en", "de")
    step = 0
    while True:
        seat = None if step % 7 == 0 else step % players
        svg = draw(game.view(seat), langs[step % 3])
        if step % 10 == 0 or game.is_over:
            raw = [t for t in texts(parse(svg)) if COMMON.search(t) or games.told(name, "RAW_IDS", COMMON).search(t)]
            assert not raw, f"step {step}: raw ids or placeholders in {raw[:5]}"
        if game.is_over:
            return step
        who = game.to_act[0]
        game.apply(who, bot.choose(game, who))
        step += 1


@pytest.mark.parametrize("config", QUICK, ids=config_id)
def test_a_whole_game_is_drawn_at_every_step(config: tuple[str, int, dict[str, Any]]) -> None:
    assert _draw_every_step(*config, seed=21) > 20


@pytest.mark.soak
@pytest.mark.parametrize("config", ALL, ids=config_id)
def test_every_configuration_is_drawn_at_every_step(config: tuple[str, int, dict[str, Any]]) -> None:
    for seed in range(int(os.environ.get("CONJURE_SOAK_PICTURES", "3"))):
        _draw_every_step(*config, seed=seed)
