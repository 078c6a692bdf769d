"""Moving on the town map (rulebook "Tah hráče" / "Spielzug")."""

from __future__ import annotations

from conjure.games.djinn.data import NEIGHBOURS, SQUARE
from tests.djinn.helpers import bare, do, ids, stand


def test_first_turn_places_on_a_free_path_to_a_square_field():
    """DJN-MOVE-1"""
    g = bare(2, seed=3)
    seat = g.to_act[0]
    legal = [i for i in ids(g) if i.startswith("place:")]
    assert len(legal) == sum(len(NEIGHBOURS[s]) for s in SQUARE)
    other = 1 - seat
    stand(g, other, "S1", "R1")
    assert "place:S1:R1" not in ids(g) and "place:S1:R2" in ids(g)
    do(g, "place:S1:R2")
    assert g.state["seats"][seat]["position"] == ["S1", "R2"]
    assert g.state["turn"]["stage"] == "field"
    assert "act:basic" in ids(g)


def test_move_along_one_path_never_back():
    """DJN-MOVE-2"""
    g = bare(2, seed=3)
    seat = g.to_act[0]
    stand(g, seat, "S1", "R1")
    moves = sorted(i for i in ids(g) if i.startswith("move:"))
    assert moves == sorted(f"move:{n}" for n in NEIGHBOURS["S1"] if n != "R1")
    do(g, "move:R2")
    assert g.state["seats"][seat]["position"] == ["R2", "S1"]


def test_occupied_edge_pay_each_wizard_there():
    """DJN-MOVE-3: pay 1 coin or 1 scroll to each wizard at that edge, then stand beside them."""
    g = bare(3, seed=3)
    seat = g.to_act[0]
    a, b = (seat + 1) % 3, (seat + 2) % 3
    stand(g, seat, "S1", "R1")
    stand(g, a, "R2", "S1")
    stand(g, b, "R2", "S1")
    p = g.state["seats"]
    p[seat]["coins"], p[seat]["scrolls"] = 1, 1
    do(g, "move:R2")
    assert sorted(ids(g)) == sorted(["pay"] + [f"skip:{n}" for n in NEIGHBOURS["R2"] if n != "S1"])
    do(g, "pay", "tip:coin")
    assert ids(g) == ["tip:scroll"]  # the coin is spent: the second wizard gets the scroll
    do(g, "tip:scroll")
    assert p[seat]["position"] == ["R2", "S1"] and p[a]["coins"] == 5 and p[b]["scrolls"] == 1


def test_occupied_edge_skip_past_even_several_times():
    """DJN-MOVE-4: skip the field and move on; several skips in one move are allowed."""
    g = bare(3, seed=3)
    seat = g.to_act[0]
    a, b = (seat + 1) % 3, (seat + 2) % 3
    stand(g, seat, "S1", "R1")
    stand(g, a, "R2", "S1")
    stand(g, b, "S3", "R2")
    p = g.state["seats"]
    p[seat]["coins"] = 0
    do(g, "move:R2")
    assert "pay" not in ids(g)  # nothing to pay with
    do(g, "skip:S3")
    assert g.state["turn"]["stage"] == "blocked"
    do(g, "skip:R3")
    assert p[seat]["position"] == ["R3", "S3"]


def test_no_move_leads_into_a_dead_end():
    """DJN-MOVE-5: a step is offered only if the move can end somewhere."""
    g = bare(4, seed=3)
    seat = g.to_act[0]
    others = [(seat + i) % 4 for i in (1, 2, 3)]
    stand(g, seat, "SRC", "R1")
    g.state["seats"][seat]["coins"] = 0
    stand(g, others[0], "R3", "SRC")
    assert "move:R3" in ids(g)  # skipping onward is possible
