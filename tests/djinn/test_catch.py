"""The mandatory catch (rulebook: "Povinná akce polapení džina" / "Pflichtaktion Djinns fangen")."""

from __future__ import annotations

from conjure.games.djinn.catch import cost_of, helper_power, power_needed
from tests.djinn.helpers import at_field, bare, do, ids, set_field, total_bosses, total_djinn


def _round_field(game, loc="ACA"):
    return next(f for f, x in game.state["tiles"].items() if x == loc and f.startswith("R"))


def test_boss_needs_4_plus_2_per_other_djinn_rulebook_example():
    """DJN-CATCH-2: the rulebook's boss with two djinn beside it needs 4 + 2 + 2 = 8 power."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["brown", "blue"], True)
    g.state["seats"][0]["power"] = 8  # only what can be paid is offered (DJN-CATCH-12)
    at_field(g, 0, f)
    do(g, "catch", "cadd:boss")
    node = g.state["tasks"][-1]
    assert cost_of(g.state, node) == 8


def test_three_djinn_with_two_mages_rulebook_example():
    """DJN-CATCH-3, DJN-CATCH-4: 12 needed, 6 green + 3 + 2 colour = 11, pay 1 power and 4 coins."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["brown", "brown", "blue"], True)
    p = g.state["seats"][0]
    p["mages"] = [["M18", True], ["M17", True]]  # green 3 +1 brown +1 blue; green 3 +1 brown (fees 2 + 2)
    p["power"], p["coins"] = 1, 4
    p["circles"] = ["a", "a", "a", "a"]
    at_field(g, 0, f)
    do(g, "catch", "cadd:brown", "cadd:brown", "cadd:blue", "cmage:0", "cmage:1")
    node = g.state["tasks"][-1]
    assert cost_of(g.state, node) == 12
    assert helper_power(p, node) == 11
    assert power_needed(g.state, p, node) == 1
    do(g, "cgo")
    assert p["power"] == 0 and p["coins"] == 0
    assert p["mages"] == [["M18", False], ["M17", False]]  # DJN-CATCH-4: used mages turn face down
    do(g, "put:circle", "put:circle", "put:circle")
    assert sorted(d for d in p["circle_djinn"] if d) == ["blue", "brown", "brown"]


def test_colour_bonus_never_applies_to_bosses_but_green_does():
    """DJN-CATCH-5"""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["brown"], True)
    p = g.state["seats"][0]
    p["mages"] = [["M18", True]]
    at_field(g, 0, f)
    do(g, "catch", "cadd:boss", "cmage:0")
    node = g.state["tasks"][-1]
    assert cost_of(g.state, node) == 6 and helper_power(p, node) == 3


def test_no_place_no_catch():
    """DJN-CATCH-6: a djinn needs an empty active circle or a matching bottle with a cork."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["red"], True)
    p = g.state["seats"][0]
    p["power"] = 4
    p["circle_djinn"] = ["blue", "blue", None, None]
    at_field(g, 0, f)
    do(g, "catch", "cadd:red")
    assert "cgo" not in ids(g)
    p["bottles"]["red"], p["corks"] = 1, 1
    assert "cgo" in ids(g)
    do(g, "cgo")
    assert ids(g) == ["put:red"]
    do(g, "put:red")
    assert p["bottled"]["red"] == [1, 0] and p["corks"] == 0 and p["bottles"]["red"] == 0


def test_boss_goes_into_any_bottle_and_gives_a_free_djinn():
    """DJN-CATCH-7, DJN-CATCH-8: a boss fits any bottle; then one djinn of its field for free."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["brown", "red"], True)
    p = g.state["seats"][0]
    p["power"], p["capacity"] = 8, 8
    p["bottles"]["yellow"], p["corks"] = 1, 1
    p["circle_djinn"] = ["blue", "blue", None, None]
    at_field(g, 0, f)
    do(g, "catch", "cadd:boss", "cgo")
    assert ids(g) == ["put:yellow"]
    do(g, "put:yellow")
    assert p["bottled"]["yellow"] == [0, 1]
    assert p["power"] == 0
    assert "free:brown" not in ids(g)  # no place left for it
    p["circles"][2] = "a"
    assert ids(g) == ["free:brown", "free:none", "free:red"]
    do(g, "free:red", "put:circle")
    assert g.state["boss"][f] is False


def test_lonely_boss_is_banished_and_djinn_arrive():
    """DJN-CATCH-9, DJN-CATCH-10: catching the last djinn banishes the boss; 2 djinn arrive (2 players)."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["brown"], True)
    p = g.state["seats"][0]
    p["power"] = 4
    before = (total_djinn(g.state), total_bosses(g.state), g.state["boss_supply"])
    at_field(g, 0, f)
    do(g, "catch", "cadd:brown", "cgo", "put:circle")
    assert g.state["boss"][f] is False and g.state["boss_supply"] == before[2] + 1
    assert len(g.state["djinn"][f]) == 2 and g.state["bosses_gone"] == 1
    assert (total_djinn(g.state), total_bosses(g.state)) == before[:2]


def test_arrivals_by_player_count():
    """DJN-CATCH-10: 0/2/2/3 djinn arrive at 1/2/3/4 players."""
    for players, want in ((1, 0), (3, 2), (4, 3)):
        g = bare(players)
        f = _round_field(g)
        set_field(g, f, ["brown"], True)
        g.state["seats"][0]["power"] = 4
        at_field(g, 0, f)
        do(g, "catch", "cadd:brown", "cgo", "put:circle")
        assert len(g.state["djinn"][f]) == want


def test_refusing_loses_one_power_never_below_zero():
    """DJN-CATCH-11"""
    g = bare(2)
    f = _round_field(g)
    at_field(g, 0, f)
    p = g.state["seats"][0]
    p["power"] = 1
    assert "end" not in ids(g)  # DJN-CATCH-1: the catch is mandatory
    do(g, "catch", "cnone")
    assert p["power"] == 0
    at_field(g, 0, f)
    do(g, "catch", "cnone")
    assert p["power"] == 0


def test_no_djinn_no_catch():
    """DJN-CATCH-1: with no djinn at the field there is nothing to catch."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, [], False)
    at_field(g, 0, f)
    assert "catch" not in ids(g)


def test_catch_and_special_action_each_finished_first():
    """DJN-FIELD-2: special action and catch in either order, each completed before the other."""
    g = bare(2)
    f = _round_field(g, "TAV")
    at_field(g, 0, f)
    do(g, "act:special")
    assert all(i.startswith("tm:") for i in ids(g))
    do(g, ids(g)[0])
    assert "catch" in ids(g) and "end" not in ids(g)


def test_only_djinn_that_can_be_paid_are_offered():
    """DJN-CATCH-12: a djinn is offered only if the selection stays payable with the helpers still available."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["brown", "brown", "blue"], True)
    p = g.state["seats"][0]
    p["power"], p["coins"] = 4, 0
    at_field(g, 0, f)
    do(g, "catch")
    assert ids(g) == ["cadd:blue", "cadd:brown", "cnone"]  # the boss needs 4 + 2 + 2 + 2 = 10
    do(g, "cadd:brown")
    assert not any(i.startswith("cadd:") for i in ids(g))  # a second djinn needs 8
    p["mages"] = [["M18", True]]  # green 3, +1 brown, +1 blue; fee 2
    assert "cadd:brown" not in ids(g)  # no coins for its fee
    p["coins"] = 2
    assert {"cadd:brown", "cadd:blue", "cmage:0"} <= set(ids(g))  # 8 - (3 + 1 + 1) <= 4 with the mage


def test_a_pick_can_be_taken_back():
    """DJN-CATCH-12: every pick (a djinn, the boss, a mage, a one-time staff) can be removed again."""
    g = bare(2)
    f = _round_field(g)
    set_field(g, f, ["brown"], True)
    p = g.state["seats"][0]
    p["power"], p["coins"] = 8, 5
    p["mages"] = [["M18", True]]
    p["equipment"] = [["ST8", True]]
    at_field(g, 0, f)
    do(g, "catch", "cadd:brown", "cmage:0", "ceq:0")
    assert {"cdel:brown", "cdel:mage:0", "cdel:eq:0"} <= set(ids(g))
    do(g, "cdel:brown", "cdel:mage:0", "cdel:eq:0", "cadd:boss")
    node = g.state["tasks"][-1]
    assert (node["boss"], node["djinn"]["brown"], node["mages"], node["staffs"]) == (1, 0, [], [])
    do(g, "cdel:boss")
    assert g.state["tasks"][-1]["boss"] == 0 and "cgo" not in ids(g)


def test_source_bosses_only_when_one_can_be_paid():
    """DJN-CATCH-12, DJN-SRC-1: "catch bosses" at the Source needs 6 power with the helpers available."""
    g = bare(2)
    p = g.state["seats"][0]
    p["power"], p["capacity"] = 5, 7
    at_field(g, 0, "SRC")
    assert "src:bosses" not in ids(g)
    p["mages"] = [["M4", True]]  # green 3, fee 1
    assert "src:bosses" in ids(g)
    p["coins"] = 0
    assert "src:bosses" not in ids(g)
