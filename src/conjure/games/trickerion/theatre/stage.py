"""The Theatre's actions (rulebook: Divadlo; Aranžovat trik; Pravidla umísťování žetonů triků; Propojení triků;
Bonusy za propojení triků; Změna programu).

A character on a backstage space spends its action points in the decision ``turn_theater``: set up a prepared
trick (a marker from its trick card onto a free slot of a performance card), reschedule one of its markers, or
end. Each action is a few small decisions: which trick or marker, which slot (``theater_slot``), which way the
marker points (``theater_face``), and for every link a set-up makes, fame or coins (``link_bonus``).

Markers on the cards are ``state["stage"]``: card id → ``[{"slot", "seat", "trick", "facing"}]``; a seat's trick
record counts its markers on the trick card (``markers``) and on performance cards (``staged``).

Geometry (reference, section 4): slots are diamonds on a 2 × 3 grid (slot = 2·row + col), so a marker has a
corner pointing up, right, down and left; the corners show the four schools clockwise in the order of
``SCHOOL_CYCLE``. The corner of the trick's own school must point at one of the slot's link circles; a link is
made in a circle where the two corners meeting there show the same school.
"""

from __future__ import annotations

from typing import Any

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..prophecies.locations import gain_shards
from ..prophecies.theatre import setup_fame
from ..specials.bonuses import FORGO, bonus, ends_or_forgoes, forgo_option, parsed, spend_bonus, with_bonus

DIRS = ("up", "right", "down", "left")
SCHOOL_CYCLE: tuple[str, ...] = tuple(str(r["id"]) for r in sorted(data.DATA.raw["schools"], key=lambda r: r["corner"]))
COST = {a["id"]: int(a["ap"]) for a in data.DATA.raw["actions"] if a["location"] == "theater"}
END, SKIP = ids.End().format(), ids.Skip().format()
DOUBLE = "double"
HEADLINER, FAVOR, BUYING_TIME = "headliner_trick", "director_s_favor", "buying_time"
GUEST, ORCHESTRAL, TWIST, STREET = "guest_performer", "orchestral_interlude", "new_twist", "street_performance"
GRID_SLOTS = 6  # a card's printed slots are 0 … 5 (2 × 3); Guest Performer's extra spots are numbered from 6 on
SETUP_FLAGS = {HEADLINER: "twice", ORCHESTRAL: "orchestral", GUEST: "guest", TWIST: "twist"}
SWAP_COINS = 3  # Buying Time's card text: swapping two performance cards gains 3 coins
Marker = dict[str, Any]


# -- the geometry of a performance card (TRK-LINK-1) -----------------------------------------------------------------


def neighbour(slot: int, direction: str) -> int | None:
    """The grid slot next to ``slot`` in ``direction`` (None off the 2 × 3 grid)."""
    row, col = divmod(slot, 2)
    d_row, d_col = {"up": (-1, 0), "right": (0, 1), "down": (1, 0), "left": (0, -1)}[direction]
    row, col = row + d_row, col + d_col
    return 2 * row + col if 0 <= row < 3 and 0 <= col < 2 else None


def opposite(direction: str) -> str:
    return DIRS[(DIRS.index(direction) + 2) % 4]


def link_dirs(card: str, slot: int) -> list[str]:
    """The directions from ``slot`` in which the card prints a link circle."""
    links = data.PERFORMANCES[card].links
    return [d for d in DIRS if (nb := neighbour(slot, d)) is not None and (min(slot, nb), max(slot, nb)) in links]


def corner(school: str, facing: str, toward: str) -> str:
    """The school on the corner pointing ``toward`` of a marker whose own school points ``facing``."""
    turn = DIRS.index(toward) - DIRS.index(facing)
    return SCHOOL_CYCLE[(SCHOOL_CYCLE.index(school) + turn) % 4]


def school_of(marker: Marker) -> str:
    return data.TRICKS[str(marker["trick"])].school


def _toward(a: int, b: int) -> str:
    return next(d for d in DIRS if neighbour(a, d) == b)


def is_link(card: str, markers: list[Marker], a: int, b: int) -> bool:
    """Whether the circle between slots ``a`` and ``b`` holds two corners of the same school."""
    at = {m["slot"]: m for m in markers}
    if a not in at or b not in at or (a, b) not in data.PERFORMANCES[card].links:
        return False
    d = _toward(a, b)
    return corner(school_of(at[a]), at[a]["facing"], d) == corner(school_of(at[b]), at[b]["facing"], opposite(d))


def links_on(card: str, markers: list[Marker]) -> list[tuple[int, int]]:
    """Every link made on the card now, whoever made it."""
    return [(a, b) for a, b in data.PERFORMANCES[card].links if is_link(card, markers, a, b)]


def links_at(card: str, markers: list[Marker], slot: int) -> list[tuple[int, int]]:
    """The links made on the card that involve ``slot``."""
    return [link for link in links_on(card, markers) if slot in link]


# -- where a marker may go (TRK-THEATER-1, TRK-THEATER-2) ------------------------------------------------------------


def display(state: State) -> list[str]:
    """The performance cards in the Theatre, left to right."""
    return [card for card in state["theater"] if card is not None]


def on_card(state: State, card: str) -> list[Marker]:
    return list(state["stage"].get(card, []))


def free_slots(state: State, card: str, seat: int, trick: str, moving: tuple[str, int] | None = None) -> list[int]:
    """The card's empty slots a marker of ``trick`` may go to: never beside another marker of the same seat and
    trick (one symbol of a colour per performance); a marker being moved neither blocks nor counts itself."""
    held: list[Marker] = state["stage"].get(card, [])  # read only (on_card's copy not needed)
    markers = [m for m in held if moving != (card, m["slot"])]
    if any(m["seat"] == seat and m["trick"] == trick for m in markers):
        return []
    taken = {m["slot"] for m in held}
    return [s for s in data.PERFORMANCES[card].slots if s not in taken]


def targets(state: State, seat: int, trick: str, moving: tuple[str, int] | None = None) -> list[tuple[str, int]]:
    return [(card, slot) for card in display(state) for slot in free_slots(state, card, seat, trick, moving)]


def trick_record(state: State, seat: int, trick: str) -> dict[str, Any]:
    return next(t for t in state["seats"][seat]["tricks"] if t["id"] == trick)


def own_markers(state: State, seat: int) -> list[tuple[str, Marker]]:
    stage = state["stage"]  # read only (on_card's copies not needed)
    return [(card, m) for card in display(state) for m in stage.get(card, ()) if m["seat"] == seat]


def cards_with(state: State, seat: int) -> list[str]:
    """The performance cards holding at least one of the seat's markers, left to right."""
    return [card for card in display(state) if any(m["seat"] == seat for m in on_card(state, card))]


def has_ability(state: State, seat: int, magician: str) -> bool:
    """Whether the seat's magician is ``magician`` with his ability side up (only with the Dark Alley)."""
    return bool(state["dark_alley"]) and state["seats"][seat]["magician"] == magician


def marker_count(marker: Marker) -> int:
    """Markers lying on the slot: two for Electra's supercharged trick."""
    return 2 if marker.get("double") else 1


# -- the turn (TRK-THEATER-3) ----------------------------------------------------------------------------------------


def setup_options(state: State, seat: int) -> list[str]:
    """Each trick with a marker on its card and a free slot for it; Electra may stack two markers (TRK-THEATER-7)."""
    electra = has_ability(state, seat, "electra")
    options = []
    for t in state["seats"][seat]["tricks"]:
        if t["markers"] > 0 and targets(state, seat, t["id"]):
            options.append(ids.text(ids.Setup, t["id"], ()))
            if electra and t["markers"] > 1:
                options.append(ids.text(ids.Setup, t["id"], (DOUBLE,)))
    return options


def reschedule_options(state: State, seat: int) -> list[str]:
    return [
        ids.text(ids.Reschedule, card, m["slot"])
        for card, m in own_markers(state, seat)
        if targets(state, seat, m["trick"], (card, m["slot"]))
    ]


def favor_options(state: State, seat: int) -> list[str]:
    """Director's Favor: an opponent's marker that can move, instead of one's own (TRK-THEATER-9)."""
    return [
        ids.text(ids.Reschedule, card, m["slot"])
        for card in display(state)
        for m in on_card(state, card)
        if m["seat"] != seat and targets(state, m["seat"], m["trick"], (card, m["slot"]))
    ]


def special_setups(state: State, seat: int, card: str | None) -> list[str]:
    """The set-ups a Theatre special card boosts (``…:special``): any set-up with Headliner Trick, Buying Time and
    Orchestral Interlude; onto a full card with Guest Performer (TRK-THEATER-11); beside the same trick with New
    Twist (TRK-THEATER-12)."""
    if card in (HEADLINER, BUYING_TIME, ORCHESTRAL):
        return with_bonus(setup_options(state, seat))
    if card not in (GUEST, TWIST):
        return []
    where = guest_cards if card == GUEST else twist_targets
    return with_bonus(
        [
            ids.text(ids.Setup, t["id"], ())
            for t in state["seats"][seat]["tricks"]
            if t["markers"] > 0 and where(state, seat, t["id"])
        ]
    )


def theater_options(state: State, task: Task, seat: int) -> list[str]:
    """Set up a trick (1 AP), reschedule a marker (1 AP), or end the turn; with a Theatre special card a set-up or a
    Reschedule may take the card's bonus (``…:special``), or the bonus may be given up for +1 AP (``forgo``)."""
    options = []
    card = bonus(task)
    if task["ap"] >= COST["set_up_trick"]:
        options += setup_options(state, seat)
        options += special_setups(state, seat, card)
    if task["ap"] >= COST["reschedule"]:
        options += reschedule_options(state, seat)
        if card == FAVOR:
            options += with_bonus(favor_options(state, seat))
        if card == STREET:
            options += with_bonus([ids.text(ids.Reschedule, c, m["slot"]) for c, m in own_markers(state, seat)])
    return [*options, *forgo_option(task), END]


def _only_end(state: State, task: Task, seat: int) -> bool:
    """Whether :func:`theater_options` is ``[END]`` (``FLOW.option_ids``), found without listing the options: a
    set-up's and a Reschedule's existence asked without making their ids."""
    if forgo_option(task):
        return False
    ap, card = task["ap"], bonus(task)
    if ap >= COST["set_up_trick"]:
        if any(t["markers"] > 0 and targets(state, seat, t["id"]) for t in state["seats"][seat]["tricks"]):
            return False  # setup_options lists one
        if special_setups(state, seat, card):
            return False
    if ap >= COST["reschedule"]:
        if any(targets(state, seat, m["trick"], (c, m["slot"])) for c, m in own_markers(state, seat)):
            return False  # reschedule_options lists one
        if card == FAVOR and favor_options(state, seat):
            return False
        if card == STREET and own_markers(state, seat):
            return False
    return True


@FLOW.decision("turn_theater", theater_options)
def turn_theater(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    if aid == END or aid == FORGO:  # their kind is their id
        ends_or_forgoes(state, task, seat, aid, events, _only_end)
        return
    chosen = parsed(aid)
    if isinstance(chosen, ids.Setup):
        task["ap"] -= COST["set_up_trick"]
        card = bonus(task) if chosen.special else None
        if card:
            spend_bonus(task)
            events.append({"type": "special_used", "seat": seat, "card": card})
        if card == BUYING_TIME:
            FLOW.push(state, {"t": "buying_time", "seat": seat})  # after the set-up (TRK-THEATER-10)
        slot_task: Task = {
            "t": "theater_slot",
            "seat": seat,
            "trick": chosen.trick,
            "source": None,
            "pay": True,
            "double": chosen.double,
        }
        if card in SETUP_FLAGS:
            slot_task[SETUP_FLAGS[card]] = True
        FLOW.push(state, slot_task)
        return
    assert isinstance(chosen, ids.Reschedule)
    task["ap"] -= COST["reschedule"]
    if chosen.bonus:
        special = bonus(task)
        spend_bonus(task)
        events.append({"type": "special_used", "seat": seat, "card": special})
        if special == STREET:  # the marker leaves for its yields at once (theatre/performance.py, TRK-THEATER-13)
            FLOW.push(
                state,
                {
                    "t": "street_performance",
                    "seat": seat,
                    "card": chosen.card,
                    "slot": chosen.slot,
                    "day": str(task["space"]).split(":")[0],
                },
            )
            return
    card, slot = chosen.card, chosen.slot
    marker = next(m for m in on_card(state, card) if m["slot"] == slot)
    FLOW.push(
        state,
        {
            "t": "theater_slot",
            "seat": seat,
            "trick": marker["trick"],
            "source": [card, slot],
            "pay": False,
            **({"owner": marker["seat"]} if marker["seat"] != seat else {}),
        },
    )


def _source(task: Task) -> tuple[str, int] | None:
    return (task["source"][0], int(task["source"][1])) if task["source"] else None


def slot_options(state: State, task: Task, seat: int) -> list[str]:
    """The free slots for the marker (of ``owner``, when Director's Favor moves an opponent's); Guest Performer's
    extra spot on a full card; New Twist's free slots beside the same trick."""
    if task.get("guest"):
        return [ids.Slot(card, guest_spot(state, card)).format() for card in guest_cards(state, seat, task["trick"])]
    if task.get("twist"):
        return [ids.Slot(card, slot).format() for card, slot in twist_targets(state, seat, task["trick"])]
    owner = task.get("owner", seat)
    return [ids.Slot(card, slot).format() for card, slot in targets(state, owner, task["trick"], _source(task))]


@FLOW.decision("theater_slot", slot_options)
def theater_slot(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The free slot chosen; the marker's direction follows (a guest spot has no link circle: no direction)."""
    chosen = ids.Slot.parse(aid)
    card, slot = chosen.card, chosen.slot
    state["tasks"].pop()
    face: Task = {
        "t": "theater_face",
        "seat": seat,
        "trick": task["trick"],
        "source": task["source"],
        "card": card,
        "slot": slot,
        "pay": task["pay"],
        "double": task.get("double", False),
        **{k: task[k] for k in ("twice", "owner", "orchestral", "twist", "quiet") if k in task},
    }
    if task.get("guest"):
        put_marker(state, face, seat, DIRS[0], events)
    else:
        FLOW.push(state, face)


def face_options(state: State, task: Task, seat: int) -> list[str]:
    """The trick's own school points at one of the slot's link circles (TRK-THEATER-2)."""
    return [ids.Face(d).format() for d in link_dirs(task["card"], task["slot"])]


@FLOW.decision("theater_face", face_options)
def theater_face(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    put_marker(state, task, seat, ids.Face.parse(aid).facing, events)


def put_marker(state: State, task: Task, seat: int, facing: str, events: Events) -> None:
    """The marker lands on its slot, turned ``facing``; the links it makes pay (a set-up) or not (a Reschedule,
    On-stage Preparation: ``quiet``)."""
    marker = {"slot": task["slot"], "seat": task.get("owner", seat), "trick": task["trick"], "facing": facing}
    source = _source(task)
    moved = _take(state, seat, task["trick"], source, 2 if task.get("double") else 1)
    if moved.get("double"):
        marker["double"] = True
    if task.get("twist"):
        marker["twist"] = True  # New Twist's second marker of a trick on the card (TRK-THEATER-12)
    card = task["card"]
    state["stage"].setdefault(card, []).append(marker)
    state["stage"][card].sort(key=lambda m: m["slot"])
    made = links_at(card, state["stage"][card], marker["slot"])
    events.append(
        {
            "type": "reschedule" if source else "set_up",
            "seat": seat,
            "trick": task["trick"],
            "card": card,
            "slot": marker["slot"],
            "facing": marker["facing"],
            "links": [list(link) for link in made],
            **({"from": list(source)} if source else {}),
            **({"owner": marker["seat"]} if marker["seat"] != seat else {}),
        }
    )
    if source is None and not task.get("quiet"):
        setup_fame(state, seat, task["trick"], events)
    if task["pay"]:
        connected = len(connected_markers(state, card, marker["slot"])) if task.get("orchestral") else None
        pay_links(state, seat, card, made, task["trick"], events, 2 if task.get("twice") else 1, connected)


def _take(state: State, seat: int, trick: str, source: tuple[str, int] | None, count: int) -> Marker:
    """Lift the marker (``count`` stacked for Electra) from its trick card (set up) or from its performance card
    (reschedule); the lifted marker."""
    if source is None:
        record = trick_record(state, seat, trick)
        record["markers"] -= count
        record["staged"] = record.get("staged", 0) + count
        return {"double": count > 1}
    card, slot = source
    lifted: Marker = next(m for m in state["stage"][card] if m["slot"] == slot)
    state["stage"][card] = [m for m in state["stage"][card] if m["slot"] != slot]
    if not state["stage"][card]:
        del state["stage"][card]
    return lifted


# -- link bonuses (TRK-LINK-2, TRK-LINK-3) ---------------------------------------------------------------------------


def pay_links(
    state: State,
    seat: int,
    card: str,
    made: list[tuple[int, int]],
    trick: str,
    events: Events,
    times: int = 1,
    payments: int | None = None,
) -> None:
    """For each link made: fame or coins by the placed trick's level (the placer's choice); in the shard circle,
    one shard to every player with a marker in the link. Headliner Trick pays every link ``times`` = 2 times, each
    payment a choice of its own, the shards included (TRK-THEATER-8). Orchestral Interlude sets the number of
    fame-or-coins ``payments`` (one per connected marker, TRK-THEATER-14); the shards still follow the links."""
    level = data.TRICKS[trick].level
    at = {m["slot"]: m["seat"] for m in state["stage"][card]}
    for link in made:
        if link == data.PERFORMANCES[card].shard_link:
            for owner in sorted({at[link[0]], at[link[1]]}):
                events.append({"type": "link_shard", "seat": owner, "card": card, "shards": times})
                gain_shards(state, owner, times, events)
    count = len(made) * times if payments is None else payments
    FLOW.push_all(state, [{"t": "link_bonus", "seat": seat, "amount": level} for _ in range(count)])


def bonus_options(state: State, task: Task, seat: int) -> list[str]:
    return [ids.Gain("fame").format(), ids.Gain("coins").format()]


@FLOW.decision("link_bonus", bonus_options)
def link_bonus(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    what = ids.Gain.parse(aid).what
    state["seats"][seat][what] += task["amount"]
    events.append({"type": "link_bonus", "seat": seat, what: task["amount"]})


# -- Buying Time (TRK-THEATER-10) --------------------------------------------------------------------------------------


def swap_options(state: State, task: Task, seat: int) -> list[str]:
    """Two positions of the Theatre holding performance cards, to swap; or leave them."""
    held = [i for i, card in enumerate(state["theater"]) if card is not None]
    return [*(ids.Swap(i, j).format() for i in held for j in held if i < j), ids.KeepOrder().format()]


@FLOW.decision("buying_time", swap_options)
def buying_time(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    """The two cards change places (their markers with them) and the player gains 3 coins."""
    state["tasks"].pop()
    if isinstance(chosen := ids.parse(aid), ids.Swap):
        i, j = chosen.first, chosen.second
        theater = state["theater"]
        theater[i], theater[j] = theater[j], theater[i]
        state["seats"][seat]["coins"] += SWAP_COINS
        events.append({"type": "special_bonus", "seat": seat, "card": BUYING_TIME, "swap": [i, j], "coins": SWAP_COINS})


# -- Guest Performer, New Twist, Orchestral Interlude (TRK-THEATER-11, -12, -14) --------------------------------------


def guest_cards(state: State, seat: int, trick: str) -> list[str]:
    """Guest Performer: the cards with no free printed slot left that hold no marker of this trick of the seat."""
    return [
        card
        for card in display(state)
        if not any(m["seat"] == seat and m["trick"] == trick for m in on_card(state, card))
        and {m["slot"] for m in on_card(state, card)} >= set(data.PERFORMANCES[card].slots)
    ]


def guest_spot(state: State, card: str) -> int:
    """The number of the next unused spot beside the card's printed slots (6, 7, …): it has no link circle."""
    taken = {m["slot"] for m in on_card(state, card)}
    return next(n for n in range(GRID_SLOTS, GRID_SLOTS + 99) if n not in taken)


def twist_targets(state: State, seat: int, trick: str) -> list[tuple[str, int]]:
    """New Twist: the free printed slots of the cards holding exactly one marker of this trick of the seat."""
    found = []
    for card in display(state):
        markers = on_card(state, card)
        if sum(1 for m in markers if m["seat"] == seat and m["trick"] == trick) == 1:
            taken = {m["slot"] for m in markers}
            found += [(card, s) for s in data.PERFORMANCES[card].slots if s not in taken]
    return found


def connected_markers(state: State, card: str, slot: int) -> list[Marker]:
    """The markers in the slots joined to ``slot`` by one of the card's link circles, schools aside."""
    at = {m["slot"]: m for m in on_card(state, card)}
    return [at[nb] for d in link_dirs(card, slot) if (nb := neighbour(slot, d)) is not None and nb in at]


# -- markers leaving the stage ------------------------------------------------------------------------------------------


def remove_marker(state: State, card: str, slot: int) -> Marker:
    """Lift the marker on the card's slot back to its owner's supply (Street Performance, a trick returned)."""
    marker: Marker = next(m for m in state["stage"][card] if m["slot"] == slot)
    state["stage"][card] = [m for m in state["stage"][card] if m["slot"] != slot]
    if not state["stage"][card]:
        del state["stage"][card]
    trick_record(state, marker["seat"], marker["trick"])["staged"] -= marker_count(marker)
    return marker


def refacing(old: str, new: str, facing: str) -> str:
    """The direction a marker's own-school corner points when the same token, unturned, stands for a trick of school
    ``new`` instead of ``old`` (Trick Overhaul moves the symbol marker: the corners and links stay as they are)."""
    turn = SCHOOL_CYCLE.index(new) - SCHOOL_CYCLE.index(old)
    return DIRS[(DIRS.index(facing) + turn) % 4]


def clear_card(state: State, card: str) -> list[Marker]:
    """Every marker on the card goes back to its owner's unused supply (not onto the trick card)."""
    markers = state["stage"].pop(card, [])
    for m in markers:
        record = next((t for t in state["seats"][m["seat"]]["tricks"] if t["id"] == m["trick"]), None)
        if record is not None:
            record["staged"] = record.get("staged", 0) - marker_count(m)
    return list(markers)


def stage_view(state: State) -> dict[str, Any]:
    """The markers on every card and the links made there (all open)."""
    return {
        card: {"markers": [dict(m) for m in markers], "links": [list(link) for link in links_on(card, markers)]}
        for card, markers in sorted(state["stage"].items())
    }
