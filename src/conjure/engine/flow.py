"""The turn machine every game runs on (:mod:`conjure.engine.machine`, where it is described) and
:class:`FlowRules`, the rules base whose turns run on it.

Games import both from here. The machine lives in a module of its own because the build compiles it (setup.py),
while :class:`FlowRules` stays interpreted: every game's rules class subclasses it, and interpreted classes cannot
subclass compiled ones. So it stays thin: a :class:`~conjure.engine.game.Game` goes past it to the flow through the
compiled :class:`~conjure.engine.machine.Driver` it makes (:meth:`FlowRules.driver`), for every method of the protocol
the rules class leaves as this class's own; a game with a faster way of its own registers it on its flow (``lister``,
``taker``, ``logger``) rather than overriding ``legal_actions`` or ``apply``.
"""

from __future__ import annotations

from typing import Any, Literal

from conjure.engine.actions import Action, Labeler
from conjure.engine.machine import (
    OVER,
    QUIET,
    AutoFn,
    Decision,
    Driver,
    Events,
    Flow,
    OptionsFn,
    PathFn,
    PhaseFn,
    ResolveFn,
    Side,
    SideFn,
    SideOptionsFn,
    State,
    Task,
    TermsFn,
    sofar,
)
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules
from conjure.engine.terms import Terms

__all__ = [
    "OVER",
    "QUIET",
    "AutoFn",
    "Decision",
    "Events",
    "Flow",
    "FlowRules",
    "OptionsFn",
    "PathFn",
    "PhaseFn",
    "ResolveFn",
    "Side",
    "SideFn",
    "SideOptionsFn",
    "State",
    "Task",
    "TermsFn",
    "sofar",
]


class _SharedActions(dict[str, Action]):
    """One shared :class:`Action` per id of one game (actions are immutable; this saves allocations)."""

    def __init__(self, game: str, labeler: Labeler) -> None:
        super().__init__()
        self.game = game
        self.labeler = labeler

    def __missing__(self, action_id: str) -> Action:
        action = self[action_id] = Action(action_id, self.game, self.labeler)
        return action


_SHARED: dict[str, _SharedActions] = {}


class FlowRules(GameRules):
    """A :class:`GameRules` whose turns run on a :class:`Flow`: to_act, legal actions, apply and is_over
    are the machine's. Set the class attribute ``flow``; ``setup`` must leave ``phase`` and ``tasks`` in the
    state and call ``flow.run`` before returning."""

    flow: Flow

    def to_act(self, state: State) -> list[int]:
        return self.flow.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return list(map(self._shared().__getitem__, self.flow.listed(state, seat)))

    def apply(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        self.flow.take(state, seat, action.id, rng, events)

    def apply_offered(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        """A step of a decision asked step by step is taken from the moves its legal list was made from
        (:meth:`Flow.resolve`, ``offered``). A rules class whose ``apply`` does more than the flow's resolution
        keeps it: its ``apply`` runs, unless it says how to take an offered step too (an ``apply_offered`` of its
        own)."""
        if type(self).apply is not FlowRules.apply:
            self.apply(state, seat, action, rng, events)
        else:
            self.flow.take(state, seat, action.id, rng, events, offered=True)

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == OVER)

    def driver(self) -> Driver:
        """The compiled way from a game to :attr:`flow` (:class:`~conjure.engine.machine.Driver`), for each method
        of the protocol this rules object leaves as :class:`FlowRules`'s own (its class overrides none of them, nor
        is one set on the instance): a game lists the legal actions, resolves a step and asks who is to act through
        it, with the same calls these methods make, without running them interpreted."""
        table = self._shared()
        return Driver(
            self.flow,
            table,
            table.game,
            table.labeler,
            self._own("to_act") and self._own("is_over"),
            self._own("legal_actions"),
            self._own("apply") and self._own("apply_offered"),
        )

    def _own(self, method: str) -> bool:
        """Whether ``method`` is :class:`FlowRules`'s own for this object (not overridden, not set on it)."""
        return getattr(type(self), method) is getattr(FlowRules, method) and method not in vars(self)

    def bot_settled(self, state: State, seat: int) -> bool:
        """Not while the seat is half way through a move asked step by step (a game's own rule must say no there
        too: the conformance suite checks it)."""
        return not self.half_made(state, seat)

    def action_key(self, action_id: str) -> tuple[Any, ...]:
        return self.flow.key(action_id)

    def simultaneous(self, state: State) -> bool:
        """A decision task that waits for a set of seats (``wait``) is a simultaneous step until its last seat is done,
        even when only one is left."""
        task = self.flow.top_decision(state) if state["phase"] != OVER else None
        return task is not None and task.get("wait") is not None

    def terms(self, state: State, seat: int, action: Action) -> Terms | None:
        return self.flow.terms(state, seat, action.id)

    def half_made(self, state: State, seat: int) -> bool:
        return bool(self.flow.sofar(state, seat))

    def sofar(self, state: State, seat: int) -> tuple[str, ...]:
        return self.flow.sofar(state, seat)

    def moves(self, state: State, seat: int) -> list[str]:
        return self.flow.moves(state, seat)

    def steps_to(self, state: State, seat: int, move: str) -> tuple[str, ...]:
        return self.flow.steps_to(state, seat, move)

    def open_moves(self, state: State, seat: int) -> dict[str, str]:
        return self.flow.open_moves(state, seat)

    def make_whole(self, state: State, seat: int, move: str, rng: Rng, events: list[Event]) -> None:
        self.flow.make_whole(state, seat, move, rng, events)

    def undo_barrier(self, state: State, seat: int, action: Action) -> Literal["secret", "reveal"] | None:
        """What the waiting decision's kind was registered with (``undo=``): a declared secret or reveal."""
        task = self.flow.top_decision(state)
        return None if task is None else self.flow.decisions[task["t"]].undo

    def action(self, action_id: str) -> Action:
        """The one shared :class:`Action` object for an id (actions are immutable; this saves allocations)."""
        return self._shared()[action_id]

    def _shared(self) -> _SharedActions:
        table = _SHARED.get(self.name)
        if table is None:
            table = _SHARED[self.name] = _SharedActions(self.name, self.presentation.label)
        return table
