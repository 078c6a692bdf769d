"""Spell tokens and the eight spells (rulebook: "Žeton kouzla", "Sesílání kouzla")."""

from __future__ import annotations

from conjure.engine import Game
from tests.incantibus.helpers import assert_conserved, give, kinds, moat, new, play_all, set_room, set_wands


def _spell_game(spells: list[str], room: list[tuple[str, bool]] | None = None, players: int = 2) -> Game:
    g = new(players=players)
    s = g.state
    s["spells"]["deck"] = sorted(s["spells"]["deck"] + s["spells"]["up"])
    s["spells"]["up"] = []
    for spell in spells:
        s["spells"]["deck"].remove(spell)
        s["spells"]["up"].append(spell)
    set_room(s, room or [("spell", True), ("pumpkin", True), ("mistletoe", True), ("gold1", True)])
    return g


def test_spell_token_is_cast_after_other_gains_and_card_replaced() -> None:
    """INC-GAIN-6: the spell token goes on the stack, a face-up spell is cast after the other tokens
    are taken; the card leaves the game and a new one is turned up."""
    g = _spell_game(["fortuna", "locus", "retiro"])
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    assert kinds(g, 1) == ["pumpkin"]  # the other gain already happened
    assert [a.id for a in g.legal_actions(0)] == ["cast:fortuna", "cast:locus", "cast:retiro"]
    g.apply(0, "cast:fortuna")
    assert kinds(g, 0) == ["gold3", "spell"]
    assert g.state["spells"]["used"] == ["fortuna"] and len(g.state["spells"]["up"]) == 3
    assert_conserved(g.state)


def test_strongest_wand_casts_first() -> None:
    """INC-GAIN-6: several spell tokens in one phase: the strongest wand chooses its spell first."""
    g = _spell_game(["fortuna", "locus", "philosophia"], room=[("spell", True), ("spell", True), ("gold1", True)])
    set_wands(g.state, 1, 4)
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:spell"})
    assert g.to_act == [1]
    g.apply(1, "cast:philosophia")
    assert g.to_act == [0]


# INC-DEC-2
def test_alkimia_steals() -> None:
    """INC-SPELL-ALKIMIA: steal an ingredient, weapon or gold (Ultimus and the stone too), not monsters."""
    g = _spell_game(["alkimia", "alkimia", "locus"])
    give(g.state, 1, "goblin", "net", "stone")
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:alkimia")
    assert [a.id for a in g.legal_actions(0)] == ["steal:1:net", "steal:1:pumpkin", "steal:1:stone"]
    g.apply(0, "steal:1:stone")
    assert kinds(g, 0) == ["spell", "stone"] and kinds(g, 1) == ["goblin", "net", "pumpkin"]
    assert_conserved(g.state)


# INC-DEC-6, INC-DEC-7
def test_retiro_takes_from_moat_and_chains_a_spell() -> None:
    """INC-SPELL-RETIRO: take any token from the moat; a spell token taken so casts a new spell.
    An empty moat: no effect."""
    g = _spell_game(["retiro", "fortuna", "locus"])
    g.state["moat"].append(next(t for t in g.state["box"]["visible"] if g.state["kind"][t] == "spell"))
    g.state["box"]["visible"].remove(g.state["moat"][0])
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:retiro")  # only one token in the moat: taken at once
    assert kinds(g, 0) == ["spell", "spell"]
    assert g.to_act == [0] and {a.id for a in g.legal_actions(0)} >= {"cast:fortuna", "cast:locus"}
    empty = _spell_game(["retiro", "fortuna", "locus"])
    play_all(empty, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    empty.apply(0, "cast:retiro")
    assert any(e["type"] == "no_effect" for e in empty.events)


def test_locus_adds_a_pocket() -> None:
    """INC-SPELL-LOCUS: the pocket token goes beside the first pocket and holds any token."""
    g = _spell_game(["locus", "fortuna", "retiro"])
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:locus")
    assert g.view(0)["table"]["seats"][0]["pockets"] == 2
    assert_conserved(g.state)


def test_ultimus_philosophia_fortuna_grant_special_tokens() -> None:
    """INC-SPELL-ULTIMUS, INC-SPELL-PHILOSOPHIA, INC-SPELL-FORTUNA: each hands out its special token."""
    for spell, token in (("ultimus", "ultimus"), ("philosophia", "stone"), ("fortuna", "gold3")):
        g = _spell_game([spell, "locus", "retiro"])
        play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
        g.apply(0, f"cast:{spell}")
        assert token in kinds(g, 0)
        assert token not in [g.state["kind"][t] for t in g.state["specials"]] or token == "gold3"


def test_imperium_takes_a_visible_room_token() -> None:
    """INC-SPELL-IMPERIUM: take a visible token from the room."""
    g = _spell_game(["imperium", "locus", "retiro"])
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:imperium")
    assert [a.id for a in g.legal_actions(0)] == ["imperium:2:mistletoe", "imperium:3:gold1"]
    g.apply(0, "imperium:3:gold1")
    assert kinds(g, 0) == ["gold1", "spell"]


# INC-DEC-11
def test_video_looks_privately_and_takes_if_possible() -> None:
    """INC-SPELL-VIDEO: look at a hidden token; take it if you can; a monster without its weapon goes
    back face down, and only the caster knows what it is."""
    room = [("spell", True), ("pumpkin", True), ("vampire", False), ("gold2", False), ("mistletoe", True)]
    g = _spell_game(["video", "locus", "retiro"], room=room)
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:video")
    assert [a.id for a in g.legal_actions(0)] == ["video:2", "video:3"]
    g.apply(0, "video:2")
    assert kinds(g, 0) == ["spell"]  # no flying stake: the vampire stays
    slot = g.view(0)["table"]["room"]["slots"][2]
    assert slot == {"slot": 2, "hidden": True, "known": "vampire"}
    assert g.view(1)["table"]["room"]["slots"][2] == {"slot": 2, "hidden": True}
    assert all("kind" not in e for e in g.events_for(1) if e["type"] == "video_look")
    g2 = _spell_game(["video", "locus", "retiro"], room=room)
    play_all(g2, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g2.apply(0, "cast:video")
    g2.apply(0, "video:3")
    assert kinds(g2, 0) == ["gold2", "spell"]
    assert_conserved(g2.state)


# INC-DEC-13, INC-DEC-16
def test_spell_deck_runs_out() -> None:
    """INC-GAIN-6: when no face-up spell is left the token is kept but nothing is cast."""
    g = _spell_game(["fortuna"])
    g.state["spells"]["deck"] = []
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    assert kinds(g, 0) == ["gold3", "spell"]  # the only face-up spell is cast without asking
    assert g.state["spells"]["up"] == []
    g2 = _spell_game([])
    g2.state["spells"]["deck"] = []
    play_all(g2, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    assert kinds(g2, 0) == ["spell"] and any(e["type"] == "no_spell" for e in g2.events)
    assert moat(g2) == []


def test_video_with_only_ultimus_keeps_the_face_secret() -> None:
    """INC-SPELL-VIDEO, INC-DEC-11: while the caster decides whether to spend Ultimus on the monster
    it looked at, the others' views do not show what the monster is."""
    room = [("spell", True), ("pumpkin", True), ("vampire", False), ("gold2", False), ("mistletoe", True)]
    g = _spell_game(["video", "locus", "retiro"], room=room)
    give(g.state, 0, "ultimus")
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:video")
    g.apply(0, "video:2")
    assert [a.id for a in g.legal_actions(0)] == ["ultimus:decline", "ultimus:use"]
    assert g.view(0)["table"]["decision"]["kind"] == "vampire"
    assert "kind" not in g.view(1)["table"]["decision"] and "kind" not in g.view(None)["table"]["decision"]
    g.apply(0, "ultimus:decline")
    assert g.view(1)["table"]["room"]["slots"][2] == {"slot": 2, "hidden": True}


# INC-DEC-7
def test_retiro_offers_only_monsters_the_caster_can_catch() -> None:
    """INC-SPELL-RETIRO: a monster in the moat is offered only with its weapon or Ultimus."""
    g = _spell_game(["retiro", "fortuna", "locus"])
    for kind in ("vampire", "goblin"):
        token = next(t for t in g.state["box"]["hidden"] if g.state["kind"][t] == kind)
        g.state["box"]["hidden"].remove(token)
        g.state["moat"].append(token)
    give(g.state, 0, "net")
    play_all(g, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g.apply(0, "cast:retiro")
    assert "goblin" in kinds(g, 0) and "vampire" in moat(g)  # the only option, taken at once
    g2 = _spell_game(["retiro", "fortuna", "locus"])
    token = next(t for t in g2.state["box"]["hidden"] if g2.state["kind"][t] == "vampire")
    g2.state["box"]["hidden"].remove(token)
    g2.state["moat"].append(token)
    play_all(g2, {0: "take:visible:0:spell", 1: "take:visible:1:pumpkin"})
    g2.apply(0, "cast:retiro")
    assert any(e["type"] == "no_effect" for e in g2.events) and moat(g2) == ["vampire"]
