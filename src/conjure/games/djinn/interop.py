"""Djinn for the interop adapters (conjure.interop): the action catalog's generator and the observation encoder.

The catalog (``actions.v<N>.json`` beside this file) holds every id the rules can offer (docs/games/djinn.md,
"Action ids"), built from data.toml: the map's fields and paths, the locations, colours, characters, chests,
awards, market stalls and offers, and one index per mage and per equipment card a player could hold. The encoder
reads only ``Game.view(seat)``; seats are listed from the viewer round the table.
"""

from __future__ import annotations

from typing import Any

from conjure.interop.features import Features, seat_order

from .data import (
    AWARDS,
    CHARACTERS,
    CHESTS,
    COLOURS,
    EQUIP_KINDS,
    EQUIPMENT,
    FIELDS,
    LOCATIONS,
    MAGES,
    MARKET_OFFERS,
    MARKET_STALLS,
    PATHS,
    ROUND,
    SCORING,
    SOLO_CARDS,
    SQUARE,
)

ENV_VERSION = 1
OBSERVATION_VERSION = 1
# the longest game OpenSpiel is told of: an estimate, not a proof (the longest of 40 random games at each
# configuration was 1561 decisions)
MAX_DECISIONS = 8000

SEATS = 4
MAGE_PILES = 4  # setup.py: two piles without a key, two with one
CIRCLE_PLACES = 4  # setup.py: every player board has four magic circles (turned active, never added)
ARCHIVE = ("pass", "coins", "scroll", "mage", "circle")
PHASES = ("draft", "play", "final", "over")
TASKS = (
    "acad",
    "advance",
    "aftercatch",
    "arch",
    "arrive",
    "bottle",
    "buy",
    "catch",
    "chest",
    "chests",
    "draft",
    "equip_choice",
    "free",
    "keep",
    "mage_choice",
    "mageup",
    "mkt",
    "overflow",
    "place",
    "ppl",
    "swap",
    "takeequip",
    "takemage",
    "tip",
    "tomb",
    "xchest",
    "field",
    "turn",
)
STAGES = ("move", "blocked", "field", "paying")
CIRCLE_DJINN = (*COLOURS, "B")
# the encoder's domains, as tuples (Features remembers their positions)
CHESTS_IDS, MAGES_IDS, EQUIPMENT_IDS = tuple(CHESTS), tuple(MAGES), tuple(EQUIPMENT)
AWARDS_IDS, SCORING_IDS, CHARACTERS_IDS, SOLO_CARDS_IDS = (
    tuple(AWARDS),
    tuple(SCORING),
    tuple(CHARACTERS),
    tuple(SOLO_CARDS),
)
COLOURS_T, LOCATIONS_T, FIELDS_T = tuple(COLOURS), tuple(LOCATIONS), tuple(FIELDS)


def catalog_ids() -> list[str]:
    """Every action id Djinn can offer, from data.toml."""
    ids = {
        "pay",
        "tip:coin",
        "tip:scroll",
        "stay",
        "act:basic",
        "act:special",
        "act:secret",
        "catch",
        "cadd:boss",
        "cdel:boss",
        "cgo",
        "cnone",
        "put:circle",
        "put:release",
        "free:none",
        "src:refill",
        "src:bosses",
        "src:cork",
        "src:mages",
        "decline:coins",
        "decline:power",
        "decline:mix",
        "end",
        "key:coin",
        "key:scroll",
        "key:power",
        "up:done",
        "amage:done",
        "xchest:yes",
        "xchest:no",
        "arc:done",
        "keep:new",
        "keep:old",
        "mkt:done",
        "swap:done",
    }
    ids.update(f"char:{tile}" for tile in CHARACTERS)
    for a, b in PATHS:
        for square, start in ((a, b), (b, a)):
            if square in SQUARE and start in ROUND:
                ids.add(f"place:{square}:{start}")
    for field in FIELDS:
        ids.update({f"move:{field}", f"skip:{field}"})
    for colour in COLOURS:
        ids.update(
            {
                f"cadd:{colour}",
                f"cdel:{colour}",
                f"put:{colour}",
                f"free:{colour}",
                f"src:bottle:{colour}",
                f"bt:{colour}",
                f"tomb:{colour}",
            }
        )
        ids.update(f"bottle:{i}:{colour}" for i in range(CIRCLE_PLACES))
        ids.update(f"award:{colour}:{award}" for award in AWARDS)
        ids.update(f"swap:{colour}:{other}" for other in COLOURS if other != colour)
    for i in range(len(MAGES)):
        ids.update({f"cmage:{i}", f"cdel:mage:{i}", f"up:{i}", f"amage:{i}"})
    for i in range(len(EQUIPMENT)):
        ids.update({f"ceq:{i}", f"cdel:eq:{i}", f"eq:{i}"})
    ids.update(f"tm:{pile}" for pile in range(MAGE_PILES))
    for chest in CHESTS:
        ids.update({f"open:{chest}", f"shut:{chest}", f"cdisc:{chest}"})
    ids.update(f"arc:{option}" for option in ARCHIVE)
    ids.update(f"pp:{square}:{location}" for square in SQUARE for location in LOCATIONS)
    ids.update(f"teq:{kind}" for kind in EQUIP_KINDS)
    for stalls in MARKET_STALLS.values():
        for stall, offers in enumerate(stalls):
            for offer in offers:
                prices = MARKET_OFFERS[offer].get("cost_coins") or MARKET_OFFERS[offer].get("cost_scrolls") or [0]
                ids.update(f"mkt:{stall}:{offer}:{variant}" for variant in range(len(prices)))
    return sorted(ids)


def encode(view: dict[str, Any], seat: int) -> Features:
    """The seat's view as numbers (OBSERVATION_VERSION 1; docs/interop.md lists the parts)."""
    table = view["table"]
    players = int(view["players"])
    order = seat_order(seat, players, SEATS)
    relative = {s: k for k, s in enumerate(order) if s is not None}
    f = Features()
    f.one_hot("phase", table["phase"], PHASES)
    f.one_hot("first", relative.get(table["first"]), range(SEATS))
    f.one_hot("current", relative.get(table["current"]), range(SEATS))
    f.scalar("turns", table["turns"], 60)
    for field in FIELDS_T:
        f.one_hot(f"tile.{field}", table["tiles"].get(field), LOCATIONS_T)
        f.counts(f"djinn.{field}", table["djinn"].get(field, []), COLOURS_T, 4)
        f.scalar(f"boss.{field}", table["boss"].get(field, False))
    for square in SQUARE:
        placed = table["passages"].get(square, [])  # [owner seat, location] each
        f.counts(f"passages.{square}", [location for _, location in placed], LOCATIONS_T)
        f.counts(f"passages.{square}.owner", [relative.get(owner) for owner, _ in placed], range(SEATS))
    f.counts("removed_passages", table["removed_passages"], LOCATIONS_T)
    for name, scale in (
        ("bag_count", 36),
        ("boss_supply", 12),
        ("bosses_gone", 12),
        ("end_rounds", 3),
        ("chests_left", 18),
    ):
        f.scalar(name, table[name], scale)
    f.counts("chest_discard", table["chest_discard"], CHESTS_IDS)
    f.slots("mage_offer", table["mage_offer"], MAGE_PILES, MAGES_IDS)
    f.numbers("mage_piles", table["mage_piles"], MAGE_PILES, 10)
    for kind in EQUIP_KINDS:
        f.one_hot(f"equipment_offer.{kind}", table["equipment_offer"].get(kind), EQUIPMENT_IDS)
        f.scalar(f"equipment_piles.{kind}", table["equipment_piles"].get(kind), 10)
    f.counts("awards", [a for row in table["awards"] for a in row], AWARDS_IDS)
    f.counts("scoring", table["scoring"], SCORING_IDS)
    offer = table["character_offer"]
    f.counts("character_offer", [*offer.get("pos", []), *offer.get("neg", [])], CHARACTERS_IDS)
    f.counts("draft", table["draft"], CHARACTERS_IDS)
    for k, s in enumerate(order):
        _seat(f, f"seat+{k}", table["seats"][s] if s is not None else None, relative)
    turn = table["turn"] or {}
    f.one_hot("turn.stage", turn.get("stage"), STAGES)
    f.scalar("turn.acted", bool(turn.get("acted")))
    f.scalar("turn.declined", bool(turn.get("declined")))
    f.one_hot("turn.field", turn.get("field"), FIELDS_T)
    tasks = table["tasks"]
    top = tasks[-1] if tasks else {}
    f.one_hot("task", top.get("t"), TASKS)
    f.one_hot("task.seat", relative.get(top.get("seat", -1)), range(SEATS))
    f.scalar("tasks", len(tasks), 10)
    f.one_hot("to_act", relative.get(view["to_act"][0]) if view["to_act"] else None, range(SEATS))
    tom = table["tom"] or {}
    f.scalar("tom.left", tom.get("left", 0), 15)
    f.counts("tom.revealed", tom.get("revealed", []), SOLO_CARDS_IDS)
    f.scalar("final_left", len(table["final_left"]), SEATS)
    return f


def _seat(f: Features, name: str, info: dict[str, Any] | None, relative: dict[int, int]) -> None:
    p = info or {}
    f.scalar(f"{name}.present", info is not None)
    for key, scale in (
        ("coins", 20),
        ("scrolls", 10),
        ("keys", 5),
        ("corks", 10),
        ("power", 8),
        ("capacity", 8),
        ("minimum", 8),
        ("passages_placed", 6),
        ("max_power", 8),
        ("fee", 4),
        ("hidden_scoring_count", 3),
    ):
        f.scalar(f"{name}.{key}", p.get(key, 0), scale)
    for key in ("flipped", "archive_red", "set_bonus"):
        f.scalar(f"{name}.{key}", bool(p.get(key)))
    f.slots(f"{name}.circles", p.get("circles", []), CIRCLE_PLACES, ("a", "i"))
    f.slots(f"{name}.circle_djinn", p.get("circle_djinn", []), CIRCLE_PLACES, CIRCLE_DJINN)
    f.counts(f"{name}.bottles", p.get("bottles", {}), COLOURS_T, 10)
    bottled = p.get("bottled", {})
    for colour in COLOURS_T:
        f.numbers(f"{name}.bottled.{colour}", bottled.get(colour, []), 2, 10)
    f.counts(f"{name}.mages", [m[0] for m in p.get("mages", [])], MAGES_IDS)
    f.counts(f"{name}.mages_up", [m[0] for m in p.get("mages", []) if m[1]], MAGES_IDS)
    f.counts(f"{name}.equipment", [e[0] for e in p.get("equipment", [])], EQUIPMENT_IDS)
    f.counts(f"{name}.equipment_up", [e[0] for e in p.get("equipment", []) if e[1]], EQUIPMENT_IDS)
    f.counts(f"{name}.passage_bar", p.get("passage_bar", []), LOCATIONS_T)
    f.counts(f"{name}.awards", p.get("awards", []), AWARDS_IDS)
    f.counts(f"{name}.characters", p.get("characters", []), CHARACTERS_IDS)
    f.counts(f"{name}.hidden_scoring", p.get("hidden_scoring", []), SCORING_IDS)
    f.one_hot(f"{name}.stall", p.get("stall", -1), range(6))
    position = p.get("position") or [None, None]
    f.one_hot(f"{name}.position.round", position[0], FIELDS_T)
    f.one_hot(f"{name}.position.square", position[1] if len(position) > 1 else None, FIELDS_T)
