"""The final duel in the crypt, the end of the game, scoring and expert mode."""

from __future__ import annotations

import pytest

from conjure.engine import Game
from conjure.games.incantibus import suitcase
from conjure.games.incantibus.data import DATA
from tests.incantibus.helpers import assert_conserved, fetch, give, kinds, moat, new, play_all, set_room, set_wands


def _crypt(wizards: list[tuple[str, bool]], players: int = 2, mode: str = "apprentice") -> Game:
    """A game standing in the crypt with these (wizard, face up) tokens."""
    g = new(players=players, mode=mode)
    s = g.state
    set_room(s, [])
    s["rooms_left"] = []
    s["room"] = None
    for token in s["wizards"]["up"] + s["wizards"]["down"]:
        s["box"]["wizards"].append(token)
    s["wizards"] = {"up": [], "down": []}
    s["crypt"] = [{"id": fetch(s, name), "up": up} for name, up in wizards]
    return g


def test_entering_the_crypt() -> None:
    """INC-CRYPT-1: when the last room is removed the wizards go to the crypt; turned ones stay up."""
    g = new(players=2)
    s = g.state
    s["rooms_left"] = []
    set_room(s, [("gold1", True), ("gold2", True), ("net", True)])
    up = list(s["wizards"]["up"])
    play_all(g, {0: "take:visible:0:gold1", 1: "take:visible:1:gold2"})
    assert s["room"] is None and len(s["crypt"]) == 6
    assert [c["id"] for c in s["crypt"] if c["up"]] == up
    table = g.view(0)["table"]
    assert sum(1 for c in table["crypt"] if c.get("hidden")) == 5
    assert_conserved(s)


# INC-DEC-1
def test_face_up_wizard_needs_its_weakness() -> None:
    """INC-CRYPT-2: point at a turned wizard only with its weakness; hand it in and keep the wizard."""
    g = _crypt([("lady_goblina", True), ("hrabe_vlad", False)])
    give(g.state, 0, "goblin", "net")
    assert "duel:0:lady_goblina" in [a.id for a in g.legal_actions(0)]
    assert "duel:0:lady_goblina" not in [a.id for a in g.legal_actions(1)]
    play_all(g, {0: "duel:0:lady_goblina", 1: "duel:1:hidden"})
    assert kinds(g, 0) == ["lady_goblina", "net"] and "goblin" in moat(g)
    assert_conserved(g.state)


def test_hidden_wizard_flees_without_weakness() -> None:
    """INC-CRYPT-3: a hidden wizard is turned; without its weakness it flees into the moat."""
    g = _crypt([("hrabe_vlad", False), ("lady_goblina", False)])
    give(g.state, 0, "vampire")
    play_all(g, {0: "duel:0:hidden", 1: "duel:1:hidden"})
    assert kinds(g, 0) == ["hrabe_vlad"] and "lady_goblina" in moat(g)
    assert any(e["type"] == "wizard_fled" and e["seat"] == 1 for e in g.events)


def test_wizard_conflict_goes_to_strongest_wand() -> None:
    """INC-CRYPT-4: several seats at one wizard: only the strongest wand fights, then swaps wands."""
    g = _crypt([("lady_goblina", True), ("pani_bila", False), ("hrabe_vlad", False)], players=3)
    set_wands(g.state, 1, 4, 2)
    for seat in range(3):
        give(g.state, seat, "goblin")
    play_all(g, {0: "duel:0:lady_goblina", 1: "duel:0:lady_goblina", 2: "duel:1:hidden"})
    assert "lady_goblina" in kinds(g, 1) and "lady_goblina" not in kinds(g, 0)
    assert g.state["seats"][0]["wand"] == 4 and g.state["seats"][1]["wand"] == 1


def test_potions_still_brewable_in_crypt() -> None:
    """INC-CRYPT-5: potions (and books) can still be pointed at in the crypt."""
    g = _crypt([("lady_goblina", False), ("pani_bila", False)])
    potion = g.state["kind"][g.state["potions"][0]]
    give(g.state, 0, *DATA.kinds[potion].need["recipe"])  # type: ignore[index]
    assert f"brew:0:{potion}" in [a.id for a in g.legal_actions(0)]


WEAKNESSES: list[tuple[str, list[str], list[str]]] = [
    ("lady_goblina", ["goblin"], ["ghost"]),
    ("aiti_romulus", ["werewolf"], ["goblin"]),
    ("pani_bila", ["ghost"], ["vampire"]),
    ("hrabe_vlad", ["vampire"], ["werewolf"]),
    ("dae_magog", ["spell", "spell"], ["spell"]),
    ("rytir_dobronoc", ["net", "net", "stake", "wolf_trap"], ["net", "stake", "wolf_trap", "ultimus"]),
    ("baronka_karmina", ["red_a"], ["green_a"]),
    ("esmeralda_zmijova", ["green_b"], ["blue_a"]),
    ("mistr_indigo", ["blue_c"], ["red_c"]),
    ("princ_hrabivec", ["gold2", "gold2"], ["gold1", "gold2"]),
    ("bert_hroznata", ["goblin", "red_a", "stone", "spell"], ["goblin", "red_b", "gold1"]),
]


# INC-DEC-3, INC-DEC-4
@pytest.mark.parametrize("wizard,enough,short", WEAKNESSES, ids=[w[0] for w in WEAKNESSES])
def test_wizard_weaknesses(wizard: str, enough: list[str], short: list[str]) -> None:
    """INC-CRYPT-6: each wizard's weakness as listed; "N gold" counts gold value; Ultimus is no weapon."""
    g = _crypt([(wizard, True), ("ramus_sensei", False)])
    give(g.state, 0, *enough)
    give(g.state, 1, *short)
    assert f"duel:0:{wizard}" in [a.id for a in g.legal_actions(0)]
    assert f"duel:0:{wizard}" not in [a.id for a in g.legal_actions(1)]
    play_all(g, {0: f"duel:0:{wizard}", 1: "duel:1:hidden"})
    while g.to_act == [0]:
        g.apply(0, g.legal_actions(0)[0])
    assert wizard in kinds(g, 0)
    assert_conserved(g.state)


# INC-DEC-5, INC-DEC-13
def test_bert_hroznata_payment_is_chosen_token_by_token() -> None:
    """INC-CRYPT-6: with more tokens than needed the player chooses which four to hand in."""
    g = _crypt([("bert_hroznata", True), ("ramus_sensei", False)])
    give(g.state, 0, "goblin", "net", "gold1", "gold2", "spell")
    play_all(g, {0: "duel:0:bert_hroznata", 1: "duel:1:hidden"})
    for kind in ("spell", "gold1", "gold2", "net"):
        assert f"give:{kind}" in [a.id for a in g.legal_actions(0)]
        g.apply(0, f"give:{kind}")
    assert kinds(g, 0) == ["bert_hroznata", "goblin"]


# INC-DEC-9
def test_ramus_sensei_needs_a_weak_wand() -> None:
    """INC-CRYPT-7: Ramus Sensei is beaten without tokens, only with wand 1 or 2."""
    g = _crypt([("ramus_sensei", True), ("pani_bila", False)], players=3)
    set_wands(g.state, 1, 2, 4)
    ids = {s: [a.id for a in g.legal_actions(s)] for s in range(3)}
    assert "duel:0:ramus_sensei" in ids[0] and "duel:0:ramus_sensei" in ids[1]
    assert "duel:0:ramus_sensei" not in ids[2]
    hidden = _crypt([("ramus_sensei", False), ("pani_bila", False)])
    set_wands(hidden.state, 1, 4)
    play_all(hidden, {0: "duel:1:hidden", 1: "duel:0:hidden"})
    assert "ramus_sensei" in moat(hidden)  # wand 4 cannot beat him: he flees


def test_game_ends_when_no_wizards_remain() -> None:
    """INC-END-1: the last wizard gone, the game ends and points are counted."""
    g = _crypt([("lady_goblina", True), ("pani_bila", True)])
    give(g.state, 0, "goblin")
    give(g.state, 1, "ghost")
    play_all(g, {0: "duel:0:lady_goblina", 1: "duel:1:pani_bila"})
    assert g.is_over and g.state["end"]["reason"] == "no_wizards"
    result = g.result()
    assert result["scores"] == [6, 8] and result["winners"] == [1]


# INC-DEC-14
def test_wand_down_when_nothing_usable() -> None:
    """INC-END-2: no hidden wizard left and a seat cannot gain any potion, book or wizard: it puts
    its wand down and the game ends at once."""
    g = _crypt([("lady_goblina", True), ("hrabe_vlad", False)])
    give(g.state, 0, "goblin")
    give(g.state, 1, "vampire")
    play_all(g, {0: "duel:0:lady_goblina", 1: "duel:1:hidden"})
    assert g.is_over  # no wizards left
    g2 = _crypt([("lady_goblina", True), ("pani_bila", True), ("hrabe_vlad", False)])
    give(g2.state, 0, "goblin", "ghost")
    play_all(g2, {0: "duel:0:lady_goblina", 1: "duel:2:hidden"})
    assert g2.is_over and g2.state["end"] == {"reason": "wand_down", "seats": [1]}
    assert g2.state["seats"][1]["out"]


def test_tie_goes_to_strongest_wand() -> None:
    """INC-END-4: equal points: the strongest wand wins, even one that was put down."""
    g = _crypt([("lady_goblina", True), ("pani_bila", True)])
    give(g.state, 0, "goblin", "gold2")
    give(g.state, 1, "ghost")
    set_wands(g.state, 4, 1)
    play_all(g, {0: "duel:0:lady_goblina", 1: "duel:1:pani_bila"})
    result = g.result()
    assert result["scores"] == [8, 8] and result["winners"] == [0] and result["ranks"] == [1, 2]
    assert "strongest wand" in result["tiebreak"]


# INC-DEC-2
def test_expert_books_requirements() -> None:
    """INC-EXP-2, INC-EXP-3: a book can be pointed at with its requirement; handed in, book kept."""
    cases: dict[str, tuple[list[str], list[str]]] = {
        "book_any2": (["goblin", "net"], ["goblin"]),
        "book_spell1": (["spell"], ["gold1"]),
        "book_special1": (["gold3"], ["gold2"]),
        "book_gold2": (["gold1", "gold1"], ["gold1"]),
        "book_gold3": (["gold1", "gold2"], ["gold2"]),
        "book_same_weapons": (["net", "net"], ["net", "stake"]),
        "book_diff_weapons": (["net", "stake"], ["net", "net"]),
        "book_same_ingredients": (["pumpkin", "pumpkin"], ["pumpkin", "stone"]),
        "book_diff_ingredients": (["pumpkin", "mandrake"], ["pumpkin", "pumpkin"]),
    }
    for book, (enough, short) in cases.items():
        g = new(players=2, mode="expert")
        s = g.state
        for i, t in enumerate(s["books"]):
            s["box"]["books"].append(t)
            s["books"][i] = None
        s["books"][0] = fetch(s, book)
        give(s, 0, *enough)
        give(s, 1, *short)
        set_room(s, [("wolf_trap", True), ("gold2", True), ("goblin", False), ("mistletoe", True)])
        assert f"master:0:{book}" in [a.id for a in g.legal_actions(0)], book
        assert f"master:0:{book}" not in [a.id for a in g.legal_actions(1)], book
        play_all(g, {0: f"master:0:{book}", 1: "take:visible:0:wolf_trap"})
        while g.to_act == [0]:
            g.apply(0, g.legal_actions(0)[0])
        assert book in kinds(g, 0), book
        assert suitcase.score(s, 0).get("book") == DATA.kinds[book].points
        assert_conserved(s)


def test_expert_books_refill_with_room() -> None:
    """INC-EXP-2: books refill to 3 whenever a room is removed."""
    g = new(players=2, mode="expert")
    s = g.state
    s["box"]["books"].append(s["books"][0])
    s["books"][0] = None
    set_room(s, [("gold1", True), ("gold2", True), ("net", True)])
    play_all(g, {0: "take:visible:0:gold1", 1: "take:visible:1:gold2"})
    assert all(t is not None for t in s["books"])


def test_expert_wand_bonus() -> None:
    """INC-EXP-4: in expert mode each player adds its wand strength at the end."""
    g = new(players=2, mode="expert")
    set_wands(g.state, 4, 1)
    assert suitcase.score(g.state, 0) == {"wand": 4} and suitcase.total(g.state, 1) == 1
    assert suitcase.total(new(players=2).state, 0) == 0
