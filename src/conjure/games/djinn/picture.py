"""Djinn as a picture (SVG): the town map, the offers and each player's board; Tom in solo.

Drawn from ``g.view(seat)`` only. Element ids: ``field-F`` (F = SRC, R1…R6, S1…S6), ``path-A-B``,
``djinn-F-N``, ``boss-F``, ``passage-F-N``, ``figure-S``, ``mage-offer-N``, ``equipment-offer-KIND``,
``chest-pile``, ``chest-discard-N``, ``award-COLUMN-ID``, ``scoring-ID``, ``character-offer-ID``, ``tom-deck``,
``tom-last``, ``market-stall-N`` (what it sells, ``data-offers``) with ``assistant-S`` on it; each seat ``seat-S`` with ``seat-S-circle-N``, ``seat-S-mage-N``, ``seat-S-equipment-N``,
``seat-S-purse`` (coins, scrolls, keys, corks), ``seat-S-character-ID``, ``seat-S-award-ID``, ``seat-S-scoring-N`` (its face-down scoring cards for the
others, the cards themselves for its owner).

Each field, the market, each row of offers and each player's board is kept as SVG while its part of the view is
unchanged (``canvas.part``); the paths between the fields are drawn once, at import.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from conjure.pictures.canvas import (
    Element,
    card,
    circle,
    document,
    face_down,
    fan,
    fragment,
    group,
    line,
    panel,
    part,
    pawn,
    raw,
    rect,
    text,
    token,
    vacant,
    wrap,
)
from conjure.pictures.frame import HEADER, start
from conjure.pictures.palette import INK, MUTED, seat_style
from conjure.pictures.registry import Picture, Sample
from conjure.pictures.texts import player, seat_title

from .data import MARKET_OFFERS, NEIGHBOURS, ROUND, SOURCE, SQUARE, offer_prices
from .labels import (
    CARD_TEXT,
    CHAR_TEXT,
    T,
    award_text,
    chest_text,
    count,
    equip_text,
    mage_text,
    offer_phrase,
    tom_text,
    word,
)
from .labels import T as DJINN_TEXTS

WIDTH = 1400
MAP = (330, HEADER + 330)  # the Magic Source's centre
RING = 250
DJINN = {
    "brown": ("#8c5a2b", "#ffffff"),
    "blue": ("#3a78c2", "#ffffff"),
    "red": ("#c8372d", "#ffffff"),
    "yellow": ("#f0c419", "#000000"),
    "B": ("#4b2375", "#ffffff"),
}
LOCATION_FILL = {
    "ACA": "#dfe8f7",
    "TAV": "#f7e3cf",
    "CAT": "#e2e2e2",
    "ARC": "#efe6c8",
    "WRK": "#e6d7ee",
    "MKT": "#dcefd9",
    "SRC": "#fff3b0",
}
CIRCLE_FILL = {"a": "#ffffff", "i": "#cfcfcf", "x": "#555555"}
SEAT_WIDTH = (WIDTH - 32 - 12) / 2
PER_ROW = int((SEAT_WIDTH - 28) // 110)
TOWN = 660  # the least height of the town's and the offers' panels
MARKET = 636  # the market's place in the town's panel, below the map
STALLS_PER_ROW = 3
STALL_W = (650 - 28 - (STALLS_PER_ROW - 1) * 8) / STALLS_PER_ROW


def ring_order() -> list[str]:
    """The fields around the Source in map order: R1, S1, R2, S2, …"""
    return [f for pair in zip(ROUND, SQUARE, strict=True) for f in pair]


def _centre(field: str) -> tuple[float, float]:
    if field == SOURCE:
        return MAP
    angle = -math.pi / 2 + 2 * math.pi * ring_order().index(field) / 12
    return MAP[0] + RING * math.cos(angle), MAP[1] + RING * math.sin(angle)


CENTRES = {field: _centre(field) for field in [SOURCE, *ring_order()]}


def centre(field: str) -> tuple[float, float]:
    """Where a field's centre is drawn (the Source in the middle, the others on a ring, in map order)."""
    return CENTRES[field]


def colour_name(c: str, lang: str) -> str:
    return word(c, lang)


def colour_mark(c: str, lang: str) -> str:
    """Two letters of the colour's name, so that brown and blue differ without their colours."""
    return "★" if c == "B" else colour_name(c, lang)[:2].capitalize()


def draw(view: dict[str, Any], lang: str) -> str:
    table = view["table"]
    seats = table["seats"]
    rows = (len(seats) + 1) // 2
    seat_h = 140 + 66 * max(1, max(-(-_card_count(p) // PER_ROW) for p in seats))
    top = max(TOWN, MARKET + _market_height(table, lang))
    height = HEADER + top + 20 + rows * (seat_h + 12) + 10
    d = start(view, lang, WIDTH, height, status=_status(table, lang))
    _map(d, table, lang, top)
    _offers(d, table, lang, 680, HEADER + 6, top)
    viewer = view.get("seat")
    for s, p in enumerate(seats):
        x, y = 16 + (s % 2) * (SEAT_WIDTH + 12), HEADER + top + 20 + (s // 2) * (seat_h + 12)
        part(
            d,
            ("djinn-seat", s, viewer, lang, x, y, seat_h),
            {"player": p, "first": table["first"] == s},
            _seat_builder(s, viewer, lang, x, y, seat_h),
        )
    return document(d)


def _seat_builder(
    s: int, viewer: int | None, lang: str, x: float, y: float, h: float
) -> Callable[[Element, Any], object]:
    return lambda g, sub: _seat(g, s, sub["player"], viewer, lang, x, y, h, sub["first"])


def _card_count(p: dict[str, Any]) -> int:
    return (
        len(p["mages"])
        + len(p["equipment"])
        + len(p["characters"])
        + len(p["awards"])
        + max(len(p["hidden_scoring"]), int(p["hidden_scoring_count"]))
    )


def _status(table: dict[str, Any], lang: str) -> str:
    parts = [T.tr(lang, "Turn {n}", n=table["turns"]), T.tr(lang, "Bosses gone: {n} of 6", n=table["bosses_gone"])]
    if table["end_rounds"]:
        parts.append(T.tr(lang, "The end is near"))
    return " · ".join(parts)


def _paths(g: Element) -> None:
    """The paths joining the fields: the same on every map."""
    drawn = set()
    for a, targets in sorted(NEIGHBOURS.items()):
        for b in targets:
            key = tuple(sorted((a, b)))
            if key in drawn:
                continue
            drawn.add(key)
            (x1, y1), (x2, y2) = centre(key[0]), centre(key[1])
            path = group(g, f"path-{key[0]}-{key[1]}", kind="path", a=key[0], b=key[1], flow_hide="yes")
            line(path, x1, y1, x2, y2, stroke="#a89a7c", stroke_width=5, stroke_linecap="round")


PATHS = fragment(_paths)  # drawn once, at import


def _map(d: Element, table: dict[str, Any], lang: str, height: float) -> None:
    """The town: the paths, each field with its djinn, boss and secret passages, the wizards, the market."""
    g = panel(d, 16, HEADER + 6, 650, height, T.tr(lang, "The town"), "map", kind="map")
    text(g, 30, HEADER + 44, T.tr(lang, "Djinn in the bag: {n}", n=table["bag_count"]), size=10, fill=MUTED)
    raw(g, PATHS)
    for field in [SOURCE, *ring_order()]:
        part(g, ("djinn-field", field, lang), _field_view(table, field), _field_builder(field, lang))
    for s, p in enumerate(table["seats"]):
        if p["position"] is not None:
            _figure(g, s, p["position"], lang)
    market = {"market_stalls": table["market_stalls"], "seats": [{"stall": p["stall"]} for p in table["seats"]]}
    part(g, ("djinn-market", lang), market, lambda m, t: _market(m, t, lang, 30, HEADER + 6 + MARKET))


def _field_view(table: dict[str, Any], field: str) -> dict[str, Any]:
    """What a field shows: its location tile, the djinn and the boss on it and the secret passages from it."""
    return {
        "tiles": {} if field == SOURCE else {field: table["tiles"][field]},
        "djinn": {field: table["djinn"][field]} if field in table["djinn"] else {},
        "boss": {field: table["boss"].get(field)},
        "passages": {field: table["passages"].get(field, [])},
    }


def _field_builder(field: str, lang: str) -> Callable[[Element, Any], object]:
    return lambda g, sub: _field(g, sub, field, lang)


def _market_height(table: dict[str, Any], lang: str) -> float:
    return 22 + sum(h + 8 for h in _market_rows(table, lang))


def _market_rows(table: dict[str, Any], lang: str) -> list[float]:
    """The height of each row of stalls: enough for the longest list of offers in it, in this language."""
    heights = [26 + len(_stall_lines(tuple(offers), lang)) * 9.6 for offers in table["market_stalls"]]
    return [max(heights[i : i + STALLS_PER_ROW]) for i in range(0, len(heights), STALLS_PER_ROW)]


@lru_cache(maxsize=1024)
def _stall_phrases(offers: tuple[int, ...], lang: str) -> tuple[str, ...]:
    """A stall's offers, one phrase for each price (the bottles come 1, 2 or 3 at a time, each at its price)."""
    return tuple(
        offer_phrase(MARKET_OFFERS[o]["id"], price, k + 1, lang)
        for o in offers
        for k, price in enumerate(offer_prices(MARKET_OFFERS[o]))
    )


@lru_cache(maxsize=1024)
def _stall_lines(offers: tuple[int, ...], lang: str) -> tuple[tuple[str, bool], ...]:
    """The phrases wrapped to the stall's width, each line with whether it begins a phrase."""
    return tuple(
        (row, i == 0) for phrase in _stall_phrases(offers, lang) for i, row in enumerate(wrap(phrase, STALL_W - 20, 8))
    )


def _market(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The market's stalls, each with its offers and prices and the assistants standing at it."""
    text(g, x, y + 4, T.tr(lang, "Market stalls"), size=11, bold=True)
    y += 14
    stalls = table["market_stalls"]
    for r, h in enumerate(_market_rows(table, lang)):
        for n in range(r * STALLS_PER_ROW, min(len(stalls), (r + 1) * STALLS_PER_ROW)):
            here = [s for s, p in enumerate(table["seats"]) if p["stall"] == n]
            _stall(g, n, stalls[n], here, lang, x - 2 + (n % STALLS_PER_ROW) * (STALL_W + 8), y, h)
        y += h + 8


def _stall(g: Element, n: int, offers: list[int], here: list[int], lang: str, x: float, y: float, h: float) -> None:
    stall = group(
        g,
        f"market-stall-{n}",
        tip=" · ".join(_stall_phrases(tuple(offers), lang)),
        kind="stall",
        stall=n,
        offers=" ".join(MARKET_OFFERS[o]["id"] for o in offers),
        assistants=" ".join(map(str, here)) or None,
    )
    rect(stall, x, y, STALL_W, h, rx=5, fill=LOCATION_FILL["MKT"], stroke=INK, stroke_width=1)
    text(stall, x + 6, y + 13, T.tr(lang, "Stall {n}", n=n + 1), size=10, bold=True)
    for i, (row, first) in enumerate(_stall_lines(tuple(offers), lang)):
        if first:
            text(stall, x + 6, y + 26 + i * 9.6, "•", size=8)
        text(stall, x + 13, y + 26 + i * 9.6, row, size=8)
    for i, s in enumerate(here):
        pawn(
            stall,
            s,
            x + STALL_W - 12 - 19 * i,
            y + 11,
            7.5,
            gid=f"assistant-{s}",
            kind="assistant",
            stall=n,
            tip=T.tr(lang, "Assistant: {who}", who=player(s, lang)),
        )


def _field(g: Element, table: dict[str, Any], field: str, lang: str) -> None:
    loc = SOURCE if field == SOURCE else table["tiles"][field]
    x, y = centre(field)
    name = word(loc, lang)
    shape = "source" if field == SOURCE else "round" if field in ROUND else "square"
    f = group(g, f"field-{field}", tip=name, kind="field", field=field, location=loc, shape=shape)
    fill = LOCATION_FILL.get(loc, "#ffffff")
    if shape == "square":
        rect(f, x - 48, y - 40, 96, 80, rx=4, fill=fill, stroke=INK, stroke_width=1.5)
    else:
        circle(f, x, y, 52 if shape == "source" else 48, fill=fill, stroke=INK, stroke_width=1.5)
    text(f, x, y - 22, name, size=10, anchor="middle", bold=True, width=90, lines=1)
    if field in table["djinn"]:
        for i, c in enumerate(table["djinn"][field]):
            fill_c, ink = DJINN[c]
            token(
                g,
                x - 27 + (i % 4) * 18,
                y - 2 + (i // 4) * 18,
                8.5,
                gid=f"djinn-{field}-{i}",
                size=8,
                label=colour_mark(c, lang),
                fill=fill_c,
                ink=ink,
                tip=colour_name(c, lang),
                kind="djinn",
                field=field,
                colour=c,
            )
        if table["boss"].get(field):
            fill_c, ink = DJINN["B"]
            token(
                g,
                x + 26,
                y + 26,
                11,
                gid=f"boss-{field}",
                label="★",
                fill=fill_c,
                ink=ink,
                size=11,
                tip=colour_name("B", lang),
                kind="boss",
                field=field,
            )
    for i, (s, loc2) in enumerate(table["passages"].get(field, [])):
        pawn(
            g,
            s,
            x - 30 + i * 20,
            y + 26,
            7,
            gid=f"passage-{field}-{i}",
            kind="passage",
            field=field,
            location=loc2,
            tip=T.tr(lang, "Secret passage ({who}) to: {place}", who=player(s, lang), place=word(loc2, lang)),
        )


def _figure(g: Element, s: int, position: list[str], lang: str) -> None:
    """A wizard stands at the edge of its field, on the path it came by."""
    field, came = position
    (x, y) = centre(field)
    if came in NEIGHBOURS:
        fx, fy = centre(came)
        dist = math.hypot(fx - x, fy - y) or 1.0
        px, py = x + (fx - x) / dist * 62, y + (fy - y) / dist * 62
    else:  # not come along a path (set on the field by an effect)
        px, py = x + 38 + 16 * s, y - 40
    pawn(
        g,
        s,
        px,
        py,
        12,
        gid=f"figure-{s}",
        kind="figure",
        field=field,
        came_from=came,
        tip=T.tr(lang, "Wizard: {who}", who=player(s, lang)),
    )


def _offers(d: Element, table: dict[str, Any], lang: str, x: float, y: float, height: float) -> None:
    """The offers panel, row by row: mages, equipment, chests, awards, scoring cards and characters, Tom."""
    g = panel(d, x, y, WIDTH - x - 16, height, T.tr(lang, "Offers"), "offers", kind="offers")
    rows: list[tuple[str, tuple[str, ...], Callable[[Element, dict[str, Any], str, float, float], object]]] = [
        ("mages", ("mage_offer", "mage_piles"), _mages),
        ("equipment", ("equipment_offer", "equipment_piles"), _equipment),
        ("chests", ("chests_left", "chest_discard"), _chests),
        ("awards", ("awards",), _awards),
        ("cards", ("scoring", "character_offer", "tom"), _cards_and_tom),
    ]
    for (name, keys, build), top in zip(rows, (28, 114, 200, 264, 478), strict=True):
        part(
            g,
            ("djinn-offers", name, lang, x, y + top),
            {k: table.get(k) for k in keys},
            _offer_builder(build, lang, x, y + top),
        )


def _offer_builder(
    build: Callable[[Element, dict[str, Any], str, float, float], object], lang: str, x: float, y: float
) -> Callable[[Element, Any], object]:
    return lambda g, sub: build(g, sub, lang, x, y)


def _cards_and_tom(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The scoring cards and character tiles on offer, and Tom's cards below them in solo."""
    row = _cards_row(g, table, lang, x, y)
    if table.get("tom") is not None:
        _tom(g, table, lang, x, row + 4)


def _heading(g: Element, x: float, y: float, words: str) -> None:
    """A row's name at the left of the offers panel."""
    text(g, x + 10, y + 12, words, size=11, bold=True, width=96, lines=2)


def _mages(g: Element, table: dict[str, Any], lang: str, x: float, row: float) -> None:
    _heading(g, x, row, T.tr(lang, "Mage cards"))
    for i, mage in enumerate(table["mage_offer"]):
        cx = x + 110 + i * 144
        if mage is None:
            vacant(g, cx, row, 136, 62)
        else:
            card(
                g,
                cx,
                row,
                136,
                62,
                gid=f"mage-offer-{i}",
                title=T.tr(lang, "Mage card"),
                body=mage_text(mage, lang),
                fill="#e9f3e4",
                kind="mage",
                pile=i,
                card=mage,
            )
        text(
            g,
            cx + 68,
            row + 74,
            T.tr(lang, "pile of {n}", n=table["mage_piles"][i]),
            size=9,
            anchor="middle",
            fill=MUTED,
        )


def _equipment(g: Element, table: dict[str, Any], lang: str, x: float, row: float) -> None:
    _heading(g, x, row, T.tr(lang, "Equipment"))
    for i, (kind, eq) in enumerate(table["equipment_offer"].items()):
        cx = x + 110 + i * 192
        if eq is None:
            vacant(g, cx, row, 184, 62)
        else:
            card(
                g,
                cx,
                row,
                184,
                62,
                gid=f"equipment-offer-{kind}",
                title=word(kind, lang).capitalize(),
                body=equip_text(eq, lang),
                fill="#f4ead8",
                kind="equipment",
                equipment_kind=kind,
                card=eq,
            )
        text(
            g,
            cx + 92,
            row + 74,
            T.tr(lang, "pile of {n}", n=table["equipment_piles"][kind]),
            size=9,
            anchor="middle",
            fill=MUTED,
        )


def _chests(g: Element, table: dict[str, Any], lang: str, x: float, row: float) -> None:
    """The face-down chest pile and the face-up discards, fanned."""
    _heading(g, x, row, T.tr(lang, "Treasure chests"))
    face_down(
        g,
        x + 110,
        row,
        70,
        50,
        gid="chest-pile",
        kind="chest_pile",
        count=table["chests_left"],
        mark=f"×{table['chests_left']}",
        tip=T.tr(lang, "Face-down chests: {n}", n=table["chests_left"]),
    )
    discards = table["chest_discard"]
    places = fan(len(discards), x + 190, WIDTH - x - 216, 150, 60)
    for i, (cx, chest) in enumerate(zip(places, discards, strict=True)):
        card(
            g,
            cx,
            row,
            150,
            50,
            gid=f"chest-discard-{i}",
            title=T.tr(lang, "Chest"),
            body=chest_text(chest, lang),
            fill="#f6ecc0",
            size=9,
            tip=chest_text(chest, lang),
            kind="chest",
            card=chest,
        )


def _awards(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    _heading(g, x, y, T.tr(lang, "Awards"))
    for c, column in enumerate(table["awards"]):
        text(g, x + 110, y + 34 + c * 58, ("I", "II", "III")[c] if c < 3 else str(c + 1), size=12, bold=True)
        step = min(140.0, (WIDTH - x - 170) / max(1, len(column)))
        for i, award in enumerate(column):
            card(
                g,
                x + 140 + i * step,
                y + 20 + c * 58,
                step - 6,
                50,
                gid=f"award-{c}-{award}",
                title=T.tr(lang, "Award"),
                body=award_text(award, lang),
                fill="#f2dfe8",
                size=9,
                kind="award",
                column=c,
                card=award,
            )


def _cards_row(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> float:
    """The scoring cards and the character tiles on offer; the y below them."""
    if table["scoring"]:  # none in solo
        _heading(g, x, y, T.tr(lang, "Scoring cards"))
        y += 62
    for i, sc in enumerate(table["scoring"]):
        card(
            g,
            x + 110 + i * 140,
            y - 62,
            134,
            54,
            gid=f"scoring-{sc}",
            title=T.tr(lang, "Scoring card"),
            body=DJINN_TEXTS.get(lang, CARD_TEXT[sc]),
            fill="#e3eef6",
            size=9,
            kind="scoring",
            card=sc,
        )
    offer = table["character_offer"]
    chars = [("pos", c) for c in offer.get("pos", [])] + [("neg", c) for c in offer.get("neg", [])]
    if chars:
        _heading(g, x, y, T.tr(lang, "Character tiles"))
    for i, (side, c) in enumerate(chars):
        card(
            g,
            x + 110 + (i % 5) * 116,
            y + (i // 5) * 52,
            110,
            48,
            gid=f"character-offer-{c}",
            title=_side(side, lang),
            body=DJINN_TEXTS.get(lang, CHAR_TEXT[c]),
            fill="#e7f2df" if side == "pos" else "#f6dede",
            size=8,
            kind="character",
            side=side,
            card=c,
        )
    return y + 52 * ((len(chars) + 4) // 5)


def _side(side: str, lang: str) -> str:
    return T.tr(lang, "Advantage") if side == "pos" else T.tr(lang, "Drawback")


def _tom(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    tom = table["tom"]
    _heading(g, x, y, T.tr(lang, "Tom (solo)"))
    face_down(
        g,
        x + 110,
        y,
        70,
        54,
        gid="tom-deck",
        kind="tom_deck",
        count=tom["left"],
        mark=f"×{tom['left']}",
        tip=T.tr(lang, "Tom's cards left: {n}", n=tom["left"]),
    )
    if tom["revealed"]:
        card(
            g,
            x + 190,
            y,
            360,
            54,
            gid="tom-last",
            title=T.tr(lang, "Tom's last card"),
            body=tom_text(tom["revealed"][-1], lang),
            fill="#eeeeee",
            size=9,
            kind="tom_card",
            card=tom["revealed"][-1],
            revealed=len(tom["revealed"]),
        )


def _seat(
    d: Element, s: int, p: dict[str, Any], viewer: int | None, lang: str, x: float, y: float, h: float, first: bool
) -> None:
    w = SEAT_WIDTH
    g = panel(d, x, y, w, h, "", f"seat-{s}", kind="seat", seat=s)
    rect(g, x, y, 6, h, fill=seat_style(s).colour)
    pawn(g, s, x + 24, y + 18, 10)
    head = seat_title(s, viewer, lang) + (" · " + T.tr(lang, "start player") if first else "")
    text(g, x + 40, y + 23, head, size=13, bold=True)
    res = [
        count(p["coins"], "coins", lang, nominative=True),
        count(p["scrolls"], "scrolls", lang, nominative=True),
        count(p["keys"], "keys", lang, nominative=True),
        count(p["corks"], "corks", lang, nominative=True),
    ]
    purse = group(g, f"seat-{s}-purse", kind="purse", seat=s)  # keys and tips are paid from it (board clicks)
    text(purse, x + 14, y + 42, " · ".join(res), size=10)
    power = T.tr(
        lang,
        "Power {power} of {max} · capacity {cap} · minimum {min}",
        power=p["power"],
        max=p["max_power"],
        cap=p["capacity"],
        min=p["minimum"],
    )
    text(g, x + 14, y + 56, power, size=10)
    for i, (state, held) in enumerate(zip(p["circles"], p["circle_djinn"], strict=True)):
        cx = x + w - 150 + i * 36
        ring = group(
            g,
            f"seat-{s}-circle-{i}",
            kind="circle",
            seat=s,
            index=i,
            state=state,
            djinn=held,
            tip=_circle_tip(state, held, lang),
        )
        circle(
            ring,
            cx,
            y + 30,
            15,
            fill=CIRCLE_FILL[state],
            stroke=INK,
            stroke_dasharray=("3 2" if state == "i" else None),
        )
        if held is not None:
            fill_c, ink = DJINN[held]
            circle(ring, cx, y + 30, 9, fill=fill_c, stroke=INK)
            text(ring, cx, y + 33, colour_mark(held, lang), size=8, anchor="middle", bold=True, fill=ink)
    _bottles(g, s, p, lang, x + 14, y + 66)
    _cards(g, s, p, lang, x + 14, y + 110)
    if p["stall"] >= 0:
        text(g, x + 14, y + h - 10, T.tr(lang, "Assistant at market stall {n}", n=p["stall"] + 1), size=9, fill=MUTED)


def _circle_tip(state: str, held: str | None, lang: str) -> str:
    names = {
        "a": T.tr(lang, "active magic circle"),
        "i": T.tr(lang, "inactive magic circle"),
        "x": T.tr(lang, "covered magic circle"),
    }
    return names[state] + (f": {colour_name(held, lang)}" if held else "")


def _bottles(g: Element, s: int, p: dict[str, Any], lang: str, x: float, y: float) -> None:
    for i, c in enumerate(("brown", "blue", "red", "yellow")):
        fill_c, ink = DJINN[c]
        bx = x + i * 150
        regular, bosses = p["bottled"][c]
        b = group(
            g,
            f"seat-{s}-bottles-{c}",
            kind="bottles",
            seat=s,
            colour=c,
            empty=p["bottles"][c],
            bottled=regular,
            bosses=bosses,
            tip=T.tr(
                lang,
                "{colour}: {empty} empty, {full} djinn bottled",
                colour=colour_name(c, lang),
                empty=p["bottles"][c],
                full=regular + bosses,
            ),
        )
        rect(b, bx, y, 142, 34, rx=6, fill=fill_c, stroke=INK)
        label = T.tr(
            lang,
            "{colour}: {empty} empty · {full} full",
            colour=colour_name(c, lang),
            empty=p["bottles"][c],
            full=regular + bosses,
        )
        text(b, bx + 71, y + 21, label, size=9, anchor="middle", fill=ink, bold=True, width=138, lines=1)


def _cards(g: Element, s: int, p: dict[str, Any], lang: str, x: float, y: float) -> None:
    """Mages, equipment, character tiles, awards and scoring cards, in one flowing row of small cards."""
    items: list[tuple[str, str, str, str, dict[str, Any]]] = []  # id, title, body, fill, data
    for i, (mage, up) in enumerate(p["mages"]):
        title = T.tr(lang, "Mage card") + ("" if up else " · " + T.tr(lang, "face down"))
        items.append(
            (
                f"seat-{s}-mage-{i}",
                title,
                mage_text(mage, lang),
                "#e9f3e4" if up else "#c9d3c4",
                {"kind": "mage", "card": mage, "up": up},
            )
        )
    for i, (eq, up) in enumerate(p["equipment"]):
        title = T.tr(lang, "Equipment") + ("" if up else " · " + T.tr(lang, "used"))
        items.append(
            (
                f"seat-{s}-equipment-{i}",
                title,
                equip_text(eq, lang, with_kind=True),
                "#f4ead8" if up else "#d4cab8",
                {"kind": "equipment", "card": eq, "up": up},
            )
        )
    for c in p["characters"]:
        side = "pos" if c.startswith("P") else "neg"
        items.append(
            (
                f"seat-{s}-character-{c}",
                _side(side, lang),
                DJINN_TEXTS.get(lang, CHAR_TEXT[c]),
                "#e7f2df" if side == "pos" else "#f6dede",
                {"kind": "character", "card": c},
            )
        )
    for a in p["awards"]:
        items.append(
            (f"seat-{s}-award-{a}", T.tr(lang, "Award"), award_text(a, lang), "#f2dfe8", {"kind": "award", "card": a})
        )
    for i, sc in enumerate(p["hidden_scoring"]):
        items.append(
            (
                f"seat-{s}-scoring-{i}",
                T.tr(lang, "Hidden scoring card"),
                DJINN_TEXTS.get(lang, CARD_TEXT[sc]),
                "#e3eef6",
                {"kind": "scoring", "card": sc},
            )
        )
    hidden = p["hidden_scoring_count"] if not p["hidden_scoring"] else 0
    per_row = PER_ROW
    for i, (gid, title, body, fill, data) in enumerate(items):
        card(
            g,
            x + (i % per_row) * 110,
            y + (i // per_row) * 66,
            104,
            60,
            gid=gid,
            title=title,
            body=body,
            fill=fill,
            size=8,
            seat=s,
            **data,
        )
    for i in range(len(items), len(items) + hidden):
        face_down(
            g,
            x + (i % per_row) * 110,
            y + (i // per_row) * 66,
            104,
            60,
            gid=f"seat-{s}-scoring-{i - len(items)}",
            kind="scoring",
            seat=s,
            tip=T.tr(lang, "A face-down scoring card"),
        )


class DjinnPicture:
    """The Djinn table as an SVG: the game's face ``picture`` (:class:`conjure.pictures.registry.Picture`)."""

    samples = (  # the documentation's pictures: file name, players, options, seed, step, seat, language
        Sample("djinn", 3, {}, 7, 420, 0, "en"),
        Sample("djinn-solo-cs", 1, {}, 7, 90, 0, "cs"),
    )

    def draw(self, view: dict[str, Any], lang: str) -> str:
        return draw(view, lang)


PICTURE: Picture = DjinnPicture()
