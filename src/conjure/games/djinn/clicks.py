"""Which piece of the Djinn picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    if kind == "char" and args:
        return f"character-offer-{args[0]}"
    if kind == "move" and args:
        return f"field-{args[0]}"
    return None


class DjinnClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = DjinnClicks()
