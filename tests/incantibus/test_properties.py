"""Property tests over many seeded random games (a quick run by default; `pytest -m soak` for thousands)."""

from __future__ import annotations

import json

import pytest

import conjure
from conjure.engine import RandomBot, Rng
from tests.incantibus.helpers import assert_conserved

CONFIGS = [(n, mode) for n in (2, 3, 4) for mode in ("apprentice", "expert")]


def _play_checked(players: int, mode: str, seed: int, deep: bool) -> conjure.Game:
    g = conjure.new_game("incantibus", players=players, seed=seed, options={"mode": mode})
    bot = RandomBot(seed)
    rng = Rng(seed)
    states = [] if deep else None
    while not g.is_over:
        assert_conserved(g.state)
        seat = g.to_act[rng.below(len(g.to_act))]
        if states is not None:
            states.append(json.dumps(g.to_json(), sort_keys=True))
        g.apply(seat, bot.choose(g, seat))
        assert len(g.history) < 2000
    assert_conserved(g.state)
    result = g.result()
    assert result["winners"] == [result["ranks"].index(1)]
    if states is not None:
        record = g.record()
        for i in range(0, len(states), max(1, len(states) // 10)):
            replayed = conjure.replay(record, upto=i)
            assert json.dumps(replayed.to_json(), sort_keys=True) == states[i]
    return g


@pytest.mark.parametrize("players,mode", CONFIGS)
def test_random_games_end_and_conserve_tokens(players: int, mode: str) -> None:
    """INC-END-1, INC-END-2: every random game ends; no token is created or lost at any step;
    replaying a prefix of the record reproduces the intermediate state."""
    for seed in range(40):
        _play_checked(players, mode, seed, deep=seed < 5)


@pytest.mark.soak
@pytest.mark.parametrize("players,mode", CONFIGS)
def test_soak_random_games(players: int, mode: str) -> None:
    for seed in range(2000):
        _play_checked(players, mode, 10_000 + seed, deep=seed % 50 == 0)


def test_views_do_not_show_hidden_faces() -> None:
    """INC-PHASE-1: hidden tokens, face-down wizards, the box and deck order never appear in a view."""
    g = conjure.new_game("incantibus", players=4, seed=3)
    bot = RandomBot(1)
    for _ in range(30):
        g.apply(g.to_act[0], bot.choose(g, g.to_act[0]))
    for seat in (None, 0, 1, 2, 3):
        text = json.dumps(g.view(seat))
        assert '"id"' not in text  # token ids (which could be traced) are never shown
        assert '"deck": [' not in text and '"kind": [' not in text
        assert "down" in g.view(seat)["table"]["wizards"] and isinstance(g.view(seat)["table"]["wizards"]["down"], int)


def test_illegal_actions_leave_state_identical() -> None:
    """A rejected action changes nothing, and its message lists what is legal."""
    g = conjure.new_game("incantibus", players=2, seed=5)
    before = json.dumps(g.to_json(), sort_keys=True)
    for bad in ("take:visible:99:goblin", "", "cast:fortuna", "brew:0:green_a"):
        with pytest.raises(conjure.IllegalAction, match="legal"):
            g.apply(0, bad)
    with pytest.raises(conjure.IllegalAction, match="seat"):
        g.apply(7, g.legal_actions(0)[0])
    assert json.dumps(g.to_json(), sort_keys=True) == before
