"""Issue 26.15: a replay seen by the spectator who sees everything says so at the top and words every event in the
third person (a secret step once read "You assign the Grand Premiere card to your magician" for player 2)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

import conjure
from conjure.cli.app import app
from tests import games

SECOND_PERSON = {
    "en": re.compile(r"\b(You|you|your|Your)\b"),
    "de": re.compile(r"\b(Du|du|dein\w*|Dein\w*)\b"),
    "cs": re.compile(r"\b(Přidělujete|Ponecháváte|vaš\w*|Vaš\w*)\b"),
}
HEADER = {
    "en": "This replay shows everything",
    "cs": "Tento záznam ukazuje vše",
    "de": "Diese Wiederholung zeigt alles",
}


def _whole_game(tmp_path: Path, name: str, players: int, seed: int) -> Path:
    game = conjure.new_game(name, players=players, seed=seed)
    chooser = random.Random(seed)
    while not game.is_over:
        seat = game.to_act[0]
        game.apply(seat, chooser.choice(game.legal_actions(seat)))
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(game.to_json()), encoding="utf-8")
    return path


@pytest.mark.parametrize(("name", "players"), [(name, players) for name, players, _ in games.configs("REPLAY")])
def test_an_all_seeing_replay_says_so_and_speaks_of_players(tmp_path: Path, name: str, players: int) -> None:
    save = _whole_game(tmp_path, name, players, seed=7)
    for lang in ("en", "cs", "de"):
        result = CliRunner().invoke(app, ["replay", str(save), "--lang", lang])
        assert result.exit_code == 0, result.output
        lines = result.output.splitlines()
        assert lines[0].startswith(HEADER[lang])
        step_lines = [line for line in lines if line.startswith("    ")]  # the events and choices under each step
        assert step_lines
        # the sentence itself, before a quoted choice ("Player 2 chose: Place your wizard …") or a card's text
        wrong = [line for line in step_lines if SECOND_PERSON[lang].search(re.split(r"[:(]", line, maxsplit=1)[0])]
        assert not wrong, wrong[:5]


def test_a_seats_replay_has_no_such_header(tmp_path: Path) -> None:
    save = _whole_game(tmp_path, "trickerion", 2, seed=7)
    result = CliRunner().invoke(app, ["replay", str(save), "--seat", "2"])
    assert result.exit_code == 0 and HEADER["en"] not in result.output
