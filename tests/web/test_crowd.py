"""Crowds at a table: who is here is told in one small message a moment later, never in a frame to everyone, and
the sockets of a table and of a client address are capped with a clear refusal."""

from __future__ import annotations

import json
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from conjure.web.app import create_app
from tests.web.helpers import hello, new_table, receive


def test_spectators_coming_and_going_send_the_players_nothing_and_a_seat_arriving_one_small_message(
    client: TestClient,
) -> None:
    made = new_table(client, "djinn", seed=2)  # seat 1 picks first
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as one:
        first = hello(one, made["seats"][0]["token"])
        with ExitStack() as crowd:
            for _ in range(20):
                assert hello(crowd.enter_context(client.websocket_connect(url)), None)["type"] == "state"
        with client.websocket_connect(url) as two:
            second = hello(two, made["seats"][1]["token"])
            told: list[dict[str, Any]] = []
            while not (told and told[-1]["players"][1]["connected"]):
                message = dict(one.receive_json())
                assert message["type"] == "presence", f"only who is here is told, not a {message['type']}"
                told.append(message)
            assert len(told) <= 2, "seat 0's own arrival and seat 1's, each told once at most"
            assert len(json.dumps(told[-1])) < 200, "a small message"
            seat = first["to_act"][0]
            socket = one if seat == 0 else two
            state = first if seat == 0 else second
            socket.send_text(
                json.dumps({"type": "act", "action": state["actions"][0]["id"], "step": 0, "version": state["version"]})
            )
            assert receive(one)["step"] == 1, "the next thing seat 0 is sent is the next step"
        left = dict(one.receive_json())
        assert (
            left["type"] == "presence"
            and not left["players"][1]["connected"]
            and left["players"][1]["status"] == "away"
        ), "seat 1 left: told once"


def refused(client: TestClient, url: str) -> tuple[str, int]:
    with client.websocket_connect(url) as socket:
        socket.send_text(json.dumps({"type": "hello", "token": None}))
        message = socket.receive_json()
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_json()
    return message["error"], closed.value.code


def test_a_table_and_a_client_address_have_a_most_of_sockets(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite'}", bot_delay=0, table_sockets=3, client_sockets=4)
    with TestClient(app) as client, ExitStack() as sockets:
        one, two = new_table(client, "djinn"), new_table(client, "djinn")
        for _ in range(3):
            hello(sockets.enter_context(client.websocket_connect(f"/ws/tables/{one['id']}")), None)
        assert refused(client, f"/ws/tables/{one['id']}") == ("table_full", 4429)
        last = sockets.enter_context(client.websocket_connect(f"/ws/tables/{two['id']}"))
        hello(last, None)  # the address's fourth socket, at another table
        assert refused(client, f"/ws/tables/{two['id']}") == ("too_many_sockets", 4429)
        last.close()
        for _ in range(100):  # once the server has seen it close, the address may open another
            again = sockets.enter_context(client.websocket_connect(f"/ws/tables/{two['id']}"))
            if hello(again, None)["type"] == "state":
                break
            time.sleep(0.02)
        else:
            pytest.fail("a closed socket was still counted")
