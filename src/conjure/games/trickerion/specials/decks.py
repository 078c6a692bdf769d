"""The special assignment decks of the Dark Alley (rulebook: Temná ulička: Dobrat první kartu, Dobrat další karty;
Konec kola: Odhození speciálních karet pověření).

A deck is two parts. ``special_decks[loc]`` is its top: the cards nobody has seen go under it, face down and
unordered (kept sorted), drawn at random with the game's generator. ``special_bottom[loc]`` is what has been put
under it since, in the order it went there (the first put under comes up first), each card with the seats that saw
it go (``seen``): a card put back after a draw by its drawer alone, a used card at the End of Round by everybody.
A draw takes from the top; only what the top lacks comes from the bottom, in order (TRK-ALLEY-1, TRK-END-7).
"""

from __future__ import annotations

from typing import Any

from .. import data
from ..flow import Rng, State

Entry = dict[str, Any]  # {"card": id, "seen": [seat, …]}


def bottom(state: State, loc: str) -> list[Entry]:
    """The cards under the deck of ``loc``, the next to come up first."""
    entries: list[Entry] = state["special_bottom"][loc]
    return entries


def size(state: State, loc: str) -> int:
    """How many cards the deck of ``loc`` holds, top and bottom."""
    return len(state["special_decks"][loc]) + len(bottom(state, loc))


def draw(state: State, loc: str, rng: Rng) -> list[str]:
    """Two cards (or what is left) off the deck of ``loc``: from the top at random, what it lacks from the bottom
    in order; taken out of the deck, returned sorted."""
    top = state["special_decks"][loc]
    cards = rng.sample(top, min(data.C["special_draw"], len(top)))
    for card in cards:
        top.remove(card)
    under = bottom(state, loc)
    while len(cards) < data.C["special_draw"] and under:
        cards.append(under.pop(0)["card"])
    return sorted(cards)


def put_under(state: State, card: str, seen: list[int]) -> None:
    """The card goes under its deck, seen going there by the seats ``seen``."""
    loc = str(data.SPECIAL_ASSIGNMENTS[card]["location"])
    bottom(state, loc).append({"card": card, "seen": sorted(seen)})


def knows(state: State, entry: Entry, seat: int | None) -> bool:
    """Whether ``seat`` knows the card under a deck: it saw it go there (no seat, the public, only what everybody
    saw)."""
    if seat is None:
        return len(entry["seen"]) == len(state["seats"])
    return seat in entry["seen"]


def bottom_view(state: State, seat: int | None) -> dict[str, list[str | None]]:
    """What ``seat`` can tell of each deck's bottom: a card it saw go under by its id, another as ``None``; a careful
    player counts every card drawn and put under, so where the unseen top ends shows too."""
    return {
        loc: [entry["card"] if knows(state, entry, seat) else None for entry in entries]
        for loc, entries in state["special_bottom"].items()
    }
