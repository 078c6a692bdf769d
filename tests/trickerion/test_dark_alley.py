"""The Dark Alley (rulebook: Temná ulička: Dobrat první kartu, Dobrat další karty, Věštění budoucnosti; Speciální
karty pověření)."""

from __future__ import annotations

from conjure.games.trickerion import data
from conjure.games.trickerion.specials import BUILT
from tests.trickerion.helpers import assign_all, ids, to_assignment, to_turn, top, turn_at


def test_drawing_special_assignment_cards() -> None:
    """TRK-ALLEY-1: the first draw of a placement costs 1 AP, each further one 2 AP: two cards of a chosen deck are
    shown to the player alone, who keeps one in hand and returns the other to the deck."""
    g, s = turn_at("dark_alley", 1)
    other = 1 - s
    assert g.state["tasks"][-1]["ap"] == 5
    assert {"draw:downtown", "draw:market_row", "draw:workshop", "draw:theater", "fortune"} <= set(ids(g, s))
    g.apply(s, "draw:workshop")
    assert top(g) == "keep_special" and g.state["tasks"][-2]["ap"] == 4
    drawn = g.state["tasks"][-1]["cards"]
    assert len(drawn) == 2 and ids(g, s) == [f"keep:{c}" for c in sorted(drawn)]
    assert g.view(s)["table"]["turn"]["drawn"] == drawn and "drawn" not in g.view(other)["table"]["turn"]
    assert g.view(other)["table"]["special_decks"]["workshop"] == 8
    g.apply(s, f"keep:{drawn[0]}")
    assert g.state["seats"][s]["special_hand"] == [drawn[0]]
    assert drawn[1] in g.state["special_decks"]["workshop"] and len(g.state["special_decks"]["workshop"]) == 9
    assert "special_hand" not in g.view(other)["table"]["seats"][s]
    assert not any(e.get("card") == drawn[0] for e in g.events if g.rules.event_visible(e, other))
    g.apply(s, "draw:theater")
    assert g.state["tasks"][-2]["ap"] == 2, "a further draw costs 2 AP"


def test_fortune_telling_moves_the_upcoming_prophecies() -> None:
    """TRK-ALLEY-2: for 1 AP every upcoming prophecy moves one space clockwise (toward the active space, the
    nearest one round to the farthest); not offered without prophecies."""
    g, s = turn_at("dark_alley", 4)
    upcoming = list(g.state["prophecy"]["upcoming"])
    g.apply(s, "fortune")
    assert g.state["prophecy"]["upcoming"] == upcoming[1:] + upcoming[:1]
    g2, s2 = turn_at("dark_alley", 4, seed=2)
    g2.state["prophecies"] = False
    assert "fortune" not in ids(g2, s2)


def test_a_special_card_is_assigned_like_a_permanent_one_with_one_ap_more() -> None:
    """TRK-ALLEY-3: a special card in hand is assigned like a permanent card of its location; placed, the character
    keeps the card's printed bonus, which it may give up for +1 AP there (the alternative every special card
    offers); every special card has its bonus built."""
    assert {*BUILT, "empower", "freelancer"} == set(data.SPECIAL_ASSIGNMENTS)  # these two act on placing
    g = to_assignment(2, seed=5)
    first = g.state["initiative"][0]
    card = g.state["special_decks"]["downtown"].pop()
    g.state["seats"][first]["special_hand"].append(card)
    assert f"assign:magician:{card}" in ids(g, first)
    assign_all(g, {first: {"magician": card}})
    assert g.state["seats"][first]["special_hand"] == []
    to_turn(g, first, "magician", "downtown", 4)
    assert g.state["tasks"][-1]["ap"] == 3 + 0 and g.state["tasks"][-1]["special"] == card
    g.apply(first, "forgo")
    assert g.state["tasks"][-1]["ap"] == 3 + 0 + 1 and "forgo" not in ids(g, first)


def test_the_priestess_weaves_fate() -> None:
    """TRK-ALLEY-4: the Priestess of Mysticism, for 1 AP at the Dark Alley, discards the active prophecy, makes any
    upcoming one active and draws a new one into its space; only while a prophecy is active."""
    g, s = turn_at("dark_alley", 4, magician="priestess_of_mysticism")
    assert not any(a.startswith("fate:") for a in ids(g, s)), "no prophecy is active in round 1"
    g2, s2 = turn_at("dark_alley", 4, magician="priestess_of_mysticism")
    prophecy = g2.state["prophecy"]
    prophecy["active"] = prophecy["pool"].pop()
    upcoming = list(prophecy["upcoming"])
    assert [a for a in ids(g2, s2) if a.startswith("fate:")] == sorted(f"fate:{p}" for p in upcoming)
    g2.apply(s2, f"fate:{upcoming[1]}")
    assert prophecy["active"] == upcoming[1] and len(prophecy["upcoming"]) == 3
    assert prophecy["upcoming"][0] == upcoming[0] and prophecy["upcoming"][2] == upcoming[2]
    assert prophecy["upcoming"][1] not in upcoming and len(prophecy["pool"]) == 27 - 3 - 1 - 1
