"""Pushes between server processes that share one PostgreSQL database (LISTEN/NOTIFY).

Every change of a table's version is announced by the database itself (the trigger of migration ``r0003``:
``pg_notify('conjure_tables', '<table id> <version>')``, delivered when the accepting transaction commits).
Each process runs one :class:`Follower`: an asynchronous psycopg connection that ``LISTEN``s on that channel
and, for a table this process holds at another version, calls :meth:`Hub.catch_up`, which takes the stored
actions and sends this process's own sockets their new frames. A dropped connection is opened again (after
a pause that grows to ``MAX_PAUSE``), and every held table is then caught up, since notifications sent
while nobody listened are lost. On SQLite nothing of this runs.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import psycopg
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import SQLAlchemyError

from conjure.web.tables import Hub, Refused

CHANNEL = "conjure_tables"  # the trigger of migration r0003 notifies it
CHECK_EVERY = 30.0  # seconds without a notification before the connection is tested
MAX_PAUSE = 10.0  # the longest wait before connecting again
APPLICATION = "conjure-listen"  # the listening connections' name in pg_stat_activity

log = logging.getLogger("conjure.web")


def libpq_url(url: str | URL) -> str:
    """The SQLAlchemy URL (``postgresql+psycopg://…``) as libpq's own (``postgresql://…``)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def parse(payload: str) -> tuple[str, int] | None:
    """``"<table id> <version>"`` as (id, version); None for anything else."""
    parts = payload.split(" ")
    if len(parts) != 2 or not parts[1].isdigit():
        return None
    return parts[0], int(parts[1])


class Follower:
    """Keeps the tables one process holds in step with what the other processes store."""

    def __init__(self, hub: Hub, url: str | URL) -> None:
        self.hub, self.conninfo = hub, libpq_url(url)
        self.listening = asyncio.Event()  # set while LISTEN is in force (the tests wait for it)
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._again: set[str] = set()

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
            except (psycopg.Error, OSError) as exc:
                self.listening.clear()
                log.warning("the notification connection dropped (%s); connecting again in %.1f s",
                            exc.__class__.__name__, pause)
                await asyncio.sleep(pause)
                pause = min(2 * pause, MAX_PAUSE)

    async def _listen(self) -> None:
        async with await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True,
                                                         application_name=APPLICATION) as conn:
            await conn.execute(f"LISTEN {CHANNEL}")
            self.listening.set()
            for table_id in list(self.hub.tables):  # whatever was announced while nobody listened
                self.changed(table_id)
            while True:
                async for note in conn.notifies(timeout=CHECK_EVERY):
                    found = parse(note.payload)
                    if found is not None:
                        self.changed(*found)
                await conn.execute("SELECT 1")  # a quiet spell: is the connection still there?

    def changed(self, table_id: str, version: int | None = None) -> None:
        """Table ``table_id`` is now at ``version`` in the database: catch up if this process holds it elsewhere.

        One catch-up runs per table at a time; a notice arriving meanwhile makes it run once more.
        """
        table = self.hub.tables.get(table_id)
        if table is None or version == len(table.game.history):
            return
        running = self._tasks.get(table_id)
        if running is not None and not running.done():
            self._again.add(table_id)
            return
        self._tasks[table_id] = asyncio.get_running_loop().create_task(self._follow(table_id))

    async def _follow(self, table_id: str) -> None:
        while True:
            self._again.discard(table_id)
            await _quietly(table_id, lambda: self.hub.catch_up(self.hub.tables[table_id]))
            if table_id not in self._again:
                return

    async def stop(self) -> None:
        for task in self._tasks.values():
            task.cancel()


async def _quietly(table_id: str, step: Callable[[], Awaitable[None]]) -> None:
    """Run one catch-up; a failure is logged (the next notice or page load tries again), never raised."""
    try:
        await step()
    except (Refused, SQLAlchemyError) as exc:
        log.warning("table %s could not be caught up: %s", table_id, exc)
    except Exception:  # a background task: say what went wrong, keep listening
        log.exception("table %s could not be caught up", table_id)
