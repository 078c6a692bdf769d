"""The games' texts come from their gettext catalogs: real plural forms, grammatical contexts, one form of address."""

from __future__ import annotations

import re

import pytest

from conjure import i18n
from conjure.games.djinn.labels import count
from conjure.games.incantibus.labels import kind_name, label, player, points
from conjure.games.insula.labels import ENERGY, ENERGY_NOM, T, place

GAMES = (
    "conjure.cli",
    "conjure.games.incantibus",
    "conjure.games.djinn",
    "conjure.games.insula",
    "conjure.games.trickerion",
)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("cs", ["1 bod", "2 body", "4 body", "5 bodů", "0 bodů"]),
        ("en", ["1 point", "2 points", "4 points", "5 points", "0 points"]),
        ("de", ["1 Punkt", "2 Punkte", "4 Punkte", "5 Punkte", "0 Punkte"]),
    ],
)
def test_counts_take_each_languages_plural_forms(lang: str, expected: list[str]) -> None:
    assert [points(n, lang) for n in (1, 2, 4, 5, 0)] == expected


def test_a_count_in_a_list_of_gains_takes_the_czech_nominative() -> None:
    assert [count(n, "coins", "cs") for n in (1, 3, 5)] == ["1 minci", "3 mince", "5 mincí"]
    assert [count(n, "coins", "cs", nominative=True) for n in (1, 3, 5)] == ["1 mince", "3 mince", "5 mincí"]
    assert count(1, "coins", "de", nominative=True) == "1 Münze" and count(2, "coins", "en") == "2 coins"
    assert [T.count("cs", ENERGY, n) for n in (1, 3)] == ["1 energii", "3 energie"]
    assert [T.count("cs", ENERGY_NOM, n) for n in (1, 3)] == ["1 energie", "3 energie"]


def test_names_take_the_case_their_sentence_needs() -> None:
    assert kind_name("mandrake", "cs", "acc") == "mandragoru" and kind_name("mandrake", "cs") == "mandragora"
    assert label("take:visible:2:stake", "de") == "Auf fliegenden Pflock zeigen (Feld 2)"
    assert label("take:visible:2:stake", "en") == "Point at flying stake (slot 2)"
    assert (player(0, "cs"), player(0, "cs", "gen"), player(0, "cs", "ins"), player(0, "de", "ins")) == (
        "Hráč 1",
        "hráče 1",
        "hráčem 1",
        "Spieler 1",
    )
    assert (place("0,1", "cs", "loc"), place("0,1", "de", "dat")) == (
        "poli (1. řada od pobřeží)",
        "dem Feld (Reihe 1 ab der Küste)",
    )


@pytest.mark.parametrize("domain", GAMES)
def test_one_form_of_address_per_language(domain: str) -> None:
    """German says "du" and Czech "vy" in every game and the terminal (docs/architecture.md, Form of address)."""
    formal_de = re.compile(r"\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihnen)\b")
    familiar_cs = re.compile(
        r"\b(tvůj|tvoje|tvé|tvém|tvou|máš|jsi|zvol|odhoď|zahraj|polož|vezmi|zaplať)\b", re.IGNORECASE
    )
    for lang, pattern in (("de", formal_de), ("cs", familiar_cs)):
        text = i18n.catalog_path(domain, lang).read_text(encoding="utf-8")
        strings = "\n".join(line for line in text.splitlines() if line.startswith(("msgstr", '"')))
        assert not pattern.findall(strings), (domain, lang, pattern.findall(strings)[:5])
