"""Incantibus on the engine's turn machine: ``FLOW`` and the kinds of pending work.

The state's ``phase`` is ``"spell"`` while the players point their wands (one ``point`` decision waiting
for every seat at once), ``"resolve"`` while the winners gain what they pointed at, ``"over"`` at the end.
Each task kind is registered once, with its options and its resolution, in its topic module:

- ``spell_phase``: ``point`` (the secret simultaneous choice) and the phase steps;
- ``gains``: ``win``, ``place``, ``stack`` (automatic), ``overflow``, ``pay``, ``ultimus`` (decisions);
- ``spells``: ``casts`` (automatic), ``cast``, ``steal``, ``retiro``, ``imperium``, ``video`` (decisions).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from conjure.engine.actions import make_id
from conjure.engine.flow import Flow

FLOW: Final = Flow("incantibus")

ACTION_IDS_KEPT: Final = 4096
"""At most this many ids are remembered (every id a game can offer is far fewer: kinds, places and seats)."""

action_id: Final = lru_cache(maxsize=ACTION_IDS_KEPT)(make_id)
"""``make_id``, remembered (bounded): the spell phase lists every target of every seat in every phase."""
