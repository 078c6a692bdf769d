"""Every game still plays its committed golden playthroughs step for step (see playthrough.py)."""

from __future__ import annotations

import difflib
from typing import Any

import pytest

from tests.golden.playthrough import CONFIGS, FOLDER, file_name, playthrough


@pytest.mark.parametrize("config", CONFIGS, ids=[file_name(*c)[:-4] for c in CONFIGS])
def test_golden_playthrough(config: tuple[str, int, dict[str, Any]]) -> None:
    path = FOLDER / file_name(*config)
    assert path.exists(), f"no golden file {path.name}: run python -m tests.golden.playthrough"
    expected = path.read_text(encoding="utf-8").splitlines()
    actual = playthrough(*config).splitlines()
    if actual != expected:
        first = next(i for i, (a, b) in enumerate(zip(expected + [""], actual + [""], strict=False)) if a != b)
        diff = "\n".join(list(difflib.unified_diff(expected, actual, "golden", "now", n=1, lineterm=""))[:12])
        pytest.fail(
            f"{path.name} differs first at line {first + 1} (a rule changed? then raise the rules "
            f"version and regenerate with python -m tests.golden.playthrough):\n{diff}"
        )
