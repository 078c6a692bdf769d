"""The turn machine every game runs on: pending work as a stack of task dicts in the state.

A task is a JSON-ready dict ``{"t": kind, ...}`` on ``state["tasks"]`` (the last one is on top). Its kind
is registered once with a :class:`Flow`:

- an *automatic* kind (``@flow.auto("kind")``) runs as soon as it reaches the top;
- a *decision* kind (``@flow.decision("kind", options)``) waits for the seat in ``task["seat"]``, or for
  every seat in ``task["wait"]`` at once (a simultaneous choice: each seat answers once, in any order;
  the resolution removes a seat from ``wait``, and pops the task when nobody is left).
  ``options(state, task, seat)`` lists the action ids; the resolution ``(state, task, seat, action_id,
  rng, events)`` carries one out and pops the task (or leaves it, changed, to ask again: a payment
  handed in token by token). Both are registered together, so they cannot drift apart.

When the stack is empty, the step registered for ``state["phase"]`` (``@flow.phase(name)``) moves the game
on: it pushes tasks and returns True, or returns False when nothing more can happen (the game is over,
``state["phase"] == "over"``). Nothing is ever held on the Python call stack between two decisions, so
any state, even in the middle of an effect, saves and loads.

**One policy for single options.** A decision for one seat that has exactly one option is resolved by the
engine without asking (the game records no action for it), unless its kind was registered with
``ask_single=True``: that is for choices whose asking itself hides something (a secret choice, where
skipping the prompt would tell the others the seat had no alternative) or that the rulebook has the
player make knowingly. A simultaneous decision always asks every seat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from conjure.engine.actions import Action, natural_key
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules

Task = dict[str, Any]
State = dict[str, Any]
Events = list[dict[str, Any]]

AutoFn = Callable[[State, Task, Rng, Events], None]
OptionsFn = Callable[[State, Task, int], list[str]]
ResolveFn = Callable[[State, Task, int, str, Rng, Events], None]
PhaseFn = Callable[[State, Rng, Events], bool]

OVER = "over"
_MAX_AUTO_STEPS = 1_000_000  # a loop that never reaches a decision is a bug in the rules, not a long game


@dataclass(frozen=True)
class Decision:
    """A registered decision kind: what it offers, how it resolves, and whether a lone option is asked."""

    kind: str
    options: OptionsFn
    resolve: ResolveFn
    ask_single: bool = False


@dataclass
class Flow:
    """The registry of one game's task kinds and phase steps, and the machine that runs them."""

    game: str
    autos: dict[str, AutoFn] = field(default_factory=dict)
    decisions: dict[str, Decision] = field(default_factory=dict)
    phases: dict[str, PhaseFn] = field(default_factory=dict)

    # -- registering ----------------------------------------------------------------------------
    def auto(self, kind: str) -> Callable[[AutoFn], AutoFn]:
        def register(fn: AutoFn) -> AutoFn:
            self._new_kind(kind)
            self.autos[kind] = fn
            return fn
        return register

    def decision(self, kind: str, options: OptionsFn, ask_single: bool = False) -> Callable[[ResolveFn], ResolveFn]:
        def register(fn: ResolveFn) -> ResolveFn:
            self._new_kind(kind)
            self.decisions[kind] = Decision(kind, options, fn, ask_single)
            return fn
        return register

    def phase(self, name: str) -> Callable[[PhaseFn], PhaseFn]:
        def register(fn: PhaseFn) -> PhaseFn:
            if name in self.phases:
                raise ValueError(f"{self.game}: phase {name!r} registered twice")
            self.phases[name] = fn
            return fn
        return register

    def _new_kind(self, kind: str) -> None:
        if kind in self.autos or kind in self.decisions:
            raise ValueError(f"{self.game}: task kind {kind!r} registered twice")

    # -- the stack --------------------------------------------------------------------------------
    @staticmethod
    def push(state: State, task: Task) -> None:
        """Put ``task`` on top: it runs next."""
        state["tasks"].append(task)

    @staticmethod
    def push_all(state: State, tasks: list[Task]) -> None:
        """Put several tasks on top so that ``tasks[0]`` runs first."""
        state["tasks"].extend(reversed(tasks))

    def top_decision(self, state: State) -> Task | None:
        """The decision task on top of the stack, if the top is a decision."""
        tasks = state["tasks"]
        return tasks[-1] if tasks and tasks[-1]["t"] in self.decisions else None

    @staticmethod
    def waiting(task: Task) -> list[int]:
        """The seats a decision task waits for, in seat order."""
        wait = task.get("wait")
        if wait is None:
            return [task["seat"]]
        return sorted(wait)

    # -- the protocol a game's rules delegate to ---------------------------------------------------
    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == OVER)

    def to_act(self, state: State) -> list[int]:
        task = self.top_decision(state) if not self.is_over(state) else None
        return self.waiting(task) if task is not None else []

    def option_ids(self, state: State, seat: int) -> list[str]:
        """The ids of the seat's options now (unsorted, as the kind lists them); [] if it is not asked."""
        task = self.top_decision(state) if not self.is_over(state) else None
        if task is None or seat not in self.waiting(task):
            return []
        return self.decisions[task["t"]].options(state, task, seat)

    def resolve(self, state: State, seat: int, action_id: str, rng: Rng, events: Events) -> None:
        """Carry out a chosen option of the top decision, then run on until the next decision."""
        task = self.top_decision(state)
        if task is None:
            raise RuntimeError(f"{self.game}: no decision is waiting; cannot resolve {action_id!r}")
        self.decisions[task["t"]].resolve(state, task, seat, action_id, rng, events)
        self.run(state, rng, events)

    def run(self, state: State, rng: Rng, events: Events) -> None:
        """Resolve automatic work (and lone options) until a decision needs a seat or the game is over."""
        tasks = state["tasks"]
        for _ in range(_MAX_AUTO_STEPS):
            if state["phase"] == OVER:
                tasks.clear()
                return
            if not tasks:
                if not self.phases[state["phase"]](state, rng, events):
                    return
                continue
            top = tasks[-1]
            kind = top["t"]
            decision = self.decisions.get(kind)
            if decision is None:
                tasks.pop()
                self._auto(kind)(state, top, rng, events)
                continue
            lone = self._lone_option(state, top, decision)
            if lone is None:
                return
            decision.resolve(state, top, top["seat"], lone, rng, events)
        raise RuntimeError(f"{self.game}: the turn machine ran {_MAX_AUTO_STEPS} steps without a decision")

    def _auto(self, kind: str) -> AutoFn:
        try:
            return self.autos[kind]
        except KeyError:
            raise RuntimeError(f"{self.game}: task kind {kind!r} is not registered") from None

    def _lone_option(self, state: State, task: Task, decision: Decision) -> str | None:
        """The single option of a one-seat decision the engine resolves without asking, else None."""
        if decision.ask_single or task.get("wait") is not None:
            return None
        options = decision.options(state, task, task["seat"])
        if not options:
            raise RuntimeError(f"{self.game}: decision {task['t']!r} for seat {task['seat']} has no option")
        return options[0] if len(options) == 1 else None


_ACTIONS: dict[tuple[str, str], Action] = {}  # one shared Action per (game, id): actions are immutable
_SORT_KEYS: dict[str, tuple[Any, ...]] = {}   # natural_key per id, computed once


def _sort_key(action_id: str) -> tuple[Any, ...]:
    key = _SORT_KEYS.get(action_id)
    if key is None:
        key = _SORT_KEYS[action_id] = natural_key(action_id)
    return key


class FlowRules(GameRules):
    """A :class:`GameRules` whose turns run on a :class:`Flow`: to_act, legal actions, apply and is_over
    are the machine's. Set the class attribute ``flow``; ``setup`` must leave ``phase`` and ``tasks`` in the
    state and call ``flow.run`` before returning."""

    flow: Flow

    def to_act(self, state: State) -> list[int]:
        return self.flow.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        ids = set(self.flow.option_ids(state, seat))
        return [self.action(a) for a in sorted(ids, key=_sort_key)]

    def apply(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        self.flow.resolve(state, seat, action.id, rng, events)

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == OVER)

    def action(self, action_id: str) -> Action:
        """The one shared :class:`Action` object for an id (actions are immutable; this saves allocations)."""
        found = _ACTIONS.get((self.name, action_id))
        if found is None:
            found = _ACTIONS[(self.name, action_id)] = Action(action_id, self.name, self.presentation.label)
        return found
