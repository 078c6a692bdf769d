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
SOLO_TASKS: list[str] = list(RAW["solo_tasks"]["ids"])


def id_num(card_id: str) -> int:
    """The number of a card id such as ``M12`` (for stable sorting)."""
    return int(card_id.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
