"""Processes of the server's own: a pool spawned beside it (for drawing pictures, for bots that think), whose
workers end when the server is gone, however it ended."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")


class Workers:
    """``workers`` processes, spawned on first use (0: none; the caller works in a thread instead), each of which
    runs ``load`` (imports its code) first. Call :meth:`close` when the server stops; a pool broken by a dying
    process is closed and made again on next use."""

    def __init__(self, workers: int, load: Callable[[], None]) -> None:
        self.workers, self.load = workers, load
        self._pool: Executor | None = None

    async def start(self) -> None:
        """Start the processes and let each run ``load`` before the first job waits for it."""
        if self.workers:
            loop = asyncio.get_running_loop()
            await asyncio.gather(*(loop.run_in_executor(self.pool(), self.load) for _ in range(self.workers)))

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        """``job(*args)`` in one of the processes, or in a thread of the server without any (or if one just died:
        a new pool is made next time)."""
        if self.workers:
            try:
                return await asyncio.get_running_loop().run_in_executor(self.pool(), job, *args)
            except BrokenProcessPool:
                self.close()
        return await asyncio.to_thread(job, *args)

    def pool(self) -> Executor:
        if self._pool is None:  # spawned, not forked: the server's threads and sockets stay out of the workers
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=watch_parent,
                initargs=(os.getpid(),),
            )
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def watch_parent(parent: int) -> None:
    """In a worker: end it when the server is gone, however it ended (a pool's workers are told to stop only by
    a server that shuts down cleanly)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="watch-server", daemon=True).start()
