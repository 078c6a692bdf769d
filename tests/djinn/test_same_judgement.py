"""Djinn's heuristic judgement compiled (issue 32): the same values to the last bit, so the same bot moves.

``evaluation.py`` and ``scoring.py`` are in the build's list since the twenty-first session; ``value`` walks
the weighted features in a loop of its own instead of the engine's ``Weights.value``, and the final scoring's and
the features' sums are written as loops (a compiled generator costs more than the loop). Pinned here: over seeded
random games (solo to four players), at every few steps and for every seat, ``value`` equals
``WEIGHTS.value(FEATURES, ...)`` (the old way, interpreted in the engine), ``evaluate`` equals the old formula
exactly and ``breakdown`` the old one (kept below as the yardstick); and the pure build (``CONJURE_PURE=1``, a process of its own) judges the same positions with the same
floats and the heuristic bot plays the same game as the build under test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest

import conjure
from conjure.engine.evaluation import squash
from conjure.engine.rng import Rng
from conjure.games.djinn import evaluation, scoring
from conjure.games.djinn.data import AWARDS, EQUIP_KINDS, EQUIPMENT, FINAL_SCORING

CASES = [(1, 31), (2, 32), (3, 33), (4, 34)]


def _old_evaluate(state: dict[str, Any], seat: int) -> float:
    """``evaluate`` as it was: the engine's ``Weights.value`` for each seat."""
    state = evaluation.as_made(state, seat)
    weights, features = evaluation.WEIGHTS, evaluation.FEATURES
    mine = weights.value(features, state, seat)
    others = [weights.value(features, state, s) for s in range(len(state["seats"])) if s != seat]
    return squash(mine - (max(others) if others else evaluation.SOLO_PAR), weights.scale)


def _old_breakdown(state: dict[str, Any], seat: int) -> dict[str, int]:
    """``scoring.breakdown`` as it was (main at bf82fdb; ``card_value`` is unchanged, ``kind_counts`` that it
    reads is pinned against its old form in the test)."""
    card_value = scoring.card_value
    p = state["seats"][seat]
    cards = sum(card_value(c, p) for c in state["scoring"])
    if p["hidden_scoring"]:
        cards += max(card_value(c, p) for c in p["hidden_scoring"])
    points = FINAL_SCORING
    out = {
        "awards": sum(AWARDS[a]["vp"] for a in p["awards"]),
        "bottled": points["bottled"] * sum(r + b for r, b in p["bottled"].values()),
        "circles": points["circle"] * sum(1 for d in p["circle_djinn"] if d is not None),
        "unused": points["unused"] * int(sum(p["bottles"].values()) + p["corks"]),
        "cards": cards,
        "tom": points["tom_card"] * len(state["tom"]) if len(state["seats"]) == 1 else 0,
    }
    out["total"] = sum(out.values())
    return out


def _positions(players: int, seed: int, every: int = 3) -> list[dict[str, Any]]:
    """Every ``every``-th state of a seeded random game (copies: the game plays on)."""
    game = conjure.new_game("djinn", players=players, seed=seed)
    pick, found = Rng(seed), []
    while not game.is_over:
        if len(game.history) % every == 0:
            found.append(json.loads(json.dumps(game.state)))
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    found.append(json.loads(json.dumps(game.state)))
    return found


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_the_written_out_sum_is_the_engines_sum(players: int, seed: int) -> None:
    checked = 0
    for state in _positions(players, seed):
        for seat in range(players):
            assert evaluation.value(state, seat) == evaluation.WEIGHTS.value(evaluation.FEATURES, state, seat)
            assert evaluation.evaluate(state, seat) == _old_evaluate(state, seat)
            assert scoring.breakdown(state, seat) == _old_breakdown(state, seat)
            assert scoring.kind_counts(state["seats"][seat]) == [
                sum(1 for e in state["seats"][seat]["equipment"] if EQUIPMENT[e[0]]["kind"] == k) for k in EQUIP_KINDS
            ]
            checked += 1
    assert checked > 30


JUDGE = """
import json, sys
import conjure, conjure._build as build
from conjure.bots import Heuristic
from conjure.engine.rng import Rng
from conjure.games.djinn import evaluation, scoring
out = []
for players, seed in json.loads(sys.argv[1]):
    game = conjure.new_game("djinn", players=players, seed=seed)
    pick = Rng(seed)
    while not game.is_over:
        state = game.state
        for seat in range(players):
            out.append([repr(evaluation.evaluate(state, seat)), scoring.breakdown(state, seat)])
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    out.append(scoring.result(game.state))
game = conjure.new_game("djinn", players=2, seed=7)
bots = [Heuristic(7), Heuristic(8)]
while not game.is_over and len(game.history) < 200:
    seat = game.to_act[0]
    game.apply(seat, bots[seat].choose(game, seat))
print(json.dumps({"compiled": sorted(m for m in build.compiled() if ".djinn." in m), "judged": out,
                  "played": [a for _, a in game.history]}))
"""


def _judged(pure: bool) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != "CONJURE_PURE"}
    if pure:
        env["CONJURE_PURE"] = "1"
    ran = subprocess.run(
        [sys.executable, "-c", JUDGE, json.dumps(CASES[:2])],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=600,
    )
    answer: dict[str, Any] = json.loads(ran.stdout)
    return answer


def test_the_pure_build_judges_and_plays_as_the_build_under_test() -> None:
    built, pure = _judged(pure=False), _judged(pure=True)
    assert pure["compiled"] == []
    assert len(built["judged"]) > 100 and len(built["played"]) > 50
    assert built["judged"] == pure["judged"]
    assert built["played"] == pure["played"]


def test_the_judgement_runs_compiled_where_the_build_compiled_it() -> None:
    from conjure import _build

    if _build.why_pure is None and _build._manifest():
        assert {evaluation.__name__, scoring.__name__} <= set(_build.compiled())
