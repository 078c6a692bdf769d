"""``conjure``: list the games, play one in the terminal, simulate bot games, replay a save."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

import conjure
from conjure.cli import play as play_mod
from conjure.cli import simulate as simulate_mod
from conjure.engine import ConjureError

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Conjure: Djinn, Trickerion, Insula and Incantibus, rules-exactly.")
console = Console(highlight=False)


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise typer.BadParameter(f"option {pair!r} must look like key=value")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return options


def fail(message: str) -> None:
    console.print(f"[red]error:[/red] {message}")
    raise typer.Exit(2)


@app.command("list")
def list_games() -> None:
    """List the games, their player counts and options."""
    for info in conjure.games():
        aliases = f" (also: {', '.join(info['aliases'])})" if info["aliases"] else ""
        console.print(f"[bold]{info['name']}[/bold]{aliases}: {info['title']}, "
                      f"players {', '.join(map(str, info['players']))}")
        for opt in info["options"]:
            only = f" [dim](only with {', '.join(map(str, opt['players']))} players)[/dim]" if opt["players"] else ""
            console.print(f"    --option {opt['name']}=…  allowed: {opt['allowed']}; default: {opt['default']}{only}")
            if opt["help"]:
                console.print(f"        [dim]{opt['help']}[/dim]")


@app.command()
def play(game: str = typer.Argument(None, help="the game (see `conjure list`)"),
         players: int = typer.Option(2, "--players", "-p", help="how many seats"),
         bots: int | None = typer.Option(None, "--bots", "-b",
                                            help="how many seats bots play (the last ones; default: all but yours)"),
         seed: int | None = typer.Option(None, "--seed", "-s", help="seed for a reproducible game"),
         option: list[str] = typer.Option([], "--option", "-o", help="game option key=value (repeatable)"),
         lang: str = typer.Option("en", "--lang", "-l", help="cs, en or de"),
         load: Path | None = typer.Option(None, "--load", help="resume a game saved with `save`"),
         save: Path | None = typer.Option(None, "--save", help="write the game here when it ends")) -> None:
    """Play in the terminal: you take the first seats, bots the others."""
    if lang not in ("cs", "en", "de"):
        fail(f"language {lang!r} is not available; choose cs, en or de")
    try:
        if load is not None:
            g = conjure.load_game(load.read_text(encoding="utf-8"))
        elif game is None:
            fail("name a game (see `conjure list`) or --load a save")
            return
        else:
            g = conjure.new_game(game, players=players, seed=seed, options=parse_options(option))
    except (ConjureError, OSError) as exc:
        fail(str(exc))
        return
    if bots is None:
        bots = g.players - 1
    if not 0 <= bots <= g.players:
        fail(f"--bots must be between 0 and {g.players}")
    humans = list(range(g.players - bots))
    play_mod.run(g, humans, lang, console, save)


@app.command()
def simulate(game: str, n: int = typer.Option(100, "-n", help="how many games"),
             players: int = typer.Option(2, "--players", "-p"),
             seed: int = typer.Option(0, "--seed", "-s"),
             option: list[str] = typer.Option([], "--option", "-o", help="game option key=value")) -> None:
    """Let random bots play n games and print a summary."""
    try:
        simulate_mod.run(game, n, players, seed, parse_options(option), console)
    except ConjureError as exc:
        fail(str(exc))


@app.command()
def replay(file: Path, lang: str = typer.Option("en", "--lang", "-l"),
           seat: int | None = typer.Option(None, "--seat", help="see the game as this seat (default: everything)"),
           step: bool = typer.Option(False, "--step", help="wait for Enter after each action")) -> None:
    """Step through a saved game or record."""
    if lang not in ("cs", "en", "de"):
        fail(f"language {lang!r} is not available; choose cs, en or de")
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
        play_mod.replay(data, lang, seat, step, console)
    except (ConjureError, OSError, json.JSONDecodeError, TypeError) as exc:
        fail(str(exc))


def main() -> None:
    app()


if __name__ == "__main__":
    main()
