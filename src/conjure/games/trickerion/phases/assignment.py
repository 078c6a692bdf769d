"""The Assignment phase (rulebook: Fáze pověření; Nečinné postavy; Speciální karty pověření).

Every player at once puts assignment cards face down under characters, one character at a time: a card from
the hand (a permanent card, named by its location, or a special card, named by its id) or none (the character
stays idle). Nobody sees another's choices until everyone has finished; then the cards are revealed together and
the Placement phase begins.

Characters are named within their seat by type, the second and later of a type numbered: ``magician``,
``apprentice``, ``apprentice2``, …, ``assistant``, ``engineer``, ``manager`` (:func:`character_ids`).
"""

from __future__ import annotations

from typing import Any, Final

from .. import data, ids
from ..flow import FLOW, Events, Rng, State, Task
from ..prophecies.locations import foretold
from ..specials.decks import bottom, knows

DONE: Final = ids.Done().format()


def character_ids(seat: dict[str, Any]) -> list[str]:
    """The seat's characters, each named by its type, the second and later of a type numbered from 2 (named once
    for each team: at most :data:`KEPT` teams are kept; a copy handed out)."""
    return list(_team_names(seat))


def _team_names(seat: dict[str, Any]) -> list[str]:
    """:func:`character_ids`' kept list itself (for readers that do not keep or change it)."""
    team = tuple(seat["characters"])
    found = _NAMES.get(team)
    if found is None:
        if len(_NAMES) >= KEPT:
            _NAMES.clear()
        found = _NAMES[team] = _named(team)
    return found


KEPT = 4096
_NAMES: dict[tuple[str, ...], list[str]] = {}  # character_ids by the seat's characters


def _named(team: tuple[str, ...]) -> list[str]:
    """:func:`character_ids` of the characters ``team``."""
    seen: dict[str, int] = {}
    out = []
    for kind in team:
        seen[kind] = seen.get(kind, 0) + 1
        out.append(kind if seen[kind] == 1 else f"{kind}{seen[kind]}")
    return out


def char_type(char: str) -> str:
    """``apprentice2`` → ``apprentice`` (the names a team of the game's data can have read from a table)."""
    found = _TYPE_OF.get(char)
    return found if found is not None else char.rstrip("0123456789")


def card_location(card: str) -> str:
    """The location of an assignment card: a permanent card is named by its location, a special card by its id."""
    return card if card in _PERMANENT else _SPECIAL_LOCATION[card]


def is_special(card: str) -> bool:
    return card not in _PERMANENT


_PERMANENT: Final = frozenset(data.LOCATIONS)  # the permanent cards (named by their locations)
_SPECIAL_LOCATION: Final = {card: str(row["location"]) for card, row in data.SPECIAL_ASSIGNMENTS.items()}


def hand_cards(seat: dict[str, Any]) -> list[str]:
    """The distinct cards a seat can assign: permanent cards by location, then its special cards."""
    hand: dict[str, int] = seat["hand"]
    specials: list[str] = seat["special_hand"]
    cards = sorted([loc for loc, n in hand.items() if n > 0])  # each location once: sorted as its items were
    if specials:
        cards.extend(sorted(set(specials)))
    return cards


# -- the phase (TRK-ASSIGN-1) ---------------------------------------------------------------------------------------


@FLOW.phase("assignment")
def assignment_phase(state: State, rng: Rng, events: Events) -> bool:
    """Every seat assigns at once; the reveal follows when all have finished."""
    players = len(state["seats"])
    state["assigned"] = [{} for _ in range(players)]
    state["idle"] = [[] for _ in range(players)]
    state["placed"] = []
    state["next_placer"] = 0
    state["geared"] = []
    state["mimicked"] = []
    FLOW.push_all(
        state, [{"t": "assign", "wait": list(range(players)), "decided": [[] for _ in range(players)]}, {"t": "reveal"}]
    )
    return True


def undecided(state: State, task: Task, seat: int) -> list[str]:
    """The seat's characters not yet given a card or left idle, in character order."""
    done = set(task["decided"][seat])
    return [c for c in character_ids(state["seats"][seat]) if c not in done]


def _first_undecided(own: dict[str, Any], decided: list[str]) -> str | None:
    """The first of :func:`undecided` (None: every character is decided), without listing them: each character
    named as :func:`character_ids` names it, one at a time, until one is not among those ``decided``."""
    team: list[str] = own["characters"]
    for i, kind in enumerate(team):
        n = 1
        for j in range(i):
            if team[j] == kind:
                n += 1
        char = kind if n == 1 else _numbered(kind, n)
        found = False
        for done in decided:
            if done == char:
                found = True
                break
        if not found:
            return char
    return None


def _numbered(kind: str, n: int) -> str:
    """``kind`` numbered ``n`` (2 or more) as :func:`character_ids` names it: a name of the game's data from
    :data:`_NUMBERED`, any other written."""
    names = _NUMBERED.get(kind)
    return names[n - 1] if names is not None and n <= len(names) else f"{kind}{n}"


def assign_options(state: State, task: Task, seat: int) -> list[str]:
    """For the seat's next undecided character: every card in hand, or none (idle); or stop assigning. The ids of a
    character a team of the game's data can have are read from :data:`_SORTED_IDS` (the permanent cards in sorted
    order, asked of the hand one by one: no sort), any other's from its row (:data:`_ROWS`) and sorted (each id is
    its card after the same head, so the ids sort as the cards do); then the special cards' likewise."""
    seats: list[dict[str, Any]] = state["seats"]
    own = seats[seat]
    decided: list[list[str]] = task["decided"]
    char = _first_undecided(own, decided[seat])
    if char is None:
        return [DONE]
    hand: dict[str, int] = own["hand"]
    known = _SORTED_IDS.get(char)
    found: list[str] | None = None
    if known is not None:
        permanent, idle = known
        found = []
        seen = 0
        for i, loc in enumerate(_SORTED_LOCATIONS):
            n = hand.get(loc)
            if n is not None:
                seen += 1
                if n > 0:
                    found.append(permanent[i])
        if seen != len(hand):
            found = None  # a card of no location of the data: listed as any other character's
    else:
        idle = ""
    specials: list[str] = own["special_hand"]
    if found is None or specials or not idle:
        row = _row(char)
        if found is None:
            found = _held(row, char, hand)
        if specials:
            if len(specials) == 1:
                card = specials[0]
                found.append(row.get(card) or _new_id(row, char, card))
            else:
                more = list({row.get(card) or _new_id(row, char, card) for card in specials})
                more.sort()
                found.extend(more)
        if not idle:
            idle = row.get("") or _new_id(row, char, "")
    found.append(idle)
    found.append(DONE)
    return found


def _held(row: dict[str, str], char: str, hand: dict[str, int]) -> list[str]:
    """The ids of the permanent cards ``hand`` holds for ``char`` (from its ``row``), sorted."""
    found = [row.get(card) or _new_id(row, char, card) for card, n in hand.items() if n > 0]
    if len(found) > 1:
        found.sort()
    return found


_OPTIONS: dict[tuple[str, tuple[str, ...], tuple[str, ...]], list[str]] = {}  # no longer kept (see assign_options)


def _assign_options(char: str, own: dict[str, Any]) -> list[str]:
    """:func:`assign_options` of the undecided character ``char`` made afresh (from :func:`hand_cards`)."""
    row = _row(char)
    options = [row.get(card) or _new_id(row, char, card) for card in hand_cards(own)]
    return [*options, row.get("") or _new_id(row, char, ""), DONE]


_ROWS: dict[str, dict[str, str]] = {}  # by character: its assignments' ids by card, its idle id by ""
_MADE: dict[str, tuple[str, str]] = {}  # the ids of _ROWS: their character and card ("" for an idle one)
MADE_KEPT = 16384


def _row(char: str) -> dict[str, str]:
    """The character's ids written so far (at most :data:`KEPT` characters, all dropped when full)."""
    row = _ROWS.get(char)
    if row is None:
        if len(_ROWS) >= KEPT:
            _ROWS.clear()
        row = _ROWS[char] = {}
    return row


def _new_id(row: dict[str, str], char: str, card: str) -> str:
    """``assign:<char>:<card>`` (``idle:<char>`` for the card ""), written and kept in the character's ``row`` and
    in :data:`_MADE` (each at most its bound, dropped when full)."""
    found = ids.text(ids.Assign, char, card) if card else ids.text(ids.Idle, char)
    if len(row) >= KEPT:
        row.clear()
    if len(_MADE) >= MADE_KEPT:
        _MADE.clear()
    row[card] = found
    _MADE[found] = (char, card)
    return found


def _assign_id(char: str, card: str) -> str:
    """``assign:<char>:<card>``, written once."""
    row = _row(char)
    return row.get(card) or _new_id(row, char, card)


def _idle_id(char: str) -> str:
    """``idle:<char>``, written once."""
    row = _row(char)
    return row.get("") or _new_id(row, char, "")


def _names_at_import() -> list[str]:
    """The characters' names a team of the game's data can have: each type numbered up to its discs."""
    names = []
    for character in data.DATA.raw["characters"]:
        kind = str(character["type"])
        names += [kind if n == 1 else f"{kind}{n}" for n in range(1, int(character["discs"]) + 1)]
    return names


for _char in _names_at_import():  # every card's and the idle ids written at import
    for _card in (*data.LOCATIONS, *sorted(data.SPECIAL_ASSIGNMENTS), ""):
        _assign_id(_char, _card)
_TYPE_OF: Final = {name: name.rstrip("0123456789") for name in _names_at_import()}  # char_type's, by name
# each type's names numbered up to its discs (the n-th is names[n - 1]), as character_ids writes them
_NUMBERED: Final = {
    str(c["type"]): [f"{c['type']}{n}" if n > 1 else str(c["type"]) for n in range(1, int(c["discs"]) + 1)]
    for c in data.DATA.raw["characters"]
}
_SORTED_LOCATIONS: Final = tuple(sorted(data.LOCATIONS))  # the permanent cards in sorted order
# by each name a team of the game's data can have: its permanent cards' ids in that order, and its idle id (the ids
# written at import above)
_SORTED_IDS: Final = {
    name: ([_assign_id(name, loc) for loc in _SORTED_LOCATIONS], _idle_id(name)) for name in _names_at_import()
}


@FLOW.decision("assign", assign_options)
def assign(state: State, task: Task, seat: int, aid: str, rng: Rng, events: Events) -> None:
    seats: list[dict[str, Any]] = state["seats"]
    own = seats[seat]
    decided: list[str] = task["decided"][seat]
    wait: list[int] = task["wait"]
    made = _MADE.get(aid)  # an id the options wrote: its character and card read back without parsing it
    if made is not None:
        char, card = made
        if card:
            _take(own, state, seat, char, card)
            decided.append(char)
            events.append({"type": "assign", "seat": seat, "char": char, "card": card, "to": [seat]})
        else:
            decided.append(char)
        stop = False
    elif aid == DONE:
        stop = True
    else:
        chosen = ids.parse(aid)
        match chosen:
            case ids.Assign(char, card):
                take_card(state, seat, char, card)
                decided.append(char)
                events.append({"type": "assign", "seat": seat, "char": char, "card": card, "to": [seat]})
            case ids.Idle(char):
                decided.append(char)
        stop = isinstance(chosen, ids.Done)
    if stop or _first_undecided(own, decided) is None or not _holds_cards(own):
        wait.remove(seat)
        events.append(
            {
                "type": "assigned",
                "seat": seat,
                "chars": sorted(state["assigned"][seat]),
                "to": [seat],
                "public": {"type": "assigned", "seat": seat},
            }
        )  # which characters have a card: at the reveal
    if not wait:
        state["tasks"].pop()


def _holds_cards(seat: dict[str, Any]) -> bool:
    """Whether :func:`hand_cards` lists a card."""
    specials: list[str] = seat["special_hand"]
    if specials:
        return True
    hand: dict[str, int] = seat["hand"]
    for n in hand.values():
        if n > 0:
            return True
    return False


def take_card(state: State, seat: int, char: str, card: str) -> None:
    """A card from the seat's hand under a character."""
    seats: list[dict[str, Any]] = state["seats"]
    _take(seats[seat], state, seat, char, card)


def _take(own: dict[str, Any], state: State, seat: int, char: str, card: str) -> None:
    """:func:`take_card` of the seat's board ``own``."""
    if card in _PERMANENT:
        hand: dict[str, int] = own["hand"]
        hand[card] -= 1
    else:
        specials: list[str] = own["special_hand"]
        specials.remove(card)
    assigned: list[dict[str, str]] = state["assigned"]
    assigned[seat][char] = card


@FLOW.auto("reveal")
def reveal(state: State, task: Task, rng: Rng, events: Events) -> None:
    """All cards are turned face up at once; characters without a card are idle this round (TRK-ASSIGN-3)."""
    state["phase"] = "placement"
    later = foretold(state, "reveal_on_place", False)  # a prophecy reveals each card on placing (TRK-ASSIGN-6)
    assigned: list[dict[str, str]] = state["assigned"]  # character → card: a copy of each seat's is a deep copy
    events.append({"type": "reveal", "assigned": [{} for _ in assigned] if later else [dict(a) for a in assigned]})


def card_hidden(state: State, seat: int | None, other: int, char: str) -> bool:
    """Whether ``seat`` cannot see the card under ``other``'s character: before the reveal; with the prophecy that
    reveals each card only when its character is placed, until then (an idle one's never)."""
    if seat == other:
        return False
    if state["phase"] == "assignment":
        return True
    placed = any(p["seat"] == other and p["char"] == char for p in state["placed"])
    return bool(foretold(state, "reveal_on_place", False)) and not placed


def redeal_assignments(state: State, seat: int | None, rng: Rng) -> None:
    """Resample the other seats' face-down assignments from what they could be: each character that has a card
    keeps one of the same kind (permanent or special), drawn from the seat's cards of that kind in hand or
    assigned; the rest go back to the hand. A special card's identity is not resampled
    yet."""
    for other, cards in enumerate(state["assigned"]):
        chars = sorted(c for c, card in cards.items() if not is_special(card) and card_hidden(state, seat, other, c))
        if not chars:
            continue
        own = state["seats"][other]
        permanent = sorted(cards[c] for c in chars)
        pool = sorted([loc for loc, n in own["hand"].items() for _ in range(n)] + permanent)
        drawn = rng.sample(pool, len(chars))
        for card in permanent:
            own["hand"][card] += 1
        for char, card in zip(chars, drawn, strict=True):
            cards[char] = card
            own["hand"][card] -= 1


def redeal_specials(state: State, seat: int | None, rng: Rng) -> None:
    """Resample every special card ``seat`` cannot see from all such cards together: the decks' face-down tops
    (each keeps its size and its location) and the cards under them the seat did not see go there (each keeps
    its place), the cards another seat is choosing from after a Dark Alley draw (of the drawn deck's location), the
    other seats' special hands and their special cards still face down under characters (any location: their backs
    do not tell). The cards under a deck that the seat saw go there stay where they are (TRK-VIEW-2)."""
    if not state["dark_alley"]:
        return
    located: list[tuple[str, Any, Any]] = [
        (loc, deck, i) for loc, deck in sorted(state["special_decks"].items()) for i in range(len(deck))
    ]
    located += [
        (loc, entry, "card")
        for loc in sorted(state["special_bottom"])
        for entry in bottom(state, loc)
        if not knows(state, entry, seat)
    ]
    located += [
        (task["loc"], task["cards"], i)
        for task in state["tasks"]
        if task["t"] == "keep_special" and task["seat"] != seat
        for i in range(len(task["cards"]))
    ]
    hidden = [
        (other, char)
        for other, cards in enumerate(state["assigned"])
        for char, card in sorted(cards.items())
        if is_special(card) and card_hidden(state, seat, other, char)
    ]
    hands = [state["seats"][other]["special_hand"] for other in range(len(state["seats"])) if other != seat]
    pool = sorted(
        [cards[i] for _, cards, i in located]
        + [state["assigned"][o][c] for o, c in hidden]
        + [card for hand in hands for card in hand]
    )
    at: dict[str, list[str]] = {}  # the pool's cards of each location, sorted as the pool is
    for card in pool:
        at.setdefault(card_location(card), []).append(card)
    for loc, cards, i in located:
        cards[i] = rng.choice(at.setdefault(loc, []))
        at[loc].remove(cards[i])
        pool.remove(cards[i])
    for other, char in hidden:
        state["assigned"][other][char] = pool.pop(rng.below(len(pool)))
    for hand in hands:
        hand[:] = sorted(pool.pop(rng.below(len(pool))) for _ in hand)
    for deck in state["special_decks"].values():
        deck.sort()
