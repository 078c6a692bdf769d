"""``Game.legal_actions`` right after the game's own step takes the options the turn machine's run just listed
(``Game._ran``, ``Flow.legal_ids``' ``kept``) while the game's state has never been shown: the same lists as listing
afresh, and never a stale one.

A step's run lists the next decision's options to learn whether only one is left; the next ``legal_actions`` listed
them again, for nothing told the game that its state did not change in between. It now takes the run's list when the
state is the one the step left (the same object, the same history length) and nobody outside the game can hold it: a
game made by ``new_game``, ``load_game``, ``replay`` or ``clone`` owns its state until ``game.state`` is
read or set (or the game is built from a state its caller holds, or unpickled: ``copy.copy`` shares the state);
from then on it lists afresh, as it always did."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from conjure.engine import Game, Rng, all_rules, load_game, new_game
from conjure.engine import game as game_module
from conjure.engine.copies import deep_copy
from conjure.engine.flow import FlowRules

from .test_kept_options import LISTED, ToyRules, toy_game

GAMES = sorted(r.name for r in all_rules())


def _fresh(game: Game, seat: int) -> list[str]:
    """The seat's legal list listed afresh by the rules on a copy of the game's state (the game left as it is)."""
    return [a.id for a in game.rules.legal_actions(deep_copy(game._state), seat)]


@pytest.mark.parametrize("name", GAMES)
def test_the_kept_legal_list_is_the_fresh_one(name: str) -> None:
    """Every game at every seat count, a seeded random game played by ``legal_actions`` + ``apply`` (the kept lists)
    beside a twin that lists afresh (its state shown, so nothing is kept for it): at every step the same list for
    the seat to act and for every other seat (a simultaneous step's seats, and those not asked), the same state,
    random stream and events; and the kept list was taken at most steps (a rules' own lister aside)."""
    rules = next(r for r in all_rules() if r.name == name)
    for players, seed in [(n, seed) for n in rules.players for seed in (n, n + 20)]:
        game = new_game(name, players=players, seed=seed)
        twin = game.clone()
        twin_state = twin.state  # shown: the twin lists afresh at every step
        assert not game._shown and twin._shown
        pick, made, kept = Rng(seed + 10), 0, 0
        while not game.is_over and made < 600:
            seat = game.to_act[0]
            kept += game._ran is not None
            actions = game.legal_actions(seat)
            ids = [a.id for a in actions]
            assert ids == [a.id for a in twin.legal_actions(seat)], f"{players}p step {made}"
            assert ids == _fresh(game, seat)
            for other in range(players):
                if other != seat:
                    assert [a.id for a in game.legal_actions(other)] == [a.id for a in twin.legal_actions(other)]
            game.legal_actions(seat)  # offered again for the seat to act (``apply``'s offered path, as the bench's)
            action_id = ids[pick.below(len(ids))]
            plain = twin.apply(seat, action_id)
            new = game.apply(seat, next(a for a in actions if a.id == action_id))
            assert game._state == twin_state, f"{players}p step {made}: {action_id}"
            assert game.rng.state == twin.rng.state and new == plain
            made += 1
        assert made > 0 and not game._shown
        if isinstance(rules, FlowRules) and name != "insula":  # Insula lists its turns itself (``Flow.lister``)
            assert kept >= made // 2, f"{players}p: the kept list taken at {kept} of {made} steps"


@pytest.mark.parametrize("name", GAMES)
def test_the_bench_loop_plays_the_same_game(name: str) -> None:
    """The checked loop of ``bench_core`` (``legal_actions``, a seeded pick, ``apply``) with the kept lists and
    without (the state shown): the same history, state and random stream."""
    rules = next(r for r in all_rules() if r.name == name)
    players = max(rules.players)
    played = []
    for show in (False, True):
        game, pick = new_game(name, players=players, seed=5), Rng(5)
        if show:
            assert game.state is not None  # shown: every list afresh
        for _ in range(400):
            if game.is_over:
                break
            seat = game.to_act[0]
            actions = game.legal_actions(seat)
            game.apply(seat, actions[pick.below(len(actions))])
        played.append((game.history, game._state, game.rng.state))
    assert played[0] == played[1]


def _own_toy() -> Game:
    """The counting toy (``test_kept_options``) as a game that owns its state (as ``new_game`` makes it)."""
    return game_module._own(toy_game())


def _listed_by(game: Game, seat: int) -> tuple[list[str], int]:
    before = LISTED[0]
    return [a.id for a in game.legal_actions(seat)], LISTED[0] - before


def test_the_kept_list_is_taken_right_after_a_step() -> None:
    game = _own_toy()
    assert _listed_by(game, 0) == (["x", "y"], 1)  # no step of its own yet: listed
    game.apply(0, "x")
    assert _listed_by(game, 1) == (["x", "y"], 0)  # the run's list
    assert _listed_by(game, 1) == (["x", "y"], 0)  # again at the same step
    game.apply(1, "y")
    game.apply_unchecked(0, game.legal_actions(0)[0])
    assert _listed_by(game, 1) == (["x", "y"], 0)


def test_a_state_read_is_listed_afresh_ever_after() -> None:
    """Reading ``game.state`` (as code that edits it in place does) stops the keeping, also for a state held from
    before a step."""
    game = _own_toy()
    game.apply(0, "x")
    game.state["offer"] = ["p", "q"]
    assert _listed_by(game, 1) == (["p", "q"], 1)
    other = _own_toy()
    held = other.state  # held from before the step
    other.apply(0, "x")
    held["offer"] = ["r", "s"]
    assert _listed_by(other, 1) == (["r", "s"], 1)
    other.apply(1, "r")
    assert other._ran is None and _listed_by(other, 0) == (["r", "s"], 1)


def test_a_state_set_or_handed_in_is_listed_afresh() -> None:
    game = _own_toy()
    game.apply(0, "x")
    copy = deep_copy(game._state)
    copy["offer"] = ["m", "n"]
    game.state = copy  # set: its holder may change it
    assert _listed_by(game, 1) == (["m", "n"], 1)
    game.apply(1, "m")
    assert game._ran is None
    rules = ToyRules()
    rng = Rng(3)
    handed = rules.setup(2, {}, rng)
    built = Game(rules, 2, 3, {}, handed, rng)  # the caller holds the state it handed in
    built.apply(0, "x")
    handed["offer"] = ["u", "v"]
    assert _listed_by(built, 1) == (["u", "v"], 1)


def test_another_games_step_between_is_no_harm() -> None:
    """The machine keeps one list, for one state: another game's step in between leaves this game's list to be
    listed again, as it is now."""
    one, two = _own_toy(), _own_toy()
    one.apply(0, "x")
    two._state["offer"] = ["x", "k"]  # (the toy's own list, set before its step)
    two.apply(0, "x")
    assert _listed_by(one, 1) == (["x", "y"], 1)
    ids, listed = _listed_by(two, 1)
    assert sorted(ids) == ["k", "x"] and listed == 0 and ids == _fresh(two, 1)


def test_undo_lists_the_state_it_leaves() -> None:
    game = new_game("trickerion", players=2, seed=3)
    pick, undone = Rng(1), 0
    for _ in range(300):
        if game.is_over:
            break
        seat = game.to_act[0]
        if game.undoable(seat) > 0 and pick.below(3) == 0:
            game.undo(seat, 1)  # the state replaced: the next list is listed for it
            undone += 1
            seat = game.to_act[0]
        actions = game.legal_actions(seat)
        assert [a.id for a in actions] == _fresh(game, seat)
        game.apply(seat, actions[pick.below(len(actions))])
    assert undone > 3


@pytest.mark.parametrize("how", ["clone", "pickle", "load", "load_verified", "replay"])
def test_games_made_from_a_game_own_their_states(how: str) -> None:
    """Each way of making a game from another gives one owning a state of its own (the caller's data not shared),
    whose kept lists are the fresh ones; an unpickled game (``copy.copy`` of a game shares its state) lists afresh."""
    game = new_game("trickerion", players=3, seed=8)
    pick = Rng(2)
    for _ in range(20):
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    data: dict[str, Any] = game.to_json()
    made = {
        "clone": game.clone,
        "pickle": lambda: pickle.loads(pickle.dumps(game)),
        "load": lambda: load_game(data, verify=False),
        "load_verified": lambda: load_game(data),
        "replay": lambda: game_module.replay(data),
    }[how]()
    assert made._shown == (how == "pickle") and made._state is not data["state"]
    for _ in range(30):
        if made.is_over:
            break
        seat = made.to_act[0]
        actions = made.legal_actions(seat)
        assert [a.id for a in actions] == _fresh(made, seat)
        made.apply(seat, actions[pick.below(len(actions))])
