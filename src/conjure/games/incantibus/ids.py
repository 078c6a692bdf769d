"""Incantibus's action ids, one typed kind each: ``parse`` reads an id, ``format`` writes it (the same text).

The id texts are those of the records and saves; the classes only name their parts.
"""

from __future__ import annotations

from dataclasses import dataclass

from conjure.engine.actions import TypedId, id_kinds, parse_typed


@dataclass(frozen=True)
class Take(TypedId, kind="take"):
    """Point the wand at a room token: ``take:hidden:<slot>`` or ``take:visible:<slot>:<token kind>``."""

    where: str  # "hidden" or "visible"
    slot: int
    token: str | None = None


@dataclass(frozen=True)
class Brew(TypedId, kind="brew"):
    """Point the wand at a potion of the display."""

    slot: int
    token: str


@dataclass(frozen=True)
class Master(TypedId, kind="master"):
    """Point the wand at a book of the display."""

    slot: int
    token: str


@dataclass(frozen=True)
class Duel(TypedId, kind="duel"):
    """Point the wand at a wizard in the crypt (``hidden`` while face down)."""

    slot: int
    wizard: str


@dataclass(frozen=True)
class Cast(TypedId, kind="cast"):
    spell: str  # a spell, or "none"


@dataclass(frozen=True)
class Drop(TypedId, kind="drop"):
    token: str


@dataclass(frozen=True)
class Reject(TypedId, kind="reject"):
    token: str


@dataclass(frozen=True)
class Give(TypedId, kind="give"):
    token: str


@dataclass(frozen=True)
class Retiro(TypedId, kind="retiro"):
    token: str


@dataclass(frozen=True)
class Imperium(TypedId, kind="imperium"):
    slot: int
    token: str


@dataclass(frozen=True)
class Steal(TypedId, kind="steal"):
    victim: int
    token: str


@dataclass(frozen=True)
class Video(TypedId, kind="video"):
    slot: int


@dataclass(frozen=True)
class Ultimus(TypedId, kind="ultimus"):
    choice: str  # "use" or "decline"


IDS = id_kinds([Take, Brew, Master, Duel, Cast, Drop, Reject, Give, Retiro, Imperium, Steal, Video, Ultimus])


def parse(action_id: str) -> TypedId:
    """Any Incantibus action id, typed."""
    return parse_typed(IDS, action_id)
