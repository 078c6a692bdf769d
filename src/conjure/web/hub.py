"""The one place that changes a table: each request's way through the stages, read top to bottom.

An action from a socket (or the API, a bot's turn, the clock) goes:

1. the table, held or loaded from its record (:mod:`conjure.web.records`);
2. under the table's lock, the checks (:func:`conjure.web.accepting.check_action`) and one guarded transaction that
   stores the action and applies it to the game (:class:`conjure.web.accepting.Writer`); an undo the same way
   (:func:`conjure.web.undoing.take_back`);
3. if another server process wrote first, the table takes the stored record (:meth:`Records.catch_up`) and the
   request is refused as stale;
4. the bots and the clock are woken (:class:`conjure.web.turns.Turns`: they think while the frames are drawn);
5. every socket at the table is sent its frame, drafted under the lock and drawn after it
   (:class:`conjure.web.telling.Telling`, which makes frames with :mod:`conjure.web.payload`). A person's request
   waits for that; a bot's or the clock's move does not (the frames go in a task of their own): a turn never
   waits for a socket, so one that reads nothing cannot stop the table (on a shared database, in every process:
   the lease holder makes all the moves).

The revision grows with every action and every undo, so a client that saw a position before an undo cannot act on
the one after it. Anything refused raises :class:`conjure.web.tables.Refused` and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import replace
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from conjure.web.accepting import Writer, check_action
from conjure.web.models import CreateTable, SeatChange
from conjure.web.records import Records
from conjure.web.store import Conflict, Store
from conjure.web.tables import GRACE, PRESENCE_EVERY, FrameMaker, Listener, Refused, Shared, Table, check_level
from conjure.web.telling import Telling
from conjure.web.thinking import Thinkers
from conjure.web.turns import Turns
from conjure.web.undoing import take_back

log = logging.getLogger("conjure.web")


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
        self.store, self.frame, self.grace = store, frame, grace
        self.records = Records(store)
        self.tables = self.records.tables
        self.writer = Writer(self.records)
        self.telling = Telling(frame, presence_every)
        self.turns = Turns(self.act, lambda table: self.catch_up(table, wait=False), thinkers or Thinkers(0), bot_delay)
        self._shared: Shared | None = None

    @property
    def shared(self) -> Shared | None:
        """What this process shares with the others on a shared database (set by ``conjure.web.notify``)."""
        return self._shared

    @shared.setter
    def shared(self, shared: Shared | None) -> None:
        self._shared = self.telling.shared = self.turns.shared = shared

    @property
    def thinkers(self) -> Thinkers:
        return self.turns.thinkers

    # -- finding and making tables -------------------------------------------------------------
    async def get(self, table_id: str) -> Table:
        table, loaded = await self.records.get(table_id)
        if loaded:  # new in this process: who is here, and the turns that may be due
            try:
                await self.telling.recount(table)
            except SQLAlchemyError as exc:  # the next notice counts again
                log.warning("table %s: who is here could not be counted: %s", table_id, exc.__class__.__name__)
            self.turns.kick(table)
        return table

    def forget_idle(self, idle: float) -> list[str]:
        """See :meth:`Records.forget_idle`."""
        return self.records.forget_idle(idle)

    async def catch_up(self, table: Table, wait: bool = True) -> None:
        """Take what other server processes stored since this one last looked (:meth:`Records.catch_up`); the
        local sockets are told if it changed (``wait``: sent before this returns), and the turns woken."""
        if await self.records.catch_up(table):
            await self._tell(table, wait)
            self.turns.kick(table)

    async def refresh(self, table: Table, wait: bool = True) -> None:
        """Take the seats and the next game that another server process stored (:meth:`Records.refresh`)."""
        if await self.records.refresh(table):
            await self._tell(table, wait)
            self.turns.kick(table)

    async def create(self, spec: CreateTable, previous: Table | None = None) -> tuple[Table, list[str]]:
        """A new table from ``spec``; the seats' tokens (shown once, never stored)."""
        table, secrets_ = await self.records.create(spec, previous)
        self.turns.kick(table)
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
            try:
                new, _ = await self.create(self.records.next_spec(table), previous=table)
            except Conflict:  # another server process started the next game first: that one it is
                stored = await asyncio.to_thread(self.store.table, table.id)
                if stored is None or stored.next is None:
                    raise
                table.row = replace(table.row, next=stored.next)
                new = await self.get(stored.next)
            table.row = replace(table.row, next=new.id)
        await self.telling.broadcast(table)
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

        ``by_bot``: a bot playing a bot seat; ``by_clock``: a bot moving for a person whose bank is empty. Either is
        a turn (:class:`Turns`), which returns once the move is stored, the frames sent in a task of their own.
        """
        if seat is None:
            raise Refused("spectator", "spectators watch; only a seat's link can play", 403)
        async with table.lock:
            seen = step if version is None else version
            action = check_action(table, seat, action_id, step, seen, by_bot, by_clock)
            # with other server processes, the seat's kind is checked where they write it (a seat change does not
            # move the table's revision)
            kind = None if self.shared is None else "bot" if by_bot else "human"
            stored = await self.writer.action(table, seat, action, step, seen, by_clock, kind)
        wait = not (by_bot or by_clock)  # a turn never waits for the sockets
        if not stored:
            await self._stale(table, wait)
        self.turns.kick(table)  # the bots think while the frames are drawn
        await self._tell(table, wait)

    async def undo(self, table: Table, seat: int | None, steps: int, step: int, version: int | None = None) -> None:
        """Take back the last ``steps`` actions of ``seat``, seen at ``step`` and revision ``version`` (as in
        :meth:`act`), if the engine's safe undo allows it; the record loses them and every seat's log shows the
        undo. Refused (nothing changed): stale, a bot's seat, or more than the seat may take back."""
        if seat is None:
            raise Refused("spectator", "spectators watch; only a seat's link can take an action back", 403)
        async with table.lock:
            stored = await take_back(self.writer, table, seat, steps, step, step if version is None else version)
        if not stored:
            await self._stale(table)
        await self.telling.broadcast(table)
        self.turns.kick(table)

    async def _stale(self, table: Table, wait: bool = True) -> None:
        """Another server process wrote first: take its record and seats (and tell the sockets), and refuse."""
        await self.catch_up(table, wait)
        await self.refresh(table, wait)
        raise Refused("stale", "the table moved on: here is where it is now", 409)

    async def _tell(self, table: Table, wait: bool) -> None:
        """Send every socket at the table its frame: now (``wait``), or in a task of its own (a turn's move)."""
        if wait:
            await self.telling.broadcast(table)
        else:
            self.telling.soon(table)
            await asyncio.sleep(0)  # its drafting begins before the next move (a bot may move at once)

    async def set_seat(self, table: Table, by: int | None, change: SeatChange) -> None:
        """Hand a seat to a bot or take it back: your own seat either way; another's, to a bot, while it is away."""
        check_level(change.level)
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
        await self.telling.broadcast(table)
        self.turns.kick(table)

    # -- sockets (see Telling) ---------------------------------------------------------------------
    async def join(self, table: Table, listener: Listener) -> None:
        await self.telling.join(table, listener)

    async def leave(self, table: Table, listener: Listener) -> None:
        await self.telling.leave(table, listener)

    async def recount(self, table: Table) -> None:
        await self.telling.recount(table)

    async def frame_for(self, table: Table, seat: int | None, lang: str, hot_seat: bool = False) -> dict[str, Any]:
        return await self.telling.frame_for(table, seat, lang, hot_seat)

    async def broadcast(self, table: Table, only: Listener | None = None) -> None:
        await self.telling.broadcast(table, only)
