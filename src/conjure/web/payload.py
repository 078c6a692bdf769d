"""What a seat is sent: the table as that seat may see it, drawn, with its choices and its log.

Everything here comes from the engine's public API for one seat (``view``, ``legal_actions``,
``events_for``) and the game's presentation, so a frame holds nothing the seat could not see.

:func:`frame` builds a frame in the caller's thread; :class:`Frames` builds the same frame for the server,
with the picture (most of a frame's cost) drawn off the event loop, in a pool of processes or a thread, so
one table's drawing does not hold up the other tables. Pictures and log lines are kept once made.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import threading
import time
import weakref
from collections import OrderedDict
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import cache
from typing import Any

from rich.text import Text

import conjure
from conjure import pictures
from conjure.engine import Event, Game
from conjure.web import clicks
from conjure.web.tables import Seat, Table
from conjure.web.texts import T, player, words


def frame(table: Table, seat: int | None, lang: str) -> dict[str, Any]:
    """The whole page's data for ``seat`` (None: a spectator) in ``lang``."""
    view = table.game.view(seat)
    return assemble(table, seat, lang, view, picture(table.game, view, seat, lang))


class Frames:
    """The server's frame maker: :func:`frame`'s frames, with the picture drawn by ``workers`` processes (0: in a
    thread of this process). Call :meth:`close` when the server stops."""

    def __init__(self, workers: int = 0) -> None:
        self.workers = workers
        self._pool: Executor | None = None

    async def __call__(self, table: Table, seat: int | None, lang: str) -> dict[str, Any]:
        game = table.game
        view = game.view(seat)
        if has_picture(game.name):
            shown = {"svg": await self.draw(view_text(view), lang)}
        else:
            shown = picture(game, view, seat, lang)
        return assemble(table, seat, lang, view, shown)

    async def draw(self, text: str, lang: str) -> str:
        """The picture of a view (as :func:`view_text`), from the cache or drawn off the event loop."""
        found = PICTURES.get(text, lang)
        if found is None:
            if self.workers:
                found = await asyncio.get_running_loop().run_in_executor(self.pool(), draw_text, text, lang)
            else:
                found = await asyncio.to_thread(draw_text, text, lang)
            PICTURES.put(text, lang, found)
        return found

    async def start(self) -> None:
        """Start the drawing processes and let them load the pictures' code, before the first frame waits."""
        if self.workers:
            loop = asyncio.get_running_loop()
            await asyncio.gather(*(loop.run_in_executor(self.pool(), load_pictures) for _ in range(self.workers)))

    def pool(self) -> Executor:
        if self._pool is None:  # spawned, not forked: the server's threads and sockets stay out of the workers
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def assemble(table: Table, seat: int | None, lang: str, view: dict[str, Any], shown: dict[str, str]) -> dict[str, Any]:
    """A frame from ``seat``'s view and its picture."""
    game = table.game
    return {"type": "state", "table": table.id, "game": game.name, "title": game.rules.title(lang),
            "step": view["step"], "seat": seat, "to_act": view["to_act"], "is_over": view["is_over"],
            "picture": shown,
            "actions": [] if seat is not None and table.seats[seat].kind == "bot" else choices(game, view, seat, lang),
            "decision": decision(game, seat, lang), "log": log(table, seat, lang),
            "players": [player_line(s, lang, seat, view["to_act"]) for s in table.seats],
            "result": result(game, lang), "next": table.row.next, "clock": clock(table)}


def picture(game: Game, view: dict[str, Any], seat: int | None, lang: str) -> dict[str, str]:
    """The SVG of the view, or the terminal's table in plain words for a game without a picture."""
    if has_picture(game.name):
        return {"svg": drawn(view_text(view), lang)}
    markup = game.presentation.render_table(view["table"], seat, lang)
    return {"text": Text.from_markup(markup).plain}


@cache
def has_picture(game: str) -> bool:
    return pictures.has_picture(game)


def view_text(view: dict[str, Any]) -> str:
    """A view as canonical JSON: the key of its picture."""
    return json.dumps(view, sort_keys=True, separators=(",", ":"))


def draw_text(text: str, lang: str) -> str:
    """Draw a view given as :func:`view_text` (what a drawing process is sent)."""
    return pictures.draw(json.loads(text), lang)


def load_pictures() -> None:
    """Import every game's picture code (in a drawing process, before its first picture)."""
    for game in conjure.games():
        has_picture(game["name"])


class Pictures:
    """The last pictures drawn, by (view text, language): the same view (one seat's page and its API answer, a
    seat's two sockets, a spectator beside a seat that sees the same) is not drawn again."""

    def __init__(self, size: int = 512) -> None:
        self.size, self._kept, self._lock = size, OrderedDict[tuple[str, str], str](), threading.Lock()

    def get(self, text: str, lang: str) -> str | None:
        with self._lock:
            found = self._kept.get((text, lang))
            if found is not None:
                self._kept.move_to_end((text, lang))
            return found

    def put(self, text: str, lang: str, svg: str) -> None:
        with self._lock:
            self._kept[(text, lang)] = svg
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)


PICTURES = Pictures()


def drawn(text: str, lang: str) -> str:
    """A view's picture (the view as :func:`view_text`), drawn here unless it is kept."""
    found = PICTURES.get(text, lang)
    if found is None:
        found = draw_text(text, lang)
        PICTURES.put(text, lang, found)
    return found


def choices(game: Game, view: dict[str, Any], seat: int | None, lang: str) -> list[dict[str, Any]]:
    if seat is None or seat not in view["to_act"]:
        return []
    return [{"id": a.id, "label": game.label(a, lang),
             "note": game.presentation.explain_action(game.state, seat, a, lang),
             "target": clicks.target(game.name, a.id, view["table"], seat)} for a in game.legal_actions(seat)]


def decision(game: Game, seat: int | None, lang: str) -> dict[str, str] | None:
    found = game.presentation.decision_help(game.state, seat, lang) if seat is not None else None
    return None if found is None else {"rule": found[0], "text": found[1]}


# The log lines last sent to each (seat, language) of a table, with the events they describe: a line is
# described again only when its event differs (a new one, or another after an undo).
_LINES: weakref.WeakKeyDictionary[Table, dict[tuple[int | None, str], list[tuple[Event, dict[str, Any]]]]] = \
    weakref.WeakKeyDictionary()


def log(table: Table, seat: int | None, lang: str) -> list[dict[str, Any]]:
    """The log as ``seat`` may read it, in words."""
    game = table.game
    kept = _LINES.setdefault(table, {}).get((seat, lang), [])
    lines = [kept[i] if i < len(kept) and kept[i][0] == e else (e, {"step": e.get("step"), "text": game.describe(e, lang)})
             for i, e in enumerate(game.events_for(seat))]
    _LINES[table][(seat, lang)] = lines
    return [line for _, line in lines]


def player_line(s: Seat, lang: str, viewer: int | None, to_act: list[int]) -> dict[str, Any]:
    w = words(lang)
    status = w["bot_plays"].format(level=w["level_" + s.level]) if s.kind == "bot" else (
        w["connected"] if s.connected else w["away"])
    return {"seat": s.seat, "name": s.name or player(lang, s.seat), "kind": s.kind, "level": s.level,
            "connected": s.connected > 0, "status": status, "to_act": s.seat in to_act, "you": s.seat == viewer}


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
