"""Which piece of the Trickerion picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    """A placement (``place:CHAR:LOC:SPACE[:extras]``) points at its space: a board space, the placing seat's own
    workshop space, or the next free backstage space of a Theatre day (``place:CHAR:theater:DAY:KIND``)."""
    if kind != "place" or len(args) < 3:
        return None
    loc = args[1]
    if loc == "theater" and len(args) > 3:
        day, where = args[2], args[3]
        if where == "performance":
            return f"space-theater-{day}-performance"
        taken = sum(1 for p in table.get("placed", []) if p["loc"] == "theater" and p["space"] == f"{day}:{where}")
        return f"space-theater-{day}-{where}-{taken}"
    if loc == "workshop":
        return None if seat is None else f"workshop-{seat}-{args[2]}"
    return f"space-{loc}-{args[2]}"


class TrickerionClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = TrickerionClicks()
