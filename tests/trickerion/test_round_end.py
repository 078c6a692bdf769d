"""The End of Round (rulebook: Fáze konce kola, its eight steps)."""

from __future__ import annotations

from typing import Any

from conjure.engine import Game
from conjure.games.trickerion import data
from conjure.games.trickerion.phases.round_end import STEPS, wages
from tests.trickerion.theatre_fixtures import give_tricks, place, run_phase, show_cards, stage, table


def end_round(g: Game) -> list[dict[str, Any]]:
    """Run the End of Round from an empty stack; whatever the next round's opening asks is dropped."""
    g.state["tasks"].clear()
    events = run_phase(g, "round_end")
    g.state["tasks"].clear()
    return events


def test_the_eight_steps_in_the_rulebooks_order() -> None:
    """TRK-END-1 … TRK-END-7: the End of Round runs wages, return of characters, orders, performance cards,
    posters, round marker, prophecies, special cards, in this order, then the next round's opening."""
    assert STEPS == (
        "pay_wages",
        "return_characters",
        "deliver_orders",
        "advance_performances",
        "return_posters",
        "round_marker",
        "shift_prophecies",
        "return_special_cards",
    )
    g = table(3, seed=5)
    events = end_round(g)
    assert g.state["round"] == 2 and g.state["phase"] == "assignment"
    kinds = [e["type"] for e in events]
    assert kinds.index("delivered") < kinds.index("performance_revealed") < kinds.index("prophecy")
    assert kinds.index("prophecy") < kinds.index("round_end") < kinds.index("dice")


def test_wages_and_fame_for_unpaid_coins() -> None:
    """TRK-END-1: 1 coin per active apprentice (not the one on the assistant's board), 2 per active specialist;
    idle characters cost nothing; a player pays what he has and loses 2 fame per unpaid coin, never below 0."""
    g = table(3, seed=5)
    seats = g.state["seats"]
    seats[0].update(
        coins=10, fame=8, characters=["magician", "apprentice", "apprentice", "engineer"], assistant_apprentice=False
    )
    seats[1].update(
        coins=2, fame=8, characters=["magician", "apprentice", "assistant", "apprentice"], assistant_apprentice=True
    )
    seats[2].update(
        coins=1, fame=3, characters=["magician", "apprentice", "manager", "engineer"], assistant_apprentice=False
    )
    for seat, char in (
        (0, "apprentice"),
        (0, "apprentice2"),
        (0, "magician"),
        (1, "apprentice"),
        (1, "apprentice2"),
        (1, "assistant"),
        (2, "manager"),
        (2, "engineer"),
    ):
        place(g, seat, char, "downtown", 1)
    assert [wages(g.state, s) for s in range(3)] == [2, 3, 4]  # seat 0's engineer is idle
    end_round(g)
    assert [(s["coins"], s["fame"]) for s in seats] == [(8, 8), (0, 6), (0, 0)]


def test_characters_return_and_the_hired_join() -> None:
    """TRK-END-2: every character comes home, its permanent card back to the hand; characters hired at the Inn
    this round join the team, a specialist with his board."""
    g = table(2, seed=6)
    own = g.state["seats"][0]
    theater_cards = own["hand"]["theater"]
    place(g, 0, "magician", "theater", "friday:backstage")
    g.state["assigned"] = [{"magician": "theater"}, {}]
    g.state["idle"] = [[], []]
    own["hired"] = ["engineer", "apprentice"]
    end_round(g)
    assert g.state["placed"] == []
    assert own["hand"]["theater"] == theater_cards + 1 and g.state["assigned"] == [{}, {}]
    assert own["characters"][-2:] == ["engineer", "apprentice"] and "engineer" in own["specialists"]
    assert own["hired"] == []


def test_orders_are_delivered_and_the_quick_order_returns() -> None:
    """TRK-END-3: each ordered prop replaces the prop on the matching buy space; the quick-order prop goes back to
    the supply."""
    g = table(2, seed=6)
    market = g.state["market"]
    market.update(buy=["wood", "metal", "glass", "fabric"], order=[None, "rope", None, "saw"], quick="mirror")
    end_round(g)
    assert market == {"buy": ["wood", "rope", "glass", "saw"], "order": [None, None, None, None], "quick": None}


def test_performance_cards_advance_and_from_round_3_the_last_leaves() -> None:
    """TRK-END-4: every card moves one position right and the deck's top card fills the leftmost one; from the end
    of round 3 the card pushed off the last position is discarded and its markers go back to their owners'
    supplies (not onto the trick cards), leaving players + 1 cards."""
    g = table(3, seed=7)
    theater = g.state["theater"]
    assert sum(c is not None for c in theater) == 2 and len(theater) == 4
    deck = [c for group in g.state["performance_deck"] for c in group]
    counts = []
    for _ in range(2):
        before = list(theater)
        end_round(g)
        assert theater[1:] == before[:-1] and theater[0] == deck[0 if theater[0] == deck[0] else 1]
        counts.append(sum(c is not None for c in theater))
    assert counts == [3, 4] and g.state["performance_discard"] == []
    assert set(theater[:2]) <= set(deck[:2])  # the Riverside cards of the deck's top group came first
    leaving = theater[-1]
    give_tricks(g, 1, ("linking_rings", 0))
    stage(g, leaving, 1, "linking_rings", _slots(leaving)[0], "down")
    end_round(g)  # the end of round 3
    assert g.state["performance_discard"] == [leaving] and leaving not in theater
    assert sum(c is not None for c in theater) == 4
    assert g.state["seats"][1]["tricks"][0]["staged"] == 0 and g.state["seats"][1]["tricks"][0]["markers"] == 0
    assert leaving not in g.state["stage"]


def _slots(card: str) -> list[int]:
    return list(data.PERFORMANCES[card].slots)


def test_posters_round_marker_and_prophecies() -> None:
    """TRK-END-5: posters come back to their owners and the round marker moves on; TRK-END-6: with prophecies,
    the nearest upcoming prophecy becomes the active one, the others move one space on and a face-down one fills
    the farthest space; without prophecies nothing moves."""
    g = table(2, seed=8)
    for seat in g.state["seats"]:
        seat["poster"] = False
    upcoming = list(g.state["prophecy"]["upcoming"])
    pool = len(g.state["prophecy"]["pool"])
    end_round(g)
    prophecy = g.state["prophecy"]
    assert all(s["poster"] for s in g.state["seats"]) and g.state["round"] == 2
    assert prophecy["active"] == upcoming[0] and prophecy["upcoming"][:2] == upcoming[1:]
    assert len(prophecy["upcoming"]) == 3 and len(prophecy["pool"]) == pool - 1
    g = table(2, seed=8, prophecies=False)
    end_round(g)
    assert g.state["prophecy"] == {"active": None, "upcoming": [], "pool": []}


def test_special_cards_go_back() -> None:
    """TRK-END-7: a used special assignment card goes under its deck; a card under an idle character goes back to
    the hand."""
    g = table(2, seed=9)
    decks = g.state["special_decks"]
    used, kept = decks["theater"].pop(), decks["downtown"].pop()
    g.state["assigned"] = [{"magician": used, "apprentice": kept}, {}]
    g.state["idle"] = [["apprentice"], []]
    place(g, 0, "magician", "theater", "sunday:backstage")
    end_round(g)
    assert g.state["special_bottom"]["theater"] == [{"card": used, "seen": [0, 1]}] and kept not in decks["downtown"]
    assert g.state["seats"][0]["special_hand"] == [kept]
    assert g.state["assigned"] == [{}, {}] and g.state["idle"] == [[], []]


def test_a_performance_card_stays_after_its_performance() -> None:
    """TRK-END-4 with TRK-PERF-1: a performed card is not discarded; it advances like the others."""
    g = table(2, seed=10)
    show_cards(g, "P01")
    give_tricks(g, 0, ("linking_rings", 0))
    stage(g, "P01", 0, "linking_rings", 0, "down")
    place(g, 0, "magician", "theater", "saturday:performance")
    run_phase(g, "performance")
    assert g.state["theater"][1] == "P01" and g.state["stage"] == {}
