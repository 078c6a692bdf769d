"""The moves nobody clicks (``conjure.web.turns``) never wait for a socket to take its frame.

On a database shared by several processes the process holding a table's lease makes all its bots' or its
clock's moves; had a turn waited until every socket of that process was sent its frame, one socket that reads
nothing (a stalled browser, a test reading another socket first) would have stopped the table in every process
(issue 28: tests/web/test_postgres.py's clock test hung so). Here a socket whose sends never finish sits at the
table, and the bots, or the clock's moves for empty banks, still play the game to its end; the other socket is
sent the last frame.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from conjure.web.hub import Hub
from conjure.web.models import ClockSpec, CreateTable, SeatSpec
from conjure.web.payload import Frames
from conjure.web.store import Store

GAME = "draft"  # the toy game of tests/draft: short, and any game would do


class Socket:
    """A socket at the table: ``stuck``, it never takes a message (its sends wait for ever)."""

    def __init__(self, stuck: bool) -> None:
        self.seat, self.lang, self.apart, self.hot_seat = None, "en", False, False
        self.stuck = stuck
        self.frames: list[dict[str, Any]] = []

    async def send(self, frame: dict[str, Any]) -> None:
        if self.stuck:
            await asyncio.Event().wait()
        if frame.get("type") == "state":
            self.frames.append(frame)


async def play_out(tmp_path: Path, spec: CreateTable) -> tuple[bool, bool]:
    """Whether the game ended within 60 s with a stuck socket at the table, and whether the other was told."""
    hub = Hub(Store(f"sqlite:///{tmp_path / 'tables.sqlite'}"), Frames(0), 0)
    stuck, reading = Socket(stuck=True), Socket(stuck=False)
    table, _ = await hub.create(spec)
    joining = asyncio.get_running_loop().create_task(hub.join(table, stuck))  # waits for ever: its first frame
    await hub.join(table, reading)
    try:
        for _ in range(600):
            if table.game.is_over and any(frame["is_over"] for frame in reading.frames):
                break
            await asyncio.sleep(0.1)
        return table.game.is_over, any(frame["is_over"] for frame in reading.frames)
    finally:
        tasks = [joining, table.bot_task, table.clock_task, table.presence_task, *hub.telling.sending]
        for task in tasks:
            if task is not None:
                task.cancel()
        await asyncio.gather(*(task for task in tasks if task is not None), return_exceptions=True)


@pytest.mark.parametrize(
    "spec",
    [
        CreateTable(game=GAME, players=2, seats=[SeatSpec(kind="bot"), SeatSpec(kind="bot")]),
        CreateTable(game=GAME, players=2, clock=ClockSpec(minutes=0.001, increment=0)),
    ],
    ids=["bots", "clock"],
)
def test_a_socket_that_takes_no_frame_holds_up_no_turn(tmp_path: Path, spec: CreateTable) -> None:
    over, told = asyncio.run(play_out(tmp_path, spec))
    assert over, "the turns played the game to its end"
    assert told, "the socket that reads was sent the end"
