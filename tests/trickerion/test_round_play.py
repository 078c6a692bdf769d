"""Random play through round 1's Assignment and Placement phases in every configuration: conservation, limits,
hidden information, determinism, labels. (The game plays on from there: ``test_full_games.py``.)"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from conjure.engine import Game, IllegalAction, Rng
from conjure.games.trickerion import data
from conjure.games.trickerion.labels import label
from tests.trickerion.helpers import ids, new

CONFIGS = [(p, da) for p in (2, 3, 4) for da in (True, False)]


def _random_round(players: int, dark_alley: bool, seed: int) -> tuple[Game, list[tuple[int, str]]]:
    g = new(players, seed=seed, dark_alley=dark_alley)
    r = random.Random(seed)
    record = []
    while g.to_act and not placement_over(g):
        seat = g.to_act[r.randrange(len(g.to_act))]
        action = r.choice(ids(g, seat))
        g.make(seat, action)
        record.append((seat, action))
        _check_limits(g)
    return g, record


def placement_over(g: Game) -> bool:
    """Whether round 1's Placement phase has ended (the game runs on to the next decision after it)."""
    return any(e["type"] == "placement_over" for e in g.events)


def round_one(g: Game, kind: str) -> list[dict[str, Any]]:
    """The events of ``kind`` up to the end of round 1's Placement phase."""
    end = next(i for i, e in enumerate(g.events) if e["type"] == "placement_over")
    return [e for e in g.events[:end] if e["type"] == kind]


def _check_limits(g: Game) -> None:
    state = g.state
    for seat in state["seats"]:
        assert seat["coins"] >= 0 and seat["shards"] >= 0
        assert all(0 < n <= data.C["max_components_per_type"] for n in seat["props"].values())
        assert len(seat["tricks"]) <= data.C["max_tricks_owned"] and len(seat["multi"]) <= 2
        assert all(t["markers"] <= data.C["max_markers_per_symbol"] for t in seat["tricks"])
    owned = Counter(t["id"] for seat in state["seats"] for t in seat["tricks"])
    decks = Counter(t for deck in state["trick_decks"].values() for t in deck)
    assert not owned & decks and all(n == 1 for n in owned.values())
    specials = Counter(c for deck in state["special_decks"].values() for c in deck)
    specials += Counter(e["card"] for under in state["special_bottom"].values() for e in under)
    specials += Counter(c for seat in state["seats"] for c in seat["special_hand"])
    specials += Counter(c for cards in state["assigned"] for c in cards.values() if c in data.SPECIAL_ASSIGNMENTS)
    for task in state["tasks"]:
        specials += Counter(task.get("cards", []))
        assert task.get("ap", 0) >= 0
    assert all(n == 1 for n in specials.values())
    assert sum(specials.values()) == (40 if state["dark_alley"] else 0)
    spaces = Counter(
        (p["loc"], p["space"], p["seat"] if p["loc"] == "workshop" else None)
        for p in state["placed"]
        if p["loc"] != "theater"
    )
    assert all(n == 1 for n in spaces.values())


@pytest.mark.parametrize(("players", "dark_alley"), CONFIGS)
def test_random_rounds_reach_the_performance(players: int, dark_alley: bool) -> None:
    """TRK-PLACE-5: in every configuration, random play through round 1 keeps every card in one place, every
    limit (3 of a kind, 4 tricks, 4 markers, coins and shards never negative, one character per space) and ends
    the Placement phase (the event ``placement_over``) when every character with a card has been placed or left
    idle; the same seed and actions give the same game."""
    for seed in range(6):
        g, record = _random_round(players, dark_alley, seed)
        state = g.state
        assert placement_over(g), "round 1's Placement phase ended"
        for seat in range(players):
            carded = {e["char"] for e in round_one(g, "assign") if e["seat"] == seat}
            placed = {e["char"] for e in round_one(g, "place") if e["seat"] == seat}
            idle = {e["char"] for e in round_one(g, "idle") if e["seat"] == seat}
            assert placed | idle == carded and not placed & idle
        again = new(players, seed=seed, dark_alley=dark_alley)
        for seat, action in record:
            again.make(seat, action)
        assert again.state == state


def test_a_rejected_action_changes_nothing_and_labels_read_well() -> None:
    """TRK-PLACE-5: an illegal action in the middle of a turn is refused with the legal ones listed and changes
    nothing; every action offered has a label of its own in Czech, English and German."""
    g = new(3, seed=9)
    r = random.Random(9)
    while g.to_act:
        seat = g.to_act[0]
        legal = ids(g, seat)
        for lang in ("cs", "en", "de"):
            assert all(label(a, lang) != a for a in legal), [a for a in legal if label(a, lang) == a]
        before = json.dumps(g.state, sort_keys=True)
        with pytest.raises(IllegalAction):
            g.make(seat, "buy:mirror:9:9")
        assert json.dumps(g.state, sort_keys=True) == before
        g.make(seat, r.choice(legal))


def test_views_and_redeal_keep_what_each_seat_sees() -> None:
    """TRK-ASSIGN-2: at every step of random rounds, ``redeal`` for a seat leaves that seat's view unchanged."""
    for seed in range(3):
        g = new(3, seed=seed)
        r = random.Random(seed)
        while g.to_act:
            for seat in range(3):
                twin = g.rules.redeal(g.state, seat, Rng(seed))
                assert twin is not None and g.rules.view(twin, seat) == g.rules.view(g.state, seat)
            seat = g.to_act[r.randrange(len(g.to_act))]
            g.make(seat, r.choice(ids(g, seat)))


def test_random_rounds_with_special_cards_prophecies_and_abilities() -> None:
    """TRK-ALLEY-5: random play with special cards in every hand, an active prophecy and the placement abilities
    keeps every card in one place and every limit, and reaches the end of the Placement phase."""
    abilities = ["the_mechaniker", "the_gentleman", "the_great_optico", "priestess_of_mysticism"]
    for seed in range(12):
        g = new(3 + seed % 2, seed=seed)
        r = random.Random(seed)
        while g.state["phase"] != "assignment" or not g.to_act:
            seat = g.to_act[0]
            g.make(seat, r.choice(ids(g, seat)))
        state = g.state
        state["prophecy"]["active"] = state["prophecy"]["pool"].pop(r.randrange(len(state["prophecy"]["pool"])))
        for i, seat in enumerate(state["seats"]):
            seat["magician"] = abilities[(seed + i) % 4]
            for _ in range(3):
                deck = state["special_decks"][r.choice(sorted(state["special_decks"]))]
                seat["special_hand"].append(deck.pop(r.randrange(len(deck))))
        while g.to_act and not placement_over(g):
            seat = g.to_act[r.randrange(len(g.to_act))]
            legal = ids(g, seat)
            specials = [a for a in legal if a.startswith("assign:") and a.split(":")[2] in data.SPECIAL_ASSIGNMENTS]
            bonuses = [
                a
                for a in legal
                if a.endswith((":special", ":gear"))
                or ":copy:" in a
                or a.startswith(("invest:", "restock:", "fate:", "forgo"))
            ]
            g.make(seat, r.choice(bonuses) if bonuses and r.random() < 0.7 else r.choice(specials or legal))
            _check_limits(g)
        assert placement_over(g)
