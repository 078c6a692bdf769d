"""The spell phase: secret pointing, reveal, conflicts, rooms (rulebook: "Fáze zaklínadla")."""

from __future__ import annotations

import pytest

import conjure
from tests.incantibus.helpers import assert_conserved, give, kinds, moat, new, play_all, set_room, set_wands


def test_everyone_points_at_once_and_choices_stay_secret() -> None:
    """INC-PHASE-1: every seat chooses secretly; the others see only that it is ready."""
    g = new(players=3)
    assert g.to_act == [0, 1, 2]
    first = g.legal_actions(0)[0].id
    before = g.view(1)
    g.apply(0, first)
    assert g.to_act == [1, 2]
    after = g.view(1)
    assert after["table"]["seats"][0]["ready"] and "choice" not in after["table"]["seats"][0]
    assert g.view(0)["table"]["seats"][0]["choice"] == first
    assert before["table"]["room"] == after["table"]["room"]
    assert all(e.get("type") != "chose" for e in g.events_for(1))
    with pytest.raises(conjure.IllegalAction, match="not to act"):
        g.apply(0, first)


def test_targets_in_a_room() -> None:
    """INC-PHASE-1: visible and hidden room tokens, and only the potions one can brew."""
    g = new(players=2)
    set_room(g.state, [("gold1", True), ("goblin", False)])
    ids = [a.id for a in g.legal_actions(0)]
    assert ids == ["take:hidden:1", "take:visible:0:gold1"]


def test_different_targets_each_take_theirs() -> None:
    """INC-PHASE-2: no conflict, every seat takes its token."""
    g = new(players=3)
    set_room(g.state, [("gold1", True), ("gold2", True), ("net", True), ("pumpkin", True)])
    play_all(g, {0: "take:visible:0:gold1", 1: "take:visible:1:gold2", 2: "take:visible:2:net"})
    assert (kinds(g, 0), kinds(g, 1), kinds(g, 2)) == (["gold1"], ["gold2"], ["net"])


def test_two_tokens_left_means_another_phase() -> None:
    """INC-PHASE-4: with at least two tokens left, the same room is searched again."""
    g = new(players=2)
    set_room(g.state, [("gold1", True), ("gold2", True), ("net", True), ("pumpkin", True)])
    play_all(g, {0: "take:visible:0:gold1", 1: "take:visible:1:gold2"})
    assert g.state["room"]["name"] == "roof" and g.to_act == [0, 1]


def test_last_token_goes_to_moat_and_next_room_opens() -> None:
    """INC-PHASE-5: one token left: it goes into the moat, the room is removed, potions refill to 3,
    the next room is laid out with its own counts and one more wizard is turned up."""
    g = new(players=2)
    s = g.state
    set_room(s, [("gold1", True), ("gold2", True), ("net", True)])
    s["box"]["potions"].append(s["potions"][1])
    s["potions"][1] = None
    up_before = len(s["wizards"]["up"])
    play_all(g, {0: "take:visible:0:gold1", 1: "take:visible:1:gold2"})
    assert moat(g) == ["net"]
    assert s["rooms_done"] == ["roof"] and s["room"]["name"] != "roof"
    from conjure.games.incantibus.data import DATA

    room = DATA.rooms[s["room"]["name"]]
    assert sum(x["up"] for x in s["room"]["slots"]) == room.visible
    assert sum(not x["up"] for x in s["room"]["slots"]) == room.hidden
    assert all(t is not None for t in s["potions"])
    assert len(s["wizards"]["up"]) == up_before + 1
    assert_conserved(s)


def test_conflict_loser_with_weakest_wand_swaps() -> None:
    """INC-PHASE-3: two seats in a conflict: the stronger wins and the two swap wands."""
    g = new(players=3)
    set_room(g.state, [("gold2", True), ("net", True), ("pumpkin", True)])
    set_wands(g.state, 1, 4, 2)
    play_all(g, {0: "take:visible:0:gold2", 1: "take:visible:0:gold2", 2: "take:visible:1:net"})
    assert kinds(g, 1) == ["gold2"] and kinds(g, 0) == []
    assert [x["wand"] for x in g.state["seats"]] == [4, 1, 2]


def test_gains_resolve_strongest_wand_first() -> None:
    """INC-DEC-8: the gains of one phase are resolved strongest wand first (after swaps): the
    strongest wand's overflow decision is asked before a weaker wand's."""
    g = new(players=2)
    s = g.state
    set_wands(s, 1, 4)
    give(s, 0, "mistletoe", "mistletoe", "mushrooms", "mushrooms")  # 3 ingredient fields + the pocket
    give(s, 1, "pumpkin", "pumpkin", "mandrake", "mandrake")
    set_room(s, [("mistletoe", True), ("pumpkin", True), ("gold1", True), ("gold2", True)])
    play_all(g, {0: "take:visible:0:mistletoe", 1: "take:visible:1:pumpkin"})
    assert g.to_act == [1]  # wand 4 decides first
    g.apply(1, "reject:pumpkin")
    assert g.to_act == [0]


def test_redeal_keeps_every_view() -> None:
    """INC-DEC-15: resampling what a seat cannot see changes the state but not that seat's view."""
    from conjure.engine import Rng

    g = new(players=3, seed=12)
    changed = False
    for seed in range(5):
        other = g.rules.redeal(g.state, 0, Rng(seed))
        assert other is not None
        changed |= other["kind"] != g.state["kind"]
        clone = g.clone()
        clone.state = other
        assert clone.view(0) == g.view(0)
    assert changed
