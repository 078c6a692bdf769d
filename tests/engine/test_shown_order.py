"""Issue 26.16: "End the turn" and every other pass is listed after the real moves (the terminal's numbers, the web
table's buttons and the API), never first; the legal order itself (bots, records, golden playthroughs) is the
rules' own."""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

import conjure
from conjure.cli.app import app
from conjure.web import payload
from tests import games

GAMES = games.configs("SHOWN_ORDER")
PASSES = {name: games.told(name, "PASSES", set()) for name in games.names()}


@pytest.mark.parametrize(("name", "players", "options"), GAMES)
def test_passes_come_last_and_nothing_else_moves(name: str, players: int, options: dict[str, object]) -> None:
    game = conjure.new_game(name, players=players, seed=11, options=options)
    chooser, seen = random.Random(11), 0
    while not game.is_over:
        seat = game.to_act[0]
        legal, shown = game.legal_actions(seat), game.shown_actions(seat)
        flags = [game.presentation.is_pass(a.id) for a in shown]
        assert flags == sorted(flags), [a.id for a in shown]
        assert [a for a in legal if not game.presentation.is_pass(a.id)] == [
            a for a, f in zip(shown, flags, strict=True) if not f
        ]
        assert sorted(a.id for a in shown) == sorted(a.id for a in legal)
        assert {a.id.split(":")[0] for a in shown if game.presentation.is_pass(a.id)} <= PASSES[name]
        seen += any(flags) and not all(flags)
        game.apply(seat, chooser.choice(legal))
    assert seen or not PASSES[name], "the game offered a pass beside a real move at least once"


def _insula_at_a_turn() -> tuple[conjure.Game, int]:
    game = conjure.new_game("insula", players=2, seed=5)
    seat = game.to_act[0]
    assert game.legal_actions(seat)[0].id == "end", "Insula's rules list End the turn first"
    return game, seat


def test_the_terminal_never_numbers_end_the_turn_first() -> None:
    for lang, end in (("en", "End the turn"), ("cs", "Ukončit tah"), ("de", "Zug beenden")):
        result = CliRunner().invoke(app, ["play", "insula", "-p", "2", "-s", "5", "-l", lang], input="quit\n")
        assert result.exit_code == 0, result.output
        numbered = [line.split(None, 1) for line in result.output.splitlines() if line[:4].strip().isdigit()]
        assert numbered and end not in numbered[0][1] and end in numbered[-1][1], numbered


def test_the_web_table_lists_passes_last_and_marks_them() -> None:
    game, seat = _insula_at_a_turn()
    choices = payload.choices(game, game.view(seat), seat, "en")
    assert choices[-1]["id"] == "end" and choices[-1]["pass"] is True
    assert not any(c["pass"] for c in choices[:-1])
