"""The end-of-round fights (D, F.1–F.3, G.3), the die, banishment, guardians and the bag (F.2, F.7)."""

from __future__ import annotations

from conjure.games.insula import data
from tests.insula.helpers import DIE, ScriptedRng, at, blank, card, end_turns_until_fight, gid_of, give, guard, ids, lay

G3 = data.GUARDIANS[gid_of(3)]


def _arena(players: int = 2, advanced: bool = False, strength: int = 3, key: str = "0,1", kind: str = "plain"):
    g = blank(players, advanced=advanced)
    lay(g, key, card(kind))
    guard(g, key, gid_of(strength))
    return g


def _fight(g, commits: dict[int, int], face: str, reds: dict[int, str] | None = None) -> None:
    """End every turn, commit in secret, (basic) play red flowers in order, roll ``face``."""
    g.rng = ScriptedRng([DIE[face]])
    end_turns_until_fight(g)
    for seat, n in commits.items():
        g.apply(seat, f"commit:{n}")
        while g.state["advanced"] and seat in g.to_act and g.state["fight"] and not g.state["fight"]["revealed"]:
            opts = ids(g, seat)
            if opts[0].startswith("red:"):
                g.apply(seat, f"red:{reds[seat]}" if (reds or {}).get(seat) else opts[-1])
            else:
                g.apply(seat, "stino:no")
    if not g.state["advanced"]:
        while g.state["tasks"] and g.state["tasks"][-1]["t"] == "red":
            seat = g.to_act[0]
            g.apply(seat, f"red:{(reds or {}).get(seat, 'none')}")


def test_single_fight_won_big_reward_and_guardian_removed() -> None:
    """INS-FIGHT-1 INS-FIGHT-6 INS-FIGHT-9: one adventurer stronger than the guardian gets the big reward,
    the guardian is removed, the committed energy goes to fatigue."""
    g = _arena()
    at(g, 0, "0,1")
    _fight(g, {0: 4}, "blank")
    p = g.state["seats"][0]
    assert p["reward"] == G3["big"] and "0,1" not in g.state["guardians"] and len(g.state["defeated"]) == 1
    assert p["vitality"] == 2 + (1 if G3["big"] >= 10 else 0) and p["fatigue"] == 4


def test_single_fight_lost_and_draw() -> None:
    """INS-FIGHT-7 INS-FIGHT-8: weaker loses and takes the guardian's penalty; equal is a draw (basic)."""
    g = _arena()
    at(g, 0, "0,1")
    _fight(g, {0: 2}, "blank")
    assert g.state["seats"][0]["penalty"] == G3["penalty"] and g.state["guardians"]["0,1"]
    g = _arena()
    at(g, 0, "0,1")
    _fight(g, {0: 3}, "blank")
    p = g.state["seats"][0]
    assert p["penalty"] == 0 and p["reward"] == 0 and g.state["guardians"]["0,1"] and p["fatigue"] == 3


def test_shared_fight_rewards_big_small_and_zero() -> None:
    """INS-FIGHT-6: big to the highest committer, small to the others, nothing to those committing 0."""
    g = _arena(3)
    for s in range(3):
        at(g, s, "0,1")
    _fight(g, {0: 3, 1: 1, 2: 0}, "blank")
    rew = [p["reward"] for p in g.state["seats"]]
    assert rew == [G3["big"], G3["small"], 0]


def test_tied_highest_get_big_minus_one() -> None:
    """INS-FIGHT-6: several equal highest committers get big - 1 each."""
    g = _arena(2)
    at(g, 0, "0,1")
    at(g, 1, "0,1")
    _fight(g, {0: 2, 1: 2}, "blank")
    assert [p["reward"] for p in g.state["seats"]] == [G3["big"] - 1] * 2


def test_several_guardians_sum_rewards_and_penalties() -> None:
    """INS-FIGHT-5 INS-FIGHT-6 INS-FIGHT-7: guardians' strengths, rewards and penalties add up."""
    g = _arena(2, strength=1)
    guard(g, "0,1", gid_of(2))
    at(g, 0, "0,1")
    _fight(g, {0: 4}, "blank")
    assert g.state["seats"][0]["reward"] == data.GUARDIANS[gid_of(1)]["big"] + data.GUARDIANS[gid_of(2)]["big"]
    g = _arena(2, strength=1)
    guard(g, "0,1", gid_of(2))
    at(g, 0, "0,1")
    _fight(g, {0: 2}, "blank")
    assert g.state["seats"][0]["penalty"] == data.GUARDIANS[gid_of(1)]["penalty"] + data.GUARDIANS[gid_of(2)]["penalty"]


def test_die_sword_shield_moon() -> None:
    """INS-FIGHT-4: sword +2 to every contested field; shield: every fight a draw, 1 committed energy to
    fatigue, the rest back, red flowers back to the hand; moon: one time step."""
    g = _arena()
    at(g, 0, "0,1")
    _fight(g, {0: 2}, "sword")  # 2 + 2 > 3
    assert g.state["seats"][0]["reward"] == G3["big"]
    g = _arena()
    at(g, 0, "0,1")
    give(g, 0, "ohnivka1")
    _fight(g, {0: 5}, "shield", reds={0: "ohnivka1"})
    p = g.state["seats"][0]
    assert p["vitality"] == 5 and p["fatigue"] == 1 and "ohnivka1" in p["hand"] and p["reward"] == 0
    g = _arena()
    at(g, 0, "0,1")
    _fight(g, {0: 2}, "moon")
    assert g.state["time"] == 1 and g.state["seats"][0]["penalty"] == G3["penalty"]


def test_red_flower_in_basic_after_reveal() -> None:
    """INS-FIGHT-3: basic: red flowers are played in round order after the energy is revealed; used
    flowers are discarded."""
    g = _arena(2)
    at(g, 0, "0,1")
    at(g, 1, "0,1")
    give(g, 1, "plamenka1")
    g.rng = ScriptedRng([DIE["blank"]])
    end_turns_until_fight(g)
    g.apply(1, "commit:0")
    g.apply(0, "commit:1")
    assert g.state["fight"]["revealed"] and g.to_act == [0]
    assert ids(g, 0) == ["red:none"]
    g.apply(0, "red:none")
    assert ids(g, 1) == ["red:none", "red:plamenka1"]
    g.apply(1, "red:plamenka1")  # 1 + 3 > 3
    assert "plamenka1" in g.state["flowers"]["discard"]
    assert [p["reward"] for p in g.state["seats"]] == [G3["small"], G3["big"]]


def test_commitments_secret_until_all_committed() -> None:
    """INS-FIGHT-2 INS-VIEW-1: committed energy stays hidden (vitality too) until everyone has committed."""
    g = _arena(3)
    at(g, 0, "0,1")
    at(g, 1, "0,1")
    end_turns_until_fight(g)
    assert g.to_act == [0, 1]
    g.apply(0, "commit:5")
    for seat in (1, 2, None):
        v = g.view(seat)["table"]
        assert v["fight"]["commit"][0] is True and v["seats"][0]["vitality"] == 6
    assert g.view(0)["table"]["fight"]["commit"][0] == 5
    g.apply(1, "commit:1")
    assert g.view(2)["table"]["fight"]["commit"][:2] == [5, 1]


def test_basic_banishment_when_penalty_impossible_into_sea_lands_on_beach() -> None:
    """INS-FIGHT-7 INS-BANISH-1: basic: who cannot carry out a penalty effect in a lost fight is banished
    one field coastward; into the sea means onto the beach."""
    g = _arena(2, strength=1, key="1,0")
    at(g, 0, "1,0")
    g.state["seats"][0]["penalty"] = 1  # next field: discard a flower, and the hand is empty
    _fight(g, {0: 0}, "blank")
    assert g.to_act == [0] and ids(g, 0) == ["rosnatka:no"]
    g.apply(0, "rosnatka:no")
    assert g.state["seats"][0]["position"] == "0,0"


def test_rosnatka_stays() -> None:
    """INS-CARD-ROSNATKA: Rosnatka keeps a banished adventurer where he is."""
    g = _arena(2, strength=1, key="0,1")
    at(g, 0, "0,1")
    give(g, 0, "rosnatka1")
    g.state["seats"][0]["penalty"] = 2  # field 3: a curse; all slots full -> it fails, banishment
    g.state["seats"][0]["slots"] = {"flower": "tesaky1", "move": "tesaky2", "rest": "tesaky3"}
    _fight(g, {0: 0}, "blank")
    assert ids(g, 0) == ["rosnatka:no", "rosnatka:rosnatka1"]
    g.apply(0, "rosnatka:rosnatka1")
    assert g.state["seats"][0]["position"] == "0,1" and "rosnatka1" in g.state["flowers"]["discard"]


def test_advanced_banished_first_then_penalised() -> None:
    """INS-FIGHT-7 (advanced): a lost fight always banishes first, then the penalty follows."""
    g = _arena(2, advanced=True, strength=6, key="0,2")
    lay(g, "0,1", card("plain"))
    at(g, 0, "0,2")
    _fight(g, {0: 0}, "blank")
    assert ids(g, 0) == ["rosnatka:no"]
    g.apply(0, "rosnatka:no")
    assert (
        g.state["seats"][0]["position"] == "0,1"
        and g.state["seats"][0]["penalty"] == data.GUARDIANS[gid_of(6)]["penalty"]
    )


def test_advanced_equal_wins_and_reward_by_count() -> None:
    """INS-FIGHT-8 INS-FIGHT-10: advanced: equal strength wins; three adventurers beating strength 5 get
    big 3 and small 1 (rulebook G.3 example)."""
    g = _arena(3, advanced=True, strength=5)
    for s in range(3):
        at(g, s, "0,1")
    _fight(g, {0: 3, 1: 1, 2: 1}, "blank")
    assert [p["reward"] for p in g.state["seats"]] == [3, 1, 1]


def test_advanced_red_flower_face_down_with_energy() -> None:
    """INS-FIGHT-3 INS-CARD-PARADILKA: advanced: a red flower goes face down with the energy; Parádilka
    does nothing and returns to the hand."""
    g = _arena(2, advanced=True)
    at(g, 0, "0,1")
    at(g, 1, "0,1")
    give(g, 0, "paradilka1")
    give(g, 1, "paradilka2", "ohnivka1")
    g.rng = ScriptedRng([DIE["blank"]])
    end_turns_until_fight(g)
    g.apply(0, "commit:1")
    assert ids(g, 0) == ["red:paradilka1"]
    g.apply(0, "red:paradilka1")
    g.apply(1, "commit:0")
    assert ids(g, 1) == ["red:ohnivka1", "red:paradilka2"]
    assert g.view(1)["table"]["fight"]["red"][0] is None and g.view(0)["table"]["fight"]["red"][0] == "paradilka1"
    assert g.view(1)["table"]["seats"][0]["hand_size"] == 1  # the face-down card is not told apart
    g.apply(1, "red:ohnivka1")  # 1 + 2 >= 3
    assert "paradilka1" in g.state["seats"][0]["hand"] and "ohnivka1" in g.state["flowers"]["discard"]
    assert g.state["seats"][1]["reward"] > 0


def test_advanced_lone_fighter_may_play_no_red_flower() -> None:
    """INS-FIGHT-3: advanced: alone on a field a fighter may play no red flower at all (G.3)."""
    g = _arena(2, advanced=True)
    at(g, 0, "0,1")
    give(g, 0, "paradilka1")
    end_turns_until_fight(g)
    g.apply(0, "commit:2")
    assert ids(g, 0) == ["red:none", "red:paradilka1"]


def test_shadow_bonus_and_stinovka() -> None:
    """INS-ADV-1 INS-CARD-STINOVKA: advanced: guardians on a shadow card are 1 stronger; Stínovka cancels it."""
    g = _arena(2, advanced=True, strength=3, kind="plain")
    g.state["cells"]["0,1"]["card"] = card("plain", pile="shadow")
    at(g, 0, "0,1")
    _fight(g, {0: 3}, "blank")
    g.apply(0, "rosnatka:no")
    assert g.state["seats"][0]["penalty"] > 0  # 3 < 3 + 1
    g = _arena(2, advanced=True, strength=3)
    g.state["cells"]["0,1"]["card"] = card("plain", pile="shadow")
    at(g, 0, "0,1")
    give(g, 0, "stinovka1", "paradilka1")
    g.rng = ScriptedRng([DIE["blank"]])
    end_turns_until_fight(g)
    g.apply(0, "commit:3")
    g.apply(0, "red:paradilka1")
    assert ids(g, 0) == ["stino:no", "stino:stinovka1"]
    g.apply(0, "stino:stinovka1")
    assert g.state["seats"][0]["reward"] > 0 and "stinovka1" in g.state["flowers"]["discard"]


def test_kordie_and_stitovka() -> None:
    """INS-CARD-KORDIE INS-CARD-STITOVKA: Kordie +100, but nobody on the field is rewarded; Štítovka saves
    its player from the penalty of a lost fight."""
    g = _arena(2)
    at(g, 0, "0,1")
    at(g, 1, "0,1")
    give(g, 0, "kordie1")
    _fight(g, {0: 0, 1: 2}, "blank", reds={0: "kordie1"})
    assert [p["reward"] for p in g.state["seats"]] == [0, 0] and "0,1" not in g.state["guardians"]
    g = _arena(2)
    at(g, 0, "0,1")
    give(g, 0, "stitovka1")
    _fight(g, {0: 0}, "blank", reds={0: "stitovka1"})
    assert g.state["seats"][0]["penalty"] == 0


def test_white_curses_in_fights() -> None:
    """INS-CARD-TESAKY INS-CARD-BREBERKY INS-CARD-ZURIVOST: Tesáky +1 penalty, Breberky -1 reward per
    guardian, Zuřivost +1 strength per guardian."""
    g = _arena()
    g.state["white_curse"] = "tesaky1"
    at(g, 0, "0,1")
    _fight(g, {0: 0}, "blank")
    assert g.state["seats"][0]["penalty"] == G3["penalty"] + 1
    g = _arena()
    g.state["white_curse"] = "breberky1"
    at(g, 0, "0,1")
    _fight(g, {0: 4}, "blank")
    assert g.state["seats"][0]["reward"] == G3["big"] - 1
    g = _arena()
    g.state["white_curse"] = "zurivost1"
    at(g, 0, "0,1")
    _fight(g, {0: 4}, "blank")  # 4 = 3 + 1: a draw
    assert g.state["seats"][0]["reward"] == 0 and g.state["guardians"]["0,1"]


def test_poplach_draws_two_keeps_stronger() -> None:
    """INS-CARD-POPLACH: with Poplach two guardians are drawn and the stronger placed."""
    g = blank(2)
    g.state["white_curse"] = "poplach1"
    g.state["bag"] = [gid_of(1), gid_of(5)]
    from conjure.games.insula.flow import FLOW

    g.state["tasks"].append({"t": "draw_guardian", "at": "2,2"})
    FLOW.run(g.state, g.rng, g.events)
    assert g.state["guardians"]["2,2"] == [gid_of(5)] and g.state["bag"] == [gid_of(1)]


def test_bag_refill_returns_defeated_then_farthest() -> None:
    """INS-GUARD-2: an empty bag gets the defeated guardians back; fewer than 3 are topped up with the
    guardians farthest from the citadel, the battle-card holder choosing among equals."""
    g = blank(3)
    s = g.state
    others = [x for x in s["bag"]]
    s["bag"] = []
    s["defeated"] = others[:2]
    s["guardians"] = {"0,1": others[2:3], "5,0": others[3:5], "0,5": others[5:]}
    s["tasks"].append({"t": "draw_guardian", "at": "1,1"})
    from conjure.games.insula.flow import FLOW

    FLOW.run(s, g.rng, g.events)
    assert g.to_act == [s["holder"]]
    assert ids(g, s["holder"]) == [f"refill:{x}" for x in others[3:5]]
    g.apply(s["holder"], f"refill:{others[4]}")
    assert sorted(s["guardians"]["5,0"]) == [others[3]]
    assert len(s["guardians"]["1,1"]) == 1 and len(s["bag"]) == 2


def test_no_guardian_on_beach_or_citadel() -> None:
    """INS-GUARD-1: no guardian ever stands on the beach or the citadel."""
    g = blank(2)
    from conjure.games.insula.flow import FLOW

    g.state["tasks"] += [{"t": "draw_guardian", "at": "0,0"}, {"t": "draw_guardian", "at": "0,6"}]
    FLOW.run(g.state, g.rng, g.events)
    assert g.state["guardians"] == {} and len(g.state["bag"]) == 13


def test_advanced_commit_stages_leak_nothing() -> None:
    """INS-FIGHT-2 INS-VIEW-1: advanced: neither the energy nor the face-down flower a seat picks changes what
    the others see before the reveal."""
    g = _arena(3, advanced=True)
    at(g, 0, "0,1")
    at(g, 1, "0,1")
    give(g, 0, "paradilka1", "ohnivka1")
    give(g, 1, "paradilka2")
    end_turns_until_fight(g)
    for stage_choices in (["commit:0", "commit:6"], ["red:ohnivka1", "red:paradilka1"]):
        views = []
        for choice in stage_choices:
            trial = g.clone()
            trial.apply(0, choice)
            views.append([trial.view(s) for s in (None, 1, 2)] + [trial.events_for(s) for s in (1, 2)])
        assert views[0] == views[1]
        g.apply(0, stage_choices[-1])
