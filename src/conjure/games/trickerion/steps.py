"""The steps of Trickerion's compound moves: each move as the few short questions a player answers (issue 29).

A location's turn lists its complete moves as before (one flat list, the single source of what is legal); the
engine asks them step by step (``conjure.engine.flow``, stepwise decisions) along the paths named here:

- Market Row (TRK-STEP-1): which action (Buy, Order, Quick Order, a Buy of several kinds, each plain or with the
  special card's bonus; End; Forgo) → which prop → for a Buy how many → how much haggling; for an Order which
  order slot; a Buy of several kinds adds one prop at a time (in the catalogue's order) until "that is all".

- Downtown (TRK-STEP-2): which action (Learn, Hire, Take Coins, Reroll, Set a Die, plain or with the bonus; End;
  Forgo) → which die → for a Learn which school (asked only when the die, or the magician's favourite school, leaves more
  than one) and which trick (Trick Overhaul: then which own trick it replaces), for a Hire which
  character, for Take Coins the die's coins, for Set a Die which face. A move a special card adds in its own shape
  (Mass Recruitment's two apprentices …) stays one step.
- Investments' purchase (TRK-STEP-2): one prop at a time (in the catalogue's order) until "that is all".
- Placement (TRK-STEP-3): which character → which space (of its card's location) or stay idle → with what (a shard,
  the Mechaniker's gear, the Great Optico's copy, or nothing; asked only where there is a choice).

- The Workshop (TRK-STEP-4): a Prepare with Unstable Prototype or Replaceable Parts, whose special card adds a choice
  to the Prepare, asks the trick first (``prepare:<trick>:special``) → for Unstable Prototype one prop given back at
  a time (in the order of the props' ids) until "that is all", for Replaceable Parts which other trick gets the marker.
  Every other Workshop move is one step.

No path begins another's, so a move is complete the moment its last step is chosen.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from conjure.engine.actions import TypedId, id_text, parse_typed

from . import data
from .ids import (
    IDS,
    SPECIAL,
    TEXTS_KEPT,
    Act,
    Add,
    Boost,
    Buy,
    Buyset,
    Coins,
    Count,
    Die,
    Enough,
    GiveBack,
    Haggle,
    Hire,
    HireAs,
    Idle,
    Invest,
    Learn,
    Mark,
    Order,
    PickTrick,
    Place,
    Prepare,
    Quick,
    Replace,
    Reroll,
    School,
    SetDie,
    Spot,
    Stay,
    TakeCoins,
    ToFace,
    ToSlot,
    Ware,
    Who,
)

# Each step's text by its kind and fields, written once (a path is worked out once per move, but the same steps
# recur in many moves: ``who:magician``, ``ware:wood`` …), and the first steps by their action. The fields come from
# moves the game parsed; at most TEXTS_KEPT are kept of each kind.
_TEXTS: dict[type[TypedId], dict[tuple[Any, ...], str]] = {}
_ACTS: dict[str, str] = {}
_SPECIAL_ACTS: dict[str, str] = {}


def _text(kind: type[TypedId], *values: Any) -> str:
    """``kind(*values).format()``, written once."""
    texts = _TEXTS.get(kind)
    if texts is None:
        texts = _TEXTS[kind] = {}
    found = texts.get(values)
    if found is None:
        if len(texts) >= TEXTS_KEPT:
            texts.clear()
        found = texts[values] = id_text(kind, *values)
    return found


def _act(what: str, special: bool) -> str:
    """The first step ``act:<what>`` (``act:<what>:special`` with a special card's bonus)."""
    acts = _SPECIAL_ACTS if special else _ACTS
    found = acts.get(what)
    if found is None:
        found = acts[what] = _text(Act, what, SPECIAL if special else None)
    return found


def _parse(move: str) -> TypedId:
    return parse_typed(IDS, move)


@cache
def market_path(move: str) -> tuple[str, ...]:
    """A Market Row move's steps: ``buy:wood:2:1`` → ``act:buy``, ``ware:wood``, ``count:2``, ``haggle:1``."""
    chosen = _parse(move)
    match chosen:
        case Buy(prop, count, haggle, bonus):
            return (_act("buy", bonus is not None), _text(Ware, prop), _text(Count, count), _text(Haggle, haggle))
        case Buyset():
            added = [_text(Add, p) for p in chosen.props]
            return (_act("buyset", chosen.special), *added, _text(Enough))
        case Order():
            slot = () if chosen.slot is None else (_text(ToSlot, chosen.slot),)
            return (_act("order", chosen.special), _text(Ware, chosen.prop), *slot)
        case Quick(prop, bonus):
            return (_act("quick", bonus is not None), _text(Ware, prop))
    return (move,)


@cache
def downtown_path(move: str) -> tuple[str, ...]:
    """A Downtown move's steps: ``learn:residence_die_a:levitation`` → ``act:learn``, ``die:residence_die_a``,
    ``pick_trick:levitation``."""
    chosen = _parse(move)
    match chosen:
        case Learn(die, trick):
            old = () if chosen.old is None else (_text(Replace, chosen.old),)
            school = _text(School, data.TRICKS[trick].school)
            return (_act("learn", chosen.special), _text(Die, die), school, _text(PickTrick, trick), *old)
        case Hire(die, character, bonus):
            return (_act("hire", bonus is not None), _text(Die, die), _text(HireAs, character))
        case Coins(die, face, bonus):
            return (_act("coins", bonus is not None), _text(Die, die), _text(TakeCoins, face))
        case Reroll(die):
            return (_act("reroll", False), _text(Die, die))
        case SetDie(die, face):
            return (_act("set", False), _text(Die, die), _text(ToFace, face))
    return (move,)


@cache
def place_path(move: str) -> tuple[str, ...]:
    """A placement's steps: ``place:magician:downtown:2:shard`` → ``who:magician``, ``spot:downtown:2``,
    ``boost:shard``; ``idle:magician`` → ``who:magician``, ``stay``."""
    chosen = _parse(move)
    match chosen:
        case Place(char, loc):
            spot = _text(Spot, loc, tuple(chosen.space_parts))
            return (_text(Who, char), spot, _text(Boost, tuple(chosen.extras) or ("none",)))
        case Idle(char):
            return (_text(Who, char), _text(Stay))
    return (move,)


@cache
def invest_path(move: str) -> tuple[str, ...]:
    """Investments' purchase, one prop at a time: ``invest:rope:wood`` → ``add:rope``, ``add:wood``, ``enough``."""
    chosen = Invest.parse(move)
    return (*(_text(Add, p) for p in chosen.chosen), _text(Enough))


@cache
def workshop_path(move: str) -> tuple[str, ...]:
    """A Workshop move's steps: ``prepare:levitation:wood:rope:special`` (Unstable Prototype) →
    ``prepare:levitation:special``, ``give_back:rope``, ``give_back:wood``, ``enough``;
    ``prepare:levitation:linking_rings:special`` (Replaceable Parts) → ``prepare:levitation:special``,
    ``mark:linking_rings``."""
    chosen = _parse(move)
    if not isinstance(chosen, Prepare) or not chosen.special or not chosen.extras:
        return (move,)
    first = _text(Prepare, chosen.trick, (SPECIAL,))
    if chosen.extras[0] in data.TRICKS:
        return (first, _text(Mark, chosen.extras[0]))
    given = (_text(GiveBack, p) for p in sorted(chosen.extras))
    return (first, *given, _text(Enough))
