"""A game in progress: the rules, the state, the seeded generator, the history and the log."""

from __future__ import annotations

import copy
import json
import secrets
from typing import Any

from conjure.engine.actions import Action
from conjure.engine.errors import IllegalAction, LoadError
from conjure.engine.registry import get_rules
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules, State

SCHEMA_VERSION = 1
_SHOWN_LEGAL = 40  # how many legal ids an IllegalAction message lists before "…"


class Game:
    """One game. Create it with :func:`new_game`, :func:`load_game` or :func:`replay`."""

    def __init__(self, rules: GameRules, players: int, seed: int, options: dict[str, Any],
                 state: State, rng: Rng, history: list[list[Any]] | None = None,
                 events: list[Event] | None = None) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.options = options
        self.state = state
        self.rng = rng
        self.history: list[list[Any]] = history if history is not None else []
        self.events: list[Event] = events if events is not None else []

    # -- the protocol ------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.rules.name

    @property
    def to_act(self) -> list[int]:
        """The seats that must act now (several in a simultaneous phase; empty when over)."""
        if self.rules.is_over(self.state):
            return []
        return self.rules.to_act(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act:
            return []
        return self.rules.legal_actions(self.state, seat)

    def find_action(self, seat: int, action: Action | str) -> Action:
        """The legal action meant by ``action`` (an Action or its id), or raise IllegalAction."""
        wanted = action.id if isinstance(action, Action) else str(action).strip()
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalAction(f"seat {seat!r} does not exist; seats are 0..{self.players - 1}")
        if self.is_over:
            raise IllegalAction(f"the game is over; {wanted!r} cannot be played")
        to_act = self.to_act
        if seat not in to_act:
            raise IllegalAction(f"seat {seat} is not to act now; to act: {to_act}")
        legal = self.rules.legal_actions(self.state, seat)
        for candidate in legal:
            if candidate.id == wanted:
                return candidate
        raise IllegalAction(f"{wanted!r} is not legal for seat {seat} now; legal: {_list_ids(legal)}")

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply a legal action; return the events it caused. Illegal input changes nothing."""
        return self.apply_unchecked(seat, self.find_action(seat, action))

    def apply_unchecked(self, seat: int, action: Action) -> list[Event]:
        """Apply an action known to be legal (for bots and search): no membership check."""
        new: list[Event] = []
        self.rules.apply(self.state, seat, action, self.rng, new)
        step = len(self.history)
        self.history.append([seat, action.id])
        for event in new:
            event["step"] = step
        self.events.extend(new)
        return new

    def result(self) -> dict[str, Any]:
        if not self.is_over:
            raise IllegalAction("the game is not over yet; result() is available at the end")
        return self.rules.result(self.state)

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may see (``None``: a spectator), as JSON-ready data."""
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.players):
            raise IllegalAction(f"seat {seat!r} does not exist; seats are 0..{self.players - 1}")
        to_act = self.to_act
        return {"game": self.name, "players": self.players, "seat": seat, "to_act": to_act,
                "is_over": not to_act and self.is_over, "step": len(self.history),
                "table": self.rules.view(self.state, seat)}

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

    def label(self, action: Action | str, lang: str = "en") -> str:
        """The words for an action in this position (the terminal and the web table use this)."""
        found = action if isinstance(action, Action) else Action(str(action), self.name)
        return self.rules.action_label(self.state, found, lang)

    def describe(self, event: Event, lang: str = "en") -> str:
        return self.rules.describe_event(event, lang)

    # -- save, load, replay --------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game as (game, options, players, seed, actions): enough to replay it exactly."""
        return {"schema": SCHEMA_VERSION, "game": self.name, "rules_version": self.rules.rules_version,
                "players": self.players, "seed": self.seed, "options": dict(self.options),
                "actions": [list(step) for step in self.history]}

    def to_json(self) -> dict[str, Any]:
        """The full state (with the record), JSON-ready; :func:`load_game` reads it back."""
        data = self.record()
        data.update(state=copy.deepcopy(self.state), rng=str(self.rng.state),
                    events=copy.deepcopy(self.events))
        return data

    def clone(self) -> Game:
        # events are never changed once logged, so the copy may share them
        return Game(self.rules, self.players, self.seed, dict(self.options), copy.deepcopy(self.state),
                    Rng(self.rng.state), [list(h) for h in self.history], list(self.events))

    def fingerprint(self) -> str:
        """A canonical text of state and generator: equal fingerprints = equal games."""
        return json.dumps([self.state, self.rng.state], sort_keys=True, separators=(",", ":"))


def _list_ids(actions: list[Action]) -> str:
    ids = [a.id for a in actions]
    if len(ids) > _SHOWN_LEGAL:
        return ", ".join(ids[:_SHOWN_LEGAL]) + f", … ({len(ids)} in all)"
    return ", ".join(ids) if ids else "nothing"


def new_game(name: str, players: int, seed: int | None = None,
             options: dict[str, Any] | None = None) -> Game:
    """Start a game. Unknown game, player count or option raises :class:`ConfigError`."""
    rules = get_rules(name)
    resolved = rules.resolve_options(players, options)
    if seed is None:
        seed = secrets.randbits(63)
    rng = Rng(int(seed))
    state = rules.setup(players, resolved, rng)
    return Game(rules, players, int(seed), resolved, state, rng)


def _check_header(data: Any) -> GameRules:
    if not isinstance(data, dict) or "game" not in data:
        raise LoadError("not a Conjure save or record: expected a JSON object with 'game'")
    if data.get("schema") != SCHEMA_VERSION:
        raise LoadError(f"save schema {data.get('schema')!r} is not supported; this Conjure reads {SCHEMA_VERSION}")
    rules = get_rules(str(data["game"]))
    if str(data.get("rules_version")) != rules.rules_version:
        raise LoadError(f"saved with {rules.name} rules version {data.get('rules_version')!r}; "
                        f"this Conjure has {rules.rules_version!r}: replay the record with that version")
    return rules


def load_game(data: dict[str, Any] | str) -> Game:
    """Read back what :meth:`Game.to_json` wrote (a dict or its JSON text)."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise LoadError(f"not valid JSON: {exc}") from exc
    rules = _check_header(data)
    assert isinstance(data, dict)
    try:
        return Game(rules, int(data["players"]), int(data["seed"]), dict(data["options"]),
                    copy.deepcopy(data["state"]), Rng(int(data["rng"])),
                    [list(h) for h in data["actions"]], copy.deepcopy(data.get("events", [])))
    except (KeyError, TypeError, ValueError) as exc:
        raise LoadError(f"save is missing or has a bad field: {exc}") from exc


def replay(record: dict[str, Any] | str, upto: int | None = None) -> Game:
    """Rebuild a game from its record (optionally only the first ``upto`` actions)."""
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except json.JSONDecodeError as exc:
            raise LoadError(f"not valid JSON: {exc}") from exc
    _check_header(record)
    assert isinstance(record, dict)
    game = new_game(str(record["game"]), int(record["players"]), int(record["seed"]), dict(record["options"]))
    steps = record["actions"] if upto is None else record["actions"][:upto]
    for i, (seat, action_id) in enumerate(steps):
        try:
            game.apply(int(seat), str(action_id))
        except IllegalAction as exc:
            raise LoadError(f"record step {i} does not replay: {exc}") from exc
    return game
