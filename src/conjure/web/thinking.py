"""Where the server's bots think: a bot that searches (the heuristic, ISMCTS) thinks in a process of its own, so
its seconds of work never share the interpreter with the event loop that serves every table.

A bot and a copy of the game (both a few kilobytes pickled) go to a thinking process, and the choice comes back
with the bot as it is after choosing (its generator and what it remembers), which replaces the server's; so a
seeded bot makes the same moves in a process as in the server's own thread. ``workers=0`` thinks in a thread
of the server instead. A thinking process that dies is replaced, and that choice is thought in a thread; one
whose server is gone, even by ``kill -9``, ends itself within a second.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from conjure.engine import Game
from conjure.engine.bots import Bot


def think(bot: Bot, game: Game, seat: int) -> tuple[str, Bot]:
    """The id of the bot's choice for ``seat`` and the bot after it (what a thinking process is given and
    returns)."""
    return bot.choose(game, seat).id, bot


def load_bots() -> None:
    """Import the bots and every game (in a thinking process, before its first choice)."""
    import conjure.bots  # noqa: F401  (the import is the point)

    for game in conjure.games():
        conjure.new_game(game["name"], players=game["players"][0], seed=0)


class Thinkers:
    """The processes the bots think in (``workers`` of them; 0: a thread of the server). Call :meth:`close` when
    the server stops."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = workers
        self._pool: Executor | None = None

    async def choose(self, bot: Bot, game: Game, seat: int) -> tuple[str, Bot]:
        """The id of the choice of ``bot`` for ``seat`` in ``game`` (a copy the server no longer uses), and the bot
        after it."""
        if self.workers:
            try:
                return await asyncio.get_running_loop().run_in_executor(self.pool(), think, bot, game, seat)
            except BrokenProcessPool:  # a thinking process died: a new pool next time, this choice thought here
                self.close()
        return await asyncio.to_thread(think, bot, game, seat)

    async def start(self) -> None:
        """Start the thinking processes and let them load the bots' code, before the first bot waits for them."""
        if self.workers:
            loop = asyncio.get_running_loop()
            await asyncio.gather(*(loop.run_in_executor(self.pool(), load_bots) for _ in range(self.workers)))

    def pool(self) -> Executor:
        if self._pool is None:  # spawned, not forked: the server's threads and sockets stay out of the workers
            from conjure.web.payload import watch_parent

            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=watch_parent, initargs=(os.getpid(),))
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
