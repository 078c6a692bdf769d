"""A saved game or record, stepped through: the game after any step, and each step's pictures and log."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import conjure
from conjure.engine.errors import LoadError
from conjure.engine.game import Game
from conjure.pictures.registry import draw
from conjure.pictures.texts import T, named

KEYS = ("schema", "game", "rules_version", "players", "seed", "options", "actions")


def record_of(data: Any) -> dict[str, Any]:
    """The record part of a save or record; LoadError if ``data`` is neither."""
    missing = [k for k in KEYS if k not in data] if isinstance(data, dict) else list(KEYS)
    if missing:
        raise LoadError(f"not a Conjure save or record (missing: {', '.join(missing)})")
    return {k: data[k] for k in KEYS}


def check_seat(game: Game, seat: int | None) -> None:
    if seat is not None and not 0 <= seat < game.players:
        raise LoadError(f"--seat {seat + 1} does not exist; this game has players 1..{game.players}")


def game_at(data: Any, step: int | None = None) -> Game:
    """The game after ``step`` actions (all of them if None)."""
    record = record_of(data)
    total = len(record["actions"])
    if step is not None and not 0 <= step <= total:
        raise LoadError(f"--step {step} does not exist; this game has steps 0..{total}")
    return conjure.replay(record, upto=step)


@dataclass(frozen=True)
class Step:
    number: int
    title: str
    log: list[str]
    svg: str


def pictures(data: Any, seat: int | None, lang: str, names: Sequence[str] = ()) -> Iterator[Step]:
    """Every step of the game from the set-up on, as ``seat`` saw it: its picture and the log it added; ``names``:
    the seats' names (the web table's) said where the pictures, titles and log would say "Player N"."""
    record = record_of(data)
    game = conjure.replay(dict(record, actions=[]))
    check_seat(game, seat)
    shown = 0

    def new_log() -> list[str]:
        nonlocal shown
        log = game.events if seat is None else game.events_for(seat)
        lines = [named(game.describe(event, lang), lang, names) for event in log[shown:]]
        shown = len(log)
        return lines

    yield Step(0, T.tr(lang, "Set-up"), new_log(), draw(game.view(seat), lang, names))
    for i, (who, action_id) in enumerate(record["actions"], start=1):
        label = game.label(str(action_id), lang)
        try:
            game.apply(int(who), str(action_id))
        except conjure.IllegalAction as exc:
            raise LoadError(f"record step {i - 1} does not replay: {exc}") from exc
        lines = new_log()
        if not lines and (seat is None or seat == int(who)):
            lines = [named(label, lang, names)]
        title = named(T.tr(lang, "Step {k}: player {n}", k=i, n=int(who) + 1), lang, names)
        yield Step(i, title, lines, draw(game.view(seat), lang, names))
