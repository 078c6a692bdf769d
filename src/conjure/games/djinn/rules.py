"""The Djinn rules object the engine talks to."""

from __future__ import annotations

import copy
from typing import Any

from conjure.engine.actions import Action, natural_key
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules, OptionSpec, State
from conjure.games.djinn import labels, presentation, render, scoring, turn, view
from conjure.games.djinn.catch import can_place_all, power_needed, selection
from conjure.games.djinn.setup import setup_state

NAME = "djinn"
_ACTIONS: dict[str, Action] = {}


def _action(aid: str) -> Action:
    a = _ACTIONS.get(aid)
    if a is None:
        a = _ACTIONS[aid] = Action(id=aid, game=NAME)
    return a


class DjinnRules(GameRules):
    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return setup_state(players, options, rng)

    def to_act(self, state: State) -> list[int]:
        return turn.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        ids = sorted(set(turn.legal(state, seat)), key=natural_key)
        return [_action(i) for i in ids]

    def apply(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        """Carry out the action; the log gets deep copies, so no event shares a list with the state (DJN-LOG-1)."""
        caused: list[Event] = []
        turn.play(state, seat, action.id, rng, caused)
        for event in caused:
            field = event.get("field")
            if isinstance(field, str):  # the location shown there, so the log can name the place
                event["at"] = state["tiles"].get(field, "SRC")
        events.extend(copy.deepcopy(caused))

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def result(self, state: State) -> dict[str, Any]:
        return scoring.result(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def label(self, action_id: str, lang: str = "en") -> str:
        return labels.label(action_id, lang)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        return presentation.action_label(state, action.id, lang)

    def decision_help(self, state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
        return presentation.decision_help(state, seat, lang)

    def explain_action(self, state: State, seat: int, action: Action, lang: str = "en") -> str:
        return presentation.explain_action(state, seat, action.id, lang)

    def result_lines(self, result: dict[str, Any], lang: str = "en") -> list[str]:
        return presentation.result_lines(result, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        return labels.describe_event(event, lang)

    def render_table(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
        return render.render(table, seat, lang)

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [(1, {}), (2, {}), (3, {}), (4, {}), (2, {"first_game": True}), (3, {"long_variant": True}),
                (1, {"tom_cards": 12, "long_variant": True})]

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        return view.redeal(state, seat, rng)

    def bot_weight(self, state: State, seat: int, action: Action) -> float:
        """Random seats prefer progress: committing a catch, ending a turn; never changes legality."""
        kind, _, arg = action.id.partition(":")
        if kind == "cadd":
            return _catch_weight(state, seat, arg)
        if kind == "move":
            return _move_weight(state, seat, arg)
        return _WEIGHTS.get(kind, 1.0)


def _move_weight(state: State, seat: int, field: str) -> float:
    """Prefer round fields with djinn the seat could catch now."""
    djinn = state["djinn"].get(field)
    if not djinn:
        return 1.0
    p = state["players"][seat]
    return 10.0 if p["power"] >= 4 and can_place_all(p, djinn[:1]) else 2.0


def _catch_weight(state: State, seat: int, arg: str) -> float:
    """Prefer adding a djinn the seat can still pay for and place."""
    node = state["pending"][-1]
    trial = {**node, "c": dict(node["c"])}
    if arg == "boss":
        trial["boss"] += 1
    else:
        trial["c"][arg] += 1
    p = state["players"][seat]
    ok = can_place_all(p, selection(trial)) and power_needed(state, p, trial) <= p["power"]
    return 5.0 if ok else 0.05


_WEIGHTS = {"cgo": 100.0, "cdel": 0.05, "xchest": 1.0, "cnone": 0.2, "end": 3.0, "key": 0.2, "swap": 0.3, "decline": 0.3, "stay": 1.0,
            "award": 20.0, "bottle": 5.0, "act": 2.0, "cmage": 0.5}

RULES = DjinnRules(
    name=NAME,
    aliases=("dzin", "džin"),
    titles={"cs": "Džin", "en": "Djinn", "de": "Djinn"},
    players=(1, 2, 3, 4),
    options=(
        OptionSpec("first_game", False, choices=(False, True), help="easier first game: no equal symbols joined, "
                   "no scoring cards, no character tiles"),
        OptionSpec("long_variant", False, choices=(False, True), help="one more djinn at the 3 Source-joined fields"),
        OptionSpec("tom_cards", 15, low=12, high=15, players=(1,), help="solo: cards in Tom's deck (fewer = harder)"),
    ),
    rules_version="2",
)
