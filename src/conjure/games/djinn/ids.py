"""Djinn's action ids, one typed kind each: ``parse`` reads an id, ``format`` writes it (the same text).

The id texts are those of the records and saves; the classes only name their parts.
"""

from __future__ import annotations

from dataclasses import dataclass

from conjure.engine.actions import TypedId, id_kinds, parse_typed


@dataclass(frozen=True)
class Char(TypedId, kind="char"):
    """Choose a character tile."""

    tile: str


@dataclass(frozen=True)
class Move(TypedId, kind="move"):
    """Move to a neighbouring field."""

    field: str


@dataclass(frozen=True)
class Skip(TypedId, kind="skip"):
    """Go on past an occupied field."""

    field: str


@dataclass(frozen=True)
class Place(TypedId, kind="place"):
    """Place the wizard at the start."""

    field: str
    came_from: str


@dataclass(frozen=True)
class Stay(TypedId, kind="stay"):
    """No move is possible: the wizard stays."""


@dataclass(frozen=True)
class Pay(TypedId, kind="pay"):
    """Pay the wizards at an occupied field."""


@dataclass(frozen=True)
class Act(TypedId, kind="act"):
    """Take a location's action."""

    action: str  # "basic", "special" or "secret"


@dataclass(frozen=True)
class Decline(TypedId, kind="decline"):
    """Skip the actions and take something instead."""

    took: str  # "coins", "power" or "mix"


@dataclass(frozen=True)
class Catch(TypedId, kind="catch"):
    """Catch djinn here."""


@dataclass(frozen=True)
class End(TypedId, kind="end"):
    """End the turn."""


@dataclass(frozen=True)
class Award(TypedId, kind="award"):
    colour: str
    award: str


@dataclass(frozen=True)
class Key(TypedId, kind="key"):
    """Use a key."""

    gain: str  # "coin", "scroll" or "power"


@dataclass(frozen=True)
class Eq(TypedId, kind="eq"):
    """Use an equipment card."""

    index: int


@dataclass(frozen=True)
class Bottle(TypedId, kind="bottle"):
    index: int
    colour: str


@dataclass(frozen=True)
class Swap(TypedId, kind="swap"):
    give: str  # or "done"
    take: str | None = None


@dataclass(frozen=True)
class Bt(TypedId, kind="bt"):
    colour: str


@dataclass(frozen=True)
class Put(TypedId, kind="put"):
    """Put a caught djinn away."""

    where: str  # a colour, "circle" or "release"


@dataclass(frozen=True)
class Cadd(TypedId, kind="cadd"):
    """Add a djinn to the catch."""

    what: str  # a colour or "boss"


@dataclass(frozen=True)
class Cdel(TypedId, kind="cdel"):
    """Take back a pick of the catch."""

    what: str  # a colour, "boss", "mage" or "eq"
    index: int | None = None


@dataclass(frozen=True)
class Cmage(TypedId, kind="cmage"):
    index: int


@dataclass(frozen=True)
class Ceq(TypedId, kind="ceq"):
    index: int


@dataclass(frozen=True)
class Cgo(TypedId, kind="cgo"):
    """Carry out the catch."""


@dataclass(frozen=True)
class Cnone(TypedId, kind="cnone"):
    """Catch nothing."""


@dataclass(frozen=True)
class Free(TypedId, kind="free"):
    colour: str  # or "none"


@dataclass(frozen=True)
class Amage(TypedId, kind="amage"):
    index: str  # or "done"


@dataclass(frozen=True)
class Tm(TypedId, kind="tm"):
    pile: int


@dataclass(frozen=True)
class Up(TypedId, kind="up"):
    index: str  # or "done"


@dataclass(frozen=True)
class Cdisc(TypedId, kind="cdisc"):
    chest: str


@dataclass(frozen=True)
class Open(TypedId, kind="open"):
    chest: str


@dataclass(frozen=True)
class Shut(TypedId, kind="shut"):
    chest: str


@dataclass(frozen=True)
class Xchest(TypedId, kind="xchest"):
    answer: str  # "yes" or "no"


@dataclass(frozen=True)
class Pp(TypedId, kind="pp"):
    """Lay a secret passage."""

    field: str
    location: str


@dataclass(frozen=True)
class Arc(TypedId, kind="arc"):
    option: str  # or "done"


@dataclass(frozen=True)
class Keep(TypedId, kind="keep"):
    which: str  # "new" or "old"


@dataclass(frozen=True)
class Teq(TypedId, kind="teq"):
    pile: str


@dataclass(frozen=True)
class Mkt(TypedId, kind="mkt"):
    """Buy at the market."""

    stall: str  # or "done"
    offer: int | None = None
    amount: int | None = None


@dataclass(frozen=True)
class Tip(TypedId, kind="tip"):
    what: str  # "coin" or "scroll"


@dataclass(frozen=True)
class Src(TypedId, kind="src"):
    """Buy at the Magic Source."""

    what: str
    colour: str | None = None


@dataclass(frozen=True)
class Tomb(TypedId, kind="tomb"):
    colour: str


IDS = id_kinds(
    [
        Char,
        Move,
        Skip,
        Place,
        Stay,
        Pay,
        Act,
        Decline,
        Catch,
        End,
        Award,
        Key,
        Eq,
        Bottle,
        Swap,
        Bt,
        Put,
        Cadd,
        Cdel,
        Cmage,
        Ceq,
        Cgo,
        Cnone,
        Free,
        Amage,
        Tm,
        Up,
        Cdisc,
        Open,
        Shut,
        Xchest,
        Pp,
        Arc,
        Keep,
        Teq,
        Mkt,
        Tip,
        Src,
        Tomb,
    ]
)


def parse(action_id: str) -> TypedId:
    """Any Djinn action id, typed."""
    return parse_typed(IDS, action_id)
