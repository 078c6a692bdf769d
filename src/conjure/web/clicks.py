"""Which piece of the picture an action points at, so the table page can make it clickable.

An action maps to the element id of the piece it names (``conjure.pictures`` gives every game object a
stable id). Where the mapping is not plain from the id — Insula's moves are left/right/in, not places — an
action has no target and is played from the list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conjure.engine.actions import parse_id


def _incantibus(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    if kind == "take" and len(args) > 1:  # take:visible:SLOT:KIND, take:hidden:SLOT
        return f"room-slot-{args[1]}"
    if kind in ("imperium", "video") and args:
        return f"room-slot-{args[0]}"
    if kind == "duel" and args:
        return f"crypt-slot-{args[0]}"
    if kind == "brew" and args:
        return f"potion-{args[0]}"
    if kind == "master" and args:
        return f"book-{args[0]}"
    if kind == "cast" and args and args[0] in table.get("spells", {}).get("up", []):
        return f"spell-up-{table['spells']['up'].index(args[0])}"
    return None


def _djinn(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    if kind == "char" and args:
        return f"character-offer-{args[0]}"
    if kind == "move" and args:
        return f"field-{args[0]}"
    return None


def _trickerion(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
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


GAMES: dict[str, Callable[[list[str], dict[str, Any], str, int | None], str | None]] = {
    "incantibus": _incantibus,
    "djinn": _djinn,
    "trickerion": _trickerion,
}


def target(game: str, action_id: str, table: dict[str, Any], seat: int | None = None) -> str | None:
    """The element id the action points at in ``game``'s picture of ``table`` (a view's table, as ``seat`` sees
    it), or None."""
    find = GAMES.get(game)
    if find is None:
        return None
    kind, args = parse_id(action_id)
    return find(args, table, kind, seat)
