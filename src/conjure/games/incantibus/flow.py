"""Incantibus on the engine's turn machine: ``FLOW`` and the kinds of pending work.

The state's ``phase`` is ``"spell"`` while the players point their wands (one ``point`` decision waiting
for every seat at once), ``"resolve"`` while the winners gain what they pointed at, ``"over"`` at the end.
Each task kind is registered once, with its options and its resolution, in its topic module:

- ``spell_phase``: ``point`` (the secret simultaneous choice) and the phase steps;
- ``gains``: ``win``, ``place``, ``stack`` (automatic), ``overflow``, ``pay``, ``ultimus`` (decisions);
- ``spells``: ``casts`` (automatic), ``cast``, ``steal``, ``retiro``, ``imperium``, ``video`` (decisions).
"""

from __future__ import annotations

from functools import cache

from conjure.engine.actions import make_id, natural_key
from conjure.engine.flow import Flow, State

FLOW = Flow("incantibus")

sort_key = cache(natural_key)
"""The engine's action order, remembered per id (a few thousand ids exist; sorting is a hot path)."""

action_id = cache(make_id)
"""``make_id``, remembered: the spell phase lists every target of every seat in every phase."""


def option_ids(state: State, seat: int) -> list[str]:
    """The seat's options now, unique and in the engine's order (what ``FlowRules.legal_actions`` lists)."""
    return sorted(set(FLOW.option_ids(state, seat)), key=sort_key)
