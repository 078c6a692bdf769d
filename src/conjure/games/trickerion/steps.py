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
from conjure.engine.machine import next_steps

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


# The Market Row's and Downtown's paths by move: made where the listers make the plain moves from their values
# (``buy_move`` …, below), else parsed back from the move the first time it is asked; at most PATHS_KEPT of each,
# the oldest going first.
PATHS_KEPT = 16_384
_MARKET_PATHS: dict[str, tuple[str, ...]] = {}
_DOWNTOWN_PATHS: dict[str, tuple[str, ...]] = {}


def _keep(paths: dict[str, tuple[str, ...]], move: str, path: tuple[str, ...]) -> None:
    if len(paths) >= PATHS_KEPT:
        paths.pop(next(iter(paths)), None)  # the oldest goes first
    paths[move] = path


def market_path(move: str) -> tuple[str, ...]:
    """A Market Row move's steps: ``buy:wood:2:1`` → ``act:buy``, ``ware:wood``, ``count:2``, ``haggle:1``."""
    found = _MARKET_PATHS.get(move)
    if found is None:
        found = _market_path(move)
        _keep(_MARKET_PATHS, move, found)
    return found


def _market_path(move: str) -> tuple[str, ...]:
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


def downtown_path(move: str) -> tuple[str, ...]:
    """A Downtown move's steps: ``learn:residence_die_a:levitation`` → ``act:learn``, ``die:residence_die_a``,
    ``pick_trick:levitation``."""
    found = _DOWNTOWN_PATHS.get(move)
    if found is None:
        found = _downtown_path(move)
        _keep(_DOWNTOWN_PATHS, move, found)
    return found


def _downtown_path(move: str) -> tuple[str, ...]:
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


def market_nexts(moves: tuple[str, ...] | list[str], begun: tuple[str, ...]) -> dict[str, str | None]:
    """``conjure.engine.machine.next_steps(moves, market_path, begun)``, the kept paths read first (no call through
    the interpreter's convention for a move whose path is kept)."""
    return next_steps(moves, market_path, begun, _MARKET_PATHS)


def downtown_nexts(moves: tuple[str, ...] | list[str], begun: tuple[str, ...]) -> dict[str, str | None]:
    """``conjure.engine.machine.next_steps(moves, downtown_path, begun)``, the kept paths read first."""
    return next_steps(moves, downtown_path, begun, _DOWNTOWN_PATHS)


# -- the plain moves of the Market Row and Downtown, written with their paths (the listers have the values at hand:
# parsing a new move back costs some 8,000 instructions; pinned by tests/trickerion/test_same_paths.py) -----------


def buy_move(prop: str, count: int, haggle: int) -> str:
    """``buy:<prop>:<count>:<haggle>``, its path kept."""
    move = f"buy:{prop}:{count}:{haggle}"
    if move not in _MARKET_PATHS:
        path = (_act("buy", False), _text(Ware, prop), _text(Count, count), _text(Haggle, haggle))
        _keep(_MARKET_PATHS, move, path)
    return move


def order_move(slot: int, prop: str) -> str:
    """``order:<slot>:<prop>``, its path kept."""
    move = id_text(Order, (str(slot), prop))
    if move not in _MARKET_PATHS:
        _keep(_MARKET_PATHS, move, (_act("order", False), _text(Ware, prop), _text(ToSlot, slot)))
    return move


def quick_move(prop: str) -> str:
    """``quick:<prop>``, its path kept."""
    move = id_text(Quick, prop)
    if move not in _MARKET_PATHS:
        _keep(_MARKET_PATHS, move, (_act("quick", False), _text(Ware, prop)))
    return move


def learn_move(die: str, trick: str) -> str:
    """``learn:<die>:<trick>``, its path kept."""
    move = _text(Learn, die, trick, ())
    if move not in _DOWNTOWN_PATHS:
        school = _text(School, data.TRICKS[trick].school)
        _keep(_DOWNTOWN_PATHS, move, (_act("learn", False), _text(Die, die), school, _text(PickTrick, trick)))
    return move


def hire_move(die: str, character: str) -> str:
    """``hire:<die>:<character>``, its path kept."""
    move = _text(Hire, die, character)
    if move not in _DOWNTOWN_PATHS:
        _keep(_DOWNTOWN_PATHS, move, (_act("hire", False), _text(Die, die), _text(HireAs, character)))
    return move


def coins_move(die: str, face: str) -> str:
    """``coins:<die>:<face>``, its path kept."""
    move = _text(Coins, die, face)
    if move not in _DOWNTOWN_PATHS:
        _keep(_DOWNTOWN_PATHS, move, (_act("coins", False), _text(Die, die), _text(TakeCoins, face)))
    return move


def reroll_move(die: str) -> str:
    """``reroll:<die>``, its path kept."""
    move = _text(Reroll, die)
    if move not in _DOWNTOWN_PATHS:
        _keep(_DOWNTOWN_PATHS, move, (_act("reroll", False), _text(Die, die)))
    return move


def set_move(die: str, face: str) -> str:
    """``set:<die>:<face>``, its path kept."""
    move = _text(SetDie, die, face)
    if move not in _DOWNTOWN_PATHS:
        _keep(_DOWNTOWN_PATHS, move, (_act("set", False), _text(Die, die), _text(ToFace, face)))
    return move


def buyset_move(mix: list[str]) -> str:
    """``buyset:<prop>:…`` (a Buy of several kinds, before the bonus marks it), its path kept."""
    move = _text(Buyset, tuple(mix))
    if move not in _MARKET_PATHS:
        _keep(_MARKET_PATHS, move, (_act("buyset", False), *(_text(Add, p) for p in mix), _text(Enough)))
    return move


# a plain first step → the same with the special card's bonus, for the kinds whose bonus is a last part that
# changes nothing but the first step (a Buy, a Buy of several kinds, an Order, a Quick Order, a Learn, a Hire,
# a Take Coins)
_BONUS_ACTS: dict[str, str] = {}


def _with_bonus(paths: dict[str, tuple[str, ...]], moves: list[str]) -> list[str]:
    if not _BONUS_ACTS:
        for what in ("buy", "buyset", "order", "quick", "learn", "hire", "coins"):
            _BONUS_ACTS[_act(what, False)] = _act(what, True)
    marked = []
    for move in moves:
        special = f"{move}:{SPECIAL}"
        if special not in paths:
            path = paths.get(move)
            if path is not None:
                first = _BONUS_ACTS.get(path[0])
                if first is not None:
                    _keep(paths, special, (first, *path[1:]))
        marked.append(special)
    return marked


def market_bonus(moves: list[str]) -> list[str]:
    """The Market Row's moves marked as taken with the special card's bonus (``with_bonus``), the path of each
    whose plain move's path is kept made from it."""
    return _with_bonus(_MARKET_PATHS, moves)


def downtown_bonus(moves: list[str]) -> list[str]:
    """Downtown's moves marked as taken with the special card's bonus (``with_bonus``), the path of each whose
    plain move's path is kept made from it."""
    return _with_bonus(_DOWNTOWN_PATHS, moves)


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
