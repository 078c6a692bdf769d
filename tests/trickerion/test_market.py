"""The Market Row (rulebook: Krámky: Nákup, Smlouvání, Objednávka, Rychlá objednávka; its two examples)."""

from __future__ import annotations

from tests.trickerion.helpers import ids, top, turn_at


def test_quick_order_and_haggling_example() -> None:
    """TRK-MARKET-2, TRK-MARKET-4: Honza's magician on the +2 space has 5 AP; rope is not on offer, so he quick-
    orders it (2 AP), buys it (1 AP) at 2 + 1 coins and haggles twice (2 AP) down to 1 coin; a price never
    falls to 0."""
    g, s = turn_at("market_row", 1, coins=1, props={})
    assert g.state["tasks"][-1]["ap"] == 5
    assert not any(a.startswith("buy:rope") for a in ids(g, s))
    g.make(s, "quick:rope")
    assert g.state["market"]["quick"] == "rope" and g.state["tasks"][-1]["ap"] == 3
    assert "buy:rope:1:2" in ids(g, s) and "buy:rope:1:1" not in ids(g, s), "1 coin buys it only with 2 haggles"
    g.make(s, "buy:rope:1:2")
    own = g.state["seats"][s]
    assert own["props"] == {"rope": 1} and own["coins"] == 0 and top(g) != "turn_market_row"
    g2, s2 = turn_at("market_row", 1, coins=9, props={})
    assert "buy:wood:1:0" in ids(g2, s2) and "buy:wood:1:1" not in ids(g2, s2), "1 coin cannot be haggled to 0"


def test_order_and_buy_example() -> None:
    """TRK-MARKET-1, TRK-MARKET-3: Lenka's engineer on the +2 space has 4 AP: she orders petroleum and a padlock
    (1 AP each, onto free order slots), buys two ropes and three metal (1 AP each) and pays 2 × 2 + 3 × 1 = 7
    coins; an ordered kind cannot be ordered again."""
    g, s = turn_at("market_row", 1, char="engineer", coins=10, props={})
    g.state["market"]["buy"] = ["wood", "metal", "rope", "fabric"]
    assert g.state["tasks"][-1]["ap"] == 4
    g.make(s, "order:0:petroleum")
    assert "order:1:petroleum" not in ids(g, s)
    g.make(s, "order:1:padlock")
    assert g.state["market"]["order"] == ["petroleum", "padlock", None, None]
    g.make(s, "buy:rope:2:0")
    own = g.state["seats"][s]
    assert own["coins"] == 10 - 2 * 2
    g.make(s, "buy:metal:3:0")  # her last AP: the round runs on to its end (nobody else placed anything)
    wage = 2  # the engineer's, paid at the End of Round
    assert own["coins"] == 10 - 7 - wage and own["props"] == {"rope": 2, "metal": 3}
    assert g.state["round"] == 2 and g.state["market"]["buy"][:2] == ["petroleum", "padlock"], "orders delivered"


def test_buying_respects_three_of_a_kind_and_the_manager_slot() -> None:
    """TRK-MARKET-1: one Buy takes up to three of one kind on offer; a workshop holds at most 3 of a kind, a pile
    on the manager's multi slot counting one more (the bonus counts toward the 3)."""
    g, s = turn_at("market_row", 1, coins=20, props={"wood": 1, "metal": 1}, multi=["metal"])
    options = ids(g, s)
    assert "buy:wood:2:0" in options and "buy:wood:3:0" not in options
    assert "buy:metal:1:0" in options and "buy:metal:2:0" not in options, "1 metal on the multi slot counts 2"
    assert "buy:glass:3:0" in options
    assert not any(a.startswith("buy:rope") for a in options), "only what is on offer"


def test_a_prop_on_offer_twice_costs_the_buy_area_price() -> None:
    """TRK-MARKET-1, TRK-MARKET-4, decisions on unclear text: a kind both in the buy area and on the quick-order slot
    is bought at the buy area's price (the quick order's surcharge of 1 coin is for a prop not otherwise on offer)."""
    g, s = turn_at("market_row", 1, coins=1, props={})
    g.make(s, "quick:wood")
    assert g.state["market"]["quick"] == "wood" and "wood" in g.state["market"]["buy"]
    assert "buy:wood:1:0" in ids(g, s)
    g.make(s, "buy:wood:1:0")
    assert g.state["seats"][s]["coins"] == 0 and g.state["seats"][s]["props"] == {"wood": 1}
