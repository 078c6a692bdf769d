"""The reward and penalty circles (C.2, D.2, F.5): a token walks clockwise and every field it passes
over or lands on is applied at once; two symbols apply both, a slash means a choice."""

from __future__ import annotations

from typing import Final, cast

from conjure.engine.flow import QUIET, Events, State, Task
from conjure.engine.rng import Rng

from . import data, ids
from .flow import FLOW, action_id, push, push_all
from .state import SLOTS

SIZE: Final = data.CIRCLE_SIZE
LIMIT: Final = data.BOARD["hand_limit"]


def walk(state: State, seat: int, kind: str, n: int) -> list[list[list[str]]]:
    """Move the seat's token ``n`` fields on circle ``kind`` (rew / pen); return the fields' symbols."""
    p = state["seats"][seat]
    circle = data.circle(kind, state["advanced"])
    start = p[kind]
    p[kind] = (start + n) % SIZE
    return [circle[(start + i) % SIZE] for i in range(1, n + 1)]


def _effect_tasks(state: State, seat: int, effects: list[str], fight: bool, curses: list[int]) -> list[Task]:
    tasks: list[Task] = []
    for e in effects:
        if e == "curse":
            curses[0] += 1
        elif e == "guardian":
            tasks.append({"t": "draw_guardian", "at": state["seats"][seat]["position"]})
        else:
            tasks.append({"t": e, "seat": seat, "fight": fight})
    return tasks


def field_tasks(state: State, seat: int, fields: list[list[list[str]]], fight: bool) -> list[Task]:
    """Tasks for the symbols passed: single symbols at once, slashes as choices, curses gathered last."""
    tasks: list[Task] = []
    curses = [0]
    maybe = False
    for alts in fields:
        if len(alts) == 1:
            tasks.extend(_effect_tasks(state, seat, alts[0], fight, curses))
        elif alts:
            tasks.append({"t": "slash", "seat": seat, "alts": alts, "fight": fight})
            maybe = maybe or any("curse" in alt for alt in alts)
    if curses[0] or maybe:
        tasks.append({"t": "curses", "seat": seat, "count": curses[0], "fight": fight})
    return tasks


@FLOW.auto("penalty")
def _penalty(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat, n = task["seat"], task["size"]
    if n <= 0:
        return
    if events is not QUIET:
        events.append({"type": "penalty", "seat": seat, "n": n})
    push_all(state, field_tasks(state, seat, walk(state, seat, "penalty", n), task["fight"]))


@FLOW.auto("reward")
def _reward(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat, n = task["seat"], task["size"]
    if n <= 0:
        return
    if events is not QUIET:
        events.append({"type": "reward", "seat": seat, "n": n})
    push_all(state, field_tasks(state, seat, walk(state, seat, "reward", n), False))


def _slash_options(state: State, task: Task, seat: int) -> list[str]:
    """The alternatives of a slash field that can be carried out; all of them if none can (F.5)."""
    doable = [alt for alt in task["alts"] if all(can_apply(state, seat, e) for e in alt)]
    return sorted(action_id("choose", "+".join(alt)) for alt in doable or task["alts"])


def can_apply(state: State, seat: int, effect: str) -> bool:
    """Can this circle symbol be carried out for the seat right now? (A choice must be one that applies.)"""
    p = state["seats"][seat]
    if effect == "discard":
        return bool(discardable(state, seat))
    if effect == "lose":
        return bool(p["vitality"] or p["fatigue"])
    if effect == "curse":
        gathered = _gathered_curses(state, seat)
        cards = len(state["curses"]["deck"]) + len(state["curses"]["discard"])
        return min(len(free_slots(state, seat)), cards) > gathered
    if effect == "sun":
        return bool(state["time"] > 0)
    if effect == "flower":
        return bool(state["flowers"]["deck"] or state["flowers"]["discard"])
    if effect == "guardian":
        return p["position"] not in (data.BEACH, data.CITADEL)
    return True


def _gathered_curses(state: State, seat: int) -> int:
    """Curses of the penalty being applied, gathered to be drawn together at its end (F.9)."""
    pending: list[Task] = state["tasks"]
    gathered = next((t for t in reversed(pending) if t["t"] == "curses" and t["seat"] == seat), None)
    return int(gathered["count"]) if gathered else 0


@FLOW.decision("slash", _slash_options, ask_single=True)
def _slash(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    effects = ids.Choose.parse(choice).effects.split("+")
    if events is not QUIET:
        events.append({"type": "choose", "seat": seat, "effects": effects})
    curses = [0]
    tasks = _effect_tasks(state, seat, effects, task["fight"], curses)
    if curses[0]:  # joins the curses of the same penalty: all are drawn together at the end (F.9)
        pending: list[Task] = state["tasks"]
        gathered = next(t for t in reversed(pending) if t["t"] == "curses" and t["seat"] == seat)
        gathered["count"] += curses[0]
    push_all(state, tasks)


def failed(state: State, task: Task, seat: int, events: Events) -> None:
    """A penalty effect could not be carried out: nothing outside a fight; banishment in a basic fight
    (once per fight, F.3); nothing more in the advanced game, where banishment came first (G.3)."""
    if events is not QUIET:
        events.append({"type": "cannot", "seat": seat, "what": task["t"]})
    if not task.get("fight") or state["advanced"]:
        return
    fight = state["fight"]
    if fight is not None and seat not in fight["banished"]:
        fight["banished"].append(seat)
        push(state, {"t": "banish", "seat": seat})


# ---- energy ------------------------------------------------------------------------------------


@FLOW.auto("energy")
def _energy(state: State, task: Task, rng: Rng, events: Events) -> None:
    """A new energy token from the supply into vitality (the one way energy grows)."""
    p = state["seats"][task["seat"]]
    p["new_tokens"] += 1
    if state["supply"] > 0:
        state["supply"] -= 1
        p["vitality"] += 1
    if events is not QUIET:
        events.append({"type": "energy_new", "seat": task["seat"]})


@FLOW.auto("lose")
def _lose(state: State, task: Task, rng: Rng, events: Events) -> None:
    p = state["seats"][task["seat"]]
    if p["vitality"] and p["fatigue"]:
        push(state, {"t": "lose_pick", "seat": task["seat"]})
    elif p["vitality"] or p["fatigue"]:
        lose_token(state, task["seat"], "vit" if p["vitality"] else "fat", events)
    else:
        failed(state, task, task["seat"], events)


ENERGY_FIELDS: Final = {"vit": "vitality", "fat": "fatigue"}  # the words of the lose:vit / lose:fat action ids


def lose_token(state: State, seat: int, where: str, events: Events) -> None:
    """One energy token from the seat's vitality (``vit``) or fatigue (``fat``) back to the supply."""
    state["seats"][seat][ENERGY_FIELDS[where]] -= 1
    state["supply"] += 1
    if events is not QUIET:
        events.append({"type": "energy_lost", "seat": seat, "from": where})


def _lose_options(state: State, task: Task, seat: int) -> list[str]:
    return [action_id("lose", "fat"), action_id("lose", "vit")]


@FLOW.decision("lose_pick", _lose_options)
def _lose_pick(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    lose_token(state, seat, ids.Lose.parse(choice).what, events)


# ---- time --------------------------------------------------------------------------------------


@FLOW.auto("sun")
def _sun(state: State, task: Task, rng: Rng, events: Events) -> None:
    steps = data.RULES["sun_steps_advanced" if state["advanced"] else "sun_steps_basic"]
    move_time(state, -steps, events, task.get("seat"))


def move_time(state: State, delta: int, events: Events, seat: int | None = None) -> bool:
    """Move the time token (negative: toward the sun); False if it could not move at all."""
    new = max(0, min(data.TIME_MOON, state["time"] + delta))
    if new == state["time"]:
        return False
    state["time"] = new
    if events is not QUIET:
        events.append({"type": "time", "pos": new, "seat": seat})
    return True


# ---- flowers -----------------------------------------------------------------------------------


def draw_flower(state: State, seat: int, rng: Rng, events: Events) -> str | None:
    deck = state["flowers"]
    if not deck["deck"]:
        if not deck["discard"]:
            return None
        deck["deck"], deck["discard"] = deck["discard"], []
        rng.shuffle(deck["deck"])
        if events is not QUIET:
            events.append({"type": "reshuffle", "deck": "flowers"})
    card = deck["deck"].pop()
    state["seats"][seat]["hand"].append(card)
    if events is not QUIET:
        events.append(
            {
                "type": "flower_drawn",
                "seat": seat,
                "card": card,
                "to": [seat],
                "public": {"type": "flower_drawn", "seat": seat},
            }
        )
    return cast("str | None", card)


def over_limit(state: State, seat: int) -> bool:
    hand = state["seats"][seat]["hand"]
    return bool(sum(1 for c in hand if data.flower_effect(c) != data.BLUFF) > LIMIT)


@FLOW.auto("flower")
def _flower(state: State, task: Task, rng: Rng, events: Events) -> None:
    draw_flower(state, task["seat"], rng, events)
    check_limit(state, task["seat"])


def check_limit(state: State, seat: int) -> None:
    if over_limit(state, seat):
        push(state, {"t": "discard", "seat": seat, "why": "limit", "fight": False})


def discardable(state: State, seat: int) -> list[str]:
    return [c for c in state["seats"][seat]["hand"] if data.flower_effect(c) != data.BLUFF]


@FLOW.auto("discard")
def _discard_auto(state: State, task: Task, rng: Rng, events: Events) -> None:
    if not discardable(state, task["seat"]):
        failed(state, task, task["seat"], events)
        return
    push(state, {"t": "discard_pick", "seat": task["seat"], "why": task.get("why", "penalty"), "fight": task["fight"]})


def _discard_options(state: State, task: Task, seat: int) -> list[str]:
    return sorted({action_id("discard", c) for c in discardable(state, seat)})


@FLOW.decision("discard_pick", _discard_options, ask_single=True)
def _discard_pick(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    card = ids.Discard.parse(choice).card
    state["seats"][seat]["hand"].remove(card)
    state["flowers"]["discard"].append(card)
    if events is not QUIET:
        events.append({"type": "discard", "seat": seat, "card": card, "why": task["why"]})
    if task["why"] == "limit":
        check_limit(state, seat)


# ---- curses ------------------------------------------------------------------------------------


def free_slots(state: State, seat: int) -> list[str]:
    slots = state["seats"][seat]["slots"]
    return [s for s in SLOTS if slots[s] is None]


def draw_curse(state: State, rng: Rng, events: Events) -> str | None:
    deck = state["curses"]
    if not deck["deck"]:
        if not deck["discard"]:
            return None
        deck["deck"], deck["discard"] = deck["discard"], []
        rng.shuffle(deck["deck"])
        if events is not QUIET:
            events.append({"type": "reshuffle", "deck": "curses"})
    return str(deck["deck"].pop())


@FLOW.auto("curses")
def _curses(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Draw all the curses at once, as many as there are free slots, then place them (F.9)."""
    seat = task["seat"]
    if task["count"] <= 0:
        return
    take = min(task["count"], len(free_slots(state, seat)))
    cards = []
    for _ in range(take):
        card = draw_curse(state, rng, events)
        if card is not None:
            cards.append(card)
    if cards:
        if events is not QUIET:
            events.append(
                {
                    "type": "curse_drawn",
                    "seat": seat,
                    "cards": list(cards),
                    "to": [seat],
                    "public": {"type": "curse_drawn", "seat": seat, "n": len(cards)},
                }
            )
    if len(cards) < task["count"]:
        failed(state, task, seat, events)  # its consequence (a banishment) waits under the placing
    if cards:
        push(state, {"t": "place", "seat": seat, "cards": cards})  # the drawn curses are placed first


def _place_options(state: State, task: Task, seat: int) -> list[str]:
    free = free_slots(state, seat)
    return sorted({action_id("place", c, s) for c in task["cards"] for s in free})


@FLOW.decision("place", _place_options, ask_single=True)
def _place(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    placed = ids.Place.parse(choice)
    card, slot = placed.card, placed.slot
    state["seats"][seat]["slots"][slot] = card
    task["cards"].remove(card)
    if events is not QUIET:
        events.append(
            {
                "type": "curse_placed",
                "seat": seat,
                "slot": slot,
                "card": card,
                "to": [seat],
                "public": {"type": "curse_placed", "seat": seat, "slot": slot},
            }
        )
    if not task["cards"]:
        state["tasks"].pop()
