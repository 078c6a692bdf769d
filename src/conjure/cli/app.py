"""``conjure``: list the games, play one in the terminal or the browser, simulate bot games, replay a save, draw a table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table

import conjure
from conjure import pictures
from conjure.bots import LEVELS
from conjure.bots import arena as arena_mod
from conjure.cli import play as play_mod
from conjure.cli import simulate as simulate_mod
from conjure.engine import ConjureError
from conjure.pictures import page as pictures_page
from conjure.pictures import steps as pictures_steps

app = typer.Typer(
    add_completion=False, no_args_is_help=True, help="Conjure: Djinn, Trickerion, Insula and Incantibus, rules-exactly."
)
console = Console(highlight=False, emoji=False)


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise typer.BadParameter(f"option {pair!r} must look like key=value")
        key, value = pair.split("=", 1)
        options[key.strip()] = value.strip()
    return options


def fail(message: str) -> None:
    console.print(f"[red]error:[/red] {escape(message)}", soft_wrap=True)
    raise typer.Exit(2)


def check_lang(lang: str) -> None:
    if lang not in ("cs", "en", "de"):
        fail(f"language {lang!r} is not available; choose cs, en or de")


def counts(numbers: list[int]) -> str:
    """Player counts in words: ``2–5``, ``1``, ``2, 4``."""
    if len(numbers) > 2 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"{numbers[0]}–{numbers[-1]}"
    return ", ".join(map(str, numbers[:-1])) + (" or " if len(numbers) > 1 else "") + str(numbers[-1])


def players_words(numbers: list[int]) -> str:
    return f"{counts(numbers)} player{'' if numbers == [1] else 's'}"


def option_value(value: Any) -> str:
    """A value as `conjure list` shows it and the player types it (a switch: yes or no)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


@app.command("list")
def list_games() -> None:
    """List the games, their player counts and options."""
    for info in conjure.games():
        aliases = f"; the name may also be typed as {' or '.join(info['aliases'])}" if info["aliases"] else ""
        console.print(
            f"[bold]{info['name']}[/bold]: {info['title']}, {players_words(info['players'])}{aliases}", soft_wrap=True
        )
        for opt in info["options"]:
            only = f"; only with {players_words(opt['players'])}" if opt["players"] else ""
            values = " or ".join(opt["allowed"].split(", ")) if opt["choices"] else opt["allowed"].replace("..", " to ")
            console.print(
                f"    -o {opt['name']}=…  {values} (default {option_value(opt['default'])}{only})", soft_wrap=True
            )
            if opt["help"]:
                console.print(f"        [dim]{escape(opt['help'])}[/dim]", soft_wrap=True)
    example = next(
        (
            (info["name"], opt)
            for info in conjure.games()
            for opt in info["options"]
            if isinstance(opt["default"], bool)
        ),
        None,
    )
    said = f", e.g. conjure play {example[0]} -o {example[1]['name']}=yes" if example else ""
    console.print(
        f"[dim]An option is given as -o name=value (or --option name=value){said}. Each game's rules, by "
        "rulebook section, are in docs/rules/<game>.md.[/dim]",
        soft_wrap=True,
    )


@app.command()
def play(
    game: str = typer.Argument(None, help="the game (see `conjure list`)"),
    players: int | None = typer.Option(None, "--players", "-p", help="how many seats (default 2)"),
    bots: int | None = typer.Option(
        None, "--bots", "-b", help="how many seats bots play (the last ones; default: all but yours)"
    ),
    seed: int | None = typer.Option(None, "--seed", "-s", help="seed for a reproducible game"),
    option: list[str] = typer.Option([], "--option", "-o", help="game option key=value (repeatable)"),
    lang: str = typer.Option("en", "--lang", "-l", help="cs, en or de"),
    load: Path | None = typer.Option(None, "--load", help="resume a saved game (quitting saves back to it)"),
    save: Path | None = typer.Option(None, "--save", help="where to save when you quit and when it ends"),
    level: str = typer.Option(
        "easy", "--level", help="the bots' level: " + ", ".join(f"{k} ({v.about})" for k, v in LEVELS.items())
    ),
    compact: bool | None = typer.Option(
        None,
        "--compact/--wide",
        help="the compact table (your area and the decision first, choices in groups; fits 80×45) or the whole "
        "table; default: whichever the terminal's size allows",
    ),
) -> None:
    """Play in the terminal: you take the first seats, bots the others."""
    check_lang(lang)
    if level not in LEVELS:
        fail(f"bot level {level!r} does not exist; levels: {', '.join(LEVELS)}")
    if save is not None and (why := play_mod.save_problem(save, lang)) is not None:
        fail(f"--save {save}: {why}")
    try:
        if load is not None:
            g = conjure.load_game(load.read_text(encoding="utf-8"))
            ignored = [
                f"{game!r}" if game else "",
                f"-p {players}" if players is not None else "",
                f"--seed {seed}" if seed is not None else "",
                " ".join(f"-o {o}" for o in option),
            ]
            if any(ignored):
                console.print(
                    f"[yellow]--load: ignored {', '.join(i for i in ignored if i)} "
                    f"(the save is {g.name}, {g.players} players)[/yellow]"
                )
        elif game is None:
            fail("name a game (see `conjure list`) or --load a save")
            return
        else:
            g = conjure.new_game(
                game, players=2 if players is None else players, seed=seed, options=parse_options(option)
            )
    except (ConjureError, OSError, UnicodeDecodeError) as exc:
        fail(f"{load}: {exc}" if load is not None else str(exc))
        return
    if bots is None:
        bots = g.players - 1
    if not 0 <= bots <= g.players:
        fail(f"--bots must be between 0 and {g.players}")
    humans = list(range(g.players - bots))
    code = play_mod.run(g, humans, lang, console, save, loaded_from=load, level=level, compact=compact)
    if code:
        raise typer.Exit(code)


@app.command()
def simulate(
    game: str,
    n: int = typer.Option(100, "-n", help="how many games"),
    players: int = typer.Option(2, "--players", "-p"),
    seed: int = typer.Option(0, "--seed", "-s"),
    option: list[str] = typer.Option([], "--option", "-o", help="game option key=value"),
) -> None:
    """Let random bots play n games and print a summary."""
    try:
        simulate_mod.run(game, n, players, seed, parse_options(option), console)
    except ConjureError as exc:
        fail(str(exc))


@app.command()
def arena(
    game: str = typer.Argument(..., help="the game (see `conjure list`)"),
    bots: str = typer.Option("random,ismcts", "--bots", help="comma-separated: " + ", ".join(arena_mod.KINDS)),
    n: int = typer.Option(20, "-n", help="how many games"),
    players: int = typer.Option(2, "--players", "-p"),
    seed: int = typer.Option(0, "--seed", "-s"),
    option: list[str] = typer.Option([], "--option", "-o", help="game option key=value"),
    workers: int = typer.Option(1, "--workers", "-w", help="games played in parallel processes"),
    iterations: int | None = typer.Option(
        None, "--iterations", help="ISMCTS iterations per decision (reproducible; default 100)"
    ),
    seconds: float | None = typer.Option(None, "--seconds", help="ISMCTS seconds per decision instead"),
    cpu_seconds: float | None = typer.Option(
        None,
        "--cpu-seconds",
        help="ISMCTS: the iterations the game's calibration (per_second in bot.toml) gives for this long instead",
    ),
    search: list[str] = typer.Option(
        [], "--search", help="ISMCTS setting key=value replacing the game's (bot.toml [ismcts]), e.g. rollout_turns=2"
    ),
    depth: int | None = typer.Option(
        None, "--rollout-depth", help="ISMCTS: judge a rollout by the game's evaluation after this many steps"
    ),
    ray: str | None = typer.Option(
        None,
        "--ray",
        help="play the games on a Ray cluster at this address "
        "(or `local`: a Ray instance here with --workers CPUs); "
        "needs pip install 'conjure[ray]'",
    ),
    csv_path: Path | None = typer.Option(None, "--csv", help="write every game here"),
    plot_path: Path | None = typer.Option(None, "--plot", help="write a PNG of ratings and win rates here"),
) -> None:
    """Bots play each other, seats rotated: win rates with 95% intervals and openskill ratings."""
    if n < 1 or workers < 1:
        fail("-n and --workers must be at least 1")
    for path, what in ((csv_path, "--csv"), (plot_path, "--plot")):
        if path is not None and (why := play_mod.save_problem(path, "en")) is not None:
            fail(f"{what} {path}: {why}")
    kinds = [k.strip() for k in bots.split(",") if k.strip()]
    budget = arena_mod.Budget(
        iterations=None if seconds is not None and iterations is None else iterations or 100,
        seconds=seconds,
        rollout_depth=depth,
        cpu_seconds=cpu_seconds,
        search=tuple(parse_options(search).items()),
    )
    try:
        with Progress(console=console, transient=True) as progress:
            task = progress.add_task(f"{game}: {', '.join(kinds)}", total=n)
            records = arena_mod.run(
                game,
                kinds,
                n,
                players,
                parse_options(option),
                seed,
                workers,
                budget,
                on_game=lambda _: progress.advance(task),
                ray=ray,
            )
    except ConjureError as exc:
        fail(str(exc))
        return
    rows = arena_mod.summarize(records, kinds)
    losable = any(not r.winners for r in records)  # a game everyone can lose (to the game itself)
    table = Table(title=f"{game}, {players} players, {n} games (seats rotated)")
    columns = ["bot", "games", "wins", "win %", "95% interval", "rating μ", "σ"]
    for column in columns + (["table won %"] if losable else []):
        table.add_column(column, justify="right")
    for row in rows:
        cells = [
            row.bot,
            str(row.games),
            f"{row.wins:g}",
            f"{100 * row.win_rate:.1f}",
            f"{100 * row.low:.1f}–{100 * row.high:.1f}",
            f"{row.rating_mu:.1f}",
            f"{row.rating_sigma:.1f}",
        ]
        table.add_row(*cells, *([f"{100 * row.team_win_rate:.1f}"] if losable else []))
    console.print(table)
    mean = sum(r.seconds for r in records) / len(records)
    console.print(f"{sum(r.decisions for r in records) / len(records):.0f} decisions and {mean:.1f} s per game")
    if csv_path is not None:
        arena_mod.write_csv(csv_path, records)
        console.print(f"games written to {csv_path}")
    if plot_path is not None:
        arena_mod.plot(plot_path, rows, f"{game}, {players} players, {n} games")
        console.print(f"plot written to {plot_path}")


@app.command()
def replay(
    file: Path,
    lang: str = typer.Option("en", "--lang", "-l"),
    seat: int | None = typer.Option(
        None,
        "--seat",
        help="see the game as player N, as the table numbers them (default: a spectator who sees everything)",
    ),
    step: bool = typer.Option(False, "--step", help="wait for Enter after each step"),
    html: Path | None = typer.Option(
        None, "--html", help="write one HTML page that steps through the game with pictures of the table (arrow keys)"
    ),
) -> None:
    """Step through a saved game or record (in the terminal, or as a page with pictures: --html)."""
    check_lang(lang)
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
        if html is not None:
            html.write_text(pictures_page.replay_page(data, None if seat is None else seat - 1, lang), encoding="utf-8")
            console.print(escape(f"{html}"))
            return
        play_mod.replay(data, lang, None if seat is None else seat - 1, step, console)
    except (ConjureError, OSError, UnicodeDecodeError, json.JSONDecodeError, TypeError) as exc:
        fail(str(exc))


@app.command()
def render(
    file: Path,
    seat: int | None = typer.Option(None, "--seat", help="draw the table as player N saw it (default: a spectator)"),
    step: int | None = typer.Option(None, "--step", help="the position after K actions (default: the last)"),
    lang: str = typer.Option("en", "--lang", "-l"),
    output: Path = typer.Option(Path("table.svg"), "--output", "-o", help="table.svg or table.png"),
) -> None:
    """Draw the table of a saved game or record as an SVG or PNG picture."""
    check_lang(lang)
    if output.suffix.lower() not in (".svg", ".png"):
        fail(f"cannot write {output}: the picture is an .svg or a .png file")
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
        game = pictures_steps.game_at(data, step)
        pictures_steps.check_seat(game, None if seat is None else seat - 1)
        svg = pictures.draw(game.view(None if seat is None else seat - 1), lang)
        if output.suffix.lower() == ".png":
            output.write_bytes(pictures.to_png(svg))
        else:
            output.write_text(svg, encoding="utf-8")
        console.print(escape(f"{output}"))
    except (ConjureError, OSError, UnicodeDecodeError, json.JSONDecodeError, TypeError) as exc:
        fail(str(exc))


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="the address to listen on (0.0.0.0: every one)"),
    port: int = typer.Option(8000, "--port", help="the port"),
    db: str | None = typer.Option(
        None, "--db", help="a SQLAlchemy database URL (default: a SQLite file in your data folder)"
    ),
    bot_delay: float = typer.Option(0.6, "--bot-delay", help="seconds a bot waits before it plays"),
    draw_workers: int = typer.Option(
        1, "--draw-workers", help="processes that draw the pictures (0: a thread of the server)"
    ),
    bot_workers: int = typer.Option(
        1, "--bot-workers", help="processes the bots that search think in (0: threads of the server)"
    ),
    compress: bool = typer.Option(
        True,
        "--compress/--no-compress",
        help="compress what the sockets send (permessage-deflate, when the "
        "browser asks): a picture of about 25 KB travels in under 1 KB, for "
        "about a tenth more processor time per action; off for a local "
        "network",
    ),
    grace: float = typer.Option(
        60.0,
        "--grace",
        help="seconds a player who left is waited for before another player may hand their seat to a bot",
    ),
    table_sockets: int = typer.Option(
        100, "--table-sockets", help="sockets one table may have open (its players' and spectators')"
    ),
    client_sockets: int = typer.Option(
        30, "--client-sockets", help="sockets one client address may have open, over every table"
    ),
) -> None:
    """Play in the browser: a lobby, tables with invite links, bots and spectators."""
    from conjure.web import serve as serve_mod  # the web stack loads only for this command

    if not 0 <= port <= 65535 or bot_delay < 0 or not 0 <= draw_workers <= 64 or not 0 <= bot_workers <= 64:
        fail("--port must be 0..65535, --bot-delay at least 0, --draw-workers and --bot-workers 0..64")
    if not 0 <= grace <= 86400 or table_sockets < 1 or client_sockets < 1:
        fail("--grace must be 0..86400 seconds, --table-sockets and --client-sockets at least 1")
    try:
        serve_mod.run(
            host,
            port,
            db,
            lambda line: console.print(escape(line), soft_wrap=True),
            bot_delay,
            draw_workers,
            compress,
            bot_workers,
            grace,
            (table_sockets, client_sockets),
        )
    except ConjureError as exc:
        fail(str(exc))


def main() -> None:
    app()


if __name__ == "__main__":
    main()
