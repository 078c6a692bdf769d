"""Insula's cheaper turn options (issue 32) give what the plain computation gives.

The old code is kept here as the yardstick: the turn's moves (``turn_options``), the green flowers
(``green_options``), the steps (``move_options``), the places to peek at (``peek_places``) and the rest amount as they
were before the speed work. At every decision of seeded random games at every player count and option set, and on
copies of each turn's position shaken at random (hands given green, yellow and curse-lifting flowers, the island
deck run out, the citadel entered, reward tokens, energy, guardians, curses), old and new must answer the same, in
the same order.
"""

from __future__ import annotations

from typing import Any

import pytest

import conjure
from conjure.engine import Rng
from conjure.engine.copies import deep_copy
from conjure.games.insula import cards, data, island, turn
from conjure.games.insula.citadel import may_enter
from conjure.games.insula.flow import FLOW, action_id
from conjure.games.insula.island import can_reach, is_explored, kind_at, neighbour, step_target, xy

State = dict[str, Any]
CONFIGS = conjure.get_rules("insula").sample_configs()  # every player count, both citadels of the advanced game
R = data.RULES


# ---- the old code (main before issue 32's Insula step) -------------------------------------------------------------
def playable_yellow_old(state: State, seat: int, card: str) -> bool:
    effect = data.flower_effect(card)
    if data.FLOWERS[card]["colour"] != "yellow":
        return False
    if effect == "uncurse":
        return any(v is not None for v in state["seats"][seat]["slots"].values())
    return True


def holds_old(state: State, seat: int, effect: str) -> str | None:
    for c in state["seats"][seat]["hand"]:
        if data.FLOWER_EFFECTS[c] == effect:
            return str(c)
    return None


def move_options_old(
    state: State, seat: int, kind: tuple[str, ...], explored_only: bool = False, vit_after: int | None = None
) -> list[str]:
    p = state["seats"][seat]
    out = []
    for d in data.DIRS:
        target = step_target(state, p["position"], d)
        if target is None or (explored_only and not is_explored(state, target)):
            continue
        if target == data.CITADEL and not may_enter(state, seat, p["vitality"] if vit_after is None else vit_after):
            continue
        out.append(action_id(*kind, d))
    return out


def peek_places_old(state: State, seat: int, exclude: str = "") -> list[str]:
    cells = state["cells"]
    found = set()
    for key in cells:
        if not is_explored(state, key):
            continue
        for d in data.DIRS:
            k = neighbour(key, d)
            if k is None or k == exclude or k in (data.CITADEL, data.BEACH):
                continue
            c = cells.get(k)
            if c is None:
                if can_reach(state, k):
                    found.add(k)
            elif not c["up"] and seat not in c["seen"]:
                found.add(k)
    return sorted(found)


def rest_amount_old(state: State, seat: int) -> int:
    p = state["seats"][seat]
    adv = state["advanced"]
    if state["guardians"].get(p["position"]):
        n = R["rest_guardian"]
    elif kind_at(state, p["position"]) == "pond":
        n = R["rest_pond_advanced" if adv else "rest_pond_basic"]
    else:
        n = R["rest_advanced" if adv else "rest_basic"]
    white = state["white_curse"]
    if white and data.curse_effect(white) == "rest_minus":
        n -= 1
    return int(n)


def green_options_old(state: State, seat: int) -> list[str]:
    out = []
    if holds_old(state, seat, "peek"):
        out += [action_id("bulv", *xy(k)) for k in peek_places_old(state, seat)]
    if holds_old(state, seat, "step") and not state["korenka"]:
        out += move_options_old(state, seat, ("koren",), explored_only=True)
    return out


def turn_options_old(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    acts = state["actions"]
    out = ["end"]
    second = len(acts) == 1
    if len(acts) < 2 and (not second or p["vitality"] >= 1):
        paid = 1 if second else 0
        slots = p["slots"]
        if "move" not in acts and slots["move"] is None:
            out += move_options_old(state, seat, ("move",), vit_after=p["vitality"] - paid)
        if "rest" not in acts and slots["rest"] is None:
            most = min(rest_amount_old(state, seat), p["fatigue"] + paid)
            out += [action_id("rest", i) for i in range(1, most + 1)]
        if "flower" not in acts and slots["flower"] is None:
            if kind_at(state, p["position"]) == "meadow":
                out.append(action_id("flower", "draw"))
            out += sorted({action_id("flower", c) for c in p["hand"] if playable_yellow_old(state, seat, c)})
        if "curse" not in acts:
            out += [action_id("curse", s) for s, c in slots.items() if c is not None]
        if state["advanced"] and "certainty" not in acts:
            out += move_options_old(
                state, seat, ("certainty", "move"), explored_only=True, vit_after=p["vitality"] - paid
            )
            if not state["guardians"].get(p["position"]) and p["fatigue"] + paid > 0:
                out.append(action_id("certainty", "rest"))
    out += green_options_old(state, seat)
    return out


# ---- the comparison ---------------------------------------------------------------------------------------------------
GREEN = [c for c, e in data.FLOWER_EFFECTS.items() if e in ("peek", "step")]
YELLOW = [c for c, rec in data.FLOWERS.items() if rec["colour"] == "yellow"]


def shaken(state: State, seat: int, rng: Rng) -> State:
    """A copy of ``state`` changed at random where the turn's options look: the seat's hand, energy and reward tokens,
    curses on its slots, the piles, the citadel, a guardian on its field, the actions taken and Kořenka's use."""
    s = deep_copy(state)
    p = s["seats"][seat]
    p["hand"] += [GREEN[rng.below(len(GREEN))], YELLOW[rng.below(len(YELLOW))]]
    p["vitality"] = rng.below(7)
    p["fatigue"] = rng.below(7)
    p["new_tokens"] = rng.below(2)
    for slot in p["slots"]:
        if rng.below(3) == 0:
            p["slots"][slot] = data.CURSE_DECKS["basic"][rng.below(len(data.CURSE_DECKS["basic"]))]
    if rng.below(3) == 0:
        s["piles"]["light"] = []
        if rng.below(2):
            s["piles"]["shadow"] = []
    s["citadel_entered"] = bool(rng.below(2))
    if rng.below(4) == 0:
        s["guardians"][p["position"]] = ["g1"]
    s["actions"] = [["move", "rest", "flower", "curse", "certainty"][rng.below(5)] for _ in range(rng.below(3))]
    s["korenka"] = bool(rng.below(2))
    if rng.below(4) == 0:
        s["white_curse"] = next(c for c, e in data.CURSE_EFFECTS.items() if e == "rest_minus")
    return s


def same(state: State, seat: int) -> None:
    task = state["tasks"][-1] if state["tasks"] else {}
    assert turn.turn_options(state, task, seat) == turn_options_old(state, seat)
    assert turn.green_options(state, seat) == green_options_old(state, seat)
    assert turn.rest_amount(state, seat) == rest_amount_old(state, seat)
    assert cards.peek_places(state, seat) == peek_places_old(state, seat)
    for key in cards.peek_places(state, seat)[:2]:
        assert cards.peek_places(state, seat, key) == peek_places_old(state, seat, key)
    for kind, explored, vit in ((("step",), False, None), (("koren",), True, None), (("m",), False, 0)):
        assert cards.move_options(state, seat, kind, explored, vit) == move_options_old(
            state, seat, kind, explored, vit
        )
    pos = state["seats"][seat]["position"]
    found = [(d, t) for d in data.DIRS if (t := step_target(state, pos, d)) is not None]
    assert island.step_targets(state, pos) == found


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_turn_options_as_before(players: int, options: dict[str, Any]) -> None:
    asked = 0
    for seed in range(3):
        game, rng = conjure.new_game("insula", players=players, seed=seed, options=options), Rng(seed + 40)
        while not game.is_over:
            seat = game.to_act[0]
            if game.state["tasks"][-1]["t"] == "turn":
                same(game.state, seat)
                same(shaken(game.state, seat, rng), seat)
                asked += 1
            actions = game.legal_actions(seat)
            game.apply(seat, actions[rng.below(len(actions))])
    assert asked > 100


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_a_turn_move_is_carried_out_as_the_engine_does(players: int, options: dict[str, Any]) -> None:
    """``InsulaRules.apply`` takes a one-step move of a turn directly (``turn.take_whole``); the engine's stepwise
    resolution (``Flow.resolve``, which lists the turn's moves again) is the yardstick: from the same state and random
    generator, every legal action of every decision leaves the same state, random stream and events."""
    rules = conjure.get_rules("insula")
    direct = 0
    for seed in range(2):
        game, rng = conjure.new_game("insula", players=players, seed=seed, options=options), Rng(seed + 70)
        while not game.is_over:
            seat = game.to_act[0]
            actions = game.legal_actions(seat)
            for action in actions if game.state["tasks"][-1]["t"] == "turn" else actions[:1]:
                old, new = deep_copy(game.state), deep_copy(game.state)
                old_rng, new_rng = Rng(seed), Rng(seed)
                old_events: list[dict[str, Any]] = []
                new_events: list[dict[str, Any]] = []
                FLOW.resolve(old, seat, action.id, old_rng, old_events)
                direct += turn.take_whole(deep_copy(game.state), seat, action.id, Rng(seed), [])
                rules.apply(new, seat, action, new_rng, new_events)
                assert (new, new_rng.state, new_events) == (old, old_rng.state, old_events), action.id
            game.apply(seat, actions[rng.below(len(actions))])
    assert direct > 100
