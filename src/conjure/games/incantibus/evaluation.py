"""How the heuristic bot judges an Incantibus position: features of one seat's suitcase and table, weighted
in ``bot.toml``. Every feature reads only what the seat sees (its own suitcase, the face-up table, the other
suitcases, which are open)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conjure.engine.evaluation import Feature, load_weights, squash

from . import requirements, suitcase
from .data import DATA

State = dict[str, Any]
KINDS = DATA.kinds


def points(state: State, seat: int) -> float:
    """Magic points the seat would score if the game ended now (gold, monsters, potions, books, wizards, spells)."""
    return float(suitcase.total(state, seat))


def ingredients(state: State, seat: int) -> float:
    """Ingredients (and the philosopher's stone) held: each is half of a potion's recipe or more."""
    return float(sum(1 for k in suitcase.kinds_of(state, seat) if KINDS[k].field == "ingredient"))


def weapons(state: State, seat: int) -> float:
    """Weapons (and Ultimus) held: each can catch a monster (2-5 points) when one shows up."""
    return float(sum(1 for k in suitcase.kinds_of(state, seat) if KINDS[k].field == "weapon"))


def spell_tokens(state: State, seat: int) -> float:
    """Spell tokens held: a point each, and what some wizards and books ask for."""
    return float(suitcase.owned_counts(state, seat)["spell"])


def ready(state: State, seat: int) -> float:
    """The most points of a face-up potion, book or wizard the seat could pay for right now (a threat to make)."""
    owned = suitcase.payable(state, seat)
    wand = state["seats"][seat]["wand"]
    best = 0
    for token in _targets(state):
        kind = state["kind"][token]
        if requirements.can_afford(kind, owned, wand):
            best = max(best, KINDS[kind].points)
    return float(best)


def room(state: State, seat: int) -> float:
    """Free room in the suitcase: fields (and pockets) not yet taken, so new tokens need not be dropped."""
    sizes = suitcase.side(state)
    used: dict[str, int] = {}
    for kind in suitcase.kinds_of(state, seat):
        field = KINDS[kind].field
        used[field] = used.get(field, 0) + 1
    free = sum(
        max(0, size - used.get(field, 0))
        for field, size in sizes.items()
        if field in ("ingredient", "weapon", "monster", "gold", "potion", "book")
    )
    return float(free)


def _targets(state: State) -> list[int]:
    """Ids of the face-up potions, books and wizards."""
    found = [t for t in state["potions"] + state["books"] if t is not None]
    if state["crypt"] is not None:
        found += [s["id"] for s in state["crypt"] if s is not None and s["up"]]
    else:
        found += state["wizards"]["up"][-1:]
    return found


FEATURES: dict[str, Feature] = {
    "points": points,
    "ingredients": ingredients,
    "weapons": weapons,
    "spell_tokens": spell_tokens,
    "ready": ready,
    "room": room,
}
WEIGHTS = load_weights(Path(__file__).with_name("bot.toml"), FEATURES)


def value(state: State, seat: int) -> float:
    """The weighted sum of the seat's features."""
    return WEIGHTS.value(FEATURES, state, seat)


def evaluate(state: State, seat: int) -> float:
    """The seat's lead over its best rival, squashed onto (0, 1)."""
    mine = value(state, seat)
    rival = max(value(state, s) for s in range(len(state["seats"])) if s != seat)
    return squash(mine - rival, WEIGHTS.scale)


def evaluate_seats(state: State) -> list[float]:
    """Every seat's ``evaluate`` at once, each seat's worth computed once (the search judges all seats)."""
    values = [value(state, s) for s in range(len(state["seats"]))]
    return [
        squash(values[s] - max(v for o, v in enumerate(values) if o != s), WEIGHTS.scale) for s in range(len(values))
    ]


def settled(state: State, seat: int) -> bool:
    """Judge only when a spell phase starts afresh for the seat: the last one has resolved."""
    tasks = state["tasks"]
    return bool(tasks) and tasks[-1]["t"] == "point" and seat in tasks[-1]["wait"]
