"""A load benchmark of the web table (a script, never a timed test).

``python -m conjure.web.bench --tables 50 --seconds 30 --game incantibus`` starts ``conjure serve`` in a
process of its own over a fresh SQLite file, creates the tables (one scripted person and bots at each),
connects one WebSocket per table and plays: the scripted seat answers every frame in which it is to act
with a random legal action. It reports the latency from sending an action to receiving the frame that shows
it (p50, p99) and the actions per second the server accepted (the scripted seats' and the bots').
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(port: int, folder: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "conjure.cli.app", "serve", "--port", str(port), "--bot-delay", "0",
               "--db", f"sqlite:///{folder / 'bench.sqlite'}"]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    end = time.monotonic() + 30
    while time.monotonic() < end:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).raise_for_status()
            return server
        except httpx.HTTPError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("the server did not start")


async def play_table(base: str, game: str, players: int, until: float, seed: int,
                     latencies: list[float]) -> int:
    """Play one table until ``until`` (or its end); the number of actions the scripted seat made."""
    async with httpx.AsyncClient(base_url=base) as client:
        made = (await client.post("/api/tables", json={
            "game": game, "players": players,
            "seats": [{"kind": "human"}] + [{"kind": "bot"}] * (players - 1)})).json()
    chooser, sent, made_actions = random.Random(seed), None, 0
    async with connect(f"{base.replace('http', 'ws')}/ws/tables/{made['id']}", max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": made["seats"][0]["token"]}))
        while time.monotonic() < until:
            frame = json.loads(await asyncio.wait_for(ws.recv(), timeout=60))
            frame = frame.get("state", frame)
            if sent is not None and frame["step"] > sent[0]:
                latencies.append(time.perf_counter() - sent[1])
                sent = None
            if frame["is_over"]:
                break
            if sent is None and frame["actions"]:
                action = chooser.choice(frame["actions"])["id"]
                sent = (frame["step"], time.perf_counter())
                await ws.send(json.dumps({"type": "act", "action": action, "step": frame["step"]}))
                made_actions += 1
    return made_actions


async def run(base: str, tables: int, seconds: float, game: str, players: int) -> dict[str, Any]:
    latencies: list[float] = []
    start = time.monotonic()
    until = start + seconds
    await asyncio.gather(*(play_table(base, game, players, until, i, latencies) for i in range(tables)))
    elapsed = time.monotonic() - start
    steps = sum(t["steps"] for t in httpx.get(f"{base}/api/tables", params={}).json())
    ordered = sorted(latencies)
    return {"tables": tables, "seconds": round(elapsed, 1), "scripted actions": len(ordered),
            "p50 ms": round(1000 * statistics.median(ordered), 1) if ordered else None,
            "p99 ms": round(1000 * ordered[int(0.99 * (len(ordered) - 1))], 1) if ordered else None,
            "accepted actions/s (all seats)": round(steps / elapsed, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", default="incantibus")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(port, Path(folder))
        try:
            print(json.dumps(asyncio.run(run(f"http://127.0.0.1:{port}", args.tables, args.seconds, args.game,
                                             args.players)), indent=1))
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
