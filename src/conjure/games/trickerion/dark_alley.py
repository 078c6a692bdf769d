"""The Dark Alley (rulebook: Temná ulička): draw special assignment cards, fortune telling.

The decision ``turn_dark_alley`` offers a draw from any special deck (1 AP the first time per placement, 2 AP
each further time) and, with prophecies, fortune telling (1 AP), and ``end``. A draw shows the player two cards of
the deck (``keep_special``, private): one goes to the hand, the other back under the deck. The turn remembers the
cards it has put back (``returned``): they lie at the bottom, so a further draw of the same placement takes them only
when the deck holds nothing else (the rulebook lets a player make all his draws at once and choose afterwards).
"""

from __future__ import annotations

from conjure.engine.actions import make_id, parse_id

from . import data
from .flow import FLOW, Events, Rng, State, Task
from .foretold import cost
from .placement import spend

END, FORTUNE = make_id("end"), make_id("fortune")
DRAWN = data.C["special_draw"]
FATE_AP = data.C["fate_weaving_ap"]


def draw_cost(state: State, task: Task) -> int:
    """1 AP for the first draw of a placement, 2 AP for each further one (TRK-ALLEY-1)."""
    return cost(state, "draw_further_cards" if task.get("drew") else "draw_first_card")


def alley_options(state: State, task: Task, seat: int) -> list[str]:
    ap = task["ap"]
    options = []
    if ap >= draw_cost(state, task):
        options += [make_id("draw", loc) for loc in data.SA_LOCATIONS if state["special_decks"].get(loc)]
    if ap >= cost(state, "fortune_telling") and state["prophecies"] and len(state["prophecy"]["upcoming"]) > 1:
        options.append(FORTUNE)
    if ap >= FATE_AP and can_weave_fate(state, seat):
        options += [make_id("fate", p) for p in state["prophecy"]["upcoming"]]
    return [*options, END]


@FLOW.decision("turn_dark_alley", alley_options)
def turn_dark_alley(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    kind, args = parse_id(aid)
    if kind == "end":
        state["tasks"].pop()
    elif kind == "draw":
        spend(task, draw_cost(state, task))
        task["drew"] = True
        deck = state["special_decks"][args[0]]
        cards = draw_cards(deck, task.get("returned", []), rng)
        for card in cards:
            deck.remove(card)
        events.append({"type": "draw_special", "seat": seat, "loc": args[0], "cards": len(cards)})
        FLOW.push(state, {"t": "keep_special", "seat": seat, "loc": args[0], "cards": cards})
    elif kind == "fate":
        spend(task, FATE_AP)
        fate_weaving(state, seat, args[0], rng, events)
    else:
        spend(task, cost(state, "fortune_telling"))
        fortune_telling(state, events, seat)


def draw_cards(deck: list[str], returned: list[str], rng: Rng) -> list[str]:
    """Two cards off the top of a special deck (TRK-ALLEY-1): the deck is unordered and drawn at random, but the
    cards this placement has put back (``returned``) lie at its bottom and come up only when nothing else is left,
    the first one put back first."""
    fresh = [card for card in deck if card not in returned]
    cards = rng.sample(fresh, min(DRAWN, len(fresh)))
    cards += [card for card in returned if card in deck][:DRAWN - len(cards)]
    return sorted(cards)


def can_weave_fate(state: State, seat: int) -> bool:
    """The Priestess of Mysticism's Fate Weaving (with the Dark Alley and prophecies), when a prophecy is active."""
    own = state["seats"][seat]
    return bool(state["prophecies"] and own["magician"] == "priestess_of_mysticism" and state["prophecy"]["active"])


def fate_weaving(state: State, seat: int, chosen: str, rng: Rng, events: Events) -> None:
    """The active prophecy is discarded, the chosen upcoming one becomes active, and a new prophecy drawn from the
    face-down ones takes the vacated upcoming space (TRK-ALLEY-4)."""
    prophecy = state["prophecy"]
    where = prophecy["upcoming"].index(chosen)
    prophecy["active"] = chosen
    if prophecy["pool"]:
        drawn = rng.choice(prophecy["pool"])
        prophecy["pool"].remove(drawn)
        prophecy["upcoming"][where] = drawn
    else:
        prophecy["upcoming"].pop(where)
    events.append({"type": "ability", "seat": seat, "magician": "priestess_of_mysticism", "active": chosen,
                   "upcoming": list(prophecy["upcoming"])})


def fortune_telling(state: State, events: Events, seat: int) -> None:
    """Every upcoming prophecy moves one space clockwise, the way they move toward the active space at the End of
    Round: each one space nearer, the nearest to the farthest space (TRK-ALLEY-2)."""
    upcoming = state["prophecy"]["upcoming"]
    upcoming.append(upcoming.pop(0))
    events.append({"type": "fortune", "seat": seat, "upcoming": list(upcoming)})


def keep_options(state: State, task: Task, seat: int) -> list[str]:
    return [make_id("keep", card) for card in task["cards"]]


@FLOW.decision("keep_special", keep_options)
def keep_special(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """One card to the hand, the other back under its deck (TRK-ALLEY-1); the turn remembers it (``returned``)."""
    state["tasks"].pop()
    kept = parse_id(aid)[1][0]
    state["seats"][seat]["special_hand"].append(kept)
    deck = state["special_decks"][task["loc"]]
    back = [c for c in task["cards"] if c != kept]
    deck.extend(back)
    deck.sort()
    turn = state["tasks"][-1]
    if turn["t"] == "turn_dark_alley" and turn["seat"] == seat:
        turn["returned"] = [c for c in turn.get("returned", []) if c not in back] + back
    events.append({"type": "keep_special", "seat": seat, "card": kept, "to": [seat]})
