"""The pending-work machinery: a stack of task dicts in the state, and the phase steps.

A task is either automatic (run as soon as it reaches the top of the stack) or a decision (it waits
for one seat, or several seats at once, to choose among generated options). Modules register their
task kinds here; nothing is ever held on the Python call stack between two decisions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conjure.engine.rng import Rng

Task = dict[str, Any]
State = dict[str, Any]
Events = list[dict[str, Any]]

AutoFn = Callable[[State, Task, Rng, Events], None]
OptionsFn = Callable[[State, Task, int], list[str]]
ResolveFn = Callable[[State, Task, int, str, Rng, Events], None]
PhaseFn = Callable[[State, Rng, Events], bool]

AUTO: dict[str, AutoFn] = {}
DECIDE: dict[str, tuple[OptionsFn, ResolveFn]] = {}
PHASES: dict[str, PhaseFn] = {}


def auto(kind: str) -> Callable[[AutoFn], AutoFn]:
    def register(fn: AutoFn) -> AutoFn:
        AUTO[kind] = fn
        return fn
    return register


def decision(kind: str, options: OptionsFn) -> Callable[[ResolveFn], ResolveFn]:
    def register(fn: ResolveFn) -> ResolveFn:
        DECIDE[kind] = (options, fn)
        return fn
    return register


def phase(name: str) -> Callable[[PhaseFn], PhaseFn]:
    def register(fn: PhaseFn) -> PhaseFn:
        PHASES[name] = fn
        return fn
    return register


def push(state: State, task: Task) -> None:
    state["tasks"].append(task)


def push_all(state: State, tasks: list[Task]) -> None:
    """Push so that ``tasks[0]`` runs first."""
    state["tasks"].extend(reversed(tasks))


def top_decision(state: State) -> Task | None:
    tasks = state["tasks"]
    return tasks[-1] if tasks and tasks[-1]["t"] in DECIDE else None


def run(state: State, rng: Rng, events: Events) -> None:
    """Resolve automatic work until a decision is needed or the game is over."""
    tasks = state["tasks"]
    while state["phase"] != "over":
        if tasks:
            top = tasks[-1]
            if top["t"] in DECIDE:
                return
            tasks.pop()
            AUTO[top["t"]](state, top, rng, events)
            continue
        if not PHASES[state["phase"]](state, rng, events):
            return
    tasks.clear()


def waiting(task: Task) -> list[int]:
    """The seats a decision task waits for."""
    wait = task.get("wait")
    return list(wait) if wait is not None else [task["seat"]]


def turn_order(state: State) -> list[int]:
    """Seats in the order of the round: from the left of the battle-card holder, holder last."""
    n = state["n"]
    h = state["holder"]
    return [(h + 1 + i) % n for i in range(n)]
