"""What a seat may see (DJN-VIEW-*) and resampling what it cannot see (``redeal``)."""

from __future__ import annotations

from typing import Any

from conjure.engine.copies import deep_copy
from conjure.engine.rng import Rng

from .data import EQUIP_KINDS, MARKET_STALLS
from .effects import max_power, scroll_fee

State = dict[str, Any]


def player_view(state: State, seat: int | None, s: int) -> dict[str, Any]:
    p = state["seats"][s]
    out = {k: deep_copy(v) for k, v in p.items() if k != "hidden_scoring"}
    out["max_power"] = max_power(p)
    out["fee"] = scroll_fee(p)
    out["hidden_scoring"] = list(p["hidden_scoring"]) if seat == s else []
    out["hidden_scoring_count"] = len(p["hidden_scoring"])
    return out


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The table: everything public; decks show only their face-up top card and their size."""
    t = state["turn"]
    return {
        "phase": state["phase"],
        "first": state["first"],
        "current": state["current"],
        "turns": state["turns"],
        "tiles": dict(state["tiles"]),
        "djinn": deep_copy(state["djinn"]),
        "boss": dict(state["boss"]),
        "bag_count": sum(state["bag"].values()),
        "boss_supply": state["boss_supply"],
        "bosses_gone": state["bosses_gone"],
        "end_rounds": state["end_rounds"],
        "passages": deep_copy(state["passages"]),
        "removed_passages": list(state["removed_passages"]),
        "chests_left": len(state["chests"]),
        "chest_discard": list(state["chest_discards"]),
        "mage_offer": [pile[-1] if pile else None for pile in state["piles"]],
        "mage_piles": [len(pile) for pile in state["piles"]],
        "equipment_offer": {
            k: (state["equipment_piles"][k][-1] if state["equipment_piles"][k] else None) for k in EQUIP_KINDS
        },
        "equipment_piles": {k: len(state["equipment_piles"][k]) for k in EQUIP_KINDS},
        "awards": deep_copy(state["awards"]),
        "scoring": list(state["scoring"]),
        "character_offer": deep_copy(state["offer"]),
        "draft": list(state["draft"]),
        "market_stalls": MARKET_STALLS[len(state["seats"])],
        "seats": [player_view(state, seat, s) for s in range(len(state["seats"]))],
        "turn": deep_copy(t),
        "tasks": deep_copy(state["tasks"]),
        "tom": {"left": len(state["tom"]), "revealed": list(state["tom_revealed"])}
        if len(state["seats"]) == 1
        else None,
        "solo": deep_copy(state["solo"]),
        "final_left": list(state["final_left"]),
    }


def redeal(state: State, seat: int | None, rng: Rng) -> State:
    """A copy with hidden things resampled: chest pile, piles below their top, bag-free decks, Tom.

    Every hidden pool is put in a canonical (sorted) order before it is shuffled, and dealt back to its
    hidden places in a fixed order, so the result depends only on what ``seat`` sees (DJN-VIEW-6).
    """
    new = deep_copy(state)
    new["chests"] = _shuffled(new["chests"], rng)
    for a, b in ((0, 1), (2, 3)):
        pa, pb = new["piles"][a], new["piles"][b]
        below = _shuffled(pa[:-1] + pb[:-1], rng)
        na = max(0, len(pa) - 1)
        if pa:
            new["piles"][a] = below[:na] + [pa[-1]]
        if pb:
            new["piles"][b] = below[na:] + [pb[-1]]
    for k in EQUIP_KINDS:
        pile = new["equipment_piles"][k]
        if len(pile) > 1:
            new["equipment_piles"][k] = _shuffled(pile[:-1], rng) + [pile[-1]]
    new["tom"] = _shuffled(new["tom"], rng)
    pool = list(new["scoring_deck"])
    owners = [s for s, p in enumerate(new["seats"]) if s != seat and p["hidden_scoring"]]
    for s in owners:
        pool += new["seats"][s]["hidden_scoring"]
    pool = _shuffled(pool, rng)
    for s in owners:
        size = len(new["seats"][s]["hidden_scoring"])
        new["seats"][s]["hidden_scoring"] = sorted(pool[:size])
        pool = pool[size:]
    new["scoring_deck"] = pool
    return new


def _shuffled(items: list[Any], rng: Rng) -> list[Any]:
    """The items in a random order that does not depend on the order they came in."""
    ordered = sorted(items, key=str)
    rng.shuffle(ordered)
    return ordered
