"""The power track, magic circles and the free actions (rulebook "Desky hráčů", "Dodatečná akce")."""

from __future__ import annotations

from conjure.games.djinn.effects import gain_capacity, gain_power, max_power, scroll_fee
from tests.djinn.helpers import at_field, bare, do, field_of, ids, pending, total_djinn


def test_power_capped_left_of_capacity():
    """DJN-POWER-1"""
    g = bare(2)
    p = g.state["seats"][0]
    assert max_power(p) == 4
    gain_power(p, 10)
    assert p["power"] == 4


def test_scroll_fee_under_the_capacity_marker():
    """DJN-POWER-2"""
    g = bare(2)
    p = g.state["seats"][0]
    fees = []
    for cap in (5, 6, 7, 8):
        p["capacity"] = cap
        fees.append(scroll_fee(p))
    p["flipped"] = True
    fees.append(scroll_fee(p))
    assert fees == [2, 2, 3, 3, 4]


def test_capacity_past_8_catches_a_bag_djinn_and_flips():
    """DJN-POWER-3"""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["capacity"] = 8
    before = total_djinn(st)
    at_field(g, 0, field_of(g, "ACA", True))
    do(g, "act:special")
    assert p["flipped"] and p["capacity"] == 8 and max_power(p) == 8
    assert ids(g) == ["put:circle", "put:release"]
    do(g, "put:circle")
    assert p["circle_djinn"][0] is not None and total_djinn(st) == before
    gain_capacity(st, 0, 1, [])
    assert st["tasks"][-1]["t"] == "overflow"


def test_minimum_marker_lifts_power_at_turn_start():
    """DJN-POWER-4"""
    g = bare(2)
    st = g.state
    seat = st["current"]
    nxt = 1 - seat
    st["seats"][nxt]["minimum"] = 2
    st["seats"][nxt]["power"] = 0
    at_field(g, seat, field_of(g, "ACA", False))
    do(g, "act:basic", "end")
    assert st["current"] == nxt and st["seats"][nxt]["power"] == 2


def test_circle_activation_rewards_left_power_right_capacity():
    """DJN-POWER-5"""
    from conjure.games.djinn.effects import activate_circle

    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["power"] = 0
    activate_circle(st, 0, [])
    assert p["circles"] == ["a", "a", "a", "i"] and p["power"] == 2
    activate_circle(st, 0, [])
    assert p["circles"] == ["a"] * 4 and p["capacity"] == 6


def test_award_for_three_bottled_same_colour_in_column_order():
    """DJN-AWARD-1, DJN-AWARD-2, DJN-AWARD-3"""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["bottled"]["red"] = [2, 1]
    st["bag"]["red"] -= 2
    st["boss_supply"] -= 1
    bag_red = st["bag"]["red"]
    at_field(g, 0, field_of(g, "ACA", False))
    awards = [i for i in ids(g) if i.startswith("award:")]
    assert awards == [f"award:red:{a}" for a in st["awards"][0]]
    first = st["awards"][0][0]
    do(g, f"award:red:{first}")
    assert p["bottled"]["red"] == [0, 0] and p["awards"] == [first]
    assert st["bag"]["red"] == bag_red + 2 and st["boss_supply"] == 6
    p["bottled"]["blue"] = [3, 0]
    st["bag"]["blue"] -= 3
    while pending(st):
        do(g, ids(g)[0])
    assert [i.split(":")[2] for i in ids(g) if i.startswith("award:")] == st["awards"][1]
    p["awards"] = ["A1", "A8", "A15"]
    assert {i.split(":")[2] for i in ids(g) if i.startswith("award:")} == {a for c in st["awards"] for a in c}


def test_bottling_from_a_circle_needs_a_cork():
    """DJN-FREE-1"""
    g = bare(2)
    p = g.state["seats"][0]
    p["circle_djinn"] = ["red", "B", None, None]
    p["bottles"] = {"brown": 1, "blue": 0, "red": 1, "yellow": 0}
    at_field(g, 0, field_of(g, "ACA", False))
    assert not any(i.startswith("bottle:") for i in ids(g))
    p["corks"] = 1
    assert [i for i in ids(g) if i.startswith("bottle:")] == ["bottle:0:red", "bottle:1:brown", "bottle:1:red"]
    do(g, "bottle:1:brown")
    assert p["bottled"]["brown"] == [0, 1] and p["circle_djinn"][1] is None and p["corks"] == 0


def test_key_for_a_scroll_a_coin_or_a_power():
    """DJN-FREE-2"""
    g = bare(2)
    p = g.state["seats"][0]
    p["keys"], p["power"] = 3, 0
    at_field(g, 0, field_of(g, "ACA", False))
    do(g, "key:coin", "key:scroll", "key:power")
    assert (p["keys"], p["coins"], p["scrolls"], p["power"]) == (0, 5, 1, 1)


def test_equipment_location_reward_once_per_turn():
    """DJN-FREE-3: an arrival card pays at a field of its location (or with your passage there)."""
    g = bare(2)
    p = g.state["seats"][0]
    p["equipment"] = [["CL1", True]]  # cloak: +1 coin at the Academy
    at_field(g, 0, field_of(g, "ACA", False))
    assert "eq:0" in ids(g)
    do(g, "eq:0")
    assert p["coins"] == 5 and "eq:0" not in ids(g)
    at_field(g, 0, field_of(g, "TAV", False))
    assert "eq:0" not in ids(g)
