"""The main board's parts: the round, initiative and fame tracks, Downtown with its dice, the Market Row, the Dark
Alley with its special decks and the prophecies, and the trick decks."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from conjure.pictures.canvas import Element, card, circle, face_down, group, line, panel, pawn, rect, text, vacant
from conjure.pictures.palette import INK, MUTED
from conjure.pictures.texts import seat_title

from .. import data, texts
from ..labels import T
from .words import (
    LOCATION_FILL,
    ROMAN,
    SCHOOL_FILL,
    SCHOOL_INK,
    centred,
    character,
    die_face,
    die_name,
    disc,
    location,
    prop,
    school,
    trick,
)

Placed = dict[str, dict[str, list[tuple[int, str]]]]  # location → space → (seat, character), in placement order
SPACES = {loc: sorted((s for s in data.SPACES if s.location == loc), key=lambda s: s.space) for loc in data.LOCATIONS}
DIE_PLACES = ("residence", "inn", "bank")


def placed(table: dict[str, Any]) -> Placed:
    where: Placed = defaultdict(lambda: defaultdict(list))
    for p in table["placed"]:
        where[p["loc"]][str(p["space"])].append((p["seat"], p["char"]))
    return where


def acting(table: dict[str, Any]) -> tuple[int, str] | None:
    """The character spending action points now."""
    turn = table["turn"]
    return (int(turn["seat"]), str(turn["char"])) if turn else None


def standing(
    parent: Element,
    table: dict[str, Any],
    seat: int,
    char: str,
    loc: str,
    space: str,
    cx: float,
    cy: float,
    r: float,
    viewer: int | None,
    lang: str,
) -> None:
    """A character placed on a space; the one acting now has a ring around it."""
    if acting(table) == (seat, char):
        circle(parent, cx, cy, r + 4, fill="none", stroke="#000000", stroke_width=2.5, stroke_dasharray="3 2")
    tip = T.tr(lang, "{who}: {character}", who=seat_title(seat, viewer, lang), character=character(char, lang))
    disc(
        parent,
        seat,
        char,
        cx,
        cy,
        r,
        lang,
        gid=f"character-{seat}-{char}",
        tip=tip,
        kind="character",
        location=loc,
        space=space,
        acting=acting(table) == (seat, char),
    )


# -- the tracks ----------------------------------------------------------------------------------------------------


def tracks(d: Element, table: dict[str, Any], viewer: int | None, lang: str, x: float, y: float, w: float) -> None:
    g = panel(d, x, y, w, 92, "", "tracks", kind="tracks")
    # each track with its name is laid out on its own on a narrow screen (docs/web.md, "Compact regions")
    _rounds(group(g, flow="block"), table, lang, x + 12, y + 10)
    _initiative(group(g, flow="block"), table, viewer, lang, x + 290, y + 10)
    _fame(group(g, flow="block"), table, viewer, lang, x + 520, y + 10, w - 540)


def _rounds(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    last = int(data.C["rounds_dark_alley" if table["options"]["dark_alley"] else "rounds_base"])
    text(g, x, y + 12, T.tr(lang, "Round"), size=12, bold=True)
    for r in range(1, last + 1):
        now = r == table["round"]
        box = group(g, f"round-{r}", kind="round", round=r, current=now)
        rect(box, x + (r - 1) * 36, y + 22, 32, 30, rx=4, fill="#3b2f4a" if now else "#ffffff", stroke=INK)
        text(
            box,
            x + (r - 1) * 36 + 16,
            y + 42,
            ROMAN[r - 1],
            size=12,
            anchor="middle",
            bold=True,
            fill="#ffffff" if now else INK,
        )
    text(g, x, y + 70, T.tr(lang, "Round {n} of {last}", n=table["round"], last=last), size=10, fill=MUTED)


def _initiative(g: Element, table: dict[str, Any], viewer: int | None, lang: str, x: float, y: float) -> None:
    text(g, x, y + 12, T.ptr(lang, "picture", "Initiative"), size=12, bold=True)
    at = dict(zip(table["track"], table["initiative"], strict=True))
    for pos in range(1, 5):
        rect(g, x + (pos - 1) * 50, y + 22, 44, 44, rx=4, fill="#ffffff", stroke=INK)
        text(g, x + (pos - 1) * 50 + 4, y + 33, str(pos), size=9, fill=MUTED)
        if pos in at:
            seat = at[pos]
            pawn(
                g,
                seat,
                x + (pos - 1) * 50 + 22,
                y + 46,
                11,
                gid=f"initiative-{seat}",
                kind="initiative",
                position=pos,
                tip=T.tr(lang, "{who}: initiative {n}", who=seat_title(seat, viewer, lang), n=pos),
            )


def _fame(g: Element, table: dict[str, Any], viewer: int | None, lang: str, x: float, y: float, w: float) -> None:
    """The fame track: a scale from 0 with each player's pawn at its fame (pawns on the same value side by side)."""
    fames = [int(s["fame"]) for s in table["seats"]]
    top = max(40, -(-max(fames + [0]) // 10) * 10)
    text(g, x, y + 12, T.tr(lang, "Fame"), size=12, bold=True)
    track = group(g, "fame-track", kind="fame_track", top=top)
    step = w / top
    stretches = {}  # the track by fives, each with its pawns: a narrow screen lays them in rows
    for v in range(0, top + 1, 5):
        stretch = stretches[v] = group(track, flow="piece")
        if v < top:
            line(stretch, x + v * step, y + 50, x + (v + 5) * step, y + 50, stroke=INK, stroke_width=2)
        line(stretch, x + v * step, y + 44, x + v * step, y + 56, stroke=INK)
        text(stretch, x + v * step, y + 70, str(v), size=9, anchor="middle", fill=MUTED)
    seen: dict[int, int] = defaultdict(int)
    for s, fame in sorted(enumerate(fames), key=lambda sf: sf[0]):
        k = seen[fame]
        seen[fame] += 1
        pawn(
            stretches[min(top, fame) // 5 * 5],
            s,
            x + fame * step,
            y + 34 - k * 20,
            9,
            gid=f"fame-{s}",
            kind="fame",
            fame=fame,
            tip=T.tr(lang, "{who}: {n} fame", who=seat_title(s, viewer, lang), n=fame),
        )


# -- the board locations with spaces ----------------------------------------------------------------------------------


def spaces(
    g: Element, table: dict[str, Any], where: Placed, loc: str, viewer: int | None, lang: str, x: float, y: float
) -> None:
    """A location's four spaces in a row: each with its AP modifier, covered ones crossed, characters on them."""
    covered = set(table["covered"].get(loc, []))
    for i, sp in enumerate(SPACES[loc]):
        sx = x + i * 62
        is_covered = sp.space in covered
        box = group(
            g,
            f"space-{loc}-{sp.space}",
            kind="space",
            location=loc,
            space=sp.space,
            ap=sp.ap,
            covered=is_covered,
            tip=T.tr(lang, "Space {n}: {ap:+d} AP", n=sp.space, ap=sp.ap),
        )
        rect(box, sx, y, 56, 52, rx=6, fill="#ffffff" if not is_covered else "#bdb6a6", stroke=INK)
        text(box, sx + 28, y + 13, f"{sp.ap:+d} " + T.tr(lang, "AP"), size=9, anchor="middle", bold=True)
        if is_covered:
            line(box, sx + 4, y + 4, sx + 52, y + 48, stroke=MUTED, stroke_width=2)
            text(box, sx + 28, y + 44, T.tr(lang, "covered"), size=8, anchor="middle", fill=INK, width=52, lines=1)
        for seat, char in where[loc].get(str(sp.space), []):
            standing(box, table, seat, char, loc, str(sp.space), sx + 28, y + 34, 13, viewer, lang)


def downtown(
    d: Element, table: dict[str, Any], where: Placed, viewer: int | None, lang: str, x: float, y: float, w: float
) -> float:
    g = panel(d, x, y, w, 124, location("downtown", lang), "downtown", kind="location", location="downtown")
    rect(g, x, y, 6, 124, fill=LOCATION_FILL["downtown"])
    dice = sorted(data.DICE.values(), key=lambda die: (DIE_PLACES.index(die.place), die.id))
    for i, die in enumerate(dice):
        dx = x + 12 + (i // 2) * 122 + (i % 2) * 57
        face = table["dice"].get(die.id, "X")
        g2 = group(
            g,
            f"die-{die.id}",
            kind="die",
            die=die.id,
            place=die.place,
            face=face,
            tip=f"{die_name(die.id, lang)}: {die_face(face, lang)}",
        )
        fill = SCHOOL_FILL.get(face, "#ffffff")
        rect(g2, dx, y + 28, 53, 44, rx=7, fill=fill, stroke=INK, stroke_width=1.5)
        centred(g2, dx, y + 28, 53, 44, die_face(face, lang), 8.5, fill=SCHOOL_INK.get(face, INK))
        if i % 2 == 0:
            text(g, dx + 55, y + 86, die_name(die.id, lang)[:-2], size=9, anchor="middle", fill=MUTED)
    text(
        g,
        x + 12,
        y + 112,
        T.tr(lang, "Dice: learn a trick, hire a character, take coins"),
        size=9,
        fill=MUTED,
        width=400,
        lines=1,
    )
    spaces(g, table, where, "downtown", viewer, lang, x + w - 256, y + 28)
    return y + 124


def market(
    d: Element, table: dict[str, Any], where: Placed, viewer: int | None, lang: str, x: float, y: float, w: float
) -> float:
    g = panel(d, x, y, w, 124, location("market_row", lang), "market-row", kind="location", location="market_row")
    rect(g, x, y, 6, 124, fill=LOCATION_FILL["market_row"])
    m = table["market"]
    rows = ((T.tr(lang, "For sale"), "buy", m["buy"]), (T.tr(lang, "Ordered"), "order", m["order"]))
    for r, (title, area, slots) in enumerate(rows):
        ry = y + 28 + r * 34
        text(g, x + 12, ry + 17, title, size=10, bold=True, width=92, lines=1)
        for i, item in enumerate(slots):
            _prop_slot(g, f"market-{area}-{i}", area, i, item, x + 108 + i * 68, ry, lang)
    text(g, x + 12, y + 107, T.tr(lang, "Quick order"), size=10, bold=True, width=92, lines=2)
    _prop_slot(g, "market-quick", "quick", 0, m["quick"], x + 108, y + 96, lang)
    spaces(g, table, where, "market_row", viewer, lang, x + w - 256, y + 28)
    return y + 124


def _prop_slot(g: Element, gid: str, area: str, i: int, item: str | None, x: float, y: float, lang: str) -> None:
    if item is None:
        box = group(g, gid, kind="market", area=area, index=i, tip=T.tr(lang, "Empty"))
        vacant(box, x, y, 62, 26)
        return
    box = group(g, gid, kind="market", area=area, index=i, prop=item, tip=prop(item, lang))
    rect(box, x, y, 62, 26, rx=5, fill=_tier_fill(item), stroke=INK)
    centred(box, x, y, 62, 26, prop(item, lang), 9, bold=True)


def _tier_fill(item: str) -> str:
    return {"basic": "#f4ead8", "advanced": "#e3eef6", "superior": "#f2dfe8"}[data.COMPONENTS[item]["tier"]]


def dark_alley(
    d: Element, table: dict[str, Any], where: Placed, viewer: int | None, lang: str, x: float, y: float, w: float
) -> float:
    g = panel(d, x, y, w, 196, location("dark_alley", lang), "dark-alley", kind="location", location="dark_alley")
    rect(g, x, y, 6, 196, fill=LOCATION_FILL["dark_alley"])
    text(g, x + 12, y + 38, T.tr(lang, "Special assignment decks"), size=10, bold=True)
    for i, loc in enumerate(data.SA_LOCATIONS):
        n = int(table["special_decks"].get(loc, 0))
        face_down(
            g,
            x + 12 + i * 84,
            y + 46,
            76,
            48,
            gid=f"special-deck-{loc}",
            kind="special_deck",
            location=loc,
            count=n,
            mark=f"×{n}",
            tip=T.tr(lang, "Special cards, {place}: {n}", place=location(loc, lang), n=n),
        )
        text(g, x + 50 + i * 84, y + 106, location(loc, lang), size=9, anchor="middle", fill=MUTED, width=80, lines=1)
    spaces(g, table, where, "dark_alley", viewer, lang, x + w - 256, y + 28)
    if table["options"]["prophecies"]:
        _prophecies(g, table, lang, x + 12, y + 118)
    return y + 196


def _prophecies(g: Element, table: dict[str, Any], lang: str, x: float, y: float) -> None:
    """The active prophecy, the upcoming ones (open) and the face-down pool (a count)."""
    p = table["prophecy"]
    text(g, x, y + 12, T.tr(lang, "Prophecies"), size=10, bold=True)
    _prophecy(g, "prophecy-active", p["active"], T.tr(lang, "active"), x + 100, y, lang)
    for i, pid in enumerate(p["upcoming"]):
        _prophecy(g, f"prophecy-upcoming-{i}", pid, T.tr(lang, "upcoming"), x + 200 + i * 92, y, lang)
    n = int(p["face_down"])
    face_down(
        g,
        x + 480,
        y,
        70,
        58,
        gid="prophecy-pool",
        kind="prophecy_pool",
        count=n,
        mark=f"×{n}",
        tip=T.tr(lang, "Face-down prophecies: {n}", n=n),
    )


def _prophecy(g: Element, gid: str, pid: str | None, state: str, x: float, y: float, lang: str) -> None:
    if pid is None:
        box = group(g, gid, kind="prophecy", state=state, tip=T.tr(lang, "No prophecy is active"))
        vacant(box, x, y, 86, 58)
        text(box, x + 43, y + 34, T.ptr(lang, "picture", "none"), size=9, anchor="middle", fill=MUTED)
        return
    number = int(pid.removeprefix("prophecy_"))
    effect = texts.prophecy_effect(pid, lang)
    card(
        g,
        x,
        y,
        86,
        58,
        gid=gid,
        title=T.tr(lang, "Prophecy {n}", n=number),
        body=state,
        fill="#efe6f7",
        tip=effect,
        size=9,
        kind="prophecy",
        prophecy=pid,
    )


# -- the trick decks -----------------------------------------------------------------------------------------------


def trick_decks(d: Element, table: dict[str, Any], lang: str, x: float, y: float, w: float) -> float:
    """The face-up trick decks, one column per school, each trick with its level and fame threshold."""
    decks = table["trick_decks"]
    longest = max((len(v) for v in decks.values()), default=0)
    h = 44 + longest * 15 + 8
    g = panel(d, x, y, w, h, T.tr(lang, "Trick decks"), "trick-decks", kind="trick_decks")
    col = (w - 20) / 4
    for c, name in enumerate(data.SCHOOLS_ORDER):
        cx = x + 10 + c * col
        deck = group(
            g,
            f"trick-deck-{name}",
            kind="trick_deck",
            school=name,
            count=len(decks.get(name, [])),
            tip=T.tr(lang, "Trick deck: {school}", school=school(name, lang)),
        )
        rect(deck, cx, y + 26, col - 6, 16, rx=3, fill=SCHOOL_FILL[name], stroke=INK)
        text(
            deck,
            cx + 4,
            y + 38,
            f"{school(name, lang)} ({len(decks.get(name, []))})",
            size=9,
            bold=True,
            fill=SCHOOL_INK[name],
            width=col - 14,
            lines=1,
        )
        for i, tid in enumerate(decks.get(name, [])):
            t = data.TRICKS[tid]
            chip = group(
                g,
                f"trick-{tid}",
                kind="trick",
                trick=tid,
                school=name,
                level=t.level,
                tip=T.tr(
                    lang,
                    "{trick}: level {level}, from {fame} fame",
                    trick=trick(tid, lang),
                    level=t.level,
                    fame=t.threshold,
                ),
            )
            rect(chip, cx, y + 45 + i * 15, col - 6, 14, rx=2, fill="#ffffff", stroke=MUTED, stroke_width=0.6)
            text(chip, cx + 3, y + 55.5 + i * 15, ROMAN[t.level - 1], size=8, bold=True, fill=MUTED)
            text(chip, cx + 22, y + 55.5 + i * 15, trick(tid, lang), size=8.5, width=col - 30, lines=1)
    return y + h
