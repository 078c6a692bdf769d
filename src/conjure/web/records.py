"""The live tables of one process and their records: a table loaded on first use (its record replayed), made,
brought up to date with what other server processes stored, and let go when idle.

A table *is* its record (docs/web.md, "Storage"): :meth:`Records.replay` rebuilds its game from the stored actions
and undo notes, and whatever is refused or fails at the database leaves the table as :meth:`Records.reload` reads it
back. Nothing here sends anything or plays a turn: the :class:`conjure.web.hub.Hub` does that after.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace
from typing import Any

import conjure
from conjure.engine import ConfigError, Game, IllegalAction, LoadError
from conjure.engine.undo import merge_notes
from conjure.web import tokens
from conjure.web.clocks import Clock
from conjure.web.models import ClockSpec, CreateTable, Lang, SeatSpec
from conjure.web.names import clean_name, name_problem
from conjure.web.store import Store, TableRow, now
from conjure.web.tables import Refused, Seat, Table, check_level, stored_clock


class Records:
    """Every table of one database that this process holds in memory, each loaded from its record."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.tables: dict[str, Table] = {}

    async def get(self, table_id: str) -> tuple[Table, bool]:
        """The table, loaded from its record if it is not held; True if it was loaded just now (its sockets are
        to be counted and its turns begun)."""
        table, loaded = self.tables.get(table_id), False
        if table is None:
            table = await asyncio.to_thread(self.load, table_id)
            if table_id not in self.tables:
                self.tables[table_id], loaded = table, True
            table = self.tables[table_id]
        table.used = time.monotonic()
        return table, loaded

    def forget_idle(self, idle: float) -> list[str]:
        """Let go of the tables at rest (:meth:`Table.at_rest`) that nobody asked for in the last ``idle``
        seconds, so a server that runs for months holds only the tables in play; they stay stored, and the next
        request or socket for one loads it again as it was. The ids let go."""
        now = time.monotonic()
        gone = [table.id for table in self.tables.values() if now - table.used >= idle and table.at_rest()]
        for table_id in gone:
            del self.tables[table_id]
        return gone

    def load(self, table_id: str) -> Table:
        row = self.store.table(table_id) if len(table_id) <= 32 else None
        if row is None:
            raise Refused("unknown_table", f"there is no table {table_id!r}", 404)
        seats = self.store.seats(table_id)
        clock = stored_clock(row, seats)
        # whether its people were here before (another server process, or this one before a restart) is not known:
        # their grace begins now
        loaded = time.monotonic()
        return Table(
            row,
            self.replay(row),
            [Seat(s.seat, s.token_hash, s.kind, s.level, clean_name(s.name), away_since=loaded) for s in seats],
            clock=clock,
            timeouts=[] if clock is None else self.store.timeouts(table_id),
        )

    async def catch_up(self, table: Table) -> bool:
        """Take what other server processes stored since this one last looked (a database shared by several
        processes: ``conjure.web.notify`` calls this on every notice); True if it changed (the sockets are to be told).

        Nothing to do while the stored revision is the table's. Otherwise the stored record is compared with the
        table's history: new actions are applied in order; a record that no longer starts with the history, or new
        undo notes (an undo elsewhere), and the record is replayed."""
        async with table.lock:
            row = await asyncio.to_thread(self.store.table, table.id)
            if row is None or row.revision == table.revision:
                return False
            stored = await asyncio.to_thread(self.store.actions, table.id)
            history = table.game.history
            if (
                row.undos != table.row.undos
                or stored[: len(history)] != history
                or not _took(table.game, stored[len(history) :])
            ):
                table.game = await asyncio.to_thread(self.replay, row)
            table.row = row
            if table.clock is not None:
                seats = await asyncio.to_thread(self.store.seats, table.id)
                table.clock = stored_clock(row, seats)
                table.timeouts = await asyncio.to_thread(self.store.timeouts, table.id)
        return True

    async def refresh(self, table: Table) -> bool:
        """Take the seats (person or bot, level) and the next game that another server process stored; the local
        True if anything changed (the sockets are to be told)."""
        async with table.lock:
            row, seats = await asyncio.to_thread(lambda: (self.store.table(table.id), self.store.seats(table.id)))
            if row is None or (
                row.next == table.row.next
                and [(s.kind, s.level) for s in seats] == [(s.kind, s.level) for s in table.seats]
            ):
                return False
            table.row = replace(table.row, next=row.next)
            for stored, seat in zip(seats, table.seats, strict=True):
                seat.kind, seat.level = stored.kind, stored.level
            if table.clock is not None:
                table.clock = stored_clock(row, seats)
        return True

    def replay(self, row: TableRow) -> Game:
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

    def reload(self, table: Table) -> None:
        """The table's row and game as the database has them (after a refused or failed write)."""
        row = self.store.table(table.id)
        table.row = row or table.row
        table.game = self.replay(table.row)

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
            check_level(s.level)
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
        return table, secrets_

    def next_spec(self, table: Table) -> CreateTable:
        """The next game at ``table`` (play again): the same game, players, options, seats, language and clock."""
        return CreateTable(
            game=table.row.game,
            players=table.row.players,
            options=table.row.options,
            seats=[_spec(s) for s in table.seats],
            lang=_lang(table.row.lang),
            clock=_clock_spec(table.row),
        )


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


def _clock_spec(row: TableRow) -> ClockSpec | None:
    if row.clock_bank is None:
        return None
    return ClockSpec(minutes=row.clock_bank / 60, increment=row.clock_increment or 0.0)


def _spec(seat: Seat) -> SeatSpec:
    return SeatSpec(kind="bot" if seat.kind == "bot" else "human", level=seat.level, name=seat.name)
