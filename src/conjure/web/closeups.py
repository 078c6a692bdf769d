"""The close-ups a table page fetches on demand: every component of the seat's picture in the page's language.

Frames stay as they were (the close-ups are not in them, so the load bench's figures hold): a page asks
``GET /api/tables/{id}/closeups`` (its seat's token as for the other calls) the first time a piece is hovered, focused
or long-pressed after a new frame, and keeps the answer for that version. Everything comes from the seat's view
through the game's face ``closeups`` (:mod:`conjure.pictures.closeups`), with the seats' names, so the answer holds
nothing the seat could not see.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

import orjson

from conjure.pictures.closeups import Closeup, closeups
from conjure.pictures.texts import seat_names
from conjure.web.names import named
from conjure.web.tables import Table


def _named(found: Closeup, lang: str, names: tuple[str, ...]) -> dict[str, Any]:
    out = found.to_json()
    out["title"] = named(out["title"], lang, names)
    out["lines"] = [named(line, lang, names) for line in out["lines"]]
    if "state" in out:
        out["state"] = named(out["state"], lang, names)
    return out


class Kept:
    """The close-ups last made, by (table, version, seat, language, names): a page's second question, or a spectator
    beside another, costs nothing."""

    def __init__(self, size: int = 256) -> None:
        self.size, self._lock = size, threading.Lock()
        self._kept = OrderedDict[tuple[Any, ...], dict[str, Any]]()

    def get(self, key: tuple[Any, ...]) -> dict[str, Any] | None:
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
            return found

    def put(self, key: tuple[Any, ...], value: dict[str, Any]) -> None:
        with self._lock:
            self._kept[key] = value
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)


KEPT = Kept()
TEXTS = Kept()


def text_of(key: tuple[Any, ...], found: dict[str, Any]) -> bytes:
    """An answer as JSON (orjson), kept under its key."""
    text = TEXTS.get(key)
    if text is None:
        text = {"json": orjson.dumps(found)}
        TEXTS.put(key, text)
    made: bytes = text["json"]
    return made


def snapshot(table: Table, seat: int | None, lang: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The key of the seat's close-ups as the table stands, with the answer if it is kept, else the seat's view to make
    it from (call it under the table's lock: a view is a millisecond; the close-ups, ~10 ms, are made after)."""
    names = tuple(s.name for s in table.seats)
    key = (table.id, table.revision, seat, lang, names)
    found = KEPT.get(key)
    return key, found if found is not None else {"view": table.game.view(seat), "names": names}


def make(key: tuple[Any, ...], view: dict[str, Any], lang: str, names: tuple[str, ...]) -> dict[str, Any]:
    """The answer ``{"version": v, "step": s, "closeups": {element id: close-up}}`` from a seat's view (in any thread),
    kept under ``key``."""
    with seat_names(names):
        made = closeups(view, lang)
    found = {
        "version": key[1],
        "step": view["step"],
        "closeups": {gid: _named(c, lang, names) for gid, c in made.items()},
    }
    KEPT.put(key, found)
    return found


def answer(table: Table, seat: int | None, lang: str) -> dict[str, Any]:
    """:func:`snapshot` and :func:`make` in one go, in the caller's thread."""
    key, found = snapshot(table, seat, lang)
    return found if "closeups" in found else make(key, found["view"], lang, found["names"])
