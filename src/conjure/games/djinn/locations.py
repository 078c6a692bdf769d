"""The six locations (basic and special actions) and the Magic Source (DJN-ACA-*, DJN-TAV-*, ...)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Final

from conjure.engine.flow import Flow
from conjure.engine.rng import Rng

from . import ids
from .catch import can_catch_source_boss, start_catch
from .data import (
    CHESTS,
    COLOURS,
    EQUIP_KINDS,
    EQUIPMENT,
    LOCATION_ACTIONS,
    MAGES,
    MARKET_OFFERS,
    MARKET_STALLS,
    SQUARE,
    offer_prices,
)
from .effects import (
    ability_amount,
    activate_circle,
    apply_effects,
    can_afford,
    can_turn_mages_up,
    face_down_mages,
    gain_capacity,
    gain_keys,
    gain_power,
    has_ability,
    inactive_circle,
    scroll_fee,
)
from .flow import FLOW, Task

State = dict[str, Any]
Events = list[dict[str, Any]]
ARCHIVE_OPTIONS: Final = ["pass", "coins", "scroll", "mage", "circle"]


# -- the location actions: each location's record names its mechanism and numbers ----------------------
def params_of(loc: str, special: bool) -> dict[str, Any]:
    """The numbers of a location's basic or special action (data.toml ``location_actions``)."""
    return dict(LOCATION_ACTIONS[loc]["special" if special else "basic"])


def can_do(state: State, seat: int, loc: str, special: bool) -> bool:
    """Whether the action can be taken now (the checks only read its numbers: no copy of them is made)."""
    record = LOCATION_ACTIONS[loc]
    return bool(CAN[record["handler"]](state, seat, record["special" if special else "basic"]))


def do_location(state: State, seat: int, loc: str, special: bool, rng: Rng, events: Events) -> None:
    events.append({"type": "action", "seat": seat, "loc": loc, "special": special})
    DO[LOCATION_ACTIONS[loc]["handler"]](state, seat, params_of(loc, special), special, rng, events)


def academy(state: State, seat: int, params: dict[str, Any], special: bool, rng: Rng, events: Events) -> None:
    """Capacity (special), scrolls and power; P9 may turn mages face up instead of part of the power."""
    p = state["seats"][seat]
    if params["capacity"]:
        gain_capacity(state, seat, params["capacity"], events)
    p["scrolls"] += params["scrolls"]
    if has_ability(p, "academy_mages") and can_turn_mages_up(p):
        Flow.push(state, {"t": "acad", "seat": seat, "left": ability_amount("academy_mages"), "power": params["power"]})
    else:
        gain_power(p, params["power"])


def tavern(state: State, seat: int, params: dict[str, Any], special: bool, rng: Rng, events: Events) -> None:
    """A mage from the piles the action allows (the special one: a key mage also gives a key)."""
    Flow.push(state, {"t": "takemage", "seat": seat, "piles": list(params["piles"]), "key": params["key"], "tav": True})


def catacombs(state: State, seat: int, params: dict[str, Any], special: bool, rng: Rng, events: Events) -> None:
    """Reveal chests (the staff may add one more, to discard one)."""
    n = params["chests"]
    if _has_extra(state, seat) and len(state["chests"]) + len(state["chest_discards"]) > n:
        Flow.push(state, {"t": "xchest", "seat": seat, "n": n})
    else:
        reveal_chests(state, seat, n, False, rng, events)


def archive(state: State, seat: int, params: dict[str, Any], special: bool, rng: Rng, events: Events) -> None:
    """Archive options, all different (P6: at the special action the same one may be taken twice)."""
    twice = special and has_ability(state["seats"][seat], "archive_twice")
    Flow.push(state, {"t": "arch", "seat": seat, "n": params["options"], "used": [], "twice": twice})


def workshop(state: State, seat: int, params: dict[str, Any], special: bool, rng: Rng, events: Events) -> None:
    """Pay coins for corks (P4: more at the special action) and an equipment card."""
    p = state["seats"][seat]
    p["coins"] -= params["coins"]
    p["corks"] += ability_amount("workshop_corks") if special and has_ability(p, "workshop_corks") else params["corks"]
    if any(state["equipment_piles"][k] for k in EQUIP_KINDS):
        Flow.push(state, {"t": "takeequip", "seat": seat})


def market(state: State, seat: int, params: dict[str, Any], special: bool, rng: Rng, events: Events) -> None:
    """Purchases at the stalls, one at a time."""
    Flow.push(state, {"t": "mkt", "seat": seat, "left": params["purchases"], "done": 0})


def can_tavern(state: State, seat: int, params: dict[str, Any]) -> bool:
    return any(state["piles"][i] for i in params["piles"])


def can_catacombs(state: State, seat: int, params: dict[str, Any]) -> bool:
    return bool(state["chests"] or state["chest_discards"])


def can_archive(state: State, seat: int, params: dict[str, Any]) -> bool:
    """Always: of the Archive's options, the coins and the scroll need nothing, so none used yet leaves them open
    (what ``archive_options`` with nothing used says; a test compares the two)."""
    return True


def can_workshop(state: State, seat: int, params: dict[str, Any]) -> bool:
    return bool(state["seats"][seat]["coins"] >= params["coins"])


def can_market(state: State, seat: int, params: dict[str, Any]) -> bool:
    return next(_market_options(state, seat), None) is not None


# -- Academy with character P9 ------------------------------------------------------------------
def acad_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    p = state["seats"][seat]
    out = [f"amage:{i}" for i in face_down_mages(p)] if node["left"] else []
    return out + ["amage:done"]


def acad_task_options(state: State, task: Task, seat: int) -> list[str]:
    return acad_options(state, seat, task)


@FLOW.decision("acad", acad_task_options, ask_single=True)
def academy_p9(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """P9 at the Academy: turn mages face up instead of part of the power (DJN-CHAR-P9)."""
    acad_step(state, seat, task, ids.Amage.parse(aid).index)


def acad_step(state: State, seat: int, node: dict[str, Any], arg: str) -> None:
    p = state["seats"][seat]
    if arg == "done":
        state["tasks"].remove(node)
        gain_power(p, node["power"])
        return
    p["mages"][int(arg)][1] = True
    node["left"] -= 1
    node["power"] -= 1


# -- Tavern --------------------------------------------------------------------------------------
def takemage_options(state: State, node: dict[str, Any]) -> list[str]:
    return [f"tm:{i}" for i in node["piles"] if state["piles"][i]]


def takemage_task_options(state: State, task: Task, seat: int) -> list[str]:
    return takemage_options(state, task)


@FLOW.auto("mage_choice")
def mage_choice(state: State, task: Task, rng: Rng, events: Events) -> None:
    """A mage of your choice, if any pile still has one (an effect: chests, awards)."""
    if takemage_options(state, task):
        Flow.push(state, {**task, "t": "takemage"})


@FLOW.decision("takemage", takemage_task_options, ask_single=True)
def take_mage_from(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    take_mage(state, seat, task, ids.Tm.parse(aid).pile, events)


def take_mage(state: State, seat: int, node: dict[str, Any], pile: int, events: Events) -> None:
    """Take the top card of a pile; refill an empty pile with 1 card from its twin (DJN-TAV-3)."""
    state["tasks"].remove(node)
    piles = state["piles"]
    card = piles[pile].pop()
    twin = pile ^ 1
    if not piles[pile] and len(piles[twin]) >= 2:
        piles[pile].append(piles[twin].pop(0))
    gain_mage(state, seat, card, node["key"], events, node.get("tav", False))


def gain_mage(state: State, seat: int, card: str, key_action: bool, events: Events, tavern: bool = False) -> None:
    p = state["seats"][seat]
    has_key = MAGES[card]["key"]
    face_up = not (has_key and has_ability(p, "key_mages_down"))
    p["mages"].append([card, face_up])
    events.append({"type": "mage", "seat": seat, "card": card})
    if has_key and key_action:
        gain_keys(state, p, 1)
    if tavern and not has_key and has_ability(p, "tavern_key"):
        gain_keys(state, p, 1)
    if any(e[1] and EQUIPMENT[e[0]]["ability"] == "mage_gain_up" for e in p["equipment"]) and can_turn_mages_up(p):
        Flow.push(state, {"t": "mageup", "seat": seat, "n": 1})


def mageup_task_options(state: State, task: Task, seat: int) -> list[str]:
    return mageup_options(state, seat, task)


@FLOW.decision("mageup", mageup_task_options, ask_single=True)
def mages_up(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Turn up to n face-down mages face up, one by one (DJN-EFF-1)."""
    mageup_step(state, seat, task, ids.Up.parse(aid).index)


def mageup_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    p = state["seats"][seat]
    out = [f"up:{i}" for i in face_down_mages(p)] if node["n"] > 0 and not has_ability(p, "no_reactivate") else []
    return out + ["up:done"]


def mageup_step(state: State, seat: int, node: dict[str, Any], arg: str) -> None:
    if arg == "done":
        state["tasks"].remove(node)
        return
    state["seats"][seat]["mages"][int(arg)][1] = True
    node["n"] -= 1
    if node["n"] == 0 or not face_down_mages(state["seats"][seat]):
        state["tasks"].remove(node)


# -- Catacombs ------------------------------------------------------------------------------------
def reveal_chests(state: State, seat: int, n: int, extra: bool, rng: Rng, events: Events) -> None:
    """Reveal chests; with the staff's extra chest one more, and one of them is discarded unused (DJN-CAT-1..4)."""
    shown = []
    for _ in range(n + int(extra)):
        if not state["chests"]:
            if not state["chest_discards"]:
                break
            state["chests"], state["chest_discards"] = state["chest_discards"], []
            rng.shuffle(state["chests"])
            events.append({"type": "chest_reshuffle"})
        shown.append(state["chests"].pop())
    events.append({"type": "chests", "seat": seat, "chests": list(shown)})
    if shown:
        Flow.push(state, {"t": "chests", "seat": seat, "queue": shown, "discard": extra and len(shown) > 1})


def extra_chest_options(state: State, task: Task, seat: int) -> list[str]:
    return ["xchest:no", "xchest:yes"]


@FLOW.decision("xchest", extra_chest_options)
def extra_chest_step(state: State, node: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The staff's extra chest is optional (cs "smíte", de "darfst"): reveal it or not (DJN-EQ-3)."""
    state["tasks"].remove(node)
    reveal_chests(state, seat, node["n"], ids.Xchest.parse(aid).answer == "yes", rng, events)


@FLOW.auto("chests")
def next_chest(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The revealed chests in order: a choice (discard one, use a key) is asked, else the chest is taken."""
    if chest_options(state, task["seat"], task):
        Flow.push(state, {**task, "t": "chest"})
    else:
        resolve_chest(state, task["seat"], task, False, events)


def chest_task_options(state: State, task: Task, seat: int) -> list[str]:
    return chest_options(state, seat, task)


def chest_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    p = state["seats"][seat]
    if node["discard"]:
        return [f"cdisc:{c}" for c in node["queue"]]
    first = node["queue"][0]
    if (
        CHESTS[first]["key"]
        and p["keys"]
        and not has_ability(p, "no_chest_keys")
        and not (has_ability(p, "keep_key") and state["turn"]["key_chest"])
    ):  # a kept key opens 1 chest per turn (P8)
        return [f"open:{first}", f"shut:{first}"]
    return []


@FLOW.decision("chest", chest_task_options)
def chest_step(state: State, node: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Discard one of the staff's chests, or open a chest with a key or not (DJN-CAT-2, DJN-EQ-3)."""
    state["tasks"].pop()
    chosen = ids.parse(aid)
    if isinstance(chosen, ids.Cdisc):
        node["queue"].remove(chosen.chest)
        state["chest_discards"].append(chosen.chest)
        events.append({"type": "chest_discard", "seat": seat, "chest": chosen.chest})
        Flow.push(state, {"t": "chests", "seat": seat, "queue": node["queue"], "discard": False})
        return
    resolve_chest(state, seat, node, isinstance(chosen, ids.Open), events)


def resolve_chest(state: State, seat: int, node: dict[str, Any], unlock: bool, events: Events) -> None:
    """Take the next chest (the task is off the stack; the rest of the queue goes back on it)."""
    p = state["seats"][seat]
    chest = node["queue"].pop(0)
    state["chest_discards"].append(chest)
    if node["queue"]:
        Flow.push(state, {"t": "chests", "seat": seat, "queue": node["queue"], "discard": False})
    effects = list(CHESTS[chest]["gain"])
    if unlock:
        state["turn"]["key_chest"] = True
        if not has_ability(p, "keep_key"):
            p["keys"] -= 1
        effects += CHESTS[chest]["key"]
    events.append({"type": "chest", "seat": seat, "chest": chest, "unlock": unlock})
    apply_effects(state, seat, effects, events)


def _has_extra(state: State, seat: int) -> bool:
    return any(e[1] and EQUIPMENT[e[0]]["ability"] == "extra_chest" for e in state["seats"][seat]["equipment"])


# -- Archive ----------------------------------------------------------------------------------------
def passage_spots(state: State, seat: int) -> list[str]:
    """Square fields where a passage may go: one per player, a symbol new to that field (DJN-ARC-2)."""
    p = state["seats"][seat]
    out = []
    for sq in SQUARE:
        here = state["passages"][sq]
        if any(s == seat for s, _ in here):
            continue
        taken = {state["tiles"][sq]} | {loc for _, loc in here}
        out += [f"pp:{sq}:{loc}" for loc in p["passage_bar"] if loc not in taken]
    return out


def archive_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    p = state["seats"][seat]
    out = []
    for opt in ARCHIVE_OPTIONS:
        if opt in node["used"] and not (node["twice"] and node["used"].count(opt) < 2):
            continue
        if opt == "pass" and not passage_spots(state, seat):
            continue
        if opt == "mage" and not can_turn_mages_up(p):
            continue
        if opt == "circle" and inactive_circle(p) < 0 and not p["archive_red"]:
            continue  # the red option still gives its key (partial actions are allowed)
        out.append(f"arc:{opt}")
    return out


def archive_task_options(state: State, task: Task, seat: int) -> list[str]:
    return archive_options(state, seat, task) + ["arc:done"]


@FLOW.decision("arch", archive_task_options, ask_single=True)
def archive_step(state: State, node: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """One Archive option (two different at the special action; P6 may repeat one), or stop (DJN-ARC-1)."""
    opt = ids.Arc.parse(aid).option
    p = state["seats"][seat]
    if opt == "done":
        state["tasks"].remove(node)
        return
    node["used"].append(opt)
    if len(node["used"]) >= node["n"]:
        state["tasks"].remove(node)
    red = p["archive_red"]
    if opt == "pass":
        Flow.push(state, {"t": "ppl", "seat": seat})
    elif opt == "coins":
        p["coins"] += 4 if red else 2
    elif opt == "scroll":
        p["scrolls"] += 1
        if red:
            gain_power(p, 2)
    elif opt == "mage":
        Flow.push(state, {"t": "mageup", "seat": seat, "n": 2 if red else 1})
    elif opt == "circle":
        activate_circle(state, seat, events)
        if red:
            gain_keys(state, p, 1)
    events.append({"type": "archive", "seat": seat, "option": opt, "red": red})


def passage_task_options(state: State, task: Task, seat: int) -> list[str]:
    return passage_spots(state, seat)


@FLOW.decision("ppl", passage_task_options, ask_single=True)
def place_passage(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Place a passage; the last one raises the minimum, gives 2 power and the red options (DJN-ARC-3)."""
    laid = ids.Pp.parse(aid)
    sq, loc = laid.field, laid.location
    p = state["seats"][seat]
    state["tasks"].pop()
    state["passages"][sq].append([seat, loc])
    p["passage_bar"].remove(loc)
    p["passages_placed"] += 1
    state["turn"]["new_passages"] += sq + ","
    events.append({"type": "passage", "seat": seat, "field": sq, "loc": loc})
    if not p["passage_bar"]:
        p["minimum"] += 1
        gain_power(p, 2)
        p["archive_red"] = True
        events.append({"type": "last_passage", "seat": seat})


# -- Workshop -------------------------------------------------------------------------------------------
def takeequip_options(state: State, seat: int) -> list[str]:
    return [f"teq:{k}" for k in EQUIP_KINDS if state["equipment_piles"][k]]


def takeequip_task_options(state: State, task: Task, seat: int) -> list[str]:
    return takeequip_options(state, seat)


@FLOW.auto("equip_choice")
def equip_choice(state: State, task: Task, rng: Rng, events: Events) -> None:
    """An equipment card of your choice, if any pile still has one (an effect: chests, awards)."""
    if takeequip_options(state, task["seat"]):
        Flow.push(state, {**task, "t": "takeequip"})


@FLOW.decision("takeequip", takeequip_task_options, ask_single=True)
def take_equipment(state: State, node: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Take the top card of a pile (N9: the bottom card); one face-up card per kind (DJN-WRK-2)."""
    kind = ids.Teq.parse(aid).pile
    p = state["seats"][seat]
    state["tasks"].remove(node)
    pile = state["equipment_piles"][kind]
    card = pile.pop(0) if has_ability(p, "bottom_equipment") else pile.pop()
    events.append({"type": "equipment", "seat": seat, "card": card})
    state["turn"]["new_equipment"].append(card)
    active = [i for i, e in enumerate(p["equipment"]) if e[1] and EQUIPMENT[e[0]]["kind"] == kind]
    p["equipment"].append([card, True])
    if active:
        Flow.push(state, {"t": "keep", "seat": seat, "old": active[0], "new": len(p["equipment"]) - 1})
    kinds = {EQUIPMENT[e[0]]["kind"] for e in p["equipment"]}
    if not p["set_bonus"] and len(kinds) == len(EQUIP_KINDS):
        p["set_bonus"] = True
        p["minimum"] += 1
        gain_power(p, 2)
        events.append({"type": "set_bonus", "seat": seat})


def keep_options(state: State, task: Task, seat: int) -> list[str]:
    return ["keep:new", "keep:old"]


@FLOW.decision("keep", keep_options)
def keep_step(state: State, node: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Two cards of one kind: keep the new or the old one face up (DJN-WRK-2)."""
    which = ids.Keep.parse(aid).which
    p = state["seats"][seat]
    state["tasks"].remove(node)
    down = node["old"] if which == "new" else node["new"]
    p["equipment"][down][1] = False


# -- Market ----------------------------------------------------------------------------------------------
def stall_owners(state: State, seat: int, stall: int) -> list[int]:
    return [s for s, p in enumerate(state["seats"]) if s != seat and p["stall"] == stall]


def pays_others(p: dict[str, Any]) -> bool:
    return not has_ability(p, "market_free") and not any(
        e[1] and EQUIPMENT[e[0]]["ability"] == "no_tips" for e in p["equipment"]
    )


def can_stay(p: dict[str, Any]) -> bool:
    return any(e[1] and EQUIPMENT[e[0]]["ability"] == "stay_stall" for e in p["equipment"])


def market_options(state: State, seat: int) -> list[str]:
    """Move the assistant to another stall and buy there; pay 1 coin or scroll per other assistant."""
    return list(_market_options(state, seat))


def _market_options(state: State, seat: int) -> Iterator[str]:
    """:func:`market_options` one by one (whether there is any needs only the first)."""
    p = state["seats"][seat]
    coins, scrolls = p["coins"], p["scrolls"]
    stay = can_stay(p)
    pays = pays_others(p)
    mages_up: bool | None = None  # whether the mages offer can be used, found when first needed
    for s, offers in enumerate(MARKET_STALLS[len(state["seats"])]):
        if s == p["stall"] and not stay:
            continue
        tips = len(stall_owners(state, seat, s)) if pays else 0
        for o in offers:
            offer = MARKET_OFFERS[o]
            if offer["id"] == "mages":
                if mages_up is None:
                    mages_up = can_turn_mages_up(p)
                if not mages_up:
                    continue
            in_coins, in_scrolls = "cost_coins" in offer, "cost_scrolls" in offer
            for v, price in enumerate(offer_prices(offer)):
                if can_afford(coins, scrolls, tips, price if in_coins else 0, price if in_scrolls else 0):
                    yield f"mkt:{s}:{o}:{v}"


def market_task_options(state: State, task: Task, seat: int) -> list[str]:
    return market_options(state, seat) + (["mkt:done"] if task["done"] else [])


@FLOW.decision("mkt", market_task_options, ask_single=True)
def market_purchase(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """A purchase at a stall (two at the special action), or stop after the first (DJN-MKT-1)."""
    bought = ids.Mkt.parse(aid)
    if bought.offer is None or bought.amount is None:  # mkt:done
        state["tasks"].remove(task)
    else:
        market_buy(state, seat, task, int(bought.stall), bought.offer, bought.amount, events)


def market_buy(state: State, seat: int, node: dict[str, Any], s: int, o: int, v: int, events: Events) -> None:
    p = state["seats"][seat]
    node["left"] -= 1
    node["done"] += 1
    if node["left"] == 0:
        state["tasks"].remove(node)
    if s == p["stall"]:
        for e in p["equipment"]:
            if e[1] and EQUIPMENT[e[0]]["ability"] == "stay_stall":
                e[1] = False
                break
    p["stall"] = s
    offer = MARKET_OFFERS[o]
    price = offer_prices(offer)[v]
    cc = price if "cost_coins" in offer else 0
    cs = price if "cost_scrolls" in offer else 0
    events.append({"type": "market", "seat": seat, "stall": s, "offer": offer["id"], "n": v + 1})
    Flow.push(state, {"t": "buy", "seat": seat, "offer": o, "variant": v})
    owners = stall_owners(state, seat, s) if pays_others(p) else []
    if owners:
        Flow.push(state, {"t": "tip", "seat": seat, "to": owners, "reserved_coins": cc, "reserved_scrolls": cs})


@FLOW.auto("buy")
def bought(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The tips are paid: pay the price and take the goods (DJN-MKT-1)."""
    buy(state, task["seat"], task, events)


def buy(state: State, seat: int, node: dict[str, Any], events: Events) -> None:
    p = state["seats"][seat]
    offer = MARKET_OFFERS[node["offer"]]
    v = node["variant"]
    if "cost_coins" in offer:
        p["coins"] -= offer["cost_coins"][v]
    else:
        p["scrolls"] -= offer["cost_scrolls"][v]
    if offer["id"] == "bottles":
        Flow.push(state, {"t": "bottle", "seat": seat, "n": v + 1, "distinct": True, "got": []})
    else:
        apply_effects(state, seat, offer["gain"], events)


def tip_options(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    p = state["seats"][seat]
    rest = len(node["to"]) - 1
    out = []
    if p["coins"] and can_afford(p["coins"] - 1, p["scrolls"], rest, node["reserved_coins"], node["reserved_scrolls"]):
        out.append("tip:coin")
    if p["scrolls"] and can_afford(
        p["coins"], p["scrolls"] - 1, rest, node["reserved_coins"], node["reserved_scrolls"]
    ):
        out.append("tip:scroll")
    return out


def tip_task_options(state: State, task: Task, seat: int) -> list[str]:
    return tip_options(state, seat, task)


@FLOW.decision("tip", tip_task_options, ask_single=True)
def tip(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Pay each other wizard 1 coin or 1 scroll, one by one (DJN-MOVE-3, DJN-MKT-2)."""
    tip_step(state, seat, task, ids.Tip.parse(aid).what, events)


def tip_step(state: State, seat: int, node: dict[str, Any], what: str, events: Events) -> None:
    to = node["to"].pop(0)
    res = "coins" if what == "coin" else "scrolls"
    state["seats"][seat][res] -= 1
    state["seats"][to][res] += 1
    events.append({"type": "tip", "seat": seat, "payee": to, "what": what})
    if not node["to"]:
        state["tasks"].remove(node)


# -- bottles of your choice ----------------------------------------------------------------------------
def bottle_options(state: State, node: Task, seat: int) -> list[str]:
    return [f"bt:{c}" for c in COLOURS if not (node["distinct"] and c in node["got"])]


@FLOW.decision("bottle", bottle_options)
def bottle_step(state: State, node: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Empty bottles of your choice, one by one (of different colours at the Market, DJN-EFF-1)."""
    colour = ids.Bt.parse(aid).colour
    state["seats"][seat]["bottles"][colour] += 1
    node["got"].append(colour)
    events.append({"type": "bottle", "seat": seat, "colour": colour})
    if len(node["got"]) >= node["n"]:
        state["tasks"].remove(node)


# -- the Magic Source -------------------------------------------------------------------------------------
def source_fee(state: State, seat: int) -> int:
    return max(1, scroll_fee(state["seats"][seat]) - int(state["turn"]["source_discount"]))


def source_options(state: State, seat: int) -> list[str]:
    """Top row once (refill, or bosses from the supply for 6 power each); bottom row repeatable."""
    p = state["seats"][seat]
    t = state["turn"]
    out = []
    if "top" not in t["did"] and not t["declined"]:
        out.append("src:refill")
        if can_catch_source_boss(state, seat):
            out.append("src:bosses")
    if not t["declined"] and p["scrolls"] >= source_fee(state, seat):
        out += [f"src:bottle:{c}" for c in COLOURS] + ["src:cork"]
        if can_turn_mages_up(p):
            out.append("src:mages")
    return out


def source_step(state: State, seat: int, bought: ids.Src, events: Events) -> None:
    p = state["seats"][seat]
    t = state["turn"]
    t["acted"] = True
    what = bought.what
    if what in ("refill", "bosses"):
        t["did"].append("top")
        if what == "refill":
            p["power"] = max(p["power"], 8 if p["flipped"] else p["capacity"] - 1)
            events.append({"type": "refill", "seat": seat})
        else:
            start_catch(state, seat, True)
        return
    p["scrolls"] -= source_fee(state, seat)
    events.append({"type": "source_buy", "seat": seat, "what": what, "colour": bought.colour or ""})
    if what == "bottle" and bought.colour is not None:
        p["bottles"][bought.colour] += 1
    elif what == "cork":
        p["corks"] += 1
    else:
        Flow.push(state, {"t": "mageup", "seat": seat, "n": 2})


LocationAction = Callable[[State, int, dict[str, Any], bool, Rng, Events], None]
LocationCheck = Callable[[State, int, dict[str, Any]], bool]
DO: Final[dict[str, LocationAction]] = {
    "academy": academy,
    "tavern": tavern,
    "catacombs": catacombs,
    "archive": archive,
    "workshop": workshop,
    "market": market,
}
CAN: Final[dict[str, LocationCheck]] = {
    "academy": lambda state, seat, params: True,
    "tavern": can_tavern,
    "catacombs": can_catacombs,
    "archive": can_archive,
    "workshop": can_workshop,
    "market": can_market,
}
