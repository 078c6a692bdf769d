"""Equipment abilities (rulebook appendix "Karty vybavení" / "Ausrüstungen"; most cards reconstructed)."""

from __future__ import annotations

from conjure.games.djinn.catch import helper_power
from tests.djinn.helpers import at_field, bare, do, field_of, ids, pending, set_field


def test_catch_bonuses_permanent_and_once():
    """DJN-EQ-2: staff +1 power at every catch; staff +3 once (then face down)."""
    g = bare(2)
    p = g.state["seats"][0]
    f = field_of(g, "ACA", True)
    set_field(g, f, ["brown", "red"], True)
    p["equipment"] = [["ST7", True]]
    at_field(g, 0, f)
    do(g, "catch", "cadd:brown")
    assert helper_power(p, g.state["tasks"][-1]) == 1
    p["equipment"] = [["ST8", True]]
    assert "ceq:0" in ids(g)
    do(g, "ceq:0")
    assert helper_power(p, g.state["tasks"][-1]) == 3
    do(g, "cgo", "put:circle")
    assert p["equipment"] == [["ST8", False]]


def test_extra_chest_discard_one():
    """DJN-EQ-3: reveal one more chest, discard one of them unused."""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["equipment"] = [["ST9", True]]
    st["chests"] = ["C1", "C9", "C17"]  # top: C17 4 coins, then C9 1 cork
    at_field(g, 0, field_of(g, "CAT", False))
    do(g, "act:basic", "xchest:yes")
    assert ids(g) == ["cdisc:C9", "cdisc:C17"]
    do(g, "cdisc:C9")
    assert p["coins"] == 8 and p["corks"] == 0 and st["chest_discards"] == ["C9", "C17"]


def test_hats_mage_up_take_mage_source_discount():
    """DJN-EQ-4"""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["equipment"] = [["HT7", True]]
    p["mages"] = [["M1", False]]
    at_field(g, 0, field_of(g, "TAV", False))
    do(g, "act:basic", "tm:0")
    assert ids(g) == ["up:0", "up:done"]
    do(g, "up:0")
    assert p["mages"][0][1] is True
    p["equipment"] = [["HT8", True]]
    do(g, "eq:0")
    assert ids(g) == ["tm:0", "tm:1", "tm:2", "tm:3"] and p["equipment"][0][1] is False
    do(g, "tm:3")
    p["equipment"] = [["HT9", True]]
    p["scrolls"], p["capacity"] = 3, 7
    at_field(g, 0, "SRC")
    do(g, "eq:0", "src:cork")
    assert p["scrolls"] == 1


def test_cloaks_no_tips_swap_stay():
    """DJN-EQ-5"""
    g = bare(3)
    st = g.state
    p = st["seats"][0]
    p["equipment"] = [["CL7", True]]
    st["seats"][1]["stall"] = 2
    at_field(g, 0, field_of(g, "MKT", False))
    do(g, "act:basic", "mkt:2:2:0")
    assert st["seats"][1]["coins"] == 4 and p["scrolls"] == 2
    p["equipment"] = [["CL8", True]]
    p["bottles"]["red"] = 2
    do(g, "eq:0", "swap:red:blue", "swap:red:yellow")
    assert p["bottles"] == {"brown": 0, "blue": 1, "red": 0, "yellow": 1}
    assert ids(g) == ["swap:done"]
    do(g, "swap:done")
    p["equipment"] = [["CL9", True]]
    at_field(g, 0, field_of(g, "MKT", False))
    do(g, "act:basic")
    assert any(i.startswith("mkt:2:") for i in ids(g))
    do(g, "mkt:2:2:0", "tip:coin")
    assert p["equipment"][0][1] is False


def test_one_time_cards_turn_face_down_arrival_cards_stay():
    """DJN-EQ-1"""
    g = bare(2)
    p = g.state["seats"][0]
    p["equipment"] = [["ST1", True]]  # +1 power at the Academy
    p["power"] = 0
    at_field(g, 0, field_of(g, "ACA", True))
    do(g, "eq:0")
    assert p["power"] == 1 and p["equipment"][0][1] is True


def test_workshop_card_pays_in_the_turn_it_is_taken_others_not():
    """DJN-FREE-3: a Workshop-symbol card taken at the Workshop pays at once; other new cards wait."""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    at_field(g, 0, field_of(g, "WRK", False))
    st["equipment_piles"]["cloak"].append("CL5")  # +1 coin at the Workshop
    do(g, "act:basic", "teq:cloak")
    assert "eq:0" in ids(g)
    at_field(g, 0, field_of(g, "ACA", False))
    st["turn"]["new_equipment"] = ["CL1"]
    p["equipment"] = [["CL1", True]]  # +1 coin at the Academy, gained this turn elsewhere
    assert "eq:0" not in ids(g)


def test_extra_chest_is_optional():
    """DJN-EQ-3: the staff's extra chest may be revealed ("smíte" / "darfst"); without it nothing is discarded."""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["equipment"] = [["ST9", True]]
    st["chests"] = ["C1", "C9", "C17"]
    at_field(g, 0, field_of(g, "CAT", False))
    do(g, "act:basic")
    assert ids(g) == ["xchest:no", "xchest:yes"]
    assert st["chests"] == ["C1", "C9", "C17"]  # nothing revealed before the choice
    do(g, "xchest:no")
    assert p["coins"] == 8 and st["chests"] == ["C1", "C9"] and st["chest_discards"] == ["C17"]
    assert not pending(st)


def test_extra_chest_not_offered_without_a_chest_to_add():
    """DJN-EQ-3: with no chest left beyond the ones the action reveals there is nothing to choose."""
    g = bare(2)
    st = g.state
    p = st["seats"][0]
    p["equipment"] = [["ST9", True]]
    st["chests"], st["chest_discards"] = ["C17"], []
    at_field(g, 0, field_of(g, "CAT", False))
    do(g, "act:basic")
    assert p["coins"] == 8 and st["chest_discards"] == ["C17"] and not pending(st)
