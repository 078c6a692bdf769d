"""Plural forms for the three languages."""

from __future__ import annotations

import pytest

from conjure.engine.text import plural

COINS = {"cs": ("mince", "mince", "mincí"), "en": ("coin", "coins"), "de": ("Münze", "Münzen")}
POINTS = {"cs": ("bod", "body", "bodů"), "en": ("point", "points"), "de": ("Punkt", "Punkte")}


@pytest.mark.parametrize(
    ("n", "lang", "text"),
    [
        (1, "en", "1 coin"),
        (0, "en", "0 coins"),
        (2, "en", "2 coins"),
        (1, "de", "1 Münze"),
        (5, "de", "5 Münzen"),
        (1, "cs", "1 bod"),
        (2, "cs", "2 body"),
        (4, "cs", "4 body"),
        (5, "cs", "5 bodů"),
        (0, "cs", "0 bodů"),
        (-1, "en", "-1 point"),
    ],
)
def test_plural_picks_the_form_by_count(n: int, lang: str, text: str) -> None:
    forms = POINTS if "b" in text or "point" in text or "Punkt" in text else COINS
    assert plural(n, lang, forms) == text
