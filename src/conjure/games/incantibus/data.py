"""Incantibus component data, read once from ``data.toml`` and checked against the rulebook's counts."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TypedDict

DATA_FILE: Final = Path(__file__).with_name("data.toml")


class Need(TypedDict, total=False):
    """What must be handed in for a potion, a book or a wizard (see requirements.py): one of these."""

    recipe: list[str]  # these ingredients (the Philosopher's Stone may replace one)
    kind: str  # `count` tokens of this kind
    category: str  # `count` tokens of this category
    colour: str  # `count` tokens of this colour
    count: int
    special: int  # that many special tokens
    any: int  # that many tokens of any kind
    gold: int  # gold worth at least this much
    same: str  # `count` (2) equal kinds of this category
    different: str  # `count` (2) different kinds of this category
    wand_at_most: int  # no tokens; only with a wand this weak


@dataclass(frozen=True)
class Kind:
    """A token kind: its category, suitcase field, points, gold value and display names."""

    name: str
    category: str
    field: str
    points: int
    gold: int
    special: bool
    catches: str | None
    colour: str | None
    need: Need | None
    names: dict[str, str]


@dataclass(frozen=True)
class Room:
    name: str
    visible: int
    hidden: int
    players: tuple[int, ...]
    first: bool
    names: dict[str, str]


@dataclass(frozen=True)
class Data:
    raw: dict[str, Any]
    kinds: dict[str, Kind]
    rooms: dict[str, Room]
    potion_kinds: tuple[str, ...]
    book_kinds: tuple[str, ...]
    wizard_kinds: tuple[str, ...]
    spells: dict[str, int]
    grants: dict[str, str]
    suitcases: dict[str, dict[str, int]]
    by_players: dict[int, dict[str, Any]]
    catcher_of: dict[str, str]  # monster -> weapon
    colours: dict[str, dict[str, str]]


def _load() -> Data:
    raw = tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))
    kinds: dict[str, Kind] = {}
    for key, rec in raw["kinds"].items():
        kinds[key] = Kind(
            key,
            rec["category"],
            rec["field"],
            rec["points"],
            rec.get("gold", 0),
            rec.get("special", False),
            rec.get("catches"),
            None,
            None,
            rec["name"],
        )
    sections = ("kinds", "potions", "books", "wizards")
    names = [key for section in sections for key in raw[section]]
    if len(names) != len(set(names)):
        raise ValueError(f"data.toml: kind names must be unique across {sections}")
    for key, rec in raw["potions"].items():
        potion_names = {
            lang: f"{text} ({' + '.join(raw['kinds'][i]['name'][lang] for i in rec['recipe'])})"
            for lang, text in raw["colours"][rec["colour"]].items()
        }
        kinds[key] = Kind(
            key,
            "potion",
            "potion",
            rec["points"],
            0,
            False,
            None,
            rec["colour"],
            {"recipe": list(rec["recipe"])},
            potion_names,
        )
    for key, rec in raw["books"].items():
        kinds[key] = Kind(key, "book", "book", rec["points"], 0, False, None, None, rec["need"], rec["name"])
    for key, rec in raw["wizards"].items():
        kinds[key] = Kind(
            key,
            "wizard",
            "stack",
            rec["points"],
            0,
            False,
            None,
            None,
            rec["need"],
            {"cs": rec["name"], "en": rec["name"], "de": rec["name"]},
        )
    rooms = {
        k: Room(k, r["visible"], r["hidden"], tuple(r["players"]), r.get("first", False), r["name"])
        for k, r in raw["rooms"].items()
    }
    data = Data(
        raw=raw,
        kinds=kinds,
        rooms=rooms,
        potion_kinds=tuple(raw["potions"]),
        book_kinds=tuple(raw["books"]),
        wizard_kinds=tuple(raw["wizards"]),
        spells=dict(raw["spells"]["deck"]),
        grants=dict(raw["spells"]["grants"]),
        suitcases={side: {k: v for k, v in rec.items() if isinstance(v, int)} for side, rec in raw["suitcase"].items()},
        by_players={int(n): rec for n, rec in raw["players"].items()},
        catcher_of={k.catches: k.name for k in kinds.values() if k.catches},
        colours=raw["colours"],
    )
    check(data)
    return data


def check(data: Data) -> None:
    """Fail loudly if the data contradicts the rulebook's component counts."""
    pools = data.raw["pools"]
    for pool in ("visible", "hidden", "special"):
        total = sum(pools[pool].values())
        if total != pools[f"{pool}_total"]:
            raise ValueError(f"data.toml: {pool} pool has {total} tokens, the rulebook says {pools[pool + '_total']}")
        for kind in pools[pool]:
            if kind not in data.kinds:
                raise ValueError(f"data.toml: pool {pool} names unknown kind {kind!r}")
    if sum(data.spells.values()) != 12:
        raise ValueError("data.toml: there must be 12 spell cards")
    if len(data.potion_kinds) != 9 or len(data.book_kinds) != 9 or len(data.wizard_kinds) != 12:
        raise ValueError("data.toml: 9 potions, 9 books and 12 wizards expected")
    rooms_at = {n: [r for r in data.rooms.values() if n in r.players and not r.first] for n in (2, 3, 4)}
    for n, expected in ((2, 3), (3, 5), (4, 7)):
        if len(rooms_at[n]) != expected:
            raise ValueError(f"data.toml: {n} players need {expected} rooms besides the roof")
    four = rooms_at[4] + [r for r in data.rooms.values() if r.first]
    if sum(r.visible for r in four) != pools["visible_total"] or sum(r.hidden for r in four) != pools["hidden_total"]:
        raise ValueError("data.toml: at 4 players the rooms must use every visible and hidden token")


DATA: Final = _load()
