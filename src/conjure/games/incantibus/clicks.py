"""Which piece of the Incantibus picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conjure.engine.actions import make_id

from . import ids

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    """A room slot (``take``, ``imperium``, ``video``), a crypt slot (``duel``), a potion (``brew``), a book
    (``master``) or a face-up spell (``cast``)."""
    try:
        chosen = ids.parse(make_id(kind, *args))
    except ValueError:
        return None
    up = table.get("spells", {}).get("up", [])
    match chosen:
        case ids.Take(slot=slot) | ids.Imperium(slot=slot) | ids.Video(slot=slot):
            return f"room-slot-{slot}"
        case ids.Duel(slot=slot):
            return f"crypt-slot-{slot}"
        case ids.Brew(slot=slot):
            return f"potion-{slot}"
        case ids.Master(slot=slot):
            return f"book-{slot}"
        case ids.Cast(spell) if spell in up:
            return f"spell-up-{up.index(spell)}"
    return None


class IncantibusClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = IncantibusClicks()
