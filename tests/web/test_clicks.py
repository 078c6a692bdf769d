"""Board clicks: every action's target names a piece that is in the seat's picture of the table."""

from __future__ import annotations

import re

import pytest

import conjure
from conjure import pictures
from conjure.engine import RandomBot
from conjure.web import clicks


@pytest.mark.parametrize("name,players", [("incantibus", 3), ("djinn", 2), ("trickerion", 2), ("trickerion", 4)])
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
            found = clicks.target(name, action.id, view["table"], seat)
            if found is not None:
                pointed += 1
                assert found in ids, f"{action.id} points at {found}, which the picture does not have"
        game.apply(seat, bot.choose(game, seat))
    assert pointed > 20, f"{name}: only {pointed} actions pointed at the board"


def test_a_trickerion_placement_points_at_its_space() -> None:
    table = {"placed": [{"seat": 0, "char": "apprentice", "loc": "theater", "space": "thursday:backstage"}]}
    assert clicks.target("trickerion", "place:magician:downtown:2", table, 1) == "space-downtown-2"
    assert clicks.target("trickerion", "place:magician:downtown:2:shard", table, 1) == "space-downtown-2"
    assert clicks.target("trickerion", "place:magician:workshop:1", table, 1) == "workshop-1-1"
    assert clicks.target("trickerion", "place:magician:theater:friday:performance", table, 1) == \
        "space-theater-friday-performance"
    assert clicks.target("trickerion", "place:assistant:theater:thursday:backstage", table, 1) == \
        "space-theater-thursday-backstage-1"
    assert clicks.target("trickerion", "idle:magician", table, 1) is None
    assert clicks.target("insula", "anything", table, 1) is None
