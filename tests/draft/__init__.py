"""Draft: a toy game of the test suite, registered only while the tests run (``CONJURE_GAME_PACKAGES``).

Two players draft cards valued 1 to 6 (fourteen of each) from a shuffled deck. Each round three cards are
offered, two face up and one face down; the first player takes two of them, one at a time, and the second takes
the one left (a toy needs no fairness). A card taken face down is seen by its taker alone. When the deck is empty the higher
hand wins. It is the smallest game with a secret, a draw and a picture, and shows that a game is one folder:
the shared suites (conformance, pictures, web, bots) run it without being edited.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from conjure.engine.actions import Action
from conjure.engine.presentation import Presentation
from conjure.engine.results import ranked
from conjure.engine.rng import Rng
from conjure.engine.rules import Event, GameRules, State
from conjure.i18n import N_, Texts

T = Texts("tests.draft")
DECK = [v for v in range(1, 7) for _ in range(14)]
SLOTS = ("down", "left", "right")  # the offer: one card face down, two face up
TAKE = {
    "down": N_("Take the face-down card"),
    "left": N_("Take the face-up card on the left"),
    "right": N_("Take the face-up card on the right"),
}
HIDDEN = "?"


def _hand_view(hand: list[dict[str, Any]], own: bool) -> list[Any]:
    return [c["value"] if own or c["up"] else HIDDEN for c in hand]


class DraftPresentation(Presentation):
    """Draft's words and terminal table."""

    def label(self, action_id: str, lang: str = "en") -> str:
        return T.get(lang, TAKE[action_id.split(":")[1]])

    def describe_event(self, event: Event, lang: str = "en") -> str:
        if event.get("card") is None:
            return T.tr(lang, "Player {n} takes the face-down card", n=event["seat"] + 1)
        return T.tr(lang, "Player {n} takes a {card}", n=event["seat"] + 1, card=event["card"])

    def decision_help(self, state: State, seat: int, lang: str = "en") -> tuple[str, str] | None:
        if seat not in RULES.to_act(state):
            return None
        return "DRAFT-1", T.tr(lang, "The first player takes two of the offered cards, the second the one left.")

    def result_lines(self, result: dict[str, Any], lang: str = "en") -> list[str]:
        if len(result["winners"]) != 1:
            return [T.tr(lang, "A tie.")]
        return [T.tr(lang, "Player {n} wins.", n=result["winners"][0] + 1)]

    def render_table(self, table: dict[str, Any], seat: int | None, lang: str = "en") -> str:
        lines = [T.tr(lang, "Deck: {n}", n=table["deck"])]
        shown = [str(v) for v in table["offer"].values() if v is not None]
        if shown:
            lines.append(T.tr(lang, "Offered face up: {card}", card=" ".join(shown)))
        for s, hand in enumerate(table["hands"]):
            lines.append(T.tr(lang, "Player {n}: {cards}", n=s + 1, cards=" ".join(map(str, hand)) or "-"))
        return "\n".join(lines)


@dataclass
class DraftRules(GameRules):
    name: str = "draft"
    titles: dict[str, str] = field(default_factory=lambda: {"cs": "Výběr", "en": "Draft", "de": "Auswahl"})
    players: tuple[int, ...] = (2,)
    presentation = DraftPresentation()

    def setup(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        deck = list(DECK)
        rng.shuffle(deck)
        return {
            "phase": "draft",
            "round": 0,
            "turn": 0,
            "deck": deck[3:],
            "offer": dict(zip(SLOTS, deck[:3], strict=True)),
            "seats": [{"hand": []} for _ in range(players)],
        }

    def to_act(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["turn"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return [
            Action(f"take:{face}", self.name, self.presentation.label)
            for face in SLOTS
            if state["offer"][face] is not None
        ]

    def apply(self, state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
        face = action.id.split(":")[1]
        taken = state["offer"][face]
        state["offer"][face] = None
        state["seats"][seat]["hand"].append({"value": taken, "up": face != "down"})
        if face != "down":
            events.append({"type": "take", "seat": seat, "card": taken})
        else:
            events.append(
                {
                    "type": "take",
                    "seat": seat,
                    "card": taken,
                    "to": [seat],
                    "public": {"type": "take", "seat": seat, "card": None},
                }
            )
        left = sum(v is not None for v in state["offer"].values())
        if left:
            state["turn"] = 0 if left == 2 else 1
        elif state["deck"]:
            state["offer"] = dict(zip(SLOTS, state["deck"][:3], strict=True))
            state["deck"], state["round"] = state["deck"][3:], state["round"] + 1
            state["turn"] = 0
        else:
            state["phase"] = "over"

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def result(self, state: State) -> dict[str, Any]:
        return ranked([sum(c["value"] for c in s["hand"]) for s in state["seats"]], rule="none")

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        offer = state["offer"]
        return {
            "deck": len(state["deck"]),
            "round": state["round"],
            "turn": state["turn"],
            "offer": {"left": offer["left"], "right": offer["right"]},
            "offer_down": offer["down"] is not None,
            "hands": [_hand_view(s["hand"], s_i == seat) for s_i, s in enumerate(state["seats"])],
        }

    def redeal(self, state: State, seat: int | None, rng: Rng) -> State | None:
        """Everything ``seat`` cannot see shuffled anew: the deck, the face-down offer and the others' face-down
        cards."""
        new = copy.deepcopy(state)
        hidden = [c for s, p in enumerate(new["seats"]) if s != seat for c in p["hand"] if not c["up"]]
        down = new["offer"]["down"] is not None
        values = [c["value"] for c in hidden] + list(new["deck"]) + ([new["offer"]["down"]] if down else [])
        values.sort()  # what the seat cannot see, as a set: its order must not leak into the draw
        rng.shuffle(values)
        for c in hidden:
            c["value"] = values.pop()
        if down:
            new["offer"]["down"] = values.pop()
        new["deck"] = values
        return new


RULES = DraftRules()

__all__ = ["RULES"]
