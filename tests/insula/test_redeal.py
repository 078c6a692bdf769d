"""INS-VIEW-2: ``redeal`` draws what a seat cannot see from what it sees alone (canonical), as a faithful
sample, and the drawn game plays on (every pending task that names hidden cards stays consistent)."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest

import conjure
from conjure.engine import Game, RandomBot, Rng
from conjure.engine.flow import Flow
from conjure.games.insula import data
from conjure.games.insula.cards import holds
from conjure.games.insula.fights import field_of, red_cards
from conjure.games.insula.flow import FLOW
from conjure.games.insula.state import SLOTS
from conjure.games.insula.view import redeal, view
from tests.insula.helpers import at, blank, card, curse_top, give, ids, lay

CONFIGS = [(4, {}), (5, {"advanced": True}), (3, {"advanced": True, "citadel": "blue"})]


def _interesting(s: dict[str, Any]) -> bool:
    """A secret answer is half given: a fight commitment or a Křížek window under way."""
    top = s["tasks"][-1] if s["tasks"] else {}
    if top.get("t") == "krizek":
        return len(top["wait"]) < len(s["seats"])
    return top.get("t") == "commit" and any(s["fight"]["stage"])


def _positions(players: int, options: dict[str, Any], seeds: range, every: int = 9) -> list[Game]:
    found = []
    for seed in seeds:
        g = conjure.new_game("insula", players=players, seed=seed, options=options)
        bot = RandomBot(seed)
        while not g.is_over and len(g.history) < 400:
            if len(g.history) % every == 3 or _interesting(g.state):
                found.append(g.clone())
            g.apply_unchecked(g.to_act[0], bot.choose(g, g.to_act[0]))
    return found


def _hidden(seat: int | None, other: int) -> bool:
    return seat is None or other != seat


def scramble(state: dict[str, Any], seat: int | None, r: random.Random) -> dict[str, Any]:
    """Another state the seat cannot tell apart, made without ``redeal``: hidden orders and deals permuted,
    other seats' secret answers chosen anew."""
    s = copy.deepcopy(state)
    for pile in ("light", "shadow"):
        cells = [
            c
            for c in s["cells"].values()
            if not c["up"] and (seat is None or seat not in c["seen"]) and data.ISLAND[c["card"]]["pile"] == pile
        ]
        pool = s["piles"][pile] + [c["card"] for c in cells]
        r.shuffle(pool)
        for c in cells:
            c["card"] = pool.pop()
        s["piles"][pile] = pool
    others = [i for i in range(len(s["seats"])) if _hidden(seat, i)]
    pool = s["flowers"]["deck"] + [
        c for i in others for c in s["seats"][i]["hand"] if data.flower_effect(c) != data.BLUFF
    ]
    r.shuffle(pool)
    for i in others:
        hand = s["seats"][i]["hand"]
        new = [c for c in hand if data.flower_effect(c) == data.BLUFF] + [
            pool.pop() for c in hand if data.flower_effect(c) != data.BLUFF
        ]
        r.shuffle(new)
        s["seats"][i]["hand"] = new
    s["flowers"]["deck"] = pool
    places = [(s["seats"][i]["slots"], k) for i in others for k in SLOTS if s["seats"][i]["slots"][k]]
    tasks = [t for t in s["tasks"] if t["t"] == "place" and _hidden(seat, t["seat"])]
    pool = s["curses"]["deck"] + [d[k] for d, k in places] + [c for t in tasks for c in t["cards"]]
    r.shuffle(pool)
    for d, k in places:
        d[k] = pool.pop()
    for t in tasks:
        t["cards"] = [pool.pop() for _ in t["cards"]]
    s["curses"]["deck"] = pool
    fight = s["fight"]
    if fight is not None and not fight["revealed"]:
        for i in others:
            stage = fight["stage"][i]
            if stage >= 1:
                fight["commit"][i] = r.randrange(s["seats"][i]["vitality"] + 1)
            if s["advanced"] and stage >= 2:
                alone = len(fight["fields"][field_of(s, i)]) == 1
                fight["red"][i] = r.choice(red_cards(s, i) + ([None] if alone or not red_cards(s, i) else []))
            if s["advanced"] and stage >= 3:
                fight["stinovka"][i] = r.choice([None, holds(s, i, "noshadow")])
    for t in s["tasks"]:
        if t["t"] == "krizek":
            t["yes"] = [
                i
                for i in range(len(s["seats"]))
                if i not in t["wait"]
                and (i in t["yes"] if not _hidden(seat, i) else holds(s, i, "cancel") and r.random() < 0.5)
            ]
            r.shuffle(t["yes"])
    return s


def _dump(state: dict[str, Any]) -> str:
    return json.dumps(state, sort_keys=True)


@pytest.mark.parametrize("players,options", CONFIGS)
def test_redeal_depends_only_on_what_the_seat_sees(players: int, options: dict[str, Any]) -> None:
    """INS-VIEW-2: states that differ only in what a seat cannot see (hidden orders, the other hands,
    face-down cards and curses, secret commitments and Křížek answers) redeal alike for one generator."""
    r = random.Random(players)
    secrets = 0
    for g in _positions(players, options, range(2)):
        secrets += _interesting(g.state)
        for seat in [None, *range(players)]:
            other = scramble(g.state, seat, r)
            assert view(other, seat) == view(g.state, seat), "the scramble must hide only what the seat cannot see"
            first, second = redeal(g.state, seat, Rng(7)), redeal(other, seat, Rng(7))
            assert _dump(first) == _dump(second), f"step {len(g.history)}, seat {seat}: redeal depends on hidden facts"
    assert secrets, "the positions should include half-made secret answers"


def _flowers(s: dict[str, Any]) -> Counter[str]:
    return Counter(s["flowers"]["deck"] + s["flowers"]["discard"] + [c for p in s["seats"] for c in p["hand"]])


def _curses(s: dict[str, Any]) -> Counter[str]:
    slots = [c for p in s["seats"] for c in p["slots"].values() if c]
    tasks = [c for t in s["tasks"] if t["t"] == "place" for c in t["cards"]]
    return Counter(s["curses"]["deck"] + s["curses"]["discard"] + slots + tasks)


def _island(s: dict[str, Any]) -> Counter[str]:
    return Counter(s["piles"]["light"] + s["piles"]["shadow"] + [c["card"] for c in s["cells"].values()])


@pytest.mark.parametrize("players,options", CONFIGS[:2])
def test_redeal_is_a_faithful_sample(players: int, options: dict[str, Any]) -> None:
    """INS-VIEW-2: the same cards in all, the seat's view and its own cards, slots and pending curses kept,
    every secret answer one its seat could have given with the redealt hand."""
    for g in _positions(players, options, range(2), every=13):
        for seat in range(players):
            s = redeal(g.state, seat, Rng(len(g.history) + seat))
            assert view(s, seat) == view(g.state, seat)
            assert (_flowers(s), _curses(s), _island(s)) == (_flowers(g.state), _curses(g.state), _island(g.state))
            assert s["seats"][seat] == g.state["seats"][seat]
            mine = [t for t in g.state["tasks"] if t["t"] == "place" and t["seat"] == seat]
            assert [t for t in s["tasks"] if t["t"] == "place" and t["seat"] == seat] == mine
            fight = s["fight"]
            if fight is not None and not fight["revealed"]:
                for i, red in enumerate(fight["red"]):
                    assert red is None or red in s["seats"][i]["hand"]
                    assert fight["stinovka"][i] is None or fight["stinovka"][i] in s["seats"][i]["hand"]
            for t in s["tasks"]:
                if t["t"] == "krizek":
                    assert all(holds(s, i, "cancel") for i in t["yes"])


def test_redeal_resamples_another_seats_pending_curses_and_keeps_ones_own() -> None:
    """INS-VIEW-2: a curse waiting to be placed names hidden cards: another seat's are drawn again with the
    curse deck and its face-down curses (as many as it drew), the seat's own stay; either way the task
    can be carried out, one card on each free slot."""
    g = blank(2)
    s = g.state
    s["curses"]["deck"].remove("tesaky1")
    s["seats"][1]["slots"]["move"] = "tesaky1"
    curse_top(g, "zrozeni2", "temnota1")
    Flow.push(s, {"t": "curses", "seat": 1, "count": 2, "fight": False})
    FLOW.run(s, g.rng, g.events)
    assert s["tasks"][-1] == {"t": "place", "seat": 1, "cards": ["zrozeni2", "temnota1"]}
    assert redeal(s, 1, Rng(3))["tasks"][-1] == s["tasks"][-1]
    moved = 0
    for k in range(20):
        r = redeal(s, 0, Rng(k))
        task = r["tasks"][-1]
        assert task["t"] == "place" and len(task["cards"]) == 2
        assert not set(task["cards"]) & set(r["curses"]["deck"]) and _curses(r) == _curses(s)
        moved += task["cards"] != ["temnota1", "zrozeni2"]
        other = Game(g.rules, 2, 0, {}, r, Rng(k))
        for _ in range(2):
            assert sorted(ids(other, 1)) == sorted(
                f"place:{c}:{slot}"
                for c in task["cards"]
                for slot in SLOTS
                if other.state["seats"][1]["slots"][slot] is None
            )
            other.apply(1, ids(other, 1)[0])
        assert other.state["tasks"][-1]["t"] == "turn"
    assert moved, "another seat's pending curses are resampled"


def test_redeal_keeps_a_krizek_window_playable() -> None:
    """INS-VIEW-2: in the Křížek window after a blue curse, another seat's secret yes is drawn again from its
    redealt hand (yes only with a Křížek), so the cancel can always be carried out."""
    g = blank(3)
    s = g.state
    give(g, 1, "krizek1")
    s["curses"]["deck"].remove("vichrice1")
    s["seats"][0]["slots"]["move"] = "vichrice1"
    g.apply(0, "curse:move")
    g.apply(1, "krizek:krizek1")
    g.apply(2, "krizek:no")
    assert s["tasks"][-1]["yes"] == [1] and s["tasks"][-1]["wait"] == [0]
    answers = set()
    for k in range(24):
        r = redeal(s, 0, Rng(k))
        task = r["tasks"][-1]
        assert all(holds(r, i, "cancel") for i in task["yes"]) and _flowers(r) == _flowers(s)
        answers.add(tuple(task["yes"]))
        other = Game(g.rules, 3, 0, {}, r, Rng(k))
        other.apply(0, "krizek:no")
        assert other.state["tasks"][-1]["t"] == "turn"
    assert {(), (1,)} <= answers or {(), (2,)} <= answers


def test_redeal_draws_face_down_fight_choices_from_the_redealt_hand() -> None:
    """INS-VIEW-2: before the reveal, another fighter's energy, face-down red flower and Stínovka are drawn
    from what it could have laid with its redealt hand; a lone fighter may have laid none."""
    g = blank(2, advanced=True)
    s = g.state
    for seat in (0, 1):
        s["seats"][seat]["hand"] = [f"paradilka{seat + 1}"]
    lay(g, "0,4", card("plain", "shadow"))  # seat 1 fights alone on a shadow field: energy, red, Stínovka
    lay(g, "1,3", card("plain", "light"))
    at(g, 0, "1,3")
    at(g, 1, "0,4")
    s["guardians"] = {"1,3": [s["bag"].pop()], "0,4": [s["bag"].pop()]}
    give(g, 1, "stinovka1", "kordie1")
    s["phase"] = "fight"
    s["tasks"] = []
    FLOW.run(s, g.rng, g.events)
    assert s["tasks"][-1]["t"] == "commit"
    g.apply(1, "commit:2")
    g.apply(1, "red:kordie1")
    g.apply(1, "stino:stinovka1")
    assert s["tasks"][-1]["wait"] == [0]
    reds = set()
    for k in range(30):
        r = redeal(s, 0, Rng(k))
        fight = r["fight"]
        assert fight["commit"][0] is None and fight["stage"] == [0, 3]
        assert 0 <= fight["commit"][1] <= r["seats"][1]["vitality"]
        assert fight["red"][1] is None or fight["red"][1] in r["seats"][1]["hand"]
        assert fight["stinovka"][1] in (None, *[c for c in r["seats"][1]["hand"] if c.startswith("stinovka")])
        reds.add(fight["red"][1])
        other = Game(g.rules, 2, 0, {"advanced": True}, r, Rng(k))
        bot = RandomBot(k)
        for _ in range(30):
            if other.is_over:
                break
            assert all(other.legal_actions(i) for i in other.to_act)
            other.apply_unchecked(other.to_act[0], bot.choose(other, other.to_act[0]))
    assert None in reds and "paradilka2" in reds


def test_curses_drawn_in_a_lost_basic_fight_are_placed_before_the_banishment() -> None:
    """INS-CIRCLE-8: a lost basic fight asks for 2 curses with 1 free slot: 1 is drawn and waits to be placed, and the
    failure banishes. If that banishment crosses thorns into another curse, the later curse takes the
    free slot and the first one has nowhere to go: its ``place`` task is left with no option. Reached in
    plain play; found by the redeal play-on runs."""
    g = blank(2)
    s = g.state
    for c in ("tesaky1", "mlha1"):
        s["curses"]["deck"].remove(c)
    s["seats"][0]["slots"].update(flower="tesaky1", move="mlha1")
    lay(g, "0,1", "L01")  # thorns on its inland edge, points inland: banishment out of 0,2 goes against them
    lay(g, "0,2", card("plain"))
    at(g, 0, "0,2")
    s["seats"][0]["penalty"] = 1  # the 2 thorn penalties walk over 'discard' (nothing to discard) and 'curse'
    curse_top(g, "temnota1", "zrozeni2")
    s["fight"] = {
        "fields": {"0,2": [0]},
        "commit": [0, None],
        "red": [None, None],
        "stinovka": [None, None],
        "stage": [1, 0],
        "revealed": True,
        "banished": [],
    }
    s["phase"] = "resolve"
    s["tasks"] = [{"t": "end_round"}, {"t": "curses", "seat": 0, "count": 2, "fight": True}]
    FLOW.run(s, g.rng, g.events)
    for _ in range(6):  # today the banishment comes first (rosnatka), then the new curse, then the stuck one
        top = s["tasks"][-1]
        if top["t"] not in ("rosnatka", "place"):
            break
        assert ids(g, 0), f"no option for {top}"
        g.apply(0, "rosnatka:no" if top["t"] == "rosnatka" else ids(g, 0)[0])
    assert s["seats"][0]["position"] == "0,1" and "temnota1" in s["seats"][0]["slots"].values()
