"""Property tests over seeded random games: they end, and energy, cards and guardians are conserved."""

from __future__ import annotations

import json

import pytest

import conjure
from conjure.engine import RandomBot
from conjure.games.insula import data

CONFIGS = [
    (n, {"advanced": a, "citadel": c})
    for n in (2, 3, 4, 5)
    for a, c in ((False, "purple"), (True, "purple"), (True, "blue"))
]


def _flowers_in_play(s: dict) -> int:
    held = sum(len(p["hand"]) for p in s["seats"])
    fight = s["fight"] or {}
    in_hand = s["advanced"] and not fight.get(
        "revealed"
    )  # advanced: the face-down flower stays in the hand until the reveal
    red = 0 if in_hand else sum(1 for c in fight.get("red", []) if c)
    return len(s["flowers"]["deck"]) + len(s["flowers"]["discard"]) + held + red


def _curses_in_play(s: dict) -> int:
    slots = sum(1 for p in s["seats"] for c in p["slots"].values() if c)
    tasks = sum(len(t["cards"]) for t in s["tasks"] if t["t"] == "place")
    tasks += sum(1 for t in s["tasks"] if t["t"] in ("krizek",))
    return len(s["curses"]["deck"]) + len(s["curses"]["discard"]) + slots + tasks + (1 if s["white_curse"] else 0)


def check_conservation(g: conjure.Game) -> None:
    """INS-PROP-1: energy tokens, island cards, flower and curse cards and guardians are all accounted for."""
    s = g.state
    edition = "advanced" if s["advanced"] else "basic"
    assert (
        sum(p["vitality"] + p["fatigue"] + p["committed"] for p in s["seats"]) + s["supply"]
        == data.BOARD["energy_tokens"]
    )
    assert all(p["vitality"] >= 0 and p["fatigue"] >= 0 for p in s["seats"])
    on_board = sum(len(v) for v in s["guardians"].values())
    assert len(s["bag"]) + len(s["defeated"]) + on_board == len(data.GUARDIANS)
    assert not ({data.BEACH, data.CITADEL} & set(s["guardians"]))
    placed = len(s["cells"]) - 2
    assert placed + len(s["piles"]["light"]) + len(s["piles"]["shadow"]) == len(data.ISLAND)
    bluffs_removed = 5 - len(s["seats"]) if s["advanced"] else 0
    assert _flowers_in_play(s) + bluffs_removed == len(data.FLOWER_DECKS[edition])
    assert _curses_in_play(s) == len(data.CURSE_DECKS[edition])
    assert all(sum(1 for c in p["hand"] if data.flower_effect(c) != "bluff") <= 5 or s["tasks"] for p in s["seats"])


def play_checked(players: int, options: dict, seed: int) -> conjure.Game:
    g = conjure.new_game("insula", players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    steps = 0
    while not g.is_over:
        seat = g.to_act[0]
        g.apply_unchecked(seat, bot.choose(g, seat))
        check_conservation(g)
        steps += 1
        assert steps < 20_000, "game did not end"
    return g


@pytest.mark.parametrize("players,options", CONFIGS)
def test_random_games_end_and_conserve(players: int, options: dict) -> None:
    """INS-PROP-1 INS-CIT-3: random games at 2–5 players, basic and both citadels, end (dusk or Kingoš)
    and conserve every component; replay and save/load are exact."""
    for seed in range(4):
        g = play_checked(players, options, seed)
        assert g.result()["outcome"] in ("dusk", "kingos")
        assert conjure.replay(json.loads(json.dumps(g.record()))).fingerprint() == g.fingerprint()
        assert conjure.load_game(json.dumps(g.to_json())).fingerprint() == g.fingerprint()


@pytest.mark.soak
@pytest.mark.parametrize("players,options", CONFIGS)
def test_soak_random_games(players: int, options: dict) -> None:
    """INS-PROP-1: thousands of games (with -m soak)."""
    for seed in range(300):
        play_checked(players, options, 10_000 + seed)
    for seed in range(100):
        g = near_citadel(players, options, 20_000 + seed)
        bot = RandomBot(seed)
        while not g.is_over:
            seat = g.to_act[0]
            g.apply_unchecked(seat, bot.choose(g, seat))
            check_conservation(g)


def test_views_hide_secrets() -> None:
    """INS-VIEW-1: views never show decks, other hands, face-down curses or the bag's contents."""
    g = conjure.new_game("insula", players=3, seed=5, options={"advanced": True})
    bot = RandomBot(3)
    for _ in range(300):
        if g.is_over:
            break
        for seat in (None, 0, 1, 2):
            t = g.view(seat)["table"]
            assert isinstance(t["flowers"]["deck"], int) and isinstance(t["curses"]["deck"], int)
            assert isinstance(t["bag"], int) and all(isinstance(v, int) for v in t["piles"].values())
            for i, p in enumerate(t["seats"]):
                if i != seat:
                    assert "hand" not in p and all(isinstance(v, bool) for v in p["slots"].values())
            for key, cell in t["cells"].items():
                real = g.state["cells"][key]
                if not real["up"] and (seat is None or seat not in real["seen"]):
                    assert cell["card"] is None
        seat = g.to_act[0]
        g.apply_unchecked(seat, bot.choose(g, seat))


def test_kingos_can_be_beaten_by_a_strong_party() -> None:
    """INS-CIT-1: a game where bots march together and commit everything ends with Kingoš beaten
    (a scripted run: everybody walks around the red thorns into the citadel)."""
    g = conjure.new_game("insula", players=3, seed=11)
    s = g.state
    plain = next(c for c, r in data.ISLAND.items() if r["kind"] == "plain" and not r["thorns"])
    s["cells"]["1,6"] = {"card": plain, "up": True, "seen": []}
    s["piles"][data.ISLAND[plain]["pile"]].remove(plain)
    for p in s["seats"]:
        p["position"] = "1,6"
    for seat in (0, 1, 2):
        g.apply(seat, "move:left")
        if not g.is_over and g.to_act == [seat]:
            g.apply(seat, "end")
    while not g.is_over and g.state["round"] < 40:
        seat = g.to_act[0]
        opts = [a.id for a in g.legal_actions(seat)]
        commits = [a for a in opts if a.startswith("commit:")]
        choice = commits[-1] if commits else ("rest:3" if "rest:3" in opts else opts[0])
        g.apply(seat, choice)
    assert g.is_over and g.result()["outcome"] == "kingos" and g.result()["winners"] == [0, 1, 2]


def near_citadel(players: int, options: dict, seed: int) -> conjure.Game:
    """A game whose adventurers start beside the citadel (with a new energy token each), so that random
    play fights Kingoš often."""
    g = conjure.new_game("insula", players=players, seed=seed, options=options)
    s = g.state
    for key in ("1,6", "-1,6"):
        pile = s["piles"]["shadow"] if s["advanced"] else s["piles"]["light"]
        cid = next(c for c in pile if data.ISLAND[c]["kind"] in ("plain", "pond", "meadow"))
        pile.remove(cid)
        s["cells"][key] = {"card": cid, "up": True, "seen": []}
    for i, p in enumerate(s["seats"]):
        p["position"] = "1,6" if i % 2 else "-1,6"
        p["new_tokens"] = 1
    return g


@pytest.mark.parametrize("players,options", CONFIGS)
def test_random_citadel_endgames(players: int, options: dict) -> None:
    """INS-PROP-1 INS-CIT-1 INS-ADV-4 INS-ADV-5: random play around the citadel conserves everything and
    ends with results that follow the citadel variant."""
    kingos = 0
    for seed in range(12):
        g = near_citadel(players, options, seed)
        bot = RandomBot(seed)
        while not g.is_over:
            seat = g.to_act[0]
            g.apply_unchecked(seat, bot.choose(g, seat))
            check_conservation(g)
        r = g.result()
        if r["outcome"] != "kingos":
            assert r["winners"] == []
            continue
        kingos += 1
        strength = {int(k): v for k, v in g.state["end"]["strength"].items()}
        assert set(r["winners"]) <= set(strength)
        if not options["advanced"]:
            assert r["winners"] == sorted(s for s, v in strength.items() if v == max(strength.values()))
        elif options["citadel"] == "purple":
            assert len(r["winners"]) == 1 and strength[r["winners"][0]] == max(strength.values())
        else:
            assert r["winners"] == sorted(strength)
    if players == 2 and not options["advanced"]:
        assert kingos > 0, "random pairs beside the citadel beat Kingoš 7 now and then"
