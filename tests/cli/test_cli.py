"""The terminal interface, driven as a user would (Typer's test runner feeds stdin)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from conjure.cli.app import app

runner = CliRunner()


def test_list_shows_games_and_options() -> None:
    result = runner.invoke(app, ["list"])
    assert result.exit_code == 0
    assert "incantibus" in result.output and "mode" in result.output and "apprentice" in result.output


def test_play_against_bots_to_the_end(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "incantibus", "-p", "3", "-b", "2", "-s", "5", "--save", str(save)],
                           input="1\n" * 400)
    assert result.exit_code == 0, result.output
    assert "Incanto!" in result.output and "Final standings" in result.output
    assert json.loads(save.read_text())["game"] == "incantibus"
    replay = runner.invoke(app, ["replay", str(save), "--lang", "cs"])
    assert replay.exit_code == 0 and "Konečné pořadí" in replay.output


def test_bad_input_reprompts_and_quit_saves(tmp_path: Path, monkeypatch: object) -> None:
    save = tmp_path / "left.json"
    result = runner.invoke(app, ["play", "incantibus", "-p", "2", "-b", "1", "-s", "3", "--save", str(save)],
                           input="99\nfoo\nquit\n")
    assert result.exit_code == 0
    assert result.output.count("is not possible") == 2
    assert "Resume: conjure play --load" in result.output
    resumed = runner.invoke(app, ["play", "--load", str(save), "-b", "1"], input="1\n" * 300)
    assert resumed.exit_code == 0 and "Final standings" in resumed.output


def test_hot_seat_asks_each_human_in_turn() -> None:
    result = runner.invoke(app, ["play", "incantibus", "-p", "2", "-b", "0", "-s", "8", "--lang", "de"],
                           input="\n1\n\n1\nquit\n")
    assert result.output.count("Gebt den Bildschirm an") >= 2


def test_bad_configuration_is_an_error_not_a_traceback() -> None:
    for args in (["play", "chess"], ["play", "incantibus", "-p", "9"], ["play", "incantibus", "-o", "mode=x"],
                 ["play", "incantibus", "--lang", "fr"], ["simulate", "incantibus", "-n", "0"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, args
        assert "error:" in result.output and "Traceback" not in result.output


def test_simulate_prints_a_summary() -> None:
    result = runner.invoke(app, ["simulate", "incantibus", "-n", "20", "-p", "4", "-s", "1"])
    assert result.exit_code == 0
    assert "games/s" in result.output and "decisions per game" in result.output and "win %" in result.output


def test_simulate_counts_outcomes_of_a_semi_cooperative_game() -> None:
    result = runner.invoke(app, ["simulate", "insula", "-n", "5", "-p", "3", "-s", "1"])
    assert result.exit_code == 0
    assert "outcome " in result.output and "no winner" in result.output


def test_replay_rejects_bad_files(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2 and "not a Conjure save" in result.output
