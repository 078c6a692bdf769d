"""The Performance phase (rulebook: Fáze představení; Vyplacení výdělku; Modifikátory výdělku; Bonusy pro
účinkujícího; Dodatek, příklad B)."""

from __future__ import annotations

from conjure.engine import Game
from conjure.games.trickerion.theatre.performance import payouts, trick_yield
from tests.trickerion.theatre_fixtures import (
    BLUE,
    CARD1,
    CARD2,
    CARD3,
    GREEN,
    YELLOW,
    example_a_table,
    gains,
    give_tricks,
    ids,
    place,
    play_example_a,
    run_phase,
    show_cards,
    stage,
    table,
)


def after_example_a() -> tuple[Game, list[tuple[int, int, int]]]:
    """The position of example B: example A played, the Performance phase waiting for Thursday's magician."""
    g = example_a_table()
    before = play_example_a(g)[-1]
    return g, before


def delta(now: list[tuple[int, int, int]], before: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    return [(a[0] - b[0], a[1] - b[1], a[2] - b[2]) for a, b in zip(now, before, strict=True)]


def test_example_b_the_performances_pay() -> None:
    """TRK-PERF-1, TRK-PERF-2, TRK-PERF-3 (rulebook example B): Thursday first, blue performs the third card (two
    of his tricks and one of red's): his yields less 1 fame and 1 coin each, 2 fame for the 2 links, 2 for the
    assistant, 2 for the card; red (Saturday) unmodified. Friday yellow the second card: his two tricks, 3 links,
    3 coins for the manager, 1 fame for the card; blue's trick there again less 1/1. Sunday green the first card:
    his two tricks +1/+1 each, 2 links, 1 coin for the card. The markers go back to their owners' supplies."""
    g, before = after_example_a()
    assert g.to_act == [BLUE] and sorted(ids(g, BLUE)) == [f"perform:{CARD2}", f"perform:{CARD3}"]
    g.make(BLUE, f"perform:{CARD3}")
    thursday = gains(g)
    # blue: spirit hand 2/1/1 and Pepper's ghost 4/5/0, each −1/−1 = 4 fame 4 coins 1 shard; + 2 + 2 + 2 fame
    # red: water tank escape 1/2/1 unmodified (Saturday)
    assert delta(thursday, before) == [(0, 0, 0), (0, 0, 0), (10, 4, 1), (1, 2, 1)]
    assert CARD3 not in g.state["stage"]
    # Friday: yellow has markers on the first and second cards; he takes the second
    assert g.to_act == [YELLOW]
    g.make(YELLOW, f"perform:{CARD2}")  # Saturday nobody performs; Sunday and the End of Round follow at once
    perform = [e for e in g.events if e["type"] == "perform"]
    assert [e["day"] for e in perform] == ["thursday", "friday", "sunday"]
    # yellow: barricaded barrels 1/1 + burning mummy 2/2, 3 links, 3 coins (manager), 1 fame (card)
    # blue: Pepper's ghost 4/5 − 1/1; red: water tank escape 1/2/1
    assert perform[1]["gains"] == {
        "1": {"fame": 7, "coins": 6, "shards": 0},
        "2": {"fame": 3, "coins": 4, "shards": 0},
        "3": {"fame": 1, "coins": 2, "shards": 1},
    }
    # Sunday: green's only card is the first one, performed without asking
    assert perform[-1]["gains"] == {
        "0": {"fame": 7, "coins": 5, "shards": 1},
        "1": {"fame": 0, "coins": 2, "shards": 0},
        "3": {"fame": 1, "coins": 1, "shards": 0},
    }
    assert g.state["stage"] == {}
    assert all(t.get("staged", 0) == 0 for s in g.state["seats"] for t in s["tricks"])


def test_example_b_had_blue_chosen_the_second_card() -> None:
    """TRK-PERF-1, TRK-PERF-2 (example B, the other choice): blue on the second card earns one trick and 3 link
    fame; yellow is left with the first card; green, whose markers were on it, cannot perform, yet still earns
    his tricks with Sunday's +1/+1 in yellow's performance."""
    g, _ = after_example_a()
    g.make(BLUE, f"perform:{CARD2}")  # the rest of the phase runs without a choice
    events = g.events
    thursday, first = [e for e in events if e["type"] == "perform"]
    # blue: Pepper's ghost 3/4 after −1/−1, + 3 links + 2 assistant + 1 card; yellow: 1/1 + 2/2; red: 1/2/1
    assert thursday["gains"] == {
        "1": {"fame": 3, "coins": 3, "shards": 0},
        "2": {"fame": 9, "coins": 4, "shards": 0},
        "3": {"fame": 1, "coins": 2, "shards": 1},
    }
    assert (first["seat"], first["card"]) == (YELLOW, CARD1)  # his only card left: performed without asking
    # green: window 3/2 and mind reading 0/0/1, each +1/+1 (Sunday) = 5/4/1, without any performer bonus
    assert first["gains"]["0"] == {"fame": 5, "coins": 4, "shards": 1}
    assert any(e["type"] == "no_performance" and e["seat"] == GREEN for e in events)
    assert len(g.state["stage"][CARD3]) == 3  # nobody performed the third card: its markers stay for later


def test_yields_never_below_zero_and_a_player_without_a_day_takes_the_performers() -> None:
    """TRK-PERF-2: the day's modifier applies to fame and coins of every trick, never below 0; a player with nobody
    in the Theatre gets the performer's modifier."""
    g = table(3, seed=2)
    assert trick_yield(g.state, "linking_rings", "thursday") == {"fame": 0, "coins": 1, "shards": 0}
    assert trick_yield(g.state, "mind_reading", "sunday") == {"fame": 1, "coins": 1, "shards": 1}
    show_cards(g, "P01")
    give_tricks(g, 0, ("bullet_catch", 1))
    give_tricks(g, 1, ("barricaded_barrels", 1))
    stage(g, "P01", 0, "bullet_catch", 0, "down")
    stage(g, "P01", 1, "barricaded_barrels", 2, "up")
    place(g, 0, "magician", "theater", "thursday:performance")
    paid = payouts(g.state, "P01", "thursday", 0)
    assert paid[1] == {"fame": 0, "coins": 0, "shards": 0}  # 1/1 −1/−1, seat 1 has nobody in the Theatre
    assert paid[0] == {"fame": 2 + 0, "coins": 3, "shards": 1}  # 3/4 −1/−1; P01's bonus 1 shard; no link


def test_no_performance_without_a_marker_and_the_phase_ends() -> None:
    """TRK-PERF-1: a magician on a performance space with no marker on any card cannot perform; when every day is
    done the End of Round begins (and, in round 1, leads to round 2's opening)."""
    g = table(2, seed=4)
    place(g, 0, "magician", "theater", "friday:performance")
    events = run_phase(g, "performance")
    assert [e["type"] for e in events][:1] == ["no_performance"]
    assert g.state["round"] == 2
