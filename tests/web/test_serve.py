"""`conjure serve`: the command checks its arguments, migrates the database and prints the address."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from conjure.cli.app import app
from conjure.web import serve
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
