"""Incantibus for the interop adapters (conjure.interop): the action catalog's generator and the observation encoder.

The catalog (``actions.v<N>.json`` beside this file) holds every id the rules can offer, built from the component
data: each room slot with each room token, each display place with each potion or book, each crypt place with each
wizard, each kind that can be handed in, dropped, rejected, stolen from each seat or fished from the moat, each
spell. The encoder reads only ``Game.view(seat)``; seats are listed from the viewer round the table.
"""

from __future__ import annotations

from typing import Any

from conjure.interop.features import Features, seat_order

from .data import DATA

ENV_VERSION = 1
OBSERVATION_VERSION = 1
# the longest game OpenSpiel is told of: an estimate, not a proof (the longest of 40 random games at each
# configuration was 134 decisions)
MAX_DECISIONS = 1000

_POOLS = DATA.raw["pools"]
ROOM_KINDS = tuple(sorted(set(_POOLS["visible"]) | set(_POOLS["hidden"])))
ALL_KINDS = tuple(sorted(DATA.kinds))
SPECIALS = tuple(sorted(_POOLS["special"]))
SPELLS = tuple(sorted(DATA.spells))
ROOMS = tuple(sorted(DATA.rooms))
SLOTS = max(room.visible + room.hidden for room in DATA.rooms.values())
POTION_PLACES = int(DATA.raw["display"]["potions"])
BOOK_PLACES = int(DATA.raw["display"]["books"])
CRYPT_PLACES = max(int(rec["wizards"]) for rec in DATA.by_players.values())
SEATS = max(DATA.by_players)
WANDS = tuple(sorted({w for rec in DATA.by_players.values() for w in rec["wands"]}))
PHASES = ("spell", "resolve", "over")
DECISIONS = ("overflow", "pay", "ultimus", "cast", "steal", "retiro", "imperium", "video")


def catalog_ids() -> list[str]:
    """Every action id Incantibus can offer (docs/games/incantibus.md, "Action ids"), from data.toml."""
    ids: set[str] = set()
    for slot in range(SLOTS):
        ids.add(f"take:hidden:{slot}")
        ids.add(f"video:{slot}")
        for kind in ROOM_KINDS:
            ids.add(f"take:visible:{slot}:{kind}")
            ids.add(f"imperium:{slot}:{kind}")
    ids.update(f"brew:{i}:{potion}" for i in range(POTION_PLACES) for potion in DATA.potion_kinds)
    ids.update(f"master:{i}:{book}" for i in range(BOOK_PLACES) for book in DATA.book_kinds)
    for i in range(CRYPT_PLACES):
        ids.add(f"duel:{i}:hidden")
        ids.update(f"duel:{i}:{wizard}" for wizard in DATA.wizard_kinds)
    for kind in ALL_KINDS:
        ids.update({f"give:{kind}", f"drop:{kind}", f"reject:{kind}", f"retiro:{kind}"})
        ids.update(f"steal:{seat}:{kind}" for seat in range(SEATS))
    ids.update({"ultimus:use", "ultimus:decline", "cast:none"})
    ids.update(f"cast:{spell}" for spell in SPELLS)
    return sorted(ids)


def encode(view: dict[str, Any], seat: int) -> Features:
    """The seat's view as numbers (OBSERVATION_VERSION 1; docs/interop.md lists the parts)."""
    table = view["table"]
    players = int(view["players"])
    order = seat_order(seat, players, SEATS)
    f = Features()
    f.one_hot("mode", table["mode"], ("apprentice", "expert"))
    f.one_hot("phase", table["phase"], PHASES)
    f.scalar("round", table["round"], 40)
    room = table["room"]
    f.one_hot("room", room["name"] if room else None, ROOMS)
    slots = room["slots"] if room else []
    for i in range(SLOTS):
        slot = slots[i] if i < len(slots) else None
        f.scalar(f"slot{i}.present", slot is not None)
        f.scalar(f"slot{i}.hidden", bool(slot and slot.get("hidden")))
        f.one_hot(f"slot{i}.kind", slot.get("kind") if slot else None, ROOM_KINDS)
        f.one_hot(f"slot{i}.known", slot.get("known") if slot else None, ROOM_KINDS)
    f.scalar("rooms_left", table["rooms_left"], len(ROOMS))
    f.counts("rooms_done", table["rooms_done"], ROOMS)
    f.slots("potions", table["potions"], POTION_PLACES, DATA.potion_kinds)
    f.scalar("potion_supply", table["potion_supply"], len(DATA.potion_kinds))
    f.slots("books", table["books"], BOOK_PLACES, DATA.book_kinds)
    f.scalar("book_supply", table["book_supply"], len(DATA.book_kinds))
    f.counts("wizards.up", table["wizards"]["up"], DATA.wizard_kinds)
    f.scalar("wizards.down", table["wizards"]["down"], CRYPT_PLACES)
    crypt = table["crypt"] or []
    for i in range(CRYPT_PLACES):
        place = crypt[i] if i < len(crypt) else None
        f.scalar(f"crypt{i}.present", place is not None)
        f.scalar(f"crypt{i}.hidden", bool(place and place.get("hidden")))
        f.one_hot(f"crypt{i}.wizard", place.get("kind") if place else None, DATA.wizard_kinds)
    f.counts("spells.up", table["spells"]["up"], SPELLS)
    f.scalar("spells.deck", table["spells"]["deck"], 12)
    f.counts("spells.used", table["spells"]["used"], SPELLS, 2)
    f.counts("specials", table["specials"], SPECIALS, 2)
    f.counts("moat", table["moat"], ALL_KINDS, 4)
    f.scalar("box.visible", table["box"]["visible"], 40)
    f.scalar("box.hidden", table["box"]["hidden"], 30)
    to_act = set(view["to_act"])
    for k, s in enumerate(order):
        info = table["seats"][s] if s is not None else None
        f.scalar(f"seat+{k}.present", info is not None)
        f.scalar(f"seat+{k}.to_act", s in to_act)
        f.one_hot(f"seat+{k}.wand", info["wand"] if info else None, WANDS)
        f.counts(f"seat+{k}.tokens", info["tokens"] if info else [], ALL_KINDS, 4)
        f.scalar(f"seat+{k}.pockets", info["pockets"] if info else 0, 2)
        f.scalar(f"seat+{k}.out", bool(info and info["out"]))
        f.scalar(f"seat+{k}.score", info["score"] if info else 0, 60)
        f.scalar(f"seat+{k}.ready", bool(info and info.get("ready")))
    decision = table["decision"]
    f.one_hot("decision.type", decision["type"] if decision else None, DECISIONS)
    f.one_hot("decision.seat", order.index(decision["seat"]) if decision else None, range(SEATS))
    f.one_hot("decision.kind", decision.get("kind") if decision else None, ALL_KINDS)
    f.one_hot("decision.paying_for", decision.get("paying_for") if decision else None, ALL_KINDS)
    f.counts("decision.given", decision.get("given", []) if decision else [], ALL_KINDS)
    f.scalar("end", table["end"] is not None)
    return f
