"""How the heuristic bot judges an Insula position: features of one adventurer, weighted in ``bot.toml``.

Insula is lost together to Kingoš at dusk, so the bot plays for its own worth (how near the citadel it
stands, with how much strength) and the table's, not for a lead over the others: ``evaluate`` squashes the
mean of the two against a par. Features read only what the seat sees (its own hand and curse slots, the open board).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conjure.engine.evaluation import Feature, load_weights, squash

from . import data

State = dict[str, Any]


def distance(key: str) -> int:
    """Fewest steps from a place ("x,y") into the citadel, which is entered from a side or from behind, never
    from the coast side (INS-MOVE-4): the grid distance to the nearest place beside or behind it, plus one."""
    x, y = (int(v) for v in key.split(","))
    if (x, y) == (0, data.CITADEL_Y):
        return 0
    return 1 + min(abs(x - ex) + abs(y - ey) for ex, ey in ENTRIES)


ENTRIES = ((-1, data.CITADEL_Y), (1, data.CITADEL_Y), (0, data.CITADEL_Y + 1))
START = distance(data.BEACH)


def progress(state: State, seat: int) -> float:
    """Steps made toward the citadel: the beach's distance from it less the adventurer's (by a way in)."""
    return float(START - distance(state["seats"][seat]["position"]))


def in_citadel(state: State, seat: int) -> float:
    """1 in the citadel, where Kingoš is fought at the end of every round."""
    return 1.0 if state["seats"][seat]["position"] == data.CITADEL else 0.0


def citadel_strength(state: State, seat: int) -> float:
    """Vitality while in the citadel: what can be committed against Kingoš (strength 7) at the round's end."""
    p = state["seats"][seat]
    return float(p["vitality"]) if p["position"] == data.CITADEL else 0.0


def vitality(state: State, seat: int) -> float:
    """Energy in vitality: a second action, and the strength to commit in a fight."""
    return float(state["seats"][seat]["vitality"])


def fatigue(state: State, seat: int) -> float:
    """Energy in fatigue: still the seat's, back to vitality by resting."""
    return float(state["seats"][seat]["fatigue"])


def new_tokens(state: State, seat: int) -> float:
    """Energy tokens won by full loops of the reward circle (also the key to an advanced citadel)."""
    return float(state["seats"][seat]["new_tokens"])


def reward(state: State, seat: int) -> float:
    """How far the reward token has gone round its circle (the next reward comes sooner)."""
    return float(state["seats"][seat]["reward"])


def penalty(state: State, seat: int) -> float:
    """How far the penalty token has gone round its circle (worse symbols ahead)."""
    return float(state["seats"][seat]["penalty"])


def curses(state: State, seat: int) -> float:
    """Curses on the seat's slots: each blocks an action until played."""
    return float(sum(1 for c in state["seats"][seat]["slots"].values() if c is not None))


def move_cursed(state: State, seat: int) -> float:
    """1 when a curse lies on the Move slot: no step until it is played (the Curse action)."""
    return 1.0 if state["seats"][seat]["slots"]["move"] is not None else 0.0


def flowers(state: State, seat: int) -> float:
    """Flower cards in hand: steps, energy and fight bonuses to come."""
    return float(len(state["seats"][seat]["hand"]))


def blocked(state: State, seat: int) -> float:
    """1 when a guardian stands on the adventurer's field: no inland step until it is beaten."""
    return 1.0 if state["guardians"].get(state["seats"][seat]["position"]) else 0.0


def time_left(state: State, seat: int) -> float:
    """Steps the time token still has to go to the moon (dusk): the whole table's time."""
    return float(data.TIME_MOON - state["time"])


FEATURES: dict[str, Feature] = {"progress": progress, "in_citadel": in_citadel,
                                "citadel_strength": citadel_strength, "vitality": vitality,
                                "fatigue": fatigue, "new_tokens": new_tokens, "reward": reward, "penalty": penalty,
                                "curses": curses, "move_cursed": move_cursed, "flowers": flowers, "blocked": blocked, "time_left": time_left}
WEIGHTS = load_weights(Path(__file__).with_name("bot.toml"), FEATURES)
PAR = 10.0  # a worth that counts as even


def value(state: State, seat: int) -> float:
    """The weighted sum of the seat's features."""
    return WEIGHTS.value(FEATURES, state, seat)


def evaluate(state: State, seat: int) -> float:
    """The seat's worth, half its own and half the table's mean (the game is lost together), against the par,
    squashed onto (0, 1)."""
    n = len(state["seats"])
    table = sum(value(state, s) for s in range(n)) / n
    return squash((value(state, seat) + table) / 2 - PAR, WEIGHTS.scale)


def settled(state: State, seat: int) -> bool:
    """Judge when the seat's turn is over or a new one begins, after any fights have resolved."""
    tasks = state["tasks"]
    if state["phase"] == "over" or not tasks:
        return True
    top = tasks[-1]
    if top["t"] != "turn" or state["phase"] != "turn":
        return False
    return bool(top["seat"] != seat or not state["actions"])
