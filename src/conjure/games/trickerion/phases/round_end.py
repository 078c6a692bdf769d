"""The End of Round (rulebook: Fáze konce kola): eight short steps in the rulebook's order.

Wages (and fame for unpaid coins), characters return (the hired ones join), orders are delivered, performance
cards advance and the last leaves, posters come back, the round marker moves, prophecies shift (with
prophecies), special assignment cards go back (with the Dark Alley). None of them asks a player anything. After
the last round (7 with the Dark Alley, 5 without) the final scoring follows (``scoring.py``).
"""

from __future__ import annotations

from typing import Any, Final

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..locations.market import room
from ..scoring import final_scoring
from ..specials.decks import put_under
from ..theatre.stage import SKIP, clear_card
from .assignment import char_type

WAGE: Final[dict[str, int]] = {r["type"]: int(r["wage"]) for r in data.DATA.raw["characters"]}
SPECIALIST_TYPES: Final = frozenset(r["type"] for r in data.DATA.raw["specialists"])
_PERMANENT: Final = frozenset(data.LOCATIONS)  # the permanent cards (named by their locations)
_UNPAID: Final = data.C["unpaid_wage_fame_per_coin"]  # fame an unpaid coin of wages costs
STEPS = (
    "pay_wages",
    "return_characters",
    "deliver_orders",
    "advance_performances",
    "return_posters",
    "round_marker",
    "shift_prophecies",
    "return_special_cards",
)


def last_round(state: State) -> int:
    return _LAST_WITH_ALLEY if state["dark_alley"] else _LAST


_LAST_WITH_ALLEY: Final = int(data.C["rounds_dark_alley"])
_LAST: Final = int(data.C["rounds_base"])


@FLOW.phase("round_end")
def round_end(state: State, rng: Rng, events: Events) -> bool:
    """The eight steps; Business Share ends with the round's actions; Hidden Talent acts between the wages and the
    characters' return (TRK-END-10)."""
    last = state["round"] >= last_round(state)
    steps: list[Task] = [{"t": step, "last": last} for step in STEPS]
    state.pop("business_share", None)
    talents = state.pop("hidden_talent", [])
    steps[1:1] = [{"t": "hidden_talent", "seat": seat} for seat in talents]
    FLOW.push_all(state, [*steps, {"t": "round_over", "last": last}])
    return True


# -- 1. wages (TRK-END-1) --------------------------------------------------------------------------------------------


def wages(state: State, seat: int) -> int:
    """1 coin per active apprentice (not the one on the assistant's board), 2 per active specialist; idle
    characters (never placed this round) and the magician cost nothing."""
    placed: list[dict[str, Any]] = state.get("placed", [])
    total = 0
    apprentice = False
    for p in placed:
        if p["seat"] == seat:
            kind = char_type(p["char"])
            total += WAGE[kind]
            if kind == "apprentice":
                apprentice = True
    if apprentice:
        seats: list[dict[str, Any]] = state["seats"]
        if seats[seat]["assistant_apprentice"]:
            total -= WAGE["apprentice"]
    return total


@FLOW.auto("pay_wages")
def pay_wages(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Pay what one can; each unpaid coin costs 2 fame, never below 0."""
    seats: list[dict[str, Any]] = state["seats"]
    for seat_no, seat in enumerate(seats):
        due = wages(state, seat_no)
        if not due:
            continue  # nothing paid, nothing lost
        paid = min(due, seat["coins"])
        seat["coins"] -= paid
        lost = min(seat["fame"], (due - paid) * _UNPAID)
        seat["fame"] -= lost
        events.append({"type": "wages", "seat": seat_no, "coins": paid, "fame": -lost})


# -- Hidden Talent, at the characters' return (TRK-END-10) ------------------------------------------------------------


def talent_options(state: State, task: Task, seat: int) -> list[str]:
    """A specialist type the seat has never had (the apprentice is still there to leave), or none."""
    own = state["seats"][seat]
    team = own["characters"] + own["hired"]
    if "apprentice" not in own["characters"]:
        return [SKIP]
    return [*(ids.Talent(kind).format() for kind in sorted(SPECIALIST_TYPES) if kind not in team), SKIP]


@FLOW.decision("hidden_talent", talent_options)
def hidden_talent(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Hidden Talent: the apprentice who prepared goes back to the supply and the specialist joins with the others;
    his wage is paid this round: what it costs more than the apprentice's, paid now (each unpaid coin 2 fame)."""
    state["tasks"].pop()
    chosen = ids.parse(aid)
    if not isinstance(chosen, ids.Talent):
        return
    own = state["seats"][seat]
    own["characters"].remove("apprentice")
    if "apprentice" not in own["characters"]:
        own["assistant_apprentice"] = False
    own["hired"].append(chosen.specialist)
    due = max(0, WAGE[chosen.specialist] - WAGE["apprentice"])
    paid = min(due, own["coins"])
    own["coins"] -= paid
    lost = min(own["fame"], (due - paid) * data.C["unpaid_wage_fame_per_coin"])
    own["fame"] -= lost
    events.append(
        {"type": "hidden_talent", "seat": seat, "specialist": chosen.specialist, "coins": paid, "fame": -lost}
    )


# -- 2. characters return (TRK-END-2) --------------------------------------------------------------------------------


@FLOW.auto("return_characters")
def return_characters(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Every character comes home with its permanent card (back to the hand); the characters hired at the Inn join
    the team, a specialist with his board."""
    state["placed"] = []
    seats: list[dict[str, Any]] = state["seats"]
    assigned: list[dict[str, str]] | None = state.get("assigned") or None
    for seat_no, seat in enumerate(seats):
        if assigned is not None:
            under = assigned[seat_no]  # each card back and off the character (the order changes neither dict's)
            back = [char for char, card in under.items() if card in _PERMANENT]
            if back:
                hand: dict[str, int] = seat["hand"]
                for char in back:
                    hand[under.pop(char)] += 1
        for kind in seat.get("hired", []):
            seat["characters"].append(kind)
            if kind in SPECIALIST_TYPES:
                seat["specialists"].append(kind)
            events.append({"type": "joins", "seat": seat_no, "character": kind})
        seat["hired"] = []


# -- 3. orders (TRK-END-3) -------------------------------------------------------------------------------------------


@FLOW.auto("deliver_orders")
def deliver_orders(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Each ordered prop replaces the prop on the matching buy space; the quick-order prop goes back."""
    market = state["market"]
    for slot, prop in enumerate(market["order"]):
        if prop is not None:
            market["buy"] += [None] * (slot + 1 - len(market["buy"]))
            market["buy"][slot] = prop
    market["order"] = [None for _ in market["order"]]
    market.pop("logistics", None)  # Logistics: the props beside the buy area go back to the supply (TRK-MARKET-7)
    dubious_sources(state, events)
    market["quick"] = None
    events.append({"type": "delivered", "buy": list(market["buy"])})


def dubious_sources(state: State, events: Events) -> None:
    """Dubious Sources: the prop on the quick-order slot goes into the workshop of the seat that used the card this
    round (the last one, if Mimesis copied it), where there is room; else back to the supply (TRK-END-9)."""
    seat_no, prop = state.pop("dubious_sources", None), state["market"]["quick"]
    if seat_no is None or prop is None or not room(state["seats"][seat_no], prop):
        return
    props = state["seats"][seat_no]["props"]
    props[prop] = props.get(prop, 0) + 1
    events.append({"type": "special_bonus", "seat": seat_no, "card": "dubious_sources", "prop": prop})


# -- 4. performance cards (TRK-END-4) --------------------------------------------------------------------------------


@FLOW.auto("advance_performances")
def advance_performances(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Every card moves one position to the right; the one pushed off the last position (first at the end of round
    3) is discarded with its markers; the top card of the deck is revealed onto the leftmost position."""
    theater = state["theater"]
    leaving = theater[-1]
    if leaving is not None:
        markers = clear_card(state, leaving)
        state["performance_discard"].append(leaving)
        events.append({"type": "performance_discarded", "card": leaving, "markers": len(markers)})
    theater[:] = [None, *theater[:-1]]
    group = next((g for g in state["performance_deck"] if g), None)
    if group is not None:
        card = rng.choice(group)
        group.remove(card)
        theater[0] = card
        events.append({"type": "performance_revealed", "card": card})


# -- 5.-8. posters, round marker, prophecies, special cards (TRK-END-5 … TRK-END-7) -----------------------------------


@FLOW.auto("return_posters")
def return_posters(state: State, task: Task, rng: Rng, events: Events) -> None:
    for seat in state["seats"]:
        seat["poster"] = True


@FLOW.auto("round_marker")
def round_marker(state: State, task: Task, rng: Rng, events: Events) -> None:
    if not task["last"]:
        state["round"] += 1


@FLOW.auto("shift_prophecies")
def shift_prophecies(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The active prophecy leaves; the nearest upcoming one becomes active for the next round; the others move one
    space on and a face-down one is drawn into the farthest space."""
    prophecy = state["prophecy"]
    if not state["prophecies"] or not prophecy["upcoming"]:
        return
    prophecy["active"] = prophecy["upcoming"].pop(0)
    if prophecy["pool"]:
        drawn = rng.choice(prophecy["pool"])
        prophecy["pool"].remove(drawn)
        prophecy["upcoming"].append(drawn)
    events.append({"type": "prophecy", "active": prophecy["active"], "upcoming": list(prophecy["upcoming"])})


@FLOW.auto("return_special_cards")
def return_special_cards(state: State, task: Task, rng: Rng, events: Events) -> None:
    """A used special card goes under its deck, seen by everybody, seat by seat, each seat's in its characters' order
    (by name); one under an idle character back to the hand."""
    seats: list[dict[str, Any]] = state["seats"]
    everybody = list(range(len(seats)))
    assigned: list[dict[str, str]] | None = state.get("assigned") or None
    for seat_no, seat in enumerate(seats):
        under = assigned[seat_no] if assigned is not None else None
        if under:
            idle = set(state.get("idle", [[]] * len(seats))[seat_no])
            for char, card in sorted(under.items()):
                if char in idle:
                    seat["special_hand"].append(card)
                else:
                    put_under(state, card, everybody)
                del under[char]
        if "idle" in state:
            state["idle"][seat_no] = []


@FLOW.auto("round_over")
def round_over(state: State, task: Task, rng: Rng, events: Events) -> None:
    """On to the next round's opening, or after the last round to the final scoring."""
    events.append({"type": "round_end", "round": state["round"] - (0 if task["last"] else 1)})
    if task["last"]:
        final_scoring(state, events)
    else:
        state["phase"] = "round_start"
