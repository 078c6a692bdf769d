"""A load benchmark of the web table (a script, never a timed test).

``python -m conjure.web.bench --tables 50 --seconds 30 --game incantibus`` starts ``conjure serve`` in a
process of its own over a fresh SQLite file (or uses a running server, ``--url``), creates the tables (one
scripted person and bots at each), connects one WebSocket per table and only then starts the clock. Each
scripted seat answers every frame in which it is to act with a random legal action, after ``--think`` seconds
(0: at once, which measures a saturated server; a person takes seconds); a finished game is followed by a new
table, so the load stays the same for the whole window. It reports the latency
from sending an action to receiving the first frame that shows it (p50, p99), the actions the scripted seats
sent that were refused (a bot was quicker in a simultaneous phase), the actions per second the server
accepted at these tables (the scripted seats' and the bots'), counted from the steps of the frames received,
and the server's processor time per accepted action (its drawing processes included; on Linux, when the script
starts the server or is given its ``--server-pid``), a figure that other jobs on the machine bend less.
With ``--think 0`` the latency is that of a saturated server: each table waits for the others (Little's law).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect


@dataclass
class Tally:
    """What every table's player saw during the measured window."""

    latencies: list[float] = field(default_factory=list)  # to the frame that shows the action
    picture_latencies: list[float] = field(default_factory=list)  # to that frame's picture
    refused: dict[str, int] = field(default_factory=dict)
    steps: int = 0
    finished: int = 0


def cpu_seconds(pid: int | None) -> float | None:
    """The processor time of a process and its children (the drawing processes) so far; None off Linux."""
    if pid is None:
        return None
    total, todo = 0.0, [pid]
    try:
        while todo:
            found = todo.pop()
            fields = Path(f"/proc/{found}/stat").read_text().rpartition(")")[2].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            for task in Path(f"/proc/{found}/task").iterdir():
                todo += [int(child) for child in (task / "children").read_text().split()]
    except (OSError, ValueError):
        return None
    return total


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(port: int, folder: Path, options: list[str]) -> subprocess.Popen[bytes]:
    command = [
        sys.executable,
        "-m",
        "conjure.cli.app",
        "serve",
        "--port",
        str(port),
        "--bot-delay",
        "0",
        "--db",
        f"sqlite:///{folder / 'bench.sqlite'}",
        "--client-sockets",
        "100000",
        *options,
    ]  # one client
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    end = time.monotonic() + 120  # a loaded machine (other jobs on both cores) may take a minute to start it
    while time.monotonic() < end:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).raise_for_status()
            return server
        except httpx.HTTPError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("the server did not start")


async def open_table(
    client: httpx.AsyncClient, stack: AsyncExitStack, base: str, game: str, players: int, pictures: str = "parts"
) -> tuple[ClientConnection, dict[str, Any]]:
    """Create a table (a scripted person in seat 0, bots in the others), join it; its socket and first frame."""
    made = await client.post(
        "/api/tables",
        json={"game": game, "players": players, "seats": [{"kind": "human"}] + [{"kind": "bot"}] * (players - 1)},
    )
    made.raise_for_status()
    table = made.json()
    ws = await stack.enter_async_context(
        connect(f"{base.replace('http', 'ws')}/ws/tables/{table['id']}", max_size=None)
    )
    await ws.send(json.dumps({"type": "hello", "token": table["seats"][0]["token"], "pictures": pictures}))
    return ws, json.loads(await asyncio.wait_for(ws.recv(), timeout=120))


def whole(picture: dict[str, Any], held: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """A picture sent in parts put together as the table page does, and the parts the page then holds."""
    kept = {
        p["part"]: picture["parts"].get(p["part"]) or held[p["part"]] for p in picture["pieces"] if isinstance(p, dict)
    }
    return {"svg": "".join(p if isinstance(p, str) else kept[p["part"]] for p in picture["pieces"])}, kept


Opener = Callable[[], Awaitable[tuple[ClientConnection, dict[str, Any]]]]


async def play_tables(
    opened: tuple[ClientConnection, dict[str, Any]],
    open_next: Opener,
    until: float,
    seed: int,
    think: float,
    tally: Tally,
) -> None:
    """Play a table until ``until``; when its game ends, a new one."""
    chooser = random.Random(seed)
    while await play_table(*opened, until, chooser, think, tally):
        tally.finished += 1
        await opened[0].close()
        opened = await open_next()


async def play_table(
    ws: ClientConnection, first: dict[str, Any], until: float, chooser: random.Random, think: float, tally: Tally
) -> bool:
    """Play one table from its first frame until ``until``; whether its game ended before. Like a page, the seat
    acts on the newest frame it has (the frames that came meanwhile are read first), each one timed on arrival."""
    inbox: asyncio.Queue[tuple[float, str | bytes]] = asyncio.Queue()

    async def read() -> None:
        async for text in ws:
            inbox.put_nowait((time.perf_counter(), text))

    reader = asyncio.create_task(read())
    sent: tuple[int, float] | None = None
    drawn: tuple[int, float] | None = None  # the step of the frame that showed the action sent, still undrawn
    frame = first
    held: dict[str, str] = {}  # the parts of the last picture sent in parts
    if "pieces" in first.get("picture", {}):
        first["picture"], held = whole(first["picture"], held)

    def take(arrived: list[tuple[float, str | bytes]]) -> None:
        """Read the messages that came: time the one that shows the action sent and its picture (in the frame,
        or in a message after it), keep the newest frame."""
        nonlocal sent, drawn, frame, held
        for at, text in arrived:
            message = json.loads(text)
            for holder in (message, message.get("state")):
                if isinstance(holder, dict) and "pieces" in holder.get("picture", {}):
                    holder["picture"], held = whole(holder["picture"], held)
            if message["type"] == "presence":  # who is here (the seat's own arrival): no frame
                continue
            if message["type"] == "picture":  # its picture, or only its undo (made after it)
                if drawn is not None and message["step"] >= drawn[0] and "picture" in message:
                    tally.picture_latencies.append(at - drawn[1])
                    drawn = None
                continue
            if message["type"] == "refused":
                tally.refused[message["error"]] = tally.refused.get(message["error"], 0) + 1
                sent = drawn = None
                message = message.get("state", frame)
            if drawn is not None and message["step"] > drawn[0] and not message["picture"].get("pending"):
                tally.picture_latencies.append(at - drawn[1])  # a newer frame came whole: the board shows it
                drawn = None
            if sent is not None and message["step"] > sent[0]:
                tally.latencies.append(at - sent[1])
                if message["picture"].get("pending"):
                    drawn = (message["step"], sent[1])
                else:
                    tally.picture_latencies.append(at - sent[1])
                sent = None
            frame = message

    def waiting() -> list[tuple[float, str | bytes]]:
        found = []
        while not inbox.empty():
            found.append(inbox.get_nowait())
        return found

    try:
        while not frame["is_over"]:
            if sent is None and frame["actions"] and think:
                await asyncio.sleep(chooser.uniform(0.5 * think, 1.5 * think))
                take(waiting())  # what came while the seat thought: it acts on the newest
            if sent is None and frame["actions"] and not frame["is_over"]:
                sent = (frame["step"], time.perf_counter())
                await ws.send(
                    json.dumps({"type": "act", "action": chooser.choice(frame["actions"])["id"], "step": frame["step"]})
                )
            left = until - time.monotonic()
            if left <= 0:
                break
            try:
                first_one = await asyncio.wait_for(inbox.get(), timeout=left)
            except TimeoutError:
                break
            take([first_one, *waiting()])
    finally:
        reader.cancel()
    tally.steps += frame["step"] - first["step"]
    return bool(frame["is_over"])


async def run(
    base: str,
    tables: int,
    seconds: float,
    game: str,
    players: int,
    think: float,
    client_nice: int,
    server: int | None = None,
    pictures: str = "parts",
) -> dict[str, Any]:
    tally = Tally()
    async with AsyncExitStack() as stack:
        client = await stack.enter_async_context(httpx.AsyncClient(base_url=base, timeout=120))

        def open_next() -> Awaitable[tuple[ClientConnection, dict[str, Any]]]:
            return open_table(client, stack, base, game, players, pictures)

        opened = []
        for batch in range(0, tables, 20):  # not all at once: the server's listen queue is finite
            opened += await asyncio.gather(*(open_next() for _ in range(batch, min(tables, batch + 20))))
        if client_nice:
            os.nice(client_nice)  # the benchmark's own process only: the server keeps its priority
        load_before, cpu_before, start = os.getloadavg()[0], cpu_seconds(server), time.monotonic()
        lags: list[float] = []
        watch = asyncio.create_task(watch_loop(lags))
        await asyncio.gather(
            *(play_tables(first, open_next, start + seconds, i, think, tally) for i, first in enumerate(opened))
        )
        elapsed, cpu_after = time.monotonic() - start, cpu_seconds(server)
        watch.cancel()
    ordered, drawn = sorted(tally.latencies), sorted(tally.picture_latencies)
    return {
        "game": game,
        "tables": tables,
        "think s": think,
        "pictures": pictures,
        "seconds": round(elapsed, 1),
        "scripted actions": len(ordered),
        "refused": tally.refused,
        "games finished": tally.finished,
        "p50 ms": percentile(ordered, 0.5),
        "p99 ms": percentile(ordered, 0.99),
        "picture p50 ms": percentile(drawn, 0.5),
        "picture p99 ms": percentile(drawn, 0.99),
        "client's own delay p99 ms": percentile(sorted(lags), 0.99),
        "accepted actions/s (all seats)": round(tally.steps / elapsed, 1),
        "server CPU ms per accepted action": None
        if cpu_before is None or cpu_after is None or not tally.steps
        else round(1000 * (cpu_after - cpu_before) / tally.steps, 2),
        "load average (1 min) before, after": [round(load_before, 2), round(os.getloadavg()[0], 2)],
    }


async def watch_loop(lags: list[float], every: float = 0.005) -> None:
    """How late this client's own event loop wakes (every ``every`` seconds): a part of every latency it measures
    that is the client's, not the server's."""
    while True:
        began = time.perf_counter()
        await asyncio.sleep(every)
        lags.append(time.perf_counter() - began - every)


def percentile(ordered: list[float], share: float) -> float | None:
    """The ``share`` percentile of sorted seconds, in milliseconds (the nearest rank below)."""
    return round(1000 * ordered[int(share * (len(ordered) - 1))], 1) if ordered else None


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", default="incantibus")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument(
        "--think", type=float, default=0.0, help="seconds a scripted seat waits before it acts (on average; 0: at once)"
    )
    parser.add_argument("--url", help="a running server to load (default: start one over a fresh SQLite file)")
    parser.add_argument("--server-pid", type=int, help="with --url: the server's process, to measure its CPU time")
    parser.add_argument(
        "--client-nice",
        type=int,
        default=0,
        help="lower the benchmark client's priority by this much once the server has started",
    )
    parser.add_argument(
        "--pictures",
        choices=("parts", "after", "inline"),
        default="parts",
        help="parts (as the table page): each frame at once and its picture in a message after it, "
        "with only the parts of it the page does not hold; after: so, each picture whole; "
        "inline: whole frames, each sent once its picture is drawn",
    )
    parser.add_argument(
        "--server-option",
        action="append",
        default=[],
        metavar="OPTION",
        help="an option for the server the script starts (repeat it; e.g. --server-option=--no-compress "
        "or --server-option=--bot-delay=0.6)",
    )
    args = parser.parse_args()
    if args.url:
        report = asyncio.run(
            run(
                args.url.rstrip("/"),
                args.tables,
                args.seconds,
                args.game,
                args.players,
                args.think,
                args.client_nice,
                args.server_pid,
                args.pictures,
            )
        )
        print(json.dumps(report, indent=1))
        return
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(port, Path(folder), args.server_option)
        try:
            print(
                json.dumps(
                    asyncio.run(
                        run(
                            f"http://127.0.0.1:{port}",
                            args.tables,
                            args.seconds,
                            args.game,
                            args.players,
                            args.think,
                            args.client_nice,
                            server.pid,
                            args.pictures,
                        )
                    ),
                    indent=1,
                )
            )
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
