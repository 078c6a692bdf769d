"""The 20 character tiles and the 10 scoring cards (German appendix "Charakter-Plättchen", "Wertungskarten")."""

from __future__ import annotations

import pytest

from conjure.games.djinn.data import CHARACTERS, SCORING
from conjure.games.djinn.scoring import card_value
from conjure.games.djinn.turn import pick_character
from tests.djinn.helpers import at_field, bare, do, field_of, ids, set_field


def _with(char, players=2):
    g = bare(players)
    st = g.state
    st["offer"] = {"pos": [char], "neg": [char]}
    st["draft"] = [0, 0]
    st["scoring_deck"] = st["scoring_deck"] or ["W1", "W2", "W3"]
    pick_character(st, 0, char, [])
    st["draft"] = []
    st["offer"] = {"pos": [], "neg": []}
    return g, st["seats"][0]


def test_twenty_tiles_ten_each():
    assert sum(1 for c in CHARACTERS.values() if c["side"] == "pos") == 10
    assert sum(1 for c in CHARACTERS.values() if c["side"] == "neg") == 10


def _draft_game():
    import conjure

    g = conjure.new_game("djinn", players=2, seed=1)
    g.state["offer"] = {"pos": ["P1", "P10", "P2"], "neg": ["N1", "N2", "N3"]}
    return g


def test_start_tiles():
    """DJN-CHAR-P1, DJN-CHAR-N1, DJN-CHAR-N2, DJN-CHAR-N3"""
    g, p = _with("P1")
    assert (p["coins"], p["scrolls"], p["power"]) == (6, 2, 4)
    g, p = _with("N1")
    assert p["coins"] == 1
    g, p = _with("N2")
    assert p["power"] == 0
    g, p = _with("N3")
    assert p["circles"] == ["a", "x", "i", "i"]
    p["power"] = 0
    at_field(g, 0, field_of(g, "ARC", False))
    do(g, "act:basic", "arc:circle")
    assert p["circles"] == ["a", "a", "i", "i"] and p["power"] == 2


def test_market_pays_nobody():
    """DJN-CHAR-P2"""
    g, p = _with("P2", 3)
    g.state["seats"][1]["stall"] = 2
    at_field(g, 0, field_of(g, "MKT", False))
    do(g, "act:basic", "mkt:2:2:0")
    assert p["coins"] == 3 and p["scrolls"] == 2 and g.state["seats"][1]["coins"] == 4


def test_tavern_key_with_keyless_mage():
    """DJN-CHAR-P3"""
    g, p = _with("P3")
    at_field(g, 0, field_of(g, "TAV", False))
    do(g, "act:basic", "tm:0")
    assert p["keys"] == 1
    p["equipment"] = [["HT8", True]]  # a mage from the hat is not a Tavern action: no key
    do(g, "eq:0", "tm:1")
    assert p["keys"] == 1


def test_workshop_three_corks():
    """DJN-CHAR-P4"""
    g, p = _with("P4")
    at_field(g, 0, field_of(g, "WRK", True))
    do(g, "act:special")
    assert p["corks"] == 3


def test_source_fee_two():
    """DJN-CHAR-P5"""
    from conjure.games.djinn.effects import scroll_fee

    g, p = _with("P5")
    p["flipped"] = True
    assert scroll_fee(p) == 2


def test_archive_same_option_twice():
    """DJN-CHAR-P6"""
    g, p = _with("P6")
    at_field(g, 0, field_of(g, "ARC", True))
    do(g, "act:special", "arc:coins")
    assert "arc:coins" in ids(g)
    do(g, "arc:coins")
    assert p["coins"] == 8


def test_no_catch_gives_two_power():
    """DJN-CHAR-P7"""
    g, p = _with("P7")
    p["power"] = 0
    at_field(g, 0, field_of(g, "ACA", True))
    do(g, "catch", "cnone")
    assert p["power"] == 2


def test_keep_key_after_chest():
    """DJN-CHAR-P8, DJN-CHAR-N7"""
    g, p = _with("P8")
    p["keys"] = 1
    g.state["chests"] = ["C2"]
    at_field(g, 0, field_of(g, "CAT", False))
    do(g, "act:basic", "open:C2")
    assert p["keys"] == 1 and p["corks"] == 1
    g, p = _with("P8")
    p["keys"] = 1
    g.state["chests"] = ["C10", "C2"]
    at_field(g, 0, field_of(g, "CAT", True))
    do(g, "act:special", "open:C2")
    assert "open:C10" not in ids(g)  # the kept key still opens only 1 chest per turn (de appendix)
    assert p["keys"] == 1 and p["corks"] == 2 and p["coins"] == 4 + 3
    g, p = _with("N7")
    p["keys"] = 1
    g.state["chests"] = ["C2"]
    at_field(g, 0, field_of(g, "CAT", False))
    do(g, "act:basic")
    assert p["keys"] == 1 and p["corks"] == 0 and p["coins"] == 7  # no key choice offered
    assert "key:coin" in ids(g)  # keys still replace coins, scrolls or power


def test_academy_mages_for_power():
    """DJN-CHAR-P9"""
    g, p = _with("P9")
    p["mages"] = [["M1", False], ["M2", False], ["M3", False]]
    p["power"] = 0
    at_field(g, 0, field_of(g, "ACA", False))
    do(g, "act:basic", "amage:0", "amage:1")
    assert ids(g) == ["amage:done"]
    do(g, "amage:done")
    assert p["power"] == 1 and [m[1] for m in p["mages"]] == [True, True, False]


def test_two_hidden_scoring_cards_best_counts():
    """DJN-CHAR-P10, DJN-VIEW-2"""
    g, p = _with("P10")
    assert len(p["hidden_scoring"]) == 2
    assert g.view(0)["table"]["seats"][0]["hidden_scoring"] == p["hidden_scoring"]
    assert g.view(1)["table"]["seats"][0]["hidden_scoring"] == []
    assert g.view(None)["table"]["seats"][0]["hidden_scoring_count"] == 2


def test_green_only():
    """DJN-CHAR-N4"""
    from conjure.games.djinn.catch import helper_power

    g, p = _with("N4")
    f = field_of(g, "ACA", True)
    set_field(g, f, ["brown", "brown"], True)
    p["mages"] = [["M18", True]]
    p["power"] = 5  # 8 needed, 3 green: only what can be paid is offered (DJN-CATCH-12)
    at_field(g, 0, f)
    do(g, "catch", "cadd:brown", "cadd:brown", "cmage:0")
    assert helper_power(p, g.state["tasks"][-1]) == 3


def test_never_reactivate_mages():
    """DJN-CHAR-N5"""
    g, p = _with("N5")
    p["mages"] = [["M1", False]]
    at_field(g, 0, field_of(g, "ARC", False))
    do(g, "act:basic")
    assert "arc:mage" not in ids(g)


def test_catacombs_basic_only():
    """DJN-CHAR-N6"""
    g, p = _with("N6")
    at_field(g, 0, field_of(g, "CAT", True))
    assert "act:special" not in ids(g) and "act:basic" in ids(g)


def test_key_mages_arrive_face_down():
    """DJN-CHAR-N8"""
    g, p = _with("N8")
    at_field(g, 0, field_of(g, "TAV", True))
    do(g, "act:special", "tm:2")
    assert p["mages"][0][1] is False and p["keys"] == 1


def test_bottom_equipment_card():
    """DJN-CHAR-N9"""
    g, p = _with("N9")
    bottom = g.state["equipment_piles"]["hat"][0]
    at_field(g, 0, field_of(g, "WRK", False))
    do(g, "act:basic", "teq:hat")
    assert p["equipment"][0][0] == bottom


def test_bottom_equipment_note_does_not_name_the_face_down_card():
    """DJN-CHAR-N9, DJN-VIEW: the bottom card is face down, so the help on taking it tells what it is, never which."""
    from conjure.games.djinn.guide import explain_action
    from conjure.games.djinn.labels import equip_text

    g, p = _with("N9")
    at_field(g, 0, field_of(g, "WRK", False))
    do(g, "act:basic")
    for lang in ("en", "cs", "de"):
        notes = {explain_action(g.state, 0, f"teq:{kind}", lang) for kind in ("cloak", "hat", "staff")}
        hidden = {equip_text(g.state["equipment_piles"][kind][0], lang) for kind in ("cloak", "hat", "staff")}
        assert len(notes) == 1 and not notes & hidden, notes


def test_must_bottle_at_once():
    """DJN-CHAR-N10"""
    g, p = _with("N10")
    p["circle_djinn"] = ["red", None, None, None]
    p["bottles"]["red"], p["corks"] = 1, 1
    at_field(g, 0, field_of(g, "ACA", False))
    assert ids(g) == ["bottle:0:red"]


# DJN-CARD-1 two sets, DJN-CARD-2 third of a kind, DJN-CARD-3 at most 1 passage, DJN-CARD-4 no key mage,
# DJN-CARD-5 two inactive circles, DJN-CARD-6 capacity at most 6, DJN-CARD-7 minimum at 2, DJN-CARD-8 keys,
# DJN-CARD-9 face-up mages, DJN-CARD-10 unused bottles and corks
@pytest.mark.parametrize(
    "card,setup,want",
    [
        (
            "W1",
            lambda p: p.update(equipment=[["ST1", 1], ["ST2", 0], ["HT1", 1], ["HT2", 0], ["CL1", 1], ["CL2", 0]]),
            8,
        ),
        ("W2", lambda p: p.update(equipment=[["ST1", 1], ["ST2", 0], ["ST3", 0], ["HT1", 1]]), 5),
        ("W3", lambda p: p.update(passages_placed=1), 8),
        ("W4", lambda p: p.update(mages=[["M1", True]]), 8),
        ("W5", lambda p: None, 8),
        ("W6", lambda p: p.update(capacity=6), 8),
        ("W7", lambda p: p.update(minimum=2), 8),
        ("W8", lambda p: p.update(keys=4), 9),
        ("W9", lambda p: p.update(mages=[["M1", True], ["M2", True], ["M3", False]]), 4),
        ("W10", lambda p: p.update(corks=5), 8),
    ],
)
def test_scoring_cards(card, setup, want):
    """DJN-CARD-1 .. DJN-CARD-10 (German appendix wording)."""
    g = bare(2)
    p = g.state["seats"][0]
    setup(p)
    assert card_value(card, p) == want


def test_scoring_card_failures():
    """DJN-CARD-1, DJN-CARD-6, DJN-CARD-7"""
    g = bare(2)
    p = g.state["seats"][0]
    assert card_value("W1", p) == 0 and card_value("W7", p) == 0
    p["flipped"] = True
    assert card_value("W6", p) == 0
    assert set(SCORING) == {f"W{i}" for i in range(1, 11)}
