"""The steps of Insula's compound moves: a peek with Bulvuška as a few short questions (INS-STEP-1, issue 29).

A turn lists its complete moves as before (``turn.turn_options``, one flat list: the single source of what is
legal), and so does the second place of a peek (``cards._bulv2_options``); the engine asks them step by step
(``conjure.engine.flow``, stepwise decisions) along the paths named here. The places a peek may look at are every
unexplored place next to an explored field: as the island grows they passed 24 (26 in 150 random 5-player games), so a
place is asked by its row first. No path begins another's.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from . import ids

PEEK: Final = ids.Peek().format()


def _place_steps(move: str) -> tuple[str, ...] | None:
    """``bulv:1:3`` → ``row:3``, ``bulv:1:3``; None for any other id (``bulv:done`` too)."""
    chosen = ids.parse(move)
    if isinstance(chosen, ids.Bulv) and chosen.y is not None:
        return (ids.Row(int(chosen.y)).format(), move)
    return None


_PATHS_CAP: Final = 4096  # turn moves whose paths are kept (a few hundred in a game; emptied when full)
_PATHS: Final[dict[str, tuple[str, ...]]] = {}


def turn_path(move: str) -> tuple[str, ...]:
    """A turn's move: a peek is ``peek`` → which row → which place (``bulv:1:3`` → ``peek``, ``row:3``,
    ``bulv:1:3``); any other move is one step. Each move's path is worked out once (a plain dict, which compiled code
    reads directly; capped, as the engine may ask it of any move)."""
    found = _PATHS.get(move)
    if found is None:
        if len(_PATHS) >= _PATHS_CAP:
            _PATHS.clear()
        place = _place_steps(move)
        found = _PATHS[move] = (move,) if place is None else (PEEK, *place)
    return found


@cache
def bulv2_path(move: str) -> tuple[str, ...]:
    """The second place of a peek: which row → which place, or ``bulv:done`` (one step)."""
    return _place_steps(move) or (move,)
