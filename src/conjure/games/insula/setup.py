"""Setting up a game (B, G.1): the state as docs/games/insula.md (State JSON) and state.py describe it."""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.errors import ConfigError
from conjure.engine.flow import State
from conjure.engine.rng import Rng

from . import data
from .flow import FLOW
from .state import Cell, new_cell, new_seat

B: Final = data.BOARD


def check_options(players: int, options: dict[str, Any]) -> None:
    if options["citadel"] == "blue" and not options["advanced"]:
        raise ConfigError("option citadel=blue needs advanced=true: the basic game has one citadel (Kingoš 7)")


def setup(players: int, options: dict[str, Any], rng: Rng) -> State:
    adv = bool(options.get("advanced", False))
    edition = "advanced" if adv else "basic"
    light, shadow = list(data.LIGHT_IDS), list(data.SHADOW_IDS)
    rng.shuffle(light)
    rng.shuffle(shadow)
    cells: dict[str, Cell] = {data.BEACH: new_cell("beach", True), data.CITADEL: new_cell("citadel", True)}
    if adv:  # G.1: the five places between beach and citadel face down, light nearer the beach
        for y in range(1, data.GAP + 1):
            pile = light if y <= B["advanced_face_down_light"] else shadow
            cells[f"0,{y}"] = new_cell(pile.pop(), False)
    flowers = list(data.FLOWER_DECKS[edition])
    bluffs = [c for c in flowers if data.flower_effect(c) == data.BLUFF]
    flowers = [c for c in flowers if data.flower_effect(c) != data.BLUFF]
    rng.shuffle(flowers)
    curses = list(data.CURSE_DECKS[edition])
    rng.shuffle(curses)
    state: State = {
        "advanced": adv,
        "citadel": options.get("citadel", "purple"),
        "round": 1,
        "holder": players - 1,
        "turn": 0,
        "phase": "turn",
        "actions": [],
        "turn_over": False,
        "korenka": False,
        "cells": cells,
        "guardians": {},
        "bag": list(data.GUARDIAN_IDS),
        "defeated": [],
        "piles": {"light": light, "shadow": shadow},
        "flowers": {"deck": flowers, "discard": []},
        "curses": {"deck": curses, "discard": []},
        "white_curse": None,
        "time": 0,
        "supply": B["energy_tokens"] - players * B["start_energy"],
        "seats": [],
        "citadel_entry": [],
        "citadel_entered": False,
        "anger": data.KINGOS["blue_start"],
        "fight": None,
        "tasks": [],
        "die": None,
        "end": None,
    }
    for seat in range(players):
        hand = [bluffs[seat]] if adv else []
        hand.append(flowers.pop())
        state["seats"].append(new_seat(B["start_energy"], hand))
    FLOW.run(state, rng, [])
    return state
