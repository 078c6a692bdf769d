"""The Market Row asked as a few short questions (TRK-STEP-1, issue 29): which action → which prop → how many → how
much haggling (an Order: which slot), each option with its cost and gain; the moves reachable so are the flat list."""

from __future__ import annotations

from typing import Any

import pytest

from conjure.bots.heuristic import Heuristic
from conjure.engine.terms import Terms
from conjure.games.trickerion import data
from tests.conformance.test_steps import made_at_once, walked
from tests.trickerion.helpers import ap_left, assign_all, ids, steps, to_assignment, top, turn_at, with_special

MARKET_CARDS = [
    "workshop_exhibition",
    "smuggled_goods",
    "shoplifting",
    "workshop_delivery",
    "component_sale",
    "barter_with_power",
    "traveling_merchants",
    "logistics",
    "dubious_sources",
]


def test_a_buy_is_asked_which_prop_how_many_and_how_much_haggling() -> None:
    g, s = turn_at("market_row", 1, coins=10)
    g.state["market"]["buy"] = ["wood", "rope", None, None]
    assert steps(g, s) == ["act:buy", "act:order", "act:quick", "end"]
    g.make(s, "act:buy")
    assert g.sofar(s) == ["act:buy"] and steps(g, s) == ["ware:rope", "ware:wood"]
    g.make(s, "ware:wood")
    assert steps(g, s) == ["count:1", "count:2", "count:3"]
    g.make(s, "count:2")
    assert ap_left(g) > 2 and steps(g, s) == ["haggle:0", "haggle:1"], "2 wood cost 2 coins: haggled to 1 at most"
    assert g.state["seats"][s]["coins"] == 10, "nothing is bought before the last step"
    g.make(s, "haggle:1")
    assert g.state["seats"][s]["coins"] == 10 - (2 * 1 - 1) and g.state["seats"][s]["props"].get("wood", 0) >= 2
    assert g.sofar(s) == [] and [a for _, a in g.history[-4:]] == ["act:buy", "ware:wood", "count:2", "haggle:1"]


def test_an_order_asks_the_prop_then_the_slot_and_a_quick_order_the_prop() -> None:
    g, s = turn_at("market_row", 1, coins=10)
    g.make(s, "act:order")
    assert all(a.startswith("ware:") for a in steps(g, s)) and len(steps(g, s)) <= 24
    g.make(s, "ware:mirror")
    assert steps(g, s) == [f"to_slot:{i}" for i in range(4) if g.state["market"]["order"][i] is None]
    g.make(s, "to_slot:2")
    assert g.state["market"]["order"][2] == "mirror"
    g.make(s, "act:quick")
    g.make(s, "ware:saw")
    assert g.state["market"]["quick"] == "saw"


def test_every_market_option_shows_its_ap_and_a_buy_its_coins() -> None:
    g, s = turn_at("market_row", 1, coins=10)
    g.state["market"]["buy"] = ["wood", "rope", None, None]
    assert g.terms_text(s, "act:order") == "costs 1 AP" and g.terms_text(s, "act:quick") == "costs 2 AP"
    assert g.terms_text(s, "act:order", "cs") == "stojí 1 AB" and g.terms_text(s, "end") == ""
    buy = g.terms(s, "act:buy")
    assert buy is not None and buy.cost["ap"][0] == 1 and buy.cost["coins"][0] == 1 and not buy.gain
    for step in ("act:buy", "ware:wood", "count:2"):
        g.make(s, step)
    price = 2 * 1  # wood costs 1 coin
    assert g.terms(s, "haggle:1") == Terms.of({"ap": 2, "coins": price - 1}, {"wood": 2})
    assert g.terms_text(s, "haggle:1") == "costs 2 AP, 1 coin · gives 2× Wood"


def test_a_half_made_buy_is_taken_back_step_by_step() -> None:
    g, s = turn_at("market_row", 1, coins=10)
    g.make(s, "act:buy")
    g.make(s, steps(g, s)[0])
    assert len(g.sofar(s)) == 2 and g.undoable(s) >= 2
    g.undo(s, 2)
    assert g.sofar(s) == [] and "act:order" in steps(g, s)


@pytest.mark.parametrize("card", MARKET_CARDS)
def test_the_moves_reached_step_by_step_are_the_flat_list_with_every_market_card(card: str) -> None:
    g, s = with_special(card, coins=9, shards=2, fame=9, props={"wood": 1, "rope": 2})
    assert g.rules.sofar(g.state, s) == ()
    moves = ids(g, s)
    assert any(m.endswith(":special") for m in moves), (card, moves)
    sides = [a.id for a in g.legal_actions(s) if a.id.startswith(("return_trick:", "return_prop:"))]
    assert walked(g, s) == made_at_once(g, s, sides)
    assert max(len(steps(g, s)), *(len(x) for x in [sides])) <= 24


DOWNTOWN_CARDS = sorted(c for c, card in data.SPECIAL_ASSIGNMENTS.items() if card["location"] == "downtown")


def test_a_learn_is_asked_which_die_then_which_trick_and_shows_its_coins() -> None:
    """TRK-STEP-2: which action → which die → which trick; a Learn below the fame threshold names its coins."""
    g, s = turn_at("downtown", 1, coins=20)
    g.state["seats"][s]["fame"] = 0
    first = steps(g, s)
    assert {"act:learn", "act:reroll", "act:set", "end"} <= set(first) and len(first) <= 24
    assert g.terms_text(s, "act:reroll") == "costs 1 AP" and g.terms_text(s, "act:set") == "costs 2 AP"
    g.make(s, "act:learn")
    if g.sofar(s) == ["act:learn"]:  # several residence dice to learn by: which one (one alone is taken unasked)
        assert all(a.startswith("die:") for a in steps(g, s))
        assert g.presentation.decision_help(g.state, s, "en") == ("TRK-STEP-2", "Which die?")
        g.make(s, steps(g, s)[0])
    assert len(g.sofar(s)) >= 2 and g.sofar(s)[1].startswith("die:")
    if len(g.sofar(s)) == 2:  # the die's school and the magician's favourite one: which school
        assert all(a.startswith("school:") for a in steps(g, s)) and len(steps(g, s)) <= 4
        assert g.presentation.decision_help(g.state, s, "en") == ("TRK-STEP-2", "A trick of which school?")
        g.make(s, steps(g, s)[0])
    tricks = steps(g, s)
    assert tricks and all(a.startswith("pick_trick:") for a in tricks)
    dear = max(tricks, key=lambda a: data.TRICKS[a.split(":")[1]].threshold)
    threshold = data.TRICKS[dear.split(":")[1]].threshold
    assert g.terms(s, dear) == Terms.of({"ap": 3, "coins": threshold})
    help_text = g.presentation.decision_help(g.state, s, "en")
    assert help_text == ("TRK-STEP-2", "Which trick to learn?")
    g.make(s, dear)
    assert g.state["seats"][s]["coins"] == 20 - threshold and g.sofar(s) == []


@pytest.mark.parametrize("card", DOWNTOWN_CARDS)
def test_the_moves_reached_step_by_step_are_the_flat_list_with_every_downtown_card(card: str) -> None:
    g, s = with_special(card, coins=12, shards=2, fame=9)
    moves = ids(g, s)
    sides = [a.id for a in g.legal_actions(s) if a.id.startswith(("return_trick:", "return_prop:"))]
    assert walked(g, s) == made_at_once(g, s, sides), (card, moves)
    assert len(steps(g, s)) <= 24


def test_investments_buys_one_prop_at_a_time_until_that_is_all() -> None:
    """TRK-STEP-2: Investments' purchase after Take Coins: which prop to add, or that is all; the flat list again."""
    g, s = with_special("investments", coins=1, props={})
    g.state["dice"].update(bank_die_a="3", bank_die_b="X")
    g.make(s, "coins:bank_die_a:3:special")
    assert "enough" in steps(g, s) and all(a.startswith("add:") or a == "enough" for a in steps(g, s))
    sides = [a.id for a in g.legal_actions(s) if a.id.startswith(("return_trick:", "return_prop:"))]
    assert walked(g, s) == made_at_once(g, s, sides)
    assert g.terms_text(s, "enough") == ""
    g.apply(s, "add:fabric")
    assert g.presentation.decision_help(g.state, s, "en") == (
        "TRK-STEP-2",
        "Which prop to add to the mix, or is that all?",
    )
    assert g.terms(s, "enough") == Terms.of({"coins": 1}, {"fabric": 1})
    g.apply(s, "enough")
    assert g.state["seats"][s]["props"] == {"fabric": 1} and g.sofar(s) == []


def test_the_heuristic_bot_takes_a_first_step_though_the_table_looks_as_before() -> None:
    """A step of a half-made move leaves the table as it was: no loop back to a view the bot decided at (its memory),
    so the bot buys instead of ending the turn with its action points unspent."""
    g, s = turn_at("market_row", 1, coins=10)
    g.state["market"]["buy"] = ["wood", "rope", None, None]
    assert "end" in steps(g, s)
    assert Heuristic(1).choose(g, s).id == "act:buy"


def test_a_placement_is_asked_which_character_which_space_and_with_what() -> None:
    """TRK-STEP-3: which character → which space of its card's location, or stay idle → with a shard or without;
    nothing is placed before the last step (tests/conformance/test_steps.py: the moves reached so are the flat list)."""
    g = to_assignment(2, seed=1)
    s = g.state["initiative"][0]
    assign_all(g, {s: {"magician": "market_row", "apprentice": "downtown"}})
    assert top(g) == "place" and steps(g, s) == ["who:apprentice", "who:magician"]
    g.make(s, "who:apprentice")
    assert steps(g, s) == ["spot:downtown:1", "spot:downtown:4", "stay"]
    g.make(s, "spot:downtown:1")
    assert g.sofar(s) == ["who:apprentice", "spot:downtown:1"] and steps(g, s) == ["boost:none", "boost:shard"]
    shards = g.state["seats"][s]["shards"]
    assert g.terms(s, "boost:shard") is not None and g.terms_text(s, "boost:shard").startswith("costs 1 shard")
    g.make(s, "boost:shard")
    assert g.sofar(s) == [] and g.state["seats"][s]["shards"] == shards - 1
    assert [a for _, a in g.history[-3:]] == ["who:apprentice", "spot:downtown:1", "boost:shard"]


WORKSHOP_CARDS = sorted(c for c, card in data.SPECIAL_ASSIGNMENTS.items() if card["location"] == "workshop")
TANK = "water_tank_escape"


def _workshop(card: str) -> tuple[Any, int]:
    """A Workshop turn with ``card``: three tricks, two of them to prepare (glass, metal and rope in the workshop)."""
    tank = {"id": TANK, "symbol": "spade", "markers": 0, "slot": "board"}
    butterflies = {"id": "enchanted_butterflies", "symbol": "heart", "markers": 0, "slot": "board"}
    mind = {"id": "mind_reading", "symbol": "club", "markers": 0, "slot": "board"}
    props = {"glass": 2, "metal": 2, "rope": 1}
    return with_special(card, space=1, props=props, tricks=[tank, butterflies, mind], coins=0, fame=5, shards=1)


def test_a_prepare_with_unstable_prototype_asks_the_trick_then_the_props_given_back() -> None:
    """TRK-STEP-4: the trick (``prepare:<trick>:special``) → one prop given back at a time → that is all; each
    option with its terms; nothing happens before the last step."""
    g, s = _workshop("unstable_prototype")
    first = steps(g, s)
    assert f"prepare:{TANK}:special" in first and not any(a.count(":") > 2 for a in first), first
    assert len(first) <= 24
    g.make(s, f"prepare:{TANK}:special")
    assert steps(g, s) == ["give_back:glass", "give_back:metal", "give_back:rope"]
    assert g.presentation.decision_help(g.state, s, "en") == (
        "TRK-STEP-4",
        "Which of the trick's props to give back (1 fame and 1 coin each), or is that all?",
    )
    assert g.label("give_back:glass") == "Give back: Glass" and g.label("give_back:glass", "cs") != "give_back:glass"
    g.make(s, "give_back:glass")
    assert steps(g, s) == ["enough", "give_back:glass", "give_back:metal", "give_back:rope"]
    assert g.terms(s, "enough") == Terms.of({"ap": data.TRICKS[TANK].prepare_ap, "glass": 1}, {"fame": 1, "coins": 1})
    own = g.state["seats"][s]
    assert own["props"] == {"glass": 2, "metal": 2, "rope": 1} and own["tricks"][0]["markers"] == 0
    g.make(s, "give_back:rope")  # the props go in their ids' order: after rope only "that is all", taken unasked
    assert g.sofar(s) == [] and [a for _, a in g.history[-3:]] == [
        f"prepare:{TANK}:special",
        "give_back:glass",
        "give_back:rope",
    ]
    assert own["props"] == {"glass": 1, "metal": 2} and own["tricks"][0]["markers"] == 3
    assert (own["fame"], own["coins"]) == (7, 2)


def test_a_prepare_with_replaceable_parts_asks_the_trick_then_the_other_trick() -> None:
    """TRK-STEP-4: the trick → which other own trick gets the marker (``mark:<trick>``)."""
    g, s = _workshop("replaceable_parts")
    g.make(s, f"prepare:{TANK}:special")
    assert steps(g, s) == ["mark:enchanted_butterflies", "mark:mind_reading"]
    assert g.presentation.decision_help(g.state, s, "en") == ("TRK-STEP-4", "Which other trick of yours gets a marker?")
    assert g.label("mark:enchanted_butterflies") == "A marker onto Enchanted Butterflies"
    g.make(s, "mark:enchanted_butterflies")
    assert [t["markers"] for t in g.state["seats"][s]["tricks"]] == [1, 1, 0] and g.sofar(s) == []


@pytest.mark.parametrize("card", WORKSHOP_CARDS)
def test_the_moves_reached_step_by_step_are_the_flat_list_with_every_workshop_card(card: str) -> None:
    g, s = _workshop(card)
    sides = [a.id for a in g.legal_actions(s) if a.id.startswith(("return_trick:", "return_prop:"))]
    assert walked(g, s) == made_at_once(g, s, sides), (card, ids(g, s))
    assert len(steps(g, s)) <= 24
