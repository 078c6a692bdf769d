"""The end of a game as data: ranking by score and tie-break keys, the result every game returns.

A game computes scores (and, where its rulebook says how ties are broken, one tie-break key per seat:
a number or a tuple, higher is better) and calls :func:`ranked`. Seats still equal after every key
share their place (and all win if they share the first). ``tiebreak`` says whether the keys were
needed: ``"none"`` when no two seats had the same score, else the game's name for its rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NotRequired, TypedDict

Key = float | int | tuple[Any, ...]


class Result(TypedDict):
    """What ``result()`` returns in every game (games add their own fields beside these)."""

    scores: list[float] | list[int]
    ranks: list[int]  # 1 = first; equal seats share a place
    winners: list[int]  # empty when nobody won (everyone lost to the game itself)
    tiebreak: str  # "none", or the rule that separated equal scores
    tiebreak_values: NotRequired[list[Any]]


def ranked(scores: Sequence[float], tiebreaks: Sequence[Key] | None = None, rule: str = "tiebreak") -> Result:
    """Rank seats by score, then by ``tiebreaks`` (one key per seat); ``rule`` names the tie-break if used."""
    n = len(scores)
    keys: list[tuple[Any, ...]] = [(scores[s], tiebreaks[s] if tiebreaks is not None else 0) for s in range(n)]
    ranks = [1 + sum(1 for other in keys if other > keys[s]) for s in range(n)]
    tied = len(set(scores)) < n
    result: Result = {
        "scores": list(scores),
        "ranks": ranks,
        "winners": [s for s in range(n) if ranks[s] == 1],
        "tiebreak": rule if tied and tiebreaks is not None else "none",
    }
    if tiebreaks is not None:
        result["tiebreak_values"] = list(tiebreaks)
    return result


def nobody_won(scores: Sequence[float]) -> Result:
    """Everyone lost to the game (a cooperative table that ran out of time, a lost solo game): no places, no winner."""
    return {"scores": list(scores), "ranks": [1] * len(scores), "winners": [], "tiebreak": "none"}


def tied_groups(scores: Sequence[float]) -> list[list[int]]:
    """The groups of seats (two or more) that have equal scores, in seat order."""
    groups: dict[float, list[int]] = {}
    for seat, score in enumerate(scores):
        groups.setdefault(score, []).append(seat)
    return [group for group in groups.values() if len(group) > 1]
