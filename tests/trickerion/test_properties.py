"""Random setups in every configuration: cards are conserved, choices stay within the rules (TRK-PROP-1)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from conjure.engine import Rng
from conjure.games.trickerion import data
from conjure.games.trickerion.phases.preparation import prop_count
from tests.trickerion.helpers import RULES, new, top

CONFIGS = [(n, {}) for n in (2, 3, 4)] + [
    (4, {"dark_alley": False}),
    (3, {"prophecies": False}),
    (4, {"first_game": True}),
    (2, {"dark_alley": False, "first_game": True}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_random_setups_conserve_cards_and_respect_limits(players: int, options: dict[str, bool]) -> None:
    """TRK-PROP-1: with random choices, every trick and performance card is in exactly one place, each player
    has a distinct favourite school, at most 3 of a prop, legal action lists are sorted and unique, and the
    setup ends with the advertising decisions of round 1."""
    for seed in range(6):
        g = new(players, seed=seed, **options)
        chooser = Rng(seed + 100)
        while top(g) != "advertise":
            seat = g.to_act[0]
            legal = [a.id for a in g.legal_actions(seat)]
            assert legal == sorted(set(legal), key=g.rules.action_key)
            g.make(seat, chooser.choice(legal))
        s = g.state
        owned = [t["id"] for seat in s["seats"] for t in seat["tricks"]]
        in_decks = [t for deck in s["trick_decks"].values() for t in deck]
        assert Counter(owned + in_decks) == Counter(
            t.id for t in data.TRICKS.values() if t.level < 3 or s["dark_alley"]
        )
        cards = [c for g_ in s["performance_deck"] for c in g_] + [c for c in s["theater"] if c]
        assert len(cards) == len(set(cards)) == (6 if s["dark_alley"] else 4) + players - 1
        assert len({seat["school"] for seat in s["seats"]}) == players
        for seat in s["seats"]:
            assert all(prop_count(seat, c) <= 3 for c in seat["props"]) and len(seat["specialists"]) == 1
            assert seat["tricks"][0]["id"] in {
                t.id for t in data.TRICKS.values() if t.school == seat["school"] and t.level == 1
            }
        json.dumps(s)
        assert RULES.redeal(s, 0, Rng(seed)) is not None
