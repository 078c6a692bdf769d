"""The web table's FastAPI application: pages, the JSON API and the table's WebSocket.

A seat's token travels in the ``Authorization: Bearer`` header (HTTP) or the socket's first message,
never in a path or a query, so it cannot reach an access log; invite links carry it after ``#``, which a
browser does not send.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from importlib import resources
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from pydantic import ValidationError
from starlette.websockets import WebSocketDisconnected

from conjure.bots import LEVELS
from conjure.i18n import LANGS
from conjure.web import closeups, lobby
from conjure.web.guard import BODY_LIMIT, Guard
from conjure.web.hub import Hub
from conjure.web.lobby import Listing
from conjure.web.models import Act, CreateTable, Hello, Join, SeatChange, SocketAct, SocketMessage, Undo
from conjure.web.payload import Frames, in_parts, message_text
from conjure.web.replays import Replays
from conjure.web.store import Store, default_url
from conjure.web.tables import GRACE, Refused, Table
from conjure.web.texts import words
from conjure.web.thinking import Thinkers

logger = logging.getLogger(__name__)

LANG_COOKIE = "conjure_lang"
FORGET_AFTER = 900.0  # seconds a table at rest nobody asks for stays in memory
FORGET_EVERY = 60.0  # seconds between two looks for such tables
TABLE_SOCKETS = 100  # sockets one table may have open at once (its seats' and spectators')
CLIENT_SOCKETS = 30  # sockets one client address may have open at once, over every table
HELLO_WAIT = 10.0  # seconds a new socket has to send its hello before it is closed (4408 no_hello)
LISTEN_WAIT = 10.0  # seconds a PostgreSQL server process waits to be listening before it serves
HERE = resources.files("conjure.web")


def create_app(
    db_url: str | None = None,
    bot_delay: float = 0.6,
    draw_workers: int = 0,
    bot_workers: int = 0,
    forget_after: float = FORGET_AFTER,
    body_limit: int = BODY_LIMIT,
    hello_wait: float = HELLO_WAIT,
    grace: float = GRACE,
    table_sockets: int = TABLE_SOCKETS,
    client_sockets: int = CLIENT_SOCKETS,
) -> FastAPI:
    """The application over the database at ``db_url`` (default: a SQLite file in the user's data folder);
    pictures are drawn by ``draw_workers`` processes and bots that search think in ``bot_workers`` processes (0: a
    thread of this one); a table at rest that nobody asked for in ``forget_after`` seconds is let go from memory
    (it stays stored and is loaded again when asked for); a request's body longer than ``body_limit`` bytes is
    refused unread (``conjure.web.guard``); a socket that sends no hello within ``hello_wait`` seconds is closed; a
    person who left is waited for ``grace`` seconds before another player may hand their seat to a bot; a table
    takes at most ``table_sockets`` sockets and a client address may open at most ``client_sockets``."""
    frames, thinkers = Frames(draw_workers), Thinkers(bot_workers)
    hub = Hub(Store(db_url or default_url()), frames, bot_delay, thinkers, grace)
    replays = Replays(hub, draw_workers)  # a process of its own when pictures are drawn in processes

    async def forget() -> None:
        while True:
            await asyncio.sleep(min(forget_after, FORGET_EVERY))
            gone = hub.forget_idle(forget_after)
            if gone:
                logger.info("%d idle tables let go from memory (still stored)", len(gone))

    @asynccontextmanager
    async def lifespan(application: FastAPI) -> AsyncIterator[None]:
        await frames.start()
        await thinkers.start()
        forgetting = asyncio.get_running_loop().create_task(forget())
        async with following(application, hub):
            yield
        forgetting.cancel()
        for table in hub.tables.values():
            for task in (table.bot_task, table.clock_task, table.presence_task):
                if task is not None:
                    task.cancel()
        frames.close()
        thinkers.close()
        replays.close()

    app = FastAPI(title="Conjure", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.add_middleware(Guard, limit=body_limit)
    app.state.hub = hub
    app.state.replays = replays
    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    _errors(app)
    _pages(app, hub, templates)
    _api(app, hub)
    _socket(app, hub, hello_wait, table_sockets, client_sockets)
    return app


@asynccontextmanager
async def following(app: FastAPI, hub: Hub) -> AsyncIterator[None]:
    """On PostgreSQL, listen for the other server processes' changes while the application runs
    (``conjure.web.notify``); on any other database, nothing."""
    if hub.store.engine.dialect.name != "postgresql":
        yield
        return
    from conjure.web.notify import Follower  # psycopg is needed only here

    follower = app.state.follower = Follower(hub, hub.store.engine.url)
    task = asyncio.get_running_loop().create_task(follower.run())
    try:
        await follower.started(LISTEN_WAIT)
        yield
    finally:
        task.cancel()
        with suppress(asyncio.CancelledError):
            await task
        await follower.stop()


# -- errors ------------------------------------------------------------------------------------------------
def refusal(exc: Refused, state: dict[str, Any] | None = None) -> JSONResponse:
    body: dict[str, Any] = {"error": exc.code, "message": exc.message}
    if state is not None:
        body["state"] = state
    return JSONResponse(body, status_code=exc.status)


def _errors(app: FastAPI) -> None:
    @app.exception_handler(Refused)
    async def refused(_: Request, exc: Refused) -> JSONResponse:
        return refusal(exc)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse({"error": "bad_request", "message": explain(exc.errors())}, status_code=422)


def explain(errors: Any) -> str:
    """Pydantic's errors as one sentence: where, and what was wrong."""
    parts = []
    for error in errors:
        where = ".".join(str(p) for p in error.get("loc", ()) if p != "body") or "body"
        parts.append(f"{where}: {error.get('msg', 'invalid')}")
    return "; ".join(parts) or "the request is not valid"


# -- who is asking, in which language ------------------------------------------------------------------------
def bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    return header[7:].strip() if header.lower().startswith("bearer ") else None


def choose_lang(request: Request, fallback: str = "en") -> str:
    for lang in (request.query_params.get("lang"), request.cookies.get(LANG_COOKIE)):
        if lang in LANGS:
            return str(lang)
    return fallback


def remember_lang(request: Request, response: Response) -> None:
    lang = request.query_params.get("lang")
    if lang in LANGS:
        response.set_cookie(LANG_COOKIE, str(lang), max_age=365 * 24 * 3600, samesite="lax")


# -- pages ---------------------------------------------------------------------------------------------------
def _pages(app: FastAPI, hub: Hub, templates: Jinja2Templates) -> None:
    listing = app.state.listing = Listing(hub)

    @app.get("/", response_class=HTMLResponse)
    async def lobby(request: Request) -> Response:
        lang = choose_lang(request)
        listed = await listing.rows(lang)
        w = words(lang)
        page = templates.TemplateResponse(
            request,
            "lobby.html",
            {
                "w": w,
                "lang": lang,
                "langs": LANGS,
                "tables": listed,
                "games": games(lang),
                "levels": list(LEVELS),
                "words_json": json.dumps(w, ensure_ascii=False),
            },
        )
        remember_lang(request, page)
        return page

    @app.get("/table/{table_id}", response_class=HTMLResponse)
    async def table_page(request: Request, table_id: str) -> Response:
        try:
            table = await hub.get(table_id)
        except Refused as exc:  # a person followed a wrong link: a page, not JSON
            lang = choose_lang(request)
            return templates.TemplateResponse(
                request,
                "missing.html",
                {"w": words(lang), "lang": lang, "langs": LANGS, "words_json": "{}"},
                status_code=exc.status,
            )
        lang = choose_lang(request, table.row.lang)
        w = words(lang)
        page = templates.TemplateResponse(
            request,
            "table.html",
            {
                "w": w,
                "lang": lang,
                "langs": LANGS,
                "table_id": table.id,
                "title": table.game.rules.title(lang),
                "levels": list(LEVELS),
                "words_json": json.dumps(w, ensure_ascii=False),
            },
        )
        remember_lang(request, page)
        return page

    replays: Replays = app.state.replays

    @app.get("/table/{table_id}/replay", response_class=HTMLResponse)
    async def replay(request: Request, table_id: str) -> Response:
        """The finished table's replay, drawn from its record as a spectator saw it (``conjure.web.replays``)."""
        table = await hub.get(table_id)
        page, policy = await replays.page(table.id, choose_lang(request, table.row.lang))
        return HTMLResponse(page, headers={"Content-Security-Policy": policy})


def games(lang: str) -> list[dict[str, Any]]:
    """The games for the lobby's form: name, title in ``lang``, player counts, options with their words in ``lang``
    (``conjure.web.lobby``)."""
    return lobby.games(lang)


# -- the JSON API --------------------------------------------------------------------------------------------
def _api(app: FastAPI, hub: Hub) -> None:
    @app.get("/api/games")
    async def list_games(request: Request) -> list[dict[str, Any]]:
        return games(choose_lang(request))

    @app.get("/api/tables")
    async def list_tables(request: Request) -> list[dict[str, Any]]:
        """The newest tables: game, seats (open ones too), whose turn, status, age (``conjure.web.lobby``)."""
        listed: list[dict[str, Any]] = await app.state.listing.rows(choose_lang(request))
        return listed

    @app.post("/api/tables/{table_id}/join", status_code=201)
    async def join(request: Request, table_id: str, body: Join) -> dict[str, Any]:
        """Take an open seat: its link (with its token after '#'), shown once."""
        table, secret = await lobby.claim(hub, table_id, body.seat, body.name)
        base = f"{request.base_url}table/{table.id}"
        return {"id": table.id, "seat": body.seat, "token": secret, "link": f"{base}#seat={secret}"}

    @app.post("/api/tables", status_code=201)
    async def create_table(request: Request, spec: CreateTable) -> dict[str, Any]:
        table, secrets_ = await hub.create(spec)
        return links(request, table, secrets_)

    @app.get("/api/tables/{table_id}")
    async def state(request: Request, table_id: str) -> dict[str, Any]:
        table = await hub.get(table_id)
        seat = hub.identify(table, bearer(request))
        await hub.catch_up(table)
        return await hub.frame_for(table, seat, choose_lang(request, table.row.lang))

    @app.get("/api/tables/{table_id}/closeups")
    async def closeups_of(request: Request, table_id: str, element: str | None = None) -> Response:
        """The close-ups of the seat's picture now (``element``: that one only; an id the picture does not show as a
        component is refused, 404 ``unknown_element``)."""
        table = await hub.get(table_id)
        seat = hub.identify(table, bearer(request))
        lang = choose_lang(request, table.row.lang)
        async with table.lock:
            key, found = closeups.snapshot(table, seat, lang)
        if "closeups" not in found:  # made off the event loop (a few ms of words)
            found = await asyncio.to_thread(closeups.make, key, found["view"], lang, found["names"])
        if element is None:  # kept as its JSON text: a page's second question is not encoded again
            return Response(closeups.text_of(key, found), media_type="application/json")
        one = found["closeups"].get(element)
        if one is None:
            raise Refused(
                "unknown_element",
                f"the table shows no component with the id {element[:80]!r}; ask without 'element' for every id",
                404,
            )
        return JSONResponse({"version": found["version"], "step": found["step"], "closeups": {element: one}})

    async def changed(
        request: Request, table_id: str, change: Callable[[Table, int | None], Awaitable[None]]
    ) -> Response:
        """Make a seat's change (an action, an undo) and answer with its fresh frame, or the refusal with it."""
        table = await hub.get(table_id)
        seat = hub.identify(table, bearer(request))
        lang = choose_lang(request, table.row.lang)
        try:
            await change(table, seat)
        except Refused as exc:
            return refusal(exc, await _fresh(hub, table, seat, lang, exc))
        return JSONResponse(await hub.frame_for(table, seat, lang))

    @app.post("/api/tables/{table_id}/actions")
    async def act(request: Request, table_id: str, body: Act) -> Response:
        return await changed(
            request, table_id, lambda table, seat: hub.act(table, seat, body.action, body.step, body.version)
        )

    @app.post("/api/tables/{table_id}/undo")
    async def undo(request: Request, table_id: str, body: Undo) -> Response:
        return await changed(
            request, table_id, lambda table, seat: hub.undo(table, seat, body.steps, body.step, body.version)
        )

    @app.post("/api/tables/{table_id}/seats")
    async def change_seat(request: Request, table_id: str, body: SeatChange) -> dict[str, Any]:
        table = await hub.get(table_id)
        seat = hub.identify(table, bearer(request))
        await hub.set_seat(table, seat, body)
        return await hub.frame_for(table, seat, choose_lang(request, table.row.lang))

    @app.post("/api/tables/{table_id}/again")
    async def again(request: Request, table_id: str) -> dict[str, Any]:
        table = await hub.get(table_id)
        new = await hub.again(table, hub.identify(table, bearer(request)))
        return {"id": new.id, "url": f"{request.base_url}table/{new.id}"}


async def _fresh(hub: Hub, table: Table, seat: int | None, lang: str, exc: Refused) -> dict[str, Any] | None:
    """The table as it is now, sent with a refusal the player can act on (stale, illegal, nothing to undo)."""
    if exc.code in ("stale", "illegal", "bot_seat", "no_undo"):
        return await hub.frame_for(table, seat, lang)
    return None


def links(request: Request, table: Table, secrets_: list[str]) -> dict[str, Any]:
    """The invite link of every seat (its token after '#') and the spectator link."""
    base = f"{request.base_url}table/{table.id}"
    return {
        "id": table.id,
        "spectator": base,
        "seats": [
            {
                "seat": s.seat,
                "kind": s.kind,
                "level": s.level,
                "name": s.name,
                "token": secret or None,
                "link": f"{base}#seat={secret}" if secret else None,  # an open seat: taken from the lobby
                "open": not secret,
            }
            for s, secret in zip(table.seats, secrets_, strict=True)
        ],
    }


# -- the socket ----------------------------------------------------------------------------------------------
class SocketListener:
    """One browser's socket: sends are serialised, so a push and an answer never interleave."""

    def __init__(
        self,
        socket: WebSocket,
        seat: int | None,
        lang: str,
        apart: bool = False,
        parts: bool = False,
        hot_seat: bool = False,
    ) -> None:
        self.socket, self.seat, self.lang, self.apart, self.parts = socket, seat, lang, apart, parts
        self.hot_seat = hot_seat
        self.held: set[str] = set()  # the keys of the parts the page holds (``"pictures": "parts"``)
        self._lock = asyncio.Lock()

    async def send(self, data: dict[str, Any]) -> None:
        async with self._lock:
            await self.socket.send_text(message_text(self._in_parts(data) if self.parts else data))

    def _in_parts(self, data: dict[str, Any]) -> dict[str, Any]:
        """A message with its picture in the parts the page lacks (in the order the page reads them: sent under
        the lock)."""
        if data.get("type") == "refused" and isinstance(data.get("state"), dict):
            return dict(data, state=self._in_parts(data["state"]))
        if data.get("type") not in ("state", "picture"):
            return data
        found = in_parts(data.get("picture"), self.held)
        if found is None:
            return data
        picture, self.held = found
        return dict(data, picture=picture)


def _socket(app: FastAPI, hub: Hub, hello_wait: float, table_sockets: int, client_sockets: int) -> None:
    open_from: dict[str, int] = {}  # the sockets open per client address

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(socket: WebSocket, table_id: str) -> None:
        await socket.accept()
        address = socket.client.host if socket.client else ""
        if open_from.get(address, 0) >= client_sockets:
            await _close(
                socket,
                "too_many_sockets",
                f"this address has {client_sockets} sockets open, the most one "
                "address may have; close some (other tabs, other tables) and try again",
                4429,
            )
            return
        open_from[address] = open_from.get(address, 0) + 1
        try:
            await _serve_socket(hub, socket, table_id, hello_wait, table_sockets)
        finally:
            open_from[address] -= 1
            if not open_from[address]:
                del open_from[address]


async def _serve_socket(hub: Hub, socket: WebSocket, table_id: str, hello_wait: float, table_sockets: int) -> None:
    """Greet the socket, then carry out its messages until it closes."""
    listener = await _greet(hub, socket, table_id, hello_wait, table_sockets)
    if listener is None:
        return
    table = listener[0]
    try:
        await hub.join(table, listener[1])
        while True:
            await _answer(hub, table, listener[1], await _text(socket))
    except Refused as exc:  # a binary message: closed with the reason
        with suppress(WebSocketDisconnect, WebSocketDisconnected, RuntimeError):
            await _close(socket, exc.code, exc.message, 4000 + exc.status)
    except (WebSocketDisconnect, WebSocketDisconnected):  # gone while reading, or while it was being sent to
        pass
    finally:
        await hub.leave(table, listener[1])


async def _text(socket: WebSocket) -> str:
    """The socket's next message, which must be text (JSON); a binary one is refused (``422 binary``)."""
    message = await socket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000), message.get("reason"))
    text = message.get("text")
    if text is None:
        raise Refused("binary", "this socket takes text messages (JSON), not binary ones", 422)
    return str(text)


async def _greet(
    hub: Hub, socket: WebSocket, table_id: str, hello_wait: float, table_sockets: int
) -> tuple[Table, SocketListener] | None:
    """Read the hello (token, last step, language), which must come within ``hello_wait`` seconds, at a table with
    fewer than ``table_sockets`` sockets; None after telling the socket why it is closed."""
    try:
        table = await hub.get(table_id)
        if len(table.listeners) >= table_sockets:
            raise Refused(
                "table_full",
                f"this table has {table_sockets} sockets open, the most one table may have; try again later",
                429,
            )
        try:
            said = await asyncio.wait_for(_text(socket), hello_wait)
        except TimeoutError:
            raise Refused("no_hello", f"no hello came within {hello_wait:g} s of opening the socket", 408) from None
        hello = Hello.model_validate_json(said)
        seat = hub.identify(table, hello.token)
        await hub.catch_up(table)
    except Refused as exc:
        await _close(socket, exc.code, exc.message, 4000 + exc.status)
        return None
    except ValidationError as exc:
        await _close(socket, "bad_request", explain(exc.errors()), 4422)
        return None
    except WebSocketDisconnect:
        return None
    return table, SocketListener(
        socket,
        seat,
        hello.lang or table.row.lang,
        hello.pictures != "inline",
        hello.pictures == "parts",
        hello.hot_seat,
    )


async def _close(socket: WebSocket, code: str, message: str, close_code: int) -> None:
    """Tell the socket why (a ``refused`` message), then close it with ``close_code`` and the reason (the error's
    code: a close frame's reason holds at most 123 bytes)."""
    await socket.send_json({"type": "refused", "error": code, "message": message})
    await socket.close(code=close_code, reason=code)


async def _answer(hub: Hub, table: Table, listener: SocketListener, text: str) -> None:
    """Carry out one message from the socket; a refusal is answered with the reason and the fresh table."""
    try:
        message = SocketMessage.validate_json(text)
        if isinstance(message, SocketAct):
            await hub.act(table, listener.seat, message.action, message.step, message.version)
        else:
            await hub.undo(table, listener.seat, message.steps, message.step, message.version)
    except ValidationError as exc:
        await listener.send({"type": "refused", "error": "bad_request", "message": explain(exc.errors())})
    except Refused as exc:
        table.logs_sent.pop(listener, None)  # the page takes the whole log of the state sent with the refusal
        await listener.send(
            {
                "type": "refused",
                "error": exc.code,
                "message": exc.message,
                "state": await hub.frame_for(table, listener.seat, listener.lang, listener.hot_seat),
            }
        )
