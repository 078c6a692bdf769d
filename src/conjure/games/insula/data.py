"""Component data of Insula, read once from data.toml and turned into lookup tables."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Final, cast

_RAW: Final[dict[str, Any]] = tomllib.loads((Path(__file__).with_name("data.toml")).read_text(encoding="utf-8"))

BOARD: Final = _RAW["board"]
RULES: Final = _RAW["rules"]
TIME_MOON: Final[int] = _RAW["time"]["moon"]
DIE_FACES: Final[list[str]] = list(_RAW["die"]["faces"])
KINGOS: Final = _RAW["kingos"]
CIRCLES: Final = _RAW["circles"]
CIRCLE_SIZE: Final[int] = CIRCLES["size"]

GAP: Final[int] = BOARD["gap"]
CITADEL_Y: Final[int] = GAP + 1
BEACH: Final = "0,0"
CITADEL: Final = f"0,{CITADEL_Y}"

# directions as seen from the coast: inland is +y
DIRS: Final[dict[str, tuple[int, int]]] = {"in": (0, 1), "out": (0, -1), "left": (-1, 0), "right": (1, 0)}
EDGE_DIR: Final = {"inland": "in", "coast": "out", "left": "left", "right": "right"}
OPPOSITE: Final = {"in": "out", "out": "in", "left": "right", "right": "left"}


def _guardians() -> tuple[dict[str, dict[str, Any]], list[str]]:
    table: dict[str, dict[str, Any]] = {}
    for rec in _RAW["guardian"]:
        for _ in range(rec["copies"]):
            gid = f"g{len(table) + 1}"
            table[gid] = {
                "strength": rec["strength"],
                "big": rec["big"],
                "small": rec["small"],
                "penalty": rec["penalty"],
                "advanced": [list(p) for p in rec["advanced"]],
            }
    return table, list(table)


GUARDIANS, GUARDIAN_IDS = _guardians()


def _island() -> dict[str, dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = {}
    counters = {"light": 0, "shadow": 0}
    for rec in _RAW["island"]:
        if len(rec["thorns"]) != rec["thorn_copies"]:
            raise ValueError(f"island record {rec['kind']}/{rec['pile']}: thorn_copies does not match thorns")
        for i in range(rec["copies"]):
            counters[rec["pile"]] += 1
            cid = f"{rec['pile'][0].upper()}{counters[rec['pile']]:02d}"
            thorns = []
            if i < len(rec["thorns"]):
                edge, points = rec["thorns"][i]
                d = EDGE_DIR[edge]
                thorns.append([d, d if points == "out" else OPPOSITE[d]])  # [edge direction, facing direction]
            cards[cid] = {"kind": rec["kind"], "pile": rec["pile"], "thorns": thorns}
    return cards


ISLAND: Final = _island()
LIGHT_IDS: Final = [c for c, r in ISLAND.items() if r["pile"] == "light"]
SHADOW_IDS: Final = [c for c, r in ISLAND.items() if r["pile"] == "shadow"]


def _deck(kind: str) -> tuple[dict[str, dict[str, Any]], dict[str, list[str]]]:
    """Card instances (id -> record) and the deck of each edition (basic / advanced)."""
    cards: dict[str, dict[str, Any]] = {}
    per_key: dict[str, int] = {}
    decks: dict[str, list[str]] = {"basic": [], "advanced": []}
    for rec in _RAW[kind]:
        for _ in range(rec["copies"]):
            per_key[rec["key"]] = per_key.get(rec["key"], 0) + 1
            cid = f"{rec['key']}{per_key[rec['key']]}"
            cards[cid] = dict(rec)
            for edition in ("basic", "advanced"):
                if rec["edition"] in ("both", edition):
                    decks[edition].append(cid)
    return cards, decks


FLOWERS, FLOWER_DECKS = _deck("flower")
CURSES, CURSE_DECKS = _deck("curse")
BLUFF: Final = "bluff"  # the effect of Parádilka: dealt one per player, never discarded, outside the hand limit


FLOWER_EFFECTS: Final[dict[str, str]] = {cid: str(rec["effect"]) for cid, rec in FLOWERS.items()}
CURSE_EFFECTS: Final[dict[str, str]] = {cid: str(rec["effect"]) for cid, rec in CURSES.items()}


def flower_effect(cid: str) -> str:
    return FLOWER_EFFECTS[cid]


def curse_effect(cid: str) -> str:
    return CURSE_EFFECTS[cid]


def circle(kind: str, advanced: bool) -> list[list[list[str]]]:
    return cast("list[list[list[str]]]", CIRCLES[f"{kind}_{'advanced' if advanced else 'basic'}"])


def raw() -> dict[str, Any]:
    return _RAW


# The rulebook's component list ("Herní materiál") and setup (B): what data.toml must add up to.
COUNTS: Final[dict[str, int]] = {
    "guardians": 13,  # 13 guardian tokens (and Kingoš)
    "light": 16,
    "shadow": 18,  # 36 island cards: beach, citadel, 16 light, 18 shadow
    "energy_tokens": 50,
    "start_energy": 6,
    "circle_fields": 10,  # each circle of the player card (C.2, F.5)
    "die_faces": 6,
}
# flowers: 34 common, 3 basic only, 9 advanced only; curses: 26 common, 7 basic only, 4 advanced only
EDITIONS: Final[dict[str, dict[str, int]]] = {
    "flower": {"both": 34, "basic": 3, "advanced": 9},
    "curse": {"both": 26, "basic": 7, "advanced": 4},
}


def check() -> None:
    """Fail loudly, at import, if the data contradicts the rulebook's component counts."""
    found = {
        "guardians": len(GUARDIANS),
        "light": len(LIGHT_IDS),
        "shadow": len(SHADOW_IDS),
        "energy_tokens": BOARD["energy_tokens"],
        "start_energy": BOARD["start_energy"],
        "circle_fields": CIRCLE_SIZE,
        "die_faces": len(DIE_FACES),
    }
    for what, expected in COUNTS.items():
        if found[what] != expected:
            raise ValueError(f"insula data.toml: {found[what]} {what}, the rulebook says {expected}")
    for name, circle_fields in CIRCLES.items():
        if isinstance(circle_fields, list) and len(circle_fields) != CIRCLE_SIZE:
            raise ValueError(f"insula data.toml: circle {name} has {len(circle_fields)} fields, not {CIRCLE_SIZE}")
    for kind, editions in EDITIONS.items():
        copies = {edition: 0 for edition in editions}
        for rec in _RAW[kind]:
            copies[rec["edition"]] += rec["copies"]
        if copies != editions:
            raise ValueError(f"insula data.toml: {kind} cards by edition {copies}, the rulebook says {editions}")


check()
