"""The end of the game (rulebook: "Konec hry"): magic points, ranked; equal points go to the stronger wand."""

from __future__ import annotations

from typing import Any

from conjure.engine.flow import State
from conjure.engine.results import ranked, tied_groups

from . import suitcase


def result(state: State) -> dict[str, Any]:
    """Scores, ranks (wand strength breaks ties: wands are all different, so one seat wins), the
    breakdown by category, the wands and how the game ended."""
    seats = range(len(state["seats"]))
    breakdown = [suitcase.score(state, s) for s in seats]  # each seat's parts, worked out once
    scores = [sum(parts.values()) for parts in breakdown]
    wands = [state["seats"][s]["wand"] for s in seats]
    out: dict[str, Any] = dict(ranked(scores, wands, rule="wand"))
    out.pop("tiebreak_values", None)
    out["tiebreak"] = tiebreak_text(scores, wands)
    out.update(breakdown=breakdown, wands=wands, end=state["end"])
    return out


def tiebreak_text(scores: list[int], wands: list[int]) -> str:
    """How equal scores were separated, or ``"none"``."""
    ties = ties_best_first(scores)
    if not ties:
        return "none"
    return "; ".join(
        f"seats {', '.join(str(s) for s in group)} tied on {scores[group[0]]} points: the strongest wand ranks "
        f"first (wands {', '.join(str(wands[s]) for s in group)})"
        for group in ties
    )


def ties_best_first(scores: list[int]) -> list[list[int]]:
    """Seats that share a score with another seat, one group per score, best score first."""
    return sorted(tied_groups(scores), key=lambda group: -scores[group[0]])
