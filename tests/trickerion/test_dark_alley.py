"""The Dark Alley (rulebook: Temná ulička: Dobrat první kartu, Dobrat další karty, Věštění budoucnosti; Speciální
karty pověření)."""

from __future__ import annotations

import json

from conjure.engine import Rng
from conjure.games.trickerion import data
from conjure.games.trickerion.specials.bonuses import BUILT
from tests.trickerion.helpers import assign_all, ids, to_assignment, to_turn, top, turn_at


def test_drawing_special_assignment_cards() -> None:
    """TRK-ALLEY-1: the first draw of a placement costs 1 AP, each further one 2 AP: two cards of a chosen deck are
    shown to the player alone, who keeps one in hand and returns the other to the deck."""
    g, s = turn_at("dark_alley", 1)
    other = 1 - s
    assert g.state["tasks"][-1]["ap"] == 5
    assert {"draw:downtown", "draw:market_row", "draw:workshop", "draw:theater", "fortune"} <= set(ids(g, s))
    g.make(s, "draw:workshop")
    assert top(g) == "keep_special" and g.state["tasks"][-2]["ap"] == 4
    drawn = g.state["tasks"][-1]["cards"]
    assert len(drawn) == 2 and ids(g, s) == [f"keep:{c}" for c in sorted(drawn)]
    assert g.view(s)["table"]["turn"]["drawn"] == drawn and "drawn" not in g.view(other)["table"]["turn"]
    assert g.view(other)["table"]["special_decks"]["workshop"] == 8
    g.make(s, f"keep:{drawn[0]}")
    assert g.state["seats"][s]["special_hand"] == [drawn[0]]
    assert g.state["special_bottom"]["workshop"] == [{"card": drawn[1], "seen": [s]}]
    assert len(g.state["special_decks"]["workshop"]) == 8 and g.view(other)["table"]["special_decks"]["workshop"] == 9
    assert "special_hand" not in g.view(other)["table"]["seats"][s]
    assert not any(e.get("card") == drawn[0] for e in g.events if g.rules.event_visible(e, other))
    g.make(s, "draw:theater")
    assert g.state["tasks"][-2]["ap"] == 2, "a further draw costs 2 AP"


def test_a_card_put_back_lies_under_the_deck_for_the_further_draws() -> None:
    """TRK-ALLEY-1 (Dobrat první kartu: the other card goes back *under* the deck; Poznámka: several draws of one
    placement may be drawn at once and chosen afterwards): a further draw of the same placement from the same deck
    never shows the card just put back while the deck holds other cards; with nothing else left it comes up. The
    drawer's ``redeal`` keeps that card under the deck, another seat's does not learn which card it is."""
    for seed in range(1, 9):
        g, s = turn_at("dark_alley", 1, seed=seed, shards=0)  # 3 + 2 AP: a first and two further draws
        g.make(s, "draw:workshop")
        first = g.state["tasks"][-1]["cards"]
        g.make(s, f"keep:{first[0]}")
        assert g.state["special_bottom"]["workshop"] == [{"card": first[1], "seen": [s]}]
        g.make(s, "draw:workshop")
        second = g.state["tasks"][-1]["cards"]
        assert first[1] not in second and len(set(second)) == 2
        g.make(s, f"keep:{second[0]}")
        under = [first[1], second[1]]
        assert [e["card"] for e in g.state["special_bottom"]["workshop"]] == under
        assert not set(under) & set(g.state["special_decks"]["workshop"])
        other = 1 - s
        for n in range(3):
            mine, theirs = g.rules.redeal(g.state, s, Rng(n)), g.rules.redeal(g.state, other, Rng(n))
            assert mine["special_bottom"] == g.state["special_bottom"]
            picked = [e["card"] for e in theirs["special_bottom"]["workshop"]]
            assert len(set(picked)) == 2 and all(data.SPECIAL_ASSIGNMENTS[c]["location"] == "workshop" for c in picked)
            assert not set(picked) & set(theirs["special_decks"]["workshop"])
            assert g.rules.view(theirs, other) == g.rules.view(g.state, other)
            again = g.rules.redeal(theirs, other, Rng(99))
            assert json.dumps(again, sort_keys=True) == json.dumps(
                g.rules.redeal(g.state, other, Rng(99)), sort_keys=True
            )
    g, s = turn_at("dark_alley", 1, seed=3)
    deck = g.state["special_decks"]["theater"]
    g.state["seats"][s]["special_hand"] += deck[2:]
    del deck[2:]
    g.make(s, "draw:theater")
    a, b = g.state["tasks"][-1]["cards"]
    g.make(s, f"keep:{a}")
    g.make(s, "draw:theater")
    assert b in g.state["seats"][s]["special_hand"] and deck == [], "only the card put back is left: it comes up"
    assert g.state["special_bottom"]["theater"] == []


def test_fortune_telling_moves_the_upcoming_prophecies() -> None:
    """TRK-ALLEY-2: for 1 AP every upcoming prophecy moves one space clockwise (toward the active space, the
    nearest one round to the farthest); not offered without prophecies."""
    g, s = turn_at("dark_alley", 4)
    upcoming = list(g.state["prophecy"]["upcoming"])
    g.make(s, "fortune")
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
    g.make(first, "forgo")
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
    g2.make(s2, f"fate:{upcoming[1]}")
    assert prophecy["active"] == upcoming[1] and len(prophecy["upcoming"]) == 3
    assert prophecy["upcoming"][0] == upcoming[0] and prophecy["upcoming"][2] == upcoming[2]
    assert prophecy["upcoming"][1] not in upcoming and len(prophecy["pool"]) == 27 - 3 - 1 - 1
