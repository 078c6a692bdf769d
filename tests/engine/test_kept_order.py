"""The legal lists kept in the flow's order (``Flow._in_order``, issue 32): the same list as sorting it afresh.

``Flow.legal_ids`` sorts the options of a kind not registered ``ordered`` (with any side actions) into the flow's
order; it keeps each sorted list by the ids as listed, so that a list seen before is not sorted again. Here, at every
decision of seeded random games of every game, the legal list made with the kept lists is the one made with none
kept, handing out a copy the caller may change; and the kept lists are bounded."""

from __future__ import annotations

import pytest

from conjure.engine import Rng, all_rules, new_game
from conjure.engine.flow import FlowRules
from conjure.engine.machine import ORDER_KEPT, Flow

FLOWS = sorted(r.name for r in all_rules() if isinstance(r, FlowRules))


@pytest.mark.parametrize("name", FLOWS)
def test_kept_order_is_the_sorted_list(name: str) -> None:
    rules = next(r for r in all_rules() if r.name == name)
    for players in sorted({min(rules.players), max(rules.players)}):
        game = new_game(name, players=players, seed=players)
        assert isinstance(game.rules, FlowRules)
        flow = game.rules.flow
        pick, made = Rng(players), 0
        while not game.is_over and made < 300:
            seat = game.to_act[0]
            kept = flow.legal_ids(game.state, seat)
            if kept:
                kept.append("changed by the caller")  # a copy: the kept list stays as it was
            again = flow.legal_ids(game.state, seat)
            saved, parts = dict(flow._order), dict(flow._parts)
            flow._order.clear()
            flow._parts.clear()
            fresh = flow.legal_ids(game.state, seat)
            flow._order.update(saved)
            flow._parts.update(parts)
            assert again == fresh, f"step {made}"
            assert len(fresh) == len(set(fresh))
            actions = game.legal_actions(seat)
            assert [a.id for a in actions] == fresh
            game.apply(seat, actions[pick.below(len(actions))])
            made += 1


def test_kept_order_is_bounded() -> None:
    flow = Flow("bounded")
    for n in range(ORDER_KEPT + 10):
        assert flow._in_order((f"b{n}", f"a{n}", f"b{n}")) == [f"a{n}", f"b{n}"]
    assert len(flow._order) <= ORDER_KEPT
