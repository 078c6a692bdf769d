"""The pictures read in Czech, English and German, with no raw ids or unfilled placeholders."""

from __future__ import annotations

import re
from typing import Any

import pytest

from conjure import ConfigError, i18n
from conjure.pictures import draw, has_picture
from tests import games
from tests.conftest import config_id
from tests.pictures.helpers import CONFIGS, parse, played, texts

COMMON = re.compile(r"[{}]|\bNone\b|\bTrue\b|\bFalse\b|_")


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_language_renders_words_not_ids(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    for steps in (0, 60, 250):
        game = played(name, players, options, seed=9, steps=steps)
        words = {}
        for lang in ("cs", "en", "de"):
            shown = texts(parse(draw(game.view(0), lang)))
            raw = [t for t in shown if games.told(name, "RAW_IDS", COMMON).search(t) or COMMON.search(t)]
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
