"""Every flower and curse card (F.9, F.10, G.3)."""

from __future__ import annotations

from conjure.games.insula import data
from tests.insula.helpers import at, blank, card, curse_top, flower_top, gid_of, give, guard, ids, lay


def _curse(g, card_id: str, answers: dict[int, str] | None = None) -> None:
    """Seat 0 plays ``card_id`` from its move slot; everybody answers the Křížek window."""
    g.state["seats"][0]["slots"]["move"] = card_id
    g.apply(0, "curse:move")
    for seat in range(g.players):
        g.apply(seat, (answers or {}).get(seat, "krizek:no"))


def test_beznik_moves_up_to_two_then_normal_move() -> None:
    """INS-CARD-BEZNIK: Běžník moves up to two fields by the movement rules; a Move action may follow."""
    g = blank(2)
    give(g, 0, "beznik1")
    lay(g, "0,1", card("plain"))
    lay(g, "0,2", card("plain"))
    g.apply(0, "flower:beznik1")
    assert "step:stop" in ids(g, 0) and "step:in" in ids(g, 0)
    g.apply(0, "step:in")
    g.apply(0, "step:in")
    assert g.state["seats"][0]["position"] == "0,2"
    assert "move:in" in ids(g, 0)


def test_hvezdos_restores_up_to_five_or_four() -> None:
    """INS-CARD-HVEZDOS: Hvězdoš restores up to 5 energy (4 in the advanced game)."""
    for advanced, most in ((False, 5), (True, 4)):
        g = blank(2, advanced=advanced)
        give(g, 0, "hvezdos1")
        g.state["seats"][0].update(vitality=0, fatigue=6)
        g.apply(0, "flower:hvezdos1")
        assert ids(g, 0) == [f"amount:{i}" for i in range(1, most + 1)]
        g.apply(0, f"amount:{most}")
        assert g.state["seats"][0]["vitality"] == most


def test_svitilka_septalka_trnolam() -> None:
    """INS-CARD-SVITILKA INS-CARD-SEPTALKA INS-CARD-TRNOLAM: time one step to the sun; draw two flowers;
    discard a curse from a slot without playing it."""
    g = blank(2)
    g.state["time"] = 2
    give(g, 0, "svitilka1")
    g.apply(0, "flower:svitilka1")
    assert g.state["time"] == 1
    g = blank(2)
    give(g, 0, "septalka1")
    flower_top(g, "ohnivka1", "ohnivka2")
    g.apply(0, "flower:septalka1")
    assert sorted(g.state["seats"][0]["hand"]) == ["ohnivka1", "ohnivka2"]
    g = blank(2)
    give(g, 0, "trnolam1")
    assert "flower:trnolam1" not in ids(g, 0)
    g.state["seats"][0]["slots"]["rest"] = "mlha1"
    g.apply(0, "flower:trnolam1")
    g.apply(0, "trnolam:rest")
    assert g.state["seats"][0]["slots"]["rest"] is None and "mlha1" in g.state["curses"]["discard"]


def test_krizek_cancels_blue_curse_out_of_turn() -> None:
    """INS-CARD-KRIZEK: Křížek cancels the blue curse just played, even out of turn; it does nothing."""
    g = blank(2)
    give(g, 1, "krizek1")
    _curse(g, "mlha1", {1: "krizek:krizek1"})
    assert g.state["time"] == 0 and "krizek1" in g.state["flowers"]["discard"]
    assert "mlha1" in g.state["curses"]["discard"]


def test_bulvuska_peeks_privately() -> None:
    """INS-CARD-BULVUSKA INS-VIEW-1: Bulvuška looks at up to two unexplored places next to explored fields;
    the card is face down and only the looker sees it; walking there turns it."""
    g = blank(2)
    give(g, 0, "bulvuska1")
    assert "peek" in ids(g, 0) and not any(a.startswith("bulv:") for a in ids(g, 0))
    peeks = [m for m, step in g.rules.open_moves(g.state, 0).items() if step == "peek"]
    assert sorted(peeks) == ["bulv:-1:0", "bulv:0:1", "bulv:1:0"]
    g.apply(0, "peek")
    assert sorted(ids(g, 0)) == ["row:0", "row:1"]
    g.apply(0, "row:1")  # its lone place is taken unasked (INS-STEP-1)
    assert sorted(ids(g, 0)) == ["bulv:done", "row:0"]
    g.make(0, "bulv:1:0")
    cells = g.state["cells"]
    assert not cells["0,1"]["up"] and cells["0,1"]["seen"] == [0]
    assert g.view(0)["table"]["cells"]["0,1"]["card"] == cells["0,1"]["card"]
    assert g.view(1)["table"]["cells"]["0,1"]["card"] is None
    assert g.view(None)["table"]["cells"]["1,0"]["card"] is None
    shown = [e for e in g.events_for(1) if e["type"] == "peek"]
    assert shown and all("card" not in e for e in shown)
    cid = cells["0,1"]["card"]
    g.apply(0, "move:in")
    assert cells["0,1"] == {"card": cid, "up": True, "seen": []}


def test_korenka_free_step_once_per_turn() -> None:
    """INS-CARD-KORENKA: Kořenka: once in a turn, no action, one step onto an explored field."""
    g = blank(2, advanced=True)
    give(g, 0, "korenka1", "korenka2")
    lay(g, "0,1", card("plain"))
    assert [a for a in ids(g, 0) if a.startswith("koren:")] == ["koren:in"]
    g.apply(0, "koren:in")
    assert g.state["seats"][0]["position"] == "0,1" and g.state["actions"] == []
    assert not any(a.startswith("koren:") for a in ids(g, 0))


def test_opratka_banishes_farthest() -> None:
    """INS-CARD-OPRATKA: Oprátka banishes the adventurer farthest from the citadel; the player picks among ties."""
    g = blank(3)
    lay(g, "2,0", card("plain"))
    lay(g, "1,0", card("plain"))
    lay(g, "-2,0", card("plain"))
    lay(g, "-2,1", card("plain"))
    at(g, 1, "2,1")
    lay(g, "2,1", card("meadow"))
    at(g, 2, "-2,1")
    _curse(g, "opratka1")
    assert g.to_act == [0] and ids(g, 0) == ["target:1", "target:2"]
    g.apply(0, "target:2")
    g.apply(2, "rosnatka:no")
    assert g.state["seats"][2]["position"] == "-2,0"


def test_zrozeni_guardian_nearest_citadel() -> None:
    """INS-CARD-ZROZENI: Zrození puts a guardian on the explored guardian-free field nearest the citadel."""
    g = blank(2)
    lay(g, "0,1", card("plain"))
    lay(g, "0,2", card("plain"))
    lay(g, "0,3", card("plain"))
    guard(g, "0,3", gid_of(1))
    _curse(g, "zrozeni1")
    assert len(g.state["guardians"]["0,2"]) == 1


def test_vichrice_mlha_zlodejka() -> None:
    """INS-CARD-VICHRICE INS-CARD-MLHA INS-CARD-ZLODEJKA: everyone 1 energy to fatigue; time to the moon;
    every other player discards a flower."""
    g = blank(3)
    _curse(g, "vichrice1")
    assert [p["vitality"] for p in g.state["seats"]] == [5, 5, 5]
    g = blank(3)
    g.state["actions"] = []
    _curse(g, "mlha1")
    assert g.state["time"] == 1
    g = blank(3)
    give(g, 1, "ohnivka1", "ohnivka2")
    give(g, 2, "plamenka1")
    give(g, 0, "plamenka2")
    _curse(g, "zlodejka1")
    assert g.to_act == [1]
    g.apply(1, "discard:ohnivka2")
    assert g.to_act == [2]
    g.apply(2, "discard:plamenka1")
    assert g.state["seats"][0]["hand"] == ["plamenka2"] and g.state["seats"][1]["hand"] == ["ohnivka1"]


def test_unava_rest_one_less() -> None:
    """INS-CARD-UNAVA: Únava: rest gives 1 energy less."""
    g = blank(2)
    g.state["white_curse"] = "unava1"
    g.state["seats"][0].update(vitality=0, fatigue=6)
    assert [a for a in ids(g, 0) if a.startswith("rest:")] == ["rest:1", "rest:2"]


def test_paradilka_never_discarded_and_outside_limit() -> None:
    """INS-CARD-PARADILKA: Parádilka cannot be discarded and does not count toward the hand limit."""
    g = blank(2, advanced=True)
    give(g, 0, "paradilka1", "ohnivka1", "ohnivka2", "ohnivka3", "ohnivka4", "ohnivka5")
    from conjure.games.insula.circles import discardable, over_limit

    assert not over_limit(g.state, 0) and "paradilka1" not in discardable(g.state, 0)


def test_every_card_in_data_has_an_effect() -> None:
    """INS-DATA-1: every flower and curse card of both decks is known to the rules, with a provenance."""
    from conjure.games.insula.cards import BLUE

    flower_effects = {
        "move2",
        "restore",
        "sun",
        "draw2",
        "uncurse",
        "strength",
        "kordie",
        "shield",
        "cancel",
        "peek",
        "stay",
        "noshadow",
        "step",
        "bluff",
    }
    white = {"penalty_plus", "draw_two", "reward_minus", "guardian_plus", "rest_minus", "kingos_plus"}
    for cid, rec in data.FLOWERS.items():
        assert rec["effect"] in flower_effects and rec["provenance"], cid
    for cid, rec in data.CURSES.items():
        assert (rec["effect"] in BLUE) if rec["colour"] == "blue" else rec["effect"] in white, cid
    raw = data.raw()
    for section in ("guardian", "island", "flower", "curse"):
        assert all(r["provenance"] for r in raw[section])
    assert len(data.FLOWER_DECKS["basic"]) == 37 and len(data.CURSE_DECKS["basic"]) == 33
    assert len(data.CURSE_DECKS["advanced"]) == 30 and len(data.ISLAND) == 34 and len(data.GUARDIANS) == 13
    curse_top  # noqa: B018  (helper imported for symmetry with other tests)
