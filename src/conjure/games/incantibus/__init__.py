"""Incantibus (Cléo & Charles Chevallier): descend the tower, point your wand, beat the wizards.

The rulebook transcript is titled "Incalfibus"; that name is accepted as an alias.
"""

from __future__ import annotations

import copy
from typing import Any

from conjure.engine.actions import Action
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules, OptionSpec, State
from conjure.games.incantibus import effects, guide, phase, render, suitcase, text, view
from conjure.games.incantibus.data import DATA
from conjure.games.incantibus.setup import setup

NAME = "incantibus"


class IncantibusRules(GameRules):
    def __init__(self) -> None:
        super().__init__(
            name=NAME, aliases=("incalfibus",),
            titles={"cs": "Incantibus", "en": "Incantibus", "de": "Incantibus"},
            players=(2, 3, 4),
            options=(OptionSpec("mode", "apprentice", ("apprentice", "expert"),
                                help="apprentice: the basic game; expert: spell books, the expert suitcase "
                                     "and the wand bonus"),),
            rules_version=DATA.raw["meta"]["rules_version"])

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return setup(players, options, rng)

    def to_act(self, state: State) -> list[int]:
        if state["phase"] == "spell":
            return [s for s, c in enumerate(state["choices"]) if c is None]
        if state["phase"] == "resolve":
            return [state["pending"][0]["seat"]]
        return []

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state["phase"] == "spell":
            if state["choices"][seat] is not None:
                return []
            ids = phase.targets(state, seat)
        elif state["phase"] == "resolve" and state["pending"][0]["seat"] == seat:
            ids = effects.options(state, state["pending"][0])
        else:
            return []
        return [_action(i) for i in ids]  # generated in canonical order (natural_key)

    def apply(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        if state["phase"] == "spell":
            state["choices"][seat] = action.id
            events.append({"type": "chose", "seat": seat, "choice": action.id, "to": [seat],
                           "public": {"type": "ready", "seat": seat}})
            if all(c is not None for c in state["choices"]):
                phase.resolve_choices(state, events)
                effects.run(state, rng, events)
        else:
            effects.decide(state, action.id, rng, events)
            effects.run(state, rng, events)

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def result(self, state: State) -> dict[str, Any]:
        n = state["players"]
        scores = [suitcase.total(state, s) for s in range(n)]
        wands = [state["seats"][s]["wand"] for s in range(n)]
        order = sorted(range(n), key=lambda s: (-scores[s], -wands[s]))
        ranks = [0] * n
        for place, s in enumerate(order, start=1):
            ranks[s] = place
        ties = guide.tied_groups(scores)
        tiebreak = ("none" if not ties else "; ".join(
            f"seats {', '.join(str(s) for s in group)} tied on {scores[group[0]]} points: the strongest wand ranks "
            f"first (wands {', '.join(str(wands[s]) for s in group)})" for group in ties))
        return {"scores": scores, "ranks": ranks, "winners": [order[0]], "tiebreak": tiebreak,
                "breakdown": [suitcase.score(state, s) for s in range(n)], "wands": wands, "end": state["end"]}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def label(self, action_id: str, lang: str = "en") -> str:
        return text.label(action_id, lang)

    def describe_event(self, event: Event, lang: str = "en") -> str:
        if event["type"] == "chose":
            return text.player(event["seat"], lang) + ": " + text.label(event["choice"], lang)
        if event["type"] == "ready":
            return text.player(event["seat"], lang) + " ✓"
        return text.describe(event, lang)

    def decision_help(self, state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
        return guide.decision_help(state, seat, lang)

    def explain_action(self, state: State, seat: int, action: Action, lang: str = "en") -> str:
        return guide.explain_action(state, seat, action.id, lang)

    def result_lines(self, result: dict[str, Any], lang: str = "en") -> list[str]:
        return guide.result_lines(result, lang)

    def render_table(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
        return render.render(table, seat, lang)

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        return [(n, {"mode": m}) for n in self.players for m in ("apprentice", "expert")]

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        """Resample what ``seat`` cannot see: faces of hidden tokens it has not looked at, the box,
        the face-down wizards and which wizards were removed unseen."""
        new = copy.deepcopy(state)
        kind = new["kind"]
        room = new["room"]
        unseen = [s["id"] for s in (room["slots"] if room else []) if s is not None and not s["up"]
                  and (seat is None or seat not in new["known"].get(str(s["id"]), ()))]
        for group in (unseen + new["box"]["hidden"], new["box"]["visible"], new["box"]["potions"],
                      new["box"]["books"], _down_wizards(new) + new["box"]["wizards"]):
            faces = [kind[t] for t in group]
            rng.shuffle(faces)
            for token, face in zip(group, faces, strict=True):
                kind[token] = face
        return new


def _down_wizards(state: State) -> list[int]:
    if state["crypt"] is not None:
        return [s["id"] for s in state["crypt"] if s is not None and not s["up"]]
    return list(state["wizards"]["down"])


_ACTIONS: dict[str, Action] = {}


def _action(action_id: str) -> Action:
    """Actions are immutable values: one shared object per id saves rebuilding them every call."""
    action = _ACTIONS.get(action_id)
    if action is None:
        action = _ACTIONS[action_id] = Action(action_id, NAME)
    return action


RULES = IncantibusRules()
