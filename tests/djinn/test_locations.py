"""Field actions and the six locations (rulebook "Akce" / "Aktionen")."""

from __future__ import annotations

from conjure.games.djinn.data import MAGES
from tests.djinn.helpers import at_field, bare, do, field_of, ids, pending


def test_square_field_basic_and_own_passage_in_either_order():
    """DJN-FIELD-1"""
    g = bare(2)
    sq = field_of(g, "ACA", False)
    loc = next(x for x in ("WRK", "TAV", "CAT") if x != g.state["tiles"][sq])
    g.state["passages"][sq].append([0, loc])
    at_field(g, 0, sq)
    assert {"act:basic", "act:secret"} <= set(ids(g))
    do(g, "act:secret")
    while pending(g.state):
        do(g, ids(g)[0])
    assert "act:basic" in ids(g) and "act:secret" not in ids(g)


def test_declining_all_actions_gives_two_coins_two_power_or_one_each():
    """DJN-FIELD-3"""
    for choice, coins, power in (("coins", 6, 1), ("power", 4, 3), ("mix", 5, 2)):
        g = bare(2)
        at_field(g, 0, field_of(g, "ACA", False))
        g.state["seats"][0]["power"] = 1
        do(g, f"decline:{choice}")
        p = g.state["seats"][0]
        assert (p["coins"], p["power"]) == (coins, power)
        assert "act:basic" not in ids(g) and "end" in ids(g)


def test_round_field_basic_instead_of_special():
    """DJN-FIELD-2: on a round field the basic action may replace the special one."""
    g = bare(2)
    at_field(g, 0, field_of(g, "ACA", True))
    assert {"act:basic", "act:special"} <= set(ids(g))


def test_academy():
    """DJN-ACA-1, DJN-ACA-2"""
    g = bare(2)
    p = g.state["seats"][0]
    p["power"] = 0
    at_field(g, 0, field_of(g, "ACA", False))
    do(g, "act:basic")
    assert (p["scrolls"], p["power"], p["capacity"]) == (1, 3, 5)
    g = bare(2)
    p = g.state["seats"][0]
    p["power"] = 0
    at_field(g, 0, field_of(g, "ACA", True))
    do(g, "act:special")
    assert (p["scrolls"], p["power"], p["capacity"]) == (1, 3, 6)


def test_tavern_basic_and_special_and_refill():
    """DJN-TAV-1, DJN-TAV-2, DJN-TAV-3"""
    g = bare(2)
    st = g.state
    at_field(g, 0, field_of(g, "TAV", False))
    do(g, "act:basic")
    assert ids(g) == ["tm:0", "tm:1"]
    top = st["piles"][0][-1]
    do(g, "tm:0")
    assert st["seats"][0]["mages"] == [[top, True]] and st["seats"][0]["keys"] == 0
    g = bare(2)
    st = g.state
    at_field(g, 0, field_of(g, "TAV", True))
    do(g, "act:special")
    assert ids(g)[:4] == ["tm:0", "tm:1", "tm:2", "tm:3"]
    st["piles"][2] = st["piles"][2][-1:]
    twin_bottom = st["piles"][3][0]
    card = st["piles"][2][-1]
    do(g, "tm:2")
    assert MAGES[card]["key"] and st["seats"][0]["keys"] == 1
    assert st["piles"][2] == [twin_bottom] and len(st["piles"][3]) == 7


def test_catacombs_keys_and_reshuffle():
    """DJN-CAT-1, DJN-CAT-2, DJN-CAT-3: reveal 1/2 chests, a key unlocks the extra; reshuffle the discards."""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    st["chests"] = ["C1", "C2"]  # C2 on top: 3 coins, with a key +1 cork
    st["chest_discards"] = ["C3"]
    p["keys"] = 1
    at_field(g, 0, field_of(g, "CAT", True))
    do(g, "act:special")
    assert ids(g) == ["open:C2", "shut:C2"]
    do(g, "open:C2")
    assert p["coins"] == 4 + 3 + 3 and p["corks"] == 1 and p["keys"] == 0
    assert st["chest_discards"] == ["C3", "C2", "C1"] and st["chests"] == []
    g2 = bare(2)
    st2 = g2.state
    st2["chests"], st2["chest_discards"] = [], ["C3", "C4"]
    at_field(g2, 0, field_of(g2, "CAT", False))
    do(g2, "act:basic")
    assert len(st2["chests"]) == 1 and len(st2["chest_discards"]) == 1


def test_archive_options_and_last_passage_bonus():
    """DJN-ARC-1, DJN-ARC-2, DJN-ARC-3, DJN-ARC-4"""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    at_field(g, 0, field_of(g, "ARC", True))
    do(g, "act:special")
    assert {"arc:pass", "arc:coins", "arc:scroll", "arc:circle"} <= set(ids(g))
    do(g, "arc:coins")
    assert "arc:coins" not in ids(g)  # two different options
    do(g, "arc:circle")
    assert p["circles"][2] == "a" and p["coins"] == 6 and p["power"] == 4  # left circle: +2 power (max 4)
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["passage_bar"] = [p["passage_bar"][0]]
    p["power"] = 0
    at_field(g, 0, field_of(g, "ARC", False))
    do(g, "act:basic", "arc:pass")
    spots = ids(g)
    for spot in spots:
        _, sq, loc = spot.split(":")
        assert loc != st["tiles"][sq] and sq.startswith("S")
    do(g, spots[0])
    assert p["minimum"] == 1 and p["power"] == 2 and p["archive_red"] is True and p["passages_placed"] == 1
    _, sq, _ = spots[0].split(":")
    at_field(g, 0, sq)
    g.state["turn"]["new_passages"] = sq + ","
    assert "act:secret" not in ids(g)  # DJN-ARC-2: not in the turn it is placed
    at_field(g, 0, field_of(g, "ARC", False))
    do(g, "act:basic", "arc:coins")
    assert p["coins"] == 8  # red option: 4 coins


def test_workshop_one_active_per_kind_and_set_bonus():
    """DJN-WRK-1, DJN-WRK-2, DJN-WRK-3"""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["coins"] = 9
    at_field(g, 0, field_of(g, "WRK", True))
    do(g, "act:special")
    assert p["coins"] == 6 and p["corks"] == 2
    do(g, "teq:staff")
    at_field(g, 0, field_of(g, "WRK", False))
    do(g, "act:basic", "teq:staff")
    assert ids(g) == ["keep:new", "keep:old"]
    do(g, "keep:new")
    assert [e[1] for e in p["equipment"]] == [False, True]
    p["power"] = 0
    at_field(g, 0, field_of(g, "WRK", False))
    do(g, "act:basic", "teq:hat")
    at_field(g, 0, field_of(g, "WRK", False))
    do(g, "act:basic", "teq:cloak")
    assert p["set_bonus"] and p["minimum"] == 1 and p["power"] == 2


def test_market_no_standing_still_and_pay_other_assistants():
    """DJN-MKT-1, DJN-MKT-2, DJN-MKT-3"""
    g = bare(3)
    st = g.state
    p = st["seats"][0]
    st["seats"][1]["stall"] = 2
    p["stall"] = 1
    at_field(g, 0, field_of(g, "MKT", True))
    do(g, "act:special")
    assert not any(i.startswith("mkt:1:") for i in ids(g))
    do(g, "mkt:2:2:0")  # 1 coin -> 2 scrolls at stall 2, where player 1's assistant stands
    assert ids(g) == ["tip:coin"]
    do(g, "tip:coin")
    assert p["coins"] == 2 and p["scrolls"] == 2 and st["seats"][1]["coins"] == 5
    assert "mkt:done" in ids(g) and not any(i.startswith("mkt:2:") for i in ids(g))
    do(g, "mkt:0:0:1")  # 2 coins -> 2 bottles of different colours
    do(g, "bt:red")
    assert "bt:red" not in ids(g)
    do(g, "bt:blue")
    assert p["bottles"]["red"] == 1 and p["bottles"]["blue"] == 1 and p["coins"] == 0


def test_magic_source_rows():
    """DJN-SRC-1, DJN-SRC-2, DJN-SRC-3"""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["power"], p["scrolls"] = 0, 5
    at_field(g, 0, "SRC")
    do(g, "src:refill")
    assert p["power"] == 4 and "src:refill" not in ids(g) and "src:bosses" not in ids(g)
    do(g, "src:cork", "src:bottle:red")
    assert p["scrolls"] == 1 and p["corks"] == 1 and p["bottles"]["red"] == 1
    assert "src:cork" not in ids(g)
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["power"], p["capacity"], p["flipped"] = 8, 8, True
    p["mages"] = [["M4", True]]  # green 3, fee 1
    at_field(g, 0, "SRC")
    do(g, "src:bosses", "cadd:boss")
    assert "cadd:boss" not in ids(g)  # a second boss: 12 needed, 8 + 3 available (DJN-CATCH-12)
    do(g, "cmage:0", "cgo", "put:circle")
    assert st["boss_supply"] == 5 and p["power"] == 8 - (6 - 3) and p["coins"] == 3
    assert p["circle_djinn"][0] == "B" and p["mages"] == [["M4", False]]


def test_source_rows_in_either_order():
    """DJN-SRC-3"""
    g = bare(2)
    p = g.state["seats"][0]
    p["power"], p["scrolls"] = 0, 2
    at_field(g, 0, "SRC")
    do(g, "src:cork")
    assert "src:refill" in ids(g)
    do(g, "src:refill")
    assert p["power"] == 4 and p["corks"] == 1


def test_archive_mage_options_yellow_and_red():
    """DJN-ARC-1, DJN-ARC-4: 1 mage face up; after the last passage up to 2."""
    g = bare(2)
    p = g.state["seats"][0]
    p["mages"] = [["M1", False], ["M2", False], ["M3", False]]
    at_field(g, 0, field_of(g, "ARC", False))
    do(g, "act:basic", "arc:mage", "up:0")
    assert [m[1] for m in p["mages"]] == [True, False, False] and not pending(g.state)
    p["archive_red"] = True
    at_field(g, 0, field_of(g, "ARC", False))
    do(g, "act:basic", "arc:mage", "up:1", "up:2")
    assert all(m[1] for m in p["mages"])


def test_source_boss_catch_refused_uses_the_top_row():
    """DJN-SRC-1 (decision 24): choosing bosses and catching none still uses the top row."""
    g = bare(2)
    p = g.state["seats"][0]
    p["power"] = 6  # bosses are offered only when one can be paid (DJN-CATCH-12)
    at_field(g, 0, "SRC")
    do(g, "src:bosses", "cnone")
    assert p["power"] == 6 and "src:refill" not in ids(g)


def test_market_offers_each():
    """DJN-MKT-3: every stall offer pays and gives what the rulebook lists (3-4 players: 6 stalls)."""
    cases = [
        ("mkt:1:1:0", {"coins": 3, "corks": 1}),
        ("mkt:2:2:0", {"coins": 3, "scrolls": 3}),
        ("mkt:5:5:0", {"coins": 9, "scrolls": 0}),
    ]
    for aid, want in cases:
        g = bare(3)
        p = g.state["seats"][0]
        p["scrolls"] = 1
        at_field(g, 0, field_of(g, "MKT", False))
        do(g, "act:basic", aid)
        assert {k: p[k] for k in want} == want, aid
    g = bare(3)
    p = g.state["seats"][0]
    p["scrolls"] = 2
    p["mages"] = [["M1", False], ["M2", False], ["M3", False], ["M4", False]]
    at_field(g, 0, field_of(g, "MKT", True))
    do(g, "act:special", "mkt:3:3:0", "bt:yellow", "mkt:4:4:0", "up:0", "up:1", "up:2")
    assert p["bottles"]["yellow"] == 1 and p["corks"] == 1 and p["scrolls"] == 0
    assert [m[1] for m in p["mages"]] == [True, True, True, False]


def test_market_paired_stalls_for_two_players():
    """DJN-MKT-1, DJN-SETUP-5: on the 1-2 player side a stall offers two choices; moving on means another pair."""
    g = bare(2)
    p = g.state["seats"][0]
    p["stall"] = 0
    p["scrolls"] = 1
    at_field(g, 0, field_of(g, "MKT", False))
    do(g, "act:basic")
    legal = ids(g)
    assert not any(i.startswith("mkt:0:") for i in legal)
    assert {"mkt:1:2:0", "mkt:1:5:0", "mkt:2:3:0"} <= set(legal)


def test_red_circle_option_gives_the_key_even_with_all_circles_active():
    """DJN-ARC-4, DJN-FIELD-3: an action may be taken in part."""
    g = bare(2)
    p = g.state["seats"][0]
    p["archive_red"] = True
    p["circles"] = ["a"] * 4
    at_field(g, 0, field_of(g, "ARC", False))
    do(g, "act:basic", "arc:circle")
    assert p["keys"] == 1 and p["circles"] == ["a"] * 4


def test_catacombs_a_key_for_each_key_chest():
    """DJN-CAT-2: one key per chest with a key symbol, so two keys open both chests of a special action."""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    st["chests"] = ["C10", "C2"]  # C2: 3 coins (+1 cork with a key); C10: 1 cork (+2 coins with a key)
    p["keys"] = 2
    at_field(g, 0, field_of(g, "CAT", True))
    do(g, "act:special", "open:C2")
    assert ids(g)[:2] == ["open:C10", "shut:C10"]
    do(g, "open:C10")
    assert p["keys"] == 0 and p["corks"] == 2 and p["coins"] == 4 + 3 + 2
    assert st["turn"]["key_chest"]
