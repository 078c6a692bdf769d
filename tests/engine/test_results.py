"""Ranking and tie-breaks, written once for every game."""

from __future__ import annotations

from conjure.engine.results import nobody_won, ranked, tied_groups


def test_ranks_by_score_then_by_the_tiebreak_keys() -> None:
    r = ranked([10, 12, 10], tiebreaks=[3, 0, 5], rule="most coins")
    assert r["ranks"] == [3, 1, 2] and r["winners"] == [1] and r["tiebreak"] == "most coins"
    assert r["tiebreak_values"] == [3, 0, 5]


def test_no_tie_means_no_tiebreak_and_a_full_tie_shares_the_place() -> None:
    assert ranked([5, 7], tiebreaks=[9, 0], rule="wand")["tiebreak"] == "none"
    shared = ranked([8, 8, 3], tiebreaks=[2, 2, 9], rule="coins")
    assert shared["ranks"] == [1, 1, 3] and shared["winners"] == [0, 1]
    assert ranked([4, 4])["ranks"] == [1, 1] and ranked([4, 4])["tiebreak"] == "none"


def test_tuple_keys_and_nobody_winning() -> None:
    assert ranked([1, 1], tiebreaks=[(2, 0), (2, 1)], rule="r")["winners"] == [1]
    lost = nobody_won([0, 0, 0])
    assert lost["winners"] == [] and lost["tiebreak"] == "none"


def test_tied_groups() -> None:
    assert tied_groups([3, 5, 3, 5, 1]) == [[0, 2], [1, 3]] and tied_groups([1, 2]) == []
