"""A table nobody uses is let go from the server's memory and comes back as it was when asked for again."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from conjure.web.app import create_app
from conjure.web.hub import Hub
from tests.web.helpers import auth, hello, new_table


def hub_of(client: TestClient) -> Hub:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return hub


def play(client: TestClient, made: dict[str, Any], actions: int) -> dict[str, Any]:
    """Take ``actions`` first choices through the API; the table as seat 0 sees it after them."""
    tokens = [seat["token"] for seat in made["seats"]]
    for _ in range(actions):
        state = client.get(f"/api/tables/{made['id']}", headers=auth(tokens[0])).json()
        seat = state["to_act"][0]
        mine = client.get(f"/api/tables/{made['id']}", headers=auth(tokens[seat])).json()
        answer = client.post(
            f"/api/tables/{made['id']}/actions",
            headers=auth(tokens[seat]),
            json={"action": mine["actions"][0]["id"], "step": mine["step"], "version": mine["version"]},
        )
        assert answer.status_code == 200, answer.text
    found: dict[str, Any] = client.get(f"/api/tables/{made['id']}", headers=auth(tokens[0])).json()
    return found


def test_a_table_at_rest_is_let_go_and_comes_back_as_it_was(client: TestClient) -> None:
    made = new_table(client, game="djinn")
    before = play(client, made, 5)
    assert hub_of(client).forget_idle(3600) == [], "asked for a moment ago: kept"
    assert hub_of(client).forget_idle(0) == [made["id"]]
    assert made["id"] not in hub_of(client).tables
    after = client.get(f"/api/tables/{made['id']}", headers=auth(made["seats"][0]["token"])).json()
    assert after == before, "loaded again from the store, exactly as it was"
    assert play(client, made, 2)["step"] == before["step"] + 2, "and play goes on"


def test_a_table_with_a_socket_or_a_bot_at_work_is_kept(client: TestClient) -> None:
    made = new_table(client)
    hub = hub_of(client)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        hello(socket, made["seats"][0]["token"])
        assert hub.forget_idle(0) == [], "someone is at the table"
    table = hub.tables[made["id"]]

    class Thinking:
        def done(self) -> bool:
            return False

    table.bot_task = Thinking()  # type: ignore[assignment]
    assert hub.forget_idle(0) == [], "a bot is thinking"
    table.bot_task = None
    for _ in range(200):  # that seat 0 left is told a moment later (presence): until then the table is kept
        if table.presence_task is None or table.presence_task.done():
            break
        assert hub.forget_idle(0) == [], "who is here is still to be told"
        time.sleep(0.01)
    assert hub.forget_idle(0) == [made["id"]], "the socket left and nothing is under way"


def test_the_server_lets_idle_tables_go_by_itself(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'tables.sqlite'}", bot_delay=0, forget_after=0.05)) as client:
        made = new_table(client)
        for _ in range(100):
            if made["id"] not in hub_of(client).tables:
                break
            time.sleep(0.02)
        assert made["id"] not in hub_of(client).tables
        answer = client.get(f"/api/tables/{made['id']}", headers=auth(made["seats"][0]["token"]))
        assert answer.status_code == 200 and answer.json()["step"] == 0
