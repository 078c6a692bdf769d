"""The citadel and Kingoš (E.1, E.2, G.5): entry conditions, Kingoš's strength, his anger, the end."""

from __future__ import annotations

from typing import Final

from conjure.engine.flow import QUIET, Events, State
from conjure.engine.rng import Rng

from . import data
from .state import End

K: Final = data.KINGOS


def variant(state: State) -> str:
    """basic, purple or blue."""
    return state["citadel"] if state["advanced"] else "basic"


def may_enter(state: State, seat: int, vit_after: int) -> bool:
    """The advanced citadels' entry conditions (G.5); the basic citadel has none beyond the red thorns.

    Both advanced citadels: at least one new energy token won by a full loop of the reward circle (the
    sentence stands under the G.5 heading, before either citadel's part); blue also: at least 3 energy
    in vitality after paying for a second action."""
    v = variant(state)
    if v == "basic":
        return True
    if state["seats"][seat]["new_tokens"] < 1:
        return False
    return v != "blue" or vit_after >= 3


def kingos_strength(state: State) -> int:
    v = variant(state)
    if v == "purple":
        return int(K["strength_purple"])
    if v == "blue":
        return int(state["anger"])
    bonus = 0
    white = state["white_curse"]
    if white and data.curse_effect(white) == "kingos_plus":
        bonus = data.CURSES[white].get("bonus", 0)
    return int(K["strength_basic"] + bonus)


def adventurer_malus(state: State) -> int:
    return K["purple_malus"] if variant(state) == "purple" else 0


def anger_rolls(state: State, fighters: list[int], rng: Rng, events: Events) -> None:
    """Blue citadel: every adventurer but the first to enter rolls the die for Kingoš before the fight."""
    if variant(state) != "blue":
        return
    order = [s for s in state["citadel_entry"] if s in fighters]
    track = K["blue_track"]
    for seat in order[1:]:
        face = data.DIE_FACES[rng.below(len(data.DIE_FACES))]
        if face == "moon" and state["anger"] in track:
            state["anger"] = track[min(track.index(state["anger"]) + 1, len(track) - 1)]
        elif face == "shield":
            state["anger"] = K["blue_shield"]
        if events is not QUIET:
            events.append({"type": "anger", "seat": seat, "face": face, "anger": state["anger"]})


def calm(state: State) -> None:
    """Blue citadel: after a Kingoš win or a shield draw his strength returns to 7."""
    if variant(state) == "blue":
        state["anger"] = K["blue_start"]


def kingos_beaten(state: State, strengths: dict[int, int], events: Events) -> None:
    """The adventurers beat Kingoš: the game ends; record who wins (E.2, G.5)."""
    order = [s for s in state["citadel_entry"] if s in strengths]
    end: End = {"kind": "kingos", "strength": {str(s): strengths[s] for s in order}, "entry": order}
    state["end"] = end
    state["phase"] = "over"
    if events is not QUIET:
        events.append({"type": "kingos_beaten", "strength": dict(state["end"]["strength"])})


def dusk(state: State, events: Events) -> None:
    end: End = {"kind": "dusk"}
    state["end"] = end
    state["phase"] = "over"
    if events is not QUIET:
        events.append({"type": "dusk"})
