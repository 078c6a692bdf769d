"""The tables being played: each a Game rebuilt from its record, its seats, its sockets and its bots.

:class:`Hub` is the one place that changes a table. An action is accepted under the table's lock: the
revision the player saw must be the table's revision, the engine must find the action legal, and the
database must take it under that revision; only then is it applied, inside that transaction. An undo goes
the same way (the engine's safe undo decides how far back a seat may go). The revision grows with every
action and every undo, so a client that saw a position before an undo cannot act on the one after it. Anything refused raises
:class:`Refused` and changes nothing. Bots play on the server, off the event loop, one decision at a time.

Several server processes on one PostgreSQL database share more than the rows (:class:`Shared`, given by
``conjure.web.notify``): who is at each table, counted over every process, and a lease per table that lets one
process at a time run its bots and its clock's moves. Without it (SQLite, one process) neither costs anything.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from sqlalchemy.exc import SQLAlchemyError

import conjure
from conjure.bots import LEVELS, make_bot
from conjure.engine import ConfigError, Game, IllegalAction, LoadError
from conjure.engine.bots import Bot, RandomBot
from conjure.engine.undo import UNDO_EVENT, merge_notes, reason_text
from conjure.web import tokens
from conjure.web.clocks import Clock
from conjure.web.models import ClockSpec, CreateTable, Lang, SeatChange, SeatSpec
from conjure.web.names import clean_name, name_problem
from conjure.web.store import Busy, Conflict, SeatRow, Store, TableRow, now
from conjure.web.thinking import Thinkers

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
    elsewhere: int = 0  # the other server processes' (a shared database: Hub.recount)
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
    presence_task: asyncio.Task[None] | None = None  # the coming message saying who is here (Hub._presence_changed)
    timeouts: list[dict[str, int]] = field(
        default_factory=list
    )  # {seat, step}: moves a bot made for an empty bank (stored)
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


class Hub:
    """Every table of one database, loaded on first use; the only place that changes a table."""

    def __init__(
        self,
        store: Store,
        frame: FrameMaker,
        bot_delay: float = 0.6,
        thinkers: Thinkers | None = None,
        grace: float = GRACE,
        presence_every: float = PRESENCE_EVERY,
    ) -> None:
        self.store, self.frame, self.bot_delay, self.grace = store, frame, bot_delay, grace
        self.presence_every = presence_every
        self.thinkers = thinkers or Thinkers(0)
        self.tables: dict[str, Table] = {}
        self.shared: Shared | None = None  # set by conjure.web.notify on a database shared by processes

    # -- finding and making tables -------------------------------------------------------------
    async def get(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            table = await asyncio.to_thread(self._load, table_id)
            if table_id not in self.tables:
                self.tables[table_id] = table
                try:
                    await self.recount(table)
                except SQLAlchemyError as exc:  # the next notice counts again
                    log.warning("table %s: who is here could not be counted: %s", table_id, exc.__class__.__name__)
                self.kick_bots(table)
                self.kick_clock(table)
            table = self.tables[table_id]
        table.used = time.monotonic()
        return table

    def forget_idle(self, idle: float) -> list[str]:
        """Let go of the tables at rest (:meth:`Table.at_rest`) that nobody asked for in the last ``idle``
        seconds, so a server that runs for months holds only the tables in play; they stay stored, and the next
        request or socket for one loads it again as it was. The ids let go."""
        now = time.monotonic()
        gone = [table.id for table in self.tables.values() if now - table.used >= idle and table.at_rest()]
        for table_id in gone:
            del self.tables[table_id]
        return gone

    def _load(self, table_id: str) -> Table:
        row = self.store.table(table_id) if len(table_id) <= 32 else None
        if row is None:
            raise Refused("unknown_table", f"there is no table {table_id!r}", 404)
        seats = self.store.seats(table_id)
        clock = _stored_clock(row, seats)
        # whether its people were here before (another server process, or this one before a restart) is not known:
        # their grace begins now
        loaded = time.monotonic()
        return Table(
            row,
            self._replay(row),
            [Seat(s.seat, s.token_hash, s.kind, s.level, clean_name(s.name), away_since=loaded) for s in seats],
            clock=clock,
            timeouts=[] if clock is None else self.store.timeouts(table_id),
        )

    async def catch_up(self, table: Table) -> None:
        """Take what other server processes stored since this one last looked (a database shared by several
        processes: ``conjure.web.notify`` calls this on every notice); the local sockets are told if it changed.

        Nothing to do while the stored revision is the table's. Otherwise the stored record is compared with the
        table's history: new actions are applied in order; a record that no longer starts with the history, or new
        undo notes (an undo elsewhere), and the record is replayed."""
        async with table.lock:
            row = await asyncio.to_thread(self.store.table, table.id)
            if row is None or row.revision == table.revision:
                return
            stored = await asyncio.to_thread(self.store.actions, table.id)
            history = table.game.history
            if (
                row.undos != table.row.undos
                or stored[: len(history)] != history
                or not _took(table.game, stored[len(history) :])
            ):
                table.game = await asyncio.to_thread(self._replay, row)
            table.row = row
            if table.clock is not None:
                seats = await asyncio.to_thread(self.store.seats, table.id)
                table.clock = _stored_clock(row, seats)
                table.timeouts = await asyncio.to_thread(self.store.timeouts, table.id)
        await self.broadcast(table)
        self.kick_bots(table)
        self.kick_clock(table)

    async def refresh(self, table: Table) -> None:
        """Take the seats (person or bot, level) and the next game that another server process stored; the local
        sockets are told if anything changed."""
        async with table.lock:
            row, seats = await asyncio.to_thread(lambda: (self.store.table(table.id), self.store.seats(table.id)))
            if row is None or (
                row.next == table.row.next
                and [(s.kind, s.level) for s in seats] == [(s.kind, s.level) for s in table.seats]
            ):
                return
            table.row = replace(table.row, next=row.next)
            for stored, seat in zip(seats, table.seats, strict=True):
                seat.kind, seat.level = stored.kind, stored.level
            if table.clock is not None:
                table.clock = _stored_clock(row, seats)
        await self.broadcast(table)
        self.kick_bots(table)
        self.kick_clock(table)

    def _replay(self, row: TableRow) -> Game:
        record = {
            "schema": 1,
            "game": row.game,
            "rules_version": row.rules_version,
            "players": row.players,
            "seed": row.seed,
            "options": row.options,
            "actions": self.store.actions(row.id),
        }
        try:
            game = conjure.replay(record)
        except LoadError as exc:
            raise Refused("unplayable", f"table {row.id} cannot be restored here: {exc}", 409) from exc
        game.events = merge_notes(game.events, row.undos, game.players, len(game.history))  # the undos, logged
        return game

    def _reload(self, table: Table) -> None:
        """The table's row and game as the database has them (after a refused or failed write)."""
        row = self.store.table(table.id)
        table.row = row or table.row
        table.game = self._replay(table.row)

    async def create(self, spec: CreateTable, previous: Table | None = None) -> tuple[Table, list[str]]:
        """A new table from ``spec``; the seats' tokens (shown once, never stored)."""
        try:
            game = conjure.new_game(spec.game, players=spec.players, seed=spec.seed, options=dict(spec.options))
        except ConfigError as exc:
            raise Refused("bad_table", str(exc), 400) from exc
        specs = spec.seats or [SeatSpec() for _ in range(game.players)]
        if len(specs) != game.players:
            raise Refused("bad_table", f"give {game.players} seats (one per player), not {len(specs)}", 400)
        for s in specs:
            _check_level(s.level)
        names = [clean_name(s.name) for s in specs]
        problem = name_problem(names)
        if problem is not None:
            raise Refused("bad_name", problem, 400)
        if spec.clock is not None and any(s.open for s in specs):
            raise Refused("bad_table", "a table with open seats has no clock (an open seat's bank would run)", 400)
        opened = [s.open and s.kind == "human" for s in specs]  # open seats: no token until taken (web.lobby)
        secrets_ = ["" if opened[i] else tokens.new_token() for i in range(len(specs))]
        seats = [
            Seat(i, tokens.hash_token(secrets_[i]) if secrets_[i] else "", s.kind, s.level, names[i])
            for i, s in enumerate(specs)
        ]
        if previous is not None:  # play again: the same people keep their links' tokens
            seats = [replace(s, token_hash=old.token_hash) for s, old in zip(seats, previous.seats, strict=True)]
        clock = (
            None
            if spec.clock is None
            else Clock(spec.clock.increment, [60.0 * spec.clock.minutes] * len(seats), time.time())
        )
        row = TableRow(
            tokens.new_table_id(),
            game.name,
            game.rules.rules_version,
            game.players,
            dict(game.options),
            game.seed,
            spec.lang,
            0,
            now(),
            previous.id if previous else None,
            clock_bank=None if clock is None else clock.left[0],
            clock_increment=None if clock is None else clock.increment,
            clock_since=None if clock is None else clock.since,
        )
        rows = [replace(s.row(), clock_left=None if clock is None else clock.left[s.seat]) for s in seats]
        await asyncio.to_thread(self.store.create, row, rows, previous.id if previous else None)
        table = self.tables[row.id] = Table(row, game, seats, clock=clock)
        self.kick_bots(table)
        self.kick_clock(table)
        return table, secrets_

    async def again(self, table: Table, seat: int | None) -> Table:
        """Play again with the same seats (each keeps its token); the same new table for everyone who asks."""
        if seat is None:
            raise Refused("forbidden", "only a player at the table can start the next game", 403)
        async with table.lock:
            if table.row.next is not None:
                return await self.get(table.row.next)
            if not table.game.is_over:
                raise Refused("not_over", "the game is not over yet", 409)
            spec = CreateTable(
                game=table.row.game,
                players=table.row.players,
                options=table.row.options,
                seats=[_spec(s) for s in table.seats],
                lang=_lang(table.row.lang),
                clock=_clock_spec(table.row),
            )
            try:
                new, _ = await self.create(spec, previous=table)
            except Conflict:  # another server process started the next game first: that one it is
                stored = await asyncio.to_thread(self.store.table, table.id)
                if stored is None or stored.next is None:
                    raise
                table.row = replace(table.row, next=stored.next)
                new = await self.get(stored.next)
            table.row = replace(table.row, next=new.id)
        await self.broadcast(table)
        return new

    # -- who is asking -----------------------------------------------------------------------------
    def identify(self, table: Table, token: str | None) -> int | None:
        """The seat a token stands for; None (a spectator) without a token; a wrong token is refused."""
        if not token:
            return None
        seat = table.seat_of(token)
        if seat is None:
            raise Refused("bad_token", "this link's seat token does not belong to this table", 403)
        return seat

    # -- playing -----------------------------------------------------------------------------------
    async def act(
        self,
        table: Table,
        seat: int | None,
        action_id: str,
        step: int,
        version: int | None = None,
        by_bot: bool = False,
        by_clock: bool = False,
    ) -> None:
        """Accept ``action_id`` for ``seat`` at ``step`` and revision ``version``, store it and apply it, or raise
        Refused (nothing changed). Without ``version`` the step stands for it, which is only the revision while
        nothing was ever undone at the table.

        ``by_bot``: a bot playing a bot seat; ``by_clock``: a bot moving for a person whose bank is empty.
        """
        if seat is None:
            raise Refused("spectator", "spectators watch; only a seat's link can play", 403)
        async with table.lock:
            seen = step if version is None else version
            action = self._check(table, seat, action_id, step, seen, by_bot, by_clock)
            game = table.game
            clock = None if table.clock is None else table.clock.after_move(seat, table.running(), time.time())
            # with other server processes, the seat's kind is checked where they write it (a seat change does not
            # move the table's revision)
            kind = None if self.shared is None else "bot" if by_bot else "human"
            stored = await self._write(
                table,
                "an action",
                "nothing was played",
                lambda at_once: self.store.append(
                    table.id,
                    seen,
                    step,
                    seat,
                    action.id,
                    lambda: _apply(game, seat, action),
                    clock,
                    kind,
                    by_clock,
                    at_once=at_once,
                ),
                quick=True,
            )
            if stored:
                table.row = replace(table.row, revision=seen + 1, version=step + 1)
                table.clock = clock
                if by_clock:
                    table.timeouts.append({"seat": seat, "step": step})
        if not stored:  # another server process wrote first: take its record and seats (and tell the sockets)
            await self.catch_up(table)
            await self.refresh(table)
            raise Refused("stale", "the table moved on: here is where it is now", 409)
        self.kick_bots(table)  # the bots think while the frames are drawn
        self.kick_clock(table)
        await self.broadcast(table)

    async def _write(
        self, table: Table, what: str, nothing: str, write: Callable[[bool], None], quick: bool = False
    ) -> bool:
        """Run a guarded write in a worker thread: True if stored, False if another server process wrote first
        (nothing was applied here: the caller catches up, outside the lock); if it fails, the table is the
        database's again. ``write(at_once)``; ``quick`` (an action on SQLite): first on the event loop, at once
        (a local commit of some 50 microseconds, cheaper than a thread's hand-over), and only if it would have to
        wait for a lock (``Busy``: another process holds the file's write lock), in a worker thread, so no other
        table waits for it."""
        try:
            try:
                if not (quick and self.store.serial):
                    raise Busy("written in a worker thread")
                write(True)
            except Busy:
                await asyncio.to_thread(write, False)
        except Conflict:
            return False
        except SQLAlchemyError as exc:  # the database failed: rolled back, and the game rebuilt from it
            await asyncio.to_thread(self._reload, table)
            log.error("table %s: %s could not be stored: %s", table.id, what, exc.__class__.__name__)
            raise Refused("not_stored", f"the table could not be saved just now, so {nothing}; try again", 503) from exc
        except BaseException:
            await asyncio.to_thread(self._reload, table)
            raise
        return True

    async def undo(self, table: Table, seat: int | None, steps: int, step: int, version: int | None = None) -> None:
        """Take back the last ``steps`` actions of ``seat``, seen at ``step`` and revision ``version`` (as in
        :meth:`act`), if the engine's safe undo allows it; the record loses them and every seat's log shows the
        undo. Refused (nothing changed): stale, a bot's seat, or more than the seat may take back."""
        if seat is None:
            raise Refused("spectator", "spectators watch; only a seat's link can take an action back", 403)
        async with table.lock:
            seen = step if version is None else version
            self._check_seen(table, step, seen)
            if table.seats[seat].kind == "bot":
                raise Refused("bot_seat", "a bot plays this seat now; take the seat back first", 409)
            limit = table.game.undo_limit(seat)
            if steps > limit.steps:
                can = f"you can take back {limit.steps}" if limit.steps else "you can take back nothing now"
                raise Refused("no_undo", f"cannot take back {steps}: {reason_text(limit.barrier)} ({can})", 409)
            game = table.game
            keep, tail = game.undo_plan(seat, steps)  # tail: others' steps of a simultaneous step that stay
            clock = None if table.clock is None else table.clock.after_undo(seat, steps, table.running(), time.time())
            notes: list[dict[str, Any]] = []

            def accept() -> list[dict[str, Any]]:
                game.undo(seat, steps)
                notes[:] = [e for e in game.events if e.get("type") == UNDO_EVENT]
                return notes

            stored = await self._write(
                table,
                "an undo",
                "nothing was taken back",
                lambda _: self.store.undo(table.id, seen, keep, accept, clock, tail),
            )
            if stored:
                table.row = replace(table.row, revision=seen + 1, version=keep + len(tail), undos=notes)
                table.clock = clock
                table.timeouts = [t for t in table.timeouts if t["step"] < keep]
        if not stored:  # another server process wrote first: take its record and seats (and tell the sockets)
            await self.catch_up(table)
            await self.refresh(table)
            raise Refused("stale", "the table moved on: here is where it is now", 409)
        await self.broadcast(table)
        self.kick_bots(table)
        self.kick_clock(table)

    @staticmethod
    def _check_seen(table: Table, step: int, seen: int) -> None:
        if seen != table.revision or step != len(table.game.history):
            raise Refused(
                "stale",
                f"the table moved on (you saw step {step}, version {seen}; it is at step "
                f"{len(table.game.history)}, version {table.revision}): here is where it is now",
                409,
            )

    def _check(
        self, table: Table, seat: int, action_id: str, step: int, seen: int, by_bot: bool, by_clock: bool = False
    ) -> conjure.Action:
        game = table.game
        self._check_seen(table, step, seen)
        kind = table.seats[seat].kind
        if kind == "bot" and not by_bot:
            raise Refused("bot_seat", "a bot plays this seat now; take the seat back first", 409)
        if by_bot and kind != "bot":
            raise Refused("not_bot", "this seat is played by a person again", 409)
        if by_clock and (
            table.clock is None
            or seat not in table.running()
            or table.clock.remaining(seat, table.running(), time.time()) > 0
        ):
            raise Refused("not_out", "this seat still has time", 409)
        try:
            return game.find_action(seat, action_id)
        except IllegalAction as exc:
            raise Refused("illegal", str(exc), 422) from exc

    async def set_seat(self, table: Table, by: int | None, change: SeatChange) -> None:
        """Hand a seat to a bot or take it back: your own seat either way; another's, to a bot, while it is away."""
        _check_level(change.level)
        if by is None:
            raise Refused("spectator", "spectators cannot change the seats", 403)
        if change.seat >= len(table.seats):
            raise Refused("bad_seat", f"seat {change.seat} does not exist; seats are 0..{len(table.seats) - 1}", 400)
        target = table.seats[change.seat]
        if change.seat != by and change.kind == "bot" and target.kind == "human":
            await self.recount(table)  # is its player at the table through another process?
        if change.seat != by and (change.kind != "bot" or target.kind != "human" or target.connected):
            raise Refused(
                "forbidden",
                "you may hand another player's seat to a bot only while that player is away; "
                "only they can take it back",
                403,
            )
        away = None if target.away_since is None else time.monotonic() - target.away_since
        if change.seat != by and away is not None and away < self.grace:
            raise Refused(
                "too_soon",
                f"this player has been away only {away:.0f} s; their seat may be handed to a "
                f"bot once they have been away {self.grace:g} s ({self.grace - away:.0f} s "
                "more), in case they come back",
                409,
            )
        async with table.lock:
            clock = None if table.clock is None else table.clock.charged(table.running(), time.time())
            await asyncio.to_thread(self.store.set_seat, table.id, change.seat, change.kind, change.level, clock)
            target.kind, target.level, table.clock = change.kind, change.level, clock
        await self.broadcast(table)
        self.kick_bots(table)
        self.kick_clock(table)

    # -- sockets -----------------------------------------------------------------------------------
    async def join(self, table: Table, listener: Listener) -> None:
        """A socket joins: it is sent the table; if its seat was away, every socket is told it is here (in one
        small message a little later, :meth:`_presence_changed`), never sent a whole frame for it."""
        table.listeners.add(listener)
        if listener.seat is not None:
            seat = table.seats[listener.seat]
            seat.here += 1
            if seat.connected == 1:
                self._presence_changed(table)
            if self.shared is not None:
                self.shared.count(table.id, listener.seat, 1)
        await self.broadcast(table, only=listener)

    async def leave(self, table: Table, listener: Listener) -> None:
        table.used = time.monotonic()  # a page reloaded finds its table still here
        if listener in table.listeners:
            table.listeners.discard(listener)
            table.last_told.pop(listener, None)
            table.logs_sent.pop(listener, None)
            if listener.seat is not None:
                seat = table.seats[listener.seat]
                seat.here -= 1
                if not seat.connected:
                    seat.away_since = time.monotonic()
                    self._presence_changed(table)
                if self.shared is not None:
                    self.shared.count(table.id, listener.seat, -1)

    def _presence_changed(self, table: Table) -> None:
        """A seat came or went: every socket at the table is told who is here, once ``presence_every`` seconds
        from now, whatever else comes and goes meanwhile (n sockets joining are n small messages to each socket at
        most, not n whole frames)."""
        if table.presence_task is None or table.presence_task.done():
            table.presence_task = asyncio.get_running_loop().create_task(self._tell_presence(table))
            table.presence_task.add_done_callback(_report)

    async def _tell_presence(self, table: Table) -> None:
        """``{"type": "presence", "table", "players": [{"seat", "connected", "status"}]}`` to every socket, in its
        language: the players' list of the frame it has, as it is now."""
        from conjure.web.payload import player_line  # the frame's own words (payload imports this module)

        await asyncio.sleep(self.presence_every)
        said: dict[str, dict[str, Any]] = {}
        for lang in {listener.lang for listener in table.listeners}:
            said[lang] = {
                "type": "presence",
                "table": table.id,
                "players": [
                    {key: line[key] for key in ("seat", "connected", "status")}
                    for line in (player_line(s, lang, None, []) for s in table.seats)
                ],
            }
        listeners = list(table.listeners)
        sent = await asyncio.gather(*(_send(listener, said[listener.lang]) for listener in listeners))
        for listener, ok in zip(listeners, sent, strict=True):
            if not ok:
                await self.leave(table, listener)

    async def recount(self, table: Table) -> None:
        """Take the other server processes' count of the table's sockets (a shared database; on any other,
        nothing); the local sockets are told if it changed."""
        if self.shared is None:
            return
        found = await self.shared.elsewhere(table.id)
        for seat in table.seats:
            if seat.elsewhere != found.get(seat.seat, 0):
                was = seat.connected
                seat.elsewhere = found.get(seat.seat, 0)
                if was and not seat.connected:
                    seat.away_since = time.monotonic()
                if bool(was) != bool(seat.connected):
                    self._presence_changed(table)

    async def frame_for(self, table: Table, seat: int | None, lang: str, hot_seat: bool = False) -> dict[str, Any]:
        """The table as ``seat`` sees it now (its picture is drawn after the lock is let go); for a hot-seat page,
        with ``private`` (see :func:`_privacy`)."""
        async with table.lock:
            draft = self.frame(table, seat, lang)
            private = _privacy(table, [seat] if hot_seat else [])
        found = await self.frame.finish(draft)
        if found is None:
            raise RuntimeError("a frame that is always wanted was dropped")
        return dict(found, private=private[seat]) if seat in private else found

    async def broadcast(self, table: Table, only: Listener | None = None) -> None:
        """Send each socket the table as its seat sees it: one frame per seat and language, drafted under the lock
        and finished (drawn) after it, so the next action need not wait for the pictures. A socket that takes its
        pictures apart (``Listener.apart``: the table page) is sent the frame at once, then its picture as soon as
        it is drawn and its undo as soon as its marks are made (each in a ``picture`` message of its own, the
        picture not held up by the marks); the others are sent the whole frame once it is made. A socket is never
        sent an older frame after a newer one, nor a picture after a newer frame, and a picture whose turn comes
        after a newer broadcast began is not drawn at all (the newer one shows the table as it is).

        ``only``: a socket that has just joined is sent the table as the others last were (the newest broadcast's
        number, so their pictures still to come stay wanted), and nobody else is sent anything."""
        async with table.lock:
            if only is None or table.told == 0:
                table.told += 1
            number = table.told
            listeners = sorted(table.listeners if only is None else {only} & table.listeners, key=_seat_order)
            keys = list(dict.fromkeys((listener.seat, listener.lang) for listener in listeners))
            drafts = dict(zip(keys, (self.frame(table, *key) for key in keys), strict=True))
            private = _privacy(table, [lis.seat for lis in listeners if lis.hot_seat])
        newer = [lis for lis in listeners if table.last_told.get(lis, 0) < number or lis is only]
        ready = {key: self.frame.ready(drafts[key]) for key in dict.fromkeys((lis.seat, lis.lang) for lis in newer)}
        # the pictures are handed to the drawing processes first, so they are drawn while the frames go
        later = {
            key: self.frame.later(drafts[key], lambda: table.told == number)
            for key, (_, whole) in ready.items()
            if not whole
        }
        early = [lis for lis in newer if lis.apart or ready[(lis.seat, lis.lang)][1]]
        if early:
            await self._send_all(
                table,
                number,
                [
                    (lis, _private(lis, _new_lines(table, lis, found) if lis.apart else found, private))
                    for lis, found in ((lis, ready[(lis.seat, lis.lang)][0]) for lis in early)
                ],
            )
        await asyncio.gather(
            *(
                self._follow(
                    table, number, parts, ready[key][0], [lis for lis in newer if (lis.seat, lis.lang) == key], private
                )
                for key, parts in later.items()
            )
        )

    async def _follow(
        self,
        table: Table,
        number: int,
        parts: list[Awaitable[dict[str, Any] | None]],
        sent: dict[str, Any],
        listeners: list[Listener],
        private: dict[int, bool],
    ) -> None:
        """What broadcast ``number``'s frame ``sent`` (a seat's and language's, not yet whole) lacked, to its
        ``listeners`` as its ``parts`` are made: to a page, each part in a ``picture`` message the moment it is
        made (each part waited for on its own: no turn of the event loop between a drawn picture and its
        sending), if the page still shows that frame; to the others, the whole frame once it is made, if no newer
        one was sent meanwhile."""
        frame = dict(sent)

        async def tell(making: Awaitable[dict[str, Any] | None]) -> None:
            part = await making
            if part is None:
                return
            frame.update(part)
            message = {"type": "picture", "table": table.id, "step": sent["step"], "version": sent["version"], **part}
            await self._send_all(
                table, number, [(lis, message) for lis in listeners if lis.apart and table.last_told.get(lis) == number]
            )

        await asyncio.gather(*(tell(making) for making in parts))
        if frame["picture"].get("pending"):
            return  # no longer wanted: a newer frame shows the table
        await self._send_all(
            table,
            number,
            [
                (lis, _private(lis, frame, private))
                for lis in listeners
                if not lis.apart and table.last_told.get(lis, 0) < number
            ],
        )

    async def _send_all(self, table: Table, number: int, targets: list[tuple[Listener, dict[str, Any]]]) -> None:
        """Send broadcast ``number``'s messages; a socket that cannot be sent to leaves. One message is sent
        here and now; several at once, each in a task of its own."""
        for listener, _ in targets:
            table.last_told[listener] = number
        if not targets:
            return
        if len(targets) == 1:
            sent = [await _send(*targets[0])]
        else:
            sent = await asyncio.gather(*(_send(lis, f) for lis, f in targets))
        for (listener, _), ok in zip(targets, sent, strict=True):
            if not ok:
                await self.leave(table, listener)

    # -- bots --------------------------------------------------------------------------------------
    def kick_bots(self, table: Table) -> None:
        """Let the bots play while one of their seats is to act (one runner per table and process; on a shared
        database, only the process holding the table's ``bots`` lease plays)."""
        if table.bot_task is None or table.bot_task.done():
            if table.bot_to_act() is not None:
                table.bot_task = asyncio.get_running_loop().create_task(self._run_bots(table))
                table.bot_task.add_done_callback(_report)

    async def _lead(self, table: Table, job: str) -> bool:
        """Whether this process may do ``job`` (``bots``, ``clock``) at the table now: always with one process;
        on a shared database, if it holds (or now takes) the table's lease for it, and then it first takes what
        the others stored, so it thinks on the table as it is."""
        name = f"{job} {table.id}"
        if self.shared is None or self.shared.holds(name):
            return True
        if not await self.shared.take(name):
            return False
        await self.catch_up(table)
        return True

    async def _let_go(self, table: Table, job: str) -> None:
        if self.shared is not None:
            await self.shared.release(f"{job} {table.id}")

    async def _run_bots(self, table: Table) -> None:
        try:
            while True:
                async with table.lock:
                    seat = table.bot_to_act()
                if seat is None:
                    break
                if not await self._lead(table, "bots"):  # another process plays them: its moves are notified
                    await asyncio.sleep(LEASE_RETRY)
                    continue
                async with table.lock:
                    seat = table.bot_to_act()
                    if seat is None:
                        break
                    step, seen, bot = len(table.game.history), table.revision, table.bot(seat)
                    key = (seat, table.seats[seat].level)
                    quick = quick_choice(bot, table.game, seat)
                    game = table.game.clone() if quick is None else table.game
                if self.bot_delay:
                    await asyncio.sleep(self.bot_delay)
                if quick is None:  # a bot that searches thinks in a thinking process, on its own copy
                    choice, table.bots[key] = await self.thinkers.choose(bot, game, seat)
                else:
                    choice = quick.id
                log.info("table %s: the bot of seat %d chose %s at step %d", table.id, seat, choice, step)
                try:
                    await self.act(table, seat, choice, step, seen, by_bot=True)
                except Refused as exc:
                    log.info("table %s: the bot's move at step %d was refused: %s", table.id, step, exc.code)
                    if exc.code not in ("stale", "not_bot"):
                        raise
        except Exception:
            await self._let_go(table, "bots")
            raise
        await self._let_go(table, "bots")

    # -- clocks ------------------------------------------------------------------------------------
    def kick_clock(self, table: Table) -> None:
        """(Re)start the table's watch: it sleeps until the first running bank is empty, then moves for that seat."""
        if table.clock is None:
            return
        task = table.clock_task
        if task is not None and not task.done() and task is not asyncio.current_task():
            task.cancel()
        if task is None or task.done() or task is not asyncio.current_task():
            table.clock_task = asyncio.get_running_loop().create_task(self._watch_clock(table))
            table.clock_task.add_done_callback(_report)

    async def _watch_clock(self, table: Table) -> None:
        """Sleep until a running bank is empty, then make that seat's move; on a shared database only the process
        holding the table's ``clock`` lease moves, from the time a bank is empty until none is (a watch cancelled
        meanwhile leaves the lease to the next watch of this process)."""
        try:
            while True:
                async with table.lock:
                    clock, running = table.clock, table.running()
                    out = None if clock is None else clock.next_out(running, time.time())
                if out is None:
                    break
                if out[1] > 0:
                    await self._let_go(table, "clock")
                    await asyncio.sleep(min(out[1], 30.0))
                    continue
                if not await self._lead(table, "clock"):
                    await asyncio.sleep(LEASE_RETRY)
                    continue
                async with table.lock:
                    clock, running = table.clock, table.running()
                    out = None if clock is None else clock.next_out(running, time.time())
                    if out is None or out[1] > 0:
                        continue
                    seat = out[0]
                    step, seen = len(table.game.history), table.revision
                    action = make_bot("easy", table.row.seed % 2**32 + step).choose(table.game, seat)
                log.info("table %s: the clock chose %s for seat %d at step %d", table.id, action.id, seat, step)
                try:
                    await self.act(table, seat, action.id, step, seen, by_clock=True)
                except Refused as exc:
                    log.info("table %s: the clock's move at step %d was refused: %s", table.id, step, exc.code)
                    if exc.code not in ("stale", "not_out", "bot_seat"):
                        raise
        except Exception:
            await self._let_go(table, "clock")
            raise
        await self._let_go(table, "clock")


def _new_lines(table: Table, listener: Listener, frame: dict[str, Any]) -> dict[str, Any]:
    """The frame with only the log lines this page does not have yet: ``log_from`` is where they go (the lines
    before it are the page's; an undo replaces lines from where it changed the log). The whole log the first
    time."""
    lines, sent = frame["log"], table.logs_sent.get(listener)
    table.logs_sent[listener] = lines
    if sent is None:
        return frame
    same = 0
    for old, new in zip(sent, lines, strict=False):
        if old is not new and old != new:
            break
        same += 1
    return dict(frame, log=lines[same:], log_from=same)


def quick_choice(bot: Bot, game: Game, seat: int) -> conjure.Action | None:
    """A weighted random bot's pick, made at once on the event loop (it takes microseconds, less than handing it
    to a thread); None for a bot that searches."""
    return bot.choose(game, seat) if isinstance(bot, RandomBot) else None


async def _send(listener: Listener, frame: dict[str, Any]) -> bool:
    try:
        await listener.send(frame)
    except Exception:  # a closed socket: the listener leaves
        return False
    return True


def _privacy(table: Table, seats: list[int | None]) -> dict[int, bool]:
    """Hot-seat: for each of these seats, whether its table may be shown to it alone now (``Game.needs_privacy``):
    the page covers the screen before showing such a table (docs/web.md, "Hot-seat")."""
    return {seat: table.game.needs_privacy(seat) for seat in dict.fromkeys(seats) if seat is not None}


def _private(listener: Listener, frame: dict[str, Any], private: dict[int, bool]) -> dict[str, Any]:
    """The frame as a socket is sent it: for a hot-seat page's seat, with ``private``."""
    seat = listener.seat
    return dict(frame, private=private[seat]) if listener.hot_seat and seat is not None and seat in private else frame


def _seat_order(listener: Listener) -> tuple[bool, int]:
    return listener.seat is None, listener.seat or 0


def _report(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("a bot stopped playing", exc_info=task.exception())


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise Refused("bad_level", f"bot level {level!r} does not exist; levels: {', '.join(LEVELS)}", 400)


def _apply(game: Game, seat: int, action: conjure.Action) -> None:
    game.apply(seat, action)


def _took(game: Game, actions: list[list[Any]]) -> bool:
    """Apply stored ``[seat, action id]`` pairs in order; False if one was refused (then replay the record)."""
    try:
        for seat, action in actions:
            game.apply(int(seat), str(action))
    except IllegalAction:
        return False
    return True


def _lang(lang: str) -> Lang:
    return "cs" if lang == "cs" else "de" if lang == "de" else "en"


def _stored_clock(row: TableRow, seats: list[SeatRow]) -> Clock | None:
    if row.clock_increment is None:
        return None
    return Clock(row.clock_increment, [s.clock_left or 0.0 for s in seats], row.clock_since or time.time())


def _clock_spec(row: TableRow) -> ClockSpec | None:
    if row.clock_bank is None:
        return None
    return ClockSpec(minutes=row.clock_bank / 60, increment=row.clock_increment or 0.0)


def _spec(seat: Seat) -> SeatSpec:
    return SeatSpec(kind="bot" if seat.kind == "bot" else "human", level=seat.level, name=seat.name)
