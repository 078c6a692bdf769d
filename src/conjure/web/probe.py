"""A probe of what one careless or hostile client does to everyone else (a script, never a timed test; loopback only).

``python -m conjure.web.probe body|crowd|locked`` starts ``conjure serve`` in a process of its own over a fresh
SQLite file (``--src DIR`` puts another checkout's ``src`` first on the path, to probe its code: main's, say),
makes two tables, and while one client misbehaves at table A, another asks for table B's frame every 20 ms
(``GET /api/tables/B``): the probe reports how long those ordinary requests took (p50, p90, the longest).

- ``body``: ``--bodies`` JSON bodies of ``--megabytes`` MB each (a new table with a great many options) sent to
  ``POST /api/tables``, one after another (the ordinary requests are timed for 3 s at least); reported: each one's
  status and time.
- ``crowd``: ``--sockets`` spectators join table A's socket, ``--batch`` at a time, and each reads what it is sent;
  reported: how many were let in and refused (by close code), the messages and bytes they were sent, and how long
  from the first join until every socket was quiet for a second (at most ``--seconds``).
- ``locked``: the probe takes the SQLite file's write lock (``BEGIN IMMEDIATE`` on a connection of its own) for
  ``--hold`` seconds and a seat of table A acts meanwhile; reported: that action's status and time, and whether
  table A is still at its step afterwards.

Every request goes to 127.0.0.1, and each scenario is bounded in count and time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from conjure.web.bench import free_port


def start(port: int, folder: Path, src: str | None, options: list[str]) -> subprocess.Popen[bytes]:
    env = dict(os.environ)
    if src:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p)
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
        f"sqlite:///{folder / 'probe.sqlite'}",
        *options,
    ]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    end = time.monotonic() + 30
    while time.monotonic() < end:
        with suppress(httpx.HTTPError):
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).raise_for_status()
            return server
        time.sleep(0.2)
    server.kill()
    raise SystemExit("the server did not start")


async def ping(client: httpx.AsyncClient, path: str, until: asyncio.Event, times: list[float]) -> None:
    """Ask for ``path`` every 20 ms until ``until`` is set; each request's time, in ms."""
    while not until.is_set():
        began = time.perf_counter()
        answer = await client.get(path)
        answer.raise_for_status()
        times.append((time.perf_counter() - began) * 1000)
        with suppress(TimeoutError):
            await asyncio.wait_for(until.wait(), 0.02)


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    if not ordered:
        return "no ordinary request answered"
    p50, p90 = (ordered[int(share * (len(ordered) - 1))] for share in (0.5, 0.9))
    return f"ordinary requests: {len(ordered)}, p50 {p50:.1f} ms, p90 {p90:.1f} ms, longest {ordered[-1]:.0f} ms"


async def body(client: httpx.AsyncClient, bodies: int, megabytes: float) -> list[str]:
    count = int(megabytes * 1_000_000 / 17)  # a new table with a great many options: many keys to parse
    text = (
        '{"game": "djinn", "players": 2, "options": {' + ",".join(f'"k{i}": {i}' for i in range(count)) + "}}"
    ).encode()
    said = []
    for _ in range(bodies):
        began = time.perf_counter()
        try:
            answer = await client.post(
                "/api/tables", content=text, headers={"content-type": "application/json"}, timeout=120
            )
            what = f"{answer.status_code} {answer.text[:60]!r}"
        except httpx.TransportError as exc:  # refused before it was all sent: the connection is closed
            what = f"connection closed while sending ({exc.__class__.__name__})"
        said.append(f"{len(text) / 1e6:.1f} MB body: {what} in {time.perf_counter() - began:.2f} s")
    return said


async def crowd(base: str, table: str, sockets: int, batch: int, seconds: float) -> list[str]:
    received = {"messages": 0, "bytes": 0}
    closed: dict[str, int] = {}
    last = [time.monotonic()]
    opened: list[Any] = []

    async def spectator() -> None:
        try:
            ws = await connect(f"{base.replace('http', 'ws')}/ws/tables/{table}", max_size=None, open_timeout=60)
        except (InvalidStatus, OSError, TimeoutError) as exc:
            closed[f"not opened ({exc.__class__.__name__})"] = (
                closed.get(f"not opened ({exc.__class__.__name__})", 0) + 1
            )
            return
        opened.append(ws)
        try:
            await ws.send(json.dumps({"type": "hello", "token": None, "pictures": "parts"}))
            async for message in ws:
                received["messages"] += 1
                received["bytes"] += len(message)
                last[0] = time.monotonic()
        except ConnectionClosed:
            pass
        if ws.close_code is not None and ws.close_code >= 4000:
            key = f"closed {ws.close_code} {ws.close_reason or ''}".strip()
            closed[key] = closed.get(key, 0) + 1

    began = time.monotonic()
    readers = []
    for start_at in range(0, sockets, batch):
        readers += [asyncio.get_running_loop().create_task(spectator()) for _ in range(min(batch, sockets - start_at))]
        await asyncio.sleep(0.05)
    joined = time.monotonic() - began
    while time.monotonic() - last[0] < 1.0 and time.monotonic() - began < seconds:
        await asyncio.sleep(0.1)
    drained, stopped = last[0] - began, time.monotonic() - began >= seconds
    for ws in opened:
        await ws.close()
    await asyncio.gather(*readers, return_exceptions=True)
    refused = sum(closed.values())
    return [
        f"{sockets} spectators asked to join ({joined:.1f} s to ask): {sockets - refused} let in, refused: "
        f"{closed or 'none'}",
        f"they were sent {received['messages']} messages, {received['bytes'] / 1e6:.1f} MB; the last "
        f"{drained:.1f} s after the first join"
        + (f" (still coming after {seconds:.0f} s: stopped)" if stopped else ""),
    ]


async def locked(client: httpx.AsyncClient, database: Path, table: dict[str, Any], hold: float) -> list[str]:
    token = table["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    frame = (await client.get(f"/api/tables/{table['id']}", headers=headers)).json()
    holder = sqlite3.connect(database, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    began = time.perf_counter()
    try:
        answer = await client.post(
            f"/api/tables/{table['id']}/actions",
            headers=headers,
            timeout=60,
            json={"action": frame["actions"][0]["id"], "step": frame["step"], "version": frame["version"]},
        )
        took = time.perf_counter() - began
        await asyncio.sleep(max(0.0, hold - took))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    after = (await client.get(f"/api/tables/{table['id']}", headers=headers)).json()
    return [
        f"an action while another process held the write lock: {answer.status_code} "
        f"{answer.json().get('error', '')} in {took:.2f} s",
        f"table A afterwards at step {after['step']} (before: {frame['step']})",
    ]


async def run(what: str, base: str, database: Path, args: argparse.Namespace) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        made = []
        for _ in range(2):
            answer = await client.post("/api/tables", json={"game": "djinn", "players": 2})
            answer.raise_for_status()
            made.append(answer.json())
        other = f"/api/tables/{made[1]['id']}"
        await client.get(other)  # its picture drawn once, as for anyone who watches it
        done, times = asyncio.Event(), list[float]()
        pinger = asyncio.get_running_loop().create_task(ping(client, other, done, times))
        await asyncio.sleep(0.5)
        quiet = len(times)
        if what == "body":
            began = time.monotonic()
            said = await body(client, args.bodies, args.megabytes)
            await asyncio.sleep(max(0.0, began + 3.0 - time.monotonic()))  # at least 3 s of ordinary requests
        elif what == "crowd":
            said = await crowd(base, made[0]["id"], args.sockets, args.batch, args.seconds)
        else:
            said = await locked(client, database, made[0], args.hold)
        done.set()
        await pinger
    print(f"probe {what}:")
    for line in said:
        print("  " + line)
    print("  before it, " + summary(times[:quiet]))
    print("  meanwhile, " + summary(times[quiet:]))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("what", choices=("body", "crowd", "locked"))
    parser.add_argument("--src", help="a checkout's src folder whose code the server runs (default: this one's)")
    parser.add_argument(
        "--server-option",
        action="append",
        default=[],
        metavar="OPTION",
        help="an option for conjure serve (repeat it), such as --server-option=--draw-workers=0",
    )
    parser.add_argument("--bodies", type=int, default=3)
    parser.add_argument("--megabytes", type=float, default=11.0)
    parser.add_argument("--sockets", type=int, default=500)
    parser.add_argument("--batch", type=int, default=25)
    parser.add_argument("--seconds", type=float, default=150.0, help="crowd: the longest it waits for quiet")
    parser.add_argument("--hold", type=float, default=6.0, help="locked: seconds the write lock is held")
    args = parser.parse_args()
    if not (
        0 < args.bodies <= 10
        and 0 < args.megabytes <= 50
        and 0 < args.sockets <= 2000
        and 0 < args.seconds <= 600
        and 0 < args.hold <= 60
    ):
        parser.error(
            "keep it bounded: --bodies 1..10, --megabytes up to 50, --sockets up to 2000, --seconds up "
            "to 600, --hold up to 60"
        )
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = start(port, Path(folder), args.src, args.server_option)
        try:
            asyncio.run(run(args.what, f"http://127.0.0.1:{port}", Path(folder) / "probe.sqlite", args))
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
