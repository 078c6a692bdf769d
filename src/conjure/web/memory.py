"""The garbage collector of a long-running server process (the event loop's and each drawing process's).

The load benchmark's longest waits were the collector's pauses, measured with ``gc.callbacks``:
- full collections: 100–300 ms in the event loop's process with 200 busy tables (about 200,000 objects to
  walk), several a minute, until the server froze what it loaded (2026-11-25); and 60–85 ms in a drawing
  process, every 15 s or so, for the modules and picture code it loaded, until it did the same (2026-11-26);
- collections of the middle generation: every 0.6 s, 5 ms typically and up to 24 ms, since everything a table
  made in the last second (the position after an action, its views, frames on their way) waits there to be
  walked once before it moves to the oldest generation.

:func:`settle_memory` moves what exists once a process has loaded (modules, classes, functions, the drawing
code's tables) out of the collector's sight (``gc.freeze``): it never becomes garbage. The middle generation is
collected after 2 young collections instead of 10, so each of its collections walks a fifth as much (the
heaviest game, 200 tables: most under 4 ms, the longest of a 30 s run 5–12 ms); a full collection waits for 5,000 of those
instead of CPython's 10 (at 120 actions a second, the middle generation is collected about 4 times a second in the event
loop's process, so a full collection comes some 20 minutes apart; in a drawing process, whose full collections
take 2 ms once its code is frozen, about 9 minutes apart). The young generation is collected as CPython does it
(a youngest generation of 10,000 objects instead of 700 made each of its collections pause up to 50 ms), so
short-lived cycles still go at once.
"""

from __future__ import annotations

import gc
import sys

GC_THRESHOLDS = (700, 2, 5_000)  # CPython's defaults: (700, 10, 10)
SWITCH_INTERVAL = 0.001  # seconds; CPython's default: 0.005


def settle_memory() -> None:
    """Freeze what exists, collect older generations in small steps and the oldest rarely, and let a thread
    waiting for the interpreter (the database's, a searching bot's) in after 1 ms instead of 5, so no hand-over
    between threads costs the event loop more than that."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    sys.setswitchinterval(SWITCH_INTERVAL)
