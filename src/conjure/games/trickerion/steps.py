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

from . import data, ids


def _act(what: str, special: bool) -> str:
    return ids.Act(what, ids.SPECIAL if special else None).format()


@cache
def market_path(move: str) -> tuple[str, ...]:
    """A Market Row move's steps: ``buy:wood:2:1`` → ``act:buy``, ``ware:wood``, ``count:2``, ``haggle:1``."""
    chosen = ids.parse(move)
    match chosen:
        case ids.Buy(prop, count, haggle, bonus):
            steps = [ids.Ware(prop), ids.Count(count), ids.Haggle(haggle)]
            return (_act("buy", bonus is not None), *(s.format() for s in steps))
        case ids.Buyset():
            added = [ids.Add(p).format() for p in chosen.props]
            return (_act("buyset", chosen.special), *added, ids.Enough().format())
        case ids.Order():
            slot = () if chosen.slot is None else (ids.ToSlot(chosen.slot).format(),)
            return (_act("order", chosen.special), ids.Ware(chosen.prop).format(), *slot)
        case ids.Quick(prop, bonus):
            return (_act("quick", bonus is not None), ids.Ware(prop).format())
    return (move,)


@cache
def downtown_path(move: str) -> tuple[str, ...]:
    """A Downtown move's steps: ``learn:residence_die_a:levitation`` → ``act:learn``, ``die:residence_die_a``,
    ``pick_trick:levitation``."""
    chosen = ids.parse(move)
    match chosen:
        case ids.Learn(die, trick):
            old = () if chosen.old is None else (ids.Replace(chosen.old).format(),)
            school = ids.School(data.TRICKS[trick].school).format()
            return (_act("learn", chosen.special), ids.Die(die).format(), school, ids.PickTrick(trick).format(), *old)
        case ids.Hire(die, character, bonus):
            return (_act("hire", bonus is not None), ids.Die(die).format(), ids.HireAs(character).format())
        case ids.Coins(die, face, bonus):
            return (_act("coins", bonus is not None), ids.Die(die).format(), ids.TakeCoins(face).format())
        case ids.Reroll(die):
            return (_act("reroll", False), ids.Die(die).format())
        case ids.SetDie(die, face):
            return (_act("set", False), ids.Die(die).format(), ids.ToFace(face).format())
    return (move,)


@cache
def place_path(move: str) -> tuple[str, ...]:
    """A placement's steps: ``place:magician:downtown:2:shard`` → ``who:magician``, ``spot:downtown:2``,
    ``boost:shard``; ``idle:magician`` → ``who:magician``, ``stay``."""
    chosen = ids.parse(move)
    match chosen:
        case ids.Place(char, loc):
            spot = ids.Spot(loc, tuple(chosen.space_parts)).format()
            return (ids.Who(char).format(), spot, ids.Boost(tuple(chosen.extras) or ("none",)).format())
        case ids.Idle(char):
            return (ids.Who(char).format(), ids.Stay().format())
    return (move,)


@cache
def invest_path(move: str) -> tuple[str, ...]:
    """Investments' purchase, one prop at a time: ``invest:rope:wood`` → ``add:rope``, ``add:wood``, ``enough``."""
    chosen = ids.Invest.parse(move)
    return (*(ids.Add(p).format() for p in chosen.chosen), ids.Enough().format())


@cache
def workshop_path(move: str) -> tuple[str, ...]:
    """A Workshop move's steps: ``prepare:levitation:wood:rope:special`` (Unstable Prototype) →
    ``prepare:levitation:special``, ``give_back:rope``, ``give_back:wood``, ``enough``;
    ``prepare:levitation:linking_rings:special`` (Replaceable Parts) → ``prepare:levitation:special``,
    ``mark:linking_rings``."""
    chosen = ids.parse(move)
    if not isinstance(chosen, ids.Prepare) or not chosen.special or not chosen.extras:
        return (move,)
    first = ids.Prepare(chosen.trick, (ids.SPECIAL,)).format()
    if chosen.extras[0] in data.TRICKS:
        return (first, ids.Mark(chosen.extras[0]).format())
    given = (ids.GiveBack(p).format() for p in sorted(chosen.extras))
    return (first, *given, ids.Enough().format())
