"""Which piece of the picture an action points at, so the table page can make it clickable.

An action maps to the element id of the piece it names (``conjure.pictures`` gives every game object a
stable id). The mapping is the game's: its package registers ``CLICKS`` (a :class:`ClickTargets`) in its module
``clicks``, found through :func:`conjure.engine.registry.face`. A game without one (or an action its mapping does
not place, e.g. a move that names a direction rather than a place) has no target: it is played from the list.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from conjure.engine.actions import parse_id
from conjure.engine.errors import ConfigError
from conjure.engine.registry import face


@runtime_checkable
class ClickTargets(Protocol):
    """The contract of a game's board clicks, its face ``clicks``."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        """The element id the action ``kind:args`` points at in the game's picture of ``table`` (a view's table,
        as ``seat`` sees it), or None."""
        ...


def _clicks(game: str) -> ClickTargets | None:
    found = face(game, "clicks")
    if found is None:
        return None
    if not isinstance(found, ClickTargets):
        raise ConfigError(f"the game {game!r} registers clicks without target(args, table, kind, seat)")
    return found


def target(game: str, action_id: str, table: dict[str, Any], seat: int | None = None) -> str | None:
    """The element id the action points at in ``game``'s picture of ``table`` (a view's table, as ``seat`` sees
    it), or None."""
    find = _clicks(game)
    if find is None:
        return None
    kind, args = parse_id(action_id)
    return find.target(args, table, kind, seat)
