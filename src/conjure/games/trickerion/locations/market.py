"""The Market Row (rulebook: Krámky): buy (with haggling), order, quick order.

The decision ``turn_market_row`` offers every action the character's remaining AP and the seat's coins allow,
and ``end``. Haggling is chosen with the purchase it cheapens: ``buy:<prop>:<count>:<haggle>`` spends 1 + haggle
AP and pays the price less the haggle, never less than 1 coin.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from conjure.engine.terms import Terms

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..phases.placement import spend
from ..phases.preparation import prop_count
from ..prophecies.locations import cost, foretold
from ..specials.bonuses import (
    FORGO,
    bonus,
    ends_or_forgoes,
    fame,
    forgo_option,
    parsed,
    share_coins,
    spend_bonus,
)
from ..steps import buy_move, buyset_move, market_bonus, market_nexts, market_path, order_move, quick_move

END = ids.End().format()
CAP = data.C["max_components_per_type"]
BOARD_SLOTS = data.DATA.raw["workshop"]["component_slots"]
PROPS: tuple[str, ...] = tuple(sorted(data.COMPONENTS))
PRICE: dict[str, int] = {c: data.price(c) for c in PROPS}
# the ids of the orders (slot, prop) and quick orders, made once: the market turn lists them at every step
ORDER_IDS = [[(prop, order_move(slot, prop)) for prop in PROPS] for slot in range(data.MARKET["order_slots"])]
QUICK_IDS = [(prop, quick_move(prop)) for prop in PROPS]


def shelf(state: State) -> dict[str, int]:
    """What can be bought now and the price of one: the buy area, and the quick-order prop for 1 coin more
    (a prop in both is bought at the lower price); the active prophecy may add the ordered kinds or set every
    price (TRK-AP-3)."""
    offer = {c: PRICE[c] for c in state["market"]["buy"] if c is not None}
    offer.update({c: PRICE[c] for c in state["market"].get("logistics", ())})  # TRK-MARKET-7
    if foretold(state, "order_buyable", False):
        offer.update({c: PRICE[c] for c in state["market"]["order"] if c is not None and c not in offer})
    quick = state["market"]["quick"]
    if quick is not None and quick not in offer:
        offer[quick] = PRICE[quick] + data.MARKET["quick_order_surcharge"]
    flat = foretold(state, "component_price")
    return {c: int(flat) for c in offer} if flat is not None else offer


def room(seat: dict[str, Any], prop: str) -> int:
    """How many more of a prop the workshop takes: up to 3 counted (a manager's multi slot counts one more),
    and a new kind needs a free board slot."""
    if not seat["props"].get(prop):
        board_kinds = [c for c, n in seat["props"].items() if n and c not in seat["multi"]]
        if len(board_kinds) >= data.DATA.raw["workshop"]["component_slots"]:
            return 0
    return max(0, int(CAP) - prop_count(seat, prop))


# -- buy and haggle (TRK-MARKET-1, TRK-MARKET-2) ------------------------------------------------------------------------


def buy_options(state: State, seat_no: int, ap: int, offer: dict[str, int] | None = None) -> list[str]:
    """Up to three of one kind on offer, within the room and the coins; each AP beyond the first haggles 1 coin
    off, leaving at least 1 coin to pay."""
    seat = state["seats"][seat_no]
    coins, haggles = seat["coins"], ap - cost(state, "buy")
    props, multi = seat["props"], seat["multi"]
    full = sum(1 for c, n in props.items() if n and c not in multi) >= BOARD_SLOTS  # no free slot for a new kind
    options: list[str] = []
    for prop, price in sorted((offer or shelf(state)).items()):
        held = props.get(prop)
        most = min(3, 0 if full and not held else max(0, int(CAP) - prop_count(seat, prop)))  # room(seat, prop)
        if most > 0:  # haggles and coins beyond what can bind give the same row: kept once
            dearest = price * most
            options += _buy_row(prop, price, most, max(0, min(haggles, dearest - 1)), min(coins, dearest))
    return options


@lru_cache(maxsize=8192)
def _buy_row(prop: str, price: int, most: int, haggles: int, coins: int) -> tuple[str, ...]:
    """The Buys of one kind at ``price``: 1 … ``most`` of it, each haggle of the ``haggles`` AP beyond the first
    that leaves at least 1 coin to pay, within ``coins``. Kept (at most 8,192 rows) by its arguments, all from the
    game's data and state (:func:`buy_options` clamps coins and haggles to what can bind)."""
    options = []
    for count in range(1, most + 1):
        total = price * count
        for haggle in range(0, max(0, min(haggles, total - 1)) + 1):
            if total - haggle <= coins:
                move = buy_move(prop, count, haggle)
                BUY_PARTS[move] = (prop, count, haggle)
                options.append(move)
    return tuple(options)


# a plain Buy's id → its prop, count and haggle (as ``ids.parse`` reads them), noted where the row makes it: the
# resolution reads them without parsing (a few hundred ids at most: the props, counts and haggles are bounded)
BUY_PARTS: dict[str, tuple[str, int, int]] = {}


def buy(
    state: State, seat_no: int, prop: str, count: int, haggle: int, events: Events, offer: dict[str, int] | None = None
) -> int:
    seat = state["seats"][seat_no]
    paid = (offer or shelf(state))[prop] * count - haggle
    seat["coins"] -= paid
    seat["props"][prop] = seat["props"].get(prop, 0) + count
    events.append({"type": "buy", "seat": seat_no, "prop": prop, "count": count, "coins": paid, "haggle": haggle})
    share_coins(state, seat_no, paid, events)
    return paid


def delivery_shelf(state: State, seat_no: int) -> dict[str, int]:
    """Workshop Delivery: the kinds the workshop holds count as on offer too, each 1 coin cheaper."""
    offer = shelf(state)
    held = [c for c, n in state["seats"][seat_no]["props"].items() if n]
    for prop in held:
        offer[prop] = max(0, offer.get(prop, data.price(prop)) - data.C["workshop_delivery_discount"])
    return offer


def mixes(state: State, seat_no: int, most: int, budget: int) -> list[list[str]]:
    """Every mix of 1 … ``most`` props on offer within the workshop's room, worth at most ``budget`` coins."""
    seat = state["seats"][seat_no]
    offer = shelf(state)
    found: list[list[str]] = [[]]
    for prop in sorted(offer):
        space = room(seat, prop)  # the same for every mix: read once
        found = [mix + [prop] * n for mix in found for n in range(0, min(space, most - len(mix)) + 1)]
    return [m for m in found if m and sum(offer[p] for p in m) <= budget]


def buyset_id(mix: list[str]) -> str:
    return buyset_move(mix)


def mix_options(state: State, task: Task, seat_no: int) -> list[str]:
    """Component Sale: up to 4 props of any kinds in one Buy, paid; Barter with Power: a shard for props worth up
    to 4 coins, free."""
    seat, card = state["seats"][seat_no], bonus(task)
    if card == "component_sale":
        return market_bonus([buyset_id(m) for m in mixes(state, seat_no, data.C["component_sale_most"], seat["coins"])])
    if card == "barter_with_power" and seat["shards"] > 0:
        budget = data.C["barter_with_power_value"]
        return market_bonus([buyset_id(m) for m in mixes(state, seat_no, budget, budget)])
    return []


def buy_mix(state: State, task: Task, seat_no: int, mix: list[str], events: Events) -> None:
    seat, card = state["seats"][seat_no], bonus(task)
    offer = shelf(state)
    paid = 0 if card == "barter_with_power" else sum(offer[p] for p in mix)
    seat["coins"] -= paid
    if card == "barter_with_power":
        seat["shards"] -= 1
    for prop in mix:
        seat["props"][prop] = seat["props"].get(prop, 0) + 1
    spend_bonus(task)
    events.append({"type": "buy_mix", "seat": seat_no, "props": list(mix), "coins": paid, "card": card})
    share_coins(state, seat_no, paid, events)


def shoplift_options(state: State, seat_no: int, ap: int) -> list[str]:
    """Shoplifting: a Buy of a kind in the buy area with one of the props free (haggling the rest, never to 0)."""
    seat = state["seats"][seat_no]
    offer = shelf(state)
    options = []
    for prop in sorted({c for c in state["market"]["buy"] if c is not None}):
        for count in range(1, min(3, room(seat, prop)) + 1):
            total = offer[prop] * (count - 1)
            for haggle in range(0, max(0, min(ap - cost(state, "buy"), total - 1)) + 1):
                if total - haggle <= seat["coins"]:
                    options.append(buy_move(prop, count, haggle))
    return options


def shoplift(state: State, seat_no: int, prop: str, count: int, haggle: int, events: Events) -> None:
    """The free prop leaves the buy area; the player restocks its slot with a basic prop of his choice."""
    seat = state["seats"][seat_no]
    paid = shelf(state)[prop] * (count - 1) - haggle
    seat["coins"] -= paid
    seat["props"][prop] = seat["props"].get(prop, 0) + count
    slot = state["market"]["buy"].index(prop)
    state["market"]["buy"][slot] = None
    events.append(
        {
            "type": "buy",
            "seat": seat_no,
            "prop": prop,
            "count": count,
            "coins": paid,
            "haggle": haggle,
            "card": "shoplifting",
        }
    )
    share_coins(state, seat_no, paid, events)
    FLOW.push(state, {"t": "restock", "seat": seat_no, "slot": slot})


def restock_options(state: State, task: Task, seat: int) -> list[str]:
    return [ids.Restock(c).format() for c in sorted(data.COMPONENTS) if data.COMPONENTS[c]["tier"] == "basic"]


@FLOW.decision("restock", restock_options)
def restock(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    prop = ids.Restock.parse(aid).prop
    state["market"]["buy"][task["slot"]] = prop
    events.append({"type": "restock", "seat": seat, "slot": task["slot"], "prop": prop})


def smuggle_options(state: State, seat_no: int) -> list[str]:
    """Smuggled Goods: a Buy paid in fame instead of coins, the total price − 1 (no haggling)."""
    seat = state["seats"][seat_no]
    return [
        buy_move(prop, count, 0)
        for prop, price in sorted(shelf(state).items())
        for count in range(1, min(3, room(seat, prop)) + 1)
        if price * count - 1 <= seat["fame"]
    ]


def smuggle(state: State, seat_no: int, prop: str, count: int, events: Events) -> None:
    seat = state["seats"][seat_no]
    lost = shelf(state)[prop] * count - 1
    seat["fame"] -= lost
    seat["props"][prop] = seat["props"].get(prop, 0) + count
    events.append(
        {"type": "buy", "seat": seat_no, "prop": prop, "count": count, "coins": 0, "haggle": 0, "fame_lost": lost}
    )
    events.append({"type": "special_used", "seat": seat_no, "card": "smuggled_goods"})


# -- order and quick order (TRK-MARKET-3, TRK-MARKET-4) -------------------------------------------------------------------


def order_options(state: State) -> list[str]:
    """Any prop not already ordered, onto a free order slot (slot i delivers into buy slot i at the End of Round)."""
    return list(_order_row(tuple(state["market"]["order"])))


@lru_cache(maxsize=1024)
def _order_row(order: tuple[str | None, ...]) -> tuple[str, ...]:
    """:func:`order_options` for the order slots ``order`` (kept by it: at most 1,024)."""
    return tuple(
        aid for slot, held in enumerate(order) if held is None for prop, aid in ORDER_IDS[slot] if prop not in order
    )


def merchant_options(state: State, seat_no: int) -> list[str]:
    """Traveling Merchants: an Order that also brings one of the prop at once for its price + 1."""
    seat = state["seats"][seat_no]
    return [
        a
        for a in order_options(state)
        if room(seat, ids.Order.parse(a).prop) > 0
        and data.price(ids.Order.parse(a).prop) + data.C["traveling_merchants_surcharge"] <= seat["coins"]
    ]


def traveling_merchants(state: State, task: Task, seat_no: int, slot: int, prop: str, events: Events) -> None:
    """The order as usual, and one of the prop into the workshop; the card works for every Order of this turn."""
    seat = state["seats"][seat_no]
    state["market"]["order"][slot] = prop
    paid = data.price(prop) + data.C["traveling_merchants_surcharge"]
    seat["coins"] -= paid
    seat["props"][prop] = seat["props"].get(prop, 0) + 1
    task["bonus_taken"] = True
    events.append({"type": "order", "seat": seat_no, "slot": slot, "prop": prop, "bought": 1, "coins": paid})
    share_coins(state, seat_no, paid, events)


def logistics_options(state: State) -> list[str]:
    """Logistics: an Order whose prop goes beside the buy area at once (``order:<prop>:special``): a kind not in the
    buy area nor already beside it."""
    stock = {*state["market"]["buy"], *state["market"].get("logistics", ())}
    return market_bonus([ids.text(ids.Order, (prop,)) for prop in sorted(data.COMPONENTS) if prop not in stock])


def logistics(state: State, task: Task, seat: int, prop: str, events: Events) -> None:
    """The prop is part of the stock this round (bought at its price) and goes back at the End of Round."""
    state["market"].setdefault("logistics", []).append(prop)
    spend_bonus(task)
    events.append({"type": "order", "seat": seat, "prop": prop, "card": "logistics"})
    events.append({"type": "special_used", "seat": seat, "card": "logistics"})


# -- returning props at will (TRK-MARKET-8; offered by returns.py) ------------------------------------------------------


def return_prop(state: State, seat_no: int, prop: str, events: Events) -> None:
    """One prop back to the supply; an emptied pile frees its slot (a manager's multi-component slot too)."""
    seat = state["seats"][seat_no]
    seat["props"][prop] -= 1
    if not seat["props"][prop]:
        del seat["props"][prop]
        if prop in seat["multi"]:
            seat["multi"].remove(prop)
    events.append({"type": "props_returned", "seat": seat_no, "prop": prop, "count": 1})


def quick_options(state: State) -> list[str]:
    """Any prop onto the quick-order slot (one already there goes back to the supply)."""
    quick = state["market"]["quick"]
    return [aid for prop, aid in QUICK_IDS if prop != quick]


# -- the decision ----------------------------------------------------------------------------------------------------------


def market_options(state: State, task: Task, seat: int) -> Iterator[str]:
    """``end`` and ``forgo`` first, then the cheap lists: the engine reads two options to know the turn is asked.

    The engine lists a turn's moves several times for each question (which action, which prop, how many, how much
    haggling) on the same position: the list is kept by everything it depends on (:func:`_market_key`), at most
    :data:`LISTINGS_KEPT` of them."""
    yield from _listing(_market_key(state, task, seat), state, task, seat)


def _listing(key: tuple[Any, ...], state: State, task: Task, seat: int) -> tuple[str, ...]:
    """The turn's moves, kept by ``key`` (:func:`_market_key`)."""
    moves = _LISTINGS.get(key)
    if moves is None:
        if len(_LISTINGS) >= LISTINGS_KEPT:
            _LISTINGS.pop(next(iter(_LISTINGS)), None)  # the oldest goes first
        moves = _LISTINGS[key] = tuple(_market_moves(state, task, seat))
    return moves


def market_steps(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    """The next steps of a Market Row turn after the steps ``begun`` (the engine's ``nexts``, see
    ``Flow.decision``), each with the move it completes, along :func:`market_path`: found once for each listing
    (:func:`_market_key`) and steps so far, and kept (at most :data:`LISTINGS_KEPT` listings), so that the legal
    list, the step taken from it and the check for a lone next step do not each go through the turn's moves again
    (pinned by tests/trickerion/test_same_steps.py). Each of the turn's lists (those :func:`_market_groups` joins)
    is made only when a step needs it (tests/trickerion/test_same_market.py): the first step is End, Forgo and each
    list's action, the plain lists' asked without listing their moves; a later step goes through the chosen
    action's moves only, and a plain Buy's through the chosen prop's row only."""
    key = _market_key(state, task, seat)
    turn = _TURNS.get(key)
    if turn is None:
        if len(_TURNS) >= LISTINGS_KEPT:
            _TURNS.pop(next(iter(_TURNS)), None)  # the oldest goes first
        turn = _TURNS[key] = _Turn(state, key[4:9])  # the market's buy area, orders, quick order, Logistics, prophecy
    found = turn.steps.get(begun)
    if found is None:
        found = turn.steps[begun] = _next_steps(turn, state, task, seat, begun)
    return found


LISTINGS_KEPT = 4096
_LISTINGS: dict[tuple[Any, ...], tuple[str, ...]] = {}
Group = tuple[str, tuple[str, ...]]  # a list of a turn's moves (never empty) and their first step
BuyRow = tuple[str, int, int, int, int]  # _buy_row's arguments


class _Turn:
    """What :func:`market_steps` found at one listing (:func:`_market_key`): the next steps by the steps so far, the
    plain Buys' rows by their prop's step (``None``: not yet found), and the moves of the other lists by their first
    step (those of the special card's bonus found with the first step, the plain ones when asked), and the AP
    costs of a Quick Order, an Order and a Buy (the listing's prophecy is part of its key)."""

    def __init__(self, state: State, market: tuple[Any, ...]) -> None:
        self.steps: dict[tuple[str, ...], dict[str, str | None]] = {}
        self.rows: dict[str, BuyRow] | None = None
        self.lists: dict[str, tuple[str, ...]] = {}
        self.bonus: str | None = None  # the first step of the special card's bonus list, made when asked
        self.market = market  # what :func:`shelf` reads (part of the listing's key)
        self.offer: dict[str, int] | None = None  # :func:`shelf`, when read
        self.quick_ap = cost(state, "quick_order")
        self.order_ap = cost(state, "order")
        self.buy_ap = cost(state, "buy")

    def shelf(self, state: State) -> dict[str, int]:
        """:func:`shelf` now (never changed by its readers), kept by the market's part of the listing's key (at
        most :data:`LISTINGS_KEPT`)."""
        offer = self.offer
        if offer is None:
            offer = _SHELVES.get(self.market)
            if offer is None:
                if len(_SHELVES) >= LISTINGS_KEPT:
                    _SHELVES.pop(next(iter(_SHELVES)), None)  # the oldest goes first
                offer = _SHELVES[self.market] = shelf(state)
            self.offer = offer
        return offer


_SHELVES: dict[tuple[Any, ...], dict[str, int]] = {}  # shelf by the market's part of _market_key


_TURNS: dict[tuple[Any, ...], _Turn] = {}  # by _market_key

# the first step of each plain action's moves (``market_path``), and the Buys' second steps by prop
ACT_QUICK, ACT_ORDER, ACT_BUY = (ids.Act(what, None).format() for what in ("quick", "order", "buy"))
WARES: dict[str, str] = {prop: ids.Ware(prop).format() for prop in PROPS}
# the first step of the special card's bonus list (a Quick Order's, an Order's, a Buy's, a Buy of several kinds')
BONUS_QUICK, BONUS_ORDER, BONUS_BUY, BONUS_BUYSET = (
    ids.Act(what, ids.SPECIAL).format() for what in ("quick", "order", "buy", "buyset")
)
WARE_PROPS: dict[str, str] = {ware: prop for prop, ware in WARES.items()}
TO_SLOTS: list[str] = [ids.ToSlot(slot).format() for slot in range(len(ORDER_IDS))]  # an Order's last steps
ORDER_MOVES: list[dict[str, str]] = [dict(row) for row in ORDER_IDS]  # by slot and prop
ORDER_PARTS: dict[str, tuple[int, str]] = {
    move: (slot, prop) for slot, row in enumerate(ORDER_IDS) for prop, move in row
}


def _next_steps(turn: _Turn, state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    """:func:`market_steps` made afresh for ``turn``."""
    if not begun:
        found: dict[str, str | None] = {END: END}
        for move in forgo_option(task):
            found[move] = move  # its path is itself
        for step in _first_steps(turn, state, task, seat):
            if step not in found:
                found[step] = None
        return found
    first, ap = begun[0], task["ap"]
    if first == ACT_BUY:
        rows = turn.rows
        if rows is None:
            rows = turn.rows = _rows(state, task, seat, turn.buy_ap, False, turn.shelf(state))
        if len(begun) == 1:
            return {step: None for step in rows}  # a Buy's path has four steps
        row = rows.get(begun[1])
        if row is None:
            return {}
        return market_nexts(_buy_row(row[0], row[1], row[2], row[3], row[4]), begun)
    if first == ACT_QUICK:  # ware:<prop> completes it
        if ap < turn.quick_ap or len(begun) > 1:
            return {}
        quick = state["market"]["quick"]
        return {WARES[prop]: move for prop, move in QUICK_IDS if prop != quick}
    if first == ACT_ORDER:  # ware:<prop>, then to_slot:<slot> completes it
        order = state["market"]["order"]
        if ap < turn.order_ap or len(begun) > 2 or None not in order:
            return {}
        if len(begun) == 1:
            return {WARES[prop]: None for prop in PROPS if prop not in order}
        prop = WARE_PROPS.get(begun[1])
        if prop is None or prop in order:
            return {}
        return {TO_SLOTS[slot]: ORDER_MOVES[slot][prop] for slot, held in enumerate(order) if held is None}
    if () not in turn.steps:  # the bonus's list is found with the first step
        turn.steps[()] = _next_steps(turn, state, task, seat, ())
    moves = turn.lists.get(first)
    if moves is None:  # made when its first step is taken
        moves = turn.lists[first] = tuple(_bonus_moves(state, task, seat)) if first == turn.bonus else ()
    return market_nexts(moves, begun)


def _first_steps(turn: _Turn, state: State, task: Task, seat: int) -> list[str]:
    """The first step of each of :func:`_market_groups`' lists, in their order (a step once for each list), each
    list asked whether it has a move without listing it; the special card's bonus list is made only when its first
    step is taken (:func:`_bonus_moves`; ``turn.bonus``: that step)."""
    steps: list[str] = []
    ap, card = task["ap"], bonus(task)
    if ap >= turn.quick_ap:
        quick = state["market"]["quick"]
        if any(prop != quick for prop in PROPS):  # quick_options lists one
            steps.append(ACT_QUICK)
            if card == "dubious_sources":  # the same Quick Orders with the bonus
                _bonus_step(turn, steps, BONUS_QUICK)
    if ap >= turn.order_ap:
        order = state["market"]["order"]
        if None in order and any(prop not in order for prop in PROPS):  # order_options lists one
            steps.append(ACT_ORDER)
            if card == "traveling_merchants":
                own = state["seats"][seat]
                coins, surcharge = own["coins"], data.C["traveling_merchants_surcharge"]
                if any(
                    prop not in order and room(own, prop) > 0 and PRICE[prop] + surcharge <= coins for prop in PROPS
                ):  # merchant_options lists one
                    _bonus_step(turn, steps, BONUS_ORDER)
        if card == "logistics":
            stock = {*state["market"]["buy"], *state["market"].get("logistics", ())}
            if any(prop not in stock for prop in PROPS):  # logistics_options lists one
                _bonus_step(turn, steps, BONUS_ORDER)
    if ap >= turn.buy_ap and card is None:
        if turn.rows if turn.rows is not None else _rows(state, task, seat, turn.buy_ap, True, turn.shelf(state)):
            steps.append(ACT_BUY)
    elif ap >= turn.buy_ap:
        offer = turn.shelf(state)
        if turn.rows if turn.rows is not None else _rows(state, task, seat, turn.buy_ap, True, offer):
            steps.append(ACT_BUY)
            if card == "workshop_exhibition":  # the same Buys with the bonus
                _bonus_step(turn, steps, BONUS_BUY)
        own = state["seats"][seat]
        if card == "smuggled_goods":  # smuggle_options lists one: a single prop within the fame (prices >= 0)
            fame = own["fame"]
            if any(price - 1 <= fame and room(own, prop) > 0 for prop, price in offer.items()):
                _bonus_step(turn, steps, BONUS_BUY)
        if card == "shoplifting":  # shoplift_options lists one: a single prop of the buy area, free
            if own["coins"] >= 0 and any(c is not None and room(own, c) > 0 for c in state["market"]["buy"]):
                _bonus_step(turn, steps, BONUS_BUY)
        if card == "workshop_delivery" and _rows(state, task, seat, turn.buy_ap, True, delivery_shelf(state, seat)):
            _bonus_step(turn, steps, BONUS_BUY)
        if card == "component_sale" or (card == "barter_with_power" and own["shards"] > 0):
            budget = own["coins"] if card == "component_sale" else data.C["barter_with_power_value"]
            if any(price <= budget and room(own, prop) > 0 for prop, price in offer.items()):  # mixes lists one
                _bonus_step(turn, steps, BONUS_BUYSET)
    return steps


def _bonus_step(turn: _Turn, steps: list[str], step: str) -> None:
    """The special card's bonus list has a move: its first step noted (its moves made when it is taken)."""
    steps.append(step)
    turn.bonus = step


def _bonus_moves(state: State, task: Task, seat: int) -> list[str]:
    """The special card's bonus list of :func:`_market_groups` (the turn's AP allowing it)."""
    ap, card = task["ap"], bonus(task)
    if card == "dubious_sources":
        return market_bonus(quick_options(state))
    if card == "traveling_merchants":
        return market_bonus(merchant_options(state, seat))
    if card == "logistics":
        return logistics_options(state)
    if card == "workshop_exhibition":
        return market_bonus(buy_options(state, seat, ap))
    if card == "smuggled_goods":
        return market_bonus(smuggle_options(state, seat))
    if card == "shoplifting":
        return market_bonus(shoplift_options(state, seat, ap))
    if card == "workshop_delivery":
        return market_bonus(buy_options(state, seat, ap, delivery_shelf(state, seat)))
    return mix_options(state, task, seat)


def _rows(state: State, task: Task, seat: int, buy_ap: int, one: bool, offer: dict[str, int]) -> dict[str, BuyRow]:
    """The plain Buys by their prop's step (``ware:<prop>``), in :func:`buy_options`' order: each non-empty row's
    :func:`_buy_row` arguments (the row is made only when its prop is chosen); none without the AP for a Buy
    (``buy_ap``, its cost). ``one``: only one of them, in any order (whether there is a Buy). ``offer``: the
    prices (:func:`shelf`; Workshop Delivery's :func:`delivery_shelf`)."""
    rows: dict[str, BuyRow] = {}
    ap = task["ap"]
    if ap >= buy_ap:
        own = state["seats"][seat]
        coins, haggles = own["coins"], ap - buy_ap
        props, multi = own["props"], own["multi"]
        full = sum(1 for c, n in props.items() if n and c not in multi) >= BOARD_SLOTS
        for prop, price in offer.items() if one else sorted(offer.items()):  # any one will do
            held = props.get(prop)
            most = min(3, 0 if full and not held else max(0, int(CAP) - prop_count(own, prop)))
            if most > 0:
                dearest = price * most
                top, purse = max(0, min(haggles, dearest - 1)), min(coins, dearest)
                if _row_buys(price, most, top, purse):
                    rows[WARES[prop]] = (prop, price, most, top, purse)
                    if one:
                        break
    return rows


def _row_buys(price: int, most: int, haggles: int, coins: int) -> bool:
    """Whether :func:`_buy_row` with these arguments lists a Buy (found without making it): the cheapest of each
    count is the one with the most haggling."""
    for count in range(1, most + 1):
        total = price * count
        if total - max(0, min(haggles, total - 1)) <= coins:
            return True
    return False


def _market_groups(state: State, task: Task, seat: int) -> list[Group]:
    """:func:`_market_moves` but End and Forgo, as the lists it joins (each of one action, plain or with the special
    card's bonus, so that every move of a list has the same first step), each with that step: the non-empty ones,
    in their order."""
    lists: list[list[str]] = []
    ap, card = task["ap"], bonus(task)
    if ap >= cost(state, "quick_order"):
        lists.append(quick_options(state))
        if card == "dubious_sources":
            lists.append(market_bonus(quick_options(state)))
    if ap >= cost(state, "order"):
        lists.append(order_options(state))
        if card == "traveling_merchants":
            lists.append(market_bonus(merchant_options(state, seat)))
        if card == "logistics":
            lists.append(logistics_options(state))
    if ap >= cost(state, "buy"):
        lists.append(buy_options(state, seat, ap))
        if card == "workshop_exhibition":
            lists.append(market_bonus(buy_options(state, seat, ap)))
        if card == "smuggled_goods":
            lists.append(market_bonus(smuggle_options(state, seat)))
        if card == "shoplifting":
            lists.append(market_bonus(shoplift_options(state, seat, ap)))
        if card == "workshop_delivery":
            lists.append(market_bonus(buy_options(state, seat, ap, delivery_shelf(state, seat))))
        if card == "component_sale" or card == "barter_with_power":
            lists.append(mix_options(state, task, seat))
    return [(market_path(moves[0])[0], tuple(moves)) for moves in lists if moves]


def _market_key(state: State, task: Task, seat: int) -> tuple[Any, ...]:
    """Everything :func:`_market_moves` reads, as a key: the turn's AP and special card (its bonus given up or
    taken), the market's buy area, order slots, quick-order slot and Logistics' props, the active prophecy, and the
    seat's coins, fame, shards, props and multi-component slots."""
    market, own = state["market"], state["seats"][seat]
    buy: list[Any] = market["buy"]  # read typed: a list made a tuple directly
    order: list[Any] = market["order"]
    logistics: list[Any] | None = market.get("logistics")
    props: dict[str, int] = own["props"]
    multi: list[str] = own["multi"]
    return (
        seat,
        task["ap"],
        task.get("special"),
        task.get("bonus_taken"),
        tuple(buy),
        tuple(order),
        market["quick"],
        tuple(logistics) if logistics else (),
        state["prophecy"]["active"] if state["prophecies"] else None,
        own["coins"],
        own["fame"],
        own["shards"],
        tuple(props.items()),
        tuple(multi),
    )


def _market_moves(state: State, task: Task, seat: int) -> Iterator[str]:
    """:func:`market_options` made afresh (the special card held and the actions' AP costs read once)."""
    yield END
    yield from forgo_option(task)
    ap, card = task["ap"], bonus(task)
    if ap >= cost(state, "quick_order"):
        yield from quick_options(state)
        if card == "dubious_sources":
            yield from market_bonus(quick_options(state))
    if ap >= cost(state, "order"):
        yield from order_options(state)
        if card == "traveling_merchants":
            yield from market_bonus(merchant_options(state, seat))
        if card == "logistics":
            yield from logistics_options(state)
    if ap >= cost(state, "buy"):
        yield from buy_options(state, seat, ap)
        if card == "workshop_exhibition":
            yield from market_bonus(buy_options(state, seat, ap))
        if card == "smuggled_goods":
            yield from market_bonus(smuggle_options(state, seat))
        if card == "shoplifting":
            yield from market_bonus(shoplift_options(state, seat, ap))
        if card == "workshop_delivery":
            yield from market_bonus(buy_options(state, seat, ap, delivery_shelf(state, seat)))
        if card == "component_sale" or card == "barter_with_power":  # mix_options offers nothing for any other
            yield from mix_options(state, task, seat)


def market_terms(state: State, task: Task, seat: int, move: str) -> Terms:
    """What a Market Row move costs (AP, coins, fame for Smuggled Goods, a shard for Barter with Power) and gives
    (props; fame for Workshop Exhibition; +1 AP for giving the bonus up)."""
    chosen, card = ids.parse(move), bonus(task)
    match chosen:
        case ids.Buy(prop, count, haggle, special):
            return _buy_terms(state, seat, prop, count, haggle, card if special else None)
        case ids.Buyset():
            barter = card == "barter_with_power"
            paid = {"coins": 0 if barter else sum(shelf(state)[p] for p in chosen.props), "shards": int(barter)}
            return Terms.of({"ap": cost(state, "buy"), **paid}, dict(Counter(chosen.props)))
        case ids.Order(prop=prop) if chosen.special and card == "traveling_merchants":
            paid = data.price(prop) + data.C["traveling_merchants_surcharge"]
            return Terms.of({"ap": cost(state, "order"), "coins": paid}, {prop: 1})
        case ids.Order():
            return Terms.of({"ap": cost(state, "order")})
        case ids.Quick():
            return Terms.of({"ap": cost(state, "quick_order")})
        case ids.Forgo():
            return Terms.of(gain={"ap": 1})
    return Terms()


def _buy_terms(state: State, seat: int, prop: str, count: int, haggle: int, card: str | None) -> Terms:
    ap = cost(state, "buy") + haggle * cost(state, "bargain")
    if card == "smuggled_goods":
        return Terms.of({"ap": cost(state, "buy"), "fame": shelf(state)[prop] * count - 1}, {prop: count})
    if card == "shoplifting":
        paid = shelf(state)[prop] * (count - 1) - haggle
    elif card == "workshop_delivery":
        paid = delivery_shelf(state, seat)[prop] * count - haggle
    else:
        paid = shelf(state)[prop] * count - haggle
    gain = {prop: count, "fame": max(0, paid - 1) if card == "workshop_exhibition" else 0}
    return Terms.of({"ap": ap, "coins": paid}, gain)


@FLOW.decision(
    "turn_market_row", market_options, path=market_path, terms=market_terms, nexts=market_steps
)  # asked step by step
def turn_market_row(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    if aid == END or aid == FORGO:  # their kind is their id
        ends_or_forgoes(state, task, seat, aid, events, _only_end)
        return
    ordered = ORDER_PARTS.get(aid)
    if ordered is not None:  # a plain Order (read from its id's parts, without the typed id's properties)
        _plain_order(state, task, seat, ordered[0], ordered[1], events)
        return
    bought = BUY_PARTS.get(aid)
    if bought is not None:  # a plain Buy whose id a row made
        _buy(state, task, seat, bought[0], bought[1], bought[2], False, events)
        return
    chosen = parsed(aid)
    match chosen:
        case ids.Buy(prop, count, haggle, special):
            _buy(state, task, seat, prop, count, haggle, bool(special), events)
        case ids.Buyset():
            spend(task, cost(state, "buy"))
            buy_mix(state, task, seat, chosen.props, events)
        case ids.Order():
            _order(state, task, seat, chosen, events)
        case ids.Quick(prop, special):
            spend(task, cost(state, "quick_order"))
            state["market"]["quick"] = prop
            events.append({"type": "quick_order", "seat": seat, "prop": prop})
            if special:  # Dubious Sources: the prop on the slot is this seat's at the End of Round (TRK-END-9)
                spend_bonus(task)
                state["dubious_sources"] = seat
                events.append({"type": "special_used", "seat": seat, "card": "dubious_sources"})


def _only_end(state: State, task: Task, seat: int) -> bool:
    """Whether ``end`` is the turn's only option (``FLOW.option_ids``, a stepwise kind's first steps, is
    ``[END]``), by the first steps kept for the listing."""
    first = market_steps(state, task, seat, ())
    return len(first) == 1 and END in first


def _buy(
    state: State, task: Task, seat: int, prop: str, count: int, haggle: int, boosted: bool, events: Events
) -> None:
    """A Buy, plain or with Smuggled Goods, Shoplifting, Workshop Delivery or Workshop Exhibition (``boosted``: with
    the card's bonus)."""
    card = bonus(task) if boosted else None
    if card == "smuggled_goods":
        spend(task, cost(state, "buy"))
        smuggle(state, seat, prop, count, events)
        spend_bonus(task)
        return
    spend(task, cost(state, "buy") + haggle * cost(state, "bargain"))
    if card == "shoplifting":
        shoplift(state, seat, prop, count, haggle, events)
        spend_bonus(task)
    elif card == "workshop_delivery":
        buy(state, seat, prop, count, haggle, events, delivery_shelf(state, seat))
        spend_bonus(task)
        events.append({"type": "special_used", "seat": seat, "card": "workshop_delivery"})
    else:
        paid = buy(state, seat, prop, count, haggle, events)
        if boosted:
            spend_bonus(task)
            fame(state, seat, "workshop_exhibition", paid - 1, events)  # Workshop Exhibition (TRK-MARKET-5)
            events.append({"type": "special_used", "seat": seat, "card": "workshop_exhibition"})


def _order(state: State, task: Task, seat: int, chosen: ids.Order, events: Events) -> None:
    """An Order, plain or with Logistics or Traveling Merchants."""
    spend(task, cost(state, "order"))
    if chosen.special and bonus(task) == "logistics":
        logistics(state, task, seat, chosen.prop, events)
        return
    assert chosen.slot is not None
    if chosen.special:
        traveling_merchants(state, task, seat, chosen.slot, chosen.prop, events)
    else:
        state["market"]["order"][chosen.slot] = chosen.prop
        events.append({"type": "order", "seat": seat, "slot": chosen.slot, "prop": chosen.prop})


def _plain_order(state: State, task: Task, seat: int, slot: int, prop: str, events: Events) -> None:
    """A plain Order (:func:`_order` without the card's bonus)."""
    spend(task, cost(state, "order"))
    state["market"]["order"][slot] = prop
    events.append({"type": "order", "seat": seat, "slot": slot, "prop": prop})
