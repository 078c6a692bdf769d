"""The game end and final scoring (rulebook "Konec hry", "Závěrečné bodování" / "Spielende")."""

from __future__ import annotations

from conjure.games.djinn.data import ROUND
from conjure.games.djinn.scoring import breakdown, result
from tests.djinn.helpers import at_field, bare, do, field_of, ids, restart, set_field


def test_final_scoring_rulebook_example_red_85():
    """DJN-SCORE-1: 2 awards 60, 2 bottled djinn 20, 1 djinn in a circle 3, a cork and a bottle 2 = 85."""
    g = bare(2)
    p = g.state["seats"][0]
    p["awards"] = ["A1", "A8"]
    p["bottled"]["red"] = [1, 0]
    p["bottled"]["blue"] = [0, 1]
    p["circle_djinn"] = ["yellow", None, None, None]
    p["corks"] = 1
    p["bottles"]["brown"] = 1
    parts = breakdown(g.state, 0)
    assert parts == {"awards": 60, "bottled": 20, "circles": 3, "unused": 2, "cards": 0, "tom": 0, "total": 85}


def test_36_point_awards():
    """DJN-SCORE-1"""
    g = bare(2)
    g.state["seats"][0]["awards"] = ["A7"]
    assert breakdown(g.state, 0)["awards"] == 36


def test_tie_broken_by_coins_scrolls_keys_then_shared():
    """DJN-SCORE-2"""
    g = bare(3)
    ps = g.state["seats"]
    for p in ps:
        p["coins"] = 0
    ps[0]["coins"], ps[1]["scrolls"], ps[1]["keys"] = 2, 1, 1
    ps[2]["coins"] = 1
    res = result(g.state)
    assert res["scores"] == [0, 0, 0] and res["ranks"] == [1, 1, 3] and res["winners"] == [0, 1]


def _remove_all_bosses_but(g, keep):
    st = g.state
    for f in ROUND:
        if f != keep:
            st["boss"][f] = False
            st["boss_supply"] += 1
    st["bosses_gone"] = len(ROUND) - 1


def test_end_finish_round_then_one_more_then_final_source_without_awards():
    """DJN-END-1, DJN-END-2, DJN-END-3"""
    g = bare(3, seed=5)
    st = g.state
    f = field_of(g, "ACA", True)
    set_field(g, f, ["brown"], True)
    _remove_all_bosses_but(g, f)
    first = st["first"]
    last = (first + 2) % 3
    mid = (first + 1) % 3
    for p in st["seats"]:
        p["position"] = ["S1", "R1"]
    st["seats"][mid]["power"] = 4
    at_field(g, mid, f)
    do(g, "catch", "cadd:brown", "cgo", "put:circle")
    assert st["bosses_gone"] == 6 and st["end_rounds"] == 2
    do(g, "act:basic", "end")
    turns = []
    while st["phase"] == "play":
        seat = g.to_act[0]
        turns.append(seat)
        at_field(g, seat, field_of(g, "ACA", False))
        do(g, "act:basic", "end")
    assert turns == [last, first, mid, last]
    assert st["phase"] == "final" and g.to_act == [first]
    p = st["seats"][first]
    p["bottled"]["red"] = [3, 0]
    assert all(pl["position"] == ["SRC", ""] for pl in st["seats"])
    assert not any(i.startswith("award:") for i in ids(g))  # DJN-END-3
    assert "src:refill" in ids(g)
    for seat in (first, mid, last):
        assert g.to_act == [seat]
        do(g, "src:refill", "end")
    assert g.is_over and g.to_act == []
    assert set(g.result()) >= {"scores", "ranks", "winners", "tiebreak"}


def test_final_source_action_has_no_decline_bonus_and_may_be_left():
    """DJN-END-4: the final Source action offers no "skip the actions" bonus; the player may simply end."""
    g = bare(2, seed=3)
    st = g.state
    from conjure.games.djinn.turn import start_final

    start_final(st, [])
    restart(g)
    options = ids(g)
    assert not any(i.startswith("decline:") for i in options)
    assert "end" in options and "src:refill" in options
    coins = [p["coins"] for p in st["seats"]]
    do(g, "end", "end")
    assert g.is_over and [p["coins"] for p in st["seats"]] == coins
