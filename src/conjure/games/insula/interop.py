"""Insula for the interop adapters (conjure.interop): the action catalog's generator and the observation encoder.

The catalog (``actions.v<N>.json`` beside this file) holds every id the rules can offer (docs/games/insula.md,
"Action ids"), built from data.toml: the directions, the flower and curse cards (by colour and effect), the curse
slots, the circles' fields, the guardians, and every grid place an island of the component's cards can reach
(``|x| + y`` at most the island cards and the citadel, plus one: see ``REACH``).
The encoder reads only ``Game.view(seat)``; seats are listed from the viewer round the table, and the island is
a window of places from the beach row to the citadel's, ``|x| <= WINDOW`` (a card outside it is left out).
"""

from __future__ import annotations

from typing import Any

from conjure.interop.features import Features, seat_order

from . import data
from .state import SLOTS

ENV_VERSION = 2  # 2: the steps `peek` and `row:<y>` (INS-STEP-1, catalog v2)
OBSERVATION_VERSION = 2  # 2: the seat's own step of a peek begun (`sofar`)
# the longest game OpenSpiel is told of: an estimate, not a proof (the longest of 40 random games at each
# configuration was 743 decisions)
MAX_DECISIONS = 4000

SEATS = 5
DIRECTIONS = tuple(data.DIRS)
# Cards are laid only where an adventurer steps, so every laid card is joined to the beach (0,0) by laid places
# (the island's cards and the citadel): at most that many steps away; a place looked at (Bulvuška) is one further.
# Only the coast bounds the island (docs/rules/insula.md, "The island's shape"): every x, and every y >= 0.
REACH = len(data.ISLAND) + 2  # |x| + y of any place an id can name
ROWS = range(0, data.CITADEL_Y + 1)  # the encoder's rows
WINDOW = 10  # the encoder's island: x in [-WINDOW, WINDOW]
FLOWERS = tuple(sorted(data.FLOWERS))
CURSES = tuple(sorted(data.CURSES))
GUARDIANS = tuple(data.GUARDIAN_IDS)
DIE = tuple(sorted(set(data.DIE_FACES)))
KINDS = ("beach", "citadel", "danger", "meadow", "plain", "pond")
PHASES = ("turn", "resolve", "fight", "over")
ACTIONS = ("move", "rest", "flower", "curse", "certainty")
PENDING = (
    "amount",
    "bulv2",
    "commit",
    "discard_pick",
    "krizek",
    "lose_pick",
    "opratka",
    "place",
    "red",
    "refill",
    "rosnatka",
    "slash",
    "step",
    "trnolam",
    "turn",
    "zrozeni",
)
_RULES = data.raw()["rules"]
MOST_REST = max(int(v) for k, v in _RULES.items() if k.startswith("rest_"))
MOST_ENERGY = int(data.BOARD["energy_tokens"])


def _effects() -> set[str]:
    """The ``choose`` ids: each alternative (effects joined by ``+``) of a slash field of every circle."""
    found: set[str] = set()
    for fields in data.CIRCLES.values():
        if isinstance(fields, list):
            for alternatives in fields:
                if len(alternatives) > 1:
                    found.update("+".join(alt) for alt in alternatives)
    return found


def catalog_ids() -> list[str]:
    """Every action id Insula can offer, from data.toml."""
    ids = {
        "end",
        "flower:draw",
        "certainty:rest",
        "bulv:done",
        "peek",
        "step:stop",
        "lose:vit",
        "lose:fat",
        "red:none",
        "stino:no",
        "krizek:no",
        "rosnatka:no",
    }
    for d in DIRECTIONS:
        ids.update({f"move:{d}", f"certainty:move:{d}", f"koren:{d}", f"step:{d}"})
    ids.update(f"rest:{n}" for n in range(1, MOST_REST + 1))
    most_restore = max(int(rec.get(e, 0) or 0) for rec in data.FLOWERS.values() for e in ("basic", "advanced"))
    ids.update(f"amount:{n}" for n in range(1, most_restore + 1))
    ids.update(f"commit:{n}" for n in range(MOST_ENERGY + 1))
    ids.update(f"target:{s}" for s in range(SEATS))
    for slot in SLOTS:
        ids.update({f"curse:{slot}", f"trnolam:{slot}"})
        ids.update(f"place:{card}:{slot}" for card in CURSES)
    for card in FLOWERS:
        rec = data.FLOWERS[card]
        ids.add(f"discard:{card}")
        if rec["colour"] == "yellow":
            ids.add(f"flower:{card}")
        if rec["colour"] == "red":
            ids.add(f"red:{card}")
        effect = data.flower_effect(card)
        for kind, wanted in (("stino", "noshadow"), ("krizek", "cancel"), ("rosnatka", "stay")):
            if effect == wanted:
                ids.add(f"{kind}:{card}")
    ids.update(f"choose:{effects}" for effects in _effects())
    for y in range(REACH + 1):
        for x in range(y - REACH, REACH - y + 1):
            ids.update({f"bulv:{x}:{y}", f"field:{x}:{y}"})
        ids.add(f"row:{y}")
    ids.update(f"refill:{g}" for g in GUARDIANS)
    return sorted(ids)


WIDTH = 2 * WINDOW + 1
_KIND = {kind: i for i, kind in enumerate(KINDS)}
_DIRECTION = {d: i for i, d in enumerate(DIRECTIONS)}
# per place: laid, face up, shadow pile, kind (6), thorns' edges (4), their facing (4), guardians' strength,
# adventurers by relative seat (5)
_KIND_AT, _EDGE_AT, _FACING_AT, _GUARD_AT, _SEATS_AT = (
    3,
    3 + len(KINDS),
    3 + len(KINDS) + 4,
    3 + len(KINDS) + 8,
    4 + len(KINDS) + 8,
)
PER_PLACE = _SEATS_AT + SEATS


def _place(key: str) -> int | None:
    """Where a place's floats begin in the island block (rows from the beach, x from -WINDOW), or None outside."""
    x, y = (int(v) for v in key.split(","))
    if -WINDOW <= x <= WINDOW and y in ROWS:
        return (y * WIDTH + x + WINDOW) * PER_PLACE
    return None


def _island(table: dict[str, Any], relative: dict[int, int]) -> list[float]:
    """The island window as one block of floats, place by place (only the laid places are filled in)."""
    grid = [0.0] * (len(ROWS) * WIDTH * PER_PLACE)
    for key, cell in table["cells"].items():
        base = _place(key)
        if base is None:
            continue
        grid[base] = 1.0
        grid[base + 1] = 1.0 if cell["up"] else 0.0
        grid[base + 2] = 1.0 if cell["pile"] == "shadow" else 0.0
        kind = _KIND.get(cell.get("kind"))
        if kind is not None:
            grid[base + _KIND_AT + kind] = 1.0
        for edge, facing in cell.get("thorns", []):
            grid[base + _EDGE_AT + _DIRECTION[edge]] += 1.0
            grid[base + _FACING_AT + _DIRECTION[facing]] += 1.0
    for key, guardians in table["guardians"].items():
        base = _place(key)
        if base is not None:
            grid[base + _GUARD_AT] = sum(data.GUARDIANS[g]["strength"] for g in guardians) / 10
    for s, info in enumerate(table["seats"]):
        base = _place(info["position"])
        if base is not None:
            grid[base + _SEATS_AT + relative[s]] += 1.0
    return grid


def encode(view: dict[str, Any], seat: int) -> Features:
    """The seat's view as numbers (OBSERVATION_VERSION 2; docs/interop.md lists the parts)."""
    table = view["table"]
    players = int(view["players"])
    order = seat_order(seat, players, SEATS)
    relative = {s: k for k, s in enumerate(order) if s is not None}
    f = Features()
    f.scalar("round", table["round"], 12)
    f.one_hot("holder", relative.get(table["holder"]), range(SEATS))
    f.one_hot("turn", relative.get(table["turn"]), range(SEATS))
    f.one_hot("phase", table["phase"], PHASES)
    f.scalar("advanced", table["advanced"])
    f.one_hot("citadel", table["citadel"], ("purple", "blue"))
    f.counts("actions", table["actions"], ACTIONS)
    f.scalar("time", table["time"], table["moon"] or 1)
    f.one_hot("white_curse", table["white_curse"], CURSES)
    f.one_hot("die", table["die"], DIE)
    f.scalar("supply", table["supply"], MOST_ENERGY)
    f.scalar("anger", table["anger"], 12)
    f.block("island", _island(table, relative))
    f.scalar("piles.light", table["piles"].get("light", 0), 16)
    f.scalar("piles.shadow", table["piles"].get("shadow", 0), 18)
    f.scalar("bag", table["bag"], len(GUARDIANS))
    f.counts("defeated", table["defeated"], GUARDIANS)
    f.scalar("flowers.deck", table["flowers"]["deck"], len(FLOWERS))
    f.counts("flowers.discard", table["flowers"]["discard"], FLOWERS)
    f.scalar("curses.deck", table["curses"]["deck"], len(CURSES))
    f.counts("curses.discard", table["curses"]["discard"], CURSES)
    for k, place in enumerate(order):
        info = table["seats"][place] if place is not None else None
        p = info or {}
        f.scalar(f"seat+{k}.present", info is not None)
        for key, scale in (
            ("vitality", 10),
            ("fatigue", 10),
            ("reward", 10),
            ("penalty", 10),
            ("new_tokens", 5),
            ("hand_size", 6),
        ):
            f.scalar(f"seat+{k}.{key}", p.get(key, 0), scale)
        committed = p.get("committed", 0)
        f.scalar(f"seat+{k}.committed", committed if not isinstance(committed, bool) else 0, 10)
        slots = p.get("slots", {})
        for slot in SLOTS:
            f.scalar(f"seat+{k}.slot.{slot}", slots.get(slot) not in (None, False))
        f.scalar(f"seat+{k}.in_citadel", place is not None and place in table["citadel_entry"])
    own = table["seats"][seat]
    f.counts("hand", own.get("hand", []), FLOWERS)
    for slot in SLOTS:
        card = own["slots"].get(slot)
        f.one_hot(f"own_slot.{slot}", card if isinstance(card, str) else None, CURSES)
    fight = table["fight"] or {}
    f.scalar("fight", bool(fight))
    f.scalar("fight.revealed", bool(fight.get("revealed")))
    commits = fight.get("commit", [])
    reds = fight.get("red", [])
    for k, place in enumerate(order):
        value = commits[place] if place is not None and place < len(commits) else None
        f.scalar(f"fight.seat+{k}.committed", value is not None and value is not False)
        f.scalar(f"fight.seat+{k}.energy", value if isinstance(value, int) and not isinstance(value, bool) else 0, 10)
        f.one_hot(f"fight.seat+{k}.red", reds[place] if place is not None and place < len(reds) else None, FLOWERS)
    pending = table["pending"] or {}
    f.one_hot("pending", pending.get("kind"), PENDING)
    f.counts("pending.seats", [relative[s] for s in pending.get("seats", [])], range(SEATS))
    f.counts("pending.cards", pending.get("cards", []), CURSES)
    f.scalar("end", table["end"] is not None)
    begun = view.get("sofar", ())  # the seat's own steps of a peek begun (INS-STEP-1): ``peek``, ``row:<y>``
    f.scalar("sofar.peek", "peek" in begun)
    rows = [int(step.split(":")[1]) for step in begun if step.startswith("row:")]
    f.scalar("sofar.row", rows[0] + 1 if rows else 0, REACH + 1)  # 0: no row chosen
    return f
