"""Special assignment cards' printed bonuses (rulebook: Speciální karty pověření; card texts in data.toml).

A character placed with a special card whose bonus is built here keeps the bonus for one boosted action of its
turn: that action is offered a second time with the suffix ``special`` (the card's effect), once. At any time
the player may give the bonus up for +1 AP instead (``forgo``). A card whose bonus is not built yet gives the
+1 AP at once (phases/placement.py); Empower, Freelancer and Business Share act on placing
(phases/placement.py). The cards that boost a performance (Durable Components, Arranged Fiasco, Grand Premiere) act in the
Performance phase for the magician placed on a performance space with them (theatre/performance.py); Hidden Talent acts
at the End of Round (phases/round_end.py).
"""

from __future__ import annotations

from collections.abc import Callable

from conjure.engine.actions import TypedId

from .. import ids
from ..flow import FLOW, Events, State, Task

SPECIAL, FORGO = ids.SPECIAL, ids.Forgo().format()
BUILT = (
    "thirst_for_knowledge",
    "headhunter",
    "leaked_blueprints",
    "interest",
    "fame_and_fortune",
    "mass_recruitment",
    "trick_tweaking",
    "invention",
    "ingenuity",
    "test_run",
    "workshop_exhibition",
    "smuggled_goods",
    "traveling_merchants",
    "component_sale",
    "barter_with_power",
    "workshop_delivery",
    "unstable_prototype",
    "replaceable_parts",
    "investments",
    "hypnotic_motivation",
    "shoplifting",
    "dubious_sources",
    "headliner_trick",
    "director_s_favor",
    "buying_time",
    "guest_performer",
    "orchestral_interlude",
    "new_twist",
    "durable_components",
    "arranged_fiasco",
    "grand_premiere",
    "street_performance",
    "trick_overhaul",
    "enhance_trick",
    "on_stage_preparation",
    "hidden_talent",
    "logistics",
    "business_share",
)
BUSINESS_SHARE = "business_share"


PARSED_KEPT = 16_384
_PARSED: dict[str, TypedId] = {}


def parsed(aid: str) -> TypedId:
    """``ids.parse(aid)``, kept by the id (the typed ids are frozen): the location turns resolve the same few ids
    (``end``, ``draw:<loc>``, ``reroll:<die>`` …) again and again. At most :data:`PARSED_KEPT`, all dropped when
    full."""
    found = _PARSED.get(aid)
    if found is None:
        if len(_PARSED) >= PARSED_KEPT:
            _PARSED.clear()
        found = _PARSED[aid] = ids.parse(aid)
    return found


def is_built(card: str) -> bool:
    return card in BUILT


def bonus(task: Task) -> str | None:
    """The special card whose bonus this turn still holds."""
    card = task.get("special")
    return str(card) if card else None


def with_bonus(options: list[str]) -> list[str]:
    """The options again, each marked as taken with the card's bonus."""
    return [f"{a}:{SPECIAL}" for a in options]


def used(aid: str) -> bool:
    return aid.endswith(f":{SPECIAL}")


def forgo_option(task: Task) -> list[str]:
    """Giving the bonus up is possible until it has been used (a card usable several times: until its first use)."""
    return [FORGO] if bonus(task) and not task.get("bonus_taken") else []


def spend_bonus(task: Task) -> None:
    task["special"] = None


def forgo(state: State, task: Task, seat: int, events: Events) -> None:
    """Give the bonus up for +1 AP in this location (TRK-ALLEY-5)."""
    events.append({"type": "forgo", "seat": seat, "card": task["special"]})
    if task["special"] == BUSINESS_SHARE:
        state["business_share"].remove(seat)
    spend_bonus(task)
    task["ap"] += 1


def ends_or_forgoes(
    state: State,
    task: Task,
    seat: int,
    kind: str,
    events: Events,
    alone: Callable[[State, Task, int], bool] | None = None,
) -> bool:
    """The two answers every location turn shares: ``end`` closes the turn, ``forgo`` trades the card's bonus for
    +1 AP (TRK-ALLEY-5). True when ``kind`` was one of them and has been carried out. ``alone``: the location's
    own check that ``end`` is its only option (what ``FLOW.option_ids(state, seat) == ["end"]`` says, found
    without listing every option; tests/trickerion/test_same_turns2.py)."""
    if kind == "end":
        if task["ap"] > 0 and (  # nothing else was possible: said in the log
            FLOW.option_ids(state, seat) == [kind] if alone is None else alone(state, task, seat)
        ):
            events.append(
                {"type": "nothing_to_do", "seat": seat, "char": task["char"], "loc": task["t"][5:], "ap": task["ap"]}
            )
        state["tasks"].pop()
        return True
    if kind == "forgo":
        forgo(state, task, seat, events)
        return True
    return False


def fame(state: State, seat: int, card: str, gained: int, events: Events) -> None:
    """A bonus paid in fame (never negative)."""
    gained = max(0, gained)
    state["seats"][seat]["fame"] += gained
    events.append({"type": "special_bonus", "seat": seat, "card": card, "fame": gained})


# -- Business Share (TRK-MARKET-7) -------------------------------------------------------------------------------------


def take_share(state: State, seat: int) -> None:
    """Business Share placed: from now on this round the opponents' coins spent at the Market Row go to ``seat``."""
    state.setdefault("business_share", []).append(seat)


def share_coins(state: State, payer: int, coins: int, events: Events) -> None:
    """Coins ``payer`` spends at the Market Row go to the first other seat holding a Business Share this round
    (placed earliest), not to the bank."""
    holder = next((s for s in state.get("business_share", ()) if s != payer), None)
    if holder is None or coins <= 0:
        return
    state["seats"][holder]["coins"] += coins
    events.append({"type": "business_share", "seat": holder, "payer": payer, "coins": coins})


def enhancement(state: State, seat: int, trick: str) -> int:
    """Fame and coins more that the seat's trick yields for Enhance Trick's shards on it (TRK-WORK-6)."""
    record = next((t for t in state["seats"][seat]["tricks"] if t["id"] == trick), None)
    return int(record.get("enhanced", 0)) if record else 0
