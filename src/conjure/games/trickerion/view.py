"""What a seat may see (view) and resampling what it may not (redeal).

Hidden: the other players' assignment hands (their sizes are shown), the face-down performance deck (only
how many cards of which theatre), the special assignment decks and the face-down prophecies (only counts; of the cards
put under a special deck, in their order, those the seat saw go there by name, the others as ``None``).
Before the reveal, nothing of another seat's assignment shows (its hand sizes count the cards it is assigning);
the cards of a Dark Alley draw only to the drawing seat. The trick decks, the market, the theatre display, the upcoming prophecies, every
workshop, the placements and the character spending AP now are open.
"""

from __future__ import annotations

from typing import Any

from conjure.engine.copies import deep_copy
from conjure.engine.rng import Rng

from . import data
from .flow import State
from .phases.assignment import card_hidden, is_special, redeal_assignments, redeal_specials
from .specials.decks import bottom_view, size
from .theatre.stage import stage_view


def _seat(seat: dict[str, Any], own: bool, assigning: dict[str, str]) -> dict[str, Any]:
    """A seat's record; another seat's hands only by size, counting the cards it is assigning now (``assigning``)
    as still in hand."""
    shown = {k: v for k, v in seat.items() if k not in ("hand", "special_hand")}  # copied with the whole view
    specials = sum(1 for card in assigning.values() if is_special(card))
    shown["hand_size"] = sum(seat["hand"].values()) + len(assigning) - specials
    shown["special_hand_size"] = len(seat["special_hand"]) + specials
    if own:
        shown["hand"] = dict(seat["hand"])
        shown["special_hand"] = sorted(seat["special_hand"])
    return shown


def _deck(state: State) -> list[dict[str, Any]]:
    return [
        {"theatre": data.PERFORMANCES[group[0]].theatre, "cards": len(group)}
        for group in state["performance_deck"]
        if group
    ]


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The seat's view (None: a spectator's): one deep copy of the open parts, the hidden ones left out."""
    prophecy = state["prophecy"]
    shown: dict[str, Any] = {
        "phase": state["phase"],
        "round": state["round"],
        "options": {k: state[k] for k in ("dark_alley", "prophecies", "first_game")},
        "seats": [_seat(s, i == seat, _assigning(state, seat, i)) for i, s in enumerate(state["seats"])],
        "initiative": list(state["initiative"]),
        "track": list(state["track"]),
        "trick_decks": state["trick_decks"],
        "market": state["market"],
        "theater": list(state["theater"]),
        "stage": stage_view(state),
        "performance_discard": list(state["performance_discard"]),
        "final": state.get("final"),
        "performance_deck": _deck(state),
        "special_decks": {loc: size(state, loc) for loc in state["special_decks"]},
        "special_bottom": bottom_view(state, seat),
        "prophecy": {
            "active": prophecy["active"],
            "upcoming": list(prophecy["upcoming"]),
            "face_down": len(prophecy["pool"]),
        },
        "covered": state["covered"],
        "dice": dict(state["dice"]),
        "assigned": [_assigned(state, seat, other) for other in range(len(state["seats"]))],
        "idle": state["idle"],
        "placed": state["placed"],
        "turn": _turn(state, seat),
        "abilities_used": {"geared": list(state["geared"]), "mimicked": list(state["mimicked"])},
        "dubious_sources": state.get("dubious_sources"),
    }
    return deep_copy(shown)


def _assigning(state: State, seat: int | None, other: int) -> dict[str, str]:
    """Another seat's choices while the Assignment phase lasts (nothing of them shows before the reveal)."""
    return dict(state["assigned"][other]) if state["phase"] == "assignment" and seat != other else {}


def _assigned(state: State, seat: int | None, other: int) -> dict[str, str]:
    """The cards under a seat's characters. While the Assignment phase lasts, another seat's choices do not show at
    all (not even which characters have a card); after the reveal a card still hidden (prophecy 20) shows as face
    down, a special card by its back (special cards have their own backs)."""
    if _assigning(state, seat, other):
        return {}
    return {
        char: ("face_down_special" if is_special(card) else "face_down")
        if card_hidden(state, seat, other, char)
        else card
        for char, card in state["assigned"][other].items()
    }


def _turn(state: State, seat: int | None) -> dict[str, Any] | None:
    """The character spending action points now (where, how many left); the cards of a Dark Alley draw only to
    the drawing seat."""
    tasks = state["tasks"]
    turns = [t for t in tasks if str(t["t"]).startswith("turn_")]
    if not turns:
        return None
    turn = turns[-1]
    shown = {
        "seat": turn["seat"],
        "char": turn["char"],
        "loc": str(turn["t"])[5:],
        "space": turn["space"],
        "ap": turn["ap"],
    }
    if tasks[-1]["t"] == "keep_special" and tasks[-1]["seat"] == seat:
        shown["drawn"] = list(tasks[-1]["cards"])
    return shown


def redeal(state: State, seat: int | None, rng: Rng) -> State:
    """A copy with everything ``seat`` cannot see resampled: the other seats' face-down permanent assignments, every
    special card out of its sight, and the face-down performance deck from the cards of each theatre nobody has
    seen. (Face-down prophecies are an unordered pool drawn from at random: nothing to resample.)"""
    s = deep_copy(state)
    redeal_assignments(s, seat, rng)
    redeal_specials(s, seat, rng)
    seen = {card for card in s["theater"] if card is not None}
    seen |= set(s["performance_discard"])
    for group in s["performance_deck"]:
        if not group:
            continue
        theatre = data.PERFORMANCES[group[0]].theatre
        others = {c for g in s["performance_deck"] if g is not group for c in g}
        unseen = [
            p.id for p in data.PERFORMANCES.values() if p.theatre == theatre and p.id not in seen and p.id not in others
        ]
        group[:] = sorted(rng.sample(unseen, len(group)))
    return s
