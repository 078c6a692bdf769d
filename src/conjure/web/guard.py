"""What every HTTP request and answer passes through before the application: a bound on the body, read before
anything parses it, and the headers by which a page defends itself in the browser.

A body longer than :data:`BODY_LIMIT` is refused with ``413 too_large`` before it is read: at once when its
``Content-Length`` says so, else (a chunked body) as soon as what arrived passes the bound. The largest body any
route takes (a new table: eight seats' names, twenty options) is about 2 KB of JSON, and parsing a large one on the
event loop would hold up every other table.

Every answer carries a Content-Security-Policy that lets a page run only its own scripts and styles (no inline
script, no other origin; the pictures are inline SVG markup, which needs neither), forbids framing by another site
(clickjacking of board clicks), and ``nosniff`` and ``no-referrer``: a seat's token lives in the page's
``localStorage``, so the policy is a second line behind the escaping of everything a page shows.
"""

from __future__ import annotations

from typing import Any

import orjson
from starlette.types import ASGIApp, Message, Receive, Scope, Send

BODY_LIMIT = 16 * 1024  # bytes of a request's body; see the module's docstring

POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
HEADERS = [
    (b"content-security-policy", POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


class Guard:
    """ASGI middleware: the body's bound (``limit`` bytes) and the pages' security headers (:data:`HEADERS`)."""

    def __init__(self, app: ASGIApp, limit: int = BODY_LIMIT) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_guarded(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {name.lower() for name, _ in message.get("headers", [])}
                message = dict(
                    message, headers=[*message.get("headers", []), *(h for h in HEADERS if h[0] not in names)]
                )
            await send(message)

        length = _length(scope)
        if length is not None and length > self.limit:
            await too_large(send_guarded, length, self.limit)
            return
        if length is not None or scope["method"] in ("GET", "HEAD"):
            await self.app(scope, receive, send_guarded)
            return
        # no length given (a chunked body): read it, up to the bound, before the application sees it
        chunks: list[bytes] = []
        size, more = 0, True
        while more:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            more = message.get("more_body", False)
            if size > self.limit:
                await too_large(send_guarded, None, self.limit)
                return
        body, given = b"".join(chunks), False

        async def replay() -> Message:
            nonlocal given
            if given:
                return await receive()
            given = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send_guarded)


def _length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def too_large(send: Send, length: int | None, limit: int) -> None:
    """Answer ``413 too_large`` (the body is not read; the server closes the connection after it)."""
    told = f"{length} bytes" if length is not None else "longer than that"
    body: dict[str, Any] = {
        "error": "too_large",
        "message": f"the request's body is {told}; at most {limit} bytes are accepted",
    }
    text = orjson.dumps(body)
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(text)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": text})
