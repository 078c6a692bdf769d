"""Undo in the terminal: offered only when the engine allows it, refused with the reason, seen in the log."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

import conjure
from conjure.cli.app import app
from conjure.engine import UNDO_EVENT

runner = CliRunner()
# Djinn, seed 1: Player 1 picks a character tile and picks again: the first pick may be taken back
DJINN = ["play", "djinn", "-p", "2", "-b", "1", "-s", "1"]


def _play(tmp_path: Path, typed: str, *extra: str) -> tuple[str, dict[str, Any]]:
    save = tmp_path / "game.json"
    result = runner.invoke(app, [*DJINN, "--save", str(save), *extra], input=typed)
    assert result.exit_code == 0, result.output
    return result.output, json.loads(save.read_text())


def test_undo_takes_back_the_pick_and_everyone_reads_it(tmp_path: Path) -> None:
    output, saved = _play(tmp_path, "1\nu\nquit\n")
    first_prompt = output.split("Action number")[0]
    assert "Take back your last action" not in first_prompt  # nothing to take back yet
    assert "u  Take back your last action" in output
    assert "Player 1 took back 1 action" in output
    untouched = conjure.new_game("djinn", players=2, seed=1)
    bot_only = saved["actions"]
    assert all(seat != 0 for seat, _ in bot_only) and untouched.to_act == [bot_only[0][0]]
    assert [e for e in saved["events"] if e["type"] == UNDO_EVENT] == [
        {"type": UNDO_EVENT, "seat": 0, "steps": 1, "step": len(bot_only)}
    ]
    resumed = runner.invoke(app, ["play", "--load", str(tmp_path / "game.json"), "-b", "1"], input="log\nquit\n")
    assert resumed.exit_code == 0 and "Player 1 took back 1 action" in resumed.output


def test_a_refused_undo_says_why_and_the_game_goes_on(tmp_path: Path) -> None:
    output, saved = _play(tmp_path, "1\nundo 3\nundo x\nundo 1 2\nquit\n")
    assert "You cannot take back 3: another player has acted since." in output
    assert output.count("Type undo, or undo and a number, e.g. undo 2.") == 2
    assert [0, "char:N2"] in saved["actions"]
    assert not any(e["type"] == UNDO_EVENT for e in saved["events"])


def test_undo_in_czech_and_in_the_help(tmp_path: Path) -> None:
    output, _ = _play(tmp_path, "1\nhelp\nundo\nquit\n", "--lang", "cs")
    assert "Vzít zpět svou poslední akci" in output
    assert "undo (nebo u) vezme zpět vaši poslední akci" in output
    assert "Hráč 1 bere zpět 1 akci" in output


def test_bots_never_undo(tmp_path: Path) -> None:
    save = tmp_path / "bots.json"
    result = runner.invoke(app, ["play", "incantibus", "-p", "2", "-b", "2", "-s", "4", "--save", str(save)])
    assert result.exit_code == 0, result.output
    saved = json.loads(save.read_text())
    assert saved["actions"] and not any(e["type"] == UNDO_EVENT for e in saved["events"])


def test_a_secret_assignment_may_be_changed_in_the_terminal(tmp_path: Path) -> None:
    """Issue 26 item 6: Trickerion's assignment cards are chosen in secret all at once; in the terminal a player
    who has put a card under a character may take it back while still choosing (before, the first card was final)."""
    from tests.trickerion.helpers import new, play

    game = new(2, seed=1)
    play(game, "pass", stop="assign")
    save = tmp_path / "assigning.json"
    save.write_text(json.dumps(game.to_json()))
    result = runner.invoke(app, ["play", "--load", str(save), "-b", "1", "--save", str(save)], input="1\nu\nquit\n")
    assert result.exit_code == 0, result.output
    after_first = result.output.split("Action number")[1]
    assert "u  Take back your last action" in after_first
    assert "Player 1 took back 1 action" in result.output
    saved = json.loads(save.read_text())
    assert saved["actions"] == [list(h) for h in game.history]


def test_hot_seat_hands_the_screen_back_to_change_a_secret_choice(tmp_path: Path) -> None:
    """Issue 26 item 6 in the terminal: in hot-seat, a player who chose in secret and passed the screen on may ask
    for it back (``b1``) and change the choice until everyone has chosen; the next player sees the offer."""
    game = conjure.new_game("incantibus", players=3, seed=4)
    bot = conjure.RandomBot(4)
    while len(game.to_act) != 3:  # Incanto!: every seat points at once
        game.apply(game.to_act[0], bot.choose(game, game.to_act[0]))
    save = tmp_path / "incanto.json"
    save.write_text(json.dumps(game.to_json()))
    first = [a.id for a in game.shown_actions(0)][0]
    typed = "\n1\n\nb1\n\nu\nquit\n"  # screen to P1, point; screen to P2, back to P1; screen to P1, take it back
    result = runner.invoke(app, ["play", "--load", str(save), "-b", "0", "--save", str(save)], input=typed)
    assert result.exit_code == 0, result.output
    second_turn = result.output.split("Pass the screen to Player 2")[1]
    assert "b1  Back to Player 1: they may change their secret choice" in second_turn
    assert "Player 1 took back 1 action" in result.output
    saved = json.loads(save.read_text())
    assert [0, first] not in saved["actions"][len(game.history) :], "the secret choice was taken back"
    assert len(saved["actions"]) == len(game.history)


def test_no_offer_back_outside_a_secret_step(tmp_path: Path) -> None:
    output, _ = _play(tmp_path, "1\nquit\n")
    assert "Back to Player" not in output
