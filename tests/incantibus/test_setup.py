"""Setup by player count and mode (rulebook: "Příprava hry", "Expertní režim")."""

from __future__ import annotations

from collections import Counter

import pytest

import conjure
from conjure.games.incantibus.data import DATA
from tests.incantibus.helpers import assert_conserved, new


@pytest.mark.parametrize("players,wands", [(2, [1, 4]), (3, [1, 2, 4]), (4, [1, 2, 3, 4])])
def test_wands_by_player_count(players: int, wands: list[int]) -> None:
    """INC-SETUP-1: 4 players use wands 1-4, 3 players drop wand 3, 2 players keep 1 and 4; dealt at random."""
    seen = set()
    for seed in range(20):
        g = new(players=players, seed=seed)
        dealt = [s["wand"] for s in g.state["seats"]]
        assert sorted(dealt) == wands
        seen.add(tuple(dealt))
    assert len(seen) > 1


@pytest.mark.parametrize("players,rooms", [(2, 3), (3, 5), (4, 7)])
def test_rooms_by_player_count(players: int, rooms: int) -> None:
    """INC-SETUP-2: the roof is explored first; then 3/5/7 rooms in random order."""
    g = new(players=players)
    assert g.state["room"]["name"] == "roof"
    assert len(g.state["rooms_left"]) == rooms
    assert all(players in DATA.rooms[r].players for r in g.state["rooms_left"])


def test_roof_has_seven_visible_tokens() -> None:
    """INC-SETUP-3: seven random visible tokens face up on the roof."""
    g = new(players=3)
    slots = g.state["room"]["slots"]
    assert len(slots) == 7 and all(s["up"] for s in slots)
    view = g.view(0)["table"]["room"]["slots"]
    assert all("kind" in s for s in view)


@pytest.mark.parametrize("players,wizards", [(2, 6), (3, 9), (4, 12)])
def test_wizards_by_player_count(players: int, wizards: int) -> None:
    """INC-SETUP-4: 6/9/12 wizards face down (the others removed unseen); the first turned up."""
    g = new(players=players)
    w = g.state["wizards"]
    assert len(w["up"]) == 1 and len(w["up"]) + len(w["down"]) == wizards
    table = g.view(1)["table"]
    assert table["wizards"]["down"] == wizards - 1 and len(table["wizards"]["up"]) == 1


def test_potions_spells_and_specials() -> None:
    """INC-SETUP-5, INC-SETUP-6, INC-SETUP-7: 3 potions face up; 12 spell cards, 3 face up; 6 special tokens."""
    g = new(players=2)
    s = g.state
    assert sum(t is not None for t in s["potions"]) == 3 and len(s["box"]["potions"]) == 6
    assert len(s["spells"]["up"]) == 3 and len(s["spells"]["deck"]) == 9
    assert Counter(s["spells"]["up"] + s["spells"]["deck"]) == Counter(DATA.spells)
    assert Counter(s["kind"][t] for t in s["specials"]) == Counter({"pocket": 2, "ultimus": 1, "stone": 1, "gold3": 2})
    assert len(s["kind"]) == 100  # 38 + 26 + 6 + 9 + 9 + 12 tokens in the box
    assert_conserved(s)


def test_expert_mode_books_and_suitcase() -> None:
    """INC-SETUP-8, INC-SETUP-9, INC-EXP-1: expert mode shows 3 books and uses the expert suitcase side."""
    apprentice, expert = new(mode="apprentice"), new(mode="expert")
    assert apprentice.state["books"] == [] and apprentice.view(0)["table"]["books"] == []
    assert len(expert.state["books"]) == 3
    assert DATA.suitcases["expert"]["book"] == 2 and DATA.suitcases["apprentice"]["book"] == 0


def test_bad_configuration_is_refused() -> None:
    """Unknown game, player count or option raises ConfigError naming what is allowed."""
    with pytest.raises(conjure.ConfigError, match="2, 3, 4"):
        conjure.new_game("incantibus", players=5)
    with pytest.raises(conjure.ConfigError, match="apprentice, expert"):
        conjure.new_game("incantibus", players=2, options={"mode": "wizard"})
    with pytest.raises(conjure.ConfigError, match="no option"):
        conjure.new_game("incantibus", players=2, options={"speed": 1})
    assert conjure.new_game("Incalfibus", players=2, seed=1).name == "incantibus"


def test_per_seat_data_lives_under_seats_and_an_older_layout_loads_from_its_record() -> None:
    """The state keys are those of every game: one dict per seat under `seats`, no player count of its own
    (state layout 3); a save of layout 2, which still had `players`, is rebuilt from its record."""
    g = new(players=3, seed=8)
    bot = conjure.RandomBot(8)
    for _ in range(12):
        g.apply(g.to_act[0], bot.choose(g, g.to_act[0]))
    assert "players" not in g.state and len(g.state["seats"]) == 3
    old = g.to_json()
    assert old["state_version"] == "3"
    old["state_version"] = "2"
    old["state"]["players"] = 3
    assert conjure.load_game(old).fingerprint() == g.fingerprint()
