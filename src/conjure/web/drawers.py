"""The server's drawing processes, spoken to by the event loop itself.

A job (a picture to draw, a seat's undo marks to make) goes to a process over a socket pair that the event loop
reads and writes, so no thread of the server stands between them and a job costs no hand-over of the interpreter
lock (a pool of processes passes each job through two threads of its own, both waiting for the lock while the
loop works). Jobs wait on the loop by priority (pictures first: a person waits for them; the marks only show the
Undo button) and then by arrival. Each process holds at most :data:`HOLD` jobs, so it never idles between two
and a new picture never waits behind a long queue in the process; a job no longer wanted when its turn comes is
dropped. A process that dies fails the jobs it held with :class:`DrawerGone` (the caller makes them itself) and
is started again; a process whose server is gone (even by ``kill -9``) sees its socket close and ends.

A message either way is a length (8 bytes, big-endian) and a pickle: ``(work, args)`` to the process,
``(True, result)`` or ``(False, exception)`` back.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import multiprocessing
import pickle
import socket
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from conjure.web.memory import settle_memory

logger = logging.getLogger(__name__)

PICTURE, MARKS = 0, 1  # priorities: the lower first
HOLD = 2  # jobs a process holds at once: one at work, one ready to start
_HEAD = 8
_READY = bytes(_HEAD)  # what a process sends once loaded: an empty message


class DrawerGone(RuntimeError):
    """The drawing process died before it answered."""


@dataclass(order=True)
class _Job:
    priority: int
    number: int
    work: Callable[..., Any] = field(compare=False)
    args: tuple[Any, ...] = field(compare=False)
    wanted: Callable[[], bool] = field(compare=False)
    done: asyncio.Future[Any] = field(compare=False)


class _Drawer:
    """One drawing process and the loop's end of its socket."""

    def __init__(self, load: Callable[[], None]) -> None:
        mine, theirs = socket.socketpair()
        context = multiprocessing.get_context("spawn")  # not forked: the server's threads and sockets stay out
        self.process = context.Process(target=serve, args=(theirs, load), name="conjure-drawer", daemon=True)
        self.process.start()
        theirs.close()
        self.socket = mine
        self.held: deque[_Job] = deque()
        self.alive = False
        self.transport: asyncio.Transport | None = None

    async def open(self, drawers: Drawers) -> None:
        """Connect, and wait for the process to say it has loaded (DrawerGone if it ended first)."""
        loop = asyncio.get_running_loop()
        channel = _Channel(self, drawers, loop.create_future())
        transport, _ = await loop.create_unix_connection(lambda: channel, sock=self.socket)
        self.transport = transport
        await channel.ready
        self.alive = True

    def send(self, job: _Job) -> None:
        assert self.transport is not None
        body = pickle.dumps((job.work, job.args), pickle.HIGHEST_PROTOCOL)
        self.held.append(job)
        self.transport.write(len(body).to_bytes(_HEAD, "big") + body)

    def answered(self, body: bytes, drawers: Drawers) -> None:
        """The answer to the oldest job held: its future is settled here, as the bytes arrive."""
        ok, value = pickle.loads(body)
        job = self.held.popleft()
        if not job.done.done():
            (job.done.set_result if ok else job.done.set_exception)(value)
        drawers.dispatch()

    def lost(self, drawers: Drawers, reason: str) -> None:
        """The process ended (or spoke nonsense): its jobs fail with DrawerGone, and another takes its place."""
        if not self.alive:
            return
        self.alive = False
        if not drawers.closing:
            logger.error("a drawing process ended (%s); it is started again", reason)
        for job in self.held:
            if not job.done.done():
                job.done.set_exception(DrawerGone("the drawing process ended before it answered"))
        self.held.clear()
        drawers.replace(self)

    def close(self) -> None:
        self.alive = False
        try:
            if self.transport is not None:
                self.transport.close()
        except RuntimeError:  # its event loop is closed
            pass
        self.socket.close()
        if self.process.is_alive():
            self.process.terminate()


class _Channel(asyncio.Protocol):
    """The loop's end of a process's socket: each answer settles its job's future the moment its last byte
    arrives, with no reading task in between (one turn of the event loop fewer for every picture)."""

    def __init__(self, drawer: _Drawer, drawers: Drawers, ready: asyncio.Future[None]) -> None:
        self.drawer, self.drawers, self.ready = drawer, drawers, ready
        self.buffer = bytearray()

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        while len(self.buffer) >= _HEAD:
            size = int.from_bytes(self.buffer[:_HEAD], "big")
            if len(self.buffer) < _HEAD + size:
                return
            body = bytes(self.buffer[_HEAD : _HEAD + size])
            del self.buffer[: _HEAD + size]
            if not self.ready.done():  # the first message: loaded (empty), or not
                if size:
                    self.ready.set_exception(DrawerGone("the drawing process did not say it was ready"))
                else:
                    self.ready.set_result(None)
                continue
            try:
                self.drawer.answered(body, self.drawers)
            except (pickle.UnpicklingError, EOFError, IndexError, AttributeError, ImportError) as exc:
                self.drawer.lost(self.drawers, exc.__class__.__name__)
                self.drawer.close()
                return

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.ready.done():
            self.ready.set_exception(DrawerGone("the drawing process ended before it was ready"))
        self.drawer.lost(self.drawers, "its socket closed" if exc is None else exc.__class__.__name__)


class Drawers:
    """``count`` drawing processes (at least one), each of which runs ``load`` (imports its code) first. They
    belong to the event loop that first uses them; :meth:`close` ends them."""

    def __init__(self, count: int, load: Callable[[], None]) -> None:
        self.count, self.load = max(1, count), load
        self.closing = False
        self._drawers: list[_Drawer] = []
        self._waiting: list[_Job] = []
        self._numbers = itertools.count()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._starting: asyncio.Task[None] | None = None
        self.broken = False  # a process could not be started: every job is refused with DrawerGone from then on

    async def start(self) -> None:
        """Start the processes (and let them load) before the first job waits for it."""
        await asyncio.shield(self._begin())

    def _begin(self) -> asyncio.Task[None]:
        """The start of the processes on the running event loop (begun now if not yet)."""
        loop = asyncio.get_running_loop()
        if self._loop is not loop or self._starting is None:  # a new event loop (tests run several): new processes
            self.close()
            self.closing, self._loop = False, loop
            self._starting = loop.create_task(self._start(self.count))
        return self._starting

    async def _start(self, count: int) -> None:
        """Start ``count`` processes; if one cannot be started (its code does not load), none is started again and
        every job is refused (the caller makes it itself), rather than a process started for each."""
        started = [_Drawer(self.load) for _ in range(count)]
        try:
            await asyncio.gather(*(drawer.open(self) for drawer in started))
        except Exception:
            logger.exception("a drawing process could not be started: pictures are drawn in the server instead")
            self.broken = True
            for drawer in started:
                drawer.close()
            self._fail_waiting(DrawerGone("the drawing processes could not be started"))
            return
        self._drawers += started
        self.dispatch()

    async def run(
        self, priority: int, work: Callable[..., Any], *args: Any, wanted: Callable[[], bool] = lambda: True
    ) -> Any:
        """``work(*args)`` in a drawing process when its turn comes (see :meth:`submit`)."""
        return await self.submit(priority, work, *args, wanted=wanted)

    def submit(
        self, priority: int, work: Callable[..., Any], *args: Any, wanted: Callable[[], bool] = lambda: True
    ) -> asyncio.Future[Any]:
        """Hand ``work(*args)`` to a drawing process now if one has room, else when its turn comes (``priority``:
        :data:`PICTURE` or :data:`MARKS`). The future's result: the work's, or None if it was no longer ``wanted``
        when its turn came; its exception: what the work raised, or DrawerGone."""
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        if self.broken:
            done.set_exception(DrawerGone("the drawing processes could not be started"))
            return done
        self._begin()
        heapq.heappush(self._waiting, _Job(priority, next(self._numbers), work, args, wanted, done))
        self.dispatch()
        return done

    def dispatch(self) -> None:
        """Hand the waiting jobs to the processes with room for them, the least busy first."""
        while self._waiting:
            ready = [drawer for drawer in self._drawers if drawer.alive and len(drawer.held) < HOLD]
            if not ready:
                return
            job = heapq.heappop(self._waiting)
            if job.done.done():
                continue  # its caller is gone
            if not job.wanted():
                job.done.set_result(None)
                continue
            try:
                min(ready, key=lambda drawer: len(drawer.held)).send(job)
            except Exception as exc:  # it cannot be sent (not picklable): the caller makes it itself
                if not job.done.done():
                    job.done.set_exception(exc)

    def replace(self, gone: _Drawer) -> None:
        """Start a process in the place of one that ended."""
        if gone in self._drawers:
            self._drawers.remove(gone)
            gone.close()
        if not self.closing and not self.broken and self._loop is not None and not self._loop.is_closed():
            self._starting = self._loop.create_task(self._start(1))

    def close(self) -> None:
        self.closing = True
        if self._starting is not None and not self._starting.done():
            with contextlib.suppress(RuntimeError):  # its loop is closed
                self._starting.cancel()
        for drawer in self._drawers:
            drawer.close()
        self._drawers.clear()
        self._fail_waiting(DrawerGone("the server stops"))
        self._loop, self._starting = None, None

    def _fail_waiting(self, error: Exception) -> None:
        for job in self._waiting:
            if not job.done.done():
                with contextlib.suppress(RuntimeError):  # its loop is closed
                    job.done.set_exception(error)
        self._waiting.clear()


def serve(channel: socket.socket, load: Callable[[], None]) -> None:
    """A drawing process: load, settle its garbage collector (a full collection of what it loaded paused it for
    60–85 ms), say so, then answer each job in turn until the server's end of the socket closes."""
    load()
    settle_memory()
    with channel:
        channel.sendall(_READY)
        while True:
            head = _receive(channel, _HEAD)
            if head is None:
                return
            body = _receive(channel, int.from_bytes(head, "big"))
            if body is None:
                return
            try:
                work, args = pickle.loads(body)
                answer = pickle.dumps((True, work(*args)), pickle.HIGHEST_PROTOCOL)
            except Exception as exc:  # the server makes this job itself
                try:
                    answer = pickle.dumps((False, exc), pickle.HIGHEST_PROTOCOL)
                except Exception:
                    answer = pickle.dumps((False, RuntimeError(repr(exc))), pickle.HIGHEST_PROTOCOL)
            try:
                channel.sendall(len(answer).to_bytes(_HEAD, "big") + answer)
            except OSError:
                return


def _receive(channel: socket.socket, size: int) -> bytes | None:
    """Exactly ``size`` bytes, or None once the other end closed."""
    parts, left = [], size
    while left:
        try:
            part = channel.recv(min(left, 1 << 20))
        except OSError:
            return None
        if not part:
            return None
        parts.append(part)
        left -= len(part)
    return b"".join(parts)
