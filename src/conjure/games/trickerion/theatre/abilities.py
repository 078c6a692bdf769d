"""The magicians' abilities that act in the Theatre and the Performance phase (rulebook: Dovednosti iluzionistů;
with the Dark Alley only, the black-cat side of the magician card).

- Master of Chains, *Break Free*: before the Performance phase, one Reschedule without a character, whose links pay.
- Yoruba Spiritmaster, *Soul Possession*: once a round, for 1 shard, he chooses an opponent's performance card.
- The Red Lotus, *Trick Steal*: as performer, the yield of an opponent's trick instead of one of his own.
- Electra, *Supercharge*: two markers of a trick stacked on one slot (``theatre/stage.py``, ``theatre/performance.py``).
"""

from __future__ import annotations

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from .stage import cards_with, has_ability, on_card, reschedule_options

DECLINE = ids.Decline().format()


def ability_seat(state: State, magician: str) -> int | None:
    """The seat playing ``magician`` with its ability, if any."""
    return next((s for s in range(len(state["seats"])) if has_ability(state, s, magician)), None)


# -- Master of Chains (TRK-PERF-5) -----------------------------------------------------------------------------------


@FLOW.auto("break_free_check")
def break_free_check(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat = ability_seat(state, "master_of_chains")
    if seat is not None and reschedule_options(state, seat):
        FLOW.push(state, {"t": "break_free", "seat": seat})


def break_free_options(state: State, task: Task, seat: int) -> list[str]:
    return [*reschedule_options(state, seat), DECLINE]


@FLOW.decision("break_free", break_free_options)
def break_free(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """A Reschedule for free; unlike the Theatre's, the links it makes pay their bonuses."""
    state["tasks"].pop()
    if not isinstance(chosen := ids.parse(aid), ids.Reschedule):
        return
    card, slot = chosen.card, chosen.slot
    trick = next(m["trick"] for m in on_card(state, card) if m["slot"] == slot)
    events.append({"type": "ability", "seat": seat, "magician": "master_of_chains"})
    FLOW.push(state, {"t": "theater_slot", "seat": seat, "trick": trick, "source": [card, slot], "pay": True})


# -- Yoruba Spiritmaster (TRK-PERF-6) --------------------------------------------------------------------------------


def possessor(state: State, performer: int) -> int | None:
    """The Yoruba Spiritmaster's seat when he may choose the performer's card now: another seat, a shard to pay,
    not yet used this round, and a real choice (two cards or more)."""
    seat = ability_seat(state, "yoruba_spiritmaster")
    if seat is None or seat == performer or state["seats"][seat]["shards"] < 1:
        return None
    if state["possessed"] == state["round"] or len(cards_with(state, performer)) < 2:
        return None
    return seat


def possession_options(state: State, task: Task, seat: int) -> list[str]:
    return [*(ids.Possess(card).format() for card in cards_with(state, task["target"])), DECLINE]


@FLOW.decision("soul_possession", possession_options)
def soul_possession(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Pay 1 shard and choose the card the opponent performs (it holds one of his markers)."""
    state["tasks"].pop()
    if not isinstance(chosen := ids.parse(aid), ids.Possess):
        return
    state["seats"][seat]["shards"] -= 1
    state["possessed"] = state["round"]
    state["tasks"][-1]["forced"] = chosen.card
    events.append(
        {
            "type": "ability",
            "seat": seat,
            "magician": "yoruba_spiritmaster",
            "target": task["target"],
            "card": chosen.card,
        }
    )


# -- The Red Lotus (TRK-PERF-7) --------------------------------------------------------------------------------------


def steal_pairs(state: State, card: str, seat: int) -> list[tuple[int, int]]:
    """(the Red Lotus's slot, an opponent's slot) on the card where the opponent's trick has the same or a lower
    fame threshold."""
    if not has_ability(state, seat, "the_red_lotus"):
        return []
    markers = on_card(state, card)
    threshold = {m["slot"]: data.TRICKS[m["trick"]].threshold for m in markers}
    return [
        (own["slot"], other["slot"])
        for own in markers
        if own["seat"] == seat
        for other in markers
        if other["seat"] != seat and threshold[other["slot"]] <= threshold[own["slot"]]
    ]


def steal_options(state: State, task: Task, seat: int) -> list[str]:
    return [*(ids.Steal(a, b).format() for a, b in steal_pairs(state, task["card"], seat)), DECLINE]


@FLOW.decision("trick_steal", steal_options)
def trick_steal(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The chosen pair goes to the payout below (``performance_payout``)."""
    state["tasks"].pop()
    if isinstance(chosen := ids.parse(aid), ids.Steal):
        state["tasks"][-1]["steal"] = [chosen.own, chosen.their]
        events.append({"type": "ability", "seat": seat, "magician": "the_red_lotus", "card": task["card"]})
