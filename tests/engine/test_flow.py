"""The engine's turn machine on a toy game: secret bids, a reveal, a prize choice, three rounds."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from conjure.engine import Game, IllegalAction, Rng, natural_key
from conjure.engine.actions import word_order_key
from conjure.engine.flow import Flow, FlowRules, State, Task

flow = Flow("toy")
PRIZES = ["gem", "coin", "key"]


@flow.phase("round")
def next_round(state: State, rng: Rng, events: list[dict[str, Any]]) -> bool:
    if state["round"] == 3:
        state["phase"] = "over"
        return False
    state["round"] += 1
    Flow.push_all(state, [{"t": "bid", "wait": list(range(state["n"]))}, {"t": "reveal"}])
    return True


def bid_options(state: State, task: Task, seat: int) -> list[str]:
    return [f"bid:{b}" for b in (1, 2, 3)]


@flow.decision("bid", bid_options, ask_single=True, ordered=True)
def bid(state: State, task: Task, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    state["bids"][seat] = int(aid.split(":")[1])
    task["wait"].remove(seat)
    if not task["wait"]:
        state["tasks"].pop()


@flow.auto("reveal")
def reveal(state: State, task: Task, rng: Rng, events: list[dict[str, Any]]) -> None:
    bids = state["bids"]
    best = max(range(state["n"]), key=lambda s: (bids[s], -s))
    events.append({"type": "reveal", "bids": list(bids)})
    state["bids"] = [0] * state["n"]
    Flow.push(state, {"t": "prize", "seat": best})


def prize_options(state: State, task: Task, seat: int) -> list[str]:
    return [f"take:{p}" for p in state["prizes"]]


@flow.decision("prize", prize_options)
def take_prize(state: State, task: Task, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    prize = aid.split(":")[1]
    state["prizes"].remove(prize)
    state["won"][seat].append(prize)
    state["tasks"].pop()


@dataclass
class ToyRules(FlowRules):
    name: str = "toy"
    players: tuple[int, ...] = (2, 3)

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        state: State = {
            "n": players,
            "phase": "round",
            "tasks": [],
            "round": 0,
            "bids": [0] * players,
            "prizes": list(PRIZES),
            "won": [[] for _ in range(players)],
        }
        self.flow.run(state, rng, [])
        return state

    def result(self, state: State) -> dict[str, Any]:
        return {"scores": [len(w) for w in state["won"]]}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"round": state["round"], "won": state["won"]}


ToyRules.flow = flow


def new_toy(players: int = 2) -> Game:
    rules = ToyRules()
    rng = Rng(5)
    return Game(rules, players, 5, {}, rules.setup(players, {}, rng), rng)


def test_a_simultaneous_decision_waits_for_every_seat_once() -> None:
    g = new_toy(3)
    assert g.to_act == [0, 1, 2]
    g.apply(1, "bid:3")
    assert g.to_act == [0, 2] and g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="not to act"):
        g.apply(1, "bid:2")
    g.apply(2, "bid:1")
    g.apply(0, "bid:2")
    assert g.events[-1] == {"type": "reveal", "bids": [2, 3, 1], "step": 2}
    assert g.to_act == [1] and [a.id for a in g.legal_actions(1)] == ["take:coin", "take:gem", "take:key"]


def test_options_are_sorted_and_unique_unless_the_kind_lists_them_so() -> None:
    g = new_toy(2)
    state = g.state
    assert flow.legal_ids(state, 0) == ["bid:1", "bid:2", "bid:3"] == flow.option_ids(state, 0)
    assert flow.legal_ids(state, 5) == [] and flow.option_ids(state, 5) == []
    state["prizes"] = ["key", "gem", "coin", "gem"]  # a prize list out of order, with a repeat
    state["tasks"].append({"t": "prize", "seat": 1})
    assert flow.option_ids(state, 1) == ["take:key", "take:gem", "take:coin", "take:gem"]
    assert flow.legal_ids(state, 1) == ["take:coin", "take:gem", "take:key"]
    assert [a.id for a in g.legal_actions(1)] == ["take:coin", "take:gem", "take:key"]
    assert g.legal_actions(0) == [], "seat 0 is not asked by the prize decision"


def test_a_lone_option_is_resolved_without_asking_unless_the_kind_asks() -> None:
    g = new_toy(2)
    for prize_round in range(2):
        g.apply(0, "bid:3")
        g.apply(1, "bid:1")
        g.apply(0, g.legal_actions(0)[0])
        assert g.state["round"] == prize_round + 2
    # the last prize is a lone option: the engine takes it for the winner; the secret bids still ask
    assert g.to_act == [0, 1] and len(g.legal_actions(0)) == 3
    g.apply(0, "bid:1")
    g.apply(1, "bid:2")
    assert g.is_over and g.state["won"] == [["coin", "gem"], ["key"]]
    assert [a for _, a in g.history].count("take:key") == 0, "no action is recorded for the lone option"


def test_any_state_in_the_middle_of_a_decision_saves_and_plays_on() -> None:
    g = new_toy(3)
    g.apply(0, "bid:2")
    copy = Game(g.rules, 3, 5, {}, json.loads(json.dumps(g.state)), Rng(g.rng.state))
    for game in (g, copy):
        game.apply(2, "bid:3")
        game.apply(1, "bid:1")
    assert copy.state == g.state and copy.to_act == [2]


def test_kinds_and_phases_are_registered_once_and_an_unknown_kind_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="registered twice"):
        flow.auto("bid")(lambda state, task, rng, events: None)
    with pytest.raises(ValueError, match="registered twice"):
        flow.phase("round")(lambda state, rng, events: False)
    state: State = {"phase": "round", "tasks": [{"t": "nonsense"}]}
    with pytest.raises(RuntimeError, match="'nonsense' is not registered"):
        flow.run(state, Rng(1), [])


def test_a_decision_with_no_option_is_a_bug_reported_as_such() -> None:
    state: State = {"phase": "round", "tasks": [{"t": "prize", "seat": 0}], "prizes": []}
    with pytest.raises(RuntimeError, match="has no option"):
        flow.run(state, Rng(1), [])


def test_a_flow_sorts_by_its_key_words_in_their_own_order() -> None:
    """A game whose ids hold words with an order of their own (days) gives the flow a ``word_order_key``: those
    words sort in the order given, before other words in their place; other ids keep their natural order."""
    key = word_order_key(["thu", "fri", "sat"])
    ids = ["go:sat", "go:10", "go:fri:2", "go:zoo", "end", "go:thu", "go:2", "go:fri:10"]
    assert sorted(ids, key=key) == ["end", "go:2", "go:10", "go:thu", "go:fri:2", "go:fri:10", "go:sat", "go:zoo"]
    plain = ["b:2", "a:10", "a:2", "a-b", "a:b:c", "a:bc"]
    assert sorted(plain, key=key) == sorted(plain, key=natural_key)
    days = Flow("days", key=key)

    @days.decision("when", lambda state, task, seat: ["go:sat", "go:thu", "go:fri", "go:thu"])
    def when(state: State, task: Task, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
        state["tasks"].pop()

    state: State = {"phase": "round", "tasks": [{"t": "when", "seat": 0}]}
    assert days.legal_ids(state, 0) == ["go:thu", "go:fri", "go:sat"]
    assert flow.key is natural_key and ToyRules().action_key("a:2") == natural_key("a:2")


def test_a_side_action_joins_every_asked_decision_and_does_not_end_it() -> None:
    """Flow.side (issue 26, Trickerion's "at any time"): a seat's side actions join the legal list of each decision
    that asks it, simultaneous ones included, never a lone option the engine takes alone; choosing one leaves the
    decision waiting."""
    side_flow = Flow("toy_side")
    side_flow.decisions, side_flow.autos, side_flow.phases = dict(flow.decisions), dict(flow.autos), dict(flow.phases)

    def drop_options(state: State, seat: int) -> list[str]:
        return [f"drop:{p}" for p in state["won"][seat]]

    @side_flow.side(("drop",), drop_options)
    def drop(state: State, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
        state["won"][seat].remove(aid.split(":")[1])
        state["prizes"].append(aid.split(":")[1])

    @dataclass
    class SideToy(ToyRules):
        name: str = "toy_side"

    SideToy.flow = side_flow
    rules = SideToy()
    rng = Rng(5)
    g = Game(rules, 2, 5, {}, rules.setup(2, {}, rng), rng)
    g.apply(0, "bid:3")
    g.apply(1, "bid:1")
    g.apply(0, "take:gem")
    assert [a.id for a in g.legal_actions(0)] == ["bid:1", "bid:2", "bid:3", "drop:gem"]
    assert [a.id for a in g.legal_actions(1)] == ["bid:1", "bid:2", "bid:3"]
    g.apply(0, "drop:gem")
    assert g.to_act == [0, 1] and g.state["won"][0] == [] and g.state["prizes"] == ["coin", "key", "gem"]
    with pytest.raises(ValueError, match="registered twice"):
        side_flow.side(("drop",), drop_options)(drop)
