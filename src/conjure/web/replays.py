"""The replay of a finished table, served from its record: the page ``conjure replay`` writes
(``conjure.pictures.page.replay_page``), as a spectator saw the game, step by step, with the seats' names.

A replay draws every step's picture: tens of milliseconds a step, seconds for a whole game (measured on the busy
2-core machine: 3 s for a game of 79 steps, 19 s for one of 641; docs/web.md, "Results"). So only a
finished table has one (its record no longer changes), pages are built one at a time in a process of their own at
a lower priority (``workers``; 0: a thread of the server), and the newest few are kept. The page runs its own inline script and style, which the
server's policy (``conjure.web.guard``) forbids; its answer carries a policy of its own that allows exactly those
(their SHA-256 hashes) and nothing else.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import os
import re
from collections import OrderedDict

from conjure.pictures.page import replay_page
from conjure.web.hub import Hub
from conjure.web.payload import names_of
from conjure.web.tables import Refused
from conjure.web.workers import Workers

KEPT = 8  # replay pages kept (per table and language)
_INLINE = re.compile(r"<(script|style)>(.*?)</\1>", re.DOTALL)


def policy(page: str) -> str:
    """A Content-Security-Policy that lets ``page`` run its own inline scripts and styles and nothing else."""
    hashes: dict[str, list[str]] = {"script": [], "style": []}
    for kind, body in _INLINE.findall(page):
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
        hashes[kind].append(f"'sha256-{digest}'")
    return (
        f"default-src 'none'; script-src {' '.join(hashes['script']) or chr(39) + 'none' + chr(39)}; "
        f"style-src {' '.join(hashes['style']) or chr(39) + 'none' + chr(39)}; img-src 'self' data:; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


def _settle() -> None:
    """In the replay process: below the server's priority, so a long replay never takes a core from the tables."""
    os.nice(10)


class Replays:
    """The replay pages of finished tables: built one at a time, the newest :data:`KEPT` kept."""

    def __init__(self, hub: Hub, workers: int = 1, kept: int = KEPT) -> None:
        self.hub, self.kept = hub, kept
        self.pages: OrderedDict[tuple[str, int, str, tuple[str, ...]], tuple[str, str]] = OrderedDict()
        self._building = asyncio.Lock()
        self.workers = Workers(min(workers, 1), _settle)  # spawned on the first replay asked for

    def close(self) -> None:
        self.workers.close()

    async def page(self, table_id: str, lang: str) -> tuple[str, str]:
        """The replay page of the table and its policy; ``409 not_over`` while the game goes on."""
        table = await self.hub.get(table_id)
        await self.hub.catch_up(table)
        if not table.game.is_over:
            raise Refused("not_over", "the replay of a table is served once its game is over", 409)
        names = names_of(table)
        key = (table.id, table.revision, lang, names)
        async with self._building:
            if key not in self.pages:
                record = table.game.record()
                page = await self.workers.run(replay_page, record, None, lang, names)
                self.pages[key] = (page, policy(page))
                while len(self.pages) > self.kept:
                    self.pages.popitem(last=False)
            self.pages.move_to_end(key)
            return self.pages[key]
