"""DJN-FLOW-1: Djinn on the engine's turn machine: kinds registered once, no empty decision, the lone-option policy."""

from __future__ import annotations

import re
from pathlib import Path

import conjure
from conjure.engine.bots import RandomBot
from conjure.games.djinn.flow import FLOW, TURN_KINDS

DOC = Path(__file__).parents[2] / "docs" / "rules" / "djinn.md"


def asked_single_in_doc() -> set[str]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Decisions with one option", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `(\w+)` \|", section, flags=re.M))


def test_the_kinds_asked_with_one_option_are_exactly_those_documented():
    """DJN-FLOW-1: each exception to the engine's single-option policy is written down with its reason."""
    asked = {kind for kind, d in FLOW.decisions.items() if d.ask_single}
    assert asked == asked_single_in_doc()
    assert set(TURN_KINDS) <= set(FLOW.decisions) and set(FLOW.phases) == {"draft", "play", "final"}
    assert set(FLOW.autos) == {
        "advance",
        "arrive",
        "aftercatch",
        "overflow",
        "buy",
        "chests",
        "mage_choice",
        "equip_choice",
    }


def test_every_decision_posed_has_an_option_and_a_lone_one_only_where_the_kind_asks():
    """DJN-FLOW-1: random games: the top of the stack is a decision with options; kinds that never ask a lone
    option never have to (they always offer two or more)."""
    for players, seed in ((1, 3), (2, 5), (3, 7), (4, 9)):
        g = conjure.new_game("djinn", players=players, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over:
            seat = g.to_act[0]
            top = g.state["tasks"][-1]
            options = g.legal_actions(seat)
            assert top["seat"] == seat and options
            assert len(options) >= 2 or FLOW.decisions[top["t"]].ask_single, top
            g.apply(seat, bot.choose(g, seat))
        assert g.state["tasks"] == []
