"""Sending a table to its sockets: each socket's frame, its picture after it, who is here.

:class:`Telling` knows the sockets at each table and sends them what changed: after an action, an undo or a seat
change, one frame per seat and language (:meth:`Telling.broadcast`), drafted under the table's lock and drawn
after it; when a seat comes or goes, a small ``presence`` message, once per ``presence_every`` seconds at most.
A socket that cannot be sent to leaves. It changes no game: the table's record is :mod:`conjure.web.records`'.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable
from typing import Any

from conjure.web.payload import player_line
from conjure.web.tables import PRESENCE_EVERY, FrameMaker, Listener, Shared, Table, report


class Telling:
    """The sockets of every table of one process: joining, leaving, and what each is sent."""

    def __init__(self, frame: FrameMaker, presence_every: float = PRESENCE_EVERY) -> None:
        self.frame, self.presence_every = frame, presence_every
        self.shared: Shared | None = None  # set by conjure.web.notify (through the Hub) on a shared database
        self.sending: set[asyncio.Task[None]] = set()  # the broadcasts begun by :meth:`soon`, till they end
        self._due: set[str] = set()  # the tables whose broadcast of :meth:`soon` has not begun yet

    # -- sockets -----------------------------------------------------------------------------------
    async def join(self, table: Table, listener: Listener) -> None:
        """A socket joins: it is sent the table; if its seat was away, every socket is told it is here (in one
        small message a little later, :meth:`_presence_changed`), never sent a whole frame for it."""
        table.listeners.add(listener)
        if listener.seat is not None:
            seat = table.seats[listener.seat]
            seat.here += 1
            if seat.connected == 1:
                self._presence_changed(table)
            if self.shared is not None:
                self.shared.count(table.id, listener.seat, 1)
        await self.broadcast(table, only=listener)

    async def leave(self, table: Table, listener: Listener) -> None:
        table.used = time.monotonic()  # a page reloaded finds its table still here
        if listener in table.listeners:
            table.listeners.discard(listener)
            table.last_told.pop(listener, None)
            table.logs_sent.pop(listener, None)
            if listener.seat is not None:
                seat = table.seats[listener.seat]
                seat.here -= 1
                if not seat.connected:
                    seat.away_since = time.monotonic()
                    self._presence_changed(table)
                if self.shared is not None:
                    self.shared.count(table.id, listener.seat, -1)

    def _presence_changed(self, table: Table) -> None:
        """A seat came or went: every socket at the table is told who is here, once ``presence_every`` seconds
        from now, whatever else comes and goes meanwhile (n sockets joining are n small messages to each socket at
        most, not n whole frames)."""
        if table.presence_task is None or table.presence_task.done():
            table.presence_task = asyncio.get_running_loop().create_task(self._tell_presence(table))
            table.presence_task.add_done_callback(report)

    async def _tell_presence(self, table: Table) -> None:
        """``{"type": "presence", "table", "players": [{"seat", "connected", "status"}]}`` to every socket, in its
        language: the players' list of the frame it has, as it is now."""
        await asyncio.sleep(self.presence_every)
        said: dict[str, dict[str, Any]] = {}
        for lang in {listener.lang for listener in table.listeners}:
            said[lang] = {
                "type": "presence",
                "table": table.id,
                "players": [
                    {key: line[key] for key in ("seat", "connected", "status")}
                    for line in (player_line(s, lang, None, []) for s in table.seats)
                ],
            }
        listeners = list(table.listeners)
        sent = await asyncio.gather(*(_send(listener, said[listener.lang]) for listener in listeners))
        for listener, ok in zip(listeners, sent, strict=True):
            if not ok:
                await self.leave(table, listener)

    async def recount(self, table: Table) -> None:
        """Take the other server processes' count of the table's sockets (a shared database; on any other,
        nothing); the local sockets are told if it changed."""
        if self.shared is None:
            return
        found = await self.shared.elsewhere(table.id)
        for seat in table.seats:
            if seat.elsewhere != found.get(seat.seat, 0):
                was = seat.connected
                seat.elsewhere = found.get(seat.seat, 0)
                if was and not seat.connected:
                    seat.away_since = time.monotonic()
                if bool(was) != bool(seat.connected):
                    self._presence_changed(table)

    async def frame_for(self, table: Table, seat: int | None, lang: str, hot_seat: bool = False) -> dict[str, Any]:
        """The table as ``seat`` sees it now (its picture is drawn after the lock is let go); for a hot-seat page,
        with ``private`` (see :func:`_privacy`)."""
        async with table.lock:
            draft = self.frame(table, seat, lang)
            private = _privacy(table, [seat] if hot_seat else [])
        found = await self.frame.finish(draft)
        if found is None:
            raise RuntimeError("a frame that is always wanted was dropped")
        return dict(found, private=private[seat]) if seat in private else found

    async def broadcast(self, table: Table, only: Listener | None = None) -> None:
        """Send each socket the table as its seat sees it: one frame per seat and language, drafted under the lock
        and finished (drawn) after it, so the next action need not wait for the pictures. A socket that takes its
        pictures apart (``Listener.apart``: the table page) is sent the frame at once, then its picture as soon as
        it is drawn and its undo as soon as its marks are made (each in a ``picture`` message of its own, the
        picture not held up by the marks); the others are sent the whole frame once it is made. A socket is never
        sent an older frame after a newer one, nor a picture after a newer frame, and a picture whose turn comes
        after a newer broadcast began is not drawn at all (the newer one shows the table as it is).

        ``only``: a socket that has just joined is sent the table as the others last were (the newest broadcast's
        number, so their pictures still to come stay wanted), and nobody else is sent anything."""
        async with table.lock:
            if only is None or table.told == 0:
                table.told += 1
            number = table.told
            listeners = sorted(table.listeners if only is None else {only} & table.listeners, key=_seat_order)
            keys = list(dict.fromkeys((listener.seat, listener.lang) for listener in listeners))
            drafts = dict(zip(keys, (self.frame(table, *key) for key in keys), strict=True))
            private = _privacy(table, [lis.seat for lis in listeners if lis.hot_seat])
        newer = [lis for lis in listeners if table.last_told.get(lis, 0) < number or lis is only]
        ready = {key: self.frame.ready(drafts[key]) for key in dict.fromkeys((lis.seat, lis.lang) for lis in newer)}
        # the pictures are handed to the drawing processes first, so they are drawn while the frames go
        later = {
            key: self.frame.later(drafts[key], lambda: table.told == number)
            for key, (_, whole) in ready.items()
            if not whole
        }
        early = [lis for lis in newer if lis.apart or ready[(lis.seat, lis.lang)][1]]
        if early:
            await self._send_all(
                table,
                number,
                [
                    (lis, _private(lis, _new_lines(table, lis, found) if lis.apart else found, private))
                    for lis, found in ((lis, ready[(lis.seat, lis.lang)][0]) for lis in early)
                ],
            )
        await asyncio.gather(
            *(
                self._follow(
                    table, number, parts, ready[key][0], [lis for lis in newer if (lis.seat, lis.lang) == key], private
                )
                for key, parts in later.items()
            )
        )

    def soon(self, table: Table) -> None:
        """:meth:`broadcast` in a task of its own, for a caller that must not wait for any socket: a bot's or the
        clock's turn. The broadcasts still go in the order they were begun (each drafts under the table's lock,
        which is taken in turn) and never send an older frame after a newer one; one not begun yet will show
        this change too, so none is added."""
        if table.id in self._due:
            return
        self._due.add(table.id)
        task = asyncio.get_running_loop().create_task(self._soon(table))
        self.sending.add(task)
        task.add_done_callback(self.sending.discard)
        task.add_done_callback(report)

    async def _soon(self, table: Table) -> None:
        self._due.discard(table.id)  # a change from now on is sent by another broadcast (or by this one, twice)
        await self.broadcast(table)

    async def _follow(
        self,
        table: Table,
        number: int,
        parts: list[Awaitable[dict[str, Any] | None]],
        sent: dict[str, Any],
        listeners: list[Listener],
        private: dict[int, bool],
    ) -> None:
        """What broadcast ``number``'s frame ``sent`` (a seat's and language's, not yet whole) lacked, to its
        ``listeners`` as its ``parts`` are made: to a page, each part in a ``picture`` message the moment it is
        made (each part waited for on its own: no turn of the event loop between a drawn picture and its
        sending), if the page still shows that frame; to the others, the whole frame once it is made, if no newer
        one was sent meanwhile."""
        frame = dict(sent)

        async def tell(making: Awaitable[dict[str, Any] | None]) -> None:
            part = await making
            if part is None:
                return
            frame.update(part)
            message = {"type": "picture", "table": table.id, "step": sent["step"], "version": sent["version"], **part}
            await self._send_all(
                table, number, [(lis, message) for lis in listeners if lis.apart and table.last_told.get(lis) == number]
            )

        await asyncio.gather(*(tell(making) for making in parts))
        if frame["picture"].get("pending"):
            return  # no longer wanted: a newer frame shows the table
        await self._send_all(
            table,
            number,
            [
                (lis, _private(lis, frame, private))
                for lis in listeners
                if not lis.apart and table.last_told.get(lis, 0) < number
            ],
        )

    async def _send_all(self, table: Table, number: int, targets: list[tuple[Listener, dict[str, Any]]]) -> None:
        """Send broadcast ``number``'s messages; a socket that cannot be sent to leaves. One message is sent
        here and now; several at once, each in a task of its own."""
        for listener, _ in targets:
            table.last_told[listener] = number
        if not targets:
            return
        if len(targets) == 1:
            sent = [await _send(*targets[0])]
        else:
            sent = await asyncio.gather(*(_send(lis, f) for lis, f in targets))
        for (listener, _), ok in zip(targets, sent, strict=True):
            if not ok:
                await self.leave(table, listener)


def _new_lines(table: Table, listener: Listener, frame: dict[str, Any]) -> dict[str, Any]:
    """The frame with only the log lines this page does not have yet: ``log_from`` is where they go (the lines
    before it are the page's; an undo replaces lines from where it changed the log). The whole log the first
    time."""
    lines, sent = frame["log"], table.logs_sent.get(listener)
    table.logs_sent[listener] = lines
    if sent is None:
        return frame
    same = 0
    for old, new in zip(sent, lines, strict=False):
        if old is not new and old != new:
            break
        same += 1
    return dict(frame, log=lines[same:], log_from=same)


async def _send(listener: Listener, frame: dict[str, Any]) -> bool:
    try:
        await listener.send(frame)
    except Exception:  # a closed socket: the listener leaves
        return False
    return True


def _privacy(table: Table, seats: list[int | None]) -> dict[int, bool]:
    """Hot-seat: for each of these seats, whether its table may be shown to it alone now (``Game.needs_privacy``):
    the page covers the screen before showing such a table (docs/web.md, "Hot-seat")."""
    return {seat: table.game.needs_privacy(seat) for seat in dict.fromkeys(seats) if seat is not None}


def _private(listener: Listener, frame: dict[str, Any], private: dict[int, bool]) -> dict[str, Any]:
    """The frame as a socket is sent it: for a hot-seat page's seat, with ``private``."""
    seat = listener.seat
    return dict(frame, private=private[seat]) if listener.hot_seat and seat is not None and seat in private else frame


def _seat_order(listener: Listener) -> tuple[bool, int]:
    return listener.seat is None, listener.seat or 0
