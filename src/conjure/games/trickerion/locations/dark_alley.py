"""The Dark Alley (rulebook: Temná ulička): draw special assignment cards, fortune telling.

The decision ``turn_dark_alley`` offers a draw from any special deck (1 AP the first time per placement, 2 AP
each further time) and, with prophecies, fortune telling (1 AP), and ``end``. A draw shows the player two cards of
the deck (``keep_special``, private): one goes to the hand, the other under the deck for good (specials/decks.py), so
no draw, of this placement or a later one, takes it while the deck holds cards that were never put under.
"""

from __future__ import annotations

from typing import Any

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..phases.placement import spend
from ..prophecies.locations import cost
from ..specials.bonuses import parsed
from ..specials.decks import draw, put_under
from ..specials.decks import size as size  # read by tests/trickerion/test_same_turns.py's old code

END, FORTUNE = ids.End().format(), ids.Fortune().format()
FATE_AP = data.C["fate_weaving_ap"]
SA_LOCATIONS: tuple[str, ...] = tuple(data.SA_LOCATIONS)
DRAW_IDS = {loc: ids.text(ids.Draw, loc) for loc in SA_LOCATIONS}  # made once: listed at every step
DRAW_LOCS = {move: loc for loc, move in DRAW_IDS.items()}  # a draw's id → its deck


def draw_cost(state: State, task: Task) -> int:
    """1 AP for the first draw of a placement, 2 AP for each further one (TRK-ALLEY-1)."""
    first, further, _ = _alley_aps(state)
    return further if task.get("drew") else first


_APS: dict[Any, tuple[int, int, int]] = {}  # by the active prophecy (None: none in play)


def _alley_aps(state: State) -> tuple[int, int, int]:
    """The AP costs of a first draw, a further draw and fortune telling (:func:`cost`), kept by the active
    prophecy."""
    active = state["prophecy"]["active"] if state["prophecies"] else None
    found = _APS.get(active)
    if found is None:
        found = _APS[active] = (
            cost(state, "draw_first_card"),
            cost(state, "draw_further_cards"),
            cost(state, "fortune_telling"),
        )
    return found


def alley_options(state: State, task: Task, seat: int) -> list[str]:
    ap = task["ap"]
    first, further, fortune = _alley_aps(state)
    options = []
    if ap >= (further if task.get("drew") else first) and state["dark_alley"]:
        decks, bottoms = state["special_decks"], state["special_bottom"]
        options = [DRAW_IDS[loc] for loc in SA_LOCATIONS if decks[loc] or bottoms[loc]]  # decks.size > 0
    prophecies = state["prophecies"]
    if prophecies and ap >= fortune and len(state["prophecy"]["upcoming"]) > 1:
        options.append(FORTUNE)
    if ap >= FATE_AP and prophecies and can_weave_fate(state, seat):
        options += [ids.text(ids.Fate, p) for p in state["prophecy"]["upcoming"]]
    options.append(END)
    return options


@FLOW.decision("turn_dark_alley", alley_options)
def turn_dark_alley(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    if aid == END:
        state["tasks"].pop()
        return
    loc = DRAW_LOCS.get(aid)
    if loc is not None:
        _draw(state, task, seat, loc, rng, events)
        return
    if aid == FORTUNE:
        spend(task, cost(state, "fortune_telling"))
        fortune_telling(state, events, seat)
        return
    match parsed(aid):
        case ids.End():
            state["tasks"].pop()
        case ids.Draw(loc):
            _draw(state, task, seat, loc, rng, events)
        case ids.Fate(prophecy):
            spend(task, FATE_AP)
            fate_weaving(state, seat, prophecy, rng, events)
        case _:
            spend(task, cost(state, "fortune_telling"))
            fortune_telling(state, events, seat)


def _draw(state: State, task: Task, seat: int, loc: str, rng: Rng, events: Events) -> None:
    spend(task, draw_cost(state, task))
    task["drew"] = True
    cards = draw(state, loc, rng)
    events.append({"type": "draw_special", "seat": seat, "loc": loc, "cards": len(cards)})
    FLOW.push(state, {"t": "keep_special", "seat": seat, "loc": loc, "cards": cards})


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
