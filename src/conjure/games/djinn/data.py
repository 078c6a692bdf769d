"""The component tables of Djinn, read once from ``data.toml`` into fast lookup structures."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

RAW: dict[str, Any] = tomllib.loads((Path(__file__).with_name("data.toml")).read_text(encoding="utf-8"))

COLOURS: list[str] = list(RAW["colours"])
LOCATIONS: list[str] = list(RAW["locations"])
COUNTS: dict[str, Any] = RAW["counts"]

SOURCE: str = RAW["map"]["source"]
ROUND: list[str] = list(RAW["map"]["round"])
SQUARE: list[str] = list(RAW["map"]["square"])
SOURCE_JOINED: list[str] = list(RAW["map"]["source_joined"])
FIELDS: list[str] = [SOURCE] + ROUND + SQUARE
PATHS: list[tuple[str, str]] = [(a, b) for a, b in RAW["map"]["paths"]]
NEIGHBOURS: dict[str, list[str]] = {f: [] for f in FIELDS}
for _a, _b in PATHS:
    NEIGHBOURS[_a].append(_b)
    NEIGHBOURS[_b].append(_a)
for _f in NEIGHBOURS:
    NEIGHBOURS[_f].sort()
IS_ROUND: dict[str, bool] = {f: f in ROUND for f in FIELDS}

FEE: dict[str, int] = {k: v for k, v in RAW["capacity_fee"].items() if k != "provenance"}

MAGES: dict[str, dict[str, Any]] = {m["id"]: m for m in RAW["mages"]}
CHESTS: dict[str, dict[str, Any]] = {c["id"]: c for c in RAW["chests"]}
EQUIPMENT: dict[str, dict[str, Any]] = {e["id"]: e for e in RAW["equipment"]}
EQUIP_KINDS: list[str] = ["staff", "hat", "cloak"]
AWARDS: dict[str, dict[str, Any]] = {a["id"]: a for a in RAW["awards"]}
MARKET_OFFERS: list[dict[str, Any]] = list(RAW["market_offers"])
MARKET_STALLS: dict[int, list[list[int]]] = {int(k): v for k, v in RAW["market_stalls"].items() if k.isdigit()}
SOLO_CARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in RAW["solo_cards"]}
CHARACTERS: dict[str, dict[str, Any]] = {c["id"]: c for c in RAW["characters"]}
CHAR_BY_ABILITY: dict[str, str] = {c["ability"]: c["id"] for c in RAW["characters"]}
SCORING: dict[str, dict[str, Any]] = {c["id"]: c for c in RAW["scoring_cards"]}
LOCATION_ACTIONS: dict[str, dict[str, Any]] = dict(RAW["location_actions"])
SOLO_TASKS: dict[str, dict[str, Any]] = {t["id"]: t for t in RAW["solo_tasks"]}
FINAL_SCORING: dict[str, int] = {k: v for k, v in RAW["final_scoring"].items() if k != "provenance"}


def offer_prices(offer: dict[str, Any]) -> list[int]:
    """A market offer's prices (in coins or in scrolls) for 1, 2, 3 items."""
    return list(offer.get("cost_coins") or offer["cost_scrolls"])


def id_num(card_id: str) -> int:
    """The number of a card id such as ``M12`` (for stable sorting)."""
    return int(card_id.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))


# -- the rulebook's component list ("Spielmaterial" / "Obsah hry"), checked at import ------------------
RULEBOOK_COUNTS = {
    "location tiles": 12,
    "bottles": 40,
    "chests": 18,
    "awards": 21,
    "character tiles": 20,
    "corks": 30,
    "keys": 12,
    "djinn": 36,
    "bosses": 12,
    "equipment cards": 27,
    "mage cards": 32,
    "scoring cards": 10,
    "solo cards": 15,
}
PROVENANCES = ("rulebook", "public:", "reconstructed")


def counted() -> dict[str, int]:
    """The component counts data.toml describes, named as the rulebook's component list names them."""
    return {
        "location tiles": 2 * len(LOCATIONS),
        "bottles": len(COLOURS) * COUNTS["bottles_per_colour"],
        "chests": len(CHESTS),
        "awards": len(AWARDS),
        "character tiles": len(CHARACTERS),
        "corks": COUNTS["corks"],
        "keys": COUNTS["keys"],
        "djinn": len(COLOURS) * COUNTS["djinn_per_colour"],
        "bosses": COUNTS["bosses"],
        "equipment cards": len(EQUIPMENT),
        "mage cards": len(MAGES),
        "scoring cards": len(SCORING),
        "solo cards": len(SOLO_CARDS),
    }


def check() -> None:
    """Fail loudly if data.toml contradicts the rulebook's counts, or a record lacks its provenance."""
    have = counted()
    wrong = {k: (have[k], n) for k, n in RULEBOOK_COUNTS.items() if have[k] != n}
    if wrong:
        raise ValueError(f"data.toml: (have, rulebook) counts differ: {wrong}")
    sides = [c["side"] for c in CHARACTERS.values()]
    kinds = [e["kind"] for e in EQUIPMENT.values()]
    if sides.count("pos") != 10 or any(kinds.count(k) != 9 for k in EQUIP_KINDS):
        raise ValueError("data.toml: 10 positive and 10 negative character tiles, 9 equipment cards of each kind")
    if sum(1 for m in MAGES.values() if m["key"]) != 16:
        raise ValueError("data.toml: 16 mage cards with a key and 16 without")
    if len(set(CHAR_BY_ABILITY)) != len(CHARACTERS):
        raise ValueError("data.toml: every character tile needs its own ability name")
    if sorted(LOCATION_ACTIONS) != sorted(LOCATIONS):
        raise ValueError("data.toml: one location_actions record for each of the 6 locations")
    for table in (MAGES, CHESTS, EQUIPMENT, AWARDS, SOLO_CARDS, CHARACTERS, SCORING, LOCATION_ACTIONS, SOLO_TASKS):
        for cid, record in table.items():
            if not str(record.get("provenance", "")).startswith(PROVENANCES):
                raise ValueError(f"data.toml: {cid} has no provenance")


check()
