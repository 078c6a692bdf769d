"""The Assignment phase (rulebook: Fáze pověření; Nečinné postavy)."""

from __future__ import annotations

import json

from conjure.engine import Rng
from conjure.games.trickerion import data
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.phases.assignment import card_location, character_ids
from tests.trickerion.helpers import assign_all, ids, to_assignment, top


def test_character_ids_number_the_second_of_a_type() -> None:
    """TRK-ASSIGN-4: characters are named by type within their seat; a second apprentice is ``apprentice2``."""
    seat = {"characters": ["magician", "apprentice", "assistant", "apprentice"]}
    assert character_ids(seat) == ["magician", "apprentice", "assistant", "apprentice2"]


def test_everyone_assigns_at_once_one_character_at_a_time() -> None:
    """TRK-ASSIGN-1: every player is asked at once; each decision puts one card from the hand under the next
    character (or leaves it without one); the hand shrinks; a seat that has finished is asked no more."""
    g = to_assignment(3, seed=2)
    assert g.state["phase"] == "assignment" and sorted(g.to_act) == [0, 1, 2]
    first = ids(g, 1)
    assert "assign:magician:theater" in first and "idle:magician" in first and "done" in first
    assert not any(":apprentice:" in a for a in first), "one character at a time, the magician first"
    g.make(1, "assign:magician:downtown")
    assert g.state["seats"][1]["hand"]["downtown"] == 0 and sorted(g.to_act) == [0, 1, 2]
    assert all(a.startswith(("assign:apprentice:", "idle:apprentice", "done")) for a in ids(g, 1))
    assert "assign:apprentice:downtown" not in ids(g, 1), "the only Downtown card is used"
    g.make(1, "done")
    assert sorted(g.to_act) == [0, 2] and ids(g, 1) == []
    g.make(0, "done")
    g.make(2, "done")
    assert g.state["phase"] == "placement"


def test_a_seat_cannot_see_another_seats_pending_choices() -> None:
    """TRK-ASSIGN-2: before the reveal a seat sees nothing of another's choices (not even which characters have a
    card: its hand sizes count the cards it is assigning); its view, its options and the events it may see are the
    same whatever the other chose, a card or none; redeal keeps every view."""
    views = []
    for choice in ("assign:magician:downtown", "assign:magician:theater", "idle:magician"):
        g = to_assignment(3, seed=4)
        sizes = g.view(0)["table"]["seats"][1]["hand_size"]
        g.make(1, choice)
        table = g.view(0)["table"]
        assert table["assigned"][1] == {} and table["seats"][1]["hand_size"] == sizes
        if choice.startswith("assign"):
            assert g.view(1)["table"]["assigned"][1] == {"magician": choice.split(":")[2]}
        events = g.events_for(0)
        views.append((json.dumps(table, sort_keys=True), ids(g, 0), json.dumps(events, sort_keys=True)))
        for seat in (0, 2):
            twin = g.rules.redeal(g.state, seat, Rng(5))
            assert twin is not None
            assert g.rules.view(twin, seat) == g.rules.view(g.state, seat)
    assert views[0] == views[1] == views[2]
    g = to_assignment(3, seed=4)
    card = g.state["special_decks"]["market_row"].pop()
    g.state["seats"][2]["special_hand"].append(card)
    g.make(2, f"assign:magician:{card}")
    g.make(2, "done")  # finished: the others learn that much, not which characters have a card
    assert g.view(0)["table"]["assigned"][2] == {} and g.view(0)["table"]["seats"][2]["special_hand_size"] == 1
    assert g.events_for(0)[-1] == {"type": "assigned", "seat": 2, "step": g.events[-1].get("step")}


def test_reveal_then_characters_without_a_card_are_idle() -> None:
    """TRK-ASSIGN-3: when every player has finished, all cards are revealed at once and the Placement phase
    begins; a character without a card is never offered a space."""
    g = to_assignment(2, seed=3)
    assign_all(g, {0: {"apprentice": "market_row"}, 1: {"magician": "workshop"}})
    reveal = [e for e in g.events if e["type"] == "reveal"][-1]
    assert reveal["assigned"] == [{"apprentice": "market_row"}, {"magician": "workshop"}]
    assert g.view(1)["table"]["assigned"][0] == {"apprentice": "market_row"}
    assert g.state["phase"] == "placement" and top(g) == "place"
    for seat in g.to_act:
        assert all(":magician:" not in a for a in ids(g, seat)) or seat == 1


def test_cards_go_back_at_the_end_of_the_round() -> None:
    """TRK-ASSIGN-5: the End of Round (steps 2 and 8) puts every permanent card back in its owner's hand, a used
    special card back into its deck, one under an idle character back in the hand."""
    g = to_assignment(2, seed=3)
    hand = dict(g.state["seats"][0]["hand"])
    special = g.state["special_decks"]["downtown"][0]
    spare = g.state["special_decks"]["workshop"][0]
    g.state["special_decks"]["downtown"].remove(special)
    g.state["special_decks"]["workshop"].remove(spare)
    g.state["seats"][0]["special_hand"] += [special, spare]
    g.state["seats"][0]["characters"] = ["magician", "apprentice", "manager"]
    assign_all(g, {0: {"magician": "downtown", "apprentice": special, "manager": spare}})
    state = g.state
    state["idle"][0].append("manager")
    state["placed"].append({"seat": 0, "char": "apprentice", "loc": "downtown", "space": 4})
    state["tasks"].clear()
    state["phase"] = "round_end"
    FLOW.run(state, g.rng, [])
    assert state["round"] == 2  # on into the next round (its opening and Assignment phase touch no card)
    assert state["seats"][0]["hand"] == hand and state["assigned"] == [{}, {}]
    assert state["seats"][0]["special_hand"] == [spare] and special not in state["special_decks"]["downtown"]
    assert state["special_bottom"]["downtown"] == [{"card": special, "seen": [0, 1]}], "under the deck, seen by all"


def test_a_prophecy_reveals_each_card_only_on_placing() -> None:
    """TRK-ASSIGN-6: with the prophecy that reveals each card just before its character is placed, another seat's
    cards stay face down through the Placement phase until their character is placed (an idle one's for good);
    redeal keeps every view."""
    g = to_assignment(2, seed=6)
    g.state["prophecy"]["active"] = "prophecy_20"
    first, second = g.state["initiative"]
    assign_all(
        g,
        {
            first: {"magician": "downtown", "apprentice": "workshop"},
            second: {"magician": "market_row", "apprentice": "dark_alley"},
        },
    )
    reveal = [e for e in g.events if e["type"] == "reveal"][-1]
    assert reveal["assigned"] == [{}, {}]
    assert g.view(second)["table"]["assigned"][first] == {"magician": "face_down", "apprentice": "face_down"}
    g.make(first, "place:magician:downtown:4")
    assert g.view(second)["table"]["assigned"][first] == {"magician": "downtown", "apprentice": "face_down"}
    for seat in (first, second):
        twin = g.rules.redeal(g.state, seat, Rng(3))
        assert twin is not None and g.rules.view(twin, seat) == g.rules.view(g.state, seat)
    while g.to_act == [first]:
        g.make(first, "end")
    g.make(second, "idle:magician")
    g.make(first, "idle:apprentice")
    assert g.view(second)["table"]["assigned"][first]["apprentice"] == "face_down"


def test_redeal_resamples_the_special_cards_a_seat_cannot_see() -> None:
    """TRK-VIEW-2: ``redeal`` for a seat draws the other seats' special hands and the special decks anew from all
    the special cards it cannot see (each deck keeps its size and location, each hand its size), keeps its own hand
    and every view, and depends only on what the seat sees."""
    g = to_assignment(3, seed=4)
    for seat in (1, 2):
        for loc in ("downtown", "theater"):
            g.state["seats"][seat]["special_hand"].append(g.state["special_decks"][loc].pop())
    own = list(g.state["seats"][0]["special_hand"])
    hands = set()
    for n in range(8):
        twin = g.rules.redeal(g.state, 0, Rng(n))
        assert twin is not None and g.rules.view(twin, 0) == g.rules.view(g.state, 0)
        assert twin["seats"][0]["special_hand"] == own
        assert {loc: len(d) for loc, d in twin["special_decks"].items()} == {
            loc: len(d) for loc, d in g.state["special_decks"].items()
        }
        assert all(card_location(c) == loc for loc, d in twin["special_decks"].items() for c in d)
        cards = [c for d in twin["special_decks"].values() for c in d]
        cards += [c for s in twin["seats"] for c in s["special_hand"]]
        assert sorted(cards) == sorted(data.SPECIAL_ASSIGNMENTS)
        again = g.rules.redeal(twin, 0, Rng(99))
        assert json.dumps(again, sort_keys=True) == json.dumps(g.rules.redeal(g.state, 0, Rng(99)), sort_keys=True)
        hands.add(tuple(twin["seats"][1]["special_hand"]))
    assert len(hands) > 1, "another seat's special hand is drawn anew"
