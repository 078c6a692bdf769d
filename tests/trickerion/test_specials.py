"""Special assignment cards' printed bonuses at Downtown, the Workshop and the Market Row (rulebook: Speciální
karty pověření; card texts in data.toml)."""

from __future__ import annotations

from conjure.games.trickerion import data
from tests.trickerion.helpers import ap_left, assign_all, ids, to_assignment, to_turn, with_special

TANK = "water_tank_escape"


def test_a_bonus_once_or_one_ap_instead() -> None:
    """TRK-ALLEY-5: a character placed with a special card whose bonus is built keeps it for one boosted action
    (offered again marked ``special``), once; at any time the player may give it up for +1 AP instead."""
    g, s = with_special("fame_and_fortune", coins=0)
    g.state["dice"].update(bank_die_a="5", bank_die_b="6")
    assert ap_left(g) == 3 and "forgo" in ids(g, s)
    assert {"coins:bank_die_a:5:special", "coins:bank_die_b:6:special", "coins:bank_die_a:5"} <= set(ids(g, s))
    for lang in ("cs", "en", "de"):
        assert all(g.presentation.label(a, lang) != a for a in ids(g, s))
    g.make(s, "forgo")
    assert ap_left(g) == 4 and not any(a.endswith(":special") or a == "forgo" for a in ids(g, s))
    g2, s2 = with_special("fame_and_fortune", coins=0)
    g2.state["dice"].update(bank_die_a="5", bank_die_b="X")
    fame = g2.state["seats"][s2]["fame"]
    g2.make(s2, "coins:bank_die_a:5:special")
    own = g2.state["seats"][s2]
    assert own["coins"] == 5 and own["fame"] == fame + 4, "Fame and Fortune: the die's value − 1 in fame"


def test_downtown_cards() -> None:
    """TRK-DOWN-5: Thirst for Knowledge learns a trick of any school with any residence die not showing X, for
    1 AP less; Leaked Blueprints: a learnt trick of threshold up to 16 arrives with 1 marker; Headhunter hires any
    type with any Inn die not showing X, for 1 AP less; Interest rolls the bank die once more and adds the roll
    (an X adds nothing), for 1 AP less."""
    g, s = with_special("thirst_for_knowledge", coins=0, fame=5)
    g.state["dice"].update(trick_die_a="X", trick_die_b="mechanical")
    school = next(sc for sc in data.SCHOOLS_ORDER if sc not in ("mechanical", g.state["seats"][s]["school"]))
    trick = next(t for t in g.state["trick_decks"][school] if data.TRICKS[t].level == 1)
    assert f"learn:trick_die_b:{trick}" not in ids(g, s)
    g.make(s, f"learn:trick_die_b:{trick}:special")
    assert g.state["seats"][s]["tricks"][-1]["id"] == trick and ap_left(g) == 3 - 2
    g, s = with_special("leaked_blueprints", coins=0, fame=5)
    g.state["dice"].update(trick_die_a="any", trick_die_b="X")
    level1 = next(t for t in g.state["trick_decks"]["escape"] if data.TRICKS[t].level == 1)
    g.make(s, f"learn:trick_die_a:{level1}:special")
    assert g.state["seats"][s]["tricks"][-1] == {
        "id": level1,
        "symbol": "heart",
        "markers": 1,
        "slot": "board",
        "staged": 0,
    }
    g, s = with_special("headhunter", characters=["magician", "apprentice"], specialists=[])
    g.state["dice"].update(character_die_a="X", character_die_b="apprentice")
    g.make(s, "hire:character_die_b:engineer:special")
    assert g.state["seats"][s]["hired"] == ["engineer"] and g.state["dice"]["character_die_b"] == "X"
    g, s = with_special("interest", coins=0)
    g.state["dice"].update(bank_die_a="4", bank_die_b="X")
    g.make(s, "coins:bank_die_a:4:special")
    rolled = [e for e in g.events if e["type"] == "special_bonus"][-1]
    assert g.state["seats"][s]["coins"] == 4 + rolled["coins"] and rolled["coins"] == (
        int(rolled["rolled"]) if rolled["rolled"] != "X" else 0
    )


def test_workshop_cards() -> None:
    """TRK-WORK-4: Trick Tweaking: the prepared trick gets 1 marker more (within 4 in play); Invention: fame for each
    advanced and superior prop the prepared trick requires."""
    props = {"glass": 2, "metal": 2, "rope": 1}
    tank = {"id": TANK, "symbol": "spade", "markers": 0, "slot": "board"}
    g, s = with_special("trick_tweaking", space=1, props=props, tricks=[dict(tank)])
    g.make(s, f"prepare:{TANK}:special")
    assert g.state["seats"][s]["tricks"][0]["markers"] == 3
    g, s = with_special("invention", space=1, props=props, tricks=[dict(tank)])
    fame = g.state["seats"][s]["fame"]
    g.make(s, f"prepare:{TANK}:special")
    assert g.state["seats"][s]["fame"] == fame + 1, "one rope (advanced) among the tank's props"


def test_market_card_workshop_exhibition() -> None:
    """TRK-MARKET-5: Workshop Exhibition: fame equal to the coins paid for the boosted Buy − 1."""
    g, s = with_special("workshop_exhibition", space=4, coins=10, props={})
    fame = g.state["seats"][s]["fame"]
    g.make(s, "buy:wood:3:0:special")
    assert g.state["seats"][s]["coins"] == 7 and g.state["seats"][s]["fame"] == fame + 2
    assert not any(a.endswith(":special") for a in ids(g, s))


def test_more_cards_empower_mass_recruitment_ingenuity_smuggled_goods() -> None:
    """TRK-ALLEY-6: Empower: a shard paid on placing gives +3 AP instead of +1 (without a shard, +1 as for any
    card); Mass Recruitment: hiring an apprentice, pay 3 coins for a second one; Ingenuity: prepare a trick short of
    one required prop type, with 1 marker; Smuggled Goods: a Buy paid in fame (price − 1) instead of coins."""
    g, s = with_special("empower", space=4)
    assert ap_left(g) == 3 + 0 + 1
    g2 = to_assignment(2, seed=3)
    first = g2.state["initiative"][0]
    g2.state["special_decks"]["downtown"].remove("empower")
    g2.state["seats"][first]["special_hand"].append("empower")
    assign_all(g2, {first: {"magician": "empower"}})
    to_turn(g2, first, "magician", "downtown", 4, shard=True)
    assert ap_left(g2) == 3 + 0 + 3
    g, s = with_special("mass_recruitment", coins=5, characters=["magician", "apprentice"])
    g.state["dice"].update(character_die_a="X", character_die_b="apprentice")
    g.make(s, "hire:character_die_b:apprentice:special")  # his 3 AP spent: the round runs on to its end
    assert [e["char"] for e in g.events if e["type"] == "hire"] == ["apprentice", "apprentice"]
    own = g.state["seats"][s]
    assert own["characters"] == ["magician", "apprentice", "apprentice", "apprentice"] and own["coins"] == 2, (
        "both hired apprentices joined at the End of Round; only the 3 coins were paid (the magician takes no wage)"
    )
    tank = {"id": TANK, "symbol": "spade", "markers": 0, "slot": "board"}
    g, s = with_special("ingenuity", space=1, props={"glass": 2, "metal": 2}, tricks=[dict(tank)])
    assert f"prepare:{TANK}" not in ids(g, s)
    g.make(s, f"prepare:{TANK}:special")
    assert g.state["seats"][s]["tricks"][0]["markers"] == 1
    g, s = with_special("smuggled_goods", space=4, coins=0, props={}, fame=5)
    g.make(s, "buy:wood:3:0:special")
    own = g.state["seats"][s]
    assert own["props"] == {"wood": 3} and own["coins"] == 0 and own["fame"] == 5 - 2


def test_freelancer_test_run_traveling_merchants() -> None:
    """TRK-ALLEY-7: Freelancer: the character may go to any location instead of the Workshop (there the card
    gives +1 AP as usual, elsewhere nothing more); Test Run: a Prepare with one marker fewer collects the trick's
    fame, coin and shard yields at once; Traveling Merchants: every Order of the turn may also bring one of the prop
    at once for its price + 1 (giving the bonus up only before its first use)."""
    g = to_assignment(2, seed=3)
    first = g.state["initiative"][0]
    g.state["special_decks"]["workshop"].remove("freelancer")
    g.state["seats"][first]["special_hand"].append("freelancer")
    assign_all(g, {first: {"magician": "freelancer"}})
    places = {a.split(":")[2] for a in ids(g, first) if a.startswith("place:magician:")}
    assert places == {"downtown", "market_row", "workshop", "dark_alley", "theater"}
    to_turn(g, first, "magician", "market_row", 4)
    assert ap_left(g) == 3
    tank = {"id": TANK, "symbol": "spade", "markers": 0, "slot": "board"}
    trick = data.TRICKS[TANK]
    g, s = with_special("test_run", space=1, props={"glass": 2, "metal": 2, "rope": 1}, tricks=[dict(tank)])
    own = g.state["seats"][s]
    before = (own["fame"], own["coins"], own["shards"])
    g.make(s, f"prepare:{TANK}:special")
    assert own["tricks"][0]["markers"] == trick.markers - 1
    assert (own["fame"], own["coins"], own["shards"]) == (
        before[0] + trick.yield_fame,
        before[1] + trick.yield_coins,
        before[2] + trick.yield_shards,
    )
    g, s = with_special("traveling_merchants", space=1, coins=10, props={})
    g.make(s, "order:0:rope:special")
    own = g.state["seats"][s]
    assert own["props"] == {"rope": 1} and own["coins"] == 10 - 3 and g.state["market"]["order"][0] == "rope"
    assert "forgo" not in ids(g, s) and "order:1:padlock:special" in ids(g, s)
    g.make(s, "order:1:padlock:special")
    assert own["props"] == {"rope": 1, "padlock": 1} and own["coins"] == 3


def test_component_sale_barter_with_power_workshop_delivery() -> None:
    """TRK-MARKET-6: Component Sale: one Buy takes up to 4 props of any kinds on offer, paid; Barter with Power:
    one Buy returns a shard for props on offer worth up to 4 coins, free; Workshop Delivery: for one Buy the kinds
    the workshop holds are on offer too, 1 coin cheaper."""
    g, s = with_special("component_sale", coins=5, props={})
    options = [a for a in ids(g, s) if a.startswith("buyset:")]
    assert "buyset:fabric:glass:metal:wood:special" in options and "buyset:wood:wood:wood:wood:special" not in options
    assert all(len(a.split(":")) - 2 <= 4 for a in options)
    g.make(s, "buyset:fabric:glass:metal:wood:special")
    own = g.state["seats"][s]
    assert own["props"] == {"fabric": 1, "glass": 1, "metal": 1, "wood": 1} and own["coins"] == 1
    assert not any(a.endswith(":special") for a in ids(g, s))
    g, s = with_special("barter_with_power", coins=0, props={}, shards=1)
    g.state["market"]["quick"] = "rope"
    assert "buyset:rope:wood:special" in ids(g, s) and "buyset:glass:rope:wood:special" not in ids(g, s)
    g.make(s, "buyset:rope:wood:special")
    own = g.state["seats"][s]
    assert own["props"] == {"rope": 1, "wood": 1} and own["shards"] == 0 and own["coins"] == 0
    g, s = with_special("workshop_delivery", coins=3, props={"padlock": 1, "wood": 1})
    assert "buy:padlock:1:0:special" in ids(g, s) and "buy:padlock:1:0" not in ids(g, s)
    g.make(s, "buy:padlock:1:0:special")
    assert g.state["seats"][s]["props"]["padlock"] == 2 and g.state["seats"][s]["coins"] == 1
    for lang in ("cs", "en", "de"):
        assert all(g.presentation.label(a, lang) != a for a in ids(g, s))


def test_unstable_prototype_and_replaceable_parts() -> None:
    """TRK-WORK-5: Unstable Prototype: with a Prepare, 1–3 of the trick's required props go back to the supply for
    +1 marker and 1 fame and 1 coin each; Replaceable Parts: a Prepare with one marker fewer puts one marker on
    another own trick of equal or lower threshold (props not needed)."""
    props = {"glass": 2, "metal": 2, "rope": 1}
    tank = {"id": TANK, "symbol": "spade", "markers": 0, "slot": "board"}
    g, s = with_special("unstable_prototype", space=1, props=dict(props), tricks=[dict(tank)], coins=0, fame=5)
    options = [a for a in ids(g, s) if a.endswith(":special")]
    assert f"prepare:{TANK}:glass:metal:rope:special" in options and f"prepare:{TANK}:special" not in options
    assert not any(len(a.split(":")) > 6 for a in options), "at most 3 props"
    g.make(s, f"prepare:{TANK}:glass:rope:special")
    own = g.state["seats"][s]
    assert own["tricks"][0]["markers"] == 3 and own["props"] == {"glass": 1, "metal": 2}
    assert own["fame"] == 7 and own["coins"] == 2
    butterflies = {"id": "enchanted_butterflies", "symbol": "heart", "markers": 0, "slot": "board"}
    g, s = with_special("replaceable_parts", space=1, props=dict(props), tricks=[dict(tank), butterflies])
    g.make(s, f"prepare:{TANK}:enchanted_butterflies:special")
    own = g.state["seats"][s]
    assert [t["markers"] for t in own["tricks"]] == [1, 1]
    for lang in ("cs", "en", "de"):
        assert all(g.presentation.label(a, lang) != a for a in ids(g, s))


def test_investments_hypnotic_motivation_shoplifting() -> None:
    """TRK-ALLEY-9: Investments: after Take Coins, up to 3 props on offer bought at once with the coins just taken;
    Hypnotic Motivation: the hired character joins at once, may get a card from the hand and is placed later this
    phase; Shoplifting: one prop of a Buy is free and leaves the buy area, whose slot the player restocks with a
    basic prop of his choice."""
    g, s = with_special("investments", coins=1, props={})
    g.state["dice"].update(bank_die_a="3", bank_die_b="X")
    g.make(s, "coins:bank_die_a:3:special")
    assert "invest:none" in ids(g, s) and "invest:fabric:glass:metal" in ids(g, s)
    assert "invest:fabric:glass:metal:wood" not in ids(g, s), "at most 3, with the 3 coins taken"
    g.make(s, "invest:fabric:glass:metal")
    own = g.state["seats"][s]
    assert own["coins"] == 1 and own["props"] == {"fabric": 1, "glass": 1, "metal": 1}
    g, s = with_special("hypnotic_motivation", characters=["magician", "apprentice"])
    g.state["seats"][s]["hand"]["market_row"] = 1
    g.state["dice"].update(character_die_a="X", character_die_b="apprentice")
    g.make(s, "hire:character_die_b:apprentice:special")
    assert g.state["seats"][s]["characters"] == ["magician", "apprentice", "apprentice"]
    assert "assign:apprentice2:market_row" in ids(g, s) and "idle:apprentice2" in ids(g, s)
    g.make(s, "assign:apprentice2:market_row")
    assert g.state["assigned"][s]["apprentice2"] == "market_row"
    while g.to_act == [s] and g.state["tasks"][-1]["t"] == "turn_downtown":
        g.make(s, "end")
    while s not in g.to_act:
        other = g.to_act[0]
        g.make(other, next(a for a in ids(g, other) if a.startswith(("idle:", "end"))))
    assert "place:apprentice2:market_row:4" in ids(g, s)
    g, s = with_special("shoplifting", coins=0, props={})
    assert "buy:wood:1:0:special" in ids(g, s) and "buy:wood:2:0:special" not in ids(g, s)
    g.make(s, "buy:wood:1:0:special")
    assert ids(g, s) == ["restock:fabric", "restock:glass", "restock:metal", "restock:wood"]
    g.make(s, "restock:glass")
    assert g.state["market"]["buy"] == ["glass", "metal", "glass", "fabric"] and g.state["seats"][s]["props"] == {
        "wood": 1
    }
    for lang in ("cs", "en", "de"):
        assert all(g.presentation.label(a, lang) != a for a in ids(g, s))


def test_dubious_sources_keeps_the_quick_order() -> None:
    """TRK-END-9: Dubious Sources boosts a Quick Order: at the End of Round the prop on the quick-order slot goes
    into the player's workshop instead of back to the supply (where the workshop has room); without the card it
    goes back."""
    kept = {}
    for boosted in (True, False):
        g, s = with_special("dubious_sources", space=4, props={"wood": 1})
        assert "quick:mirror:special" in ids(g, s) and "forgo" in ids(g, s)
        g.make(s, "quick:mirror" + (":special" if boosted else ""))
        assert g.view(1 - s)["table"]["dubious_sources"] == (s if boosted else None)
        g.make(s, "forgo" if not boosted else "end")  # not boosted: the bonus given up for +1 AP, then spent
        while g.state["round"] == 1:
            g.make(s, "end")
        kept[boosted] = dict(g.state["seats"][s]["props"])
        assert g.state["market"]["quick"] is None and "dubious_sources" not in g.state
    assert kept == {True: {"wood": 1, "mirror": 1}, False: {"wood": 1}}
    g, s = with_special(
        "dubious_sources", space=4, props={p: 1 for p in ("wood", "metal", "glass", "fabric", "rope", "saw")}
    )
    g.make(s, "quick:mirror:special")
    g.make(s, "end")
    assert "mirror" not in g.state["seats"][s]["props"], "no free slot for a new kind: back to the supply"
