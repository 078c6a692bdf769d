"""`conjure serve`: the command checks its arguments, migrates the database and prints the address."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from conjure.cli.app import app
from conjure.web import serve, single
from conjure.web.bench import free_port
from conjure.web.guard import BODY_LIMIT


def test_serve_prints_the_address_and_runs_uvicorn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ran: dict[str, Any] = {}

    def serve_on(application: Any, sock: socket.socket, compress: bool) -> None:
        ran.update(app=application, address=sock.getsockname(), compress=compress)

    monkeypatch.setattr(serve, "serve_on", serve_on)
    monkeypatch.setattr(serve, "settle_memory", lambda: ran.update(settled=True))  # not in the tests' process
    url = f"sqlite:///{tmp_path / 'here.sqlite'}"
    port = free_port()
    result = CliRunner().invoke(app, ["serve", "--port", str(port), "--db", url])
    assert result.exit_code == 0, result.output
    assert f"http://localhost:{port}/" in result.output and "here.sqlite" in result.output
    assert ran["address"] == ("127.0.0.1", port)
    assert (tmp_path / "here.sqlite").exists(), "the database is made (migrated) before the server starts"
    assert ran["settled"], "the server's garbage collector is settled before it serves"
    assert ran["compress"], "the sockets compress unless told not to"
    result = CliRunner().invoke(app, ["serve", "--port", str(free_port()), "--db", url, "--no-compress"])
    assert result.exit_code == 0 and ran["compress"] is False, result.output


def test_the_address_is_printed_only_once_the_port_is_ours(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26.3: whoever opens the printed address reaches this server (port 0: the one the system gave)."""
    monkeypatch.setattr(serve, "serve_on", lambda application, sock, compress: None)
    monkeypatch.setattr(serve, "settle_memory", lambda: None)
    reached: list[str] = []

    def say(line: str) -> None:
        port = int(line.split("http://localhost:", 1)[1].split("/", 1)[0])
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            reached.append(line)

    serve.run("127.0.0.1", 0, f"sqlite:///{tmp_path / 't.sqlite'}", say)
    assert len(reached) == 1 and ":0/" not in reached[0]


def test_a_busy_port_is_one_clear_line_and_a_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26.3: no address is announced for a port another program holds, nothing is started."""
    monkeypatch.setattr(serve, "create_app", lambda *a, **k: pytest.fail("nothing starts on a busy port"))
    monkeypatch.setattr(serve, "serve_on", lambda *a, **k: pytest.fail("nothing serves on a busy port"))
    with socket.create_server(("127.0.0.1", 0)) as other:
        port = other.getsockname()[1]
        result = CliRunner().invoke(app, ["serve", "--port", str(port), "--db", f"sqlite:///{tmp_path / 'x.sqlite'}"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        f"error: port {port} at 127.0.0.1 is busy (another program listens there): stop it or choose another port, "
        f"e.g. --port {port + 1}"
    ]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--db", "not a url"], "is not a database URL"),
        (["--db", "nosuchdialect://x"], "cannot open the database"),
        (["--db", "postgresql+psycopg://conjure@127.0.0.1:1/none"], "cannot open the database"),
        (["--port", "70000"], "--port must be 0..65535"),
        (["--bot-delay", "-1"], "--bot-delay at least 0"),
        (["--draw-workers", "-1"], "--draw-workers and --bot-workers 0..64"),
        (["--bot-workers", "65"], "--draw-workers and --bot-workers 0..64"),
    ],
)
def test_serve_refuses_bad_arguments(args: list[str], words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "serve_on", lambda *a, **k: pytest.fail("must not start"))
    result = CliRunner().invoke(app, ["serve", *args])
    assert result.exit_code == 2 and words in " ".join(result.output.split())


def test_a_password_in_the_url_is_never_printed() -> None:
    assert "secret" not in serve.safe("postgresql+psycopg://me:secret@db/conjure")


def test_a_second_server_on_one_sqlite_file_refuses_to_start_naming_the_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(serve, "settle_memory", lambda: None)
    url = f"sqlite:///{tmp_path / 'here.sqlite'}"
    first = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "conjure.cli.app",
            "serve",
            "--port",
            str(free_port()),
            "--db",
            url,
            "--draw-workers",
            "0",
            "--bot-workers",
            "0",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        end = time.monotonic() + 30
        lock = tmp_path / "here.sqlite.lock"
        while not (lock.exists() and lock.read_text().strip() == str(first.pid)):
            assert time.monotonic() < end and first.poll() is None, "the first server did not start"
            time.sleep(0.1)
        assert first.stdout is not None and "Conjure is at" in first.stdout.readline(), "the first server is up"
        monkeypatch.setattr(serve, "serve_on", lambda *a, **k: pytest.fail("must not start"))
        result = CliRunner().invoke(app, ["serve", "--port", str(free_port()), "--db", url])
        said = " ".join(result.output.split())
        assert result.exit_code != 0 and f"another conjure serve (process {first.pid}) is serving" in said, said
        assert "PostgreSQL (docs/deploy.md)" in said
        first.kill()  # as kill -9: the kernel lets go of the lock
        first.wait(10)
        monkeypatch.setattr(serve, "serve_on", lambda *a, **k: None)
        result = CliRunner().invoke(app, ["serve", "--port", str(free_port()), "--db", url])
        assert result.exit_code == 0, result.output
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(10)


def test_other_databases_are_not_locked() -> None:
    assert single.sqlite_file("sqlite://") is None and single.sqlite_file("sqlite:///:memory:") is None
    assert single.sqlite_file("postgresql+psycopg://conjure@db/conjure") is None
    assert single.hold("postgresql+psycopg://conjure@db/conjure") is None


def test_a_sockets_message_is_bounded_as_a_bodys_is(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    class Server:
        def __init__(self, config: Any) -> None:
            seen.update(size=config.ws_max_size, deflate=config.ws_per_message_deflate)

        def run(self, sockets: list[socket.socket]) -> None:
            seen.update(sockets=sockets)

    monkeypatch.setattr(serve.uvicorn, "Server", Server)
    with socket.create_server(("127.0.0.1", 0)) as sock:
        serve.serve_on(object(), sock, True)
    assert seen["size"] == BODY_LIMIT and seen["deflate"] is True and seen["sockets"] == [sock]
