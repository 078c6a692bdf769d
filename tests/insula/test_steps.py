"""A peek with Bulvuška asked in two steps (INS-STEP-1, issue 29): ``peek``, then which place; the moves reachable so
are the turn's flat list, and no list is over 24 options."""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.choice_sizes import LIMIT, configs
from conjure.engine import Rng
from conjure.games.insula.turn import turn_options
from tests.conformance.test_steps import made_at_once, walked
from tests.insula.helpers import blank, give, ids

CONFIGS = configs("insula")  # every player count with every option set


def test_a_peek_is_asked_which_row_then_which_place_after_the_card() -> None:
    g = blank(2)
    give(g, 0, "bulvuska1")
    first = ids(g, 0)
    assert first.count("peek") == 1 and not any(a.startswith(("bulv:", "row:")) for a in first)
    assert g.label("peek") == "Eyebright: look at an unexplored place"
    assert g.label("peek", "cs") == "Bulvuška: prohlédnout neprozkoumané místo"
    assert g.apply(0, "peek") == [], "nothing happens before the place is chosen"
    assert g.sofar(0) == ["peek"] and sorted(ids(g, 0)) == ["row:0", "row:1"]
    assert g.label("row:0") == "Row 0 from the coast" and g.label("row:0", "cs") == "0. řada od pobřeží"
    assert g.presentation.decision_help(g.state, 0, "en") == (
        "INS-STEP-1",
        "Eyebright: in which row from the coast do you look?",
    )
    assert not g.rules.bot_settled(g.state, 0), "a half-made peek is never judged settled"
    g.apply(0, "row:0")
    assert g.sofar(0) == ["peek", "row:0"] and sorted(ids(g, 0)) == ["bulv:-1:0", "bulv:1:0"]
    assert g.presentation.decision_help(g.state, 0, "en") == (
        "INS-STEP-1",
        "Eyebright: which unexplored place do you look at?",
    )
    assert "bulvuska1" in g.state["seats"][0]["hand"] and "1,0" not in g.state["cells"]
    g.apply(0, "bulv:1:0")
    assert [a for _, a in g.history[-3:]] == ["peek", "row:0", "bulv:1:0"] and g.sofar(0) == []
    assert g.state["cells"]["1,0"]["seen"] == [0] and "bulvuska1" not in g.state["seats"][0]["hand"]
    assert sorted(ids(g, 0)) == ["bulv:done", "row:0", "row:1"], "the second place: its row, or stop"
    g.apply(0, "row:0")  # the lone place of that row is taken unasked
    assert g.state["cells"]["-1,0"]["seen"] == [0] and g.state["tasks"][-1]["t"] == "turn"


def test_a_half_made_peek_is_taken_back() -> None:
    g, rng = conjure.new_game("insula", players=2, seed=2), Rng(5)  # seat 0 may play Bulvuška at step 31
    while True:
        seat = g.to_act[0]
        actions = g.legal_actions(seat)
        if any(a.id == "peek" for a in actions):
            break
        g.apply(seat, actions[rng.below(len(actions))])
    first, fingerprint = ids(g, seat), g.fingerprint()
    g.apply(seat, "peek")
    assert g.undoable(seat) >= 1
    g.undo(seat)
    assert g.sofar(seat) == [] and ids(g, seat) == first and g.fingerprint() == fingerprint


def test_a_lone_row_or_place_is_taken_unasked() -> None:
    """The turn asks even a lone option (docs/rules/insula.md, "Decisions with one option"), but a lone later step of a
    move begun is no choice: the engine takes it."""
    g = blank(2)
    give(g, 0, "bulvuska1", "bulvuska2")
    g.make(0, "bulv:-1:0")
    g.make(0, "bulv:1:0")  # the second place of the same card: row 0 is left with no place, row 1 with one
    g.apply(0, "peek")
    assert g.sofar(0) == [] and g.state["cells"]["0,1"]["seen"] == [0], "row 1 and its place: taken unasked"


def _walk_config(players: int, options: dict[str, Any], seed: int) -> tuple[int, int]:
    """Plays one seeded random game; at every turn decision before a step compares the positions the steps reach with
    those of the flat list's moves made at once (``turn_options``, the enumerator the turn had before the split).
    Returns (turn decisions walked, peeks among them)."""
    game, rng, walked_here, peeks = (
        conjure.new_game("insula", players=players, seed=seed, options=options),
        Rng(seed),
        0,
        0,
    )
    while not game.is_over:
        seat = game.to_act[rng.below(len(game.to_act))]
        actions = game.legal_actions(seat)
        assert len(actions) <= LIMIT, [a.id for a in actions]
        task = game.state["tasks"][-1]
        if task["t"] == "turn" and not game.sofar(seat):
            flat = turn_options(game.state, task, seat)
            assert sorted(game.rules.moves(game.state, seat)) == sorted(flat)
            assert walked(game, seat) == made_at_once(game, seat, [])
            walked_here += 1
            peeks += any(m.startswith("bulv:") for m in flat)
        game.apply(seat, actions[rng.below(len(actions))])
    return walked_here, peeks


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=[f"{p}-{o}" for p, o in CONFIGS])
def test_the_moves_reached_step_by_step_are_the_flat_list(players: int, options: dict[str, Any]) -> None:
    found = [_walk_config(players, options, seed) for seed in range(3)]
    assert all(walked_here > 10 for walked_here, _ in found), "turn decisions walked"
    # three games may meet no Bulvuška (2 players, advanced): the soak run below asks for a peek in every configuration


@pytest.mark.soak
@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=[f"{p}-{o}" for p, o in CONFIGS])
def test_the_moves_reached_step_by_step_are_the_flat_list_soak(players: int, options: dict[str, Any]) -> None:
    found = [_walk_config(players, options, seed) for seed in range(30)]
    assert sum(p for _, p in found) > 0, "no peek met in thirty games"


def test_a_redeal_for_another_seat_forgets_a_peek_begun() -> None:
    """A step shows nowhere on the table: another seat's redeal (its hand may hold no Bulvuška) forgets it, the
    seat's own keeps it."""
    g = blank(3)
    give(g, 0, "bulvuska1")
    g.apply(0, "peek")
    own = g.rules.redeal(g.state, 0, Rng(1))
    assert own is not None and own["tasks"][-1]["sofar"] == {"0": ["peek"]}
    for other in (1, None):
        state = g.rules.redeal(g.state, other, Rng(1))
        assert state is not None and "sofar" not in state["tasks"][-1]
    assert g.sofar(0) == ["peek"], "the game itself is not touched"
