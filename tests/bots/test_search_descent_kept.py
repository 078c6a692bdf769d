"""The search's tree descent takes the legal list the turn machine kept after the descent's own step
(``Game.next_actions``) instead of listing it again: the same list at every node, so the same search.

Checked by running plain searches in every game with ``Game.next_actions`` wrapped: each answer is compared with the
rules' own fresh listing of that state, and the chosen action and iteration count with a search whose descent always
lists afresh (``next_actions`` patched to ``legal_actions``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from conjure.bots import Ismcts
from conjure.bots.search_settings import PLAIN
from conjure.engine import Action, Game, all_rules, new_game

GAMES = sorted(r.name for r in all_rules())


def _midgame(name: str, seed: int) -> Game:
    """A 2-player game some random steps in, at a position where the seat to act has at least three choices."""
    game = new_game(name, players=2, seed=seed)
    rng = game.rng.__class__(seed)
    made = 0
    while not game.is_over:
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        if made >= 12 + seed and len(actions) >= 3:
            break
        game.apply(seat, actions[rng.below(len(actions))])
        made += 1
    return game


@pytest.fixture
def checked_next_actions(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """``Game.next_actions`` checked against a fresh listing at every call; yields the count of calls."""
    calls = [0]
    original = Game.next_actions

    def checked(self: Game, seat: int) -> list[Action]:
        kept = original(self, seat)
        fresh = self.rules.legal_actions(self.state, seat)
        assert [a.id for a in kept] == [a.id for a in fresh]
        calls[0] += 1
        return kept

    monkeypatch.setattr(Game, "next_actions", checked)
    yield calls


@pytest.mark.parametrize("name", GAMES)
def test_the_descent_lists_what_a_fresh_listing_lists(name: str, checked_next_actions: list[int]) -> None:
    game = _midgame(name, 3)
    assert not game.is_over
    search = Ismcts(7, iterations=40, settings=PLAIN)
    search.choose(game, game.to_act[0])
    assert search.last_iterations == 40
    assert checked_next_actions[0] > 0  # the descent went below the root at least once


@pytest.mark.parametrize("name", GAMES)
def test_the_search_chooses_as_with_fresh_lists(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _midgame(name, 5)
    seat = game.to_act[0]
    kept = Ismcts(11, iterations=60, settings=PLAIN)
    chosen = kept.choose(game.clone(), seat).id
    visits = sorted((c.action, c.visits) for c in kept.tree.children.values()) if kept.tree else []
    monkeypatch.setattr(Game, "next_actions", Game.legal_actions)
    fresh = Ismcts(11, iterations=60, settings=PLAIN)
    assert fresh.choose(game.clone(), seat).id == chosen
    assert fresh.tree is not None
    assert sorted((c.action, c.visits) for c in fresh.tree.children.values()) == visits
