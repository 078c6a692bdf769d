"""Two real ``conjure serve`` processes on one PostgreSQL database (a throwaway server, tests/web/postgres.py).

One table, a socket on each process, actions sent through both: every socket is pushed every new step (the
other process's through LISTEN/NOTIFY: the sockets are only read, never asked), the stored record is exactly
the accepted actions, a step sent to both processes at once is accepted once, and a process killed and started
again restores the table. Who is at the table is counted over both processes (and a killed process's sockets
expire), and a table's bots think in one process only. Skipped without PostgreSQL's server binaries.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from sqlalchemy import create_engine, text
from websockets.sync.client import ClientConnection, connect

from conjure.web.notify import APPLICATION, lease_key, libpq_url, parse
from conjure.web.presence import EXPIRE, HEARTBEAT
from conjure.web.store import Conflict, Store
from conjure.web.tables import LEASE_RETRY
from tests.web.postgres import free_port, postgres_server

PUSH_WAIT = 15.0  # seconds a socket may wait for a pushed frame (the machine is shared)
GRACE = 1.0  # seconds a player who left is waited for before another may hand their seat to a bot (--grace)
# ``conjure serve`` with the web table's log at INFO (each move a bot thought, each refusal of one) on stderr
SERVE = (
    "import logging, sys; logging.basicConfig(level=logging.WARNING, format='%(message)s'); "
    "logging.getLogger('conjure.web').setLevel(logging.INFO); from conjure.cli.app import main; main()"
)


class Server:
    """One ``conjure serve`` process over the shared database."""

    def __init__(self, url: str) -> None:
        self.url, self.port = url, free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = tempfile.NamedTemporaryFile(prefix="conjure-serve-", suffix=".log")  # noqa: SIM115 (closed in stop)
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-c",
                SERVE,
                "serve",
                "--port",
                str(self.port),
                "--db",
                url,
                "--bot-delay",
                "0",
                "--grace",
                str(GRACE),
            ],
            stdout=subprocess.DEVNULL,
            stderr=self.log,
        )
        self.http = httpx.Client(base_url=self.base, timeout=30)
        self.open = ExitStack()  # the sockets opened to this process

    def ready(self) -> Server:
        """Wait until the process answers (it has migrated the database and is listening)."""
        end = time.monotonic() + 60
        while True:
            try:
                self.http.get("/api/games").raise_for_status()
                return self
            except httpx.HTTPError:
                if self.process.poll() is not None or time.monotonic() > end:
                    self.stop()
                    pytest.fail(f"conjure serve did not start: {self.errors()}")
                time.sleep(0.2)

    def socket(self, table_id: str, token: str | None) -> Watch:
        """A socket at the table, closed after the test (the ``servers`` fixture). It takes every frame as it comes
        (no flow control, ``max_queue=None``): a test reads one socket at a time, and a socket left unread while
        more than websockets' 16 frames came stopped reading, so its keepalive ping went unanswered and it never
        saw the end of the game (a clock game read socket by socket, 2026-11-27)."""
        return Watch(
            self.open.enter_context(
                connect(f"ws://127.0.0.1:{self.port}/ws/tables/{table_id}", max_size=None, max_queue=None)
            ),
            token,
        )

    def act(self, table_id: str, token: str, action: str, step: int) -> httpx.Response:
        return self.http.post(
            f"/api/tables/{table_id}/actions",
            json={"action": action, "step": step},
            headers={"Authorization": f"Bearer {token}"},
        )

    def errors(self) -> str:
        """What the process wrote to stderr so far (warnings, errors, and the web table's INFO lines)."""
        return Path(self.log.name).read_text(errors="replace")

    def stop(self, kill: bool = False) -> None:
        """Stop the process: politely (SIGTERM, after closing the test's sockets), or ``kill`` -9 first, so its
        sockets never say goodbye."""
        if kill and self.process.poll() is None:
            self.process.kill()
            self.process.wait(30)
        self.http.close()
        self.open.close()
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(30)
        self.log.close()


class Watch:
    """A socket at the table, read only: the frames it is pushed."""

    def __init__(self, ws: ClientConnection, token: str | None) -> None:
        self.ws = ws
        ws.send(json.dumps({"type": "hello", "token": token, "step": None, "lang": "en"}))
        self.frame: dict[str, Any] = {}
        self.steps: list[int] = []  # the step of every frame received
        self.next_frame(PUSH_WAIT)

    def next_frame(self, seconds: float) -> dict[str, Any]:
        """The next frame, or the last one with who is here as the next ``presence`` message says (a copy)."""
        message = json.loads(self.ws.recv(timeout=seconds))
        if message.get("type") == "presence" and not self.frame:  # told before its first frame: as the page, ignored
            return self.next_frame(seconds)
        if message.get("type") == "presence":
            players = [dict(p) for p in self.frame["players"]]
            for told in message["players"]:
                players[told["seat"]].update(connected=told["connected"], status=told["status"])
            self.frame = dict(self.frame, players=players)
            return self.frame
        assert message.get("type") == "state", message
        self.frame = message
        self.steps.append(message["step"])
        return message

    def until(self, check: Callable[[dict[str, Any]], bool], what: str, seconds: float = PUSH_WAIT) -> dict[str, Any]:
        """Read pushed frames until one passes ``check``; fail if none comes in time."""
        end = time.monotonic() + seconds
        while not check(self.frame):
            left = end - time.monotonic()
            assert left > 0, f"no frame where {what} was pushed"
            self.next_frame(left)
        return self.frame

    def until_step(self, step: int) -> dict[str, Any]:
        """Read pushed frames until one shows ``step``; fail if none comes in time."""
        end = time.monotonic() + PUSH_WAIT
        while self.frame["step"] < step:
            left = end - time.monotonic()
            assert left > 0, f"no frame of step {step} was pushed (last: {self.frame['step']})"
            self.next_frame(left)
        assert self.frame["step"] == step, f"frame of step {self.frame['step']} where {step} was expected"
        return self.frame


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    with postgres_server() as url:
        yield url


@pytest.fixture(scope="module")
def processes(database: str) -> Iterator[list[Server]]:
    started = [Server(database), Server(database)]  # started together: they take turns to migrate
    running = [server.ready() for server in started]
    yield running
    for server in running:
        server.stop()


@pytest.fixture
def servers(processes: list[Server]) -> Iterator[list[Server]]:
    """The two processes; the test's sockets are closed after it."""
    yield processes
    for server in processes:
        server.open.close()


def new_table(server: Server) -> dict[str, Any]:
    answer = server.http.post("/api/tables", json={"game": "incantibus", "players": 2})
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


def stored(url: str, table_id: str) -> tuple[list[tuple[int, int, str]], int]:
    """The table's stored actions as (step, seat, action) and its version, read from the database itself."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text("SELECT step, seat, action FROM actions WHERE table_id = :t ORDER BY step"), {"t": table_id}
            ).all()
            version = conn.execute(text("SELECT version FROM tables WHERE id = :t"), {"t": table_id}).scalar_one()
    finally:
        engine.dispose()
    return [(int(r[0]), int(r[1]), str(r[2])) for r in rows], int(version)


def seated(servers: list[Server], table: dict[str, Any]) -> list[Watch]:
    """Seat 0's socket on the first process, seat 1's on the second."""
    return [servers[s].socket(table["id"], table["seats"][s]["token"]) for s in (0, 1)]


def to_act(watches: list[Watch]) -> tuple[int, list[str]]:
    """The first seat to act and its legal action ids, from that seat's own pushed frame."""
    seat = watches[0].frame["to_act"][0]
    return seat, [a["id"] for a in watches[seat].frame["actions"]]


def test_every_socket_is_pushed_every_step_and_each_action_is_stored_once(servers: list[Server], database: str) -> None:
    table = new_table(servers[0])
    watches = seated(servers, table)
    spectator = servers[1].socket(table["id"], None)
    sent: list[tuple[int, int, str]] = []
    for step in range(16):
        seat, actions = to_act(watches)
        through = servers[step % 2]  # alternately through each process
        answer = through.act(table["id"], table["seats"][seat]["token"], actions[0], step)
        assert answer.status_code == 200, answer.text
        sent.append((step, seat, actions[0]))
        for watch in [*watches, spectator]:
            watch.until_step(step + 1)
        assert (
            watches[0].frame["log"]
            == servers[0]
            .http.get(f"/api/tables/{table['id']}", headers={"Authorization": f"Bearer {table['seats'][0]['token']}"})
            .json()["log"]
        )
    assert stored(database, table["id"]) == (sent, len(sent)), "nothing lost, nothing stored twice"
    for watch in [*watches, spectator]:
        assert sorted(set(watch.steps)) == list(range(len(sent) + 1)), "a frame for every step, in order"
        assert watch.steps == sorted(watch.steps)


def test_the_same_step_sent_to_both_processes_at_once_is_accepted_once(servers: list[Server], database: str) -> None:
    table = new_table(servers[0])
    watches = seated(servers, table)
    accepted: list[tuple[int, int, str]] = []
    for step in range(6):
        seat, actions = to_act(watches)
        choices = [actions[0], actions[-1]]
        answers: list[httpx.Response | None] = [None, None]
        go = threading.Barrier(2)

        def send(
            i: int,
            seat: int = seat,
            step: int = step,
            choices: list[str] = choices,
            answers: list[httpx.Response | None] = answers,
            go: threading.Barrier = go,
        ) -> None:
            go.wait()
            answers[i] = servers[i].act(table["id"], table["seats"][seat]["token"], choices[i], step)

        threads = [threading.Thread(target=send, args=(i,)) for i in (0, 1)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        codes = [a.status_code if a is not None else None for a in answers]
        assert sorted(codes, key=str) == [200, 409], f"step {step}: one accepted, one stale: {codes}"
        winner = codes.index(200)
        loser = answers[1 - winner]
        assert loser is not None and loser.json()["error"] == "stale"
        assert loser.json()["state"]["step"] == step + 1, "the refused process shows the winner's step"
        accepted.append((step, seat, choices[winner]))
        for watch in watches:
            watch.until_step(step + 1)
    assert stored(database, table["id"]) == (accepted, len(accepted))


def test_after_the_listening_connections_drop_they_reconnect_and_catch_up(servers: list[Server], database: str) -> None:
    table = new_table(servers[0])
    watches = seated(servers, table)
    dropped = drop_listeners(database)
    assert dropped == 2, "each process listens on one connection"
    for step in range(3):  # the first while nobody listens: the reconnect's catch-up brings it
        seat, actions = to_act(watches)
        assert servers[step % 2].act(table["id"], table["seats"][seat]["token"], actions[0], step).status_code == 200
        for watch in watches:
            watch.until_step(step + 1)
    assert listeners(database) == 2, "both listen again"


def drop_listeners(url: str) -> int:
    """Cut every listening connection from the server's side (as a database restart or a network drop would)."""
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            return len(
                conn.execute(
                    text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = :a"),
                    {"a": APPLICATION},
                ).all()
            )
    finally:
        engine.dispose()


def listeners(url: str) -> int:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return int(
                conn.execute(
                    text("SELECT count(*) FROM pg_stat_activity WHERE application_name = :a"), {"a": APPLICATION}
                ).scalar_one()
            )
    finally:
        engine.dispose()


def test_the_migrations_ran_on_postgresql_with_their_triggers(servers: list[Server], database: str) -> None:
    from tests.web.test_api import newest_revision

    engine = create_engine(database)
    try:
        with engine.connect() as conn:
            assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == newest_revision()
            triggers = conn.execute(text("SELECT tgname FROM pg_trigger WHERE tgname LIKE 'conjure%' ORDER BY 1"))
            assert [r[0] for r in triggers] == [
                "conjure_next_changed",
                "conjure_presence_added",
                "conjure_presence_counted",
                "conjure_presence_removed",
                "conjure_seat_changed",
                "conjure_version_changed",
            ]
    finally:
        engine.dispose()


def test_notices_are_read_and_urls_turned_into_libpq_ones() -> None:
    assert parse("abc123 7") == ("abc123", 7)
    assert parse("abc123 seats") == ("abc123", "seats") and parse("abc123 presence") == ("abc123", "presence")
    assert parse("abc123") is None and parse("abc 7 8") is None and parse("abc x") is None
    assert libpq_url("postgresql+psycopg://me:pw@db:5433/conjure") == "postgresql://me:pw@db:5433/conjure"


def test_a_seat_handed_to_a_bot_and_taken_back_is_pushed_to_the_other_process(
    servers: list[Server], database: str
) -> None:
    table = new_table(servers[0])
    watches = seated(servers, table)
    token = {"Authorization": f"Bearer {table['seats'][0]['token']}"}
    answer = servers[1].http.post(
        f"/api/tables/{table['id']}/seats", headers=token, json={"seat": 0, "kind": "bot", "level": "easy"}
    )
    assert answer.status_code == 200, answer.text
    watches[0].until(lambda f: f["players"][0]["kind"] == "bot", "seat 0 is a bot's, on the other process")
    answer = servers[0].http.post(
        f"/api/tables/{table['id']}/seats", headers=token, json={"seat": 0, "kind": "human", "level": "easy"}
    )
    assert answer.status_code == 200, answer.text
    watches[1].until(lambda f: f["players"][0]["kind"] == "human", "seat 0 is a person's again, on the other process")


def test_a_move_for_a_seat_another_process_handed_over_is_refused_and_nothing_stored(
    servers: list[Server], database: str
) -> None:
    """A seat change does not move the table's revision: a process that has not yet heard of it must still not store
    a bot's move for a seat a person took back (or a person's for a seat handed to a bot)."""
    answer = servers[0].http.post(
        "/api/tables", json={"game": "incantibus", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}
    )
    table = answer.json()
    token = {"Authorization": f"Bearer {table['seats'][0]['token']}"}
    action = servers[0].http.get(f"/api/tables/{table['id']}", headers=token).json()["actions"][0]["id"]
    store = Store(database)
    applied: list[str] = []
    store.set_seat(table["id"], 0, "human", "easy")  # a person took the seat back, and a process's bot moves
    with pytest.raises(Conflict, match="played by a human now"):
        store.append(table["id"], 0, 0, 0, action, lambda: applied.append("applied"), kind="bot")
    assert applied == [] and stored(database, table["id"])[0] == [], "nothing applied, nothing stored"
    store.set_seat(table["id"], 0, "bot", "easy")  # handed to a bot: the processes hear of it, one plays it, once
    deadline = time.monotonic() + 30
    while not stored(database, table["id"])[0] and time.monotonic() < deadline:
        time.sleep(0.1)
    moves = stored(database, table["id"])[0]
    assert [(step, seat) for step, seat, _ in moves] == [(0, 0)], moves


def test_play_again_asked_of_both_processes_at_once_makes_one_next_table(servers: list[Server], database: str) -> None:
    made = servers[0].http.post(
        "/api/tables", json={"game": "insula", "players": 2, "seats": [{"kind": "bot"}, {"kind": "bot"}]}
    )
    assert made.status_code == 201, made.text
    table = made.json()
    watch = servers[1].socket(table["id"], None)  # a spectator on the process the bots do not play on
    watch.until(lambda f: f["is_over"], "the game is over", seconds=120)
    answers: list[httpx.Response | None] = [None, None]
    go = threading.Barrier(2)

    def again(i: int) -> None:
        go.wait()
        answers[i] = servers[i].http.post(
            f"/api/tables/{table['id']}/again", headers={"Authorization": f"Bearer {table['seats'][i]['token']}"}
        )

    threads = [threading.Thread(target=again, args=(i,)) for i in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    ids = {a.json()["id"] for a in answers if a is not None and a.status_code == 200}
    assert len(ids) == 1 and all(a is not None and a.status_code == 200 for a in answers), answers
    assert watch.until(lambda f: f["next"] is not None, "the next table is named")["next"] in ids
    engine = create_engine(database)
    try:
        with engine.connect() as conn:
            following = conn.execute(text("SELECT id FROM tables WHERE previous = :t"), {"t": table["id"]}).all()
    finally:
        engine.dispose()
    assert [row[0] for row in following] == list(ids), "one next table in the database"


def test_a_process_killed_and_started_again_restores_the_table(servers: list[Server], database: str) -> None:
    table = new_table(servers[0])
    watches = seated(servers, table)
    for step in range(4):
        seat, actions = to_act(watches)
        assert servers[step % 2].act(table["id"], table["seats"][seat]["token"], actions[0], step).status_code == 200
        for watch in watches:
            watch.until_step(step + 1)
    before = watches[1].frame
    servers[1].stop(kill=True)
    servers[1] = Server(database).ready()  # a new process; the module's other tests are done with the old one
    again = servers[1].socket(table["id"], table["seats"][1]["token"])
    assert again.frame["step"] == 4
    for key in ("to_act", "actions", "log", "picture"):
        assert again.frame[key] == before[key], f"{key} restored"
    watches = [watches[0], again]
    for step in (4, 5):  # and the new process both pushes and is pushed
        seat, actions = to_act(watches)
        assert servers[step % 2].act(table["id"], table["seats"][seat]["token"], actions[0], step).status_code == 200
        for watch in watches:
            watch.until_step(step + 1)
    assert [row[0] for row in stored(database, table["id"])[0]] == list(range(6))


def test_an_undo_through_one_process_is_pushed_to_the_others_sockets(servers: list[Server], database: str) -> None:
    """Djinn, seed 2: seat 1 picks (through the second process), seat 0 picks twice (the first), takes its last
    pick back (the first); the second process's sockets are pushed the undo, and the same undo sent again to
    the second process with the version from before it is refused there."""
    answer = servers[0].http.post("/api/tables", json={"game": "djinn", "players": 2, "seed": 2})
    table = answer.json()
    tokens = [s["token"] for s in table["seats"]]
    watches = seated(servers, table)
    for step, (through, seat) in enumerate(((1, 1), (0, 0), (0, 0))):
        frame = watches[seat].until_step(step)
        assert servers[through].act(table["id"], tokens[seat], frame["actions"][0]["id"], step).status_code == 200
    before = watches[0].until_step(3)
    undone = servers[0].http.post(
        f"/api/tables/{table['id']}/undo",
        headers={"Authorization": f"Bearer {tokens[0]}"},
        json={"steps": 1, "step": 3, "version": before["version"]},
    )
    assert undone.status_code == 200, undone.text
    pushed = watches[1].until(lambda f: f["version"] == before["version"] + 1, "the undo")
    assert pushed["step"] == 2 and pushed["log"][-1]["text"] == "Player 1 took back 1 action"
    again = servers[1].http.post(
        f"/api/tables/{table['id']}/undo",
        headers={"Authorization": f"Bearer {tokens[0]}"},
        json={"steps": 1, "step": 3, "version": before["version"]},
    )  # a second click
    assert again.status_code == 409 and again.json()["error"] == "stale"
    assert len(stored(database, table["id"])[0]) == 2


def here(frame: dict[str, Any], seat: int) -> bool:
    return bool(frame["players"][seat]["connected"])


def test_who_is_at_the_table_is_counted_over_both_processes(servers: list[Server], database: str) -> None:
    """Anna (seat 0) on the first process and Bert (seat 1) on the second see each other here; Anna leaves
    and Bert's frames say so; then Bert may hand her seat to a bot."""
    table = new_table(servers[0])
    anna, bert = seated(servers, table)
    bert.until(lambda f: here(f, 0) and here(f, 1), "Anna here, on the other process")
    anna.until(lambda f: here(f, 0) and here(f, 1), "Bert here, on the other process")
    anna.ws.close()
    bert.until(lambda f: not here(f, 0), "Anna gone, on the other process")
    assert present(database, table["id"]) == {1: 1}, "her row is gone, his stays"
    url, bert_token = f"/api/tables/{table['id']}/seats", {"Authorization": f"Bearer {table['seats'][1]['token']}"}
    answer = servers[1].http.post(url, json={"seat": 0, "kind": "bot"}, headers=bert_token)
    assert answer.status_code == 409 and answer.json()["error"] == "too_soon", "she may come back within the grace"
    time.sleep(GRACE)
    answer = servers[1].http.post(url, json={"seat": 0, "kind": "bot"}, headers=bert_token)
    assert answer.status_code == 200, answer.text


def test_a_connected_players_seat_is_not_handed_to_a_bot_through_the_other_process(
    servers: list[Server], database: str
) -> None:
    table = new_table(servers[0])
    servers[0].socket(table["id"], table["seats"][0]["token"])  # Anna, on the first process
    deadline = time.monotonic() + PUSH_WAIT
    while present(database, table["id"]).get(0) != 1:  # her socket is counted in the database
        assert time.monotonic() < deadline, "Anna's socket was never counted"
        time.sleep(0.05)
    answer = servers[1].http.post(
        f"/api/tables/{table['id']}/seats",
        json={"seat": 0, "kind": "bot"},
        headers={"Authorization": f"Bearer {table['seats'][1]['token']}"},
    )
    assert answer.status_code == 403 and answer.json()["error"] == "forbidden", answer.json().get("error")
    frame = servers[1].http.get(f"/api/tables/{table['id']}").json()
    assert here(frame, 0) and frame["players"][0]["kind"] == "human"


def test_the_sockets_of_a_killed_process_expire(servers: list[Server], database: str) -> None:
    """A third process holds Anna's socket and is killed (-9: it cannot say goodbye); within the heartbeat
    timeout Bert's frames on another process show her away, and her row is deleted."""
    third = Server(database).ready()
    try:
        table = new_table(servers[0])
        third.socket(table["id"], table["seats"][0]["token"])
        bert = servers[0].socket(table["id"], table["seats"][1]["token"])
        bert.until(lambda f: here(f, 0), "Anna here, through the third process")
        third.stop(kill=True)
        killed = time.monotonic()
        assert present(database, table["id"]) == {0: 1, 1: 1}, "her row outlives her process (nobody said goodbye)"
        bert.until(
            lambda f: not here(f, 0),
            "Anna away once her process's rows expired",
            seconds=EXPIRE + 2 * HEARTBEAT + PUSH_WAIT,
        )
        assert time.monotonic() - killed > HEARTBEAT, "only after the timeout"
        assert present(database, table["id"]) == {1: 1}
    finally:
        third.stop(kill=True)


def test_a_bot_table_held_by_both_processes_thinks_each_move_once(servers: list[Server], database: str) -> None:
    """Two people's seats, the table open on both processes, then each seat handed to a bot through a different
    process: both processes hold the table with bots to act, and exactly one (the holder of the table's lease)
    plays them. Every move is thought once (the INFO lines of both processes), none is refused as stale, and
    the game plays to its end."""
    made = servers[0].http.post("/api/tables", json={"game": "insula", "players": 2})
    assert made.status_code == 201, made.text
    table = made.json()
    watches = [servers[i].socket(table["id"], None) for i in (0, 1)]  # both processes hold the table
    for seat in (0, 1):
        answer = servers[seat].http.post(
            f"/api/tables/{table['id']}/seats",
            json={"seat": seat, "kind": "bot"},
            headers={"Authorization": f"Bearer {table['seats'][seat]['token']}"},
        )
        assert answer.status_code == 200, answer.text
    for watch in watches:
        watch.until(lambda f: f["is_over"], "the game is over", seconds=180)
    thought_once(servers, database, table["id"], "the bot")


def thought_once(servers: list[Server], database: str, table_id: str, who: str) -> None:
    """Every stored step of the table was thought by ``who`` ("the bot", "the clock") exactly once over all the
    processes (their INFO lines), and no such move was refused."""
    actions, steps = stored(database, table_id)
    thought = [
        int(m.group(1))
        for server in servers
        for m in re.finditer(
            rf"table {table_id}: {who} (?:of seat \d+ )?chose \S+ (?:for seat \d+ )?at step (\d+)", server.errors()
        )
    ]
    refused = [
        line for server in servers for line in server.errors().splitlines() if f"table {table_id}: {who}'s move" in line
    ]
    assert refused == [], f"no move of {who} was refused"
    assert steps > 0 and sorted(thought) == list(range(steps)) and len(actions) == steps, (
        f"each move thought once, in one process: {sorted(thought)} for {steps} steps"
    )


def test_a_lease_left_by_an_ended_connection_passes_to_a_process(servers: list[Server], database: str) -> None:
    """The test's own connection holds the table's bots lease, as a process would: both processes hold the
    table with bots to act, and neither plays. The connection ends (as a process's does when it dies, even by
    kill -9): within the retry time one process takes the lease and plays the game to its end, each move once."""
    made = servers[0].http.post("/api/tables", json={"game": "insula", "players": 2})
    table = made.json()
    watches = [servers[i].socket(table["id"], None) for i in (0, 1)]
    with psycopg.connect(libpq_url(database), autocommit=True) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (lease_key(f"bots {table['id']}"),))
        for seat in (0, 1):
            answer = servers[seat].http.post(
                f"/api/tables/{table['id']}/seats",
                json={"seat": seat, "kind": "bot"},
                headers={"Authorization": f"Bearer {table['seats'][seat]['token']}"},
            )
            assert answer.status_code == 200, answer.text
        time.sleep(2 * LEASE_RETRY)
        assert stored(database, table["id"])[1] == 0, "nobody plays while another holds the lease"
    for watch in watches:
        watch.until(lambda f: f["is_over"], "the game is over", seconds=180)
    thought_once(servers, database, table["id"], "the bot")


def test_the_clocks_moves_for_empty_banks_are_thought_in_one_process(servers: list[Server], database: str) -> None:
    """Insula with banks of a fraction of a second and no increment, held by both processes: the clock's bot
    makes every move (the banks are empty), each once, and the game ends."""
    made = servers[0].http.post(
        "/api/tables", json={"game": "insula", "players": 2, "seed": 11, "clock": {"minutes": 0.002, "increment": 0}}
    )
    assert made.status_code == 201, made.text
    table = made.json()
    watches = [servers[i].socket(table["id"], None) for i in (0, 1)]
    for watch in watches:
        watch.until(lambda f: f["is_over"], "the game is over", seconds=180)
    thought_once(servers, database, table["id"], "the clock")
    said = [watch.frame["clock"]["timeouts"] for watch in watches]
    moves, _ = stored(database, table["id"])
    assert said[0] == said[1] == [{"seat": seat, "step": step} for step, seat, _ in moves], (
        "both processes say the clock made every move, whichever made it"
    )


def test_leases_have_stable_keys_of_64_bits() -> None:
    assert lease_key("bots abc") == lease_key("bots abc") != lease_key("clock abc")
    assert -(2**63) <= lease_key("bots abc") < 2**63


def present(url: str, table_id: str) -> dict[int, int]:
    """The table's presence rows, summed per seat, read from the database itself."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text("SELECT seat, sum(count) FROM presence WHERE table_id = :t GROUP BY seat"), {"t": table_id}
            ).all()
    finally:
        engine.dispose()
    return {int(r[0]): int(r[1]) for r in rows}


def test_on_sqlite_presence_stays_in_memory_and_nothing_is_shared(tmp_path: Path) -> None:
    """One process on a SQLite file: a seat's socket shows it here, nothing is written to ``presence`` (its
    table exists, one schema everywhere) and the hub has no shared part, so bots take no lease."""
    from fastapi.testclient import TestClient

    from tests.web.helpers import hello, make_app
    from tests.web.helpers import new_table as make_table

    app = make_app(tmp_path)
    with TestClient(app) as client:
        made = make_table(client)
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            assert hello(ws, made["seats"][0]["token"])["players"][0]["connected"]
            assert app.state.hub.shared is None
            engine = create_engine(f"sqlite:///{tmp_path / 'tables.sqlite'}")
            try:
                with engine.connect() as conn:
                    assert conn.execute(text("SELECT count(*) FROM presence")).scalar_one() == 0
            finally:
                engine.dispose()
