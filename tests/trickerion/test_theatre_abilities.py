"""The magicians' abilities in the Theatre and the Performance phase (rulebook: Dovednosti iluzionistů; with the
Dark Alley only)."""

from __future__ import annotations

from typing import Any

from conjure.engine import Game
from conjure.games.trickerion.theatre.abilities import steal_pairs
from tests.trickerion.theatre_fixtures import give_tricks, ids, place, run_phase, stage, table, turns


def magicians(players: int, seed: int, *names: str, **options: Any) -> Game:
    """A table whose seats play these magicians, with 10 fame, 10 coins and 1 shard each."""
    g = table(players, seed=seed, **options)
    for seat, name in zip(g.state["seats"], names, strict=True):
        seat.update(magician=name, fame=10, coins=10, shards=1)
    return g


def test_master_of_chains_breaks_free_before_the_performances() -> None:
    """TRK-PERF-5: before the Performance phase Master of Chains may reschedule one marker without a character;
    the links it makes pay (the level in fame or coins, the shard circle's shards); without the Dark Alley the
    ability is not used."""
    g = magicians(2, 31, "master_of_chains", "the_gentleman")
    g.state["theater"][0] = "P03"
    give_tricks(g, 0, ("pepper_s_ghost", 0))
    give_tricks(g, 1, ("water_tank_escape", 0))
    stage(g, "P03", 0, "pepper_s_ghost", 0, "down")
    stage(g, "P03", 1, "water_tank_escape", 5, "up")
    run_phase(g, "performance")
    assert g.to_act == [0] and ids(g, 0) == ["decline", "reschedule:P03:0"]
    g.make(0, "reschedule:P03:0")
    g.make(0, "slot:P03:3")
    g.make(0, "face:left")
    assert [s["shards"] for s in g.state["seats"]] == [2, 2]
    g.make(0, "gain:coins")
    assert g.state["seats"][0]["coins"] == 12
    g = magicians(2, 31, "master_of_chains", "the_gentleman", dark_alley=False)
    g.state["theater"][0] = "P03"
    give_tricks(g, 0, ("pepper_s_ghost", 0))
    stage(g, "P03", 0, "pepper_s_ghost", 0, "down")
    events = run_phase(g, "performance")
    assert not any(e["type"] == "ability" for e in events) and g.state["round"] == 2


def test_yoruba_spiritmaster_chooses_an_opponents_card_once_a_round() -> None:
    """TRK-PERF-6: once a round, before an opponent with a choice of cards chooses, the Yoruba Spiritmaster may pay 1
    shard and choose a card with one of that opponent's markers; later performers that round choose themselves."""
    g = magicians(3, 32, "the_gentleman", "electra", "yoruba_spiritmaster")
    g.state["theater"][:3] = ["P03", "P06", "P10"]
    give_tricks(g, 0, ("linking_rings", 0), ("levitation", 0))
    give_tricks(g, 1, ("burning_mummy", 0), ("walled", 0))
    stage(g, "P03", 0, "linking_rings", 0, "down")
    stage(g, "P06", 0, "levitation", 0, "down")
    stage(g, "P03", 1, "burning_mummy", 5, "up")
    stage(g, "P10", 1, "walled", 0, "right")
    place(g, 0, "magician", "theater", "friday:performance")
    place(g, 1, "magician", "theater", "saturday:performance")
    run_phase(g, "performance")
    assert g.to_act == [2] and ids(g, 2) == ["decline", "possess:P03", "possess:P06"]
    g.make(2, "possess:P06")
    assert g.state["seats"][2]["shards"] == 0 and g.state["possessed"] == 1
    performed = [e for e in g.events if e["type"] == "perform"]
    assert [(e["seat"], e["card"]) for e in performed] == [(0, "P06")]
    assert g.to_act == [1] and ids(g, 1) == ["perform:P03", "perform:P10"]


def test_the_red_lotus_steals_a_tricks_yield() -> None:
    """TRK-PERF-7: performing, the Red Lotus may take the yield of an opponent's trick in the performance, of the
    same or a lower fame threshold, instead of one of his own; the opponent gets 1 fame less for it."""
    g = magicians(2, 33, "the_red_lotus", "the_gentleman")
    g.state["theater"][0] = "P01"
    give_tricks(g, 0, ("linking_rings", 0))
    give_tricks(g, 1, ("levitation", 0), ("bullet_catch", 0))
    stage(g, "P01", 0, "linking_rings", 0, "down")
    stage(g, "P01", 1, "levitation", 2, "down")
    stage(g, "P01", 1, "bullet_catch", 4, "up")
    place(g, 0, "magician", "theater", "saturday:performance")
    run_phase(g, "performance")
    assert steal_pairs(g.state, "P01", 0) == [(0, 2)]  # bullet catch (threshold 16) is out of reach
    assert ids(g, 0) == ["decline", "steal:0:2"]
    g.make(0, "steal:0:2")
    perform = next(e for e in g.events if e["type"] == "perform")
    # the Red Lotus: levitation 2/3 instead of linking rings 0/2, 1 fame for the opponent's link 2-4, the card's
    # shard; the opponent: levitation −1 fame, bullet catch 3/4
    assert perform["gains"] == {
        "0": {"fame": 2 + 1, "coins": 3, "shards": 1},
        "1": {"fame": 1 + 3, "coins": 3 + 4, "shards": 0},
    }


def test_electra_supercharges_a_trick() -> None:
    """TRK-THEATER-7: Electra may set up two markers of a trick stacked on one slot: it counts as one trick (one
    link paid once) and, performed, yields 1/2/3 more fame and coins by its level; both markers go back after."""
    g = magicians(2, 34, "electra", "the_gentleman")
    g.state["theater"][0] = "P03"
    give_tricks(g, 0, ("pepper_s_ghost", 2))
    give_tricks(g, 1, ("water_tank_escape", 0))
    stage(g, "P03", 1, "water_tank_escape", 5, "up")
    place(g, 0, "magician", "theater", "sunday:performance")
    turns(g, (0, "apprentice", "sunday:backstage", 1))
    assert ids(g, 0) == ["end", "setup:pepper_s_ghost", "setup:pepper_s_ghost:double"]
    g.make(0, "setup:pepper_s_ghost:double")
    g.make(0, "slot:P03:3")
    g.make(0, "face:left")
    pepper = g.state["seats"][0]["tricks"][0]
    assert (pepper["markers"], pepper["staged"]) == (0, 2) and g.state["stage"]["P03"][0]["double"] is True
    assert ids(g, 0) == ["gain:coins", "gain:fame"]
    g.make(0, "gain:fame")
    perform = next(e for e in g.events if e["type"] == "perform")
    # Pepper's ghost 4/5, Sunday +1/+1, supercharged +2/+2; 1 link; the card's 1 fame
    assert perform["gains"]["0"] == {"fame": 7 + 1 + 1, "coins": 8, "shards": 0}
    assert pepper["staged"] == 0
    g = magicians(2, 34, "electra", "the_gentleman", dark_alley=False)
    give_tricks(g, 0, ("pepper_s_ghost", 2))
    turns(g, (0, "apprentice", "sunday:backstage", 1))
    assert "setup:pepper_s_ghost:double" not in ids(g, 0)
