"""A move asked step by step in the terminal (issue 29, TRK-STEP-1): a player may answer each short question by its
number or step id, or type the whole move's id at once (``buy:wood:2:1``), which is made through its steps; a move
that is not one of the seat's complete moves now is refused with the usual message and changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

import conjure
from conjure.cli.app import app
from conjure.engine import Game

runner = CliRunner()


def market_row_turn() -> tuple[Game, int, str]:
    """A real Trickerion game (random play, seed 2) at a Market Row turn, before its first step: the game, the seat
    and a buy among its complete moves."""
    g = conjure.new_game("trickerion", players=2, seed=2)
    bot = conjure.RandomBot(2)
    while not g.is_over:
        seat = g.to_act[0]
        top = g.state["tasks"][-1]["t"] if g.state["tasks"] else ""
        buys = [m for m in g.rules.moves(g.state, seat) if m.startswith("buy:")] if top == "turn_market_row" else []
        if buys and not g.sofar(seat):
            return g, seat, buys[-1]
        g.apply(seat, bot.choose(g, seat))
    raise AssertionError("no Market Row turn with a buy in this game")


def test_a_whole_move_typed_in_the_terminal_is_made_through_its_steps(tmp_path: Path) -> None:
    g, seat, move = market_row_turn()
    save = tmp_path / "game.json"
    save.write_text(json.dumps(g.to_json()), encoding="utf-8")
    expected = conjure.load_game(json.dumps(g.to_json()))
    expected.make(seat, move)
    steps = expected.history[len(g.history) :]
    assert len(steps) > 1 and all(s == seat for s, _ in steps), "the buy is several steps"

    result = runner.invoke(app, ["play", "--load", str(save), "-b", "0"], input=f"\n{move}\nquit\n")

    assert result.exit_code == 0, result.output
    assert "is not possible" not in result.output
    saved = json.loads(save.read_text(encoding="utf-8"))
    assert saved["actions"][len(g.history) :] == [list(s) for s in steps]
    assert saved["state"]["seats"] == expected.state["seats"], "the prop bought and paid for, as made step by step"


def test_a_step_typed_by_its_id_is_one_step_and_the_move_so_far_is_shown(tmp_path: Path) -> None:
    g, seat, move = market_row_turn()
    save = tmp_path / "game.json"
    save.write_text(json.dumps(g.to_json()), encoding="utf-8")

    result = runner.invoke(app, ["play", "--load", str(save), "-b", "0"], input="\nact:buy\nquit\n")

    assert result.exit_code == 0, result.output
    assert "Your move so far: " in result.output
    saved = json.loads(save.read_text(encoding="utf-8"))
    assert saved["actions"][len(g.history) :] == [[seat, "act:buy"]]
    assert saved["state"]["seats"] == g.state["seats"], "nothing is bought before the last step"


def test_a_whole_move_that_cannot_be_made_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    g, seat, move = market_row_turn()
    kind, ware = move.split(":")[:2]
    wrong = f"{kind}:{ware}:9:0"
    assert wrong not in g.rules.moves(g.state, seat)
    save = tmp_path / "game.json"
    save.write_text(json.dumps(g.to_json()), encoding="utf-8")

    result = runner.invoke(app, ["play", "--load", str(save), "-b", "0"], input=f"\n{wrong}\nquit\n")

    assert result.exit_code == 0, result.output
    assert f"'{wrong}' is not possible. Type a number 1–" in result.output
    saved = json.loads(save.read_text(encoding="utf-8"))
    assert saved["actions"] == [list(a) for a in g.history] and saved["state"] == g.to_json()["state"]


def insula_peek_turn() -> tuple[Game, int]:
    """A real Insula game (random play, seed 2) at a turn offering a peek with places in several rows (INS-STEP-1)."""
    g = conjure.new_game("insula", players=2, seed=2)
    bot = conjure.RandomBot(2)
    while not g.is_over:
        seat = g.to_act[0]
        if any(a.id == "peek" for a in g.legal_actions(seat)):
            rows = {m.split(":")[2] for m, step in g.rules.open_moves(g.state, seat).items() if step == "peek"}
            if len(rows) > 1:
                return g, seat
        g.apply(seat, bot.choose(g, seat))
    raise AssertionError("no turn with a peek over several rows in this game")


def test_insula_a_peek_shows_the_move_so_far_and_the_rows_and_a_whole_place_is_made_through_its_steps(
    tmp_path: Path,
) -> None:
    g, seat = insula_peek_turn()
    save = tmp_path / "game.json"
    save.write_text(json.dumps(g.to_json()), encoding="utf-8")

    result = runner.invoke(app, ["play", "--load", str(save), "-b", "0", "--lang", "en"], input="\npeek\nquit\n")

    assert result.exit_code == 0, result.output
    assert "Your move so far: Eyebright: look at an unexplored place" in result.output
    assert "from the coast" in result.output.split("Your move so far")[-1], "the rows are offered next"
    place = next(m for m, step in g.rules.open_moves(g.state, seat).items() if step == "peek")
    save.write_text(json.dumps(g.to_json()), encoding="utf-8")
    result = runner.invoke(app, ["play", "--load", str(save), "-b", "0"], input=f"\n{place}\nquit\n")
    assert result.exit_code == 0 and "is not possible" not in result.output, result.output
    saved = json.loads(save.read_text(encoding="utf-8"))
    made = [a for _, a in saved["actions"][len(g.history) :]]
    assert made[0] == "peek" and made[1].startswith("row:") and made[-1] == place
