"""Trickerion's board clicks (its face ``clicks``): a placement points at its space."""

from __future__ import annotations

from conjure.web import clicks


def test_a_trickerion_placement_points_at_its_space() -> None:
    table = {"placed": [{"seat": 0, "char": "apprentice", "loc": "theater", "space": "thursday:backstage"}]}
    assert clicks.target("trickerion", "place:magician:downtown:2", table, 1) == "space-downtown-2"
    assert clicks.target("trickerion", "place:magician:downtown:2:shard", table, 1) == "space-downtown-2"
    assert clicks.target("trickerion", "place:magician:workshop:1", table, 1) == "workshop-1-1"
    assert (
        clicks.target("trickerion", "place:magician:theater:friday:performance", table, 1)
        == "space-theater-friday-performance"
    )
    assert (
        clicks.target("trickerion", "place:assistant:theater:thursday:backstage", table, 1)
        == "space-theater-thursday-backstage-1"
    )
    assert clicks.target("trickerion", "idle:magician", table, 1) is None
