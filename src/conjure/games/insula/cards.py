"""Flower and curse cards (C.1, F.9, F.10, G.3): what each one does, as tasks and decisions."""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import QUIET, Events, State, Task
from conjure.engine.rng import Rng

from . import data, ids
from .circles import check_limit, discardable, draw_curse, draw_flower, move_time
from .citadel import may_enter
from .flow import FLOW, action_id, push, push_all, turn_order
from .island import (
    banish_target,
    distance,
    is_explored,
    key_of,
    neighbour,
    pile_for,
    step,
    step_targets,
    xy,
)
from .state import new_cell
from .steps import bulv2_path

# ---- yellow flowers (played with the Flower action) ---------------------------------------------


def playable_yellow(state: State, seat: int, card: str) -> bool:
    effect = data.flower_effect(card)
    if data.FLOWERS[card]["colour"] != "yellow":
        return False
    if effect == "uncurse":
        return any(v is not None for v in state["seats"][seat]["slots"].values())
    return True


def play_yellow(state: State, seat: int, card: str, rng: Rng, events: Events) -> None:
    p = state["seats"][seat]
    p["hand"].remove(card)
    state["flowers"]["discard"].append(card)
    if events is not QUIET:
        events.append({"type": "flower_play", "seat": seat, "card": card})
    effect = data.flower_effect(card)
    if effect == "move2":
        push(state, {"t": "step", "seat": seat, "left": 2})
    elif effect == "restore":
        most = data.FLOWERS[card]["advanced" if state["advanced"] else "basic"]
        if min(most, p["fatigue"]) > 0:
            push(state, {"t": "amount", "seat": seat, "most": most})
    elif effect == "sun":
        move_time(state, -1, events, seat)
    elif effect == "draw2":
        for _ in range(2):
            draw_flower(state, seat, rng, events)
        check_limit(state, seat)
    elif effect == "uncurse":
        push(state, {"t": "trnolam", "seat": seat})


def move_options(
    state: State, seat: int, kind: tuple[str, ...], explored_only: bool = False, vit_after: int | None = None
) -> list[str]:
    p = state["seats"][seat]
    out = []
    for d, target in step_targets(state, p["position"]):
        if explored_only and not is_explored(state, target):
            continue
        if target == data.CITADEL and not may_enter(state, seat, p["vitality"] if vit_after is None else vit_after):
            continue
        out.append(action_id(*kind, d))
    return out


def _step_options(state: State, task: Task, seat: int) -> list[str]:
    return sorted(move_options(state, seat, ("step",)) + [action_id("step", "stop")])


@FLOW.decision("step", _step_options, ask_single=True)
def _step(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    d = ids.Step.parse(choice).direction
    if d == "stop":
        return
    if task["left"] > 1:
        push(state, {"t": "step", "seat": seat, "left": task["left"] - 1})
    step(state, seat, d, events, why="beznik")


def _amount_options(state: State, task: Task, seat: int) -> list[str]:
    most = min(task["most"], state["seats"][seat]["fatigue"])
    return [action_id("amount", i) for i in range(1, most + 1)]


@FLOW.decision("amount", _amount_options, ask_single=True)
def _amount(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    gain(state, seat, ids.Amount.parse(choice).amount, events)


def gain(state: State, seat: int, n: int, events: Events) -> None:
    p = state["seats"][seat]
    n = min(n, p["fatigue"])
    p["fatigue"] -= n
    p["vitality"] += n
    if events is not QUIET:
        events.append({"type": "rest", "seat": seat, "n": n})


def _trnolam_options(state: State, task: Task, seat: int) -> list[str]:
    return [action_id("trnolam", s) for s, c in sorted(state["seats"][seat]["slots"].items()) if c is not None]


@FLOW.decision("trnolam", _trnolam_options, ask_single=True)
def _trnolam(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    slot = ids.Trnolam.parse(choice).slot
    slots = state["seats"][seat]["slots"]
    card, slots[slot] = slots[slot], None
    state["curses"]["discard"].append(card)
    if events is not QUIET:
        events.append({"type": "uncurse", "seat": seat, "slot": slot, "card": card})


# ---- green flowers (no action) ------------------------------------------------------------------


def holds(state: State, seat: int, effect: str) -> str | None:
    """The first flower in the seat's hand with that effect, if any."""
    effects = data.FLOWER_EFFECTS
    for c in state["seats"][seat]["hand"]:
        if effects[c] == effect:
            return str(c)
    return None


_NEAR: Final[
    dict[str, tuple[str, ...]]
] = {}  # ``_peek_near`` per grid place (an LRU of 4,096 before; emptied when full)


def _peek_near(key: str) -> tuple[str, ...]:
    """The places next to ``key`` a peek may look at by the grid alone: not the sea, the citadel or the beach. Kept per
    place in a plain dict, which the compiled ``peek_places`` reads directly (an ``lru_cache`` is called through the
    interpreter's protocol); grid places only, so it stays small."""
    found = _NEAR.get(key)
    if found is None:
        if len(_NEAR) >= 4096:
            _NEAR.clear()
        near = (neighbour(key, d) for d in data.DIRS)
        found = _NEAR[key] = tuple(k for k in near if k is not None and k not in (data.CITADEL, data.BEACH))
    return found


def peek_places(state: State, seat: int, exclude: str = "") -> list[str]:
    """Unexplored places next to an explored field, not yet looked at by this seat (F.10 Bulvuška).

    An empty place can be peeked at while a pile has a card (``can_reach``: ``pile_for`` finds none only when
    both piles are out); the citadel counts as explored only once entered (``is_explored``)."""
    cells: dict[str, Any] = state["cells"]
    piles: dict[str, list[str]] = state["piles"]
    deck_left = bool(piles["light"] or piles["shadow"])
    entered = bool(state["citadel_entered"])
    found: set[str] = set()
    for key, cell in cells.items():
        if not (entered if key == data.CITADEL else cell["up"]):
            continue
        for k in _peek_near(key):
            if k == exclude:
                continue
            c = cells.get(k)
            if c is None:
                if deck_left:
                    found.add(k)
            elif not c["up"] and seat not in c["seen"]:
                found.add(k)
    return sorted(found)


def peek(state: State, seat: int, key: str, events: Events) -> None:
    cells = state["cells"]
    cell = cells.get(key)
    if cell is None:
        pile = pile_for(state, key)
        assert pile is not None
        cell = new_cell(state["piles"][pile].pop(), False)
        cells[key] = cell
    cell["seen"].append(seat)
    if events is not QUIET:
        events.append(
            {
                "type": "peek",
                "seat": seat,
                "at": key,
                "card": cell["card"],
                "to": [seat],
                "public": {"type": "peek", "seat": seat, "at": key},
            }
        )


def play_bulvuska(state: State, seat: int, key: str, events: Events) -> None:
    card = holds(state, seat, "peek")
    assert card is not None
    state["seats"][seat]["hand"].remove(card)
    state["flowers"]["discard"].append(card)
    if events is not QUIET:
        events.append({"type": "green", "seat": seat, "card": card})
    peek(state, seat, key, events)
    if peek_places(state, seat, key):
        push(state, {"t": "bulv2", "seat": seat, "first": key})


def _bulv2_options(state: State, task: Task, seat: int) -> list[str]:
    return sorted(
        [action_id("bulv", "done")] + [action_id("bulv", *xy(k)) for k in peek_places(state, seat, task["first"])]
    )


@FLOW.decision("bulv2", _bulv2_options, path=bulv2_path)  # the row, then the place (INS-STEP-1)
def _bulv2(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    chosen = ids.Bulv.parse(choice)
    if chosen.x != "done":
        peek(state, seat, key_of(chosen.x, chosen.y), events)


def play_korenka(state: State, seat: int, d: str, events: Events) -> None:
    card = holds(state, seat, "step")
    assert card is not None
    state["seats"][seat]["hand"].remove(card)
    state["flowers"]["discard"].append(card)
    if events is not QUIET:
        events.append({"type": "green", "seat": seat, "card": card})
    step(state, seat, d, events, why="korenka")


# ---- curses (C.1 Curse, F.9, G.3 more effective curses) -----------------------------------------


def play_curse(state: State, seat: int, slot: str, rng: Rng, events: Events) -> None:
    slots = state["seats"][seat]["slots"]
    card, slots[slot] = slots[slot], None
    if events is not QUIET:
        events.append({"type": "curse_play", "seat": seat, "slot": slot, "card": card})
    if data.CURSES[card]["colour"] == "white":
        set_white(state, card, events)
        return
    push(state, {"t": "krizek", "wait": list(range(len(state["seats"]))), "yes": [], "card": card, "by": seat})


def set_white(state: State, card: str, events: Events) -> None:
    if state["white_curse"]:
        state["curses"]["discard"].append(state["white_curse"])
    state["white_curse"] = card
    if events is not QUIET:
        events.append({"type": "white", "card": card})


def _krizek_options(state: State, task: Task, seat: int) -> list[str]:
    card = holds(state, seat, "cancel")
    return [action_id("krizek", "no")] + ([action_id("krizek", card)] if card else [])


@FLOW.decision("krizek", _krizek_options)
def _krizek(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    """Everybody answers at once whether to cancel the blue curse just played with a Křížek (F.10)."""
    task["wait"].remove(seat)
    if choice != action_id("krizek", "no"):
        task["yes"].append(seat)
    if task["wait"]:
        return
    state["tasks"].pop()
    if task["yes"]:
        order = [(task["by"] + i) % len(state["seats"]) for i in range(len(state["seats"]))]
        who = min(task["yes"], key=order.index)
        card = holds(state, who, "cancel")
        assert card is not None
        state["seats"][who]["hand"].remove(card)
        state["flowers"]["discard"].append(card)
        state["curses"]["discard"].append(task["card"])
        if events is not QUIET:
            events.append({"type": "krizek", "seat": who, "card": card, "curse": task["card"]})
        return
    push(state, {"t": "curse_fx", "card": task["card"], "by": task["by"], "extra": False})


@FLOW.auto("curse_fx")
def _curse_fx(state: State, task: Task, rng: Rng, events: Events) -> None:
    card, by = task["card"], task["by"]
    state["curses"]["discard"].append(card)
    did = BLUE[data.curse_effect(card)](state, by, events)
    if did or not state["advanced"] or task["extra"]:
        return
    extra = draw_curse(state, rng, events)  # G.3: a curse that did nothing draws one more
    if extra is None:
        return
    if events is not QUIET:
        events.append({"type": "curse_extra", "card": extra})
    if data.CURSES[extra]["colour"] == "white":
        set_white(state, extra, events)
    else:
        push(state, {"t": "curse_fx", "card": extra, "by": by, "extra": True})


def _opratka(state: State, by: int, events: Events) -> bool:
    players = state["seats"]
    far = max(distance(p["position"]) for p in players)
    cands = [s for s in turn_order(state) if distance(players[s]["position"]) == far]
    if all(banish_target(state, s) is None for s in cands):
        if events is not QUIET:
            events.append({"type": "no_effect"})
        return False
    if len(cands) == 1:
        push(state, {"t": "banish", "seat": cands[0]})
    else:
        push(state, {"t": "opratka", "seat": by, "among": cands})
    return True


def _opratka_options(state: State, task: Task, seat: int) -> list[str]:
    return sorted(action_id("target", s) for s in task["among"])


@FLOW.decision("opratka", _opratka_options)
def _opratka_pick(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    push(state, {"t": "banish", "seat": ids.Target.parse(choice).seat})


def _spawn_places(state: State) -> list[str]:
    guards = state["guardians"]
    free = [k for k, c in state["cells"].items() if c["up"] and k not in guards and k not in (data.BEACH, data.CITADEL)]
    if not free:
        return []
    near = min(distance(k) for k in free)
    return sorted(k for k in free if distance(k) == near)


def _zrozeni(state: State, by: int, events: Events) -> bool:
    places = _spawn_places(state)
    if not places or not (state["bag"] or state["defeated"] or state["guardians"]):
        if events is not QUIET:
            events.append({"type": "no_effect"})
        return False
    if len(places) == 1:
        push(state, {"t": "draw_guardian", "at": places[0]})
    else:
        push(state, {"t": "zrozeni", "seat": by, "among": places})
    return True


def _zrozeni_options(state: State, task: Task, seat: int) -> list[str]:
    return sorted(action_id("field", *xy(k)) for k in task["among"])


@FLOW.decision("zrozeni", _zrozeni_options)
def _zrozeni_pick(state: State, task: Task, seat: int, choice: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    at = ids.Field.parse(choice)
    push(state, {"t": "draw_guardian", "at": key_of(at.x, at.y)})


def _vichrice(state: State, by: int, events: Events) -> bool:
    did = False
    for s, p in enumerate(state["seats"]):
        if p["vitality"]:
            p["vitality"] -= 1
            p["fatigue"] += 1
            did = True
            if events is not QUIET:
                events.append({"type": "tired", "seat": s})
    if not did:
        if events is not QUIET:
            events.append({"type": "no_effect"})
    return did


def _mlha(state: State, by: int, events: Events) -> bool:
    if move_time(state, 1, events):
        return True
    if events is not QUIET:
        events.append({"type": "no_effect"})
    return False


def _zlodejka(state: State, by: int, events: Events) -> bool:
    order = [(by + i) % len(state["seats"]) for i in range(1, len(state["seats"]))]
    victims = [s for s in order if discardable(state, s)]
    if not victims:
        if events is not QUIET:
            events.append({"type": "no_effect"})
        return False
    push_all(state, [{"t": "discard_pick", "seat": s, "why": "zlodejka", "fight": False} for s in victims])
    return True


BLUE: Final = {"banish_far": _opratka, "spawn_near": _zrozeni, "tire_all": _vichrice, "moon": _mlha, "steal": _zlodejka}
