"""Trickerion component data, read once from ``data.toml`` and checked against the rulebook's counts.

Every number the rules use comes from here. :func:`load` parses a TOML text and raises
:class:`DataError` naming the first record that breaks a count or a fact the rulebook states, so a
transcription slip fails at import, not in a game. The module-level names (``TRICKS``, ``PERFORMANCES``,
…) are the checked data of ``data.toml``.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("data.toml")
SOURCES = ("rulebook", "public:bga", "reconstructed")
SCHOOLS_ORDER = ("spiritual", "mechanical", "optical", "escape")  # clockwise on a trick marker
LOCATIONS = ("downtown", "market_row", "workshop", "dark_alley", "theater")
SA_LOCATIONS = ("downtown", "market_row", "workshop", "theater")


class DataError(ValueError):
    """data.toml contradicts the rulebook (the message names the record)."""


@dataclass(frozen=True)
class Trick:
    id: str
    name_en: str
    name_cs: str | None
    school: str
    level: int
    threshold: int
    components: dict[str, int]
    prepare_ap: int
    markers: int
    yield_fame: int
    yield_coins: int
    yield_shards: int
    end_bonus: dict[str, Any] | None
    source: str


@dataclass(frozen=True)
class Performance:
    id: str
    theatre: str
    dark_alley_only: bool
    slots: tuple[int, ...]
    links: tuple[tuple[int, int], ...]
    shard_link: tuple[int, int]
    bonus: dict[str, int]
    source: str


@dataclass(frozen=True)
class Magician:
    id: str
    name_en: str
    name_cs: str
    school: str
    ability: str
    needs_prophecies: bool
    source: str


@dataclass(frozen=True)
class Die:
    id: str
    place: str
    faces: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class Space:
    location: str
    space: int
    ap: int
    min_players: int


@dataclass(frozen=True)
class Data:
    raw: dict[str, Any]
    constants: dict[str, Any]
    tricks: dict[str, Trick]
    performances: dict[str, Performance]
    magicians: dict[str, Magician]
    dice: dict[str, Die]
    spaces: tuple[Space, ...]
    components: dict[str, dict[str, Any]]
    special_assignments: dict[str, dict[str, Any]]
    prophecies: tuple[str, ...]
    first_game: dict[str, dict[str, Any]]


def _fail(record: str, problem: str) -> DataError:
    return DataError(f"data.toml: {record}: {problem}")


def _trick(rec: dict[str, Any]) -> Trick:
    return Trick(
        rec["id"],
        rec["name_en"],
        rec.get("name_cs"),
        rec["school"],
        rec["level"],
        rec["threshold"],
        dict(rec["components"]),
        rec["prepare_ap"],
        rec["markers"],
        rec["yield_fame"],
        rec["yield_coins"],
        rec["yield_shards"],
        rec.get("end_bonus"),
        rec["source"],
    )


def _performance(rec: dict[str, Any]) -> Performance:
    links = tuple((a, b) for a, b in rec["links"])
    a, b = rec["shard_link"]
    return Performance(
        rec["id"],
        rec["theatre"],
        rec["dark_alley_only"],
        tuple(rec["slots"]),
        links,
        (a, b),
        dict(rec["bonus"]),
        rec["source"],
    )


def _build(raw: dict[str, Any]) -> Data:
    return Data(
        raw=raw,
        constants=dict(raw["constants"]),
        tricks={r["id"]: _trick(r) for r in raw["tricks"]},
        performances={r["id"]: _performance(r) for r in raw["performances"]},
        magicians={
            r["id"]: Magician(
                r["id"], r["name_en"], r["name_cs"], r["school"], r["ability"], r["needs_prophecies"], r["source"]
            )
            for r in raw["magicians"]
        },
        dice={r["id"]: Die(r["id"], r["place"], tuple(r["faces"]), r["source"]) for r in raw["dice"]},
        spaces=tuple(Space(r["location"], r["space"], r["ap"], r["min_players"]) for r in raw["spaces"]),
        components={r["id"]: r for r in raw["components"]},
        special_assignments={r["id"]: r for r in raw["special_assignments"]},
        prophecies=tuple(r["id"] for r in raw["prophecies"]),
        first_game={r["school"]: r for r in raw["first_game"]},
    )


# -- the checks: each names the record it found wrong ---------------------------------------------------------


def _check_sources(raw: dict[str, Any]) -> None:
    for section, records in raw.items():
        for i, rec in enumerate(records if isinstance(records, list) else [records]):
            if isinstance(rec, dict) and section != "meta" and rec.get("source") not in SOURCES:
                name = rec.get("id", rec.get("type", rec.get("location", i)))
                raise _fail(f"{section} {name}", f"source must be one of {SOURCES}, not {rec.get('source')!r}")


def _check_unique(raw: dict[str, Any], section: str) -> None:
    ids = Counter(rec["id"] for rec in raw[section])
    twice = sorted(k for k, n in ids.items() if n > 1)
    if twice:
        raise _fail(f"{section} {twice[0]}", "id appears more than once")


def _check_count(section: str, what: str, counted: Counter[Any], expected: dict[Any, int]) -> None:
    for key in sorted(set(counted) | set(expected), key=str):
        if counted.get(key, 0) != expected.get(key, 0):
            raise _fail(section, f"{counted.get(key, 0)} {what} {key}, the rulebook has {expected.get(key, 0)}")


def _check_tricks(data: Data) -> None:
    tricks = data.tricks.values()
    thresholds = data.constants["fame_threshold_by_level"]
    if len(data.tricks) != 48:
        raise _fail("tricks", f"{len(data.tricks)} trick cards, the rulebook has 48")
    _check_count("tricks", "tricks of school", Counter(t.school for t in tricks), dict.fromkeys(SCHOOLS_ORDER, 12))
    levels = Counter((t.school, t.level) for t in tricks)
    _check_count("tricks", "tricks of (school, level)", levels, {(s, lv): 4 for s in SCHOOLS_ORDER for lv in (1, 2, 3)})
    for t in tricks:
        _check_trick(t, thresholds, data.components)


def _check_trick(t: Trick, thresholds: list[int], components: dict[str, Any]) -> None:
    where = f"tricks {t.id}"
    if t.threshold != thresholds[t.level - 1]:
        raise _fail(where, f"level {t.level} has the fame threshold {thresholds[t.level - 1]}, not {t.threshold}")
    for comp, n in t.components.items():
        if comp not in components:
            raise _fail(where, f"unknown component {comp!r}")
        if not 1 <= n <= 3:
            raise _fail(where, f"{n} {comp}: a workshop holds at most 3 of a kind")
    if not 1 <= t.prepare_ap <= 3:
        raise _fail(where, f"prepare costs 1-3 AP, not {t.prepare_ap}")
    if not 1 <= t.markers <= 4:
        raise _fail(where, f"{t.markers} markers per prepare; a symbol has 4 markers")
    if (t.level == 3) != (t.end_bonus is not None):
        raise _fail(where, "exactly the level-3 tricks have an end-of-game bonus")


def _check_performances(data: Data) -> None:
    theatres = {r["id"]: r for r in data.raw["theatres"]}
    counted = Counter(p.theatre for p in data.performances.values())
    if sum(counted.values()) != 28:
        raise _fail("performances", f"{sum(counted.values())} performance cards, the rulebook has 28")
    _check_count("performances", "cards of theatre", counted, {k: r["cards"] for k, r in theatres.items()})
    for p in data.performances.values():
        _check_performance(p, theatres)


def _check_performance(p: Performance, theatres: dict[str, dict[str, Any]]) -> None:
    where = f"performances {p.id}"
    if p.dark_alley_only != theatres[p.theatre]["dark_alley_only"]:
        raise _fail(where, "only the Magnus Pantheon cards are Dark Alley only")
    if len(set(p.slots)) != len(p.slots) or not set(p.slots) <= set(range(6)):
        raise _fail(where, f"slots {p.slots} must be distinct slots 0-5")
    for a, b in p.links:
        if a not in p.slots or b not in p.slots or (b - a, a % 2) not in ((1, 0), (2, 0), (2, 1)):
            raise _fail(where, f"link {a}-{b} does not join two neighbouring slots of the card")
    if len(p.links) != len(p.slots) - 1 or p.shard_link not in p.links:
        raise _fail(where, "the links must join every slot once (slots - 1 links) with one shard circle among them")


def _check_people(data: Data) -> None:
    if len(data.magicians) != 8:
        raise _fail("magicians", f"{len(data.magicians)} magicians, the box has 8")
    _check_count(
        "magicians",
        "magicians of school",
        Counter(m.school for m in data.magicians.values()),
        dict.fromkeys(SCHOOLS_ORDER, 2),
    )
    chars = {r["type"]: r for r in data.raw["characters"]}
    expected_ap = {"apprentice": 1, "engineer": 2, "manager": 2, "assistant": 2, "magician": 3}
    for kind, ap in expected_ap.items():
        if chars.get(kind, {}).get("base_ap") != ap:
            raise _fail(f"characters {kind}", f"the rulebook gives {ap} base AP")
    perm = data.raw["permanent_assignments"]
    for key, total in (("per_player", 10), ("hand_dark_alley", 6), ("hand_base", 9)):
        if sum(r[key] for r in perm) != total:
            raise _fail("permanent_assignments", f"{key} sums to {sum(r[key] for r in perm)}, the rulebook has {total}")


def _check_cards(data: Data) -> None:
    sas = data.special_assignments.values()
    if len(data.special_assignments) != 40:
        raise _fail("special_assignments", f"{len(data.special_assignments)} cards, the rulebook has 40")
    _check_count(
        "special_assignments", "cards of location", Counter(a["location"] for a in sas), dict.fromkeys(SA_LOCATIONS, 10)
    )
    if len(data.prophecies) != 27:
        raise _fail("prophecies", f"{len(data.prophecies)} prophecy tokens, the box has 27")


def _check_box(data: Data) -> None:
    """The box contents agree with the records: one card per record, and the rulebook's totals."""
    box = {r["id"]: r["count"] for r in data.raw["inventory"]}
    markers = len(data.constants["symbol_sets"]) * data.constants["max_markers_per_symbol"]
    agree = {
        "trick_cards": len(data.tricks),
        "performance_cards": len(data.performances),
        "special_assignment_cards": len(data.special_assignments),
        "magician_cards": len(data.magicians),
        "prophecy_tokens": len(data.prophecies),
        "dice": len(data.dice),
        "trick_markers": 4 * markers,
        "symbol_markers": 4 * len(data.constants["symbol_sets"]),
        "permanent_assignment_cards": 4 * sum(r["per_player"] for r in data.raw["permanent_assignments"]),
        "character_discs": 4 * sum(r["discs"] for r in data.raw["characters"]),
    }
    for key, value in agree.items():
        if box.get(key) != value:
            raise _fail(f"inventory {key}", f"the box has {box.get(key)}, the records give {value}")


def _check_dice(data: Data) -> None:
    places = Counter(d.place for d in data.dice.values())
    _check_count("dice", "dice at", places, {"residence": 2, "inn": 2, "bank": 2})
    allowed = {
        "residence": set(SCHOOLS_ORDER) | {"any", "X"},
        "inn": {"apprentice", "engineer", "manager", "assistant", "X"},
    }
    for die in data.dice.values():
        ok = allowed.get(die.place)
        bad = [f for f in die.faces if (f not in ok if ok is not None else not (f == "X" or f.isdigit()))]
        if len(die.faces) != 6 or bad:
            raise _fail(f"dice {die.id}", f"needs 6 faces from the rulebook's symbols, not {die.faces}")


def _check_board(data: Data) -> None:
    """What the rulebook states about the spaces: four at Downtown, the Market Row and the Dark Alley, of which the
    two covered in smaller games (one needs 3, one 4 players) are +1 AP spaces; the Theatre's day modifiers. The
    other modifiers are reconstructed and may be edited freely."""
    for loc in ("downtown", "market_row", "dark_alley"):
        spaces = [s for s in data.spaces if s.location == loc]
        covered = sorted((s.min_players, s.ap) for s in spaces if s.min_players > 2)
        if len(spaces) != 4 or covered != [(3, 1), (4, 1)]:
            raise _fail(f"spaces {loc}", f"needs 4 spaces with +1 AP spaces for 3 and 4 players, not {covered}")
    days = {r["id"]: r for r in data.raw["days"]}
    stated = {"thursday": (-1, -1), "friday": (0, 0), "saturday": (0, 0), "sunday": (1, 1)}
    if list(days) != list(stated):
        raise _fail("days", f"the days in the week's order, Thursday to Sunday, not {list(days)}")
    for day, yields in stated.items():
        found = (days[day]["yield_fame"], days[day]["yield_coins"]) if day in days else None
        if found != yields:
            raise _fail(f"days {day}", f"yield modifiers (fame, coins) {found}; the rulebook has {yields}")
    if days["thursday"]["backstage_ap"] != 1:
        raise _fail("days thursday", "a Thursday backstage space gives +1 AP (rulebook example A)")


def _check_constants(data: Data) -> None:
    stated = {
        "rounds_dark_alley": 7,
        "rounds_base": 5,
        "starting_fame": 5,
        "starting_shards": 1,
        "starting_coins_by_initiative": [10, 12, 14, 16],
        "two_player_initiative_positions": [1, 3],
        "starting_component_value": 2,
        "fame_threshold_by_level": [1, 16, 36],
        "advertise_fame": 2,
        "max_components_per_type": 3,
        "max_markers_per_symbol": 4,
        "upcoming_prophecies": 3,
        "final_category_cap": 20,
        "players": [2, 3, 4],
    }
    for key, value in stated.items():
        if data.constants.get(key) != value:
            raise _fail(f"constants {key}", f"{data.constants.get(key)!r}; the rulebook states {value!r}")
    prices = {"basic": 1, "advanced": 2, "superior": 3}
    for comp in data.components.values():
        if comp["price"] != prices[comp["tier"]]:
            raise _fail(f"components {comp['id']}", f"a {comp['tier']} prop costs {prices[comp['tier']]}")
    _check_count(
        "components",
        "prop types of tier",
        Counter(c["tier"] for c in data.components.values()),
        dict.fromkeys(prices, 4),
    )


def _check_first_game(data: Data) -> None:
    for school, rec in data.first_game.items():
        trick = data.tricks[rec["trick"]]
        if trick.school != school or trick.level != 1 or rec["markers"] != trick.markers:
            raise _fail(
                f"first_game {school}", f"{trick.id} must be a level-1 {school} trick with {trick.markers} markers"
            )
        if trick.components != rec["components"]:
            raise _fail(f"first_game {school}", "the starting props must meet the starting trick")


def check(data: Data) -> None:
    """Raise :class:`DataError` if the data contradicts a count or fact of the rulebook."""
    _check_sources(data.raw)
    for section in ("tricks", "performances", "special_assignments", "prophecies", "magicians", "dice", "inventory"):
        _check_unique(data.raw, section)
    for step in (
        _check_constants,
        _check_tricks,
        _check_performances,
        _check_people,
        _check_cards,
        _check_box,
        _check_dice,
        _check_board,
        _check_first_game,
    ):
        step(data)


def load(text: str) -> Data:
    """Parse and check a data.toml text."""
    try:
        data = _build(tomllib.loads(text))
    except KeyError as missing:
        raise DataError(f"data.toml: a record lacks the field {missing}") from None
    check(data)
    return data


DATA = load(DATA_FILE.read_text(encoding="utf-8"))
C = DATA.constants
TRICKS = DATA.tricks
PERFORMANCES = DATA.performances
MAGICIANS = DATA.magicians
DICE = DATA.dice
COMPONENTS = DATA.components
SPECIAL_ASSIGNMENTS = DATA.special_assignments
PROPHECIES = DATA.prophecies
FIRST_GAME = DATA.first_game
SPACES = DATA.spaces
PERMANENT = {r["location"]: r for r in DATA.raw["permanent_assignments"]}
SPECIALISTS = {r["type"]: r for r in DATA.raw["specialists"]}
THEATRES = {r["id"]: r for r in DATA.raw["theatres"]}
MARKET = DATA.raw["market"]


def price(component: str) -> int:
    """What one prop costs at the Market Row (and counts toward a starting budget)."""
    return int(COMPONENTS[component]["price"])


def name(record: dict[str, Any] | Trick | Magician, lang: str) -> str:
    """A component's name in ``lang``: the Czech edition's name in Czech where known, else the English one."""
    get = record.get if isinstance(record, dict) else lambda key: getattr(record, key, None)
    cs = get("name_cs")
    return str(cs) if lang == "cs" and cs else str(get("name_en"))
