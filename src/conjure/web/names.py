"""Players' names in the log: the games write "Player 2" (in Czech also "hráče 2", "hráči 2", "hráčem 2"), and
a table whose seats have names shows the name in its place.

The games' log sentences are built from their catalogs with the seat's number in them, in every case Czech
needs, so the names are put in after the sentence is made: each language's word for a player (as the
catalogs of ``conjure.games``, ``conjure.engine`` and ``conjure.pictures`` spell it) followed by a seat
number is replaced by that seat's name. A seat without a name keeps "Player N"; Czech names are not declined.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

SEAT_WORDS = {
    "en": re.compile(r"\b[Pp]layer (\d+)\b"),
    "cs": re.compile(r"\b[Hh]ráč(?:e|i|em)? (\d+)\b"),
    "de": re.compile(r"\b[Ss]pieler (\d+)\b"),
}


def named(text: str, lang: str, names: Sequence[str]) -> str:
    """``text`` with "Player N" replaced by the name of seat N - 1 where it has one."""
    if not any(names) or lang not in SEAT_WORDS:
        return text

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1)) - 1
        found = names[seat].strip() if 0 <= seat < len(names) else ""
        return found or match.group(0)

    return SEAT_WORDS[lang].sub(name, text)
