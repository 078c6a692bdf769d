"""The garbage collector of the server's processes (conjure.web.memory)."""

from __future__ import annotations

import gc
import sys

import pytest

from conjure.web import memory


def test_settling_memory_freezes_what_exists_and_collects_older_generations_in_small_steps() -> None:
    before, interval = gc.get_threshold(), sys.getswitchinterval()
    try:
        memory.settle_memory()
        assert gc.get_freeze_count() > 1000, "the objects that exist are out of the collector's sight"
        young, middle, oldest = memory.GC_THRESHOLDS
        assert gc.get_threshold() == memory.GC_THRESHOLDS
        assert young == 700, "the young generation is collected as CPython does"
        assert middle < 10, "each collection of the middle generation walks less than CPython's (10 young ones)"
        assert middle * oldest >= 100 * 10 * 10, "a full collection comes 100 times more rarely than CPython's"
        assert sys.getswitchinterval() == pytest.approx(memory.SWITCH_INTERVAL)
        made = [[] for _ in range(10)]
        assert gc.get_count()[0] >= len(made), "new objects are still counted (and collected young)"
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
        sys.setswitchinterval(interval)
