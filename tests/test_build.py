"""The compiled build and its pure-Python twin (setup.py, ``conjure._build``): the modules that run compiled are
those the build compiled, unless ``CONJURE_PURE`` is set or a source changed since; both play the same games."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import conjure
from conjure import _build
from conjure.engine import actions, copies, rng

PLAY = """
import json, sys
import conjure, conjure._build as build
from conjure.engine import Rng
out = []
for rules in conjure.engine.all_rules():
    players = rules.players[-1]
    game = conjure.new_game(rules.name, players, seed=11)
    pick = Rng(11)
    while not game.is_over:
        seat = game.to_act[0]
        actions = game.legal_actions(seat)
        game.apply(seat, actions[pick.below(len(actions))])
    out.append([rules.name, game.fingerprint(), json.dumps(game.events, sort_keys=True), game.result()["scores"]])
print(json.dumps({"compiled": build.compiled(), "games": out}))
"""


def _played(pure: bool) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != "CONJURE_PURE"}
    if pure:
        env["CONJURE_PURE"] = "1"
    ran = subprocess.run([sys.executable, "-c", PLAY], capture_output=True, text=True, env=env, check=True, timeout=600)
    answer: dict[str, object] = json.loads(ran.stdout)
    return answer


def test_the_modules_that_run_compiled_are_those_the_build_compiled() -> None:
    built = set(_build._manifest())
    running = set(_build.compiled())
    if _build.why_pure is not None:
        assert running == set()
    else:
        assert built and running == built, "every compiled module is imported by the package"
        assert {actions.__name__, copies.__name__} <= running


def test_the_pure_build_plays_every_game_as_the_compiled_one_does() -> None:
    compiled, pure = _played(pure=False), _played(pure=True)
    assert pure["compiled"] == []
    if _build._manifest() and os.environ.get("CONJURE_PURE", "") in ("", "0"):
        assert compiled["compiled"] == sorted(_build._manifest())
    assert len(pure["games"]) == len(conjure.engine.all_rules())  # type: ignore[arg-type]
    assert compiled["games"] == pure["games"]


def test_a_changed_source_runs_pure() -> None:
    digest = hashlib.sha256(_build._source("conjure.engine.rng").read_bytes()).hexdigest()
    assert _build._stale({"conjure.engine.rng": digest}) is None
    assert "conjure.engine.rng changed since it was compiled" in (_build._stale({"conjure.engine.rng": "0" * 64}) or "")
    assert "missing" in (_build._stale({"conjure.engine.nothing_here": "0" * 64}) or "")


def test_the_pure_finder_loads_a_compiled_module_from_its_source() -> None:
    spec = _build._Sources({"conjure.engine.rng"}).find_spec("conjure.engine.rng")  # any module of the package
    assert spec is not None and spec.origin is not None and spec.origin.endswith("rng.py")
    assert _build._Sources({"conjure.engine.rng"}).find_spec("conjure.engine.flow") is None
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    assert module.Rng(5).below(1000) == rng.Rng(5).below(1000)


def test_each_game_names_its_compiled_modules_in_its_own_package() -> None:
    """A game names the modules the build compiles in its own ``build.toml`` (setup.py reads it as data): each one is
    a module of that game's package, and a compiled build compiled every one, so the stale-source check covers them."""
    listed: list[str] = []
    for listing in sorted((Path(conjure.__file__).parent / "games").glob("*/build.toml")):
        names = tomllib.loads(listing.read_text(encoding="utf-8"))["compiled"]
        assert names, f"{listing} names no module"
        for name in names:
            assert (listing.parent / name).is_file(), f"{listing} names {name}, not a module of its package"
            listed.append(f"conjure.games.{listing.parent.name}.{name.removesuffix('.py').replace('/', '.')}")
    built = set(_build._manifest())
    if built:
        assert set(listed) <= built
