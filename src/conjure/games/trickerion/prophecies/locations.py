"""What the active prophecy changes in the Placement phase and the locations (rulebook: Věštby; each prophecy's
effect is data: the ``rules`` table of its record in data.toml, read here by key).

Keys: ``base_ap`` (every character's base AP), ``advertised_apprentice_ap`` (more base AP for the apprentices of a
player who advertised this round), ``shard_ap`` (AP a shard buys), ``shard_in_theater``, ``action_ap`` (action →
AP cost), ``bank_factor`` (Take Coins multiplier), ``component_price`` (every prop's price), ``order_buyable``
(ordered kinds are on offer), ``best_space_fee`` (coins to place on a +2 AP space), ``lowest_space`` (only the free
space with the lowest modifier), ``places_per_turn``, ``reveal_on_place`` (each card is revealed only when its
character is placed), ``shard_gain_bonus`` and ``shard_gain_fame`` (more shards and fame whenever shards are
gained: :func:`gain_shards`, for every phase). Unknown keys fail at import.
"""

from __future__ import annotations

from typing import Any, Final

from .. import data
from ..flow import Events, State

RULES: Final[dict[str, dict[str, Any]]] = {r["id"]: dict(r.get("rules", {})) for r in data.DATA.raw["prophecies"]}
KEYS = {
    "base_ap",
    "advertised_apprentice_ap",
    "shard_ap",
    "shard_in_theater",
    "action_ap",
    "bank_factor",
    "component_price",
    "order_buyable",
    "best_space_fee",
    "lowest_space",
    "places_per_turn",
    "reveal_on_place",
    "shard_gain_bonus",
    "shard_gain_fame",
}


def check(rules: dict[str, dict[str, Any]]) -> None:
    """Every key of a prophecy's ``rules`` is one this module reads; ``action_ap`` names actions of data.toml."""
    actions = {a["id"] for a in data.DATA.raw["actions"]}
    for prophecy, table in rules.items():
        unknown = sorted(set(table) - KEYS) + sorted(set(table.get("action_ap", {})) - actions)
        if unknown:
            raise data.DataError(f"data.toml: prophecies {prophecy}: unknown rules key {unknown[0]!r}")


check(RULES)


AP_COST: Final[dict[str, int]] = {str(a["id"]): int(a["ap"]) for a in data.DATA.raw["actions"]}  # the printed costs


def foretold(state: State, key: str, default: Any = None) -> Any:
    """The active prophecy's value for ``key`` (with prophecies in play), else ``default``."""
    if not state["prophecies"]:
        return default
    prophecy: dict[str, Any] = state["prophecy"]
    active = prophecy["active"]
    if not active:
        return default
    table = RULES.get(active)
    return default if table is None else table.get(key, default)


def cost(state: State, action: str) -> int:
    """The AP cost of a location action: data.toml ``[[actions]]``, unless the active prophecy sets another."""
    if state["prophecies"]:
        prophecy: dict[str, Any] = state["prophecy"]
        table = _COSTS.get(prophecy["active"])
        if table is not None:
            return table[action]
    return AP_COST[action]  # no prophecy, or one that changes no cost: the printed costs


# every action's cost under each prophecy that changes one, worked out once (asked at every step of a turn)
_COSTS: Final[dict[str, dict[str, int]]] = {
    prophecy: {**AP_COST, **{a: int(ap) for a, ap in table["action_ap"].items()}}
    for prophecy, table in RULES.items()
    if table.get("action_ap")
}


def gain_shards(state: State, seat: int, shards: int, events: Events) -> None:
    """A seat gains shards; the active prophecy may add a shard or 2 fame to every such gain (TRK-ALLEY-10)."""
    if shards <= 0:
        return
    own = state["seats"][seat]
    more = int(foretold(state, "shard_gain_bonus", 0))
    fame = int(foretold(state, "shard_gain_fame", 0))
    own["shards"] += shards + more
    own["fame"] += fame
    events.append({"type": "shards", "seat": seat, "shards": shards + more, "fame": fame})
