"""The body's bound and the security headers (``conjure.web.guard``)."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from conjure.web.guard import BODY_LIMIT, POLICY, Guard
from tests.web.helpers import new_table


def big_table_body(size: int) -> bytes:
    """A new table's JSON padded past ``size`` bytes with seats (valid JSON; the model would refuse it)."""
    seats = [{"kind": "human", "name": "x" * 30}] * (size // 40 + 1)
    return json.dumps({"game": "djinn", "players": 2, "seats": seats}).encode()


def test_a_body_over_the_limit_is_refused_with_413_and_nothing_is_made(client: TestClient) -> None:
    body = big_table_body(BODY_LIMIT)
    answer = client.post("/api/tables", content=body, headers={"content-type": "application/json"})
    assert answer.status_code == 413
    assert answer.json() == {
        "error": "too_large",
        "message": f"the request's body is {len(body)} bytes; at most {BODY_LIMIT} bytes are accepted",
    }
    assert client.get("/api/tables").json() == []
    assert new_table(client, "djinn")["id"]  # a table of ordinary size is made as before


def test_a_chunked_body_over_the_limit_is_refused_too(client: TestClient) -> None:
    body = big_table_body(BODY_LIMIT)

    def chunks() -> Iterator[bytes]:  # no Content-Length: sent chunked
        for start in range(0, len(body), 4096):
            yield body[start : start + 4096]

    answer = client.post("/api/tables", content=chunks(), headers={"content-type": "application/json"})
    assert answer.status_code == 413 and answer.json()["error"] == "too_large"
    small = json.dumps({"game": "djinn", "players": 2}).encode()
    answer = client.post(
        "/api/tables", content=iter([small[:10], small[10:]]), headers={"content-type": "application/json"}
    )
    assert answer.status_code == 201, answer.text


def test_a_body_said_to_be_too_long_is_refused_before_a_byte_of_it_is_read() -> None:
    called: list[str] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        called.append("app")

    async def receive() -> dict[str, Any]:
        called.append("receive")
        raise AssertionError("the body was read")

    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "method": "POST",
        "path": "/api/tables",
        "headers": [(b"content-length", b"11000000"), (b"content-type", b"application/json")],
    }
    asyncio.run(Guard(app)(scope, receive, send))
    assert called == []
    assert sent[0]["status"] == 413 and json.loads(sent[1]["body"])["error"] == "too_large"


@pytest.mark.parametrize("path", ["/", "/table/nothere", "/api/games", "/static/table.js", "/api/tables/nothere"])
def test_every_answer_carries_the_security_headers(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.headers["content-security-policy"] == POLICY
    assert "frame-ancestors 'none'" in POLICY and "script-src 'self'" in POLICY and "unsafe" not in POLICY
    assert answer.headers["x-frame-options"] == "DENY"
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["referrer-policy"] == "no-referrer"


def test_the_pages_have_no_inline_script(client: TestClient) -> None:
    table = new_table(client, "djinn")
    for page in (client.get("/").text, client.get(f"/table/{table['id']}").text):
        for start in range(len(page)):
            if page.startswith("<script", start):
                tag = page[start : page.index(">", start)]
                assert 'type="application/json"' in tag or "src=" in tag, tag
                if "src=" in tag:
                    assert page.startswith("></script>", page.index(">", start)), "a script with a src is empty"
        assert not re.search(r"<[^>]*\son[a-z]+\s*=", page), "no inline event handler"
