"""Whether a seat's table may be shown with everyone looking (hot-seat: one screen, several players).

A seat's table needs privacy when its view shows something a spectator's does not (cards in hand, a face-down
card it looked at, its own hidden choice), or when its decision now is secret (several seats act at once, or the
rules declare one of its choices secret). Otherwise the seat sees nothing private and chooses openly, and the
whole table may watch. ``Game.needs_privacy`` asks this; the terminal and the web table cover the screen by it.

Views differ in form as well as in content: a seat's own hand may be an empty list where a spectator's view has no
hand at all, or ``None`` (an empty slot) where the spectator is told ``False`` (the slot is not taken). Such values
say the same nothing, so :func:`shows_more` compares views with every *blank* value (missing, ``None``, ``False``,
``0``, ``""``, or a list or mapping of blanks) equal to every other.
"""

from __future__ import annotations

from typing import Any

_MISSING = object()


def is_blank(value: Any) -> bool:
    """Whether ``value`` says nothing: missing, None, False, 0, empty, or a list or mapping of blanks."""
    if value is _MISSING or value is None or value is False or value == "":
        return True
    if isinstance(value, int | float):
        return value == 0
    if isinstance(value, list | tuple):
        return all(is_blank(item) for item in value)
    if isinstance(value, dict):
        return all(is_blank(item) for item in value.values())
    return False


def shows_more(seen: Any, spectator: Any) -> bool:
    """Whether a seat's view ``seen`` differs from the spectator's view ``spectator`` in more than blanks (see the
    module's text): what the seat sees that a spectator does not."""
    if seen is spectator or seen == spectator:
        return False
    if isinstance(seen, dict) and isinstance(spectator, dict):
        return any(
            shows_more(seen.get(key, _MISSING), spectator.get(key, _MISSING)) for key in seen.keys() | spectator.keys()
        )
    if isinstance(seen, list) and isinstance(spectator, list) and len(seen) == len(spectator):
        return any(shows_more(a, b) for a, b in zip(seen, spectator, strict=True))
    return not (is_blank(seen) and is_blank(spectator))
