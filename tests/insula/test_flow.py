"""Insula on the engine's turn machine: every pending kind registered once, and the lone-option exceptions
written down in docs/rules/insula.md ("Decisions with one option")."""

from __future__ import annotations

import re
from pathlib import Path

from conjure.games.insula import RULES
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
