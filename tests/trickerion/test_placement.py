"""The Placement phase and action points (rulebook: Fáze umísťování postav; Nečinné postavy; Systém akčních bodů;
Posílení postavy; Divadlo; example A)."""

from __future__ import annotations

from conjure.engine import Game
from conjure.games.trickerion.phases.placement import action_points
from tests.trickerion.helpers import assign_all, ids, skip_turn, to_assignment, to_turn, top


def _placing(players: int, plan: dict[int, dict[str, str]], seed: int = 1) -> Game:
    g = to_assignment(players, seed=seed)
    for seat in range(players):
        g.state["seats"][seat]["characters"] = ["magician", "apprentice", "assistant", "apprentice"]
        g.state["seats"][seat]["hand"] = {"downtown": 2, "market_row": 2, "workshop": 2, "theater": 3, "dark_alley": 1}
    assign_all(g, plan)
    return g


def test_action_points_table_of_the_downtown_example() -> None:
    """TRK-AP-1: AP = the character's base (apprentice 1, specialist 2, magician 3) + the space's modifier + at most
    one shard + a special card's +1; the rulebook's Downtown example totals 6/5/3/3 (bases 3/3/2/1); the Market
    Row examples: a magician on +2 has 5, an engineer on +2 has 4; example A: an assistant backstage on Thursday
    has 3; a magician on a performance space spends none."""
    assert action_points("magician", "downtown", 1, shard=True, special=False) == 6
    assert action_points("magician", "downtown", 2, shard=False, special=True) == 5
    assert action_points("assistant", "downtown", 3, shard=False, special=False) == 3
    assert action_points("apprentice", "downtown", 4, shard=True, special=True) == 3
    assert action_points("magician", "market_row", 1, shard=False, special=False) == 5
    assert action_points("engineer", "market_row", 1, shard=False, special=False) == 4
    assert action_points("assistant", "theater", "thursday:backstage", shard=False, special=False) == 3
    assert action_points("magician", "theater", "sunday:performance", shard=False, special=False) == 0


def test_placing_in_initiative_order_one_character_at_a_time() -> None:
    """TRK-PLACE-1: from the first player in initiative order, each player places one character in turn until
    all are placed or idle; a player with nothing left is skipped; then the Performance phase begins."""
    plan = {
        0: {"magician": "workshop", "apprentice": "workshop"},
        1: {"magician": "workshop"},
        2: {"magician": "workshop", "apprentice": "workshop", "assistant": "market_row"},
    }
    g = _placing(3, plan)
    initiative = g.state["initiative"]
    left = {seat: len(chars) for seat, chars in plan.items()}
    expected = []
    for seat in initiative * 3:
        if left[seat]:
            left[seat] -= 1
            expected.append(seat)
    order = []
    while g.state["phase"] == "placement":
        seat = g.to_act[0]
        order.append(seat)
        g.make(seat, next(a for a in ids(g, seat) if a.startswith("place:")))
        while g.state["phase"] == "placement" and top(g) != "place":
            g.make(g.to_act[0], "end")
    assert order == expected
    # the last turn ended the phase; the game ran on through the Performance phase and the End of Round
    assert [e["round"] for e in g.events if e["type"] == "placement_over"] == [1] and g.state["round"] == 2
    placed = [e for e in g.events if e["type"] == "place"]
    assert [e["seat"] for e in placed] == order
    assert sorted((e["seat"], e["char"]) for e in placed) == sorted((s, c) for s, chars in plan.items() for c in chars)


def test_only_at_the_card_location_on_free_uncovered_spaces() -> None:
    """TRK-PLACE-2: a character goes only to the location of its card, on a free space; with 2 players both
    +1 AP spaces of Downtown, the Market Row and the Dark Alley are covered, with 3 players the 4-player one;
    the Workshop's spaces are each player's own; the placement is recorded and the location's turn begins."""
    g = _placing(
        2,
        {0: {"magician": "downtown", "apprentice": "workshop"}, 1: {"magician": "downtown", "apprentice": "workshop"}},
    )
    first, second = g.state["initiative"]
    options = ids(g, first)
    assert {a for a in options if a.startswith("place:magician")} == {
        "place:magician:downtown:1",
        "place:magician:downtown:1:shard",
        "place:magician:downtown:4",
        "place:magician:downtown:4:shard",
    }
    to_turn(g, first, "magician", "downtown", 1)
    assert g.state["placed"] == [{"seat": first, "char": "magician", "loc": "downtown", "space": 1}]
    assert g.state["tasks"][-1] == {"t": "turn_downtown", "seat": first, "char": "magician", "space": 1, "ap": 5}
    g.make(first, "end")
    assert "place:magician:downtown:1" not in ids(g, second) and "place:magician:downtown:4" in ids(g, second)
    to_turn(g, second, "apprentice", "workshop", 1)
    if top(g) == "turn_workshop":
        g.make(second, "end")
    assert "place:apprentice:workshop:1" in ids(g, first), "each player has a workshop of his own"
    three = _placing(3, {0: {"magician": "market_row"}})
    assert sorted(a for a in ids(three, 0) if not a.endswith("shard") and a.startswith("place")) == [
        "place:magician:market_row:1",
        "place:magician:market_row:2",
        "place:magician:market_row:4",
    ]


def test_theatre_one_day_per_player_and_the_magician_performs() -> None:
    """TRK-PLACE-3: in the Theatre a player uses the spaces of one day only, a day no opponent uses; the
    performance space takes only a magician, who spends no AP there; no shard is paid in the Theatre; a backstage
    character's turn is the Theatre's (``turn_theater``)."""
    plan = {s: {"magician": "theater", "apprentice": "theater", "assistant": "theater"} for s in range(3)}
    g = _placing(3, plan)
    first, second, third = g.state["initiative"]
    assert not any(a.endswith(":shard") for a in ids(g, first))
    assert "place:apprentice:theater:sunday:performance" not in ids(g, first)
    to_turn(g, first, "magician", "theater", "sunday:performance")
    assert top(g) == "place" and g.state["placed"][-1]["space"] == "sunday:performance"
    assert not any("sunday" in a for a in ids(g, second)), "an opponent's day is closed"
    g.state["seats"][second]["tricks"][0]["markers"] = 1  # a prepared trick: the Theatre's turn has a choice to ask
    to_turn(g, second, "assistant", "theater", "thursday:backstage")
    assert g.state["tasks"][-1] == {
        "t": "turn_theater",
        "seat": second,
        "char": "assistant",
        "space": "thursday:backstage",
        "ap": 3,
    }
    g.make(second, "end")
    third_options = ids(g, third)
    assert not any("sunday" in a or "thursday" in a for a in third_options)
    g.make(third, "idle:magician")
    own = {a.split(":")[3] for a in ids(g, first) if a.startswith("place:")}
    assert own == {"sunday"}, "the first player keeps to his day"
    to_turn(g, first, "apprentice", "theater", "sunday:backstage")
    assert [e for e in g.events if e["type"] == "place"][-1]["ap"] == 0, "Sunday backstage: 1 − 1"


def test_theatre_days_are_offered_thursday_to_sunday() -> None:
    """TRK-PLACE-3: the Theatre's days come in the week's order in the legal list, Thursday first (not by name),
    each day's spaces together; the list stays sorted by the game's key and unique."""
    g = _placing(2, {s: {"magician": "theater"} for s in range(2)})
    first = g.state["initiative"][0]
    legal = ids(g, first)
    days = [a.split(":")[3] for a in legal if a.startswith("place:magician:theater:")]
    assert days == ["thursday", "thursday", "friday", "friday", "saturday", "saturday", "sunday", "sunday"]
    assert legal == sorted(set(legal), key=g.rules.action_key)
    assert g.rules.action_key("place:magician:theater:sunday:backstage") < g.rules.action_key("stop")


def test_leaving_a_character_idle() -> None:
    """TRK-PLACE-4: instead of placing, a player may leave a character idle (its card turned face down); it is
    not placed this round and the turn passes on."""
    g = _placing(2, {0: {"magician": "downtown"}, 1: {"magician": "downtown"}})
    first, second = g.state["initiative"]
    g.make(first, "idle:magician")
    assert g.state["idle"][first] == ["magician"] and g.to_act == [second]
    to_turn(g, second, "magician", "downtown", 4)
    g.make(second, "end")  # the last placement: the round runs on to its end
    assert [e["round"] for e in g.events if e["type"] == "placement_over"] == [1]
    assert [(e["seat"], e["char"]) for e in g.events if e["type"] == "place"] == [(second, "magician")]


def test_a_shard_buys_one_action_point() -> None:
    """TRK-AP-2: on placing, a player may pay one shard (at most one) for +1 AP, anywhere but the Theatre."""
    g = _placing(2, {0: {"magician": "market_row"}, 1: {"magician": "market_row"}})
    first, second = g.state["initiative"]
    shards = g.state["seats"][first]["shards"]
    to_turn(g, first, "magician", "market_row", 4, shard=True)
    assert g.state["seats"][first]["shards"] == shards - 1 and g.state["tasks"][-1]["ap"] == 4
    g.make(first, "end")
    g.state["seats"][second]["shards"] = 0
    assert not any(a.endswith(":shard") for a in ids(g, second))


def test_the_mechaniker_and_the_gentleman_on_placing() -> None:
    """TRK-PLACE-6: with the Dark Alley, the Mechaniker once a round gives one apprentice placed outside the Theatre
    +1 AP (a choice, with or without a shard); the Gentleman's magician placed at Downtown, the Market Row or the
    Dark Alley gains 1 fame per trick card owned. Without the Dark Alley the abilities are not used."""
    plan = {s: {"apprentice": "downtown", "apprentice2": "market_row"} for s in range(2)}
    g = _placing(2, plan)
    first, second = g.state["initiative"]
    g.state["seats"][first]["magician"] = "the_mechaniker"
    options = ids(g, first)
    assert {"place:apprentice:downtown:4:gear", "place:apprentice:downtown:4:shard:gear"} <= set(options)
    g.make(first, "place:apprentice:downtown:4:shard:gear")
    assert [e for e in g.events if e["type"] == "place"][-1]["ap"] == 1 + 0 + 1 + 1
    skip_turn(g)
    g.make(second, "idle:apprentice")
    assert not any(a.endswith("gear") for a in ids(g, first)), "once a round"
    gent = _placing(2, {s: {"magician": "market_row"} for s in range(2)})
    first = gent.state["initiative"][0]
    own = gent.state["seats"][first]
    own["magician"] = "the_gentleman"
    fame, tricks = own["fame"], len(own["tricks"])
    to_turn(gent, first, "magician", "market_row", 4)
    assert own["fame"] == fame + tricks and tricks >= 1
    base = to_assignment(2, seed=1, dark_alley=False)
    first = base.state["initiative"][0]
    base.state["seats"][first]["magician"] = "the_gentleman"
    assign_all(base, {first: {"magician": "market_row"}})
    fame = base.state["seats"][first]["fame"]
    to_turn(base, first, "magician", "market_row", 4)
    assert base.state["seats"][first]["fame"] == fame


def test_the_great_optico_copies_a_revealed_special_card() -> None:
    """TRK-PLACE-7: with the Dark Alley, the Great Optico's Mimesis lets one character a round with a permanent card
    copy an opponent's revealed special card of the same location: its bonus (if built) or its +1 AP."""
    g = to_assignment(2, seed=1)
    first, second = g.state["initiative"]
    g.state["seats"][first]["magician"] = "the_great_optico"
    g.state["seats"][first]["characters"] = ["magician", "apprentice"]
    for card in ("fame_and_fortune", "interest"):
        g.state["special_decks"]["downtown"].remove(card)
    g.state["seats"][second]["special_hand"] += ["fame_and_fortune", "interest"]
    g.state["seats"][second]["characters"] = ["magician", "apprentice"]
    g.state["seats"][first]["hand"]["downtown"] = 2
    assign_all(
        g,
        {
            first: {"magician": "downtown", "apprentice": "downtown"},
            second: {"magician": "fame_and_fortune", "apprentice": "market_row"},
        },
    )
    options = ids(g, first)
    assert "place:magician:downtown:4:copy:fame_and_fortune" in options
    assert not any("copy:interest" in a for a in options), "only revealed cards are copied"
    g.make(first, "place:magician:downtown:4:copy:fame_and_fortune")
    assert g.state["tasks"][-1]["special"] == "fame_and_fortune" and "forgo" in ids(g, first)
    g.make(first, "end")
    assert g.to_act == [second]
    g.make(second, "idle:magician")
    assert g.to_act == [first]
    assert any(a.startswith("place:apprentice:downtown") for a in ids(g, first))
    assert not any(":copy:" in a for a in ids(g, first)), "once a round"
