"""Setup, the round, a turn's actions and the circles (rulebook B, C, F.4–F.9)."""

from __future__ import annotations

import pytest

import conjure
from conjure.games.insula import data
from tests.insula.helpers import at, blank, card, curse_top, flower_top, gid_of, give, guard, ids, lay, new, top


def test_setup_board_and_players() -> None:
    """INS-SETUP-1 INS-SETUP-4 INS-SETUP-5: beach and citadel 5 places apart, adventurers on the beach,
    guardians in the bag, time on the sun, 6 energy in vitality, tokens on field 0, one flower."""
    for n in (2, 3, 4, 5):
        s = new(n).state
        assert s["cells"]["0,0"]["card"] == "beach" and s["cells"]["0,6"]["card"] == "citadel"
        assert len(s["bag"]) == 13 and s["time"] == 0
        assert s["supply"] == 50 - 6 * n
        for p in s["seats"]:
            assert p["position"] == "0,0" and p["vitality"] == 6 and p["fatigue"] == 0
            assert p["reward"] == 0 and p["penalty"] == 0 and len(p["hand"]) == 1
            assert all(v is None for v in p["slots"].values())


def test_setup_basic_deck_light_over_shadow() -> None:
    """INS-SETUP-2: basic game: the light cards are drawn before any shadow card."""
    g = blank(2)
    assert len(g.state["piles"]["light"]) == 16 and len(g.state["piles"]["shadow"]) == 18
    g.apply(0, "move:in")
    assert data.ISLAND[g.state["cells"]["0,1"]["card"]]["pile"] == "light"


def test_setup_advanced() -> None:
    """INS-SETUP-3: advanced: 3 light then 2 shadow cards face down between beach and citadel; Parádilka dealt."""
    s = new(4, advanced=True).state
    for y in range(1, 6):
        cell = s["cells"][f"0,{y}"]
        assert not cell["up"]
        assert data.ISLAND[cell["card"]]["pile"] == ("light" if y <= 3 else "shadow")
    for p in s["seats"]:
        assert sum(data.flower_effect(c) == "bluff" for c in p["hand"]) == 1 and len(p["hand"]) == 2
    assert not any(data.flower_effect(c) == "bluff" for c in s["flowers"]["deck"])


def test_setup_starting_player_and_options() -> None:
    """INS-SETUP-6 INS-SETUP-7: the last seat holds the battle card, seat 0 starts; citadel=blue needs advanced."""
    g = new(3)
    assert g.state["holder"] == 2 and g.to_act == [0]
    with pytest.raises(conjure.ConfigError, match="advanced"):
        new(3, citadel="blue")
    with pytest.raises(conjure.ConfigError):
        conjure.new_game("insula", players=6)
    assert new(3, advanced=True, citadel="blue").state["citadel"] == "blue"


def test_round_order_and_battle_card() -> None:
    """INS-ROUND-1: turns from the left of the holder, holder last, then fights; the card passes right
    and the old holder starts the next round (so plays twice in a row)."""
    g = blank(3)
    seen = []
    for _ in range(3):
        seen.append(g.to_act[0])
        g.apply(g.to_act[0], "end")
    assert seen == [0, 1, 2]
    assert g.state["holder"] == 1 and g.to_act == [2] and g.state["round"] == 2
    assert "die" in [e["type"] for e in g.events]  # INS-FIGHT-1: no fight anywhere, only the die roll


def test_two_different_actions_second_costs_energy() -> None:
    """INS-TURN-1 INS-TURN-2: up to two different actions; the second costs 1 energy and needs it."""
    g = blank(2)
    lay(g, "0,1", card("plain"))
    g.apply(0, "move:in")
    assert not any(a.startswith("move:") for a in ids(g, 0))
    g.state["seats"][0]["fatigue"] = 2
    g.state["seats"][0]["vitality"] = 4
    g.apply(0, "rest:2")
    p = g.state["seats"][0]
    assert p["vitality"] == 4 + 2 - 1 and p["fatigue"] == 1  # paid 1 for the second action
    assert g.to_act == [1]  # both actions done: the turn ended by itself
    g.state["seats"][1]["vitality"] = 0
    g.state["seats"][1]["fatigue"] = 6
    g.apply(1, "move:in")
    assert ids(g, 1) == ["end"]  # no energy for a second action


def test_move_rules() -> None:
    """INS-MOVE-1 INS-MOVE-3 INS-MOVE-4 INS-MOVE-5: orthogonal steps, never into the sea, no inland step
    off a guardian's field, no citadel from the coast side, no exploring with the deck out."""
    g = blank(2)
    assert [a for a in ids(g, 0) if a.startswith("move:")] == ["move:in", "move:left", "move:right"]
    lay(g, "0,5", card("plain"))
    at(g, 0, "0,5")
    assert "move:in" not in ids(g, 0)  # red thorns
    lay(g, "1,5", card("plain"))
    lay(g, "1,6", card("meadow"))
    at(g, 0, "1,6")
    assert "move:left" in ids(g, 0)  # from the side is fine
    at(g, 0, "1,5")
    guard(g, "1,5", gid_of(1))
    opts = ids(g, 0)
    assert "move:in" not in opts and "move:out" in opts and "move:left" in opts
    g.state["piles"] = {"light": [], "shadow": []}
    at(g, 0, "0,0")
    assert [a for a in ids(g, 0) if a.startswith("move:")] == []


def test_explore_danger_draws_guardian() -> None:
    """INS-MOVE-2 INS-GUARD-1: exploring lays the top card face up; a danger card draws a guardian onto it."""
    g = blank(2)
    top(g, card("danger"))
    g.apply(0, "move:right")
    s = g.state
    assert s["cells"]["1,0"]["up"] and data.ISLAND[s["cells"]["1,0"]["card"]]["kind"] == "danger"
    assert len(s["guardians"]["1,0"]) == 1 and len(s["bag"]) == 12
    assert s["seats"][0]["position"] == "1,0"


def test_thorn_penalties_basic_and_advanced() -> None:
    """INS-MOVE-6: against the thorns' points 2 penalties (3 advanced); with them nothing."""
    pond = card("pond", thorns=True)  # inland edge, points out of the card
    for advanced, expected in ((False, 2), (True, 3)):
        g = blank(2, advanced=advanced)
        lay(g, "0,1", pond)
        lay(g, "0,2", card("plain"))
        at(g, 0, "0,1")
        g.apply(0, "move:in")
        assert g.state["seats"][0]["penalty"] == 0  # with the points
        g.state["actions"] = []
        g.apply(0, "move:out")
        assert g.state["seats"][0]["penalty"] == expected  # against the points


def test_face_down_card_turned_when_entered() -> None:
    """INS-MOVE-7: stepping onto a face-down card turns it as if exploring."""
    g = new(2, advanced=True)
    cid = g.state["cells"]["0,1"]["card"]
    g.apply(0, "move:in")
    assert g.state["cells"]["0,1"] == {"card": cid, "up": True, "seen": []}


def test_rest_amounts() -> None:
    """INS-REST-1: rest 3, at a pond 4, on a guardian's field 1; advanced 2/3/1; taking less is allowed."""
    cases = [
        (False, "plain", False, 3),
        (False, "pond", False, 4),
        (False, "pond", True, 1),
        (True, "plain", False, 2),
        (True, "pond", False, 3),
        (True, "plain", True, 1),
    ]
    for advanced, kind, guarded, most in cases:
        g = blank(2, advanced=advanced)
        lay(g, "0,1", card(kind))
        at(g, 0, "0,1")
        if guarded:
            guard(g, "0,1", gid_of(2))
        g.state["seats"][0].update(vitality=0, fatigue=6)
        assert [a for a in ids(g, 0) if a.startswith("rest:")] == [f"rest:{i}" for i in range(1, most + 1)]


def test_flower_action_draw_and_hand_limit() -> None:
    """INS-FLOWER-1: on a meadow the Flower action draws a flower; more than 5 must be discarded."""
    g = blank(2)
    lay(g, "0,1", card("meadow"))
    at(g, 0, "0,1")
    assert "flower:draw" in ids(g, 0)
    give(g, 0, "ohnivka1", "ohnivka2", "ohnivka3", "ohnivka4", "ohnivka5")
    flower_top(g, "plamenka1")
    g.apply(0, "flower:draw")
    assert g.to_act == [0] and all(a.startswith("discard:") for a in ids(g, 0))
    g.apply(0, "discard:plamenka1")
    assert len(g.state["seats"][0]["hand"]) == 5 and "plamenka1" in g.state["flowers"]["discard"]
    at(g, 0, "0,0")
    assert "flower:draw" not in ids(g, 0)


def test_blocked_action_and_curse_action() -> None:
    """INS-CURSE-1 INS-CURSE-2: a curse on a slot blocks that action; the Curse action plays it: white
    replaces the white curse on the time card, blue is executed then discarded."""
    g = blank(2)
    p = g.state["seats"][0]
    p["slots"]["move"] = "tesaky1"
    assert not any(a.startswith("move:") for a in ids(g, 0))
    g.state["white_curse"] = "poplach1"
    g.apply(0, "curse:move")
    assert g.state["white_curse"] == "tesaky1" and "poplach1" in g.state["curses"]["discard"]
    assert any(a.startswith("move:") for a in ids(g, 0))
    g.state["seats"][0]["slots"]["rest"] = "mlha1"
    g.state["actions"] = []  # a new turn
    g.apply(0, "curse:rest")
    # every seat answers the Křížek window; nobody holds one
    assert g.to_act == [0, 1]
    g.apply(0, "krizek:no")
    g.apply(1, "krizek:no")
    assert g.state["time"] == 1 and "mlha1" in g.state["curses"]["discard"]


def test_circle_walk_applies_every_symbol() -> None:
    """INS-CIRCLE-1 INS-CIRCLE-5: every symbol passed or reached applies; a full loop gives a new energy token."""
    g = blank(2)
    s = g.state
    s["time"] = 2
    p = s["seats"][0]
    p["reward"] = 7
    flower_top(g, "ohnivka1", "ohnivka2")
    s["tasks"].append({"t": "reward", "seat": 0, "size": 5})  # fields 8 (sun), 9 (flower), 0 (energy), 1, 2 (flower)
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    assert p["reward"] == 2 and s["time"] == 1 and p["vitality"] == 7 and p["new_tokens"] == 1
    assert sorted(p["hand"]) == ["ohnivka1", "ohnivka2"] and s["supply"] == 50 - 12 - 1


def test_glowing_sun_two_steps() -> None:
    """INS-CIRCLE-5 (advanced): the sun symbol moves the time token 2 steps (glowing sun)."""
    g = blank(2, advanced=True)
    s = g.state
    s["time"] = 3
    s["seats"][0]["reward"] = 3
    s["tasks"].append({"t": "reward", "seat": 0, "size": 1})
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    assert s["time"] == 1


def test_slash_is_a_choice() -> None:
    """INS-CIRCLE-2: a field with a slash offers a choice of one symbol."""
    g = blank(2)
    s = g.state
    s["seats"][0]["penalty"] = 4
    give(g, 0, "ohnivka1")
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 1, "fight": False})
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    assert ids(g, 0) == ["choose:curse", "choose:discard"]
    g.apply(0, "choose:discard")
    assert ids(g, 0) == ["discard:ohnivka1"]


def test_curses_drawn_together_then_placed() -> None:
    """INS-CIRCLE-3 INS-CIRCLE-6: curses from one penalty are drawn first, then placed; with fewer free
    slots only as many are taken."""
    g = blank(2)
    s = g.state
    p = s["seats"][0]
    p["slots"]["flower"] = "tesaky1"
    p["penalty"] = 2  # fields 3 curse, 4 -, 5 discard/curse, 6 -, 7 curse
    curse_top(g, "mlha1", "zlodejka1", "vichrice1")
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 5, "fight": False})
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    g.apply(0, "choose:curse")
    opts = ids(g, 0)
    assert opts == sorted(opts) and {o.split(":")[1] for o in opts} == {"mlha1", "zlodejka1"}
    g.apply(0, "place:mlha1:move")
    g.apply(0, "place:zlodejka1:rest")
    assert p["slots"] == {"flower": "tesaky1", "move": "mlha1", "rest": "zlodejka1"}
    assert s["curses"]["deck"][-1] == "vichrice1"  # the third was never drawn


def test_impossible_penalty_outside_fight_does_nothing() -> None:
    """INS-CIRCLE-4: outside a fight a penalty that cannot be carried out does nothing."""
    g = blank(2)
    s = g.state
    s["seats"][0]["penalty"] = 1
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 1, "fight": False})  # field 2: discard, empty hand
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    assert (
        s["seats"][0]["position"] == "0,0"
        and s["tasks"] == [{"t": "turn", "seat": 0}]
        and s["seats"][0]["penalty"] == 2
    )


def test_lose_energy_token_from_either_field() -> None:
    """INS-CIRCLE-6: losing an energy token takes it from vitality or fatigue, the player's choice."""
    g = blank(2)
    s = g.state
    s["seats"][0].update(vitality=3, fatigue=2, penalty=9)
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 1, "fight": False})
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    assert ids(g, 0) == ["lose:fat", "lose:vit"]
    g.apply(0, "lose:fat")
    assert s["seats"][0]["fatigue"] == 1 and s["supply"] == 50 - 12 + 1


def test_advanced_penalty_guardian_on_your_field() -> None:
    """INS-CIRCLE-6 (advanced): the guardian symbol draws a guardian onto your field; nothing on the beach."""
    g = blank(2, advanced=True)
    s = g.state
    lay(g, "0,1", card("plain"))
    at(g, 0, "0,1")
    s["seats"][0]["penalty"] = 3
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 1, "fight": False})
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    assert len(s["guardians"]["0,1"]) == 1
    at(g, 1, "0,0")
    s["seats"][1]["penalty"] = 3
    s["tasks"].append({"t": "penalty", "seat": 1, "size": 1, "fight": False})
    FLOW.run(s, g.rng, g.events)
    assert "0,0" not in s["guardians"]


def test_bad_input_rejected() -> None:
    """INS-TURN-1: unknown or out-of-turn actions are refused and change nothing."""
    g = blank(2)
    before = g.to_json()
    with pytest.raises(conjure.IllegalAction):
        g.apply(0, "rest:9")
    with pytest.raises(conjure.IllegalAction):
        g.apply(1, "end")
    assert g.to_json() == before


def test_two_symbols_without_slash_both_apply() -> None:
    """INS-CIRCLE-2: a circle field with two symbols and no slash applies both (the data may define such
    fields; the interpreter handles any combination)."""
    from conjure.games.insula.circles import field_tasks

    g = blank(2)
    tasks = field_tasks(g.state, 0, [[["flower", "sun"]], [["discard"], ["curse"]]], False)
    assert [t["t"] for t in tasks] == ["flower", "sun", "slash", "curses"]


def test_slash_choice_must_be_one_that_applies() -> None:
    """INS-CIRCLE-7: on a "discard a flower / curse" field a player with no flower to discard cannot dodge
    the curse by choosing the discard; a curse that cannot be taken (no free slot left after the curses
    already gathered from the same penalty) leaves only the discard; if neither applies, both are offered."""
    from conjure.games.insula.flow import FLOW

    g = blank(2)
    s = g.state
    s["seats"][0]["penalty"] = 4  # the next field (5) is discard / curse
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 1, "fight": False})
    FLOW.run(s, g.rng, g.events)
    assert ids(g, 0) == ["choose:curse"]
    g = blank(2)
    s = g.state
    p = s["seats"][0]
    give(g, 0, "ohnivka1")
    p["slots"].update(flower="tesaky1", move="tesaky2")
    p["penalty"] = 2  # fields 3 curse (takes the last free slot), 4 -, 5 discard / curse
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 3, "fight": False})
    FLOW.run(s, g.rng, g.events)
    assert ids(g, 0) == ["choose:discard"]
    g = blank(2)
    s = g.state
    s["seats"][0]["slots"].update(flower="tesaky1", move="tesaky2", rest="tesaky3")
    s["seats"][0]["penalty"] = 4
    s["tasks"].append({"t": "penalty", "seat": 0, "size": 1, "fight": False})
    FLOW.run(s, g.rng, g.events)
    assert ids(g, 0) == ["choose:curse", "choose:discard"]
