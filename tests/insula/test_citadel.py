"""The citadel, Kingoš, dusk and the end of the game (E, G.5), and the advanced game's extra rules (G)."""

from __future__ import annotations

from conjure.games.insula import data
from tests.insula.helpers import DIE, ScriptedRng, at, blank, card, end_turns_until_fight, give, ids, lay

CIT = data.CITADEL


def _citadel_fight(g, commits: dict[int, int], faces: list[str]) -> None:
    g.rng = ScriptedRng([DIE[f] for f in faces])
    end_turns_until_fight(g)
    for seat, n in commits.items():
        g.apply(seat, f"commit:{n}")
        while seat in g.to_act and g.state["fight"] and not g.state["fight"]["revealed"]:
            g.apply(seat, ids(g, seat)[-1] if ids(g, seat)[0].startswith("red:") else "stino:no")
    while g.state["tasks"] and g.state["tasks"][-1]["t"] == "red":
        g.apply(g.to_act[0], "red:none")


def test_kingos_seven_lone_adventurer_six_energy() -> None:
    """INS-CIT-1 INS-CIT-2: Kingoš 7 against 6 energy and no flower: beaten only on the sword (8 > 7),
    a draw on the shield, lost otherwise."""
    g = blank(2)
    at(g, 0, CIT)
    _citadel_fight(g, {0: 6}, ["sword"])
    assert g.is_over and g.result()["winners"] == [0] and g.result()["scores"] == [6, 0]
    g = blank(2)
    at(g, 0, CIT)
    _citadel_fight(g, {0: 6}, ["shield"])
    p = g.state["seats"][0]
    assert not g.is_over and p["vitality"] == 5 and p["fatigue"] == 1 and p["penalty"] == 0
    for face in ("blank", "moon"):
        g = blank(2)
        at(g, 0, CIT)
        _citadel_fight(g, {0: 6}, [face])
        assert not g.is_over and g.state["seats"][0]["penalty"] == data.KINGOS["penalty"]


def test_basic_tied_strongest_all_win() -> None:
    """INS-CIT-1: basic: several adventurers with the highest strength in the winning fight all win."""
    g = blank(3)
    for s in (0, 1, 2):
        at(g, s, CIT)
    _citadel_fight(g, {0: 4, 1: 4, 2: 1}, ["blank"])
    r = g.result()
    assert r["winners"] == [0, 1] and r["ranks"] == [1, 1, 2]


def test_dusk_ends_the_game() -> None:
    """INS-CIT-3: the time token on the moon after the fights: Kingoš wins, nobody else."""
    g = blank(2)
    g.state["time"] = data.TIME_MOON - 1
    g.rng = ScriptedRng([DIE["moon"]])
    end_turns_until_fight(g)
    assert g.is_over and g.result()["winners"] == [] and g.result()["outcome"] == "dusk"


def test_last_chance_in_the_citadel() -> None:
    """INS-CIT-4: the moon rolled in a citadel fight: beating Kingoš still wins."""
    g = blank(2)
    g.state["time"] = data.TIME_MOON - 1
    at(g, 0, CIT)
    at(g, 1, CIT)
    _citadel_fight(g, {0: 5, 1: 3}, ["moon"])
    assert g.state["time"] == data.TIME_MOON
    assert g.is_over and g.result()["outcome"] == "kingos" and g.result()["winners"] == [0]


def test_moving_time_back_before_dusk() -> None:
    """INS-CIT-4: a reward that moves time back toward the sun in the last fights averts the dusk."""
    g = blank(2)
    g.state["time"] = data.TIME_MOON
    lay(g, "0,1", card("plain"))
    from tests.insula.helpers import gid_of, guard

    guard(g, "0,1", gid_of(6))
    at(g, 0, "0,1")
    g.state["seats"][0]["reward"] = 7  # the big reward passes field 8 (sun)
    _citadel_fight(g, {0: 6}, ["sword"])
    assert not g.is_over and g.state["time"] == data.TIME_MOON - 1


def test_purple_entry_strength_and_single_winner() -> None:
    """INS-ADV-4: purple citadel: entry only with a new energy token from a full reward loop; Kingoš 5,
    every adventurer -2; one winner, equal strength to who entered first; the others ranked."""
    g = blank(3, advanced=True)
    lay(g, "1,6", card("plain", pile="shadow"))
    at(g, 0, "1,6")
    assert "move:left" not in ids(g, 0)
    g.state["seats"][0]["new_tokens"] = 1
    assert "move:left" in ids(g, 0)
    g = blank(3, advanced=True)
    at(g, 2, CIT)
    at(g, 0, CIT)
    at(g, 1, CIT)
    _citadel_fight(g, {0: 3, 1: 1, 2: 3}, ["blank"])  # (3-2)+(1-2)+(3-2) = 1 ... lost
    assert not g.is_over
    g = blank(3, advanced=True)
    at(g, 2, CIT)
    at(g, 0, CIT)
    at(g, 1, CIT)
    _citadel_fight(g, {0: 4, 1: 3, 2: 4}, ["blank"])  # 2 + 1 + 2 = 5 >= 5
    r = g.result()
    assert r["winners"] == [2] and r["ranks"] == [2, 3, 1]


def test_blue_entry_anger_and_all_win() -> None:
    """INS-ADV-5: blue citadel: entry only with 3 energy in vitality after paying for a second action;
    each later entrant rolls for Kingoš (moon +1, shield 100); every adventurer of the winning fight wins;
    Kingoš calms to 7 after winning."""
    g = blank(2, advanced=True, citadel="blue")
    lay(g, "1,6", card("plain", pile="shadow"))
    at(g, 0, "1,6")
    g.state["seats"][0].update(vitality=3, new_tokens=1)  # G.5: the new-token condition holds for blue too
    assert "move:left" in ids(g, 0)
    g.state["seats"][0].update(vitality=2, fatigue=3)
    g.apply(0, "rest:1")
    assert g.state["seats"][0]["vitality"] == 3
    assert "move:left" not in ids(g, 0)  # 3 - 1 for the second action < 3
    g = blank(3, advanced=True, citadel="blue")
    for s in (1, 0, 2):
        at(g, s, CIT)
    _citadel_fight(g, {0: 1, 1: 1, 2: 1}, ["moon", "moon", "blank"])  # anger 7 -> 8 -> 9; 3 < 9
    assert not g.is_over and g.state["anger"] == data.KINGOS["blue_start"]
    g = blank(2, advanced=True, citadel="blue")
    at(g, 0, CIT)
    at(g, 1, CIT)
    _citadel_fight(g, {0: 4, 1: 4}, ["shield", "blank"])
    fight = [e for e in g.events if e["type"] == "fight"][-1]
    assert not g.is_over and fight["outcome"] == "lose" and fight["theirs"] == data.KINGOS["blue_shield"]
    g = blank(2, advanced=True, citadel="blue")
    at(g, 0, CIT)
    at(g, 1, CIT)
    _citadel_fight(g, {0: 6, 1: 1}, ["blank", "blank"])
    r = g.result()
    assert r["winners"] == [0, 1] and r["ranks"] == [1, 1]


def test_blue_entry_needs_a_new_token_too() -> None:
    """INS-ADV-6: the new-energy-token condition of G.5 applies to both advanced citadels: without a new
    token no way into the blue citadel (move, Běžník, New Certainty, banishment), however much vitality."""
    g = blank(2, advanced=True, citadel="blue")
    lay(g, "1,6", card("plain", pile="shadow"))
    lay(g, "0,7", card("plain", pile="shadow"))
    g.state["citadel_entered"] = True
    at(g, 0, "1,6")
    at(g, 1, "0,7")
    g.state["seats"][0].update(vitality=6, new_tokens=0)
    opts = ids(g, 0)
    assert "move:left" not in opts and "certainty:move:left" not in opts
    g.state["seats"][0]["new_tokens"] = 1
    opts = ids(g, 0)
    assert "move:left" in opts and "certainty:move:left" in opts
    from conjure.games.insula.island import banish_target

    g.state["seats"][1].update(vitality=6, new_tokens=0)
    assert banish_target(g.state, 1) is None
    g.state["seats"][1]["new_tokens"] = 1
    assert banish_target(g.state, 1) == CIT


def test_advanced_loss_to_kingos_banishes_first() -> None:
    """INS-CIT-5: in the advanced game a fight lost to Kingoš banishes the adventurer out of the citadel
    before the penalty, like a fight lost to a guardian (F.2 and F.3 notes: at every loss; E.1)."""
    g = blank(2, advanced=True)
    lay(g, "0,5", card("plain", pile="shadow"))
    at(g, 0, CIT)
    g.state["seats"][0]["new_tokens"] = 1
    _citadel_fight(g, {0: 1}, ["blank"])
    assert "penalty" not in [e["type"] for e in g.events]
    g.apply(0, "rosnatka:no")  # asked first: the banishment comes before the penalty
    types_ = [e["type"] for e in g.events]
    assert types_.index("banish") < types_.index("penalty")
    assert g.state["seats"][0]["position"] == "0,5" and g.state["citadel_entry"] == []
    assert not g.is_over


def test_new_certainty() -> None:
    """INS-ADV-3: New Certainty: cannot be blocked; move onto an explored field, or rest 2 where no guardian is."""
    g = blank(2, advanced=True)
    lay(g, "0,1", card("plain"))
    g.state["seats"][0]["slots"]["move"] = "mlha1"
    g.state["seats"][0]["slots"]["rest"] = "mlha2"
    opts = ids(g, 0)
    assert "certainty:move:in" in opts and "certainty:move:left" not in opts and "certainty:rest" not in opts
    g.state["seats"][0].update(vitality=2, fatigue=4)
    g.apply(0, "certainty:rest")
    assert g.state["seats"][0]["vitality"] == 4


def test_more_effective_curses() -> None:
    """INS-ADV-2: advanced: a curse that does nothing draws one more and resolves it (only once)."""
    g = blank(2, advanced=True)
    s = g.state
    s["time"] = data.TIME_MOON
    s["seats"][0]["slots"]["move"] = "mlha1"
    from tests.insula.helpers import curse_top

    curse_top(g, "vichrice1")
    g.apply(0, "curse:move")
    g.apply(0, "krizek:no")
    g.apply(1, "krizek:no")
    assert s["seats"][0]["vitality"] == 5 and s["seats"][1]["vitality"] == 5 and "vichrice1" in s["curses"]["discard"]
    g = blank(2)
    g.state["time"] = data.TIME_MOON
    g.state["seats"][0]["slots"]["move"] = "mlha1"
    curse_top(g, "vichrice1")
    g.apply(0, "curse:move")
    g.apply(0, "krizek:no")
    g.apply(1, "krizek:no")
    assert g.state["seats"][0]["vitality"] == 6  # basic: nothing more


def test_temnota_kingos_stronger() -> None:
    """INS-CARD-TEMNOTA: basic white curse Temnota: Kingoš +2."""
    g = blank(2)
    g.state["white_curse"] = "temnota1"
    at(g, 0, CIT)
    give(g, 0, "plamenka1")
    _citadel_fight(g, {0: 6}, ["sword"])  # 8 < 9
    assert not g.is_over
