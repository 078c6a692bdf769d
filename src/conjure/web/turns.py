"""The moves nobody clicks: the bots' turns and the clock's (a bot moving for a person whose bank is empty).

:class:`Turns` runs, per table, one task for its bots and one watch for its clock. Each plays through the same
:meth:`conjure.web.hub.Hub.act` as a person, with the step and revision it saw (a stale choice is simply dropped),
but never waits for the sockets: its move's frames are sent in a task of their own (a socket that reads nothing
would otherwise stop the table, and on a shared database every process, since the lease holder makes every move).
A bot that searches thinks off the event loop (:class:`conjure.web.thinking.Thinkers`, on its own copy of the game);
a weighted random one chooses at once. On a database shared by several processes only the process holding the
table's lease (``bots <id>``, ``clock <id>``) plays, and it first takes what the others stored.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

import conjure
from conjure.bots import make_bot
from conjure.engine import Game
from conjure.engine.bots import Bot, RandomBot
from conjure.web.tables import LEASE_RETRY, Refused, Shared, Table, report
from conjure.web.thinking import Thinkers

log = logging.getLogger("conjure.web")


class Play(Protocol):
    """How a turn is played: :meth:`conjure.web.hub.Hub.act`."""

    def __call__(
        self,
        table: Table,
        seat: int | None,
        action_id: str,
        step: int,
        version: int | None = None,
        by_bot: bool = False,
        by_clock: bool = False,
    ) -> Awaitable[None]: ...


class Turns:
    """The bots' and the clocks' turns at every table of one process."""

    def __init__(
        self, play: Play, catch_up: Callable[[Table], Awaitable[None]], thinkers: Thinkers, bot_delay: float
    ) -> None:
        self.play, self.catch_up, self.thinkers, self.bot_delay = play, catch_up, thinkers, bot_delay
        self.shared: Shared | None = None  # set by conjure.web.notify (through the Hub) on a shared database

    def kick(self, table: Table) -> None:
        """After a change: the bots play if one of their seats is to act, and the clock's watch starts again."""
        self.kick_bots(table)
        self.kick_clock(table)

    def kick_bots(self, table: Table) -> None:
        """Let the bots play while one of their seats is to act (one runner per table and process; on a shared
        database, only the process holding the table's ``bots`` lease plays)."""
        if table.bot_task is None or table.bot_task.done():
            if table.bot_to_act() is not None:
                table.bot_task = asyncio.get_running_loop().create_task(self._run_bots(table))
                table.bot_task.add_done_callback(report)

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
                    await self.play(table, seat, choice, step, seen, by_bot=True)
                except Refused as exc:
                    log.info("table %s: the bot's move at step %d was refused: %s", table.id, step, exc.code)
                    if exc.code not in ("stale", "not_bot"):
                        raise
        except Exception:
            await self._let_go(table, "bots")
            raise
        await self._let_go(table, "bots")

    def kick_clock(self, table: Table) -> None:
        """(Re)start the table's watch: it sleeps until the first running bank is empty, then moves for that seat."""
        if table.clock is None:
            return
        task = table.clock_task
        if task is not None and not task.done() and task is not asyncio.current_task():
            task.cancel()
        if task is None or task.done() or task is not asyncio.current_task():
            table.clock_task = asyncio.get_running_loop().create_task(self._watch_clock(table))
            table.clock_task.add_done_callback(report)

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
                    await self.play(table, seat, action.id, step, seen, by_clock=True)
                except Refused as exc:
                    log.info("table %s: the clock's move at step %d was refused: %s", table.id, step, exc.code)
                    if exc.code not in ("stale", "not_out", "bot_seat"):
                        raise
        except Exception:
            await self._let_go(table, "clock")
            raise
        await self._let_go(table, "clock")


def quick_choice(bot: Bot, game: Game, seat: int) -> conjure.Action | None:
    """A weighted random bot's pick, made at once on the event loop (it takes microseconds, less than handing it
    to a thread); None for a bot that searches."""
    return bot.choose(game, seat) if isinstance(bot, RandomBot) else None
