"""Property tests over seeded random games: games end, nothing is created or lost, views hide secrets."""

from __future__ import annotations

import json

import pytest

import conjure
from conjure.engine import IllegalAction, RandomBot, Rng
from tests.djinn.helpers import total_bosses, total_djinn

CONFIGS = [
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"first_game": True}),
    (3, {"long_variant": True}),
    (1, {"tom_cards": 12, "long_variant": True}),
]


def check_invariants(state):
    """DJN-PROP-1: 36 djinn and 12 bosses always; keys, corks, coins, bottles within their supplies."""
    assert total_djinn(state) == 36
    assert total_bosses(state) == 12
    assert sum(p["keys"] for p in state["seats"]) <= 12
    for p in state["seats"]:
        for k in ("coins", "scrolls", "keys", "corks", "power"):
            assert p[k] >= 0, k
        assert p["power"] <= max(8 if p["flipped"] else p["capacity"] - 1, p["minimum"])
        assert all(v >= 0 for v in p["bottles"].values())
        assert 5 <= p["capacity"] <= 8 and 0 <= p["minimum"] <= 2
    cards = (
        len(state["chests"])
        + len(state["chest_discards"])
        + sum(len(n["queue"]) for n in state["tasks"] if n["t"] in ("chest", "chests"))
    )
    assert cards == 18


def play(players, options, seed, checks=True):
    g = conjure.new_game("djinn", players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    steps = 0
    while not g.is_over:
        seat = g.to_act[0]
        g.apply_unchecked(seat, bot.choose(g, seat))
        steps += 1
        assert steps < 20_000, "DJN-PROP-2: the game must end"
        if checks:
            check_invariants(g.state)
    return g


@pytest.mark.parametrize("players,options", CONFIGS)
def test_random_games_end_and_conserve(players, options):
    """DJN-PROP-1, DJN-PROP-2"""
    for seed in range(2):
        g = play(players, options, seed)
        res = g.result()
        assert len(res["scores"]) == players and min(res["ranks"]) == 1


def test_replay_and_save_load_reproduce_every_state():
    """DJN-PROP-3"""
    g = conjure.new_game("djinn", players=3, seed=11)
    bot = RandomBot(3)
    prints = []
    while not g.is_over and len(prints) < 400:
        seat = g.to_act[0]
        g.apply(seat, bot.choose(g, seat))
        prints.append(g.fingerprint())
    rec = g.record()
    for upto in (1, 57, 200, len(prints)):
        assert conjure.replay(rec, upto=upto).fingerprint() == prints[upto - 1]
    loaded = conjure.load_game(json.dumps(g.to_json()))
    assert loaded.fingerprint() == g.fingerprint()


def test_illegal_action_changes_nothing():
    """DJN-PROP-4"""
    g = conjure.new_game("djinn", players=2, seed=5)
    before = json.dumps(g.to_json(), sort_keys=True)
    for bad in ("move:R1", "cgo", "award:red:A1", "end", "", "char:P99"):
        with pytest.raises(IllegalAction):
            g.apply(g.to_act[0], bad)
    assert json.dumps(g.to_json(), sort_keys=True) == before


def test_views_hide_decks_bag_and_tom():
    """DJN-VIEW-1: chest order, piles below the top, the bag, Tom's deck stay hidden; redeal keeps views."""
    for players in (1, 3):
        g = conjure.new_game("djinn", players=players, seed=7)
        table = g.view(0)["table"]
        text = json.dumps(table)
        assert '"chests"' not in text and '"bag"' not in text and '"sdeck"' not in text
        assert table["chests_left"] == 18 and table["mage_piles"] == [8, 8, 8, 8]
        if players == 1:
            assert table["tom"] == {"left": 15, "revealed": []}
        for seed in range(3):
            other = g.clone()
            other.state = g.rules.redeal(g.state, 0, Rng(seed))
            assert other.view(0) == g.view(0)
            assert other.state["chests"] != g.state["chests"] or seed


def test_hidden_scoring_cards_resampled_for_others_only():
    """DJN-VIEW-2"""
    g = conjure.new_game("djinn", players=2, seed=1)
    st = g.state
    st["seats"][1]["hidden_scoring"] = [st["scoring_deck"].pop(), st["scoring_deck"].pop()]
    mine = list(st["seats"][1]["hidden_scoring"])
    changed = False
    for seed in range(10):
        red = g.rules.redeal(st, 0, Rng(seed))
        changed |= red["seats"][1]["hidden_scoring"] != mine
        assert sorted(red["seats"][1]["hidden_scoring"] + red["scoring_deck"]) == sorted(mine + st["scoring_deck"])
        assert g.rules.redeal(st, 1, Rng(seed))["seats"][1]["hidden_scoring"] == mine
    assert changed


def test_labels_and_log_in_three_languages():
    """DJN-VIEW-3"""
    g = play(2, {}, 3, checks=False)
    for ev in g.events[:300]:
        for lang in ("cs", "en", "de"):
            assert g.describe(ev, lang)
    for aid in ("move:R1", "cadd:boss", "award:red:A1", "src:bottle:red", "mkt:1:2:0", "pp:S1:ACA"):
        assert g.presentation.label(aid, "cs") != aid and g.presentation.label(aid, "de") != aid
    assert "you" in g.presentation.render_table(g.view(0)["table"], 0, "en")


@pytest.mark.soak
@pytest.mark.parametrize("players,options", CONFIGS)
def test_soak_random_games(players, options):
    """DJN-PROP-1, DJN-PROP-2 over many games."""
    for seed in range(300):
        play(players, options, 10_000 + seed)


def test_p10_draw_event_private():
    """DJN-VIEW-2: the log shows the drawn scoring cards to their owner only."""
    g = conjure.new_game("djinn", players=2, seed=1)
    st = g.state
    seat = g.to_act[0]
    st["offer"]["pos"].append("P10")
    g.apply(seat, "char:P10")
    mine = [e for e in g.events_for(seat) if e["type"] == "scoring_drawn"]
    theirs = [e for e in g.events_for(1 - seat) if e["type"] == "scoring_drawn"]
    assert mine[0]["cards"] == st["seats"][seat]["hidden_scoring"] and theirs[0]["cards"] == []
