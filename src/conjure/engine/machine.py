"""The turn machine every game runs on: pending work as a stack of task dicts in the state.

Games import it through :mod:`conjure.engine.flow` (with :class:`~conjure.engine.flow.FlowRules`, the rules base
their classes subclass); this module holds the machine alone so that the build compiles it (setup.py: interpreted
classes cannot subclass compiled ones, and the games' rules are interpreted).

A task is a JSON-ready dict ``{"t": kind, ...}`` on ``state["tasks"]`` (the last one is on top). Its kind
is registered once with a :class:`Flow`:

- an *automatic* kind (``@flow.auto("kind")``) runs as soon as it reaches the top;
- a *decision* kind (``@flow.decision("kind", options)``) waits for the seat in ``task["seat"]``, or for
  every seat in ``task["wait"]`` at once (a simultaneous choice: each seat answers once, in any order;
  the resolution removes a seat from ``wait``, and pops the task when nobody is left).
  ``options(state, task, seat)`` lists the action ids (a list, or a generator: to learn that a decision has
  more than one option the engine takes only the first two, so a kind whose full list is dear may yield a cheap
  option first); the resolution ``(state, task, seat, action_id,
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

A kind registered with ``undo="secret"`` (or ``"reveal"``) is one its player may never take back (see
:mod:`conjure.engine.undo`): a secret choice by one seat, which the engine's generic checks cannot recognise.

**Side actions** (``@flow.side(kinds, options)``): things a seat may do "at any time" whenever it has a decision of
its own, without ending that decision (such as returning a component to the supply). ``options(state, seat)`` lists their
ids (each headed by one of ``kinds``); they join the legal list of every decision that asks the seat (never one the
engine resolves alone: a lone option is still resolved without asking). Choosing one runs its resolution
``(state, seat, action_id, rng, events)``; the decision stays on top and is asked again (or resolved alone if its
options have come down to one).

**Stepwise decisions** (``@flow.decision(kind, moves, path=fn)``): a compound move asked as a few short questions by
the same seat. The kind lists its *complete moves* (``moves``, one flat list: the single source of what is legal) and
resolves a complete move as any decision does; ``path(move)`` names the steps a player takes to it, a tuple of short
step ids (``buy:wood:2:1`` → ``("buy", "wood", "n:2", "haggle:1")``), no path the start of another. The engine asks
one step at a time: the options are the distinct next steps of the moves that begin with the steps chosen so far
(kept per seat in the task, ``task["sofar"]``), and when a step completes a move's path, that move is resolved. So
the moves reachable step by step are exactly the flat list, and a lone next step is taken without asking, as any
lone option. Side actions are offered only before the seat has chosen a step (a lone step that every move begins
with is no choice; a side action taken then starts the move afresh). A kind registered ``ask_single`` asks its
first step even when it is alone; a later lone step of a move begun is taken unasked all the same. A step changes nothing but the task, so the
seat may take it back (undo) until the move is made. ``terms(state, task, seat, move)`` gives a complete move's cost
and gain (:class:`~conjure.engine.terms.Terms`); a step's terms are the span over the moves it leads to.

Legal lists are sorted by the flow's ``key``: :func:`~conjure.engine.actions.natural_key` of the ids, unless
the game gives words with an order of their own (:func:`~conjure.engine.actions.word_order_key`: days of
the week in play order, say). A kind registered with ``ordered=True`` promises that its options come unique and
already in that order, so the legal list is not sorted again (a hot path; the conformance suite checks every
legal list it sees).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, Final, Literal

from conjure.engine.actions import Action, Labeler, natural_key, new_action
from conjure.engine.rng import Rng
from conjure.engine.terms import Terms

Task = dict[str, Any]
State = dict[str, Any]
Events = list[dict[str, Any]]

AutoFn = Callable[[State, Task, Rng, Events], None]
OptionsFn = Callable[[State, Task, int], Iterable[str]]
ResolveFn = Callable[[State, Task, int, str, Rng, Events], None]
PhaseFn = Callable[[State, Rng, Events], bool]
PathFn = Callable[[str], tuple[str, ...]]
TermsFn = Callable[[State, Task, int, str], Terms]
ListerFn = Callable[[State, int], list[str] | None]
TakerFn = Callable[[State, int, str, Rng, Events], bool]
LoggerFn = Callable[[State, Events], Events]
# a stepwise kind's next steps listed directly (see ``Flow.decision``'s ``nexts``): for the steps chosen so far, the
# distinct next steps of the moves that begin with them, in the moves' order, each with the move it completes (None:
# the step leads on)
NextsFn = Callable[[State, Task, int, tuple[str, ...]], dict[str, str | None]]

OVER: Final = "over"
# the events of a step nobody reads (a search's random rollout: ``Game.play_uniform``): the engine hands this list to
# the rules for such a step and empties it after the step, so a game may leave an event unbuilt when its ``events`` is
# this very list (``events is QUIET``; what a game puts there all the same is dropped); never for a step of a game
# whose log is kept
QUIET: Final[Events] = []
ORDER_KEPT: Final = 4096  # the legal lists a flow keeps in its order (``Flow._in_order``), cleared when full
_MAX_AUTO_STEPS: Final = 1_000_000  # a loop that never reaches a decision is a bug in the rules, not a long game


@dataclass(frozen=True)
class Decision:
    """A registered decision kind: what it offers, how it resolves, and whether a lone option is asked."""

    kind: str
    options: OptionsFn
    resolve: ResolveFn
    ask_single: bool = False
    ordered: bool = False
    undo: Literal["secret", "reveal"] | None = None  # declared never undoable (GameRules.undo_barrier)
    path: PathFn | None = None  # a stepwise kind: the steps to each complete move (``options`` offers the next step)
    moves: OptionsFn | None = None  # a stepwise kind's complete moves
    finish: ResolveFn | None = None  # a stepwise kind's resolution of a complete move
    terms: TermsFn | None = None  # a complete move's cost and gain
    stepwise: _Stepwise | None = None  # a stepwise kind's machinery (its options and resolution from a moves list)


SideOptionsFn = Callable[[State, int], list[str]]
SideFn = Callable[[State, int, str, Rng, Events], None]


@dataclass(frozen=True)
class Side:
    """Registered side actions: the id heads they own, what they offer a seat, how one is carried out."""

    kinds: frozenset[str]
    options: SideOptionsFn
    resolve: SideFn


def _nothing_listed() -> tuple[Task, int, list[str]] | None:
    return None


def _nothing_pending() -> tuple[State, Task, list[str]] | None:
    return None


def _nothing_stepped() -> tuple[Task, int, dict[str, str | None], tuple[str, ...]] | None:
    return None


def _no_state() -> State | None:
    return None


def _no_task() -> Task | None:
    return None


def _no_decision() -> Decision | None:
    return None


@dataclass
class Flow:
    """The registry of one game's task kinds and phase steps, and the machine that runs them."""

    game: str
    key: Callable[[str], tuple[Any, ...]] = natural_key  # the order of legal lists (see the module's notes)
    autos: dict[str, AutoFn] = field(default_factory=dict)
    decisions: dict[str, Decision] = field(default_factory=dict)
    phases: dict[str, PhaseFn] = field(default_factory=dict)
    sides: list[Side] = field(default_factory=list)
    # a game's own ways for what it does faster than the machine's generic steps, or to the log (``lister``,
    # ``taker``, ``logger``: see :meth:`listed` and :meth:`take`), so that no game overrides ``FlowRules``'
    # ``legal_actions`` or ``apply`` (a ``Game`` then reaches this machine compiled: :class:`Driver`); set once, when
    # the game's modules load
    lister: ListerFn | None = None
    taker: TakerFn | None = None
    logger: LoggerFn | None = None

    # the sort key per action id, computed once (``keys.__getitem__`` then sorts at C speed); only for a key
    # without a code (``_uncoded``)
    _keys: dict[str, tuple[Any, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # the sort key per action id as one text in the same order (``_code``), computed once: texts compare far faster
    # than tuples of texts and numbers
    _codes: dict[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)
    # the id of each code (one id a code while the flow has no ties)
    _coded: dict[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)
    # whether some id's key has no code (a key of another shape than ``natural_key``'s): then every sort is by the
    # keys themselves, from then on (False by a factory: a compiled build leaves a plain ``default`` of a field not in
    # ``__init__`` unset)
    _uncoded: bool = field(default_factory=bool, init=False, repr=False, compare=False)
    # whether two of the ids coded so far have the same key (``take:1``, ``take:01``): a list's ties are in the order
    # of the set it is sorted from, so from then on no part is sorted apart (``_part``)
    _ties: bool = field(default_factory=bool, init=False, repr=False, compare=False)
    # the legal lists in the flow's order, by the ids as listed (at most ORDER_KEPT: the ids are the game's own,
    # made from its data and state, never from a client)
    _order: dict[tuple[str, ...], list[str]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # the same for a part of a legal list (a decision's own options, the side actions'), each sorted apart and then
    # joined (``_joined``); an empty list where sorting the part apart may not give the whole list's order (ties)
    _parts: dict[tuple[str, ...], list[str]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # the side actions of each id resolved (their index in ``sides``, -1: none), found once (at most ORDER_KEPT: ids
    # from a client among them); cleared when a side is registered
    _sided: dict[str, int] = field(default_factory=dict, init=False, repr=False, compare=False)
    # the last legal list's stepwise moves (its task, seat and moves); any resolution drops it (see ``resolve``)
    # (made by a factory: a compiled build leaves a plain ``default`` of a field not in ``__init__`` unset)
    _listed: tuple[Task, int, list[str]] | None = field(
        default_factory=_nothing_listed, init=False, repr=False, compare=False
    )
    # the options the last run found for the decision it stopped at (its state, its task, the kind's list), when
    # they were more than one: for the legal list a rollout asks next, with nothing between (``legal_ids``'
    # ``kept``); any resolution or run drops it
    _pending: tuple[State, Task, list[str]] | None = field(
        default_factory=_nothing_pending, init=False, repr=False, compare=False
    )
    # the next steps of a stepwise kind listed directly (its task, seat, ``nexts``' answer and the steps so far it was
    # asked for) of the last legal list,
    # as ``_listed`` for a kind without ``nexts``, or of the decision the last run stopped at (as ``_pending``, for a
    # rollout's next list); any resolution or run drops it
    _stepped: tuple[Task, int, dict[str, str | None], tuple[str, ...]] | None = field(
        default_factory=_nothing_stepped, init=False, repr=False, compare=False
    )
    # the decision the last run stopped at: its state (None: no run stopped at one since the last change the machine
    # made), its task, its kind and the seat it asks (-1: a simultaneous one, ``task["wait"]``): who is to act and
    # whether a seat is asked, for a caller that made the last step of this state through this flow itself with
    # nothing changed since (``to_act``, ``first_to_act`` and ``legal_ids``' ``kept``); any resolution, step or run
    # drops it (four fields, not a tuple: nothing made at each stop). A flow is shared by every game of its kind, in
    # any thread (a web replay runs beside a table's step): the state is written last and read last, so fields read
    # while another run writes its stop never pass for this state's (``_stopped``)
    _stop_state: State | None = field(default_factory=_no_state, init=False, repr=False, compare=False)
    _stop_task: Task | None = field(default_factory=_no_task, init=False, repr=False, compare=False)
    _stop_decision: Decision | None = field(default_factory=_no_decision, init=False, repr=False, compare=False)
    _stop_seat: int = field(default_factory=int, init=False, repr=False, compare=False)

    # -- registering ----------------------------------------------------------------------------
    def auto(self, kind: str) -> Callable[[AutoFn], AutoFn]:
        def register(fn: AutoFn) -> AutoFn:
            self._new_kind(kind)
            self.autos[kind] = fn
            return fn

        return register

    def decision(
        self,
        kind: str,
        options: OptionsFn,
        ask_single: bool = False,
        ordered: bool = False,
        undo: Literal["secret", "reveal"] | None = None,
        path: PathFn | None = None,
        terms: TermsFn | None = None,
        nexts: NextsFn | None = None,
    ) -> Callable[[ResolveFn], ResolveFn]:
        """Register a decision kind (``path``: asked step by step, see the module's notes).

        ``nexts`` (a stepwise kind's, optional): ``nexts(state, task, seat, begun)`` lists the next steps after the
        steps ``begun`` without listing every complete move: exactly the distinct ``path(move)[len(begun)]`` of the
        moves whose paths begin with ``begun``, in the moves' order, each with the move whose path it completes
        (None: the step leads on), as a dict (never changed by the engine). The engine then asks, checks and takes
        the steps from it; a kind without it has them derived from its complete moves (``_Stepwise.steps``). What
        needs the complete moves themselves (``moves``, ``completions``, ``open_moves``, ``steps_to``, ``terms``,
        ``make_whole``) lists them as before."""

        def register(fn: ResolveFn) -> ResolveFn:
            self._new_kind(kind)
            if path is None:
                self.decisions[kind] = Decision(kind, options, fn, ask_single, ordered, undo, terms=terms)
            else:
                stepped = _Stepwise(self.game, kind, options, fn, path, nexts)
                self.decisions[kind] = Decision(
                    kind, stepped.options, stepped.resolve, ask_single, False, undo, path, options, fn, terms, stepped
                )
            return fn

        return register

    def side(self, kinds: Iterable[str], options: SideOptionsFn) -> Callable[[SideFn], SideFn]:
        def register(fn: SideFn) -> SideFn:
            owned = frozenset(kinds)
            if any(owned & side.kinds for side in self.sides):
                raise ValueError(f"{self.game}: side action kinds {sorted(owned)} registered twice")
            self.sides.append(Side(owned, options, fn))
            self._sided.clear()  # (found again with this one)
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
    def is_over(self, state: State, kept: bool = False) -> bool:
        """Whether the game is over (``kept``: see :meth:`to_act`; a run that stopped at a decision did not end it)."""
        if kept and self._stop_state is state:
            return False
        phase: str = state["phase"]
        return phase == OVER

    def to_act(self, state: State, kept: bool = False) -> list[int]:
        """The seats to act (``kept``: the caller made the last step of this very state through this flow itself,
        and nothing has changed the state since, as ``legal_ids``' ``kept``: the decision the run stopped at is read
        from where it stopped, without reading the state)."""
        stop_seat = self._stop_seat  # (read before the state: see ``_stop_state``)
        if kept and self._stop_state is state and stop_seat >= 0:
            return [stop_seat]
        phase: str = state["phase"]  # typed: read by the compiled build as a text, a list and dicts
        tasks: list[Task] = state["tasks"]
        if phase == OVER or not tasks:
            return []
        task = tasks[-1]
        kind: str = task["t"]
        if kind not in self.decisions:
            return []
        wait = task.get("wait")
        if wait is None:
            seat: int = task["seat"]
            return [seat]
        return sorted(wait)

    def first_to_act(self, state: State, kept: bool = False) -> int | None:
        """``to_act(state)[0]`` without the list (a rollout's loop, ``Game.play_uniform``): the seat of a one-seat
        decision on top, the lowest waiting seat of a simultaneous one; None where ``to_act`` is empty (``kept``: see
        :meth:`to_act`)."""
        stop_seat = self._stop_seat  # (read before the state: see ``_stop_state``)
        if kept and self._stop_state is state and stop_seat >= 0:
            return stop_seat
        phase: str = state["phase"]
        tasks: list[Task] = state["tasks"]
        if phase == OVER or not tasks:
            return None
        task = tasks[-1]
        kind: str = task["t"]
        if kind not in self.decisions:
            return None
        wait = task.get("wait")
        if wait is None:
            seat: int = task["seat"]
            return seat
        return min(wait) if wait else None

    def option_ids(self, state: State, seat: int) -> list[str]:
        """The ids of the seat's options now (unsorted, as the kind lists them); [] if it is not asked."""
        asked = self._asking(state, seat)
        return [] if asked is None else list(asked[0].options(state, asked[1], seat))

    def legal_ids(self, state: State, seat: int, kept: bool = False) -> list[str]:
        """The ids of the seat's options now, unique and in the flow's order; [] if it is not asked.

        ``kept``: the caller made the last step of this very state through this flow itself, and nothing has changed
        the state since (a rollout's loop: ``Game.next_actions``); the options the machine's run found when it
        stopped at this decision (its lone-option check) are then taken instead of listed again, if they are for
        this state and task."""
        stop_task, stop_decision, stop_seat = self._stop_task, self._stop_decision, self._stop_seat  # (then the state)
        if kept and self._stop_state is state and stop_task is not None and stop_decision is not None:
            # the decision the run stopped at, without reading the state (``_asking``'s answer there)
            if stop_seat >= 0 and seat != stop_seat:
                return []
            if stop_seat < 0 and seat not in stop_task["wait"]:
                return []
            decision, task = stop_decision, stop_task
        else:
            asked = self._asking(state, seat)
            if asked is None:
                return []
            decision, task = asked
        stepped = decision.stepwise
        moves: list[str] | None = None
        pending = self._pending if kept else None
        direct = stepped.direct if stepped is not None else None
        if direct is not None:  # the next steps listed directly (the side actions' check by them too)
            found_by_run = self._stepped if kept else None  # the run's lone-step check's, when it stopped here
            if found_by_run is not None and found_by_run[0] is task and found_by_run[1] == seat:
                nexts, begun = found_by_run[2], found_by_run[3]
            else:
                begun = sofar(task, seat)
                nexts = direct(state, task, seat, begun)
            ids = list(nexts)
            self._stepped = (task, seat, nexts, begun)  # for the step taken from this list (``resolve``, ``offered``)
        elif stepped is not None:  # the complete moves listed once, for the next steps and for the side actions' check
            moves = list(stepped.moves(state, task, seat))
            ids = list(stepped.steps(moves, task, seat))
            self._listed = (task, seat, moves)  # for the step taken from this list (``resolve``, ``offered``)
        elif pending is not None and pending[0] is state and pending[1] is task:
            ids = pending[2]  # a one-seat decision's: ``_asking`` found ``seat`` is its seat
        else:
            found = decision.options(state, task, seat)
            ids = found if type(found) is list else list(found)
        # the side actions, unless the seat has chosen a step: asked only when there are some (most often there are
        # none, and the check goes through the steps chosen so far)
        extra = [aid for side in self.sides for aid in side.options(state, seat)] if self.sides else []
        if extra and self._committed(decision, task, state, seat, moves):
            extra = []
        if extra:
            return self._joined(ids, extra)
        if decision.ordered or len(ids) < 2:
            return ids
        listed = tuple(ids)
        found = self._part(listed)
        return list(found) if found else self._in_order(listed)

    def listed(self, state: State, seat: int, kept: bool = False) -> list[str]:
        """The seat's legal list (``FlowRules.legal_actions``' ids): the game's ``lister``'s, for a decision it lists
        itself (the same list :meth:`legal_ids` makes), else :meth:`legal_ids`' (``kept``: see there)."""
        lister = self.lister
        if lister is not None:
            ids = lister(state, seat)
            if ids is not None:
                return ids
        return self.legal_ids(state, seat, kept)

    def take(self, state: State, seat: int, action_id: str, rng: Rng, events: Events, offered: bool = False) -> None:
        """A legal option chosen (``FlowRules.apply``; ``offered``: its ``apply_offered``): the game's ``taker``
        carries it out when it takes such a step itself (the same effect as :meth:`resolve`; it answers whether it
        did), else :meth:`resolve`; with a ``logger``, the events it caused are logged as the logger rewrites them."""
        logger = self.logger
        caused: Events = [] if logger is not None else events
        self._stop_state = None  # the state changes from here on, whoever takes the step (a ``taker`` may not run)
        taker = self.taker
        if taker is None or not taker(state, seat, action_id, rng, caused):
            self.resolve(state, seat, action_id, rng, caused, offered)
        if logger is not None:
            events.extend(logger(state, caused))

    def _in_order(self, listed: tuple[str, ...]) -> list[str]:
        """The ids ``listed`` unique and in the flow's order, sorted once for each list as it comes (a copy)."""
        order = self._order
        found = order.get(listed)
        if found is None:
            if len(order) >= ORDER_KEPT:
                order.clear()
            found = order[listed] = self._sorted(set(listed))
        return list(found)

    def _sorted(self, ids: set[str]) -> list[str]:
        """The ids in the flow's order (each id's key computed once per flow): by the keys' codes (the same order,
        ties included: a stable sort of the same ids by the same comparisons), or by the keys where some key has
        no code."""
        if self._coding(ids):
            return sorted(ids, key=self._codes.__getitem__)
        keys = self._keys
        for aid in ids:
            if aid not in keys:
                keys[aid] = self.key(aid)
        return sorted(ids, key=keys.__getitem__)

    def _coding(self, ids: Iterable[str]) -> bool:
        """Whether every id of ``ids`` has a code (made and kept for an id new to the flow; a key without one makes
        the flow ``_uncoded``, a code already another id's makes it ``_ties``)."""
        codes = self._codes
        for aid in ids:
            if aid not in codes:
                if self._uncoded:
                    return False
                code = _code(self.key(aid))
                if code is None:
                    self._uncoded = True
                    return False
                codes[aid] = code
                if code in self._coded:
                    self._ties = True
                else:
                    self._coded[code] = aid
        return True

    def _part(self, listed: tuple[str, ...]) -> list[str]:
        """A part of a legal list (``listed``, as listed) unique and in the flow's order, sorted once for each part
        as it comes (not a copy: never handed out); empty where that may not be its order within a whole list: two
        ids of the flow with the same key (the order of two such ids within a whole list is the set's,
        ``_in_order``), or keys without codes.

        With no ties an id is its code: the codes are sorted (texts by themselves, the cheapest sort there is) and
        each is read back as its id, an id listed twice once."""
        parts = self._parts
        found = parts.get(listed)
        if found is None:
            if len(parts) >= ORDER_KEPT:
                parts.clear()
            found = []
            if self._coding(listed) and not self._ties:
                codes, coded = self._codes, self._coded
                order = [codes[aid] for aid in listed]
                order.sort()
                last = ""  # no code is empty
                for code in order:
                    if code != last:
                        found.append(coded[code])
                        last = code
            parts[listed] = found
        return found

    def _joined(self, ids: list[str], extra: list[str]) -> list[str]:
        """``_in_order((*ids, *extra))``: a decision's options and the side actions beside them. Each part is sorted
        apart (the two vary independently, so each is found sorted far more often than the pair), and when every
        key of one part is below every key of the other (the parts' kinds differ: nearly always), the list is the
        one part and then the other; otherwise the whole list is sorted as before."""
        first, second = self._part(tuple(ids)), self._part(tuple(extra))
        if first and second:
            codes = self._codes
            if codes[first[-1]] < codes[second[0]]:
                return first + second
            if codes[second[-1]] < codes[first[0]]:
                return second + first
        return self._in_order((*ids, *extra))

    # -- stepwise decisions --------------------------------------------------------------------------
    @staticmethod
    def _committed(decision: Decision, task: Task, state: State, seat: int, moves: list[str] | None = None) -> bool:
        """Whether the seat has chosen a step of a stepwise decision: steps taken alone (a lone first step) that
        every move begins with are no choice, so side actions are still offered with them. ``moves``: the
        decision's complete moves now, if already listed."""
        begun = sofar(task, seat) if decision.path else ()
        if not begun:
            return False
        stepped = decision.stepwise
        direct = stepped.direct if stepped is not None and moves is None else None
        if direct is not None:
            return _strayed(direct, state, task, seat, begun)
        assert decision.moves is not None and decision.path is not None
        n = len(begun)
        return any(
            decision.path(m)[:n] != begun for m in (decision.moves(state, task, seat) if moves is None else moves)
        )

    def sofar(self, state: State, seat: int) -> tuple[str, ...]:
        """The steps ``seat`` has chosen of a move it has not finished (empty: none begun)."""
        asked = self._asking(state, seat)
        return sofar(asked[1], seat) if asked is not None and asked[0].path else ()

    def moves(self, state: State, seat: int) -> list[str]:
        """The complete moves of the seat's decision now, whatever steps it has chosen (a plain decision's options)."""
        asked = self._asking(state, seat)
        if asked is None:
            return []
        decision, task = asked
        return list((decision.moves or decision.options)(state, task, seat))

    def completions(self, state: State, seat: int, step: str) -> list[str]:
        """The complete moves that the option ``step`` of the seat's decision leads to (a plain option: itself)."""
        asked = self._asking(state, seat)
        if asked is None:
            return []
        decision, task = asked
        if decision.path is None or decision.moves is None:
            return [step]
        begun = (*sofar(task, seat), step)
        n = len(begun)
        return [m for m in decision.moves(state, task, seat) if decision.path(m)[:n] == begun]

    def steps_to(self, state: State, seat: int, move: str) -> tuple[str, ...]:
        """The steps still to take to the complete move ``move`` (the move itself for a plain decision); ValueError
        if the steps chosen so far lead elsewhere."""
        asked = self._asking(state, seat)
        if asked is None or asked[0].path is None:
            return (move,)
        path, begun = asked[0].path(move), sofar(asked[1], seat)
        if path[: len(begun)] != begun:
            raise ValueError(f"{self.game}: {move!r} is not reached from the steps taken so far {list(begun)}")
        return path[len(begun) :]

    def open_moves(self, state: State, seat: int) -> dict[str, str]:
        """The complete moves the seat's stepwise decision can still come to from the steps chosen so far, each with
        its next step (in the moves' order); empty if the seat's decision now is not asked step by step."""
        asked = self._asking(state, seat)
        if asked is None or asked[0].path is None or asked[0].moves is None:
            return {}
        decision, task = asked
        assert decision.path is not None and decision.moves is not None
        begun = sofar(task, seat)
        n, found = len(begun), dict[str, str]()
        for move in decision.moves(state, task, seat):
            path = decision.path(move)
            if path[:n] == begun and len(path) > n:
                found[move] = path[n]
        return found

    def make_whole(self, state: State, seat: int, move: str, rng: Rng, events: Events) -> None:
        """Make an open move of the seat's stepwise decision at once, as its last step does (the steps so far
        forgotten, the kind's resolution, then on to the next decision): the position its steps would reach, for a
        bot's look-ahead, without asking each step."""
        asked = self._asking(state, seat)
        finish = None if asked is None else asked[0].finish
        if asked is None or finish is None:
            raise RuntimeError(f"{self.game}: seat {seat} is not making a move step by step; cannot make {move!r}")
        task = asked[1]
        self._listed = self._pending = self._stepped = None  # the state changes here, not by ``resolve``
        self._stop_state = None
        _note(task, seat, ())
        finish(state, task, seat, move, rng, events)
        self.run(state, rng, events)

    def terms(self, state: State, seat: int, option: str) -> Terms | None:
        """An option's cost and gain: a complete move's by the kind's ``terms``, a step's the span over its moves."""
        asked = self._asking(state, seat)
        if asked is None or asked[0].terms is None or self._side(option) is not None:
            return None
        decision, task = asked
        assert decision.terms is not None
        moves = self.completions(state, seat, option)
        return Terms.spread(decision.terms(state, task, seat, m) for m in moves) if moves else None

    def _asking(self, state: State, seat: int) -> tuple[Decision, Task] | None:
        """The decision on top of the stack and its task, if it waits for ``seat``."""
        tasks: list[Task] = state["tasks"]  # typed: read by the compiled build as a list and dicts
        if not tasks:
            return None
        phase: str = state["phase"]
        if phase == OVER:
            return None
        task = tasks[-1]
        kind: str = task["t"]
        decision = self.decisions.get(kind)
        if decision is None:
            return None
        wait = task.get("wait")
        if wait is None:
            asked: int = task["seat"]
            if seat != asked:
                return None
        elif seat not in wait:
            return None
        return decision, task

    def resolve(self, state: State, seat: int, action_id: str, rng: Rng, events: Events, offered: bool = False) -> None:
        """Carry out a chosen option of the top decision, then run on until the next decision.

        ``offered``: the caller knows the option comes from the seat's last legal list, made for this very state
        and unchanged since (``GameRules.apply_offered``); a stepwise kind's step is then taken from the moves that
        list was made from, if they are the last listed (``legal_ids``) and for this task object and seat. Every
        resolution drops the kept moves, so none survives a change the machine makes; a change made to the state
        from outside between the list and the step is what ``offered`` promises did not happen."""
        listed, self._listed = self._listed, None
        kept, self._stepped = self._stepped, None
        self._pending = None
        self._stop_state = None
        tasks: list[Task] = state["tasks"]  # typed: read by the compiled build as a list and dicts
        kind: str | None = tasks[-1]["t"] if tasks else None
        decision = self.decisions.get(kind) if kind is not None else None
        if decision is None:
            raise RuntimeError(f"{self.game}: no decision is waiting; cannot resolve {action_id!r}")
        task = tasks[-1]
        stepped = decision.stepwise
        direct = stepped.direct if stepped is not None else None
        # a stepwise kind's complete moves, listed once for the check, the step and the lone steps after it (a
        # step changes nothing but the task's steps so far, which the moves do not depend on)
        moves: list[str] | None = None
        if stepped is not None and direct is None:
            if offered and listed is not None and listed[0] is task and listed[1] == seat:
                moves = listed[2]
            elif sofar(task, seat):
                moves = list(stepped.moves(state, task, seat))
        side = self._side(action_id)
        if side is not None and self._committed(decision, task, state, seat, moves):
            side = None  # a side action's id, but the seat has chosen a step: not offered (found by the step)
        if side is not None:
            if decision.path:
                _note(task, seat, ())  # its lone first steps are taken again, as the side action leaves them
            side.resolve(state, seat, action_id, rng, events)  # the decision stays: asked again
            self.run(state, rng, events)
        elif direct is not None:
            assert stepped is not None
            if offered and kept is not None and kept[0] is task and kept[1] == seat:
                nexts, begun = kept[2], kept[3]
            else:
                begun = sofar(task, seat)
                nexts = direct(state, task, seat, begun)
            stepped.advance(nexts, state, task, seat, action_id, rng, events, begun)
            self.run(state, rng, events)  # its lone next steps are taken there (``run``)
        elif stepped is not None:
            if moves is None:
                moves = list(stepped.moves(state, task, seat))
            made = stepped.take(moves, state, task, seat, action_id, rng, events)
            self.run(state, rng, events, None if made else (task, seat, moves))
        else:
            decision.resolve(state, task, seat, action_id, rng, events)
            self.run(state, rng, events)

    def _side(self, action_id: str) -> Side | None:
        """The side actions whose kinds own ``action_id``'s head (its text before the first colon), if any (asked at
        every resolution: found once per id, ``_sided``)."""
        sides = self.sides
        if not sides:
            return None
        sided = self._sided
        found = sided.get(action_id, -2)
        if found == -2:
            found = -1
            cut = action_id.find(":")
            head = action_id if cut < 0 else action_id[:cut]
            for i in range(len(sides)):
                if head in sides[i].kinds:
                    found = i
                    break
            if len(sided) >= ORDER_KEPT:
                sided.clear()
            sided[action_id] = found
        return sides[found] if found >= 0 else None

    def run(self, state: State, rng: Rng, events: Events, listed: tuple[Task, int, list[str]] | None = None) -> None:
        """Resolve automatic work (and lone options) until a decision needs a seat or the game is over.

        ``listed``: a stepwise task on top, its seat and its complete moves now (a step of it just taken, nothing
        else changed), so that its lone next steps are found and taken without listing the moves again."""
        self._listed = self._pending = None  # the state changes from here on (also when a game runs the machine itself)
        self._stepped = None
        self._stop_state = None
        tasks: list[Task] = state["tasks"]  # typed: read by the compiled build as a list and dicts
        noted: tuple[str, ...] | None = None  # the steps so far of the task on top, where a lone step just noted them
        noted_task: Task | None = None
        for _ in range(_MAX_AUTO_STEPS):
            phase: str = state["phase"]
            if phase == OVER:
                tasks.clear()
                return
            if not tasks:
                if not self.phases[phase](state, rng, events):
                    return
                continue
            top = tasks[-1]
            kind: str = top["t"]
            decision = self.decisions.get(kind)
            if decision is None:
                tasks.pop()
                self._auto(kind)(state, top, rng, events)
                continue
            if top.get("wait") is not None:  # a simultaneous decision: asked, whatever the number of options
                self._stopped(state, top, decision, -1)
                return
            seat: int = top["seat"]
            begun: tuple[str, ...] | None = noted if noted_task is top else None
            noted_task = None
            if decision.ask_single:  # asked even alone, but for a later step of a move begun (``_asks_alone``)
                if begun is None and decision.path:
                    begun = sofar(top, seat)
                if not (decision.path and begun):
                    self._stopped(state, top, decision, seat)
                    return
            stepped = decision.stepwise
            direct = stepped.direct if stepped is not None else None
            if direct is not None:  # the next steps listed directly: a lone one is taken, and the next asked
                assert stepped is not None
                if begun is None:
                    begun = sofar(top, seat)
                nexts = direct(state, top, seat, begun)
                if len(nexts) != 1:
                    if not nexts:
                        raise RuntimeError(f"{self.game}: decision {kind!r} for seat {seat} has no option")
                    self._stepped = (top, seat, nexts, begun)  # for the legal list asked next (``legal_ids``, ``kept``)
                    self._stopped(state, top, decision, seat)
                    return
                step = next(iter(nexts))
                if not stepped.advance(nexts, state, top, seat, step, rng, events, begun):
                    noted, noted_task = (*begun, step), top  # only the task's steps changed: they are these
                continue
            if listed is not None and stepped is not None and listed[0] is top and listed[1] == seat:
                moves = listed[2]
                lone = _lone(self.game, top, stepped.steps(moves, top, seat))
                if lone is None:
                    self._stopped(state, top, decision, seat)
                    return
                if stepped.take(moves, state, top, seat, lone, rng, events):
                    listed = None  # the move is made: the state has changed
                continue
            listed = None
            found = decision.options(state, top, seat)
            if type(found) is list:  # the list itself, kept for the legal list asked next (``legal_ids``, ``kept``)
                if len(found) != 1:
                    if not found:
                        raise RuntimeError(f"{self.game}: decision {kind!r} for seat {seat} has no option")
                    self._pending = (state, top, found)
                    self._stopped(state, top, decision, seat)
                    return
                lone = found[0]
            else:
                lone = _lone(self.game, top, found)
                if lone is None:
                    self._stopped(state, top, decision, seat)
                    return
            decision.resolve(state, top, seat, lone, rng, events)
        raise RuntimeError(f"{self.game}: the turn machine ran {_MAX_AUTO_STEPS} steps without a decision")

    def _stopped(self, state: State, task: Task, decision: Decision, seat: int) -> None:
        """Note the decision the run stops at (``_stop_state``; ``seat`` -1: a simultaneous one): its state last (the
        run dropped the last stop's when it began)."""
        self._stop_state = None
        self._stop_task = task
        self._stop_decision = decision
        self._stop_seat = seat
        self._stop_state = state

    def _auto(self, kind: str) -> AutoFn:
        try:
            return self.autos[kind]
        except KeyError:
            raise RuntimeError(f"{self.game}: task kind {kind!r} is not registered") from None

    @staticmethod
    def _asks_alone(decision: Decision, task: Task) -> bool:
        """Whether the decision is asked even with a single option: a simultaneous one, or a kind registered
        ``ask_single`` before its first step (a later lone step of a move begun is no choice: taken unasked)."""
        if task.get("wait") is not None:
            return True
        return decision.ask_single and not (decision.path and sofar(task, task["seat"]))


def _code(key: tuple[Any, ...]) -> str | None:
    """A key of :func:`~conjure.engine.actions.natural_key`'s shape (texts and numbers by turns, a text first and
    last, the numbers whole and not negative) as one text that compares as the key does: a text part escaped (its
    NULs each written NUL + \\x02) and ended by NUL + \\x01, a number as the count of its digits (a character) and
    its digits. No part's code is the start of another's, so two codes first differ inside the codes of the first
    parts that differ, in the order of those parts, and a key that is the start of another has the shorter code,
    the start of the other's. None for a key of any other shape."""
    n = len(key)
    if n % 2 == 0:
        return None
    out: list[str] = []
    for i in range(n):
        part = key[i]
        if i % 2 == 0:
            if type(part) is not str:
                return None
            out.append(part.replace("\0", "\0\2") if "\0" in part else part)
            out.append("\0\1")
        else:
            if type(part) is not int or part < 0:
                return None
            digits = str(part)
            out.append(chr(len(digits) + 2))
            out.append(digits)
    return "".join(out)


def _lone(game: str, task: Task, options: Iterable[str]) -> str | None:
    """The single option among ``options`` (of a one-seat decision's task), else None; an error if there is none."""
    found = list(islice(options, 2))  # two tell it is not alone
    if not found:
        raise RuntimeError(f"{game}: decision {task['t']!r} for seat {task['seat']} has no option")
    return found[0] if len(found) == 1 else None


def next_steps(
    moves: Iterable[str], path: PathFn, begun: tuple[str, ...], paths: dict[str, tuple[str, ...]] | None = None
) -> dict[str, str | None]:
    """A ``nexts`` answer derived from complete moves (those a kind's ``nexts`` knows all the moves after ``begun``
    to be among): the distinct next steps of the moves whose paths begin with ``begun``, in the moves' order, each
    with the move it completes (None: it leads on). ``paths``: the moves' paths a kind keeps (read first; ``path``
    only for a move not there), so that compiled code reads them without a call through the interpreter's
    convention for each move."""
    n, found = len(begun), dict[str, str | None]()
    for move in moves:
        steps = paths.get(move) if paths is not None else None
        if steps is None:
            steps = path(move)
        if len(steps) > n and steps[:n] == begun:
            step = steps[n]
            if len(steps) == n + 1:
                found[step] = move
            elif step not in found:
                found[step] = None
    return found


# each seat's key in a task's steps so far (``str(seat)``), made once: a key made at each note or look-up was hashed
# and compared by its characters every time
_SEAT_KEYS: Final = tuple([str(seat) for seat in range(64)])


def _seat_key(seat: int) -> str:
    """``str(seat)``, the key of the seat's steps so far in a task's ``sofar``."""
    return _SEAT_KEYS[seat] if 0 <= seat < 64 else str(seat)


def sofar(task: Task, seat: int) -> tuple[str, ...]:
    """The steps ``seat`` has chosen in a stepwise decision's task (empty: none)."""
    notes: dict[str, list[str]] | None = task.get("sofar")  # typed: read by the compiled build as a dict and a list
    if not notes:
        return ()
    begun = notes.get(_seat_key(seat))
    return tuple(begun) if begun else ()


@dataclass(frozen=True)
class _Stepwise:
    """A stepwise kind's options and resolution, made from its complete moves, their paths and their resolution."""

    game: str
    kind: str
    moves: OptionsFn
    finish: ResolveFn
    path: PathFn
    direct: NextsFn | None = None  # the next steps listed without the moves (``Flow.decision``'s ``nexts``)

    def options(self, state: State, task: Task, seat: int) -> Iterable[str]:
        """The distinct next steps of the moves that begin with the steps chosen so far, in the moves' order."""
        direct = self.direct
        if direct is not None:
            return list(direct(state, task, seat, sofar(task, seat)))
        return self.steps(self.moves(state, task, seat), task, seat)

    def steps(self, moves: Iterable[str], task: Task, seat: int) -> Iterator[str]:
        """:meth:`options` from the complete moves ``moves`` (the kind's list now)."""
        begun = sofar(task, seat)
        n, seen = len(begun), set[str]()
        for move in moves:
            path = self.path(move)
            if path[:n] == begun:
                if len(path) == n:
                    raise RuntimeError(f"{self.game}: {self.kind} move {move!r}: its path {path} begins another's")
                step = path[n]
                if step not in seen:
                    seen.add(step)
                    yield step

    def resolve(self, state: State, task: Task, seat: int, step: str, rng: Rng, events: Events) -> None:
        """A step: the move it completes is resolved, else the step is noted and the next one asked."""
        direct = self.direct
        if direct is not None:
            begun = sofar(task, seat)
            self.advance(direct(state, task, seat, begun), state, task, seat, step, rng, events, begun)
        else:
            self.take(self.moves(state, task, seat), state, task, seat, step, rng, events)

    def advance(
        self,
        nexts: dict[str, str | None],
        state: State,
        task: Task,
        seat: int,
        step: str,
        rng: Rng,
        events: Events,
        begun: tuple[str, ...] | None = None,
    ) -> bool:
        """:meth:`take` from the next steps listed directly (``nexts``' answer for the steps so far: ``begun``, read
        from the task where not given)."""
        if begun is None:
            begun = sofar(task, seat)
        if step not in nexts:
            raise RuntimeError(
                f"{self.game}: {self.kind}: no move of seat {seat} begins with the steps {(*begun, step)}"
            )
        complete = nexts[step]
        if complete is None:
            _note(task, seat, (*begun, step))
            return False
        _note(task, seat, ())
        self.finish(state, task, seat, complete, rng, events)
        return True

    def take(
        self, moves: Iterable[str], state: State, task: Task, seat: int, step: str, rng: Rng, events: Events
    ) -> bool:
        """:meth:`resolve` from the complete moves ``moves`` (the kind's list now); whether a move was made (else
        the step was only noted, and the state is as it was but for the task's steps so far)."""
        begun = (*sofar(task, seat), step)
        n, complete, longer = len(begun), None, False
        for move in moves:
            path = self.path(move)
            if path == begun:
                complete = move
            elif path[:n] == begun:
                longer = True
        if complete is not None and longer:
            raise RuntimeError(f"{self.game}: {self.kind} move {complete!r}: its path {begun} begins another's")
        if complete is None and not longer:
            raise RuntimeError(f"{self.game}: {self.kind}: no move of seat {seat} begins with the steps {begun}")
        _note(task, seat, () if complete is not None else begun)
        if complete is None:
            return False
        self.finish(state, task, seat, complete, rng, events)
        return True


def _strayed(direct: NextsFn, state: State, task: Task, seat: int, begun: tuple[str, ...]) -> bool:
    """Whether a move does not begin with the steps ``begun`` (``Flow._committed``) by the next steps listed
    directly: some step before the last had another beside it, or completed a move shorter than ``begun``."""
    last = len(begun) - 1
    for k, step in enumerate(begun):
        nexts = direct(state, task, seat, begun[:k])
        if not nexts:
            return False
        if len(nexts) > 1 or step not in nexts or (k < last and nexts[step] is not None):
            return True
    return False


def _note(task: Task, seat: int, begun: tuple[str, ...]) -> None:
    """Keep the seat's steps so far in the task (none: the entry goes). The entry is a new dict whenever it changes
    (never one changed in place), its keys in the order they came; typed, and with the one seat's entry alone (a
    one-seat decision's: nearly always) made or dropped directly."""
    notes: dict[str, list[str]] | None = task.get("sofar")  # typed: read by the compiled build as a dict
    key = _seat_key(seat)
    if not notes:  # none kept (a move made in one step, most often, or a first step)
        if begun:
            task["sofar"] = {key: list(begun)}
        elif "sofar" in task:
            del task["sofar"]
        return
    if len(notes) == 1 and key in notes:  # the seat's own steps alone
        if begun:
            task["sofar"] = {key: list(begun)}
        else:
            del task["sofar"]
        return
    if begun:
        made = dict(notes)
        made[key] = list(begun)
    else:
        made = {k: v for k, v in notes.items() if k != key}  # another seat's steps are left: never empty
    task["sofar"] = made


class Driver:
    """The compiled way from a :class:`~conjure.engine.game.Game` to its :class:`Flow`, past the interpreted rules
    class (``FlowRules``, which every game subclasses and so stays interpreted): to act, over, the legal list as the
    game's shared :class:`Action` objects, and a step's resolution, each the same call the rules class's own method
    makes. ``FlowRules.driver`` makes it with a flag for each method the rules class leaves as ``FlowRules``'s; a
    :class:`Game` asks the rules class itself for any other (a game that lists its legal moves or resolves a step its
    own way keeps its way)."""

    def __init__(
        self,
        flow: Flow,
        table: dict[str, Action],
        game: str,
        labeler: Labeler | None,
        turns: bool,
        legal: bool,
        resolves: bool,
    ) -> None:
        self.flow = flow
        self.table = table  # the game's one shared Action per id (``FlowRules._shared``)
        self.game = game
        self.labeler = labeler
        self.turns = turns  # to_act and is_over are the flow's
        self.legal = legal  # legal_actions is the flow's, as shared actions
        self.resolves = resolves  # apply and apply_offered are the flow's resolution

    def actions(self, ids: list[str]) -> list[Action]:
        """The shared action of each id, in order (made and kept the first time an id is seen)."""
        table = self.table
        found: list[Action] = []
        for aid in ids:
            action = table.get(aid)
            if action is None:
                action = table[aid] = new_action(aid, self.game, self.labeler)
            found.append(action)
        return found

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return self.actions(self.flow.listed(state, seat))

    def next_actions(self, state: State, seat: int) -> list[Action]:
        """:meth:`legal_actions` right after a step this game made itself, nothing changed since (``Flow.legal_ids``'
        ``kept``: a rollout's loop, ``Game.next_actions``)."""
        return self.actions(self.flow.listed(state, seat, True))
