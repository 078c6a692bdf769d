"""The Performance phase (rulebook: Fáze představení; Akce Účinkovat; Vyplacení výdělku; Modifikátory výdělku;
Bonusy pro účinkujícího).

Day by day from Thursday to Sunday (not by initiative), the magician on that day's performance space chooses a
performance card holding at least one of his markers (``perform``); every trick on it is performed: each
marker's owner earns that trick's yields with his day's modifier, the performer his bonuses, and the markers go
back to their owners' supplies. The card itself stays.
"""

from __future__ import annotations

from typing import Any, Final

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..prophecies.locations import gain_shards
from ..prophecies.theatre import day_modifier, theater_rule
from ..specials.bonuses import enhancement
from .abilities import possessor, steal_pairs
from .stage import SKIP, cards_with, clear_card, links_on, marker_count, on_card, remove_marker

DAY_ORDER: Final = tuple(r["id"] for r in data.DATA.raw["days"])  # thursday … sunday, as data.toml lists them
PERFORMER_BONUS: Final = {r["type"]: r["performer_bonus"] for r in data.DATA.raw["specialists"]}
GAINS = ("fame", "coins", "shards")
DURABLE, FIASCO, PREMIERE = "durable_components", "arranged_fiasco", "grand_premiere"


def theater_places(state: State, seat: int) -> list[dict[str, Any]]:
    return [p for p in state.get("placed", []) if p["seat"] == seat and p["loc"] == "theater"]


def day_of(state: State, seat: int) -> str | None:
    """The day on which the seat has characters in the Theatre this round (one day at most)."""
    places = theater_places(state, seat)
    return str(places[0]["space"]).split(":")[0] if places else None


def performer_card(state: State, day: str) -> str | None:
    """The special card under the magician on the day's performance space (its bonus boosts the performance)."""
    place = _performing(state, day)
    return None if place is None else place.get("special")


def performer(state: State, day: str) -> int | None:
    """The seat whose magician stands on the day's performance space."""
    place = _performing(state, day)
    return None if place is None else place["seat"]


def _performing(state: State, day: str) -> dict[str, Any] | None:
    """The first placement on the day's performance space, if any (its space named once, not at each placement)."""
    space = f"{day}:performance"
    placed: list[dict[str, Any]] = state.get("placed", [])
    for p in placed:
        if p["loc"] == "theater" and p["space"] == space:
            return p
    return None


@FLOW.phase("performance")
def performance_phase(state: State, rng: Rng, events: Events) -> bool:
    """Master of Chains' Break Free comes first (before the phase, TRK-PERF-5), then the days in order."""
    FLOW.push_all(
        state,
        [
            {"t": "break_free_check"},
            *[{"t": "day_performance", "day": day} for day in DAY_ORDER],
            {"t": "performances_done"},
        ],
    )
    return True


@FLOW.auto("day_performance")
def day_performance(state: State, task: Task, rng: Rng, events: Events) -> None:
    """The day's magician chooses a card with one of his markers; without such a card he cannot perform."""
    seat = performer(state, task["day"])
    if seat is None:
        return
    if not cards_with(state, seat):
        events.append({"type": "no_performance", "seat": seat, "day": task["day"]})
        return
    FLOW.push(state, {"t": "perform", "seat": seat, "day": task["day"], "forced": None})
    yoruba = possessor(state, seat)
    if yoruba is not None:
        FLOW.push(state, {"t": "soul_possession", "seat": yoruba, "target": seat})


@FLOW.auto("performances_done")
def performances_done(state: State, task: Task, rng: Rng, events: Events) -> None:
    state["phase"] = "round_end"


def perform_options(state: State, task: Task, seat: int) -> list[str]:
    """The performance cards with at least one of the performer's markers (TRK-PERF-1), or the one the Yoruba
    Spiritmaster chose (TRK-PERF-6)."""
    if task.get("forced"):
        return [ids.Perform(task["forced"]).format()]
    return [ids.text(ids.Perform, card) for card in cards_with(state, seat)]


@FLOW.decision("perform", perform_options)
def perform(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The card is chosen; the Red Lotus may first steal a trick's yield (TRK-PERF-7), then everyone is paid."""
    state["tasks"].pop()
    card = ids.Perform.parse(aid).card
    FLOW.push(state, {"t": "performance_payout", "seat": seat, "day": task["day"], "card": card, "steal": None})
    if steal_pairs(state, card, seat):
        FLOW.push(state, {"t": "trick_steal", "seat": seat, "card": card})
    if performer_card(state, task["day"]) == PREMIERE and premiere_options(state, {"card": card}, seat):
        FLOW.push(state, {"t": "grand_premiere", "seat": seat, "card": card})  # first (TRK-PERF-8)


@FLOW.auto("performance_payout")
def performance_payout(state: State, task: Task, rng: Rng, events: Events) -> None:
    seat, card = task["seat"], task["card"]
    steal = (int(task["steal"][0]), int(task["steal"][1])) if task["steal"] else None
    premiere = (int(task["premiere"][0]), str(task["premiere"][1])) if task.get("premiere") else None
    parts = payout_parts(state, card, task["day"], seat, steal, premiere)
    gains = payouts(state, card, task["day"], seat, steal, premiere)
    events.append(
        {
            "type": "perform",
            "seat": seat,
            "day": task["day"],
            "card": card,
            "gains": {str(owner): dict(gain) for owner, gain in sorted(gains.items())},
            "parts": {str(owner): parts[owner] for owner in sorted(parts)},
            **({"steal": list(steal)} if steal else {}),
        }
    )
    for owner, gain in sorted(gains.items()):
        state["seats"][owner]["fame"] += gain["fame"]
        state["seats"][owner]["coins"] += gain["coins"]
        gain_shards(state, owner, gain["shards"], events)
    special = performer_card(state, task["day"])
    if special == FIASCO:
        arranged_fiasco(state, seat, on_card(state, card), events)
    markers = clear_card(state, card)
    performed = state.setdefault("performed", [])
    performed += sorted({m["trick"] for m in markers} - set(performed))
    own = sorted({m["trick"] for m in markers if m["seat"] == seat and _owns(state, seat, m["trick"])})
    if special == DURABLE and own:
        FLOW.push(state, {"t": "durable_components", "seat": seat, "tricks": own})


def _owns(state: State, seat: int, trick: str) -> bool:
    return any(t["id"] == trick for t in state["seats"][seat]["tricks"])


# -- what a performance pays (TRK-PERF-2, TRK-PERF-3) ----------------------------------------------------------------


def trick_yield(state: State, trick: str, day: str, double: bool = False, plus: int = 0) -> dict[str, int]:
    """One performed trick's yield with a day's modifier: fame and coins never below 0; shards unchanged; Electra's
    supercharged trick +1/+2/+3 fame and coins by level; ``plus`` more of each for Enhance Trick's shards. A
    prophecy may turn the coins into fame (after the modifiers)."""
    t = data.TRICKS[trick]
    fame_mod, coins_mod = day_modifier(state, day)
    extra = (t.level if double else 0) + plus
    got = {
        "fame": max(0, t.yield_fame + fame_mod) + extra,
        "coins": max(0, t.yield_coins + coins_mod) + extra,
        "shards": t.yield_shards,
    }
    if theater_rule(state, "coins_as_fame", False):
        got["fame"], got["coins"] = got["fame"] + got["coins"], 0
    return got


def performer_bonus(state: State, card: str, seat: int) -> dict[str, int]:
    """1 fame per link on the card, the bonuses of the performer's specialists in the Theatre this round, and the
    card's own bonus."""
    bonus = dict.fromkeys(GAINS, 0)
    for part in performer_parts(state, card, seat):
        for what in GAINS:
            bonus[what] += part["gain"][what]
    return bonus


def performer_parts(state: State, card: str, seat: int) -> list[dict[str, Any]]:
    """The performer's bonus by source, each ``{"source": "links" | "specialists" | "card", "gain": …}`` (links with
    their count), a prophecy's factor applied to each; a source that gives nothing is left out."""
    factor = int(theater_rule(state, "performer_factor", 1))
    links = len(links_on(card, on_card(state, card)))
    specialists = {str(p["char"]).rstrip("0123456789") for p in theater_places(state, seat)}
    staff = dict.fromkeys(GAINS, 0)
    for kind in sorted(specialists & set(PERFORMER_BONUS)):
        for what, n in PERFORMER_BONUS[kind].items():
            staff[what] += int(n)
    printed = {what: int(data.PERFORMANCES[card].bonus.get(what, 0)) for what in GAINS}
    found: list[dict[str, Any]] = [
        {"source": "links", "links": links, "gain": {**dict.fromkeys(GAINS, 0), "fame": links}},
        {"source": "specialists", "gain": staff},
        {"source": "card", "gain": printed},
    ]
    return [
        {**part, "gain": {what: n * factor for what, n in part["gain"].items()}}
        for part in found
        if any(part["gain"].values())
    ]


def payouts(
    state: State,
    card: str,
    day: str,
    seat: int,
    steal: tuple[int, int] | None = None,
    premiere: tuple[int, str] | None = None,
) -> dict[int, dict[str, int]]:
    """Everything a performance of ``card`` on ``day`` by ``seat`` pays, by seat (the sums of :func:`payout_parts`)."""
    gains: dict[int, dict[str, int]] = {}
    for owner, parts in payout_parts(state, card, day, seat, steal, premiere).items():
        gain = gains.setdefault(owner, dict.fromkeys(GAINS, 0))
        for part in parts:
            for what in GAINS:
                gain[what] += part["gain"][what]
    return gains


def payout_parts(
    state: State,
    card: str,
    day: str,
    seat: int,
    steal: tuple[int, int] | None = None,
    premiere: tuple[int, str] | None = None,
) -> dict[int, list[dict[str, Any]]]:
    """What a performance of ``card`` on ``day`` by ``seat`` pays, by seat and source: each marker's owner the yield of
    that trick (``{"source": "trick", "trick", "day", "mod": [fame, coins], "gain"}``) with his own day's modifier
    (the performer's day if he has nobody in the Theatre, or for everyone under a prophecy), then the performer's
    bonuses (:func:`performer_parts`). With ``steal`` (the performer's slot, the opponent's slot) the Red Lotus earns
    the opponent's trick instead of his own (``"stolen": true``), and the opponent 1 fame less for it. An enhanced
    trick (Enhance Trick) yields more fame and coins; with ``premiere`` (a slot, a yield) Grand Premiere doubles that
    yield of that marker (``"doubled"``)."""
    parts: dict[int, list[dict[str, Any]]] = {}
    everyone = bool(theater_rule(state, "performer_day_for_all", False))
    at = {m["slot"]: m for m in on_card(state, card)}
    for marker in on_card(state, card):
        owner = marker["seat"]
        stolen = bool(steal and marker["slot"] == steal[0])
        earned = at[steal[1]] if steal and stolen else marker
        used = day if everyone else day_of(state, owner) or day
        got = trick_yield(
            state,
            earned["trick"],
            used,
            bool(earned.get("double")),
            enhancement(state, earned["seat"], earned["trick"]),
        )
        part: dict[str, Any] = {
            "source": "trick",
            "trick": earned["trick"],
            "day": used,
            "mod": list(day_modifier(state, used)),
        }
        if premiere and marker["slot"] == premiere[0]:
            got[premiere[1]] *= 2
            part["doubled"] = premiere[1]
        if steal and marker["slot"] == steal[1]:
            got["fame"] = max(0, got["fame"] - 1)
        if stolen:
            part["stolen"] = True
        parts.setdefault(owner, []).append({**part, "gain": got})
    parts.setdefault(seat, []).extend(performer_parts(state, card, seat))
    return parts


# -- the special cards that boost a performance (TRK-PERF-8, TRK-THEATER-13) -----------------------------------------


def arranged_fiasco(state: State, seat: int, markers: list[dict[str, Any]], events: Events) -> None:
    """Arranged Fiasco: the performer gains 1 fame per marker of his on the card, every other player there loses 1
    fame per marker of his (never below 0); a supercharged stack counts its two markers."""
    count: dict[int, int] = {}
    for m in markers:
        count[m["seat"]] = count.get(m["seat"], 0) + marker_count(m)
    for owner, n in sorted(count.items()):
        own = state["seats"][owner]
        if owner == seat:
            own["fame"] += n
            events.append({"type": "special_bonus", "seat": seat, "card": FIASCO, "fame": n})
        else:
            lost = min(n, own["fame"])
            own["fame"] -= lost
            events.append({"type": "fiasco", "seat": owner, "fame": lost})


def premiere_options(state: State, task: Task, seat: int) -> list[str]:
    """Grand Premiere: each yield (fame, coins, shards) the trick prints of each of the performer's markers on the
    card whose trick has never been performed in this game."""
    performed = set(state.get("performed", ()))
    return [
        ids.Premiere(m["slot"], what).format()
        for m in on_card(state, task["card"])
        if m["seat"] == seat and m["trick"] not in performed
        for what, n in zip(GAINS, _printed(m["trick"]), strict=True)
        if n > 0
    ]


def _printed(trick: str) -> tuple[int, int, int]:
    t = data.TRICKS[trick]
    return t.yield_fame, t.yield_coins, t.yield_shards


@FLOW.decision("grand_premiere", premiere_options)
def grand_premiere(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The chosen yield of that marker is doubled in the payout below."""
    state["tasks"].pop()
    chosen = ids.Premiere.parse(aid)
    payout = next(t for t in reversed(state["tasks"]) if t["t"] == "performance_payout")
    payout["premiere"] = [chosen.slot, chosen.what]
    events.append({"type": "special_used", "seat": seat, "card": PREMIERE})


def durable_options(state: State, task: Task, seat: int) -> list[str]:
    return [*(ids.Durable(trick).format() for trick in task["tricks"]), SKIP]


@FLOW.decision("durable_components", durable_options)
def durable_components(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """Durable Components: one of the performer's markers just performed goes back onto its trick card, not to his
    supply (within the 4 in play: it was one of them), or none."""
    state["tasks"].pop()
    if not isinstance(chosen := ids.parse(aid), ids.Durable):
        return
    record = next(t for t in state["seats"][seat]["tricks"] if t["id"] == chosen.trick)
    record["markers"] += 1
    events.append({"type": "special_bonus", "seat": seat, "card": DURABLE, "trick": chosen.trick, "markers": 1})


@FLOW.auto("street_performance")
def street_performance(state: State, task: Task, rng: Rng, events: Events) -> None:
    """Street Performance: the marker leaves its card for its owner's supply and he collects the trick's yields at
    once, with the modifier of the day his character stands on."""
    seat = task["seat"]
    marker = remove_marker(state, task["card"], int(task["slot"]))
    got = trick_yield(
        state, marker["trick"], task["day"], bool(marker.get("double")), enhancement(state, seat, marker["trick"])
    )
    own = state["seats"][seat]
    own["fame"] += got["fame"]
    own["coins"] += got["coins"]
    events.append(
        {
            "type": "special_bonus",
            "seat": seat,
            "card": "street_performance",
            "trick": marker["trick"],
            "fame": got["fame"],
            "coins": got["coins"],
        }
    )
    gain_shards(state, seat, got["shards"], events)
