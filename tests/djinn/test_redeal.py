"""DJN-VIEW-6: Djinn's redeal draws what a seat cannot see from what it sees alone."""

from __future__ import annotations

import json

import conjure
from conjure.engine import RandomBot, Rng


def test_two_games_that_differ_only_in_hidden_order_redeal_alike() -> None:
    """DJN-VIEW-6: chests, mage and equipment piles below their tops, Tom's deck and the other seats' hidden
    scoring cards are shuffled from a canonical order, so the true order cannot leak into a bot's search."""
    for players in (1, 2, 4):
        game = conjure.new_game("djinn", players=players, seed=8)
        bot = RandomBot(8)
        for _ in range(120):
            game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))
        seat = game.to_act[0]
        twin = game.rules.redeal(game.state, seat, Rng(1))
        assert twin is not None and twin != game.state
        first, second = (json.dumps(game.rules.redeal(s, seat, Rng(2)), sort_keys=True) for s in (game.state, twin))
        assert first == second
        reversed_chests = dict(game.state, chests=list(reversed(game.state["chests"])))
        assert json.dumps(game.rules.redeal(reversed_chests, seat, Rng(2)), sort_keys=True) == first
