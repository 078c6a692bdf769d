"""Trickerion for the interop adapters (conjure.interop): the action catalog's generator and the observation encoder.

The catalog (``actions.v<N>.json`` beside this file) holds every id the rules can offer (``ids.py``; compound moves
asked in small steps, docs/rules/trickerion.md TRK-STEP-1..4), built from data.toml: the magicians, tricks,
components, dice and their faces, board spaces and Theatre days, performance cards and their slots, special
assignment cards and prophecies. A kind is enumerated over the whole domain of each part (a superset of what play
reaches: the mask keeps the rest out). Version 2 asks a Prepare with Unstable Prototype or Replaceable Parts in steps
(``give_back:<prop>``, ``mark:<trick>``): the whole ids of version 1 that named the props given back or the trick
marked are retired (kept at their numbers, never legal). The encoder reads only ``Game.view(seat)`` (never another's hand, the decks' order or an
assignment before the reveal); seats are listed from the viewer round the table.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from conjure.engine.actions import TypedId
from conjure.interop.features import Features, seat_order

from . import data, ids

ENV_VERSION = 2  # 2: catalog v2 (TRK-STEP-4: the Workshop's special Prepares in steps)
OBSERVATION_VERSION = 2  # 2: `sofar` counts the new step ids and a Prepare's first step
# the longest game OpenSpiel is told of: an estimate, not a proof (random games took 120–330 decisions)
MAX_DECISIONS = 3000

SEATS = 4
PROPS = tuple(sorted(data.COMPONENTS))
TRICKS = tuple(sorted(data.TRICKS))
MAGICIANS = tuple(sorted(data.MAGICIANS))
PERFORMANCES = tuple(sorted(data.PERFORMANCES))
SPECIALS = tuple(sorted(data.SPECIAL_ASSIGNMENTS))
PROPHECIES = tuple(sorted(data.PROPHECIES))
SCHOOLS = data.SCHOOLS_ORDER
SPECIALISTS = tuple(sorted(data.SPECIALISTS))
APPRENTICES = ("apprentice", *(f"apprentice{n}" for n in range(2, data.C["apprentices_per_player"] + 1)))
CHARACTERS = ("magician", *SPECIALISTS, *APPRENTICES)  # the characters' names in ids and views
KINDS = ("magician", *SPECIALISTS, "apprentice")  # the kinds of character
DAYS = tuple(day["id"] for day in data.DATA.raw["days"])
THEATRE_SPACES = tuple(f"{day}:{kind}" for day in DAYS for kind in ("performance", "backstage"))
SPACES = tuple(sorted({(s.location, s.space) for s in data.SPACES}))
DICE = tuple(sorted(data.DICE))
FACES = tuple(sorted({face for die in data.DICE.values() for face in die.faces}))
PERMANENT = tuple(data.PERMANENT)  # a permanent assignment card is named by its location
CARDS = (*PERMANENT, *SPECIALS)  # every assignment card
SLOTS = range(6)  # a performance card's slots
THEATRE_CARDS = max(data.C["players"]) + 1  # the Theatre's positions for performance cards (setup.performance_display)
SA_DECKS = data.SA_LOCATIONS
SYMBOLS = tuple(data.C["symbol_sets"])
MOST_PROPS = data.C["max_components_per_type"]
ACTS = ("buy", "buyset", "order", "quick", "learn", "hire", "coins", "reroll", "set")
PHASES = ("setup", "round_start", "assignment", "placement", "performance", "round_end", "over")
FACINGS = ("up", "right", "down", "left")
TURN_LOCATIONS = ("downtown", "market_row", "workshop", "dark_alley", "theater")


def catalog_ids() -> list[str]:
    """Every action id Trickerion can offer, from data.toml (see the module's notes)."""
    found: list[TypedId] = [
        ids.Advertise(),
        ids.Pass(),
        ids.Done(),
        ids.Stop(),
        ids.End(),
        ids.Forgo(),
        ids.MoveApprentice(),
        ids.Fortune(),
        ids.Skip(),
        ids.KeepOrder(),
        ids.Decline(),
        ids.Enough(),
        ids.Stay(),
        ids.Props((ids.NONE,)),
    ]
    found += [ids.Magician(m) for m in MAGICIANS]
    found += [ids.Specialist(s) for s in SPECIALISTS]
    found += [ids.Props(tuple(p)) for n in (1, 2) for p in combinations_with_replacement(PROPS, n)]
    found += [ids.Assign(char, card) for char in CHARACTERS for card in CARDS]
    for char in CHARACTERS:
        found += [ids.Idle(char), ids.Who(char)]
    for prop in PROPS:
        found += [ids.Ware(prop), ids.Add(prop), ids.Restock(prop), ids.ReturnProp(prop), ids.MoveComponents(prop)]
        found += [ids.GiveBack(prop)]
        found += [ids.MoveComponents(prop, out) for out in PROPS if out != prop]
    for trick in TRICKS:
        found += [ids.Trick(trick), ids.PickTrick(trick), ids.Replace(trick), ids.MoveTrick(trick)]
        found += [ids.Durable(trick), ids.ReturnTrick(trick)]
        for more in ((), (ids.SPECIAL,), ("double",), ("double", ids.SPECIAL)):
            found.append(ids.Setup(trick, more))
        found += [ids.Prepare(trick, ()), ids.Prepare(trick, (ids.SPECIAL,)), ids.Mark(trick)]
    for what in ACTS:
        found += [ids.Act(what), ids.Act(what, ids.SPECIAL)]
    found += [ids.Count(n) for n in range(1, MOST_PROPS + 1)]
    # a haggle leaves at least 1 coin to pay: below the dearest purchase (three of the dearest prop)
    found += [ids.Haggle(n) for n in range(0, MOST_PROPS * max(data.price(p) for p in PROPS))]
    found += [ids.ToSlot(n) for n in range(data.MARKET["order_slots"])]
    found += [ids.Die(die) for die in DICE]
    found += [ids.School(school) for school in SCHOOLS]
    found += [ids.HireAs(kind) for kind in ("apprentice", *SPECIALISTS)]
    found += [ids.Talent(kind) for kind in SPECIALISTS]
    found += [ids.TakeCoins(face) for face in FACES if face.isdigit() or face == "X"]
    found += [ids.ToFace(face) for face in FACES]
    found += [ids.Spot(loc, (str(space),)) for loc, space in SPACES]
    found += [ids.Spot(ids.THEATER, tuple(space.split(":"))) for space in THEATRE_SPACES]
    boosts: list[tuple[str, ...]] = [(*s, *g) for s in ((), ("shard",)) for g in ((), ("gear",))]
    found += [ids.Boost(b or ("none",)) for b in boosts]
    found += [ids.Boost((*b, "copy", card)) for b in boosts for card in SPECIALS]
    found += [ids.Draw(loc) for loc in SA_DECKS]
    found += [ids.Keep(card) for card in SPECIALS]
    found += [ids.Fate(p) for p in PROPHECIES]
    for card in PERFORMANCES:
        found += [ids.Perform(card), ids.Possess(card)]
        for slot in SLOTS:
            found += [ids.Slot(card, slot), ids.Reschedule(card, slot), ids.Reschedule(card, slot, ids.SPECIAL)]
    found += [ids.Face(facing) for facing in FACINGS]
    found += [ids.Gain(what) for what in ("fame", "coins")]
    found += [ids.Swap(i, j) for i in range(THEATRE_CARDS) for j in range(i + 1, THEATRE_CARDS)]
    found += [ids.Premiere(slot, what) for slot in SLOTS for what in ("fame", "coins", "shards")]
    found += [ids.Steal(own, their) for own in SLOTS for their in SLOTS]
    return sorted({action.format() for action in found})


def encode(view: dict[str, Any], seat: int) -> Features:
    """The seat's view as numbers (OBSERVATION_VERSION 1; docs/interop.md lists the parts)."""
    table = view["table"]
    players = int(view["players"])
    order = seat_order(seat, players, SEATS)
    relative = {s: k for k, s in enumerate(order) if s is not None}
    f = Features()
    f.one_hot("phase", table["phase"], PHASES)
    f.scalar("round", table["round"], data.C["rounds_dark_alley"])
    for key in ("dark_alley", "prophecies", "first_game"):
        f.scalar(f"options.{key}", bool(table["options"][key]))
    f.one_hot("to_act", relative.get(view["to_act"][0]) if view["to_act"] else None, range(SEATS))
    f.scalar("is_over", bool(view["is_over"]))
    for k, s in enumerate(order):
        _seat(f, f"seat+{k}", table["seats"][s] if s is not None else None)
        assigned = table["assigned"][s] if s is not None else {}
        for char in CHARACTERS:
            f.one_hot(f"seat+{k}.assigned.{char}", assigned.get(char), (*CARDS, "face_down", "face_down_special"))
        idle = table["idle"][s] if s is not None else []
        f.counts(f"seat+{k}.idle", idle, CHARACTERS)
    f.slots("initiative", [relative.get(s) for s in table["initiative"]], SEATS, range(SEATS))
    f.numbers("track", table["track"], SEATS, SEATS)
    f.counts("trick_decks", [t for deck in table["trick_decks"].values() for t in deck], TRICKS)
    market = table["market"]
    f.slots("market.buy", market["buy"], data.MARKET["buy_slots"], PROPS)
    f.slots("market.order", market["order"], data.MARKET["order_slots"], PROPS)
    f.one_hot("market.quick", market["quick"], PROPS)
    f.slots("theater", table["theater"], THEATRE_CARDS, PERFORMANCES)
    f.counts("performance_discard", table["performance_discard"], PERFORMANCES)
    f.counts("performance_deck", {g["theatre"]: g["cards"] for g in table["performance_deck"]}, _THEATRES, 4)
    _stage(f, table["stage"], relative)
    f.scalar("final", table.get("final") is not None)
    f.numbers("special_decks", [table["special_decks"].get(loc, 0) for loc in SA_DECKS], len(SA_DECKS), 10)
    bottom = table["special_bottom"]
    f.counts("special_bottom", [c for loc in SA_DECKS for c in bottom.get(loc, [])], SPECIALS)
    prophecy = table["prophecy"]
    f.one_hot("prophecy.active", prophecy["active"], PROPHECIES)
    f.counts("prophecy.upcoming", prophecy["upcoming"], PROPHECIES)
    f.scalar("prophecy.face_down", prophecy["face_down"], len(PROPHECIES))
    covered = table["covered"]
    f.block("covered", [float(space in covered.get(loc, [])) for loc, space in SPACES])
    for die in DICE:
        f.one_hot(f"dice.{die}", table["dice"].get(die), FACES)
    places = {(p["loc"], str(p["space"])): relative.get(p["seat"]) for p in table["placed"]}
    for loc, space in (*SPACES, *((ids.THEATER, s) for s in THEATRE_SPACES)):
        f.one_hot(f"placed.{loc}:{space}", places.get((loc, str(space)), -1), range(SEATS))
    turn = table["turn"] or {}
    f.one_hot("turn.seat", relative.get(turn.get("seat", -1)), range(SEATS))
    f.one_hot("turn.char", turn.get("char"), CHARACTERS)
    f.one_hot("turn.loc", turn.get("loc"), TURN_LOCATIONS)
    f.scalar("turn.ap", turn.get("ap", 0), 8)
    f.counts("turn.drawn", turn.get("drawn", []), SPECIALS)
    f.counts("sofar", view.get("sofar", []), STEP_IDS)
    used = table["abilities_used"]
    f.counts("geared", [relative.get(s) for s in used["geared"] if isinstance(s, int)], range(SEATS))
    f.counts("mimicked", [relative.get(s) for s in used["mimicked"] if isinstance(s, int)], range(SEATS))
    return f


_THEATRES = tuple(sorted(data.THEATRES))
# the step ids (TRK-STEP-1..4): the steps a seat has taken of a move begun (``sofar``, which the adapters add to the
# view; the table shows nothing of a move before its last step)
STEP_KINDS = tuple(
    kind.kind
    for kind in (ids.Act, ids.Ware, ids.Count, ids.Haggle, ids.ToSlot, ids.Add, ids.Die, ids.School, ids.PickTrick)
    + (ids.Replace, ids.HireAs, ids.TakeCoins, ids.ToFace, ids.Who, ids.Spot, ids.GiveBack, ids.Mark)
)
# a Prepare with Unstable Prototype or Replaceable Parts begins with the trick (TRK-STEP-4): ``prepare:<trick>:special``
FIRST_PREPARES = tuple(ids.Prepare(trick, (ids.SPECIAL,)).format() for trick in TRICKS)
STEP_IDS = tuple(a for a in catalog_ids() if a.split(":")[0] in STEP_KINDS) + FIRST_PREPARES


def _seat(f: Features, name: str, info: dict[str, Any] | None) -> None:
    p = info or {}
    f.scalar(f"{name}.present", info is not None)
    f.one_hot(f"{name}.magician", p.get("magician"), MAGICIANS)
    f.one_hot(f"{name}.school", p.get("school"), SCHOOLS)
    for key, scale in (("fame", 60), ("coins", 30), ("shards", 5), ("hand_size", 10), ("special_hand_size", 5)):
        f.scalar(f"{name}.{key}", p.get(key, 0), scale)
    for key in ("assistant_apprentice", "poster"):
        f.scalar(f"{name}.{key}", bool(p.get(key)))
    f.counts(f"{name}.characters", p.get("characters", []), KINDS, 4)
    f.counts(f"{name}.specialists", p.get("specialists", []), SPECIALISTS)
    f.counts(f"{name}.hired", [h for h in p.get("hired", []) if isinstance(h, str)], KINDS)
    tricks = {t["id"]: t for t in p.get("tricks", [])}
    f.counts(f"{name}.tricks", list(tricks), TRICKS)
    f.block(f"{name}.markers", [tricks[t]["markers"] / 4 if t in tricks else 0.0 for t in TRICKS])
    f.block(f"{name}.staged", [tricks[t]["staged"] / 4 if t in tricks else 0.0 for t in TRICKS])
    f.counts(f"{name}.symbols", [t["symbol"] for t in tricks.values()], SYMBOLS)
    f.counts(f"{name}.props", p.get("props", {}), PROPS, MOST_PROPS)
    f.counts(f"{name}.multi", p.get("multi", []), PROPS)
    f.counts(f"{name}.hand", p.get("hand", {}), PERMANENT, 2)
    f.counts(f"{name}.special_hand", p.get("special_hand", []), SPECIALS)


def _stage(f: Features, stage: dict[str, Any], relative: dict[int, int]) -> None:
    """The markers on the performance cards: per card, per slot, its owner (relative seat), its trick's school and
    where that school's corner points (laid out as one block: only the markers there are set)."""
    owners = [0.0] * (len(PERFORMANCES) * len(SLOTS) * SEATS)
    schools = [0.0] * (len(PERFORMANCES) * len(SLOTS) * len(SCHOOLS))
    facings = [0.0] * (len(PERFORMANCES) * len(SLOTS) * len(FACINGS))
    for card, shown in stage.items():
        at = _CARD_AT.get(card)
        if at is None:
            continue
        for marker in shown.get("markers", []):
            place = at * len(SLOTS) + int(marker["slot"])
            owner = relative.get(marker["seat"])
            if owner is not None:
                owners[place * SEATS + owner] = 1.0
            schools[place * len(SCHOOLS) + SCHOOLS.index(data.TRICKS[marker["trick"]].school)] = 1.0
            if marker.get("facing") in FACINGS:
                facings[place * len(FACINGS) + FACINGS.index(marker["facing"])] = 1.0
    f.block("stage.owners", owners)
    f.block("stage.schools", schools)
    f.block("stage.facings", facings)


_CARD_AT = {card: i for i, card in enumerate(PERFORMANCES)}
