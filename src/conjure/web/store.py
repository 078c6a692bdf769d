"""The database: where tables, seats and every accepted action are kept (SQLAlchemy 2, any URL).

Every accepted action and every undo is written in the transaction that accepts it, guarded by the
table's revision (``UPDATE tables SET revision = seen + 1 WHERE id = … AND revision = seen``): a writer
that saw an older table changes nothing and is told so (:class:`Conflict`). The revision only grows; the
step count (``version``) goes down after an undo, so it could not tell two positions at one step apart. The schema is made by the Alembic migrations
shipped in ``conjure/web/migrations``, run by :func:`migrate` when the server starts.

A SQLite file is opened in write-ahead-log mode with ``synchronous=NORMAL``: a commit is one append to the
log, not two syncs of the whole file, and a commit that returned is in the log file, so killing the server
(``kill -9``) loses no accepted action; only a power cut or an operating-system crash may lose the last
commits. One process writes one transaction at a time (a lock), so its threads queue instead of waiting in
SQLite's busy loop.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from importlib import resources
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from platformdirs import user_data_dir
from sqlalchemy import Connection, Engine, bindparam, create_engine, delete, event, func, insert, select, text, update
from sqlalchemy.dialects import postgresql
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import PoolProxiedConnection

from conjure.web.clocks import Clock
from conjure.web.schema import ACTIONS, PRESENCE, SEATS, TABLES


class Conflict(Exception):
    """The table moved on since the writer looked at it: nothing was written."""


class Busy(Exception):
    """A write asked to be made at once could not begin without waiting for a lock: nothing was done."""


@dataclass(frozen=True)
class SeatRow:
    seat: int
    token_hash: str
    kind: str  # human or bot
    level: str
    name: str
    clock_left: float | None = None


@dataclass(frozen=True)
class TableRow:
    id: str
    game: str
    rules_version: str
    players: int
    options: dict[str, Any]
    seed: int
    lang: str
    version: int
    created: str
    previous: str | None = None
    next: str | None = None
    clock_bank: float | None = None
    clock_increment: float | None = None
    clock_since: float | None = None
    revision: int = 0  # +1 per accepted action and per undo: the write guard
    undos: list[dict[str, Any]] = field(default_factory=list)  # the undo notes of the log (engine.undo events)


def default_url() -> str:
    """A SQLite file in the user's data folder (created if missing)."""
    folder = Path(user_data_dir("conjure"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'tables.sqlite'}"


MIGRATION_LOCK = 0x636F6E6A  # PostgreSQL advisory lock: one process migrates at a time ("conj")


def migrate(engine: Engine) -> None:
    """Bring the database's schema to the newest revision. On PostgreSQL, processes starting together take
    turns (an advisory lock held until the transaction ends): the first migrates, the others find it done."""
    config = Config()
    config.set_main_option("script_location", str(resources.files("conjure.web") / "migrations"))
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Store:
    """The tables in one database."""

    def __init__(self, url: str) -> None:
        self.engine = create_engine(url)
        self.serial = self.engine.dialect.name == "sqlite"  # SQLite has one writer at a time
        self.shared = self.engine.dialect.name == "postgresql"  # several server processes may share it
        self._writing = threading.Lock()
        self._held: PoolProxiedConnection | None = None  # SQLite: the connection that stores actions, kept open
        if self.serial:
            event.listen(self.engine, "connect", _sqlite_pragmas)
        migrate(self.engine)

    @contextmanager
    def _writer(self) -> Iterator[Connection]:
        """A write transaction; on SQLite, one of this process's threads at a time."""
        with self._writing if self.serial else nullcontext(), self.engine.begin() as conn:
            yield conn

    def create(self, row: TableRow, seats: list[SeatRow], after: str | None = None) -> None:
        """Store a new table; ``after``: the table it follows (play again), which must not have a next one yet
        (Conflict if another server process started it first: then nothing is stored)."""
        with self._writer() as conn:
            conn.execute(
                insert(TABLES).values(
                    id=row.id,
                    game=row.game,
                    rules_version=row.rules_version,
                    players=row.players,
                    options=json.dumps(row.options),
                    seed=row.seed,
                    lang=row.lang,
                    version=0,
                    revision=0,
                    undos="[]",
                    created=row.created,
                    previous=row.previous,
                    next=None,
                    clock_bank=row.clock_bank,
                    clock_increment=row.clock_increment,
                    clock_since=row.clock_since,
                )
            )
            conn.execute(
                insert(SEATS),
                [
                    {
                        "table_id": row.id,
                        "seat": s.seat,
                        "token_hash": s.token_hash,
                        "kind": s.kind,
                        "level": s.level,
                        "name": s.name,
                        "clock_left": s.clock_left,
                    }
                    for s in seats
                ],
            )
            if (
                after is not None
                and conn.execute(
                    update(TABLES).where(TABLES.c.id == after, TABLES.c.next.is_(None)).values(next=row.id)
                ).rowcount
                != 1
            ):
                raise Conflict(f"table {after} already has a next game")

    def table(self, table_id: str) -> TableRow | None:
        with self.engine.connect() as conn:
            found = conn.execute(select(TABLES).where(TABLES.c.id == table_id)).mappings().first()
        return None if found is None else _table_row(dict(found))

    def tables(self, limit: int = 50) -> list[TableRow]:
        """The newest tables first."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(TABLES).order_by(TABLES.c.created.desc(), TABLES.c.id).limit(limit))
            return [_table_row(dict(r)) for r in rows.mappings()]

    def seats(self, table_id: str) -> list[SeatRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(SEATS).where(SEATS.c.table_id == table_id).order_by(SEATS.c.seat))
            return [
                SeatRow(r["seat"], r["token_hash"], r["kind"], r["level"], r["name"], r["clock_left"])
                for r in rows.mappings()
            ]

    def actions(self, table_id: str, since: int = 0) -> list[list[Any]]:
        """The record's actions from step ``since`` on, as ``[seat, action id]`` pairs, in order."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(ACTIONS.c.seat, ACTIONS.c.action)
                .where(ACTIONS.c.table_id == table_id, ACTIONS.c.step >= since)
                .order_by(ACTIONS.c.step)
            )
            return [[seat, action] for seat, action in rows]

    def timeouts(self, table_id: str) -> list[dict[str, int]]:
        """The stored moves a bot made for a person whose bank was empty, as {seat, step}, in order."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(ACTIONS.c.seat, ACTIONS.c.step)
                .where(ACTIONS.c.table_id == table_id, ACTIONS.c.by_clock)
                .order_by(ACTIONS.c.step)
            )
            return [{"seat": seat, "step": step} for seat, step in rows]

    def append(
        self,
        table_id: str,
        seen: int,
        step: int,
        seat: int,
        action: str,
        accept: Callable[[], None],
        clock: Clock | None = None,
        kind: str | None = None,
        by_clock: bool = False,
        at_once: bool = False,
    ) -> None:
        """Store action number ``step`` (and the clocks after it) and run ``accept`` in one transaction;
        Conflict if the table is no longer at revision ``seen``, or (``kind`` given: "bot" for a bot's move,
        "human" for a person's) if the seat is no longer of that kind: another server process handed it over or
        took it back. ``by_clock``: a bot's move for a person whose bank was empty. ``accept`` applies the action in
        memory; if it raises, nothing is stored.

        ``at_once`` (SQLite, on the event loop): only if the write can begin without waiting, for this process's
        other writer or for another process holding the file's write lock; else :class:`Busy`, and nothing was
        done (the caller writes again from a worker thread, which may wait: the busy timeout).
        """
        if self.serial and at_once:
            if not self._writing.acquire(blocking=False):
                raise Busy("this process is writing")
            try:
                self._append_sqlite(table_id, seen, step, seat, action, accept, clock, kind, by_clock)
            finally:
                self._writing.release()
            return
        with self._writer() as conn:
            _advance(conn, table_id, seen, version=step + 1)
            if kind is not None:
                found = conn.execute(_KIND, {"tid": table_id, "seat": seat}).scalar()
                if found != kind:
                    raise Conflict(f"seat {seat} of table {table_id} is played by a {found} now, not a {kind}")
            conn.execute(
                _APPEND, {"table_id": table_id, "step": step, "seat": seat, "action": action, "by_clock": by_clock}
            )
            if clock is not None:
                _write_clock(conn, table_id, clock)
            accept()

    def _append_sqlite(
        self,
        table_id: str,
        seen: int,
        step: int,
        seat: int,
        action: str,
        accept: Callable[[], None],
        clock: Clock | None,
        kind: str | None,
        by_clock: bool,
    ) -> None:
        """:meth:`append` on SQLite at once, the hot path of every move: plain SQL on a connection held open, since
        SQLAlchemy's checkout, statement execution and commit cost twice the write itself. The connection does not
        wait for a lock (busy timeout 0) and takes the file's write lock first (``BEGIN IMMEDIATE``): if another
        process holds it, :class:`Busy` and nothing was done. Other errors come out as SQLAlchemy's
        (``DBAPIError``), as from the other methods."""
        if self._held is None:
            self._held = self.engine.raw_connection()  # with the pragmas of every connection (_sqlite_pragmas)
            self._held.driver_connection.execute("PRAGMA busy_timeout=0")  # type: ignore[union-attr]
        db = self._held.driver_connection
        assert isinstance(db, sqlite3.Connection)
        statement = "BEGIN IMMEDIATE"
        try:
            try:
                db.execute(statement)
            except sqlite3.OperationalError as exc:
                if getattr(exc, "sqlite_errorcode", 0) & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED):
                    raise Busy("another process holds the file's write lock") from exc
                raise
            statement = _SQLITE_ADVANCE
            if db.execute(statement, (step + 1, seen + 1, table_id, seen)).rowcount != 1:
                raise Conflict(f"table {table_id} is no longer at revision {seen}")
            if kind is not None:
                statement = _SQLITE_KIND
                found = db.execute(statement, (table_id, seat)).fetchone()
                if found is None or found[0] != kind:
                    raise Conflict(
                        f"seat {seat} of table {table_id} is played by a {found and found[0]} now, not a {kind}"
                    )
            statement = _SQLITE_APPEND
            db.execute(statement, (table_id, step, seat, action, by_clock))
            if clock is not None:
                statement = _SQLITE_CLOCK
                db.execute(statement, (clock.since, table_id))
                statement = _SQLITE_SEAT_CLOCK
                db.executemany(statement, [(left, table_id, s) for s, left in enumerate(clock.left)])
            accept()
            statement = "COMMIT"
            db.execute(statement)
        except BaseException as exc:
            if db.in_transaction:
                db.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise DBAPIError.instance(statement, None, exc, sqlite3.Error) from exc
            raise

    def undo(
        self,
        table_id: str,
        seen: int,
        keep: int,
        accept: Callable[[], list[dict[str, Any]]],
        clock: Clock | None = None,
        tail: Sequence[Sequence[Any]] = (),
    ) -> None:
        """Take the record back to its first ``keep`` actions, then the ``tail`` of (seat, action) after them (the
        others' steps of a simultaneous step that stay when a seat takes back its own), and store the clocks, in one
        transaction; run ``accept`` (the undo in memory, returning the log's undo notes, which are stored too);
        Conflict if the table is no longer at revision ``seen``. If ``accept`` raises, nothing changes."""
        with self._writer() as conn:
            _advance(conn, table_id, seen, version=keep + len(tail))
            conn.execute(delete(ACTIONS).where(ACTIONS.c.table_id == table_id, ACTIONS.c.step >= keep))
            for step, (seat, action) in enumerate(tail, start=keep):
                conn.execute(
                    _APPEND, {"table_id": table_id, "step": step, "seat": seat, "action": action, "by_clock": False}
                )
            if clock is not None:
                _write_clock(conn, table_id, clock)
            notes = accept()
            conn.execute(update(TABLES).where(TABLES.c.id == table_id).values(undos=json.dumps(notes)))

    def set_seat(self, table_id: str, seat: int, kind: str, level: str, clock: Clock | None = None) -> None:
        with self._writer() as conn:
            conn.execute(
                update(SEATS).where(SEATS.c.table_id == table_id, SEATS.c.seat == seat).values(kind=kind, level=level)
            )
            if clock is not None:
                _write_clock(conn, table_id, clock)

    def claim_seat(self, table_id: str, seat: int, token_hash: str, name: str) -> bool:
        """Give an open seat (its token hash empty: ``conjure.web.lobby``) its token and name; False if it is not
        open any more (someone took it first), and nothing is written."""
        with self._writer() as conn:
            taken = conn.execute(
                update(SEATS)
                .where(SEATS.c.table_id == table_id, SEATS.c.seat == seat, SEATS.c.token_hash == "")
                .values(token_hash=token_hash, name=name)
            ).rowcount
        return bool(taken == 1)

    # -- presence (PostgreSQL: several processes; the times are the database's clock) ----------------------------
    def write_presence(self, process: str, counts: dict[tuple[str, int], int]) -> None:
        """Store how many sockets ``process`` has open per (table, seat), refreshing its heartbeat; a count of
        0 deletes the row. PostgreSQL only (an upsert)."""
        with self._writer() as conn:
            for (table_id, seat), count in sorted(counts.items()):
                if count > 0:
                    row = postgresql.insert(PRESENCE).values(
                        table_id=table_id, seat=seat, process=process, count=count, heartbeat=func.now()
                    )
                    conn.execute(
                        row.on_conflict_do_update(
                            index_elements=[PRESENCE.c.table_id, PRESENCE.c.seat, PRESENCE.c.process],
                            set_={"count": row.excluded.count, "heartbeat": row.excluded.heartbeat},
                        )
                    )
                else:
                    conn.execute(
                        delete(PRESENCE).where(
                            PRESENCE.c.table_id == table_id, PRESENCE.c.seat == seat, PRESENCE.c.process == process
                        )
                    )

    def heartbeat(self, process: str) -> int:
        """Mark every row of ``process`` alive now; the number of its rows."""
        with self._writer() as conn:
            return int(
                conn.execute(
                    update(PRESENCE).where(PRESENCE.c.process == process).values(heartbeat=func.now())
                ).rowcount
            )

    def expire_presence(self, seconds: float) -> int:
        """Delete the rows not refreshed for ``seconds`` (their process died); how many."""
        with self._writer() as conn:
            return int(
                conn.execute(
                    delete(PRESENCE).where(PRESENCE.c.heartbeat < func.now() - timedelta(seconds=seconds))
                ).rowcount
            )

    def forget_presence(self, process: str) -> None:
        """Delete every row of ``process`` (it stops)."""
        with self._writer() as conn:
            conn.execute(delete(PRESENCE).where(PRESENCE.c.process == process))

    def presence(self, table_id: str, besides: str, seconds: float) -> dict[int, int]:
        """Per seat, the sockets other processes than ``besides`` have open at the table, counting only rows
        refreshed in the last ``seconds``."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(PRESENCE.c.seat, func.sum(PRESENCE.c.count))
                .where(
                    PRESENCE.c.table_id == table_id,
                    PRESENCE.c.process != besides,
                    PRESENCE.c.heartbeat >= func.now() - timedelta(seconds=seconds),
                )
                .group_by(PRESENCE.c.seat)
            )
            return {int(seat): int(count) for seat, count in rows if count and count > 0}


# The statements of every accepted action, built once: building a statement costs more than SQLite's commit.
_APPEND = insert(ACTIONS)
_ADVANCE = (
    update(TABLES)
    .where(TABLES.c.id == bindparam("tid"), TABLES.c.revision == bindparam("seen"))
    .values(revision=bindparam("new_revision"), version=bindparam("new_version"))
)


_KIND = select(SEATS.c.kind).where(SEATS.c.table_id == bindparam("tid"), SEATS.c.seat == bindparam("seat"))

# The same on SQLite, as its own SQL (Store._append_sqlite).
_SQLITE_ADVANCE = "UPDATE tables SET version = ?, revision = ? WHERE id = ? AND revision = ?"
_SQLITE_KIND = "SELECT kind FROM seats WHERE table_id = ? AND seat = ?"
_SQLITE_APPEND = "INSERT INTO actions (table_id, step, seat, action, by_clock) VALUES (?, ?, ?, ?, ?)"
_SQLITE_CLOCK = "UPDATE tables SET clock_since = ? WHERE id = ?"
_SQLITE_SEAT_CLOCK = "UPDATE seats SET clock_left = ? WHERE table_id = ? AND seat = ?"
_SQLITE_BUSY, _SQLITE_LOCKED = 5, 6  # SQLite's result codes for a lock held by another connection


def _advance(conn: Connection, table_id: str, seen: int, version: int) -> None:
    """The guard of every write: move the table from revision ``seen`` to the next, or raise Conflict."""
    moved = conn.execute(_ADVANCE, {"tid": table_id, "seen": seen, "new_revision": seen + 1, "new_version": version})
    if moved.rowcount != 1:
        raise Conflict(f"table {table_id} is no longer at revision {seen}")


BUSY_TIMEOUT = 5.0  # seconds a write in a worker thread waits for another process's hold on a SQLite file


def _sqlite_pragmas(dbapi_connection: Any, _: Any) -> None:
    """Write-ahead log, one sync per checkpoint rather than per commit, and a wait for another process's writer."""
    cursor = dbapi_connection.cursor()
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", f"busy_timeout={int(BUSY_TIMEOUT * 1000)}"):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


def _write_clock(conn: Connection, table_id: str, clock: Clock) -> None:
    conn.execute(update(TABLES).where(TABLES.c.id == table_id).values(clock_since=clock.since))
    for seat, left in enumerate(clock.left):
        conn.execute(update(SEATS).where(SEATS.c.table_id == table_id, SEATS.c.seat == seat).values(clock_left=left))


def _table_row(r: dict[str, Any]) -> TableRow:
    return TableRow(
        r["id"],
        r["game"],
        r["rules_version"],
        r["players"],
        json.loads(r["options"]),
        int(r["seed"]),
        r["lang"],
        r["version"],
        r["created"],
        r["previous"],
        r["next"],
        r["clock_bank"],
        r["clock_increment"],
        r["clock_since"],
        r["revision"],
        json.loads(r["undos"]),
    )
