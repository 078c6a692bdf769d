"""The table's WebSocket: hello, pushes to every seat, refusals with the fresh table, reconnecting."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from conjure.web.app import create_app
from tests.web.helpers import auth, hello, live, new_table, presence_until, receive, receive_frame, whole_picture


def test_a_seat_plays_over_its_socket_and_the_others_are_told(client: TestClient) -> None:
    made = new_table(client)
    table_id = made["id"]
    with (
        client.websocket_connect(f"/ws/tables/{table_id}") as one,
        client.websocket_connect(f"/ws/tables/{table_id}") as two,
    ):
        first = hello(one, made["seats"][0]["token"])
        assert first["type"] == "state" and first["seat"] == 0 and first["actions"]
        assert first["players"][0]["connected"] and not first["players"][1]["connected"]
        second = hello(two, made["seats"][1]["token"])
        assert second["seat"] == 1 and second["players"][1]["connected"]
        told = presence_until(one, lambda m: m["players"][1]["connected"])  # seat 0 is told that seat 1 arrived
        assert told == {
            "type": "presence",
            "table": table_id,
            "players": [
                {"seat": 0, "connected": True, "status": "here"},
                {"seat": 1, "connected": True, "status": "here"},
            ],
        }
        one.send_text(json.dumps({"type": "act", "action": first["actions"][0]["id"], "step": 0}))
        pushed = [receive(one), receive(two)]
        assert [f["step"] for f in pushed] == [1, 1] and [f["seat"] for f in pushed] == [0, 1]
        assert pushed[0]["actions"] == [] and pushed[1]["actions"], "seat 0 has chosen; seat 1 still chooses"


def test_a_hot_seat_page_is_told_whether_each_seats_table_is_private(client: TestClient) -> None:
    """Incantibus, seed 8: both seats point at once (private); once seat 0 has pointed, its table shows its choice
    (private) and seat 1, the last to point, sees nothing hidden (open). A page that plays one seat is not told."""
    made = new_table(client, game="incantibus", seed=8)
    tokens = [s["token"] for s in made["seats"]]
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as one,
        client.websocket_connect(f"/ws/tables/{made['id']}") as two,
        client.websocket_connect(f"/ws/tables/{made['id']}") as alone,
    ):
        first = hello(one, tokens[0], hot_seat=True)
        assert first["private"] is True, "a simultaneous choice"
        assert hello(two, tokens[1], hot_seat=True)["private"] is True
        assert "private" not in hello(alone, tokens[0])
        one.send_text(
            json.dumps({"type": "act", "action": first["actions"][0]["id"], "step": 0, "version": first["version"]})
        )
        pushed = [receive(one), receive(two), receive(alone)]
        assert [f["step"] for f in pushed] == [1, 1, 1]
        assert [f.get("private") for f in pushed] == [True, False, None]
        two.send_text(json.dumps({"type": "act", "action": "nonsense", "step": 1, "version": pushed[1]["version"]}))
        refused = receive(two)
        assert refused["type"] == "refused" and refused["state"]["private"] is False, "the fresh table says it too"


def test_a_page_gets_the_frame_first_its_picture_after_and_only_the_new_log_lines(client: TestClient) -> None:
    made = new_table(client, game="djinn", seed=2)  # Djinn: seat 1 picks a character first, seat 0 next
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        first = hello(socket, made["seats"][1]["token"], pictures="after")
        assert first["picture"]["svg"].startswith("<?xml") and "log_from" not in first, "the first frame is whole"
        socket.send_text(
            json.dumps({"type": "act", "action": first["actions"][0]["id"], "step": 0, "version": first["version"]})
        )
        frame = receive(socket)
        assert frame["step"] == 1 and set(frame["picture"]) <= {"svg", "pending"}
        if frame["picture"].get("pending"):  # drawn after the frame was sent, for the same step and version
            picture = receive(socket)
            assert (picture["type"], picture["step"], picture["version"]) == ("picture", 1, frame["version"])
        assert frame["log_from"] == len(first["log"]) and frame["log"], "only the lines the page has not seen"
        whole = receive_frame_whole(client, made["id"], made["seats"][1]["token"])
        assert first["log"] + frame["log"] == whole["log"]


def test_a_page_that_holds_the_parts_of_its_last_picture_is_sent_only_the_new_ones(client: TestClient) -> None:
    made = new_table(client, game="trickerion", seed=3)
    token = made["seats"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        socket.send_text(json.dumps({"type": "hello", "token": token, "pictures": "parts"}))
        first = receive(socket)
        if first["picture"].get("pending"):
            first = dict(first, picture=receive(socket)["picture"])
        assert first["picture"]["pieces"] and len(first["picture"]["parts"]) > 3, "the first picture: every part"
        page = whole_picture(socket, first["picture"])
        assert page == receive_frame_whole(client, made["id"], token)["picture"], "put together: the same picture"
        socket.send_text(
            json.dumps(
                {"type": "act", "action": first["actions"][0]["id"], "step": first["step"], "version": first["version"]}
            )
        )
        frame = receive(socket)
        while "picture" not in frame or frame["picture"].get("pending"):  # (an undo may come in a message alone)
            frame = receive(socket)
        picture = frame["picture"]
        keys = [piece["part"] for piece in picture["pieces"] if isinstance(piece, dict)]
        assert 0 < len(picture["parts"]) < len(keys), "only the parts that changed are sent again"
        assert whole_picture(socket, picture) == receive_frame_whole(client, made["id"], token)["picture"]


def test_a_seats_undo_is_made_off_the_event_loop_and_follows_its_frame(client: TestClient) -> None:
    made = new_table(client, game="djinn", seed=2)  # Djinn: seat 1 picks a character tile, a step it may take back
    token = made["seats"][1]["token"]
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        first = hello(socket, token, pictures="after")
        socket.send_text(
            json.dumps({"type": "act", "action": first["actions"][0]["id"], "step": 0, "version": first["version"]})
        )
        frame = receive(socket)
        assert frame["undo"] == {"pending": True}, "the marks are made after the frame is sent"
        after = receive(socket)
        while "undo" not in after:  # the picture, drawn first, in a message of its own
            assert after["type"] == "picture" and "picture" in after and frame["picture"].get("pending")
            after = receive(socket)
        assert after["type"] == "picture" and (after["step"], after["version"]) == (frame["step"], frame["version"])
        limit = live(client, made["id"]).game.undo_limit(1)
        assert after["undo"]["steps"] == limit.steps >= 1 and after["undo"]["barrier"] == limit.barrier.value
    assert receive_frame_whole(client, made["id"], token)["undo"] == after["undo"], "the API answers the same"


def test_if_the_marks_cannot_be_made_off_the_loop_the_undo_still_comes(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(job: object) -> None:
        raise RuntimeError("a worker that fails")

    monkeypatch.setattr("conjure.web.payload.run_marks", broken)
    made = new_table(client, game="djinn", seed=2)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        first = hello(socket, made["seats"][1]["token"], pictures="after")
        socket.send_text(
            json.dumps({"type": "act", "action": first["actions"][0]["id"], "step": 0, "version": first["version"]})
        )
        frame = receive_frame(socket, first)
        assert frame["undo"]["steps"] == live(client, made["id"]).game.undo_limit(1).steps >= 1


def receive_frame_whole(client: TestClient, table_id: str, token: str) -> dict[str, object]:
    found: dict[str, object] = client.get(f"/api/tables/{table_id}", headers=auth(token)).json()
    return found


def test_a_stale_or_illegal_message_is_answered_and_the_socket_stays(client: TestClient) -> None:
    made = new_table(client)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        state = hello(socket, made["seats"][0]["token"])
        socket.send_text(json.dumps({"type": "act", "action": state["actions"][0]["id"], "step": 7}))
        stale = receive(socket)
        assert stale["type"] == "refused" and stale["error"] == "stale" and stale["state"]["step"] == 0
        socket.send_text(json.dumps({"type": "act", "action": "brew:9:nothing", "step": 0}))
        illegal = receive(socket)
        assert illegal["error"] == "illegal" and "not legal for seat 0" in illegal["message"]
        for bad, words in (
            ("{nope", "Invalid JSON"),
            ('{"type": "act", "action": "x"}', "step: Field required"),
            ('{"type": "dance"}', "type"),
            ('{"type": "act", "action": "x", "step": 0, "as": 1}', "as: Extra inputs are not permitted"),
        ):
            socket.send_text(bad)
            answer = receive(socket)
            assert answer["type"] == "refused" and answer["error"] == "bad_request" and words in answer["message"]
        assert live(client, made["id"]).game.history == []
        socket.send_text(json.dumps({"type": "act", "action": state["actions"][0]["id"], "step": 0}))
        assert receive(socket)["step"] == 1, "after all that, the socket still plays"


@pytest.mark.parametrize(
    ("first", "error", "code"),
    [
        ({"type": "hello", "token": "wrong"}, "bad_token", 4403),
        ({"type": "act", "action": "x", "step": 0}, "bad_request", 4422),
        ({"type": "hello", "step": -3}, "bad_request", 4422),
        ({"type": "hello", "pictures": "later"}, "bad_request", 4422),
    ],
)
def test_a_bad_hello_closes_the_socket_with_the_reason(
    client: TestClient, first: dict[str, object], error: str, code: int
) -> None:
    made = new_table(client)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        socket.send_text(json.dumps(first))
        answer = receive(socket)
        assert answer["type"] == "refused" and answer["error"] == error
        with pytest.raises(WebSocketDisconnect) as closed:
            receive(socket)
        assert closed.value.code == code


def test_an_unknown_table_closes_the_socket(client: TestClient) -> None:
    with client.websocket_connect("/ws/tables/none-such") as socket:
        assert receive(socket)["error"] == "unknown_table"
        with pytest.raises(WebSocketDisconnect) as closed:
            receive(socket)
        assert closed.value.code == 4404


def test_a_spectator_watches_and_cannot_act(client: TestClient) -> None:
    made = new_table(client)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        state = hello(socket, None)
        assert state["seat"] is None and state["actions"] == []
        socket.send_text(json.dumps({"type": "act", "action": "take:hidden:0", "step": 0}))
        assert receive(socket)["error"] == "spectator"


def test_a_page_that_reconnects_catches_up(client: TestClient) -> None:
    made = new_table(client)
    mine, theirs = (s["token"] for s in made["seats"])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
        seen = hello(socket, mine)["step"]
    assert not live(client, made["id"]).seats[0].connected, "a closed socket leaves"
    with client.websocket_connect(f"/ws/tables/{made['id']}") as other:
        state = hello(other, theirs)
        other.send_text(json.dumps({"type": "act", "action": state["actions"][-1]["id"], "step": state["step"]}))
        receive(other)
        with client.websocket_connect(f"/ws/tables/{made['id']}") as again:
            caught_up = hello(again, mine, step=seen)
    assert caught_up["step"] == seen + 1 and caught_up["seat"] == 0
    assert caught_up["log"] and caught_up["actions"]


def test_a_binary_message_closes_the_socket_with_4422_and_the_reason(client: TestClient, caplog: Any) -> None:
    made = new_table(client)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:  # instead of a hello
        socket.send_bytes(b'{"type": "hello"}')
        answer = receive(socket)
        assert answer == {
            "type": "refused",
            "error": "binary",
            "message": "this socket takes text messages (JSON), not binary ones",
        }
        with pytest.raises(WebSocketDisconnect) as closed:
            receive(socket)
        assert (closed.value.code, closed.value.reason) == (4422, "binary")
    with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:  # after a hello
        hello(socket, made["seats"][0]["token"])
        socket.send_bytes(b"\x00\x01")
        assert receive(socket)["error"] == "binary"
        with pytest.raises(WebSocketDisconnect) as closed:
            receive(socket)
        assert (closed.value.code, closed.value.reason) == (4422, "binary")
    assert not live(client, made["id"]).seats[0].connected, "the closed socket left the table"
    assert "Traceback" not in caplog.text and "KeyError" not in caplog.text


def test_a_socket_that_sends_no_hello_is_closed(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'tables.sqlite'}", bot_delay=0, hello_wait=0.3)) as client:
        made = new_table(client)
        began = time.monotonic()
        with client.websocket_connect(f"/ws/tables/{made['id']}") as socket:
            answer = receive(socket)
            assert answer == {
                "type": "refused",
                "error": "no_hello",
                "message": "no hello came within 0.3 s of opening the socket",
            }
            with pytest.raises(WebSocketDisconnect) as closed:
                receive(socket)
            assert (closed.value.code, closed.value.reason) == (4408, "no_hello")
        assert time.monotonic() - began < 5
