"""The rulebook's worked examples (Czech rulebook, seeds/004), played through the public API."""

from __future__ import annotations

from conjure.games.incantibus import suitcase
from tests.incantibus.helpers import (
    assert_conserved,
    give,
    kinds,
    moat,
    new,
    play_all,
    set_potions,
    set_room,
    set_wands,
)


def test_wand_conflict_example() -> None:
    """INC-PHASE-3, INC-PHASE-2: Agnes (4), Bruno (2), Cyril (1) point at the flying stake, Dita (3)
    at the pumpkin. Agnes takes the stake and swaps wands with Cyril; Bruno keeps wand 2 and gets
    nothing; Dita takes the pumpkin unopposed."""
    g = new(players=4)
    s = g.state
    set_room(s, [("stake", True), ("pumpkin", True), ("gold1", True), ("mistletoe", True)])
    set_wands(s, 4, 2, 1, 3)
    agnes, bruno, cyril, dita = 0, 1, 2, 3
    play_all(
        g,
        {
            agnes: "take:visible:0:stake",
            bruno: "take:visible:0:stake",
            cyril: "take:visible:0:stake",
            dita: "take:visible:1:pumpkin",
        },
    )
    assert kinds(g, agnes) == ["stake"]
    assert kinds(g, bruno) == [] and kinds(g, cyril) == []
    assert kinds(g, dita) == ["pumpkin"]
    assert [seat["wand"] for seat in s["seats"]] == [1, 2, 4, 3]
    conflict = next(e for e in g.events if e["type"] == "conflict")
    assert conflict["winner"] == agnes and conflict["swap"] == cyril and sorted(conflict["losers"]) == [bruno, cyril]
    assert_conserved(s)


def test_vampire_hunt_example() -> None:
    """INC-GAIN-3: Bruno points at a hidden token; it is a vampire; he has a flying stake, so he
    catches it and keeps the stake."""
    g = new(players=2)
    s = g.state
    set_room(s, [("vampire", False), ("gold1", True), ("pumpkin", True)])
    give(s, 0, "stake")
    play_all(g, {0: "take:hidden:0", 1: "take:visible:1:gold1"})
    assert kinds(g, 0) == ["stake", "vampire"]
    assert any(e["type"] == "caught" and e["kind"] == "vampire" for e in g.events)
    assert_conserved(s)


def test_monster_without_weapon_flees() -> None:
    """INC-GAIN-3: without the matching weapon (and no Ultimus) the monster flees into the moat."""
    g = new(players=2)
    s = g.state
    set_room(s, [("vampire", False), ("gold1", True), ("pumpkin", True)])
    give(s, 0, "net")
    play_all(g, {0: "take:hidden:0", 1: "take:visible:1:gold1"})
    assert kinds(g, 0) == ["net"] and "vampire" in moat(g)
    assert_conserved(s)


def test_green_potion_example() -> None:
    """INC-GAIN-5: Agnes points at the green potion, throws mistletoe and mushrooms into the moat and
    keeps the potion (5 points)."""
    g = new(players=2)
    s = g.state
    set_room(s, [("gold1", True), ("pumpkin", True), ("net", True)])
    set_potions(s, "green_a", "red_a", "blue_a")
    give(s, 0, "mistletoe", "mushrooms", "mandrake")
    targets = [a.id for a in g.legal_actions(0)]
    assert "brew:0:green_a" in targets and "brew:1:red_a" not in targets and "brew:2:blue_a" not in targets
    play_all(g, {0: "brew:0:green_a", 1: "take:visible:0:gold1"})
    assert kinds(g, 0) == ["green_a", "mandrake"]
    assert moat(g) == ["mistletoe", "mushrooms"]
    assert suitcase.total(s, 0) == 5
    assert_conserved(s)


def test_cyril_scores_35() -> None:
    """INC-END-3: Cyril's suitcase at the end: green potion 5, monsters 5+3+4+3, gold 3+2, two spell
    tokens and a defeated wizard worth 8 make 35 points. Four monsters fit (3 fields + the pocket)."""
    g = new(players=3)
    s = g.state
    give(s, 2, "green_a", "vampire", "werewolf", "ghost", "werewolf", "gold3", "gold2", "spell", "spell", "pani_bila")
    assert suitcase.fits_kinds(s, 2, [s["kind"][t] for t in s["seats"][2]["tokens"]])
    assert suitcase.score(s, 2) == {"potion": 5, "monster": 15, "gold": 5, "spell": 2, "wizard": 8}
    assert suitcase.total(s, 2) == 35
