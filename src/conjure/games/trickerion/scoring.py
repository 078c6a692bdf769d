"""The end of the game (rulebook: Konec hry; Bonusy za triky na konci hry).

After the last round's End of Round every player scores fame for what is left: shards, coins, (without the
Dark Alley) apprentices and specialists, (with it) special assignment cards in hand, and the end bonus of each
level-3 trick whose props the workshop meets; each category and each trick's bonus is capped at 20. Most fame
wins; a tie goes to the player higher in the initiative order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conjure.engine.flow import OVER
from conjure.engine.results import ranked

from . import data
from .flow import Events, State
from .phases.preparation import meets, prop_count

Seat = dict[str, Any]
CAP = int(data.C["final_category_cap"])


def _apprentices(seat: Seat) -> int:
    return sum(1 for c in seat["characters"] if c == "apprentice")


def _tricks_of_level(seat: Seat, level: int) -> int:
    return sum(1 for t in seat["tricks"] if data.TRICKS[t["id"]].level == level)


def _props_of_tier(seat: Seat, tier: str) -> int:
    return sum(prop_count(seat, c) for c in seat["props"] if data.COMPONENTS[c]["tier"] == tier)


# Each end-bonus kind of data.toml: how many times its fame is earned (Bonusy za triky na konci hry).
END_BONUS: dict[str, Callable[[Seat], int]] = {
    "per_level1_trick_owned": lambda s: _tricks_of_level(s, 1),
    "per_level2_trick_owned": lambda s: _tricks_of_level(s, 2),
    "per_level3_trick_owned": lambda s: _tricks_of_level(s, 3),
    "owns_at_least_4_tricks": lambda s: int(len(s["tricks"]) >= 4),
    "per_unused_special_assignment": lambda s: len(s["special_hand"]),
    "per_shard": lambda s: int(s["shards"]),
    "per_3_coins": lambda s: int(s["coins"]) // 3,
    "per_marker_on_own_trick_cards": lambda s: sum(int(t["markers"]) for t in s["tricks"]),
    "per_basic_component": lambda s: _props_of_tier(s, "basic"),
    "per_advanced_component": lambda s: _props_of_tier(s, "advanced"),
    "per_superior_component": lambda s: _props_of_tier(s, "superior"),
    "has_all_specialists": lambda s: int({"assistant", "engineer", "manager"} <= set(s["specialists"])),
    "per_apprentice": _apprentices,
    "has_engineer": lambda s: int("engineer" in s["specialists"]),
    "has_assistant": lambda s: int("assistant" in s["specialists"]),
    "has_manager": lambda s: int("manager" in s["specialists"]),
}


def categories(seat: Seat, dark_alley: bool) -> dict[str, int]:
    """The fame of each final-scoring category, each capped at 20 (TRK-FINAL-1)."""
    c = data.C
    scores = {"shards": seat["shards"] * c["final_fame_per_shard"], "coins": seat["coins"] // c["final_coins_per_fame"]}
    if dark_alley:
        scores["special_assignments"] = len(seat["special_hand"]) * c["final_fame_per_special_assignment"]
    else:
        scores["apprentices"] = _apprentices(seat) * c["final_fame_per_apprentice_base"]
        scores["specialists"] = len(seat["specialists"]) * c["final_fame_per_specialist_base"]
    return {k: min(CAP, int(v)) for k, v in scores.items()}


def trick_bonuses(seat: Seat) -> dict[str, int]:
    """The end bonus of each level-3 trick whose props the workshop meets, capped at 20 (TRK-FINAL-2); the tricks
    it counts need not have their props."""
    bonuses = {}
    for t in seat["tricks"]:
        bonus = data.TRICKS[t["id"]].end_bonus
        if bonus is not None and meets(seat, t["id"]):
            bonuses[t["id"]] = min(CAP, END_BONUS[bonus["kind"]](seat) * int(bonus["fame"]))
    return bonuses


def final_scoring(state: State, events: Events) -> None:
    """Score every seat (all categories from the position before any fame is added) and end the game."""
    scored: list[dict[str, Any]] = []
    for seat in state["seats"]:
        cats, tricks = categories(seat, state["dark_alley"]), trick_bonuses(seat)
        scored.append({"categories": cats, "tricks": tricks, "total": sum(cats.values()) + sum(tricks.values())})
    for seat_no, (seat, score) in enumerate(zip(state["seats"], scored, strict=True)):
        seat["fame"] += score["total"]
        events.append({"type": "final_scoring", "seat": seat_no, **score})
    state["final"] = scored
    state["phase"] = OVER


def tiebreaks(state: State) -> list[int]:
    """Higher in the initiative order is better: the first player gets the highest key (TRK-FINAL-3)."""
    order = state["initiative"]
    return [len(order) - order.index(seat) for seat in range(len(state["seats"]))]


def result(state: State) -> dict[str, Any]:
    """Scores (final fame), ranks, winners and the tie-break by initiative; ``final`` breaks the scoring down."""
    scores = [int(s["fame"]) for s in state["seats"]]
    res: dict[str, Any] = dict(ranked(scores, tiebreaks(state), rule="initiative"))
    res["final"] = state.get("final", [])
    return res
