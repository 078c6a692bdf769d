"""`conjure serve`: the command checks its arguments, migrates the database and prints the address."""

from __future__ import annotations

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
    monkeypatch.setattr(serve.uvicorn, "run", lambda application, host, port, log_level, ws_per_message_deflate,
                        ws_max_size: ran.update(app=application, host=host, port=port, log_level=log_level,
                                                compress=ws_per_message_deflate, ws_max_size=ws_max_size))
    monkeypatch.setattr(serve, "settle_memory", lambda: ran.update(settled=True))  # not in the tests' process
    url = f"sqlite:///{tmp_path / 'here.sqlite'}"
    result = CliRunner().invoke(app, ["serve", "--port", "8123", "--db", url])
    assert result.exit_code == 0, result.output
    assert "http://localhost:8123/" in result.output and "here.sqlite" in result.output
    assert ran["port"] == 8123 and ran["host"] == "127.0.0.1" and ran["log_level"] == "warning"
    assert (tmp_path / "here.sqlite").exists(), "the database is made (migrated) before the server starts"
    assert ran["settled"], "the server's garbage collector is settled before it serves"
    assert ran["compress"], "the sockets compress unless told not to"
    assert ran["ws_max_size"] == BODY_LIMIT, "a socket's message is bounded as a request's body is"
    result = CliRunner().invoke(app, ["serve", "--port", "8124", "--db", url, "--no-compress"])
    assert result.exit_code == 0 and ran["compress"] is False, result.output


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
    monkeypatch.setattr(serve.uvicorn, "run", lambda *a, **k: pytest.fail("must not start"))
    result = CliRunner().invoke(app, ["serve", *args])
    assert result.exit_code == 2 and words in " ".join(result.output.split())


def test_a_password_in_the_url_is_never_printed() -> None:
    assert "secret" not in serve.safe("postgresql+psycopg://me:secret@db/conjure")


def test_a_second_server_on_one_sqlite_file_refuses_to_start_naming_the_first(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "settle_memory", lambda: None)
    url = f"sqlite:///{tmp_path / 'here.sqlite'}"
    first = subprocess.Popen([sys.executable, "-m", "conjure.cli.app", "serve", "--port", str(free_port()), "--db",
                              url, "--draw-workers", "0", "--bot-workers", "0"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        end = time.monotonic() + 30
        lock = tmp_path / "here.sqlite.lock"
        while not (lock.exists() and lock.read_text().strip() == str(first.pid)):
            assert time.monotonic() < end and first.poll() is None, "the first server did not start"
            time.sleep(0.1)
        monkeypatch.setattr(serve.uvicorn, "run", lambda *a, **k: pytest.fail("must not start"))
        result = CliRunner().invoke(app, ["serve", "--port", "8125", "--db", url])
        said = " ".join(result.output.split())
        assert result.exit_code != 0 and f"another conjure serve (process {first.pid}) is serving" in said, said
        assert "PostgreSQL (docs/deploy.md)" in said
        first.kill()  # as kill -9: the kernel lets go of the lock
        first.wait(10)
        monkeypatch.setattr(serve.uvicorn, "run", lambda *a, **k: None)
        result = CliRunner().invoke(app, ["serve", "--port", "8125", "--db", url])
        assert result.exit_code == 0, result.output
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(10)


def test_other_databases_are_not_locked() -> None:
    assert single.sqlite_file("sqlite://") is None and single.sqlite_file("sqlite:///:memory:") is None
    assert single.sqlite_file("postgresql+psycopg://conjure@db/conjure") is None
    assert single.hold("postgresql+psycopg://conjure@db/conjure") is None
