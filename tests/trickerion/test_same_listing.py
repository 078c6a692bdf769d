"""The second round of cheaper listings (issue 32) gives what the plain listings gave.

Placement's moves (``place_options``: board spaces found once per listing, the seat's boosts read once, rows of ids
kept), the Market Row's Buys and Orders (``buy_options``, ``order_options``: rows of ids kept by what can bind), the
side actions' returns (``return_options``) and the bots' weight of a return (``worth_it``, by the id's head): at
every decision of seeded random games at 2–4 players and every option set, each is compared with the old code kept
here, for every seat, and for placement also under the magicians' abilities, the prophecies that touch it and other
coins and shards (so that the Great Optico's copies, the Mechaniker's gear and the fees come up).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest

import conjure
from conjure.engine.rng import Rng
from conjure.games.trickerion import data, ids, returns
from conjure.games.trickerion.locations import downtown, market
from conjure.games.trickerion.locations.downtown import trick_slot
from conjure.games.trickerion.phases import placement
from conjure.games.trickerion.phases.preparation import prop_count
from conjure.games.trickerion.prophecies.locations import AP_COST, RULES, cost, foretold
from conjure.games.trickerion.specials.bonuses import with_bonus

State = dict[str, Any]


# -- the old code (main at c22e321) --------------------------------------------------------------------------------


def place_options_old(state: State, task: dict[str, Any], seat: int) -> Iterator[str]:
    if task.get("second"):
        yield placement.STOP
    for char in placement.pending(state, seat):
        yield ids.Idle(char).format()
        for loc in placement.card_locations(state, seat, char):
            extras = placement.boosts(state, seat, char, loc)
            for space in placement.free_spaces(state, seat, char, loc):
                for extra in extras:
                    where = tuple(str(space).split(":"))
                    yield ids.Place(char, loc, where + extra).format()


def room_old(seat: dict[str, Any], prop: str) -> int:
    if not seat["props"].get(prop):
        board_kinds = [c for c, n in seat["props"].items() if n and c not in seat["multi"]]
        if len(board_kinds) >= data.DATA.raw["workshop"]["component_slots"]:
            return 0
    return max(0, int(market.CAP) - prop_count(seat, prop))


def buy_options_old(state: State, seat_no: int, ap: int, offer: dict[str, int] | None = None) -> list[str]:
    seat = state["seats"][seat_no]
    coins, haggles = seat["coins"], ap - market.cost(state, "buy")
    options = []
    for prop, price in sorted((offer or market.shelf(state)).items()):
        for count in range(1, min(3, room_old(seat, prop)) + 1):
            total = price * count
            for haggle in range(0, max(0, min(haggles, total - 1)) + 1):
                if total - haggle <= coins:
                    options.append(f"buy:{prop}:{count}:{haggle}")
    return options


def market_options_old(state: State, task: dict[str, Any], seat: int) -> Iterator[str]:
    yield market.END
    yield from market.forgo_option(task)
    ap = task["ap"]
    if ap >= market.cost(state, "quick_order"):
        yield from market.quick_options(state)
        if market.bonus(task) == "dubious_sources":
            yield from with_bonus(market.quick_options(state))
    if ap >= market.cost(state, "order"):
        yield from order_options_old(state)
        if market.bonus(task) == "traveling_merchants":
            yield from with_bonus(market.merchant_options(state, seat))
        if market.bonus(task) == "logistics":
            yield from market.logistics_options(state)
    if ap >= market.cost(state, "buy"):
        yield from buy_options_old(state, seat, ap)
        if market.bonus(task) == "workshop_exhibition":
            yield from with_bonus(buy_options_old(state, seat, ap))
        if market.bonus(task) == "smuggled_goods":
            yield from with_bonus(market.smuggle_options(state, seat))
        if market.bonus(task) == "shoplifting":
            yield from with_bonus(market.shoplift_options(state, seat, ap))
        if market.bonus(task) == "workshop_delivery":
            yield from with_bonus(buy_options_old(state, seat, ap, market.delivery_shelf(state, seat)))
        yield from mix_options_old(state, task, seat)


def mixes_old(state: State, seat_no: int, most: int, budget: int) -> list[list[str]]:
    seat = state["seats"][seat_no]
    offer = market.shelf(state)
    found: list[list[str]] = [[]]
    for prop in sorted(offer):
        found = [mix + [prop] * n for mix in found for n in range(0, min(room_old(seat, prop), most - len(mix)) + 1)]
    return [m for m in found if m and sum(offer[p] for p in m) <= budget]


def mix_options_old(state: State, task: dict[str, Any], seat_no: int) -> list[str]:
    seat, card = state["seats"][seat_no], market.bonus(task)
    if card == "component_sale":
        most = data.C["component_sale_most"]
        return with_bonus([market.buyset_id(m) for m in mixes_old(state, seat_no, most, seat["coins"])])
    if card == "barter_with_power" and seat["shards"] > 0:
        budget = data.C["barter_with_power_value"]
        return with_bonus([market.buyset_id(m) for m in mixes_old(state, seat_no, budget, budget)])
    return []


def cost_old(state: State, action: str) -> int:
    override = foretold(state, "action_ap", {}).get(action)
    if override is not None:
        return int(override)
    return AP_COST[action]


def learn_options_old(state: State, seat_no: int) -> list[str]:
    seat = state["seats"][seat_no]
    if downtown.trick_slot(seat) is None:
        return []
    options = []
    for die in downtown.dice_at(state, "residence"):
        face = state["dice"][die]
        schools = data.SCHOOLS_ORDER if face == downtown.ANY else sorted({face, seat["school"]})
        for school in schools:
            options += [
                ids.Learn(die, t, ()).format()
                for t in state["trick_decks"][school]
                if downtown.learn_cost(seat, t) <= seat["coins"]
            ]
    return options


def order_options_old(state: State) -> list[str]:
    order = state["market"]["order"]
    return [
        aid
        for slot, held in enumerate(order)
        if held is None
        for prop, aid in market.ORDER_IDS[slot]
        if prop not in order
    ]


def returnable_tricks_old(state: State, seat: int) -> list[str]:
    busy = returns._named(state["tasks"])
    cards = set(state["stage"]) if state["phase"] == "performance" else busy & set(state["stage"])
    held = {m["trick"] for card in cards for m in state["stage"][card] if m["seat"] == seat}
    return [t["id"] for t in state["seats"][seat]["tricks"] if t["id"] not in busy and t["id"] not in held]


def return_options_old(state: State, seat: int) -> list[str]:
    if state["phase"] == "setup":
        return []
    props = state["seats"][seat]["props"]
    return [ids.ReturnTrick(t).format() for t in returnable_tricks_old(state, seat)] + [
        ids.ReturnProp(p).format() for p, n in sorted(props.items()) if n > 0
    ]


def worth_it_old(state: State, seat: int, aid: str) -> bool:
    own = state["seats"][seat]
    if isinstance(ids.parse(aid), ids.ReturnTrick):
        return trick_slot(own) is None
    board = [c for c, n in own["props"].items() if n and c not in own["multi"]]
    return len(board) >= int(data.DATA.raw["workshop"]["component_slots"])


# -- the comparisons ---------------------------------------------------------------------------------------------

MAGICIANS = (None, "the_great_optico", "the_mechaniker")  # as dealt; the two whose abilities add boosts
PROPHECIES = (None, "prophecy_18", "prophecy_27", "prophecy_26")  # as dealt; a fee for the +2 AP spaces; the
# lowest spaces only; a shard in the Theatre


def _with_seat(state: State, seat: int, **changed: Any) -> State:
    """A shallow variant of ``state`` (the listings only read it) with some of the seat's values changed."""
    seats = list(state["seats"])
    seats[seat] = {**seats[seat], **changed}
    return {**state, "seats": seats}


def _placement_variants(state: State, seat: int, pick: Rng) -> Iterator[State]:
    """The state as it is, and a few drawn variants of the seat's magician, the prophecy, coins and shards."""
    own = state["seats"][seat]
    yield state
    every = list(itertools.product(MAGICIANS, PROPHECIES, (own["coins"], 2), (0, 2)))
    for _ in range(3):
        magician, active, coins, shards = every[pick.below(len(every))]
        other = _with_seat(state, seat, coins=coins, shards=shards, **({"magician": magician} if magician else {}))
        if active is not None:
            other["prophecies"], other["prophecy"] = True, {**state["prophecy"], "active": active}
        yield other
        yield {**other, "mimicked": [], "geared": []}  # the once-a-round abilities not used yet


def _check_placement(state: State, pick: Rng) -> int:
    compared = 0
    for seat in range(len(state["seats"])):
        if not placement.pending(state, seat):
            continue
        for task in ({"t": "place", "seat": seat}, {"t": "place", "seat": seat, "second": True}):
            for other in _placement_variants(state, seat, pick):
                new = list(placement.place_options(other, task, seat))
                assert new == list(place_options_old(other, task, seat))
                compared += len(new)
    return compared


def _check_market(state: State, pick: Rng) -> None:
    assert market.order_options(state) == order_options_old(state)
    for seat in range(len(state["seats"])):
        for ap, coins in ((1 + pick.below(5), state["seats"][seat]["coins"]), (1 + pick.below(5), pick.below(31))):
            other = _with_seat(state, seat, coins=coins)
            assert market.buy_options(other, seat, ap) == buy_options_old(other, seat, ap)
            offer = market.delivery_shelf(other, seat)  # Workshop Delivery's prices, down to 0
            assert market.buy_options(other, seat, ap, offer) == buy_options_old(other, seat, ap, offer)


MARKET_CARDS = (
    None,
    "dubious_sources",
    "traveling_merchants",
    "logistics",
    "workshop_exhibition",
    "smuggled_goods",
    "shoplifting",
    "workshop_delivery",
    "component_sale",
    "barter_with_power",
)


def _check_market_turn(state: State, pick: Rng) -> None:
    """The whole Market Row list, with each special card's bonus held (or given up), at a few AP."""
    for seat in range(len(state["seats"])):
        for card in (MARKET_CARDS[pick.below(len(MARKET_CARDS))] for _ in range(2)):
            task = {"t": "turn_market_row", "seat": seat, "ap": 1 + pick.below(5), "special": card}
            if pick.below(4) == 0:
                task["bonus_taken"] = True
            other = _with_seat(state, seat, shards=pick.below(2))
            assert list(market.market_options(other, task, seat)) == list(market_options_old(other, task, seat))


def test_costs_as_the_old_code_gives() -> None:
    """Every action's AP cost without prophecies and under each prophecy."""
    state = conjure.new_game("trickerion", players=2, seed=1).state
    for active in (None, *RULES):
        other = {**state, "prophecies": active is not None, "prophecy": {**state["prophecy"], "active": active}}
        for action in AP_COST:
            assert cost(other, action) == cost_old(other, action)


def _check_learn(state: State, pick: Rng) -> None:
    """Downtown's Learns at the seat's fame and coins and at drawn ones (no coins, in debt, rich)."""
    for seat in range(len(state["seats"])):
        own = state["seats"][seat]
        for fame, coins in ((own["fame"], own["coins"]), (pick.below(40), pick.below(25) - 2)):
            other = _with_seat(state, seat, fame=fame, coins=coins)
            assert downtown.learn_options(other, seat) == learn_options_old(other, seat)


def _check_returns(state: State) -> None:
    for seat in range(len(state["seats"])):
        offered = returns.return_options(state, seat)
        assert offered == return_options_old(state, seat)
        assert returns.returnable_tricks(state, seat) == returnable_tricks_old(state, seat)
        every = [ids.ReturnTrick(t["id"]).format() for t in state["seats"][seat]["tricks"]]
        every += [ids.ReturnProp(p).format() for p in data.COMPONENTS]
        for aid in [*offered, *every]:
            assert returns.worth_it(state, seat, aid) == worth_it_old(state, seat, aid)


GAMES = [
    (2, 11, {}),
    (3, 12, {}),
    (4, 13, {}),
    (3, 14, {"dark_alley": False}),
    (2, 15, {"prophecies": False}),
    (4, 16, {"first_game": True}),
]


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_listings_as_the_old_code_gives(players: int, seed: int, options: dict[str, Any]) -> None:
    game = conjure.new_game("trickerion", players=players, seed=seed, options=options)
    pick, draw = Rng(seed), Rng(seed + 1000)
    steps = placements = 0
    while not game.is_over:
        seat = game.to_act[0]
        state = game.state
        if state["phase"] == "placement":
            placements += _check_placement(state, draw)
        if state["phase"] != "setup":
            _check_market(state, draw)
            _check_market_turn(state, draw)
            _check_learn(state, draw)
        _check_returns(state)
        legal = game.legal_actions(seat)
        game.apply(seat, legal[pick.below(len(legal))])
        steps += 1
    assert steps > 100 and placements > 1000


def test_buy_rows_cover_free_and_dear_props() -> None:
    """Every price (0 under Workshop Delivery), room, haggle and coins: the kept rows as the plain loops give."""
    state = conjure.new_game("trickerion", players=2, seed=1).state
    seat = state["seats"][0]
    for price, held, haggles, coins in itertools.product(range(0, 5), range(0, 4), range(-1, 6), range(-1, 14)):
        own = {**seat, "props": {"wood": held} if held else {}, "multi": [], "coins": coins}
        other = {**state, "seats": [own, *state["seats"][1:]]}
        offer = {"wood": price}
        ap = haggles + market.cost(other, "buy")
        assert market.buy_options(other, 0, ap, offer) == buy_options_old(other, 0, ap, offer)


def test_placement_listings_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """With room for only 3 listings, the oldest go and the lists stay the old code's."""
    monkeypatch.setattr(placement, "LISTINGS_KEPT", 3)
    monkeypatch.setattr(placement, "_LISTINGS", {})
    game = conjure.new_game("trickerion", players=3, seed=21)
    pick, draw = Rng(21), Rng(22)
    compared = 0
    while not game.is_over and compared < 2000:
        if game.state["phase"] == "placement":
            compared += _check_placement(game.state, draw)
            assert len(placement._LISTINGS) <= 3
        legal = game.legal_actions(game.to_act[0])
        game.apply(game.to_act[0], legal[pick.below(len(legal))])
    assert compared >= 2000
