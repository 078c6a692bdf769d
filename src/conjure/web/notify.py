"""Pushes between server processes that share one PostgreSQL database (LISTEN/NOTIFY).

The database itself announces every change of a table (the triggers of migration ``r0003``, delivered when
the changing transaction commits): ``'<table id> <version>'`` when its version changes (an action, an undo),
``'<table id> seats'`` when a seat changes hands or the table gets its next game. Each process runs one
:class:`Follower`: an asynchronous psycopg connection that ``LISTEN``s on that channel and, for a table this
process holds, calls :meth:`Hub.catch_up` (a version other than its own) or :meth:`Hub.refresh` (seats), which
take the stored change and send this process's own sockets their new frames. A dropped connection is opened
again (after a pause that grows to ``MAX_PAUSE``), and every held table is then caught up, since notices sent
while nobody listened are lost. ``'<table id> presence'`` (migration ``r0005``) says that some process's count of
a table's sockets changed: :meth:`Hub.recount`.

The Follower also gives the hub what the processes share besides the database's rows (:class:`Sharing`): the
presence board (``conjure.web.presence``) and :class:`Leases`, PostgreSQL advisory locks that let one process
at a time run a table's bots and its clock's moves. On SQLite nothing of this runs.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable

import psycopg
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import SQLAlchemyError

from conjure.web.hub import Hub
from conjure.web.presence import Board
from conjure.web.store import Store
from conjure.web.tables import Refused, Table

CHANNEL = "conjure_tables"  # the trigger of migration r0003 notifies it
CHECK_EVERY = 30.0  # seconds without a notification before the connection is tested
MAX_PAUSE = 10.0  # the longest wait before connecting again
APPLICATION = "conjure-listen"  # the listening connections' name in pg_stat_activity
SEATS = "seats"  # the notice's word for: a seat or the next game changed
PRESENCE = "presence"  # the notice's word for: a process's count of the table's sockets changed
WORDS = (SEATS, PRESENCE)
LEASES = "conjure-leases"  # the advisory locks' connection's name in pg_stat_activity
CONNECT_TIMEOUT = 5  # seconds the leases' connection may take to open (meanwhile no lease is taken)
RECORD = "record"  # the table's actions changed

log = logging.getLogger("conjure.web")


def libpq_url(url: str | URL) -> str:
    """The SQLAlchemy URL (``postgresql+psycopg://…``) as libpq's own (``postgresql://…``)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def parse(payload: str) -> tuple[str, int | str] | None:
    """``"<table id> <version>"`` as (id, version), ``"<table id> seats"`` / ``"<table id> presence"`` as (id,
    that word); None for anything else."""
    parts = payload.split(" ")
    if len(parts) != 2 or not (parts[1].isdigit() or parts[1] in WORDS):
        return None
    return parts[0], int(parts[1]) if parts[1].isdigit() else parts[1]


def lease_key(name: str) -> int:
    """The advisory lock's key (a signed 64-bit number) for a lease's name, such as ``"bots <table id>"``."""
    return int.from_bytes(hashlib.sha256(f"conjure {name}".encode()).digest()[:8], "big", signed=True)


class Leases:
    """Session advisory locks of PostgreSQL on one connection of this process's own: a lease is held until
    released or until the connection ends, which it does when the process dies (even by ``kill -9``), so the
    lease of a dead process is free again at once. Nobody waits for a lease: :meth:`take` answers at once.

    A lease is taken at most once per process (``pg_try_advisory_lock`` would count a second take by the same
    connection), and each take or release finishes even if the task that asked is cancelled, so the locks the
    server holds for this connection are always the ones named in ``held``.
    """

    def __init__(self, conninfo: str) -> None:
        self.conninfo = conninfo
        self.held: set[str] = set()
        self._conn: psycopg.AsyncConnection[tuple[object, ...]] | None = None
        self._lock = asyncio.Lock()
        self._closed = False  # the process is stopping: no more leases

    async def take(self, name: str) -> bool:
        """Hold lease ``name`` (True), or False if another process holds it (or the database is away)."""
        return await asyncio.shield(self._ask("SELECT pg_try_advisory_lock(%s)", name, True))

    async def release(self, name: str) -> None:
        if name in self.held:
            await asyncio.shield(self._ask("SELECT pg_advisory_unlock(%s)", name, False))

    async def _ask(self, query: str, name: str, taking: bool) -> bool:
        async with self._lock:
            if (name in self.held) == taking or (taking and self._closed):
                return taking and not self._closed
            try:
                if self._conn is None or self._conn.closed:
                    self.held.clear()  # a new connection holds nothing
                    self._conn = await psycopg.AsyncConnection.connect(
                        self.conninfo, autocommit=True, application_name=LEASES, connect_timeout=CONNECT_TIMEOUT
                    )
                cursor = await self._conn.execute(query, (lease_key(name),))
                found = await cursor.fetchone()
            except psycopg.Error as exc:  # the connection's locks are gone with it
                log.warning("lease %s: %s: %s", name, exc.__class__.__name__, exc)
                await self.close()
                return False
            if taking and found is not None and found[0]:
                self.held.add(name)
                return True
            self.held.discard(name)
            return False

    async def close(self, final: bool = False) -> None:
        """Close the connection (its locks are released with it); ``final``: the process is stopping."""
        self._closed = self._closed or final
        self.held.clear()
        if self._conn is not None:
            conn, self._conn = self._conn, None
            await conn.close()


class Sharing:
    """What the hub of one process shares with the other processes (``conjure.web.tables.Shared``)."""

    def __init__(self, store: Store, conninfo: str) -> None:
        self.board, self.leases = Board(store), Leases(conninfo)

    def count(self, table_id: str, seat: int, change: int) -> None:
        self.board.count(table_id, seat, change)

    async def elsewhere(self, table_id: str) -> dict[int, int]:
        return await self.board.elsewhere(table_id)

    def holds(self, name: str) -> bool:
        return name in self.leases.held

    async def take(self, name: str) -> bool:
        return await self.leases.take(name)

    async def release(self, name: str) -> None:
        await self.leases.release(name)

    async def close(self) -> None:
        await self.board.close()
        await self.leases.close(final=True)


class Follower:
    """Keeps the tables one process holds in step with what the other processes store."""

    def __init__(self, hub: Hub, url: str | URL) -> None:
        self.hub, self.conninfo = hub, libpq_url(url)
        self.sharing = hub.shared = Sharing(hub.store, self.conninfo)
        self.listening = asyncio.Event()  # set while LISTEN is in force (the tests wait for it)
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._wanted: dict[str, set[str]] = {}  # table id: what to take (RECORD, SEATS)

    async def started(self, seconds: float) -> None:
        """Wait until LISTEN is in force (so no change is missed once pages are served), at most ``seconds``."""
        try:
            await asyncio.wait_for(self.listening.wait(), seconds)
        except TimeoutError:
            log.warning("not listening for other server processes yet (still connecting); serving anyway")

    async def run(self) -> None:
        """Listen until cancelled, connecting again whenever the connection drops; meanwhile keep this
        process's presence rows alive."""
        heartbeat = asyncio.get_running_loop().create_task(self.sharing.board.run())
        pause = 0.5
        try:
            while True:
                try:
                    await self._listen()
                    pause = 0.5
                except Exception as exc:  # psycopg.Error, OSError, or a surprise: keep listening all the same
                    self.listening.clear()
                    log.warning(
                        "the notification connection dropped (%s: %s); connecting again in %.1f s",
                        exc.__class__.__name__,
                        exc,
                        pause,
                    )
                    await asyncio.sleep(pause)
                    pause = min(2 * pause, MAX_PAUSE)
        finally:
            heartbeat.cancel()

    async def _listen(self) -> None:
        async with await psycopg.AsyncConnection.connect(
            self.conninfo, autocommit=True, application_name=APPLICATION
        ) as conn:
            await conn.execute(f"LISTEN {CHANNEL}")
            self.listening.set()
            for table_id in list(self.hub.tables):  # whatever was announced while nobody listened
                self.changed(table_id, seats=True, presence=True)
            while True:
                async for note in conn.notifies(timeout=CHECK_EVERY):
                    found = parse(note.payload)
                    if found is not None:
                        table_id, what = found
                        self.changed(
                            table_id,
                            what if isinstance(what, int) else None,
                            seats=what == SEATS,
                            presence=what == PRESENCE,
                        )
                await conn.execute("SELECT 1")  # a quiet spell: is the connection still there?

    def changed(self, table_id: str, version: int | None = None, seats: bool = False, presence: bool = False) -> None:
        """Table ``table_id`` is at ``version`` in the database now (None: unknown), or its ``seats`` changed, or
        who is at it (``presence``): if this process holds the table, take the change and tell the table's
        sockets here.

        One task per table takes the changes, in turn; a notice arriving meanwhile is taken by the same task.
        """
        table = self.hub.tables.get(table_id)
        if table is None:
            return
        wanted = {SEATS} if seats else set()
        if presence:
            wanted.add(PRESENCE)
        if not seats and not presence and version != len(table.game.history):
            wanted.add(RECORD)
        if not wanted:
            return
        self._wanted.setdefault(table_id, set()).update(wanted)
        running = self._tasks.get(table_id)
        if running is None or running.done():
            self._tasks[table_id] = asyncio.get_running_loop().create_task(self._follow(table))

    async def _follow(self, table: Table) -> None:
        while wanted := self._wanted.pop(table.id, None):
            if SEATS in wanted:
                await _quietly(table.id, lambda: self.hub.refresh(table))
            if SEATS in wanted or RECORD in wanted:
                await _quietly(table.id, lambda: self.hub.catch_up(table))
            if PRESENCE in wanted:
                await _quietly(table.id, lambda: self.hub.recount(table))

    async def stop(self) -> None:
        for task in self._tasks.values():
            task.cancel()
        await self.sharing.close()


async def _quietly(table_id: str, step: Callable[[], Awaitable[None]]) -> None:
    """Run one catch-up or refresh; a failure is logged (the next notice or page load tries again), not raised."""
    try:
        await step()
    except (Refused, SQLAlchemyError) as exc:
        log.warning("table %s could not be caught up: %s", table_id, exc)
    except Exception:  # a background task: say what went wrong, keep listening
        log.exception("table %s could not be caught up", table_id)
