"""The magic suitcase: which tokens fit, what the owner may pay with, and what it scores.

The rulebook lets a player reorganise the suitcase whenever a new token does not fit, so what matters
is only whether the multiset of tokens can be laid out: every token on a field of its type or in a
pocket. The state therefore keeps a list of tokens, and :func:`fits` decides.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from .data import DATA

KINDS: Final = DATA.kinds
FIELD: Final = {name: kind.field for name, kind in KINDS.items()}
WIZARDS: Final = frozenset(DATA.wizard_kinds)
SUITCASES: Final = DATA.suitcases
FIELDS: Final = tuple(sorted(set(FIELD.values())))
FIELD_AT: Final = {name: FIELDS.index(field) for name, field in FIELD.items()}
STACK_AT: Final = FIELDS.index("stack") if "stack" in FIELDS else -1  # the stack holds any number
FIELD_SIZES: Final = {mode: tuple(int(sizes.get(field, 0)) for field in FIELDS) for mode, sizes in SUITCASES.items()}
"""Each suitcase side's room on each field (in FIELDS' order; 0 where it has none), for :func:`fits_one_more`."""
SCORED: Final = {
    name: (kind.category if kind.category != "special" else "gold", kind.points)
    for name, kind in KINDS.items()
    if kind.points
}  # the kinds that score: the part of the score they count in (special tokens count as gold), their points


def side(state: dict[str, Any]) -> dict[str, int]:
    return SUITCASES["expert" if state["mode"] == "expert" else "apprentice"]


def pockets(state: dict[str, Any], seat: int) -> int:
    """Pockets: the printed one plus one per pocket token (Locus) the seat holds."""
    return side(state)["pockets"] + len(state["seats"][seat]["pocket_tokens"])


def kinds_of(state: dict[str, Any], seat: int) -> list[str]:
    table = state["kind"]
    return [table[t] for t in state["seats"][seat]["tokens"]]


def fits_kinds(state: dict[str, Any], seat: int, kinds: list[str]) -> bool:
    """Can these kinds be laid out in the seat's suitcase (fields of their type, then pockets)?"""
    per_field: dict[str, int] = {}
    for k in kinds:
        field = FIELD[k]
        per_field[field] = per_field.get(field, 0) + 1
    fields = side(state)
    overflow = 0
    for field, count in per_field.items():
        if field != "stack" and count > fields.get(field, 0):
            overflow += count - fields.get(field, 0)
    return overflow <= pockets(state, seat)


def fits_one_more(state: dict[str, Any], seat: int, new: str) -> bool:
    """``fits_kinds`` of the seat's tokens and one more of kind ``new`` (the packing of a gained token)."""
    table: list[str] = state["kind"]
    info: dict[str, Any] = state["seats"][seat]
    per_field = [0] * len(FIELDS)  # by the field's place in FIELDS
    per_field[FIELD_AT[new]] = 1
    for token in info["tokens"]:
        per_field[FIELD_AT[table[token]]] += 1
    mode = "expert" if state["mode"] == "expert" else "apprentice"
    sizes = FIELD_SIZES[mode]
    overflow = 0
    for at in range(len(FIELDS)):
        count = per_field[at]
        size = sizes[at]
        if at != STACK_AT and count > size:
            overflow += count - size
    return overflow <= SUITCASES[mode]["pockets"] + len(info["pocket_tokens"])


def owned_counts(state: dict[str, Any], seat: int) -> Counter[str]:
    return Counter(kinds_of(state, seat))


def count(kinds: list[str]) -> dict[str, int]:
    """How many of each kind ``kinds`` holds (a plain dict, cheaper than a Counter: a hot path)."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def owned(state: dict[str, Any], seat: int) -> dict[str, int]:
    """The seat's tokens by kind, defeated wizards too (``owned_counts`` as a plain dict)."""
    table: list[str] = state["kind"]
    tokens: list[int] = state["seats"][seat]["tokens"]
    counts: dict[str, int] = {}
    for token in tokens:
        kind = table[token]
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def payable(state: dict[str, Any], seat: int) -> dict[str, int]:
    """What the seat may hand in, by kind: every token but defeated wizards (a plain dict: a hot path)."""
    table: list[str] = state["kind"]
    tokens: list[int] = state["seats"][seat]["tokens"]
    counts: dict[str, int] = {}
    for token in tokens:
        kind = table[token]
        if kind not in WIZARDS:
            counts[kind] = counts.get(kind, 0) + 1
    return counts


def payable_counts(state: dict[str, Any], seat: int) -> Counter[str]:
    """What the seat may hand in: every token but defeated wizards."""
    return Counter(payable(state, seat))


def score(state: dict[str, Any], seat: int) -> dict[str, int]:
    """Magic points by category (gold, monsters, potions, spells, wizards, books, wand), in the order the
    categories first score among the seat's tokens."""
    table: list[str] = state["kind"]
    tokens: list[int] = state["seats"][seat]["tokens"]
    parts: dict[str, int] = {}
    for token in tokens:
        scored = SCORED.get(table[token])
        if scored is not None:
            part, points = scored
            parts[part] = parts.get(part, 0) + points
    if state["mode"] == "expert":
        parts["wand"] = state["seats"][seat]["wand"]
    return parts


def total(state: dict[str, Any], seat: int) -> int:
    return sum(score(state, seat).values())
