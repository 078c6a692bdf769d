"""A fixed-length feature vector built field by field (pure Python: the games' encoders need no numpy).

Every method appends a number of floats that depends only on its arguments' domains, never on the values, so
an encoder that calls the same methods in the same order always makes vectors of one length. Values are scaled
into about [0, 1] by the caller's ``scale`` (the largest value the field takes in the component data).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any


class Features:
    """The vector being built: ``values`` (floats) and, for docs and tests, the named ``parts`` (name, length)."""

    def __init__(self) -> None:
        self.values: list[float] = []
        self.parts: list[tuple[str, int]] = []

    def scalar(self, name: str, value: float | int | bool | None, scale: float = 1.0) -> None:
        """One number divided by ``scale`` (None and False are 0, True is 1)."""
        self.values.append(0.0 if value is None else float(value) / scale)
        self.parts.append((name, 1))

    def one_hot(self, name: str, value: Any, domain: Sequence[Any]) -> None:
        """``len(domain)`` floats: 1 where ``value`` is (all zeros for a value outside the domain, such as None)."""
        out = [0.0] * len(domain)
        i = _positions(domain).get(value) if _hashable(value) else None
        if i is not None:
            out[i] = 1.0
        self.values.extend(out)
        self.parts.append((name, len(out)))

    def counts(
        self, name: str, items: Iterable[Any] | Mapping[Any, int], domain: Sequence[Any], scale: float = 1.0
    ) -> None:
        """``len(domain)`` floats: how many of each domain value ``items`` holds (a list, or a mapping to counts)."""
        out = [0.0] * len(domain)
        positions = _positions(domain)
        pairs = items.items() if isinstance(items, Mapping) else ((item, 1) for item in items)
        for key, n in pairs:
            i = positions.get(key) if _hashable(key) else None
            if i is not None:
                out[i] += float(n) / scale
        self.values.extend(out)
        self.parts.append((name, len(out)))

    def slots(self, name: str, values: Sequence[Any], size: int, domain: Sequence[Any]) -> None:
        """``size`` places, each one-hot over ``domain`` (places beyond ``values`` and None values are zeros)."""
        width = len(domain)
        out = [0.0] * (width * size)
        positions = _positions(domain)
        for place, value in enumerate(values[:size]):
            i = positions.get(value) if _hashable(value) else None
            if i is not None:
                out[place * width + i] = 1.0
        self.values.extend(out)
        self.parts.append((name, len(out)))

    def block(self, name: str, values: Sequence[float]) -> None:
        """Floats the caller laid out itself (a fixed-size grid, say)."""
        self.values.extend(values)
        self.parts.append((name, len(values)))

    def numbers(self, name: str, values: Sequence[float | int | bool | None], size: int, scale: float = 1.0) -> None:
        """``size`` numbers (missing ones 0), each divided by ``scale``."""
        out = [0.0 if value is None else float(value) / scale for value in values[:size]]
        out += [0.0] * (size - len(out))
        self.values.extend(out)
        self.parts.append((name, size))


_CACHE: dict[Any, dict[Any, int]] = {}


def _hashable(value: Any) -> bool:
    return value is None or isinstance(value, (str, int, float, bool, tuple))


def _positions(domain: Sequence[Any]) -> dict[Any, int]:
    """Value → place in ``domain`` (remembered for tuples and ranges: the encoders' domains are constants)."""
    if isinstance(domain, (tuple, range)):
        found = _CACHE.get(domain)
        if found is None:
            found = _CACHE[domain] = {d: i for i, d in enumerate(domain)}
        return found
    return {d: i for i, d in enumerate(domain)}


def seat_order(seat: int, players: int, most: int) -> list[int | None]:
    """The seats as the viewer sees them: itself first, then the next ones round the table, padded with None to
    ``most`` places (so one policy reads "me, my left neighbour, ..." at every player count)."""
    order: list[int | None] = [(seat + k) % players for k in range(players)]
    return order + [None] * (most - players)
