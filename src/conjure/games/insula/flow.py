"""Insula's turn machine: ``FLOW``, on which the topic modules register their task kinds and
:mod:`~conjure.games.insula.phases` its phase steps.

This module imports no other module of the game, so every topic module can import it; the package imports
``phases``, which imports the topic modules (and so every registration) and adds the phases.
"""

from __future__ import annotations

from typing import Final

from conjure.engine.actions import make_id
from conjure.engine.flow import Flow, State, Task

FLOW: Final = Flow("insula")

_IDS_CAP: Final = 4096  # distinct ids kept per kind (a kind has a few dozen at most; its table emptied when full)
# per kind (the kinds are the code's own words): the id by its one argument, or by the tuple of them
_IDS: Final[dict[str, dict[object, str]]] = {}


def action_id(kind: str, *args: object) -> str:
    """``make_id(kind, *args)``: action ids are few and recur all game long, so each is built once, then looked up
    (as ``functools.cache(make_id)`` kept them before: equal arguments give the same id, so ``1`` and ``True`` share
    one). A table per kind in this compiled module, looked up by the argument itself when there is one (no tuple made
    and hashed), else by the tuple of them; a ``functools`` cache is called through the interpreter's protocol."""
    table = _IDS.get(kind)
    if table is None:
        table = _IDS[kind] = {}
    key: object = args[0] if len(args) == 1 else args
    found = table.get(key)
    if found is None:
        if len(table) >= _IDS_CAP:
            table.clear()
        found = table[key] = make_id(kind, *args)
    return found


def push(state: State, task: Task) -> None:
    """``Flow.push``, in this compiled module: ``task`` on top of the stack (it runs next). The same list operation,
    without a call into the engine's class (a static method of another module, called through the interpreter's
    protocol)."""
    stack: list[Task] = state["tasks"]
    stack.append(task)


def push_all(state: State, tasks: list[Task]) -> None:
    """``Flow.push_all``, in this compiled module: several tasks on top so that ``tasks[0]`` runs first (the same
    stack as ``state["tasks"].extend(reversed(tasks))``, without ``reversed`` called through the interpreter)."""
    stack: list[Task] = state["tasks"]
    i = len(tasks)
    while i > 0:
        i -= 1
        stack.append(tasks[i])


def turn_order(state: State) -> list[int]:
    """Seats in the order of the round: from the left of the battle-card holder, holder last."""
    n = len(state["seats"])
    h: int = state["holder"]
    return [(h + 1 + i) % n for i in range(n)]
