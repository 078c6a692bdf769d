"""The Dark Alley (rulebook: Temná ulička): draw special assignment cards, fortune telling.

The decision ``turn_dark_alley`` offers a draw from any special deck (1 AP the first time per placement, 2 AP
each further time) and, with prophecies, fortune telling (1 AP), and ``end``. A draw shows the player two cards of
the deck (``keep_special``, private): one goes to the hand, the other under the deck for good (specials/decks.py), so
no draw, of this placement or a later one, takes it while the deck holds cards that were never put under.
"""

from __future__ import annotations

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..phases.placement import spend
from ..prophecies.locations import cost
from ..specials.decks import draw, put_under, size

END, FORTUNE = ids.End().format(), ids.Fortune().format()
FATE_AP = data.C["fate_weaving_ap"]
DRAW_IDS = {loc: ids.text(ids.Draw, loc) for loc in data.SA_LOCATIONS}  # made once: listed at every step


def draw_cost(state: State, task: Task) -> int:
    """1 AP for the first draw of a placement, 2 AP for each further one (TRK-ALLEY-1)."""
    return cost(state, "draw_further_cards" if task.get("drew") else "draw_first_card")


def alley_options(state: State, task: Task, seat: int) -> list[str]:
    ap = task["ap"]
    options = []
    if ap >= draw_cost(state, task):
        options += [DRAW_IDS[loc] for loc in data.SA_LOCATIONS if state["dark_alley"] and size(state, loc)]
    if ap >= cost(state, "fortune_telling") and state["prophecies"] and len(state["prophecy"]["upcoming"]) > 1:
        options.append(FORTUNE)
    if ap >= FATE_AP and can_weave_fate(state, seat):
        options += [ids.text(ids.Fate, p) for p in state["prophecy"]["upcoming"]]
    return [*options, END]


@FLOW.decision("turn_dark_alley", alley_options)
def turn_dark_alley(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    match ids.parse(aid):
        case ids.End():
            state["tasks"].pop()
        case ids.Draw(loc):
            spend(task, draw_cost(state, task))
            task["drew"] = True
            cards = draw(state, loc, rng)
            events.append({"type": "draw_special", "seat": seat, "loc": loc, "cards": len(cards)})
            FLOW.push(state, {"t": "keep_special", "seat": seat, "loc": loc, "cards": cards})
        case ids.Fate(prophecy):
            spend(task, FATE_AP)
            fate_weaving(state, seat, prophecy, rng, events)
        case _:
            spend(task, cost(state, "fortune_telling"))
            fortune_telling(state, events, seat)


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
    events.append(
        {
            "type": "ability",
            "seat": seat,
            "magician": "priestess_of_mysticism",
            "active": chosen,
            "upcoming": list(prophecy["upcoming"]),
        }
    )


def fortune_telling(state: State, events: Events, seat: int) -> None:
    """Every upcoming prophecy moves one space clockwise, the way they move toward the active space at the End of
    Round: each one space nearer, the nearest to the farthest space (TRK-ALLEY-2)."""
    upcoming = state["prophecy"]["upcoming"]
    upcoming.append(upcoming.pop(0))
    events.append({"type": "fortune", "seat": seat, "upcoming": list(upcoming)})


def keep_options(state: State, task: Task, seat: int) -> list[str]:
    return [ids.text(ids.Keep, card) for card in task["cards"]]


@FLOW.decision("keep_special", keep_options)
def keep_special(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """One card to the hand, the other under its deck, seen going there by the drawer alone (TRK-ALLEY-1)."""
    state["tasks"].pop()
    kept = ids.Keep.parse(aid).card
    state["seats"][seat]["special_hand"].append(kept)
    for card in task["cards"]:
        if card != kept:
            put_under(state, card, [seat])
    events.append({"type": "keep_special", "seat": seat, "card": kept, "to": [seat]})
