"""The results table at the end of a game: every player × every scoring category of the game's score sheet, and
the tie-break.

The categories are the game's: its package registers ``SCORESHEET`` in its module ``scoresheet`` (found through
:func:`conjure.engine.registry.face`), whose ``sheet(result, table, lang)`` turns the game's ``result()`` and the
spectator's view of the final table into rows. A game without one gets a single row of its scores. Everything
in a sheet is public at the end (it is built from the result and the spectator's view).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from conjure.engine import Game
from conjure.engine.errors import ConfigError
from conjure.engine.registry import face
from conjure.engine.results import Sheet, sheet_row
from conjure.i18n import Texts

T = Texts("conjure.web")


@runtime_checkable
class ScoreSheet(Protocol):
    """The contract of a game's face ``scoresheet``."""

    def sheet(self, result: dict[str, Any], table: dict[str, Any], lang: str) -> Sheet:
        """The rows of the score sheet (categories, then the total) and the tie-break, in ``lang``, from the game's
        ``result()`` and the spectator's view of the final table (``view(None)["table"]``)."""
        ...


def lookup(game: str) -> ScoreSheet | None:
    found = face(game, "scoresheet")
    if found is None:
        return None
    if not isinstance(found, ScoreSheet):
        raise ConfigError(f"the game {game!r} registers a score sheet without sheet(result, table, lang)")
    return found


def sheet(game: Game, lang: str) -> Sheet:
    """The results table of a finished game, in ``lang``."""
    result = game.result()
    found = lookup(game.name)
    if found is not None:
        return found.sheet(result, game.view(None)["table"], lang)
    return {"rows": [sheet_row("total", T.tr(lang, "Points"), result["scores"], total=True)], "tiebreak": None}
