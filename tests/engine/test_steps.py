"""Moves asked step by step (``conjure.engine.flow``, stepwise decisions) and options' terms, on a toy market: a
seat buys one kind of goods, so many, haggling some coins off with its actions, or passes; a secret wish list is
chosen step by step by every seat at once."""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import product
from typing import Any

import pytest

from conjure.bots.heuristic import Greedy, judge_whole, judged
from conjure.bots.judge import judge
from conjure.engine import Game, IllegalAction, Rng
from conjure.engine.copies import deep_copy
from conjure.engine.flow import Flow, FlowRules, State, Task
from conjure.engine.presentation import Presentation
from conjure.engine.terms import Terms, terms_text
from conjure.engine.undo import Barrier

flow = Flow("toymarket")
PRICES = {"wood": 1, "silk": 3, "iron": 2}


@flow.phase("market")
def market_round(state: State, rng: Rng, events: list[dict[str, Any]]) -> bool:
    if state["round"] == 2:
        state["phase"] = "over"
        return False
    state["round"] += 1
    Flow.push(state, {"t": "wish", "wait": list(range(state["n"]))})
    Flow.push_all(state, [{"t": "shop", "seat": s} for s in range(state["n"])])
    return True


def shop_moves(state: State, task: Task, seat: int) -> list[str]:
    """The flat list: every kind, 1–3 of it, 0–2 coins haggled (never below 1 coin), within the coins; or pass."""
    coins = state["coins"][seat]
    moves = ["pass"]
    for kind, n, haggle in product(sorted(PRICES), (1, 2, 3), (0, 1, 2)):
        total = PRICES[kind] * n
        if haggle < total and total - haggle <= coins:
            moves.append(f"buy:{kind}:{n}:{haggle}")
    return moves


def shop_path(move: str) -> tuple[str, ...]:
    if move == "pass":
        return ("pass",)
    _, kind, n, haggle = move.split(":")
    return ("buy", kind, f"n:{n}", f"haggle:{haggle}")


def shop_terms(state: State, task: Task, seat: int, move: str) -> Terms:
    if move == "pass":
        return Terms()
    _, kind, n, haggle = move.split(":")
    return Terms.of(cost={"ap": 1 + int(haggle), "coins": PRICES[kind] * int(n) - int(haggle)}, gain={kind: int(n)})


@flow.decision("shop", shop_moves, path=shop_path, terms=shop_terms)
def shop(state: State, task: Task, seat: int, move: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    state["tasks"].pop()
    if move != "pass":
        _, kind, n, haggle = move.split(":")
        state["coins"][seat] -= PRICES[kind] * int(n) - int(haggle)
        state["goods"][seat][kind] = state["goods"][seat].get(kind, 0) + int(n)
    events.append({"type": "shop", "seat": seat, "move": move})


def wish_moves(state: State, task: Task, seat: int) -> list[str]:
    return [f"wish:{a}:{b}" for a, b in product(sorted(PRICES), repeat=2) if a != b]


@flow.decision("wish", wish_moves, path=lambda m: tuple(m.split(":")[1:]))
def wish(state: State, task: Task, seat: int, move: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    state["wishes"][seat] = move
    task["wait"].remove(seat)
    if not task["wait"]:
        state["tasks"].pop()
        events.append({"type": "wishes", "wishes": list(state["wishes"])})


@flow.side(["drop"], lambda state, seat: [f"drop:{k}" for k in sorted(state["goods"][seat])])
def drop(state: State, seat: int, aid: str, rng: Rng, events: list[dict[str, Any]]) -> None:
    kind = aid.split(":")[1]
    state["goods"][seat][kind] -= 1
    if not state["goods"][seat][kind]:
        del state["goods"][seat][kind]


class Words(Presentation):
    def resource_name(self, resource: str, amount: int, lang: str = "en") -> str:
        return f"{amount} {resource}" if resource != "coins" or amount != 1 else "1 coin"


@dataclass
class MarketRules(FlowRules):
    name: str = "toymarket"
    players: tuple[int, ...] = (2,)

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        state: State = {
            "n": players,
            "phase": "market",
            "tasks": [],
            "round": 0,
            "coins": [5] * players,
            "goods": [{} for _ in range(players)],
            "wishes": [""] * players,
        }
        self.flow.run(state, rng, [])
        return state

    def result(self, state: State) -> dict[str, Any]:
        return {"scores": [sum(g.values()) for g in state["goods"]]}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"coins": state["coins"], "goods": state["goods"]}

    def evaluate(self, state: State, seat: int) -> float | None:
        """Silk is worth most, then iron, then wood; coins a little."""
        goods = state["goods"][seat]
        worth = 3 * goods.get("silk", 0) + 2 * goods.get("iron", 0) + goods.get("wood", 0) + state["coins"][seat] / 2
        return worth / 30

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        """The wishes not yet revealed are the others' secrets."""
        copy = deep_copy(state)
        copy["wishes"] = [w if s == seat else "" for s, w in enumerate(state["wishes"])]
        return copy


MarketRules.flow = flow
MarketRules.presentation = Words()


def new_market() -> Game:
    rules = MarketRules()
    rng = Rng(3)
    return Game(rules, 2, 3, {}, rules.setup(2, {}, rng), rng)


def ids(game: Game, seat: int) -> list[str]:
    return [a.id for a in game.legal_actions(seat)]


def reachable(game: Game, seat: int) -> list[str]:
    """The state each complete move reachable through the steps leaves (as JSON), walked through the public API: a
    lone step is taken by the engine unseen, so a move is known by what it did."""
    found: list[str] = []

    def walk(g: Game) -> None:
        begun = g.sofar(seat)
        for step in ids(g, seat):
            trial = Game(g.rules, g.players, g.seed, {}, deep_copy(g.state), Rng(g.rng.state), list(g.history))
            trial.apply(seat, step)
            if seat in trial.to_act and trial.sofar(seat)[: len(begun) + 1] == [*begun, step]:
                walk(trial)
            else:
                found.append(json.dumps(trial.state, sort_keys=True))

    walk(game)
    return sorted(found)


def made_directly(game: Game, seat: int, moves: list[str]) -> list[str]:
    """The state each flat move leaves, made at once by the kind's resolution of a complete move."""
    found = []
    for move in moves:
        state, rng = deep_copy(game.state), Rng(game.rng.state)
        flow.decisions[state["tasks"][-1]["t"]].finish(state, state["tasks"][-1], seat, move, rng, [])  # type: ignore[misc]
        flow.run(state, rng, [])
        found.append(json.dumps(state, sort_keys=True))
    return sorted(found)


def test_a_move_is_asked_as_short_questions_and_made_when_complete() -> None:
    g = new_market()
    assert g.to_act == [0] and ids(g, 0) == ["buy", "pass"]
    g.apply(0, "buy")
    assert g.sofar(0) == ["buy"] and ids(g, 0) == ["iron", "silk", "wood"]
    assert g.state["coins"] == [5, 5], "nothing is bought before the move is complete"
    g.apply(0, "silk")
    # one silk costs 3, two 6 (haggled down to 5 at most 5 coins): "how many" has two answers
    assert g.sofar(0) == ["buy", "silk"] and ids(g, 0) == ["n:1", "n:2"]
    g.apply(0, "n:2")
    assert ids(g, 0) == ["haggle:1", "haggle:2"]
    g.apply(0, "haggle:2")
    assert g.state["coins"] == [1, 5] and g.state["goods"][0] == {"silk": 2}
    assert g.sofar(0) == [] and g.to_act == [1] and "sofar" not in g.state["tasks"][-1]
    assert g.history == [[0, "buy"], [0, "silk"], [0, "n:2"], [0, "haggle:2"]]


def test_a_lone_next_step_is_taken_without_asking() -> None:
    g = new_market()
    g.state["coins"][0] = 1
    assert ids(g, 0) == ["buy", "pass"]
    g.apply(0, "buy")
    assert ids(g, 0) == ["iron", "silk", "wood"], "iron and silk haggled down to 1 coin"
    g.apply(0, "silk")  # one silk haggled down by 2 is all it can buy of it: count and haggle are lone steps
    assert g.state["goods"][0] == {"silk": 1} and g.state["coins"][0] == 0
    assert g.history == [[0, "buy"], [0, "silk"]] and g.to_act == [1]


def test_the_moves_reached_step_by_step_are_the_flat_list_with_the_same_effect() -> None:
    g = new_market()
    for coins in (0, 1, 3, 5, 9):
        g.state["coins"][0] = coins
        flat = shop_moves(g.state, g.state["tasks"][-1], 0)
        assert g.rules.moves(g.state, 0) == flat
        assert reachable(g, 0) == made_directly(g, 0, flat)
        assert len(set(made_directly(g, 0, flat))) == len(flat), "each move does something of its own here"


def test_an_unfinished_move_is_taken_back_step_by_step_and_the_seat_may_choose_again() -> None:
    g = new_market()
    for step in ("buy", "iron", "n:2"):
        g.apply(0, step)
    assert g.undoable(0) == 3
    g.undo(0)
    assert g.sofar(0) == ["buy", "iron"] and "n:2" in ids(g, 0)
    g.undo(0, 2)
    assert g.sofar(0) == [] and ids(g, 0) == ["buy", "pass"]
    g.apply(0, "pass")
    assert g.to_act == [1]


def test_a_step_is_no_undo_barrier_but_the_others_move_is() -> None:
    g = new_market()
    g.apply(0, "pass")
    g.apply(1, "buy")
    g.apply(1, "wood")
    assert g.undo_limit(1).steps == 2 and g.undo_limit(1).barrier == Barrier.OTHER


def test_side_actions_come_only_before_a_moves_first_step() -> None:
    g = new_market()
    g.state["goods"][0] = {"wood": 1}
    assert ids(g, 0) == ["buy", "drop:wood", "pass"]
    g.apply(0, "buy")
    assert "drop:wood" not in ids(g, 0)
    with pytest.raises(IllegalAction, match="not legal"):
        g.apply(0, "drop:wood")
    assert g.sofar(0) == ["buy"] and g.state["goods"][0] == {"wood": 1}, "a refused action changes nothing"


def test_a_step_no_move_begins_with_is_refused() -> None:
    g = new_market()
    g.apply(0, "buy")
    with pytest.raises(IllegalAction, match="'gold' is not legal"):
        g.apply(0, "gold")
    assert g.sofar(0) == ["buy"]


def test_a_half_made_move_is_not_settled_for_the_bots() -> None:
    g = new_market()
    assert g.rules.bot_settled(g.state, 0) and not g.rules.half_made(g.state, 0)
    g.apply(0, "buy")
    assert g.rules.half_made(g.state, 0) and not g.rules.bot_settled(g.state, 0)
    assert g.rules.bot_settled(g.state, 1)


def test_a_simultaneous_stepwise_choice_keeps_each_seats_steps_apart() -> None:
    g = new_market()
    g.apply(0, "pass")
    g.apply(1, "pass")
    assert g.to_act == [0, 1]
    g.apply(1, "silk")
    assert g.sofar(1) == ["silk"] and g.sofar(0) == []
    assert ids(g, 0) == ["iron", "silk", "wood"] and ids(g, 1) == ["iron", "wood"]
    g.apply(0, "wood")
    g.apply(1, "iron")
    assert g.to_act == [0] and g.state["wishes"][1] == "wish:silk:iron"
    g.undo(1)  # the secret step is open: the seat takes its choice back, step by step
    assert g.sofar(1) == ["silk"]
    g.apply(1, "wood")
    g.apply(0, "iron")
    assert g.state["wishes"] == ["wish:wood:iron", "wish:silk:wood"] and g.to_act == [0]


def test_steps_to_names_the_steps_still_to_take() -> None:
    g = new_market()
    assert g.rules.steps_to(g.state, 0, "buy:iron:1:0") == ("buy", "iron", "n:1", "haggle:0")
    g.apply(0, "buy")
    assert g.rules.steps_to(g.state, 0, "buy:iron:1:0") == ("iron", "n:1", "haggle:0")
    with pytest.raises(ValueError, match="not reached"):
        g.rules.steps_to(g.state, 0, "pass")


def test_every_option_carries_its_terms_and_a_step_the_span_of_its_moves() -> None:
    g = new_market()
    assert g.terms(0, "pass") == Terms()
    buy = g.terms(0, "buy")
    assert buy is not None and buy.cost == {"ap": (1, 3), "coins": (1, 5)}
    assert buy.gain == {}, "not every buy gives the same kind"
    assert g.terms(0, "pass") == Terms()
    for step in ("buy", "silk", "n:2"):
        g.apply(0, step)
    assert g.terms(0, "haggle:1") == Terms.of(cost={"ap": 2, "coins": 5}, gain={"silk": 2})
    assert g.terms_text(0, "haggle:1") == "costs 2 ap, 5 coins · gives 2 silk"
    assert g.terms_text(0, "haggle:2", "cs") == "stojí 3 ap, 4 coins · dá 2 silk"
    assert g.terms_text(0, "haggle:2", "de") == "kostet 3 ap, 4 coins · bringt 2 silk"


def test_terms_round_trip_as_json_and_read_as_text() -> None:
    terms = Terms.of(cost={"ap": 1, "coins": (1, 4)}, gain={"fame": 2, "shards": 0})
    assert terms.to_json() == {"cost": {"ap": 1, "coins": [1, 4]}, "gain": {"fame": 2}}
    assert Terms.from_json(terms.to_json()) == terms
    assert terms_text(terms, lambda k, n, lang: f"{n} {k}") == "costs 1 ap, 1–4 coins · gives 2 fame"
    assert terms_text(None, lambda k, n, lang: "") == "" and not Terms()
    assert Terms.spread([]) == Terms()
    wood, iron = Terms.of({"ap": 1, "coins": 2}, {"wood": 2}), Terms.of({"ap": 2, "coins": 1}, {"iron": 1})
    assert Terms.spread([wood, iron]) == Terms.of({"ap": (1, 2), "coins": (1, 2)})
    free = Terms.of({"ap": 3})
    assert Terms.spread([free, Terms.of({"ap": 3, "coins": 6})]) == Terms.of({"ap": 3, "coins": (0, 6)})
    assert terms_text(Terms.spread([free, Terms.of({"ap": 3, "coins": 6})]), lambda k, n, lang: f"{n} {k}") == (
        "costs 3 ap, 0–6 coins"
    )


def test_the_bots_judge_a_half_made_move_by_the_best_move_it_can_still_become() -> None:
    g = new_market()
    g.apply(0, "buy")
    assert judge(g, 0) == g.rules.evaluate(g.state, 0), "as it stands: nothing bought yet"
    flat = g.rules.moves(g.state, 0)
    values = []
    for move in flat:
        state, rng = deep_copy(g.state), Rng(g.rng.state)
        flow.decisions["shop"].finish(state, state["tasks"][-1], 0, move, rng, [])  # type: ignore[misc]
        values.append(g.rules.evaluate(state, 0))
    assert judge_whole(g, 0) == max(v for v in values if v is not None) > judge(g, 0)
    chosen = Greedy(1).choose(g, 0)
    assert chosen.id in ("iron", "silk"), "three iron or two silk, haggled down to 4 coins, are worth most"
    g.apply(0, chosen)
    assert judge_whole(g, 0) == max(v for v in values if v is not None)


def test_a_complete_move_is_made_through_its_steps_and_a_wrong_one_changes_nothing() -> None:
    g = new_market()
    g.make(0, "buy:silk:2:1")
    assert g.state["goods"][0] == {"silk": 2} and g.history == [[0, "buy"], [0, "silk"], [0, "n:2"], [0, "haggle:1"]]
    g.apply(1, "buy")
    with pytest.raises(IllegalAction, match="'buy:gold:1:0' is not legal"):
        g.make(1, "buy:gold:1:0")
    with pytest.raises(IllegalAction):
        g.make(1, "pass")  # the steps taken so far lead elsewhere
    assert g.sofar(1) == ["buy"] and len(g.history) == 5
    g.make(1, "buy:wood:1:0")
    assert g.state["goods"][1] == {"wood": 1}


def test_the_open_moves_are_those_the_steps_so_far_lead_to_each_with_its_next_step() -> None:
    g = new_market()
    assert g.rules.open_moves(g.state, 0)["pass"] == "pass" and g.rules.open_moves(g.state, 0)["buy:iron:1:0"] == "buy"
    assert g.rules.open_moves(g.state, 1) == {}, "not seat 1's decision"
    g.apply(0, "buy")
    g.apply(0, "silk")
    assert g.rules.open_moves(g.state, 0) == {
        m: f"n:{m.split(':')[2]}" for m in g.rules.moves(g.state, 0) if m.startswith("buy:silk:")
    }


def test_a_move_made_at_once_reaches_the_position_its_steps_reach() -> None:
    """What the bots' look-ahead relies on (``make_whole``): the steps change nothing but the steps so far."""
    start = new_market()
    start.apply(0, "buy")
    for move in start.rules.open_moves(start.state, 0):
        stepped, at_once = new_market(), new_market()
        stepped.apply(0, "buy")
        at_once.apply(0, "buy")
        stepped.make(0, move)
        at_once.rules.make_whole(at_once.state, 0, move, at_once.rng, [])
        assert at_once.state == stepped.state and at_once.rng.state == stepped.rng.state, move


def test_a_step_is_judged_by_the_best_of_the_moves_walked_through_its_steps() -> None:
    """The bots' whole-move judgement (each move made at once, judged once) equals walking every path of steps."""

    def walked(game: Game) -> float:
        if not game.rules.half_made(game.state, 0) or 0 not in game.to_act:
            return judge(game, 0)
        return max(walked(after(game, a.id)) for a in game.legal_actions(0))

    def after(game: Game, step: str) -> Game:
        trial = Game(
            game.rules, game.players, game.seed, dict(game.options), deep_copy(game.state), Rng(game.rng.state)
        )
        trial.apply(0, step)
        return trial

    g = new_market()
    legal = g.legal_actions(0)
    assert judged(g, 0, legal) == [walked(after(g, a.id)) for a in legal]
    g.apply(0, "buy")
    legal = g.legal_actions(0)
    assert judged(g, 0, legal) == [walked(after(g, a.id)) for a in legal]
    assert judge_whole(g, 0) == max(walked(after(g, a.id)) for a in legal)
