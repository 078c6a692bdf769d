"""Setting up a game (B, G.1)."""

from __future__ import annotations

from typing import Any

from conjure.engine.flow import State
from conjure.engine.rng import Rng

from . import data
from .flow import FLOW

B = data.BOARD


def setup(players: int, options: dict[str, Any], rng: Rng) -> State:
    adv = bool(options.get("advanced", False))
    edition = "advanced" if adv else "basic"
    light, shadow = list(data.LIGHT_IDS), list(data.SHADOW_IDS)
    rng.shuffle(light)
    rng.shuffle(shadow)
    cells: dict[str, Any] = {data.BEACH: {"card": "beach", "up": True, "seen": []},
                             data.CITADEL: {"card": "citadel", "up": True, "seen": []}}
    if adv:  # G.1: the five places between beach and citadel face down, light nearer the beach
        for y in range(1, data.GAP + 1):
            pile = light if y <= B["advanced_face_down_light"] else shadow
            cells[f"0,{y}"] = {"card": pile.pop(), "up": False, "seen": []}
    flowers = list(data.FLOWER_DECKS[edition])
    bluffs = [c for c in flowers if data.flower_effect(c) == data.BLUFF]
    flowers = [c for c in flowers if data.flower_effect(c) != data.BLUFF]
    rng.shuffle(flowers)
    curses = list(data.CURSE_DECKS[edition])
    rng.shuffle(curses)
    state: State = {
        "n": players, "adv": adv, "citadel": options.get("citadel", "purple"),
        "round": 1, "holder": players - 1, "turn": 0, "phase": "turn", "acts": [], "turn_over": False, "koren": False,
        "cells": cells, "guards": {}, "bag": list(data.GUARDIAN_IDS), "defeated": [],
        "island": {"light": light, "shadow": shadow},
        "flowers": {"deck": flowers, "discard": []}, "curses": {"deck": curses, "discard": []},
        "white": None, "time": 0, "supply": B["energy_tokens"] - players * B["start_energy"],
        "players": [], "cit_order": [], "cit_entered": False, "anger": data.KINGOS["blue_start"],
        "fight": None, "tasks": [], "die": None, "end": None,
    }
    for seat in range(players):
        hand = [bluffs[seat]] if adv else []
        hand.append(flowers.pop())
        state["players"].append({"pos": data.BEACH, "vit": B["start_energy"], "fat": 0, "bat": 0,
                                 "rew": 0, "pen": 0, "new": 0, "hand": hand,
                                 "slots": {"flower": None, "move": None, "rest": None}})
    FLOW.run(state, rng, [])
    return state
