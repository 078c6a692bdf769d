"""Incantibus as a picture (SVG): the tower's room or the crypt, the displays, the moat and each suitcase.

Drawn from ``g.view(seat)`` only. Element ids: ``room-slot-N``, ``crypt-slot-N``, ``potion-N``, ``book-N``,
``potion-supply``, ``book-supply``, ``spell-up-N``, ``spell-used-N``, ``spell-deck``, ``wizard-KIND``, ``wizards-face-down``, ``special-KIND-N``, ``moat-KIND``,
``box``, ``seat-S`` with ``seat-S-wand`` and ``seat-S-token-KIND-N`` (N counts equal tokens from 0).

The room or crypt, the wizards, the displays, the supply and each suitcase are kept as SVG while their part of the
view is unchanged (``canvas.part``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from conjure.pictures.canvas import Element, card, document, face_down, group, panel, part, pawn, rect, text, vacant
from conjure.pictures.frame import HEADER, start
from conjure.pictures.palette import INK, MUTED
from conjure.pictures.registry import Picture, Sample
from conjure.pictures.texts import seat_title

from . import render
from .data import DATA
from .guide import paid_item, progress
from .labels import (
    SPELLS,
    T,
    kind_name,
    kind_note,
    label,
    points,
    room_name,
    short_name,
    spell_effect,
)

WIDTH = 1400
# One colour per kind of token (the name is always written on it too).
CATEGORY_FILL = {
    "ingredient": "#d8ecc8",
    "weapon": "#d9d9d9",
    "monster": "#f2c4c4",
    "gold": "#f6e39a",
    "spell": "#c9dcf2",
    "special": "#e5d3f0",
    "pocket": "#efe4cf",
    "book": "#e6d2b5",
    "wizard": "#d7cbe8",
}
POTION_FILL = {"green": "#b9e3b0", "red": "#f3b6a8", "blue": "#b3cdee"}
FIELDS = render.FIELDS
TILE_W, TILE_H = 150, 66


def field_name(field: str, lang: str) -> str:
    names = {
        "ingredient": T.tr(lang, "Ingredients"),
        "weapon": T.tr(lang, "Weapons"),
        "monster": T.tr(lang, "Monsters"),
        "gold": T.tr(lang, "Gold"),
        "potion": T.tr(lang, "Potions"),
        "book": T.tr(lang, "Spell books"),
    }
    return names[field]


def fill_of(kind: str) -> str:
    info = DATA.kinds[kind]
    return POTION_FILL.get(info.colour or "", CATEGORY_FILL.get(info.category, "#ffffff"))


def draw(view: dict[str, Any], lang: str) -> str:
    table = view["table"]
    seat = view.get("seat")
    players = len(table["seats"])
    height = HEADER + 6 + 640 + 24 + _seat_height(table) + 16
    d = start(view, lang, WIDTH, height, status=_status(table, lang))
    y = HEADER + 6
    if table["room"] is not None:
        part(d, ("incantibus-room", lang, y), _pick(table, "room", "rooms_left"), lambda g, t: _room(g, t, lang, 16, y))
    else:
        part(d, ("incantibus-crypt", lang, y), _pick(table, "crypt"), lambda g, t: _crypt(g, t, lang, 16, y))
    part(d, ("incantibus-wizards", lang, y), _pick(table, "wizards"), lambda g, t: _wizards(g, t, lang, 16, y + 272))
    shown = _pick(table, "mode", "potions", "potion_supply", "spells", "rooms_done", "room", "rooms_left") | {
        "books": table.get("books"),
        "book_supply": table.get("book_supply"),
    }
    part(d, ("incantibus-displays", lang, y), shown, lambda g, t: _displays(g, t, lang, 520, y))
    part(
        d,
        ("incantibus-supply", lang, y),
        _pick(table, "specials", "moat", "box"),
        lambda g, t: _supply(g, t, lang, 16, y + 272 + 184),
    )
    width = (WIDTH - 32 - 12 * (players - 1)) / players
    h = _seat_height(table)
    for s, info in enumerate(table["seats"]):
        x = 16 + s * (width + 12)
        part(
            d,
            ("incantibus-seat", s, seat, lang, x, y, width, h),
            {"info": info, "mode": table["mode"]},
            _seat_builder(s, seat, lang, x, y + 664, width, h),
        )
    return document(d)


def _pick(table: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: table[k] for k in keys}


def _seat_builder(
    s: int, viewer: int | None, lang: str, x: float, y: float, w: float, h: float
) -> Callable[[Element, Any], object]:
    return lambda g, t: _seat(g, t["mode"], s, t["info"], viewer, lang, x, y, w, h)


def _status(table: dict[str, Any], lang: str) -> str:
    parts = [T.tr(lang, "Round {n}", n=table["round"])]
    if table["mode"] == "expert":
        parts.append(T.tr(lang, "expert mode"))
    decision = table.get("decision")
    if decision is not None:
        parts.append(_deciding(decision, lang))
    return " · ".join(parts)


def _deciding(decision: dict[str, Any], lang: str) -> str:
    """Who is deciding while a phase resolves; a payment with how far along it is."""
    who = seat_title(decision["seat"], None, lang)
    if decision["type"] != "pay":
        return T.tr(lang, "{who} is deciding", who=who)
    done, total = progress(decision["need"], decision["given"])
    return T.tr(
        lang,
        "{who} is paying for {item}: {done}/{total} handed in",
        who=who,
        item=paid_item(decision["paying_for"], lang),
        done=done,
        total=total,
    )


def token_tile(
    parent: Element, face: str, x: float, y: float, w: float, h: float, gid: str, lang: str, **data: Any
) -> None:
    """A face-up token: its name, what it is worth or does, in its kind's colour."""
    card(
        parent,
        x,
        y,
        w,
        h,
        gid=gid,
        title=kind_name(face, lang),
        body=kind_note(face, lang),
        fill=fill_of(face),
        tip=f"{kind_name(face, lang)}: {kind_note(face, lang)}",
        size=10,
        token=face,
        category=DATA.kinds[face].category,
        **data,
    )


def _room(d: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    room = table["room"]
    head = T.tr(lang, "Room: {name} (rooms left: {n})", name=room_name(room["name"], lang), n=table["rooms_left"])
    g = panel(d, x, y, 490, 260, head, "room", kind="room", room=room["name"])
    for i, slot in enumerate(room["slots"]):
        sx, sy = x + 10 + (i % 3) * (TILE_W + 8), y + 30 + (i // 3) * (TILE_H + 8)
        _slot(g, slot, sx, sy, f"room-slot-{i}", lang, i)


def _slot(g: Element, slot: dict[str, Any] | None, x: float, y: float, gid: str, lang: str, i: int) -> None:
    if slot is None:
        vacant(g, x, y, TILE_W, TILE_H)
    elif slot.get("hidden"):
        known = slot.get("known")
        tip = T.tr(lang, "You saw: {name}", name=kind_name(known, lang)) if known else T.tr(lang, "A face-down token")
        face_down(g, x, y, TILE_W, TILE_H, gid=gid, tip=tip, kind="token", slot=i, known=known)
        if known:
            text(
                g,
                x + TILE_W / 2,
                y + TILE_H - 6,
                T.tr(lang, "You saw: {name}", name=short_name(known, lang)),
                size=9,
                anchor="middle",
                fill="#ffffff",
                width=TILE_W - 6,
                lines=1,
            )
    else:
        token_tile(g, slot["kind"], x, y, TILE_W, TILE_H, gid, lang, kind="token", slot=i)


def _crypt(d: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    g = panel(d, x, y, 490, 260, T.tr(lang, "The crypt: the final duel"), "crypt", kind="crypt")
    for i, slot in enumerate(table["crypt"] or []):
        sx, sy = x + 10 + (i % 3) * (TILE_W + 8), y + 30 + (i // 3) * (TILE_H + 8)
        _slot(g, slot, sx, sy, f"crypt-slot-{i}", lang, i)


def _wizards(d: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    wizards = table["wizards"]
    g = panel(d, x, y, 490, 172, T.tr(lang, "Wizards (beaten in the crypt)"), "wizards", kind="wizards")
    for i, kind in enumerate(wizards["up"]):
        token_tile(
            g,
            kind,
            x + 10 + (i % 3) * (TILE_W + 8),
            y + 28 + (i // 3) * 70,
            TILE_W,
            64,
            f"wizard-{kind}",
            lang,
            kind="wizard",
        )
    n = len(wizards["up"])
    if wizards["down"]:
        face_down(
            g,
            x + 10 + (n % 3) * (TILE_W + 8),
            y + 28 + (n // 3) * 70,
            80,
            64,
            gid="wizards-face-down",
            kind="wizard_pile",
            count=wizards["down"],
            mark=f"×{wizards['down']}",
            tip=T.tr(lang, "Face-down wizards: {n}", n=wizards["down"]),
        )


def _displays(d: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    g = panel(d, x, y, WIDTH - x - 16, 640, T.tr(lang, "On display"), "displays", kind="displays")
    row = y + 30
    _heading(g, x, row + 12, T.tr(lang, "Potions"))
    _row(g, table["potions"], "potion", x + 110, row, lang, table["potion_supply"], "potion-supply")
    if table["mode"] == "expert":
        row += 86
        _heading(g, x, row + 12, T.tr(lang, "Spell books"))
        _row(g, table["books"], "book", x + 110, row, lang, table["book_supply"], "book-supply")
    row += 86
    _heading(g, x, row + 12, T.tr(lang, "Spells"))
    spells = table["spells"]
    for i, spell in enumerate(spells["up"]):
        card(
            g,
            x + 110 + i * 190,
            row,
            182,
            120,
            gid=f"spell-up-{i}",
            title=SPELLS[spell],
            body=spell_effect(spell, lang),
            fill=CATEGORY_FILL["spell"],
            kind="spell",
            spell=spell,
            index=i,
        )
    face_down(
        g,
        x + 110 + 3 * 190,
        row,
        100,
        120,
        gid="spell-deck",
        kind="spell_deck",
        count=spells["deck"],
        mark=f"×{spells['deck']}",
        tip=T.tr(lang, "Spell deck: {n}", n=spells["deck"]),
    )
    _heading(g, x, row + 146, T.tr(lang, "Cast"))
    for i, spell in enumerate(spells["used"]):
        chip = group(g, f"spell-used-{i}", tip=spell_effect(spell, lang), kind="spell_used", spell=spell, index=i)
        cx, cy = x + 110 + (i % 8) * 92, row + 132 + (i // 8) * 28
        rect(chip, cx, cy, 86, 22, rx=4, fill=CATEGORY_FILL["spell"], stroke="#333333")
        text(chip, cx + 43, cy + 15, SPELLS[spell], size=9, anchor="middle", width=84, lines=1)
    _tower(g, table, lang, x, y + 560)


def _heading(g: Element, x: float, y: float, words: str) -> None:
    """A row's name at the left of the displays, in two lines if it is long (Kouzelné knihy, Zauberbücher)."""
    text(g, x + 10, y, words, size=12, bold=True, width=94, lines=2)


def _tower(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The tower's rooms in the order they were played: those done, the one being played, the ones to come."""
    _heading(g, x, y + 16, T.tr(lang, "Tower"))
    rooms = [(name, "done") for name in table["rooms_done"]]
    if table["room"] is not None:
        rooms.append((table["room"]["name"], "now"))
    for i, (name, state) in enumerate(rooms):
        tip = T.tr(lang, "Room played") if state == "done" else T.tr(lang, "The room being played")
        room = group(g, f"tower-room-{name}", tip=tip, kind="tower_room", room=name, state=state)
        rect(
            room,
            x + 110 + i * 94,
            y,
            90,
            36,
            rx=4,
            fill="#ddd6c6" if state == "done" else "#ffffff",
            stroke=INK,
            stroke_width=2.5 if state == "now" else 1,
        )
        mark = ("✓ " if state == "done" else "") + room_name(name, lang)
        text(room, x + 155 + i * 94, y + 22, mark, size=9, anchor="middle", bold=state == "now", width=86, lines=1)
    for j in range(table["rooms_left"]):
        face_down(
            g,
            x + 110 + (len(rooms) + j) * 94,
            y,
            90,
            36,
            gid=f"tower-left-{j}",
            kind="tower_room",
            state="left",
            tip=T.tr(lang, "A room still to come"),
        )


def _row(
    g: Element, kinds: list[str | None], what: str, x: float, y: float, lang: str, supply: int, supply_id: str
) -> None:
    for i, kind in enumerate(kinds):
        if kind is None:
            vacant(g, x + i * 190, y, 182, 76)
        else:
            token_tile(g, kind, x + i * 190, y, 182, 76, f"{what}-{i}", lang, kind=what, index=i)
    face_down(
        g,
        x + len(kinds) * 190,
        y,
        100,
        76,
        gid=supply_id,
        kind=f"{what}_supply",
        count=supply,
        mark=f"×{supply}",
        tip=T.tr(lang, "In the supply: {n}", n=supply),
    )


def _supply(d: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    g = panel(d, x, y, 490, 184, T.tr(lang, "Supply, moat and box"), "supply", kind="supply")
    text(g, x + 10, y + 36, T.tr(lang, "Special tokens"), size=10, bold=True, width=86, lines=2)
    seen: Counter[str] = Counter()
    for i, kind in enumerate(table["specials"]):
        _chip(
            g,
            kind,
            x + 100 + (i % 5) * 78,
            y + 26 + (i // 5) * 26,
            f"special-{kind}-{seen[kind]}",
            lang,
            kind="special",
        )
        seen[kind] += 1
    top = y + 30 + 26 * ((len(table["specials"]) + 4) // 5)
    text(g, x + 10, top + 14, T.tr(lang, "Moat"), size=10, bold=True, width=86, lines=2)
    for i, (kind, n) in enumerate(table["moat"].items()):
        _chip(
            g,
            kind,
            x + 100 + (i % 5) * 78,
            top + (i // 5) * 26,
            f"moat-{kind}",
            lang,
            kind="moat",
            count=n,
            extra=f" ×{n}",
        )
    box = table["box"]
    grp = group(g, "box", kind="box", visible=box["visible"], hidden=box["hidden"])
    text(
        grp,
        x + 10,
        y + 176,
        T.tr(lang, "Box: {up} face up, {down} face down", up=box["visible"], down=box["hidden"]),
        size=10,
        fill=MUTED,
    )


def _chip(g: Element, face: str, x: float, y: float, gid: str, lang: str, extra: str = "", **data: Any) -> None:
    """A small token: its short name, its full name and use as a tooltip."""
    chip = group(g, gid, tip=f"{kind_name(face, lang)}: {kind_note(face, lang)}", token=face, **data)
    rect(chip, x, y, 74, 22, rx=4, fill=fill_of(face), stroke="#333333")
    text(chip, x + 37, y + 15, short_name(face, lang) + extra, size=8, anchor="middle", width=74, lines=1)


def _per_row(width: float) -> int:
    """How many stacked tokens fit in a row of a seat's panel."""
    return max(1, int((width - 20) // (min(74.0, (width - 100) / 3 - 4) + 4)))


def _seat_height(table: dict[str, Any]) -> float:
    """Tall enough for every field, the pockets and the longest stack at the table."""
    caps = DATA.suitcases[table["mode"]]
    players = len(table["seats"])
    per_row = _per_row((WIDTH - 32 - 12 * (players - 1)) / players)
    stacks = max(sum(1 for k in seat["tokens"] if DATA.kinds[k].field == "stack") for seat in table["seats"])
    rows = max(1, -(-stacks // per_row))
    return 54 + 30 * sum(1 for f in FIELDS if caps.get(f, 0)) + 34 + 18 + 28 * rows + 8


def layout(tokens: list[str], mode: str) -> tuple[dict[str, list[str]], list[str], list[str]]:
    """The suitcase as the terminal table lays it out (each field up to its size, the rest in pockets), and
    the stacks beside it (spell tokens, beaten wizards)."""
    fields, pocket = render.layout(tokens, mode)
    stack = sorted((k for k in tokens if DATA.kinds[k].field == "stack"), key=lambda k: (-DATA.kinds[k].points, k))
    return fields, pocket, stack


def _seat(
    d: Element,
    mode: str,
    s: int,
    info: dict[str, Any],
    viewer: int | None,
    lang: str,
    x: float,
    y: float,
    w: float,
    h: float,
) -> None:
    """A player's place: name, points and wand, then the suitcase field by field, the pockets and the stacks."""
    g = panel(d, x, y, w, h, "", f"seat-{s}", kind="seat", seat=s)
    _seat_head(g, s, info, viewer, lang, x, y, w)
    fields, pocket, stack = layout(info["tokens"], mode)
    place = _Places(g, s, lang, min(74.0, (w - 100) / 3 - 4))
    row = _suitcase(place, fields, pocket, info["pockets"], mode, x, y + 54)
    text(g, x + 10, row + 12, T.tr(lang, "Spell tokens and beaten wizards"), size=9, bold=True)
    per_row = _per_row(w)
    for i, kind in enumerate(stack):
        place.token(kind, x + 10 + (i % per_row) * (place.width + 4), row + 18 + (i // per_row) * 28)


def _seat_head(
    g: Element, s: int, info: dict[str, Any], viewer: int | None, lang: str, x: float, y: float, w: float
) -> None:
    pawn(g, s, x + 18, y + 18, 10)
    text(g, x + 34, y + 23, f"{seat_title(s, viewer, lang)} · {points(info['score'], lang)}", size=13, bold=True)
    wand = group(
        g,
        f"seat-{s}-wand",
        kind="wand",
        seat=s,
        strength=info["wand"],
        tip=T.tr(lang, "Wand of strength {n}", n=info["wand"]),
    )
    rect(wand, x + w - 60, y + 6, 50, 24, rx=12, fill="#6b4f2a", stroke="#222222")
    text(wand, x + w - 35, y + 23, str(info["wand"]), size=14, anchor="middle", bold=True, fill="#ffffff")
    flags = []
    if "choice" in info:
        flags.append(T.tr(lang, "Your choice: {action}", action=label(info["choice"], lang)))
    elif info.get("ready"):
        flags.append(T.tr(lang, "has chosen"))
    if info.get("out"):
        flags.append(T.tr(lang, "wand put down"))
    text(g, x + 10, y + 44, " · ".join(flags) or T.tr(lang, "Suitcase"), size=10, fill=MUTED, width=w - 20, lines=1)


def _suitcase(
    place: _Places, fields: dict[str, list[str]], pocket: list[str], pockets: int, mode: str, x: float, row: float
) -> float:
    """The suitcase's fields (empty places dashed) and the pockets; the y below them."""
    caps = DATA.suitcases[mode]
    step = place.width + 4
    for field in FIELDS:
        if not caps.get(field, 0):
            continue
        text(place.parent, x + 10, row + 15, field_name(field, place.lang), size=9, bold=True, width=84, lines=1)
        for i in range(caps[field]):
            place.token(fields[field][i] if i < len(fields[field]) else None, x + 92 + i * step, row)
        row += 30
    text(place.parent, x + 10, row + 15, T.tr(place.lang, "Pockets"), size=9, bold=True)
    for i in range(max(len(pocket), pockets)):
        place.token(pocket[i] if i < len(pocket) else None, x + 92 + i * step, row)
    return row + 34


class _Places:
    """The places of one suitcase: a token in its kind's colour with its name, or an empty place; equal
    tokens are numbered in the order they are drawn (``seat-S-token-KIND-N``)."""

    def __init__(self, parent: Element, seat: int, lang: str, width: float) -> None:
        self.parent, self.seat, self.lang, self.width = parent, seat, lang, width
        self.seen: Counter[str] = Counter()

    def token(self, kind: str | None, x: float, y: float) -> None:
        if kind is None:
            vacant(self.parent, x, y, self.width, 24, rx=4)
            return
        gid = f"seat-{self.seat}-token-{kind}-{self.seen[kind]}"
        self.seen[kind] += 1
        chip = group(
            self.parent,
            gid,
            tip=f"{kind_name(kind, self.lang)}: {kind_note(kind, self.lang)}",
            kind="owned",
            seat=self.seat,
            token=kind,
        )
        rect(chip, x, y, self.width, 24, rx=4, fill=fill_of(kind), stroke="#333333")
        text(
            chip,
            x + self.width / 2,
            y + 16,
            short_name(kind, self.lang),
            size=8,
            anchor="middle",
            width=self.width - 2,
            lines=1,
        )


class IncantibusPicture:
    """The Incantibus table as an SVG: the game's face ``picture`` (:class:`conjure.pictures.registry.Picture`)."""

    samples = (  # the documentation's pictures: file name, players, options, seed, step, seat, language
        Sample("incantibus", 3, {"mode": "expert"}, 7, 40, 0, "en"),
    )

    def draw(self, view: dict[str, Any], lang: str) -> str:
        return draw(view, lang)


PICTURE: Picture = IncantibusPicture()
