"""A SQLite file whose write lock another process holds: the action waits (and is refused in the end) in a worker
thread, never on the event loop, so other tables and every read go on meanwhile."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from conjure.web import store
from tests.web.helpers import auth, make_app, new_table


def act(client: TestClient, table: dict[str, Any], into: dict[str, Any]) -> None:
    frame = client.get(f"/api/tables/{table['id']}").json()
    headers = auth(table["seats"][frame["to_act"][0]]["token"])
    frame = client.get(f"/api/tables/{table['id']}", headers=headers).json()
    began = time.monotonic()
    answer = client.post(
        f"/api/tables/{table['id']}/actions",
        headers=headers,
        json={"action": frame["actions"][0]["id"], "step": frame["step"], "version": frame["version"]},
    )
    into.update(status=answer.status_code, body=answer.json(), seconds=time.monotonic() - began)


def while_locked(
    client: TestClient, path: Path, table: dict[str, Any], hold: float
) -> tuple[dict[str, Any], list[float]]:
    """Hold the file's write lock for ``hold`` seconds while the table's seat to act acts; the action's answer, and how
    long each read of the lobby's API took meanwhile."""
    other = new_table(client, "djinn")
    client.get(f"/api/tables/{other['id']}")  # loaded and drawn once
    answer: dict[str, Any] = {}
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    acting = threading.Thread(target=act, args=(client, table, answer))
    acting.start()
    reads, began = [], time.monotonic()
    while time.monotonic() - began < hold:
        start = time.monotonic()
        assert client.get(f"/api/tables/{other['id']}").status_code == 200
        assert client.get("/api/tables").status_code == 200
        reads.append(time.monotonic() - start)
        time.sleep(0.05)
    holder.execute("ROLLBACK")
    holder.close()
    acting.join(10)
    return answer, reads


def test_an_action_blocked_by_another_process_waits_off_the_loop_and_is_refused_unplayed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a read queued behind the blocked write would wait the whole busy timeout (2 s): a read under 1 s did not,
    # even on a loaded machine
    monkeypatch.setattr(store, "BUSY_TIMEOUT", 2.0)
    with TestClient(make_app(tmp_path)) as client:
        table = new_table(client, "djinn")
        answer, reads = while_locked(client, tmp_path / "tables.sqlite", table, 2.6)
        assert answer["status"] == 503 and answer["body"]["error"] == "not_stored", answer
        assert answer["seconds"] >= 1.9, "it waited for the lock (the busy timeout)"
        assert len(reads) >= 5 and max(reads) < 1.0, f"the others waited for the blocked write: {reads}"
        frame = client.get(f"/api/tables/{table['id']}").json()
        assert frame["step"] == 0 and frame["version"] == 0, "the refused action changed nothing"
        act(client, table, answer)
        assert answer["status"] == 200 and answer["body"]["step"] == 1, "once the lock is free, it plays"


def test_an_action_blocked_for_less_than_the_busy_timeout_is_stored_once_the_lock_is_free(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the lock is held 1.6 s: a read queued behind the write would wait about that long
    monkeypatch.setattr(store, "BUSY_TIMEOUT", 4.0)
    with TestClient(make_app(tmp_path)) as client:
        table = new_table(client, "djinn")
        answer, reads = while_locked(client, tmp_path / "tables.sqlite", table, 1.6)
        assert answer["status"] == 200 and answer["body"]["step"] == 1, answer
        assert max(reads) < 1.0, f"the others waited for the blocked write: {reads}"
        with sqlite3.connect(tmp_path / "tables.sqlite") as db:
            assert db.execute("SELECT count(*) FROM actions WHERE table_id = ?", (table["id"],)).fetchone() == (1,)
