"""The Theatre: the performance cards in their positions with their slots, link circles and the trick markers set up
on them, the performance deck and discards, and the four days with their performance and backstage spaces."""

from __future__ import annotations

from typing import Any

from conjure.pictures.canvas import Element, circle, face_down, group, panel, polygon, rect, text
from conjure.pictures.palette import INK, LINE, MUTED, seat_style
from conjure.pictures.texts import seat_title

from .. import data
from ..labels import T, gains_text
from ..theatre.labels import NUMBER
from .board import Placed, standing
from .words import (
    LOCATION_FILL,
    SCHOOL_FILL,
    SYMBOL,
    day,
    location,
    performance,
    school,
    slot,
    theatre_name,
    trick,
)

CARD_W, CARD_H = 120, 178
DAYS = tuple(data.DATA.raw["days"])
THEATRE_FILL = {"riverside": "#e9f3e4", "grand_magorian": "#f6ecc0", "magnus_pantheon": "#efe0f2"}
DIRS = {"up": (0.0, -1.0), "right": (1.0, 0.0), "down": (0.0, 1.0), "left": (-1.0, 0.0)}
HALF = 15  # half the diagonal of a slot's diamond


def height() -> float:
    return 32 + CARD_H + 74 + 96


def theatre(
    d: Element, table: dict[str, Any], where: Placed, viewer: int | None, lang: str, x: float, y: float, w: float
) -> float:
    h = height()
    g = panel(d, x, y, w, h, location("theater", lang), "theatre", kind="location", location="theater")
    rect(g, x, y, 6, h, fill=LOCATION_FILL["theater"])
    step = min(CARD_W + 8, (w - 24) / max(1, len(table["theater"])))
    for i, card_id in enumerate(table["theater"]):
        _position(g, table, i, card_id, viewer, lang, x + 12 + i * step, y + 28)
    _piles(g, table, lang, x + 12, y + 32 + CARD_H + 4)
    for i, rec in enumerate(DAYS):
        _day(g, table, where, rec, viewer, lang, x + 12 + i * (w - 24) / 4, y + 32 + CARD_H + 74, (w - 24) / 4 - 8)
    return y + h


def _position(
    g: Element, table: dict[str, Any], i: int, card_id: str | None, viewer: int | None, lang: str, x: float, y: float
) -> None:
    """One position of the theatre's row: an empty place or a performance card with its slots and markers."""
    if card_id is None:
        box = group(g, f"theatre-position-{i}", kind="theatre_position", position=i, tip=T.tr(lang, "Empty"))
        rect(box, x, y, CARD_W, CARD_H, rx=6, fill="none", stroke=LINE, stroke_dasharray="4 3")
        text(box, x + CARD_W / 2, y + CARD_H / 2, str(i + 1), size=14, anchor="middle", fill=MUTED)
        return
    perf = data.PERFORMANCES[card_id]
    stage = table["stage"].get(card_id, {"markers": [], "links": []})
    c = group(
        g,
        f"performance-{card_id}",
        kind="performance",
        card=card_id,
        theatre=perf.theatre,
        position=i,
        markers=len(stage["markers"]),
        tip=performance(card_id, lang),
    )
    rect(c, x, y, CARD_W, CARD_H, rx=6, fill=THEATRE_FILL[perf.theatre], stroke=INK, stroke_width=1.2)
    text(c, x + 6, y + 13, f"{i + 1}.", size=9, bold=True)
    text(c, x + 6, y + 25, performance(card_id, lang), size=8, fill=MUTED, width=CARD_W - 10, lines=1)
    centres = {s: (x + CARD_W / 2 + (s % 2 - 0.5) * 46, y + 52 + (s // 2) * 42) for s in range(6)}
    made = {tuple(link) for link in stage["links"]}
    for a, b in perf.links:
        _link(c, card_id, a, b, centres, (a, b) == perf.shard_link, (a, b) in made, lang)
    at = {m["slot"]: m for m in stage["markers"]}
    for s in perf.slots:
        _slot(c, card_id, s, centres[s], s in at, lang)
    for s, m in sorted(at.items()):
        _marker(c, card_id, m, _symbol(table, m), centres[s], viewer, lang)
    bonus = gains_text(perf.bonus, lang) if any(perf.bonus.values()) else T.ptr(lang, "picture", "none")
    text(c, x + 6, y + CARD_H - 8, T.tr(lang, "Performer: {bonus}", bonus=bonus), size=8, width=CARD_W - 10, lines=1)


def _link(
    c: Element,
    card_id: str,
    a: int,
    b: int,
    centres: dict[int, tuple[float, float]],
    shard: bool,
    made: bool,
    lang: str,
) -> None:
    (ax, ay), (bx, by) = centres[a], centres[b]
    tip = T.tr(lang, "Link circle (shard)") if shard else T.tr(lang, "Link circle")
    if made:
        tip += " · " + T.tr(lang, "linked")
    link = group(c, f"link-{card_id}-{a}-{b}", kind="link", card=card_id, a=a, b=b, shard=shard, made=made, tip=tip)
    fill = "#000000" if made else "#7fc8e8" if shard else "#ffffff"
    circle(link, (ax + bx) / 2, (ay + by) / 2, 5.5, fill=fill, stroke=INK)


def _slot(c: Element, card_id: str, s: int, centre: tuple[float, float], taken: bool, lang: str) -> None:
    cx, cy = centre
    box = group(
        c, f"perf-slot-{card_id}-{s}", kind="perf_slot", card=card_id, slot=s, free=not taken, tip=slot(s, lang)
    )
    polygon(
        box,
        [cx, cy - HALF, cx + HALF, cy, cx, cy + HALF, cx - HALF, cy],
        fill="#ffffff",
        stroke=MUTED,
        stroke_dasharray="3 2",
    )


def _symbol(table: dict[str, Any], m: dict[str, Any]) -> str:
    """The symbol the marker's owner gave the trick (its markers carry it)."""
    tricks = table["seats"][int(m["seat"])]["tricks"]
    return next((str(t["symbol"]) for t in tricks if t["id"] == m["trick"]), "")


def _marker(
    c: Element, card_id: str, m: dict[str, Any], symbol: str, centre: tuple[float, float], viewer: int | None, lang: str
) -> None:
    """A trick marker: the seat's colour, the trick's symbol and the seat's number; the corner of the trick's own
    school (the way the marker faces) in that school's colour."""
    cx, cy = centre
    seat, tid = int(m["seat"]), str(m["trick"])
    style = seat_style(seat)
    t = data.TRICKS[tid]
    tip = T.tr(
        lang,
        "{who}: {trick} ({school}), {where}",
        who=seat_title(seat, viewer, lang),
        trick=trick(tid, lang),
        school=school(t.school, lang),
        where=slot(int(m["slot"]), lang),
    )
    g = group(
        c,
        f"marker-{card_id}-{m['slot']}",
        kind="marker",
        card=card_id,
        slot=m["slot"],
        seat=seat,
        trick=tid,
        facing=m.get("facing"),
        double=m.get("double"),
        tip=tip,
    )
    polygon(
        g, [cx, cy - HALF, cx + HALF, cy, cx, cy + HALF, cx - HALF, cy], fill=style.colour, stroke=INK, stroke_width=1.2
    )
    dx, dy = DIRS.get(str(m.get("facing")), (0.0, -1.0))
    tip_x, tip_y = cx + dx * HALF, cy + dy * HALF
    side_x, side_y = -dy * 6, dx * 6
    base_x, base_y = cx + dx * (HALF - 6), cy + dy * (HALF - 6)
    polygon(
        g,
        [tip_x, tip_y, base_x + side_x, base_y + side_y, base_x - side_x, base_y - side_y],
        fill=SCHOOL_FILL[t.school],
        stroke=INK,
        stroke_width=0.8,
    )
    mark = f"{seat + 1}{SYMBOL.get(symbol, '')}" + ("×2" if m.get("double") else "")
    text(g, cx, cy + 3.5, mark, size=9, anchor="middle", bold=True, fill=style.ink)


def _piles(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The face-down performance deck by theatre (counts), then the discarded cards (open)."""
    text(g, x, y + 10, T.tr(lang, "Performance deck"), size=9, bold=True)
    for i, pile in enumerate(table["performance_deck"]):
        name = theatre_name(pile["theatre"], lang)
        face_down(
            g,
            x + i * 76,
            y + 16,
            70,
            34,
            gid=f"performance-deck-{pile['theatre']}",
            kind="performance_deck",
            theatre=pile["theatre"],
            count=pile["cards"],
            mark=f"×{pile['cards']}",
            tip=T.ntr(
                lang, "{theatre}: {n} card face down", "{theatre}: {n} cards face down", pile["cards"], theatre=name
            ),
        )
        text(g, x + i * 76 + 35, y + 62, name, size=8, anchor="middle", fill=MUTED, width=74, lines=1)
    dx = x + max(240, 76 * len(table["performance_deck"]) + 10)
    text(g, dx, y + 10, T.tr(lang, "Discarded performance cards"), size=9, bold=True)
    for i, card_id in enumerate(table["performance_discard"]):
        perf = data.PERFORMANCES[card_id]
        name = theatre_name(perf.theatre, lang)
        px = dx + (i % 8) * 46
        box = group(
            g,
            f"performance-discard-{i}",
            kind="performance_discard",
            card=card_id,
            theatre=perf.theatre,
            tip=performance(card_id, lang),
        )
        rect(box, px, y + 16 + (i // 8) * 18, 42, 16, rx=3, fill=THEATRE_FILL[perf.theatre], stroke=MUTED)
        text(box, px + 21, y + 28 + (i // 8) * 18, str(NUMBER[card_id]), size=8, anchor="middle")


def _day(
    g: Element,
    table: dict[str, Any],
    where: Placed,
    rec: dict[str, Any],
    viewer: int | None,
    lang: str,
    x: float,
    y: float,
    w: float,
) -> None:
    """A day of the week: its yield modifiers, the magician's performance space and the backstage spaces."""
    name = str(rec["id"])
    text(g, x, y + 10, day(name, lang), size=10, bold=True)
    mods = T.tr(lang, "yield {fame:+d} fame, {coins:+d} coins", fame=rec["yield_fame"], coins=rec["yield_coins"])
    text(g, x, y + 22, mods, size=8, fill=MUTED, width=w, lines=1)
    here = where["theater"]
    _theatre_space(
        g, table, here.get(f"{name}:performance", []), name, "performance", 0, 0, viewer, lang, x, y + 28, w * 0.36
    )
    back_w = (w * 0.64 - 8) / int(rec["backstage"])
    backstage = here.get(f"{name}:backstage", [])
    for k in range(int(rec["backstage"])):
        _theatre_space(
            g,
            table,
            backstage[k : k + 1],
            name,
            "backstage",
            k,
            int(rec["backstage_ap"]),
            viewer,
            lang,
            x + w * 0.36 + 4 + k * (back_w + 4),
            y + 28,
            back_w,
        )


def _theatre_space(
    g: Element,
    table: dict[str, Any],
    who: list[tuple[int, str]],
    name: str,
    kind: str,
    k: int,
    ap: int,
    viewer: int | None,
    lang: str,
    x: float,
    y: float,
    w: float,
) -> None:
    suffix = "" if kind == "performance" else f"-{k}"
    label = T.tr(lang, "Performance") if kind == "performance" else T.tr(lang, "Backstage")
    box = group(
        g,
        f"space-theater-{name}-{kind}{suffix}",
        kind="space",
        location="theater",
        space=f"{name}:{kind}",
        ap=ap,
        tip=f"{day(name, lang)}: {label}",
    )
    rect(box, x, y, w, 56, rx=6, fill="#fff5e8" if kind == "performance" else "#ffffff", stroke=INK)
    text(box, x + w / 2, y + 11, label, size=7.5, anchor="middle", width=w - 4, lines=1)
    if ap:
        text(box, x + w / 2, y + 52, f"{ap:+d} " + T.tr(lang, "AP"), size=7.5, anchor="middle", fill=MUTED)
    for seat, char in who:
        standing(box, table, seat, char, "theater", f"{name}:{kind}", x + w / 2, y + 30, 12, viewer, lang)
