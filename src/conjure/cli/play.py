"""The terminal game loop: render the table, list numbered legal actions, let bots play the rest."""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

import conjure
from conjure.bots import make_bot
from conjure.cli import compact as layout
from conjure.engine import Game, IllegalAction, LoadError, UndoRefused, reason_text
from conjure.engine.choices import ChoiceGroup, flat
from conjure.i18n import Texts

T = Texts("conjure.cli")
CLEAR = "\033[H\033[2J\033[3J"  # cursor home, clear the screen and the scrollback


def who(seat: int, lang: str) -> str:
    """A seat as the table names it: Player 1, Player 2, …"""
    return T.tr(lang, "Player {n}", n=seat + 1)


def level_name(level: str, lang: str) -> str:
    names = {
        "easy": T.ptr(lang, "level", "easy"),
        "medium": T.ptr(lang, "level", "medium"),
        "hard": T.ptr(lang, "level", "hard"),
        "expert": T.ptr(lang, "level", "expert"),
    }
    return names.get(level, level)


def saves_folder() -> Path:
    """Where a game saves unless told otherwise: ``saves`` in the user's data folder (on Linux
    ``$XDG_DATA_HOME/conjure/saves``, by default ``~/.local/share/conjure/saves``), never the current folder."""
    return Path(user_data_dir("conjure")) / "saves"


def default_save_path(game: Game) -> Path:
    return saves_folder() / f"{game.name}-{game.seed}.conjure.json"


def program() -> str:
    """The command the player started Conjure with, to repeat it: ``conjure`` when that is the one on the PATH,
    else the path they typed (``.venv/bin/conjure``), or ``python -m conjure``."""
    started = sys.argv[0] if sys.argv else ""
    name = Path(started).name
    if name == "__main__.py":
        return f"{shlex.quote(sys.executable)} -m conjure"
    if not name.startswith("conjure"):
        return "conjure"
    on_path = shutil.which(name)
    if on_path is not None and Path(on_path).resolve() == Path(started).resolve():
        return name
    return shlex.quote(started)


def resume_command(path: Path, game: Game, humans: list[int], lang: str, level: str) -> str:
    """The command line that resumes this game as it was played: the save, and the seats, language and bots' level
    when they are not what ``--load`` assumes."""
    words = [program(), "play", "--load", shlex.quote(str(path.absolute()))]
    if len(humans) != 1:
        words += ["--bots", str(game.players - len(humans))]
    if lang != "en":
        words += ["--lang", lang]
    if level != "easy":
        words += ["--level", level]
    return " ".join(words)


def save_problem(path: Path, lang: str) -> str | None:
    """Why ``path`` cannot take a save (a folder, a missing folder), or None if it looks writable."""
    if path.is_dir():
        return T.tr(lang, "it is a folder")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        return T.tr(lang, "the folder {folder} does not exist", folder=folder)
    return None


def write_save(game: Game, path: Path) -> None:
    """Write the save atomically: a failed write never damages an earlier save at ``path``."""
    text = json.dumps(game.to_json(), ensure_ascii=False)
    handle, tmp = tempfile.mkstemp(prefix=".conjure-", suffix=".tmp", dir=path.parent if str(path.parent) else ".")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Session:
    """One terminal game: which seats are human, what each has already read of the log, where it saves."""

    def __init__(
        self,
        game: Game,
        humans: list[int],
        lang: str,
        console: Console,
        save_path: Path,
        level: str = "easy",
        compact: bool | None = None,
    ) -> None:
        self.game, self.humans, self.lang, self.console = game, humans, lang, console
        self.save_path, self.level = save_path, level
        self.compact = compact  # the compact table: True, False, or None (chosen by the terminal's size)
        self.bots = {s: make_bot(level, (game.seed or 0) + 1000 * s) for s in range(game.players) if s not in humans}
        self.read = {s: 0 for s in humans}
        self.last_human: int | None = None
        self.last_private = False  # hot-seat: whether the table last shown was private (only its player looked)
        self.input_ended = False
        self.quit_asked = False  # the player typed quit (not Ctrl-C, Ctrl-D)
        self.revisit: int | None = None  # hot-seat: a player who asked for the screen back to change a secret choice

    def say(self, text: str, style: str = "") -> None:
        self.console.print(f"[{style}]{escape(text)}[/{style}]" if style else escape(text))

    def save(self, path: Path) -> bool:
        """Save to ``path``; on failure say why and return False (the game goes on)."""
        if path == default_save_path(self.game):
            with contextlib.suppress(OSError):  # save_problem names the folder that could not be made
                path.parent.mkdir(parents=True, exist_ok=True)
        why = save_problem(path, self.lang)
        if why is None:
            try:
                write_save(self.game, path)
            except OSError as exc:
                why = exc.strerror or str(exc)
        if why is not None:
            self.say(
                T.tr(
                    self.lang,
                    "Could not save to {path}: {why}. The game goes on; try save with another file.",
                    path=path,
                    why=why,
                ),
                "red",
            )
            return False
        self.console.print(escape(T.tr(self.lang, "Saved to {path}", path=path.absolute())), soft_wrap=True)
        return True

    def save_anywhere(self) -> Path | None:
        """Save where this game saves, or else to the default file in the data folder; where it went."""
        for path in dict.fromkeys([self.save_path, default_save_path(self.game)]):
            if self.save(path):
                return path
        return None

    def show_log(self, seat: int | None, new_only: bool = True) -> None:
        events = self.game.events_for(seat)
        start = self.read.get(seat, 0) if (new_only and seat is not None) else 0
        for event in events[start:]:
            self.console.print(f"  [dim]·[/dim] {self.game.describe(event, self.lang)}")
        if seat is not None:
            self.read[seat] = len(events)

    def hand_over(self, seat: int) -> bool:
        """Hot-seat: before ``seat``'s table is shown. When it is private (``Game.needs_privacy``: it shows a secret,
        or the choice is secret) and another player's table, or an open one, was on the screen, wipe the screen and
        wait until ``seat`` has it and the others look away. Otherwise it is shown at once for everyone to watch,
        after wiping the last table if that one was private."""
        if len(self.humans) < 2:
            return True
        private, changed = self.game.needs_privacy(seat), self.last_human != seat
        if private and (changed or not self.last_private):
            self.wipe()
            if changed:
                text = T.tr(
                    self.lang,
                    "Pass the screen to {who} and press Enter (the others look away).",
                    who=who(seat, self.lang),
                )
            else:  # the same player's table turns private (a secret card drawn) while the others may be watching
                text = T.tr(
                    self.lang,
                    "{who}'s table now shows a secret: the others look away. Press Enter.",
                    who=who(seat, self.lang),
                )
            self.console.print(Panel(text))
            if self.read_line("") is None:
                return False
        elif changed and self.last_private:
            self.wipe()
        self.last_human, self.last_private = seat, private
        return True

    def wipe(self) -> None:
        """Clear the screen and the scrollback (what the last player saw)."""
        self.console.file.write(CLEAR)
        self.console.file.flush()

    def ask(self, seat: int) -> bool:
        """Let a human choose; False when they want to stop (quit, Ctrl-D, Ctrl-C)."""
        g, lang = self.game, self.lang
        if not self.hand_over(seat):
            return False
        self.show_log(seat)
        heading = T.tr(lang, "Your move, {who}", who=who(seat, lang))
        if self.bots:
            heading += " · " + T.tr(lang, "bots: {level}", level=level_name(self.level, lang))
        groups = g.choice_groups(seat, lang)  # the passes last: a pass's number is never 1 when there is a real move
        actions = [choice.action for choice in flat(groups)]
        others = self.back_seats(seat)
        if self.use_compact(seat, heading, groups):
            self.show_compact(seat, heading, groups, others)
        else:
            self.show_wide(seat, heading, groups, others)
        while True:
            text = self.read_line(T.tr(lang, "Action number (or help): "))
            if text is None or text in ("quit", "exit", "q"):
                self.quit_asked = text is not None
                return False
            if text in ("u", "undo") or text.startswith("undo "):
                if self.take_back(seat, text):
                    return True
                continue
            if text in {f"b{other + 1}" for other in others}:
                self.revisit = int(text[1:]) - 1
                return True
            if text in ("t", "table"):
                self.console.print(self.wide_table(seat, heading))
                continue
            if text in ("log", "help", "?", "save") or text.startswith("save "):
                self.command(text, seat, actions)
                continue
            chosen = _pick(actions, text)
            if chosen is not None:
                g.apply(seat, chosen)
                return True
            if text and text in g.rules.moves(g.state, seat) and text not in {a.id for a in actions}:
                try:  # a whole move typed by its id ("buy:wood:2:1"): made through its steps
                    g.make(seat, text)
                    return True
                except IllegalAction:
                    pass
            if not text:  # an empty line: say what may be typed, not that '' is impossible
                self.say(
                    T.tr(lang, "Type a number 1–{n}, an action id, or: help, log, save FILE, quit.", n=len(actions)),
                    "yellow",
                )
                continue
            self.say(
                T.tr(
                    lang,
                    "'{text}' is not possible. Type a number 1–{n}, an action id, or: help, log, save FILE, quit.",
                    text=text,
                    n=len(actions),
                ),
                "yellow",
            )

    def sofar_text(self, seat: int) -> str:
        """The steps the seat has taken of a move it is making step by step (undo takes one back); "" if none."""
        steps = [self.game.label(step, self.lang) for step in self.game.sofar(seat)]
        if not steps:
            return ""
        return T.tr(self.lang, "Your move so far: {steps} (undo takes a step back)", steps=" › ".join(steps))

    def table_title(self, heading: str) -> str:
        return f"{self.game.rules.title(self.lang)} — {heading}"

    def wide_table(self, seat: int, heading: str) -> Panel:
        g = self.game
        return Panel(
            g.presentation.render_table(g.view(seat)["table"], seat, self.lang), title=self.table_title(heading)
        )

    def use_compact(self, seat: int, heading: str, groups: list[ChoiceGroup]) -> bool:
        """The compact table when asked for (``--compact``), or on a terminal narrower than
        :data:`~conjure.cli.compact.WIDE` columns or too short for the whole table and its choices."""
        if self.compact is not None:
            return self.compact
        console = self.console
        if not console.is_terminal:
            return False
        if console.width < layout.WIDE:
            return True
        rows = len(console.render_lines(self.wide_table(seat, heading), console.options, pad=False))
        return rows + len(flat(groups)) + sum(1 for g in groups if g.heading) + 3 > console.height

    def show_wide(self, seat: int, heading: str, groups: list[ChoiceGroup], others: list[int]) -> None:
        """The whole table in a panel, then each choice on its line (its id beside it, never on a line of its own)
        under its group's heading."""
        self.console.print(self.wide_table(seat, heading))
        if sofar := self.sofar_text(seat):
            self.say(sofar, "bold")
        grid = Table.grid(padding=(0, 2), pad_edge=True)
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(ratio=1)
        grid.add_column(no_wrap=True, style="dim")
        number = 0
        for group in groups:
            if group.heading:
                grid.add_row("", Text(group.heading + ":", style="bold"), "")
            for choice in group.choices:
                number += 1
                words = Text(choice.short if group.heading else choice.label)
                if choice.terms:
                    words.append(f" ({choice.terms})", style="green")
                grid.add_row(Text(str(number), style="bold cyan"), words, choice.action.id)
        self.console.print(grid)
        for key, text in self.extra_choices(seat, others):
            undo = "  [dim]undo[/dim]" if key == "u" else ""
            self.console.print(f"  [bold cyan]{key:>2}[/bold cyan]  {escape(text)}{undo}")

    def show_compact(self, seat: int, heading: str, groups: list[ChoiceGroup], others: list[int]) -> None:
        """The compact table (:mod:`conjure.cli.compact`): the seat's area and the decision first, the choices in
        their groups, all of it within the terminal's width and height."""
        g, lang, console = self.game, self.lang, self.console
        width, height = console.width, console.height
        title = layout.wrap(console, Text(self.table_title(heading), style="bold reverse"), width)
        decision = g.presentation.decision_help(g.state, seat, lang)
        said = layout.wrap(console, Text(decision[1], style="bold"), width) if decision else []
        if sofar := self.sofar_text(seat):
            said += layout.wrap(console, Text(sofar, style="bold"), width)
        choices = layout.choice_lines(console, groups, width)
        extra = [
            line
            for key, text in self.extra_choices(seat, others)
            for line in layout.wrap(console, Text.assemble((key, "bold cyan"), " " + text), width)
        ]
        rows = max(height - len(title) - len(said) - len(choices) - len(extra) - 1, layout.MIN_TABLE)
        parts = g.presentation.table_parts(g.view(seat)["table"], seat, lang)
        table, shortened = layout.fit_table(console, parts, width, rows)
        if shortened:
            table += layout.wrap(console, Text(T.tr(lang, "Type t for the whole table."), style="dim"), width)
        for line in [*title, *table, *said, *choices, *extra]:
            console.print(line, overflow="ignore", crop=False, no_wrap=True)

    def extra_choices(self, seat: int, others: list[int]) -> list[tuple[str, str]]:
        """The lines under the actions: undo, when the engine lets this seat take something back, and the other
        hot-seat players who may still change their secret choice (``bN``)."""
        out = []
        allowed = self.game.undoable(seat)
        if allowed == 1:
            out.append(("u", T.tr(self.lang, "Take back your last action")))
        elif allowed > 1:
            out.append(
                ("u", T.tr(self.lang, "Take back your last action (undo N: the last N, at most {n})", n=allowed))
            )
        for other in others:
            text = T.tr(self.lang, "Back to {who}: they may change their secret choice", who=who(other, self.lang))
            out.append((f"b{other + 1}", text))
        return out

    def offer_undo(self, seat: int) -> None:
        """The undo line, when the engine lets this seat take something back."""
        for key, text in self.extra_choices(seat, []):
            self.console.print(f"  [bold cyan]{key:>2}[/bold cyan]  {escape(text)}  [dim]undo[/dim]")

    def back_seats(self, seat: int) -> list[int]:
        """Hot-seat, in an open simultaneous step: the other players here who chose in secret and may still change
        it (until the reveal), each offered as ``bN`` (the screen goes back to them)."""
        return [s for s in sorted(self.humans) if s != seat and self.game.secret_steps(s) and self.game.undoable(s)]

    def revisit_seat(self, seat: int) -> bool:
        """``seat`` asked for the screen back to change its secret choice: its table, then undo or keep; False when
        they want to stop."""
        lang = self.lang
        if not self.hand_over(seat):
            return False
        heading = T.tr(lang, "Your secret choice, {who}", who=who(seat, lang))
        if self.use_compact(seat, heading, []):
            self.show_compact(seat, heading, [], [])
        else:
            self.console.print(self.wide_table(seat, heading))
            self.offer_undo(seat)
        while True:
            text = self.read_line(T.tr(lang, "undo to change it, Enter to keep it: "))
            if text is None or text in ("quit", "exit", "q"):
                self.quit_asked = text is not None
                return False
            if not text or (text in ("u", "undo") or text.startswith("undo ")) and self.take_back(seat, text):
                return True

    def take_back(self, seat: int, text: str) -> bool:
        """``undo`` / ``undo N``: take back the seat's last steps if the engine allows it; say why not if not."""
        lang, words = self.lang, text.split()
        count = words[1] if len(words) > 1 else "1"
        if len(words) > 2 or not count.isdigit():
            self.say(T.tr(lang, "Type undo, or undo and a number, e.g. undo 2."), "yellow")
            return False
        try:
            self.game.undo(seat, int(count))
        except UndoRefused as exc:
            self.say(
                T.tr(lang, "You cannot take back {n}: {why}.", n=exc.wanted, why=reason_text(exc.reason, lang)),
                "yellow",
            )
            return False
        except IllegalAction:
            self.say(T.tr(lang, "Type undo, or undo and a number, e.g. undo 2."), "yellow")
            return False
        for reader in self.read:  # everyone at the table reads the undo note next
            self.read[reader] = min(self.read[reader], len(self.game.events_for(reader)) - 1)
        return True

    def command(self, text: str, seat: int, actions: list[conjure.Action]) -> None:
        if text.startswith("save"):
            name = text[4:].strip()
            if name:
                self.save(Path(name))
            else:
                self.say(T.tr(self.lang, "Type save and a file name, e.g. save game.json"), "yellow")
        elif text == "log":
            self.show_log(seat, new_only=False)
        else:
            self.show_help(seat, actions)

    def show_help(self, seat: int, actions: list[conjure.Action]) -> None:
        g, lang = self.game, self.lang
        decision = g.presentation.decision_help(g.state, seat, lang)
        if decision is not None:
            rule, text = decision
            self.say(T.tr(lang, "You are deciding: {text} (rule {rule})", text=text, rule=rule), "bold")
        self.say(T.tr(lang, "Legal actions:"))
        for i, action in enumerate(actions, start=1):
            more = [g.terms_text(seat, action, lang), g.presentation.explain_action(g.state, seat, action, lang)]
            line = f"  [bold cyan]{i:>2}[/bold cyan]  {g.label(action, lang)}"
            self.console.print(line + "".join(f" — {escape(m)}" for m in more if m))
        self.say(
            T.tr(
                lang,
                "Commands: a number or an action id plays it; log = the whole log; save FILE = save; "
                "quit = save and leave (also Ctrl-C or Ctrl-D); help = this help.",
            ),
            "dim",
        )
        self.say(T.tr(lang, "t (or table) shows the whole table, every seat's area in full."), "dim")
        self.say(
            T.tr(
                self.lang,
                "undo (or u) takes back your last action, undo N the last N: only your own, and "
                "never past a random draw, a reveal, a secret choice or another player's move; "
                "your own secret choices in a step everyone chooses at once may be taken back "
                "until they are revealed.",
            ),
            "dim",
        )

    def read_line(self, prompt: str) -> str | None:
        """A line typed by the player; None at the end of input (Ctrl-D) or on Ctrl-C."""
        try:
            return input(prompt).strip()
        except EOFError:
            self.input_ended = True
            return None
        except KeyboardInterrupt:
            self.console.print()
            return None


def _pick(actions: list[conjure.Action], text: str) -> conjure.Action | None:
    if text.isdigit() and 1 <= int(text) <= len(actions):
        return actions[int(text) - 1]
    return next((a for a in actions if a.id == text), None)


def run(
    game: Game,
    humans: list[int],
    lang: str,
    console: Console,
    save: Path | None,
    loaded_from: Path | None = None,
    level: str = "easy",
    compact: bool | None = None,
) -> int:
    """Play to the end or until the humans stop; return the exit code (0, or 1 if a game could not be saved).
    ``compact``: the compact table (True), the whole one (False), or as the terminal's size allows (None)."""
    session = Session(game, humans, lang, console, save or loaded_from or default_save_path(game), level, compact)
    while not game.is_over:
        try:
            carried_on = _next_decision(session)
        except KeyboardInterrupt:
            carried_on = False
        if carried_on:
            continue
        saved_at = session.save_anywhere()
        if saved_at is not None:
            command = resume_command(saved_at, game, humans, lang, level)
            if session.quit_asked:
                console.print(escape(T.tr(lang, "Saved. Resume: {command}", command=command)), soft_wrap=True)
            else:
                console.print(
                    escape(T.tr(lang, "Game interrupted. Resume: {command}", command=command)), soft_wrap=True
                )
            return 0
        if session.input_ended:
            session.say(T.tr(lang, "The game could not be saved and the input has ended: the game is lost."), "red")
            return 1
    readers: list[int | None] = list(humans) or [None]
    for seat in readers:
        session.show_log(seat)
    show_result(game, lang, console)
    if save is not None and session.save_anywhere() is None:
        return 1
    return 0


def _next_decision(session: Session) -> bool:
    """Let a bot or a human make the next decision; False when the human wants to stop."""
    game = session.game
    if session.revisit is not None:  # a player asked for the screen back to change a secret choice
        seat, session.revisit = session.revisit, None
        return session.revisit_seat(seat)
    human = next((s for s in game.to_act if s in session.humans), None)
    if human is None:
        seat = game.to_act[0]
        game.apply(seat, session.bots[seat].choose(game, seat))
        return True
    return session.ask(human)


def show_result(game: Game, lang: str, console: Console) -> None:
    result = game.result()
    table = Table(title=T.tr(lang, "Final standings"))
    for column in ("#", T.tr(lang, "player"), T.tr(lang, "points")):
        table.add_column(column)
    for seat in sorted(range(game.players), key=lambda s: result["ranks"][s]):
        crown = " ★" if seat in result["winners"] else ""
        rank = str(result["ranks"][seat]) if result["winners"] else "–"  # nobody won: no places to hand out
        table.add_row(rank, who(seat, lang) + crown, str(result["scores"][seat]))
    console.print(table)
    for line in game.presentation.result_lines(result, lang):
        console.print(escape(line))


def replay(data: dict[str, Any], lang: str, seat: int | None, step: bool, console: Console) -> None:
    """Print a saved game step by step, as ``seat`` (0-based; None: a spectator who sees everything) saw it."""
    keys = ("schema", "game", "rules_version", "players", "seed", "options", "actions")
    missing = [k for k in keys if k not in data] if isinstance(data, dict) else list(keys)
    if missing:
        raise LoadError(f"not a Conjure save or record (missing: {', '.join(missing)})")
    record = {k: data[k] for k in keys}
    total = len(record["actions"])
    game = conjure.replay(dict(record, actions=[]))
    if seat is not None and not 0 <= seat < game.players:
        raise LoadError(f"--seat {seat + 1} does not exist; this game has players 1..{game.players}")
    if seat is None:  # the spectator who sees everything: say so before the first secret shows
        console.print(
            escape(
                T.tr(
                    lang,
                    "This replay shows everything: every player's hidden cards and secret "
                    "choices (--seat N shows the game as player N saw it).",
                )
            ),
            style="bold",
            soft_wrap=True,
        )
    if step:
        console.print(escape(T.tr(lang, "Enter = next step, q = stop")), style="dim")
    shown = 0
    for i, (who_seat, action_id) in enumerate(record["actions"], start=1):
        label = game.label(str(action_id), lang)
        try:
            game.apply(int(who_seat), str(action_id))
        except conjure.IllegalAction as exc:
            raise LoadError(f"record step {i - 1} does not replay: {exc}") from exc
        log = game.events if seat is None else game.events_for(seat)
        console.print(
            escape(T.tr(lang, "Step {i}/{n}, {who} acts", i=i, n=total, who=who(int(who_seat), lang))), style="bold"
        )
        for event in log[shown:]:
            console.print(f"    {game.describe(event, lang)}")
        if len(log) == shown and (seat is None or seat == int(who_seat)):  # a choice with no line of its own
            console.print(
                "    " + escape(T.tr(lang, "{who} chose: {action}", who=who(int(who_seat), lang), action=label))
            )
        shown = len(log)
        if step and _stop_stepping():
            break
    console.print(Panel(game.presentation.render_table(game.view(seat)["table"], seat, lang)))
    if game.is_over:
        show_result(game, lang, console)


def _stop_stepping() -> bool:
    """Wait for Enter; True if the viewer wants to stop here (q, end of input, Ctrl-C)."""
    try:
        return input("").strip().lower() in ("q", "quit")
    except (EOFError, KeyboardInterrupt):
        return True
