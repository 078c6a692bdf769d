"""A player's turn (C.1, F.8, G.4): up to two different actions, the second costing 1 energy,
plus the green flowers that need no action; then the next player or the end-of-round fights."""

from __future__ import annotations

from typing import Any, Final

from conjure.engine.flow import OVER, QUIET, Events, State, Task
from conjure.engine.rng import Rng

from . import data, ids
from .cards import (
    gain,
    peek_places,
    play_bulvuska,
    play_curse,
    play_korenka,
    play_yellow,
)
from .circles import check_limit, draw_flower
from .citadel import may_enter
from .flow import FLOW, action_id, push
from .island import KIND, is_explored, key_of, kind_at, step, step_targets, xy
from .state import SLOTS, Seat
from .steps import PEEK, turn_path

R: Final = data.RULES


# the rest amounts of the rules' table (C.1, G.4), read as native integers
REST_GUARDIAN: Final[int] = int(R["rest_guardian"])
REST_POND_ADVANCED: Final[int] = int(R["rest_pond_advanced"])
REST_POND_BASIC: Final[int] = int(R["rest_pond_basic"])
REST_ADVANCED: Final[int] = int(R["rest_advanced"])
REST_BASIC: Final[int] = int(R["rest_basic"])


def rest_amount(state: State, seat: int) -> int:
    """How much the Rest action restores here (C.1, G.4; Únava one less)."""
    pos = state["seats"][seat]["position"]
    return _rest_amount(state, bool(state["guardians"].get(pos)), kind_at(state, pos))


def _rest_amount(state: State, guarded: bool, here: str) -> int:
    """``rest_amount`` on a field with a guardian or not, of kind ``here`` (``kind_at``)."""
    adv: bool = state["advanced"]
    if guarded:
        n = REST_GUARDIAN
    elif here == "pond":
        n = REST_POND_ADVANCED if adv else REST_POND_BASIC
    else:
        n = REST_ADVANCED if adv else REST_BASIC
    white = state["white_curse"]
    if white and data.CURSE_EFFECTS[white] == "rest_minus":
        n -= 1
    return n


# the ids a turn offers, made once (``action_id`` makes the same texts)
MOVE_IDS: Final = {d: action_id("move", d) for d in data.DIRS}
CERTAINTY_MOVE_IDS: Final = {d: action_id("certainty", "move", d) for d in data.DIRS}
KOREN_IDS: Final = {d: action_id("koren", d) for d in data.DIRS}
FLOWER_IDS: Final = {c: action_id("flower", c) for c, rec in data.FLOWERS.items() if rec["colour"] == "yellow"}
UNCURSE: Final = frozenset(c for c in FLOWER_IDS if data.flower_effect(c) == "uncurse")  # playable only when cursed
GREEN: Final = frozenset(c for c, effect in data.FLOWER_EFFECTS.items() if effect in ("peek", "step"))  # green_options'
REST_IDS: Final = [action_id("rest", i) for i in range(1, 11)]
CERTAINTY_REST: Final = action_id("certainty", "rest")
FLOWER_DRAW: Final = action_id("flower", "draw")
CURSE_IDS: Final[dict[str, str]] = {s: action_id("curse", s) for s in SLOTS}


def turn_options(state: State, task: Task, seat: int) -> list[str]:
    """Every complete move of the turn (C.1, G.4): the end, each action not yet taken whose slot is not cursed
    (the second one only with 1 vitality to pay for it), and the green flowers (``green_options``).

    The steps a move and a certainty move may take are found once (``step_targets``), the field's kind once; a
    yellow flower is playable when it is in ``FLOWER_IDS`` (the yellow ones) and, if it lifts a curse (``UNCURSE``),
    a slot is cursed, as ``cards.playable_yellow`` says; a hand without a green flower (``GREEN``) has none to play."""
    # the locals are typed so that the compiled build reads them with its own dict and list operations
    p: Seat = state["seats"][seat]
    acts: list[str] = state["actions"]
    hand: list[str] = p["hand"]
    out: list[str] = ["end"]
    done = len(acts)
    vitality = p["vitality"]
    if done < 2 and (done == 0 or vitality >= 1):
        paid = done  # the second action costs 1 energy
        vit_after = vitality - paid
        slots: dict[str, str | None] = p["slots"]
        pos = p["position"]
        guardians: dict[str, Any] = state["guardians"]
        cells: dict[str, Any] = state["cells"]
        guarded = bool(guardians.get(pos))
        cell: dict[str, Any] | None = cells.get(pos)
        here = KIND[cell["card"]] if cell and cell["up"] else ""  # kind_at
        targets: list[tuple[str, str]] | None = None
        if "move" not in acts and slots["move"] is None:
            targets = step_targets(state, pos)
            for d, t in targets:
                if t != data.CITADEL or may_enter(state, seat, vit_after):
                    out.append(MOVE_IDS[d])
        if "rest" not in acts and slots["rest"] is None:
            most = min(_rest_amount(state, guarded, here), p["fatigue"] + paid)
            out += (
                REST_IDS[: max(most, 0)]
                if most <= len(REST_IDS)
                else [action_id("rest", i) for i in range(1, most + 1)]
            )
        if "flower" not in acts and slots["flower"] is None:
            if here == "meadow":
                out.append(FLOWER_DRAW)
            yellow = [c for c in hand if c in FLOWER_IDS]
            if yellow:
                if _any_in(yellow, UNCURSE) and all(c is None for c in slots.values()):
                    yellow = [c for c in yellow if c not in UNCURSE]
                out += sorted({FLOWER_IDS[c] for c in yellow})
        if "curse" not in acts:
            for s, c in slots.items():
                if c is not None:
                    out.append(CURSE_IDS[s])
        if state["advanced"] and "certainty" not in acts:
            if targets is None:
                targets = step_targets(state, pos)
            out += [
                CERTAINTY_MOVE_IDS[d]
                for d, t in targets
                if is_explored(state, t) and (t != data.CITADEL or may_enter(state, seat, vit_after))
            ]
            if not guarded and p["fatigue"] + paid > 0:
                out.append(CERTAINTY_REST)
    if _any_in(hand, GREEN):
        out += green_options(state, seat)
    return out


def _any_in(cards: list[str], among: frozenset[str]) -> bool:
    """``not among.isdisjoint(cards)`` as a native loop (a method of a frozenset is called through the interpreter's
    protocol from compiled code); the hands are a few cards."""
    for c in cards:
        if c in among:
            return True
    return False


_BULV_IDS: Final[dict[str, str]] = {}  # a peek's id per grid place (``action_id("bulv", x, y)``), made once each


def green_options(state: State, seat: int) -> list[str]:
    """The green flowers a seat may play in its turn, needing no action (F.10): Bulvuška's places to peek at,
    Kořenka's explored places one step away (once a turn)."""
    p: Seat = state["seats"][seat]
    hand: list[str] = p["hand"]
    if not _any_in(hand, GREEN):
        return []
    effects = data.FLOWER_EFFECTS
    peek = step = False
    for c in hand:
        effect = effects[c]
        if effect == "peek":
            peek = True
        elif effect == "step":
            step = True
    out: list[str] = []
    if peek:
        for k in peek_places(state, seat):
            found = _BULV_IDS.get(k)
            if found is None:
                found = _BULV_IDS[k] = action_id("bulv", *xy(k))
            out.append(found)
    if step and not state["korenka"]:
        vit = p["vitality"]
        out += [
            KOREN_IDS[d]
            for d, t in step_targets(state, p["position"])
            if is_explored(state, t) and (t != data.CITADEL or may_enter(state, seat, vit))
        ]
    return out


_LISTS_CAP: Final = 4096  # distinct turn move lists kept (a game meets a few hundred; the cache is emptied when full)
_LISTS: Final[dict[tuple[str, ...], list[str]]] = {}
_KEYS: Final[
    dict[str, tuple[Any, ...]]
] = {}  # each step's ``FLOW.key``, computed once (as ``Flow._sorted`` keeps them)


def _key(step: str) -> tuple[Any, ...]:
    found = _KEYS.get(step)
    if found is None:
        found = _KEYS[step] = FLOW.key(step)
    return found


def _in_order(steps: list[str]) -> list[str]:
    """``sorted(steps, key=_key)``, each step's key computed once (``_KEYS``) and read by the dict's own method."""
    for one in steps:
        if one not in _KEYS:
            _KEYS[one] = FLOW.key(one)
    return sorted(steps, key=_KEYS.__getitem__)


def turn_legal_ids(state: State, seat: int) -> list[str] | None:
    """The seat's legal list when it is asked a turn with no step of a peek begun, as ``Flow.legal_ids`` makes it;
    None for any other decision (the engine lists it).

    The engine lists such a turn's moves (``turn_options``), takes each one's first step (``steps.turn_path``: the
    move itself, or ``peek`` for a peek), keeps each step once and sorts them in the flow's order (none with fewer
    than two; Insula has no side actions). That list is a function of the moves alone, so it is kept per list of
    moves: the moves are listed as before, and only the steps and the sort are looked up."""
    tasks: list[Task] = state["tasks"]
    phase: str = state["phase"]
    if not tasks or phase == OVER:
        return None
    task = tasks[-1]
    kind: str = task["t"]
    if kind != "turn":
        return None
    return _turn_list(state, task, seat)


def _turn_list(state: State, task: Task, seat: int) -> list[str] | None:
    """``turn_legal_ids`` for the turn ``task`` on top (not over)."""
    if "sofar" in task:
        return None
    asked: int = task["seat"]
    if asked != seat:
        return None
    moves = tuple(turn_options(state, task, seat))
    found = _LISTS.get(moves)
    if found is None:
        if len(_LISTS) >= _LISTS_CAP:
            _LISTS.clear()
        steps: list[str] = []
        seen: set[str] = set()
        for m in moves:
            first = turn_path(m)[0]
            if first not in seen:
                seen.add(first)
                steps.append(first)
        found = _LISTS[moves] = steps if len(steps) < 2 else _in_order(steps)
    return found


_PLAIN: Final[dict[tuple[str, ...], list[str]]] = {}  # a plain decision's sorted list per list of options (capped)


def legal_ids(state: State, seat: int) -> list[str] | None:
    """The flow's lister (``Flow.listed``): the seat's legal list as ``Flow.legal_ids`` makes it, for a turn with no
    step of a peek begun (``turn_legal_ids``) and for every decision that is not asked step by step; None for the
    rest (a peek's later steps, ``bulv2``), which the engine lists.

    A plain decision's list is its options, as they are if the kind is ``ordered`` or has fewer than two, else each
    once in the flow's order (Insula has no side actions). The sorted list is a function of the options alone, so
    it is kept per list of options, as the turn's is per list of moves: the options are listed as before, and only
    the set and the sort are looked up."""
    tasks: list[Task] = state["tasks"]
    phase: str = state["phase"]
    if not tasks or phase == OVER or FLOW.sides:
        return None
    task = tasks[-1]
    kind: str = task["t"]
    if kind == "turn":
        return _turn_list(state, task, seat)
    decision = FLOW.decisions.get(kind)
    if decision is None or decision.stepwise is not None:
        return None
    wait: list[int] | None = task.get("wait")
    if wait is not None:
        if seat not in wait:
            return None  # not asked: the engine's empty list
    else:
        asked: int = task["seat"]
        if asked != seat:
            return None
    found = decision.options(state, task, seat)
    options = found if type(found) is list else list(found)
    if decision.ordered or len(options) < 2:
        return options
    moves = tuple(options)
    listed = _PLAIN.get(moves)
    if listed is None:
        if len(_PLAIN) >= _LISTS_CAP:
            _PLAIN.clear()
        listed = _PLAIN[moves] = _in_order(list(set(options)))
    return listed


# a turn's move by its id, read once from its typed id (``ids.parse_offered``): the kind, its text part (a direction,
# a card, a slot, the place of a peek) and its number (a rest's amount; 1 for a certainty move). Only the game's own
# turn ids come here, so the table stays small (the moves of every direction, rest, flower and curse slot: under 100;
# capped all the same, emptied when full).
_MOVES_CAP: Final = 4096
_MOVES: Final[dict[str, tuple[str, str, int]]] = {}


def _read(aid: str) -> tuple[str, str, int]:
    """A turn move's parts (``_MOVES``), as ``take_turn`` and ``_action`` act on them."""
    found = _MOVES.get(aid)
    if found is not None:
        return found
    chosen = ids.parse_offered(aid)
    match chosen:
        case ids.End():
            found = ("end", "", 0)
        case ids.Bulv(x, y):
            found = ("bulv", key_of(x, y), 0)
        case ids.Koren(direction):
            found = ("koren", direction, 0)
        case ids.Move(direction):
            found = ("move", direction, 0)
        case ids.Rest(amount):
            found = ("rest", "", amount)
        case ids.Flower(card):
            found = ("flower", card, 0)
        case ids.Curse(slot):
            found = ("curse", slot, 0)
        case ids.Certainty(what, direction):
            moving = what == "move" and direction is not None
            found = ("certainty", direction if moving and direction is not None else "", 1 if moving else 0)
        case _:
            found = (chosen.kind, "", 0)  # no move of a turn: paid for and noted, nothing done (as before)
    if len(_MOVES) >= _MOVES_CAP:
        _MOVES.clear()
    _MOVES[aid] = found
    return found


def take_turn(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """One move of the turn: an action, a green flower, or the end of the turn (C.1); a peek comes whole, after its
    steps (``steps.turn_path``). The move's parts are read once per id (``_read``), not matched on its typed id."""
    tasks: list[Task] = state["tasks"]
    tasks.pop()
    kind, text, number = _read(aid)
    if kind == "end":
        state["turn_over"] = True
        return
    if kind == "bulv":
        play_bulvuska(state, seat, text, events)
        return
    if kind == "koren":
        state["korenka"] = True
        play_korenka(state, seat, text, events)
        return
    p: Seat = state["seats"][seat]
    acts: list[str] = state["actions"]
    if acts:
        p["vitality"] -= 1
        p["fatigue"] += 1
        if events is not QUIET:
            events.append({"type": "pay", "seat": seat})
    acts.append(kind)
    _action(state, seat, kind, text, number, rng, events)


# registered here rather than by a decorator, so that the compiled ``take_whole`` calls it directly (a decorated
# function is called through the interpreter's protocol); the same registration, in the same place
FLOW.decision("turn", turn_options, ask_single=True, path=turn_path)(take_turn)


def take_whole(state: State, seat: int, aid: str, rng: Rng, events: Events) -> bool:
    """Carry out a legal one-step move of a turn as the engine would, without listing the turn's moves again; False
    (nothing done) for anything else, which the engine resolves (``Flow.resolve``).

    With no steps of a peek begun (no ``sofar`` in the task), a legal option of a turn is either the ``peek`` step or
    a complete move whose path is itself (``steps.turn_path``): only a peek's path is longer, and it begins with
    ``peek``. For such a move the engine's stepwise resolution lists the moves only to find that one (its path
    complete, no other path beginning with it), forgets no steps (none were noted), resolves it by ``take_turn`` and
    runs on: done here directly, the same state, random draws and events. When the move leaves nothing to do in the
    turn phase, the engine's run asks the phase's step (``next_in_turn``) and stops at the turn it pushes; any other
    outcome of that step (the fights begun) is run on by the engine from there; when it passes the turn on, the run's
    next step would ask the phase's step again, so that is done here too (it pushes the next seat's turn)."""
    tasks: list[Task] = state["tasks"]
    phase: str = state["phase"]
    if not tasks or phase == OVER or aid == PEEK:
        return False
    task = tasks[-1]
    kind: str = task["t"]
    if kind != "turn" or "sofar" in task:
        return False
    asked: int = task["seat"]
    if asked != seat:
        return False
    take_turn(state, task, seat, aid, rng, events)
    if not tasks:
        phase = state["phase"]
        if phase == "turn":
            next_in_turn(state, events)
            if not tasks:
                phase = state["phase"]
                if phase == "turn":
                    next_in_turn(state, events)  # the turn passed on: the run's next step asks the phase again
            if tasks:
                kind = tasks[-1]["t"]
                if kind == "turn":
                    return True  # a turn asked (even alone, no steps begun): the engine's run would stop there
    FLOW.run(state, rng, events)
    return True


def _action(state: State, seat: int, kind: str, text: str, number: int, rng: Rng, events: Events) -> None:
    """One of the five actions of a turn (C.2), by its parts (``_read``)."""
    if kind == "move":
        step(state, seat, text, events)
    elif kind == "rest":
        gain(state, seat, number, events)
    elif kind == "flower":
        if text == "draw":
            if events is not QUIET:
                events.append({"type": "pick", "seat": seat})
            draw_flower(state, seat, rng, events)
            check_limit(state, seat)
        else:
            play_yellow(state, seat, text, rng, events)
    elif kind == "curse":
        play_curse(state, seat, text, rng, events)
    elif kind == "certainty":
        if events is not QUIET:
            events.append({"type": "certainty", "seat": seat})
        if number:
            step(state, seat, text, events, why="certainty")
        else:
            gain(state, seat, R["certainty_rest"], events)


def next_in_turn(state: State, events: Events) -> bool:
    """Nothing is pending: the player on turn decides again, or the turn ends and passes on."""
    seat: int = state["turn"]
    if not state["turn_over"]:
        acts: list[str] = state["actions"]
        if len(acts) < 2 or green_options(state, seat):
            push(state, {"t": "turn", "seat": seat})
            return True
        state["turn_over"] = True  # both actions done and no green flower to play: the turn ends by itself
    if events is not QUIET:
        events.append({"type": "turn_end", "seat": seat})
    state["actions"] = []
    state["turn_over"] = False
    state["korenka"] = False
    holder: int = state["holder"]
    if seat == holder:
        state["phase"] = "fight"
    else:
        seats: list[Seat] = state["seats"]
        after = (seat + 1) % len(seats)
        state["turn"] = after
        if events is not QUIET:
            events.append({"type": "turn", "seat": after})
    return True
