"""What a seat may see (view) and resampling what it may not (redeal).

Hidden: the other players' assignment hands (their sizes are shown), the face-down performance deck (only
how many cards of which theatre), the special assignment decks and the face-down prophecies (only counts).
The trick decks, the market, the theatre display, the upcoming prophecies and every workshop are open.
"""

from __future__ import annotations

import copy
from typing import Any

from conjure.engine.rng import Rng

from . import data
from .flow import State
from .theater import stage_view


def _seat(seat: dict[str, Any], own: bool) -> dict[str, Any]:
    shown = {k: copy.deepcopy(v) for k, v in seat.items() if k not in ("hand", "special_hand")}
    shown["hand_size"] = sum(seat["hand"].values())
    shown["special_hand_size"] = len(seat["special_hand"])
    if own:
        shown["hand"] = dict(seat["hand"])
        shown["special_hand"] = sorted(seat["special_hand"])
    return shown


def _deck(state: State) -> list[dict[str, Any]]:
    return [{"theatre": data.PERFORMANCES[group[0]].theatre, "cards": len(group)}
            for group in state["performance_deck"] if group]


def view(state: State, seat: int | None) -> dict[str, Any]:
    prophecy = state["prophecy"]
    return {
        "phase": state["phase"], "round": state["round"],
        "options": {k: state[k] for k in ("dark_alley", "prophecies", "first_game")},
        "seats": [_seat(s, i == seat) for i, s in enumerate(state["seats"])],
        "initiative": list(state["initiative"]), "track": list(state["track"]),
        "trick_decks": copy.deepcopy(state["trick_decks"]),
        "market": copy.deepcopy(state["market"]),
        "theater": list(state["theater"]),
        "stage": stage_view(state), "performance_discard": list(state["performance_discard"]), "final": copy.deepcopy(state.get("final")),
        "performance_deck": _deck(state),
        "special_decks": {loc: len(cards) for loc, cards in state["special_decks"].items()},
        "prophecy": {"active": prophecy["active"], "upcoming": list(prophecy["upcoming"]),
                     "face_down": len(prophecy["pool"])},
        "covered": copy.deepcopy(state["covered"]),
        "dice": dict(state["dice"]),
    }


def redeal(state: State, seat: int | None, rng: Rng) -> State:
    """A copy with the face-down performance deck resampled from the cards of each theatre nobody has seen.

    Special assignment decks and face-down prophecies are kept unordered in the state, so their contents are
    already all a seat could guess; at setup every assignment hand is the same, so nothing else is hidden."""
    s = copy.deepcopy(state)
    seen = {card for card in s["theater"] if card is not None}
    seen |= set(s["performance_discard"])
    for group in s["performance_deck"]:
        if not group:
            continue
        theatre = data.PERFORMANCES[group[0]].theatre
        others = {c for g in s["performance_deck"] if g is not group for c in g}
        unseen = [p.id for p in data.PERFORMANCES.values()
                  if p.theatre == theatre and p.id not in seen and p.id not in others]
        group[:] = sorted(rng.sample(unseen, len(group)))
    return s
