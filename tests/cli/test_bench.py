"""The benchmark script answers bad arguments with a clean error, like the CLI."""

from __future__ import annotations

import json

import pytest

from conjure import bench
from conjure.engine import Rng


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["--game", "djinn", "--players", "7"], "djinn is played by 1, 2, 3, 4 players, not 7"),
        (["--option", "foo"], "must look like key=value"),
        (["--games", "0"], "0 is too few"),
        (["--games", "many"], "'many' is not a whole number"),
        (["--game", "djinn", "--option", "bogus=1"], "djinn has no option bogus"),
        (["--game", "incantibus", "--option", "mode=x"], "allowed: apprentice, expert"),
    ],
)
def test_bad_arguments_are_errors_not_tracebacks(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        bench.main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err


def test_a_small_run_prints_a_row(capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["--game", "incantibus", "--players", "2", "--games", "2", "--json"])
    out = capsys.readouterr().out
    assert '"game": "incantibus"' in out
    row = json.loads(out)
    assert 0 < row["render_ms"] < 1000 and 0 < row["render_cold_ms"] < 1000
    assert 0 < row["render_cpu_ms"] < 1000 and 0 < row["render_cold_cpu_ms"] < 1000
    assert row["ismcts_per_s"] > 0  # the configured search, mid-game


def test_the_render_figures_time_views_of_a_whole_game_middle() -> None:
    figures = bench._render_ms("trickerion", 2, {}, views=6)
    assert set(figures) == {"render_ms", "render_cold_ms", "render_cpu_ms", "render_cold_cpu_ms"}
    assert all(value is not None and value > 0 for value in figures.values())


def test_the_yardstick_draws_as_the_engine_does() -> None:
    plain, engine = bench.PlainRng(7), Rng(7)
    assert [plain.below(n) for n in range(1, 200)] == [engine.below(n) for n in range(1, 200)]
