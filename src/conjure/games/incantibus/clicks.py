"""Which piece of the Incantibus picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    if kind == "take" and len(args) > 1:  # take:visible:SLOT:KIND, take:hidden:SLOT
        return f"room-slot-{args[1]}"
    if kind in ("imperium", "video") and args:
        return f"room-slot-{args[0]}"
    if kind == "duel" and args:
        return f"crypt-slot-{args[0]}"
    if kind == "brew" and args:
        return f"potion-{args[0]}"
    if kind == "master" and args:
        return f"book-{args[0]}"
    if kind == "cast" and args and args[0] in table.get("spells", {}).get("up", []):
        return f"spell-up-{table['spells']['up'].index(args[0])}"
    return None


class IncantibusClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = IncantibusClicks()
