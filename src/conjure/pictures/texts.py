"""The pictures' own words (headings and legends), from the ``conjure.pictures`` gettext catalogs."""

from __future__ import annotations

from conjure.i18n import Texts

T = Texts("conjure.pictures")


def player(seat: int, lang: str) -> str:
    return T.tr(lang, "Player {n}", n=seat + 1)


def seat_title(seat: int, viewer: int | None, lang: str) -> str:
    """'Player 2' or 'Player 2 (you)'."""
    return T.tr(lang, "Player {n} (you)", n=seat + 1) if seat == viewer else player(seat, lang)
