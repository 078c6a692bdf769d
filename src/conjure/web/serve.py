"""``conjure serve``: build the application over the database and run it with uvicorn."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable

import uvicorn
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from conjure.engine import ConfigError
from conjure.web.app import create_app
from conjure.web.store import default_url


def check_url(url: str) -> str:
    """The database URL, or ConfigError saying why it cannot be one."""
    try:
        make_url(url)
    except ArgumentError as exc:
        raise ConfigError(f"--db {url!r} is not a database URL (such as sqlite:///tables.sqlite): {exc}") from exc
    return url


def run(host: str, port: int, db: str | None, say: Callable[[str], None], bot_delay: float = 0.6,
        draw_workers: int = 1, compress: bool = True, bot_workers: int = 1) -> None:
    """Serve until stopped; ``say`` prints the address (and where the tables are kept); pictures are drawn by
    ``draw_workers`` processes beside this one and bots that search think in ``bot_workers`` (0: in threads of
    this one); ``compress``: permessage-deflate on the sockets."""
    url = check_url(db) if db else default_url()
    try:
        app = create_app(url, bot_delay=bot_delay, draw_workers=draw_workers, bot_workers=bot_workers)
    except SQLAlchemyError as exc:
        raise ConfigError(f"cannot open the database {safe(url)!r}: {exc.__class__.__name__}: {exc}") from exc
    except ImportError as exc:  # the URL names a driver that is not installed
        raise ConfigError(f"cannot open the database {safe(url)!r}: its driver is missing ({exc}); for PostgreSQL "
                          "install Conjure with the extra: pip install 'conjure[postgres]'") from exc
    settle_memory()
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    say(f"Conjure is at http://{shown}:{port}/  (tables kept in {safe(url)}; Ctrl-C stops)")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_per_message_deflate=compress)


def settle_memory() -> None:
    """Keep the pauses of a long-running server short and rare (the longest waits of the load benchmark were the
    garbage collector's: 100–300 ms for a full collection with 200 busy tables, several a minute).

    The objects that exist once the application is built (modules, classes, functions: about half of what the
    collector tracks) never become garbage, so they are moved out of its sight (``gc.freeze``). A full collection
    waits for 1,000 collections of the middle generation instead of 10, so at a hundred actions a second it comes
    every few minutes rather than every few seconds; the young generations are collected as before (a youngest
    generation of 10,000 objects instead of 700 made each of its collections pause up to 50 ms), so short-lived
    cycles still go at once, and long-lived ones wait for the next full collection. And a thread waiting for the interpreter (the drawing pool's, the database's,
    a searching bot's) is let in after 1 ms instead of 5, so no hand-over between threads costs the event loop
    more than that."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    sys.setswitchinterval(SWITCH_INTERVAL)


GC_THRESHOLDS = (700, 10, 1_000)  # CPython's defaults: (700, 10, 10)
SWITCH_INTERVAL = 0.001  # seconds; CPython's default: 0.005


def safe(url: str) -> str:
    """The URL with any password hidden."""
    return make_url(url).render_as_string(hide_password=True)
