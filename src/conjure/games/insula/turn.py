"""A player's turn (C.1, F.8, G.4): up to two different actions, the second costing 1 energy,
plus the green flowers that need no action; then the next player or the end-of-round fights."""

from __future__ import annotations

from conjure.engine.actions import TypedId
from conjure.engine.flow import Events, Flow, State, Task
from conjure.engine.rng import Rng

from . import data, ids
from .cards import (
    gain,
    holds,
    move_options,
    peek_places,
    play_bulvuska,
    play_curse,
    play_korenka,
    play_yellow,
    playable_yellow,
)
from .circles import check_limit, draw_flower
from .flow import FLOW, action_id
from .island import key_of, kind_at, step, xy
from .steps import turn_path

R = data.RULES


def rest_amount(state: State, seat: int) -> int:
    """How much the Rest action restores here (C.1, G.4; Únava one less)."""
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


def turn_options(state: State, task: Task, seat: int) -> list[str]:
    p = state["seats"][seat]
    acts = state["actions"]
    out = ["end"]
    second = len(acts) == 1
    if len(acts) < 2 and (not second or p["vitality"] >= 1):
        paid = 1 if second else 0
        slots = p["slots"]
        if "move" not in acts and slots["move"] is None:
            out += move_options(state, seat, ("move",), vit_after=p["vitality"] - paid)
        if "rest" not in acts and slots["rest"] is None:
            most = min(rest_amount(state, seat), p["fatigue"] + paid)
            out += [action_id("rest", i) for i in range(1, most + 1)]
        if "flower" not in acts and slots["flower"] is None:
            if kind_at(state, p["position"]) == "meadow":
                out.append(action_id("flower", "draw"))
            out += sorted({action_id("flower", c) for c in p["hand"] if playable_yellow(state, seat, c)})
        if "curse" not in acts:
            out += [action_id("curse", s) for s, c in slots.items() if c is not None]
        if state["advanced"] and "certainty" not in acts:
            out += move_options(state, seat, ("certainty", "move"), explored_only=True, vit_after=p["vitality"] - paid)
            if not state["guardians"].get(p["position"]) and p["fatigue"] + paid > 0:
                out.append(action_id("certainty", "rest"))
    out += green_options(state, seat)
    return out


def green_options(state: State, seat: int) -> list[str]:
    out = []
    if holds(state, seat, "peek"):
        out += [action_id("bulv", *xy(k)) for k in peek_places(state, seat)]
    if holds(state, seat, "step") and not state["korenka"]:
        out += move_options(state, seat, ("koren",), explored_only=True)
    return out


@FLOW.decision("turn", turn_options, ask_single=True, path=turn_path)
def take_turn(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """One move of the turn: an action, a green flower, or the end of the turn (C.1); a peek comes whole, after its
    steps (``steps.turn_path``)."""
    state["tasks"].pop()
    chosen = ids.parse(aid)
    match chosen:
        case ids.End():
            state["turn_over"] = True
            return
        case ids.Bulv(x, y):
            play_bulvuska(state, seat, key_of(x, y), events)
            return
        case ids.Koren(direction):
            state["korenka"] = True
            play_korenka(state, seat, direction, events)
            return
    p = state["seats"][seat]
    if state["actions"]:
        p["vitality"] -= 1
        p["fatigue"] += 1
        events.append({"type": "pay", "seat": seat})
    state["actions"].append(chosen.kind)
    _action(state, seat, chosen, rng, events)


def _action(state: State, seat: int, chosen: TypedId, rng: Rng, events: Events) -> None:
    """One of the five actions of a turn (C.2)."""
    match chosen:
        case ids.Move(direction):
            step(state, seat, direction, events)
        case ids.Rest(amount):
            gain(state, seat, amount, events)
        case ids.Flower("draw"):
            events.append({"type": "pick", "seat": seat})
            draw_flower(state, seat, rng, events)
            check_limit(state, seat)
        case ids.Flower(card):
            play_yellow(state, seat, card, rng, events)
        case ids.Curse(slot):
            play_curse(state, seat, slot, rng, events)
        case ids.Certainty(what, direction):
            events.append({"type": "certainty", "seat": seat})
            if what == "move" and direction is not None:
                step(state, seat, direction, events, why="certainty")
            else:
                gain(state, seat, R["certainty_rest"], events)


def next_in_turn(state: State, events: Events) -> bool:
    """Nothing is pending: the player on turn decides again, or the turn ends and passes on."""
    seat = state["turn"]
    if not state["turn_over"]:
        if len(state["actions"]) < 2 or green_options(state, seat):
            Flow.push(state, {"t": "turn", "seat": seat})
            return True
        state["turn_over"] = True  # both actions done and no green flower to play: the turn ends by itself
    events.append({"type": "turn_end", "seat": seat})
    state["actions"] = []
    state["turn_over"] = False
    state["korenka"] = False
    if seat == state["holder"]:
        state["phase"] = "fight"
    else:
        state["turn"] = (seat + 1) % len(state["seats"])
        events.append({"type": "turn", "seat": state["turn"]})
    return True
