"""What the active prophecy changes in the Theatre and the Performance phase (rulebook: Věštby; each prophecy's
effect is data: the ``theater_rules`` table of its record in data.toml, read here by key).

Keys: ``setup_fame`` (school → fame for setting up a marker of a trick of that school), ``day_yield`` (day →
``[fame, coins]`` yield modifier replacing the board's), ``performer_day_for_all`` (the performer's day modifier
applies to every marker of the performance), ``coins_as_fame`` (trick yields' coins are received as fame in the
Performance phase), ``performer_factor`` (the performer's bonuses multiplied). Unknown keys fail at import.

Shards gained in these phases go through :func:`prophecies.locations.gain_shards` like every other gain of shards: the
prophecies that add to *every* shard gain (tokens 2 and 3) act in all phases and are read there.
"""

from __future__ import annotations

from typing import Any

from .. import data
from ..flow import Events, State

RULES: dict[str, dict[str, Any]] = {r["id"]: dict(r.get("theater_rules", {})) for r in data.DATA.raw["prophecies"]}
KEYS = {"setup_fame", "day_yield", "performer_day_for_all", "coins_as_fame", "performer_factor"}
DAYS = {r["id"]: r for r in data.DATA.raw["days"]}


def check(rules: dict[str, dict[str, Any]]) -> None:
    """Every key is one this module reads; schools and days are data.toml's."""
    for prophecy, table in rules.items():
        unknown = sorted(set(table) - KEYS) + sorted(set(table.get("setup_fame", {})) - set(data.SCHOOLS_ORDER))
        unknown += sorted(set(table.get("day_yield", {})) - set(DAYS))
        if unknown:
            raise data.DataError(f"data.toml: prophecies {prophecy}: unknown theater_rules key {unknown[0]!r}")


check(RULES)


def theater_rule(state: State, key: str, default: Any = None) -> Any:
    """The active prophecy's value for ``key`` (with prophecies in play), else ``default``."""
    active = state["prophecy"]["active"] if state["prophecies"] else None
    return RULES.get(active, {}).get(key, default) if active else default


def day_modifier(state: State, day: str) -> tuple[int, int]:
    """The (fame, coins) yield modifier of a day: the board's (data.toml ``[[days]]``) unless a prophecy changes it."""
    override = theater_rule(state, "day_yield", {}).get(day)
    if override is not None:
        return int(override[0]), int(override[1])
    return int(DAYS[day]["yield_fame"]), int(DAYS[day]["yield_coins"])


def setup_fame(state: State, seat: int, trick: str, events: Events) -> None:
    """Fame for setting up a marker of a trick of the prophecy's school."""
    fame = int(theater_rule(state, "setup_fame", {}).get(data.TRICKS[trick].school, 0))
    if fame:
        state["seats"][seat]["fame"] += fame
        events.append({"type": "prophecy_bonus", "seat": seat, "fame": fame})
