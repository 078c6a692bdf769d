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


class SheetRow(TypedDict):
    """One row of a results table (a game's score sheet, ``conjure.web.sheets``): a category for every seat."""

    key: str  # the category's stable name ("awards", "total")
    label: str  # its name in the reader's language, as on the printed score sheet
    values: list[Any]  # one per seat: a number, or a short text
    total: bool  # the row of the final scores


class SheetTiebreak(TypedDict):
    label: str  # what breaks a tie, in the reader's language
    values: list[Any]  # each seat's value of it
    decided: bool  # whether it separated seats with equal scores in this game


class Sheet(TypedDict):
    rows: list[SheetRow]
    tiebreak: SheetTiebreak | None


def sheet_row(key: str, label: str, values: Sequence[Any], total: bool = False) -> SheetRow:
    return {"key": key, "label": label, "values": list(values), "total": total}


def separated(scores: Sequence[Any], values: Sequence[Any]) -> bool:
    """Whether ``values`` told apart two seats that had the same score (a tie-break decided a place)."""
    n = len(scores)
    return any(scores[a] == scores[b] and values[a] != values[b] for a in range(n) for b in range(a + 1, n))


def tied_groups(scores: Sequence[float]) -> list[list[int]]:
    """The groups of seats (two or more) that have equal scores, in seat order."""
    groups: dict[float, list[int]] = {}
    for seat, score in enumerate(scores):
        groups.setdefault(score, []).append(seat)
    return [group for group in groups.values() if len(group) > 1]
