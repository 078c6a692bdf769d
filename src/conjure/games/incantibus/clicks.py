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
    (``master``), a face-up spell (``cast``), a token in the seat's suitcase (``drop``, ``give``, ``ultimus:use``),
    a token in another seat's suitcase (``steal``) or a kind of token in the moat (``retiro``)."""
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
        case ids.Drop(token) | ids.Give(token):
            return _token(table, seat, token)
        case ids.Steal(victim, token):
            return _token(table, victim, token)
        case ids.Ultimus("use"):
            return _token(table, seat, "ultimus")
        case ids.Retiro(token) if token in table.get("moat", {}):
            return f"moat-{token}"
    return None


def _token(table: dict[str, Any], seat: int | None, token: str) -> str | None:
    """The first ``token`` in the suitcase of ``seat`` (equal tokens are alike: any of them stands for the kind)."""
    seats = table.get("seats", [])
    if seat is None or not 0 <= seat < len(seats) or token not in seats[seat].get("tokens", []):
        return None
    return f"seat-{seat}-token-{token}-0"


class IncantibusClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = IncantibusClicks()
