"""Game packages; each exposes ``RULES`` and is found by :mod:`conjure.engine.registry`.

Importing a game package makes Python set ``conjure.games`` to this package, which would hide the
public function ``conjure.games()``. So this module is callable and does the same thing.
"""

from __future__ import annotations

import sys
import types
from typing import Any


class _CallableGamesModule(types.ModuleType):
    def __call__(self) -> list[dict[str, Any]]:
        from conjure.engine.registry import all_rules

        return [rules.describe() for rules in all_rules()]


sys.modules[__name__].__class__ = _CallableGamesModule
