"""The server's frame maker: the same frames as :func:`payload.frame`, however they are made; the log lines it
keeps follow the game (an undone or replaced step is described again); a stored action survives ``kill -9``."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

import conjure
from conjure import pictures
from conjure.pictures import canvas
from conjure.web import payload
from conjure.web.hub import Hub
from conjure.web.store import Store, TableRow
from conjure.web.tables import Seat, Table
from tests.web.helpers import auth, live, new_table


def play(client: TestClient, table_id: str, tokens: list[str], steps: int, seed: int = 3) -> None:
    chooser = random.Random(seed)
    for _ in range(steps):
        state = client.get(f"/api/tables/{table_id}", headers=auth(tokens[0])).json()
        seat = state["to_act"][0]
        mine = client.get(f"/api/tables/{table_id}", headers=auth(tokens[seat])).json()
        answer = client.post(
            f"/api/tables/{table_id}/actions",
            headers=auth(tokens[seat]),
            json={"action": chooser.choice(mine["actions"])["id"], "step": mine["step"]},
        )
        assert answer.status_code == 200, answer.text


@pytest.mark.parametrize("workers", [0, 1])
def test_frames_made_off_the_loop_are_the_frames_made_here(
    client: TestClient, monkeypatch: pytest.MonkeyPatch, workers: int
) -> None:
    made = new_table(client, game="djinn", seed=2027)  # seeded: a mismatch can be played again
    play(client, made["id"], [s["token"] for s in made["seats"]], 6)
    table = live(client, made["id"])
    monkeypatch.setattr(payload, "PICTURES", payload.Pictures())  # nothing kept: each picture is drawn
    frames = payload.Frames(workers)

    async def finish_all() -> list[dict[str, Any] | None]:
        return [await frames.finish(frames(table, seat, "cs")) for seat in (0, 1, None)]

    # the pieces this process kept from other tests' pictures are let go: the pictures here are drawn as in a fresh
    # drawing process (a mismatch seen once in a run spread over workers, 2026-11-27, whose cause was not found)
    canvas.forget()
    try:
        for seat, made_off in zip((0, 1, None), asyncio.run(finish_all()), strict=True):
            assert made_off is not None
            drawn_here = pictures.draw(json.loads(payload.view_text(table.game.view(seat))), "cs")
            assert made_off["picture"]["svg"] == drawn_here, first_difference(made_off["picture"]["svg"], drawn_here)
            assert made_off == payload.frame(table, seat, "cs")
    finally:
        frames.close()


def first_difference(off: str, here: str) -> str:
    """Where two pictures first differ, with some text either side (a mismatch names its place)."""
    at = next((i for i, (a, b) in enumerate(zip(off, here, strict=False)) if a != b), min(len(off), len(here)))
    return (
        f"drawn off the loop: …{off[max(0, at - 300) : at + 300]}…\ndrawn here: …{here[max(0, at - 300) : at + 300]}…"
    )


def test_a_picture_no_longer_wanted_when_its_turn_comes_is_not_drawn(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = live(client, new_table(client)["id"])
    monkeypatch.setattr(payload, "PICTURES", payload.Pictures())
    frames = payload.Frames(0)
    draft = frames(table, 0, "en")
    assert draft.frame["picture"] == {} and draft.text is not None
    assert asyncio.run(frames.finish(draft, lambda: False)) is None
    assert payload.PICTURES.get(draft.text, "en") is None, "nothing was drawn"


def test_kept_pictures_are_bounded_and_the_newest_stay() -> None:
    kept = payload.Pictures(size=2)
    for name in ("a", "b", "c"):
        kept.put(name, "en", f"<svg>{name}</svg>")
    assert kept.get("a", "en") is None and kept.get("c", "en") == "<svg>c</svg>"
    assert kept.get("b", "de") is None, "a picture is kept per language"


def test_kept_log_lines_follow_the_game_when_its_steps_change(client: TestClient) -> None:
    made = new_table(client)
    play(client, made["id"], [s["token"] for s in made["seats"]], 12)
    table = live(client, made["id"])

    def fresh(seat: int | None) -> list[dict[str, object]]:
        return [{"step": e.get("step"), "text": table.game.describe(e, "en")} for e in table.game.events_for(seat)]

    for seat in (0, 1, None):
        assert payload.log(table, seat, "en") == fresh(seat)
    record = table.game.record()
    table.game = conjure.replay(dict(record, actions=record["actions"][:5]))  # as after an undo
    assert payload.log(table, 0, "en") == fresh(0)
    table.game = conjure.replay(record)
    assert payload.log(table, 0, "en") == fresh(0) and payload.log(table, 1, "de") == [
        {"step": e.get("step"), "text": table.game.describe(e, "de")} for e in table.game.events_for(1)
    ]


KILLED_WRITER = """
import os, signal, sys
from conjure.web.store import Store, SeatRow, TableRow
store = Store(sys.argv[1])
store.create(TableRow("t1", "incantibus", "1", 2, {}, 7, "en", 0, "now"), [SeatRow(0, "h", "human", "easy", "")])
store.append("t1", 0, 0, 0, "first", lambda: None)  # revision 0, step 0, seat 0
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_an_accepted_action_survives_kill_9_of_the_server(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tables.sqlite'}"
    done = subprocess.run([sys.executable, "-c", KILLED_WRITER, url], capture_output=True, timeout=120)
    assert done.returncode == -9, done.stderr.decode()
    with sqlite3.connect(tmp_path / "tables.sqlite") as db:
        assert db.execute("pragma journal_mode").fetchone()[0] == "wal"
    assert Store(url).actions("t1") == [[0, "first"]], "the action whose commit returned is kept"


class Watcher:
    """A socket that records the number of each frame it is sent."""

    def __init__(self, seat: int | None, apart: bool = False) -> None:
        self.seat, self.lang, self.apart, self.got = seat, "en", apart, list[Any]()
        self.hot_seat = False

    async def send(self, frame: dict[str, Any]) -> None:
        if not self.apart:
            self.got.append(frame["n"])
        elif "picture" not in frame:  # a page's undo, made after the frame and its picture
            self.got.append(("undo", frame["step"], frame["undo"]["steps"]))
        else:
            self.got.append((frame.get("type", "state"), frame["step"], "pending" in frame["picture"]))


class TimedFrames:
    """Frames numbered by broadcast, each finished after the seconds given for its number (0 if none);
    ``heed`` False: the frame is made even when it is no longer wanted."""

    def __init__(self, seconds: dict[int, float], heed: bool = True) -> None:
        self.seconds, self.heed, self.drafts = seconds, heed, 0

    def __call__(self, table: Table, seat: int | None, lang: str) -> int:
        self.drafts += 1
        return self.drafts

    async def finish(self, draft: int, wanted: Callable[[], bool] = lambda: True) -> dict[str, Any] | None:
        await asyncio.sleep(self.seconds.get(draft, 0.0))
        return self.whole(draft) if wanted() or not self.heed else None

    def later(self, draft: int, wanted: Callable[[], bool] = lambda: True) -> list[Awaitable[dict[str, Any] | None]]:
        return [self._picture(draft, wanted)]

    async def _picture(self, draft: int, wanted: Callable[[], bool]) -> dict[str, Any] | None:
        found = await self.finish(draft, wanted)
        return None if found is None else {"picture": found["picture"]}

    def ready(self, draft: int) -> tuple[dict[str, Any], bool]:
        if draft in self.kept:
            return self.whole(draft), True
        return {"n": draft, "step": draft, "version": draft, "log": [], "picture": {"pending": True}}, False

    kept: set[int] = set()  # drafts whose picture is kept (sent whole at once)

    @staticmethod
    def whole(draft: int) -> dict[str, Any]:
        return {"n": draft, "step": draft, "version": draft, "log": [], "picture": {"svg": f"<svg>{draft}</svg>"}}


def broadcasts(tmp_path: Path, frames: TimedFrames, count: int, apart: bool = False) -> list[Any]:
    """Start ``count`` broadcasts of one table a moment apart; the frame numbers its one socket got, in order (for a
    socket that takes its pictures apart: each message's type, step and whether its picture was still to come)."""
    game = conjure.new_game("incantibus", players=2, seed=1)
    row = TableRow("t1", game.name, game.rules.rules_version, 2, {}, 1, "en", 0, "now")
    table = Table(row, game, [Seat(0, "h", "human", "easy", ""), Seat(1, "h", "human", "easy", "")])
    watcher = Watcher(0, apart)
    table.listeners.add(watcher)
    hub = Hub(Store(f"sqlite:///{tmp_path / 'tables.sqlite'}"), frames, 0)

    async def run() -> None:
        started = []
        for _ in range(count):
            started.append(asyncio.create_task(hub.broadcast(table)))
            await asyncio.sleep(0.01)
        await asyncio.gather(*started)

    asyncio.run(run())
    return watcher.got


def test_a_socket_is_never_sent_an_older_frame_after_a_newer_one(tmp_path: Path) -> None:
    assert broadcasts(tmp_path, TimedFrames({1: 0.3}, heed=False), 2) == [2], "frame 1 came too late: dropped"
    assert broadcasts(tmp_path, TimedFrames({2: 0.3}, heed=False), 2) == [1, 2]


def test_a_frame_no_longer_wanted_is_dropped_and_the_newest_always_sent(tmp_path: Path) -> None:
    assert broadcasts(tmp_path, TimedFrames({1: 0.3, 2: 0.3}), 3) == [3]
    assert broadcasts(tmp_path, TimedFrames({}), 3) == [1, 2, 3], "an idle table sends every frame"


def test_a_page_gets_each_frame_at_once_and_its_picture_after_it(tmp_path: Path) -> None:
    assert broadcasts(tmp_path, TimedFrames({1: 0.05}), 1, apart=True) == [("state", 1, True), ("picture", 1, False)]
    # frame 2 began before picture 1's turn: picture 1 is not drawn, and a picture never follows a newer frame
    assert broadcasts(tmp_path, TimedFrames({1: 0.3, 2: 0.3}), 2, apart=True) == [
        ("state", 1, True),
        ("state", 2, True),
        ("picture", 2, False),
    ]
    assert broadcasts(tmp_path, TimedFrames({1: 0.3}, heed=False), 2, apart=True) == [
        ("state", 1, True),
        ("state", 2, True),
        ("picture", 2, False),
    ], "picture 1, drawn late, is not sent"


def test_a_frame_whose_picture_is_kept_is_sent_whole(tmp_path: Path) -> None:
    frames = TimedFrames({})
    frames.kept = {1}
    assert broadcasts(tmp_path, frames, 1, apart=True) == [("state", 1, False)]


class SlowMarks(TimedFrames):
    """Frames whose picture takes ``seconds`` and whose undo marks take ``marks`` seconds more."""

    def __init__(self, seconds: dict[int, float], marks: float) -> None:
        super().__init__(seconds)
        self.marks = marks

    def later(self, draft: int, wanted: Callable[[], bool] = lambda: True) -> list[Awaitable[dict[str, Any] | None]]:
        return [*super().later(draft, wanted), self._undo(draft)]

    async def _undo(self, draft: int) -> dict[str, Any] | None:
        await asyncio.sleep(self.seconds.get(draft, 0.0) + self.marks)
        return {"undo": {"steps": 1, "barrier": "start", "reason": ""}}


def test_a_page_gets_its_picture_before_slower_undo_marks_and_never_an_old_undo(tmp_path: Path) -> None:
    assert broadcasts(tmp_path, SlowMarks({1: 0.05}, marks=0.2), 1, apart=True) == [
        ("state", 1, True),
        ("picture", 1, False),
        ("undo", 1, 1),
    ]
    # frame 2 was sent while frame 1's marks were being made: frame 1's undo is not sent
    assert broadcasts(tmp_path, SlowMarks({}, marks=0.3), 2, apart=True) == [
        ("state", 1, True),
        ("picture", 1, False),
        ("state", 2, True),
        ("picture", 2, False),
        ("undo", 2, 1),
    ]
    # a socket that takes whole frames gets one, with its picture and its undo
    assert broadcasts(tmp_path, SlowMarks({1: 0.05}, marks=0.1), 1) == [1]
