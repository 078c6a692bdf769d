"""Trickerion's names on the picture: the game's own catalog for its components (locations, characters, days,
schools, dice), the pictures' catalog for the picture's headings; colours and marks defined once."""

from __future__ import annotations

from typing import Any

from conjure.i18n import Np_
from conjure.pictures.canvas import Element, circle, fit, group, polygon, text
from conjure.pictures.palette import INK, seat_style, shape_points

from .. import data, texts
from ..labels import CHAR, DAY, DIE_PLACE, LOC, SCHOOL, T
from ..labels import T as GAME
from ..phases.assignment import char_type
from ..theatre.labels import card_name, slot_name

SCHOOL_FILL = {"spiritual": "#9b7fc4", "mechanical": "#8aa1b1", "optical": "#e8c547", "escape": "#c0704d"}
SCHOOL_INK = {"spiritual": "#ffffff", "mechanical": "#000000", "optical": "#000000", "escape": "#ffffff"}
LOCATION_FILL = {
    "downtown": "#e6dcc8",
    "market_row": "#dcefd9",
    "workshop": "#e6d7ee",
    "dark_alley": "#d5d5de",
    "theater": "#f3dcdc",
}
SYMBOL = {"spade": "♠", "heart": "♥", "diamond": "♦", "club": "♣"}
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")
SHORT = {
    "magician": Np_("character short", "Mg"),
    "apprentice": Np_("character short", "Ap"),
    "engineer": Np_("character short", "En"),
    "manager": Np_("character short", "Mn"),
    "assistant": Np_("character short", "As"),
}


def location(loc: str, lang: str) -> str:
    return GAME.get(lang, LOC[loc])


def character(char: str, lang: str) -> str:
    """A character's name: "apprentice 2"."""
    kind = char_type(char)
    number = char[len(kind) :]
    word = GAME.get(lang, CHAR[kind])
    return f"{word} {number}" if number else word


def short(char: str, lang: str) -> str:
    """Two letters for a character on its disc (Mg, Ap, En, Mn, As in English)."""
    return T.get(lang, SHORT[char_type(char)])


def school(name: str, lang: str) -> str:
    return GAME.get(lang, SCHOOL[name])


def school_mark(name: str, lang: str) -> str:
    """The school's initial in ``lang`` (distinct in each language)."""
    return school(name, lang)[:1].upper()


def day(name: str, lang: str) -> str:
    return GAME.get(lang, DAY[name])


def die_name(die: str, lang: str) -> str:
    """A die by its place on the board and its letter: "inn A"."""
    return f"{GAME.get(lang, DIE_PLACE[data.DICE[die].place])} {die[-1].upper()}"


def die_face(face: str, lang: str) -> str:
    """A face in words: a school, a character, a number of coins, or a dash for the blank face."""
    if face in SCHOOL:
        return GAME.get(lang, SCHOOL[face])
    if face in CHAR:
        return GAME.get(lang, CHAR[face])
    return "—" if face == "X" else face


def prop(name: str, lang: str) -> str:
    return texts.prop(name, lang)


def trick(name: str, lang: str) -> str:
    return texts.trick(name, lang)


def theatre_name(name: str, lang: str) -> str:
    return texts.theatre(name, lang)


def performance(card_id: str, lang: str) -> str:
    """A performance card by its theatre and number ("Grand Magorian no. 3"), as the game's texts name it."""
    return card_name(card_id, lang)


def card(card_id: str, lang: str) -> str:
    """An assignment card: a location (permanent card) or a special card's name."""
    if card_id in LOC:
        return location(card_id, lang)
    return texts.special(card_id, lang)


def slot(n: int, lang: str) -> str:
    return slot_name(n, lang)


def disc(
    parent: Element,
    seat: int,
    char: str,
    cx: float,
    cy: float,
    r: float,
    lang: str,
    *,
    gid: str | None = None,
    tip: str | None = None,
    **data_: Any,
) -> Element:
    """A character on the table: the seat's colour and shape with the character's two letters on it."""
    style = seat_style(seat)
    g = group(parent, gid, tip=tip, seat=seat, char=char, **data_)
    outline = {"fill": style.colour, "stroke": INK, "stroke_width": 1.2}
    if style.shape == "circle":
        circle(g, cx, cy, r, **outline)
    else:
        polygon(g, shape_points(style.shape, cx, cy, r), **outline)
    text(g, cx, cy + r * 0.32, short(char, lang), size=r * 0.85, anchor="middle", bold=True, fill=style.ink)
    return g


def centred(
    parent: Element,
    x: float,
    y: float,
    w: float,
    h: float,
    words: str,
    size: float,
    *,
    bold: bool = False,
    fill: str = INK,
) -> None:
    """``words`` in the middle of a box, on two lines at most (made smaller, then cut short, if they must)."""
    rows, used = fit(words, w - 4, size, bold, 2)
    top = y + h / 2 - len(rows) * used * 1.2 / 2 + used * 0.95
    for i, row in enumerate(rows):
        text(parent, x + w / 2, top + i * used * 1.2, row, size=used, anchor="middle", bold=bold, fill=fill)
