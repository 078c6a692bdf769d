"""Which piece of the Trickerion picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conjure.engine.actions import make_id

from . import ids

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    """A placement (``place:CHAR:LOC:SPACE[:extras]``), or its step choosing the space (``spot:LOC:SPACE``,
    TRK-STEP-3), points at its space: a board space, the placing seat's own
    workshop space, or the next free backstage space of a Theatre day (``place:CHAR:theater:DAY:KIND``)."""
    try:
        chosen = ids.parse(make_id(kind, *args))
    except ValueError:
        return None
    if not isinstance(chosen, ids.Place | ids.Spot) or not chosen.where:  # a placement, or its space step
        return None
    loc, where = chosen.loc, chosen.where
    if loc == ids.THEATER and len(where) > 1:
        day, space = where[0], where[1]
        if space == "performance":
            return f"space-theater-{day}-performance"
        taken = sum(1 for p in table.get("placed", []) if p["loc"] == loc and p["space"] == f"{day}:{space}")
        return f"space-theater-{day}-{space}-{taken}"
    if loc == "workshop":
        return None if seat is None else f"workshop-{seat}-{where[0]}"
    return f"space-{loc}-{where[0]}"


class TrickerionClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = TrickerionClicks()
