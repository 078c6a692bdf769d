"""Each player's board: magician, fame, coins and shards; the characters with the cards under them; the tricks with
their markers; the props and the two spaces of the workshop; the assignment hands (the others' face down)."""

from __future__ import annotations

from typing import Any

from conjure.pictures.canvas import Element, face_down, group, panel, pawn, rect, runs, text, vacant
from conjure.pictures.palette import FACE_DOWN, FACE_DOWN_MARK, INK, MUTED, seat_style
from conjure.pictures.texts import seat_title

from .. import data, texts
from ..labels import T
from ..phases.assignment import character_ids
from .board import Placed, standing
from .words import (
    LOCATION_FILL,
    ROMAN,
    SCHOOL_FILL,
    SCHOOL_INK,
    SYMBOL,
    card,
    centred,
    character,
    day,
    disc,
    location,
    prop,
    school,
    trick,
)

SEAT_W = (1400 - 32 - 12) / 2
SEAT_H = 318
FACE_DOWN_CARDS = ("face_down", "face_down_special")


def seat_part(table: dict[str, Any], s: int) -> dict[str, Any]:
    """What seat ``s``'s board shows, taken from the view (its picture depends on nothing else)."""
    turn = table["turn"] if table["turn"] and table["turn"]["seat"] == s else None
    return {
        "seat": table["seats"][s],
        "assigned": table["assigned"][s],
        "idle": table["idle"][s],
        "placed": [p for p in table["placed"] if p["seat"] == s],
        "turn": turn,
        "final": table["final"][s] if table.get("final") else None,
        "initiative": table["initiative"],
        "track": table["track"],
        "setup": table["phase"] == "setup",
    }


def seat_board(
    d: Element, table: dict[str, Any], s: int, where: Placed, viewer: int | None, lang: str, x: float, y: float
) -> None:
    """Seat ``s``'s board from ``seat_part(view table, s)``."""
    p = table["seat"]
    g = panel(d, x, y, SEAT_W, SEAT_H, "", f"seat-{s}", kind="seat", seat=s, magician=p.get("magician"))
    rect(g, x, y, 6, SEAT_H, fill=seat_style(s).colour)
    _head(g, table, s, p, viewer, lang, x + 14, y)
    _characters(g, table, s, p, where, viewer, lang, x + 14, y + 50)
    _tricks(g, s, p, lang, x + 14, y + 148)
    _workshop(g, table, s, p, where, viewer, lang, x + 14, y + 226)
    _hand(g, table, s, p, lang, x + 14, y + 272)


def _head(
    g: Element, table: dict[str, Any], s: int, p: dict[str, Any], viewer: int | None, lang: str, x: float, y: float
) -> None:
    head = [seat_title(s, viewer, lang)]
    tip = T.tr(lang, "No magician yet")
    if p.get("magician"):
        magician = data.MAGICIANS[p["magician"]]
        head = [head[0] + " ·", texts.magician(magician.id, lang), f"({school(magician.school, lang)})"]
        tip = f"{texts.magician(magician.id, lang)} ({school(magician.school, lang)})"
    who = group(g, f"seat-{s}-magician", kind="magician", seat=s, magician=p.get("magician"), tip=tip)
    pawn(who, s, x + 10, y + 18, 10)
    runs(who, x + 26, y + 23, head, size=13, bold=True, sep=" ", width=SEAT_W - 60)
    parts = [
        T.tr(lang, "Fame {n}", n=p["fame"]),
        T.ntr(lang, "{n} coin", "{n} coins", p["coins"]),
        T.ntr(lang, "{n} shard", "{n} shards", p["shards"]),
    ]
    if p.get("poster") is False:  # the poster is up (it stays in hand until the player advertises, TRK-ROUND-3)
        parts.append(T.tr(lang, "poster: advertised this round"))
    if s in table["initiative"]:
        parts.append(T.tr(lang, "initiative {n}", n=table["track"][table["initiative"].index(s)]))
    runs(g, x, y + 42, parts, size=10, width=SEAT_W - 30)


def _characters(
    g: Element,
    table: dict[str, Any],
    s: int,
    p: dict[str, Any],
    where: Placed,
    viewer: int | None,
    lang: str,
    x: float,
    y: float,
) -> None:
    """The characters, each with the card under it (or its back, or nothing) and where it stands this round."""
    assigned = table["assigned"]
    at = {(seat, c): (loc, space) for loc, spaces in where.items() for space, who in spaces.items() for seat, c in who}
    idle = set(table["idle"])
    chars = character_ids(p)
    # the setup's specialist to come (TRK-SETUP-11): an empty place beside the characters until it joins
    joining = table.get("setup", False) and not p["specialists"]
    step = min(80.0, (SEAT_W - 28) / max(1, len(chars) + len(p["hired"]) + joining))
    for i, char in enumerate(chars):
        cx = x + i * step
        box = group(
            g,
            f"seat-{s}-char-{char}",
            kind="seat_character",
            seat=s,
            char=char,
            placed=" ".join(at.get((s, char), ())) or None,
            idle=char in idle,
            tip=character(char, lang),
        )
        rect(box, cx, y, step - 4, 92, rx=5, fill="#ffffff", stroke=MUTED)
        disc(box, s, char, cx + (step - 4) / 2, y + 16, 12, lang)
        text(box, cx + (step - 4) / 2, y + 40, character(char, lang), size=8, anchor="middle", width=step - 8, lines=1)
        _assigned(box, s, char, assigned.get(char), lang, cx + 3, y + 46, step - 10)
        text(
            box,
            cx + (step - 4) / 2,
            y + 86,
            _where(at.get((s, char)), char in idle, lang),
            size=7.5,
            anchor="middle",
            fill=MUTED,
            width=step - 8,
            lines=1,
        )
    for j, kind in enumerate(p["hired"]):
        hx = x + (len(chars) + j) * step
        box = group(
            g,
            f"seat-{s}-hired-{j}",
            kind="hired",
            seat=s,
            char=kind,
            tip=T.tr(lang, "Hired: joins at the end of the round"),
        )
        vacant(box, hx, y, step - 4, 92)
        disc(box, s, kind, hx + (step - 4) / 2, y + 16, 12, lang)
        text(box, hx + (step - 4) / 2, y + 40, character(kind, lang), size=8, anchor="middle", width=step - 8, lines=1)
        text(
            box,
            hx + (step - 4) / 2,
            y + 58,
            T.tr(lang, "hired"),
            size=7.5,
            anchor="middle",
            fill=MUTED,
            width=step - 8,
            lines=2,
        )
    if joining:
        sx = x + (len(chars) + len(p["hired"])) * step
        box = group(g, f"seat-{s}-specialist", kind="specialist_place", seat=s, tip=T.tr(lang, "Starting specialist"))
        vacant(box, sx, y, step - 4, 92)
        text(box, sx + (step - 4) / 2, y + 50, "?", size=16, anchor="middle", fill=MUTED)


def _assigned(g: Element, s: int, char: str, card_id: str | None, lang: str, x: float, y: float, w: float) -> None:
    """The assignment card under a character: face up, its back, or a dashed place when it has none."""
    gid = f"seat-{s}-card-{char}"
    if card_id is None:
        vacant(g, x, y, w, 28, rx=3)
        return
    if card_id in FACE_DOWN_CARDS:
        special = card_id == "face_down_special"
        tip = T.tr(lang, "A face-down special card") if special else T.tr(lang, "A face-down assignment card")
        face_down(g, x, y, w, 28, gid=gid, kind="assignment", seat=s, char=char, special=special, mark="?", tip=tip)
        return
    loc = card_id if card_id in data.LOCATIONS else str(data.SPECIAL_ASSIGNMENTS[card_id]["location"])
    box = group(
        g,
        gid,
        kind="assignment",
        seat=s,
        char=char,
        card=card_id,
        location=loc,
        face="up",
        special=card_id not in data.LOCATIONS,
        tip=card(card_id, lang),
    )
    rect(
        box,
        x,
        y,
        w,
        28,
        rx=3,
        fill=LOCATION_FILL[loc],
        stroke=INK,
        stroke_width=2 if card_id not in data.LOCATIONS else 1,
    )
    centred(box, x, y, w, 28, card(card_id, lang), 8, bold=True)


def _where(at: tuple[str, str] | None, idle: bool, lang: str) -> str:
    if at is None:
        return T.ptr(lang, "picture", "idle") if idle else ""
    loc, space = at
    if loc == "theater":
        when, kind = space.split(":")
        return (
            day(when, lang) + ", " + (T.tr(lang, "Performance") if kind == "performance" else T.tr(lang, "Backstage"))
        )
    return location(loc, lang) + f" {space}"


def _tricks(g: Element, s: int, p: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The trick cards: the board's slots, then the engineer's slot."""
    text(g, x, y + 8, T.tr(lang, "Tricks"), size=10, bold=True)
    tricks = sorted(p["tricks"], key=lambda t: t.get("slot") == "engineer")
    w = min(156.0, (SEAT_W - 28) / max(4, len(tricks)))
    for i, t in enumerate(tricks):
        _trick_card(g, s, t, lang, x + i * w, y + 14, w - 6)
    if not tricks:
        text(g, x + 60, y + 8, T.ptr(lang, "picture", "none"), size=10, fill=MUTED)


def _trick_card(g: Element, s: int, t: dict[str, Any], lang: str, x: float, y: float, w: float) -> None:
    rec = data.TRICKS[t["id"]]
    engineer = t.get("slot") == "engineer"
    tip = T.tr(
        lang, "{trick}: level {level}, from {fame} fame", trick=trick(rec.id, lang), level=rec.level, fame=rec.threshold
    )
    box = group(
        g,
        f"seat-{s}-trick-{rec.id}",
        kind="trick",
        seat=s,
        trick=rec.id,
        school=rec.school,
        level=rec.level,
        symbol=t["symbol"],
        markers=t["markers"],
        staged=t.get("staged", 0),
        slot=t.get("slot"),
        face="up",
        tip=tip,
    )
    rect(box, x, y, w, 62, rx=5, fill="#ffffff", stroke=INK, stroke_width=2 if engineer else 1)
    rect(box, x, y, 14, 62, rx=3, fill=SCHOOL_FILL[rec.school], stroke=INK)
    text(box, x + 7, y + 14, ROMAN[rec.level - 1], size=8, anchor="middle", bold=True, fill=SCHOOL_INK[rec.school])
    text(box, x + 18, y + 11, trick(rec.id, lang), size=8.5, bold=True, width=w - 22, lines=1)
    needs = ", ".join(f"{prop(c, lang)} {n}" for c, n in sorted(rec.components.items()))
    text(box, x + 18, y + 23, needs, size=7.5, fill=MUTED, width=w - 22, lines=1)
    yields = [T.tr(lang, "Fame {n}", n=rec.yield_fame)] if rec.yield_fame else []
    yields += [T.ntr(lang, "{n} coin", "{n} coins", rec.yield_coins)] if rec.yield_coins else []
    yields += [T.ntr(lang, "{n} shard", "{n} shards", rec.yield_shards)] if rec.yield_shards else []
    text(box, x + 18, y + 35, " · ".join(yields), size=7.5, width=w - 22, lines=1)
    markers = T.tr(
        lang,
        "{symbol} {n} on the card · {staged} on stage",
        symbol=SYMBOL.get(t["symbol"], ""),
        n=t["markers"],
        staged=t.get("staged", 0),
    )
    text(box, x + 18, y + 47, markers, size=8, width=w - 22, lines=1)
    if engineer:
        text(box, x + 18, y + 58, T.tr(lang, "engineer's slot"), size=7, fill=MUTED, width=w - 22, lines=1)


def _workshop(
    g: Element,
    table: dict[str, Any],
    s: int,
    p: dict[str, Any],
    where: Placed,
    viewer: int | None,
    lang: str,
    x: float,
    y: float,
) -> None:
    """The workshop: its two spaces (the characters working there) and the props, the manager's marked."""
    text(g, x, y + 10, location("workshop", lang), size=10, bold=True)
    here = {space: who for space, who in where["workshop"].items()}
    for i, sp in enumerate(sorted(sp.space for sp in data.SPACES if sp.location == "workshop")):
        box = group(
            g,
            f"workshop-{s}-{sp}",
            kind="space",
            location="workshop",
            seat=s,
            space=sp,
            tip=T.tr(lang, "Workshop space {n}", n=sp),
        )
        rect(box, x + i * 38, y + 14, 34, 30, rx=5, fill=LOCATION_FILL["workshop"], stroke=INK)
        for seat, char in here.get(str(sp), []):
            if seat == s:
                standing(box, table, seat, char, "workshop", str(sp), x + i * 38 + 17, y + 29, 11, viewer, lang)
    multi = list(p.get("multi", []))
    items = sorted(p["props"].items())
    for i, (kind, n) in enumerate(items):
        px = x + 86 + i * 82
        on_multi = multi.count(kind)
        tip = prop(kind, lang) + (" · " + T.tr(lang, "on the manager's slot") if on_multi else "")
        box = group(
            g, f"seat-{s}-prop-{kind}", kind="prop", seat=s, prop=kind, count=n, multi=on_multi or None, tip=tip
        )
        rect(box, px, y + 14, 76, 30, rx=5, fill=_tier(kind), stroke=INK, stroke_width=2 if on_multi else 1)
        text(box, px + 38, y + 27, prop(kind, lang), size=8, anchor="middle", bold=True, width=72, lines=1)
        text(box, px + 38, y + 40, f"× {n}", size=9, anchor="middle")
    if not items:
        text(g, x + 86, y + 33, T.tr(lang, "no props"), size=9, fill=MUTED)
    if table.get("setup", False):  # the setup's props to come (TRK-SETUP-9, -11): an empty place after the props
        px = x + 86 + max(len(items), 1) * 82
        box = group(g, f"seat-{s}-props", kind="props_place", seat=s, tip=T.tr(lang, "Starting props"))
        vacant(box, px, y + 14, 76, 30)
        text(box, px + 38, y + 33, "?", size=12, anchor="middle", fill=MUTED)


def _tier(kind: str) -> str:
    return {"basic": "#f4ead8", "advanced": "#e3eef6", "superior": "#f2dfe8"}[data.COMPONENTS[kind]["tier"]]


def _hand(g: Element, table: dict[str, Any], s: int, p: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The assignment hands: the seat's own cards by name, another seat's as backs with their number."""
    text(g, x, y + 10, T.tr(lang, "Assignment cards in hand"), size=10, bold=True)
    if "hand" in p:
        cards = [(loc, n) for loc, n in p["hand"].items() if n]
        specials = list(p.get("special_hand", []))
        room = SEAT_W - 28 - (200 if table["turn"] and table["turn"].get("drawn") else 0)
        step = min(84.0, room / max(1, len(cards) + len(specials)))
        for i, (loc, n) in enumerate(cards):
            box = group(
                g, f"seat-{s}-hand-{loc}", kind="hand", seat=s, card=loc, count=n, face="up", tip=location(loc, lang)
            )
            rect(box, x + i * step, y + 16, step - 4, 26, rx=4, fill=LOCATION_FILL[loc], stroke=INK)
            centred(box, x + i * step, y + 16, step - 4, 26, f"{location(loc, lang)} × {n}", 8, bold=True)
        for j, special in enumerate(specials):
            sx = x + (len(cards) + j) * step
            sloc = str(data.SPECIAL_ASSIGNMENTS[special]["location"])
            box = group(
                g,
                f"seat-{s}-special-{j}",
                kind="special",
                seat=s,
                card=special,
                location=sloc,
                face="up",
                tip=card(special, lang),
            )
            rect(box, sx, y + 16, step - 4, 26, rx=4, fill=LOCATION_FILL[sloc], stroke=INK, stroke_width=2)
            centred(box, sx, y + 16, step - 4, 26, card(special, lang), 8, bold=True)
    else:
        n, k = int(p["hand_size"]), int(p["special_hand_size"])
        face_down(
            g,
            x,
            y + 16,
            80,
            26,
            gid=f"seat-{s}-hand",
            kind="hand",
            seat=s,
            count=n,
            mark=f"×{n}",
            tip=T.nptr(lang, "picture", "{n} assignment card in hand", "{n} assignment cards in hand", n),
        )
        face_down(
            g,
            x + 84,
            y + 16,
            80,
            26,
            gid=f"seat-{s}-special-hand",
            kind="special",
            seat=s,
            count=k,
            mark=f"×{k}",
            tip=T.ntr(lang, "{n} special card in hand", "{n} special cards in hand", k),
        )
    _drawn(g, table, s, lang, x + SEAT_W - 200, y)
    _final(g, table, s, lang, x, y)


def _drawn(g: Element, table: dict[str, Any], s: int, lang: str, x: float, y: float) -> None:
    """The special cards a Dark Alley draw shows (to the drawing seat only: the view holds them for it alone)."""
    turn = table["turn"]
    if not turn or turn["seat"] != s or not turn.get("drawn"):
        return
    text(g, x, y + 10, T.tr(lang, "Drawn: keep one"), size=9, bold=True)
    for i, special in enumerate(turn["drawn"]):
        sloc = str(data.SPECIAL_ASSIGNMENTS[special]["location"])
        box = group(g, f"drawn-{i}", kind="drawn", seat=s, card=special, location=sloc, tip=card(special, lang))
        rect(box, x + i * 92, y + 16, 88, 26, rx=4, fill=LOCATION_FILL[sloc], stroke=INK, stroke_width=2)
        centred(box, x + i * 92, y + 16, 88, 26, card(special, lang), 8, bold=True)


def _final(g: Element, table: dict[str, Any], s: int, lang: str, x: float, y: float) -> None:
    final = table["final"]
    if not final:
        return
    box = group(g, f"seat-{s}-final", kind="final", seat=s, total=final["total"])
    rect(box, x + SEAT_W - 200, y - 4, 170, 44, rx=5, fill=FACE_DOWN_MARK, stroke=FACE_DOWN)
    text(
        box,
        x + SEAT_W - 192,
        y + 12,
        T.tr(lang, "Final scoring: +{n} fame", n=final["total"]),
        size=10,
        bold=True,
        width=156,
        lines=1,
    )
