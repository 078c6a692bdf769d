"""The heuristic bot (level medium): reproducible, sensible, loop-free, its weights data checked."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import conjure
from conjure.bots import Heuristic, Ismcts, make_bot
from conjure.bots.arena import run
from conjure.engine import ConfigError, RandomBot
from conjure.engine.evaluation import load_weights, squash
from conjure.games.djinn import evaluation as djinn_eval
from conjure.games.incantibus import evaluation as incantibus_eval
from conjure.games.insula import evaluation as insula_eval
from conjure.games.trickerion import evaluation as trickerion_eval
from tests import games

EVALUATIONS = [djinn_eval, incantibus_eval, insula_eval, trickerion_eval]


@pytest.mark.parametrize(
    "name,players", [(name, players) for name, players, _ in games.configs("HEURISTIC", sample=False)]
)
def test_a_seeded_heuristic_bot_plays_the_same_game_twice(name: str, players: int) -> None:
    histories = []
    for _ in range(2):
        game = conjure.new_game(name, players=players, seed=8)
        bots = {s: Heuristic(40 + s) if s == 0 else RandomBot(s) for s in range(players)}
        while not game.is_over and len(game.history) < 50:
            seat = game.to_act[0]
            game.apply(seat, bots[seat].choose(game, seat))
        histories.append(game.history)
    assert histories[0] == histories[1] and len(histories[0]) > 30


def test_the_heuristic_beats_random_in_incantibus() -> None:
    records = run("incantibus", ["heuristic", "random"], 10, 2, {}, seed=300)
    wins = sum(1 for r in records for s in r.winners if r.seats[s] == "heuristic")
    assert wins >= 8


def test_a_heuristic_table_beats_kingos_where_a_random_one_does_not() -> None:
    heuristic = run("insula", ["heuristic"], 4, 2, {}, seed=1000)
    rnd = run("insula", ["random"], 4, 2, {}, seed=1000)
    assert sum(bool(r.winners) for r in heuristic) >= 3 and not any(r.winners for r in rnd)


def test_a_catch_is_not_undone_and_redone_forever() -> None:
    """Adding a djinn to a catch and taking it back leads where the bot has been: it moves on instead."""
    game = conjure.new_game("djinn", players=2, seed=1)
    bots = {0: Heuristic(1), 1: RandomBot(2)}
    while len(game.history) < 200:
        seat = game.to_act[0]
        game.apply(seat, bots[seat].choose(game, seat))
    ids = [a for s, a in game.history if s == 0]
    assert any(a == "cgo" for a in ids)  # it catches
    assert sum(1 for a, b in zip(ids, ids[1:], strict=False) if a.startswith("cadd") and b.startswith("cdel")) <= 2


@pytest.mark.parametrize("module", EVALUATIONS, ids=lambda m: m.__name__.split(".")[-2])
def test_every_feature_has_a_weight_and_a_docstring(module: object) -> None:
    features = module.FEATURES  # type: ignore[attr-defined]
    assert set(features) == set(module.WEIGHTS.features)  # type: ignore[attr-defined]
    # read from the source: a function compiled by the build (Djinn's evaluation) carries no __doc__
    name = module.__name__  # type: ignore[attr-defined]
    source = Path(conjure.__file__).parent.parent.joinpath(*name.split(".")).with_suffix(".py")
    documented = {
        node.name
        for node in ast.parse(source.read_text(encoding="utf-8")).body
        if isinstance(node, ast.FunctionDef) and ast.get_docstring(node)
    }
    assert {f.__name__ for f in features.values()} <= documented


@pytest.mark.parametrize("module", EVALUATIONS, ids=lambda m: m.__name__.split(".")[-2])
def test_the_evaluation_is_a_value_between_0_and_1(module: object) -> None:
    name = module.__name__.split(".")[-2]  # type: ignore[attr-defined]
    game = conjure.new_game(name, players=2, seed=4)
    bot = RandomBot(4)
    while not game.is_over and len(game.history) < 150:
        for seat in range(2):
            value = game.rules.evaluate(game.state, seat)
            assert value is not None and 0.0 < value < 1.0
        game.apply_unchecked(game.to_act[0], bot.choose(game, game.to_act[0]))


def test_a_weights_file_must_name_every_feature(tmp_path: Path) -> None:
    path = tmp_path / "bot.toml"
    path.write_text("scale = 2.0\n[weights]\npoints = 1.0\ngold = 2.0\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"missing for \['coins'\], unknown features \['gold'\]"):
        load_weights(path, {"points": lambda s, i: 0.0, "coins": lambda s, i: 0.0})
    weights = load_weights(path, {"points": lambda s, i: 1.0, "gold": lambda s, i: 0.5})
    assert weights.value({"points": lambda s, i: 1.0, "gold": lambda s, i: 0.5}, {}, 0) == 2.0
    assert squash(0.0, 2.0) == 0.5 and squash(2.0, 2.0) > 0.73 > squash(1.9, 2.0)


def test_levels_and_rollouts() -> None:
    assert isinstance(make_bot("medium", 1), Heuristic)
    game = conjure.new_game("incantibus", players=2, seed=3)
    bot = Ismcts(2, iterations=10, rollout_depth=20, rollout="heuristic")
    assert bot.choose(game, 0).id in {a.id for a in game.legal_actions(0)}
    with pytest.raises(ConfigError, match="rollouts: random, heuristic"):
        Ismcts(1, rollout="clever")
