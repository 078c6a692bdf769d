"""Pushes between server processes that share one PostgreSQL database (LISTEN/NOTIFY).

The database itself announces every change of a table (the triggers of migration ``r0003``, delivered when
the changing transaction commits): ``'<table id> <version>'`` when its version changes (an action, an undo),
``'<table id> seats'`` when a seat changes hands or the table gets its next game. Each process runs one
:class:`Follower`: an asynchronous psycopg connection that ``LISTEN``s on that channel and, for a table this
process holds, calls :meth:`Hub.catch_up` (a version other than its own) or :meth:`Hub.refresh` (seats), which
take the stored change and send this process's own sockets their new frames. A dropped connection is opened
again (after a pause that grows to ``MAX_PAUSE``), and every held table is then caught up, since notices sent
while nobody listened are lost. On SQLite nothing of this runs.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import psycopg
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import SQLAlchemyError

from conjure.web.tables import Hub, Refused, Table

CHANNEL = "conjure_tables"  # the trigger of migration r0003 notifies it
CHECK_EVERY = 30.0  # seconds without a notification before the connection is tested
MAX_PAUSE = 10.0  # the longest wait before connecting again
APPLICATION = "conjure-listen"  # the listening connections' name in pg_stat_activity
SEATS = "seats"  # the notice's word for: a seat or the next game changed
RECORD = "record"  # the table's actions changed

log = logging.getLogger("conjure.web")


def libpq_url(url: str | URL) -> str:
    """The SQLAlchemy URL (``postgresql+psycopg://…``) as libpq's own (``postgresql://…``)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def parse(payload: str) -> tuple[str, int | None] | None:
    """``"<table id> <version>"`` as (id, version), ``"<table id> seats"`` as (id, None); None for anything else."""
    parts = payload.split(" ")
    if len(parts) != 2 or not (parts[1].isdigit() or parts[1] == SEATS):
        return None
    return parts[0], None if parts[1] == SEATS else int(parts[1])


class Follower:
    """Keeps the tables one process holds in step with what the other processes store."""

    def __init__(self, hub: Hub, url: str | URL) -> None:
        self.hub, self.conninfo = hub, libpq_url(url)
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
        """Listen until cancelled, connecting again whenever the connection drops."""
        pause = 0.5
        while True:
            try:
                await self._listen()
                pause = 0.5
            except Exception as exc:  # psycopg.Error, OSError, or a surprise: keep listening all the same
                self.listening.clear()
                log.warning("the notification connection dropped (%s: %s); connecting again in %.1f s",
                            exc.__class__.__name__, exc, pause)
                await asyncio.sleep(pause)
                pause = min(2 * pause, MAX_PAUSE)

    async def _listen(self) -> None:
        async with await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True,
                                                         application_name=APPLICATION) as conn:
            await conn.execute(f"LISTEN {CHANNEL}")
            self.listening.set()
            for table_id in list(self.hub.tables):  # whatever was announced while nobody listened
                self.changed(table_id, seats=True)
            while True:
                async for note in conn.notifies(timeout=CHECK_EVERY):
                    found = parse(note.payload)
                    if found is not None:
                        self.changed(found[0], found[1], seats=found[1] is None)
                await conn.execute("SELECT 1")  # a quiet spell: is the connection still there?

    def changed(self, table_id: str, version: int | None = None, seats: bool = False) -> None:
        """Table ``table_id`` is at ``version`` in the database now (None: unknown), or its ``seats`` changed:
        if this process holds the table, take the change and tell the table's sockets here.

        One task per table takes the changes, in turn; a notice arriving meanwhile is taken by the same task.
        """
        table = self.hub.tables.get(table_id)
        if table is None or (not seats and version == len(table.game.history)):
            return
        self._wanted.setdefault(table_id, set()).add(SEATS if seats else RECORD)
        running = self._tasks.get(table_id)
        if running is None or running.done():
            self._tasks[table_id] = asyncio.get_running_loop().create_task(self._follow(table))

    async def _follow(self, table: Table) -> None:
        while wanted := self._wanted.pop(table.id, None):
            if SEATS in wanted:
                await _quietly(table.id, lambda: self.hub.refresh(table))
            await _quietly(table.id, lambda: self.hub.catch_up(table))

    async def stop(self) -> None:
        for task in self._tasks.values():
            task.cancel()


async def _quietly(table_id: str, step: Callable[[], Awaitable[None]]) -> None:
    """Run one catch-up or refresh; a failure is logged (the next notice or page load tries again), not raised."""
    try:
        await step()
    except (Refused, SQLAlchemyError) as exc:
        log.warning("table %s could not be caught up: %s", table_id, exc)
    except Exception:  # a background task: say what went wrong, keep listening
        log.exception("table %s could not be caught up", table_id)
