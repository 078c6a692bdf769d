"""Which piece of the Djinn picture an action points at: the game's face ``clicks``
(:class:`conjure.web.clicks.ClickTargets`), so the web table can make the piece clickable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from conjure.engine.actions import make_id

from . import ids

if TYPE_CHECKING:
    from conjure.web.clicks import ClickTargets


def target(args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
    """A character tile of the offer (``char``) or a field to move to (``move``)."""
    try:
        chosen = ids.parse(make_id(kind, *args))
    except ValueError:
        return None
    match chosen:
        case ids.Char(tile):
            return f"character-offer-{tile}"
        case ids.Move(field):
            return f"field-{field}"
    return None


class DjinnClicks:
    """:func:`target` as the face the web table finds through the registry."""

    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        return target(args, table, kind, seat)


CLICKS: ClickTargets = DjinnClicks()
