"""The terminal game loop: render the table, list numbered legal actions, let bots play the rest."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

import conjure
from conjure.engine import Game, LoadError, RandomBot

WORDS = {
    "turn": {"cs": "Na tahu: {who}", "en": "Your move, {who}", "de": "Am Zug: {who}"},
    "pass": {"cs": "Předejte zařízení hráči {who} a stiskněte Enter (ostatní se nedívají).",
             "en": "Pass the screen to {who} and press Enter (the others look away).",
             "de": "Gebt den Bildschirm an {who} weiter und drückt Enter (die anderen schauen weg)."},
    "prompt": {"cs": "Číslo akce (nebo help)", "en": "Action number (or help)", "de": "Nummer der Aktion (oder help)"},
    "bad": {"cs": "'{text}' není možné. Zadejte číslo 1–{n}, id akce, nebo: log, save SOUBOR, quit.",
            "en": "'{text}' is not possible. Type a number 1–{n}, an action id, or: log, save FILE, quit.",
            "de": "'{text}' geht nicht. Gib eine Zahl 1–{n}, eine Aktions-ID oder: log, save DATEI, quit ein."},
    "saved": {"cs": "Uloženo do {path}", "en": "Saved to {path}", "de": "Gespeichert in {path}"},
    "final": {"cs": "Konečné pořadí", "en": "Final standings", "de": "Endstand"},
    "player": {"cs": "hráč", "en": "player", "de": "Spieler"},
    "points": {"cs": "body", "en": "points", "de": "Punkte"},
    "bye": {"cs": "Hra přerušena. Pokračovat: conjure play --load {path}", "en": "Game interrupted. Resume: conjure play --load {path}",
            "de": "Spiel unterbrochen. Fortsetzen: conjure play --load {path}"},
}
PLAYER = {"cs": "Hráč {n}", "en": "Player {n}", "de": "Spieler {n}"}


def w(key: str, lang: str, **fields: Any) -> str:
    return WORDS[key][lang].format(**fields)


def who(seat: int, lang: str) -> str:
    return PLAYER[lang].format(n=seat + 1)


class Session:
    """One terminal game: which seats are human, what each has already read of the log."""

    def __init__(self, game: Game, humans: list[int], lang: str, console: Console) -> None:
        self.game, self.humans, self.lang, self.console = game, humans, lang, console
        self.bots = {s: RandomBot((game.seed or 0) + 1000 * s) for s in range(game.players) if s not in humans}
        self.read = {s: 0 for s in humans}
        self.last_human: int | None = None

    def show_log(self, seat: int | None, new_only: bool = True) -> None:
        events = self.game.events_for(seat)
        start = self.read.get(seat, 0) if (new_only and seat is not None) else 0
        for event in events[start:]:
            self.console.print(f"  [dim]·[/dim] {self.game.describe(event, self.lang)}")
        if seat is not None:
            self.read[seat] = len(events)

    def ask(self, seat: int) -> bool:
        """Let a human choose; False when they quit."""
        g, lang = self.game, self.lang
        if len(self.humans) > 1 and self.last_human != seat:
            self.console.print(Panel(w("pass", lang, who=who(seat, lang))))
            if _read_line("") is None:
                return False
        self.last_human = seat
        self.show_log(seat)
        self.console.print(Panel(g.rules.render_table(g.view(seat)["table"], seat, lang),
                                 title=f"{g.rules.title(lang)} — {w('turn', lang, who=who(seat, lang))}"))
        actions = g.legal_actions(seat)
        for i, action in enumerate(actions, start=1):
            self.console.print(f"  [bold cyan]{i:>2}[/bold cyan]  {g.label(action, lang)}  [dim]{action.id}[/dim]")
        while True:
            text = _read_line(f"{w('prompt', lang)}: ")
            if text is None or text in ("quit", "exit", "q"):
                return False
            if text in ("log", "help", "?") or text.startswith("save "):
                self.command(text, seat)
                continue
            action = _pick(actions, text)
            if action is not None:
                g.apply(seat, action)
                return True
            self.console.print(f"[yellow]{w('bad', lang, text=text, n=len(actions))}[/yellow]")

    def command(self, text: str, seat: int) -> None:
        if text.startswith("save "):
            path = Path(text[5:].strip())
            path.write_text(json.dumps(self.game.to_json(), ensure_ascii=False), encoding="utf-8")
            self.console.print(w("saved", self.lang, path=path))
        elif text == "log":
            self.show_log(seat, new_only=False)
        else:
            self.console.print(w("bad", self.lang, text=text, n=len(self.game.legal_actions(seat))))


def _pick(actions: list[conjure.Action], text: str) -> conjure.Action | None:
    if text.isdigit() and 1 <= int(text) <= len(actions):
        return actions[int(text) - 1]
    return next((a for a in actions if a.id == text), None)


def _read_line(prompt: str) -> str | None:
    try:
        return input(prompt).strip()
    except EOFError:
        return None


def run(game: Game, humans: list[int], lang: str, console: Console, save: Path | None) -> None:
    session = Session(game, humans, lang, console)
    while not game.is_over:
        seat = game.to_act[0]
        human = next((s for s in game.to_act if s in humans), None)
        if human is None:
            game.apply(seat, session.bots[seat].choose(game, seat))
            continue
        if not session.ask(human):
            path = save or Path(f"{game.name}-{game.seed}.conjure.json")
            path.write_text(json.dumps(game.to_json(), ensure_ascii=False), encoding="utf-8")
            console.print(w("bye", lang, path=path))
            return
    for seat in humans or [None]:
        session.show_log(seat)
    show_result(game, lang, console)
    if save is not None:
        save.write_text(json.dumps(game.to_json(), ensure_ascii=False), encoding="utf-8")
        console.print(w("saved", lang, path=save))


def show_result(game: Game, lang: str, console: Console) -> None:
    result = game.result()
    table = Table(title=w("final", lang))
    for column in ("#", w("player", lang), w("points", lang)):
        table.add_column(column)
    for seat in sorted(range(game.players), key=lambda s: result["ranks"][s]):
        crown = " ★" if seat in result["winners"] else ""
        table.add_row(str(result["ranks"][seat]), who(seat, lang) + crown, str(result["scores"][seat]))
    console.print(table)
    if result.get("tiebreak") and result["tiebreak"] != "none":
        console.print(f"[dim]{result['tiebreak']}[/dim]")


def replay(data: dict[str, Any], lang: str, seat: int | None, step: bool, console: Console) -> None:
    """Print a saved game action by action, as ``seat`` (or a spectator with everything) saw it."""
    missing = [k for k in ("schema", "game", "rules_version", "players", "seed", "options", "actions") if k not in data]
    if not isinstance(data, dict) or missing:
        raise LoadError(f"not a Conjure save or record (missing: {', '.join(missing) or 'everything'})")
    record = {k: data[k] for k in ("schema", "game", "rules_version", "players", "seed", "options", "actions")}
    total = len(record["actions"])
    game = conjure.replay(dict(record, actions=[]))
    shown = 0
    for i, (who_seat, action_id) in enumerate(record["actions"], start=1):
        game.apply(int(who_seat), str(action_id))
        log = game.events if seat is None else game.events_for(seat)
        console.print(f"[bold]{i}/{total}[/bold] {who(int(who_seat), lang)}: {game.rules.label(str(action_id), lang)}")
        for event in log[shown:]:
            console.print(f"    {game.describe(event, lang)}")
        shown = len(log)
        if step and _read_line("") is None:
            step = False
    console.print(Panel(game.rules.render_table(game.view(seat)["table"], seat, lang)))
    if game.is_over:
        show_result(game, lang, console)
