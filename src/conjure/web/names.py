"""Players' names in the log: the games write "Player 2" (in Czech also "hráče 2", "hráči 2", "hráčem 2"), and
a table whose seats have names shows the name in its place.

The games' log sentences are built from their catalogs with the seat's number in them, in every case Czech
needs, so the names are put in after the sentence is made (:func:`conjure.pictures.texts.named`, used by the replay too): each language's word for a player (as the
catalogs of ``conjure.games``, ``conjure.engine`` and ``conjure.pictures`` spell it) followed by a seat
number is replaced by that seat's name. A seat without a name keeps "Player N"; Czech names are not declined.

The names given are cleaned when a table is made (:func:`clean_name`) and checked together (:func:`name_problem`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from conjure.pictures.texts import SEAT_WORDS, named

__all__ = ["NAME_LENGTH", "SEAT_WORDS", "clean_name", "name_problem", "named"]

NAME_LENGTH = 24  # characters of a name shown; a longer one is cut and ends in "…"
# a seat's default name in any of the languages, in any case, with or without the space
_IMITATION = re.compile(r"\b(?:player|hráč(?:e|i|em)?|spieler)\s*\d", re.IGNORECASE)
_DROPPED = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}  # control, invisible (format), private, unassigned, separators


def clean_name(name: str) -> str:
    """A seat's name as it is kept and shown: control and invisible characters (zero-width spaces, direction marks
    and overrides, byte order marks) dropped, which would make the picture invalid XML or disguise the name; runs of
    spaces of any kind made one space; and cut to :data:`NAME_LENGTH` characters with an ellipsis."""
    kept = "".join(
        " " if ch in "\t\n\r" or unicodedata.category(ch) == "Zs" else ch
        for ch in unicodedata.normalize("NFC", name)
        if ch in "\t\n\r" or unicodedata.category(ch) not in _DROPPED
    )
    kept = " ".join(kept.split())
    return kept if len(kept) <= NAME_LENGTH else kept[: NAME_LENGTH - 1].rstrip() + "…"


def name_problem(names: Sequence[str]) -> str | None:
    """Why these seats' names (cleaned, "" for none) cannot sit at one table, or None: two seats may not share a name
    (letter case and accents aside) and no name may look like a seat's default name ("Player 2", "Hráč 2",
    "Spieler 2"), or the log would credit a move to the wrong player at a glance."""
    seen: dict[str, int] = {}
    for seat, name in enumerate(names):
        if not name:
            continue
        if _IMITATION.search(name):
            return (
                f"seat {seat + 1}'s name {name!r} looks like a seat's default name (\"Player N\"); give "
                "another name, or none"
            )
        key = _compared(name)
        if key in seen:
            return f"seats {seen[key] + 1} and {seat + 1} are both named {name!r}; give each player a name of their own"
        seen[key] = seat
    return None


def _compared(name: str) -> str:
    """A name as two names are compared: case, accents and compatibility forms aside."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))
