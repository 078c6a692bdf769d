"""The Theatre's actions (rulebook: Divadlo; Aranžovat trik; Propojení triků; Změna programu; Dodatek, příklad A)."""

from __future__ import annotations

import copy
import json

import pytest

from conjure.engine import IllegalAction
from conjure.engine.actions import parse_id
from conjure.games.trickerion import data
from conjure.games.trickerion.flow import FLOW
from conjure.games.trickerion.labels import label
from conjure.games.trickerion.theatre.labels import KINDS
from conjure.games.trickerion.theatre.stage import corner, link_dirs, links_on, neighbour
from tests.trickerion.theatre_fixtures import (
    BLUE,
    CARD1,
    CARD2,
    CARD3,
    GREEN,
    RED,
    YELLOW,
    example_a_table,
    gains,
    ids,
    play_example_a,
    stage,
    turns,
)


def test_marker_corners_follow_the_school_cycle() -> None:
    """TRK-LINK-1: a marker's corners show the schools clockwise spiritual, mechanical, optical, escape; the
    corner of the trick's own school points where the player turns it; slots are a 2 × 3 grid."""
    assert corner("spiritual", "up", "right") == "mechanical"
    assert corner("spiritual", "up", "down") == "optical"
    assert corner("escape", "left", "up") == "spiritual"
    assert corner("mechanical", "right", "right") == "mechanical"
    assert [neighbour(2, d) for d in ("up", "right", "down", "left")] == [0, 3, 4, None]
    assert link_dirs("P03", 2) == ["up", "right"] and link_dirs("P03", 5) == ["up"]


def test_example_a_setting_up_tricks_and_links() -> None:
    """TRK-THEATER-1, TRK-THEATER-2, TRK-LINK-2, TRK-LINK-3 (rulebook example A): each set-up costs 1 AP and moves
    a marker from the trick card to a free slot, its school corner on a link circle; a link pays the placer the
    placed trick's level in fame or coins (yellow's level-1 link 1, blue's level-2 spade links 2 each); the
    mechanical trick cannot link; red's three set-ups each link, and in a shard circle every player in the link
    gets a shard."""
    g = example_a_table()
    yellow_done, blue_done, apprentice_done, red_done = play_example_a(g)
    assert yellow_done[YELLOW] == (11, 10, 0)
    assert blue_done[BLUE] == (10, 14, 0)
    assert apprentice_done == blue_done
    assert red_done[RED] == (10, 13, 2)
    assert red_done[BLUE] == (10, 14, 2)  # red linked with blue's markers in two shard circles
    stage_ = g.state["stage"]
    assert [len(links_on(card, stage_[card])) for card in (CARD1, CARD2, CARD3)] == [2, 3, 2]
    seats = g.state["seats"]
    assert [(t["id"], t["markers"], t["staged"]) for t in seats[BLUE]["tricks"]] == [
        ("spirit_hand", 0, 1),
        ("pepper_s_ghost", 0, 2),
    ]
    assert g.state["phase"] == "performance"  # every turn ended when its AP ran out


def test_one_marker_of_a_symbol_per_performance_and_free_slots_only() -> None:
    """TRK-THEATER-1: a marker goes only to a free slot, and never to a card holding a marker of the same colour
    and symbol; a turn offers only what its AP pay for, and may end at any time."""
    g = example_a_table()
    turns(g, (BLUE, "assistant", "thursday:backstage", 1))
    g.make(BLUE, "setup:pepper_s_ghost")
    g.make(BLUE, f"slot:{CARD3}:1")
    g.make(BLUE, "face:left")
    assert all(t["t"] != "turn_theater" for t in g.state["tasks"])  # the one AP is spent: the turn ended by itself
    g = example_a_table()
    stage(g, CARD3, BLUE, "pepper_s_ghost", 1, "left")
    turns(g, (BLUE, "assistant", "thursday:backstage", 2))
    assert "setup:pepper_s_ghost" in ids(g, BLUE) and "end" in ids(g, BLUE)
    g.make(BLUE, "setup:pepper_s_ghost")
    offered = ids(g, BLUE)
    assert not any(o.startswith(f"slot:{CARD3}:") for o in offered)
    assert f"slot:{CARD1}:1" not in offered and f"slot:{CARD1}:0" not in offered  # no slot 1; slot 0 is taken
    assert sorted(offered) == sorted(
        [f"slot:{CARD1}:4", f"slot:{CARD1}:5", *(f"slot:{CARD2}:{s}" for s in (0, 2, 3, 5))]
    )


def test_reschedule_moves_a_marker_without_bonuses() -> None:
    """TRK-THEATER-3: for 1 AP a player moves one of his markers to a free slot of the same or another card under
    the placement rules; a link it makes pays nothing (no fame, coins, nor the shard circle's shards)."""
    g = example_a_table()
    stage(g, CARD3, BLUE, "spirit_hand", 0, "right")
    stage(g, CARD3, BLUE, "pepper_s_ghost", 1, "down")
    stage(g, CARD2, RED, "water_tank_escape", 5, "up")
    for trick in g.state["seats"][BLUE]["tricks"]:
        trick["markers"] = 0
    assert links_on(CARD3, g.state["stage"][CARD3]) == []
    turns(g, (BLUE, "assistant", "thursday:backstage", 1))
    assert ids(g, BLUE) == ["end", "reschedule:P10:0", "reschedule:P10:1"]
    before = gains(g)
    g.make(BLUE, "reschedule:P10:1")
    assert f"slot:{CARD3}:1" not in ids(g, BLUE) and f"slot:{CARD3}:3" in ids(g, BLUE)
    g.make(BLUE, f"slot:{CARD2}:3")
    g.make(BLUE, "face:left")
    assert links_on(CARD2, g.state["stage"][CARD2]) == [(3, 5)]  # the shard circle
    assert gains(g) == before
    assert [m["slot"] for m in g.state["stage"][CARD3]] == [0]
    pepper = g.state["seats"][BLUE]["tricks"][1]
    assert (pepper["markers"], pepper["staged"]) == (0, 1)


def test_a_rejected_theatre_action_changes_nothing_and_the_state_saves_mid_turn() -> None:
    """TRK-THEATER-3: an action that is not legal is refused with the state unchanged; a state in the middle of a
    set-up (after choosing the slot) is plain JSON and plays on identically."""
    g = example_a_table()
    turns(g, (BLUE, "assistant", "thursday:backstage", 3))
    g.make(BLUE, "setup:pepper_s_ghost")
    g.make(BLUE, f"slot:{CARD3}:1")
    before = json.dumps(g.state, sort_keys=True)
    with pytest.raises(IllegalAction):
        g.make(BLUE, "face:up")
    with pytest.raises(IllegalAction):
        g.make(RED, "face:left")
    assert json.dumps(g.state, sort_keys=True) == before
    twin = copy.deepcopy(g.state)
    assert json.loads(json.dumps(twin)) == twin
    g.make(BLUE, "face:left")
    assert g.state["stage"][CARD3] == [{"slot": 1, "seat": BLUE, "trick": "pepper_s_ghost", "facing": "left"}]
    assert data.TRICKS["pepper_s_ghost"].level == 2
    assert g.state["tasks"][-1]["t"] == "turn_theater" and g.state["tasks"][-1]["ap"] == 2  # no link: no bonus asked


def test_every_theatre_and_performance_action_has_a_label_in_three_languages() -> None:
    """TRK-THEATER-4: every action of the Theatre turns and the Performance phase has a readable label in Czech,
    English and German (a trick by name, a card by its theatre and number, a slot by its place on the card)."""
    g = example_a_table()
    play_example_a(g)
    seen = {aid for _, aid in g.history} | {
        f"perform:{CARD2}",
        "reschedule:P10:3",
        "gain:fame",
        "decline",
        f"possess:{CARD1}",
        "steal:0:3",
        "setup:pepper_s_ghost:double",
        "swap:0:2",
        "keep_order",
    }
    ours = sorted(a for a in seen if parse_id(a)[0] in KINDS)
    assert {parse_id(a)[0] for a in ours} == set(KINDS)
    for aid in ours:
        words = {lang: label(aid, lang) for lang in ("cs", "en", "de")}
        assert all(w and w != aid and "{" not in w for w in words.values()), words
        assert len(set(words.values())) == 3, words
    assert label("slot:P03:2", "en") == "Onto Riverside Theater no. 3, middle left"
    assert label("setup:pepper_s_ghost", "cs").startswith("Aranžovat trik")


def test_headliner_trick_pays_each_link_twice() -> None:
    """TRK-THEATER-8: with Headliner Trick the set-up taken with the card's bonus (``setup:…:special``) pays every
    link it makes twice, each payment chosen on its own (in example A's second step yellow's link pays 1 + 1); the
    bonus is used once, and may be given up for +1 AP before."""
    g = example_a_table()
    g.state["phase"] = "performance"
    FLOW.push(
        g.state,
        {
            "t": "turn_theater",
            "seat": YELLOW,
            "char": "manager",
            "space": "friday:backstage",
            "ap": 2,
            "special": "headliner_trick",
        },
    )
    FLOW.run(g.state, g.rng, [])
    assert {"forgo", "setup:burning_mummy:special"} <= set(ids(g, YELLOW))
    g.make(YELLOW, "setup:barricaded_barrels")
    g.make(YELLOW, f"slot:{CARD2}:0")
    g.make(YELLOW, "setup:burning_mummy:special")
    g.make(YELLOW, f"slot:{CARD2}:2")
    g.make(YELLOW, "face:up")
    fame = g.state["seats"][YELLOW]["fame"]
    assert ids(g, YELLOW) == ["gain:coins", "gain:fame"]
    g.make(YELLOW, "gain:fame")
    assert ids(g, YELLOW) == ["gain:coins", "gain:fame"], "the same link pays a second time"
    g.make(YELLOW, "gain:coins")
    assert g.state["seats"][YELLOW]["fame"] == fame + 1 and g.state["seats"][YELLOW]["coins"] == 10 + 1
    g2 = example_a_table()
    g2.state["phase"] = "performance"
    FLOW.push(
        g2.state,
        {
            "t": "turn_theater",
            "seat": YELLOW,
            "char": "manager",
            "space": "friday:backstage",
            "ap": 2,
            "special": "headliner_trick",
        },
    )
    FLOW.run(g2.state, g2.rng, [])
    g2.make(YELLOW, "forgo")
    assert g2.state["tasks"][-1]["ap"] == 3 and not any(a.endswith(":special") for a in ids(g2, YELLOW))


def test_directors_favor_moves_an_opponents_marker() -> None:
    """TRK-THEATER-9: with Director's Favor one Reschedule may move an opponent's marker instead of one's own
    (``reschedule:<card>:<slot>:special``): it stays the opponent's, goes to a slot where that opponent's trick may
    lie, and its links pay nothing."""
    g = example_a_table()
    g.state["phase"] = "performance"
    FLOW.push(
        g.state,
        {
            "t": "turn_theater",
            "seat": YELLOW,
            "char": "manager",
            "space": "friday:backstage",
            "ap": 2,
            "special": "director_s_favor",
        },
    )
    FLOW.run(g.state, g.rng, [])
    options = ids(g, YELLOW)
    assert f"reschedule:{CARD1}:0:special" in options and not any(
        a.startswith("reschedule:") and not a.endswith(":special") for a in options
    ), "yellow has no marker yet"
    before = gains(g)
    g.make(YELLOW, f"reschedule:{CARD1}:0:special")
    assert f"slot:{CARD1}:0" not in ids(g, YELLOW)
    g.make(YELLOW, f"slot:{CARD3}:0")
    if g.state["tasks"][-1]["t"] == "theater_face":
        g.make(YELLOW, ids(g, YELLOW)[0])
    moved = [m for m in g.state["stage"][CARD3] if m["slot"] == 0]
    assert moved and moved[0]["seat"] == GREEN and moved[0]["trick"] == "window_to_the_otherworld"
    assert all(m["slot"] != 0 for m in g.state["stage"][CARD1]) and gains(g) == before
    assert g.state["tasks"][-1]["ap"] == 1 and not any(a.endswith(":special") for a in ids(g, YELLOW))


def test_buying_time_swaps_two_performance_cards() -> None:
    """TRK-THEATER-10: after a set-up taken with Buying Time's bonus the player may swap two performance cards in
    the Theatre (their markers go with them) and then gains 3 coins, or leave them where they are."""
    g = example_a_table()
    g.state["phase"] = "performance"
    FLOW.push(
        g.state,
        {
            "t": "turn_theater",
            "seat": YELLOW,
            "char": "manager",
            "space": "friday:backstage",
            "ap": 2,
            "special": "buying_time",
        },
    )
    FLOW.run(g.state, g.rng, [])
    green = list(g.state["stage"][CARD1])
    g.make(YELLOW, "setup:barricaded_barrels:special")
    g.make(YELLOW, f"slot:{CARD2}:0")
    assert ids(g, YELLOW) == ["keep_order", "swap:0:1", "swap:0:2", "swap:1:2"]
    assert label("swap:0:2", "en") == "Swap the performance cards at positions 1 and 3 (+3 coins)"
    coins = g.state["seats"][YELLOW]["coins"]
    g.make(YELLOW, "swap:0:2")
    assert g.state["theater"][:3] == [CARD3, CARD2, CARD1] and g.state["stage"][CARD1] == green
    assert g.state["seats"][YELLOW]["coins"] == coins + 3
    assert not any(a.endswith(":special") for a in ids(g, YELLOW)), "the bonus is used"
