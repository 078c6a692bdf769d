"""``conjure serve``: build the application over the database and run it with uvicorn."""

from __future__ import annotations

import errno
import socket
from collections.abc import Callable
from typing import Any

import uvicorn
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from conjure.engine import ConfigError
from conjure.web import single
from conjure.web.app import create_app
from conjure.web.guard import BODY_LIMIT
from conjure.web.memory import settle_memory
from conjure.web.store import default_url


def check_url(url: str) -> str:
    """The database URL, or ConfigError saying why it cannot be one."""
    try:
        make_url(url)
    except ArgumentError as exc:
        raise ConfigError(f"--db {url!r} is not a database URL (such as sqlite:///tables.sqlite): {exc}") from exc
    return url


def run(
    host: str,
    port: int,
    db: str | None,
    say: Callable[[str], None],
    bot_delay: float = 0.6,
    draw_workers: int = 1,
    compress: bool = True,
    bot_workers: int = 1,
    grace: float = 60.0,
    sockets: tuple[int, int] = (100, 30),
) -> None:
    """Serve until stopped; ``say`` prints the address (and where the tables are kept); pictures are drawn by
    ``draw_workers`` processes beside this one and bots that search think in ``bot_workers`` (0: in threads of
    this one); ``compress``: permessage-deflate on the sockets; ``grace``: seconds a person who left is waited for
    before another player may hand their seat to a bot; ``sockets``: the most sockets a table and a client address
    may have open."""
    url = check_url(db) if db else default_url()
    sock = listen(host, port)  # the port first: a busy one is said before anything else happens
    try:
        held = single.hold(url)  # one SQLite file, one server (ConfigError naming the one that serves it)
        try:
            _run(url, host, sock, say, bot_delay, draw_workers, compress, bot_workers, grace, sockets)
        finally:
            if held is not None:
                held.close()
    finally:
        sock.close()


def _run(
    url: str,
    host: str,
    sock: socket.socket,
    say: Callable[[str], None],
    bot_delay: float,
    draw_workers: int,
    compress: bool,
    bot_workers: int,
    grace: float,
    sockets: tuple[int, int],
) -> None:
    try:
        app = create_app(
            url,
            bot_delay=bot_delay,
            draw_workers=draw_workers,
            bot_workers=bot_workers,
            grace=grace,
            table_sockets=sockets[0],
            client_sockets=sockets[1],
        )
    except SQLAlchemyError as exc:
        raise ConfigError(f"cannot open the database {safe(url)!r}: {exc.__class__.__name__}: {exc}") from exc
    except ImportError as exc:  # the URL names a driver that is not installed
        raise ConfigError(
            f"cannot open the database {safe(url)!r}: its driver is missing ({exc}); for PostgreSQL "
            "install Conjure with the extra: pip install 'conjure[postgres]'"
        ) from exc
    settle_memory()
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    shown = f"[{shown}]" if ":" in shown else shown
    say(f"Conjure is at http://{shown}:{sock.getsockname()[1]}/  (tables kept in {safe(url)}; Ctrl-C stops)")
    serve_on(app, sock, compress)


def listen(host: str, port: int) -> socket.socket:
    """A socket listening at ``host``:``port`` (0: any free port), or ConfigError in one line saying why not (the
    port is busy, needs privileges, the host is not an address of this machine)."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0][0]
        return socket.create_server((host, port), family=family, backlog=2048)
    except socket.gaierror as exc:
        raise ConfigError(f"--host {host}: not an address of this machine ({exc.strerror})") from exc
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise ConfigError(
                f"port {port} at {host} is busy (another program listens there): stop it or choose "
                f"another port, e.g. --port {port + 1 if port < 65535 else 8000}"
            ) from exc
        if exc.errno == errno.EACCES:
            raise ConfigError(
                f"port {port} at {host} needs the system's permission (ports below 1024 do): "
                "choose another, e.g. --port 8000"
            ) from exc
        raise ConfigError(f"cannot listen at {host}, port {port}: {exc.strerror or exc}") from exc


def serve_on(app: Any, sock: socket.socket, compress: bool) -> None:
    """Run the application with uvicorn on the socket already bound (until Ctrl-C); a socket's message is bounded
    as a request's body is."""
    config = uvicorn.Config(app, log_level="warning", ws_per_message_deflate=compress, ws_max_size=BODY_LIMIT)
    uvicorn.Server(config).run(sockets=[sock])


def safe(url: str) -> str:
    """The URL with any password hidden."""
    return make_url(url).render_as_string(hide_password=True)
