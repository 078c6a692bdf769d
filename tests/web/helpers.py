"""Helpers for the web table's tests: an application over a fresh SQLite file, tables made over the API."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from conjure.web.app import create_app
from conjure.web.tables import Table


def make_app(folder: Path, bot_delay: float = 0.0) -> FastAPI:
    return create_app(f"sqlite:///{folder / 'tables.sqlite'}", bot_delay=bot_delay)


def new_table(
    client: TestClient, game: str = "incantibus", players: int = 2, kinds: tuple[str, ...] = (), **extra: Any
) -> dict[str, Any]:
    seats = [{"kind": k} for k in kinds]
    answer = client.post("/api/tables", json={"game": game, "players": players, "seats": seats, **extra})
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def live(client: TestClient, table_id: str) -> Table:
    """The server's own table object (to compare with what it sent)."""
    table: Table = client.app.state.hub.tables[table_id]  # type: ignore[attr-defined]
    return table


def hello(
    socket: Any,
    token: str | None,
    step: int | None = None,
    lang: str = "en",
    pictures: str = "inline",
    hot_seat: bool = False,
) -> dict[str, Any]:
    said = {"type": "hello", "token": token, "step": step, "lang": lang, "pictures": pictures}
    socket.send_text(json.dumps(dict(said, hot_seat=True) if hot_seat else said))
    return receive_frame(socket) if pictures != "inline" else receive(socket)


def receive(socket: Any) -> dict[str, Any]:
    """The socket's next message but those saying who is here (``presence``, which come when a seat's first socket
    opens or its last closes, a moment later): those are kept in ``socket.presence``, in order."""
    while True:
        message = dict(socket.receive_json())
        if message.get("type") != "presence":
            return message
        kept: list[dict[str, Any]] = getattr(socket, "presence", [])
        socket.presence = [*kept, message]


def presence_until(socket: Any, check: Any) -> dict[str, Any]:
    """The first ``presence`` message (kept or coming) for which ``check(message)`` is true; nothing but such
    messages may come meanwhile (who is here is never told in a whole frame)."""
    while True:
        kept: list[dict[str, Any]] = getattr(socket, "presence", [])
        if kept:
            message, socket.presence = kept[0], kept[1:]
        else:
            message = dict(socket.receive_json())
            assert message["type"] == "presence", f"a {message['type']} message came where only who is here changed"
        if check(message):
            return message


def receive_whole(socket: Any) -> dict[str, Any]:
    """The next message, its picture put together as the table page does when it came in parts (the page keeps
    the parts of the last picture sent in parts, and only those)."""
    message = receive(socket)
    for holder in (message, message.get("state")):
        if isinstance(holder, dict) and "pieces" in holder.get("picture", {}):
            holder["picture"] = whole_picture(socket, holder["picture"])
    return message


def whole_picture(socket: Any, picture: dict[str, Any]) -> dict[str, str]:
    held: dict[str, str] = getattr(socket, "conjure_parts", {})
    kept: dict[str, str] = {}
    texts = []
    for piece in picture["pieces"]:
        if isinstance(piece, str):
            texts.append(piece)
            continue
        key = piece["part"]
        assert key in picture["parts"] or key in held, f"part {key} was neither sent nor held"
        kept[key] = picture["parts"].get(key) or held[key]
        texts.append(kept[key])
    assert set(picture["parts"]) <= set(kept), "a part sent is a part of the picture"
    assert not set(picture["parts"]) & set(held), "a part the page holds is not sent again"
    socket.conjure_parts = kept
    return {"svg": "".join(texts)}


def receive_frame(socket: Any, previous: dict[str, Any] | None = None) -> dict[str, Any]:
    """The next frame of a socket that takes its pictures apart (as the table page does), made whole as the page
    makes it: a frame whose picture or undo is still to come is followed by a ``picture`` message for each, for the
    same step and version (the picture in parts, if the socket asked so), and a frame with ``log_from`` carries only the log lines after the
    first ``log_from`` of the ``previous`` frame's."""
    found = receive_whole(socket)
    assert found["type"] == "state", found
    if "log_from" in found:
        assert previous is not None, "only a page that has a log is sent part of one"
        found["log"] = previous["log"][: found.pop("log_from")] + found["log"]
    while found["picture"].get("pending") or found["undo"] == {"pending": True}:
        later = receive_whole(socket)  # the picture and the undo, each in a message of its own, as made
        assert later["type"] == "picture" and (later["step"], later["version"]) == (found["step"], found["version"]), (
            later
        )
        assert set(later) <= {"type", "table", "step", "version", "picture", "undo"}, "it carries nothing else"
        assert "picture" in later or "undo" in later, later
        if "picture" in later:
            assert found["picture"].get("pending"), "a picture follows only if pending"
            found["picture"] = later["picture"]
        if "undo" in later:
            assert found["undo"] == {"pending": True}, "only an undo still to be made follows the frame"
            found["undo"] = later["undo"]
    return found


def wait_until(check: Any, seconds: float = 60.0) -> None:
    """Poll ``check()`` until it is true (bots play in the server's own loop)."""
    end = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < end, "timed out waiting for the server"
        time.sleep(0.01)
