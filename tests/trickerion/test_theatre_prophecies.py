"""The active prophecy in the Theatre and the Performance phase (rulebook: Věštby; the effects are data.toml's
``theater_rules``)."""

from __future__ import annotations

import pytest

from conjure.engine import Game
from conjure.games.trickerion import data
from conjure.games.trickerion.prophecies.theatre import RULES, check, day_modifier, setup_fame
from conjure.games.trickerion.theatre.performance import payouts, trick_yield
from tests.trickerion.theatre_fixtures import give_tricks, place, run_phase, show_cards, stage, table, turns


def foretold(prophecy: str | None, players: int = 2, **options: object) -> Game:
    """A table with ``prophecy`` active and P03 as the first performance card."""
    g = table(players, seed=21, **options)
    g.state["prophecy"]["active"] = prophecy
    g.state["theater"][0] = "P03"
    for seat in g.state["seats"]:
        seat.update(fame=10, coins=10, shards=0)
    return g


def test_setting_up_a_trick_of_the_foretold_school_gives_fame() -> None:
    """TRK-THEATER-6: with prophecy 10 active, setting up a marker of an escape trick gives 2 fame at once, a
    reschedule does not; without prophecies in play the token changes nothing."""
    g = foretold("prophecy_10")
    give_tricks(g, 0, ("barricaded_barrels", 2))
    turns(g, (0, "apprentice", "friday:backstage", 2), then="assignment")
    g.make(0, "setup:barricaded_barrels")
    g.make(0, "slot:P03:0")  # its one link points down: no direction to choose
    assert g.state["seats"][0]["fame"] == 12
    g.make(0, "reschedule:P03:0")
    g.make(0, "slot:P03:2")
    g.make(0, "face:up")
    assert g.state["seats"][0]["fame"] == 12
    g = foretold("prophecy_10", prophecies=False)
    setup_fame(g.state, 0, "barricaded_barrels", [])
    assert g.state["seats"][0]["fame"] == 10


def test_foretold_day_modifiers_and_yields() -> None:
    """TRK-PERF-4: prophecy 11 gives Friday −1/−1, 22 gives Saturday +1/+1, 16 takes Thursday's and Sunday's away;
    with 14 the trick yields' coins come as fame; with 19 the performer's day applies to every marker; with 6 the
    performer's bonuses (not the yields) are doubled."""
    assert day_modifier(foretold("prophecy_11").state, "friday") == (-1, -1)
    assert day_modifier(foretold("prophecy_22").state, "saturday") == (1, 1)
    assert day_modifier(foretold("prophecy_16").state, "sunday") == (0, 0)
    assert day_modifier(foretold(None).state, "sunday") == (1, 1)
    assert trick_yield(foretold("prophecy_14").state, "levitation", "friday") == {"fame": 5, "coins": 0, "shards": 0}
    for prophecy, expected in ((None, (1, 2)), ("prophecy_19", (3, 4))):
        g = foretold(prophecy)
        g.state["theater"][0] = "P01"
        give_tricks(g, 0, ("bullet_catch", 1))
        give_tricks(g, 1, ("levitation", 1))
        stage(g, "P01", 0, "bullet_catch", 0, "down")
        stage(g, "P01", 1, "levitation", 2, "down")
        place(g, 0, "magician", "theater", "sunday:performance")
        place(g, 1, "apprentice", "theater", "thursday:backstage")
        paid = payouts(g.state, "P01", "sunday", 0)
        assert (paid[1]["fame"], paid[1]["coins"]) == expected  # levitation 2/3 on Thursday, or on Sunday
    g = foretold("prophecy_06")
    g.state["theater"][0] = "P10"
    give_tricks(g, 0, ("linking_rings", 1))
    stage(g, "P10", 0, "linking_rings", 0, "right")
    place(g, 0, "magician", "theater", "friday:performance")
    assert payouts(g.state, "P10", "friday", 0)[0] == {"fame": 2 * 2, "coins": 2, "shards": 0}


def test_theater_rules_are_checked() -> None:
    """TRK-PERF-4: a prophecy's ``theater_rules`` key this module does not read fails at import, naming it."""
    assert RULES["prophecy_10"] == {"setup_fame": {"escape": 2}}
    assert sum(1 for table_ in RULES.values() if table_) == 10
    with pytest.raises(data.DataError, match="prophecy_99"):
        check({"prophecy_99": {"double_everything": True}})


def test_shards_of_a_performance_pass_through_the_shard_prophecies() -> None:
    """TRK-ALLEY-10 in the Performance phase: a performed trick's shards are a gain of shards like any other, so
    the active prophecy 02 adds one more (and 03 adds 2 fame) through ``prophecies.locations.gain_shards``."""
    shards = {}
    for prophecy in (None, "prophecy_02", "prophecy_03"):
        g = table(2, seed=5)
        show_cards(g, "P01")
        give_tricks(g, 0, ("card_manipulation", 0))
        stage(g, "P01", 0, "card_manipulation", 0, "down")
        place(g, 0, "magician", "theater", "saturday:performance")
        g.state["prophecies"], g.state["prophecy"]["active"] = prophecy is not None, prophecy
        events = run_phase(g, "performance")
        shards[prophecy] = g.state["seats"][0]["shards"]
        gained = [e for e in events if e["type"] == "shards" and e["seat"] == 0]
        assert gained and gained[0]["fame"] == (2 if prophecy == "prophecy_03" else 0)
    assert data.TRICKS["card_manipulation"].yield_shards > 0
    assert shards["prophecy_02"] == shards[None] + 1 and shards["prophecy_03"] == shards[None]
