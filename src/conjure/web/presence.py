"""Who is at a table, counted over every server process of one PostgreSQL database.

Each process keeps the number of sockets it has open per (table, seat) in memory (the truth for that process)
and writes it to the ``presence`` table (migration ``r0005``): one writer task per process, so the rows follow
the joins and leaves in order, and a burst of them is one transaction. A trigger announces each changed count
(``'<table id> presence'``); every process holding the table then reads the other processes' counts
(:meth:`Board.elsewhere`) and pushes its sockets the new frames if they changed.

A process refreshes the heartbeat of its rows every ``HEARTBEAT`` seconds (the database's clock, so the
machines' clocks need not agree). A row older than ``EXPIRE`` seconds belongs to a process that died (``kill
-9``, a lost machine): it is not counted, and the next heartbeat of any living process deletes it, which is
announced like any other change. So a dead process's players show as away at most ``EXPIRE + HEARTBEAT``
seconds after it died. A process that stops normally deletes its rows at once. On SQLite nothing of this runs:
one process counts its sockets in memory.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
from contextlib import suppress

from sqlalchemy.exc import SQLAlchemyError

from conjure.web.store import Store

HEARTBEAT = 3.0  # seconds between a process's refreshes of its rows (and its sweeps of dead processes' rows)
EXPIRE = 10.0  # seconds without a refresh after which a row's process is taken for dead
RETRY = 1.0  # seconds before a failed write is tried again

log = logging.getLogger("conjure.web")


def process_name() -> str:
    """This process's name in the presence rows: host, process id and a random part (a restarted process
    with the same id is another process)."""
    return f"{socket.gethostname()[:32]}/{os.getpid()}/{secrets.token_hex(6)}"


class Board:
    """This process's presence rows: written after each join and leave, refreshed every ``HEARTBEAT`` seconds."""

    def __init__(self, store: Store, process: str | None = None) -> None:
        self.store, self.process = store, process or process_name()
        self._counts: dict[tuple[str, int], int] = {}  # (table id, seat): sockets open here
        self._dirty: set[tuple[str, int]] = set()  # counts not written yet
        self._writer: asyncio.Task[None] | None = None
        self._closed = False  # the process is stopping: its rows are gone, nothing more is written

    def count(self, table_id: str, seat: int, change: int) -> None:
        """A socket for ``seat`` at the table opened (+1) or closed (-1) here; written soon, in order."""
        if self._closed:
            return
        key = (table_id, seat)
        self._counts[key] = self._counts.get(key, 0) + change
        self._dirty.add(key)
        if self._writer is None or self._writer.done():
            self._writer = asyncio.get_running_loop().create_task(self._write())

    async def _write(self) -> None:
        while self._dirty:
            keys, self._dirty = self._dirty, set()
            counts = {key: max(0, self._counts.get(key, 0)) for key in keys}
            for key, count in counts.items():
                if count == 0:
                    self._counts.pop(key, None)
            try:
                await asyncio.to_thread(self.store.write_presence, self.process, counts)
            except SQLAlchemyError as exc:  # the database is away: keep the counts, write them when it is back
                log.warning("presence could not be stored (%s); trying again", exc.__class__.__name__)
                self._dirty |= keys
                await asyncio.sleep(RETRY)

    async def elsewhere(self, table_id: str) -> dict[int, int]:
        """Per seat, the sockets the other living processes have open at the table."""
        return await asyncio.to_thread(self.store.presence, table_id, self.process, EXPIRE)

    async def run(self) -> None:
        """Refresh this process's rows and delete dead processes' rows, every ``HEARTBEAT`` seconds, until
        cancelled. Rows of this process that are gone (it was paused past ``EXPIRE``) are written again."""
        while True:
            await asyncio.sleep(HEARTBEAT)
            try:
                rows = await asyncio.to_thread(self.store.heartbeat, self.process)
                if rows < len(self._counts) and not self._dirty:
                    for key in self._counts:
                        self.count(*key, 0)
                await asyncio.to_thread(self.store.expire_presence, EXPIRE)
            except SQLAlchemyError as exc:
                log.warning("presence heartbeat failed (%s); trying again in %.0f s", exc.__class__.__name__, HEARTBEAT)

    async def close(self) -> None:
        """Stop writing and delete this process's rows (its players are away from now on)."""
        self._closed = True
        if self._writer is not None:
            self._writer.cancel()
            with suppress(asyncio.CancelledError):
                await self._writer
        try:
            await asyncio.to_thread(self.store.forget_presence, self.process)
        except SQLAlchemyError as exc:  # they expire by themselves
            log.warning(
                "presence rows could not be removed (%s); they expire in %.0f s", exc.__class__.__name__, EXPIRE
            )
