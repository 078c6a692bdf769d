"""What the active prophecy changes in the Placement phase and at the locations (rulebook: Věštby; the effects are
the ``rules`` tables of data.toml's prophecy records)."""

from __future__ import annotations

from conjure.engine import Game
from tests.trickerion.helpers import assign_all, ids, to_assignment, to_turn


def _foretold(prophecy: str, plan_loc: str = "downtown", char: str = "magician", **seat: object) -> tuple[Game, int]:
    g = to_assignment(2, seed=2)
    g.state["prophecy"]["active"] = prophecy
    first = g.state["initiative"][0]
    g.state["seats"][first].update(seat)
    assign_all(g, {first: {char: plan_loc}})
    return g, first


def _ap(g: Game) -> int:
    return int(g.state["tasks"][-1]["ap"])


def test_prophecies_on_action_points_and_spaces() -> None:
    """TRK-AP-3: the active prophecy may set every base AP to 1; give an advertiser's apprentices +1 base AP; make a
    shard worth +2 AP or usable in the Theatre; charge 3 coins for a +2 AP space (offered only with the coins);
    allow only the free space with the lowest modifier. Without prophecies nothing changes."""
    g, s = _foretold("prophecy_01")
    to_turn(g, s, "magician", "downtown", 1)
    assert _ap(g) == 1 + 2
    g, s = _foretold("prophecy_15", char="apprentice", poster=False)
    to_turn(g, s, "apprentice", "downtown", 4)
    assert _ap(g) == 1 + 1
    g, s = _foretold("prophecy_08")
    to_turn(g, s, "magician", "downtown", 4, shard=True)
    assert _ap(g) == 3 + 2
    g, s = _foretold("prophecy_26", plan_loc="theater")
    assert "place:magician:theater:friday:backstage:shard" in ids(g, s)
    g, s = _foretold("prophecy_18", coins=2)
    assert "place:magician:downtown:1" not in ids(g, s) and "place:magician:downtown:4" in ids(g, s)
    g.state["seats"][s]["coins"] = 5
    to_turn(g, s, "magician", "downtown", 1)
    assert g.state["seats"][s]["coins"] == 2
    g, s = _foretold("prophecy_27")
    assert {a.split(":")[3] for a in ids(g, s) if a.startswith("place:")} == {"4"}
    g, s = _foretold("prophecy_01")
    g.state["prophecies"] = False
    to_turn(g, s, "magician", "downtown", 1)
    assert _ap(g) == 3 + 2


def test_prophecies_at_the_locations() -> None:
    """TRK-ALLEY-8: the active prophecy may make Learn Trick, Take Coins, Hire Character or Draw Further Cards cost
    1 AP; double the coins a bank die gives; make the ordered kinds buyable; set every prop's price to 2."""
    g, s = _foretold("prophecy_24", coins=0)
    to_turn(g, s, "magician", "downtown", 4)
    g.state["dice"].update(bank_die_a="4", bank_die_b="X")
    g.make(s, "coins:bank_die_a:4")
    assert g.state["seats"][s]["coins"] == 4 and _ap(g) == 2
    g, s = _foretold("prophecy_07", coins=0)
    to_turn(g, s, "magician", "downtown", 4)
    g.state["dice"].update(bank_die_a="5")
    g.make(s, "coins:bank_die_a:5")
    assert g.state["seats"][s]["coins"] == 10
    g, s = _foretold("prophecy_05", plan_loc="dark_alley")
    to_turn(g, s, "magician", "dark_alley", 4)
    g.make(s, "draw:downtown")
    g.make(s, ids(g, s)[0])
    g.make(s, "draw:workshop")
    assert g.state["tasks"][-2]["ap"] == 1, "3 − 1 − 1"
    g, s = _foretold("prophecy_04", plan_loc="market_row", coins=9, props={})
    g.state["market"]["order"][2] = "mirror"
    to_turn(g, s, "magician", "market_row", 4)
    assert "buy:mirror:1:0" in ids(g, s)
    g, s = _foretold("prophecy_21", plan_loc="market_row", coins=9, props={})
    to_turn(g, s, "magician", "market_row", 4)
    g.make(s, "buy:wood:1:0")
    assert g.state["seats"][s]["coins"] == 7


def test_two_placements_a_turn() -> None:
    """TRK-AP-3: with prophecy 09 a player may place a second character in the same turn (after the first one's
    actions), or stop."""
    g = to_assignment(2, seed=2)
    g.state["prophecy"]["active"] = "prophecy_09"
    first, second = g.state["initiative"]
    plan = {s: {"magician": "downtown", "apprentice": "market_row"} for s in (first, second)}
    assign_all(g, plan)
    to_turn(g, first, "magician", "downtown", 1)
    g.make(first, "end")
    assert g.to_act == [first] and "stop" in ids(g, first)
    to_turn(g, first, "apprentice", "market_row", 4)
    while g.to_act == [first]:
        g.make(first, "end")
    assert g.to_act == [second]
    to_turn(g, second, "magician", "downtown", 4)
    g.make(second, "end")
    g.make(second, "stop")
    assert g.to_act == [second], "the first player has no character left"


def test_shards_gained_under_a_prophecy() -> None:
    """TRK-ALLEY-10: whenever a seat gains shards (``gain_shards``, e.g. Test Run's yield), the active prophecy may
    add 1 shard more, or 2 fame."""
    from conjure.games.trickerion.prophecies.locations import gain_shards

    g = to_assignment(2, seed=2)
    own = g.state["seats"][0]
    shards, fame = own["shards"], own["fame"]
    events: list[dict[str, object]] = []
    gain_shards(g.state, 0, 1, events)
    assert (own["shards"], own["fame"]) == (shards + 1, fame)
    g.state["prophecy"]["active"] = "prophecy_02"
    gain_shards(g.state, 0, 2, events)
    assert own["shards"] == shards + 1 + 3
    g.state["prophecy"]["active"] = "prophecy_03"
    gain_shards(g.state, 0, 1, events)
    gain_shards(g.state, 0, 0, events)
    assert (own["shards"], own["fame"]) == (shards + 5, fame + 2)
