"""Setup (rulebook "Příprava hry" / "Spielvorbereitung", solo setup, the variant)."""

from __future__ import annotations

import pytest

import conjure
from conjure.engine.errors import ConfigError
from conjure.games.djinn.data import LOCATIONS, MARKET_STALLS, NEIGHBOURS, ROUND, SOURCE_JOINED, SQUARE
from conjure.games.djinn.setup import has_equal_neighbours
from tests.djinn.helpers import ids, new


def test_tiles_each_location_once_square_once_round():
    """DJN-SETUP-1"""
    for seed in range(20):
        g = conjure.new_game("djinn", players=2, seed=seed)
        tiles = g.state["tiles"]
        assert sorted(tiles[f] for f in SQUARE) == sorted(LOCATIONS)
        assert sorted(tiles[f] for f in ROUND) == sorted(LOCATIONS)


def test_first_game_no_equal_symbols_joined_and_no_cards_or_tiles():
    """DJN-SETUP-11: first game: no two equal symbols joined; no scoring cards, no character tiles."""
    for seed in range(20):
        g = conjure.new_game("djinn", players=3, seed=seed, options={"first_game": True})
        tiles = g.state["tiles"]
        assert not has_equal_neighbours(tiles)
        assert all(tiles[n] != tiles[f] for f in tiles for n in NEIGHBOURS[f] if n in tiles)
        assert g.state["scoring"] == [] and g.state["offer"] == {"pos": [], "neg": []}
        assert g.state["phase"] == "play"


def test_player_boards():
    """DJN-SETUP-2: power 3, capacity 5, minimum 0, 2 active circles, 4 coins."""
    g = conjure.new_game("djinn", players=4, seed=3, options={"first_game": True})
    for p in g.state["seats"]:
        assert (p["power"], p["capacity"], p["minimum"], p["coins"]) == (3, 5, 0, 4)
        assert p["circles"] == ["a", "a", "i", "i"] and p["circle_djinn"] == [None] * 4


def test_dragon_roof_decides_first_player():
    """DJN-SETUP-3: a random seat starts and takes the first turn."""
    firsts = {
        conjure.new_game("djinn", players=4, seed=s, options={"first_game": True}).state["first"] for s in range(30)
    }
    assert firsts == {0, 1, 2, 3}
    g = conjure.new_game("djinn", players=4, seed=5, options={"first_game": True})
    assert g.to_act == [g.state["first"]]


def test_two_passage_symbols_removed_for_everyone():
    """DJN-SETUP-4"""
    g = conjure.new_game("djinn", players=3, seed=2)
    removed = g.state["removed_passages"]
    assert len(removed) == 2
    for p in g.state["seats"]:
        assert len(p["passage_bar"]) == 4 and not set(p["passage_bar"]) & set(removed)


def test_market_side_by_player_count():
    """DJN-SETUP-5: the 1-2 player side groups the stalls in pairs."""
    assert len(MARKET_STALLS[2]) == 3 and len(MARKET_STALLS[4]) == 6
    assert sorted(o for s in MARKET_STALLS[1] for o in s) == list(range(6))


def test_piles():
    """DJN-SETUP-6: chests face down; 4 mage piles (2 without, 2 with key); 3 equipment piles."""
    from conjure.games.djinn.data import MAGES

    g = conjure.new_game("djinn", players=2, seed=2)
    st = g.state
    assert len(st["chests"]) == 18
    assert [len(p) for p in st["piles"]] == [8, 8, 8, 8]
    assert all(not MAGES[m]["key"] for m in st["piles"][0] + st["piles"][1])
    assert all(MAGES[m]["key"] for m in st["piles"][2] + st["piles"][3])
    assert {k: len(v) for k, v in st["equipment_piles"].items()} == {"staff": 9, "hat": 9, "cloak": 9}


@pytest.mark.parametrize("players,per", [(2, 2), (3, 3), (4, 4)])
def test_boss_and_djinn_at_every_round_field(players, per):
    """DJN-SETUP-7: a boss and 2/3/4 djinn per round field; the other 6 bosses in the supply."""
    g = conjure.new_game("djinn", players=players, seed=9)
    st = g.state
    assert all(st["boss"][f] for f in ROUND)
    assert all(len(st["djinn"][f]) == per for f in ROUND)
    assert st["boss_supply"] == 6
    assert sum(st["bag"].values()) == 36 - 6 * per


def test_long_variant_adds_a_djinn_at_source_joined_fields():
    """DJN-VAR-1"""
    g = conjure.new_game("djinn", players=2, seed=9, options={"long_variant": True})
    assert [len(g.state["djinn"][f]) for f in ROUND] == [3 if f in SOURCE_JOINED else 2 for f in ROUND]


def test_awards_players_plus_one_per_column():
    """DJN-SETUP-8"""
    for n in (1, 2, 3, 4):
        g = conjure.new_game("djinn", players=n, seed=1)
        assert [len(c) for c in g.state["awards"]] == [n + 1] * 3


def test_three_scoring_cards_face_up():
    """DJN-SETUP-9"""
    g = conjure.new_game("djinn", players=2, seed=1)
    assert len(g.state["scoring"]) == 3 and len(g.state["scoring_deck"]) == 7


def test_character_draft_snake_order():
    """DJN-SETUP-10: players+1 of each kind; one of either kind clockwise, the other kind in reverse."""
    g = conjure.new_game("djinn", players=3, seed=4)
    st = g.state
    first = st["first"]
    assert [len(st["offer"]["pos"]), len(st["offer"]["neg"])] == [4, 4]
    order = []
    while st["phase"] == "draft":
        seat = g.to_act[0]
        order.append(seat)
        mine = st["seats"][seat]["characters"]
        legal = ids(g)
        if mine:
            assert all(i[5] != mine[0][0] for i in legal)  # the other kind only
        g.apply(seat, legal[0])
    assert order == [first, (first + 1) % 3, (first + 2) % 3, (first + 2) % 3, (first + 1) % 3, first]
    assert all(len(p["characters"]) == 2 for p in st["seats"])
    sides = [sorted(c[0] for c in p["characters"]) for p in st["seats"]]
    assert sides == [["N", "P"]] * 3


def test_solo_setup():
    """DJN-SOLO-1: a boss and 1 djinn per round field, +1 at the Source-joined ones; no tiles, no cards."""
    for cards in (12, 13, 14, 15):
        g = conjure.new_game("djinn", players=1, seed=cards, options={"tom_cards": cards})
        st = g.state
        assert len(st["tom"]) == cards
        assert sum(1 for c in st["tom"] if int(c[1:]) > 12) == cards - 12
        assert [len(st["djinn"][f]) for f in ROUND] == [2 if f in SOURCE_JOINED else 1 for f in ROUND]
        assert st["scoring"] == [] and st["phase"] == "play"


def test_options_checked():
    """DJN-SETUP-12: tom_cards only for one player, 12..15; players 1..4."""
    with pytest.raises(ConfigError):
        conjure.new_game("djinn", players=1, seed=1, options={"tom_cards": 11})
    with pytest.raises(ConfigError):
        conjure.new_game("djinn", players=2, seed=1, options={"tom_cards": 12})
    with pytest.raises(ConfigError):
        conjure.new_game("djinn", players=5, seed=1)
    g = new(2)
    assert "tom_cards" not in g.options
