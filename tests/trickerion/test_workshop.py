"""The Workshop (rulebook: Ateliér: Připravit trik and its example, Přesunout triky/rekvizity/učně)."""

from __future__ import annotations

from typing import Any

from tests.trickerion.helpers import ids, turn_at

TANK = "water_tank_escape"


def _trick(trick: str, markers: int = 0, slot: str = "board", **extra: Any) -> dict[str, Any]:
    return {"id": trick, "symbol": "spade", "markers": markers, "slot": slot, **extra}


def test_preparation_example() -> None:
    """TRK-WORK-1: Lenka has 2 glass, 2 metal and a rope, so for 1 AP she prepares her Water Tank Escape, marked
    with spades, and puts 2 spade markers on it; the props stay; a trick whose props are not met, or whose card
    still holds markers, cannot be prepared."""
    props = {"glass": 2, "metal": 2, "rope": 1}
    g, s = turn_at("workshop", 1, props=props, tricks=[_trick(TANK), _trick("enchanted_butterflies")])
    assert ids(g, s) == ["end", f"prepare:{TANK}"], "the butterflies need 2 fabric"
    g.make(s, f"prepare:{TANK}")
    own = g.state["seats"][s]
    assert own["tricks"][0]["markers"] == 2 and own["props"] == props
    g2, s2 = turn_at("workshop", 1, props=props, tricks=[_trick(TANK, markers=1)])
    assert f"prepare:{TANK}" not in ids(g2, s2)


def test_engineer_slot_and_four_markers_in_play() -> None:
    """TRK-WORK-2: a trick on the engineer's slot gets one marker more; markers of one symbol in play (on the card
    and set up in the Theatre, ``staged``) never pass 4."""
    props = {"glass": 2, "metal": 2, "rope": 1}
    g, s = turn_at("workshop", 1, props=props, specialists=["engineer"], tricks=[_trick(TANK, slot="engineer")])
    g.make(s, f"prepare:{TANK}")
    assert g.state["seats"][s]["tricks"][0]["markers"] == 3
    g2, s2 = turn_at("workshop", 1, props=props, tricks=[_trick(TANK, staged=3)])
    g2.make(s2, f"prepare:{TANK}")
    assert g2.state["seats"][s2]["tricks"][0]["markers"] == 1
    g3, s3 = turn_at("workshop", 1, props=props, tricks=[_trick(TANK, staged=4)])
    assert f"prepare:{TANK}" not in ids(g3, s3)


def test_specialist_moves() -> None:
    """TRK-WORK-3: with an engineer a trick moves to his slot (swapping one there), with a manager a pile of at most
    2 moves to a multi slot (swapping when both are taken), with an assistant an apprentice moves to his board for
    good; 1 AP each, by any character."""
    seat = {
        "specialists": ["engineer", "manager", "assistant"],
        "props": {"wood": 2, "metal": 3, "glass": 1},
        "multi": [],
        "assistant_apprentice": False,
        "tricks": [_trick(TANK), _trick("enchanted_butterflies", slot="engineer")],
    }
    g, s = turn_at("workshop", 1, **seat)
    options = ids(g, s)
    assert {"move_trick:" + TANK, "move_components:wood", "move_components:glass", "move_apprentice"} <= set(options)
    assert "move_components:metal" not in options and "move_trick:enchanted_butterflies" not in options
    g.make(s, f"move_trick:{TANK}")
    own = g.state["seats"][s]
    assert [t["slot"] for t in own["tricks"]] == ["engineer", "board"]
    g.make(s, "move_components:wood")
    g.make(s, "move_apprentice")
    assert own["multi"] == ["wood"] and own["assistant_apprentice"]
    assert not any(t["t"] == "turn_workshop" for t in g.state["tasks"]), "3 AP spent: the turn is over"
    g2, s2 = turn_at(
        "workshop", 1, **{**seat, "multi": ["wood", "fabric"], "props": {"wood": 1, "fabric": 1, "glass": 1}}
    )
    assert [a for a in ids(g2, s2) if a.startswith("move_components")] == [
        "move_components:glass:fabric",
        "move_components:glass:wood",
    ]
