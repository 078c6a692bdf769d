"""Taking back a seat's own last actions, under the table's lock: the checks (the revision the player saw, a
person's seat, the engine's safe undo), then one guarded transaction that shortens the record and undoes the game
in memory (docs/web.md, "Undo"). Anything refused changes nothing.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from conjure.engine.undo import UNDO_EVENT, reason_text
from conjure.web.accepting import Writer, check_seen
from conjure.web.tables import Refused, Table


def check_undo(table: Table, seat: int, steps: int, step: int, seen: int) -> None:
    """Refuse an undo made on a position the table has left, by a bot's seat, or of more steps than the engine's
    safe undo allows the seat (with its reason)."""
    check_seen(table, step, seen)
    if table.seats[seat].kind == "bot":
        raise Refused("bot_seat", "a bot plays this seat now; take the seat back first", 409)
    limit = table.game.undo_limit(seat)
    if steps > limit.steps:
        can = f"you can take back {limit.steps}" if limit.steps else "you can take back nothing now"
        raise Refused("no_undo", f"cannot take back {steps}: {reason_text(limit.barrier)} ({can})", 409)


async def take_back(writer: Writer, table: Table, seat: int, steps: int, step: int, seen: int) -> bool:
    """Check and store the undo of ``seat``'s last ``steps`` actions, seen at ``step`` and revision ``seen``, and
    undo them in memory in that transaction (the clocks charged, the log's undo notes stored); True if stored, False
    if another server process wrote first (nothing was taken back). Under the table's lock."""
    check_undo(table, seat, steps, step, seen)
    game = table.game
    keep, tail = game.undo_plan(seat, steps)  # tail: others' steps of a simultaneous step that stay
    clock = None if table.clock is None else table.clock.after_undo(seat, steps, table.running(), time.time())
    notes: list[dict[str, Any]] = []

    def accept() -> list[dict[str, Any]]:
        game.undo(seat, steps)
        notes[:] = [e for e in game.events if e.get("type") == UNDO_EVENT]
        return notes

    stored = await writer.write(
        table,
        "an undo",
        "nothing was taken back",
        lambda _: writer.store.undo(table.id, seen, keep, accept, clock, tail),
    )
    if stored:
        table.row = replace(table.row, revision=seen + 1, version=keep + len(tail), undos=notes)
        table.clock = clock
        table.timeouts = [t for t in table.timeouts if t["step"] < keep]
    return stored
