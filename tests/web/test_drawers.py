"""The drawing processes the event loop speaks to directly (conjure.web.drawers)."""

from __future__ import annotations

import asyncio
import gc
import os
import pickle
import time
from typing import Any

import pytest

from conjure.web.drawers import MARKS, PICTURE, DrawerGone, Drawers
from conjure.web.memory import GC_THRESHOLDS


def nothing_to_load() -> None:
    """A drawing process's load (these jobs need no games)."""


def broken_load() -> None:
    """A drawing process whose code does not load."""
    raise ImportError("no pictures here")


def slow(name: str, seconds: float) -> str:
    time.sleep(seconds)
    return name


def fail(message: str) -> None:
    raise ValueError(message)


def die() -> None:
    os._exit(3)


def pid() -> int:
    return os.getpid()


def run(job: Any) -> Any:
    """Run ``job(drawers)`` on a fresh event loop with one drawing process, closing it after."""
    drawers = Drawers(1, nothing_to_load)

    async def main() -> Any:
        try:
            return await job(drawers)
        finally:
            drawers.close()

    return asyncio.run(main())


def test_a_job_runs_in_a_process_of_its_own_and_its_answer_comes_back() -> None:
    async def job(drawers: Drawers) -> tuple[str, int]:
        return await drawers.run(PICTURE, slow, "done", 0.0), await drawers.run(PICTURE, pid)

    answer, where = run(job)
    assert answer == "done" and where != os.getpid()


def test_a_drawing_process_settles_its_garbage_collector_once_loaded() -> None:
    async def job(drawers: Drawers) -> tuple[int, tuple[int, int, int]]:
        return await drawers.run(PICTURE, gc.get_freeze_count), await drawers.run(PICTURE, gc.get_threshold)

    frozen, thresholds = run(job)
    assert frozen > 1000, "what the process loaded is out of its collector's sight (no 60-85 ms full collections)"
    assert thresholds == GC_THRESHOLDS


def test_pictures_go_before_undo_marks_and_each_kind_in_its_order() -> None:
    async def job(drawers: Drawers) -> list[str]:
        await drawers.start()
        finished: list[str] = []

        async def one(priority: int, name: str) -> None:
            finished.append(await drawers.run(priority, slow, name, 0.05))

        jobs = [asyncio.ensure_future(one(PICTURE, "first")), asyncio.ensure_future(one(PICTURE, "second"))]
        await asyncio.sleep(0.01)  # the process holds both: the rest wait on the loop
        jobs += [
            asyncio.ensure_future(one(priority, name))
            for priority, name in (
                (MARKS, "marks 1"),
                (PICTURE, "picture 3"),
                (MARKS, "marks 2"),
                (PICTURE, "picture 4"),
            )
        ]
        await asyncio.gather(*jobs)
        return finished

    assert run(job) == ["first", "second", "picture 3", "picture 4", "marks 1", "marks 2"]


def test_a_job_no_longer_wanted_when_its_turn_comes_is_dropped() -> None:
    async def job(drawers: Drawers) -> tuple[Any, Any]:
        await drawers.start()
        busy = [asyncio.ensure_future(drawers.run(PICTURE, slow, "busy", 0.1)) for _ in range(2)]
        await asyncio.sleep(0.01)
        wanted = True
        later = asyncio.ensure_future(drawers.run(PICTURE, slow, "late", 0.0, wanted=lambda: wanted))
        await asyncio.sleep(0.01)
        wanted = False  # the table moved on while it waited
        await asyncio.gather(*busy)
        return await later, await drawers.run(PICTURE, slow, "next", 0.0)

    assert run(job) == (None, "next")


def test_what_the_work_raises_reaches_the_caller_and_the_process_goes_on() -> None:
    async def job(drawers: Drawers) -> str:
        with pytest.raises(ValueError, match="a bad view"):
            await drawers.run(PICTURE, fail, "a bad view")
        with pytest.raises((AttributeError, pickle.PicklingError)):  # a local function cannot be sent to a process
            await drawers.run(PICTURE, lambda: None)
        answer: str = await drawers.run(PICTURE, slow, "still here", 0.0)
        return answer

    assert run(job) == "still here"


def test_a_process_that_dies_fails_its_jobs_and_another_takes_the_next() -> None:
    async def job(drawers: Drawers) -> tuple[int, int, str]:
        first = await drawers.run(PICTURE, pid)
        with pytest.raises(DrawerGone):
            await drawers.run(PICTURE, die)
        second = await drawers.run(PICTURE, pid)
        return first, second, await drawers.run(MARKS, slow, "after", 0.0)

    first, second, after = run(job)
    assert first != second and after == "after"


def test_a_drawing_process_ends_when_its_server_is_gone() -> None:
    async def job(drawers: Drawers) -> int:
        found: int = await drawers.run(PICTURE, pid)
        drawers._drawers[0].socket.close()  # as the kernel does for a server killed with -9
        drawers._drawers[0].transport.close()  # type: ignore[union-attr]
        return found

    child = run(job)
    for _ in range(100):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            return
        try:
            os.waitpid(child, os.WNOHANG)
        except ChildProcessError:
            return
        time.sleep(0.05)
    raise AssertionError("the drawing process outlived its socket")


def test_processes_that_cannot_start_refuse_every_job_and_are_not_started_again() -> None:
    drawers = Drawers(1, broken_load)

    async def main() -> tuple[int, int]:
        try:
            await drawers.start()  # logged, not raised: the server goes on and draws in a thread
            refused = 0
            for _ in range(3):
                with pytest.raises(DrawerGone):
                    await drawers.run(PICTURE, slow, "never", 0.0)
                refused += 1
            return refused, len(drawers._drawers)
        finally:
            drawers.close()

    assert asyncio.run(main()) == (3, 0) and drawers.broken


def test_answers_are_read_whole_however_the_bytes_arrive() -> None:
    """The loop's end of a process's socket takes answers split across reads, or several in one read, in order;
    the first message says the process is ready, and bytes that are no answer end the process's jobs."""
    from collections import deque

    from conjure.web.drawers import _HEAD, _Channel, _Drawer, _Job

    def message(value: Any) -> bytes:
        body = pickle.dumps(value)
        return len(body).to_bytes(_HEAD, "big") + body

    class Watched:  # what the channel calls on its drawer and on its Drawers
        def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
            self.held = deque(_Job(PICTURE, n, pid, (), lambda: True, loop.create_future()) for n in range(3))
            self.lost_for: list[str] = []
            self.closed, self.dispatched = False, 0

        def answered(self, body: bytes, drawers: Any) -> None:
            _Drawer.answered(self, body, drawers)  # type: ignore[arg-type]

        def lost(self, drawers: Any, reason: str) -> None:
            self.lost_for.append(reason)

        def close(self) -> None:
            self.closed = True

        def dispatch(self) -> None:
            self.dispatched += 1

    loop = asyncio.new_event_loop()
    try:
        drawer = Watched(loop)
        first, second, third = (job.done for job in drawer.held)
        channel = _Channel(drawer, drawer, loop.create_future())  # type: ignore[arg-type]
        stream = bytes(_HEAD) + message((True, "first")) + message((False, ValueError("second")))
        for i in range(len(stream)):  # a byte at a time
            channel.data_received(stream[i : i + 1])
        assert channel.ready.done() and channel.ready.exception() is None
        assert first.result() == "first" and isinstance(second.exception(), ValueError) and not third.done()
        channel.data_received(message((True, "third")) + bytes(2))  # an answer and the start of the next
        assert third.result() == "third" and not drawer.held and drawer.dispatched == 3
        channel.data_received(bytes(_HEAD - 3) + b"\x03" + b"abc")  # a whole message that is no pickle
        assert drawer.lost_for == ["UnpicklingError"] and drawer.closed
    finally:
        loop.close()
