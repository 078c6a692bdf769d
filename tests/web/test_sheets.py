"""The results table: every game's score sheet (its face ``scoresheet``, found through the registry) at the end of
a game played out, in every language."""

from __future__ import annotations

from numbers import Number
from typing import Any

import pytest

import conjure
from conjure.engine import registry
from conjure.engine.results import separated
from conjure.i18n import LANGS
from conjure.web import sheets
from tests.games import configs, names

FINISHED: dict[tuple[str, int, str], conjure.Game] = {}


def finished(game: str, players: int, options: dict[str, Any]) -> conjure.Game:
    key = (game, players, repr(sorted(options.items())))
    if key not in FINISHED:
        played = conjure.new_game(game, players=players, seed=5, options=options)
        FINISHED[key] = conjure.play_out(played, conjure.RandomBot(7))
    return FINISHED[key]


@pytest.mark.parametrize("game", [n for n in names() if (registry.package(n) or "").startswith("conjure.games.")])
def test_every_game_of_conjure_registers_a_score_sheet(game: str) -> None:
    assert sheets.lookup(game) is not None


@pytest.mark.parametrize(("game", "players", "options"), configs("SCORESHEET"))
def test_the_sheet_has_a_value_per_seat_in_each_row_and_its_total_row_is_the_result(
    game: str, players: int, options: dict[str, Any]
) -> None:
    played = finished(game, players, options)
    result = played.result()
    found = sheets.sheet(played, "en")
    rows = found["rows"]
    assert rows  # the categories, then the total
    assert all(len(row["values"]) == players for row in rows)
    assert len({row["key"] for row in rows}) == len(rows)
    totals = [row for row in rows if row["total"]]
    assert len(totals) == 1 and rows[-1] is totals[0]
    if len(rows) > 1 and all(isinstance(v, Number) for row in rows for v in row["values"]):  # points add up
        assert totals[0]["values"] == result["scores"]
        for seat in range(players):
            assert sum(row["values"][seat] for row in rows if not row["total"]) == result["scores"][seat]
    tiebreak = found["tiebreak"]
    if tiebreak is not None:
        assert len(tiebreak["values"]) == players
        assert tiebreak["decided"] == separated(result["scores"], tiebreak["values"])


@pytest.mark.parametrize(("game", "players", "options"), configs("SCORESHEET"))
def test_the_sheet_is_in_the_readers_language(game: str, players: int, options: dict[str, Any]) -> None:
    played = finished(game, players, options)
    labels = {lang: [row["label"] for row in sheets.sheet(played, lang)["rows"]] for lang in LANGS}
    assert labels["cs"] != labels["en"] and labels["de"] != labels["en"]
    assert all(label.strip() for found in labels.values() for label in found)


def test_a_tie_break_decides_only_when_it_separates_equal_scores() -> None:
    assert separated([10, 10, 5], [3, 1, 0])
    assert not separated([10, 10, 5], [2, 2, 9])
    assert not separated([10, 8], [1, 2])
