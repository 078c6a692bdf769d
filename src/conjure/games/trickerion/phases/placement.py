"""The Placement phase (rulebook: Fáze umísťování postav; Nečinné postavy; Systém akčních bodů; Posílení postavy;
Divadlo).

In initiative order, round after round, each player with a character still to place either places one of them on
a free space at the location of its assignment card, or leaves it idle (its card turned face down). A placed
character gets action points (:func:`action_points`) and spends them at once: the task ``turn_<location>`` the
location's module registers. When nobody has a character left, the Performance phase begins.

The record ``state["placed"]`` lists ``{"seat", "char", "loc", "space"}`` in placement order; at the Theatre the
space is ``"<day>:performance"`` or ``"<day>:backstage"``.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any, Final, cast

from conjure.engine.terms import Terms

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..prophecies.locations import RULES as PROPHECY_RULES
from ..prophecies.locations import foretold
from ..specials.bonuses import BUILT as BUILT_CARDS
from ..specials.bonuses import BUSINESS_SHARE, take_share
from ..steps import place_path
from .assignment import card_hidden, card_location, char_type, is_special

# The module's tables and memos are ``Final`` (a compiled module reads any other global from its globals dict at each
# use), but for those the tests patch (``LISTINGS_KEPT``, ``_LISTINGS``, ``_SPOTS``, ``_SPOT_PARTS``, ``_SPOT_ROWS``).
SHARD: Final = "shard"
GEAR: Final = "gear"
COPY: Final = "copy"
STOP: Final = ids.Stop().format()
# the kinds of a placement's and a space's ids: their text is the kind and the fields joined by colons
# (``TypedId.format``), joined here without making the typed id (pinned by tests/trickerion/test_same_placer.py)
PLACE_KIND: Final = ids.Place.kind
SPOT_KIND: Final = ids.Spot.kind
FREELANCER: Final = "freelancer"  # the special card that sends its character anywhere (TRK-ALLEY-7)
BOARD: Final = ("downtown", "market_row", "dark_alley")
BASE_AP: Final = {r["type"]: int(r["base_ap"]) for r in data.DATA.raw["characters"]}
DAYS: Final = {r["id"]: r for r in data.DATA.raw["days"]}
BEST_MODIFIER: Final = max(s.ap for s in data.SPACES if s.location in BOARD)
SPACES_AT: Final = {
    loc: [s.space for s in data.SPACES if s.location == loc] for loc in {s.location for s in data.SPACES}
}
MODIFIER: Final[dict[tuple[str, int | str], int]] = {(s.location, s.space): s.ap for s in data.SPACES}  # AP modifier
_RULES: Final = PROPHECY_RULES  # the prophecies' rules (a C static, not an imported global's look-up)
_FLOW: Final = FLOW
SHARD_AP: Final[int] = int(data.C["shard_enhance_ap"])  # data.C's (an interpreted module's attribute)
EMPOWER_SHARD_AP: Final[int] = int(data.C["empower_shard_ap"])
SPECIAL_AP: Final[int] = int(data.C["special_assignment_alternative_ap"])
PERMANENT: Final = frozenset(data.LOCATIONS)  # the permanent cards (``is_special``: a card not among them)
BUILT: Final = frozenset(BUILT_CARDS)  # the special cards whose bonus waits for the turn (``is_built``)


# -- who places next (TRK-PLACE-1) ---------------------------------------------------------------------------------


def pending(state: State, seat: int) -> list[str]:
    """The seat's characters with a face-up card, neither placed nor left idle, in character order."""
    placed = _placed_by(state, seat)
    idles: list[list[Any]] = state["idle"]  # typed: the seat's entry read as a list's item, not by a generic look-up
    idle = idles[seat]
    cards: list[dict[str, str]] = state["assigned"]
    assigned = cards[seat]
    if not placed and not idle:
        return list(assigned)
    return [c for c in assigned if c not in placed and c not in idle]


def _placed_by(state: State, seat: int) -> list[Any]:
    """The seat's placed characters, in placement order (a few: a list, not a set, to ask)."""
    records: list[dict[str, Any]] = state["placed"]
    placed: list[Any] = []
    for p in records:
        placer: int = p["seat"]  # compared as a number (compiled: unboxed), not as an object
        if placer == seat:
            placed.append(p["char"])
    return placed


def _waits(state: State, seat: int) -> bool:
    """Whether :func:`pending`'s list is not empty, without making it."""
    cards: list[dict[str, str]] = state["assigned"]
    assigned = cards[seat]
    if not assigned:
        return False
    placed = _placed_by(state, seat)
    idles: list[list[Any]] = state["idle"]
    idle = idles[seat]
    for c in assigned:
        if c not in placed and c not in idle:
            return True
    return False


def next_placer(state: State) -> int | None:
    """The next seat in initiative order (cycling from the last placer) that has a character to place."""
    order: list[Any] = state["initiative"]
    n = len(order)
    start: int = state["next_placer"]  # read once, as a number (compiled: unboxed arithmetic)
    for step in range(n):
        raw = order[(start + step) % n]
        seat = raw if isinstance(raw, int) else int(raw)  # int() of a number is itself: not called
        if _waits(state, seat):
            state["next_placer"] = (start + step + 1) % n
            return seat
    return None


@FLOW.phase("placement")
def placement_phase(state: State, rng: Rng, events: Events) -> bool:
    seat = next_placer(state)
    if seat is None:
        state["phase"] = "performance"
        events.append({"type": "placement_over", "round": state["round"]})
        return True
    _FLOW.push(state, {"t": "place", "seat": seat})
    return True


# -- free spaces (TRK-PLACE-2, TRK-PLACE-3) ------------------------------------------------------------------------


def _taken(state: State, loc: str) -> list[dict[str, Any]]:
    return [p for p in state["placed"] if p["loc"] == loc]


def board_spaces(state: State, loc: str, seat: int) -> list[int]:
    """The free, uncovered spaces of a board location; in the Workshop the seat's own free spaces."""
    records: list[dict[str, Any]] = state["placed"]
    covered: dict[str, Any] = state["covered"]
    workshop = loc == "workshop"
    blocked: list[Any] = []  # a few spaces: a list to ask, not a set
    for p in records:  # the spaces taken at ``loc`` (in the Workshop, by the seat), in one pass
        at: str = p["loc"]
        if at == loc:
            placer: int = p["seat"]
            if not workshop or placer == seat:
                blocked.append(p["space"])
    hidden = covered.get(loc)
    if hidden:
        blocked.extend(hidden)
    spaces: list[int] | None = SPACES_AT.get(loc)
    if spaces is None:
        return []
    if not blocked:
        return list(spaces)
    return [space for space in spaces if space not in blocked]


def theater_days(state: State, seat: int) -> list[str]:
    """The days the seat may use: the one it already uses this round, else any day no opponent uses."""
    used = {str(p["space"]).split(":")[0]: p["seat"] for p in _taken(state, "theater")}
    mine = [day for day, owner in used.items() if owner == seat]
    return mine or [day for day in DAYS if day not in used]


def theater_spaces(state: State, seat: int, char: str) -> list[str]:
    """Free Theatre spaces on the seat's allowed days (:func:`theater_days`): the performance space for the
    magician only, backstage spaces for anyone. The Theatre's placements read once for both."""
    records: list[dict[str, Any]] = state["placed"]
    used: dict[str, Any] = {}  # theater_days' day → its last placer
    taken: dict[str, int] = {}  # each space's placements
    for p in records:
        at: str = p["loc"]
        if at == "theater":
            space = str(p["space"])
            used[space.partition(":")[0]] = p["seat"]
            taken[space] = taken.get(space, 0) + 1
    if not used:  # nobody in the Theatre: every day's spaces, as the loop below gives them
        return list(_OPEN_THEATER[1 if char == "magician" else 0])
    mine = [day for day, owner in used.items() if owner == seat]
    spaces = []
    for day in mine or [day for day in DAYS if day not in used]:
        performance, performances, backstage, backstages = _DAY_SPACES.get(day) or _day_spaces(day)
        if char == "magician" and taken.get(performance, 0) < performances:
            spaces.append(performance)
        if taken.get(backstage, 0) < backstages:
            spaces.append(backstage)
    return spaces


def _day_spaces(day: str) -> tuple[str, Any, str, Any]:
    """A day's performance space and how many there are, its backstage space and how many."""
    return f"{day}:performance", DAYS[day]["performance"], f"{day}:backstage", DAYS[day]["backstage"]


_DAY_SPACES: Final = {day: _day_spaces(day) for day in DAYS}


def _open_theater(magician: bool) -> tuple[str, ...]:
    """:func:`theater_spaces` with nobody in the Theatre: each day's performance space (a magician's) and backstage
    space, where the day has one."""
    spaces: list[str] = []
    for day in DAYS:
        performance, performances, backstage, backstages = _DAY_SPACES[day]
        if magician and 0 < performances:
            spaces.append(performance)
        if 0 < backstages:
            spaces.append(backstage)
    return tuple(spaces)


_OPEN_THEATER: Final = (_open_theater(False), _open_theater(True))  # for anyone, for a magician


def card_locations(state: State, seat: int, char: str) -> list[str]:
    """Where the character's card sends it: its location; Freelancer: any location (TRK-ALLEY-7), and so a Workshop
    card that the Great Optico's Mimesis may turn into an opponent's revealed Freelancer (TRK-PLACE-7)."""
    card = state["assigned"][seat][char]
    if card == FREELANCER or (card == "workshop" and FREELANCER in mimesis(state, seat, char, card)):
        return [loc for loc in data.LOCATIONS if state["dark_alley"] or loc != "dark_alley"]
    return [card_location(card)]


def free_spaces(state: State, seat: int, char: str, loc: str) -> list[int | str]:
    """The free spaces at ``loc``; the active prophecy may allow only the lowest modifier (not in the Theatre) or
    charge for the best spaces, which then need the coins (TRK-AP-3)."""
    if loc == "theater":
        return list(theater_spaces(state, seat, char))
    spaces = board_spaces(state, loc, seat)
    rules = _foretelling(state)
    if spaces and rules.get("lowest_space", False):
        lowest = min(space_modifier(loc, s) for s in spaces)
        spaces = [s for s in spaces if space_modifier(loc, s) == lowest]
    seats: list[dict[str, Any]] = state["seats"]
    coins: int = seats[seat]["coins"]
    fee = 0
    if loc in BOARD:  # space_fee's, read once
        raw = rules.get("best_space_fee", 0)
        fee = raw if isinstance(raw, int) else int(raw)
    if coins >= fee and coins >= 0:
        return cast(list[int | str], spaces)  # every space's fee (0 or ``fee``) is paid
    return [s for s in spaces if (fee if loc in BOARD and MODIFIER[loc, s] == BEST_MODIFIER else 0) <= coins]


def _foretelling(state: State) -> dict[str, Any]:
    """The active prophecy's rules (none without the prophecies): ``foretold(state, key, default)`` is their
    ``get(key, default)``."""
    if not state["prophecies"]:
        return _NO_RULES
    prophecy: dict[str, Any] = state["prophecy"]
    active = prophecy["active"]
    return _RULES.get(active, _NO_RULES) if active else _NO_RULES


_NO_RULES: Final[dict[str, Any]] = {}


def space_fee(state: State, loc: str, space: int | str) -> int:
    """Coins the active prophecy charges for a +2 AP space at Downtown, the Market Row or the Dark Alley."""
    if loc not in BOARD or space_modifier(loc, space) != BEST_MODIFIER:
        return 0
    return int(foretold(state, "best_space_fee", 0))


# -- action points (TRK-AP-1 … TRK-AP-3) ----------------------------------------------------------------------------


def space_modifier(loc: str, space: int | str) -> int:
    """The AP modifier printed under a space (a Theatre backstage space by its day)."""
    if loc == "theater":
        day, kind = str(space).split(":")
        return int(DAYS[day]["backstage_ap"]) if kind == "backstage" else 0
    return MODIFIER[loc, space]


def action_points(
    char_kind: str,
    loc: str,
    space: int | str,
    shard: bool,
    special: bool,
    gear: bool = False,
    base: int | None = None,
    shard_ap: int | None = None,
) -> int:
    """Base AP of the character (``base`` if a prophecy sets it) + the space's modifier + 1 for a shard
    (``shard_ap``) + 1 for a special card's alternative bonus + 1 for the Mechaniker's enhancement; a magician on a
    performance space spends none (his AP are lost)."""
    if loc == "theater":
        if str(space).endswith(":performance"):
            return 0
        modifier = space_modifier(loc, space)
        mechanical = 0
    else:
        modifier = MODIFIER[loc, space]  # space_modifier's
        mechanical = 1 if gear else 0
    enhance = (SHARD_AP if shard_ap is None else shard_ap) if shard else 0
    bonus = SPECIAL_AP if special else 0
    own = BASE_AP[char_kind] if base is None else base
    return max(0, own + modifier + enhance + bonus + mechanical)


# -- the magicians' placement abilities (Dovednosti iluzionistů; with the Dark Alley only) (TRK-PLACE-6) -------------


def has_ability(state: State, seat: int, magician: str) -> bool:
    """The magician card's ability side is used only with the Dark Alley."""
    return bool(state["dark_alley"]) and state["seats"][seat]["magician"] == magician


def can_gear(state: State, seat: int, char: str, loc: str) -> bool:
    """The Mechaniker's Mechanical Enhancement: once a round, +1 AP for an apprentice placed outside the Theatre."""
    return (
        has_ability(state, seat, "the_mechaniker")
        and char_type(char) == "apprentice"
        and loc != "theater"
        and seat not in state["geared"]
    )


def mimesis(state: State, seat: int, char: str, loc: str) -> list[str]:
    """The Great Optico's Mimesis: once a round a character with a permanent card may copy an opponent's revealed
    special card of the card's location, placed at ``loc``: at the card's own location any such card (its effect or
    its +1 AP); elsewhere only a Freelancer, whose effect is just that (a Workshop card copying it goes anywhere)."""
    if not has_ability(state, seat, "the_great_optico") or seat in state["mimicked"]:
        return []
    own = state["assigned"][seat][char]
    if is_special(own):
        return []
    found = sorted(
        {
            card
            for other, cards in enumerate(state["assigned"])
            if other != seat
            for who, card in cards.items()
            if is_special(card) and card_location(card) == own and not card_hidden(state, seat, other, who)
        }
    )
    return found if loc == own else [card for card in found if card == FREELANCER]


def boosts(state: State, seat: int, char: str, loc: str) -> list[tuple[str, ...]]:
    """The ways to add AP on placing: none, a shard (not in the Theatre), the Mechaniker's gear, the Great
    Optico's copy of a special card, in any combination."""
    theater_ok = loc != "theater" or foretold(state, "shard_in_theater", False)
    shard = [(), (SHARD,)] if state["seats"][seat]["shards"] > 0 and theater_ok else [()]
    gear = [(), (GEAR,)] if can_gear(state, seat, char, loc) else [()]
    own = state["assigned"][seat][char]
    away = not is_special(own) and loc != own  # only a copied Freelancer sends a permanent card elsewhere
    copy = [*([] if away else [()]), *((COPY, card) for card in mimesis(state, seat, char, loc))]
    return [s + g + c for s in shard for g in gear for c in copy]


def magic_for_the_masses(state: State, seat: int, char: str, loc: str, events: Events) -> None:
    """The Gentleman: his magician placed at Downtown, the Market Row or the Dark Alley gains 1 fame per trick card
    the seat owns."""
    if has_ability(state, seat, "the_gentleman") and char == "magician" and loc in BOARD:
        fame = len(state["seats"][seat]["tricks"])
        state["seats"][seat]["fame"] += fame
        events.append({"type": "ability", "seat": seat, "magician": "the_gentleman", "fame": fame})


def card_ap(state: State, seat: int, card: str, char: str, loc: str, space: int | str, shard: bool, gear: bool) -> int:
    """The AP of a placement with its card: a special card whose bonus is kept for the turn adds nothing now;
    Empower makes a shard worth +3 (TRK-ALLEY-6); Freelancer placed outside the Workshop has used its bonus
    (TRK-ALLEY-7); any other special card gives its +1 AP. The active prophecy may change the base AP and what a
    shard buys (TRK-AP-3)."""
    return _card_ap(state, _foretelling(state), seat, card, char, loc, space, shard, gear)


def _card_ap(
    state: State,
    rules: dict[str, Any],
    seat: int,
    card: str,
    char: str,
    loc: str,
    space: int | str,
    shard: bool,
    gear: bool,
) -> int:
    """:func:`card_ap` under the active prophecy's ``rules`` (:func:`_foretelling`'s)."""
    empowered = card == "empower" and shard
    freelance = card == FREELANCER and loc != "workshop"
    plus_one = card not in PERMANENT and not (card in BUILT or empowered or freelance)  # is_special, is_built
    kind = char_type(char)
    if not rules:  # no prophecy's rule: the printed base AP and shard
        shard_ap = EMPOWER_SHARD_AP if empowered else SHARD_AP
        return action_points(kind, loc, space, shard, plus_one, gear, BASE_AP[kind], shard_ap)
    base = rules.get("base_ap", BASE_AP[kind])
    if kind == "apprentice" and not state["seats"][seat]["poster"]:
        base += rules.get("advertised_apprentice_ap", 0)
    shard_ap = EMPOWER_SHARD_AP if empowered else rules.get("shard_ap", SHARD_AP)
    return action_points(kind, loc, space, shard, plus_one, gear, base=base, shard_ap=shard_ap)


# -- the decision ---------------------------------------------------------------------------------------------------


def place_options(state: State, task: Task, seat: int) -> Iterator[str]:
    """Every pending character on every free space of its card's location (with a shard, where one may be paid),
    or left idle; a second placement of the turn (prophecy) may be passed. Each character's ``idle`` comes before
    its places: the engine reads two options to know the decision is asked.

    The engine lists these moves several times for each question of a placement (who, where, with what), on the
    same position: the list is kept by everything it depends on (:func:`_listing_key`), at most
    :data:`LISTINGS_KEPT` of them."""
    if task.get("second"):
        yield STOP
    key = _listing_key(state, seat)
    moves = _LISTINGS.get(key)
    if moves is None:
        if len(_LISTINGS) >= LISTINGS_KEPT:
            _LISTINGS.pop(next(iter(_LISTINGS)), None)  # the oldest goes first
        moves = _LISTINGS[key] = tuple(_place_moves(state, seat))
    yield from moves


LISTINGS_KEPT = 4096
_LISTINGS: dict[tuple[Any, ...], tuple[str, ...]] = {}


def _listing_key(state: State, seat: int) -> tuple[Any, ...]:
    """Everything :func:`_place_moves` reads of the state, as a key: the placements (who, where), the seat's idle
    characters and cards, the covered spaces, the seat's coins, shards and magician, the Dark Alley, whether the
    seat has used the Mechaniker's gear, the active prophecy; and while the Great Optico's Mimesis may copy a card,
    the phase and every seat's cards (what it may copy and what the seat sees of them, :func:`mimesis`)."""
    own = state["seats"][seat]
    dark_alley = state["dark_alley"]
    optico = dark_alley and own["magician"] == "the_great_optico" and seat not in state["mimicked"]
    return (
        seat,
        tuple([(p["seat"], p["char"], p["loc"], p["space"]) for p in state["placed"]]),
        tuple(state["idle"][seat]),
        tuple(state["assigned"][seat].items()),
        tuple([(loc, tuple(spaces)) for loc, spaces in state["covered"].items()]),
        own["coins"],
        own["shards"],
        own["magician"],
        dark_alley,
        seat in state["geared"],
        state["prophecy"]["active"] if state["prophecies"] else None,
        (state["phase"], tuple([tuple(cards.items()) for cards in state["assigned"]])) if optico else None,
    )


def _place_moves(state: State, seat: int) -> Iterator[str]:
    """:func:`place_options` but the pass: the same list as :func:`free_spaces` and :func:`boosts` give for each
    character and location (pinned by tests/trickerion/test_same_listing.py), found faster: a board location's
    free spaces depend on the location and the seat, not the character, so they are found once per listing; the
    seat's shards, the prophecy's shard rule and the magicians' abilities are read once; and each (character,
    location, spaces, boosts) row of ids is formatted once (:func:`_place_row`)."""
    chars = pending(state, seat)
    if not chars:
        return
    flags = _flags(state, seat)
    board: dict[str, tuple[int | str, ...]] = {}  # a board location's free spaces, found once
    for char in chars:
        yield _idle_id(char)
        for loc, spaces, extras in _rows(state, seat, char, flags, board):
            yield from _place_row(char, loc, spaces, extras)


Row = tuple[str, tuple[int | str, ...], tuple[tuple[str, ...], ...]]  # a location, its free spaces, the extras


def _flags(state: State, seat: int) -> tuple[bool, bool, bool, bool]:
    """What :func:`_rows` reads once per listing: may the seat pay a shard (at a board location; in the Theatre),
    may it add the Mechaniker's gear, may it copy a card by the Great Optico's Mimesis."""
    seats: list[dict[str, Any]] = state["seats"]
    own = seats[seat]
    shards: int = own["shards"]
    shard_ok = shards > 0
    shard_in_theater = shard_ok and bool(_foretelling(state).get("shard_in_theater", False))
    if not state["dark_alley"]:  # the magicians' abilities are used only with the Dark Alley (TRK-PLACE-6)
        return shard_ok, shard_in_theater, False, False
    magician: str = own["magician"]
    geared: list[Any] = state["geared"]
    mimicked: list[Any] = state["mimicked"]
    gear_ok = magician == "the_mechaniker" and seat not in geared
    optico = magician == "the_great_optico" and seat not in mimicked
    return shard_ok, shard_in_theater, gear_ok, optico


def _rows(
    state: State, seat: int, char: str, flags: tuple[bool, bool, bool, bool], board: dict[str, tuple[int | str, ...]]
) -> list[Row]:
    """The character's places as rows: each location of its card with free spaces and a way to be placed there,
    with those spaces and the extras (:func:`boosts`' list) in the listing's order (``board``: the board locations'
    free spaces found so far in this listing)."""
    cards: list[dict[str, str]] = state["assigned"]
    card = cards[seat][char]
    rows: list[Row] = []
    for loc in _card_locs(state, seat, char, card):
        row = _row(state, seat, char, card, loc, flags, board)
        if row is not None:
            rows.append(row)
    return rows


def _row(
    state: State,
    seat: int,
    char: str,
    card: str,
    loc: str,
    flags: tuple[bool, bool, bool, bool],
    board: dict[str, tuple[int | str, ...]],
) -> Row | None:
    """:func:`_rows`' row of one of the card's locations (None: no free space there, or no way to be placed)."""
    shard_ok, shard_in_theater, gear_ok, optico = flags
    if loc == "theater":
        spaces: tuple[int | str, ...] = tuple(theater_spaces(state, seat, char))
        shard = shard_in_theater
    else:
        found = board.get(loc)
        if found is None:
            found = board[loc] = tuple(free_spaces(state, seat, char, loc))
        spaces, shard = found, shard_ok
    if not spaces:
        return None
    extras = _extras(state, seat, char, card, loc, shard, gear_ok and loc != "theater", optico)
    return (loc, spaces, extras) if extras else None


def _extras(
    state: State, seat: int, char: str, card: str, loc: str, shard: bool, gear_ok: bool, optico: bool
) -> tuple[tuple[str, ...], ...]:
    """:func:`_row`'s extras at ``loc`` (``shard``: a shard may be paid there; ``gear_ok``: the Mechaniker's gear may
    be added outside the Theatre; ``optico``: a card may be copied)."""
    if optico:
        return _copying_boosts(state, seat, char, card, loc)
    # no copy to make: boosts' combinations of a shard and a gear, a permanent card at its location
    if card in PERMANENT and loc != card:  # not is_special: away from its location
        return ()
    if gear_ok and char_type(char) == "apprentice":
        return _SHARD_GEAR if shard else _GEAR_ONLY
    return _SHARD_ONLY if shard else _NONE_ONLY  # _NO_COPY's entries, without making a key


def _copying_boosts(state: State, seat: int, char: str, card: str, loc: str) -> tuple[tuple[str, ...], ...]:
    """:func:`boosts` as a tuple (``card``: the character's), the cards to copy found by :func:`_copies`."""
    seats: list[dict[str, Any]] = state["seats"]
    shards: int = seats[seat]["shards"]
    theater_ok = loc != "theater" or _foretelling(state).get("shard_in_theater", False)
    shard = _SHARD_ONLY if shards > 0 and theater_ok else _NONE_ONLY
    gear = _GEAR_ONLY if can_gear(state, seat, char, loc) else _NONE_ONLY
    away = card in PERMANENT and loc != card  # only a copied Freelancer sends a permanent card elsewhere
    copy: list[tuple[str, ...]] = [] if away else [()]
    for copied in _copies(state, seat, card, loc):
        copy.append((COPY, copied))
    return tuple([s + g + c for s in shard for g in gear for c in copy])


def _copies(state: State, seat: int, own: str, loc: str) -> list[str]:
    """:func:`mimesis` of the character whose card is ``own``: the opponents' revealed special cards of its location
    (read without :func:`card_hidden`'s calls: hidden in the Assignment phase, and under the prophecy that reveals a
    card on placing, until its character is placed)."""
    if not has_ability(state, seat, "the_great_optico"):
        return []
    mimicked: list[Any] = state["mimicked"]
    if seat in mimicked or own not in PERMANENT:
        return []
    assignment = state["phase"] == "assignment"
    reveal = bool(_foretelling(state).get("reveal_on_place", False))
    cards: list[dict[str, str]] = state["assigned"]
    found: set[str] = set()
    for other, hand in enumerate(cards):
        if other == seat:
            continue
        for who, card in hand.items():
            if card in PERMANENT or (_CARD_LOCATIONS.get(card) or card_location(card)) != own:
                continue
            if assignment or (reveal and not _placed(state, other, who)):
                continue  # card_hidden
            found.add(card)
    ordered = sorted(found)
    return ordered if loc == own else [card for card in ordered if card == FREELANCER]


def _placed(state: State, seat: int, char: str) -> bool:
    """Whether the seat's character is placed (:func:`card_hidden`'s test)."""
    records: list[dict[str, Any]] = state["placed"]
    for p in records:
        if p["seat"] == seat and p["char"] == char:
            return True
    return False


_CARD_LOCATIONS: Final = {card: card_location(card) for card in data.SPECIAL_ASSIGNMENTS}  # each special card's


def _card_locs(state: State, seat: int, char: str, card: str) -> tuple[str, ...]:
    """:func:`card_locations` as a tuple, a card that sends its character to its own location alone found without
    a call (``card``: the character's card)."""
    own = _ONE_PLACE.get(card)
    if own is not None:
        return own
    return tuple(card_locations(state, seat, char))


# each card that sends its character to its location alone (neither the Freelancer nor the Workshop's, which the
# Great Optico's Mimesis may turn into one): that location, as :func:`card_locations` gives it
_ONE_PLACE: Final[dict[str, tuple[str, ...]]] = {
    card: (card_location(card),)
    for card in (*data.LOCATIONS, *data.SPECIAL_ASSIGNMENTS)
    if card not in (FREELANCER, "workshop")
}


def place_steps(state: State, task: Task, seat: int, begun: tuple[str, ...]) -> dict[str, str | None]:
    """The next steps of a placement after the steps ``begun`` (the engine's ``nexts``, see ``Flow.decision``), each
    with the move it completes: what :func:`place_options`' moves give along :func:`place_path`, found without
    listing them all (pinned by tests/trickerion/test_same_steps.py and test_same_placer.py). First the pass (a
    second placement's) and each pending character; for a character, to stay idle and its spaces (its card's
    locations only); for a space, its extras (that space's location only)."""
    found: dict[str, str | None] = {}
    if not begun:
        if task.get("second"):
            found[STOP] = STOP  # its path is the pass itself
        for char in pending(state, seat):
            found[_who(char)] = None
        return found
    if len(begun) > 2:
        return found
    who = _chosen(state, seat, begun[0])
    if who is None:
        return found
    if len(begun) == 1:
        found[_idle_path(who)[1]] = _idle_id(who)
        for loc, spaces, _ in _rows(state, seat, who, _flags(state, seat), {}):
            at = _SPOTS_AT.get(loc)  # :func:`_spot` of each space, kept by location and space (no tuple key)
            if at is None:
                at = _SPOTS_AT[loc] = {}
            for space in spaces:
                spot = at.get(space)
                if spot is None:
                    spot = at[space] = _spot(loc, space)
                found[spot] = None
        return found
    chosen = begun[1]
    parts = _SPOT_PARTS.get(chosen)
    if parts is None:  # a step not made here yet: found among the rows' spots, as they are listed
        for loc, spaces, extras in _rows(state, seat, who, _flags(state, seat), {}):
            spots = _spots(loc, spaces)
            for i, space in enumerate(spaces):
                if spots[i] == chosen:
                    for extra in extras:
                        found[_boost(extra)] = _place_id(who, loc, space, extra)
        return found
    loc, space = parts  # the one row that may hold the step: its location's
    cards: list[dict[str, str]] = state["assigned"]
    card = cards[seat][who]
    if loc not in _card_locs(state, seat, who, card):
        return found
    if loc == "theater":
        row = _row(state, seat, who, card, loc, _flags(state, seat), {})
        if row is None or space not in row[1]:
            return found
        extras = row[2]
    else:  # the space asked alone, not the location's whole row
        if not _free_at(state, seat, who, loc, space):
            return found
        shard_ok, _, gear_ok, optico = _flags(state, seat)
        extras = _extras(state, seat, who, card, loc, shard_ok, gear_ok, optico)
    for extra in extras:
        found[_boost(extra)] = _place_id(who, loc, space, extra)
    return found


def _free_at(state: State, seat: int, char: str, loc: str, space: int | str) -> bool:
    """Whether ``space`` is one of :func:`free_spaces` at the board location ``loc`` (not the Theatre), asked of it
    alone: a space of the location, not covered nor taken (in the Workshop, by the seat), whose fee the seat can
    pay; under a prophecy that allows only the lowest spaces, among :func:`free_spaces` themselves."""
    rules = _foretelling(state)
    if rules and rules.get("lowest_space", False):
        return space in free_spaces(state, seat, char, loc)
    spaces: list[int] | None = SPACES_AT.get(loc)
    if spaces is None or space not in spaces:
        return False
    covered: dict[str, Any] = state["covered"]
    hidden = covered.get(loc)
    if hidden and space in hidden:
        return False
    records: list[dict[str, Any]] = state["placed"]
    workshop = loc == "workshop"
    for p in records:
        at: str = p["loc"]
        if at == loc and p["space"] == space:
            placer: int = p["seat"]
            if not workshop or placer == seat:
                return False
    seats: list[dict[str, Any]] = state["seats"]
    coins: int = seats[seat]["coins"]
    fee = 0
    if loc in BOARD:
        raw = rules.get("best_space_fee", 0)
        fee = raw if isinstance(raw, int) else int(raw)
    if coins >= fee and coins >= 0:
        return True
    return (fee if loc in BOARD and MODIFIER[loc, space] == BEST_MODIFIER else 0) <= coins


def _chosen(state: State, seat: int, step: str) -> str | None:
    """The pending character whose placements begin with ``step`` (None: none), found by the step without listing
    the pending characters (``_WHO_CHARS``); a step not made here yet is looked for among them, as before."""
    who = _WHO_CHARS.get(step)
    if who is None:
        return next((c for c in pending(state, seat) if _who(c) == step), None)
    return who if _pends(state, seat, who) else None


def _pends(state: State, seat: int, char: str) -> bool:
    """Whether ``char`` is one of :func:`pending`'s characters: the seat's, neither placed nor left idle."""
    cards: list[dict[str, str]] = state["assigned"]
    idles: list[list[Any]] = state["idle"]
    if char not in cards[seat] or char in idles[seat]:
        return False
    records: list[dict[str, Any]] = state["placed"]
    for p in records:
        name: str = p["char"]
        if name == char:
            placer: int = p["seat"]
            if placer == seat:
                return False
    return True


# the steps and ids below, each made once (from the game's data: characters, spaces, extras), kept in plain dicts
# (a ``functools`` cache is called from compiled code through the interpreter's convention)
_IDLE_PATHS: Final[dict[str, tuple[str, ...]]] = {}
_WHO_CHARS: Final[dict[str, str]] = {}  # :func:`_who`'s step → its character, for every character it has been made for
_SPOT_PARTS: dict[str, tuple[str, int | str]] = {}  # :func:`_spot`'s step → its location and space, for each made
_SPOTS: dict[tuple[str, int | str], str] = {}
_BOOSTS: Final[dict[tuple[str, ...], str]] = {}
_IDLE_IDS: Final[dict[str, str]] = {}
_PLACE_IDS: Final[dict[tuple[str, str, int | str, tuple[str, ...]], str]] = {}
_IDLE_CHARS: Final[dict[str, str]] = {}  # :func:`_idle_id`'s id → its character
_PLACE_PARTS: Final[dict[str, tuple[str, str, int | str, tuple[str, ...]]]] = {}  # :func:`_place_id`'s id → its parts


def _idle_path(char: str) -> tuple[str, ...]:
    """The steps to leave the character idle: :func:`_who`'s, then staying."""
    found = _IDLE_PATHS.get(char)
    if found is None:
        found = _IDLE_PATHS[char] = place_path(_idle_id(char))
        _WHO_CHARS[found[0]] = char
    return found


def _who(char: str) -> str:
    """The first step of the character's placements (:func:`_idle_path`'s first), kept by the character."""
    found = _WHOS.get(char)
    if found is None:
        found = _WHOS[char] = _idle_path(char)[0]
    return found


_WHOS: Final[dict[str, str]] = {}


def _spot(loc: str, space: int | str) -> str:
    """The step to a space: :func:`place_path`'s second step of a placement there, made from its parts (not parsed
    back from a placement's id)."""
    found = _SPOTS.get((loc, space))
    if found is None:
        found = _SPOTS[loc, space] = ":".join((SPOT_KIND, loc, *str(space).split(":")))  # ids.Spot's text
        if isinstance(space, str) == (loc == ids.THEATER):  # a space as the rows give it: a number, a day:kind
            _SPOT_PARTS.setdefault(found, (loc, space))  # the first (location, space) to make the step
    return found


def _spots(loc: str, spaces: tuple[int | str, ...]) -> tuple[str, ...]:
    """:func:`_spot` of each of ``spaces`` at ``loc``, kept by the row (at most :data:`LISTINGS_KEPT`)."""
    found = _SPOT_ROWS.get((loc, spaces))
    if found is None:
        if len(_SPOT_ROWS) >= LISTINGS_KEPT:
            _SPOT_ROWS.clear()
        found = _SPOT_ROWS[loc, spaces] = tuple([_spot(loc, space) for space in spaces])
    return found


_SPOT_ROWS: dict[tuple[str, tuple[int | str, ...]], tuple[str, ...]] = {}
_SPOTS_AT: Final[dict[str, dict[int | str, str]]] = {}  # :func:`_spot`'s step by location, then space


def _boost(extra: tuple[str, ...]) -> str:
    """The step to a placement's extras: :func:`place_path`'s third step, made from them."""
    found = _BOOSTS.get(extra)
    if found is None:
        found = _BOOSTS[extra] = ids.Boost(extra or ("none",)).format()
    return found


_NO_COPY: Final[dict[tuple[bool, bool], tuple[tuple[str, ...], ...]]] = {
    (False, False): ((),),
    (True, False): ((), (SHARD,)),
    (False, True): ((), (GEAR,)),
    (True, True): ((), (GEAR,), (SHARD,), (SHARD, GEAR)),
}  # boosts' list without a copy, in its order: shard (none, one) × gear (none, one)
_NONE_ONLY: Final = _NO_COPY[False, False]
_SHARD_ONLY: Final = _NO_COPY[True, False]
_GEAR_ONLY: Final = _NO_COPY[False, True]
_SHARD_GEAR: Final = _NO_COPY[True, True]


@lru_cache(maxsize=8192)
def _place_row(
    char: str, loc: str, spaces: tuple[int | str, ...], extras: tuple[tuple[str, ...], ...]
) -> tuple[str, ...]:
    """The placements of ``char`` at ``loc`` on each of ``spaces`` with each of ``extras``, formatted once (the
    arguments come from the game's own data and state; at most 8,192 rows are kept)."""
    return tuple(_place_id(char, loc, space, extra) for space in spaces for extra in extras)


def _idle_id(char: str) -> str:
    found = _IDLE_IDS.get(char)
    if found is None:
        found = _IDLE_IDS[char] = ids.Idle(char).format()
        _IDLE_CHARS.setdefault(found, char)
    return found


def _place_id(char: str, loc: str, space: int | str, extra: tuple[str, ...]) -> str:
    """A placement's id, formatted once (the placements are listed again at every step of a bot's look-ahead)."""
    key = (char, loc, space, extra)
    found = _PLACE_IDS.get(key)
    if found is None:
        where = tuple(str(space).split(":"))  # a Theatre space is day:kind
        found = _PLACE_IDS[key] = ":".join((PLACE_KIND, char, loc, *where, *extra))  # ids.Place's text
        parts = _parsed_parts(char, loc, where + extra)
        if parts is not None and found not in _PLACE_PARTS:
            _PLACE_PARTS[found] = parts
    return found


def _parsed_parts(char: str, loc: str, where: tuple[str, ...]) -> tuple[str, str, int | str, tuple[str, ...]] | None:
    """What :func:`place` reads of ``ids.Place(char, loc, where)`` parsed back from its id: the character, the
    location, the space (``Place.space``) and the extras (``Place.extras``)."""
    if loc == ids.THEATER:
        return char, loc, ":".join(where[:2]), where[2:]
    try:
        return char, loc, int(where[0]), where[1:]
    except ValueError:
        return None  # no number: parsed in full when chosen, as before


def place_terms(state: State, task: Task, seat: int, move: str) -> Terms:
    """What a placement costs (a shard; a space's fee) and gives (the character's AP there)."""
    chosen = ids.parse(move)
    if not isinstance(chosen, ids.Place):
        return Terms()
    shard, gear = SHARD in chosen.extras, GEAR in chosen.extras
    card = chosen.copied or state["assigned"][seat][chosen.char]
    ap = card_ap(state, seat, card, chosen.char, chosen.loc, chosen.space, shard, gear)
    paid = {"shards": int(shard), "coins": space_fee(state, chosen.loc, chosen.space)}
    return Terms.of(paid, {"ap": ap})


@FLOW.decision("place", place_options, path=place_path, terms=place_terms, nexts=place_steps)  # asked step by step
def place(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    state["tasks"].pop()
    parts = _PLACE_PARTS.get(aid)  # a placement's parts as its id gives them, kept where the id was made
    if parts is None:
        idle = _IDLE_CHARS.get(aid)
        if idle is None:
            chosen = ids.parse(aid)
            if isinstance(chosen, ids.Idle):
                idle = chosen.char
            elif isinstance(chosen, ids.Place):
                parts = (chosen.char, chosen.loc, chosen.space, tuple(chosen.extras))
        if idle is not None:
            state["idle"][seat].append(idle)
            events.append({"type": "idle", "seat": seat, "char": idle})
        if parts is None:
            return
    char, loc, space, extra = parts
    shard, gear = SHARD in extra, GEAR in extra
    seats: list[dict[str, Any]] = state["seats"]
    own = seats[seat]
    if shard:
        own["shards"] -= 1
    if gear:
        state["geared"].append(seat)
    cards: list[dict[str, str]] = state["assigned"]
    card = cards[seat][char]
    copied = extra[extra.index(COPY) + 1] if COPY in extra else None  # ids.Place.copied
    if copied:
        card = copied
        state["mimicked"].append(seat)
        events.append({"type": "ability", "seat": seat, "magician": "the_great_optico", "card": card})
    rules = _foretelling(state)  # card_ap's and space_fee's, read once
    ap = _card_ap(state, rules, seat, card, char, loc, space, shard, gear)
    fee = 0
    if loc in BOARD and MODIFIER[loc, space] == BEST_MODIFIER:  # space_fee's
        fee = int(rules.get("best_space_fee", 0))
    if fee:
        own["coins"] -= fee
        events.append({"type": "space_fee", "seat": seat, "coins": fee})
    performing = loc == "theater" and str(space).endswith(":performance")
    record: dict[str, Any] = {"seat": seat, "char": char, "loc": loc, "space": space}
    if performing and card not in PERMANENT:  # is_special
        record["special"] = card
    placed: list[dict[str, Any]] = state["placed"]
    placed.append(record)
    if card == BUSINESS_SHARE:
        take_share(state, seat)  # Business Share acts from the placing on (TRK-MARKET-7)
    events.append(
        {
            "type": "place",
            "seat": seat,
            "char": char,
            "loc": loc,
            "space": space,
            "ap": ap,
            "shard": shard,
            "gear": gear,
            "card": cards[seat][char],
        }
    )
    if char == "magician" and loc in BOARD:  # magic_for_the_masses' own test, asked first
        magic_for_the_masses(state, seat, char, loc, events)
    if not task.get("second") and _foretelling(state).get("places_per_turn", 1) > 1 and pending(state, seat):
        _FLOW.push(state, {"t": "place", "seat": seat, "second": True})  # after this character's turn (TRK-AP-3)
    if performing:
        return  # the magician will perform (with his special card's bonus, TRK-PERF-8); no immediate effect
    turn = {"t": _TURNS.get(loc) or f"turn_{loc}", "seat": seat, "char": char, "space": space, "ap": ap}
    if card in BUILT:  # is_special and is_built: the built cards are special
        turn["special"] = card
    _FLOW.push(state, turn)


_TURNS: Final = {loc: f"turn_{loc}" for loc in data.LOCATIONS}  # each location's turn's task kind


def spend(task: Task, cost: int) -> None:
    """Take ``cost`` AP from a location turn."""
    task["ap"] -= cost
