"""Board clicks: every action's target names a piece that is in the seat's picture of the table."""

from __future__ import annotations

import re

import pytest

import conjure
from conjure import pictures
from conjure.engine import RandomBot
from conjure.web import clicks
from tests import games


@pytest.mark.parametrize(
    "name,players", [(name, players) for name, players, _ in games.configs("CLICKS", sample=False)]
)
def test_every_target_is_a_piece_of_the_picture(name: str, players: int) -> None:
    game = conjure.new_game(name, players=players, seed=5)
    bot = RandomBot(seed=5)
    pointed = 0
    for _ in range(400):
        if game.is_over:
            break
        seat = game.to_act[0]
        view = game.view(seat)
        ids = set(re.findall(r'\bid="([^"]+)"', pictures.draw(view, "en")))
        for action in game.legal_actions(seat):
            found = clicks.target(name, action.id, view["table"], seat, game.sofar(seat))
            if found is not None:
                pointed += 1
                assert found in ids, f"{action.id} points at {found}, which the picture does not have"
        game.apply(seat, bot.choose(game, seat))
    assert pointed > 20, f"{name}: only {pointed} actions pointed at the board"


def test_a_game_without_clicks_has_no_target() -> None:
    assert clicks.target("chess", "place:magician:downtown:2", {}, 1) is None
