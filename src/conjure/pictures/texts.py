"""The pictures' own words (headings and legends), from the ``conjure.pictures`` gettext catalogs.

Seats are "Player 2" unless the picture is drawn with the players' names (``draw(view, lang, names)``, the web
table's seat names): :data:`NAMES` holds them while one picture is drawn, so every game's drawing code says
the name without passing it down.
"""

from __future__ import annotations

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
