"""The arena on Ray: a local Ray instance plays a few games, and they are the games a local run plays.

Behind the ``ray`` marker (deselected by default): ``pip install -e '.[ray]'``, then ``pytest -m ray``."""

from __future__ import annotations

import pytest

from conjure.bots import arena

pytestmark = pytest.mark.ray


def test_a_local_ray_instance_plays_the_arena_games_a_local_run_plays() -> None:
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
    try:
        on_ray = arena.run("incantibus", ["heuristic", "random"], 3, 2, {}, seed=5, ray="auto")
    finally:
        ray.shutdown()
    here = arena.run("incantibus", ["heuristic", "random"], 3, 2, {}, seed=5)
    assert [(r.index, r.seats, r.scores, r.winners) for r in on_ray] == [
        (r.index, r.seats, r.scores, r.winners) for r in here
    ]


def test_the_arena_starts_and_stops_its_own_local_instance() -> None:
    ray = pytest.importorskip("ray")
    records = arena.run("djinn", ["random"], 2, 1, {}, seed=2, ray="local")
    assert len(records) == 2 and not ray.is_initialized()
