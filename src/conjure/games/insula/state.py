"""The layout of Insula's state, typed: what ``setup`` builds and the rules read (docs/games/insula.md, State JSON).

The state itself is the engine's JSON dict; these TypedDicts name the records inside it so that building
one is checked by mypy: a seat, an island place, the fight under way and the end of the game.
"""

from __future__ import annotations

from typing import Final, Literal, TypedDict

from . import data

Slot = Literal["flower", "move", "rest"]
SLOTS: Final[tuple[Slot, ...]] = ("flower", "move", "rest")  # the curse slots under the actions they block (B.11)


class Seat(TypedDict):
    """One player's adventurer and player card: ``state["seats"][seat]``."""

    position: str  # "x,y": x across the beach column, y rows from the coast
    vitality: int  # energy tokens in the vitality field
    fatigue: int  # energy tokens in the fatigue field
    committed: int  # energy committed to the fight under way
    reward: int  # the reward token's field on its circle (0-9)
    penalty: int  # the penalty token's field on its circle (0-9)
    new_tokens: int  # new energy tokens won by full loops of the reward circle
    hand: list[str]  # flower card ids
    slots: dict[str, str | None]  # curse slot (a Slot) -> the curse card lying there, face down


class Cell(TypedDict):
    """An island place with its card: ``state["cells"]["x,y"]``."""

    card: str  # beach, citadel, L01…L16, S01…S18
    up: bool  # face up (explored)
    seen: list[int]  # seats that looked at it face down (Bulvuška)


class Fight(TypedDict):
    """The common fights at the end of a round: ``state["fight"]``."""

    fields: dict[str, list[int]]  # "x,y" -> the seats fighting there, in round order
    commit: list[int | None]  # per seat: secret energy, None if not fighting (yet)
    red: list[str | None]  # per seat: the red flower played
    stinovka: list[str | None]  # per seat: Stínovka played on a shadow field
    stage: list[int]  # per seat: how many parts of the commitment are made
    revealed: bool
    banished: list[int]  # seats banished by a failed penalty in this fight (F.3)


class End(TypedDict, total=False):
    """How the game ended: ``state["end"]``."""

    kind: Literal["dusk", "kingos"]
    strength: dict[str, int]  # seat -> strength in the winning citadel fight
    entry: list[int]  # the fighters in order of entry into the citadel


def new_cell(card: str, up: bool) -> Cell:
    return {"card": card, "up": up, "seen": []}


def new_seat(energy: int, hand: list[str]) -> Seat:
    """An adventurer on the beach with ``energy`` in vitality, tokens on field 0 of both circles (B.6)."""
    return {
        "position": data.BEACH,
        "vitality": energy,
        "fatigue": 0,
        "committed": 0,
        "reward": 0,
        "penalty": 0,
        "new_tokens": 0,
        "hand": hand,
        "slots": {slot: None for slot in SLOTS},
    }
