"""Safe undo: which of a seat's last actions it may take back, and why not one more.

A seat may take back its own last steps, and only as far back as nothing new became known and nobody
else acted. Each applied step gets a *mark*: ``None`` when its actor may take it back, or the
:class:`Barrier` that forbids it. A step is a barrier when

- it consumed randomness (the generator's state changed: a card drawn, dice rolled) — ``DRAW``;
- several seats were to act (a simultaneous, secret phase), or the rules declare the action secret with
  ``GameRules.undo_barrier`` — ``SECRET``;
- it told the actor something it could not know before (a reveal) — ``REVEAL``. The test is generic:
  the actor's view after the step must depend only on its view before and the action. The pre-step state
  is redealt for the actor (``GameRules.redeal``: everything it cannot see resampled) a few times, the
  same action is applied to each copy, and the actor's view and log after it are compared with the real
  ones; any difference (or a game without ``redeal``, or an action that is not legal in a redealt copy)
  is a reveal. An event private to a seat other than the actor is a reveal too (someone else learned
  something). The redealt copies that passed are *carried*: a step that revealed nothing left each of them
  a world the actor cannot tell from the real one, so the next step of the run is tested on them with its
  own action instead of on new redeals (which cost most of a mark); after any barrier the next step redeals
  afresh;
- it logged a private event for its actor (a secret placement) — ``SECRET``.

Another seat's step is always a barrier for the asking seat (``OTHER``), and so is every step before an
undo made by another seat (the others saw the steps that were taken back). Nothing is undone once the
game is over (``OVER``).

One exception: a simultaneous step (``GameRules.simultaneous``: seats choose unseen by each other, revealed
together when all are done) that is still open. There a seat may take back its own steps of the step, whatever the
others did in between, until the reveal: nobody has seen them (at the table, face-down cards are picked up again
until everyone has declared done). The others' steps stay; the game becomes the replay of the step without the
ones taken back. A step of it that drew at random (``DRAW``), was declared a reveal, or logged something another
seat reads (``REVEAL``) cannot be taken back, nor anything of the seat's before it; the start of the simultaneous
step is the limit (``BEGUN``). See :func:`secret_mark` and ``Game.undo``.

The marks are computed lazily, only for the trailing run of one seat's steps, from a checkpoint: the
state before the run's first step (:class:`Trail`). The ``Game`` keeps the trail once undo was asked
about, and takes a new checkpoint (one state copy) whenever another seat starts to act; bots and search
never ask, so they never pay for it. A game loaded from a save rebuilds its trail by replaying its
record, so old saves need nothing new.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from conjure.engine.actions import Action
from conjure.engine.copies import deep_copy
from conjure.engine.errors import IllegalAction
from conjure.engine.registry import get_rules
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules, State
from conjure.i18n import N_, Texts

T = Texts("conjure.engine")

UNDO_EVENT = "engine.undo"  # the log entry of an undo: {"type", "seat", "steps", "step"}; every seat reads it
REDEALS = 8  # redealt copies per step in the reveal test; the first difference stops it (see docs)


class Barrier(StrEnum):
    """Why a seat cannot take back one more step (the value is stable: it is sent to clients)."""

    NOTHING = "nothing"  # there is no step to take back
    OTHER = "other"  # another seat has acted since (or saw these steps before an undo)
    DRAW = "draw"  # something was drawn at random
    REVEAL = "reveal"  # something hidden became known
    SECRET = "secret"  # a secret or simultaneous choice
    OVER = "over"  # the game is over
    CHANGED = "changed"  # the game's state is not the replay of its record (edited by hand)
    BEGUN = "begun"  # the simultaneous step began there: what came before it was seen


REASONS: dict[Barrier, str] = {  # English here and in errors; reason_text() translates them for players
    Barrier.NOTHING: N_("there is nothing to take back"),
    Barrier.OTHER: N_("another player has acted since"),
    Barrier.DRAW: N_("something was drawn at random since"),
    Barrier.REVEAL: N_("something hidden was revealed since"),
    Barrier.SECRET: N_("a secret or simultaneous choice was made since"),
    Barrier.OVER: N_("the game is over"),
    Barrier.CHANGED: N_("the game was changed outside its record"),
    Barrier.BEGUN: N_("the simultaneous choice began there"),
}


def reason_text(barrier: Barrier, lang: str = "en") -> str:
    """Why a seat cannot take back more, in cs, en or de (for the player; errors say it in English)."""
    return T.get(lang, REASONS[barrier])


def describe_undo(event: Event, lang: str = "en") -> str:
    """The log line of an undo: who took back how many actions."""
    return T.ntr(
        lang,
        "Player {seat} took back {n} action",
        "Player {seat} took back {n} actions",
        int(event["steps"]),
        seat=int(event["seat"]) + 1,
    )


class UndoRefused(IllegalAction):
    """An undo that is not allowed now; the game is left untouched. ``reason`` says why (a
    :class:`Barrier`), ``allowed`` how many steps the seat could take back."""

    def __init__(self, seat: int, wanted: int, allowed: int, reason: Barrier) -> None:
        self.seat, self.wanted, self.allowed, self.reason = seat, wanted, allowed, reason
        can = f"it can take back {allowed}" if allowed else "it can take back none"
        super().__init__(
            f"seat {seat} cannot take back {wanted} step{'s' if wanted != 1 else ''}: {REASONS[reason]} ({can})"
        )


@dataclass(frozen=True)
class UndoLimit:
    """How many of its last steps a seat may take back now, and what stops it going further."""

    steps: int
    barrier: Barrier


_EPOCHS = itertools.count()  # the trails' epochs: a job for marks made again is told apart


@dataclass
class Trail:
    """The checkpoint before the current run of steps, and the marks of the run's steps computed so far.

    ``state``/``rng`` are the checkpoint (before step ``start``); ``work``/``work_rng`` the same state
    carried forward to step ``start + len(marks)`` while marking, and ``worlds`` the redealt copies carried
    with it (None after a barrier). ``notes`` are the undos so far as (step, seat): steps before ``step`` are
    barriers for every other seat. The marks are a function of the checkpoint, the steps and the seed only.
    """

    start: int
    state: State
    rng: int
    notes: list[tuple[int, int]]
    marks: list[Barrier | None] = field(default_factory=list)
    work: State | None = None
    work_rng: int = 0
    worlds: list[State] | None = None
    broken: bool = False
    epoch: int = field(default_factory=lambda: next(_EPOCHS))  # a new one whenever the marks start again

    def restart(self) -> None:
        """Forget the marks: they are made again from the checkpoint when next asked (a job for the old ones is
        not taken, see :class:`MarkJob`)."""
        self.marks, self.work, self.worlds, self.epoch = [], None, None, next(_EPOCHS)

    @classmethod
    def at(cls, start: int, state: State, rng: int, notes: list[tuple[int, int]]) -> Trail:
        return cls(start, deep_copy(state), rng, notes)


@dataclass(frozen=True)
class MarkJob:
    """Marking that a game would do on its next undo question, handed to another thread or process (a server
    marks off its event loop): the game's rules by name, the trail and the step it starts at, the state and the
    generator before that step with the worlds carried to it (copies the job owns), and the steps as (seat, action
    id, salt). :func:`run_marks` does it anywhere; ``Game.take_marks`` takes the result if the game is still there."""

    game: str
    epoch: int
    first: int
    state: State
    rng: int
    worlds: list[State] | None
    steps: tuple[tuple[int, str, int], ...]


@dataclass(frozen=True)
class Marked:
    """What :func:`run_marks` found: a mark per step, and the state, generator and worlds after them (``broken``:
    a step did not replay, as when ``Game`` marks)."""

    marks: list[Barrier | None]
    state: State
    rng: int
    worlds: list[State] | None
    broken: bool


def run_marks(job: MarkJob) -> Marked:
    """Mark the job's steps (in any thread or process; the job's state is used up)."""
    rules, rng, worlds = get_rules(job.game), Rng(job.rng), job.worlds
    marks: list[Barrier | None] = []
    try:
        for seat, action_id, salt in job.steps:
            mark, worlds = mark_step(rules, job.state, rng, seat, action_id, salt, worlds)
            marks.append(mark)
    except IllegalAction:
        return Marked(marks, job.state, rng.state, None, True)
    return Marked(marks, job.state, rng.state, worlds, False)


def readable(rules: GameRules, events: list[Event], seat: int) -> list[Event]:
    """The events as ``seat`` may read them (the same filter as ``Game.events_for``, without steps)."""
    shown: list[Event] = []
    for event in events:
        if rules.event_visible(event, seat):
            shown.append({k: v for k, v in event.items() if k not in ("to", "public", "step")})
        else:
            redacted = rules.redact_event(event, seat)
            if redacted is not None:
                shown.append(redacted)
    return shown


def mark_step(
    rules: GameRules, state: State, rng: Rng, seat: int, action_id: str, salt: int, worlds: list[State] | None = None
) -> tuple[Barrier | None, list[State] | None]:
    """Apply one recorded step to ``state`` (in place, drawing from ``rng``) and say whether its actor may
    take it back: ``None``, or the barrier it is. ``salt`` seeds the redeals (never the game's generator).

    ``worlds`` are the copies carried from the run's previous step (None: redeal afresh); the second value
    returned are the copies to carry to the next step (None after a barrier)."""
    to_act = rules.to_act(state)
    action = _legal(rules, state, seat, action_id)
    declared = rules.undo_barrier(state, seat, action)
    tested = len(to_act) == 1 and declared is None  # else a barrier whatever the step shows
    before, rng_before = (deep_copy(state) if worlds is None and tested else None), rng.state
    events: list[Event] = []
    rules.apply(state, seat, action, rng, events)
    if rng.state != rng_before:
        return Barrier.DRAW, None
    if len(to_act) > 1:
        return Barrier.SECRET, None
    if declared is not None:
        return Barrier(declared), None
    tried: Iterable[State | None] = _redeals(rules, before, seat, salt) if before is not None else worlds or []
    carried = _carried(rules, tried, rng_before, seat, action_id, _seen(rules, state, seat, events))
    if carried is None:
        return Barrier.REVEAL, None
    private = _private(events, seat)
    return private, (carried if private is None else None)


def _redeals(rules: GameRules, before: State, seat: int, salt: int) -> Iterator[State | None]:
    """The seat's redeals of ``before``, made one at a time (a reveal usually shows in the first)."""
    for i in range(REDEALS):
        yield rules.redeal(before, seat, Rng(salt * 1_000_003 + i))


def _legal(rules: GameRules, state: State, seat: int, action_id: str) -> Action:
    for action in rules.legal_actions(state, seat):
        if action.id == action_id:
            return action
    raise IllegalAction(f"recorded step {action_id!r} of seat {seat} is not legal in the checkpointed state")


def _carried(
    rules: GameRules,
    worlds: Iterable[State | None],
    rng_before: int,
    seat: int,
    action_id: str,
    expected: tuple[Any, ...],
) -> list[State] | None:
    """The worlds after the step, or None if the seat's view after it differs in one of them (a reveal):
    its view after the step must depend only on its view before and the action."""
    after: list[State] = []
    for world in worlds:
        if world is None:
            return None  # the game cannot resample what the seat does not see: no proof nothing was shown
        try:
            action = _legal(rules, world, seat, action_id)
        except IllegalAction:
            return None
        trial: list[Event] = []
        rules.apply(world, seat, action, Rng(rng_before), trial)
        if _seen(rules, world, seat, trial) != expected:
            return None
        after.append(world)
    return after


def _seen(rules: GameRules, state: State, seat: int, events: list[Event]) -> tuple[Any, ...]:
    over = rules.is_over(state)
    return (over, [] if over else rules.to_act(state), rules.view(state, seat), readable(rules, events, seat))


def _private(events: list[Event], seat: int) -> Barrier | None:
    """A private event in the step: told to others (a reveal), or to the actor alone (a secret act)."""
    for event in events:
        to = event.get("to")
        if to is not None:
            return Barrier.REVEAL if any(s != seat for s in to) else Barrier.SECRET
    return None


@dataclass(frozen=True)
class Opened:
    """An open simultaneous step: the index of its first step, and the state and generator before it."""

    start: int
    state: State
    rng: int


def secret_mark(
    rules: GameRules, players: int, seat: int, declared: str | None, drew: bool, events: list[Event]
) -> Barrier | None:
    """Whether ``seat`` may take back its step of an open simultaneous step: not if it drew at random, was declared
    a reveal, or logged an event another seat reads as it is (a public one; a redacted form says only that the seat
    acted, as the table sees a card laid face down)."""
    if drew:
        return Barrier.DRAW
    if declared == "reveal" or any(
        rules.event_visible(e, other) for e in events for other in range(players) if other != seat
    ):
        return Barrier.REVEAL
    return None


def notes_in(events: list[Event]) -> list[tuple[int, int]]:
    """The undos recorded in a log, as (step, seat)."""
    return [(int(e["step"]), int(e["seat"])) for e in events if e.get("type") == UNDO_EVENT]


def merge_notes(replayed: list[Event], saved: Any, players: int, steps: int) -> list[Event]:
    """The replayed log with the undo notes of a saved log put back at their steps (a verified load).

    A note that is not well formed (another seat count, a step past the end) is dropped: the log of a
    replay is the truth, the notes only tell what was taken back."""
    found = saved if isinstance(saved, list) else []
    notes = [
        e for e in found if isinstance(e, dict) and e.get("type") == UNDO_EVENT and _well_formed(e, players, steps)
    ]
    if not notes:
        return replayed
    keyed = [((int(e["step"]), 0), dict(e)) for e in notes]
    keyed += [((int(e.get("step", -1)), 1), e) for e in replayed]
    return [e for _, e in sorted(keyed, key=lambda pair: pair[0])]


def _well_formed(event: Event, players: int, steps: int) -> bool:
    values = [event.get(key) for key in ("seat", "steps", "step")]
    numbers = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
    if len(numbers) < 3:
        return False
    seat, count, step = numbers
    return 0 <= seat < players and count >= 1 and 0 <= step <= steps
