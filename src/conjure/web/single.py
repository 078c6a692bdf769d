"""One SQLite file, one server: a second ``conjure serve`` on a file another one serves refuses to start.

Only one process's sockets hear of a move made in that process (pushes between processes go through PostgreSQL's
NOTIFY: docs/deploy.md), so a second server on the same file would start silently and its pages would miss the
first one's moves. Each server holds an exclusive ``flock`` on ``<file>.lock`` beside the database while it runs,
with its process id written in it; the kernel lets go of the lock when the process ends, however it ends (even by
``kill -9``), so a stale lock file never stops the next start.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from typing import TextIO

from sqlalchemy.engine import make_url

from conjure.engine import ConfigError


def sqlite_file(url: str) -> Path | None:
    """The SQLite file a database URL names, or None (another database, or SQLite in memory)."""
    parsed = make_url(url)
    database = parsed.database
    if parsed.get_backend_name() != "sqlite" or not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).resolve()


def hold(url: str) -> TextIO | None:
    """Hold the database's lock file for as long as the returned file is open (None: not a SQLite file, or its
    folder cannot be written, when opening the database will say why); ConfigError, naming the process, if
    another process serves the file."""
    path = sqlite_file(url)
    if path is None:
        return None
    lock = path.with_name(path.name + ".lock")
    try:
        handle = lock.open("a+", encoding="utf-8")
    except OSError:
        return None
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "unknown"
        handle.close()
        raise ConfigError(
            f"another conjure serve (process {holder}) is serving {path}; one SQLite file is served by "
            "one process, or the pages of each would miss the other's moves: stop that one, give this "
            "one another --db, or run several processes on PostgreSQL (docs/deploy.md)"
        ) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    return handle
