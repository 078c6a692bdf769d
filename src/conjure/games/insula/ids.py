"""Insula's action ids, one typed kind each: ``parse`` reads an id, ``format`` writes it (the same text).

The id texts are those of the records and saves; the classes only name their parts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from conjure.engine.actions import TypedId, id_kinds, parse_typed


@dataclass(frozen=True)
class End(TypedId, kind="end"):
    """End the turn."""


@dataclass(frozen=True)
class Move(TypedId, kind="move"):
    """Walk one field (an action)."""

    direction: str


@dataclass(frozen=True)
class Rest(TypedId, kind="rest"):
    """Rest: gain this much vitality (an action)."""

    amount: int


@dataclass(frozen=True)
class Flower(TypedId, kind="flower"):
    """The flower action."""

    card: str  # a yellow flower, or "draw" on a meadow


@dataclass(frozen=True)
class Curse(TypedId, kind="curse"):
    """Lift the curse from an action slot."""

    slot: str


@dataclass(frozen=True)
class Certainty(TypedId, kind="certainty"):
    """The certainty card (advanced game)."""

    what: str  # "move" or "rest"
    direction: str | None = None


@dataclass(frozen=True)
class Bulv(TypedId, kind="bulv"):
    """Peek at a place (green flower), or stop peeking."""

    x: str  # a column, or "done"
    y: int | None = None


@dataclass(frozen=True)
class Peek(TypedId, kind="peek"):
    """Play Bulvuška: the first step of a peek in a turn (INS-STEP-1); the row and the place come next."""


@dataclass(frozen=True)
class Row(TypedId, kind="row"):
    """Which row from the coast a peek looks in (INS-STEP-1): a step before the place."""

    y: int


@dataclass(frozen=True)
class Koren(TypedId, kind="koren"):
    """The green step flower."""

    direction: str


@dataclass(frozen=True)
class Step(TypedId, kind="step"):
    """One more step of a step effect."""

    direction: str  # or "stop"


@dataclass(frozen=True)
class Amount(TypedId, kind="amount"):
    amount: int


@dataclass(frozen=True)
class Trnolam(TypedId, kind="trnolam"):
    slot: str


@dataclass(frozen=True)
class Krizek(TypedId, kind="krizek"):
    card: str  # or "no"


@dataclass(frozen=True)
class Target(TypedId, kind="target"):
    seat: int


@dataclass(frozen=True)
class Field(TypedId, kind="field"):
    x: int
    y: int


@dataclass(frozen=True)
class Choose(TypedId, kind="choose"):
    effects: str  # the effects joined by "+"


@dataclass(frozen=True)
class Lose(TypedId, kind="lose"):
    what: str  # "fat" or "vit"


@dataclass(frozen=True)
class Discard(TypedId, kind="discard"):
    card: str


@dataclass(frozen=True)
class Place(TypedId, kind="place"):
    """Lay a curse on an action slot."""

    card: str
    slot: str


@dataclass(frozen=True)
class Commit(TypedId, kind="commit"):
    """The energy committed to a fight."""

    energy: int


@dataclass(frozen=True)
class Red(TypedId, kind="red"):
    card: str  # or "none"


@dataclass(frozen=True)
class Stino(TypedId, kind="stino"):
    card: str  # or "no"


@dataclass(frozen=True)
class Rosnatka(TypedId, kind="rosnatka"):
    card: str  # or "no"


@dataclass(frozen=True)
class Refill(TypedId, kind="refill"):
    guardian: str


IDS = id_kinds(
    [
        End,
        Move,
        Rest,
        Flower,
        Curse,
        Certainty,
        Bulv,
        Peek,
        Row,
        Koren,
        Step,
        Amount,
        Trnolam,
        Krizek,
        Target,
        Field,
        Choose,
        Lose,
        Discard,
        Place,
        Commit,
        Red,
        Stino,
        Rosnatka,
        Refill,
    ]
)


def parse(action_id: str) -> TypedId:
    """Any Insula action id, typed."""
    return parse_typed(IDS, action_id)


@lru_cache(maxsize=1024)
def parse_offered(action_id: str) -> TypedId:
    """:func:`parse` of an id the game itself offered (a turn's move, a fight's commitment), kept: such ids are few
    and recur all game long, and a typed id is immutable. Never for a player's raw input (the cache is bounded, but
    only the game's own ids belong in it)."""
    return parse(action_id)
