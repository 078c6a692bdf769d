"""A throwaway PostgreSQL server for the tests: Debian's server binaries (``initdb``, ``pg_ctl``) run in a
temporary folder on a free port, with ``trust`` logins from this machine only, removed afterwards.

PostgreSQL refuses to run as root, so as root the server runs as the ``postgres`` user (made by Debian's
package) or else ``nobody``, through ``runuser``. Without the binaries the tests that need them are skipped,
saying so (``.ci/run`` installs Debian's ``postgresql`` package when they are missing).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

USER = "conjure"  # the database's superuser (initdb -U)
SKIP = (
    "no PostgreSQL server binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin: "
    "install Debian's postgresql package (.ci/run does)"
)


def binaries() -> Path | None:
    """The folder holding initdb and pg_ctl: from PATH, else Debian's newest /usr/lib/postgresql/N/bin."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    folders = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda f: int(Path(f).parent.name), reverse=True)
    return next((Path(f) for f in folders if (Path(f) / "initdb").exists() and (Path(f) / "pg_ctl").exists()), None)


def run_as() -> tuple[list[str], str | None]:
    """The command prefix that drops root (PostgreSQL will not run as root) and the user it becomes."""
    if os.geteuid() != 0:
        return [], None
    for user in ("postgres", "nobody"):
        try:
            pwd.getpwnam(user)
        except KeyError:
            continue
        return ["runuser", "-u", user, "--"], user
    pytest.skip("running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def postgres_server() -> Iterator[str]:
    """Start a fresh server; yield its SQLAlchemy URL (database ``postgres``); stop it and remove its files."""
    folder = binaries()
    if folder is None:
        pytest.skip(SKIP)
    prefix, user = run_as()
    home = Path(tempfile.mkdtemp(prefix="conjure-pg-"))
    if user is not None:
        shutil.chown(home, user)
    data, port = home / "data", free_port()

    def run(*command: str) -> None:
        done = subprocess.run([*prefix, *command], capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            log = (home / "log").read_text() if (home / "log").exists() else ""
            pytest.fail(f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}\n{log}")

    try:
        run(str(folder / "initdb"), "-D", str(data), "-U", USER, "--auth=trust", "-E", "UTF8", "--no-sync")
        run(
            str(folder / "pg_ctl"),
            "-D",
            str(data),
            "-l",
            str(home / "log"),
            "-w",
            "-t",
            "60",
            "-o",
            f"-p {port} -k {home} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off "
            "-c full_page_writes=off",
            "start",
        )
        yield f"postgresql+psycopg://{USER}@127.0.0.1:{port}/postgres"
    finally:
        if (data / "postmaster.pid").exists():
            subprocess.run(
                [*prefix, str(folder / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                capture_output=True,
                timeout=60,
            )
        shutil.rmtree(home, ignore_errors=True)
