"""A benchmark of the push between server processes (a script, never a timed test).

``python -m conjure.web.bench_push --db postgresql+psycopg://USER@HOST/DB --steps 200`` starts two
``conjure serve`` processes on that PostgreSQL database, makes a table of two people, connects seat 0's socket
to the first process and seat 1's to the second, and plays ``--steps`` actions, sent alternately through each
process. For every action it times, from the moment the action is sent, the frame's arrival at the socket on
the process that accepted it (*local*) and at the socket on the other one (*pushed*: through NOTIFY, the
listener and a catch-up); the difference is what the second process costs.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import threading
import time
from contextlib import ExitStack, suppress
from typing import Any

import httpx
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Arrivals:
    """A socket read in a thread of its own: when each step's first frame arrived, and the newest frame."""

    def __init__(self, ws: ClientConnection, token: str) -> None:
        self.ws = ws
        self.changed = threading.Condition()
        self.at: dict[int, float] = {}
        self.frame: dict[str, Any] = {}
        ws.send(json.dumps({"type": "hello", "token": token}))
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        with suppress(ConnectionClosed):
            for message in self.ws:
                self._arrived(json.loads(message))

    def _arrived(self, message: dict[str, Any]) -> None:
        if message.get("type") == "presence":  # who is here: no frame
            return
        frame = message.get("state", message)
        with self.changed:
            self.at.setdefault(frame["step"], time.perf_counter())
            self.frame = frame
            self.changed.notify_all()

    def wait(self, step: int, seconds: float = 30) -> dict[str, Any]:
        with self.changed:
            if not self.changed.wait_for(lambda: step in self.at, seconds):
                raise SystemExit(f"no frame of step {step} arrived")
            return self.frame


def start(url: str) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "conjure.cli.app", "serve", "--port", str(port), "--db", url, "--bot-delay", "0"],
        stdout=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    end = time.monotonic() + 60
    while time.monotonic() < end:
        try:
            httpx.get(f"{base}/api/games", timeout=1).raise_for_status()
            return server, base
        except httpx.HTTPError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("conjure serve did not start")


def play(bases: list[str], steps: int, game: str) -> dict[str, Any]:
    """Play tables one after another until ``steps`` actions were timed."""
    local: list[float] = []
    pushed: list[float] = []
    clients = [httpx.Client(base_url=b) for b in bases]
    while len(local) < steps:
        play_table(clients, game, steps - len(local), local, pushed)
    return {
        "steps": len(local),
        "local p50 ms": ms(local, 0.5),
        "local p99 ms": ms(local, 0.99),
        "pushed p50 ms": ms(pushed, 0.5),
        "pushed p99 ms": ms(pushed, 0.99),
        "pushed - local, median ms": round(
            1000 * statistics.median(p - q for p, q in zip(pushed, local, strict=True)), 1
        ),
    }


def play_table(clients: list[httpx.Client], game: str, steps: int, local: list[float], pushed: list[float]) -> None:
    made = clients[0].post("/api/tables", json={"game": game, "players": 2}).json()
    tokens = [s["token"] for s in made["seats"]]
    with ExitStack() as stack:
        sockets = [
            Arrivals(
                stack.enter_context(
                    connect(
                        f"{str(c.base_url).rstrip('/').replace('http', 'ws')}/ws/tables/{made['id']}", max_size=None
                    )
                ),
                t,
            )
            for c, t in zip(clients, tokens, strict=True)
        ]
        for step in range(steps):
            frames = [s.wait(step) for s in sockets]
            if frames[0]["is_over"]:
                return
            seat = frames[0]["to_act"][0]
            action = frames[seat]["actions"][0]["id"]
            through = step % 2
            sent = time.perf_counter()
            clients[through].post(
                f"/api/tables/{made['id']}/actions",
                json={"action": action, "step": step},
                headers={"Authorization": f"Bearer {tokens[seat]}"},
            ).raise_for_status()
            for s in sockets:
                s.wait(step + 1)
            local.append(sockets[through].at[step + 1] - sent)
            pushed.append(sockets[1 - through].at[step + 1] - sent)


def ms(values: list[float], quantile: float) -> float:
    ordered = sorted(values)
    return round(1000 * ordered[int(quantile * (len(ordered) - 1))], 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, help="a PostgreSQL URL (postgresql+psycopg://…)")
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--game", default="incantibus")
    args = parser.parse_args()
    servers = [start(args.db), start(args.db)]
    try:
        print(json.dumps(play([base for _, base in servers], args.steps, args.game), indent=1))
    finally:
        for server, _ in servers:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
