"""``Hub.catch_up`` when another server process changed a table (two applications on one SQLite file; the
PostgreSQL push that calls it is tested in test_postgres.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from fastapi.testclient import TestClient

from tests.web.helpers import auth, hello, live, make_app, new_table, receive


def test_a_record_rewritten_elsewhere_is_replayed(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as first, TestClient(make_app(tmp_path)) as second:
        made = new_table(first)
        tokens = [s["token"] for s in made["seats"]]
        for step in range(3):
            frame = first.get(f"/api/tables/{made['id']}", headers=auth(tokens[0])).json()
            seat = frame["to_act"][0]
            choices = first.get(f"/api/tables/{made['id']}", headers=auth(tokens[seat])).json()["actions"]
            assert (
                first.post(
                    f"/api/tables/{made['id']}/actions",
                    headers=auth(tokens[seat]),
                    json={"action": choices[0]["id"], "step": step},
                ).status_code
                == 200
            )
        assert second.get(f"/api/tables/{made['id']}").json()["step"] == 3
        with sqlite3.connect(tmp_path / "tables.sqlite") as db:  # as an undo of the last step elsewhere would
            db.execute("delete from actions where table_id = ? and step = 2", (made["id"],))
            db.execute("update tables set version = 2, revision = revision + 1 where id = ?", (made["id"],))
        with TestClient(make_app(tmp_path)) as third:  # ... and another choice at that step
            seat = third.get(f"/api/tables/{made['id']}").json()["to_act"][0]
            seen = third.get(f"/api/tables/{made['id']}", headers=auth(tokens[seat])).json()
            assert len(seen["actions"]) > 1
            assert (
                third.post(
                    f"/api/tables/{made['id']}/actions",
                    headers=auth(tokens[seat]),
                    json={"action": seen["actions"][-1]["id"], "step": 2, "version": seen["version"]},
                ).status_code
                == 200
            )
            expected = live(third, made["id"]).game
        assert second.get(f"/api/tables/{made['id']}").json()["step"] == 3
        caught = live(second, made["id"]).game
        assert caught.history == expected.history and caught.fingerprint() == expected.fingerprint()


def test_a_write_refused_as_stale_pushes_the_other_processes_step_to_this_ones_sockets(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as first, TestClient(make_app(tmp_path)) as second:
        made = new_table(first)
        tokens = [s["token"] for s in made["seats"]]
        with first.websocket_connect(f"/ws/tables/{made['id']}") as watching:
            seen = hello(watching, tokens[1])
            assert seen["step"] == 0
            seat = seen["to_act"][0]
            mine = first.get(f"/api/tables/{made['id']}", headers=auth(tokens[seat])).json()["actions"]
            theirs = second.get(f"/api/tables/{made['id']}", headers=auth(tokens[seat])).json()["actions"]
            assert (
                second.post(
                    f"/api/tables/{made['id']}/actions",
                    headers=auth(tokens[seat]),
                    json={"action": theirs[-1]["id"], "step": 0},
                ).status_code
                == 200
            )
            late = first.post(
                f"/api/tables/{made['id']}/actions",
                headers=auth(tokens[seat]),
                json={"action": mine[0]["id"], "step": 0},
            )
            assert late.status_code == 409 and late.json()["error"] == "stale"
            pushed = receive(watching)
            while pushed["step"] == 0:  # frames of people arriving come first
                pushed = receive(watching)
            assert pushed["step"] == 1, "pushed by the refused process itself, not only by a later event"
            assert live(first, made["id"]).game.history == [[seat, theirs[-1]["id"]]]
