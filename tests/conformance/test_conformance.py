"""The conformance suite every registered game runs (OpenSpiel-style random-simulation checks).

A game joins by being registered: its ``sample_configs()`` pick the player counts and options.
At every step of seeded random playouts it checks: legal actions are sorted, unique and non-empty
while the game is on; the chosen action applies; illegal input is rejected with the state
byte-identical; views are JSON and do not change when what the seat cannot see is resampled
(``redeal``) or when another seat makes its secret choice. Every few steps a copy loaded from the
game's save plays on in lockstep with it, so both must stay equal, their logs included (an event that
changes after it was logged shows here). Replay from the start runs once per game, at the end, so the
cost is linear in the length of the game.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

import conjure
from conjure.engine import IllegalAction, RandomBot, Rng
from tests.conftest import config_id, snapshot

CONFIGS = [(r.name, n, opts) for r in conjure.engine.all_rules() for n, opts in r.sample_configs()]
GAMES_PER_CONFIG = 3
DEEP_EVERY = 7  # illegal-input, view, secret-choice checks and a fresh lockstep copy every N steps at first...
DEEP_SPREAD = 210  # ...then N more steps apart for every further DEEP_SPREAD steps of a long game (a check costs
# as much as the game is long: it writes out the whole log, so checking a long Djinn game as densely as a short one
# made the default run quadratic in its length; the soak run checks every N steps throughout)
SOAK_GAMES = int(os.environ.get("CONJURE_SOAK_GAMES", "200"))  # games per config under `-m soak`


def _playout_checks(name: str, players: int, options: dict[str, Any], seed: int, spread: bool = True) -> None:
    game = conjure.new_game(name, players=players, seed=seed, options=options)
    bot = RandomBot(seed)
    rng = Rng(seed + 99)
    step = deep = 0
    copy: conjure.Game | None = None
    while not game.is_over:
        to_act = game.to_act
        assert to_act, "a game that is not over must have a seat to act"
        seat = to_act[rng.below(len(to_act))]
        actions = game.legal_actions(seat)
        ids = [a.id for a in actions]
        assert ids, f"seat {seat} is to act but has no legal action"
        assert ids == sorted(ids, key=game.rules.action_key), "legal actions must be sorted"
        assert len(set(ids)) == len(ids), "action ids must be unique"
        if step == deep:
            deep += DEEP_EVERY * (1 + step // DEEP_SPREAD if spread else 1)
            _check_illegal(game, seat, ids)
            _check_views(game, seed + step)
            _check_secret_choices(game, seat, actions)
            _check_lockstep(game, copy)
            copy = _loaded_copy(game)
        action = bot.choose(game, seat)
        assert action.label("en") and action.label("cs") and action.label("de")
        assert game.label(action, "en") and game.label(action, "cs") and game.label(action, "de")
        assert conjure.Action.from_json(json.loads(json.dumps(action.to_json()))) == action
        game.apply(seat, action.id)
        if copy is not None:
            copy.apply(seat, action.id)
            assert copy.fingerprint() == game.fingerprint(), f"a loaded copy diverged at step {step}"
        step += 1
        assert step < 20_000, "game did not end"
    _check_lockstep(game, copy)
    assert game.to_act == [] and game.legal_actions(0) == []
    result = game.result()
    for key in ("scores", "ranks", "winners", "tiebreak"):
        assert key in result
    assert len(result["scores"]) == players and sorted(result["ranks"])[0] == 1
    _check_save_and_replay(game)
    for event in game.events:
        assert game.describe(event, "cs") and game.describe(event, "de")


def _loaded_copy(game: conjure.Game) -> conjure.Game:
    """The game as saved and loaded back (trusted: no replay), to play on beside the original."""
    loaded = conjure.load_game(json.dumps(game.to_json()), verify=False)
    assert snapshot(loaded) == snapshot(game)
    return loaded


def _check_lockstep(game: conjure.Game, copy: conjure.Game | None) -> None:
    """A copy loaded some steps ago and played on with the same actions equals the original, log included."""
    if copy is not None:
        assert copy.history == game.history
        assert copy.events == game.events, "the log changed after it was written (an event shares data with the state?)"
        assert snapshot(copy) == snapshot(game)


def _check_illegal(game: conjure.Game, seat: int, legal: list[str]) -> None:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, "no-such:action")
    assert "legal" in str(info.value)
    others = [s for s in range(game.players) if s not in game.to_act]
    if others:
        with pytest.raises(IllegalAction, match="not to act"):
            game.apply(others[0], legal[0])
    with pytest.raises(IllegalAction):
        game.apply(game.players + 5, legal[0])
    assert snapshot(game) == before, "a rejected action must leave the game byte-identical"


def _check_views(game: conjure.Game, seed: int) -> None:
    for seat in [None, *range(game.players)]:
        view = game.view(seat)
        assert json.loads(json.dumps(view)) == view, "views must be JSON"
        redealt = game.rules.redeal(game.state, seat, Rng(seed))
        if redealt is not None:
            other = game.clone()
            other.state = redealt
            assert other.view(seat) == view, f"view of seat {seat} changed when hidden things were resampled"
            if seat is not None and seat in game.to_act:
                assert _words_for(other, seat) == _words_for(game, seat), (
                    f"seat {seat}'s choices, their notes or the help changed when hidden things were resampled"
                )
        json.dumps(game.events_for(seat))


def _words_for(game: conjure.Game, seat: int) -> list[str]:
    """What a seat reads beside its choices: each legal action's label and note, and the help (English)."""
    p = game.presentation
    words = [p.decision_help(game.state, seat, "en") or ""]
    for action in game.legal_actions(seat):
        words += [game.label(action, "en"), p.explain_action(game.state, seat, action, "en")]
    return words


def _check_secret_choices(game: conjure.Game, seat: int, actions: list[conjure.Action]) -> None:
    """In a simultaneous phase, another seat's view must not depend on which secret choice was made."""
    to_act = game.to_act
    if len(to_act) < 2 or len(actions) < 2:
        return
    watchers = [s for s in range(game.players) if s != seat]
    views = []
    for action in (actions[0], actions[-1]):
        trial = game.clone()
        trial.apply(seat, action)
        if len(trial.to_act) != len(to_act) - 1:
            return  # the choice resolved the phase (not a pure secret choice)
        views.append([trial.view(s) for s in [None, *watchers]] + [trial.events_for(s) for s in watchers])
    assert views[0] == views[1], "a secret simultaneous choice leaked into another seat's view"


def _check_save_and_replay(game: conjure.Game) -> None:
    """Loading a save (which replays and verifies it) and replaying the record give the same game."""
    text = json.dumps(game.to_json())
    loaded = conjure.load_game(text)
    assert loaded.fingerprint() == game.fingerprint()
    assert snapshot(loaded) == snapshot(game)
    replayed = conjure.replay(json.loads(json.dumps(game.record())))
    assert replayed.fingerprint() == game.fingerprint()


@pytest.mark.parametrize("config", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_random_playouts_conform(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    for seed in range(GAMES_PER_CONFIG):
        _playout_checks(name, players, options, seed * 7919 + players)


@pytest.mark.parametrize("config", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_same_seed_same_game(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    games = []
    for _ in range(2):
        game = conjure.new_game(name, players=players, seed=4242, options=options)
        conjure.play_out(game, RandomBot(17))
        games.append(game)
    assert games[0].fingerprint() == games[1].fingerprint()
    assert games[0].record() == games[1].record()


@pytest.mark.soak
@pytest.mark.parametrize("config", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_soak_playouts_conform(config: tuple[str, int, dict[str, Any]]) -> None:
    name, players, options = config
    for seed in range(SOAK_GAMES):
        _playout_checks(name, players, options, 1_000_000 + seed, spread=False)


def test_every_game_is_listed() -> None:
    names = {g["name"] for g in conjure.games()}
    assert "incantibus" in names
    for info in conjure.games():
        assert info["players"] and all(isinstance(o["allowed"], str) for o in info["options"])
