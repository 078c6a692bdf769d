"""Setting up a game of Djinn (rulebook "Příprava hry" / "Spielvorbereitung" steps 1-11, solo setup)."""

from __future__ import annotations

from typing import Any

from conjure.engine.rng import Rng

from .data import (
    AWARDS,
    CHARACTERS,
    CHESTS,
    COLOURS,
    COUNTS,
    EQUIP_KINDS,
    EQUIPMENT,
    LOCATIONS,
    MAGES,
    NEIGHBOURS,
    ROUND,
    SCORING,
    SOLO_CARDS,
    SOURCE_JOINED,
    SQUARE,
)
from .flow import FLOW

State = dict[str, Any]


def place_tiles(rng: Rng, first_game: bool) -> dict[str, str]:
    """Random location tiles on the 6 square and 6 round spots (DJN-SETUP-1).

    For a first game, redraw until no two equal symbols are joined directly by a path.
    """
    while True:
        squares = list(LOCATIONS)
        rounds = list(LOCATIONS)
        rng.shuffle(squares)
        rng.shuffle(rounds)
        tiles = dict(zip(SQUARE, squares, strict=True))
        tiles.update(zip(ROUND, rounds, strict=True))
        if not first_game or not has_equal_neighbours(tiles):
            return tiles


def has_equal_neighbours(tiles: dict[str, str]) -> bool:
    return any(tiles.get(n) == loc for f, loc in tiles.items() for n in NEIGHBOURS[f])


def draw_from_bag(state: State, rng: Rng) -> str | None:
    """One random djinn from the bag (None when the bag is empty)."""
    bag = state["bag"]
    total = sum(bag.values())
    if total == 0:
        return None
    r = rng.below(total)
    for colour in COLOURS:
        if r < bag[colour]:
            bag[colour] -= 1
            return colour
        r -= bag[colour]
    raise AssertionError("bag count mismatch")


def new_player(seat: int) -> dict[str, Any]:
    return {
        "coins": COUNTS["coins_start"],
        "scrolls": 0,
        "keys": 0,
        "corks": 0,
        "power": COUNTS["power_start"],
        "capacity": COUNTS["capacity_start"],
        "flipped": False,
        "minimum": 0,
        "circles": ["a", "a", "i", "i"],
        "circle_djinn": [None, None, None, None],
        "bottles": {c: 0 for c in COLOURS},
        "bottled": {c: [0, 0] for c in COLOURS},
        "mages": [],
        "equipment": [],
        "passage_bar": [],
        "passages_placed": 0,
        "archive_red": False,
        "set_bonus": False,
        "awards": [],
        "characters": [],
        "stall": -1,
        "position": None,
        "hidden_scoring": [],
    }


def setup_state(players: int, options: dict[str, Any], rng: Rng) -> State:
    solo = players == 1
    first_game = bool(options.get("first_game"))
    tiles = place_tiles(rng, first_game)
    state: State = {
        "v": 1,
        "options": dict(options),
        "phase": "play",
        "tiles": tiles,
        "djinn": {f: [] for f in ROUND},
        "boss": {f: True for f in ROUND},
        "bag": {c: COUNTS["djinn_per_colour"] for c in COLOURS},
        "boss_supply": COUNTS["bosses"] - len(ROUND),
        "bosses_gone": 0,
        "passages": {f: [] for f in SQUARE},
        "tasks": [],
        "end_rounds": 0,
        "turns": 0,
        "seats": [new_player(s) for s in range(players)],
        "final_left": [],
        "tom": [],
        "tom_revealed": [],
        "solo": None,
        "offer": {"pos": [], "neg": []},
        "draft": [],
        "scoring": [],
        "scoring_deck": [],
    }
    state["first"] = rng.below(players)  # the roof tile with the dragon (DJN-SETUP-3)
    _passages(state, rng)
    _decks(state, rng)
    _djinn(state, rng, solo, bool(options.get("long_variant")))
    _awards(state, rng)
    if solo:
        _tom(state, rng, int(options.get("tom_cards", 15)))
    elif not first_game:
        _scoring_and_characters(state, rng)
    state["current"] = state["first"]
    if state["draft"]:
        state["phase"] = "draft"
    state["turn"] = fresh_turn()
    return state


def setup(players: int, options: dict[str, Any], rng: Rng) -> State:
    """The initial state, run on to the first decision (the draft's first pick, or the first move)."""
    state = setup_state(players, options, rng)
    FLOW.run(state, rng, [])
    return state


def fresh_turn() -> dict[str, Any]:
    return {
        "stage": "move",
        "acted": False,
        "declined": False,
        "catch": "none",
        "did": [],
        "equipment_used": [],
        "new_equipment": [],
        "key_chest": False,
        "source_discount": 0,
        "new_passages": "",
        "visited": [],
        "field": "",
    }


def _passages(state: State, rng: Rng) -> None:
    removed = rng.sample(LOCATIONS, 2)  # the starting player draws 2 of the 6 (DJN-SETUP-4)
    state["removed_passages"] = sorted(removed, key=LOCATIONS.index)
    for p in state["seats"]:
        p["passage_bar"] = [loc for loc in LOCATIONS if loc not in removed]


def _decks(state: State, rng: Rng) -> None:
    chests = sorted(CHESTS)
    rng.shuffle(chests)
    state["chests"], state["chest_discards"] = chests, []
    piles: list[list[str]] = []
    for key in (False, True):
        cards = [m for m in sorted(MAGES) if MAGES[m]["key"] == key]
        rng.shuffle(cards)
        half = (len(cards) + 1) // 2
        piles += [cards[:half], cards[half:]]
    state["piles"] = piles  # 0, 1: without a key; 2, 3: with a key; the top card is the last item
    eqp: dict[str, list[str]] = {}
    for kind in EQUIP_KINDS:
        cards = [e for e in sorted(EQUIPMENT) if EQUIPMENT[e]["kind"] == kind]
        rng.shuffle(cards)
        eqp[kind] = cards
    state["equipment_piles"] = eqp


def _djinn(state: State, rng: Rng, solo: bool, long_variant: bool) -> None:
    per = 1 if solo else COUNTS["setup_djinn"][str(len(state["seats"]))]
    for f in ROUND:
        extra = int(solo) + int(long_variant) if f in SOURCE_JOINED else 0
        for _ in range(per + extra):
            colour = draw_from_bag(state, rng)
            if colour is not None:
                state["djinn"][f].append(colour)
        state["djinn"][f].sort(key=COLOURS.index)


def _awards(state: State, rng: Rng) -> None:
    columns: list[list[str]] = []
    for col in (1, 2, 3):
        ids = [a for a in sorted(AWARDS, key=lambda x: int(x[1:])) if AWARDS[a]["column"] == col]
        chosen = rng.sample(ids, min(len(ids), len(state["seats"]) + 1))
        columns.append(sorted(chosen, key=lambda x: int(x[1:])))
    state["awards"] = columns


def _tom(state: State, rng: Rng, cards: int) -> None:
    locs = [c for c in sorted(SOLO_CARDS, key=lambda x: int(x[1:])) if not SOLO_CARDS[c].get("nothing")]
    nothing = [c for c in sorted(SOLO_CARDS, key=lambda x: int(x[1:])) if SOLO_CARDS[c].get("nothing")]
    deck = locs + nothing[: max(0, cards - len(locs))]
    rng.shuffle(deck)
    state["tom"] = deck
    state["solo"] = {"result": ""}


def _scoring_and_characters(state: State, rng: Rng) -> None:
    deck = sorted(SCORING, key=lambda x: int(x[1:]))
    rng.shuffle(deck)
    state["scoring"] = sorted(deck[:3], key=lambda x: int(x[1:]))
    state["scoring_deck"] = deck[3:]
    n = len(state["seats"])
    for side in ("pos", "neg"):
        ids = [c for c in sorted(CHARACTERS, key=lambda x: int(x[1:])) if CHARACTERS[c]["side"] == side]
        state["offer"][side] = sorted(rng.sample(ids, n + 1), key=lambda x: int(x[1:]))
    order = [(state["first"] + i) % n for i in range(n)]
    state["draft"] = order + order[::-1]
