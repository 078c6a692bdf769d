"""Which piece of the picture an action points at, so the table page can make it clickable.

An action maps to the element id of the piece it names (``conjure.pictures`` gives every game object a
stable id). The mapping is the game's: its package registers ``CLICKS`` (a :class:`ClickTargets`) in its module
``clicks``, found through :func:`conjure.engine.registry.face`. A game without one (or an action its mapping does
not place, e.g. a move that names a direction rather than a place) has no target: it is played from the list.

A game whose moves are asked step by step may also read the steps the seat has taken of the move it is making
(``sofar``, :meth:`conjure.engine.game.Game.sofar`), which the table does not show: the step that follows a chosen
die points at that die (:class:`StepClickTargets`).
"""

from __future__ import annotations

from collections.abc import Sequence
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


@runtime_checkable
class StepClickTargets(ClickTargets, Protocol):
    """Board clicks that also read the steps the seat has taken of a move it is making step by step."""

    def target_step(
        self, args: list[str], table: dict[str, Any], kind: str, seat: int | None, sofar: Sequence[str]
    ) -> str | None:
        """As :meth:`ClickTargets.target`, the seat having chosen the steps ``sofar`` of its move (step ids)."""
        ...


def _clicks(game: str) -> ClickTargets | None:
    found = face(game, "clicks")
    if found is None:
        return None
    if not isinstance(found, ClickTargets):
        raise ConfigError(f"the game {game!r} registers clicks without target(args, table, kind, seat)")
    return found


def target(
    game: str, action_id: str, table: dict[str, Any], seat: int | None = None, sofar: Sequence[str] = ()
) -> str | None:
    """The element id the action points at in ``game``'s picture of ``table`` (a view's table, as ``seat`` sees
    it), the seat having taken the steps ``sofar`` of the move it is making (empty: none), or None."""
    find = _clicks(game)
    if find is None:
        return None
    kind, args = parse_id(action_id)
    if isinstance(find, StepClickTargets):
        return find.target_step(args, table, kind, seat, sofar)
    return find.target(args, table, kind, seat)
