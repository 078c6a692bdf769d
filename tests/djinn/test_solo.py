"""Solo against Tom (rulebook "Sólová hra" / "Solospiel")."""

from __future__ import annotations

import conjure
from conjure.games.djinn.data import ROUND
from conjure.games.djinn.scoring import result, solo_tasks
from tests.djinn.helpers import at_field, do, field_of, pending, set_field


def solo(seed=1, **opts):
    return conjure.new_game("djinn", players=1, seed=seed, options=opts)


def test_tom_card_only_after_a_turn_on_a_round_field():
    """DJN-SOLO-2"""
    g = solo()
    st = g.state
    at_field(g, 0, field_of(g, "ACA", False))
    do(g, "act:basic", "end")
    assert len(st["tom"]) == 15
    at_field(g, 0, field_of(g, "ACA", True))
    do(g, "act:basic", "catch", "cnone", "end")
    assert len(st["tom"]) == 14 and len(st["tom_revealed"]) == 1


def test_tom_rows_top_to_bottom():
    """DJN-SOLO-3, DJN-SOLO-4: row 1 boss gets a djinn, else row 2, else pay row 3."""
    g = solo()
    st = g.state
    st["tom"] = ["T1"]  # ACA, then CAT, else 2 coins
    f_aca, f_cat = field_of(g, "ACA", True), field_of(g, "CAT", True)
    n = len(st["djinn"][f_aca])
    at_field(g, 0, field_of(g, "TAV", True))
    st["tom"] = ["T2", "T1"]
    do(g, "act:basic", "tm:0", "catch", "cnone", "end")
    assert len(st["djinn"][f_aca]) == n + 1
    st["boss"][f_aca] = False
    m = len(st["djinn"][f_cat])
    at_field(g, 0, field_of(g, "TAV", True))
    st["tom"] = ["T2", "T1"]
    do(g, "act:basic", "tm:0", "catch", "cnone", "end")
    assert len(st["djinn"][f_cat]) == m + 1
    st["boss"][f_cat] = False
    coins = st["seats"][0]["coins"]
    at_field(g, 0, field_of(g, "TAV", True))
    st["tom"] = ["T2", "T1"]
    do(g, "act:basic", "tm:0", "catch", "cnone", "end")
    assert st["seats"][0]["coins"] == coins - 2


def test_payment_as_much_as_you_have():
    """DJN-SOLO-5"""
    g = solo()
    st = g.state
    st["seats"][0]["coins"] = 1
    for f in ROUND:
        st["boss"][f] = False
    st["boss"][field_of(g, "TAV", True)] = True
    st["tom"] = ["T12", "T1"]
    at_field(g, 0, field_of(g, "TAV", True))
    do(g, "act:basic", "tm:0", "catch", "cnone", "end")
    assert st["seats"][0]["coins"] == 0


def test_last_card_with_bosses_left_loses():
    """DJN-SOLO-6"""
    g = solo()
    st = g.state
    st["tom"] = ["T13"]
    at_field(g, 0, field_of(g, "ACA", True))
    do(g, "act:basic", "catch", "cnone", "end")
    assert g.is_over and st["solo"]["result"] == "lost"
    res = g.result()
    assert res["winners"] == [] and res["solo"] == "lost" and res["tasks"] == []


def test_win_then_last_card_payment_final_source_and_ten_per_card():
    """DJN-SOLO-7: win; reveal one more card and pay its bottom row; final Source; +10 per unrevealed card."""
    g = solo()
    st = g.state
    f = field_of(g, "ACA", True)
    for other in ROUND:
        if other != f:
            st["boss"][other] = False
            st["boss_supply"] += 1
    st["bosses_gone"] = 5
    set_field(g, f, ["brown"], True)
    st["tom"] = ["T13", "T14", "T5"]  # T5: pay 2 coins
    p = st["seats"][0]
    p["power"] = 4
    at_field(g, 0, f)
    do(g, "catch", "cadd:brown", "cgo", "put:circle")
    assert st["end_rounds"] == 1
    coins = p["coins"]
    do(g, "act:basic", "end")
    assert p["coins"] == coins - 2 and len(st["tom"]) == 2
    assert st["phase"] == "final"
    do(g, "src:refill", "end")
    res = g.result()
    assert res["solo"] == "won" and res["winners"] == [0]
    assert res["breakdown"][0]["tom"] == 20


def test_task_table():
    """DJN-SOLO-8"""
    g = solo()
    p = g.state["seats"][0]
    p["coins"], p["keys"] = 10, 3
    tasks = solo_tasks(g.state)
    assert {
        "coins10",
        "keys3",
        "circles_max2",
        "capacity6",
        "kinds_max1",
        "mages_max2",
        "no_key_mage",
        "no_passage",
    } == set(tasks)
    assert result(g.state)["tom_cards"] == 15


def test_tom_takes_an_empty_bottle_of_your_choice():
    """DJN-SOLO-4: the bottom row may take an empty bottle; with several colours you choose."""
    g = solo()
    st = g.state
    for f in ROUND:
        st["boss"][f] = False
    st["boss"][field_of(g, "TAV", True)] = True
    p = st["seats"][0]
    p["bottles"]["red"], p["bottles"]["blue"] = 1, 1
    st["tom"] = ["T12", "T9"]  # T9: CAT, MKT, then 1 empty bottle
    at_field(g, 0, field_of(g, "TAV", True))
    do(g, "act:basic", "tm:0", "catch", "cnone", "end")
    assert [a.id for a in g.legal_actions(0)] == ["tomb:blue", "tomb:red"]
    do(g, "tomb:red")
    assert p["bottles"]["red"] == 0 and p["bottles"]["blue"] == 1


def test_long_variant_in_solo_adds_on_top():
    """DJN-VAR-1, DJN-SOLO-1"""
    from conjure.games.djinn.data import SOURCE_JOINED

    g = solo(long_variant=True)
    assert [len(g.state["djinn"][f]) for f in ROUND] == [3 if f in SOURCE_JOINED else 1 for f in ROUND]


def test_bottom_row_pays_what_you_have_of_each_symbol():
    """DJN-SOLO-5: "pokud můžete" / "wenn möglich": each symbol is paid as far as your supply goes, the rest is
    forgiven (power 1 pays 1 of 2; no cork pays nothing), and the game goes on."""
    from conjure.games.djinn.solo import tom_pay

    g = solo()
    st = g.state
    p = st["seats"][0]
    p["power"], p["corks"], p["scrolls"] = 1, 0, 0
    events: list = []
    tom_pay(st, [["pay_power", 2], ["pay_corks", 1], ["pay_scrolls", 1]], events)
    assert (p["power"], p["corks"], p["scrolls"]) == (0, 0, 0)
    assert [(e["what"], e["n"]) for e in events] == [("power", 1), ("corks", 0), ("scrolls", 0)]
    assert not pending(st) and st["phase"] == "play"
