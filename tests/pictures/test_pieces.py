"""Every object a view shows is on the picture with its stable element id, and the SVG is well-formed XML."""

from __future__ import annotations

from typing import Any

import pytest

from conjure.pictures import draw
from tests import games
from tests.conftest import config_id
from tests.pictures.helpers import CONFIGS, by_id, ids, parse, played, played_until


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_visible_object_has_its_element_id(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    for steps in (0, 25, 90, 400):
        game = played(name, players, options, seed=11, steps=steps)
        for seat in (None, *range(game.players)):
            view = game.view(seat)
            root = parse(draw(view, "en"))
            found = ids(root)
            assert not [i for i, n in found.items() if n > 1], "element ids are unique"
            missing = games.told(name, "picture_ids")(view["table"]) - set(found)
            assert not missing, f"step {game.view(seat)['step']}, seat {seat}: missing {sorted(missing)}"
            assert root.attrib["data-game"] == name


def test_pieces_name_their_game_objects() -> None:
    game = played("djinn", 3, {}, seed=4, steps=60)
    table = game.view(0)["table"]
    root = parse(draw(game.view(0), "en"))
    pieces = by_id(root)
    for field, location in table["tiles"].items():
        piece = pieces[f"field-{field}"]
        assert piece.attrib["data-kind"] == "field" and piece.attrib["data-location"] == location
    for s, p in enumerate(table["seats"]):
        if p["position"] is not None:
            assert pieces[f"figure-{s}"].attrib["data-field"] == p["position"][0]
    for i, mage in enumerate(table["mage_offer"]):
        if mage is not None:
            assert pieces[f"mage-offer-{i}"].attrib["data-card"] == mage


def test_djinn_market_stalls_show_their_offers_and_assistants() -> None:
    from conjure.games.djinn.data import MARKET_OFFERS

    for players, stalls in ((2, 3), (4, 6)):
        game = played("djinn", players, {}, seed=3, steps=120)
        table = game.view(0)["table"]
        at = {s: p["stall"] for s, p in enumerate(table["seats"]) if p["stall"] >= 0}
        assert at, "some assistant stands at a stall"
        pieces = by_id(parse(draw(game.view(0), "en")))
        for n, offers in enumerate(table["market_stalls"]):
            stall = pieces[f"market-stall-{n}"]
            assert stall.attrib["data-kind"] == "stall" and stall.attrib["data-stall"] == str(n)
            assert stall.attrib["data-offers"].split() == [MARKET_OFFERS[o]["id"] for o in offers]
            here = {s for s, m in at.items() if m == n}
            assert set(map(int, stall.attrib.get("data-assistants", "").split())) == here
            assert {e.attrib["id"] for e in stall.iter("{http://www.w3.org/2000/svg}g")} == {
                f"market-stall-{n}",
                *(f"assistant-{s}" for s in here),
            }
        assert len(table["market_stalls"]) == stalls
        for s, n in at.items():
            assert pieces[f"assistant-{s}"].attrib["data-stall"] == str(n)
            assert pieces[f"assistant-{s}"].attrib["data-seat"] == str(s)
    words = [t.text for t in pieces["market-stall-0"].iter("{http://www.w3.org/2000/svg}text")]
    assert words[0] == "Stall 1" and "1 bottle of different colours for 1 coin" in words


def test_incantibus_room_tokens_carry_their_slot_and_face() -> None:
    game = played("incantibus", 3, {"mode": "expert"}, seed=2, steps=3)
    room = game.view(1)["table"]["room"]
    pieces = by_id(parse(draw(game.view(1), "en")))
    for slot in room["slots"]:
        if slot is None:
            continue
        piece = pieces[f"room-slot-{slot['slot']}"]
        assert piece.attrib["data-slot"] == str(slot["slot"])
        if slot.get("hidden"):
            assert piece.attrib["data-face"] == "down" and "data-token" not in piece.attrib
        else:
            assert piece.attrib["data-token"] == slot["kind"]


def test_each_player_has_a_colour_a_shape_and_a_number() -> None:
    """Colour is never the only cue: each seat's pawn has its own shape and its number on it."""
    from conjure.pictures.palette import SEATS

    assert len({s.colour for s in SEATS}) == len({s.shape for s in SEATS}) == len(SEATS) == 5
    game = played("insula", 5, {}, seed=1, steps=0)
    root = parse(draw(game.view(None), "en"))
    for s in range(5):
        pawn = by_id(root)[f"to-act-{s}"] if f"to-act-{s}" in by_id(root) else None
        adventurer = by_id(root).get(f"adventurer-{s}")
        piece = adventurer if adventurer is not None else pawn
        assert piece is not None
        assert any(e.text == str(s + 1) for e in piece.iter())


def test_trickerion_pieces_name_dice_spaces_characters_and_markers() -> None:
    game = played_until("trickerion", 4, 9, lambda g: any(g.state["stage"].values()) and bool(g.state["placed"]))
    table = game.view(2)["table"]
    pieces = by_id(parse(draw(game.view(2), "en")))
    for die, face in table["dice"].items():
        assert (pieces[f"die-{die}"].attrib["data-kind"], pieces[f"die-{die}"].attrib["data-face"]) == ("die", face)
    for p in table["placed"]:
        piece = pieces[f"character-{p['seat']}-{p['char']}"]
        assert (piece.attrib["data-location"], piece.attrib["data-space"]) == (p["loc"], str(p["space"]))
        assert piece.attrib["data-seat"] == str(p["seat"])
    covered = pieces["space-downtown-3"]
    assert covered.attrib["data-covered"] == ("true" if 3 in table["covered"].get("downtown", []) else "false")
    for card, stage in table["stage"].items():
        assert pieces[f"performance-{card}"].attrib["data-markers"] == str(len(stage["markers"]))
        for m in stage["markers"]:
            marker = pieces[f"marker-{card}-{m['slot']}"]
            assert (marker.attrib["data-seat"], marker.attrib["data-trick"], marker.attrib["data-facing"]) == (
                str(m["seat"]),
                m["trick"],
                m["facing"],
            )
            assert pieces[f"perf-slot-{card}-{m['slot']}"].attrib["data-free"] == "false"
    for s, p in enumerate(table["seats"]):
        for t in p["tricks"]:
            trick = pieces[f"seat-{s}-trick-{t['id']}"]
            assert (trick.attrib["data-markers"], trick.attrib["data-symbol"]) == (str(t["markers"]), t["symbol"])
