"""The pictures' own words (headings and legends), from the ``conjure.pictures`` gettext catalogs.

Seats are "Player 2" unless the picture is drawn with the players' names (``draw(view, lang, names)``, the web
table's seat names): :data:`NAMES` holds them while one picture is drawn, so every game's drawing code says
the name without passing it down.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from conjure.i18n import Texts

T = Texts("conjure.pictures")

NAMES: ContextVar[tuple[str, ...]] = ContextVar("conjure_picture_names", default=())


@contextmanager
def seat_names(names: Sequence[str]) -> Iterator[None]:
    """Draw with these seat names ("" keeps "Player N" for that seat)."""
    token = NAMES.set(tuple(names))
    try:
        yield
    finally:
        NAMES.reset(token)


def seat_name(seat: int) -> str:
    """The seat's name in the picture being drawn ("" if it has none)."""
    names = NAMES.get()
    return names[seat].strip() if 0 <= seat < len(names) else ""


def player(seat: int, lang: str) -> str:
    return seat_name(seat) or T.tr(lang, "Player {n}", n=seat + 1)


def seat_title(seat: int, viewer: int | None, lang: str) -> str:
    """'Player 2' or 'Player 2 (you)' ('Anna', 'Anna (you)' with names)."""
    if seat != viewer:
        return player(seat, lang)
    name = seat_name(seat)
    return T.tr(lang, "{name} (you)", name=name) if name else T.tr(lang, "Player {n} (you)", n=seat + 1)


SEAT_WORDS = {
    "en": re.compile(r"\b[Pp]layer (\d+)\b"),
    "cs": re.compile(r"\b[Hh]ráč(?:e|i|em)? (\d+)\b"),
    "de": re.compile(r"\b[Ss]pieler (\d+)\b"),
}


def named(text: str, lang: str, names: Sequence[str]) -> str:
    """``text`` (a log line, a title) with "Player N" (in Czech also "hráče N", …) replaced by the name of seat N - 1
    where it has one; Czech names are not declined."""
    if not any(names) or lang not in SEAT_WORDS:
        return text

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1)) - 1
        found = names[seat].strip() if 0 <= seat < len(names) else ""
        return found or match.group(0)

    return SEAT_WORDS[lang].sub(name, text)
