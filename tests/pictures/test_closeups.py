"""Close-ups (the games' face ``closeups``): every component a picture draws has one, in every language, and none
says more than its seat may know."""

from __future__ import annotations

from typing import Any

import pytest

from conjure.engine.errors import ConfigError
from conjure.engine.rng import Rng
from conjure.i18n import LANGS
from conjure.pictures import draw
from conjure.pictures.closeups import KINDS, Closeup, closeup, closeups, has_closeups
from tests import games
from tests.conftest import config_id
from tests.pictures.helpers import CONFIGS, ids, parse, played

NOT_COMPONENTS = {"header"}  # the shared frame's title bar
STEPS = (0, 12, 60, 200)


def _texts(found: Closeup) -> list[str]:
    return [found.title, *found.lines, found.state, *(a.text for a in (*found.cost, *found.gain))]


@pytest.mark.parametrize("name", games.names())
def test_every_game_registers_closeups(name: str) -> None:
    assert has_closeups(name)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_component_the_picture_draws_has_a_closeup(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    expected = games.told(name, "picture_ids")
    raw = games.told(name, "RAW_IDS")
    for steps in STEPS:
        game = played(name, players, options, seed=3, steps=steps)
        for seat in (None, *range(game.players)):
            view = game.view(seat)
            found = closeups(view, "en")
            drawn = set(ids(parse(draw(view, "en"))))
            assert set(found) <= drawn, f"close-ups of pieces not drawn: {sorted(set(found) - drawn)[:5]}"
            if expected is not None:
                missing = expected(view["table"]) - NOT_COMPONENTS - set(found)
                assert not missing, f"step {steps}, seat {seat}: no close-up for {sorted(missing)[:8]}"
            for gid, one in found.items():
                assert one.kind in KINDS and one.title.strip(), gid
                assert all(isinstance(t, str) for t in _texts(one)), gid
                if raw is not None:
                    for text in _texts(one):
                        assert not raw.search(text), f"{gid}: a raw id in {text!r}"
                assert isinstance(one.to_json()["title"], str)


@pytest.mark.parametrize("config", CONFIGS[:: max(1, len(CONFIGS) // 4)], ids=config_id)
@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_closeups_speak_every_language(config: tuple[str, int, dict[str, Any]], lang: str) -> None:
    name, players, options = config
    game = played(name, players, options, seed=4, steps=40)
    view = game.view(0)
    english, other = closeups(view, "en"), closeups(view, lang)
    assert set(english) == set(other)
    translated = sum(english[k].title != other[k].title or english[k].lines != other[k].lines for k in english)
    assert translated >= len(english) // 2, f"only {translated} of {len(english)} close-ups read differently in {lang}"


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_what_a_seat_cannot_see_does_not_change_its_closeups(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    changed = 0
    for steps in STEPS:
        game = played(name, players, options, seed=5, steps=steps)
        for seat in (None, *range(game.players)):
            other = game.clone()
            other.state = game.rules.redeal(game.state, seat, Rng(steps + 31))
            changed += other.state != game.state
            assert closeups(other.view(seat), "en") == closeups(game.view(seat), "en")
    assert changed, "the hidden facts did differ in some of the compared states"


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_another_seats_hidden_things_read_as_a_spectator_reads_them(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    for steps in STEPS:
        game = played(name, players, options, seed=6, steps=steps)
        public = closeups(game.view(None), "en")
        for seat in range(game.players):
            mine = closeups(game.view(seat), "en")
            for gid, one in public.items():
                owner = gid.split("-")[1] if gid.startswith("seat-") else None
                if one.hidden and owner is not None and owner != str(seat):
                    assert mine.get(gid) == one, f"seat {seat} reads more of {gid} than a spectator"


def test_a_bad_element_or_language_is_refused() -> None:
    name, players, options = CONFIGS[0]
    view = played(name, players, options, seed=1, steps=5).view(0)
    with pytest.raises(ConfigError, match="no-such-piece"):
        closeup(view, "no-such-piece")
    with pytest.raises(ConfigError, match="xx"):
        closeups(view, "xx")
    first = next(iter(closeups(view, "en")))
    assert closeup(view, first).title
