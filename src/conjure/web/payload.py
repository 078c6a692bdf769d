"""What a seat is sent: the table as that seat may see it, drawn, with its choices and its log.

Everything here comes from the engine's public API for one seat (``view``, ``legal_actions``,
``events_for``) and the game's presentation, so a frame holds nothing the seat could not see.

:func:`frame` builds a frame in the caller's thread; :class:`Frames` builds the same frame for the server,
with the picture (most of a frame's cost) drawn off the event loop, in a pool of processes or a thread, so
one table's drawing does not hold up the other tables. Pictures and log lines are kept once made.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import pickle
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

import orjson
from rich.text import Text

import conjure
from conjure import pictures
from conjure.engine import Action, Event, Game
from conjure.engine.undo import Marked, MarkJob, reason_text, run_marks
from conjure.web import clicks, sheets
from conjure.web.drawers import MARKS, PICTURE, DrawerGone, Drawers
from conjure.web.names import named
from conjure.web.tables import Seat, Table
from conjure.web.texts import T, player, words

logger = logging.getLogger(__name__)
Result = TypeVar("Result")


def frame(table: Table, seat: int | None, lang: str) -> dict[str, Any]:
    """The whole page's data for ``seat`` (None: a spectator) in ``lang``."""
    view = table.game.view(seat)
    return assemble(table, seat, lang, view, picture(table.game, view, seat, lang, names_of(table)))


def names_of(table: Table) -> tuple[str, ...]:
    """The seats' names, in seat order (an empty one: the picture and the log keep "Player N")."""
    return tuple(s.name for s in table.seats)


@dataclass(frozen=True)
class Draft:
    """A frame made but for its picture: the view to draw (as :func:`view_text`) in ``lang``, or None when the
    frame is complete (a game without a picture)."""

    frame: dict[str, Any]
    text: str | None
    lang: str
    names: tuple[str, ...] = ()
    marking: Marking | None = None  # the undo marks still to make for the frame's ``undo`` (made with the picture)


@dataclass(frozen=True)
class Marking:
    """A seat's undo marks to be made off the event loop: the job, the game it is for and the frame's table, seat,
    language and version (the answer is for that version only)."""

    job: MarkJob
    game: Game
    table: Table
    seat: int
    version: int
    pickled: bytes | None = None  # the job as a drawing process is sent it, pickled when the frame was drafted


class Frames:
    """The server's frame maker: :func:`frame`'s frames in two parts. Under the table's lock, a draft (the view,
    choices, log, players: about a millisecond); after it, the picture and the undo marks, made by ``workers``
    drawing processes (:mod:`conjure.web.drawers`; 0: one at a time in a thread of this process), pictures
    first. A picture is drawn only if it is still wanted when its turn comes (a table that moved on meanwhile is
    drawn once, as it is now). Call :meth:`close` when the server stops."""

    def __init__(self, workers: int = 0) -> None:
        self.workers = workers
        self.drawers = Drawers(workers, load_pictures) if workers else None
        self._turns: tuple[asyncio.AbstractEventLoop, asyncio.Lock] | None = None

    async def start(self) -> None:
        """Start the drawing processes before the first picture waits for them."""
        if self.drawers is not None:
            await self.drawers.start()

    def close(self) -> None:
        if self.drawers is not None:
            self.drawers.close()

    def submit(
        self, priority: int, work: Callable[..., Result], *args: Any, wanted: Callable[[], bool] = lambda: True
    ) -> Awaitable[Result | None]:
        """``work(*args)`` off the event loop when its turn comes (``priority``: ``PICTURE`` before ``MARKS``),
        handed to a drawing process now (so it starts while the caller sends what it has); await the answer for
        the work's result, or None if it was no longer ``wanted`` when its turn came. In a thread if there are no
        drawing processes or the one it was given to died."""
        handed = None if self.drawers is None else self.drawers.submit(priority, work, *args, wanted=wanted)
        return self._result(handed, work, args, wanted)

    async def _result(
        self,
        handed: asyncio.Future[Any] | None,
        work: Callable[..., Result],
        args: tuple[Any, ...],
        wanted: Callable[[], bool],
    ) -> Result | None:
        if handed is not None:
            try:
                found: Result | None = await handed
                return found
            except DrawerGone:
                pass
        async with self.turns():
            return await asyncio.to_thread(work, *args) if wanted() else None

    def turns(self) -> asyncio.Lock:
        """The thread's turn (one job at a time), on the running event loop."""
        loop = asyncio.get_running_loop()
        if self._turns is None or self._turns[0] is not loop:
            self._turns = (loop, asyncio.Lock())
        return self._turns[1]

    def __call__(self, table: Table, seat: int | None, lang: str) -> Draft:
        game = table.game
        view = game.view(seat)
        names = names_of(table)
        if has_picture(game.name):
            # for a process, the job is pickled now (a snapshot, as the table stands) rather than copied, then pickled
            job = game.mark_job(copy=self.drawers is None) if _may_undo(table, seat) else None
            pickled = None if job is None or self.drawers is None else pickle.dumps(job, pickle.HIGHEST_PROTOCOL)
            marking = None if job is None or seat is None else Marking(job, game, table, seat, table.revision, pickled)
            return Draft(
                assemble(table, seat, lang, view, {}, undo_later=marking is not None),
                view_text(view),
                lang,
                names,
                marking,
            )
        return Draft(assemble(table, seat, lang, view, picture(game, view, seat, lang, names)), None, lang, names)

    def ready(self, draft: Draft) -> tuple[dict[str, Any], bool]:
        """The frame as it can be sent at once, and whether it is whole: with its picture if that is kept (or the
        game has none) and its undo known, else with ``picture: {"pending": true}`` or ``undo: {"pending": true}``
        (they follow when made)."""
        if draft.text is None:
            return draft.frame, True
        svg = PICTURES.get(draft.text, draft.lang, draft.names)
        if svg is None:
            return dict(draft.frame, picture={"pending": True}), False
        return dict(draft.frame, picture={"svg": svg}), draft.marking is None

    async def finish(self, draft: Draft, wanted: Callable[[], bool] = lambda: True) -> dict[str, Any] | None:
        """The frame with its picture (and its undo, if that was to be made); None if it was no longer ``wanted``
        when its picture's turn came."""
        frame, whole = self.ready(draft)
        if whole:
            return frame
        frame = dict(frame)
        for part in await asyncio.gather(*self.later(draft, wanted)):
            frame.update(part or {})
        return None if frame["picture"].get("pending") else frame

    def later(self, draft: Draft, wanted: Callable[[], bool] = lambda: True) -> list[Awaitable[dict[str, Any] | None]]:
        """What :meth:`ready`'s frame lacked, one awaitable per part, each done as soon as its part is made:
        ``{"picture": …}`` once drawn (None if no longer ``wanted`` when its turn came), ``{"undo": …}`` once its
        marks are made (None if the table moved on meanwhile: a newer frame tells). The picture is handed to the
        drawing processes when this is called, so it is drawn while the caller sends the frame; the marks when
        their part is first awaited."""
        parts: list[Awaitable[dict[str, Any] | None]] = []
        if draft.text is not None:
            if PICTURES.get(draft.text, draft.lang, draft.names) is None:
                parts.append(_picture_part(self._picture(draft.text, draft.lang, wanted, draft.names)))
            if draft.marking is not None:
                parts.append(_undo_part(self.undo_of(draft, wanted)))
        return parts

    async def undo_of(self, draft: Draft, wanted: Callable[[], bool] = lambda: True) -> dict[str, Any] | None:
        """The frame's ``undo``, its marks made by a worker (None: nothing to make, or no longer wanted); still
        pending if the table moved on meanwhile (a newer frame tells)."""
        marking = draft.marking
        if marking is None or not wanted():
            return None
        marks = (
            self.submit(MARKS, run_marks, marking.job, wanted=wanted)
            if marking.pickled is None
            else self.submit(MARKS, run_pickled_marks, marking.pickled, wanted=wanted)
        )
        return await self._undo(marking, draft.lang, marks)

    async def _undo(self, marking: Marking, lang: str, marks: Awaitable[Any]) -> dict[str, Any] | None:
        try:
            marked = await marks
        except Exception:  # never lose a frame over it: the marks are made here instead, when asked
            logger.exception("table %s: undo marks could not be made off the event loop", marking.table.id)
        else:
            if marked is not None:
                marking.game.take_marks(marking.job, marked)
        if marking.table.game is not marking.game or marking.table.revision != marking.version:
            return {"pending": True}
        return undo(marking.table, marking.seat, lang)

    def _picture(
        self, text: str, lang: str, wanted: Callable[[], bool], names: tuple[str, ...]
    ) -> Awaitable[dict[str, str] | None]:
        """The picture of a view (as :func:`view_text`) with the seats' ``names`` as ``{"svg": …}``, kept or drawn
        off the event loop (its drawing handed over now); None if no longer ``wanted`` when its turn came."""
        found = PICTURES.get(text, lang, names)
        if found is not None:
            return _ready({"svg": found})

        def still_wanted() -> bool:  # and not drawn meanwhile (for another page that sees the same)
            return PICTURES.get(text, lang, names) is None and wanted()

        return self._drawn(text, lang, names, self.submit(PICTURE, draw_parts, text, lang, names, wanted=still_wanted))

    async def _drawn(
        self, text: str, lang: str, names: tuple[str, ...], drawing: Awaitable[Pieces | None]
    ) -> dict[str, str] | None:
        pieces = await drawing
        if pieces is None:
            found = PICTURES.get(text, lang, names)
            return None if found is None else {"svg": found}
        svg = "".join([piece for _, piece in pieces])
        PICTURES.put(text, lang, svg, names, pieces)
        return {"svg": svg}


async def _ready(value: dict[str, str]) -> dict[str, str]:
    return value


async def _picture_part(drawing: Awaitable[dict[str, str] | None]) -> dict[str, Any] | None:
    found = await drawing
    return None if found is None else {"picture": found}


async def _undo_part(marking: Awaitable[dict[str, Any] | None]) -> dict[str, Any] | None:
    found = await marking
    return None if found is None or found.get("pending") else {"undo": found}


def assemble(
    table: Table, seat: int | None, lang: str, view: dict[str, Any], shown: dict[str, str], undo_later: bool = False
) -> dict[str, Any]:
    """A frame from ``seat``'s view and its picture (``undo_later``: its undo is made after, off the event loop)."""
    game = table.game
    return {
        "type": "state",
        "table": table.id,
        "game": game.name,
        "title": game.rules.title(lang),
        "step": view["step"],
        "version": table.revision,
        "seat": seat,
        "to_act": view["to_act"],
        "is_over": view["is_over"],
        "picture": shown,
        "actions": [] if seat is not None and table.seats[seat].kind == "bot" else choices(game, view, seat, lang),
        "decision": decision(game, seat, lang),
        "log": log(table, seat, lang),
        "players": [player_line(s, lang, seat, view["to_act"]) for s in table.seats],
        "result": result(game, lang, table.id, names_of(table)),
        "next": table.row.next,
        "clock": clock(table),
        "undo": {"pending": True} if undo_later else undo(table, seat, lang),
    }


def picture(
    game: Game, view: dict[str, Any], seat: int | None, lang: str, names: tuple[str, ...] = ()
) -> dict[str, str]:
    """The SVG of the view with the seats' names, or the terminal's table in plain words for a game without
    a picture."""
    if has_picture(game.name):
        return {"svg": drawn(view_text(view), lang, names)}
    markup = game.presentation.render_table(view["table"], seat, lang)
    return {"text": named(Text.from_markup(markup).plain, lang, names)}


@cache
def has_picture(game: str) -> bool:
    return pictures.has_picture(game)


def view_text(view: dict[str, Any]) -> str:
    """A view as canonical JSON: the key of its picture (orjson: a fifth of the standard library's time)."""
    return orjson.dumps(view, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS).decode()


def message_text(message: dict[str, Any]) -> str:
    """A message for a socket as JSON text (orjson: the standard library's ``json`` took a tenth of the event
    loop's time)."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


def draw_text(text: str, lang: str, names: tuple[str, ...] = ()) -> str:
    """Draw a view given as :func:`view_text` with the seats' names (what a drawing process is sent)."""
    return pictures.draw(json.loads(text), lang, names)


Pieces = tuple[tuple[str | None, str], ...]  # a picture as (key of a part, or None, text) pieces; joined: the SVG


def draw_parts(text: str, lang: str, names: tuple[str, ...] = ()) -> Pieces:
    """:func:`draw_text`'s picture in pieces, each part keyed by a hash of its text (a page that holds a part by
    its key need not be sent it again)."""
    pieces = pictures.draw_pieces(json.loads(text), lang, names)
    return tuple((_part_key(piece) if part else None, piece) for part, piece in pieces)


def _part_key(text: str) -> str:
    return hashlib.blake2b(text.encode(), digest_size=9).hexdigest()


def in_parts(picture: Any, held: set[str]) -> tuple[dict[str, Any], set[str]] | None:
    """A picture ``{"svg": …}`` as a page that holds the parts ``held`` (those of the last picture it was sent in
    parts) is sent it: ``{"pieces": [text, or {"part": key}, …], "parts": {key: text}}``, the parts it lacks only,
    and the keys the page holds after it. None if the picture's parts are not known (it is then sent whole and the
    page keeps what it holds)."""
    svg = picture.get("svg") if isinstance(picture, dict) else None
    found = PICTURES.pieces_of(svg) if isinstance(svg, str) else None
    if found is None:
        return None
    parts = {key: piece for key, piece in found if key is not None and key not in held}
    return (
        {"pieces": [piece if key is None else {"part": key} for key, piece in found], "parts": parts},
        {key for key, _ in found if key is not None},
    )


def run_pickled_marks(job: bytes) -> Marked:
    """:func:`run_marks` of a job pickled when its frame was drafted (what a drawing process is sent)."""
    found: MarkJob = pickle.loads(job)
    return run_marks(found)


def load_pictures() -> None:
    """Import every game's picture code (in a drawing process, before its first picture)."""
    for game in conjure.games():
        has_picture(game["name"])


class Pictures:
    """The last pictures drawn, by (view text, language, seats' names): the same view (one seat's page and its
    API answer, a seat's two sockets, a spectator beside a seat that sees the same) is not drawn again. Each picture
    drawn in parts keeps them (:meth:`pieces_of`)."""

    def __init__(self, size: int = 512) -> None:
        self.size, self._lock = size, threading.Lock()
        self._kept = OrderedDict[tuple[str, str, tuple[str, ...]], str]()
        self._pieces = OrderedDict[str, Pieces]()

    def get(self, text: str, lang: str, names: tuple[str, ...] = ()) -> str | None:
        with self._lock:
            found = self._kept.get((text, lang, names))
            if found is not None:
                self._kept.move_to_end((text, lang, names))
            return found

    def put(self, text: str, lang: str, svg: str, names: tuple[str, ...] = (), pieces: Pieces | None = None) -> None:
        with self._lock:
            self._kept[(text, lang, names)] = svg
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
            if pieces is not None:
                self._pieces[svg] = pieces
                self._pieces.move_to_end(svg)
                while len(self._pieces) > self.size:
                    self._pieces.popitem(last=False)

    def pieces_of(self, svg: str) -> Pieces | None:
        """The parts of a picture drawn in parts and still kept (None: not known)."""
        with self._lock:
            return self._pieces.get(svg)


PICTURES = Pictures()


def drawn(text: str, lang: str, names: tuple[str, ...] = ()) -> str:
    """A view's picture (the view as :func:`view_text`) with the seats' names, drawn here unless it is kept."""
    found = PICTURES.get(text, lang, names)
    if found is None:
        found = draw_text(text, lang, names)
        PICTURES.put(text, lang, found, names)
    return found


def choices(game: Game, view: dict[str, Any], seat: int | None, lang: str) -> list[dict[str, Any]]:
    if seat is None or seat not in view["to_act"]:
        return []
    sofar = game.sofar(seat)
    return [
        {
            "id": a.id,
            "label": game.label(a, lang),
            "note": game.presentation.explain_action(game.state, seat, a, lang),
            "terms": _terms_json(game, seat, a),
            "terms_text": game.terms_text(seat, a, lang),
            "target": clicks.target(game.name, a.id, view["table"], seat, sofar),
            "pass": game.presentation.is_pass(a.id),
        }
        for a in game.shown_actions(seat)
    ]


def _terms_json(game: Game, seat: int, action: Action) -> dict[str, Any] | None:
    terms = game.terms(seat, action)
    return terms.to_json() if terms else None


def decision(game: Game, seat: int | None, lang: str) -> dict[str, Any] | None:
    """What ``seat`` is deciding (the rule and a sentence), and the steps it has taken of a move it is making step
    by step (``sofar``, in words: it may take them back with undo)."""
    found = game.presentation.decision_help(game.state, seat, lang) if seat is not None else None
    steps = [game.label(step, lang) for step in game.sofar(seat)] if seat is not None else []
    if found is None and not steps:
        return None
    shown: dict[str, Any] = {"rule": found[0], "text": found[1]} if found is not None else {"rule": "", "text": ""}
    if steps:
        shown["sofar"] = steps
    return shown


# The log lines last sent to each (seat, language, names) of a table, with the events they describe: a line is
# described again only when its event differs (a new one, or another after an undo).
_LINES: weakref.WeakKeyDictionary[
    Table, dict[tuple[int | None, str, tuple[str, ...]], list[tuple[Event, dict[str, Any]]]]
] = weakref.WeakKeyDictionary()


def log(table: Table, seat: int | None, lang: str) -> list[dict[str, Any]]:
    """The log as ``seat`` may read it, in words, with the players' names."""
    game, names = table.game, names_of(table)
    key = (seat, lang, names)
    kept = _LINES.setdefault(table, {}).get(key, [])
    lines = [
        kept[i]
        if i < len(kept) and kept[i][0] == e
        else (e, {"step": e.get("step"), "text": named(game.describe(e, lang), lang, names)})
        for i, e in enumerate(game.events_for(seat))
    ]
    _LINES[table][key] = lines
    return [line for _, line in lines]


def player_line(s: Seat, lang: str, viewer: int | None, to_act: list[int]) -> dict[str, Any]:
    w = words(lang)
    status = (
        w["bot_plays"].format(level=w["level_" + s.level])
        if s.kind == "bot"
        else (w["connected"] if s.connected else w["away"])
    )
    return {
        "seat": s.seat,
        "name": s.name or player(lang, s.seat),
        "kind": s.kind,
        "level": s.level,
        "connected": s.connected > 0,
        "status": status,
        "to_act": s.seat in to_act,
        "you": s.seat == viewer,
    }


def _may_undo(table: Table, seat: int | None) -> bool:
    """Whether the seat's undo needs marks at all: a person's seat that took the last step of a game not over (any
    other seat's undo is known at once)."""
    game = table.game
    return (
        seat is not None
        and table.seats[seat].kind != "bot"
        and bool(game.history)
        and game.history[-1][0] == seat
        and not game.is_over
    )


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
    return {
        "left": [
            round(max(0.0, table.clock.remaining(s.seat, running, now)), 1) if s.person else None for s in table.seats
        ],
        "running": running,
        "increment": table.clock.increment,
        "timeouts": list(table.timeouts),
    }


def result(game: Game, lang: str, table_id: str = "", names: tuple[str, ...] = ()) -> dict[str, Any] | None:
    """At the end: the standings, the game's result lines, its score sheet (every seat × every category, the
    tie-break: ``conjure.web.sheets``) and where the replay of the table's record is served."""
    if not game.is_over:
        return None
    found = game.result()
    return {
        "scores": found["scores"],
        "ranks": found["ranks"],
        "winners": found["winners"],
        "lines": [named(line, lang, names) for line in game.presentation.result_lines(found, lang)],
        "heading": T.tr(lang, "Final standings"),
        "sheet": sheets.sheet(game, lang),
        "replay": f"/table/{table_id}/replay" if table_id else None,
    }
