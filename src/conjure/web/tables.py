"""The tables being played, as data: each a Game rebuilt from its record, its seats, its sockets and its bots.

A :class:`Table` is changed only by :class:`conjure.web.hub.Hub` and its parts, under the table's lock; anything
refused raises :class:`Refused` and changes nothing. Several server processes on one PostgreSQL database share more
than the rows (:class:`Shared`, given by ``conjure.web.notify``): who is at each table, counted over every process,
and a lease per table that lets one process at a time run its bots and its clock's moves. Without it (SQLite, one
process) neither costs anything.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from conjure.bots import LEVELS, make_bot
from conjure.engine import Game
from conjure.engine.bots import Bot
from conjure.web import tokens
from conjure.web.clocks import Clock
from conjure.web.store import SeatRow, TableRow

log = logging.getLogger("conjure.web")
LEASE_RETRY = 2.0  # seconds before a process whose lease was refused looks again (its holder may have died)
PRESENCE_EVERY = 0.25  # seconds: who is here is told at most once in this time, in one small message per table
GRACE = 60.0  # seconds a person who left is waited for before another player may hand their seat to a bot


class Refused(Exception):
    """A request the table does not carry out: ``code`` for programs, ``message`` for people, an HTTP status."""

    def __init__(self, code: str, message: str, status: int) -> None:
        super().__init__(message)
        self.code, self.message, self.status = code, message, status


class Shared(Protocol):
    """What one server process shares with the others on its database, beyond the rows (``conjure.web.notify``)."""

    def count(self, table_id: str, seat: int, change: int) -> None:
        """A socket of this process for ``seat`` at the table opened (+1) or closed (-1)."""

    async def elsewhere(self, table_id: str) -> dict[int, int]:
        """Per seat, the sockets the other living processes have open at the table."""

    def holds(self, name: str) -> bool:
        """Whether this process holds the lease ``name``."""

    async def take(self, name: str) -> bool:
        """Hold the lease ``name`` (True), unless another process holds it (False); answers at once."""

    async def release(self, name: str) -> None: ...


class Listener(Protocol):
    """A socket watching a table: as a seat (or None, a spectator), in a language."""

    seat: int | None
    lang: str
    apart: bool  # sent each frame at once and its picture after it, in a message of its own
    hot_seat: bool  # a page that plays several seats: each frame says whether it is private (needs a cover)

    async def send(self, frame: dict[str, Any]) -> None: ...


@dataclass
class Seat:
    seat: int
    token_hash: str
    kind: str
    level: str
    name: str
    here: int = 0  # this process's sockets for the seat
    elsewhere: int = 0  # the other server processes' (a shared database: Telling.recount)
    # when the seat's last socket closed (time.monotonic()); None: it never had one here, and another player may
    # hand it to a bot at once (see Hub.set_seat)
    away_since: float | None = None

    @property
    def connected(self) -> int:
        """The sockets open for the seat, in every server process."""
        return self.here + self.elsewhere

    def row(self) -> SeatRow:
        return SeatRow(self.seat, self.token_hash, self.kind, self.level, self.name)

    @property
    def person(self) -> bool:
        return self.kind == "human"


@dataclass(eq=False)
class Table:
    row: TableRow
    game: Game
    seats: list[Seat]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    listeners: set[Listener] = field(default_factory=set)
    bots: dict[tuple[int, str], Bot] = field(default_factory=dict)  # (seat, level) -> its bot
    bot_task: asyncio.Task[None] | None = None
    clock: Clock | None = None
    clock_task: asyncio.Task[None] | None = None
    presence_task: asyncio.Task[None] | None = None  # the coming message saying who is here (Telling._presence_changed)
    # {seat, step}: moves a bot made for an empty bank (stored)
    timeouts: list[dict[str, int]] = field(default_factory=list)
    told: int = 0  # broadcasts begun
    last_told: dict[Listener, int] = field(default_factory=dict)  # the newest broadcast each socket was sent
    logs_sent: dict[Listener, list[Any]] = field(default_factory=dict)  # the log each page was last sent
    used: float = field(default_factory=time.monotonic)  # when a request or socket last asked for it

    def at_rest(self) -> bool:
        """Nobody at it and nothing under way: no socket, no bot thinking or clock ticking, no action being taken."""
        return (
            not self.listeners
            and not self.lock.locked()
            and all(task is None or task.done() for task in (self.bot_task, self.clock_task, self.presence_task))
        )

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def revision(self) -> int:
        """The table's revision: +1 per accepted action and per undo (clients send back the one they saw)."""
        return self.row.revision

    def running(self) -> list[int]:
        """The seats whose clocks run now: people to act."""
        return [] if self.clock is None else self.clock.running(self.game.to_act, self.people())

    def people(self) -> set[int]:
        return {s.seat for s in self.seats if s.person}

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is; every seat is compared, in constant time each."""
        found = None
        for seat in self.seats:
            if tokens.token_matches(token, seat.token_hash):
                found = seat.seat
        return found

    def bot_to_act(self) -> int | None:
        return next((s for s in self.game.to_act if self.seats[s].kind == "bot"), None)

    def bot(self, seat: int) -> Bot:
        key = (seat, self.seats[seat].level)
        if key not in self.bots:
            self.bots[key] = make_bot(key[1], self.row.seed % 2**32 + 1000 * seat)
        return self.bots[key]


class FrameMaker(Protocol):
    """Makes a seat's frame in two parts: a draft under the table's lock (cheap), finished after it (the picture, and
    the marks of a seat's undo)."""

    def __call__(self, table: Table, seat: int | None, lang: str) -> Any: ...

    def finish(self, draft: Any, wanted: Callable[[], bool] = ...) -> Awaitable[dict[str, Any] | None]: ...

    def ready(self, draft: Any) -> tuple[dict[str, Any], bool]: ...

    def later(self, draft: Any, wanted: Callable[[], bool] = ...) -> list[Awaitable[dict[str, Any] | None]]: ...


def report(task: asyncio.Task[None]) -> None:
    """Log what stopped a table's task (a bot's turns, a clock's watch, a presence message)."""
    if not task.cancelled() and task.exception() is not None:
        log.error("a bot stopped playing", exc_info=task.exception())


def check_level(level: str) -> None:
    if level not in LEVELS:
        raise Refused("bad_level", f"bot level {level!r} does not exist; levels: {', '.join(LEVELS)}", 400)


def stored_clock(row: TableRow, seats: list[SeatRow]) -> Clock | None:
    if row.clock_increment is None:
        return None
    return Clock(row.clock_increment, [s.clock_left or 0.0 for s in seats], row.clock_since or time.time())
