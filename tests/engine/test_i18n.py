"""Translations: gettext catalogs read with Babel; every message the code uses is translated."""

from __future__ import annotations

from pathlib import Path

import pytest

from conjure import i18n
from conjure.engine import registry
from tests import games
from tests.engine import i18n_sample

# every package that keeps player-facing text in gettext catalogs (games join as they move to catalogs)
DOMAINS = [
    d
    for d in ("conjure.cli", "conjure.engine", *(registry.package(n) or n for n in games.names()), "conjure.web")
    if i18n.catalog_path(d, "cs").exists()
] + ["tests.engine.i18n_sample"]


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_every_message_in_the_code_is_translated(domain: str, lang: str) -> None:
    assert i18n.missing(domain, lang) == [], f"run python -m conjure.i18n {domain} and translate the new entries"


@pytest.mark.parametrize(
    ("lang", "counts"),
    [
        ("cs", {1: "1 mince", 2: "2 mince", 4: "4 mince", 5: "5 mincí", 0: "0 mincí", 21: "21 mincí"}),
        ("de", {1: "1 Münze", 2: "2 Münzen", 0: "0 Münzen"}),
        ("en", {1: "1 coin", 3: "3 coins"}),
    ],
)
def test_counts_take_the_languages_plural_forms(lang: str, counts: dict[int, str]) -> None:
    for n, text in counts.items():
        assert i18n_sample.coins(lang, n) == text


def test_texts_contexts_and_the_english_source() -> None:
    assert i18n_sample.greeting("cs", "Evo") == "Ahoj, Evo" and i18n_sample.greeting("en", "Eve") == "Hello, Eve"
    assert (i18n_sample.stone("cs"), i18n_sample.stone("de"), i18n_sample.stone("en")) == ("kámen", "Stein", "stone")


def test_a_message_missing_from_a_catalog_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    template = i18n.extract("tests.engine.i18n_sample")
    assert {m.id if isinstance(m.id, str) else m.id[0] for m in template if m.id} == {
        "{n} coin",
        "Hello, {who}",
        "stone",
    }
    partial = tmp_path / "cs.po"
    partial.write_text(
        'msgid ""\nmsgstr ""\n"Language: cs\\n"\n\nmsgid "Hello, {who}"\nmsgstr "Ahoj, {who}"\n\n'
        'msgctxt "material"\nmsgid "stone"\nmsgstr ""\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "catalog_path", lambda package, lang: partial)
    assert sorted(i18n.missing("tests.engine.i18n_sample", "cs")) == ["material: stone", "{n} coin / {n} coins"]
