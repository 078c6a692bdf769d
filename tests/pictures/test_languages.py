"""The pictures read in Czech, English and German, with no raw ids or unfilled placeholders."""

from __future__ import annotations

import re
from typing import Any

import pytest

from conjure import ConfigError, i18n
from conjure.pictures import draw, has_picture
from tests.conftest import config_id
from tests.pictures.helpers import CONFIGS, parse, played, texts

# ids the games use internally, which a player must never read
RAW = {
    "incantibus": re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b(gold|book)\d\b"),
    "djinn": re.compile(r"\b(M|ST|HT|CL|C|A|W|P|N|T|R|S)\d+\b|\b(SRC|ACA|TAV|CAT|ARC|WRK|MKT)\b"),
    "insula": re.compile(r"\b[LS]\d\d\b|\bg\d+\b|\b[a-z]+\d+\b"),
    # snake-case ids (market_row, face_down, prophecy_09), numbered characters (apprentice2) and performance card ids
    # (P07: a card is named by its theatre and number, "Grand Magorian no. 3")
    "trickerion": re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+\d+\b|\bP\d\d\b"),
}
COMMON = re.compile(r"[{}]|\bNone\b|\bTrue\b|\bFalse\b|_")


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_language_renders_words_not_ids(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    for steps in (0, 60, 250):
        game = played(name, players, options, seed=9, steps=steps)
        words = {}
        for lang in ("cs", "en", "de"):
            shown = texts(parse(draw(game.view(0), lang)))
            raw = [t for t in shown if RAW[name].search(t) or COMMON.search(t)]
            assert not raw, f"{lang}: raw ids or placeholders in {raw[:5]}"
            words[lang] = shown
        assert words["cs"] != words["en"] != words["de"] != words["cs"]


def test_the_pictures_texts_are_translated() -> None:
    for lang in i18n.TRANSLATED:
        assert i18n.missing("conjure.pictures", lang) == []


def test_an_unknown_language_or_a_game_without_a_picture_is_a_clear_error() -> None:
    game = played("djinn", 2, {}, seed=1, steps=0)
    with pytest.raises(ConfigError, match="choose cs, en, de"):
        draw(game.view(0), "fr")
    with pytest.raises(ConfigError, match="no picture"):
        draw({**game.view(0), "game": "chess"}, "en")
    assert has_picture("insula") and not has_picture("chess") and not has_picture("../x")
