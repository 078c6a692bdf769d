"""Djinn (Benjamin Schwer; Hall Games / TLAMA games / Pegasus Spiele), 1-4 players, solo against Tom."""

from conjure.games.djinn.rules import RULES

__all__ = ["RULES"]
