"""Insula on the engine's turn machine (every pending kind registered once, the lone-option exceptions written
down in docs/rules/insula.md, "Decisions with one option"), and its data checked at import."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conjure.games.insula import RULES, data
from conjure.games.insula.flow import FLOW
from tests.insula.helpers import new

DOC = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "insula.md").read_text(encoding="utf-8")


def test_the_kinds_that_ask_with_one_option_are_the_documented_ones() -> None:
    section = DOC.split("## Decisions with one option", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^\| `(\w+)`", section, flags=re.M))
    asked = {kind for kind, decision in FLOW.decisions.items() if decision.ask_single}
    assert documented == asked


def test_the_rules_run_on_the_engine_flow_and_a_turn_is_a_decision_task() -> None:
    assert RULES.flow is FLOW and set(FLOW.phases) == {"turn", "fight", "resolve"}
    g = new(2)
    assert g.state["phase"] == "turn" and g.state["tasks"] == [{"t": "turn", "seat": 0}] and g.to_act == [0]


def test_data_is_checked_against_the_rulebooks_component_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    """INS-SETUP-4: data.toml adds up to the rulebook's component list at import; a slip fails at once."""
    data.check()
    monkeypatch.setitem(data.COUNTS, "guardians", 14)
    with pytest.raises(ValueError, match="13 guardians, the rulebook says 14"):
        data.check()
    monkeypatch.setitem(data.COUNTS, "guardians", 13)
    monkeypatch.setitem(data.EDITIONS, "curse", {"both": 26, "basic": 7, "advanced": 5})
    with pytest.raises(ValueError, match="curse cards by edition"):
        data.check()
