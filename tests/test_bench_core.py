"""The engine-cost bench's search positions (``conjure.bench_core``): what its iteration figures average over."""

from __future__ import annotations

import pytest

from conjure.bench_core import positions
from conjure.engine import all_rules


@pytest.mark.parametrize("name", sorted(r.name for r in all_rules()))
def test_four_different_positions_each_with_a_choice(name):
    """Every game gets four mid-game positions, later and later, each a decision of at least two options (a cut
    point on a lone option moves on to the next real decision instead of dropping the position)."""
    rules = next(r for r in all_rules() if r.name == name)
    found = positions(name, rules.resolve_options(2, {}))
    steps = [len(g.history) for g in found]
    assert len(found) == 4
    assert steps == sorted(set(steps))
    assert all(len(g.legal_actions(g.to_act[0])) >= 2 for g in found)
