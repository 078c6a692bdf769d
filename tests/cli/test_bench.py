"""The benchmark script answers bad arguments with a clean error, like the CLI."""

from __future__ import annotations

import pytest

from conjure import bench


@pytest.mark.parametrize(("argv", "said"), [
    (["--game", "chess"], "unknown game 'chess'"),
    (["--game", "djinn", "--players", "7"], "djinn is played by 1, 2, 3, 4 players, not 7"),
    (["--option", "foo"], "must look like key=value"),
    (["--games", "0"], "0 is too few"),
    (["--games", "many"], "'many' is not a whole number"),
    (["--game", "djinn", "--option", "bogus=1"], "djinn has no option bogus"),
    (["--game", "incantibus", "--option", "mode=x"], "allowed: apprentice, expert"),
])
def test_bad_arguments_are_errors_not_tracebacks(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        bench.main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err


def test_a_small_run_prints_a_row(capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["--game", "incantibus", "--players", "2", "--games", "2", "--json"])
    assert '"game": "incantibus"' in capsys.readouterr().out
