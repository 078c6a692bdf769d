"""Golden playthroughs: seeded random games whose decision counts and scores pin the rules' behaviour.

A deliberate rule change shows up here; regenerate the numbers with the loop below and note it in
docs/rules/djinn.md (Version history).
"""

from __future__ import annotations

import pytest

import conjure
from conjure.engine.bots import RandomBot

GOLDEN = {1: (173, 543, [59]), 2: (568, 1897, [99, 97]), 4: (1222, 4295, [59, 98, 95, 105])}


@pytest.mark.parametrize("players", sorted(GOLDEN))
def test_golden_playthrough(players):
    """DJN-PROP-3: the same seed plays the same game, decision by decision."""
    g = conjure.new_game("djinn", players=players, seed=2026)
    bot = RandomBot(7)
    counts = []
    while not g.is_over:
        seat = g.to_act[0]
        actions = g.legal_actions(seat)
        counts.append(len(actions))
        g.apply(seat, bot.choose(g, seat))
    assert (len(counts), sum(counts), g.result()["scores"]) == GOLDEN[players]
