"""`conjure serve`: the command checks its arguments, migrates the database and prints the address."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from conjure.cli.app import app
from conjure.web import serve


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_serve_prints_the_address_and_runs_uvicorn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ran: dict[str, Any] = {}

    def serve_on(application: Any, sock: socket.socket, compress: bool) -> None:
        ran.update(app=application, address=sock.getsockname(), compress=compress)

    monkeypatch.setattr(serve, "serve_on", serve_on)
    monkeypatch.setattr(serve, "settle_memory", lambda: ran.update(settled=True))  # not in the tests' process
    url = f"sqlite:///{tmp_path / 'here.sqlite'}"
    port = _free_port()
    result = CliRunner().invoke(app, ["serve", "--port", str(port), "--db", url])
    assert result.exit_code == 0, result.output
    assert f"http://localhost:{port}/" in result.output and "here.sqlite" in result.output
    assert ran["address"] == ("127.0.0.1", port)
    assert (tmp_path / "here.sqlite").exists(), "the database is made (migrated) before the server starts"
    assert ran["settled"], "the server's garbage collector is settled before it serves"
    assert ran["compress"], "the sockets compress unless told not to"
    result = CliRunner().invoke(app, ["serve", "--port", str(_free_port()), "--db", url, "--no-compress"])
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
        f"e.g. --port {port + 1}"]


@pytest.mark.parametrize(("args", "words"), [
    (["--db", "not a url"], "is not a database URL"),
    (["--db", "nosuchdialect://x"], "cannot open the database"),
    (["--db", "postgresql+psycopg://conjure@127.0.0.1:1/none"], "cannot open the database"),
    (["--port", "70000"], "--port must be 0..65535"),
    (["--bot-delay", "-1"], "--bot-delay at least 0"),
    (["--draw-workers", "-1"], "--draw-workers and --bot-workers 0..64"),
    (["--bot-workers", "65"], "--draw-workers and --bot-workers 0..64"),
])
def test_serve_refuses_bad_arguments(args: list[str], words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "serve_on", lambda *a, **k: pytest.fail("must not start"))
    result = CliRunner().invoke(app, ["serve", *args])
    assert result.exit_code == 2 and words in " ".join(result.output.split())


def test_a_password_in_the_url_is_never_printed() -> None:
    assert "secret" not in serve.safe("postgresql+psycopg://me:secret@db/conjure")
