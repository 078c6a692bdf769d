"""The setup (rulebook: Příprava hry, Příprava hráčů, První hra pro začátečníky, Počáteční body slávy a pořadí kola)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from conjure.engine import ConfigError, Rng
from conjure.games.trickerion import data
from tests.trickerion.helpers import RULES, ids, new, play, top


def test_trick_decks_by_school_without_level_3_in_the_base_game() -> None:
    """TRK-SETUP-1: four face-up trick decks by school; the level-3 tricks stay in the box without the Dark Alley."""
    decks = new(3).state["trick_decks"]
    assert {s: len(d) for s, d in decks.items()} == dict.fromkeys(data.SCHOOLS_ORDER, 12)
    base = new(3, dark_alley=False).state["trick_decks"]
    assert all(len(d) == 8 and all(data.TRICKS[t].level < 3 for t in d) for d in base.values())


def test_market_starting_stock() -> None:
    """TRK-SETUP-2: the buy area starts with one wood, metal, glass and fabric; no orders."""
    assert new(2).state["market"] == {"buy": ["wood", "metal", "glass", "fabric"], "order": [None] * 4, "quick": None}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_performance_deck_in_theatre_order_and_riverside_display(players: int) -> None:
    """TRK-SETUP-3: deck top to bottom 2 Riverside, 2 Grand Magorian, 2 Magnus Pantheon (4 cards, no Pantheon,
    without the Dark Alley); players − 1 other Riverside cards on the leftmost of players + 1 positions."""
    for dark_alley, theatres in (
        (True, ["riverside", "grand_magorian", "magnus_pantheon"]),
        (False, ["riverside", "grand_magorian"]),
    ):
        s = new(players, seed=players, dark_alley=dark_alley).state
        deck = s["performance_deck"]
        assert [data.PERFORMANCES[g[0]].theatre for g in deck] == theatres and all(len(g) == 2 for g in deck)
        assert all({data.PERFORMANCES[c].theatre for c in g} == {t} for g, t in zip(deck, theatres, strict=True))
        shown = s["theater"]
        assert len(shown) == players + 1 and shown[players - 1 :] == [None, None]
        cards = shown[: players - 1]
        assert all(data.PERFORMANCES[c].theatre == "riverside" for c in cards)
        assert not set(cards) & {c for g in deck for c in g} and len(set(cards)) == len(cards)


def test_special_assignment_decks_and_round_marker() -> None:
    """TRK-SETUP-4: four face-down special assignment decks of 10 by location with the Dark Alley, none without;
    the round marker on round I."""
    s = new(3).state
    assert {k: len(v) for k, v in s["special_decks"].items()} == dict.fromkeys(data.SA_LOCATIONS, 10)
    assert s["round"] == 1 and new(3, dark_alley=False).state["special_decks"] == {}


def test_prophecies_three_upcoming_none_active() -> None:
    """TRK-SETUP-5: three random upcoming prophecies, the other 24 face down, none active in round 1; drawn after
    the players' setup; none without the Dark Alley or with prophecies off."""
    g = new(3)
    assert g.state["prophecy"]["upcoming"] == []  # the players set up first
    play(g)
    p = g.state["prophecy"]
    assert p["active"] is None and len(p["upcoming"]) == 3 and len(p["pool"]) == 24
    assert sorted(p["upcoming"] + p["pool"]) == sorted(data.PROPHECIES)
    for options in ({"dark_alley": False}, {"prophecies": False}):
        g = new(3, **options)
        play(g)
        assert g.state["prophecy"] == {"active": None, "upcoming": [], "pool": []}


def test_spaces_covered_at_two_and_three_players() -> None:
    """TRK-SETUP-6: with 2 / 3 players two / one of the +1 AP spaces at Downtown, Market Row and the Dark Alley
    are covered."""
    assert new(2).state["covered"] == dict.fromkeys(("downtown", "market_row", "dark_alley"), [2, 3])
    assert new(3).state["covered"] == dict.fromkeys(("downtown", "market_row", "dark_alley"), [3])
    assert new(4).state["covered"] == dict.fromkeys(("downtown", "market_row", "dark_alley"), [])
    assert new(2, dark_alley=False).state["covered"] == dict.fromkeys(("downtown", "market_row"), [2, 3])


def test_every_player_starts_with_the_common_kit() -> None:
    """TRK-SETUP-7: magician and one apprentice, 1 shard, fame 5, the poster, and a hand of permanent assignment
    cards: 2 Theatre, 1 Workshop, 1 Market Row, 1 Downtown, 1 Dark Alley (with the Dark Alley), or 3/2/2/2 (9)."""
    for seat in new(4).state["seats"]:
        assert seat["characters"] == ["magician", "apprentice"] and seat["shards"] == 1 and seat["fame"] == 5
        assert seat["poster"] and seat["hand"] == {
            "theater": 2,
            "workshop": 1,
            "market_row": 1,
            "downtown": 1,
            "dark_alley": 1,
        }
    base = new(4, dark_alley=False).state["seats"][0]["hand"]
    assert base == {"theater": 3, "workshop": 2, "market_row": 2, "downtown": 2}


def test_magicians_chosen_clockwise_one_per_school() -> None:
    """TRK-SETUP-8: from the first player clockwise each picks a magician whose favourite school nobody has; with
    the Dark Alley but without prophecies the Priestess of Mysticism is not offered."""
    g = new(4)
    assert g.to_act == [0] and len(ids(g, 0)) == 8
    g.make(0, "magician:electra")
    assert g.to_act == [1] and "magician:the_mechaniker" not in ids(g, 1) and len(ids(g, 1)) == 6
    g.make(1, "magician:the_red_lotus")
    g.make(2, "magician:the_gentleman")
    assert g.to_act == [3]  # two spiritual magicians left: still a choice
    assert ids(g, 3) == ["magician:priestess_of_mysticism", "magician:yoruba_spiritmaster"]
    g = new(4, prophecies=False)
    assert "magician:priestess_of_mysticism" not in ids(g, 0)
    for seat in range(3):
        g.make(seat, ids(g, seat)[0])
    # only the Yoruba Spiritmaster is left of the spiritual school: resolved without asking
    assert g.state["seats"][3]["magician"] == "yoruba_spiritmaster" and g.to_act == [0]
    assert [a for _, a in g.history].count("magician:yoruba_spiritmaster") == 0


def test_starting_props_worth_exactly_two_coins() -> None:
    """TRK-SETUP-9: starting props of the player's choice worth 2 coins in all, into the workshop."""
    g = new(2)
    g.make(0, "magician:electra")
    g.make(1, "magician:the_red_lotus")
    g.make(0, "trick:linking_rings")
    options = ids(g, 0)
    assert len(options) == 14 and "props:rope" in options and "props:metal:metal" in options
    assert "props:wood" not in options and "props:padlock" not in options
    g.make(0, "props:metal:metal")
    assert g.state["seats"][0]["props"] == {"metal": 2}


def test_starting_trick_level_1_of_the_favourite_school() -> None:
    """TRK-SETUP-10: a level-1 trick of the favourite school, marked with a symbol, leaves its deck."""
    g = new(2)
    g.make(0, "magician:electra")
    g.make(1, "magician:the_red_lotus")
    assert ids(g, 0) == ["trick:chinese_sticks", "trick:levitation", "trick:linking_rings", "trick:living_piano"]
    g.make(0, "trick:levitation")
    seat = g.state["seats"][0]
    assert seat["tricks"] == [{"id": "levitation", "symbol": "spade", "markers": 0, "slot": "board", "staged": 0}]
    assert "levitation" not in g.state["trick_decks"]["mechanical"]


def test_specialist_bonuses() -> None:
    """TRK-SETUP-11: one specialist of choice with its bonus: the assistant brings a second apprentice on his
    board; the manager props worth up to 2 coins on his multi-component slots (each pile counts one more, within
    the limit of 3); the engineer a second level-1 trick of any school, chosen after every first trick, on his slot."""
    g = new(3)
    for seat, magician in enumerate(("electra", "the_red_lotus", "the_gentleman")):
        g.make(seat, f"magician:{magician}")
    g.make(0, "trick:linking_rings")
    g.make(0, "props:metal:metal")
    assert ids(g, 0) == ["specialist:assistant", "specialist:engineer", "specialist:manager"]
    g.make(0, "specialist:assistant")
    first = g.state["seats"][0]
    assert first["characters"].count("apprentice") == 2 and first["assistant_apprentice"]
    g.make(1, "trick:barricaded_barrels")
    g.make(1, "props:wood:wood")
    g.make(1, "specialist:manager")
    manager = ids(g, 1)
    assert "props:none" in manager and "props:wood" not in manager and "props:metal:metal" in manager
    g.make(1, "props:animal")
    second = g.state["seats"][1]
    assert second["props"] == {"wood": 2, "animal": 1} and second["multi"] == ["animal"]
    g.make(2, "trick:enchanted_butterflies")
    g.make(2, "props:rope")
    g.make(2, "specialist:engineer")
    assert g.to_act == [2]  # the engineer's trick comes after every player's first trick
    options = ids(g, 2)
    assert "trick:stocks_escape" in options and "trick:mind_reading" in options and "trick:linking_rings" not in options
    g.make(2, "trick:mind_reading")
    assert g.state["seats"][2]["tricks"][1] == {
        "id": "mind_reading",
        "symbol": "heart",
        "markers": 0,
        "slot": "engineer",
        "staged": 0,
    }


def test_starting_trick_prepared_when_the_props_meet_it() -> None:
    """TRK-SETUP-12: a starting trick whose props are met (the manager's included) starts with its markers; the
    engineer's trick does not."""
    g = new(2)
    g.make(0, "magician:the_great_optico")
    g.make(1, "magician:the_red_lotus")
    g.make(0, "trick:enchanted_butterflies")
    g.make(0, "props:rope")
    g.make(0, "specialist:manager")
    g.make(0, "props:fabric")  # one fabric on a multi-component slot counts as two
    assert g.state["seats"][0]["tricks"][0]["markers"] == 2
    g.make(1, "trick:stocks_escape")
    g.make(1, "props:glass:glass")
    g.make(1, "specialist:engineer")
    g.make(1, "trick:barricaded_barrels")
    seat = g.state["seats"][1]
    assert [t["markers"] for t in seat["tricks"]] == [0, 0]


def test_first_game_setup() -> None:
    """TRK-SETUP-13: the beginner setup by favourite school replaces the trick, props and specialist choices."""
    g = new(4, first_game=True)
    for seat, magician in enumerate(("the_great_optico", "electra", "the_red_lotus", "yoruba_spiritmaster")):
        g.make(seat, f"magician:{magician}")
    assert top(g) == "advertise" and g.to_act == g.state["initiative"][:1]
    optical, mechanical, escape, spiritual = g.state["seats"]
    assert optical["tricks"][0]["id"] == "enchanted_butterflies" and optical["tricks"][0]["markers"] == 2
    assert optical["props"] == {"fabric": 2, "animal": 1} and optical["multi"] == ["animal"]
    assert mechanical["tricks"][0]["id"] == "linking_rings" and mechanical["props"] == {"metal": 2}
    assert mechanical["characters"].count("apprentice") == 2
    assert [t["id"] for t in escape["tricks"]] == ["barricaded_barrels", "stocks_escape"]
    assert escape["tricks"][1]["slot"] == "engineer" and escape["props"] == {"wood": 2}
    assert spiritual["tricks"][0] == {
        "id": "mind_reading",
        "symbol": "spade",
        "markers": 3,
        "slot": "board",
        "staged": 0,
    }
    assert spiritual["props"] == {"glass": 2, "rope": 1} and spiritual["specialists"] == ["manager"]


@pytest.mark.parametrize(("players", "coins"), [(2, [10, 14]), (3, [10, 12, 14]), (4, [10, 12, 14, 16])])
def test_initiative_random_and_coins_by_position(players: int, coins: list[int]) -> None:
    """TRK-SETUP-14: after the players' setup the initiative markers go in random order; coins 10/12/14/16 by
    position; with two players only positions 1 and 3 are used (10 and 14 coins)."""
    orders = set()
    for seed in range(12):
        g = new(players, seed=seed)
        play(g)
        order = g.state["initiative"]
        orders.add(tuple(order))
        assert sorted(order) == list(range(players))
        assert [g.state["seats"][s]["coins"] for s in order] == coins
    assert len(orders) > 1


def test_options_and_player_counts() -> None:
    """TRK-SETUP-15: options dark_alley (default on), prophecies (default on, only with the Dark Alley),
    first_game (default off); 2, 3 or 4 players."""
    assert RULES.resolve_options(3, {}) == {"dark_alley": True, "prophecies": True, "first_game": False}
    assert RULES.resolve_options(3, {"dark_alley": False})["prophecies"] is False
    with pytest.raises(ConfigError):
        RULES.resolve_options(5, {})
    with pytest.raises(ConfigError):
        RULES.resolve_options(1, {})


def test_same_seed_same_setup_and_a_state_saves_mid_setup() -> None:
    """TRK-SETUP-16: randomness only from the engine's generator: the same seed gives the same game; a state in the
    middle of the setup choices is plain JSON and plays on identically."""
    a, b = new(3, seed=9), new(3, seed=9)
    play(a)
    play(b)
    assert a.state == b.state
    g = new(3, seed=4)
    g.make(0, "magician:electra")
    copy = type(g)(RULES, 3, 4, g.options, json.loads(json.dumps(g.state)), Rng(g.rng.state))
    play(g, "props:rope", "specialist:engineer")
    play(copy, "props:rope", "specialist:engineer")
    assert copy.state == g.state


def test_view_hides_hands_and_face_down_decks() -> None:
    """TRK-VIEW-1: a seat sees its own assignment hand, the others' only as sizes; the face-down performance deck
    only as theatre and count; special decks and face-down prophecies only as counts; redeal changes nothing a
    seat can see."""
    g = new(3, seed=2)
    play(g)
    for seat in (0, 1, None):
        table = g.view(seat)["table"]
        for i, shown in enumerate(table["seats"]):
            assert ("hand" in shown) == (i == seat) and shown["hand_size"] == 6
        assert table["performance_deck"] == [
            {"theatre": t, "cards": 2} for t in ("riverside", "grand_magorian", "magnus_pantheon")
        ]
        assert table["special_decks"] == dict.fromkeys(data.SA_LOCATIONS, 10)
        assert table["prophecy"]["face_down"] == 24
        text = json.dumps(table)
        assert not any(card in text for group in g.state["performance_deck"] for card in group)
        for rseed in range(5):
            other = RULES.redeal(g.state, seat, Rng(rseed))
            assert other is not None and RULES.view(other, seat) == table
    changed = [RULES.redeal(g.state, 0, Rng(r))["performance_deck"] for r in range(5)]  # type: ignore[index]
    assert any(deck != g.state["performance_deck"] for deck in changed)
    assert Counter(len(group) for group in changed[0]) == Counter({2: 3})
