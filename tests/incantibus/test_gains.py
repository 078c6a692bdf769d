"""Gaining tokens: the suitcase, overflow, monsters, Ultimus, potions, the Philosopher's Stone."""

from __future__ import annotations

from conjure.games.incantibus import suitcase
from tests.incantibus.helpers import assert_conserved, give, kinds, moat, new, play_all, set_potions, set_room


def test_suitcase_fields_and_pockets() -> None:
    """INC-GAIN-1: one token per field; the pocket takes any kind; spells and wizards stack freely."""
    g = new(players=2)
    s = g.state
    assert suitcase.fits_kinds(s, 0, ["gold1", "gold2", "gold1"])  # 2 gold fields + pocket
    assert not suitcase.fits_kinds(s, 0, ["gold1", "gold2", "gold1", "net", "net", "stake"])
    assert suitcase.fits_kinds(s, 0, ["spell"] * 9 + ["lady_goblina", "pani_bila"])
    s["seats"][0]["pocket_tokens"].append(next(t for t in s["specials"] if s["kind"][t] == "pocket"))
    s["specials"].remove(s["seats"][0]["pocket_tokens"][0])
    assert suitcase.fits_kinds(s, 0, ["gold1", "gold2", "gold1", "gold2"])  # Locus gave a second pocket


def _full_gold(g):  # type: ignore[no-untyped-def]
    give(g.state, 0, "gold1", "gold2", "gold1")  # both gold fields and the pocket are used


# INC-DEC-12
def test_overflow_offers_drop_or_reject() -> None:
    """INC-GAIN-2: a token that does not fit: drop one of yours (only one that makes room) or throw the new one."""
    g = new(players=2)
    s = g.state
    _full_gold(g)
    give(s, 0, "net")
    set_room(s, [("gold2", True), ("pumpkin", True), ("mistletoe", True), ("mandrake", True)])
    play_all(g, {0: "take:visible:0:gold2", 1: "take:visible:1:pumpkin"})
    assert g.to_act == [0]
    ids = [a.id for a in g.legal_actions(0)]
    # the net does not make room for gold; dropping the old gold 2 would equal rejecting the new one
    assert ids == ["drop:gold1", "reject:gold2"]
    g.apply(0, "drop:gold1")
    assert kinds(g, 0) == ["gold1", "gold2", "gold2", "net"] and moat(g) == ["gold1"]
    assert_conserved(s)


# INC-DEC-17
def test_overflow_never_offers_two_ways_to_the_same_suitcase() -> None:
    """INC-GAIN-2: dropping an owned token of the new token's own kind leaves the same suitcase and moat
    as throwing the new one in, so only the rejection is offered (rules version 2)."""
    g = new(players=2)
    s = g.state
    give(s, 0, "mistletoe", "mistletoe", "pumpkin", "mandrake", "stake")  # 3 ingredient fields + the pocket
    set_room(s, [("mistletoe", True), ("gold1", True), ("net", True), ("stake", True)])
    play_all(g, {0: "take:visible:0:mistletoe", 1: "take:visible:1:gold1"})
    ids = [a.id for a in g.legal_actions(0)]
    assert ids == ["drop:mandrake", "drop:pumpkin", "reject:mistletoe"]  # the stake lies on a weapon field
    g.apply(0, "reject:mistletoe")
    assert kinds(g, 0) == ["mandrake", "mistletoe", "mistletoe", "pumpkin", "stake"] and moat(g) == ["mistletoe"]
    assert_conserved(s)


def test_overflow_reject_new_token() -> None:
    """INC-GAIN-2: throwing the new token into the moat keeps the suitcase as it was."""
    g = new(players=2)
    _full_gold(g)
    set_room(g.state, [("gold2", True), ("pumpkin", True), ("mistletoe", True), ("mandrake", True)])
    play_all(g, {0: "take:visible:0:gold2", 1: "take:visible:1:pumpkin"})
    g.apply(0, "reject:gold2")
    assert kinds(g, 0) == ["gold1", "gold1", "gold2"] and moat(g) == ["gold2"]


def test_ultimus_replaces_a_weapon_once() -> None:
    """INC-GAIN-4: with no matching weapon, Ultimus may catch the monster and then goes into the moat."""
    g = new(players=2)
    give(g.state, 0, "ultimus")
    set_room(g.state, [("ghost", False), ("pumpkin", True), ("mistletoe", True), ("mandrake", True)])
    play_all(g, {0: "take:hidden:0", 1: "take:visible:1:pumpkin"})
    assert [a.id for a in g.legal_actions(0)] == ["ultimus:decline", "ultimus:use"]
    g.apply(0, "ultimus:use")
    assert kinds(g, 0) == ["ghost"] and moat(g) == ["ultimus"]


def test_ultimus_declined_monster_flees() -> None:
    """INC-GAIN-4: declining Ultimus lets the monster flee; Ultimus stays."""
    g = new(players=2)
    give(g.state, 0, "ultimus")
    set_room(g.state, [("ghost", False), ("pumpkin", True), ("mistletoe", True), ("mandrake", True)])
    play_all(g, {0: "take:hidden:0", 1: "take:visible:1:pumpkin"})
    g.apply(0, "ultimus:decline")
    assert kinds(g, 0) == ["ultimus"] and moat(g) == ["ghost"]


def test_matching_weapon_means_ultimus_is_not_used() -> None:
    """INC-GAIN-4: with the matching weapon the monster is caught and Ultimus is kept."""
    g = new(players=2)
    give(g.state, 0, "ultimus", "crystal_ball")
    set_room(g.state, [("ghost", False), ("pumpkin", True), ("mistletoe", True), ("mandrake", True)])
    play_all(g, {0: "take:hidden:0", 1: "take:visible:1:pumpkin"})
    assert kinds(g, 0) == ["crystal_ball", "ghost", "ultimus"]


def test_philosophers_stone_replaces_an_ingredient() -> None:
    """INC-GAIN-5: the stone stands in for one missing ingredient and goes into the moat."""
    g = new(players=2)
    set_room(g.state, [("gold1", True), ("pumpkin", True), ("net", True)])
    set_potions(g.state, "green_a", "red_a", "blue_a")
    give(g.state, 0, "mistletoe", "stone")
    ids = [a.id for a in g.legal_actions(0)]
    assert "brew:0:green_a" in ids and "brew:2:blue_a" in ids and "brew:1:red_a" not in ids
    play_all(g, {0: "brew:0:green_a", 1: "take:visible:0:gold1"})
    assert kinds(g, 0) == ["green_a"] and moat(g) == ["mistletoe", "stone"]


# INC-DEC-13
def test_choice_of_payment_when_stone_is_optional() -> None:
    """INC-GAIN-5: with both ingredients and the stone, the brewer chooses what to hand in, token by token."""
    g = new(players=2)
    set_room(g.state, [("gold1", True), ("pumpkin", True), ("net", True)])
    set_potions(g.state, "green_a", "red_a", "blue_a")
    give(g.state, 0, "mistletoe", "mushrooms", "stone")
    play_all(g, {0: "brew:0:green_a", 1: "take:visible:0:gold1"})
    assert [a.id for a in g.legal_actions(0)] == ["give:mistletoe", "give:mushrooms", "give:stone"]
    g.apply(0, "give:stone")
    assert [a.id for a in g.legal_actions(0)] == ["give:mistletoe", "give:mushrooms"]
    g.apply(0, "give:mushrooms")
    assert kinds(g, 0) == ["green_a", "mistletoe"] and moat(g) == ["mushrooms", "stone"]
    assert_conserved(g.state)


# INC-DEC-10
def test_monsters_in_pockets_score() -> None:
    """INC-END-3: a fourth monster kept in the pocket still scores (Cyril's example has four)."""
    g = new(players=2)
    give(g.state, 0, "goblin", "goblin", "goblin", "goblin")
    assert suitcase.fits_kinds(g.state, 0, suitcase.kinds_of(g.state, 0))
    assert suitcase.score(g.state, 0) == {"monster": 8}
