"""The typed errors of the public API. Every one is a ``ValueError`` with a message that says
what was wrong and what is allowed."""

from __future__ import annotations


class ConjureError(ValueError):
    """Base class of every error Conjure raises on bad input."""


class ConfigError(ConjureError):
    """An unknown game, a player count or an option that the game does not allow."""


class IllegalAction(ConjureError):
    """An action that is not legal for that seat now. The state is left untouched."""


class LoadError(ConjureError):
    """Saved data that cannot be loaded (wrong schema, other rules version, not a Conjure save)."""
