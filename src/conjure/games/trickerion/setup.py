"""Setting up a game (rulebook: Příprava hry, Příprava hráčů, Počáteční body slávy a pořadí kola).

:func:`setup` lays out the shared table at once (TRK-SETUP-1 … TRK-SETUP-6) and leaves the players' own
choices as decision tasks on the stack (``phases/preparation.py``), ending with the automatic tasks that place the
initiative markers, pay the starting coins and draw the prophecies.
"""

from __future__ import annotations

from typing import Any

from . import data
from .flow import FLOW, Rng, State, seat_order
from .phases import opening, preparation, round_end  # noqa: F401  (they register task kinds)
from .theatre import performance, stage  # noqa: F401

COVERABLE = ("downtown", "market_row", "dark_alley")


def trick_decks(dark_alley: bool) -> dict[str, list[str]]:
    """The four face-up trick decks by school; level-3 tricks only with the Dark Alley (TRK-SETUP-1)."""
    decks: dict[str, list[str]] = {school: [] for school in data.SCHOOLS_ORDER}
    for trick in data.TRICKS.values():
        if dark_alley or trick.level < 3:
            decks[trick.school].append(trick.id)
    return decks


def performance_deck(dark_alley: bool, rng: Rng) -> list[list[str]]:
    """The face-down deck in theatre order, top group first: two random cards of each theatre (TRK-SETUP-3).

    Each group is kept unordered (its cards are drawn at random when needed), so the state holds no order
    that a view could leak."""
    deck = []
    for theatre in sorted(data.THEATRES.values(), key=lambda t: t["order"]):
        if dark_alley or not theatre["dark_alley_only"]:
            cards = [p.id for p in data.PERFORMANCES.values() if p.theatre == theatre["id"]]
            deck.append(sorted(rng.sample(cards, data.C["performance_deck_per_theatre"])))
    return deck


def performance_display(players: int, deck: list[list[str]], rng: Rng) -> list[str | None]:
    """Players + 1 positions, the leftmost players − 1 holding random Riverside cards not in the deck."""
    in_deck = {card for group in deck for card in group}
    spare = [p.id for p in data.PERFORMANCES.values() if p.theatre == "riverside" and p.id not in in_deck]
    shown: list[str | None] = list(rng.sample(spare, players - 1))
    return shown + [None] * 2


def covered_spaces(players: int, dark_alley: bool) -> dict[str, list[int]]:
    """The +1 AP spaces covered with unused discs at 2 and 3 players (TRK-SETUP-6)."""
    locations = [loc for loc in COVERABLE if dark_alley or loc != "dark_alley"]
    return {loc: [s.space for s in data.SPACES if s.location == loc and s.min_players > players] for loc in locations}


def assignment_hand(dark_alley: bool) -> dict[str, int]:
    """The starting hand of permanent assignment cards by location: 6 with the Dark Alley, 9 without."""
    key = "hand_dark_alley" if dark_alley else "hand_base"
    return {loc: rec[key] for loc, rec in data.PERMANENT.items() if rec[key]}


def new_seat(dark_alley: bool) -> dict[str, Any]:
    """A player before the setup choices: magician disc and one apprentice, 1 shard, fame 5 (TRK-SETUP-7)."""
    return {
        "magician": None,
        "school": None,
        "fame": data.C["starting_fame"],
        "coins": 0,
        "shards": data.C["starting_shards"],
        "characters": ["magician", "apprentice"],
        "assistant_apprentice": False,
        "specialists": [],
        "tricks": [],
        "props": {},
        "multi": [],
        "hand": assignment_hand(dark_alley),
        "special_hand": [],
        "poster": True,
        "hired": [],
    }


def setup(players: int, options: dict[str, Any], rng: Rng) -> State:
    dark_alley = bool(options.get("dark_alley", True))
    prophecies = dark_alley and bool(options.get("prophecies", True))
    deck = performance_deck(dark_alley, rng)
    state: State = {
        "phase": "setup",
        "tasks": [],
        "round": 1,
        "dark_alley": dark_alley,
        "prophecies": prophecies,
        "first_game": bool(options.get("first_game", False)),
        "seats": [new_seat(dark_alley) for _ in range(players)],
        "initiative": [],
        "track": [],
        "trick_decks": trick_decks(dark_alley),
        "market": {
            "buy": list(data.MARKET["start_stock"]),
            "order": [None] * data.MARKET["order_slots"],
            "quick": None,
        },
        "performance_deck": deck,
        "theater": performance_display(players, deck, rng),
        "stage": {},
        "performance_discard": [],
        "possessed": 0,
        "special_decks": (
            {
                loc: sorted(a for a, r in data.SPECIAL_ASSIGNMENTS.items() if r["location"] == loc)
                for loc in data.SA_LOCATIONS
            }
            if dark_alley
            else {}
        ),
        "special_bottom": {loc: [] for loc in data.SA_LOCATIONS} if dark_alley else {},
        "prophecy": {"active": None, "upcoming": [], "pool": []},
        "covered": covered_spaces(players, dark_alley),
        "dice": {},
        "assigned": [{} for _ in range(players)],
        "idle": [[] for _ in range(players)],
        "placed": [],
        "next_placer": 0,
        "geared": [],
        "mimicked": [],
    }
    FLOW.push_all(state, preparation_tasks(state))
    FLOW.run(state, rng, [])
    return state


def preparation_tasks(state: State) -> list[dict[str, Any]]:
    """The players' setup, in order: magicians clockwise from the first player, then each player's kit,
    then the engineers' second tricks, then initiative, coins and prophecies (Příprava hráčů)."""
    order = seat_order(state)
    tasks: list[dict[str, Any]] = [{"t": "choose_magician", "seat": s} for s in order]
    tasks += [{"t": "kit", "seat": s} for s in order]
    tasks += [{"t": "engineer_tricks"}, {"t": "initiative_and_coins"}]
    if state["prophecies"]:
        tasks.append({"t": "draw_prophecies"})
    tasks.append({"t": "setup_done"})
    return tasks
