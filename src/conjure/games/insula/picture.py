"""Insula as a picture (SVG): the island as it has grown, time, the decks, a fight, and each player's card.

Drawn from ``g.view(seat)`` only. Element ids: ``cell-X_Y`` (a grid place "X,Y"; ``_`` for the comma),
``thorn-X_Y-N``, ``guardian-ID``, ``adventurer-S``, ``time-track`` with ``time-token``, ``white-curse``,
``pile-light``, ``pile-shadow``, ``guardian-bag``, ``flower-deck``, ``flower-discard-N``, ``curse-deck``,
``curse-discard-N``, ``defeated-ID``, ``fight``; each seat ``seat-S`` with ``seat-S-reward-N`` / ``seat-S-penalty-N`` (the circle
fields), ``seat-S-hand-N`` (its flowers: faces for its owner only), ``seat-S-slot-SLOT`` (an action slot, empty or with its curse), ``place-X_Y`` (an open place beside the island).

The island's terrain, the time track, the piles, each deck, the supply, the fight and each player's board are kept as
SVG while their part of the view is unchanged (``canvas.part``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from conjure.pictures.canvas import (
    Element,
    card,
    document,
    face_down,
    fan,
    group,
    line,
    panel,
    part,
    pawn,
    polygon,
    rect,
    runs,
    text,
    token,
    vacant,
)
from conjure.pictures.frame import HEADER, start
from conjure.pictures.palette import INK, MUTED
from conjure.pictures.registry import Picture, Sample
from conjure.pictures.texts import player, seat_title

from . import data
from .guide import card_effect, card_line
from .labels import T, card_name, guardian_name, place

WIDTH = 1400
TERRAIN_FILL = {
    "beach": "#f3e3a6",
    "citadel": "#b9a2d6",
    "pond": "#a9cdee",
    "meadow": "#bfe3a8",
    "danger": "#f0b3a6",
    "plain": "#eee6d6",
}
SEA = "#7fb3d5"
SEAT_H = 190


def terrain(kind: str, lang: str) -> str:
    names = {
        "beach": T.tr(lang, "Beach"),
        "citadel": T.tr(lang, "Citadel"),
        "pond": T.tr(lang, "Pond"),
        "meadow": T.tr(lang, "Meadow"),
        "danger": T.tr(lang, "Danger"),
        "plain": T.tr(lang, "Plain field"),
    }
    return names.get(kind, kind)


def pile_name(pile: str, lang: str) -> str:
    return {"light": T.tr(lang, "Light"), "shadow": T.tr(lang, "Shadow"), "fixed": ""}.get(pile, pile)


def effect_name(effect: str, lang: str) -> str:
    names = {
        "lose": T.tr(lang, "lose an energy token"),
        "discard": T.tr(lang, "discard a flower"),
        "curse": T.tr(lang, "draw a curse"),
        "curses": T.tr(lang, "draw curses"),
        "guardian": T.tr(lang, "a guardian comes"),
        "energy": T.tr(lang, "a new energy token"),
        "flower": T.tr(lang, "draw a flower"),
        "sun": T.tr(lang, "time toward the sun"),
    }
    return names.get(effect, effect)


def die_face(face: str, lang: str) -> str:
    names = {
        "sword": T.tr(lang, "sword"),
        "shield": T.tr(lang, "shield"),
        "moon": T.tr(lang, "moon"),
        "blank": T.tr(lang, "blank"),
    }
    return names.get(face, face)


SEA_BAND = 28  # the strip of sea drawn below the island


def xy(key: str) -> tuple[int, int]:
    x, y = key.split(",")
    return int(x), int(y)


def cell_id(key: str) -> str:
    return "cell-" + key.replace(",", "_")


def draw(view: dict[str, Any], lang: str) -> str:
    table = view["table"]
    seats = table["seats"]
    rows = (len(seats) + 1) // 2
    height = HEADER + 620 + rows * (SEAT_H + 12) + 10
    d = start(view, lang, WIDTH, height, status=_status(table, lang))
    _island(d, table, lang, 16, HEADER + 6, 860, 600)
    _side(d, table, view.get("seat"), lang, 888, HEADER + 6)
    width = (WIDTH - 32 - 12) / 2
    viewer = view.get("seat")
    for s, p in enumerate(seats):
        x, y = 16 + (s % 2) * (width + 12), HEADER + 620 + (s // 2) * (SEAT_H + 12)
        part(
            d,
            ("insula-seat", s, viewer, lang, x, y, width),
            {"player": p, "advanced": table["advanced"]},
            _seat_builder(s, viewer, lang, x, y, width),
        )
    return document(d)


def _seat_builder(
    s: int, viewer: int | None, lang: str, x: float, y: float, w: float
) -> Callable[[Element, Any], object]:
    return lambda g, sub: _seat(g, sub, s, sub["player"], viewer, lang, x, y, w)


def _status(table: dict[str, Any], lang: str) -> str:
    parts = [
        T.tr(lang, "Round {n}", n=table["round"]),
        T.tr(lang, "Battle card: {who}", who=player(table["holder"], lang)),
    ]
    if table["advanced"]:
        parts.append(T.tr(lang, "advanced game"))
    return " · ".join(parts)


@dataclass(frozen=True)
class Grid:
    """Where the island's places are drawn: columns left to right, rows up from the sea."""

    left: float
    sea: float
    size: float

    def at(self, key: str) -> tuple[float, float]:
        x, y = xy(key)
        return self.left + x * self.size, self.sea - (y + 1) * self.size


def _grid(cells: dict[str, Any], x0: float, y0: float, w: float, h: float) -> Grid:
    """The largest squares that fit the island, its open places and the citadel's row, centred on the beach."""
    spots = [*cells, *_open_places(cells)]
    xs = [xy(k)[0] for k in spots]
    top = max([xy(k)[1] for k in spots] + [data.CITADEL_Y])
    left, right = min(xs), max(xs)
    size = min(78.0, (w - 20) / (right - left + 1), (h - 70) / (top + 1))
    return Grid(x0 + w / 2 - (right + left + 1) * size / 2, y0 + 30 + (top + 1) * size, size)


def _island(d: Element, table: dict[str, Any], lang: str, x0: float, y0: float, w: float, h: float) -> None:
    """The sea, the island's cards and open places, thorns, guardians and adventurers. The panel is cut to the
    island's extent (its places, open ones included, and the sea below), in the room ``w`` × ``h`` it is given."""
    cells = table["cells"]
    grid = _grid(cells, x0, y0, w, h)
    xs = [xy(k)[0] for k in (*cells, *_open_places(cells))]
    bw = max(180.0, (max(xs) - min(xs) + 1) * grid.size + 20)
    bx = grid.left + (max(xs) + min(xs) + 1) * grid.size / 2 - bw / 2
    g = panel(d, bx, y0, bw, grid.sea + SEA_BAND + 8 - y0, T.tr(lang, "The island"), "island", kind="island")
    part(g, ("insula-terrain", lang, x0, y0, w, h), cells, lambda t, sub: _terrain(t, sub, grid, lang, bx, bw))
    _guardians(g, table, grid, lang)
    _adventurers(g, table, grid, lang)


def _terrain(g: Element, cells: dict[str, Any], grid: Grid, lang: str, x0: float, w: float) -> None:
    """The sea, the island's cards, the open places beside them and the thorns (``grid`` is made from ``cells``; the
    "Sea" is written in the middle of ``x0`` to ``x0 + w``). Each column of the grid with its stretch of sea is a
    piece of its own: a narrow screen lays the columns in rows, the island cut into strips (docs/web.md, "Compact
    regions")."""
    places = _open_places(cells)
    xs = sorted({xy(k)[0] for k in (*cells, *places)})
    columns = {}
    for x in xs:
        column = columns[x] = group(g, f"island-column-{x}", flow="piece", flow_line="island")
        left = grid.left + x * grid.size
        rect(column, left, grid.sea + 2, grid.size, SEA_BAND, fill=SEA)
    middle = columns[min(xs, key=lambda x: abs(grid.left + (x + 0.5) * grid.size - (x0 + w / 2)))]
    text(middle, x0 + w / 2, grid.sea + 20, T.tr(lang, "Sea"), size=11, anchor="middle", fill="#ffffff", bold=True)
    for key in places:
        px, py = grid.at(key)
        spot = group(
            columns[xy(key)[0]],
            "place-" + key.replace(",", "_"),
            kind="place",
            cell=key,
            tip=T.tr(lang, "Unexplored place"),
        )
        vacant(spot, px + 3, py + 3, grid.size - 6, grid.size - 6)
    in_order = sorted(cells, key=xy)
    for key in in_order:
        _cell(columns[xy(key)[0]], key, cells[key], *grid.at(key), grid.size, lang)
    for key in in_order:
        for n, (edge, facing) in enumerate(cells[key].get("thorns", [])):
            _thorn(columns[xy(key)[0]], key, n, edge, facing, *grid.at(key), grid.size, lang)


def _guardians(g: Element, table: dict[str, Any], grid: Grid, lang: str) -> None:
    for key, guardians in sorted(table["guardians"].items()):
        px, py = grid.at(key)
        for i, gid in enumerate(guardians):
            strength = data.GUARDIANS[gid]["strength"]
            token(
                g,
                px + 14 + i * 20,
                py + grid.size - 14,
                10,
                gid=f"guardian-{gid}",
                label=str(strength),
                fill="#3d3d3d",
                ink="#ffffff",
                size=10,
                tip=guardian_name(gid, lang),
                kind="guardian",
                cell=key,
                strength=strength,
                flow_with=f"island-column-{xy(key)[0]}",  # a narrow screen moves it with its column
            )


def _adventurers(g: Element, table: dict[str, Any], grid: Grid, lang: str) -> None:
    for s, p in enumerate(table["seats"]):
        if p["position"] is not None and p["position"] in table["cells"]:
            px, py = grid.at(p["position"])
            pawn(
                g,
                s,
                px + grid.size - 14 - (s % 3) * 18,
                py + 30 + (s // 3) * 18,
                8,
                gid=f"adventurer-{s}",
                kind="adventurer",
                cell=p["position"],
                flow_with=f"island-column-{xy(p['position'])[0]}",
                tip=T.tr(lang, "Adventurer: {who}", who=player(s, lang)),
            )


def _open_places(cells: dict[str, Any]) -> list[str]:
    """The empty grid places next to the island, between the sea and the citadel's row, where it can grow."""
    out = set()
    for key in cells:
        x, y = xy(key)
        for dx, dy in data.DIRS.values():
            if 0 <= y + dy < data.CITADEL_Y and f"{x + dx},{y + dy}" not in cells:
                out.add(f"{x + dx},{y + dy}")
    return sorted(out, key=xy)


def _cell(g: Element, key: str, cell: dict[str, Any], x: float, y: float, size: float, lang: str) -> None:
    kind = cell.get("kind")
    common = {"kind": "cell", "cell": key, "pile": cell["pile"]}
    if cell["up"] and kind is not None:
        c = group(g, cell_id(key), tip=terrain(kind, lang), face="up", terrain=kind, **common)
        rect(c, x + 1, y + 1, size - 2, size - 2, rx=4, fill=TERRAIN_FILL.get(kind, "#ffffff"), stroke=INK)
        text(c, x + 5, y + 13, terrain(kind, lang), size=9, bold=True, width=size - 8, lines=1)
        return
    mark = pile_name(cell["pile"], lang)
    tip = T.tr(lang, "Face-down island card ({pile})", pile=mark)
    if kind is not None:
        tip = T.tr(lang, "Face down; you looked: {terrain}", terrain=terrain(kind, lang))
        mark = terrain(kind, lang) + "?"
    face_down(g, x + 1, y + 1, size - 2, size - 2, gid=cell_id(key), mark=mark, tip=tip, known=kind, **common)


def _thorn(g: Element, key: str, n: int, edge: str, facing: str, x: float, y: float, size: float, lang: str) -> None:
    """A thorn hedge on one side of a cell: a thick line with spikes pointing the way it hurts to go."""
    ends = {
        "in": ((x, y), (x + size, y)),
        "out": ((x, y + size), (x + size, y + size)),
        "left": ((x, y), (x, y + size)),
        "right": ((x + size, y), (x + size, y + size)),
    }[edge]
    vec = {"in": (0, -1), "out": (0, 1), "left": (-1, 0), "right": (1, 0)}[facing]
    th = group(
        g,
        f"thorn-{key.replace(',', '_')}-{n}",
        kind="thorn",
        cell=key,
        edge=edge,
        facing=facing,
        tip=T.tr(lang, "Thorns"),
    )
    (ax, ay), (bx, by) = ends
    line(th, ax, ay, bx, by, stroke="#8b1a1a", stroke_width=4)
    for i in range(4):
        t = (i + 0.5) / 4
        mx, my = ax + (bx - ax) * t, ay + (by - ay) * t
        side = (vec[1] * 4, vec[0] * 4)
        polygon(
            th,
            [mx - side[0], my - side[1], mx + side[0], my + side[1], mx + vec[0] * 8, my + vec[1] * 8],
            fill="#8b1a1a",
        )


def _side(d: Element, table: dict[str, Any], viewer: int | None, lang: str, x: float, y: float) -> None:
    """Beside the island: time, the piles and decks, the supply, the beaten guardians and a fight."""
    w = WIDTH - x - 16
    g = panel(d, x, y, w, 600, T.tr(lang, "Time, decks and fights"), "table", kind="table")
    time = _pick(table, "time", "moon", "white_curse", "advanced")
    part(g, ("insula-time", lang, x, y), time, lambda t, sub: _time(t, sub, lang, x + 10, y + 30))
    part(
        g,
        ("insula-piles", lang, x, y),
        _pick(table, "piles", "bag"),
        lambda t, sub: _piles(t, sub, lang, x + 10, y + 100),
    )
    for i, deck in enumerate(("flower", "curse")):
        part(
            g,
            ("insula-deck", deck, lang, x + i * 250, y),
            _pick(table, deck + "s", "advanced"),
            _deck_builder(deck, lang, x + 10 + i * 250, y + 192),
        )
    supply = _pick(table, "supply", "die", "defeated") | {"anger": table.get("anger")}
    part(g, ("insula-supply", lang, x, y), supply, lambda t, sub: _supply(t, sub, lang, x + 10, y + 310))
    if table["fight"] is not None:
        part(
            g,
            ("insula-fight", viewer, lang, x, y, w),
            _pick(table, "fight", "guardians"),
            lambda t, sub: _fight(t, sub, viewer, lang, x + 10, y + 366, w - 20),
        )


def _pick(table: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: table[k] for k in keys}


def _deck_builder(deck: str, lang: str, x: float, y: float) -> Callable[[Element, Any], object]:
    return lambda g, sub: _deck(g, sub, deck, lang, x, y)


def _piles(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The face-down island piles and the guardians' bag."""
    for i, pile in enumerate(("light", "shadow")):
        n = table["piles"][pile]
        face_down(
            g,
            x + i * 90,
            y,
            80,
            54,
            gid=f"pile-{pile}",
            kind="island_pile",
            pile=pile,
            count=n,
            mark=f"×{n}",
            tip=T.tr(lang, "{pile} island cards: {n}", pile=pile_name(pile, lang), n=n),
        )
        text(g, x + 40 + i * 90, y + 68, pile_name(pile, lang), size=9, anchor="middle", fill=MUTED)
    face_down(
        g,
        x + 180,
        y,
        80,
        54,
        gid="guardian-bag",
        kind="guardian_bag",
        count=table["bag"],
        mark=f"×{table['bag']}",
        tip=T.tr(lang, "Guardians in the bag: {n}", n=table["bag"]),
    )
    text(g, x + 220, y + 68, T.tr(lang, "Bag"), size=9, anchor="middle", fill=MUTED)


def _deck(g: Element, table: dict[str, Any], deck: str, lang: str, x: float, y: float) -> None:
    """A face-down deck (flowers or curses) and its discard pile fanned beside it, the newest on top."""
    info = table[deck + "s"]
    name = T.tr(lang, "Flowers") if deck == "flower" else T.tr(lang, "Curses")
    face_down(
        g, x, y, 60, 70, gid=f"{deck}-deck", kind=f"{deck}_deck", count=info["deck"], mark=f"×{info['deck']}", tip=name
    )
    text(g, x + 30, y + 84, name, size=9, anchor="middle", fill=MUTED)
    places = fan(len(info["discard"]), x + 66, 170, 130)
    for n, (cx, cid) in enumerate(zip(places, info["discard"], strict=True)):
        card(
            g,
            cx,
            y,
            130,
            70,
            gid=f"{deck}-discard-{n}",
            title=card_name(cid, lang),
            size=8,
            body=card_effect(cid, lang, table["advanced"]),
            fill="#ffffff",
            tip=card_line(cid, lang, table["advanced"]),
            kind=f"{deck}_discard",
            card=cid,
        )


def _supply(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The energy supply, the last die face, Kingoš's anger (blue citadel) and the guardians beaten."""
    text(
        g,
        x,
        y,
        T.tr(
            lang,
            "Energy in the supply: {n} · last die: {face}",
            n=table["supply"],
            face=die_face(table["die"], lang) if table["die"] else "—",
        ),
        size=10,
    )
    if table.get("anger") is not None:
        text(g, x, y + 16, T.tr(lang, "Kingoš's anger: {n}", n=table["anger"]), size=10)
    text(g, x, y + 36, T.tr(lang, "Guardians beaten:"), size=10)
    for i, gid in enumerate(table["defeated"]):
        strength = data.GUARDIANS[gid]["strength"]
        token(
            g,
            x + 130 + i * 22,
            y + 32,
            10,
            gid=f"defeated-{gid}",
            label=str(strength),
            fill="#8c8c8c",
            ink="#ffffff",
            size=10,
            tip=guardian_name(gid, lang),
            kind="defeated",
            guardian=gid,
            strength=strength,
        )


def _time(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    track = group(g, "time-track", kind="time", time=table["time"], moon=table["moon"])
    text(track, x, y + 12, T.tr(lang, "Time: sun → moon"), size=11, bold=True)
    for i in range(table["moon"] + 1):
        fill = "#ffd84d" if i == 0 else "#2d3a6b" if i == table["moon"] else "#ffffff"
        rect(track, x + i * 44, y + 20, 40, 30, rx=4, fill=fill, stroke=INK)
        mark = "☀" if i == 0 else "☾" if i == table["moon"] else str(i)
        text(
            track,
            x + 20 + i * 44,
            y + 40,
            mark,
            size=13,
            anchor="middle",
            fill="#ffffff" if i == table["moon"] else INK,
        )
    token(
        track,
        x + 20 + table["time"] * 44,
        y + 56,
        7,
        gid="time-token",
        label="",
        fill="#000000",
        kind="time_token",
        time=table["time"],
        tip=T.tr(lang, "Time token"),
    )
    if table["white_curse"]:
        card(
            g,
            x + 240,
            y,
            230,
            56,
            gid="white-curse",
            title=T.tr(lang, "White curse: {name}", name=card_name(table["white_curse"], lang)),
            body=card_effect(table["white_curse"], lang, table["advanced"]),
            size=8,
            fill="#f3f3f3",
            kind="white_curse",
            card=table["white_curse"],
        )


def _fight(g: Element, table: dict[str, Any], viewer: int | None, lang: str, x: float, y: float, w: float) -> None:
    fight = table["fight"]
    f = group(g, "fight", kind="fight", revealed=fight["revealed"])
    rect(f, x, y, w, 130, rx=6, fill="#fbe9e4", stroke="#8b1a1a")
    text(f, x + 8, y + 16, T.tr(lang, "Fight"), size=12, bold=True)
    row = y + 34
    for key, fighters in sorted(fight["fields"].items()):
        strength = sum(data.GUARDIANS[gid]["strength"] for gid in table["guardians"].get(key, []))
        where = place(key, lang)
        text(
            f,
            x + 8,
            row,
            T.tr(lang, "{place}: guardians of strength {n}", place=where[:1].upper() + where[1:], n=strength),
            size=10,
            bold=True,
            width=w - 16,
            lines=1,
        )
        row += 18
        for s in fighters:
            commit = fight["commit"][s]
            shown = _commitment(commit, lang)
            red = fight["red"][s]
            if red:
                shown += " · " + card_name(red, lang)
            pawn(f, s, x + 16, row - 4, 7)
            text(f, x + 30, row, f"{seat_title(s, viewer, lang)}: {shown}", size=10, width=w - 40, lines=1)
            row += 18


def _commitment(commit: int | bool | None, lang: str) -> str:
    """A fighter's energy: the number once it is shown (or to its owner), else whether it has been set."""
    if type(commit) is int:
        return T.tr(lang, "energy committed: {n}", n=commit)
    return T.tr(lang, "has committed (hidden)") if commit else T.tr(lang, "deciding")


def _seat(
    d: Element,
    table: dict[str, Any],
    s: int,
    p: dict[str, Any],
    viewer: int | None,
    lang: str,
    x: float,
    y: float,
    w: float,
) -> None:
    g = panel(d, x, y, w, SEAT_H, "", f"seat-{s}", kind="seat", seat=s)
    pawn(g, s, x + 18, y + 18, 10)
    text(g, x + 34, y + 23, seat_title(s, viewer, lang), size=13, bold=True)
    energy = T.tr(
        lang,
        "Vitality {v} · fatigue {f} · in the fight {c} · new tokens {n}",
        v=p["vitality"],
        f=p["fatigue"],
        c=p["committed"],
        n=p["new_tokens"],
    )
    runs(g, x + 12, y + 42, energy.split(" · "), size=10, width=w - 24)
    for row, circle in enumerate(("reward", "penalty")):
        _circle(g, table, s, circle, p[circle], lang, x + 12, y + 52 + row * 34)
    _hand(g, table, s, p, lang, x + 12, y + 124, w - 24)


def _circle(g: Element, table: dict[str, Any], s: int, circle: str, at: int, lang: str, x: float, y: float) -> None:
    name = T.tr(lang, "Reward") if circle == "reward" else T.tr(lang, "Penalty")
    text(g, x, y + 18, name, size=9, bold=True)
    fields = data.circle(circle, table["advanced"])
    tips = _circle_tips(circle, table["advanced"], lang)
    for i, options in enumerate(fields):
        tip = tips[i]
        box = group(g, f"seat-{s}-{circle}-{i}", kind=circle, seat=s, index=i, token=(i == at), tip=tip)
        fill = "#dff0d8" if circle == "reward" else "#f6dede"
        rect(box, x + 70 + i * 30, y + 4, 26, 24, rx=4, fill=fill if options else "#ffffff", stroke=INK)
        if i == at:
            pawn(box, s, x + 83 + i * 30, y + 16, 8)
        else:
            text(box, x + 83 + i * 30, y + 20, "•" if options else "", size=10, anchor="middle", fill=MUTED)


@cache
def _circle_tips(circle: str, advanced: bool, lang: str) -> tuple[str, ...]:
    """What each field of a circle does, in words (the fields' tooltips)."""
    return tuple(
        " / ".join(" + ".join(effect_name(e, lang) for e in option) for option in options) or "—"
        for options in data.circle(circle, advanced)
    )


def _hand(
    g: Element, table: dict[str, Any], s: int, p: dict[str, Any], lang: str, x: float, y: float, w: float
) -> None:
    text(g, x, y + 10, T.tr(lang, "Flowers and curses"), size=9, bold=True)
    hand = p.get("hand")
    items = 0
    if hand is not None:
        for i, cid in enumerate(hand):
            card(
                g,
                x + 110 + i * 62,
                y,
                58,
                56,
                gid=f"seat-{s}-hand-{i}",
                title=card_name(cid, lang),
                size=7,
                tip=card_line(cid, lang, table["advanced"]),
                fill="#e7f4df",
                kind="flower",
                seat=s,
                card=cid,
            )
        items = len(hand)
    else:
        for i in range(p["hand_size"]):
            face_down(
                g,
                x + 110 + i * 62,
                y,
                58,
                56,
                gid=f"seat-{s}-hand-{i}",
                kind="flower",
                seat=s,
                tip=T.tr(lang, "A flower in hand"),
            )
        items = p["hand_size"]
    for j, (which, value) in enumerate(sorted(p["slots"].items())):
        sx = x + 110 + (items + j) * 62 + 10
        name = {"flower": T.tr(lang, "Flower slot"), "move": T.tr(lang, "Move slot"), "rest": T.tr(lang, "Rest slot")}[
            which
        ]
        if isinstance(value, str):
            card(
                g,
                sx,
                y,
                58,
                56,
                gid=f"seat-{s}-slot-{which}",
                title=card_name(value, lang),
                body=name,
                size=7,
                tip=card_line(value, lang, table["advanced"]),
                fill="#eadcf2",
                kind="curse",
                seat=s,
                slot=which,
                card=value,
            )
        elif value:
            face_down(
                g,
                sx,
                y,
                58,
                56,
                gid=f"seat-{s}-slot-{which}",
                kind="curse",
                seat=s,
                slot=which,
                tip=name + ": " + T.tr(lang, "a face-down curse"),
            )
            text(g, sx + 29, y + 41, name, size=7, anchor="middle", fill="#ffffff", width=48, lines=2)
        else:  # an empty slot: a drawn curse may be laid on it (its click)
            free = group(g, f"seat-{s}-slot-{which}", kind="slot", seat=s, slot=which, tip=name)
            vacant(free, sx, y, 58, 56)
            text(free, sx + 29, y + 32, name, size=7, anchor="middle", fill=MUTED, width=54, lines=2)


class InsulaPicture:
    """The Insula table as an SVG: the game's face ``picture`` (:class:`conjure.pictures.registry.Picture`)."""

    samples = (  # the documentation's pictures: file name, players, options, seed, step, seat, language
        Sample("insula", 4, {"advanced": True}, 7, 146, 0, "en"),
    )

    def draw(self, view: dict[str, Any], lang: str) -> str:
        return draw(view, lang)


PICTURE: Picture = InsulaPicture()
