"""Which piece of the Trickerion picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.StepClickTargets`), so the web table can make the piece clickable.

A move asked step by step (``steps.py``) is clicked step by step: each step points at the piece it names, and a
step that names no piece of its own (the face a chosen die is turned to, the character a chosen Hire takes, whether
a character placed on a chosen space pays a shard) points at the piece the steps so far chose, so the web's picker
carries on beside it. What names no piece (ending, passing, an amount of coins haggled off, a link's bonus) is
chosen from the list (``BOARDLESS`` in tests/trickerion/suite.py says which and why).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from conjure.engine.actions import TypedId, make_id

from . import ids
from .phases.assignment import character_ids

if TYPE_CHECKING:
    from conjure.web.clicks import StepClickTargets


def _space(table: dict[str, Any], seat: int | None, loc: str, where: Sequence[str]) -> str | None:
    """A board space, the seat's own workshop space, or the next free backstage space of a Theatre day."""
    if not where:
        return None
    if loc == ids.THEATER and len(where) > 1:
        day, space = where[0], where[1]
        if space == "performance":
            return f"space-theater-{day}-performance"
        taken = sum(1 for p in table.get("placed", []) if p["loc"] == loc and p["space"] == f"{day}:{space}")
        return f"space-theater-{day}-{space}-{taken}"
    if loc == "workshop":
        return None if seat is None else f"workshop-{seat}-{where[0]}"
    return f"space-{loc}-{where[0]}"


def _mine(table: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    seats = table.get("seats", [])
    return seats[seat] if seat is not None and 0 <= seat < len(seats) else None


def _prop(table: dict[str, Any], seat: int | None, prop: str) -> str | None:
    """The seat's own props of a kind (its workshop)."""
    me = _mine(table, seat)
    return f"seat-{seat}-prop-{prop}" if me is not None and me["props"].get(prop) else None


def _trick(table: dict[str, Any], seat: int | None, trick: str) -> str | None:
    """One of the seat's own trick cards."""
    me = _mine(table, seat)
    return f"seat-{seat}-trick-{trick}" if me is not None and any(t["id"] == trick for t in me["tricks"]) else None


def _char(table: dict[str, Any], seat: int | None, char: str) -> str | None:
    """One of the seat's characters on its board."""
    me = _mine(table, seat)
    if me is None:
        return None
    return f"seat-{seat}-char-{char}" if char in character_ids(me) else None


def _for_sale(table: dict[str, Any], prop: str) -> str | None:
    """Where the Market Row offers ``prop``: the first slot of the "for sale" row holding it, else of the ordered
    row (an ordered prop is for sale this round), else the quick-order slot."""
    market = table.get("market", {})
    for area in ("buy", "order"):
        row = market.get(area, [])
        if prop in row:
            return f"market-{area}-{row.index(prop)}"
    return "market-quick" if market.get("quick") == prop else None


def _empty_slot(table: dict[str, Any]) -> str | None:
    """The first empty slot of the "for sale" row (where a prop is put back)."""
    row = table.get("market", {}).get("buy", [])
    return f"market-buy-{row.index(None)}" if None in row else None


def _acting(table: dict[str, Any], seat: int | None) -> str | None:
    """The seat's character spending action points now, where it stands."""
    turn = table.get("turn")
    if not turn or turn["seat"] != seat:
        return None
    return f"character-{seat}-{turn['char']}"


def _card(table: dict[str, Any], seat: int | None, card: str) -> str | None:
    """An assignment card in the seat's own hand: a location's card, or a special card."""
    me = _mine(table, seat)
    if me is None or "hand" not in me:
        return None
    if me["hand"].get(card):
        return f"seat-{seat}-hand-{card}"
    specials = me.get("special_hand", [])
    return f"seat-{seat}-special-{specials.index(card)}" if card in specials else None


def _prophecy(table: dict[str, Any], prophecy: str) -> str | None:
    upcoming = table.get("prophecy", {}).get("upcoming", [])
    return f"prophecy-upcoming-{upcoming.index(prophecy)}" if prophecy in upcoming else None


def _performance(table: dict[str, Any], card: str) -> str | None:
    return f"performance-{card}" if card in table.get("theater", []) else None


def _marker(table: dict[str, Any], card: str, slot: int) -> str | None:
    markers = table.get("stage", {}).get(card, {}).get("markers", [])
    return f"marker-{card}-{slot}" if any(m["slot"] == slot for m in markers) else None


def _own_marker(table: dict[str, Any], seat: int | None, slot: int) -> str | None:
    """The seat's marker on ``slot`` of the card being performed: the one card where the seat has a marker there
    (the view does not say which card is performed; where several could be, none is pointed at)."""
    found = [
        card
        for card, stage in table.get("stage", {}).items()
        if any(m["slot"] == slot and m["seat"] == seat for m in stage.get("markers", []))
    ]
    return f"marker-{found[0]}-{slot}" if len(found) == 1 else None


def _their_marker(table: dict[str, Any], seat: int | None, own: int, their: int) -> str | None:
    """The other magician's marker on ``their`` slot whose yield the Red Lotus takes for its own on ``own``: on the
    one card where both are (else none is pointed at)."""
    found = []
    for card, stage in table.get("stage", {}).items():
        at = {m["slot"]: m["seat"] for m in stage.get("markers", [])}
        if at.get(own) == seat and their in at and at[their] != seat:
            found.append(card)
    return f"marker-{found[0]}-{their}" if len(found) == 1 else None


def _begun(sofar: Sequence[str]) -> list[TypedId]:
    """The steps chosen so far, typed (a step this module cannot read is left out)."""
    out = []
    for step in sofar:
        try:
            out.append(ids.parse(step))
        except ValueError:
            continue
    return out


def _after(table: dict[str, Any], seat: int | None, sofar: Sequence[str]) -> str | None:
    """The piece the steps so far chose last: a die, a prop for sale, a space, a character."""
    for step in reversed(_begun(sofar)):
        match step:
            case ids.Die(die):
                return f"die-{die}"
            case ids.Spot(loc, where):
                return _space(table, seat, loc, where)
            case ids.Who(char):
                return _char(table, seat, char)
            case ids.Ware(prop):
                return _for_sale(table, prop)
    return None


def _ware(table: dict[str, Any], seat: int | None, prop: str, sofar: Sequence[str]) -> str | None:
    """Which prop: for a Buy the prop for sale, for a Quick Order the quick-order slot, for an Order (any prop of the
    catalogue, which the board does not lay out) the character ordering it."""
    act = next((s for s in _begun(sofar) if isinstance(s, ids.Act)), None)
    what = act.what if act is not None else "buy"
    if what == "quick":
        return "market-quick"
    if what == "order":
        return _acting(table, seat)
    return _for_sale(table, prop)


def target_step(
    args: list[str], table: dict[str, Any], kind: str, seat: int | None, sofar: Sequence[str] = ()
) -> str | None:
    """The piece a Trickerion action concerns, the seat having chosen the steps ``sofar`` of its move.

    The setup: a magician → the seat's magician (``seat-S-magician``), a starting trick → that trick in its deck,
    starting props → the seat's props (``seat-S-props``), the specialist → the seat's place for it
    (``seat-S-specialist``). Advertising → the seat's fame pawn. The assignment: a card → that card in the seat's
    hand, leaving a character idle → the character. The placement: which character → the character on the seat's
    board, which space → the space, staying idle → the character, with what (a shard …) → the chosen space. A turn:
    which action → the character acting; Market Row: which prop → the prop for sale (Buy), the quick-order slot, or
    the character (Order), how many → the prop for sale, which order slot → that slot; Downtown: which die → the die,
    which school → its trick deck, which trick → the trick in its deck, which own trick it replaces → that trick,
    which character, coins or face → the chosen die; the Dark Alley: a special deck, a drawn card, the prophecies
    (fortune telling → the nearest upcoming prophecy, which goes to the far end; a prophecy chosen → that one); the
    Workshop: a trick prepared or moved → the seat's trick, props onto the manager's slot → the seat's props
    (a Prepare's further steps: a prop Unstable Prototype gives back → the seat's prop, the trick Replaceable Parts
    marks → the seat's trick); the
    Theatre: a trick set up → the
    seat's trick, a slot → the slot on its performance card, a Reschedule → the marker, swapped or performed cards →
    the performance card, a Grand Premiere's yield or the Red Lotus's steal → the marker (where only one card can
    be meant); a prop put back into the market → the empty slot for sale; the apprentice moved or turned into a
    specialist → the apprentice. At any time: a prop or trick given back → the seat's prop or trick."""
    try:
        chosen = ids.parse(make_id(kind, *args))
    except ValueError:
        return None
    match chosen:
        case ids.Place(_, loc, where) | ids.Spot(loc, where):
            return _space(table, seat, loc, where)
        case ids.Who(char) | ids.Idle(char):
            return _char(table, seat, char)
        case ids.Stay() | ids.Boost() | ids.HireAs() | ids.TakeCoins() | ids.ToFace() | ids.Count():
            return _after(table, seat, sofar)
        case ids.Assign(_, card):
            return _card(table, seat, card)
        case ids.Magician():
            return None if seat is None else f"seat-{seat}-magician"
        case ids.Props():
            return None if seat is None else f"seat-{seat}-props"
        case ids.Specialist():
            return None if seat is None else f"seat-{seat}-specialist"
        case ids.Trick(trick) | ids.PickTrick(trick):
            decks = table.get("trick_decks", {}).values()
            return f"trick-{trick}" if any(trick in deck for deck in decks) else None
        case ids.School(school):
            return f"trick-deck-{school}"
        case ids.Advertise():
            return None if seat is None else f"fame-{seat}"
        case ids.Act():
            return _acting(table, seat)
        case ids.Forgo():
            turn = table.get("turn")
            return f"seat-{seat}-card-{turn['char']}" if turn and turn["seat"] == seat else None
        case ids.Ware(prop):
            return _ware(table, seat, prop, sofar)
        case ids.Add(prop):
            return _for_sale(table, prop) or _prop(table, seat, prop)
        case ids.Restock():
            return _empty_slot(table)
        case ids.ToSlot(slot):
            return f"market-order-{slot}"
        case ids.Buy(prop) | ids.Quick(prop):
            return "market-quick" if isinstance(chosen, ids.Quick) else _for_sale(table, prop)
        case ids.Order():
            return f"market-order-{chosen.slot}" if chosen.slot is not None else _acting(table, seat)
        case ids.Die(die) | ids.Learn(die) | ids.Hire(die) | ids.Coins(die) | ids.Reroll(die) | ids.SetDie(die):
            return f"die-{die}"
        case ids.Replace(trick) | ids.ReturnTrick(trick) | ids.MoveTrick(trick) | ids.Prepare(trick) | ids.Mark(trick):
            return _trick(table, seat, trick)
        case ids.Setup(trick) | ids.Durable(trick):
            return _trick(table, seat, trick)
        case ids.ReturnProp(prop) | ids.MoveComponents(prop) | ids.GiveBack(prop):
            return _prop(table, seat, prop)
        case ids.Draw(loc):
            return f"special-deck-{loc}"
        case ids.Keep(card):
            drawn = (table.get("turn") or {}).get("drawn") or []
            return f"drawn-{drawn.index(card)}" if card in drawn else None
        case ids.Fortune():  # the upcoming prophecies move on one space: the nearest goes to the far end
            return "prophecy-upcoming-0" if table.get("prophecy", {}).get("upcoming") else None
        case ids.Fate(prophecy):
            return _prophecy(table, prophecy)
        case ids.Slot(card, slot):
            return f"perf-slot-{card}-{slot}" if card in table.get("theater", []) else None
        case ids.Reschedule(card, slot):
            return _marker(table, card, slot)
        case ids.Perform(card) | ids.Possess(card):
            return _performance(table, card)
        case ids.Swap(first):
            cards = table.get("theater", [])
            return _performance(table, cards[first]) if 0 <= first < len(cards) and cards[first] else None
        case ids.Premiere(slot):
            return _own_marker(table, seat, slot)
        case ids.Steal(own, their):
            return _their_marker(table, seat, own, their)
        case ids.Talent():
            return _char(table, seat, "apprentice")
        case ids.MoveApprentice():
            return _char(table, seat, "apprentice")
    return None


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    """:func:`target_step` with no steps chosen."""
    return target_step(args, table, kind, seat)


class TrickerionClicks:
    """:func:`target_step` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)

    def target_step(
        self, args: list[str], table: dict[str, Any], kind: str, seat: int | None, sofar: Sequence[str]
    ) -> str | None:
        return target_step(args, table, kind, seat, sofar)


CLICKS: StepClickTargets = TrickerionClicks()
