"""Random rounds through the Theatre, the Performance phase and the End of Round to the end of the game, with the
Assignment and Placement phases stood in for by random Theatre placements, so that every round's play happens in the
Theatre (the whole game with the real phases: ``test_full_games.py``)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from conjure.engine import Game, IllegalAction, Rng
from conjure.games.trickerion import TrickerionRules, data
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.theatre.stage import marker_count
from tests.trickerion.theatre_fixtures import place, table

DAYS = [r["id"] for r in data.DATA.raw["days"]]
BASE_AP = {r["type"]: r["base_ap"] for r in data.DATA.raw["characters"]}
BACKSTAGE_AP = {r["id"]: r["backstage_ap"] for r in data.DATA.raw["days"]}


def _prepare_all(g: Game) -> None:
    """Stand-in for the Workshop: every trick without markers on its card gets them, within 4 of a symbol."""
    for seat in g.state["seats"]:
        for trick in seat["tricks"]:
            if trick["markers"] == 0:
                trick["markers"] = min(data.TRICKS[trick["id"]].markers, 4 - trick.get("staged", 0))


def _place_round(g: Game, rng: Rng) -> None:
    """Stand-in for the Assignment and Placement phases: each seat takes its own day in the Theatre with its
    magician (performing or backstage) and up to one other character backstage; their turns follow."""
    state = g.state
    state["tasks"].clear()
    state["placed"] = []
    _prepare_all(g)
    days = rng.sample(DAYS, len(state["seats"]))
    turns = []
    for seat, day in enumerate(days):
        kind = "performance" if rng.below(3) else "backstage"
        place(g, seat, "magician", "theater", f"{day}:{kind}")
        if kind == "backstage":
            turns.append(
                {
                    "t": "turn_theater",
                    "seat": seat,
                    "char": "magician",
                    "space": f"{day}:backstage",
                    "ap": BASE_AP["magician"] + BACKSTAGE_AP[day],
                }
            )
        helper = "apprentice"
        place(g, seat, helper, "theater", f"{day}:backstage")
        turns.append(
            {
                "t": "turn_theater",
                "seat": seat,
                "char": helper,
                "space": f"{day}:backstage",
                "ap": max(0, BASE_AP[helper] + BACKSTAGE_AP[day]),
            }
        )
    state["phase"] = "performance"
    FLOW.push_all(state, turns)
    FLOW.run(state, g.rng, [])


def _check_conservation(g: Game) -> None:
    state = g.state
    cards = [c for group in state["performance_deck"] for c in group]
    cards += [c for c in state["theater"] if c is not None] + state["performance_discard"]
    assert len(cards) == len(set(cards))
    assert set(state["stage"]) <= set(state["theater"])
    for seat_no, seat in enumerate(state["seats"]):
        for trick in seat["tricks"]:
            on_stage = sum(
                marker_count(m)
                for markers in state["stage"].values()
                for m in markers
                if m["seat"] == seat_no and m["trick"] == trick["id"]
            )
            assert trick.get("staged", 0) == on_stage
            assert trick["markers"] + on_stage <= data.C["max_markers_per_symbol"]
    for markers in state["stage"].values():
        assert len({m["slot"] for m in markers}) == len(markers)
        assert len({(m["seat"], m["trick"]) for m in markers}) == len(markers)


def play_to_the_end(players: int, seed: int, **options: Any) -> Game:
    rules = TrickerionRules()
    g = table(players, seed=seed, **options)
    rng = Rng(seed)
    _place_round(g, rng)
    steps = 0
    while not g.is_over:
        tasks = g.state["tasks"]
        if not g.to_act or tasks[-1]["t"] == "assign":
            _place_round(g, rng)
            continue
        seat = g.to_act[0]
        legal = [a.id for a in g.legal_actions(seat)]
        assert legal and legal == sorted(set(legal), key=g.rules.action_key)
        if steps % 7 == 0:
            before = json.dumps(g.state, sort_keys=True)
            with pytest.raises(IllegalAction):
                g.make(seat, "face:nowhere")
            assert json.dumps(g.state, sort_keys=True) == before
            for viewer in (*range(players), None):
                view = rules.view(g.state, viewer)
                assert rules.view(rules.redeal(g.state, viewer, Rng(steps)) or g.state, viewer) == view
                json.dumps(view)
        g.make(seat, legal[rng.below(len(legal))])
        _check_conservation(g)
        steps += 1
    return g


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"dark_alley": False}), (4, {"prophecies": False})])
def test_random_rounds_play_to_a_result(players: int, options: dict[str, Any]) -> None:
    """TRK-END-8: random Theatre turns and performances through every round keep each performance card in one
    place, the staged markers counted on their trick cards (never more than 4 of a symbol), one marker per slot and
    per symbol on a card; views survive ``redeal``; illegal input changes nothing; the game ends after the last
    round with a result; the same seed plays the same game."""
    g = play_to_the_end(players, seed=players, **options)
    rounds = data.C["rounds_base"] if options.get("dark_alley") is False else data.C["rounds_dark_alley"]
    assert g.state["round"] == rounds and g.state["phase"] == "over"
    result = TrickerionRules().result(g.state)
    assert len(result["winners"]) >= 1 and sorted(result["ranks"])[0] == 1
    assert result["scores"] == [s["fame"] for s in g.state["seats"]]
    again = play_to_the_end(players, seed=players, **options)
    assert again.state == g.state
