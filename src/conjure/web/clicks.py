"""Which piece of the picture an action points at, so the table page can make it clickable.

An action maps to the element id of the piece it names (``conjure.pictures`` gives every game object a
stable id). Where the mapping is not plain from the id — Insula's moves are left/right/in, not places;
Trickerion has no picture yet — an action has no target and is played from the list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conjure.engine.actions import parse_id


def _incantibus(args: list[str], table: dict[str, Any], kind: str) -> str | None:
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


def _djinn(args: list[str], table: dict[str, Any], kind: str) -> str | None:
    if kind == "char" and args:
        return f"character-offer-{args[0]}"
    if kind == "move" and args:
        return f"field-{args[0]}"
    return None


GAMES: dict[str, Callable[[list[str], dict[str, Any], str], str | None]] = {
    "incantibus": _incantibus,
    "djinn": _djinn,
}


def target(game: str, action_id: str, table: dict[str, Any]) -> str | None:
    """The element id the action points at in ``game``'s picture of ``table`` (a view's table), or None."""
    find = GAMES.get(game)
    if find is None:
        return None
    kind, args = parse_id(action_id)
    return find(args, table, kind)
