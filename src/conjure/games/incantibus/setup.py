"""Setting up the tower, the tokens and the players (rulebook: "Příprava hry")."""

from __future__ import annotations

from typing import Any

from conjure.engine.rng import Rng

from .data import DATA
from .flow import FLOW


def _make_tokens(state: dict[str, Any], kinds: list[str], rng: Rng) -> list[int]:
    """Give tokens of one back (pool) fresh ids; which id carries which face is random."""
    rng.shuffle(kinds)
    start = len(state["kind"])
    state["kind"].extend(kinds)
    return list(range(start, start + len(kinds)))


def _pool(name: str) -> list[str]:
    return [kind for kind, n in DATA.raw["pools"][name].items() for _ in range(n)]


def draw(pile: list[int], rng: Rng) -> int:
    """Take a random token out of an unordered pile (a face-down supply)."""
    return pile.pop(rng.below(len(pile)))


def setup(players: int, options: dict[str, Any], rng: Rng) -> dict[str, Any]:
    mode = options.get("mode", "apprentice")
    per = DATA.by_players[players]
    state: dict[str, Any] = {
        "mode": mode,
        "kind": [],
        "moat": [],
        "known": {},
        "phase": "spell",
        "tasks": [],
        "round": 1,
        "end": None,
    }
    box = {
        "visible": _make_tokens(state, _pool("visible"), rng),
        "hidden": _make_tokens(state, _pool("hidden"), rng),
        "potions": _make_tokens(state, list(DATA.potion_kinds), rng),
        "books": _make_tokens(state, list(DATA.book_kinds), rng),
        "wizards": _make_tokens(state, list(DATA.wizard_kinds), rng),
    }
    state["specials"] = _make_tokens(state, _pool("special"), rng)
    state["box"] = box
    wands = list(per["wands"])
    rng.shuffle(wands)
    state["seats"] = [{"wand": w, "tokens": [], "pocket_tokens": [], "to_cast": 0, "out": False} for w in wands]
    state["rooms_left"] = sorted(r.name for r in DATA.rooms.values() if players in r.players and not r.first)
    state["rooms_done"] = []
    roof = next(r for r in DATA.rooms.values() if r.first)
    state["room"] = {"name": roof.name, "slots": []}
    fill_room(state, roof.name, rng)
    in_play = [draw(box["wizards"], rng) for _ in range(per["wizards"])]
    state["wizards"] = {"up": [], "down": sorted(in_play)}
    state["crypt"] = None
    flip_wizard(state, rng)
    state["potions"] = [draw(box["potions"], rng) for _ in range(DATA.raw["display"]["potions"])]
    state["books"] = [draw(box["books"], rng) for _ in range(DATA.raw["display"]["books"])] if mode == "expert" else []
    deck = [name for name, n in DATA.spells.items() for _ in range(n)]
    state["spells"] = {"up": [], "deck": sorted(deck), "used": []}
    for _ in range(DATA.raw["spells"]["face_up"]):
        draw_spell(state, rng)
    FLOW.run(state, rng, [])  # the first spell phase: everyone points
    return state


def fill_room(state: dict[str, Any], name: str, rng: Rng) -> None:
    """Lay out a room: its visible tokens face up, its hidden tokens face down, drawn from the box."""
    room = DATA.rooms[name]
    box = state["box"]
    slots = [{"id": draw(box["visible"], rng), "up": True} for _ in range(room.visible)]
    slots += [{"id": draw(box["hidden"], rng), "up": False} for _ in range(room.hidden)]
    state["room"] = {"name": name, "slots": slots}


def flip_wizard(state: dict[str, Any], rng: Rng) -> int | None:
    """Turn one more face-down wizard face up (they lie in random order)."""
    down = state["wizards"]["down"]
    if not down:
        return None
    token = draw(down, rng)
    state["wizards"]["up"].append(token)
    return token


def draw_spell(state: dict[str, Any], rng: Rng) -> str | None:
    deck = state["spells"]["deck"]
    if not deck:
        return None
    card: str = deck.pop(rng.below(len(deck)))
    state["spells"]["up"].append(card)
    return card
