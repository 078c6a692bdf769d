"""A game reaches its rules' turn machine through the compiled ``Driver`` (``FlowRules.driver``) where the rules
class leaves a method as ``FlowRules``'s own: the same game as the rules' own (interpreted) methods give.

Every registered game at its fewest and most seats plays a seeded random game through the public API (to act, over,
the legal list, ``apply``: the driver's paths) beside a twin state run by the rules' methods themselves; at every
decision the seats to act, the legal list (the very same shared ``Action`` objects), and after the same action the
state, the random stream and the events must be the same. A method set on the rules object, or overridden by its
class, is the rules' own: the game asks it."""

from __future__ import annotations

from typing import Any

import pytest

from conjure.engine import Action, Rng, all_rules, new_game
from conjure.engine.copies import deep_copy
from conjure.engine.flow import FlowRules
from conjure.engine.registry import get_rules

FLOWS = sorted(r.name for r in all_rules() if isinstance(r, FlowRules))


@pytest.mark.parametrize("name", FLOWS)
def test_the_driver_plays_what_the_rules_methods_play(name: str) -> None:
    rules = get_rules(name)
    driver = rules.driver()
    assert driver is not None and driver.flow is rules.flow  # type: ignore[attr-defined]
    for players in sorted({min(rules.players), max(rules.players)}):
        game = new_game(name, players=players, seed=3)
        twin, twin_rng = deep_copy(game.state), Rng(0)
        twin_rng.state = game.rng.state
        pick = Rng(11)
        for _ in range(250):
            assert game.is_over == rules.is_over(twin)
            if game.is_over:
                break
            assert game.to_act == rules.to_act(twin)
            seat = game.to_act[0]
            actions = game.legal_actions(seat)
            listed = rules.legal_actions(twin, seat)
            assert [a.id for a in actions] == [a.id for a in listed]
            assert all(a is b for a, b in zip(actions, listed, strict=True))  # the one shared action per id
            action = actions[pick.below(len(actions))]
            events: list[dict[str, Any]] = []
            rules.apply_offered(twin, seat, action, twin_rng, events)
            made = game.apply(seat, action)
            assert game.state == twin and game.rng.state == twin_rng.state, action.id
            assert [{k: v for k, v in e.items() if k != "step"} for e in made] == events


def test_a_method_of_the_rules_own_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = get_rules(FLOWS[0])
    plain = rules.driver()
    assert plain is not None and plain.turns and plain.legal and plain.resolves
    asked: list[str] = []
    real_legal, real_apply = rules.legal_actions, rules.apply

    def legal(state: dict[str, Any], seat: int) -> list[Action]:
        asked.append("legal")
        return real_legal(state, seat)

    def apply(state: dict[str, Any], seat: int, action: Action, rng: Rng, events: list[dict[str, Any]]) -> None:
        asked.append("apply")
        real_apply(state, seat, action, rng, events)

    monkeypatch.setattr(rules, "legal_actions", legal)
    monkeypatch.setattr(rules, "apply", apply)
    driver = rules.driver()
    assert driver is not None and driver.turns and not driver.legal and not driver.resolves
    game = new_game(FLOWS[0], players=max(rules.players), seed=1)
    seat = game.to_act[0]
    game.apply(seat, game.legal_actions(seat)[0])  # offered: FlowRules's own apply_offered, as before
    seat = game.to_act[0]
    game.apply_unchecked(seat, rules.legal_actions(game.state, seat)[0])  # not offered by the game: the rules' apply
    assert asked == ["legal", "legal", "apply"]
