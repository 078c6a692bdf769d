"""The contract between the engine and a game.

A game is a package under ``conjure.games`` whose module exposes ``RULES``, an instance of a
:class:`GameRules` subclass. The state it works on is a plain JSON-ready ``dict`` (so saving,
copying and comparing states is the engine's job, written once). Rules code does no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from conjure.engine.actions import Action, natural_key
from conjure.engine.errors import ConfigError
from conjure.engine.machine import Driver
from conjure.engine.presentation import Presentation
from conjure.engine.privacy import shows_more
from conjure.engine.rng import Rng
from conjure.engine.terms import Terms

State = dict[str, Any]
Event = dict[str, Any]


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game: its allowed values (``None`` = any int in ``[low, high]``)."""

    name: str
    default: Any
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    help: str = ""
    players: tuple[int, ...] = ()  # player counts it applies to; empty = all

    def allowed(self) -> str:
        """The values in plain words: ``yes, no`` for a switch (true, false, on, off, 1, 0 are understood too),
        the choices, or the range ``12..15``."""
        if self.choices and all(isinstance(c, bool) for c in self.choices):
            return "yes, no"
        if self.choices:
            return ", ".join(_fmt(c) for c in self.choices)
        return f"{self.low}..{self.high}"

    def parse(self, raw: Any) -> Any:
        """Turn a raw value (a CLI string or a JSON value) into an allowed value or raise."""
        value = _coerce(raw, self.default)
        if self.choices and value not in self.choices:
            raise ConfigError(f"option {self.name}={_fmt(raw)} is not allowed; allowed: {self.allowed()}")
        in_range = (
            isinstance(value, int) and self.low is not None and self.high is not None and self.low <= value <= self.high
        )
        if not self.choices and not in_range:
            raise ConfigError(f"option {self.name}={_fmt(raw)} is not allowed; allowed: {self.allowed()}")
        return value

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "default": self.default,
            "allowed": self.allowed(),
            "choices": list(self.choices),
            "players": list(self.players),
            "help": self.help,
        }


def _fmt(v: Any) -> str:
    """A value as the player types it: a switch is yes or no."""
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def _coerce(raw: Any, default: Any) -> Any:
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "yes", "1", "on"):
            return True
        if text in ("false", "no", "0", "off"):
            return False
        return raw
    if isinstance(default, int):
        try:
            return int(raw)
        except (TypeError, ValueError):
            return raw
    return str(raw)


@dataclass
class GameRules:
    """Base class of a game's rules. Subclasses override the methods below."""

    name: str = ""
    aliases: tuple[str, ...] = ()
    titles: dict[str, str] = field(default_factory=dict)
    players: tuple[int, ...] = ()
    options: tuple[OptionSpec, ...] = ()
    rules_version: str = "1"  # raised whenever behaviour changes (a record replays only under its version)
    state_version: str = "1"  # raised whenever the state's layout changes without a rule change
    # the game's words (labels, log, help, table): a class attribute, set by each game to its own
    presentation: ClassVar[Presentation] = Presentation()

    # -- configuration -------------------------------------------------------------------
    def resolve_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Check ``players`` and ``options``; return every option with its value."""
        if players not in self.players:
            allowed = ", ".join(map(str, self.players))
            raise ConfigError(f"{self.name} is played by {allowed} players, not {players}")
        given = dict(options or {})
        known = {o.name: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ConfigError(f"{self.name} has no option {', '.join(unknown)}; options: {', '.join(known) or 'none'}")
        resolved: dict[str, Any] = {}
        for spec in self.options:
            applies = not spec.players or players in spec.players
            if spec.name in given:
                if not applies:
                    raise ConfigError(f"option {spec.name} applies only to {', '.join(map(str, spec.players))} players")
                resolved[spec.name] = spec.parse(given[spec.name])
            elif applies:
                resolved[spec.name] = spec.default
        self.check_options(players, resolved)
        return resolved

    def check_options(self, players: int, options: dict[str, Any]) -> None:
        """Cross-option checks a game may add (raise ConfigError)."""

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles.get("en") or self.name

    def describe(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "aliases": list(self.aliases),
            "title": self.title("en"),
            "players": list(self.players),
            "options": [o.to_json() for o in self.options],
            "rules_version": self.rules_version,
        }

    def driver(self) -> Driver | None:
        """The engine's compiled way past this rules class to its turn machine (``FlowRules``), or None (the
        default): a :class:`~conjure.engine.game.Game` then asks the rules' methods. Asked once per game made; not
        for games to override."""
        return None

    # -- the game protocol (override all of these) ---------------------------------------
    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        raise NotImplementedError

    def to_act(self, state: State) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Sorted by :meth:`action_key`, empty if the seat is not to act."""
        raise NotImplementedError

    def action_key(self, action_id: str) -> tuple[Any, ...]:
        """The key legal lists are sorted by: :func:`conjure.engine.actions.natural_key` of the id, unless a game
        gives some words an order of their own (:func:`conjure.engine.actions.word_order_key`)."""
        return natural_key(action_id)

    def apply(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        """Carry out a legal action in place, appending events. Never called with an illegal one."""
        raise NotImplementedError

    def apply_offered(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        """:meth:`apply` of an action that the seat's last legal list, made for this very state, offered: the caller
        (:class:`~conjure.engine.game.Game`) knows the state is unchanged since, so the rules may reuse what they
        worked out for that list. The same effect as :meth:`apply`, which it is unless a rules class says more."""
        self.apply(state, seat, action, rng, events)

    def is_over(self, state: State) -> bool:
        raise NotImplementedError

    def result(self, state: State) -> dict[str, Any]:
        """At least ``scores``, ``ranks``, ``winners`` and ``tiebreak``."""
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: a spectator), JSON-ready."""
        raise NotImplementedError

    def sees_secret(self, state: State, seat: int) -> bool:
        """Whether ``seat``'s view shows something a spectator's does not (its hand, a face-down card it looked at,
        its own hidden choice): ``Game.needs_privacy`` asks it before the seat's table is shown. The default compares
        the two views, blank values alike (:func:`conjure.engine.privacy.shows_more`: an own empty hand where a
        spectator's view has none is no secret); a game whose views differ in other ways that are not secret
        overrides it."""
        return shows_more(self.view(state, seat), self.view(state, None))

    def event_visible(self, event: Event, seat: int | None) -> bool:
        """Events carrying ``to``: a list of seats are private to them."""
        to = event.get("to")
        return to is None or (seat is not None and seat in to)

    def redact_event(self, event: Event, seat: int | None) -> Event | None:
        """The form of a private event a seat not in ``to`` sees (None: nothing)."""
        public = event.get("public")
        return dict(public) if isinstance(public, dict) else None

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """(players, options) pairs the conformance suite plays: every count, every option value."""
        configs: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in self.players]
        for spec in self.options:
            for value in spec.choices:
                if value != spec.default:
                    n = spec.players[0] if spec.players else self.players[-1]
                    configs.append((n, {spec.name: value}))
        return [(n, opts) for n, opts in configs if self._valid(n, opts)]

    def _valid(self, players: int, options: dict[str, Any]) -> bool:
        try:
            self.resolve_options(players, options)
        except ConfigError:
            return False
        return True

    # -- optional: for tests and bots that determinise ----------------------------------
    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        """A copy of ``state`` with everything ``seat`` cannot see resampled, or None if unsupported."""
        return None

    def evaluate(self, state: State, seat: int) -> float | None:
        """A heuristic value in [0, 1] of an unfinished position for ``seat`` (None: none; search plays on)."""
        return None

    def bot_settled(self, state: State, seat: int) -> bool:
        """Whether ``evaluate`` may judge this position for ``seat`` as it stands: no turn of the seat, and no
        simultaneous phase it took part in, is half done (the heuristic bot plays on until it is)."""
        return True

    def simultaneous(self, state: State) -> bool:
        """Whether the decision waiting now is a simultaneous step: every seat in it chooses unseen by the others, and
        the choices are revealed together once all are done (``conjure.engine.undo``: a seat may take its own back
        until then). The default: several seats are to act; a game whose step goes on after some seats have finished
        (one seat left) overrides it."""
        return len(self.to_act(state)) > 1

    def undo_barrier(self, state: State, seat: int, action: Action) -> Literal["secret", "reveal"] | None:
        """Declare an action its player may never take back, before it is applied: ``"secret"`` (a secret
        choice the engine cannot recognise as one) or ``"reveal"`` (it shows the player something the
        engine's generic test cannot see). ``None`` (the default): the engine's own checks decide
        (``conjure.engine.undo``: randomness used, several seats to act, a reveal found by redealing)."""
        return None

    # -- optional: moves asked step by step, and what options cost and give -------------------
    def terms(self, state: State, seat: int, action: Action) -> Terms | None:
        """What a legal action costs and gives (:class:`~conjure.engine.terms.Terms`), None if the game does not say."""
        return None

    def sofar(self, state: State, seat: int) -> tuple[str, ...]:
        """The steps ``seat`` has taken of a move it has not finished (a stepwise decision, ``conjure.engine.flow``)."""
        return ()

    def half_made(self, state: State, seat: int) -> bool:
        """Whether ``seat`` is in the middle of a move asked step by step: nothing is settled until it is made."""
        return False

    def moves(self, state: State, seat: int) -> list[str]:
        """The complete moves of the seat's decision now (for a game without stepwise decisions: its legal ids)."""
        return [a.id for a in self.legal_actions(state, seat)]

    def steps_to(self, state: State, seat: int, move: str) -> tuple[str, ...]:
        """The steps still to take to the complete move ``move`` (by default the move is one step)."""
        return (move,)

    def open_moves(self, state: State, seat: int) -> dict[str, str]:
        """For a decision asked step by step: the complete moves the seat's steps so far can still come to, each with
        its next step (bots judge a half-made move whole by them); empty (the default) for any other decision."""
        return {}

    def make_whole(self, state: State, seat: int, move: str, rng: Rng, events: list[Event]) -> None:
        """Make one of :meth:`open_moves` at once, reaching the position its steps would (for bots' look-ahead). A
        game without stepwise decisions has no open moves, so its moves are its actions."""
        self.apply(state, seat, Action(move, self.name), rng, events)

    def bot_weight(self, state: State, seat: int, action: Action) -> float:
        """Relative weight the random bot gives an action (1.0: uniform). Never changes legality. 0: bots never
        consider it (unless every legal action has 0), e.g. a side action that only wastes; the weight may depend
        only on what ``seat`` sees."""
        return 1.0
