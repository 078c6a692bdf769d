"""What the shared suites run of Draft (the toy game): see ``tests/games.py``."""

from __future__ import annotations

import re
from typing import Any

from conjure.engine.undo import Barrier

GOLDEN: list[tuple[int, dict[str, Any]]] = []  # a toy keeps no golden playthrough
HEURISTIC = [(2, {})]
SEARCH = False  # the search checks need three players
THINKING = True
PASSES: set[str] = set()
BARRIERS = {Barrier.REVEAL, Barrier.OTHER}  # taking the face-down card shows it to its taker
CLICKS = [(2, {})]
CLICK_COVERAGE = (336, 0)  # tests/web/test_coverage.py: (actions on the board, actions missing) of the playouts
WEB_BOTS = [(2, {})]
HIDDEN = (10, 3)
RAW_IDS = re.compile(r"\btake:\w+\b")


def picture_ids(table: dict[str, Any]) -> set[str]:
    out = {"header", "offer-panel"} | {f"offer-{slot}" for slot, value in table["offer"].items() if value is not None}
    out |= {"offer-down"} if table["offer_down"] else set()
    return out | {f"seat-{s}-hand-{i}" for s, hand in enumerate(table["hands"]) for i in range(len(hand))}
