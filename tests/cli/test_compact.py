"""Issue 30 item 7: the compact terminal table. At 80×45, every game's table and the current decision fit (no line
wider than 80, at most 45 rows with the prompt, no action id alone on a line), the seat's own area first, the
choices in the groups every list shows (``Game.choice_groups``), the passes last."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from typer.testing import CliRunner

import conjure
from conjure.cli.app import app
from conjure.cli.play import Session
from conjure.engine import Game, GameRules, Rng
from conjure.engine.choices import flat
from tests.games import configs

CONFIGS = configs("COMPACT")
STOPS = (6, 30, 80, 150, 260)  # random steps into the game at which the table is looked at


def positions(name: str, players: int, options: dict[str, Any], seed: int = 11) -> Iterator[Game]:
    """A seeded random playout, paused at each of :data:`STOPS` (while the game goes on)."""
    game = conjure.new_game(name, players=players, seed=seed, options=options)
    bot = conjure.RandomBot(seed)
    done = 0
    for stop in STOPS:
        while done < stop and not game.is_over:
            seat = game.to_act[0]
            game.apply(seat, bot.choose(game, seat))
            done += 1
        if game.is_over:
            return
        yield game


def screen(game: Game, lang: str = "en", width: int = 80, height: int = 45) -> tuple[list[str], Session]:
    """What the compact layout prints for the first seat to act, line by line."""
    console = Console(record=True, width=width, height=height, file=io.StringIO(), color_system=None)
    seat = game.to_act[0]
    session = Session(game, [seat], lang, console, Path("unused.json"), compact=True)
    session.show_compact(seat, "Your move", game.choice_groups(seat, lang), [])
    return console.export_text().rstrip("\n").split("\n"), session


@pytest.mark.parametrize(("name", "players", "options"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_the_compact_table_fits_80_by_45(name: str, players: int, options: dict[str, Any]) -> None:
    seen = 0
    for game in positions(name, players, options):
        seat = game.to_act[0]
        lines, _ = screen(game)
        ids = {a.id for a in game.legal_actions(seat)}
        assert max(cell_len(line) for line in lines) <= 80
        assert len(lines) + 1 <= 45, "\n".join(lines)  # and the prompt's line
        assert not [line for line in lines if line.strip() in ids]
        parts = game.presentation.table_parts(game.view(seat)["table"], seat, "en")
        own = next(p for p in parts if p.first).text.split("\n")[0]
        assert plain(own)[:30] in "\n".join(lines[1:4])  # the first region opens the table, under the title
        _check_choices(game, seat, lines)
        seen += 1
    assert seen >= 3


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain.strip()


def _check_choices(game: Game, seat: int, lines: list[str]) -> None:
    """Every choice is numbered once, in the order of the groups, each group under its heading, the passes last."""
    groups = game.choice_groups(seat, "en")
    choices = flat(groups)
    assert sorted(c.action.id for c in choices) == sorted(a.id for a in game.legal_actions(seat))
    text = "\n".join(lines)
    at = 0
    for group in groups:
        if group.heading:
            heading_at = text.index(group.heading + ":", at)
            assert heading_at >= at
            at = heading_at
        for choice in group.choices:
            shown = f"{choices.index(choice) + 1}) {choice.short if group.heading else choice.label}"
            found = text.replace("\n", " ").replace("  ", " ").find(" ".join(shown.split()), 0)
            assert found >= 0, (shown, text)
    passes = [c.is_pass for c in choices]
    assert passes == sorted(passes)  # the passes after every real move


@pytest.mark.parametrize("lang", ["cs", "de"])
@pytest.mark.parametrize(("name", "players", "options"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_the_compact_table_fits_in_czech_and_german(
    name: str, players: int, options: dict[str, Any], lang: str
) -> None:
    game = next(g for i, g in enumerate(positions(name, players, options, seed=5)) if i == 2)
    lines, _ = screen(game, lang)
    assert max(cell_len(line) for line in lines) <= 80
    assert len(lines) + 1 <= 45


@pytest.mark.parametrize(("name", "players", "options"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_the_wide_list_never_puts_an_id_alone_on_a_line(name: str, players: int, options: dict[str, Any]) -> None:
    for game in positions(name, players, options):
        seat = game.to_act[0]
        console = Console(record=True, width=80, height=45, file=io.StringIO(), color_system=None)
        session = Session(game, [seat], "en", console, Path("unused.json"), compact=False)
        session.show_wide(seat, "Your move", game.choice_groups(seat, "en"), [])
        lines = console.export_text().split("\n")
        ids = {a.id for a in game.legal_actions(seat)}
        assert not [line for line in lines if line.strip() in ids]
        assert max(cell_len(line) for line in lines) <= 80


def test_a_short_screen_summarises_the_other_seats_and_offers_the_whole_table() -> None:
    name, players, options = CONFIGS[0]
    game = list(positions(name, players, options))[-1]
    lines, _ = screen(game, height=30)
    assert len(lines) + 1 <= 30
    assert "Type t for the whole table." in lines


runner = CliRunner()


@pytest.mark.parametrize(("name", "players", "options"), CONFIGS[:1], ids=[c[0] for c in CONFIGS[:1]])
def test_play_compact_then_the_whole_table(name: str, players: int, options: dict[str, Any]) -> None:
    """`conjure play --compact` on the default 80×25 console (not a terminal): the last screen fits it; t prints
    the whole table in its panel; --wide (and the default when the output is not a terminal) the panel at once."""
    opts = [f"-o{k}={'yes' if v is True else v}" for k, v in options.items()]
    args = ["play", name, "-p", str(players), "-s", "3", *opts]
    result = runner.invoke(app, [*args, "--compact"], input="t\nquit\n")
    assert result.exit_code == 0, result.output
    before_t = result.output.split("Action number (or help): ")[0]
    shown = before_t[before_t.rindex(conjure.get_rules(name).title("en")) :].split("\n")
    assert max(cell_len(line) for line in shown) <= 80
    assert len(shown) <= 25
    assert "╭" not in before_t and "╭" in result.output.split("Action number (or help): ")[1]
    wide = runner.invoke(app, args, input="quit\n")
    assert wide.exit_code == 0 and "╭" in wide.output.split("Action number (or help): ")[0]


def test_the_layout_follows_the_terminal_size_unless_told() -> None:
    """A terminal under 100 columns, or too short for the whole table, gets the compact table; a large one the
    whole table; output that is not a terminal the whole table; --compact / --wide (True / False) win."""
    name, players, options = CONFIGS[0]
    game = next(positions(name, players, options))
    seat = game.to_act[0]
    groups = game.choice_groups(seat, "en")

    def chosen(width: int, height: int, terminal: bool = True, compact: bool | None = None) -> bool:
        console = Console(width=width, height=height, file=io.StringIO(), force_terminal=terminal)
        return Session(game, [seat], "en", console, Path("x.json"), compact=compact).use_compact(seat, "", groups)

    assert chosen(80, 45)
    assert chosen(200, 20)  # wide but short: the whole table would not fit
    assert not chosen(200, 400)
    assert not chosen(80, 45, terminal=False)
    assert chosen(200, 400, compact=True) and not chosen(80, 45, compact=False)


class _SameUndo:
    """A redealt twin of a game as its screen sees it, with the game's own undo line (a state has no history). A
    wrapper, not a method replaced on the twin: a compiled build's games take no new attributes."""

    def __init__(self, twin: Game, game: Game) -> None:
        self._twin, self._game = twin, game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._twin, name)

    def undoable(self, seat: int) -> int:
        return self._game.undoable(seat)


@pytest.mark.parametrize(("name", "players", "options"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_the_compact_table_shows_nothing_the_seat_cannot_see(name: str, players: int, options: dict[str, Any]) -> None:
    """Everything the seat cannot see drawn again (``redeal``): its compact screen stays the same, letter for letter."""
    checked = 0
    for game in positions(name, players, options):
        seat = game.to_act[0]
        redealt = game.rules.redeal(game.state, seat, Rng(99))
        if redealt is None:
            continue
        twin = game.clone()
        twin.state = redealt
        assert screen(cast(Game, _SameUndo(twin, game)))[0] == screen(game)[0]
        checked += 1
    if type(conjure.get_rules(name)).redeal is not GameRules.redeal:  # the game redeals: it was checked
        assert checked >= 2
