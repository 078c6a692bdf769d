"""Golden playthroughs: fixed seeds and bots give fixed games, so any change of behaviour shows here.

When a rule change is intended, regenerate the figures with the loop in ``_play`` and say so in the
version history of docs/rules/insula.md. A move asked step by step (a peek, INS-STEP-1) is chosen whole among the
complete moves, as tests/golden does, and made through its steps: the same games as before the split, each peek a few
steps longer in the record."""

from __future__ import annotations

import hashlib
import json

import pytest

import conjure
from tests.golden.playthrough import whole_moves

GOLDEN = [
    (3, {}, 72, "dusk", "4b98d6939e7461ce"),
    (4, {"advanced": True}, 170, "dusk", "48308c9093eb07ff"),
    (5, {"advanced": True, "citadel": "blue"}, 222, "dusk", "634acfffb3cb991a"),
]


def _play(players: int, options: dict) -> conjure.Game:
    g = conjure.new_game("insula", players=players, seed=2026, options=options)
    bot = conjure.RandomBot(7)
    while not g.is_over:
        seat = g.to_act[0]
        g.make(seat, bot.pick(g, seat, whole_moves(g, seat)))
    return g


@pytest.mark.parametrize("players,options,length,outcome,digest", GOLDEN)
def test_golden_playthrough(players: int, options: dict, length: int, outcome: str, digest: str) -> None:
    """INS-PROP-1: the same seed and bot give the same decisions (a regression guard over all rules)."""
    g = _play(players, options)
    # the figures were pinned before the split: a peek's first steps (``peek``, ``row:<y>``) left out, its place kept
    whole = [a for a in g.record()["actions"] if a[1] != "peek" and not a[1].startswith("row:")]
    actions = hashlib.sha256(json.dumps(whole).encode()).hexdigest()[:16]
    assert (len(whole), g.result()["outcome"], actions) == (length, outcome, digest)
