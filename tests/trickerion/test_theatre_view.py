"""What the Theatre shows every seat (view) and what a redeal may resample."""

from __future__ import annotations

from conjure.engine import Rng
from conjure.games.trickerion import TrickerionRules, data
from tests.trickerion.test_round_end import end_round
from tests.trickerion.theatre_fixtures import CARD1, CARD2, example_a_table, give_tricks, play_example_a, stage, table


def test_markers_links_and_discards_are_open_to_everyone() -> None:
    """TRK-THEATER-5: every marker on the performance cards (owner, trick, slot, direction), the links made there, the
    discarded performance cards and the final scoring are in every seat's view alike; a redeal never puts a
    discarded card back into the face-down deck, and leaves every view unchanged."""
    rules = TrickerionRules()
    g = example_a_table()
    play_example_a(g)
    views = [rules.view(g.state, seat) for seat in (0, 1, 2, 3, None)]
    assert all(v["stage"] == views[0]["stage"] for v in views)
    assert views[0]["stage"][CARD2]["links"] == [[0, 2], [2, 3], [3, 5]]
    assert views[0]["stage"][CARD1]["markers"][0] == {
        "slot": 0,
        "seat": 0,
        "trick": "window_to_the_otherworld",
        "facing": "down",
    }
    g = table(2, seed=13)
    for _ in range(3):
        end_round(g)
    gone = g.state["performance_discard"]
    assert len(gone) == 1
    give_tricks(g, 0, ("linking_rings", 0))
    first = g.state["theater"][0]
    stage(g, first, 0, "linking_rings", data.PERFORMANCES[first].slots[0], "down")
    for seed in range(10):
        for seat in (0, 1, None):
            dealt = rules.redeal(g.state, seat, Rng(seed))
            assert dealt is not None
            assert not set(gone) & {c for group in dealt["performance_deck"] for c in group}
            assert rules.view(dealt, seat) == rules.view(g.state, seat)
    assert rules.view(g.state, 1)["performance_discard"] == gone
