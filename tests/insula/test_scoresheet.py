"""Insula's results table (its face ``scoresheet``): no points, the citadel's order of entry and strength; the
purple citadel's tie goes to who entered first (E.2, G.5)."""

from __future__ import annotations

from conjure.games.insula.scoresheet import SCORESHEET
from conjure.games.insula.scoring import PURPLE_TIE


def test_kingos_beaten_in_the_purple_citadel_equal_strength_goes_to_who_entered_first() -> None:
    result = {
        "scores": [0, 6, 6],
        "ranks": [3, 2, 1],
        "winners": [2],
        "tiebreak": PURPLE_TIE,
        "outcome": "kingos",
        "variant": "purple",
        "fighters": [2, 1],
    }
    table = {"citadel_entry": [2, 1], "end": {"kind": "kingos", "strength": {"2": 6, "1": 6}, "entry": [2, 1]}}
    sheet = SCORESHEET.sheet(result, table, "cs")
    rows = {row["key"]: row["values"] for row in sheet["rows"]}
    assert rows["entry"] == ["—", 2, 1]
    assert rows["strength"] == ["—", 6, 6]
    assert rows["total"] == ["prohra", "prohra", "vítězství"]
    assert sheet["tiebreak"] is not None and sheet["tiebreak"]["decided"]
    assert sheet["tiebreak"]["label"] == "Pořadí vstupu do citadely (fialová citadela)"


def test_at_dusk_everyone_lost_and_there_is_no_tie_break() -> None:
    result = {"scores": [0, 0], "ranks": [1, 1], "winners": [], "tiebreak": "none", "outcome": "dusk"}
    sheet = SCORESHEET.sheet(result, {"citadel_entry": [1], "end": {"kind": "dusk"}}, "en")
    assert [row["values"] for row in sheet["rows"]] == [["—", 1], ["lost: dusk fell, Kingoš won"] * 2]
    assert sheet["tiebreak"] is None
