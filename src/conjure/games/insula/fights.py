"""The common fights at the end of every round (D, F.1–F.3, G.3) and the end of the round."""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import QUIET, Events, State, Task
from conjure.engine.rng import Rng

from . import data, ids
from .circles import move_time
from .citadel import adventurer_malus, anger_rolls, calm, dusk, kingos_beaten, kingos_strength
from .flow import FLOW, action_id, push_all, turn_order
from .island import is_shadow_card
from .state import Fight, Seat

R: Final = data.RULES


def fight_fields(state: State) -> dict[str, list[int]]:
    """Every field with an adventurer and a guardian (or Kingoš), its adventurers in round order."""
    fields: dict[str, list[int]] = {}
    guards: dict[str, Any] = state["guardians"]
    seats: list[Any] = state["seats"]
    for seat in turn_order(state):
        pos: str = seats[seat]["position"]
        if pos in guards or pos == data.CITADEL:
            fields.setdefault(pos, []).append(seat)
    if len(fields) < 2:
        return fields  # nothing to sort (most rounds of a 2-player game have no fight, or one)
    return dict(sorted(fields.items()))


def start(state: State, rng: Rng, events: Events) -> bool:
    fields = fight_fields(state)
    n = len(state["seats"])
    fighters = sorted(s for seats in fields.values() for s in seats)
    fight: Fight = {
        "fields": fields,
        "commit": [None] * n,
        "red": [None] * n,
        "stinovka": [None] * n,
        "stage": [0] * n,
        "revealed": False,
        "banished": [],
    }
    state["fight"] = fight
    state["phase"] = "resolve"
    if events is not QUIET:
        events.append({"type": "fights", "fields": {k: list(v) for k, v in fields.items()}})
    if data.CITADEL in fields:
        anger_rolls(state, fields[data.CITADEL], rng, events)
    tail: list[Task] = [{"t": "roll"}, {"t": "end_round"}]
    if fighters:
        head: list[Task] = [{"t": "commit", "wait": fighters}, {"t": "reveal"}]
        push_all(state, head + tail)
    else:
        push_all(state, tail)
    return True


def field_of(state: State, seat: int) -> str:
    return str(state["seats"][seat]["position"])


RED: Final = frozenset(c for c, rec in data.FLOWERS.items() if rec["colour"] == "red")  # the red flowers
KORDIE: Final = frozenset(c for c in RED if data.flower_effect(c) == "kordie")  # no use in the citadel


def red_cards(state: State, seat: int) -> list[str]:
    """The red flowers the seat may commit (each card once, sorted); not Kordie in the citadel."""
    p: Seat = state["seats"][seat]
    hand: list[str] = p["hand"]
    at_citadel = p["position"] == data.CITADEL
    return sorted({c for c in hand if c in RED and not (at_citadel and c in KORDIE)})


def _stages(state: State, seat: int) -> int:
    """Basic: energy only. Advanced: energy, a face-down red flower, and on a shadow field Stínovka."""
    if not state["advanced"]:
        return 1
    return 3 if is_shadow_card(state, field_of(state, seat)) else 2


COMMIT_IDS: Final = [action_id("commit", i) for i in range(31)]  # the energy a fighter may commit, made once


def _commit_options(state: State, task: Task, seat: int) -> list[str]:
    fight = state["fight"]
    stage = fight["stage"][seat]
    if stage == 0:
        most: int = state["seats"][seat]["vitality"] + 1
        if most <= len(COMMIT_IDS):
            return COMMIT_IDS[:most]
        return [action_id("commit", i) for i in range(most)]
    if stage == 1:  # G.3: face down with the energy; a lone fighter may also play none
        reds = red_cards(state, seat)
        alone = len(fight["fields"][field_of(state, seat)]) == 1
        return [action_id("red", c) for c in reds] + ([action_id("red", "none")] if alone or not reds else [])
    stino = [c for c in state["seats"][seat]["hand"] if data.flower_effect(c) == "noshadow"]
    return [action_id("stino", "no")] + ([action_id("stino", stino[0])] if stino else [])


@FLOW.decision("commit", _commit_options)
def _commit(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    """The secret simultaneous commitment (D.2, F.1, G.3): nobody sees it before everyone is done."""
    fight = state["fight"]
    match ids.parse_offered(choice):
        case ids.Commit(energy):
            fight["commit"][seat] = energy
        case ids.Red(card) if card != "none":
            fight["red"][seat] = card  # stays in the hand until the reveal, so nobody can tell
        case ids.Stino(card) if card != "no":
            fight["stinovka"][seat] = card  # stays in the hand until the reveal, so nobody can tell
    fight["stage"][seat] += 1
    if events is not QUIET:
        events.append(
            {
                "type": "committed",
                "seat": seat,
                "choice": choice,
                "to": [seat],
                "public": {"type": "committed", "seat": seat},
            }
        )
    if fight["stage"][seat] >= _stages(state, seat):
        task["wait"].remove(seat)
        if not task["wait"]:
            state["tasks"].pop()


@FLOW.auto("reveal")
def _reveal(state: State, task: Task, rng: Rng, events: Events) -> None:
    fight = state["fight"]
    fight["revealed"] = True
    for seats in fight["fields"].values():
        for seat in seats:
            p = state["seats"][seat]
            p["vitality"] -= fight["commit"][seat]
            p["committed"] = fight["commit"][seat]
            if state["advanced"] and fight["red"][seat]:
                p["hand"].remove(fight["red"][seat])
            if fight["stinovka"][seat]:
                p["hand"].remove(fight["stinovka"][seat])
                state["flowers"]["discard"].append(fight["stinovka"][seat])
    if events is not QUIET:
        events.append(
            {
                "type": "reveal",
                "commit": list(fight["commit"]),
                "red": list(fight["red"]) if state["advanced"] else None,
                "stino": list(fight["stinovka"]),
            }
        )
    if not state["advanced"]:
        order = [s for s in turn_order(state) if fight["commit"][s] is not None]
        push_all(state, [{"t": "red", "seat": s} for s in order])


def _red_options(state: State, task: Task, seat: int) -> list[str]:
    return [action_id("red", "none")] + [action_id("red", c) for c in red_cards(state, seat)]


@FLOW.decision("red", _red_options, ask_single=True)
def _red(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    """Basic game: red flowers in round order after the energy is revealed (F.1 step 2)."""
    state["tasks"].pop()
    card = ids.Red.parse(choice).card
    if card != "none":
        state["fight"]["red"][seat] = card
        state["seats"][seat]["hand"].remove(card)
    if events is not QUIET:
        events.append({"type": "red", "seat": seat, "card": None if card == "none" else card})


def bonus(card: str | None) -> int:
    if card is None:
        return 0
    return int(data.FLOWERS[card].get("bonus", 0)) if data.flower_effect(card) in ("strength", "kordie") else 0


@FLOW.auto("roll")
def _roll(state: State, task: Task, rng: Rng, events: Events) -> None:
    face = data.DIE_FACES[rng.below(len(data.DIE_FACES))]
    state["die"] = face
    if events is not QUIET:
        events.append({"type": "die", "face": face, "seat": state["holder"]})
    if face == "moon":
        move_time(state, 1, events)
    fight = state["fight"]
    per_seat: dict[int, list[Task]] = {}
    fields: dict[str, list[int]] = fight["fields"]
    for at, seats in fields.items():
        if face == "shield":
            _draw_by_shield(state, at, seats, events)
        else:
            resolve_field(state, at, seats, face == "sword", per_seat, events)
        if state["phase"] == "over":
            return
    if per_seat:  # the rewards and penalties, in round order (none: nothing to push)
        tasks: list[Task] = []
        for seat in turn_order(state):
            tasks += per_seat.get(seat, [])
        push_all(state, tasks)


def _draw_by_shield(state: State, at: str, seats: list[int], events: Events) -> None:
    """Shield: every fight is a draw; 1 committed energy to fatigue, the rest back, red flowers back."""
    fight = state["fight"]
    for seat in seats:
        p = state["seats"][seat]
        tired = min(1, p["committed"])
        p["fatigue"] += tired
        p["vitality"] += p["committed"] - tired
        p["committed"] = 0
        if fight["red"][seat]:
            p["hand"].append(fight["red"][seat])
            fight["red"][seat] = None
    if at == data.CITADEL:
        calm(state)
    if events is not QUIET:
        events.append({"type": "fight", "at": at, "outcome": "draw", "shield": True})


def strengths(state: State, at: str, seats: list[int]) -> dict[int, int]:
    fight = state["fight"]
    malus = adventurer_malus(state) if at == data.CITADEL else 0
    return {s: fight["commit"][s] + bonus(fight["red"][s]) - malus for s in seats}


def guardian_total(state: State, at: str, seats: list[int]) -> int:
    if at == data.CITADEL:
        return kingos_strength(state)
    white = state["white_curse"]
    plus = 1 if white and data.curse_effect(white) == "guardian_plus" else 0
    total = sum(data.GUARDIANS[g]["strength"] + plus for g in state["guardians"][at])
    if state["advanced"] and is_shadow_card(state, at) and not any(state["fight"]["stinovka"][s] for s in seats):
        total += R["shadow_bonus"]
    return int(total)


def resolve_field(
    state: State, at: str, seats: list[int], sword: bool, per_seat: dict[int, list[Task]], events: Events
) -> None:
    power = strengths(state, at, seats)
    ours = sum(power.values()) + (R["sword_bonus"] if sword else 0)
    theirs = guardian_total(state, at, seats)
    if ours > theirs or (state["advanced"] and ours == theirs):
        outcome = "win"
    elif ours < theirs:
        outcome = "lose"
    else:
        outcome = "draw"
    if events is not QUIET:
        events.append(
            {
                "type": "fight",
                "at": at,
                "outcome": outcome,
                "ours": ours,
                "theirs": theirs,
                "power": {str(s): v for s, v in power.items()},
            }
        )
    if outcome == "win" and at == data.CITADEL:
        kingos_beaten(state, power, events)
        return
    if outcome == "win":
        _rewards(state, at, seats, power, per_seat, events)
    elif outcome == "lose":
        _penalties(state, at, seats, per_seat)
        if at == data.CITADEL:
            calm(state)
    _tidy(state, seats)


def reward_shares(state: State, at: str, power: dict[int, int]) -> dict[int, int]:
    """Per guardian: big to the single strongest, big-1 to several equal strongest, small to the
    others, nothing to those with strength 0; summed over the guardians (F.3, G.3; Breberky -1 each)."""
    white = state["white_curse"]
    minus = 1 if white and data.curse_effect(white) == "reward_minus" else 0
    n = len(power)
    best = max(power.values())
    top = [s for s, v in power.items() if v == best and v > 0]
    shares = {s: 0 for s in power}
    for g in state["guardians"][at]:
        rec = data.GUARDIANS[g]
        big, small = rec["advanced"][min(n, 5) - 1] if state["advanced"] else (rec["big"], rec["small"])
        if len(top) > 1:
            big -= 1
        for s, v in power.items():
            if v <= 0:
                continue
            share = big if s in top else small
            shares[s] += max(0, share - minus)
    return shares


def _rewards(
    state: State, at: str, seats: list[int], power: dict[int, int], per_seat: dict[int, list[Task]], events: Events
) -> None:
    fight = state["fight"]
    kordie = any(fight["red"][s] and data.flower_effect(fight["red"][s]) == "kordie" for s in seats)
    if not kordie:
        for s, n in reward_shares(state, at, power).items():
            if n:
                per_seat.setdefault(s, []).append({"t": "reward", "seat": s, "size": n})
    beaten = state["guardians"].pop(at)
    state["defeated"].extend(beaten)
    if events is not QUIET:
        events.append({"type": "defeated", "at": at, "guardians": list(beaten), "kordie": kordie})


def penalty_size(state: State, at: str) -> int:
    if at == data.CITADEL:
        n = data.KINGOS["penalty"]
    else:
        n = sum(data.GUARDIANS[g]["penalty"] for g in state["guardians"][at])
    white = state["white_curse"]
    if white and data.curse_effect(white) == "penalty_plus":
        n += 1
    return int(n)


def _penalties(state: State, at: str, seats: list[int], per_seat: dict[int, list[Task]]) -> None:
    """Lost: every adventurer there takes the summed penalty (advanced: banished first) unless
    protected by Štítovka."""
    fight = state["fight"]
    n = penalty_size(state, at)
    for s in seats:
        red = fight["red"][s]
        if red and data.flower_effect(red) == "shield":
            continue
        tasks = per_seat.setdefault(s, [])
        if state["advanced"]:
            tasks.append({"t": "banish", "seat": s})
        tasks.append({"t": "penalty", "seat": s, "size": n, "fight": True})


def _tidy(state: State, seats: list[int]) -> None:
    """Committed energy to fatigue, used flowers discarded (Parádilka back to the hand)."""
    fight = state["fight"]
    for s in seats:
        p = state["seats"][s]
        p["fatigue"] += p["committed"]
        p["committed"] = 0
        red = fight["red"][s]
        if red:
            if data.flower_effect(red) == data.BLUFF:
                p["hand"].append(red)
            else:
                state["flowers"]["discard"].append(red)
            fight["red"][s] = None


@FLOW.auto("end_round")
def _end_round(state: State, task: Task, rng: Rng, events: Events) -> None:
    if state["time"] >= data.TIME_MOON:
        dusk(state, events)
        return
    state["fight"] = None
    old = state["holder"]
    state["holder"] = (old - 1) % len(state["seats"])
    state["turn"] = old
    state["round"] += 1
    state["phase"] = "turn"
    if events is not QUIET:
        events.append({"type": "round", "round": state["round"], "holder": state["holder"], "seat": old})
