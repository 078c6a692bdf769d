"""Golden playthroughs: fixed seeds and bots give fixed games, so any change of behaviour shows here.

When a rule change is intended, regenerate the figures with the loop in ``_play`` and say so in the
version history of docs/rules/insula.md."""

from __future__ import annotations

import hashlib
import json

import pytest

import conjure

GOLDEN = [
    (3, {}, 72, "dusk", "4b98d6939e7461ce"),
    (4, {"advanced": True}, 170, "dusk", "48308c9093eb07ff"),
    (5, {"advanced": True, "citadel": "blue"}, 222, "dusk", "634acfffb3cb991a"),
]


def _play(players: int, options: dict) -> conjure.Game:
    g = conjure.new_game("insula", players=players, seed=2026, options=options)
    return conjure.play_out(g, conjure.RandomBot(7))


@pytest.mark.parametrize("players,options,length,outcome,digest", GOLDEN)
def test_golden_playthrough(players: int, options: dict, length: int, outcome: str, digest: str) -> None:
    """INS-PROP-1: the same seed and bot give the same decisions (a regression guard over all rules)."""
    g = _play(players, options)
    actions = hashlib.sha256(json.dumps(g.record()["actions"]).encode()).hexdigest()[:16]
    assert (len(g.history), g.result()["outcome"], actions) == (length, outcome, digest)
