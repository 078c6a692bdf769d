"""The end of the game (E.2, G.5): the result, through the engine's ranking chores.

Kingoš beaten: the scores are the strengths in the winning citadel fight. Basic citadel: the strongest win
(equal strength wins together); purple: one winner, equal strength decided by the order of entry, the other
fighters ranked after him; blue: every fighter of the winning fight wins. At dusk nobody wins.
"""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import State
from conjure.engine.results import Result, nobody_won, ranked

from .citadel import variant

PURPLE_TIE: Final = "purple citadel: equal strength goes to who entered the citadel first (G.5)"


def result(state: State) -> dict[str, Any]:
    """Scores (strength in the winning citadel fight), ranks, winners; at dusk nobody wins (E.2)."""
    n = len(state["seats"])
    end = state["end"]
    v = variant(state)
    if end["kind"] == "dusk":  # Kingoš won: every adventurer lost alike
        return {**nobody_won([0] * n), "outcome": "dusk", "variant": v, "kingos_won": True}
    strength = {int(k): val for k, val in end["strength"].items()}
    scores = [strength.get(s, 0) for s in range(n)]
    extras: dict[str, Any] = {"outcome": "kingos", "variant": v, "kingos_won": False}
    if v == "purple":
        return {**_purple(scores, end["entry"]), **extras, "fighters": list(end["entry"])}
    if v == "blue":
        winners = sorted(strength)
    else:
        best = max(strength.values())
        winners = sorted(s for s, val in strength.items() if val == best)
    return {**_winners_and_the_rest(scores, winners), **extras}


def _purple(scores: list[int], entry: list[int]) -> Result:
    """The fighters ranked by strength, then by order of entry (G.5); the others after them."""
    fought = ranked([scores[s] for s in entry], [-i for i in range(len(entry))], rule=PURPLE_TIE)
    ranks = [len(entry) + 1] * len(scores)
    for i, seat in enumerate(entry):
        ranks[seat] = fought["ranks"][i]
    winners = [entry[i] for i in fought["winners"]]
    return {"scores": scores, "ranks": ranks, "winners": winners, "tiebreak": fought["tiebreak"]}


def _winners_and_the_rest(scores: list[int], winners: list[int]) -> Result:
    """Basic and blue citadel: the winners share the first place, everybody else lost alike."""
    ranks = [1 if s in winners else 2 for s in range(len(scores))]
    return {"scores": scores, "ranks": ranks, "winners": winners, "tiebreak": "none"}
