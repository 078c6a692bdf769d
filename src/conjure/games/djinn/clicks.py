"""Which piece of the Djinn picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conjure.engine.actions import make_id

from . import ids

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def _field(table: dict[str, Any], seat: int | None) -> str | None:
    """The field the seat's wizard has come to this turn (the turn's field, else where it stands)."""
    turn = table.get("turn") or {}
    if turn.get("field"):
        return str(turn["field"])
    if seat is None:
        return None
    at = table["seats"][seat].get("position")
    return str(at[0]) if at else None


def _djinn(table: dict[str, Any], field: str | None, colour: str) -> str | None:
    """The first djinn of ``colour`` (or the boss) at ``field``."""
    if field is None:
        return None
    if colour == "boss":
        return f"boss-{field}" if table.get("boss", {}).get(field) else None
    found = table.get("djinn", {}).get(field, [])
    return f"djinn-{field}-{found.index(colour)}" if colour in found else None


def _own(table: dict[str, Any], seat: int | None, what: str, index: int) -> str | None:
    """The seat's own mage card or equipment card ``index``."""
    if seat is None or not 0 <= index < len(table["seats"][seat][what]):
        return None
    return f"seat-{seat}-{'mage' if what == 'mages' else 'equipment'}-{index}"


def _circle(table: dict[str, Any], seat: int | None, states: str) -> str | None:
    """The seat's first empty magic circle in one of ``states`` ("a" active, "i" inactive)."""
    if seat is None:
        return None
    p = table["seats"][seat]
    for i, (state, held) in enumerate(zip(p["circles"], p["circle_djinn"], strict=True)):
        if state in states and held is None:
            return f"seat-{seat}-circle-{i}"
    return None


def _award(table: dict[str, Any], award: str) -> str | None:
    for column, awards in enumerate(table.get("awards", [])):
        if award in awards:
            return f"award-{column}-{award}"
    return None


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    """The piece a Djinn action concerns. On the map: a character tile (``char``); the field a move, a skip, the
    start or a secret passage leads to; the field the wizard came to for its actions, declining them, catching
    there, paying the wizards there, the Archive's options and the Magic Source's purchases; a djinn or boss added
    to the catch, taken back or taken free. In the offers: a mage pile's top card, an equipment pile, a market
    stall, an award, the chest pile (revealing, opening, discarding chests). On the seat's board: its wizard
    (staying), its mage and equipment cards (using, catching with, turning up, keeping), its magic circles
    (bottling the djinn in one, putting a djinn in, activating one), its bottles, its purse (keys, tips)."""
    try:
        chosen = ids.parse(make_id(kind, *args))
    except ValueError:
        return None
    me = None if seat is None else table["seats"][seat]
    here = _field(table, seat)
    match chosen:
        case ids.Char(tile):
            return f"character-offer-{tile}"
        case ids.Move(field) | ids.Skip(field) | ids.Place(field, _) | ids.Pp(field, _):
            return f"field-{field}"
        case ids.Stay():
            return None if seat is None else f"figure-{seat}"
        case ids.Act() | ids.Decline() | ids.Catch() | ids.Pay() | ids.Src():
            return None if here is None else f"field-{here}"
        case ids.Arc(option) if option != "done":
            return None if here is None else f"field-{here}"
        case ids.Cadd(what) | ids.Free(what) if what != "none":
            return _djinn(table, here, what)
        case ids.Cdel("mage", int(index)) | ids.Cmage(index):
            return _own(table, seat, "mages", index)
        case ids.Up(index) | ids.Amage(index) if index.isdigit():
            return _own(table, seat, "mages", int(index))
        case ids.Cdel("eq", int(index)) | ids.Ceq(index) | ids.Eq(index):
            return _own(table, seat, "equipment", index)
        case ids.Cdel(what, None):
            return _djinn(table, here, what)
        case ids.Keep() if me is not None and me["equipment"]:
            return _own(table, seat, "equipment", len(me["equipment"]) - 1)
        case ids.Bottle(index, _) if me is not None and 0 <= index < len(me["circles"]):
            return f"seat-{seat}-circle-{index}"
        case ids.Put("circle"):
            return _circle(table, seat, "a")
        case ids.Put(colour) | ids.Bt(colour) if colour != "release" and seat is not None:
            return f"seat-{seat}-bottles-{colour}"
        case ids.Key() | ids.Tip() if seat is not None:
            return f"seat-{seat}-purse"
        case ids.Tm(pile) if 0 <= pile < len(table.get("mage_offer", [])) and table["mage_offer"][pile] is not None:
            return f"mage-offer-{pile}"
        case ids.Teq(pile) if table.get("equipment_offer", {}).get(pile) is not None:
            return f"equipment-offer-{pile}"
        case ids.Mkt(stall) if stall != "done":
            return f"market-stall-{stall}"
        case ids.Award(_, award):
            return _award(table, award)
        case ids.Xchest("yes") | ids.Cdisc() | ids.Open() | ids.Shut():
            return "chest-pile"
    return None


class DjinnClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = DjinnClicks()
