"""What must be on each game's picture is worked out from the view by the game's tests (``picture_ids`` in
``tests/<game>/suite.py``); this is their shared helper."""

from __future__ import annotations

from collections import Counter


def counted(prefix: str, kinds: list[str]) -> set[str]:
    """``prefix-KIND-N`` for each thing, N counting equal things from 0."""
    seen: Counter[str] = Counter()
    out = set()
    for kind in kinds:
        out.add(f"{prefix}-{kind}-{seen[kind]}")
        seen[kind] += 1
    return out
