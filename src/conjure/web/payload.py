"""What a seat is sent: the table as that seat may see it, drawn, with its choices and its log.

Everything here comes from the engine's public API for one seat (``view``, ``legal_actions``,
``events_for``) and the game's presentation, so a frame holds nothing the seat could not see.
"""

from __future__ import annotations

import json
import time
from functools import lru_cache
from typing import Any

from rich.text import Text

from conjure import pictures
from conjure.engine import Game
from conjure.engine.undo import reason_text
from conjure.web import clicks
from conjure.web.names import named
from conjure.web.tables import Seat, Table
from conjure.web.texts import T, player, words


def frame(table: Table, seat: int | None, lang: str) -> dict[str, Any]:
    """The whole page's data for ``seat`` (None: a spectator) in ``lang``."""
    game = table.game
    view = game.view(seat)
    names = tuple(s.name for s in table.seats)
    return {"type": "state", "table": table.id, "game": game.name, "title": game.rules.title(lang),
            "step": view["step"], "version": table.revision, "seat": seat, "to_act": view["to_act"], "is_over": view["is_over"],
            "picture": picture(game, view, seat, lang, names),
            "actions": [] if seat is not None and table.seats[seat].kind == "bot" else choices(game, view, seat, lang),
            "decision": decision(game, seat, lang), "log": log(game, seat, lang, names),
            "players": [player_line(s, lang, seat, view["to_act"]) for s in table.seats],
            "result": result(game, lang), "next": table.row.next, "clock": clock(table),
            "undo": undo(table, seat, lang)}


def picture(game: Game, view: dict[str, Any], seat: int | None, lang: str,
            names: tuple[str, ...] = ()) -> dict[str, str]:
    """The SVG of the view with the seats' names, or the terminal's table in plain words for a game without
    a picture."""
    if pictures.has_picture(game.name):
        return {"svg": drawn(json.dumps(view, sort_keys=True, separators=(",", ":")), lang, names)}
    markup = game.presentation.render_table(view["table"], seat, lang)
    return {"text": named(Text.from_markup(markup).plain, lang, names)}


@lru_cache(maxsize=512)
def drawn(view_text: str, lang: str, names: tuple[str, ...] = ()) -> str:
    """A view's picture, drawn once: the same view with the same names (one seat's page and its API answer, a
    seat's two sockets) is not drawn again. Drawing is most of a frame's cost (about 20 ms for Incantibus)."""
    return pictures.draw(json.loads(view_text), lang, names)


def choices(game: Game, view: dict[str, Any], seat: int | None, lang: str) -> list[dict[str, Any]]:
    if seat is None or seat not in view["to_act"]:
        return []
    return [{"id": a.id, "label": game.label(a, lang),
             "note": game.presentation.explain_action(game.state, seat, a, lang),
             "target": clicks.target(game.name, a.id, view["table"], seat)} for a in game.legal_actions(seat)]


def decision(game: Game, seat: int | None, lang: str) -> dict[str, str] | None:
    found = game.presentation.decision_help(game.state, seat, lang) if seat is not None else None
    return None if found is None else {"rule": found[0], "text": found[1]}


def log(game: Game, seat: int | None, lang: str, names: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """The log as ``seat`` may read it, with the players' names."""
    return [{"step": e.get("step"), "text": named(game.describe(e, lang), lang, names)} for e in game.events_for(seat)]


def player_line(s: Seat, lang: str, viewer: int | None, to_act: list[int]) -> dict[str, Any]:
    w = words(lang)
    status = w["bot_plays"].format(level=w["level_" + s.level]) if s.kind == "bot" else (
        w["connected"] if s.connected else w["away"])
    return {"seat": s.seat, "name": s.name or player(lang, s.seat), "kind": s.kind, "level": s.level,
            "connected": s.connected > 0, "status": status, "to_act": s.seat in to_act, "you": s.seat == viewer}


def undo(table: Table, seat: int | None, lang: str) -> dict[str, Any] | None:
    """How many of its own last actions the seat may take back now, and what stops it going further
    (None for spectators and bot seats)."""
    if seat is None or table.seats[seat].kind == "bot":
        return None
    limit = table.game.undo_limit(seat)
    return {"steps": limit.steps, "barrier": limit.barrier.value, "reason": reason_text(limit.barrier, lang)}


def clock(table: Table) -> dict[str, Any] | None:
    """Each person's time left (seconds, now), whose clocks run, and the moves a bot made for an empty bank."""
    if table.clock is None:
        return None
    running, now = table.running(), time.time()
    return {"left": [round(max(0.0, table.clock.remaining(s.seat, running, now)), 1) if s.person else None
                     for s in table.seats],
            "running": running, "increment": table.clock.increment, "timeouts": list(table.timeouts)}


def result(game: Game, lang: str) -> dict[str, Any] | None:
    if not game.is_over:
        return None
    found = game.result()
    return {"scores": found["scores"], "ranks": found["ranks"], "winners": found["winners"],
            "lines": game.presentation.result_lines(found, lang),
            "heading": T.tr(lang, "Final standings")}
