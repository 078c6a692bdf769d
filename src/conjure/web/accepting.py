"""Accepting an action, under the table's lock: the checks (the revision the player saw, who plays the seat, the
engine's legal actions), then one guarded transaction that stores the action and applies it (docs/web.md,
"Accepting an action"). Nothing is ever half-applied, and no accepted action is only in memory.

:class:`Writer` runs a guarded write: on SQLite an action on the event loop when the file's write lock is free at
once, else in a worker thread (so no other table waits); a failure leaves the table as the database has it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import replace

from sqlalchemy.exc import SQLAlchemyError

import conjure
from conjure.engine import Game, IllegalAction
from conjure.web.records import Records
from conjure.web.store import Busy, Conflict
from conjure.web.tables import Refused, Table

log = logging.getLogger("conjure.web")


def check_seen(table: Table, step: int, seen: int) -> None:
    """Refuse (``stale``) a request made on a position the table has left: ``seen`` must be its revision and
    ``step`` its step."""
    if seen != table.revision or step != len(table.game.history):
        raise Refused(
            "stale",
            f"the table moved on (you saw step {step}, version {seen}; it is at step "
            f"{len(table.game.history)}, version {table.revision}): here is where it is now",
            409,
        )


def check_action(
    table: Table, seat: int, action_id: str, step: int, seen: int, by_bot: bool, by_clock: bool = False
) -> conjure.Action:
    """The legal action ``action_id`` of ``seat``, or Refused: stale, a seat played by the other kind (a bot's or a
    person's), a clock's move for a seat with time left, or an id the engine does not find."""
    game = table.game
    check_seen(table, step, seen)
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


class Writer:
    """The guarded writes of the tables of one database: an action, an undo."""

    def __init__(self, records: Records) -> None:
        self.records, self.store = records, records.store

    async def action(
        self, table: Table, seat: int, action: conjure.Action, step: int, seen: int, by_clock: bool, kind: str | None
    ) -> bool:
        """Store ``action`` of ``seat`` at ``step`` under revision ``seen`` and apply it in that transaction (with
        the clocks charged); True if stored, False if another server process wrote first (nothing was applied).
        ``kind``: on a database shared by processes, the kind of seat that moves (checked where it is written)."""
        game = table.game
        clock = None if table.clock is None else table.clock.after_move(seat, table.running(), time.time())
        stored = await self.write(
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
        return stored

    async def write(
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
            await asyncio.to_thread(self.records.reload, table)
            log.error("table %s: %s could not be stored: %s", table.id, what, exc.__class__.__name__)
            raise Refused("not_stored", f"the table could not be saved just now, so {nothing}; try again", 503) from exc
        except BaseException:
            await asyncio.to_thread(self.records.reload, table)
            raise
        return True


def _apply(game: Game, seat: int, action: conjure.Action) -> None:
    game.apply(seat, action)
