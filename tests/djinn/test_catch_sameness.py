"""The catch's cheaper helper search changes nothing: the same best help, option lists and bot choices.

``best_help`` once tried every set of the seat's spare mages (up to 1,024 of them, each summed again); it now
solves the same small knapsack by the most help at each budget, and the catch options find the spare helpers once
for every pick they judge. The old search and options are kept here only, as the yardstick.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import conjure
from conjure.engine.rng import Rng
from conjure.games.djinn import catch
from conjure.games.djinn.catch import best_help, best_helps, best_mages, helper_power
from conjure.games.djinn.data import EQUIPMENT, MAGES
from tests.djinn.helpers import enrich


def old_best_help(p: dict[str, Any], node: dict[str, Any]) -> int:
    """Main's search before the knapsack (a35437b): every set of spare mages the seat can pay the fees of."""
    spare = [i for i, m in enumerate(p["mages"]) if m[1] and i not in node["mages"]]
    staffs = [
        i
        for i, e in enumerate(p["equipment"])
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once"
    ]
    base = {**node, "staffs": list(node["staffs"]) + staffs}
    budget = p["coins"] - catch.fees(p, node)
    best = helper_power(p, base)
    if len(spare) > 10:
        spare = spare[:10]
    for mask in range(1, 1 << len(spare)):
        chosen = [spare[k] for k in range(len(spare)) if mask >> k & 1]
        if sum(MAGES[p["mages"][i][0]]["fee"] for i in chosen) <= budget:
            best = max(best, helper_power(p, {**base, "mages": list(node["mages"]) + chosen}))
    return best


def old_catch_options(state: dict[str, Any], seat: int, node: dict[str, Any]) -> list[str]:
    """Main's catch options before the shared helper search (a35437b), on the old search."""
    p = state["seats"][seat]
    out = [
        f"cadd:{x}"
        for x in catch.addable(state, node)
        if catch.cost_of(state, catch.added(node, x)) - old_best_help(p, catch.added(node, x)) <= p["power"]
    ]
    paid = catch.fees(p, node)
    for i, m in enumerate(p["mages"]):
        if m[1] and i not in node["mages"] and paid + MAGES[m[0]]["fee"] <= p["coins"]:
            out.append(f"cmage:{i}")
    for i, e in enumerate(p["equipment"]):
        if e[1] and i not in node["staffs"] and EQUIPMENT[e[0]]["ability"] == "catch_once":
            out.append(f"ceq:{i}")
    out += catch.removals(node)
    items = catch.selection(node)
    if items and catch.can_place_all(p, items) and catch.power_needed(state, p, node) <= p["power"]:
        out.append("cgo")
    out.append("cnone")
    return out


def _old_ways(patched: pytest.MonkeyPatch) -> None:
    patched.setattr(catch, "best_help", old_best_help)
    patched.setattr(catch, "catch_options", old_catch_options)


def every_set(mages: list[tuple[int, int]], budget: int) -> int:
    best = 0
    for n in range(1, len(mages) + 1):
        for chosen in itertools.combinations(mages, n):
            if sum(fee for fee, _ in chosen) <= budget:
                best = max(best, sum(gain for _, gain in chosen))
    return best


def test_mage_fees_are_never_negative():
    """The knapsack leaves out mages of no help, which is right only while no fee is negative."""
    assert all(card["fee"] >= 0 for card in MAGES.values())


def test_best_mages_equals_trying_every_set():
    rng = Rng(11)
    for _ in range(3000):
        mages = [(rng.below(4), rng.below(9) - 2) for _ in range(rng.below(8))]
        budget = rng.below(9) - 1
        assert best_mages(mages, budget) == every_set(mages, budget), (mages, budget)


def _rich(game: conjure.Game, rng: Rng) -> None:
    """Random mages, coins, one-time staffs and power: the search's hard cases."""
    enrich(game, rng)


CONFIGS = [
    (1, {}),
    (2, {}),
    (3, {"long_variant": True}),
    pytest.param(4, {}, marks=pytest.mark.soak),  # the dearest (four seats' catches): with `-m soak`
    (2, {"first_game": True}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_catch_options_and_best_help_as_before_in_random_games(players, options, monkeypatch):
    """At every catch decision of seeded random games (the seats made rich in mages and coins, so that the fees
    bind): the best help of the selection and of each pick that could be added is the old search's, and the
    legal list equals the one the old search gives, in the same order."""
    catches = knapsacks = 0
    for seed in range(3):
        rng = Rng(seed)
        game = conjure.new_game("djinn", players=players, seed=seed, options=options)
        _rich(game, rng)
        while not game.is_over:
            seat = game.to_act[0]
            legal = [a.id for a in game.legal_actions(seat)]
            node = game.state["tasks"][-1] if game.state["tasks"] else None
            if node is not None and node["t"] == "catch":
                catches += 1
                p = game.state["seats"][seat]
                trials = [node] + [catch.added(node, x) for x in catch.addable(game.state, node)]
                olds = [old_best_help(p, trial) for trial in trials]
                assert [best_help(p, trial) for trial in trials] == olds
                assert best_helps(p, node, trials) == olds
                spare_fees = sum(
                    MAGES[m[0]]["fee"] for i, m in enumerate(p["mages"]) if m[1] and i not in node["mages"]
                )
                knapsacks += spare_fees > p["coins"] - catch.fees(p, node)
                with monkeypatch.context() as patched:
                    _old_ways(patched)
                    assert legal == [a.id for a in game.legal_actions(seat)]
            game.apply(seat, legal[rng.below(len(legal))])
    assert catches > 20 and knapsacks > 0


def test_ismcts_chooses_as_with_the_old_search(monkeypatch):
    """Seeded searches from catch decisions choose the same actions with the old search as with the new."""
    from conjure.bots import Ismcts

    found = []
    for seed in range(40):
        rng = Rng(seed)
        game = conjure.new_game("djinn", players=2, seed=seed)
        _rich(game, rng)
        while not game.is_over and len(found) < 3:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            tasks = game.state["tasks"]
            if tasks and tasks[-1]["t"] == "catch" and len(legal) >= 3:
                found.append(game.clone())
                break
            game.apply(seat, legal[rng.below(len(legal))])
        if len(found) == 3:
            break
    assert len(found) == 3

    def choices() -> list[str]:
        return [Ismcts(7, iterations=12).choose(g.clone(), g.to_act[0]).id for g in found]

    new = choices()
    _old_ways(monkeypatch)
    assert choices() == new
