"""Which piece of the Insula picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable.

A step (a move, a step effect, the green step flower, the certainty card's move) points at the place it leads to:
the island card there, or the open place beside the island where a new card will be laid. A peek or a chosen
field points at that field (playing Bulvuška, the peek's first step, at the card in the seat's hand; its row at no piece), a chosen player at their adventurer, a guardian going back into the bag at its token,
a flower at the card in the seat's hand, a curse at the slot it lies in, a drawn curse at the empty slot it is laid
on, resting (the certainty card's rest too) at the seat's rest slot, the energy of a fight at the fight, and
drawing a flower at the flower deck. What names no piece (ending the turn, an amount, a slash field's effects,
which energy to lose, declining a card) is chosen from the list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conjure.engine.actions import make_id

from . import data, ids
from .picture import cell_id

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def _place(table: dict[str, Any], key: str) -> str | None:
    """The picture's element of the grid place ``key``: its island card, or the open place beside the island."""
    if key in table["cells"]:
        return cell_id(key)
    x, y = (int(part) for part in key.split(","))
    if not 0 <= y < data.CITADEL_Y:
        return None
    return "place-" + key.replace(",", "_")


def _step(table: dict[str, Any], seat: int | None, direction: str | None) -> str | None:
    """The place one step from the seat's adventurer in ``direction``."""
    if seat is None or direction not in data.DIRS:
        return None
    at = table["seats"][seat]["position"]
    if at is None:
        return None
    x, y = (int(part) for part in at.split(","))
    dx, dy = data.DIRS[direction]
    return _place(table, f"{x + dx},{y + dy}")


def _hand(table: dict[str, Any], seat: int | None, card: str) -> str | None:
    """The card ``card`` in the seat's hand (the seat sees its own hand)."""
    hand = table["seats"][seat].get("hand") if seat is not None else None
    if not hand or card not in hand:
        return None
    return f"seat-{seat}-hand-{hand.index(card)}"


def _hand_effect(table: dict[str, Any], seat: int | None, effect: str) -> str | None:
    """The first card in the seat's hand with that effect (Bulvuška for a peek)."""
    hand = table["seats"][seat].get("hand") if seat is not None else None
    card = next((c for c in hand or () if c in data.FLOWERS and data.flower_effect(c) == effect), None)
    return None if card is None else _hand(table, seat, card)


def _slot(table: dict[str, Any], seat: int | None, slot: str) -> str | None:
    """The curse lying in the seat's action slot ``slot``."""
    if seat is None or not table["seats"][seat]["slots"].get(slot):
        return None
    return f"seat-{seat}-slot-{slot}"


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    """The element id the Insula action ``kind:args`` points at in ``seat``'s picture of ``table``, or None."""
    try:
        chosen = ids.parse(make_id(kind, *args))
    except ValueError:
        return None
    match chosen:
        case ids.Move(d) | ids.Step(d) | ids.Koren(d) | ids.Certainty("move", d):
            return _step(table, seat, d)
        case ids.Rest() | ids.Certainty("rest") if seat is not None and "rest" in table["seats"][seat]["slots"]:
            return f"seat-{seat}-slot-rest"
        case ids.Bulv(x, int(y)):
            return _place(table, f"{x},{y}")
        case ids.Peek():
            return _hand_effect(table, seat, "peek")
        case ids.Field(x, y):
            return _place(table, f"{x},{y}")
        case ids.Target(other) if 0 <= other < len(table["seats"]) and table["seats"][other]["position"] is not None:
            return f"adventurer-{other}"
        case ids.Flower("draw"):
            return "flower-deck"
        case ids.Flower(c) | ids.Discard(c) | ids.Red(c) | ids.Krizek(c) | ids.Stino(c) | ids.Rosnatka(c):
            return _hand(table, seat, c)
        case ids.Curse(slot) | ids.Trnolam(slot):
            return _slot(table, seat, slot)
        case ids.Refill(g) if any(g in here for here in table["guardians"].values()):
            return f"guardian-{g}"
        case ids.Place(_, slot) if seat is not None and slot in table["seats"][seat]["slots"]:
            return f"seat-{seat}-slot-{slot}"
        case ids.Commit():
            return "fight" if table.get("fight") is not None else None
    return None


class InsulaClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = InsulaClicks()
