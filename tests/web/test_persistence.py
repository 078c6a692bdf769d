"""Every accepted action is in the database: a new server on the same database restores each table exactly,
and two servers on one database never both accept an action at the same step."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tests import games
from tests.web.helpers import auth, hello, live, make_app, new_table


def play(client: TestClient, table_id: str, tokens: list[str], steps: int, seed: int = 3) -> None:
    chooser = random.Random(seed)
    for _ in range(steps):
        game = live(client, table_id).game
        if game.is_over:
            return
        seat = game.to_act[0]
        state = client.get(f"/api/tables/{table_id}", headers=auth(tokens[seat])).json()
        answer = client.post(
            f"/api/tables/{table_id}/actions",
            headers=auth(tokens[seat]),
            json={"action": chooser.choice(state["actions"])["id"], "step": state["step"]},
        )
        assert answer.status_code == 200, answer.text


def test_a_restarted_server_restores_every_table_exactly(tmp_path: Path) -> None:
    before = {}
    with TestClient(make_app(tmp_path)) as client:
        for game, players, _ in games.configs("PERSISTENCE"):
            made = new_table(client, game=game, players=players)
            play(client, made["id"], [s["token"] for s in made["seats"]], 30)
            table = live(client, made["id"])
            before[made["id"]] = (
                table.game.fingerprint(),
                len(table.game.history),
                made["seats"][1]["token"],
                client.get(f"/api/tables/{made['id']}", headers=auth(made["seats"][1]["token"])).json(),
            )
    with TestClient(make_app(tmp_path)) as client:  # a new application and engine objects, the same file
        assert client.app.state.hub.tables == {}  # type: ignore[attr-defined]
        for table_id, (fingerprint, steps, token, seen) in before.items():
            again = client.get(f"/api/tables/{table_id}", headers=auth(token)).json()
            restored = live(client, table_id).game
            assert restored.fingerprint() == fingerprint and len(restored.history) == steps
            assert again["log"] == seen["log"] and again["actions"] == seen["actions"]
            assert again["picture"] == seen["picture"]


def test_two_servers_on_one_database_accept_one_action_per_step(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as first:
        made = new_table(first)
        tokens = [s["token"] for s in made["seats"]]
        with TestClient(make_app(tmp_path)) as second:
            seen = second.get(f"/api/tables/{made['id']}", headers=auth(tokens[0])).json()  # loaded at step 0
            mine = first.get(f"/api/tables/{made['id']}", headers=auth(tokens[1])).json()
            assert (
                first.post(
                    f"/api/tables/{made['id']}/actions",
                    headers=auth(tokens[1]),
                    json={"action": mine["actions"][0]["id"], "step": 0},
                ).status_code
                == 200
            )
            late = second.post(
                f"/api/tables/{made['id']}/actions",
                headers=auth(tokens[0]),
                json={"action": seen["actions"][0]["id"], "step": 0},
            )
            assert late.status_code == 409 and late.json()["error"] == "stale"
            assert late.json()["state"]["step"] == 1, "the refused server took the other's record"
            assert (
                second.post(
                    f"/api/tables/{made['id']}/actions",
                    headers=auth(tokens[0]),
                    json={"action": seen["actions"][0]["id"], "step": 1},
                ).status_code
                == 200
            )
            assert live(second, made["id"]).game.fingerprint() != live(first, made["id"]).game.fingerprint()
    with TestClient(make_app(tmp_path)) as third:
        assert third.get(f"/api/tables/{made['id']}").json()["step"] == 2
        assert live(third, made["id"]).game.history == [[1, mine["actions"][0]["id"]], [0, seen["actions"][0]["id"]]], (
            "nothing lost, nothing twice"
        )


def test_a_record_that_no_longer_replays_is_refused_not_crashed(tmp_path: Path) -> None:
    import sqlite3

    with TestClient(make_app(tmp_path)) as client:
        made = new_table(client)
    with sqlite3.connect(tmp_path / "tables.sqlite") as db:
        db.execute("update tables set rules_version = 'old' where id = ?", (made["id"],))
    with TestClient(make_app(tmp_path)) as client:
        answer = client.get(f"/api/tables/{made['id']}")
        assert answer.status_code == 409 and answer.json()["error"] == "unplayable"
        assert "rules version" in answer.json()["message"]
        assert json.dumps(answer.json())


def test_a_database_failure_plays_nothing_and_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from sqlalchemy.exc import OperationalError

    with TestClient(make_app(tmp_path)) as client:
        made = new_table(client)
        token = made["seats"][0]["token"]
        state = client.get(f"/api/tables/{made['id']}", headers=auth(token)).json()
        before = live(client, made["id"]).game.fingerprint()
        hub = client.app.state.hub  # type: ignore[attr-defined]

        def broken(*args: object, **kwargs: object) -> None:
            raise OperationalError("insert", {}, Exception("database is locked"))

        monkeypatch.setattr(hub.store, "append", broken)
        answer = client.post(
            f"/api/tables/{made['id']}/actions",
            headers=auth(token),
            json={"action": state["actions"][0]["id"], "step": 0},
        )
        assert answer.status_code == 503 and answer.json()["error"] == "not_stored"
        assert "nothing was played" in answer.json()["message"]
        assert live(client, made["id"]).game.fingerprint() == before


def test_a_second_server_catches_up_when_a_page_looks(tmp_path: Path) -> None:
    with TestClient(make_app(tmp_path)) as first, TestClient(make_app(tmp_path)) as second:
        made = new_table(first)
        tokens = [s["token"] for s in made["seats"]]
        assert second.get(f"/api/tables/{made['id']}").json()["step"] == 0  # loaded by the second server
        play(first, made["id"], tokens, 5)
        seen = second.get(f"/api/tables/{made['id']}", headers=auth(tokens[0])).json()
        assert (
            seen["step"] == 5
            and live(second, made["id"]).game.fingerprint() == live(first, made["id"]).game.fingerprint()
        )
        with second.websocket_connect(f"/ws/tables/{made['id']}") as socket:
            play(first, made["id"], tokens, 2, seed=9)
            assert hello(socket, tokens[1])["step"] == 7, "a socket's hello catches up too"
