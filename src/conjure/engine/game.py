"""A game in progress: the rules, the state, the seeded generator, the history and the log."""

from __future__ import annotations

import json
import secrets
from typing import Any, Final

from conjure.engine.actions import Action
from conjure.engine.choices import ChoiceGroup, group_choices
from conjure.engine.copies import deep_copy
from conjure.engine.errors import ConfigError, IllegalAction, LoadError
from conjure.engine.machine import QUIET, Driver
from conjure.engine.presentation import Presentation
from conjure.engine.registry import get_rules
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules, State
from conjure.engine.terms import Terms, terms_text
from conjure.engine.undo import (
    UNDO_EVENT,
    Barrier,
    Marked,
    MarkJob,
    Opened,
    Trail,
    UndoLimit,
    UndoRefused,
    describe_undo,
    mark_step,
    merge_notes,
    notes_in,
    secret_mark,
)

SCHEMA_VERSION: Final = 1
_SHOWN_LEGAL: Final = 40  # how many legal ids an IllegalAction message lists before "…"


class Game:
    """One game. Create it with :func:`new_game`, :func:`load_game` or :func:`replay`."""

    def __init__(
        self,
        rules: GameRules,
        players: int,
        seed: int,
        options: dict[str, Any],
        state: State,
        rng: Rng,
        history: list[list[Any]] | None = None,
        events: list[Event] | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.options = options
        self._state = state
        # whether the state object may be held outside the game (read through ``state``, or handed in to this
        # constructor): it may then be changed in place behind the game's back, so nothing is kept across steps for it
        self._shown = True
        self.rng = rng
        self.history: list[list[Any]] = history if history is not None else []
        self.events: list[Event] = events if events is not None else []
        # the last legal_actions() answer (a tuple of its actions: the caller may change the list it was handed) and
        # the (state, step, seat) it was for; an action is among them if its id is (:func:`_offers`)
        self._offered: tuple[State, int, int, tuple[Action, ...]] | None = None
        # the state and step right after this game's own step through its turn machine (``apply_unchecked``), for a
        # state never shown: the machine's run kept the options of the decision it stopped at, which
        # ``legal_actions`` takes at that step (``Flow.legal_ids``' ``kept``); None once the state is shown or replaced
        # (two fields, not a tuple: nothing made at each step)
        self._ran: State | None = None
        self._ran_step = -1
        # undo's checkpoint before the current run of one seat's steps; kept once undo was asked about
        self._trail: Trail | None = None
        # the open simultaneous step (None: none), followed step by step once undo was asked about (``_follows``)
        self._opened: Opened | None = None
        self._follows = False
        self._secret: tuple[int, int, list[tuple[int, Barrier | None]] | None] | None = None  # (steps, revision, marks)
        # the compiled way past the rules class to its turn machine, for the methods it leaves as the machine's
        # (``GameRules.driver``; None: every call goes to the rules)
        self._driver: Driver | None = rules.driver()

    @property
    def state(self) -> State:
        """The game's state (a JSON-ready dict). Once read here it may be changed in place by whoever holds it, so
        from then on the game lists every legal list afresh (as it always did before the first read)."""
        self._shown = True
        self._ran = None
        return self._state

    @state.setter
    def state(self, state: State) -> None:
        self._state = state
        self._shown = True
        self._ran = None

    # -- the protocol ------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.rules.name

    @property
    def to_act(self) -> list[int]:
        """The seats that must act now (several in a simultaneous phase; empty when over)."""
        driver = self._driver
        if driver is not None and driver.turns:  # none when over; ``kept``: as ``legal_actions``'
            return driver.flow.to_act(self._state, self._ran is self._state and self._ran_step == len(self.history))
        if self.rules.is_over(self._state):
            return []
        return self.rules.to_act(self._state)

    @property
    def is_over(self) -> bool:
        driver = self._driver
        if driver is not None and driver.turns:  # ``kept``: as ``legal_actions``'
            return driver.flow.is_over(self._state, self._ran is self._state and self._ran_step == len(self.history))
        return self.rules.is_over(self._state)

    def legal_actions(self, seat: int) -> list[Action]:
        """The legal actions of ``seat`` now, sorted; empty if it is not to act.

        An :class:`Action` object from this list, applied at the same step, is accepted without building
        the list again (the checked path then costs one generation, as the unchecked one does).
        """
        driver = self._driver
        if driver is not None and driver.legal:
            kept = self._ran is self._state and self._ran_step == len(self.history)
            actions = driver.actions(driver.flow.listed(self._state, seat, kept))
        else:
            actions = self.rules.legal_actions(self._state, seat)  # empty for a seat not to act (the contract)
        self._offered = (self._state, len(self.history), seat, tuple(actions))
        return actions

    def next_actions(self, seat: int) -> list[Action]:
        """:meth:`legal_actions`, asked right after this game's own :meth:`apply_unchecked` with nothing done to the
        game or its state in between (a rollout's loop, ``engine.bots.play_random``): the turn machine then hands over
        the options its lone-option check just listed for the decision it stopped at, instead of listing them again
        (``Flow.legal_ids``' ``kept``). The same list; code that may have touched the state asks :meth:`legal_actions`."""
        driver = self._driver
        if driver is None or not driver.legal:
            return self.legal_actions(seat)
        actions = driver.next_actions(self._state, seat)
        self._offered = (self._state, len(self.history), seat, tuple(actions))
        return actions

    def shown_actions(self, seat: int) -> list[Action]:
        """:meth:`legal_actions` in the order a player reads them: a pass or "End the turn" after the real moves
        (:meth:`conjure.engine.presentation.Presentation.in_shown_order`)."""
        return self.rules.presentation.in_shown_order(self.legal_actions(seat))

    def find_action(self, seat: object, action: Action | str) -> Action:
        """The legal action meant by ``action`` (an Action or its id), or raise IllegalAction."""
        wanted = action.id if isinstance(action, Action) else str(action).strip()
        seat = self._check_seat(seat)
        if isinstance(action, Action) and self._was_offered(seat, wanted):
            return action
        if self.is_over:
            raise IllegalAction(f"the game is over; {wanted!r} cannot be played")
        to_act = self.to_act
        if seat not in to_act:
            raise IllegalAction(f"seat {seat} is not to act now; to act: {to_act}")
        legal = self.rules.legal_actions(self._state, seat)
        for candidate in legal:
            if candidate.id == wanted:
                return candidate
        raise IllegalAction(f"{wanted!r} is not legal for seat {seat} now; legal: {_list_ids(legal)}")

    def _was_offered(self, seat: int, action_id: str) -> bool:
        """Whether the last legal_actions() answer, for this seat at this step and state, had this id.

        Text ids (typed by a person, or sent over the network) always take the full check; code that
        edits ``state`` in place between legal_actions() and apply() must pass the id, not the object.
        """
        offered = self._offered
        return (
            offered is not None
            and offered[1] == len(self.history)
            and offered[2] == seat
            and offered[0] is self._state
            and _offers_id(offered[3], action_id)
        )

    def apply(self, seat: object, action: Action | str) -> list[Event]:
        """Apply a legal action; return the events it caused. Illegal input changes nothing."""
        offered = self._offered
        if (
            offered is not None
            and type(action) is Action
            and type(seat) is int
            and offered[2] == seat
            and offered[0] is self._state
            and offered[1] == len(self.history)
            and _offers(offered[3], action)
        ):
            return self.apply_unchecked(seat, action)  # offered at this step: find_action would say the same
        found = self.find_action(seat, action)  # raises for a seat that does not exist
        return self.apply_unchecked(self._check_seat(seat), found)

    def make(self, seat: object, move: Action | str) -> list[Event]:
        """Make a complete move of a decision asked step by step (``conjure.engine.flow``): each of its steps in turn
        (a lone step the engine takes itself), or the move as it is if it is a legal action now. The events of all
        the steps; IllegalAction, changing nothing, if it is neither a legal action nor a complete move of the seat's
        decision now."""
        wanted = (move.id if isinstance(move, Action) else str(move)).strip()
        if seat not in self.to_act:
            self.find_action(seat, wanted)  # raises, naming what is wrong
        seat = self._check_seat(seat)
        if seat in self.to_act and any(a.id == wanted for a in self.rules.legal_actions(self._state, seat)):
            return self.apply(seat, wanted)
        if seat not in self.to_act or wanted not in self.rules.moves(self._state, seat):
            self.find_action(seat, wanted)  # raises, naming what is legal
        try:
            steps = self.rules.steps_to(self._state, seat, wanted)
        except ValueError as exc:
            raise IllegalAction(f"{wanted!r} cannot be made now: {exc}") from None
        events: list[Event] = []
        while steps:
            begun = (*self.rules.sofar(self._state, seat), steps[0])
            events += self.apply(seat, steps[0])
            now = self.rules.sofar(self._state, seat) if seat in self.to_act else ()
            if now[: len(begun)] != begun:
                break  # made (a next move's lone first steps may have been taken since)
            steps = self.rules.steps_to(self._state, seat, wanted)
        return events

    def apply_unchecked(self, seat: int, action: Action) -> list[Event]:
        """Apply an action known to be legal (for bots and search): no membership check. One that the last
        legal_actions() offered this seat at this step (see :meth:`apply`) is carried out by the rules'
        ``apply_offered``, which may reuse what that list was made from."""
        new: list[Event] = []
        trail = self._trail
        if trail is not None and (not self.history or self.history[-1][0] != seat):  # another seat's run starts
            self._trail = Trail.at(len(self.history), self._state, self.rng.state, trail.notes)
        waiting = self.rules.to_act(self._state) if self._follows else None
        offered, driver = self._offered, self._driver
        if (
            offered is not None
            and offered[2] == seat
            and offered[0] is self._state
            and offered[1] == len(self.history)
            and _offers(offered[3], action)
        ):
            if driver is not None and driver.resolves:
                driver.flow.take(self._state, seat, action.id, self.rng, new, True)
            else:
                self.rules.apply_offered(self._state, seat, action, self.rng, new)
        elif driver is not None and driver.resolves:
            driver.flow.take(self._state, seat, action.id, self.rng, new, False)
        else:
            self.rules.apply(self._state, seat, action, self.rng, new)
        step = len(self.history)
        self.history.append([seat, action.id])
        if driver is not None and driver.resolves and not self._shown:
            self._ran, self._ran_step = self._state, step + 1  # the run's kept options are this state's
        else:
            self._ran = None
        for event in new:
            event["step"] = step
        self.events.extend(new)
        if waiting is not None:
            self._opened = _follow(self.rules, self._opened, waiting, self._state, self.rng, step + 1)
        return new

    def play_uniform(self, rng: Rng, steps: int | None, log: bool = True) -> int | None:
        """Play on, each seat to act (the first, in a simultaneous step) taking one of its legal options drawn
        uniformly by ``rng`` (``rng.below`` of the list's length), until the game ends or ``steps`` steps are made
        (None: no limit); the steps made. The same steps, draws, states and history as ``legal_actions`` (then
        ``next_actions``) and ``apply_unchecked`` of the drawn action, step by step, made with the ids alone through
        the game's turn machine (no :class:`Action`, no offered list kept: the next ``apply`` checks in full).
        ``log`` False: a step's events are not logged, and the rules may leave them unbuilt (``machine.QUIET``: a
        search's rollout, whose log nobody reads). None, having done nothing, when the game's rules are not run by
        the machine alone (``Driver``) or undo follows its steps: the caller then plays them the usual way."""
        driver = self._driver
        if (
            driver is None
            or not (driver.turns and driver.legal and driver.resolves)
            or self._trail is not None
            or self._follows
        ):
            return None
        self._offered = None  # none kept: the lists below are not handed out
        flow, state, dice, history = driver.flow, self._state, self.rng, self.history
        made = 0
        while steps is None or made < steps:
            found = flow.first_to_act(state, made > 0)  # after a step of its own, where the run stopped
            if found is None:
                if flow.is_over(state):
                    break
                found = flow.to_act(state)[0]  # none to act in a game not over: an IndexError, as ``to_act[0]``'s
            seat = found
            ids = flow.listed(state, seat, made > 0)  # after a step of its own, the run's kept list (``next_actions``)
            if not ids:
                raise ValueError(f"seat {seat} has nothing to choose now")
            action_id = ids[rng.below(len(ids))]
            if log:
                new: list[Event] = []
                flow.take(state, seat, action_id, dice, new, True)
                step = len(history)
                history.append([seat, action_id])
                for event in new:
                    event["step"] = step
                self.events.extend(new)
            else:
                flow.take(state, seat, action_id, dice, QUIET, True)
                history.append([seat, action_id])
                if QUIET:
                    QUIET.clear()
            made += 1
        return made

    def result(self) -> dict[str, Any]:
        if not self.is_over:
            raise IllegalAction("the game is not over yet; result() is available at the end")
        return self.rules.result(self._state)

    def view(self, seat: object) -> dict[str, Any]:
        """Everything ``seat`` may see (``None``: a spectator), as JSON-ready data."""
        seen = None if seat is None else self._check_seat(seat)
        to_act = self.to_act
        return {
            "game": self.name,
            "players": self.players,
            "seat": seen,
            "to_act": to_act,
            "is_over": not to_act and self.is_over,
            "step": len(self.history),
            "table": self.rules.view(self._state, seen),
        }

    def needs_privacy(self, seat: object) -> bool:
        """Whether ``seat``'s table may be shown to it alone now (hot-seat: the others look away first): its view
        shows something a spectator's does not (``GameRules.sees_secret``), or its decision now is secret: several
        seats are to act at once (a simultaneous phase), or the rules declare one of its legal actions a secret
        choice (``GameRules.undo_barrier``). False: the seat sees nothing private and chooses openly, so everyone
        may watch; so also once the game is over (nothing seen can change it). The log is not counted (see
        docs/web.md, "Hot-seat")."""
        seat = self._check_seat(seat)
        to_act = self.to_act
        if not to_act:
            return False
        acting = seat in to_act
        if acting and len(to_act) > 1:
            return True
        if self.rules.sees_secret(self._state, seat):
            return True
        return acting and any(
            self.rules.undo_barrier(self._state, seat, action) == "secret"
            for action in self.rules.legal_actions(self._state, seat)
        )

    def events_for(self, seat: int | None) -> list[Event]:
        """The log as ``seat`` may read it: private events redacted for the others."""
        shown: list[Event] = []
        for event in self.events:
            if self.rules.event_visible(event, seat):
                shown.append({k: v for k, v in event.items() if k not in ("to", "public")})
            else:
                redacted = self.rules.redact_event(event, seat)
                if redacted is not None:
                    redacted["step"] = event.get("step")
                    shown.append(redacted)
        return shown

    @property
    def presentation(self) -> Presentation:
        """The game's words: labels, log lines, help, result sentences, the terminal table."""
        return self.rules.presentation

    def label(self, action: Action | str, lang: str = "en") -> str:
        """The words for an action in this position (the terminal and the web table use this)."""
        found = action if isinstance(action, Action) else Action(str(action), self.name)
        return self.rules.presentation.action_label(self._state, found, lang)

    def choice_groups(self, seat: int, lang: str = "en") -> list[ChoiceGroup]:
        """The seat's legal actions in groups under headings, each with a short label and its cost where the game
        gives one, the passes last (:mod:`conjure.engine.choices`): the one grouping every list of choices shows."""
        words = self.rules.presentation
        return group_choices(
            self.shown_actions(seat),
            lambda a: self.label(a, lang),
            lambda a: words.is_pass(a.id),
            lambda a: words.choice_group(self._state, seat, a, lang),
            lambda a: self.terms_text(seat, a, lang),  # what an option costs and gives, where the game says (Terms)
        )

    def terms(self, seat: int, action: Action | str) -> Terms | None:
        """What a legal action of ``seat`` costs and gives now (None: the game does not say)."""
        found = action if isinstance(action, Action) else Action(str(action), self.name)
        return self.rules.terms(self._state, seat, found)

    def terms_text(self, seat: int, action: Action | str, lang: str = "en") -> str:
        """:meth:`terms` in words (``costs 1 AP, 3 coins · gives 2 Wood``): the same line in every interface."""
        return terms_text(self.terms(seat, action), self.rules.presentation.resource_name, lang)

    def sofar(self, seat: int) -> list[str]:
        """The steps ``seat`` has taken of a move it is making step by step (empty: none begun): step ids, which
        :meth:`label` puts in words."""
        return list(self.rules.sofar(self._state, seat))

    def describe(self, event: Event, lang: str = "en") -> str:
        """One line of the log in words (the engine's own events, such as an undo, included)."""
        if event.get("type") == UNDO_EVENT:
            return describe_undo(event, lang)
        return self.rules.presentation.describe_event(event, lang)

    # -- undo (see conjure.engine.undo) --------------------------------------------------------
    @property
    def revision(self) -> int:
        """A number that grows with every change, an undo included (a step number repeats after an undo):
        the steps played plus twice the steps taken back, so a client's stale view is always told apart."""
        return len(self.history) + 2 * sum(int(e["steps"]) for e in self.events if e.get("type") == UNDO_EVENT)

    def undoable(self, seat: object) -> int:
        """How many of its own last steps ``seat`` may take back now (0: none)."""
        return self.undo_limit(seat).steps

    def undo_limit(self, seat: object) -> UndoLimit:
        """How many steps ``seat`` may take back now, and the :class:`Barrier` that stops it going further."""
        seat = self._check_seat(seat)
        history = self.history
        if self.is_over:
            return UndoLimit(0, Barrier.OVER)
        if not history:
            return UndoLimit(0, Barrier.NOTHING)
        secret = self._secret_limit(seat)
        if secret is not None:
            return secret
        if history[-1][0] != seat:
            return UndoLimit(0, Barrier.OTHER)
        trail = self._marked()
        if trail.broken:
            return UndoLimit(0, Barrier.CHANGED)
        count = 0
        for i in range(len(history) - 1, trail.start - 1, -1):
            if history[i][0] != seat or any(s != seat and i < step for step, s in trail.notes):
                return UndoLimit(count, Barrier.OTHER)
            mark = trail.marks[i - trail.start]
            if mark is not None:
                return UndoLimit(count, mark)
            count += 1
        return UndoLimit(count, Barrier.NOTHING if trail.start == 0 else Barrier.OTHER)

    def undo(self, seat: object, steps: object = 1) -> Event:
        """Take back the last ``steps`` steps of ``seat``; return the log entry every seat reads.

        The game becomes the replay of its history without those steps (same seed, same actions: the same
        state), and the record keeps only the accepted actions; the log drops the events of the steps taken
        back and keeps an undo note. Not allowed → :class:`UndoRefused` (an :class:`IllegalAction`) with the
        reason; a bad ``steps`` → :class:`IllegalAction`. A refused undo changes nothing.
        """
        if not isinstance(steps, int) or isinstance(steps, bool) or steps < 1:
            raise IllegalAction(f"steps must be a whole number of at least 1, not {steps!r}")
        seat = self._check_seat(seat)
        limit = self.undo_limit(seat)
        if steps > limit.steps:
            raise UndoRefused(seat, steps, limit.steps, limit.barrier)
        if self._secret_limit(seat) is not None:
            return self._undo_secret(seat, steps)
        self._follows, self._opened = False, None  # found again by a replay when next asked
        trail = self._marked()
        keep = len(self.history) - steps
        state, rng = deep_copy(trail.state), Rng(trail.rng)
        for who, action_id in self.history[trail.start : keep]:
            self.rules.apply(state, who, self._action(state, who, action_id), rng, [])
        self._state, self.rng, self.history, self._offered = state, rng, self.history[:keep], None
        trail.notes = [(min(step, keep), s) for step, s in trail.notes] + [(keep, seat)]
        # the kept steps are marked again from the checkpoint when next asked: the redealt worlds carried
        # through them are gone, and the marks must not depend on whether an undo happened
        trail.restart()
        return self._log_undo(seat, steps, keep)

    def secret_steps(self, seat: int) -> list[int]:
        """The indices of ``seat``'s steps in the open simultaneous step (empty: there is none, or it has none there):
        the steps its undo takes back, last first, whatever the others did in between."""
        marks = self._secret_marks()
        opened = self._opened
        if marks is None or opened is None:
            return []
        return [opened.start + i for i, (who, _) in enumerate(marks) if who == seat]

    def undo_plan(self, seat: int, steps: int) -> tuple[int, list[list[Any]]]:
        """What :meth:`undo` of ``steps`` would keep of the record: the length of its unchanged beginning, and the
        steps after it that stay (none, unless the seat takes back its own steps of an open simultaneous step while
        others acted in between). A store rewrites the record from there."""
        opened = self._opened if self._secret_limit(seat) is not None else None
        if opened is None:
            return len(self.history) - steps, []
        drop = self._dropped(seat, steps, opened.start)
        return drop[0], [list(h) for i, h in enumerate(self.history) if i > drop[0] and i not in drop]

    # -- the open simultaneous step (conjure.engine.undo, its last paragraph) -------------------------------------
    def _open_step(self) -> Opened | None:
        """The open simultaneous step, found by a replay from the seed the first time and then followed step by step
        (None: the game is not in one now)."""
        if self.rules.is_over(self._state) or not self.rules.simultaneous(self._state):
            return None
        if not self._follows:
            rng = Rng(self.seed)
            state = self.rules.setup(self.players, dict(self.options), rng)
            opened = _follow(self.rules, None, [], state, rng, 0)
            try:
                for i, (who, action_id) in enumerate(self.history):
                    waiting = self.rules.to_act(state)
                    self.rules.apply(state, who, self._action(state, who, action_id), rng, [])
                    opened = _follow(self.rules, opened, waiting, state, rng, i + 1)
            except IllegalAction:
                opened = None
            self._opened, self._follows = opened, True
        return self._opened

    def _secret_marks(self) -> list[tuple[int, Barrier | None]] | None:
        """(seat, mark) of each step of the open simultaneous step: None where its seat may take it back
        (:func:`conjure.engine.undo.secret_mark`); None if there is no open step, or it does not replay to this game."""
        opened = self._open_step()
        if opened is None:
            return None
        cached = self._secret
        if cached is not None and cached[:2] == (len(self.history), self.revision):
            return cached[2]
        state, rng = deep_copy(opened.state), Rng(opened.rng)
        found: list[tuple[int, Barrier | None]] = []
        try:
            for who, action_id in self.history[opened.start :]:
                action = self._action(state, who, action_id)
                declared, before = self.rules.undo_barrier(state, who, action), rng.state
                events: list[Event] = []
                self.rules.apply(state, who, action, rng, events)
                found.append((who, secret_mark(self.rules, self.players, who, declared, rng.state != before, events)))
            replays = (
                state == self._state and rng.state == self.rng.state
            )  # else edited by hand: the normal rules decide
        except IllegalAction:
            replays = False
        marks = found if replays else None
        self._secret = (len(self.history), self.revision, marks)
        return marks

    def _secret_limit(self, seat: int) -> UndoLimit | None:
        """How far ``seat`` may go back in the open simultaneous step; None if it has no step there."""
        marks = self._secret_marks()
        own = [mark for who, mark in marks or [] if who == seat]
        if not own:
            return None
        count = 0
        for mark in reversed(own):
            if mark is not None:
                return UndoLimit(count, mark)
            count += 1
        return UndoLimit(count, Barrier.BEGUN)

    def _dropped(self, seat: int, steps: int, start: int) -> list[int]:
        """The indices of ``seat``'s last ``steps`` steps from ``start`` on, in order."""
        own = [i for i in range(start, len(self.history)) if self.history[i][0] == seat]
        return own[len(own) - steps :]

    def _undo_secret(self, seat: int, steps: int) -> Event:
        """Take back the seat's last ``steps`` steps of the open simultaneous step: the step is replayed from its start
        without them (the others' steps kept, renumbered), and the log with it; the undo note goes at the end."""
        opened = self._opened
        assert opened is not None
        drop = set(self._dropped(seat, steps, opened.start))
        kept = [h for i, h in enumerate(self.history) if i >= opened.start and i not in drop]
        state, rng = deep_copy(opened.state), Rng(opened.rng)
        replayed: list[Event] = []
        for j, (who, action_id) in enumerate(kept):
            new: list[Event] = []
            self.rules.apply(state, who, self._action(state, who, action_id), rng, new)
            replayed += [dict(event, step=opened.start + j) for event in new]
        history = self.history[: opened.start] + [list(h) for h in kept]
        base = [e for e in self.events if e.get("type") != UNDO_EVENT and e.get("step", -1) < opened.start]
        notes = [
            dict(e, step=e["step"] - sum(1 for i in drop if i < e["step"]))
            for e in self.events
            if e.get("type") == UNDO_EVENT
        ]
        note: Event = {"type": UNDO_EVENT, "seat": seat, "steps": steps, "step": len(history)}
        self.events = merge_notes(base + replayed, [*notes, note], self.players, len(history))
        self._state, self.rng, self.history, self._offered = state, rng, history, None
        self._trail, self._secret = None, None  # the run's checkpoint is made again from the record when next asked
        return note

    def _log_undo(self, seat: int, steps: int, keep: int) -> Event:
        """Drop the events of the steps taken back (earlier undo notes stay, at step ``keep`` at most); log the note."""
        note: Event = {"type": UNDO_EVENT, "seat": seat, "steps": steps, "step": keep}
        kept: list[Event] = []
        for event in self.events:
            if event.get("type") == UNDO_EVENT:
                kept.append(dict(event, step=min(event["step"], keep)))
            elif event.get("step", -1) < keep:
                kept.append(event)
        self.events = [*kept, note]
        return note

    def _check_seat(self, seat: object) -> int:
        """The seat, if it is one of this game's (IllegalAction if not). The methods that take a seat from outside
        type it ``object``: a compiled build would otherwise refuse a wrong type with a TypeError before this check
        (and take ``True`` for seat 1)."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalAction(f"seat {seat!r} does not exist; seats are 0..{self.players - 1}")
        return seat

    def _action(self, state: State, seat: int, action_id: str) -> Action:
        """The legal action ``action_id`` of ``seat`` in ``state`` (a step of the history being replayed)."""
        for action in self.rules.legal_actions(state, seat):
            if action.id == action_id:
                return action
        raise IllegalAction(f"step {action_id!r} of seat {seat} does not replay")

    def mark_job(self, copy: bool = True) -> MarkJob | None:
        """The marking the next undo question would do, as a job for another thread or process (:func:`run_marks`;
        then :meth:`take_marks`); None when every step is marked already. A server asks this instead of
        :meth:`undo_limit` so that its event loop does not mark. ``copy`` False: the job shares the game's own
        states, for a caller that pickles it at once (before the game moves on) to send it to a process."""
        trail = self._checkpointed()
        first = trail.start + len(trail.marks)
        if trail.broken or first >= len(self.history) or trail.work is None:
            return None
        steps = tuple(
            (int(who), str(action_id), self.seed + i)
            for i, (who, action_id) in enumerate(self.history[first:], start=first)
        )
        if not copy:
            return MarkJob(self.name, trail.epoch, first, trail.work, trail.work_rng, trail.worlds, steps)
        return MarkJob(
            self.name, trail.epoch, first, deep_copy(trail.work), trail.work_rng, deep_copy(trail.worlds), steps
        )

    def take_marks(self, job: MarkJob, marked: Marked) -> bool:
        """Take the marks a job found, if the game still wants them (the same trail, not restarted by an undo, still
        at the job's first step, the same steps in its history); whether they were taken."""
        trail = self._trail
        if (
            trail is None
            or trail.broken
            or trail.epoch != job.epoch
            or trail.start + len(trail.marks) != job.first
            or [[seat, action_id] for seat, action_id, _ in job.steps]
            != self.history[job.first : job.first + len(job.steps)]
        ):
            return False
        trail.marks.extend(marked.marks)
        trail.work, trail.work_rng, trail.worlds, trail.broken = marked.state, marked.rng, marked.worlds, marked.broken
        return True

    def _checkpointed(self) -> Trail:
        """The trail, checkpointed by a replay the first time, with its work state ready to mark from."""
        trail = self._trail
        if trail is None:
            start = _run_start(self.history)
            try:
                state, rng = self._replayed(start)
            except IllegalAction:  # the history does not replay: nothing can be taken back
                state, rng = deep_copy(self._state), Rng(self.rng.state)
                self._trail = Trail(len(self.history), state, rng.state, [], broken=True)
                return self._trail
            trail = self._trail = Trail(start, state, rng.state, notes_in(self.events))
        if trail.work is None:
            trail.work, trail.work_rng = deep_copy(trail.state), trail.rng
        return trail

    def _marked(self) -> Trail:
        """The trail with every step of the current run marked (checkpointed by a replay the first time)."""
        trail = self._checkpointed()
        if trail.broken:
            return trail
        done = trail.start + len(trail.marks)
        if done < len(self.history) and trail.work is not None:
            rng = Rng(trail.work_rng)
            try:
                for i in range(done, len(self.history)):
                    who, action_id = self.history[i]
                    mark, trail.worlds = mark_step(
                        self.rules, trail.work, rng, who, action_id, self.seed + i, trail.worlds
                    )
                    trail.marks.append(mark)
            except IllegalAction:
                trail.broken = True
            trail.work_rng = rng.state
        # the run replayed from the checkpoint must be this game (a state edited by hand is not undone)
        trail.broken = trail.broken or trail.work_rng != self.rng.state or trail.work != self._state
        return trail

    def _replayed(self, upto: int) -> tuple[State, Rng]:
        """The state and generator after the first ``upto`` steps of the history, replayed from the seed."""
        rng = Rng(self.seed)
        state = self.rules.setup(self.players, dict(self.options), rng)
        for who, action_id in self.history[:upto]:
            self.rules.apply(state, who, self._action(state, who, action_id), rng, [])
        return state, rng

    # -- save, load, replay --------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game as (game, options, players, seed, actions): enough to replay it exactly."""
        return {
            "schema": SCHEMA_VERSION,
            "game": self.name,
            "rules_version": self.rules.rules_version,
            "state_version": self.rules.state_version,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [list(step) for step in self.history],
        }

    def to_json(self) -> dict[str, Any]:
        """The full state (with the record), JSON-ready; :func:`load_game` reads it back."""
        data = self.record()
        data.update(state=deep_copy(self._state), rng=str(self.rng.state), events=deep_copy(self.events))
        return data

    def clone(self) -> Game:
        # events are never changed once logged, so the copy may share them; the copied state is the copy's own
        return _own(
            Game(
                self.rules,
                self.players,
                self.seed,
                dict(self.options),
                deep_copy(self._state),
                Rng(self.rng.state),
                [list(h) for h in self.history],
                list(self.events),
            )
        )

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its fields (a thinking process is sent a copy, ``conjure.web.thinking``): a compiled build's
        game has no ``__dict__`` to pickle."""
        offered = self._offered  # the offered actions as their ids (a compiled Action does not unpickle)
        ids = None if offered is None else (offered[0], offered[1], offered[2], tuple([a.id for a in offered[3]]))
        kept = (ids, self._trail, self._opened, self._follows, self._secret)
        fields = (self.rules, self.players, self.seed, self.options, self._state, self.rng, self.history, self.events)
        return (_unpickled, (*fields, kept))

    def fingerprint(self) -> str:
        """A canonical text of state and generator: equal fingerprints = equal games."""
        return json.dumps([self._state, self.rng.state], sort_keys=True, separators=(",", ":"))


def _follow(
    rules: GameRules, opened: Opened | None, waiting: list[int], state: State, rng: Rng, step: int
) -> Opened | None:
    """The open simultaneous step after a step (``step``: the index of the next one; ``waiting``: who was to act
    before it): none once the state is not in one; a new one from here if it just began (none was open, or seats
    that were not waiting are asked: another simultaneous step followed at once)."""
    if rules.is_over(state) or not rules.simultaneous(state):
        return None
    if opened is None or set(rules.to_act(state)) - set(waiting):
        return Opened(step, deep_copy(state), rng.state)
    return opened


def _unpickled(
    rules: GameRules,
    players: int,
    seed: int,
    options: dict[str, Any],
    state: State,
    rng: Rng,
    history: list[list[Any]],
    events: list[Event],
    kept: tuple[Any, ...],
) -> Game:
    """A pickled game again (:meth:`Game.__reduce__`)."""
    game = Game(rules, players, seed, options, state, rng, history, events)  # shown: ``copy.copy`` shares the state
    ids, game._trail, game._opened, game._follows, game._secret = kept
    if ids is not None:  # the offered actions again, found by their ids (``_offers``)
        game._offered = (ids[0], ids[1], ids[2], tuple([Action(i, rules.name) for i in ids[3]]))
    return game


def _offers(offered: tuple[Action, ...], action: Action) -> bool:
    """Whether ``action``'s id is among the ``offered`` actions' ids. The action a caller applies is nearly always one
    of the very objects it was offered (a bot's pick from the list), found by identity without comparing any text;
    any other object with an offered id is found by its id, as a set of the ids would find it (the set, built at
    every legal_actions() call, cost more than this look-up)."""
    for offer in offered:
        if offer is action:
            return True
    return _offers_id(offered, action.id)


def _offers_id(offered: tuple[Action, ...], action_id: str) -> bool:
    """Whether ``action_id`` is the id of one of the ``offered`` actions."""
    for offer in offered:
        if offer.id == action_id:
            return True
    return False


def _run_start(history: list[list[Any]]) -> int:
    """Where the trailing run of one seat's steps begins (0 for an empty history)."""
    start = len(history)
    while start > 0 and history[start - 1][0] == history[-1][0]:
        start -= 1
    return start


def _list_ids(actions: list[Action]) -> str:
    ids = [a.id for a in actions]
    if len(ids) > _SHOWN_LEGAL:
        return ", ".join(ids[:_SHOWN_LEGAL]) + f", … ({len(ids)} in all)"
    return ", ".join(ids) if ids else "nothing"


def new_game(name: str, players: int, seed: int | None = None, options: dict[str, Any] | None = None) -> Game:
    """Start a game. Unknown game, player count or option raises :class:`ConfigError`."""
    rules = get_rules(name)
    resolved = rules.resolve_options(players, options)
    if seed is None:
        seed = secrets.randbits(63)
    rng = Rng(int(seed))
    state = rules.setup(players, resolved, rng)
    return _own(Game(rules, players, int(seed), resolved, state, rng))


def _own(game: Game) -> Game:
    """``game``, whose state was made for it and is held nowhere else (not shown: see :attr:`Game.state`)."""
    game._shown = False
    return game


def _check_header(data: dict[str, Any]) -> GameRules:
    if "game" not in data:
        raise LoadError("not a Conjure save or record: expected a JSON object with 'game'")
    if data.get("schema") != SCHEMA_VERSION:
        raise LoadError(f"save schema {data.get('schema')!r} is not supported; this Conjure reads {SCHEMA_VERSION}")
    try:
        rules = get_rules(str(data["game"]))
    except ConfigError as exc:
        raise LoadError(f"the save names a game this Conjure does not have: {exc}") from exc
    if str(data.get("rules_version")) != rules.rules_version:
        raise LoadError(
            f"saved with {rules.name} rules version {data.get('rules_version')!r}; "
            f"this Conjure has {rules.rules_version!r}: replay the record with that version"
        )
    return rules


def load_game(data: dict[str, Any] | str | object, verify: bool = True) -> Game:
    """Read back what :meth:`Game.to_json` wrote (a dict or its JSON text).

    With ``verify`` (the default) the record is replayed and the saved state must equal the replay, so a
    save that names another game, or a hand-edited state, is refused with :class:`LoadError` saying what
    differs; a save from an older state layout of the same rules version is rebuilt from its record.
    ``verify=False`` trusts the state (for copies the program made itself: fast, no replay).
    """
    data = _parse(data)
    rules = _check_header(data)
    saved = _saved_game(rules, data)
    if not verify:  # a copy, so the caller's data stays its own
        saved._state, saved.events = deep_copy(saved._state), deep_copy(saved.events)
        return _own(saved)
    replayed = replay(data)
    replayed.events = merge_notes(replayed.events, saved.events, replayed.players, len(replayed.history))
    if str(data.get("state_version", "1")) != rules.state_version:
        return replayed  # saved in an older layout of the same rules: the record is the game
    if replayed.rng.state != saved.rng.state or replayed._state != saved._state:
        where = _first_difference(replayed._state, saved._state, "state") or "rng"
        raise LoadError(
            f"the saved state does not match its own record at {where}: the save was edited or belongs to another game"
        )
    return replayed


def _saved_game(rules: GameRules, data: dict[str, Any]) -> Game:
    """The game as the save has it, sharing its state and events with ``data`` (LoadError for a bad field)."""
    try:
        return Game(
            rules,
            int(data["players"]),
            int(data["seed"]),
            dict(data["options"]),
            data["state"],
            Rng(int(data["rng"])),
            [list(h) for h in data["actions"]],
            data.get("events", []),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise LoadError(f"save is missing or has a bad field: {exc}") from exc


def _parse(data: object) -> dict[str, Any]:
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise LoadError(f"not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise LoadError("not a Conjure save or record: expected a JSON object with 'game'")
    return data


def _first_difference(expected: Any, found: Any, path: str) -> str | None:
    """The path of the first place where two JSON values differ (None if equal)."""
    if isinstance(expected, dict) and isinstance(found, dict):
        for key in sorted(set(expected) | set(found), key=str):
            if key not in expected or key not in found:
                return f"{path}.{key}"
            deeper = _first_difference(expected[key], found[key], f"{path}.{key}")
            if deeper:
                return deeper
        return None
    if isinstance(expected, list) and isinstance(found, list):
        if len(expected) != len(found):
            return f"{path} (length {len(found)}, expected {len(expected)})"
        for i, (a, b) in enumerate(zip(expected, found, strict=True)):
            deeper = _first_difference(a, b, f"{path}[{i}]")
            if deeper:
                return deeper
        return None
    return None if expected == found else path


def replay(record: dict[str, Any] | str | object, upto: int | None = None) -> Game:
    """Rebuild a game from its record (optionally only the first ``upto`` actions).

    Anything wrong with the record (a bad field, a player count or option the game does not have, a step
    that is not legal) raises :class:`LoadError` naming it.
    """
    record = _parse(record)
    _check_header(record)
    try:
        game = new_game(str(record["game"]), int(record["players"]), int(record["seed"]), dict(record["options"]))
        steps = list(record["actions"]) if upto is None else list(record["actions"])[:upto]
    except ConfigError as exc:
        raise LoadError(f"the record's set-up is not valid: {exc}") from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise LoadError(f"record is missing or has a bad field: {exc}") from exc
    for i, step in enumerate(steps):
        try:
            seat, action_id = step
            game.apply(int(seat), str(action_id))
        except IllegalAction as exc:
            raise LoadError(f"record step {i} does not replay: {exc}") from exc
        except (TypeError, ValueError) as exc:
            raise LoadError(f"record step {i} is not [seat, action id]: {step!r}") from exc
    return game
