"""The arena: rotated seats, honest intervals, ratings, files, and a clean CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from conjure.bots import arena
from conjure.cli.app import app
from conjure.engine import ConfigError


def test_seats_rotate_so_every_bot_sits_everywhere() -> None:
    assert [arena.seating(["a", "b"], 2, i) for i in range(3)] == [["a", "b"], ["b", "a"], ["a", "b"]]
    assert arena.seating(["a", "b"], 3, 1) == ["b", "a", "b"]


def test_wilson_interval() -> None:
    low, high = arena.wilson(45, 100)
    assert 0.35 < low < 0.36 and 0.54 < high < 0.55
    assert arena.wilson(0, 0) == (0.0, 1.0) and arena.wilson(10, 10)[1] == 1.0


def test_summary_counts_shared_wins_and_rates_the_better_bot_higher() -> None:
    records = [
        arena.GameRecord(
            i,
            i,
            arena.seating(["good", "bad"], 2, i),
            [5, 1] if i % 2 == 0 else [1, 5],
            [1, 2] if i % 2 == 0 else [2, 1],
            [0] if i % 2 == 0 else [1],
            10,
            0.1,
        )
        for i in range(10)
    ]
    records.append(arena.GameRecord(10, 10, ["good", "bad"], [3, 3], [1, 1], [0, 1], 10, 0.1))
    rows = {r.bot: r for r in arena.summarize(records, ["good", "bad"])}
    assert rows["good"].games == 11 and rows["good"].wins == 10.5 and rows["bad"].wins == 0.5
    assert rows["good"].rating_mu > rows["bad"].rating_mu and rows["good"].low > 0.5


def test_a_small_run_in_two_processes_is_reproducible(tmp_path: Path) -> None:
    runs = [
        arena.run("incantibus", ["random", "ismcts"], 2, 2, {}, seed=3, workers=w, budget=arena.Budget(iterations=5))
        for w in (1, 2)
    ]
    assert [(r.seats, r.scores) for r in runs[0]] == [(r.seats, r.scores) for r in runs[1]]
    arena.write_csv(tmp_path / "games.csv", runs[0])
    assert (tmp_path / "games.csv").read_text().startswith("index,seed,seats")
    arena.plot(tmp_path / "ratings.png", arena.summarize(runs[0], ["random", "ismcts"]), "test")
    assert (tmp_path / "ratings.png").read_bytes()[:4] == b"\x89PNG"
    with pytest.raises(ConfigError, match="bots: random, heuristic, ismcts, ismcts-plain, ismcts-h"):
        arena.run("incantibus", ["random", "genius"], 1, 2, {})


def test_the_arena_command(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(
        app, ["arena", "insula", "--bots", "random", "-n", "2", "-p", "3", "--csv", str(tmp_path / "g.csv")]
    )
    assert result.exit_code == 0, result.output
    assert "table won %" in result.output and (tmp_path / "g.csv").exists()
    for bad, said in (
        (["arena", "incantibus", "--bots", "random,genius"], "bots: random, heuristic, ismcts, ismcts-plain, ismcts-h"),
        (["arena", "chess"], "unknown game"),
        (["arena", "incantibus", "-n", "0"], "at least 1"),
        (["arena", "incantibus", "--search", "priors=2"], "unknown keys ['priors']; known: exploration"),
        (["arena", "incantibus", "--search", "reuse=maybe"], "reuse must be bool, not 'maybe'"),
    ):
        result = runner.invoke(app, bad)
        assert result.exit_code == 2 and said in " ".join(result.output.split()) and "Traceback" not in result.output
