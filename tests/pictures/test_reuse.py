"""Parts of a picture kept from the pictures before (``canvas.reuse``) never change what is drawn: every step of a
game drawn in play order (from the 40th on), as a live table draws it, is byte for byte the picture drawn from
nothing."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine.bots import RandomBot
from conjure.pictures import canvas, draw
from tests import games
from tests.conftest import config_id

CONFIGS = games.configs("REUSE")


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_a_picture_with_kept_parts_is_the_picture_drawn_from_nothing(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    game = conjure.new_game(name, players=players, seed=5, options=options)
    bot = RandomBot(5)
    canvas.forget()
    for step in range(80):
        assert not game.is_over
        who = game.to_act[0]
        if step >= 40:
            for seat, lang in ((who, ("cs", "en", "de")[step % 3]), (None, "en")):
                view = game.view(seat)
                kept = draw(view, lang)
                canvas.forget()
                assert kept == draw(view, lang), f"step {step}, seat {seat}, {lang}"
                draw(game.view((who + 1) % players), lang)  # another seat's parts, kept for the next step
        game.apply(who, bot.choose(game, who))


@pytest.mark.parametrize("name", games.names())
def test_a_part_kept_with_the_seats_names_is_never_drawn_without_them(name: str) -> None:
    game = conjure.new_game(name, players=2, seed=3)
    bot = RandomBot(3)
    for _ in range(30):
        game.apply(game.to_act[0], bot.choose(game, game.to_act[0]))
    view = game.view(0)
    canvas.forget()
    plain = draw(view, "en")
    named = draw(view, "en", ("Anna", "Bruno"))
    assert "Anna (you)" in named and "Bruno" in named and "Anna" not in plain
    assert draw(view, "en") == plain and draw(view, "en", ("Anna", "Bruno")) == named
